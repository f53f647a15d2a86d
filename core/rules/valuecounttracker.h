// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The counts of a file's values that file rules need: priority-uniform and
// lastmod-uniform (how many entries carry a priority or lastmod and whether all
// their values are one), and the <news:news> count of news-too-many. Kept per file
// as values come and go, without a table of the values.

#include "hashbytes.h"
#include "settracker.h"

#include <QByteArrayView>

#include <vector>

class SitemapDocument;

class ValueCountTracker final : public SetTracker
{
public:
    explicit ValueCountTracker(const SitemapDocument &doc);
    // Reads doc from now on: its content is the one judged so far (Validator::adopt).
    void rebind(const SitemapDocument &doc) { m_doc = &doc; }

    RuleMask rules() const override
    {
        return ruleBit(RuleId::PriorityUniform) | ruleBit(RuleId::LastmodUniform);
    }
    void reset(int fileCount) override;
    void rowsInserted(int, const EntryRuns &) override {}
    void rowsRemoved(int, const EntryRuns &) override {}
    // File rules: no entry carries them.
    std::vector<ProblemDetail> details(RuleId, int, int, const EntryFacts &,
                                       const FileContext &) const override
    {
        return {ProblemDetail()};
    }

    static bool tracksValues(Field field)
    {
        return field == Field::Priority || field == Field::LastMod;
    }
    // The key of a trimmed priority or lastmod value: a decimal priority by its number
    // (numerically equal values share it; the bits tell 0 from -0, as the number's
    // 17-digit text did), anything else by its text. Keys are only compared within
    // one file and field, so neither is mixed in.
    static quint64 valueKey(Field field, QByteArrayView trimmed);
    // The value key of an entry's priority or lastmod, 0 when it has none.
    static quint64 entryValueKey(const SitemapDocument &doc, int file, int entry, Field field);

    // A value key of the field (priority or lastmod) counted in (delta +1) or out (-1).
    void countValue(int file, Field field, quint64 key, int delta)
    {
        File &f = m_files[size_t(file)];
        const bool priority = field == Field::Priority;
        (priority ? f.priorityCarriers : f.lastmodCarriers) += delta;
        (priority ? f.prioritySpread : f.lastmodSpread).add(key, delta);
    }
    void addNews(int file, int delta) { m_files[size_t(file)].newsCount += delta; }
    int newsCount(int file) const { return m_files[size_t(file)].newsCount; }

    // The uniform rules of a sitemap file.
    RuleMask fileRules(int file) const;
    // The counts the file rules' facts carry; with mask (the file's rules), the
    // uniform values their messages name.
    void fillFacts(int file, RuleMask mask, FileFacts &ff) const;

private:
    // Whether the keys of one field's values in a file are all one key, without a
    // table of the keys: from their sum and the sum of their squares, as 128-bit
    // integers that wrap. For n keys, n * squares - sum * sum is the sum of (a - b)^2
    // over every pair: zero when all are equal; otherwise a positive number that
    // would have to be a multiple of 2^128. For two values held m and n times that is
    // m * n * (a - b)^2, which with m and n below 2^16 takes keys equal in their low
    // 49 bits: for 64-bit hashes, rarer than two URLs sharing a key.
    struct KeySpread
    {
        using Wide = HashBytes::Wide;
        Wide sum = 0;
        Wide squares = 0;

        void add(quint64 key, int sign)
        {
            const Wide square = Wide(key) * key;
            if (sign > 0) {
                sum += key;
                squares += square;
            } else {
                sum -= key;
                squares -= square;
            }
        }
        bool allEqual(int n) const { return Wide(quint64(n)) * squares == sum * sum; }
    };
    struct File
    {
        int priorityCarriers = 0, lastmodCarriers = 0;
        KeySpread prioritySpread, lastmodSpread; // of their value keys
        int newsCount = 0;
    };
    QString firstValue(int file, Field field) const;

    const SitemapDocument *m_doc;
    std::vector<File> m_files;
};
