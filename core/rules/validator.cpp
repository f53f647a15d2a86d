// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"

#include "duplicatetracker.h"
#include "entryjudge.h"
#include "hashbytes.h"
#include "hreflangtracker.h"
#include "indexdatetracker.h"
#include "nearduplicatetracker.h"
#include "orderedblocks.h"
#include "origintracker.h"
#include "positions.h"
#include "prefetch.h"
#include "rules.h"
#include "setmemory.h"
#include "sitemapdocument.h"
#include "valuecounttracker.h"
#include "verdicttable.h"

#include <QTimer>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace {

// From this many entries a full pass first gives the allocator's free memory back
// (malloc_trim): the sets of several hundred thousand URLs whose peak it lowers.
constexpr qint64 TrimHeapEntries = 200000;

// What a lastmod, changefreq or priority value counts as in the set trackers:
// whether the entry has it, its key for the uniform rules (priority and lastmod)
// and its instant for index-lastmod-stale (lastmod).
struct ValueFacts
{
    bool has = false;
    quint64 key = 0;
    qint64 instant = NoInstant;
};

// How many distinct values the memos of one edit keep before starting afresh.
constexpr size_t MemoSize = 64;

} // namespace

// The entry rules of each entry (Rules::checkEntry), judged here, and the set rules,
// judged by one tracker each (settracker.h), driven in the order their verdicts
// depend on one another: the duplicate key before the near key, every loc counted
// before the hreflang graph and the hosts are judged.
struct Validator::State
{
    Validator *q;
    SitemapDocument *doc;
    VerdictTable table;
    NearDuplicateTracker nearDuplicates;
    DuplicateTracker duplicates;
    HreflangTracker hreflang;
    OriginTracker origins;
    IndexDateTracker indexDates;
    ValueCountTracker values;
    EntryJudge judge;
    const std::array<SetTracker *, 6> trackers;
    // The files of the set judged before this document's (Validator's constructor).
    const SetMemory *memory = nullptr;
    // The tracker that decides each set rule (its detection and its messages'
    // details), null for the others.
    std::array<SetTracker *, RuleCount> trackerOf = {};
    RuleMask setBits;
    bool batchFileMaskDirty = false;
    // One edit of a field over many entries meets a handful of distinct values: what
    // each pool reference counts as, and the rule bits it gives an entry with the
    // same fields present and repeated, are worked out once per edit.
    struct ValueMemo
    {
        bool has = false;
        TextRef ref;
        ValueFacts facts;
    };
    struct VerdictMemo
    {
        bool has = false;
        TextRef ref;
        quint8 present = 0;
        quint8 repeated = 0;
        RuleMask bits;
    };
    std::vector<ValueMemo> valueMemo;
    std::vector<VerdictMemo> verdictMemo;

    State(Validator *validator, SitemapDocument *document)
        : q(validator), doc(document), table(validator), nearDuplicates(*document, table),
          duplicates(*document, table, nearDuplicates), hreflang(*document, table, duplicates),
          origins(table), indexDates(*document, table), values(*document),
          judge(*document, table.stats()), trackers{&duplicates, &nearDuplicates, &hreflang,
                                                    &origins,    &indexDates,     &values}
    {
        for (SetTracker *tracker : trackers) {
            setBits |= tracker->rules();
            for (int r = 0; r < RuleCount; ++r) {
                if (tracker->rules().has(RuleId(r)))
                    trackerOf[size_t(r)] = tracker;
            }
        }
    }

    // Judges against the files of the set judged before this document's.
    void setMemory(const SetMemory *earlier)
    {
        memory = earlier;
        duplicates.setMemory(earlier);
        nearDuplicates.setMemory(earlier);
        indexDates.setMemory(earlier);
    }

    // The set rules an entry carries (the uniform rules are a file's).
    RuleMask entrySetBits() const { return setBits & ~values.rules(); }

    bool live(int file) const
    {
        return file >= 0 && file < table.fileCount() && doc->file(file).kind != FileKind::Unknown;
    }

    // --- values ------------------------------------------------------------------
    ValueFacts valueFacts(int file, int entry, Field field) const
    {
        ValueFacts v;
        v.has = doc->entry(file, entry).has(field);
        if (!v.has)
            return v;
        if (field == Field::LastMod)
            v.instant = indexDates.lastmodInstant(file, entry);
        if (ValueCountTracker::tracksValues(field))
            v.key = ValueCountTracker::entryValueKey(*doc, file, entry, field);
        return v;
    }

    // valueFacts() through valueMemo: for the entries of one edit of one file.
    const ValueFacts &memoValueFacts(int file, int entry, Field field)
    {
        const Entry &e = doc->entry(file, entry);
        const bool has = e.has(field);
        const TextRef ref = has ? e.value(field) : TextRef();
        for (const ValueMemo &m : valueMemo) {
            if (m.has == has && m.ref == ref)
                return m.facts;
        }
        if (valueMemo.size() >= MemoSize)
            valueMemo.clear();
        valueMemo.push_back({has, ref, valueFacts(file, entry, field)});
        return valueMemo.back().facts;
    }

    // Rules::checkValue() through verdictMemo.
    RuleMask memoCheckValue(int file, int entry, Field field)
    {
        const Entry &e = doc->entry(file, entry);
        const bool has = e.has(field);
        const TextRef ref = has ? e.value(field) : TextRef();
        for (const VerdictMemo &m : verdictMemo) {
            if (m.has == has && m.ref == ref && m.present == e.present && m.repeated == e.repeated)
                return m.bits;
        }
        if (verdictMemo.size() >= MemoSize)
            verdictMemo.clear();
        ++table.stats().entriesChecked;
        const RuleMask bits = Rules::checkValue(*doc, file, entry, field, judge.context(file));
        verdictMemo.push_back({has, ref, quint8(e.present), quint8(e.repeated), bits});
        return bits;
    }

    void countValue(int file, int entry, Field field, int delta)
    {
        countValue(file, field, valueFacts(file, entry, field), delta);
    }

    // A value counted in or out of the newest lastmod and the uniform values.
    void countValue(int file, Field field, const ValueFacts &v, int delta)
    {
        if (!v.has)
            return;
        if (field == Field::LastMod) {
            if (delta > 0)
                indexDates.add(file, v.instant);
            else
                indexDates.remove(file, v.instant);
        }
        if (ValueCountTracker::tracksValues(field))
            values.countValue(file, field, v.key, delta);
    }

    // --- file rules ----------------------------------------------------------------
    FileFacts fileFacts(int file, RuleMask mask = {}) const
    {
        FileFacts ff;
        ff.file = &doc->file(file);
        ff.entryCount = doc->entryCount(file);
        values.fillFacts(file, mask, ff);
        return ff;
    }

    RuleMask computeFileMask(int file) const
    {
        RuleMask mask = Rules::checkFile(fileFacts(file)) | values.fileRules(file);
        // Entry-bound file rules live in the entry masks.
        return mask & ~(ruleBit(RuleId::IndexNested) | ruleBit(RuleId::IndexChildMissing) |
                        ruleBit(RuleId::TextLineInvalid));
    }

    void updateFileMask(int file)
    {
        if (table.batching()) {
            batchFileMaskDirty = true;
            return;
        }
        table.setFileMask(file, computeFileMask(file));
    }

    // --- passes ------------------------------------------------------------------------
    void fullPass()
    {
        judgeAll();
        announceAll();
    }

    // Reads doc (whose content was judged here, in another document) from now on,
    // and tells validator's views what changes.
    void rebind(Validator *validator, SitemapDocument *document)
    {
        q = validator;
        doc = document;
        table.setValidator(validator);
        nearDuplicates.rebind(*document);
        duplicates.rebind(*document);
        hreflang.rebind(*document);
        indexDates.rebind(*document);
        values.rebind(*document);
        judge.rebind(*document);
    }

    // Judges every entry and file afresh; says nothing yet (announceAll()). After
    // each file, step (when given) is told the entries judged so far; false from it
    // stops the pass there (the verdicts are then of no use). trimHeap: a pass after
    // a load (not one beside the window's work: the trim holds the allocator's
    // locks, and every allocation of the window would wait for it).
    bool judgeAll(const std::function<bool(qint64 entriesJudged)> &step = {}, bool trimHeap = true)
    {
        ++table.stats().fullPasses;
#ifdef __GLIBC__
        // Reading a large set frees its buffers (and the read-ahead threads' arenas)
        // in pieces the allocator keeps; give them back before the pass builds its
        // tables, or both are held at once. A smaller document has little to give
        // back, and the trim's walk and system calls would be most of its cost.
        if (trimHeap && doc->totalEntryCount() >= TrimHeapEntries)
            malloc_trim(0);
#endif
        const int fileCount = doc->fileCount();
        table.reset(fileCount);
        for (SetTracker *tracker : trackers)
            tracker->reset(fileCount);
        judge.reset(fileCount);
        // Every URL has a key and (an http(s) one) a near key: sized once, not doubled
        // twenty times over a large set.
        duplicates.reserve(size_t(doc->totalEntryCount()));
        nearDuplicates.reserve(size_t(doc->totalEntryCount()));
        judge.refreshKnownTags();
        qint64 judged = 0;
        for (int f = 0; f < fileCount; ++f) {
            if (step && !step(judged))
                return false;
            judged += doc->entryCount(f);
            origins.setOwnOrigin(f, judge.setupContext(f).ownOrigin);
            const size_t n = size_t(doc->entryCount(f));
            table.marks(f) = zeroed<VerdictTable::Marks>(n);
            hreflang.prepareFile(f, n);
            origins.prepareFile(f, n);
            if (doc->file(f).kind == FileKind::Unknown)
                continue;
            std::vector<EntryJudge::Range> parts =
                judge.judgeFile(f, table.marks(f),
                                [this, f](const EntryJudge::Range &part) { countRange(f, part); });
            for (EntryJudge::Range &part : parts) {
                // The hreflang rules look at every file of the set, later ones too.
                if (memory && !part.alts.empty())
                    memory->needWholeSet();
                for (auto &[e, alts] : part.alts)
                    hreflang.setAlternates(f, e, std::move(alts));
                for (const auto &[e, extra] : part.extras)
                    table.file(f).extras[e].local = extra;
                indexDates.addJudged(f, part.newestMs, part.newestCount, part.newestAt);
            }
        }
        // The duplicates were marked as they were counted (countRange()); their groups
        // are kept for the edits and for the messages that name the first entry.
        KeyGroups::collectRepeats(duplicates.groups(), nearDuplicates.groups());
        // hreflang across the set, now that every loc is counted, the index lastmods
        // against their files, and the hosts against each file's reference.
        hreflang.judgeAll();
        indexDates.judgeAll();
        origins.judgeAll();
        for (int f = 0; f < fileCount; ++f) {
            for (const VerdictTable::Marks &marks : table.marks(f))
                table.adjustEntryCounts(marks.mask, +1);
            table.file(f).fileMask = computeFileMask(f);
            table.adjustCounts(table.file(f).fileMask, +1);
        }
        table.countExtras();
        table.setCountsDirty();
        if (step)
            step(judged);
        return true;
    }

    // Tells the views that every verdict may have changed.
    void announceAll()
    {
        const int fileCount = table.fileCount();
        for (int f = 0; f < fileCount; ++f) {
            emit q->fileProblemsChanged(f);
            if (!table.marks(f).empty())
                emit q->entryProblemsChanged(f, 0, int(table.marks(f).size()) - 1);
        }
        table.flush();
    }

    // What the set rules need of a judged range, counted in entry order (the ranges
    // are counted first to last): the same counts, origin numbers and first
    // occurrences as one entry after the other.
    void countRange(int file, const EntryJudge::Range &part)
    {
        ZeroedVector<VerdictTable::Marks> &marks = table.marks(file);
        std::vector<quint32> number(part.numbers.count());
        for (quint32 i = 0; i < part.numbers.count(); ++i)
            number[i] = origins.number(file, QByteArrayView(part.numbers.key(i)));
        // The tables' slots of an entry a few ahead are loaded while this one is counted.
        constexpr size_t Ahead = 8;
        const size_t count = part.origins.size();
        // What the set memory holds of the files before, looked up for the whole range.
        std::vector<quint8> remembered;
        if (memory && count > 0) {
            std::vector<quint64> keys(count);
            std::vector<quint64> nearKeys(count);
            for (size_t k = 0; k < count; ++k) {
                const VerdictTable::Marks &m = marks[size_t(part.first) + k];
                keys[k] = m.key;
                nearKeys[k] = m.nearKey;
            }
            remembered.resize(count);
            memory->lookUp(keys.data(), nearKeys.data(), count, remembered.data());
        }
        for (size_t k = 0; k < count; ++k) {
            const int e = part.first + int(k);
            if (k + Ahead < count) {
                duplicates.prefetch(marks[size_t(e) + Ahead].key);
                nearDuplicates.prefetch(marks[size_t(e) + Ahead].nearKey);
            }
            // Counted in entry order, every occurrence after the first of a key is a
            // duplicate, and of a near key a near duplicate unless a duplicate already.
            VerdictTable::Marks &m = marks[size_t(e)];
            const quint8 held = remembered.empty() ? 0 : remembered[k];
            if (m.key)
                duplicates.countInPass(m.mask, m.key, EntryRef{file, e},
                                       held & SetMemory::KeyRemembered);
            if (m.nearKey)
                nearDuplicates.countInPass(m.mask, m.nearKey, EntryRef{file, e},
                                           held & SetMemory::NearRemembered);
            origins.setOrigin(file, e,
                              part.origins[k] == NoOrigin ? NoOrigin : number[part.origins[k]]);
            if (const quint64 key = part.priorityKeys[k])
                values.countValue(file, Field::Priority, key, +1);
            if (const quint64 key = part.lastmodKeys[k])
                values.countValue(file, Field::LastMod, key, +1);
        }
        values.addNews(file, part.news);
    }

    // The local rules of one entry again, keeping its set verdicts.
    EntryJudge::Judged recheckEntry(int file, int entry)
    {
        const EntryJudge::Judged j = judge.judge(file, entry, true, origins);
        const RuleMask set = table.mask(file, entry) & entrySetBits();
        table.setMask(file, entry, j.mask | set);
        table.setExtra(file, entry, false, j.extra);
        return j;
    }

    // --- edits ---------------------------------------------------------------------------
    void prefetchEntry(int file, int entry, Field field) const
    {
        if (file < 0 || file >= table.fileCount())
            return;
        const ZeroedVector<VerdictTable::Marks> &marks = table.marks(file);
        const size_t e = size_t(entry);
        if (e >= marks.size() || !origins.hasEntry(file, entry))
            return;
        prefetchLine(&marks[e]);
        hreflang.prefetch(file, entry);
        origins.prefetch(file, entry);
        if (field == Field::Loc) {
            // The counts the old URL's keys leave.
            duplicates.prefetch(marks[e].key);
            nearDuplicates.prefetch(marks[e].nearKey);
        }
    }

    // One edit over many entries, one signal at the end. A lastmod, changefreq or
    // priority changes only the rules that value decides (Rules::valueRules()): those
    // bits are judged again, once per distinct value, and the entry's other verdicts
    // stay. A loc takes the whole per-entry path.
    void beforeValuesChange(int file, Field field, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        valueMemo.clear();
        for (const int entry : entries)
            countValue(file, field, memoValueFacts(file, entry, field), -1);
    }

    void afterValuesChange(int file, Field field, const std::vector<int> &entries)
    {
        table.beginBatch();
        if (field == Field::Loc || !live(file)) {
            for (const int entry : entries)
                afterValueChange(file, entry, field);
        } else {
            judge.setNow(file);
            valueMemo.clear();
            verdictMemo.clear();
            const RuleMask scope = Rules::valueRules(field);
            for (const int entry : entries) {
                if (!table.hasEntry(file, entry))
                    continue;
                countValue(file, field, memoValueFacts(file, entry, field), +1);
                const RuleMask bits = memoCheckValue(file, entry, field);
                table.setMask(file, entry, (table.mask(file, entry) & ~scope) | bits);
            }
            updateFileMask(file);
        }
        table.endBatch();
        // index-lastmod-stale once every entry's new value is counted: a recount of
        // the newest lastmod in between would see values not yet counted.
        if (live(file) && (field == Field::LastMod || doc->file(file).isIndex())) {
            if (doc->file(file).isIndex()) {
                for (const int entry : entries)
                    indexDates.refresh(file, entry);
            } else if (!entries.empty()) {
                indexDates.refresh(file, entries.front());
            }
        }
        if (std::exchange(batchFileMaskDirty, false) && live(file))
            updateFileMask(file);
        table.flush();
    }

    void afterValueChange(int file, int entry, Field field)
    {
        if (!live(file) || !table.hasEntry(file, entry))
            return;
        countValue(file, entry, field, +1);
        const EntryJudge::Judged j = recheckEntry(file, entry);
        if (field == Field::Loc) {
            // The counts the new URL's keys join, asked for together.
            duplicates.prefetch(j.key);
            nearDuplicates.prefetch(j.nearKey);
            const quint64 key = j.key;
            const quint64 oldKey = table.at(file, entry).key;
            const bool hadAlternates = hreflang.hasAlternates(file, entry);
            if (hadAlternates || !j.alts.empty())
                hreflang.dropAlternates(file, entry, oldKey);
            if (key != oldKey) {
                duplicates.remove(file, entry);
                duplicates.add(file, entry, key);
            }
            if (!j.alts.empty())
                hreflang.setAlternates(file, entry, j.alts);
            if (hadAlternates || !j.alts.empty())
                hreflang.refresh(file, entry);
            if (key != oldKey) {
                hreflang.refreshNamersOf(oldKey);
                hreflang.refreshNamersOf(key);
            }
            if (j.nearKey != table.at(file, entry).nearKey) {
                nearDuplicates.leave(file, entry);
                nearDuplicates.join(file, entry, j.nearKey);
            }
            const quint32 origin = j.origin;
            if (origin != origins.origin(file, entry)) {
                origins.setOrigin(file, entry, origin);
                origins.updateReference(file);
                table.setBit(file, entry, RuleId::LocHostMismatch,
                             origins.mismatches(file, origin));
            }
        }
        if ((field == Field::LastMod || doc->file(file).isIndex()) && !table.batching())
            indexDates.refresh(file, entry);
        updateFileMask(file);
        // Signalled again now that every verdict is final: a signal flushed halfway (as
        // another entry's verdict changed) showed the entry's problems before its
        // alternates were counted again.
        table.markChanged(file, entry);
        table.flush();
    }

    // New extension XML for some entries of a file: their own rules, the news count,
    // and the hreflang set rules of theirs and of the entries naming them.
    void beforeExtensionsChange(int file, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        for (const int e : entries) {
            if (values.newsCount(file) > 0 && doc->entry(file, e).extensionCount > 0)
                values.addNews(file, -judge.facts(file, e).ext.news);
        }
    }

    void afterExtensionsChange(int file, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        judge.refreshKnownTags();
        table.beginBatch();
        for (const int e : entries) {
            if (!table.hasEntry(file, e))
                continue;
            const EntryJudge::Judged j = recheckEntry(file, e);
            values.addNews(file, j.news);
            hreflang.dropAlternates(file, e, table.at(file, e).key);
            hreflang.setAlternates(file, e, j.alts);
        }
        for (const int e : entries) {
            if (!table.hasEntry(file, e))
                continue;
            hreflang.refresh(file, e);
            hreflang.refreshNamersOf(table.at(file, e).key);
            // The messages and positions may change with the mask staying the same.
            table.markChanged(file, e);
        }
        table.endBatch();
        batchFileMaskDirty = false;
        updateFileMask(file);
        table.flush();
    }

    void beforeInsert(int file, const EntryRuns &runs)
    {
        if (file < 0 || file >= table.fileCount())
            return;
        // Rows exist at once (without verdicts), so views asking early stay in range.
        table.insertRows(file, runs);
        for (SetTracker *tracker : trackers)
            tracker->rowsInserted(file, runs);
    }

    void afterInsert(int file, const EntryRuns &runs)
    {
        if (!live(file))
            return;
        judge.refreshKnownTags();
        for (const EntryRun &run : runs) {
            for (int e = run.first; e < run.end(); ++e) {
                const EntryJudge::Judged j = recheckEntry(file, e);
                values.addNews(file, j.news);
                countValue(file, e, Field::Priority, +1);
                countValue(file, e, Field::LastMod, +1);
                duplicates.add(file, e, j.key);
                nearDuplicates.join(file, e, j.nearKey);
                origins.setOrigin(file, e, j.origin);
                hreflang.setAlternates(file, e, j.alts);
            }
        }
        const bool index = doc->file(file).isIndex();
        for (const EntryRun &run : runs) {
            for (int e = run.first; e < run.end(); ++e) {
                if (hreflang.hasAlternates(file, e))
                    hreflang.refresh(file, e);
                hreflang.refreshNamersOf(table.at(file, e).key);
                if (index)
                    indexDates.refresh(file, e);
            }
        }
        if (!index)
            indexDates.refresh(file, -1);
        // Where the reference stayed, only the new entries are judged against it.
        if (!origins.updateReference(file)) {
            for (const EntryRun &run : runs) {
                for (int e = run.first; e < run.end(); ++e)
                    table.setBit(file, e, RuleId::LocHostMismatch,
                                 origins.mismatches(file, origins.origin(file, e)));
            }
        }
        updateFileMask(file);
        table.flush();
    }

    void beforeRemove(int file, const EntryRuns &runs)
    {
        duplicates.beginRemoval();
        nearDuplicates.beginRemoval();
        hreflang.beginRemoval();
        if (!live(file))
            return;
        for (const EntryRun &run : runs) {
            for (int e = run.first; e < run.end(); ++e) {
                countValue(file, e, Field::Priority, -1);
                countValue(file, e, Field::LastMod, -1);
                if (values.newsCount(file) > 0) {
                    const Entry &entry = doc->entry(file, e);
                    if (entry.extensionCount > 0)
                        values.addNews(file, -judge.facts(file, e).ext.news);
                }
                origins.setOrigin(file, e, NoOrigin);
                const RuleMask mask = table.mask(file, e);
                hreflang.entryLeaving(file, e);
                // The entries' groups lose them now; the new first entries are settled
                // once the rows are gone (afterRemove()).
                nearDuplicates.entryLeaving(file, e);
                duplicates.entryLeaving(file, e);
                table.adjustEntryCounts(mask, -1);
                table.dropExtras(file, e);
            }
        }
    }

    void afterRemove(int file, const EntryRuns &runs)
    {
        if (file < 0 || file >= table.fileCount())
            return;
        if (!runs.empty() && size_t(runs.back().end()) <= table.marks(file).size()) {
            table.removeRows(file, runs);
            for (SetTracker *tracker : trackers)
                tracker->rowsRemoved(file, runs);
        }
        if (!live(file)) {
            table.flush();
            return;
        }
        // A removed first entry hands "first" to the next one of its group.
        duplicates.settleOrphans();
        nearDuplicates.settleOrphans();
        hreflang.refreshOrphans();
        if (!doc->file(file).isIndex())
            indexDates.refresh(file, -1);
        // Entries after the gap moved: their rows' problems are the same, but the
        // view's rows shifted under them; the model handles that through the document.
        origins.updateReference(file);
        updateFileMask(file);
        table.flush();
    }

    void ownUrlChanged(int file)
    {
        if (!live(file))
            return;
        rejudgeFile(file);
        table.flush();
    }

    // The entries' own rules and the file's rules of a file again, with its context
    // (its origin, its facts) made anew; what it adds to the set rules (its keys,
    // values and alternates) stays.
    void rejudgeFile(int file)
    {
        origins.setOwnOrigin(file, judge.setupContext(file).ownOrigin);
        for (int e = 0; e < int(table.marks(file).size()); ++e)
            recheckEntry(file, e);
        origins.updateReference(file);
        updateFileMask(file);
    }

    // Files took the facts of what a save wrote: their entries are the same, their
    // facts (size, encoding, layout, path) may not be. An entry's verdicts depend on
    // its file's facts only through the file's kind, its dates' form (a feed's) and
    // its own URL, which a save keeps. When each file kept its kind, only their file
    // rules are judged again (their entries too where a save changed how one is
    // written: tag-order, a repeated child), and the entries of the indexes that list
    // them (which speak of their children); when those entries are a third of the set or more,
    // or a kind changed (which decides what the set rules count), the whole set is.
    struct KindBefore
    {
        int file;
        FileKind kind;
        FeedKind feed;
    };
    std::vector<KindBefore> kindsBeforeAdoption;
    struct Rejudge
    {
        bool kindsKept = true;
        bool wholeSet = false;
        std::vector<int> files;     // judged again whole, when not the whole set
        std::vector<int> fileRules; // only their file rules
    };
    Rejudge afterAdoption(const std::vector<int> &files, const std::vector<int> &reshaped)
    {
        Rejudge r;
        for (const KindBefore &before : kindsBeforeAdoption)
            r.kindsKept = r.kindsKept && before.file < doc->fileCount() &&
                          doc->file(before.file).kind == before.kind &&
                          doc->file(before.file).feed == before.feed;
        kindsBeforeAdoption.clear();
        qint64 entries = 0;
        for (const int file : files) {
            if (file < 0 || file >= table.fileCount())
                continue;
            if (r.kindsKept && !doc->file(file).isIndex() &&
                !std::binary_search(reshaped.begin(), reshaped.end(), file))
                r.fileRules.push_back(file);
            else
                r.files.push_back(file);
            const int parent = doc->file(file).parentFile;
            if (parent >= 0 && parent < table.fileCount())
                r.files.push_back(parent);
        }
        std::sort(r.files.begin(), r.files.end());
        r.files.erase(std::unique(r.files.begin(), r.files.end()), r.files.end());
        for (const int file : r.files)
            entries += doc->entryCount(file);
        r.wholeSet = !r.kindsKept || entries * 3 >= doc->totalEntryCount();
        if (r.wholeSet) {
            r.files.clear();
            r.fileRules.clear();
        }
        return r;
    }

    void adoptedFacts(const Rejudge &r)
    {
        if (r.wholeSet) {
            fullPass();
            return;
        }
        ++table.stats().fileRejudges;
        for (const int file : r.fileRules) {
            if (live(file))
                updateFileMask(file);
            emit q->fileProblemsChanged(file);
        }
        for (const int file : r.files) {
            if (live(file))
                rejudgeFile(file);
            emit q->fileProblemsChanged(file);
        }
        table.flush();
    }

    // --- problems ------------------------------------------------------------------------------
    Problem makeProblem(RuleId rule, int file, int entry) const
    {
        Problem p;
        p.rule = Rules::idString(rule);
        p.severity = Rules::severity(rule);
        p.file = file;
        p.entry = entry;
        return p;
    }

    // The context an entry's problems are worked out in: its file's, at this moment.
    FileContext problemContext(int file) const
    {
        FileContext ctx = judge.context(file);
        ctx.nowMSecs = EntryJudge::now();
        return ctx;
    }

    std::vector<Problem> entryProblems(int file, int entry) const
    {
        if (!table.hasEntry(file, entry) || entry >= doc->entryCount(file) ||
            !table.mask(file, entry))
            return {};
        return entryProblems(file, entry, problemContext(file));
    }

    // The same with the file's context given (problemContext()), made once for many
    // entries: a copy of its strings for each would cost more than the rest.
    std::vector<Problem> entryProblems(int file, int entry, const FileContext &ctx) const
    {
        std::vector<Problem> out;
        forEachEntryProblem(file, entry, ctx,
                            [&](RuleId rule, TextPosition at, RuleMessage &&message,
                                const ProblemDetail *detail, const EntryFacts &ef) {
                                Problem p = makeProblem(rule, file, entry);
                                p.line = at.line;
                                p.column = at.column;
                                p.field = Rules::entryField(rule, ef);
                                p.message = message.toString();
                                p.fixedOnSave = Rules::entryFixedOnSave(rule, ef);
                                if (detail) {
                                    p.relatedFile = detail->relatedFile;
                                    p.relatedEntry = detail->relatedEntry;
                                }
                                out.push_back(std::move(p));
                            });
        return out;
    }

    // The same as a report prints them: their messages not put together. facts: one
    // for the entries of a block whose messages read only their fields (fieldFacts()).
    void appendEntryProblemLines(int file, int entry, const FileContext &ctx,
                                 std::vector<ProblemLine> &out, EntryFacts &facts) const
    {
        forEachEntryProblem(file, entry, ctx, &facts,
                            [&](RuleId rule, TextPosition at, RuleMessage &&message,
                                const ProblemDetail *, const EntryFacts &) {
                                ProblemLine &p = out.emplace_back();
                                p.rule = rule;
                                p.severity = Rules::severity(rule);
                                p.entry = entry;
                                p.line = at.line;
                                p.column = at.column;
                                p.message = std::move(message);
                            });
    }

    // The problems of an entry, each handed to found(rule, position, message, detail,
    // facts) in the order entryProblems() lists them: detail is what a set rule's
    // tracker says of it (null for the others), facts the entry's.
    template <typename Found>
    void forEachEntryProblem(int file, int entry, const FileContext &ctx, Found &&found) const
    {
        forEachEntryProblem(file, entry, ctx, nullptr, std::forward<Found>(found));
    }
    // The same, the facts put into reused where the messages read only the entry's
    // fields (a record of a thousand bytes made and cleared for each problem was most
    // of what listing a file with a warning in each entry cost).
    template <typename Found>
    void forEachEntryProblem(int file, int entry, const FileContext &ctx, EntryFacts *reused,
                             Found &&found) const
    {
        if (!table.hasEntry(file, entry) || entry >= doc->entryCount(file))
            return;
        const RuleMask mask = table.mask(file, entry);
        if (!mask)
            return;
        std::optional<EntryFacts> made;
        if (!reused || !Rules::fieldFacts(*doc, file, entry, ctx, mask, *reused))
            made.emplace(Rules::entryFacts(*doc, file, entry, ctx, &mask));
        const EntryFacts &ef = made ? *made : *reused;
        const SitemapFile &sf = doc->file(file);
        // One problem of a rule: occurrence says which one of a rule reported per
        // field or video; detail what a set rule's tracker says of it.
        const auto add = [&](RuleId rule, int occurrence, const ProblemDetail *detail) {
            TextPosition at = Rules::entryPosition(Rules::idString(rule), *doc, file, entry);
            const int child = isExtensionRule(rule) ? ef.ext.childAt(rule, occurrence) : -1;
            if (child >= 0)
                at = sf.spot(doc->entry(file, entry), Spot::Extension, child);
            QString extra;
            if (rule == RuleId::LocOutsidePath)
                extra = ctx.ownOrigin + ctx.ownFolderPath;
            if (isExtensionRule(rule) && !ef.ext.detail(rule, occurrence).isEmpty())
                extra = ef.ext.detail(rule, occurrence);
            if (detail) {
                if (detail->child >= 0)
                    at = sf.spot(doc->entry(file, entry), Spot::Extension, detail->child);
                extra = detail->extra;
            }
            found(rule, at, Rules::entryRuleMessage(rule, ef, extra), detail, ef);
        };
        forEachProblemOf(
            file, entry, mask, [&]() -> const EntryFacts & { return ef; }, ctx, add);
    }

    // The problems of an entry in the order entryProblems() lists them:
    // visit(rule, occurrence, detail) for each, occurrence saying which one of a rule
    // reported per field or video, detail what a set rule's tracker says of it (null
    // for the others). facts() gives the entry's facts, for the set and extension
    // rules only; ctx is the file's context those were read with.
    template <typename Facts, typename Visit>
    void forEachProblemOf(int file, int entry, RuleMask mask, Facts &&facts, const FileContext &ctx,
                          Visit &&visit) const
    {
        for (RuleMask rest = mask; rest; rest &= ~ruleBit(RuleId(rest.lowest()))) {
            const RuleId rule = RuleId(rest.lowest());
            if (const SetTracker *tracker = trackerOf[size_t(rule)]) {
                const std::vector<ProblemDetail> details =
                    tracker->details(rule, file, entry, facts(), ctx);
                for (size_t i = 0; i < details.size(); ++i)
                    visit(rule, int(i), &details[i]);
                continue;
            }
            const int occurrences = isExtensionRule(rule) ? facts().ext.occurrences(rule) : 1;
            for (int i = 0; i < occurrences; ++i)
                visit(rule, i, nullptr);
        }
    }

    void entryProblemSeverities(int file, int entry, std::vector<Severity> *out) const
    {
        if (!table.hasEntry(file, entry) || entry >= doc->entryCount(file))
            return;
        const RuleMask mask = table.mask(file, entry);
        if (!mask)
            return;
        // The facts are read only when a rule may hit more than once.
        std::optional<EntryFacts> ef;
        FileContext ctx = judge.context(file);
        ctx.nowMSecs = EntryJudge::now();
        const auto facts = [&]() -> const EntryFacts & {
            if (!ef) {
                ef.emplace();
                Rules::EntryKeys keys;
                Rules::entryFacts(*doc, file, entry, ctx, &*ef, &keys);
            }
            return *ef;
        };
        forEachProblemOf(file, entry, mask, facts, ctx,
                         [out](RuleId rule, int, const ProblemDetail *) {
                             out->push_back(Rules::severity(rule));
                         });
    }

    std::vector<Problem> fileProblems(int file) const
    {
        std::vector<Problem> out;
        if (file < 0 || file >= table.fileCount())
            return out;
        const RuleMask fileMask = table.file(file).fileMask;
        if (!fileMask)
            return out;
        const FileFacts ff = fileFacts(file, fileMask);
        for (int r = 0; r < RuleCount; ++r) {
            const RuleId rule = RuleId(r);
            if (!(fileMask & ruleBit(rule)))
                continue;
            Problem p = makeProblem(rule, file, -1);
            const TextPosition pos = Rules::filePosition(rule, ff);
            p.line = pos.line;
            p.column = pos.line > 0 ? pos.column : 0;
            p.field = Rules::fileField(rule);
            p.message = Rules::fileMessage(rule, ff);
            p.fixedOnSave = Rules::fileFixedOnSave(rule);
            out.push_back(std::move(p));
        }
        return out;
    }
};

Validator::Validator(SitemapDocument *doc, QObject *parent)
    : Validator(doc, nullptr, Threads::Two, parent)
{
}

Validator::Validator(SitemapDocument *doc, const SetMemory *earlier, Threads threads,
                     QObject *parent)
    : QObject(parent), m_doc(doc), d(new State(this, doc)), m_threads(threads)
{
    d->setMemory(earlier);
    d->judge.setOneThread(threads == Threads::One);
    m_judgeTimer = new QTimer(this);
    m_judgeTimer->setSingleShot(true);
    m_judgeTimer->setInterval(0);
    connect(m_judgeTimer, &QTimer::timeout, this, &Validator::startJudging);
    // A pass on a thread reads the document: it stops before any change and starts
    // again once the change is through.
    connect(doc, &SitemapDocument::aboutToChange, this, [this] {
        if (m_judging.isRunning()) {
            m_judging.stop();
            m_judgeTimer->start();
        }
    });
    connect(doc, &SitemapDocument::aboutToReset, this, [this] {
        m_judging.stop();
        m_judgeTimer->stop();
        d->table.clear();
    });
    connect(doc, &SitemapDocument::resetDone, this, [this] {
        if (!adoptPrepared())
            d->fullPass();
        if (std::exchange(m_pending, false))
            emit judgingChanged(false);
        emit settled();
    });
    connect(doc, &SitemapDocument::valuesAboutToChange, this,
            [this](int file, Field field, const std::vector<int> &entries) {
                // A URL's verdicts cost about five times another value's, whose
                // facts are mostly remembered from an equal value before (a date
                // set on every row); many values of any field are left to the pass.
                const qint64 weight =
                    field == Field::Loc ? qint64(entries.size()) : qint64(entries.size()) / 5;
                if (weight > 0 && leaveToBackground(weight)) {
                    m_skipping = true;
                    return;
                }
                d->beforeValuesChange(file, field, entries);
            });
    connect(doc, &SitemapDocument::valuesChanged, this,
            [this](int file, Field field, const std::vector<int> &entries) {
                if (std::exchange(m_skipping, false)) {
                    m_judgeTimer->start();
                    return;
                }
                d->afterValuesChange(file, field, entries);
                emit settled();
            });
    connect(doc, &SitemapDocument::extensionsAboutToChange, this,
            [this](int file, const std::vector<int> &entries) {
                d->beforeExtensionsChange(file, entries);
            });
    connect(doc, &SitemapDocument::extensionsChanged, this,
            [this](int file, const std::vector<int> &entries) {
                d->afterExtensionsChange(file, entries);
                emit settled();
            });
    connect(doc, &SitemapDocument::entriesAboutToBeInserted, this,
            [this](int file, const EntryRuns &runs) { d->beforeInsert(file, runs); });
    connect(doc, &SitemapDocument::entriesInserted, this, [this](int file, const EntryRuns &runs) {
        d->afterInsert(file, runs);
        emit settled();
    });
    connect(doc, &SitemapDocument::entriesAboutToBeRemoved, this,
            [this](int file, const EntryRuns &runs) { d->beforeRemove(file, runs); });
    connect(doc, &SitemapDocument::entriesRemoved, this, [this](int file, const EntryRuns &runs) {
        d->afterRemove(file, runs);
        emit settled();
    });
    connect(doc, &SitemapDocument::ownUrlChanged, this, [this](int file) {
        d->ownUrlChanged(file);
        emit settled();
    });
    // A file's facts decide file rules and, through its kind, set rules: the files a
    // save wrote are judged anew once, after all of them took their facts.
    connect(doc, &SitemapDocument::fileFactsAboutToChange, this, [this](int file) {
        d->kindsBeforeAdoption.push_back({file, d->doc->file(file).kind, d->doc->file(file).feed});
    });
    connect(doc, &SitemapDocument::factsAdopted, this,
            [this](const std::vector<int> &files, const std::vector<int> &reshaped) {
                const State::Rejudge again = d->afterAdoption(files, reshaped);
                // The whole set again after a save of most of it: on a thread, as for an edit
                // of many URLs, when each file kept its kind (the verdicts from before then
                // still fit the document's shape).
                if (again.wholeSet && again.kindsKept &&
                    leaveToBackground(m_doc->totalEntryCount())) {
                    m_judgeTimer->start();
                    return;
                }
                d->adoptedFacts(again);
                emit settled();
            });
    d->fullPass();
}

Validator::~Validator()
{
    m_judging.stop();
    delete d;
}

void Validator::setBackgroundJudging(qint64 fromEntries)
{
    m_backgroundFrom = fromEntries;
}

bool Validator::leaveToBackground(qint64 n)
{
    if (m_backgroundFrom <= 0)
        return false;
    if (!m_pending) {
        if (m_editedThisTurn == 0)
            QTimer::singleShot(0, this, [this] { m_editedThisTurn = 0; });
        m_editedThisTurn += n;
        if (m_editedThisTurn < m_backgroundFrom)
            return false;
        m_pending = true;
        emit judgingChanged(true);
    }
    return true;
}

std::pair<qint64, qint64> Validator::judgingProgress() const
{
    return {m_judged.load(std::memory_order_relaxed), m_judgeTotal};
}

void Validator::startJudging()
{
    if (!m_pending)
        return;
    m_judged = 0;
    m_judgeTotal = m_doc->totalEntryCount();
    // The state is built by the work and taken in by done, both through the holder.
    auto holder = std::make_shared<std::unique_ptr<State>>();
    const std::atomic<bool> *cancel = m_judging.cancelFlag();
    m_judging.start(
        this,
        [this, holder, cancel, doc = m_doc, memory = d->memory] {
            auto state = std::make_unique<State>(nullptr, doc);
            state->setMemory(memory);
            const bool complete = state->judgeAll(
                [this, cancel](qint64 judged) {
                    m_judged.store(judged, std::memory_order_relaxed);
                    return !cancel->load(std::memory_order_relaxed);
                },
                false);
            if (complete)
                *holder = std::move(state);
        },
        [this, holder] {
            if (*holder)
                judged(holder->release());
        });
}

void Validator::judged(State *state)
{
    adoptState(state);
    endJudging();
}

void Validator::endJudging()
{
    m_pending = false;
    emit judgingChanged(false);
    emit settled();
}

void Validator::finishJudging()
{
    if (!m_pending)
        return;
    m_judging.finish();
    if (!m_pending)
        return;
    m_judgeTimer->stop();
    d->fullPass();
    endJudging();
}

std::pair<quint64, quint64> Validator::entryKeys(int file, int entry) const
{
    const VerdictTable::Marks &m = d->table.at(file, entry);
    return {m.key, m.nearKey};
}

std::pair<qint64, QString> Validator::newestLastmod(int file) const
{
    return d->indexDates.newest(file);
}

Validator::Prepared::~Prepared()
{
    delete m_state;
}

std::unique_ptr<Validator::Prepared>
Validator::prepare(SitemapDocument &content, const std::function<void(qint64, qint64)> &progress,
                   const std::atomic<bool> *cancel)
{
    auto prepared = std::unique_ptr<Prepared>(new Prepared);
    prepared->m_state = new State(nullptr, &content);
    const qint64 total = content.totalEntryCount();
    const bool complete = prepared->m_state->judgeAll([&](qint64 judged) {
        if (progress)
            progress(judged, total);
        return !cancel || !cancel->load(std::memory_order_relaxed);
    });
    if (!complete)
        return nullptr;
    prepared->m_files = content.fileCount() > 0 ? &content.file(0) : nullptr;
    prepared->m_fileCount = content.fileCount();
    prepared->m_entryCount = content.totalEntryCount();
    return prepared;
}

void Validator::adoptOnNextReset(std::unique_ptr<Prepared> verdicts)
{
    m_prepared = std::move(verdicts);
}

bool Validator::adoptPrepared()
{
    const std::unique_ptr<Prepared> prepared = std::move(m_prepared);
    // The content judged is the one the document now holds: its files moved over
    // whole (SitemapDocument::takeContent), so the first of them is where it was.
    if (!prepared || m_doc->fileCount() != prepared->m_fileCount ||
        m_doc->totalEntryCount() != prepared->m_entryCount ||
        (prepared->m_fileCount > 0 && &m_doc->file(0) != prepared->m_files)) {
        return false;
    }
    ++prepared->m_state->table.stats().adoptedPasses;
    adoptState(std::exchange(prepared->m_state, nullptr));
    return true;
}

// Takes in a state judged elsewhere (prepare(), a pass on a thread) in place of d,
// with d's figures added to its own, and tells the views.
void Validator::adoptState(State *judged)
{
    judged->rebind(this, m_doc);
    Stats &stats = judged->table.stats();
    const Stats &before = d->table.stats();
    stats.entriesChecked += before.entriesChecked;
    stats.entriesScanned += before.entriesScanned;
    stats.fullPasses += before.fullPasses;
    stats.fileRejudges += before.fileRejudges;
    stats.adoptedPasses += before.adoptedPasses;
    delete std::exchange(d, judged);
    d->judge.setOneThread(m_threads == Threads::One);
    d->announceAll();
}

std::vector<Problem> Validator::entryProblems(int file, int entry) const
{
    std::vector<Problem> out = d->entryProblems(file, entry);
    if (m_extra && m_extra->hasProblems(file, entry))
        m_extra->appendProblems(file, entry, out);
    return out;
}

void Validator::entryProblemSeverities(int file, int entry, std::vector<Severity> *out) const
{
    d->entryProblemSeverities(file, entry, out);
    if (m_extra && m_extra->hasProblems(file, entry)) {
        std::vector<Problem> extra;
        m_extra->appendProblems(file, entry, extra);
        for (const Problem &p : extra)
            out->push_back(p.severity);
    }
}

void Validator::entriesWithProblems(int file, int first, int last, std::vector<int> *out) const
{
    const bool extra = m_extra && m_extra->hasAnyProblems();
    const VerdictTable &table = d->table;
    // Entries beyond the table (not judged yet) or the document have no verdict.
    const int judged = file >= 0 && file < table.fileCount()
                           ? std::min(int(table.marks(file).size()), d->doc->entryCount(file))
                           : 0;
    for (int e = std::max(first, 0); e <= last; ++e) {
        if ((e < judged && table.mask(file, e)) || (extra && m_extra->hasProblems(file, e)))
            out->push_back(e);
    }
}

std::vector<Problem> Validator::ownEntryProblems(int file, int entry) const
{
    return d->entryProblems(file, entry);
}

int Validator::ownWorstSeverity(int file, int entry) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    for (int s = 2; s >= 0; --s) {
        if (mask & d->table.severityMask(s))
            return s;
    }
    return -1;
}

void Validator::setExtraProblems(const ExtraProblemSource *source)
{
    m_extra = source;
    extraProblemsChanged(-1, 0, 0);
}

void Validator::extraProblemsChanged(int file, int first, int last)
{
    if (file >= 0) {
        emit entryProblemsChanged(file, first, last);
    } else {
        for (int f = 0; f < m_doc->fileCount(); ++f) {
            if (m_doc->entryCount(f) > 0)
                emit entryProblemsChanged(f, 0, m_doc->entryCount(f) - 1);
        }
    }
    emit countsChanged();
    emit settled();
}

std::vector<Problem> Validator::fileProblems(int file) const
{
    return d->fileProblems(file);
}

namespace {

// Like a compiler: by position; problems without one first.
template <typename P = Problem> bool beforeByPosition(const P &a, const P &b)
{
    if (a.line != b.line)
        return a.line < b.line;
    return a.column < b.column;
}

} // namespace

std::vector<Problem> Validator::problemsOfFile(int file) const
{
    std::vector<Problem> out = fileProblems(file);
    if (file >= 0 && file < d->table.fileCount()) {
        const auto &marks = d->table.marks(file);
        for (size_t e = 0; e < marks.size(); ++e) {
            if (!marks[e].mask && !(m_extra && m_extra->hasProblems(file, int(e))))
                continue;
            std::vector<Problem> entry = entryProblems(file, int(e));
            std::move(entry.begin(), entry.end(), std::back_inserter(out));
        }
    }
    std::stable_sort(out.begin(), out.end(), beforeByPosition<Problem>);
    return out;
}

void Validator::forEachProblemOfFile(int file,
                                     const std::function<void(const ProblemLine &)> &visit) const
{
    if (file < 0 || file >= d->table.fileCount())
        return;
    // The entries with problems in the order of their positions: each entry's problems
    // lie inside it, so sorting each entry's problems and merging in the file's own
    // problems gives the order of problemsOfFile(). Where they are not (an edited
    // document: a new entry has no position, a moved one breaks the order), the whole
    // sort. Only those entries are looked at: the others' order does not matter.
    const auto &marks = d->table.marks(file);
    std::vector<int> withProblems;
    quint32 line = 0;
    quint32 column = 0;
    for (size_t e = 0; e < marks.size(); ++e) {
        if (!marks[e].mask && !(m_extra && m_extra->hasProblems(file, int(e))))
            continue;
        const Entry &entry = m_doc->entry(file, int(e));
        if (entry.line == 0 || entry.line < line ||
            (entry.line == line && entry.column <= column)) {
            for (const Problem &p : problemsOfFile(file))
                visit(ProblemLine::of(p));
            return;
        }
        line = entry.line;
        column = entry.column;
        withProblems.push_back(int(e));
    }
    std::vector<ProblemLine> own;
    for (const Problem &p : fileProblems(file))
        own.push_back(ProblemLine::of(p));
    std::stable_sort(own.begin(), own.end(), beforeByPosition<ProblemLine>);
    size_t next = 0;
    // The problems of a block of entries, in order. A file with many is made in blocks
    // on two threads (each problem's facts and position cost more than its visit);
    // the problems the web audit adds come from a source read on this thread only.
    constexpr size_t Block = 256;
    const bool extra = m_extra && m_extra->hasAnyProblems();
    const auto make = [&](size_t block) {
        std::vector<ProblemLine> problems;
        const FileContext ctx = d->problemContext(file);
        EntryFacts facts; // for the block's entries whose messages read only their fields
        const size_t end = std::min(withProblems.size(), (block + 1) * Block);
        // One problem an entry is the common case: room for that and a few more, so
        // that the lines are seldom moved as the block grows.
        problems.reserve(end - block * Block + Block / 8);
        for (size_t i = block * Block; i < end; ++i) {
            const int e = withProblems[i];
            const size_t first = problems.size();
            d->appendEntryProblemLines(file, e, ctx, problems, facts);
            if (extra && m_extra->hasProblems(file, e)) {
                std::vector<Problem> added;
                m_extra->appendProblems(file, e, added);
                for (const Problem &p : added)
                    problems.push_back(ProblemLine::of(p));
            }
            const auto from = problems.begin() + qsizetype(first);
            if (!std::is_sorted(from, problems.end(), beforeByPosition<ProblemLine>))
                std::stable_sort(from, problems.end(), beforeByPosition<ProblemLine>);
        }
        return problems;
    };
    const auto use = [&](std::vector<ProblemLine> problems) {
        for (const ProblemLine &p : problems) {
            while (next < own.size() && !beforeByPosition(p, own[next]))
                visit(own[next++]);
            visit(p);
        }
    };
    const size_t blocks = (withProblems.size() + Block - 1) / Block;
    if (extra || m_threads == Threads::One) {
        for (size_t b = 0; b < blocks; ++b)
            use(make(b));
    } else {
        makeInOrderOnTwoThreads(blocks, make, use);
    }
    while (next < own.size())
        visit(own[next++]);
}

std::vector<Problem> Validator::allProblems() const
{
    std::vector<Problem> out;
    for (int f = 0; f < d->table.fileCount(); ++f) {
        std::vector<Problem> p = problemsOfFile(f);
        std::move(p.begin(), p.end(), std::back_inserter(out));
    }
    return out;
}

RuleMask Validator::entryRuleMask(int file, int entry) const
{
    return d->table.hasEntry(file, entry) ? d->table.mask(file, entry) : RuleMask();
}

std::optional<std::pair<int, int>> Validator::entryWithUrl(const QString &url) const
{
    const QString trimmed = UrlTools::trimXmlWhitespace(url);
    if (!UrlTools::split(trimmed).absolute)
        return std::nullopt;
    const QByteArray key = UrlTools::duplicateKey(trimmed).toUtf8();
    if (key.isEmpty())
        return std::nullopt;
    // Hashed as duplicateHash() hashes a sitemap's (not an index's) loc.
    const std::optional<EntryRef> ref = d->hreflang.firstWithLoc(hashBytes(key, 0));
    if (!ref)
        return std::nullopt;
    return std::pair<int, int>(ref->file, ref->entry);
}

RuleMask Validator::fileRuleMask(int file) const
{
    return file >= 0 && file < d->table.fileCount() ? d->table.file(file).fileMask : RuleMask();
}

int Validator::worstSeverity(int file, int entry) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    const int extra = m_extra ? m_extra->worstSeverity(file, entry, -1) : -1;
    for (int s = 2; s > extra; --s) {
        if (mask & d->table.severityMask(s))
            return s;
    }
    return extra;
}

int Validator::worstSeverity(int file, int entry, Field field) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    if (m_extra) {
        const int extra = m_extra->worstSeverity(file, entry, int(field));
        if (extra >= 0) {
            const RuleMask own = mask;
            // The validator's own rules on the field, then the worse of both.
            int worst = extra;
            EntryFacts shape;
            const Entry &e = m_doc->entry(file, entry);
            shape.repeated = e.repeated;
            shape.present = e.present;
            for (int r = 0; r < RuleCount && own; ++r) {
                const RuleId rule = RuleId(r);
                if ((own & ruleBit(rule)) && Rules::entryField(rule, shape) == int(field))
                    worst = std::max(worst, int(Rules::severity(rule)));
            }
            return worst;
        }
    }
    if (!mask || entry >= m_doc->entryCount(file))
        return -1;
    // The column of a rule is fixed except for two, which depend on the entry.
    EntryFacts shape;
    const Entry &e = m_doc->entry(file, entry);
    shape.repeated = e.repeated;
    shape.present = e.present;
    int worst = -1;
    for (int r = 0; r < RuleCount; ++r) {
        const RuleId rule = RuleId(r);
        if ((mask & ruleBit(rule)) && Rules::entryField(rule, shape) == int(field))
            worst = std::max(worst, int(Rules::severity(rule)));
    }
    return worst;
}

int Validator::count(Severity severity) const
{
    return int(d->table.count(severity)) + (m_extra ? m_extra->count(severity) : 0);
}

qint64 Validator::entriesWith(RuleId rule) const
{
    return d->table.entriesWith(rule);
}

const Validator::Stats &Validator::stats() const
{
    return d->table.stats();
}

void Validator::prefetchEntry(int file, int entry, Field field) const
{
    d->prefetchEntry(file, entry, field);
}

void Validator::resetStats()
{
    d->table.stats() = {};
}

void Validator::setCurrentTimeForTesting(qint64 msecsSinceEpoch)
{
    EntryJudge::setNowForTesting(msecsSinceEpoch);
}

void Validator::setParallelPassForTesting(int minEntries)
{
    EntryJudge::setParallelEntriesForTesting(minEntries);
}
