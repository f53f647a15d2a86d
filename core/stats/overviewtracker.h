// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Keeps the overview of a document (Overview::compute()) up to date without
// holding up the GUI thread: the counting runs on a thread of its own, after a
// load at once and after edits once they pause (a short delay), and its result
// comes back through updated(). After a load the count starts as soon as the
// new content is there (SitemapDocument::contentReady), alongside the
// validator's full pass rather than after it. The counts by rule come from the
// validator, which keeps them as it judges; after a load they are those of the
// new content once the validator has reported them (Validator::countsChanged).
//
// A load empties both at once (cleared()): no chart shows the previous
// document's bars while the new one is counted.
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

    // The latest counts (of the document as it was when they were taken); empty
    // from a load until its first count (hasResult()).
    const Overview::Result &result() const { return m_result; }
    // False from a load (or the start) until the content has been counted once.
    bool hasResult() const { return m_hasResult; }
    // The validator's counts by rule; none while rulesPending().
    std::vector<Overview::Bucket> ruleBuckets() const;
    // True while counting, or while an edit waits for its recount: result() is
    // then not yet that of the document as it is.
    bool isPending() const;
    // True from a load until the validator has reported its counts of the new
    // content.
    bool rulesPending() const { return m_rulesPending; }
    // Whether the chart shown as chart is not yet that of the document as it is.
    bool isPending(Overview::Chart chart) const;

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
    // The counts of every chart but Rule are those of the document now.
    void updated();
    // ruleBuckets() changed (or are now those of a newly loaded document).
    void rulesChanged();
    // The document was replaced: result() and ruleBuckets() are empty until the
    // new content is counted.
    void cleared();

private:
    void stop();
    void start();
    void reset();
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
    bool m_hasResult = false;
    bool m_rulesPending = false;
    bool m_rulesMoved = false; // the validator's counts changed; it has not settled yet
};
