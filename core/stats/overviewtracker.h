// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Keeps the overview of a document (Overview::compute()) up to date without
// holding up the GUI thread: the counting runs on a thread of its own, after a
// load at once and after edits once they pause (a short delay), and its result
// comes back through updated(). The counts by rule come from the validator,
// which keeps them as it judges, so they are always current.
//
// The document belongs to the GUI thread. The counting only reads it, and is
// stopped (within a few thousand entries) before anything changes it: the
// document announces every change before making it.

#include "overviewstats.h"

#include <QObject>

#include <atomic>
#include <memory>

class SitemapDocument;
class Validator;
class QTimer;
class WorkerThread;

class OverviewTracker : public QObject
{
    Q_OBJECT

public:
    // Follows doc from now on and counts it at once. Neither is owned; both must
    // outlive the tracker.
    OverviewTracker(SitemapDocument *doc, Validator *validator, QObject *parent = nullptr);
    ~OverviewTracker() override;

    // The latest counts (of the document as it was when they were taken).
    const Overview::Result &result() const { return m_result; }
    std::vector<Overview::Bucket> ruleBuckets() const;
    // True while counting, or while an edit waits for its recount: result() is
    // then not yet that of the document as it is.
    bool isPending() const;

    // The Path chart's prefix: counted anew at once.
    void setPathPrefix(const QStringList &segments);
    QStringList pathPrefix() const { return m_prefix; }

    // How long after the last edit the recount starts (ms).
    void setDelay(int ms);
    // Inactive (nobody looks at the overview), nothing is counted; activated, it
    // counts at once. Rule counts come from the validator either way.
    void setActive(bool active);
    bool isActive() const { return m_active; }

signals:
    void updated();
    void rulesChanged();

private:
    void stop();
    void start();
    void schedule();
    void finished(quint64 generation);

    SitemapDocument *m_doc;
    Validator *m_validator;
    QStringList m_prefix;
    Overview::Result m_result;
    QTimer *m_timer;
    std::unique_ptr<WorkerThread> m_worker;
    std::atomic<bool> m_cancel{false};
    Overview::Result m_pending; // written by the worker until it is joined
    quint64 m_generation = 0;
    bool m_active = true;
};
