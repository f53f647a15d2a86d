// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Counts per 64-bit key (hashBytes(), never 0) in one flat open-addressing table:
// 9 bytes a slot (the key and a one-byte count; the rare counts from Saturated up
// are kept aside), no node per key, so a million distinct URLs cost tens of MiB,
// not hundreds. The table has as many slots as its keys need at seven tenths, not
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
        if ((m_size + 1) * 10 > m_keys.size() * 7)
            grow();
        const std::size_t i = slot(key);
        if (m_keys[i] == 0) {
            m_keys[i] = key;
            ++m_size;
        }
        quint8 &c = m_counts[i];
        if (c < Saturated - 1)
            return ++c;
        if (c == Saturated - 1) {
            c = Saturated;
            m_large[key] = Saturated;
            return Saturated;
        }
        return ++m_large[key];
    }
    // Returns the count left; the key must be there.
    quint32 remove(quint64 key)
    {
        if (m_keys.empty())
            return 0;
        std::size_t i = slot(key);
        if (m_keys[i] == 0)
            return 0;
        if (m_counts[i] == Saturated) {
            auto large = m_large.find(key);
            const quint32 left = --large->second;
            if (left < Saturated) {
                m_large.erase(large);
                m_counts[i] = quint8(left);
            }
            return left;
        }
        if (--m_counts[i] > 0)
            return m_counts[i];
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
                m_counts[i] = m_counts[j];
                i = j;
            }
        }
        m_keys[i] = 0;
        m_counts[i] = 0;
        --m_size;
        return 0;
    }
    quint32 count(quint64 key) const
    {
        if (m_keys.empty())
            return 0;
        const quint8 c = m_counts[slot(key)];
        return c == Saturated ? m_large.at(key) : c;
    }
    std::size_t size() const { return m_size; }
    // Starts loading the home slot of key into the cache, for a loop that adds
    // many keys: over a table larger than the cache each add waits for memory.
    void prefetch(quint64 key) const
    {
        if (m_keys.empty())
            return;
        const std::size_t i = homeOf(key);
        prefetchLineToWrite(m_keys.data() + i);
        prefetchLineToWrite(m_counts.data() + i);
    }
    // Room for n keys without growing (a full pass knows how many entries come).
    void reserve(std::size_t n)
    {
        const std::size_t capacity = std::max<std::size_t>(1024, (n * 10 + 6) / 7);
        if (capacity <= m_keys.size())
            return;
        const Table<quint64> keys = std::exchange(m_keys, zeroed<quint64, Pages>(capacity));
        const Table<quint8> counts = std::exchange(m_counts, zeroed<quint8, Pages>(capacity));
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != 0) {
                const std::size_t at = slot(keys[i]);
                m_keys[at] = keys[i];
                m_counts[at] = counts[i];
            }
        }
    }
    void clear()
    {
        m_keys.clear();
        m_counts.clear();
        m_large.clear();
        m_size = 0;
    }

private:
    static constexpr quint8 Saturated = 255;

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
    // Twice the slots.
    void grow() { reserve(m_keys.empty() ? 1 : m_keys.size() * 7 / 5); }

    Table<quint64> m_keys; // 0: empty slot
    Table<quint8> m_counts;
    std::unordered_map<quint64, quint32> m_large; // counts of Saturated and more
    std::size_t m_size = 0;
};
