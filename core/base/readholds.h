// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads on other threads that a change must wait for. Work that reads shared data
// while its owner's thread goes on, and that must get to the end of what it reads
// (a copy's text, an export's rows), takes a hold on the owner's thread before it
// starts; before any change the owner calls waitForAll(), which returns once every
// hold taken is released. A hold is released by release() or when the last owner
// of it lets it go, whichever comes first, on whatever thread that is. Holds are
// handed out shared, as the work that takes one along is copied (WorkerThread).
//
// Unlike work that stops when the data is about to change (BackgroundWork::stop),
// a held read is finished: the change waits for it rather than dropping it.

#include <condition_variable>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

class ReadHolds
{
    struct State
    {
        std::mutex mutex;
        std::condition_variable released;
        bool done = false;
    };

public:
    class Hold
    {
    public:
        explicit Hold(std::shared_ptr<State> state) : m_state(std::move(state)) {}
        Hold(const Hold &) = delete;
        Hold &operator=(const Hold &) = delete;
        ~Hold() { release(); }

        // The read is through: a change waiting for it goes on.
        void release()
        {
            const std::shared_ptr<State> state = std::exchange(m_state, {});
            if (!state)
                return;
            {
                const std::lock_guard<std::mutex> lock(state->mutex);
                state->done = true;
            }
            state->released.notify_all();
        }
        bool isHeld() const { return m_state != nullptr; }

    private:
        std::shared_ptr<State> m_state;
    };

    ReadHolds() = default;
    ReadHolds(const ReadHolds &) = delete;
    ReadHolds &operator=(const ReadHolds &) = delete;
    ~ReadHolds() { waitForAll(); }

    std::shared_ptr<Hold> take()
    {
        auto state = std::make_shared<State>();
        m_taken.push_back(state);
        return std::make_shared<Hold>(std::move(state));
    }

    void waitForAll()
    {
        for (const std::weak_ptr<State> &taken : m_taken) {
            // Gone: released and dropped by its holder already.
            const std::shared_ptr<State> state = taken.lock();
            if (!state)
                continue;
            std::unique_lock<std::mutex> lock(state->mutex);
            state->released.wait(lock, [&] { return state->done; });
        }
        m_taken.clear();
    }

private:
    std::vector<std::weak_ptr<State>> m_taken;
};
