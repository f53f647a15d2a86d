// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads on other threads that a change must wait for. Work that reads shared data
// while its owner's thread goes on, and that must get to the end of what it reads
// (a copy's text, an export's rows), takes a hold on the owner's thread before it
// starts; before any change the owner calls waitForAll(), which returns once every
// hold taken is released. A hold is released by release() or when it is
// destroyed, whichever comes first, on whatever thread holds it then.
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
        Hold() = default;
        Hold(Hold &&other) noexcept : m_state(std::exchange(other.m_state, {})) {}
        Hold &operator=(Hold &&other) noexcept
        {
            if (this != &other) {
                release();
                m_state = std::exchange(other.m_state, {});
            }
            return *this;
        }
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
        friend class ReadHolds;
        explicit Hold(std::shared_ptr<State> state) : m_state(std::move(state)) {}
        std::shared_ptr<State> m_state;
    };

    ReadHolds() = default;
    ReadHolds(const ReadHolds &) = delete;
    ReadHolds &operator=(const ReadHolds &) = delete;
    ~ReadHolds() { waitForAll(); }

    Hold take()
    {
        auto state = std::make_shared<State>();
        m_taken.push_back(state);
        return Hold(std::move(state));
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

    // Whether a hold taken may still be held (for an owner that says it waits).
    bool anyHeld() const
    {
        for (const std::weak_ptr<State> &taken : m_taken) {
            const std::shared_ptr<State> state = taken.lock();
            if (!state)
                continue;
            const std::lock_guard<std::mutex> lock(state->mutex);
            if (!state->done)
                return true;
        }
        return false;
    }

private:
    std::vector<std::weak_ptr<State>> m_taken;
};
