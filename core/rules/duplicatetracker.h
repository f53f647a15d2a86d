// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// loc-duplicate: the first entry in set order of a duplicate key (UrlTools::
// duplicateKey of the loc; an index's entries in a key space of their own) is no
// duplicate and every later one is. Its groups also tell the hreflang rules which
// entries hold a URL (HreflangTracker).

#include "keygroups.h"
#include "setmemory.h"

class NearDuplicateTracker;
class SitemapDocument;

class DuplicateTracker final : public SetTracker
{
public:
    DuplicateTracker(const SitemapDocument &doc, VerdictTable &table, NearDuplicateTracker &near);
    // Reads doc from now on: its content is the one judged so far (Validator::adopt).
    void rebind(const SitemapDocument &doc) { m_doc = &doc; }
    // The files of the set before doc's, judged and let go (not owned; null: none):
    // a key remembered there makes every entry holding it a duplicate of that place.
    void setMemory(const SetMemory *memory) { m_memory = memory; }

    RuleMask rules() const override { return ruleBit(RuleId::LocDuplicate); }
    void reset(int fileCount) override;
    void rowsInserted(int file, const EntryRuns &runs) override;
    void rowsRemoved(int file, const EntryRuns &runs) override;
    std::vector<ProblemDetail> details(RuleId rule, int file, int entry, const EntryFacts &ef,
                                       const FileContext &ctx) const override;

    void reserve(size_t n) { m_groups.reserve(n); }
    void prefetch(quint64 key) const { m_groups.prefetch(key); }
    KeyGroups &groups() { return m_groups; }
    const KeyGroups &groups() const { return m_groups; }
    // Entries holding key (index entries' keys are salted apart, so a count is of pages).
    quint32 count(quint64 key) const { return m_groups.count(key); }
    // A full pass counts an entry's key (not 0) in set order; remembered: the set
    // memory holds the key (SetMemory::lookUp(), made for many entries at once).
    void countInPass(EntryRuleMask &mask, quint64 key, EntryRef r, bool remembered)
    {
        if (m_groups.countInPass(key, r) || remembered)
            mask |= ruleBit(RuleId::LocDuplicate);
    }

    // Entry (file, entry) takes key: it is a duplicate when the key occurs before it;
    // when it comes before all others it is the first, and the old first becomes one.
    void add(int file, int entry, quint64 key);
    // Entry (file, entry) gives up its key; when it was the first occurrence, the
    // next one becomes the first.
    void remove(int file, int entry);
    // An entry about to be removed leaves its group; the group's new first entry is
    // settled once the rows are gone (settleOrphans()).
    void beginRemoval() { m_orphaned.clear(); }
    void entryLeaving(int file, int entry);
    void settleOrphans();

private:
    void setDuplicate(EntryRef r, bool on);

    const SitemapDocument *m_doc;
    const SetMemory *m_memory = nullptr;
    VerdictTable &m_table;
    NearDuplicateTracker &m_near;
    KeyGroups m_groups;
    std::vector<quint64> m_orphaned; // keys whose first entry is being removed
};
