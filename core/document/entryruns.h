// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs of entries of one file that one change of the document takes out or puts
// in: one run for an edit, many for a batch of edits (Delete Rows over scattered
// rows, its undo), which the document applies in one pass so that what follows
// the entries by number (the validator's tables, the table's rows) moves them
// once instead of once per run.
//
// The runs are ascending and apart (an adjacent pair is one run). A removal's
// runs are numbered as the entries were before it; an insertion's as they are
// after it, so each run's first is where its first new entry now stands.

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

struct EntryRun
{
    int first = 0;
    int count = 0;
    int end() const { return first + count; }
};

using EntryRuns = std::vector<EntryRun>;

namespace EntryRunsOf {

inline int total(const EntryRuns &runs)
{
    int n = 0;
    for (const EntryRun &run : runs)
        n += run.count;
    return n;
}

// Appends a run, joining it to the last one when they touch. Runs must come in
// ascending order.
inline void append(EntryRuns &runs, EntryRun run)
{
    if (run.count <= 0)
        return;
    if (!runs.empty() && runs.back().end() == run.first)
        runs.back().count += run.count;
    else
        runs.push_back(run);
}

// An entry's number after a removal (numbered as before it; -1 for an entry the
// removal takes out) or after an insertion (an entry that was there before it):
// a binary search over the runs, for renumbering many entries.
class Renumbering
{
public:
    enum Kind
    {
        Removal,
        Insertion
    };
    Renumbering(const EntryRuns &runs, Kind kind) : m_kind(kind)
    {
        m_at.reserve(runs.size());
        m_before.reserve(runs.size() + 1);
        m_before.push_back(0);
        for (const EntryRun &run : runs) {
            // An insertion's run lands before the old entry that is now its end.
            m_at.push_back(kind == Removal ? run.first : run.first - m_before.back());
            m_ends.push_back(run.end());
            m_before.push_back(m_before.back() + run.count);
        }
    }
    int operator()(int entry) const
    {
        // The runs at or before the entry.
        const size_t k = size_t(std::upper_bound(m_at.begin(), m_at.end(), entry) - m_at.begin());
        if (m_kind == Insertion)
            return entry + m_before[k];
        if (k > 0 && entry < m_ends[k - 1])
            return -1;
        return entry - m_before[k];
    }

private:
    Kind m_kind;
    std::vector<int> m_at;
    std::vector<int> m_ends;
    std::vector<int> m_before;
};

// Takes the runs out of v (indexed by entry) in one pass.
template <class Vector> void erase(Vector &v, const EntryRuns &runs)
{
    if (runs.empty())
        return;
    auto out = v.begin() + runs.front().first;
    for (size_t i = 0; i < runs.size(); ++i) {
        const auto from = v.begin() + runs[i].end();
        const auto to = i + 1 < runs.size() ? v.begin() + runs[i + 1].first : v.end();
        out = std::move(from, to, out);
    }
    v.erase(out, v.end());
}

// Puts the runs into v (indexed by entry) in one pass: made(entry) gives the
// element of each new entry, in ascending order of entry.
template <class Vector, class Make> void insert(Vector &v, const EntryRuns &runs, Make made)
{
    if (runs.empty())
        return;
    const size_t before = v.size();
    const size_t added = size_t(total(runs));
    v.resize(before + added);
    // From the back: each old element moves down by the new ones above it, a stretch
    // between two runs at a time (one memmove for plain elements).
    size_t source = before;
    size_t target = before + added;
    for (size_t i = runs.size(); i-- > 0;) {
        const size_t end = size_t(runs[i].end());
        if (target > end) {
            const size_t n = target - end;
            std::move_backward(v.begin() + std::ptrdiff_t(source - n),
                               v.begin() + std::ptrdiff_t(source),
                               v.begin() + std::ptrdiff_t(target));
            source -= n;
        }
        target = size_t(runs[i].first);
    }
    for (const EntryRun &run : runs) {
        for (int e = run.first; e < run.end(); ++e)
            v[size_t(e)] = made(e);
    }
}

} // namespace EntryRunsOf
