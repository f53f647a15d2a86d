// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// loc-near-duplicate: the first entry in set order of a near key (UrlTools::
// nearDuplicateKey: the same page but for letter case, a trailing slash, an index
// file name, ...) is no near-duplicate and every later one is, unless it is a
// loc-duplicate already (DuplicateTracker settles it again when that changes).

#include "keygroups.h"
#include "setmemory.h"

class SitemapDocument;

class NearDuplicateTracker final : public SetTracker
{
public:
    NearDuplicateTracker(const SitemapDocument &doc, VerdictTable &table);
    // Reads doc from now on: its content is the one judged so far (Validator::adopt).
    void rebind(const SitemapDocument &doc) { m_doc = &doc; }
    // The files of the set before doc's, judged and let go (not owned; null: none).
    // A near-duplicate of an entry there would quote that entry's URL, which the
    // memory does not keep: it is told that the set must be judged whole.
    void setMemory(const SetMemory *memory) { m_memory = memory; }

    RuleMask rules() const override { return ruleBit(RuleId::LocNearDuplicate); }
    void reset(int fileCount) override;
    void rowsInserted(int file, const EntryRuns &runs) override;
    void rowsRemoved(int file, const EntryRuns &runs) override;
    std::vector<ProblemDetail> details(RuleId rule, int file, int entry, const EntryFacts &ef,
                                       const FileContext &ctx) const override;

    void reserve(size_t n) { m_groups.reserve(n); }
    void prefetch(quint64 near) const { m_groups.prefetch(near); }
    KeyGroups &groups() { return m_groups; }
    // A full pass counts an entry's near key (not 0) in set order, after its duplicate
    // key; remembered: the set memory holds the near key.
    void countInPass(EntryRuleMask &mask, quint64 near, EntryRef r, bool remembered)
    {
        if (m_groups.countInPass(near, r) && !mask.has(RuleId::LocDuplicate))
            mask |= ruleBit(RuleId::LocNearDuplicate);
        if (m_memory && !mask.has(RuleId::LocDuplicate) && remembered)
            m_memory->needWholeSet();
    }

    // loc-near-duplicate of one entry, from its near group and its loc-duplicate bit.
    void settle(EntryRef r);
    // Entry (file, entry) takes near key near (0: none).
    void join(int file, int entry, quint64 near);
    // Entry (file, entry) gives up its near key; when it was the group's first, the
    // next one becomes the first.
    void leave(int file, int entry);
    // An entry about to be removed leaves its group; the group's new first entry is
    // settled once the rows are gone (settleOrphans()).
    void beginRemoval() { m_orphaned.clear(); }
    void entryLeaving(int file, int entry);
    void settleOrphans();

private:
    const SitemapDocument *m_doc;
    const SetMemory *m_memory = nullptr;
    VerdictTable &m_table;
    KeyGroups m_groups;
    std::vector<quint64> m_orphaned; // near keys whose first entry is being removed
};
