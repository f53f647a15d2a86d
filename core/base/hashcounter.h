// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Counts per 64-bit key (hashBytes(), never 0) in one flat open-addressing table:
// 8 bytes a slot (the key; the counts of the rare keys held more than once are
// kept aside), no node per key, so a million distinct URLs cost ten MiB, not
// hundreds. The table has as many slots as its keys need at four fifths, not
// the next power of two (which would hold half again as much at a million keys):
// a key's home slot is its high bits scaled to the table's size.

#include "hashbytes.h"
#include "prefetch.h"
#include "zeroedvector.h"

#include <QtGlobal>

#include <algorithm>
#include <cstddef>
#include <unordered_map>
#include <utility>

class HashCounter
{
    // Probed all over, each slot read before it is written.
    static constexpr PageStorage::Pages Pages = PageStorage::Pages::Filled;
    template <typename T> using Table = ZeroedVector<T, Pages>;

public:
    // Returns the key's count with this one.
    quint32 add(quint64 key)
    {
        if ((m_size + 1) * LoadDenominator > m_keys.size() * LoadNumerator)
            grow();
        const std::size_t i = slot(key);
        if (m_keys[i] == 0) {
            m_keys[i] = key;
            ++m_size;
            return 1;
        }
        return ++m_repeated.try_emplace(key, 1).first->second;
    }
    // Returns the count left; the key must be there.
    quint32 remove(quint64 key)
    {
        if (m_keys.empty())
            return 0;
        std::size_t i = slot(key);
        if (m_keys[i] == 0)
            return 0;
        if (const auto more = m_repeated.find(key); more != m_repeated.end()) {
            const quint32 left = --more->second;
            if (left == 1)
                m_repeated.erase(more);
            return left;
        }
        // Backward-shift deletion keeps probe chains unbroken without tombstones.
        std::size_t j = i;
        for (;;) {
            j = next(j);
            if (m_keys[j] == 0)
                break;
            const std::size_t home = homeOf(m_keys[j]);
            const bool between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
            if (!between) {
                m_keys[i] = m_keys[j];
                i = j;
            }
        }
        m_keys[i] = 0;
        --m_size;
        return 0;
    }
    quint32 count(quint64 key) const
    {
        if (m_keys.empty() || m_keys[slot(key)] == 0)
            return 0;
        const auto more = m_repeated.find(key);
        return more == m_repeated.end() ? 1 : more->second;
    }
    std::size_t size() const { return m_size; }
    // Starts loading the home slot of key into the cache, for a loop that adds
    // many keys: over a table larger than the cache each add waits for memory.
    void prefetch(quint64 key) const
    {
        if (m_keys.empty())
            return;
        prefetchLineToWrite(m_keys.data() + homeOf(key));
    }
    // Room for n keys without growing (a full pass knows how many entries come).
    void reserve(std::size_t n)
    {
        rehash((n * LoadDenominator + LoadNumerator - 1) / LoadNumerator);
    }
    void clear()
    {
        m_keys.clear();
        m_repeated.clear();
        m_size = 0;
    }

private:
    // The most keys a table holds, as a share of its slots: a full pass fills it to
    // there. A run of taken slots is then some three slots long on average: all in
    // a cache line or two.
    static constexpr std::size_t LoadNumerator = 4;
    static constexpr std::size_t LoadDenominator = 5;

    std::size_t homeOf(quint64 key) const
    {
        return std::size_t(HashBytes::Wide(key) * m_keys.size() >> 64);
    }
    std::size_t next(std::size_t i) const { return i + 1 == m_keys.size() ? 0 : i + 1; }
    std::size_t slot(quint64 key) const
    {
        std::size_t i = homeOf(key);
        while (m_keys[i] != 0 && m_keys[i] != key)
            i = next(i);
        return i;
    }
    // Half again the slots.
    void grow() { rehash(m_keys.size() * 3 / 2); }
    // Moves the keys into a table of this many slots (at least 1024), if more than now.
    void rehash(std::size_t slotCount)
    {
        slotCount = std::max<std::size_t>(1024, slotCount);
        if (slotCount <= m_keys.size())
            return;
        const Table<quint64> keys = std::exchange(m_keys, zeroed<quint64, Pages>(slotCount));
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != 0)
                m_keys[slot(keys[i])] = keys[i];
        }
    }

    Table<quint64> m_keys; // 0: empty slot
    // The counts of the keys held more than once (a duplicate URL is rare: most
    // keys are held once, which their slot alone says).
    std::unordered_map<quint64, quint32> m_repeated;
    std::size_t m_size = 0;
};
