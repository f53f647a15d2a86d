// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An ordered set of entries (EntryRef) kept in sorted runs of at most ChunkSize
// entries: 8 bytes an entry and a little, where a tree keeps a node of 48 bytes
// each. A group of a million copies of one URL is two of these (its duplicate key
// and its near key). Adding at the end, the way a full pass fills a group, is a
// push; taking out the first, the way a bulk edit of many copies goes, moves no
// entries (each run keeps its own start); anywhere else an edit moves at most one
// run's entries.

#include "settracker.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <vector>

class EntryRefSet
{
    // A sorted run: its entries are refs[head..], the ones before head taken out
    // from the front and not yet dropped.
    struct Chunk
    {
        std::vector<EntryRef> refs;
        uint32_t head = 0;
        size_t size() const { return refs.size() - head; }
        EntryRef front() const { return refs[head]; }
        void compact();
    };

public:
    static constexpr size_t ChunkSize = 512;

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = EntryRef;
        using difference_type = std::ptrdiff_t;
        using pointer = const EntryRef *;
        using reference = const EntryRef &;

        const_iterator() = default;
        reference operator*() const { return (*m_chunks)[m_chunk].refs[m_at]; }
        pointer operator->() const { return &**this; }
        const_iterator &operator++()
        {
            if (++m_at == (*m_chunks)[m_chunk].refs.size()) {
                ++m_chunk;
                m_at = m_chunk < m_chunks->size() ? (*m_chunks)[m_chunk].head : 0;
            }
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator was = *this;
            ++*this;
            return was;
        }
        bool operator==(const const_iterator &o) const
        {
            return m_chunk == o.m_chunk && m_at == o.m_at;
        }
        bool operator!=(const const_iterator &o) const { return !(*this == o); }

    private:
        friend class EntryRefSet;
        const_iterator(const std::vector<EntryRefSet::Chunk> *chunks, size_t chunk, size_t at)
            : m_chunks(chunks), m_chunk(chunk), m_at(at)
        {
        }
        const std::vector<EntryRefSet::Chunk> *m_chunks = nullptr;
        size_t m_chunk = 0;
        size_t m_at = 0;
    };

    EntryRefSet() = default;
    EntryRefSet(std::initializer_list<EntryRef> refs)
    {
        for (const EntryRef &r : refs)
            insert(r);
    }

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const_iterator begin() const
    {
        return {&m_chunks, 0, m_chunks.empty() ? 0 : m_chunks.front().head};
    }
    const_iterator end() const { return {&m_chunks, m_chunks.size(), 0}; }

    // Adds r; false when it was in already.
    bool insert(EntryRef r);
    // Adds r, which comes after every entry in the set.
    void append(EntryRef r);
    // Takes r out: whether it was in, and whether it was the first.
    bool erase(EntryRef r, bool *wasFirst = nullptr);

    // The entries of file took new numbers, to(entry), in the same order; an entry
    // numbered -1 is gone.
    void renumber(int file, const std::function<int(int)> &to);

private:
    // The first chunk whose last entry is not before r (m_chunks.size() if none).
    size_t chunkFor(EntryRef r) const;
    void split(size_t chunk);
    void dropIfEmpty(size_t chunk);

    std::vector<Chunk> m_chunks;
    size_t m_size = 0;
};
