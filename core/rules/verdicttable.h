// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Validator's verdicts: per entry its rule bits and its two URL keys, per file
// its file rules, the problem counts by severity and by rule that follow every
// change of a mask, and the change signals, merged into ranges. The rules' judges
// (the entry rules in the Validator, the set rules in the trackers) write their
// bits here; the views read them through the Validator.

#include "settracker.h"
#include "validator.h"
#include "zeroedvector.h"

#include <QHash>

#include <vector>

class VerdictTable
{
public:
    // Per entry, side by side: an edit reads all three, and at a million entries each
    // table apart was one more wait for memory.
    struct Marks
    {
        EntryRuleMask mask;  // rule bits
        quint64 key = 0;     // duplicate-key hash, 0: none (DuplicateTracker)
        quint64 nearKey = 0; // near-duplicate-key hash, 0: none (NearDuplicateTracker)
    };
    static_assert(sizeof(Marks) == 24, "three words an entry");
    // The problems of an entry beyond one per rule bit, by severity: its own rules'
    // (local: the video rules, once per field or video) and the hreflang set rules'
    // (set: once per alternate or pair).
    struct Extra
    {
        SeverityCounts local = NoCounts;
        SeverityCounts set = NoCounts;
    };
    struct File
    {
        ZeroedVector<Marks> marks;
        // Only entries that have extra problems are held, so most files hold none;
        // keyed by entry, shifted as entries come and go.
        QHash<int, Extra> extras;
        RuleMask fileMask;
    };

    explicit VerdictTable(Validator *validator);
    // The validator whose signals tell what changed (null: none are sent).
    void setValidator(Validator *validator) { m_validator = validator; }

    // Forgets every verdict and count: a full pass of fileCount files follows.
    void reset(int fileCount);
    int fileCount() const { return int(m_files.size()); }
    File &file(int file) { return m_files[size_t(file)]; }
    const File &file(int file) const { return m_files[size_t(file)]; }
    ZeroedVector<Marks> &marks(int file) { return m_files[size_t(file)].marks; }
    const ZeroedVector<Marks> &marks(int file) const { return m_files[size_t(file)].marks; }
    Marks &at(int file, int entry) { return m_files[size_t(file)].marks[size_t(entry)]; }
    const Marks &at(int file, int entry) const
    {
        return m_files[size_t(file)].marks[size_t(entry)];
    }
    RuleMask mask(int file, int entry) const { return at(file, entry).mask; }
    bool hasEntry(int file, int entry) const
    {
        return file >= 0 && size_t(file) < m_files.size() && entry >= 0 &&
               size_t(entry) < m_files[size_t(file)].marks.size();
    }
    void clear() { m_files.clear(); }

    // An entry's rule bits; the counts follow and the entry is signalled.
    void setMask(int file, int entry, RuleMask mask);
    void setBit(int file, int entry, RuleId rule, bool on);
    // A file's rule bits; the counts follow and the file is signalled.
    void setFileMask(int file, RuleMask mask);
    // An entry's extra problems of one kind (set: the hreflang set rules', else its
    // own rules'), counted.
    void setExtra(int file, int entry, bool set, const SeverityCounts &value);
    // Takes an entry's extra problems out of the counts (the entry goes away).
    void dropExtras(int file, int entry);
    // Rows inserted or removed in runs: the rows, and the extras of the entries
    // after them.
    void insertRows(int file, const EntryRuns &runs);
    void removeRows(int file, const EntryRuns &runs);

    // Counts an entry's mask in (sign +1) or out (-1), per severity and per rule.
    void adjustEntryCounts(RuleMask mask, int sign);
    // The same per severity only (a file's mask).
    void adjustCounts(RuleMask mask, int sign);
    // Counts the extras of every file in (after a full pass).
    void countExtras();
    qint64 count(Severity severity) const { return m_counts[int(severity)]; }
    qint64 entriesWith(RuleId rule) const { return m_entryRuleCounts[int(rule)]; }
    RuleMask severityMask(int severity) const { return m_severityMasks[severity]; }

    // The entry's problems changed: signalled with its neighbours' at the next flush.
    void markChanged(int file, int entry);
    // Signals the pending range now (before a file's signal, which the views may
    // answer by reading entries).
    void flushRange();
    // Signals what changed, unless one edit over many entries is being applied.
    void flush();
    void setCountsDirty() { m_countsDirty = true; }
    // One edit over many entries: the range grows to cover them all, and flush()
    // waits for the end.
    void beginBatch() { ++m_batching; }
    void endBatch() { --m_batching; }
    bool batching() const { return m_batching > 0; }

    Validator::Stats &stats() const { return m_stats; }

private:
    Validator *m_validator;
    std::vector<File> m_files;
    qint64 m_counts[3] = {0, 0, 0};
    qint64 m_entryRuleCounts[RuleCount] = {}; // entries that carry each rule
    RuleMask m_severityMasks[3];
    mutable Validator::Stats m_stats; // the lookups that walk the set count their entries too
    // Pending signal range, merged while contiguous.
    int m_pendingFile = -1, m_pendingFirst = 0, m_pendingLast = -1;
    bool m_countsDirty = false;
    int m_batching = 0; // > 0 while one edit over many entries is applied
};
