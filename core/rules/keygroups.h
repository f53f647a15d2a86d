// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The entries of the set by one of their URL keys (the duplicate key or the near
// key, a column of VerdictTable::Marks): how many hold each key, and the entries of
// every key that has occurred more than once, in set order. The first of a group is
// the one the others' messages name, and an edit finds the entries its verdicts
// depend on here, not by a walk over the set. A group stays while an entry holds
// its key, so a copy made again (an undo) is found at once; only a key that has
// never repeated is looked for by a walk. DuplicateTracker and NearDuplicateTracker
// each keep one.

#include "entryrefset.h"
#include "hashcounter.h"
#include "settracker.h"
#include "verdicttable.h"

#include <QHash>

#include <functional>
#include <utility>
#include <vector>

class KeyGroups
{
public:
    using Column = quint64 VerdictTable::Marks::*;
    using Group = EntryRefSet;

    KeyGroups(VerdictTable &table, Column column) : m_table(table), m_column(column) {}

    void clear();
    // Room for n keys (a full pass knows how many entries come).
    void reserve(size_t n) { m_counter.reserve(n); }
    quint32 count(quint64 key) const { return m_counter.count(key); }
    void prefetch(quint64 key) const { m_counter.prefetch(key); }

    // A full pass counts the entries in set order: returns whether r's key occurred
    // before (r is then one of its later entries, filed by collectRepeats()).
    bool countInPass(quint64 key, EntryRef r)
    {
        if (m_counter.add(key) > 1) {
            m_later.emplace_back(key, r);
            return true;
        }
        return false;
    }
    // Gives every key a full pass counted more than once its group, in both tables at
    // once: the first entries, which one walk finds (it stops once it has them all),
    // and the later ones as they were counted.
    static void collectRepeats(KeyGroups &a, KeyGroups &b);

    // The group of a key that has repeated, null when none.
    const Group *group(quint64 key) const;
    // The first entry of a key that has repeated; file -1 when none.
    EntryRef first(quint64 key) const;

    // Self, which now holds key, is counted and filed in its group. Returns the
    // group, or nullptr while self is the key's only entry.
    const Group *join(quint64 key, EntryRef self);
    // Self gives up key: returns what is left of its group (nullptr: nothing) and
    // whether self was the group's first.
    const Group *leave(quint64 key, EntryRef self, bool *wasFirst);

    // The entries of file took new numbers, to(entry), in the same order (rows came
    // or went): so do the groups' entries. An entry numbered -1 is gone.
    void renumber(int file, const std::function<int(int)> &to);

    // The first entry in set order that holds key and is taken: a walk over the set,
    // for a key no group holds. None (file -1) when there is none.
    template <typename Take> EntryRef walkForHolder(quint64 key, const Take &take) const
    {
        for (int f = 0; f < m_table.fileCount(); ++f) {
            const ZeroedVector<VerdictTable::Marks> &marks = m_table.marks(f);
            for (int e = 0; e < int(marks.size()); ++e) {
                ++m_table.stats().entriesScanned;
                if (marks[size_t(e)].*m_column == key && take(EntryRef{f, e}))
                    return {f, e};
            }
        }
        return {};
    }

private:
    VerdictTable &m_table;
    Column m_column;
    HashCounter m_counter;
    QHash<quint64, Group> m_groups;
    // A full pass's later occurrences, as counted (in set order), until the first
    // ones are found.
    std::vector<std::pair<quint64, EntryRef>> m_later;
};
