// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the entries of a document spread: over lastmod months, over the sections
// of their paths (one level below a chosen prefix), over hosts, over changefreq
// and priority values, and over the rules they break. Each spread is a list of
// buckets with counts, for the editor's overview; which bucket an entry falls
// in is decided by one function (bucketOf), so a filter by a bucket shows
// exactly the entries counted in it.
//
// compute() only reads the document: it may run on another thread while
// nothing changes the document (OverviewTracker sees to that).

#include "entry.h"
#include "rules.h"
#include "sitemaptablemodel.h"

#include <QByteArray>
#include <QByteArrayList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <vector>

class SitemapDocument;
class Validator;

namespace Overview {

enum class Chart : quint8
{
    Month,      // lastmod by month ("2024-05"; "2024" for a year alone)
    Path,       // the next path segment below a prefix
    Host,       // host (and port when one is given), lower-cased
    ChangeFreq, // the protocol's values
    Priority,   // numeric values
    Rule        // entries carrying each rule
};
constexpr int ChartCount = 6;

struct Bucket
{
    enum class Kind : quint8
    {
        Value,   // value holds the month, segment, host, changefreq, priority or rule id
        Missing, // the element is not there (Path and Host: no loc)
        Invalid, // there, but no month, URL, known frequency or priority in range
        Here     // Path: the address of the prefix itself, nothing below it
    };
    Kind kind = Kind::Value;
    QString value;
    qint64 count = 0;

    friend bool operator==(const Bucket &a, const Bucket &b)
    {
        return a.kind == b.kind && a.value == b.value && a.count == b.count;
    }
};

// The buckets of every chart but Rule (which the Validator keeps, see ruleBuckets()).
struct Result
{
    qint64 entries = 0;     // entries looked at (the URLs of the set)
    QStringList pathPrefix; // the segments the Path chart is below
    qint64 underPrefix = 0; // entries whose path lies below it
    // Month: in time order; Path and Host: most entries first; ChangeFreq: in the
    // protocol's order; Priority: by value. Invalid and Missing come last.
    std::vector<Bucket> charts[ChartCount - 1];
    bool cancelled = false;

    const std::vector<Bucket> &chart(Chart c) const { return charts[int(c)]; }
};

// Files whose entries count: the sitemaps of a set, not its index (whose entries
// are the sitemaps), unless the document holds nothing but indexes.
std::vector<bool> countedFiles(const SitemapDocument &doc);

// Counts every chart but Rule (a large set on two threads). cancel (may be null)
// is looked at every few thousand entries; when set, the result is marked
// cancelled and incomplete.
Result compute(const SitemapDocument &doc, const QStringList &pathPrefix = {},
               const std::atomic<bool> *cancel = nullptr);

// Tests: a set of at least this many entries is counted on two threads (0: the
// default, 65,536).
void setParallelCountForTesting(int minEntries);

// Entries per rule, most first, from the validator's counts (rules with none are
// left out). value is the rule's id ("loc-duplicate").
std::vector<Bucket> ruleBuckets(const Validator &validator);

// A bucket of one chart, as a filter names it.
struct BucketRef
{
    Chart chart = Chart::Month;
    Bucket::Kind kind = Bucket::Kind::Value;
    QString value;
    QStringList pathPrefix; // Path: the prefix the bucket is below

    // The path of a Path bucket as segments (the prefix, plus the value unless Here).
    QStringList path() const;
    friend bool operator==(const BucketRef &a, const BucketRef &b)
    {
        return a.chart == b.chart && a.kind == b.kind && a.value == b.value &&
               a.pathPrefix == b.pathPrefix;
    }
};

// The entries of one bucket, as a filter of the table: it accepts an entry when
// compute() (or, for Rule, the validator) counts it in that bucket. The document
// and validator (may be null but for Rule) are not owned.
class BucketFilter final : public RowFilter
{
public:
    BucketFilter(const SitemapDocument *doc, const Validator *validator, BucketRef bucket);
    const BucketRef &bucket() const { return m_bucket; }
    bool accepts(int file, int entry) const override;

private:
    const SitemapDocument *m_doc;
    const Validator *m_validator;
    BucketRef m_bucket;
    QByteArray m_value;      // the value as UTF-8
    QByteArrayList m_prefix; // Path: the prefix as UTF-8
    int m_number = -3;       // ChangeFreq: index of the value; Priority: thousandths
    std::optional<RuleId> m_rule;
    mutable QByteArray m_scratch[3];
};

// The normal form of a priority value counted in one bucket: the number with at
// most three decimals and at least one ("0.5", "1.0", "0.85").
QString priorityKey(double value);

} // namespace Overview
