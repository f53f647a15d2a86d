// SPDX-License-Identifier: GPL-3.0-or-later
#include "hreflangtracker.h"

#include "hashbytes.h"
#include "prefetch.h"
#include "ruletext.h"
#include "sitemapdocument.h"

#include <algorithm>

namespace {

quint32 langHash(const QString &lang)
{
    const QByteArray utf8 = lang.toUtf8();
    const quint64 h = hashBytes(utf8, 0x6c616e67ULL);
    return quint32(h ^ (h >> 32));
}

void eraseRef(QHash<quint64, std::vector<EntryRef>> &map, quint64 key, EntryRef ref)
{
    const auto it = map.find(key);
    if (it == map.end())
        return;
    std::vector<EntryRef> &refs = *it;
    refs.erase(std::remove(refs.begin(), refs.end(), ref), refs.end());
    if (refs.empty())
        map.erase(it);
}

} // namespace

HreflangTracker::HreflangTracker(const SitemapDocument &doc, VerdictTable &table,
                                 const DuplicateTracker &duplicates)
    : m_doc(&doc), m_table(table), m_duplicates(duplicates)
{
}

void HreflangTracker::reset(int fileCount)
{
    m_altIndex.clear();
    m_altIndex.resize(size_t(fileCount));
    m_entryCounts.assign(size_t(fileCount), 0);
    m_altLists.clear();
    m_freeAltLists.clear();
    m_namers.clear();
    m_withAltsByLoc.clear();
    m_orphanedLocKeys.clear();
}

void HreflangTracker::prepareFile(int file, size_t n)
{
    m_altIndex[size_t(file)] = {};
    m_entryCounts[size_t(file)] = n;
}

void HreflangTracker::prefetch(int file, int entry) const
{
    const auto &index = m_altIndex[size_t(file)];
    if (!index.empty())
        prefetchLine(&index[size_t(entry)]);
}

std::vector<HreflangTracker::AltRecord> HreflangTracker::altRecords(const ExtensionFacts &ext)
{
    std::vector<AltRecord> out;
    out.reserve(size_t(ext.alternateLinks.size()));
    for (const ExtensionFacts::Alternate &a : ext.alternateLinks)
        out.push_back({hashBytes(a.hrefKey.toUtf8(), 0), langHash(a.hreflang)});
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

const std::vector<HreflangTracker::AltRecord> *HreflangTracker::altsOf(int file, int entry) const
{
    const auto &index = m_altIndex[size_t(file)];
    const quint32 i = index.empty() ? 0 : index[size_t(entry)];
    return i ? &m_altLists[i - 1] : nullptr;
}

void HreflangTracker::setAlternates(int file, int entry, std::vector<AltRecord> alts)
{
    if (alts.empty())
        return;
    auto &table = m_altIndex[size_t(file)];
    if (table.empty())
        table = zeroed<quint32, PageStorage::Pages::Huge>(m_entryCounts[size_t(file)]);
    quint32 &index = table[size_t(entry)];
    if (m_freeAltLists.empty()) {
        m_altLists.push_back(std::move(alts));
        index = quint32(m_altLists.size());
    } else {
        index = m_freeAltLists.back();
        m_freeAltLists.pop_back();
        m_altLists[index - 1] = std::move(alts);
    }
    const EntryRef self{file, entry};
    for (const AltRecord &a : m_altLists[index - 1])
        m_namers[a.href].push_back(self);
    m_withAltsByLoc[m_table.at(file, entry).key].push_back(self);
}

void HreflangTracker::dropAlternates(int file, int entry, quint64 locKey)
{
    auto &table = m_altIndex[size_t(file)];
    if (table.empty() || !table[size_t(entry)])
        return;
    quint32 &index = table[size_t(entry)];
    const EntryRef self{file, entry};
    for (const AltRecord &a : m_altLists[index - 1])
        eraseRef(m_namers, a.href, self);
    eraseRef(m_withAltsByLoc, locKey, self);
    m_altLists[index - 1].clear();
    m_altLists[index - 1].shrink_to_fit();
    m_freeAltLists.push_back(index);
    index = 0;
}

void HreflangTracker::rowsInserted(int file, const EntryRuns &runs)
{
    m_entryCounts[size_t(file)] += size_t(EntryRunsOf::total(runs));
    if (auto &table = m_altIndex[size_t(file)]; !table.empty())
        EntryRunsOf::insert(table, runs, [](int) { return 0; });
    const EntryRunsOf::Renumbering to(runs, EntryRunsOf::Renumbering::Insertion);
    for (Groups *map : {&m_namers, &m_withAltsByLoc}) {
        for (std::vector<EntryRef> &refs : *map) {
            for (EntryRef &r : refs) {
                if (r.file == file)
                    r.entry = to(r.entry);
            }
        }
    }
}

void HreflangTracker::rowsRemoved(int file, const EntryRuns &runs)
{
    m_entryCounts[size_t(file)] -= size_t(EntryRunsOf::total(runs));
    if (auto &table = m_altIndex[size_t(file)]; !table.empty())
        EntryRunsOf::erase(table, runs);
    // The entries removed left their lists before (entryLeaving()).
    const EntryRunsOf::Renumbering to(runs, EntryRunsOf::Renumbering::Removal);
    for (Groups *map : {&m_namers, &m_withAltsByLoc}) {
        for (std::vector<EntryRef> &refs : *map) {
            for (EntryRef &r : refs) {
                const int now = r.file == file ? to(r.entry) : -1;
                if (now >= 0)
                    r.entry = now;
            }
        }
    }
}

std::optional<EntryRef> HreflangTracker::firstWithLoc(quint64 key) const
{
    const quint32 all = m_duplicates.count(key);
    if (all == 0)
        return std::nullopt;
    return firstWithLoc(key, all, m_withAltsByLoc.constFind(key));
}

std::optional<EntryRef> HreflangTracker::firstWithLoc(quint64 key, quint32 all,
                                                      Groups::const_iterator withAlts) const
{
    if (withAlts != m_withAltsByLoc.constEnd() && quint32(withAlts->size()) == all)
        return *std::min_element(withAlts->begin(), withAlts->end());
    if (const KeyGroups::Group *group = m_duplicates.groups().group(key)) {
        for (const EntryRef &r : *group) {
            if (!m_doc->file(r.file).isIndex())
                return r;
        }
        return std::nullopt;
    }
    // One entry holds the URL and lists no alternates: looked for.
    const EntryRef found = m_duplicates.groups().walkForHolder(
        key, [this](EntryRef r) { return !m_doc->file(r.file).isIndex(); });
    if (found.file < 0)
        return std::nullopt;
    return found;
}

SeverityCounts HreflangTracker::Finding::extra() const
{
    SeverityCounts out = NoCounts;
    const auto more = [](size_t n) { return n > 1 ? quint32(n - 1) : 0u; };
    out[size_t(Rules::severity(RuleId::HreflangNoReturn))] += more(noReturn.size());
    out[size_t(Rules::severity(RuleId::HreflangTargetMissing))] += more(missing.size());
    out[size_t(Rules::severity(RuleId::HreflangClusterMismatch))] += more(mismatch.size());
    return out;
}

HreflangTracker::Finding HreflangTracker::finding(int file, int entry) const
{
    Finding out;
    const std::vector<AltRecord> *alts = altsOf(file, entry);
    const quint64 self = m_table.at(file, entry).key;
    if (!alts || !self)
        return out;
    const EntryRef me{file, entry};
    for (size_t i = 0; i < alts->size(); ++i) {
        const AltRecord &a = (*alts)[i];
        // Records are sorted by href: one finding per href, whatever its hreflangs.
        if (a.href == self || (i > 0 && (*alts)[i - 1].href == a.href))
            continue;
        // Index entries' keys are salted apart, so a count is of pages.
        const quint32 holders = m_duplicates.count(a.href);
        if (holders == 0) {
            out.missing.push_back(int(i));
            out.mask |= ruleBit(RuleId::HreflangTargetMissing);
            continue;
        }
        // A target that lists no alternates returns no link, whichever entry holds
        // the URL: that needs no search of the set for the entry.
        const auto withAlts = m_withAltsByLoc.constFind(a.href);
        const std::optional<EntryRef> target = withAlts != m_withAltsByLoc.constEnd()
                                                   ? firstWithLoc(a.href, holders, withAlts)
                                                   : std::nullopt;
        const std::vector<AltRecord> *back = target ? altsOf(target->file, target->entry) : nullptr;
        const bool returns =
            back && std::any_of(back->begin(), back->end(),
                                [self](const AltRecord &b) { return b.href == self; });
        if (!returns) {
            out.noReturn.push_back(int(i));
            out.mask |= ruleBit(RuleId::HreflangNoReturn);
            continue;
        }
        if (*target < me && *back != *alts) {
            out.mismatch.emplace_back(int(i), *target);
            out.mask |= ruleBit(RuleId::HreflangClusterMismatch);
        }
    }
    return out;
}

void HreflangTracker::judgeAll()
{
    for (int f = 0; f < int(m_altIndex.size()); ++f) {
        const auto &index = m_altIndex[size_t(f)];
        for (size_t e = 0; e < index.size(); ++e) {
            if (!index[e])
                continue;
            const Finding found = finding(f, int(e));
            m_table.at(f, int(e)).mask |= found.mask;
            if (found.extra() != NoCounts)
                m_table.file(f).extras[int(e)].set = found.extra();
        }
    }
}

void HreflangTracker::refresh(int file, int entry)
{
    const RuleMask m = m_table.mask(file, entry);
    const Finding found = finding(file, entry);
    m_table.setMask(file, entry, (m & ~Bits) | found.mask);
    m_table.setExtra(file, entry, true, found.extra());
    // Which pages a finding names (and so its problems) may change with the mask
    // and the counts staying the same.
    m_table.markChanged(file, entry);
}

void HreflangTracker::refreshNamersOf(quint64 key)
{
    if (!key)
        return;
    const auto it = m_namers.constFind(key);
    if (it == m_namers.constEnd())
        return;
    const std::vector<EntryRef> refs = *it;
    for (const EntryRef &r : refs)
        refresh(r.file, r.entry);
}

void HreflangTracker::entryLeaving(int file, int entry)
{
    const quint64 key = m_table.at(file, entry).key;
    if (key)
        m_orphanedLocKeys.push_back(key);
    dropAlternates(file, entry, key);
}

void HreflangTracker::refreshOrphans()
{
    for (const quint64 key : m_orphanedLocKeys)
        refreshNamersOf(key);
    m_orphanedLocKeys.clear();
}

std::vector<ProblemDetail> HreflangTracker::details(RuleId rule, int file, int entry,
                                                    const EntryFacts &ef,
                                                    const FileContext &ctx) const
{
    const Finding found = finding(file, entry);
    const bool mismatch = rule == RuleId::HreflangClusterMismatch;
    const std::vector<int> &alts =
        rule == RuleId::HreflangNoReturn ? found.noReturn : found.missing;
    const size_t n = mismatch ? found.mismatch.size() : alts.size();
    std::vector<ProblemDetail> out(std::max<size_t>(1, n));
    for (size_t i = 0; i < out.size(); ++i) {
        ProblemDetail &d = out[i];
        const int alt = i >= n ? -1 : mismatch ? found.mismatch[i].first : alts[i];
        if (const ExtensionFacts::Alternate *a = firstNaming(ef, file, entry, alt)) {
            d.child = a->child;
            d.extra = quoted(a->href);
        }
        if (mismatch && i < n) {
            const EntryRef with = found.mismatch[i].second;
            d.relatedFile = with.file;
            d.relatedEntry = with.entry;
            d.extra = clusterDifference(ef, file, entry, with, ctx);
        }
    }
    return out;
}

// The alternate of an entry's facts behind its sorted AltRecord number index.
const ExtensionFacts::Alternate *HreflangTracker::alternateFor(const EntryFacts &ef, int file,
                                                               int entry, int index) const
{
    const std::vector<AltRecord> *alts = altsOf(file, entry);
    if (!alts || index < 0 || size_t(index) >= alts->size())
        return nullptr;
    const AltRecord want = (*alts)[size_t(index)];
    for (const ExtensionFacts::Alternate &a : ef.ext.alternateLinks) {
        if (hashBytes(a.hrefKey.toUtf8(), 0) == want.href && langHash(a.hreflang) == want.lang)
            return &a;
    }
    return nullptr;
}

// The entry's first link, in document order, naming the href of its sorted AltRecord
// number index.
const ExtensionFacts::Alternate *HreflangTracker::firstNaming(const EntryFacts &ef, int file,
                                                              int entry, int index) const
{
    const std::vector<AltRecord> *alts = altsOf(file, entry);
    if (!alts || index < 0 || size_t(index) >= alts->size())
        return nullptr;
    const quint64 href = (*alts)[size_t(index)].href;
    for (const ExtensionFacts::Alternate &a : ef.ext.alternateLinks) {
        if (hashBytes(a.hrefKey.toUtf8(), 0) == href)
            return &a;
    }
    return nullptr;
}

// One (hreflang, href) pair that one of two entries lists and the other does not, in words.
QString HreflangTracker::clusterDifference(const EntryFacts &ef, int file, int entry,
                                           EntryRef other, const FileContext &ctx) const
{
    const std::vector<AltRecord> &mine = *altsOf(file, entry);
    const std::vector<AltRecord> &theirs = *altsOf(other.file, other.entry);
    const EntryFacts of = Rules::entryFacts(*m_doc, other.file, other.entry, ctx);
    const QString otherUrl = quoted(of.loc());
    for (size_t i = 0; i < mine.size(); ++i) {
        if (!std::binary_search(theirs.begin(), theirs.end(), mine[i])) {
            if (const ExtensionFacts::Alternate *a = alternateFor(ef, file, entry, int(i)))
                return RuleText::tr("this URL lists hreflang %1 for %2, %3 does not")
                    .arg(quoted(a->hreflang), a->href, otherUrl);
        }
    }
    for (size_t i = 0; i < theirs.size(); ++i) {
        if (!std::binary_search(mine.begin(), mine.end(), theirs[i])) {
            if (const ExtensionFacts::Alternate *a =
                    alternateFor(of, other.file, other.entry, int(i)))
                return RuleText::tr("%1 lists hreflang %2 for %3, this URL does not")
                    .arg(otherUrl, quoted(a->hreflang), a->href);
        }
    }
    return otherUrl;
}
