// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// hreflang across the set (hreflang-no-return, hreflang-target-missing,
// hreflang-cluster-mismatch): the graph of alternates. Per entry that lists some,
// its alternates as (href key, hreflang) records; the entries naming each href;
// the entries with alternates by their loc key. An entry's findings follow the
// entries it names, and the entries naming it follow it.

#include "duplicatetracker.h"
#include "extensionfacts.h"
#include "zeroedvector.h"

#include <QHash>

#include <optional>
#include <utility>
#include <vector>

class SitemapDocument;

class HreflangTracker final : public SetTracker
{
public:
    // One alternate of an entry: its href's duplicate-key hash (as an urlset loc's)
    // and its hreflang's.
    struct AltRecord
    {
        quint64 href = 0;
        quint32 lang = 0;
        bool operator==(const AltRecord &o) const { return href == o.href && lang == o.lang; }
        bool operator<(const AltRecord &o) const
        {
            return href != o.href ? href < o.href : lang < o.lang;
        }
    };
    static constexpr RuleMask Bits = ruleBit(RuleId::HreflangNoReturn) |
                                     ruleBit(RuleId::HreflangTargetMissing) |
                                     ruleBit(RuleId::HreflangClusterMismatch);

    HreflangTracker(const SitemapDocument &doc, VerdictTable &table,
                    const DuplicateTracker &duplicates);
    // Reads doc from now on: its content is the one judged so far (Validator::adopt).
    void rebind(const SitemapDocument &doc) { m_doc = &doc; }

    RuleMask rules() const override { return Bits; }
    void reset(int fileCount) override;
    void rowsInserted(int file, const EntryRuns &runs) override;
    void rowsRemoved(int file, const EntryRuns &runs) override;
    std::vector<ProblemDetail> details(RuleId rule, int file, int entry, const EntryFacts &ef,
                                       const FileContext &ctx) const override;

    // An entry's alternates as records: sorted, each once.
    static std::vector<AltRecord> altRecords(const ExtensionFacts &ext);

    // A full pass: a file of n entries (its table is made when one has alternates).
    void prepareFile(int file, size_t n);
    bool hasAlternates(int file, int entry) const
    {
        const auto &index = m_altIndex[size_t(file)];
        return !index.empty() && index[size_t(entry)] != 0;
    }
    void prefetch(int file, int entry) const;
    // Gives an entry its alternates (none: empty) and files it under its loc and hrefs.
    void setAlternates(int file, int entry, std::vector<AltRecord> alts);
    // Takes an entry's alternates out (its loc key as filed).
    void dropAlternates(int file, int entry, quint64 locKey);
    // The findings of every entry with alternates into its mask and extras, without
    // signals or counts: the end of a full pass, once every loc is counted.
    void judgeAll();
    // The findings of one entry again.
    void refresh(int file, int entry);
    // The entries whose findings depend on an entry with this loc key.
    void refreshNamersOf(quint64 key);
    // An entry about to be removed: its alternates go, and the entries naming its
    // loc are judged again once the rows are gone (refreshOrphans()).
    void beginRemoval() { m_orphanedLocKeys.clear(); }
    void entryLeaving(int file, int entry);
    void refreshOrphans();

    // The first entry of the set (not an index's) whose loc has this key.
    std::optional<EntryRef> firstWithLoc(quint64 key) const;

private:
    using Groups = QHash<quint64, std::vector<EntryRef>>; // entries by a key

    struct Finding
    {
        RuleMask mask;
        // Per rule, the alternates concerned, each href once: the index in the entry's
        // sorted AltRecords of the first record with that href.
        std::vector<int> noReturn, missing;
        // hreflang-cluster-mismatch once per pair: the alternate and the other entry.
        std::vector<std::pair<int, EntryRef>> mismatch;
        // Problems beyond one per bit of mask.
        SeverityCounts extra() const;
    };

    const std::vector<AltRecord> *altsOf(int file, int entry) const;
    std::optional<EntryRef> firstWithLoc(quint64 key, quint32 all,
                                         Groups::const_iterator withAlts) const;
    Finding finding(int file, int entry) const;
    const ExtensionFacts::Alternate *alternateFor(const EntryFacts &ef, int file, int entry,
                                                  int index) const;
    const ExtensionFacts::Alternate *firstNaming(const EntryFacts &ef, int file, int entry,
                                                 int index) const;
    QString clusterDifference(const EntryFacts &ef, int file, int entry, EntryRef other,
                              const FileContext &ctx) const;

    const SitemapDocument *m_doc;
    VerdictTable &m_table;
    const DuplicateTracker &m_duplicates;
    // Per file and entry: 1 + index into m_altLists, 0: no alternates. A file's
    // table is made when one of its entries first has alternates (most sets have
    // none: 4 bytes an entry saved); until then it is empty and m_entryCounts
    // says how many entries the file has.
    std::vector<ZeroedVector<quint32, PageStorage::Pages::Huge>> m_altIndex;
    std::vector<size_t> m_entryCounts;
    std::vector<std::vector<AltRecord>> m_altLists;
    std::vector<quint32> m_freeAltLists;
    Groups m_namers;
    Groups m_withAltsByLoc;
    std::vector<quint64> m_orphanedLocKeys; // loc keys of removed entries
};
