// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// index-lastmod-stale: an index entry's lastmod against the newest lastmod of the
// file it lists. Per file, the newest usable lastmod instant and how many entries
// hold it, counted as values come and go and recounted only when the last holder
// of the newest one goes.

#include "lastmod.h"
#include "settracker.h"
#include "verdicttable.h"

#include <utility>
#include <vector>

class SetMemory;
class SitemapDocument;

class IndexDateTracker final : public SetTracker
{
public:
    IndexDateTracker(const SitemapDocument &doc, VerdictTable &table);
    // Reads doc from now on: its content is the one judged so far (Validator::adopt).
    void rebind(const SitemapDocument &doc) { m_doc = &doc; }
    // The files doc holds without their entries (a set checked one file at a time)
    // have their newest lastmod here (not owned; null: none).
    void setMemory(const SetMemory *memory) { m_memory = memory; }

    RuleMask rules() const override { return ruleBit(RuleId::IndexLastmodStale); }
    void reset(int fileCount) override;
    void rowsInserted(int file, const EntryRuns &) override { forgetNewestEntry(file); }
    void rowsRemoved(int file, const EntryRuns &) override { forgetNewestEntry(file); }
    std::vector<ProblemDetail> details(RuleId rule, int file, int entry, const EntryFacts &ef,
                                       const FileContext &ctx) const override;

    // A lastmod instant the rule compares: a date at 00:00 UTC, a time without zone
    // as UTC; none for a value that is no date.
    static qint64 usableInstant(bool has, const LastMod::Result &r);
    // The usable instant of an entry's lastmod, NoInstant when none.
    qint64 lastmodInstant(int file, int entry) const;
    // The newest usable lastmod of a file and its text as written, quoted (the
    // message of index-lastmod-stale names it); NoInstant and "" when none.
    std::pair<qint64, QString> newest(int file) const;
    // A lastmod instant of the file counted in or out (NoInstant: nothing).
    void add(int file, qint64 ms);
    void remove(int file, qint64 ms);
    // A judged range's newest instant, the number of its entries that have it and
    // the first of them, counted in (a full pass: the ranges in entry order).
    void addJudged(int file, qint64 ms, int count, int first);
    // Puts the bit into the masks of every stale index entry, without signals or
    // counts: the end of a full pass.
    void judgeAll();
    // Re-decides index-lastmod-stale where a change in this file may move it: the
    // entry itself in an index, the entry listing the file otherwise.
    void refresh(int file, int entry);

private:
    struct File
    {
        // newestCount 0: none; dirty: to be counted again.
        qint64 newestMs = NoInstant;
        int newestCount = 0;
        // The first entry with newestMs, as a full pass found it; -1 once an edit
        // may have moved it (newest() then looks for it).
        int newestAt = -1;
        bool dirty = false;
    };
    void forgetNewestEntry(int file);
    bool live(int file) const;
    qint64 newestOf(int file);
    bool isStale(int file, int entry);
    // The index entry that lists a file, {-1, -1} when none.
    std::pair<int, int> listingEntry(int file) const;
    // The newest lastmod of a file as written, quoted.
    QString newestLastmodText(int file) const;
    // The file's entries are not in the document: the memory speaks for them.
    bool remembered(int file) const;

    const SitemapDocument *m_doc;
    const SetMemory *m_memory = nullptr;
    VerdictTable &m_table;
    std::vector<File> m_files;
};
