// SPDX-License-Identifier: GPL-3.0-or-later
#include "entryrefset.h"

#include <algorithm>
#include <cassert>

void EntryRefSet::Chunk::compact()
{
    refs.erase(refs.begin(), refs.begin() + head);
    head = 0;
}

size_t EntryRefSet::chunkFor(EntryRef r) const
{
    return size_t(std::partition_point(m_chunks.begin(), m_chunks.end(),
                                       [r](const Chunk &c) { return c.refs.back() < r; }) -
                  m_chunks.begin());
}

bool EntryRefSet::insert(EntryRef r)
{
    const size_t c = chunkFor(r);
    if (c == m_chunks.size()) {
        // Past every entry (entries that join in set order): runs fill up to their
        // end, rather than being split in halves.
        append(r);
        return true;
    }
    Chunk &chunk = m_chunks[c];
    const auto first = chunk.refs.begin() + chunk.head;
    const auto at = std::lower_bound(first, chunk.refs.end(), r);
    if (at != chunk.refs.end() && *at == r)
        return false;
    if (at == first && chunk.head > 0)
        chunk.refs[--chunk.head] = r;
    else
        chunk.refs.insert(at, r);
    ++m_size;
    if (chunk.size() > ChunkSize)
        split(c);
    return true;
}

void EntryRefSet::append(EntryRef r)
{
    assert(m_chunks.empty() || m_chunks.back().refs.back() < r);
    if (m_chunks.empty() || m_chunks.back().size() >= ChunkSize)
        m_chunks.emplace_back();
    m_chunks.back().refs.push_back(r);
    ++m_size;
}

bool EntryRefSet::erase(EntryRef r, bool *wasFirst)
{
    if (wasFirst)
        *wasFirst = false;
    const size_t c = chunkFor(r);
    if (c == m_chunks.size())
        return false;
    Chunk &chunk = m_chunks[c];
    const auto first = chunk.refs.begin() + chunk.head;
    const auto at = std::lower_bound(first, chunk.refs.end(), r);
    if (at == chunk.refs.end() || !(*at == r))
        return false;
    if (wasFirst)
        *wasFirst = c == 0 && at == first;
    if (at == first) {
        // Taken from the front: the slot is left, and dropped with the others
        // once they are half the run.
        ++chunk.head;
        if (chunk.head >= 64 && size_t(chunk.head) * 2 >= chunk.refs.size())
            chunk.compact();
    } else {
        chunk.refs.erase(at);
    }
    --m_size;
    dropIfEmpty(c);
    return true;
}

void EntryRefSet::renumber(int file, const std::function<int(int)> &to)
{
    size_t c = chunkFor(EntryRef{file, -1});
    while (c < m_chunks.size() && m_chunks[c].front().file <= file) {
        Chunk &chunk = m_chunks[c];
        chunk.compact();
        // Renumbering keeps the order: the entries that stay keep their places.
        auto out = chunk.refs.begin();
        for (EntryRef &r : chunk.refs) {
            if (r.file == file) {
                r.entry = to(r.entry);
                if (r.entry < 0)
                    continue;
            }
            *out++ = r;
        }
        m_size -= size_t(chunk.refs.end() - out);
        chunk.refs.erase(out, chunk.refs.end());
        if (chunk.refs.empty())
            m_chunks.erase(m_chunks.begin() + std::ptrdiff_t(c));
        else
            ++c;
    }
}

void EntryRefSet::split(size_t c)
{
    Chunk &chunk = m_chunks[c];
    chunk.compact();
    const auto middle = chunk.refs.begin() + std::ptrdiff_t(chunk.refs.size() / 2);
    Chunk upper;
    upper.refs.assign(middle, chunk.refs.end());
    chunk.refs.erase(middle, chunk.refs.end());
    m_chunks.insert(m_chunks.begin() + std::ptrdiff_t(c + 1), std::move(upper));
}

void EntryRefSet::dropIfEmpty(size_t c)
{
    if (m_chunks[c].size() == 0)
        m_chunks.erase(m_chunks.begin() + std::ptrdiff_t(c));
}
