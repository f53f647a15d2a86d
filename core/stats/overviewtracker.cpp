// SPDX-License-Identifier: GPL-3.0-or-later
#include "overviewtracker.h"

#include "sitemapdocument.h"
#include "validator.h"
#include "workerthread.h"

#include <QTimer>

OverviewTracker::OverviewTracker(SitemapDocument *doc, Validator *validator, QObject *parent)
    : QObject(parent), m_doc(doc), m_validator(validator), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(400);
    connect(m_timer, &QTimer::timeout, this, &OverviewTracker::start);

    // Before any change the counting stops (it reads what is about to change);
    // after it, a recount is due.
    connect(doc, &SitemapDocument::aboutToReset, this, &OverviewTracker::reset);
    connect(doc, &SitemapDocument::valuesAboutToChange, this, &OverviewTracker::stop);
    connect(doc, &SitemapDocument::entriesAboutToBeInserted, this, &OverviewTracker::stop);
    connect(doc, &SitemapDocument::entriesAboutToBeRemoved, this, &OverviewTracker::stop);
    connect(doc, &SitemapDocument::fileFactsAboutToChange, this, &OverviewTracker::stop);
    // Extensions count in no chart, but their new text goes into the pool the
    // counting reads.
    connect(doc, &SitemapDocument::extensionsAboutToChange, this, &OverviewTracker::stop);
    // A new document: counted at once, while the slots of resetDone (the
    // validator's full pass, which only reads the document too) run.
    connect(doc, &SitemapDocument::contentReady, this, [this] {
        m_timer->stop();
        start();
    });
    connect(doc, &SitemapDocument::valuesChanged, this, &OverviewTracker::schedule);
    connect(doc, &SitemapDocument::entriesInserted, this, &OverviewTracker::schedule);
    connect(doc, &SitemapDocument::entriesRemoved, this, &OverviewTracker::schedule);
    // Whether an index's entries count depends on the kinds of the files.
    connect(doc, &SitemapDocument::fileFactsChanged, this, &OverviewTracker::schedule);
    // The rules' counts are read once the validator has settled the change that
    // moved them.
    if (validator) {
        connect(validator, &Validator::countsChanged, this, [this] { m_rulesMoved = true; });
        connect(validator, &Validator::settled, this, [this] {
            if (!m_rulesMoved)
                return;
            m_rulesMoved = false;
            m_rulesPending = false;
            emit rulesChanged();
        });
    }
    start();
}

OverviewTracker::~OverviewTracker()
{
    stop();
}

std::vector<Overview::Bucket> OverviewTracker::ruleBuckets() const
{
    if (!m_validator || m_rulesPending)
        return {};
    return Overview::ruleBuckets(*m_validator);
}

bool OverviewTracker::isPending() const
{
    return m_active && (m_worker || m_timer->isActive());
}

bool OverviewTracker::isPending(Overview::Chart chart) const
{
    if (chart == Overview::Chart::Rule)
        return m_rulesPending;
    return isPending() || !m_hasResult;
}

void OverviewTracker::reset()
{
    // The previous document's counts, and any count of it under way, are gone;
    // its sections too: the next one is shown from the top.
    stop();
    m_timer->stop();
    m_prefix.clear();
    m_result = {};
    m_hasResult = false;
    m_rulesPending = m_validator != nullptr;
    emit cleared();
}

void OverviewTracker::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        start();
    } else {
        stop();
        m_timer->stop();
    }
}

void OverviewTracker::setPathPrefix(const QStringList &segments)
{
    if (segments == m_prefix && isPending())
        return;
    m_prefix = segments;
    m_timer->stop();
    start();
}

void OverviewTracker::setDelay(int ms)
{
    m_timer->setInterval(ms);
}

void OverviewTracker::stop()
{
    if (!m_worker)
        return;
    m_cancel = true;
    // A stopped count is started again: its result would have been that of the
    // document before the change.
    m_worker.reset(); // joins
    if (m_active)
        m_timer->start();
}

void OverviewTracker::schedule()
{
    if (m_active)
        m_timer->start();
}

void OverviewTracker::start()
{
    if (m_worker) {
        m_cancel = true;
        m_worker.reset();
    }
    if (!m_active)
        return;
    m_cancel = false;
    const quint64 generation = ++m_generation;
    const SitemapDocument *doc = m_doc;
    const QStringList prefix = m_prefix;
    m_worker = std::make_unique<WorkerThread>([this, doc, prefix, generation] {
        m_pending = Overview::compute(*doc, prefix, &m_cancel);
        QMetaObject::invokeMethod(
            this, [this, generation] { finished(generation); }, Qt::QueuedConnection);
    });
}

void OverviewTracker::finished(quint64 generation)
{
    // A count stopped or replaced since has said nothing that counts.
    if (generation != m_generation || !m_worker)
        return;
    m_worker->join();
    m_worker.reset();
    if (m_pending.cancelled)
        return;
    m_result = std::move(m_pending);
    m_pending = {};
    m_hasResult = true;
    emit updated();
}
