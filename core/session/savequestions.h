// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a save asks the user (SaveFlow asks, someone answers): the writer's
// options, a base URL a split needs, whether a file that was not read to its end
// may be replaced, what to do with entries whose errors the writer may not
// repair, and the files an interrupted save left that may be the only copy of
// something. The editor's window answers with dialogs; tests answer with canned
// answers. Every question is answered before it returns.

#include "entry.h"
#include "sitemapwriter.h"

#include <QString>
#include <QStringList>

#include <array>
#include <functional>

// The save dialog's question: the options to write target with.
struct SaveOptionsQuestion
{
    QString target;
    // What the writer would do with a set of options (nothing is written): for a
    // preview while the user chooses.
    std::function<SaveReport(const WriteOptions &)> plan;
    // The entries the plan goes over: a long one is made on another thread (plan is
    // safe to call there while the question is asked).
    qint64 entries = 0;
};

// Entries with errors the writer may not repair, by kind.
struct SaveErrorsQuestion
{
    // Entries with a bad value of each field that the entry can do without
    // (lastmod, changefreq, priority; Loc is always 0).
    std::array<int, FieldCount> badValues{};
    // Entries with an error in the URL or the entry itself: only left out whole.
    int badEntries = 0;
    // Distinct entries concerned.
    qint64 entries = 0;
    // The problems, at most 50: entry numbers from 1.
    std::vector<Problem> details;
    // Whether "keep as written" may be chosen. Not after it was chosen once: the
    // entries still asked about were edited or have no bytes of their own in the
    // file (new, or put back by an undo), and an edit never writes a new error.
    bool keepOffered = true;
};

struct SaveErrorsAnswer
{
    enum class Outcome
    {
        Cancel,  // nothing is saved
        FixThem, // nothing is saved; the window shows the first problem
        Save,    // saved as chosen below
    };
    // What a save does with the bad values of one kind.
    enum class Choice
    {
        LeaveOutValue, // the entry is written without the value (an undoable edit)
        LeaveOutEntry, // the entry is not written
        // Entries the user did not touch are written with their bytes unchanged, and
        // the file stays invalid there (PROTOCOL.md section 5.1); an edited one is
        // refused, as an edit never writes a new error.
        KeepAsWritten,
    };
    Outcome outcome = Outcome::Cancel;
    // By Field; Loc: the entries with an error in the URL or the entry itself
    // (LeaveOutEntry or KeepAsWritten).
    std::array<Choice, FieldCount> choices{Choice::LeaveOutEntry, Choice::LeaveOutEntry,
                                           Choice::LeaveOutEntry, Choice::LeaveOutEntry};
};

class SaveQuestions
{
public:
    virtual ~SaveQuestions() = default;

    // The writer's options for a save: *options holds the current ones and takes
    // the chosen ones. False: the save is cancelled.
    virtual bool chooseOptions(const SaveOptionsQuestion &question, WriteOptions *options) = 0;
    // The URLs need more than one file and no base URL is known for the index: the
    // base URL goes into *options (the other options may change too). False: the
    // save is cancelled.
    virtual bool chooseBaseUrl(const SaveOptionsQuestion &question, WriteOptions *options) = 0;
    // Files that were not read to their end (as SaveReport::incompleteInputs says):
    // true to replace them with what was read.
    virtual bool replaceIncomplete(const QStringList &files) = 0;
    virtual SaveErrorsAnswer fixErrors(const SaveErrorsQuestion &question) = 0;
    // After a save: files an interrupted save left, kept because they may be the
    // only copy of something (SaveReport::staleKept). Told, not asked.
    virtual void keptFiles(const SaveReport &report) = 0;
};
