// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How far work on a thread has come, and whether it should stop: shared between
// the work, which advances it, and the window, which shows it and may cancel it
// (the status bar's Cancel). Units are the work's own (rows, rows twice over);
// total is set before the work starts. Every member may be called on any thread.
//
// Work in many steps advances it a chunk at a time (Chunk units), so that the
// counter is not a point of contention, and stops at the next chunk once
// cancelled.

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <utility>

class WorkProgress
{
public:
    static constexpr qint64 Chunk = 16384;

    explicit WorkProgress(qint64 total = 0) : m_total(total) {}

    void setTotal(qint64 total) { m_total.store(total, std::memory_order_relaxed); }
    // Adds units done; false when the work should stop.
    bool advance(qint64 units)
    {
        m_done.fetch_add(units, std::memory_order_relaxed);
        return !isCancelled();
    }
    void cancel() { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    // (done, total) as of now; done may pass total by what a last chunk rounds up.
    std::pair<qint64, qint64> progress() const
    {
        return {m_done.load(std::memory_order_relaxed), m_total.load(std::memory_order_relaxed)};
    }

private:
    std::atomic<qint64> m_done{0};
    std::atomic<qint64> m_total;
    std::atomic<bool> m_cancelled{false};
};

// Runs work(chunkFrom, chunkTo) over [from, to) a chunk at a time, advancing
// progress (when there is one) by chunk's rows times unitsPerRow after each;
// false when it stopped because the work was cancelled.
template <typename Work>
bool inChunks(std::size_t from, std::size_t to, WorkProgress *progress, qint64 unitsPerRow,
              const Work &work)
{
    for (std::size_t chunk = from; chunk < to;) {
        const std::size_t end = std::min(to, chunk + std::size_t(WorkProgress::Chunk));
        work(chunk, end);
        if (progress && !progress->advance(qint64(end - chunk) * unitsPerRow))
            return false;
        chunk = end;
    }
    return true;
}
