// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work made in blocks on two threads and used in order on one: for a stream whose
// making costs more than its use, such as the problems of a file with a million of
// them (made from each entry's facts, then printed). Each thread takes the next
// block no thread has taken, at most Ahead blocks from the one in use, so that what
// is held at once stays bounded however long the stream; the using thread makes
// blocks while the one it needs is not there yet, so the two share the making as
// their speeds allow.

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
    // The blocks made and not yet used, block b in b % Ahead: a thread takes only
    // blocks before inUse + Ahead, whose slots the using thread has emptied.
    std::vector<std::optional<Result>> ring(Ahead);
    std::size_t nextToTake = 0; // blocks before it are taken (by either thread)
    std::size_t inUse = 0;      // the block the using thread waits for or uses
    bool stop = false;
    std::exception_ptr failure;
    const auto work = [&] {
        try {
            for (;;) {
                std::size_t b = 0;
                {
                    std::unique_lock lock(mutex);
                    changed.wait(lock, [&] {
                        return stop || nextToTake >= blocks || nextToTake < inUse + Ahead;
                    });
                    if (stop || nextToTake >= blocks)
                        return;
                    b = nextToTake++;
                }
                Result made = make(b);
                const std::lock_guard lock(mutex);
                ring[b % Ahead].emplace(std::move(made));
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
        std::optional<Result> made;
        {
            std::unique_lock lock(mutex);
            inUse = b;
            changed.notify_all();
            // Until block b is there: make it when no thread has taken it yet, else
            // make the next one not taken while the worker makes b, else wait.
            while (!ring[b % Ahead]) {
                if (failure)
                    std::rethrow_exception(failure);
                if (nextToTake == b) {
                    ++nextToTake;
                    lock.unlock();
                    made.emplace(make(b));
                    break;
                }
                if (nextToTake < blocks && nextToTake < b + Ahead) {
                    const std::size_t next = nextToTake++;
                    lock.unlock();
                    Result ahead = make(next);
                    lock.lock();
                    ring[next % Ahead].emplace(std::move(ahead));
                    continue;
                }
                changed.wait(lock);
            }
            if (!made) {
                made = std::move(ring[b % Ahead]);
                ring[b % Ahead].reset();
            }
        }
        use(std::move(*made));
    }
}
