// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Judges entries for the Validator: each entry's own rules (Rules::checkEntry) and
// the keys its set rules are counted by (the duplicate and near keys, the origin,
// the hreflang alternates, the value keys), from the pool's bytes.
// Keeps each file's context (its kind, own URL, the extension prefixes). A full
// pass judges a large file on two threads and hands the judged ranges back in
// entry order, so that they are counted as if judged one entry after the other.

#include "hreflangtracker.h"
#include "origintracker.h"
#include "validator.h"
#include "verdicttable.h"

#include <functional>
#include <string>
#include <utility>
#include <vector>

class SitemapDocument;

class EntryJudge
{
public:
    // The verdicts of one entry's own rules and the keys of its set rules.
    struct Judged
    {
        RuleMask mask;   // Rules::checkEntry()
        quint64 key = 0; // duplicate-key hash, 0: none
        quint64 nearKey = 0;
        std::vector<HreflangTracker::AltRecord> alts; // sorted, each once
        SeverityCounts extra = NoCounts;              // problems beyond one per bit of mask
        quint32 origin = NoOrigin;
        int news = 0;
        qint64 lastmodMs = NoInstant; // a lastmod instant index-lastmod-stale may use
    };
    // A full pass's part of the entries [first, last) of a file, judged on any
    // thread: the masks and keys go straight into the file's marks (each range its
    // own slots), the rest waits here to be counted.
    struct Range
    {
        int first = 0;
        std::vector<quint32> origins; // numbered by numbers
        OriginNumbers numbers;
        std::vector<quint64> priorityKeys; // ValueCountTracker::entryValueKey(), 0: none
        std::vector<quint64> lastmodKeys;
        std::vector<std::pair<int, std::vector<HreflangTracker::AltRecord>>> alts;
        std::vector<std::pair<int, SeverityCounts>> extras; // entries with some
        int news = 0;
        qint64 newestMs = NoInstant;
        int newestCount = 0;
        int newestAt = -1; // the first entry whose lastmod is newestMs
    };

    EntryJudge(const SitemapDocument &doc, Validator::Stats &stats);
    // Reads doc from now on, its content the one judged so far (Validator::adopt):
    // the contexts point at its namespaces.
    void rebind(const SitemapDocument &doc);

    // The clock lastmod-future compares with (or the tests' instant).
    static qint64 now();
    static void setNowForTesting(qint64 msecsSinceEpoch);
    static void setParallelEntriesForTesting(int minEntries);

    // Forgets the contexts: a full pass of fileCount files follows.
    void reset(int fileCount);
    // Sets up a file's context from the document (its own URL among it).
    const FileContext &setupContext(int file);
    const FileContext &context(int file) const { return m_contexts[size_t(file)]; }
    // The open tags of the validated extensions under the document's prefixes, for
    // every file's context, when the document's declarations changed.
    void refreshKnownTags();
    void setNow(int file) { m_contexts[size_t(file)].nowMSecs = now(); }

    // The facts of one entry (Rules::entryFacts, without the message strings), with
    // the clock read now.
    EntryFacts facts(int file, int entry);
    // Judges one entry; origins numbers its origin. refreshNow: read the clock for
    // this entry.
    Judged judge(int file, int entry, bool refreshNow, OriginTracker &origins);
    // Judges every entry of a file into marks (on two threads when it is large,
    // unless oneThread) and hands each judged range to count, in entry order.
    // Returns the ranges.
    std::vector<Range> judgeFile(int file, ZeroedVector<VerdictTable::Marks> &marks,
                                 const std::function<void(const Range &)> &count);
    void setOneThread(bool one) { m_oneThread = one; }

private:
    template <typename OriginOf>
    Judged judgeWith(int file, int entry, const FileContext &ctx, Rules::EntryKeys &scratch,
                     OriginOf &&originOf) const;
    void judgeRange(int file, int first, int last, ZeroedVector<VerdictTable::Marks> &marks,
                    Range &out) const;
    quint64 duplicateHash(int file, QByteArrayView key) const;
    quint64 nearHash(int file, const std::string &near) const;

    const SitemapDocument *m_doc;
    Validator::Stats &m_stats;
    std::vector<FileContext> m_contexts; // per file
    Rules::EntryKeys m_keys;             // reused from entry to entry
    // The document's extension prefixes (Rules::setExtensionPrefixes), for every
    // file's context.
    FileContext m_prefixes;
    qsizetype m_wrapperDeclarations = -1;
    bool m_oneThread = false;
};
