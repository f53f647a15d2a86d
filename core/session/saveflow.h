// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The conversation of one save: it asks for the options (SaveQuestions), runs the
// writer as a job of the session (the caller's event loop goes on; nothing waits
// in a loop of its own), and answers what the writer reports by asking again:
// a base URL a split needs, whether an incomplete file may be replaced, what to
// do with entries whose errors the writer may not repair (values left out are an
// undoable edit, entries left out are dropped), and then runs the writer again
// with the answer. When the files are written the session adopts them (its
// document takes the written files' paths and forms in place, the undo history
// stays) and finished() tells the outcome. One save at a time per flow.
//
// Qt Core and Qt Gui (through DocumentSession); no widgets.

#include "documentedit.h"
#include "documentsession.h"
#include "savequestions.h"
#include "sitemapwriter.h"

#include <QObject>

#include <array>
#include <set>
#include <utility>
#include <vector>

class SitemapDocument;

class SaveFlow : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        enum class Outcome
        {
            Saved,     // the files are written and adopted (report, saved)
            Cancelled, // the user said no to a question; nothing was written
            FixThem,   // the user wants to fix the entries with errors first (report.blocking)
            NotSaved,  // the writer refused (report.error); nothing was written
            Failed,    // an I/O failure or a save that could not start; nothing changed on disk
        };
        Outcome outcome = Outcome::Cancelled;
        QString target;
        WriteOptions options; // the options of the last run of the writer
        SaveReport report;    // the writer's last report
        DocumentSession::Saved saved;
    };

    // What the problems that stopped a save (SaveReport::blocking) come to, by
    // kind: a value the entry can do without (lastmod, changefreq, priority), or
    // the entry itself. Entries as (file, entry).
    struct Blocking
    {
        std::array<std::set<std::pair<int, int>>, FieldCount> badValues; // by Field
        std::set<std::pair<int, int>> badEntries; // can only be left out whole
        // For each bad value of an entry that is not bad itself, the edit that
        // leaves the value out, in field and entry order.
        std::vector<DocumentEdit> leaveOut;
    };
    static Blocking sortBlocking(const SitemapDocument &doc, const SaveReport &report);

    // questions must outlive the flow.
    SaveFlow(DocumentSession *session, SaveQuestions *questions, QObject *parent = nullptr);

    // Starts a save of the session's document to target, asking for the options
    // first when askOptions. False when it ended at once (a save or a load is
    // running, or the options were not given): finished() has then already been
    // emitted. True: finished() comes later. False and nothing else while this
    // flow is running already.
    bool start(const QString &target, bool askOptions);
    // From start() until finished().
    bool isRunning() const { return m_running; }
    const Result &result() const { return m_result; }

signals:
    // The writer is about to run (again) on target, and is done with it: between
    // the two the document is read-only, and no question is asked.
    void writerStarted(const QString &target);
    void writerFinished();
    // The conversation has ended; result() holds the same.
    void finished(const SaveFlow::Result &result);

private:
    void runWriter();
    // Asks for the save's options (with the base URL asked for first when needed).
    bool chooseOptions(bool baseUrlNeeded);
    void writerDone(const SaveReport &report);
    void finish(Result::Outcome outcome);
    SaveOptionsQuestion optionsQuestion() const;

    DocumentSession *m_session;
    SaveQuestions *m_questions;
    bool m_running = false;
    bool m_writing = false;
    QString m_target;
    WriteOptions m_options;
    Result m_result;
};

Q_DECLARE_METATYPE(SaveFlow::Result)
