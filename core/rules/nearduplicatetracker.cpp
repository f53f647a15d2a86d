// SPDX-License-Identifier: GPL-3.0-or-later
#include "nearduplicatetracker.h"

#include "sitemapdocument.h"

#include <utility>

NearDuplicateTracker::NearDuplicateTracker(const SitemapDocument &doc, VerdictTable &table)
    : m_doc(&doc), m_table(table), m_groups(table, &VerdictTable::Marks::nearKey)
{
}

void NearDuplicateTracker::reset(int)
{
    m_groups.clear();
    m_orphaned.clear();
}

void NearDuplicateTracker::rowsInserted(int file, const EntryRuns &runs)
{
    m_groups.renumber(file, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Insertion));
}

void NearDuplicateTracker::rowsRemoved(int file, const EntryRuns &runs)
{
    m_groups.renumber(file, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Removal));
}

std::vector<ProblemDetail> NearDuplicateTracker::details(RuleId, int file, int entry,
                                                         const EntryFacts &,
                                                         const FileContext &) const
{
    ProblemDetail d;
    const EntryRef first = m_groups.first(m_table.at(file, entry).nearKey);
    if (first.file >= 0) {
        d.relatedFile = first.file;
        d.relatedEntry = first.entry;
        d.extra = Rules::entryReference(*m_doc, first.file, first.entry, true);
    }
    return {d};
}

void NearDuplicateTracker::settle(EntryRef r)
{
    const VerdictTable::Marks &marks = m_table.at(r.file, r.entry);
    bool on = false;
    if (marks.nearKey && !marks.mask.has(RuleId::LocDuplicate)) {
        const EntryRef first = m_groups.first(marks.nearKey);
        on = first.file >= 0 && !(first == r);
    }
    m_table.setBit(r.file, r.entry, RuleId::LocNearDuplicate, on);
}

void NearDuplicateTracker::join(int file, int entry, quint64 near)
{
    m_table.at(file, entry).nearKey = near;
    const EntryRef self{file, entry};
    const KeyGroups::Group *group = near ? m_groups.join(near, self) : nullptr;
    if (group && group->size() > 1 && *group->begin() == self)
        settle(*std::next(group->begin()));
    settle(self);
}

void NearDuplicateTracker::leave(int file, int entry)
{
    const quint64 near = std::exchange(m_table.at(file, entry).nearKey, 0);
    if (near == 0)
        return;
    const EntryRef self{file, entry};
    bool wasFirst = false;
    const KeyGroups::Group *group = m_groups.leave(near, self, &wasFirst);
    if (group && wasFirst)
        settle(*group->begin());
    settle(self);
}

void NearDuplicateTracker::entryLeaving(int file, int entry)
{
    quint64 &near = m_table.at(file, entry).nearKey;
    if (!near)
        return;
    bool wasFirst = false;
    if (m_groups.leave(near, EntryRef{file, entry}, &wasFirst) && wasFirst)
        m_orphaned.push_back(near);
    near = 0;
}

void NearDuplicateTracker::settleOrphans()
{
    for (const quint64 near : m_orphaned) {
        const EntryRef first = m_groups.first(near);
        if (first.file >= 0)
            settle(first);
    }
    m_orphaned.clear();
}
