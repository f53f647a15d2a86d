// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work on a thread of its own whose result the thread that started it takes in:
// start() runs work on a WorkerThread and, once it is through, done on the thread
// of context (a queued call). stop() sets the flag the work asks (cancelFlag()),
// waits for the thread and makes a done still queued do nothing. The thread is
// joined before done runs, so what the work wrote is seen there (by
// ThreadSanitizer too, which does not see Qt's event queue).
//
// The thread runs at a lower priority than the window's (threadpriority.h).
//
// For work that reads a document while the window goes on: its owner stops it
// when the document is about to change (SitemapDocument::aboutToChange) and starts
// it again afterwards. A reader that needs the result at once calls finish().

#include "threadpriority.h"
#include "workerthread.h"

#include <QMetaObject>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

class BackgroundWork
{
public:
    BackgroundWork() = default;
    ~BackgroundWork() { stop(); }
    BackgroundWork(const BackgroundWork &) = delete;
    BackgroundWork &operator=(const BackgroundWork &) = delete;

    bool isRunning() const { return m_worker != nullptr; }
    const std::atomic<bool> *cancelFlag() const { return &m_cancel; }

    template <typename Work, typename Done> void start(QObject *context, Work work, Done done)
    {
        stop();
        m_cancel = false;
        m_done = std::move(done);
        const quint64 generation = ++m_generation;
        m_worker = std::make_unique<WorkerThread>(
            [this, context, generation, work = std::move(work)]() mutable {
                ThreadPriority::lowerForBackgroundWork();
                {
                    // What the work holds goes here, on this thread, before done is
                    // asked for: the join before done would wait for it otherwise.
                    Work taken = std::move(work);
                    taken();
                }
                QMetaObject::invokeMethod(
                    context,
                    [this, generation] {
                        if (generation == m_generation)
                            finish();
                    },
                    Qt::QueuedConnection);
            });
    }

    // Waits for the work to be through (without asking it to stop) and runs its
    // done now rather than from the queued call; nothing when none runs.
    void finish()
    {
        if (!m_worker)
            return;
        m_worker->join();
        m_worker.reset();
        ++m_generation;
        const std::function<void()> done = std::exchange(m_done, {});
        done();
    }

    void stop()
    {
        if (!m_worker)
            return;
        m_cancel = true;
        m_worker->join();
        m_worker.reset();
        m_done = {};
        ++m_generation;
    }

private:
    std::unique_ptr<WorkerThread> m_worker;
    std::function<void()> m_done;
    std::atomic<bool> m_cancel{false};
    quint64 m_generation = 0;
};
