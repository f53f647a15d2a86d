// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A thread for a share of one task: joined however the scope that started it is
// left (an exception on the starting thread included), and an exception of its
// body (std::bad_alloc under a memory limit) is thrown again by join(), on the
// thread that waits for it, instead of ending the process. When no thread can be
// started (a limit on processes such as ulimit -u), the body runs at once on the
// calling thread: the same work, done one share after the other.

#include <cstddef>
#include <exception>
#include <system_error>
#include <thread>
#include <utility>

class WorkerThread
{
public:
    template <typename Body> explicit WorkerThread(Body body)
    {
        auto run = [this, body = std::move(body)]() mutable {
            try {
                body();
            } catch (...) {
                m_error = std::current_exception();
            }
        };
        try {
            m_thread = std::thread(run);
        } catch (const std::system_error &) {
            run();
        }
    }
    ~WorkerThread()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
        if (m_error)
            std::rethrow_exception(std::exchange(m_error, nullptr));
    }

private:
    std::exception_ptr m_error; // before m_thread: set up before the body runs
    std::thread m_thread;
};

// work(from, to) over [0, n): with twoThreads, the second half on a thread of its
// own while this one does the first; otherwise all of it here.
template <typename Work> void inTwoHalves(std::size_t n, bool twoThreads, const Work &work)
{
    if (!twoThreads) {
        work(std::size_t(0), n);
        return;
    }
    WorkerThread second([&work, n] { work(n / 2, n); });
    work(std::size_t(0), n / 2);
    second.join();
}
