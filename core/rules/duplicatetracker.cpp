// SPDX-License-Identifier: GPL-3.0-or-later
#include "duplicatetracker.h"

#include "nearduplicatetracker.h"
#include "sitemapdocument.h"

#include <utility>

DuplicateTracker::DuplicateTracker(const SitemapDocument &doc, VerdictTable &table,
                                   NearDuplicateTracker &near)
    : m_doc(&doc), m_table(table), m_near(near), m_groups(table, &VerdictTable::Marks::key)
{
}

void DuplicateTracker::reset(int)
{
    m_groups.clear();
    m_orphaned.clear();
}

void DuplicateTracker::rowsInserted(int file, const EntryRuns &runs)
{
    m_groups.renumber(file, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Insertion));
}

void DuplicateTracker::rowsRemoved(int file, const EntryRuns &runs)
{
    m_groups.renumber(file, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Removal));
}

std::vector<ProblemDetail> DuplicateTracker::details(RuleId, int file, int entry,
                                                     const EntryFacts &, const FileContext &) const
{
    ProblemDetail d;
    const quint64 key = m_table.at(file, entry).key;
    if (const SetMemory::Place *place = m_memory ? m_memory->firstWithKey(key) : nullptr) {
        d.extra = m_memory->reference(*place);
        return {d};
    }
    const EntryRef first = m_groups.first(key);
    if (first.file >= 0) {
        d.relatedFile = first.file;
        d.relatedEntry = first.entry;
        d.extra = Rules::entryReference(*m_doc, first.file, first.entry, false);
    }
    return {d};
}

void DuplicateTracker::setDuplicate(EntryRef r, bool on)
{
    m_table.setBit(r.file, r.entry, RuleId::LocDuplicate, on);
    m_near.settle(r);
}

void DuplicateTracker::add(int file, int entry, quint64 key)
{
    m_table.at(file, entry).key = key;
    const EntryRef self{file, entry};
    const KeyGroups::Group *group = key ? m_groups.join(key, self) : nullptr;
    if (group && !(*group->begin() == self)) {
        setDuplicate(self, true);
        return;
    }
    if (group && group->size() > 1)
        setDuplicate(*std::next(group->begin()), true);
    setDuplicate(self, false);
}

void DuplicateTracker::remove(int file, int entry)
{
    const quint64 key = std::exchange(m_table.at(file, entry).key, 0);
    if (key == 0)
        return;
    const EntryRef self{file, entry};
    bool wasFirst = false;
    const KeyGroups::Group *group = m_groups.leave(key, self, &wasFirst);
    if (group && wasFirst)
        setDuplicate(*group->begin(), false);
    setDuplicate(self, false);
}

void DuplicateTracker::entryLeaving(int file, int entry)
{
    quint64 &key = m_table.at(file, entry).key;
    if (!key)
        return;
    bool wasFirst = false;
    if (m_groups.leave(key, EntryRef{file, entry}, &wasFirst) && wasFirst)
        m_orphaned.push_back(key);
    key = 0;
}

void DuplicateTracker::settleOrphans()
{
    for (const quint64 key : m_orphaned) {
        const EntryRef first = m_groups.first(key);
        if (first.file >= 0)
            setDuplicate(first, false);
    }
    m_orphaned.clear();
}
