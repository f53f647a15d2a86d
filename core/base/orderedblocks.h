// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work made in blocks on two threads and used in order on one: for a stream whose
// making costs more than its use, such as the problems of a file with a million of
// them (made from each entry's facts, then printed). The odd blocks are made on a
// worker thread, at most Ahead of them before this thread uses them, so that what is
// held at once stays bounded however long the stream; the even ones are made here.

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

// make(block) for block in [0, blocks), use(result) for each in the order of the
// blocks, on the calling thread. make must be safe to run on two threads at once.
// An exception of make or use ends the work and is thrown here; when no thread can
// be started, everything is made here, one block after the other.
template <typename Make, typename Use>
void makeInOrderOnTwoThreads(std::size_t blocks, const Make &make, const Use &use)
{
    using Result = decltype(make(std::size_t(0)));
    constexpr std::size_t Ahead = 4;
    if (blocks < 2) {
        for (std::size_t b = 0; b < blocks; ++b)
            use(make(b));
        return;
    }
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<Result>> ring(Ahead); // odd block b in (b / 2) % Ahead
    bool stop = false;
    std::exception_ptr failure;
    const auto slotOf = [](std::size_t b) { return (b / 2) % Ahead; };
    const auto work = [&] {
        try {
            for (std::size_t b = 1; b < blocks; b += 2) {
                {
                    // Only this thread fills a slot, so once empty it stays so.
                    std::unique_lock lock(mutex);
                    changed.wait(lock, [&] { return stop || !ring[slotOf(b)]; });
                    if (stop)
                        return;
                }
                Result made = make(b);
                const std::lock_guard lock(mutex);
                ring[slotOf(b)].emplace(std::move(made));
                changed.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            failure = std::current_exception();
            changed.notify_all();
        }
    };
    std::thread worker;
    try {
        worker = std::thread(work);
    } catch (const std::system_error &) {
        for (std::size_t b = 0; b < blocks; ++b)
            use(make(b));
        return;
    }
    // However this thread leaves (an exception of make or use), the worker stops.
    struct Join
    {
        std::thread &thread;
        std::mutex &mutex;
        std::condition_variable &changed;
        bool &stop;
        ~Join()
        {
            {
                const std::lock_guard lock(mutex);
                stop = true;
                changed.notify_all();
            }
            thread.join();
        }
    } join{worker, mutex, changed, stop};
    for (std::size_t b = 0; b < blocks; ++b) {
        if (b % 2 == 0) {
            use(make(b));
            continue;
        }
        Result made;
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return failure || ring[slotOf(b)]; });
            if (!ring[slotOf(b)])
                std::rethrow_exception(failure);
            made = std::move(*ring[slotOf(b)]);
            ring[slotOf(b)].reset();
            changed.notify_all();
        }
        use(std::move(made));
    }
}
