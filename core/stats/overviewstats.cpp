// SPDX-License-Identifier: GPL-3.0-or-later
#include "overviewstats.h"

#include "lastmod.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "validator.h"
#include "workerthread.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

namespace Overview {

namespace {

using Kind = Bucket::Kind;

// Which bucket of a chart an entry falls in: the kind and, for Kind::Value, the
// value as bytes (a view into the pool or into a scratch buffer of the caller).
struct Placed
{
    Kind kind = Kind::Missing;
    QByteArrayView value;
};

QByteArrayView trimmedValue(const SitemapDocument &doc, const Entry &e, Field field)
{
    return UrlTools::trimXmlWhitespace(doc.pool().view(e.value(field)));
}

Placed monthOf(const SitemapDocument &doc, const Entry &e)
{
    if (!e.has(Field::LastMod))
        return {Kind::Missing, {}};
    const QByteArrayView v = trimmedValue(doc, e, Field::LastMod);
    const LastMod::Verdict verdict = LastMod::check(v).verdict;
    // A date without a time zone or a month alone still names its month.
    if (verdict == LastMod::Verdict::Format || verdict == LastMod::Verdict::InvalidDate)
        return {Kind::Invalid, {}};
    if (v.size() >= 7 && v[4] == '-')
        return {Kind::Value, v.first(7)};
    return {Kind::Value, v.first(std::min<qsizetype>(4, v.size()))};
}

// The host and path of a loc; false when it is no absolute URL. Non-ASCII URLs
// go through UrlTools::split(), their parts into the scratch buffers.
struct UrlPieces
{
    QByteArrayView host;
    int port = -1;
    QByteArrayView path;
};

bool urlPieces(QByteArrayView loc, UrlPieces *pieces, QByteArray *hostScratch,
               QByteArray *pathScratch)
{
    // On bytes, non-ASCII ones included (a host or segment is then its UTF-8 as
    // written); UrlTools::split() only where the bytes do not settle it (a port
    // that is not plain digits).
    UrlTools::AsciiParts ascii;
    if (UrlTools::splitAscii(loc, &ascii)) {
        if (!ascii.absolute)
            return false;
        pieces->host = ascii.host;
        pieces->port = ascii.port;
        pieces->path = ascii.path;
        return true;
    }
    const UrlTools::Parts parts = UrlTools::split(QString::fromUtf8(loc));
    if (!parts.absolute)
        return false;
    *hostScratch = parts.host.toUtf8();
    *pathScratch = parts.path.toUtf8();
    pieces->host = *hostScratch;
    pieces->port = parts.port;
    pieces->path = *pathScratch;
    return true;
}

// The host lower-cased, with ":port" when one is given.
QByteArrayView hostKey(const UrlPieces &pieces, QByteArray *scratch)
{
    const bool upper = std::any_of(pieces.host.begin(), pieces.host.end(),
                                   [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!upper && pieces.port < 0)
        return pieces.host;
    QByteArray key = pieces.host.toByteArray().toLower();
    if (pieces.port >= 0)
        key += ':' + QByteArray::number(pieces.port);
    *scratch = std::move(key);
    return *scratch;
}

// The segment of path right below prefix (empty: the path is the prefix itself);
// false when the path does not lie below prefix.
bool segmentBelow(QByteArrayView path, const QByteArrayList &prefix, QByteArrayView *segment)
{
    QByteArrayView rest = path.startsWith('/') ? path.sliced(1) : path;
    const auto take = [&rest]() {
        const qsizetype slash = rest.indexOf('/');
        const QByteArrayView s = slash < 0 ? rest : rest.first(slash);
        rest = slash < 0 ? QByteArrayView() : rest.sliced(slash + 1);
        return s;
    };
    for (const QByteArray &wanted : prefix) {
        if (take() != QByteArrayView(wanted))
            return false;
    }
    *segment = take();
    return true;
}

// Path: Missing and Invalid count only at the top, where every entry is "below".
bool pathOf(const SitemapDocument &doc, const Entry &e, const QByteArrayList &prefix,
            Placed *placed, QByteArray *scratchA, QByteArray *scratchB)
{
    if (!e.has(Field::Loc)) {
        *placed = {Kind::Missing, {}};
        return prefix.isEmpty();
    }
    UrlPieces pieces;
    if (!urlPieces(trimmedValue(doc, e, Field::Loc), &pieces, scratchA, scratchB)) {
        *placed = {Kind::Invalid, {}};
        return prefix.isEmpty();
    }
    QByteArrayView segment;
    if (!segmentBelow(pieces.path, prefix, &segment))
        return false;
    *placed = segment.isEmpty() ? Placed{Kind::Here, {}} : Placed{Kind::Value, segment};
    return true;
}

Placed hostOf(const SitemapDocument &doc, const Entry &e, QByteArray *scratchA,
              QByteArray *scratchB, QByteArray *scratchC)
{
    if (!e.has(Field::Loc))
        return {Kind::Missing, {}};
    UrlPieces pieces;
    if (!urlPieces(trimmedValue(doc, e, Field::Loc), &pieces, scratchA, scratchB))
        return {Kind::Invalid, {}};
    return {Kind::Value, hostKey(pieces, scratchC)};
}

// The index of the value in Protocol::ChangefreqValues; -1 Missing, -2 Invalid.
int changeFreqOf(const SitemapDocument &doc, const Entry &e)
{
    if (!e.has(Field::ChangeFreq))
        return -1;
    const QByteArrayView v = trimmedValue(doc, e, Field::ChangeFreq);
    for (size_t i = 0; i < Protocol::ChangefreqValues.size(); ++i) {
        if (v == QByteArrayView(Protocol::ChangefreqValues[i]))
            return int(i);
    }
    return -2;
}

constexpr int PriorityScale = 1000; // priorityKey() keeps three decimals

// The priority in thousandths; -1 Missing, -2 Invalid.
int priorityOf(const SitemapDocument &doc, const Entry &e)
{
    if (!e.has(Field::Priority))
        return -1;
    double v = 0;
    if (!Rules::isDecimal(trimmedValue(doc, e, Field::Priority), &v) || v < Protocol::MinPriority ||
        v > Protocol::MaxPriority)
        return -2;
    return int(std::lround(v * PriorityScale));
}

QString priorityKeyOf(int thousandths)
{
    return priorityKey(double(thousandths) / PriorityScale);
}

// Counts by byte value without a copy per entry: an open-addressing table over
// the keys' hashes (a cheap hash of its own: the keys are months, segments and
// hosts, and a million of them are counted per chart), a key copied only when it
// is new; entries in a row often share theirs.
class Counter
{
public:
    void add(QByteArrayView key, qint64 n = 1)
    {
        if (m_last < 0 || key != QByteArrayView(m_keys[size_t(m_last)]))
            m_last = indexOf(key);
        m_counts[size_t(m_last)] += n;
    }
    // The place of key's count (a new one at 0), for addAt().
    int indexOf(QByteArrayView key)
    {
        if (m_keys.size() * 4 >= m_slots.size() * 3)
            grow();
        const quint64 h = hashOf(key);
        const size_t mask = m_slots.size() - 1;
        for (size_t i = size_t(h) & mask;; i = (i + 1) & mask) {
            const int k = m_slots[i];
            if (k < 0) {
                m_slots[i] = int(m_keys.size());
                m_keys.push_back(key.toByteArray());
                m_hashes.push_back(h);
                m_counts.push_back(0);
                return m_slots[i];
            }
            if (m_hashes[size_t(k)] == h && QByteArrayView(m_keys[size_t(k)]) == key)
                return k;
        }
    }
    void addAt(int index) { ++m_counts[size_t(index)]; }
    void merge(const Counter &other)
    {
        for (int k = 0; k < other.size(); ++k)
            add(other.key(k), other.count(k));
    }
    int size() const { return int(m_keys.size()); }
    const QByteArray &key(int k) const { return m_keys[size_t(k)]; }
    qint64 count(int k) const { return m_counts[size_t(k)]; }

private:
    void grow()
    {
        std::vector<int> table(std::max<size_t>(64, m_slots.size() * 2), -1);
        const size_t mask = table.size() - 1;
        for (size_t k = 0; k < m_keys.size(); ++k) {
            size_t i = size_t(m_hashes[k]) & mask;
            while (table[i] >= 0)
                i = (i + 1) & mask;
            table[i] = int(k);
        }
        m_slots.swap(table);
    }
    static quint64 hashOf(QByteArrayView key)
    {
        quint64 h = 0x9e3779b97f4a7c15ull ^ quint64(key.size());
        const char *p = key.data();
        qsizetype n = key.size();
        for (; n >= 8; p += 8, n -= 8) {
            quint64 w;
            std::memcpy(&w, p, 8);
            h = (h ^ w) * 0xff51afd7ed558ccdull;
            h ^= h >> 32;
        }
        if (n > 0) {
            quint64 w = 0;
            std::memcpy(&w, p, size_t(n));
            h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
        }
        h ^= h >> 33;
        h *= 0xff51afd7ed558ccdull;
        return h ^ (h >> 33);
    }

    std::vector<int> m_slots; // indexes into the vectors below; -1: free
    std::vector<QByteArray> m_keys;
    std::vector<quint64> m_hashes;
    std::vector<qint64> m_counts;
    int m_last = -1; // the key added last
};

struct KindCounts
{
    qint64 missing = 0, invalid = 0, here = 0;
    void add(Kind kind)
    {
        if (kind == Kind::Missing)
            ++missing;
        else if (kind == Kind::Invalid)
            ++invalid;
        else if (kind == Kind::Here)
            ++here;
    }
    void merge(const KindCounts &o)
    {
        missing += o.missing;
        invalid += o.invalid;
        here += o.here;
    }
    void appendTo(std::vector<Bucket> &out) const
    {
        if (invalid)
            out.push_back({Kind::Invalid, {}, invalid});
        if (missing)
            out.push_back({Kind::Missing, {}, missing});
    }
};

std::vector<Bucket> valueBuckets(const Counter &counter)
{
    std::vector<Bucket> out;
    out.reserve(size_t(counter.size()));
    for (int k = 0; k < counter.size(); ++k)
        out.push_back({Kind::Value, QString::fromUtf8(counter.key(k)), counter.count(k)});
    return out;
}

void sortByCount(std::vector<Bucket> &buckets)
{
    std::sort(buckets.begin(), buckets.end(), [](const Bucket &a, const Bucket &b) {
        if (a.count != b.count)
            return a.count > b.count;
        return a.value < b.value;
    });
}

QByteArrayList utf8Segments(const QStringList &segments)
{
    QByteArrayList out;
    out.reserve(segments.size());
    for (const QString &s : segments)
        out << s.toUtf8();
    return out;
}

} // namespace

QString priorityKey(double value)
{
    QString key = QString::number(value, 'f', 3);
    while (key.endsWith(QLatin1Char('0')) && !key.endsWith(QLatin1String(".0")))
        key.chop(1);
    return key;
}

std::vector<bool> countedFiles(const SitemapDocument &doc)
{
    bool onlyIndexes = true;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (!doc.file(f).isIndex() && doc.file(f).isSitemap())
            onlyIndexes = false;
    }
    std::vector<bool> counted(size_t(doc.fileCount()));
    for (int f = 0; f < doc.fileCount(); ++f)
        counted[size_t(f)] = onlyIndexes || !doc.file(f).isIndex();
    return counted;
}

namespace {

// The counts of a share of the entries; two shares are merged.
struct Tally
{
    qint64 entries = 0, underPrefix = 0;
    Counter months, paths, hosts;
    KindCounts monthKinds, pathKinds, hostKinds, freqKinds, priorityKinds;
    qint64 freq[Protocol::ChangefreqValues.size()] = {};
    std::vector<qint64> priorities = std::vector<qint64>(PriorityScale + 1, 0);
    QByteArray scratchA, scratchB, scratchC;
    // The month, changefreq and priority counted for a value, by its reference.
    PoolRefMemo<int, 4096> monthMemo, freqMemo, priorityMemo;

    void count(const SitemapDocument &doc, const Entry &e, const QByteArrayList &prefix)
    {
        ++entries;
        if (e.has(Field::LastMod)) {
            // The place of the month's count; -1: no date.
            const int month = monthMemo.get(e.value(Field::LastMod), [&] {
                const Placed placed = monthOf(doc, e);
                return placed.kind == Kind::Value ? months.indexOf(placed.value) : -1;
            });
            if (month >= 0)
                months.addAt(month);
            else
                monthKinds.add(Kind::Invalid);
        } else {
            monthKinds.add(Kind::Missing);
        }

        // The loc is split once for the host and the path.
        Placed host{Kind::Missing, {}};
        Placed path{Kind::Missing, {}};
        bool below = prefix.isEmpty();
        if (e.has(Field::Loc)) {
            UrlPieces pieces;
            if (urlPieces(trimmedValue(doc, e, Field::Loc), &pieces, &scratchA, &scratchB)) {
                host = {Kind::Value, hostKey(pieces, &scratchC)};
                QByteArrayView segment;
                below = segmentBelow(pieces.path, prefix, &segment);
                path = segment.isEmpty() ? Placed{Kind::Here, {}} : Placed{Kind::Value, segment};
            } else {
                host.kind = path.kind = Kind::Invalid;
            }
        }
        if (host.kind == Kind::Value)
            hosts.add(host.value);
        else
            hostKinds.add(host.kind);
        if (below) {
            ++underPrefix;
            if (path.kind == Kind::Value)
                paths.add(path.value);
            else
                pathKinds.add(path.kind);
        }

        const int fq = e.has(Field::ChangeFreq) ? freqMemo.get(e.value(Field::ChangeFreq),
                                                               [&] { return changeFreqOf(doc, e); })
                                                : -1;
        if (fq >= 0)
            ++freq[fq];
        else
            freqKinds.add(fq == -1 ? Kind::Missing : Kind::Invalid);

        const int pr = e.has(Field::Priority) ? priorityMemo.get(e.value(Field::Priority),
                                                                 [&] { return priorityOf(doc, e); })
                                              : -1;
        if (pr >= 0)
            ++priorities[size_t(pr)];
        else
            priorityKinds.add(pr == -1 ? Kind::Missing : Kind::Invalid);
    }

    void merge(const Tally &o)
    {
        entries += o.entries;
        underPrefix += o.underPrefix;
        months.merge(o.months);
        paths.merge(o.paths);
        hosts.merge(o.hosts);
        monthKinds.merge(o.monthKinds);
        pathKinds.merge(o.pathKinds);
        hostKinds.merge(o.hostKinds);
        freqKinds.merge(o.freqKinds);
        priorityKinds.merge(o.priorityKinds);
        for (size_t i = 0; i < Protocol::ChangefreqValues.size(); ++i)
            freq[i] += o.freq[i];
        for (size_t i = 0; i < priorities.size(); ++i)
            priorities[i] += o.priorities[i];
    }
};

// Entries first..last (a position over the counted files, in file order).
struct Span
{
    qint64 first = 0, last = 0;
};

// Counts the entries of the span; false when cancelled.
bool countSpan(const SitemapDocument &doc, const std::vector<bool> &counted,
               const QByteArrayList &prefix, Span span, const std::atomic<bool> *cancel,
               Tally *tally)
{
    qint64 at = 0;
    for (int f = 0; f < doc.fileCount() && at < span.last; ++f) {
        if (!counted[size_t(f)])
            continue;
        const qint64 n = doc.entryCount(f);
        const qint64 from = std::max<qint64>(span.first - at, 0);
        const qint64 to = std::min<qint64>(span.last - at, n);
        for (qint64 i = from; i < to; ++i) {
            if ((i & 4095) == 0 && cancel && cancel->load(std::memory_order_relaxed))
                return false;
            tally->count(doc, doc.entry(f, int(i)), prefix);
        }
        at += n;
    }
    return true;
}

int g_parallelEntries = 65536;

} // namespace

void setParallelCountForTesting(int minEntries)
{
    g_parallelEntries = minEntries > 0 ? minEntries : 65536;
}

Result compute(const SitemapDocument &doc, const QStringList &pathPrefix,
               const std::atomic<bool> *cancel)
{
    Result result;
    result.pathPrefix = pathPrefix;
    const QByteArrayList prefix = utf8Segments(pathPrefix);
    const std::vector<bool> counted = countedFiles(doc);
    qint64 total = 0;
    for (int f = 0; f < doc.fileCount(); ++f)
        total += counted[size_t(f)] ? doc.entryCount(f) : 0;
    // A large set on two threads, each counting half of the entries.
    Tally tally;
    bool complete = true;
    if (total >= g_parallelEntries && std::thread::hardware_concurrency() > 1) {
        Tally second;
        bool secondComplete = true;
        WorkerThread worker([&] {
            secondComplete = countSpan(doc, counted, prefix, {total / 2, total}, cancel, &second);
        });
        complete = countSpan(doc, counted, prefix, {0, total / 2}, cancel, &tally);
        worker.join();
        complete = complete && secondComplete;
        tally.merge(second);
    } else {
        complete = countSpan(doc, counted, prefix, {0, total}, cancel, &tally);
    }
    if (!complete) {
        result.cancelled = true;
        return result;
    }
    result.entries = tally.entries;
    result.underPrefix = tally.underPrefix;
    const Counter &months = tally.months;
    const Counter &paths = tally.paths;
    const Counter &hosts = tally.hosts;
    const KindCounts &monthKinds = tally.monthKinds;
    const KindCounts &pathKinds = tally.pathKinds;
    const KindCounts &hostKinds = tally.hostKinds;
    const KindCounts &freqKinds = tally.freqKinds;
    const KindCounts &priorityKinds = tally.priorityKinds;
    const qint64 *freq = tally.freq;
    const std::vector<qint64> &priorities = tally.priorities;

    std::vector<Bucket> &monthOut = result.charts[int(Chart::Month)];
    monthOut = valueBuckets(months);
    std::sort(monthOut.begin(), monthOut.end(),
              [](const Bucket &a, const Bucket &b) { return a.value < b.value; });
    monthKinds.appendTo(monthOut);

    std::vector<Bucket> &pathOut = result.charts[int(Chart::Path)];
    pathOut = valueBuckets(paths);
    sortByCount(pathOut);
    if (pathKinds.here)
        pathOut.insert(pathOut.begin(), {Kind::Here, {}, pathKinds.here});
    pathKinds.appendTo(pathOut);

    std::vector<Bucket> &hostOut = result.charts[int(Chart::Host)];
    hostOut = valueBuckets(hosts);
    sortByCount(hostOut);
    hostKinds.appendTo(hostOut);

    std::vector<Bucket> &freqOut = result.charts[int(Chart::ChangeFreq)];
    for (size_t i = 0; i < Protocol::ChangefreqValues.size(); ++i) {
        if (freq[i])
            freqOut.push_back(
                {Kind::Value, QString::fromLatin1(Protocol::ChangefreqValues[i]), freq[i]});
    }
    freqKinds.appendTo(freqOut);

    std::vector<Bucket> &priorityOut = result.charts[int(Chart::Priority)];
    for (int p = 0; p <= PriorityScale; ++p) {
        if (priorities[size_t(p)])
            priorityOut.push_back({Kind::Value, priorityKeyOf(p), priorities[size_t(p)]});
    }
    priorityKinds.appendTo(priorityOut);
    return result;
}

std::vector<Bucket> ruleBuckets(const Validator &validator)
{
    std::vector<Bucket> out;
    for (int r = 0; r < RuleCount; ++r) {
        const qint64 n = validator.entriesWith(RuleId(r));
        if (n > 0)
            out.push_back({Kind::Value, Rules::idString(RuleId(r)), n});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Bucket &a, const Bucket &b) { return a.count > b.count; });
    return out;
}

QStringList BucketRef::path() const
{
    QStringList segments = pathPrefix;
    if (kind == Kind::Value)
        segments << value;
    return segments;
}

BucketFilter::BucketFilter(const SitemapDocument *doc, const Validator *validator, BucketRef bucket)
    : m_doc(doc), m_validator(validator), m_bucket(std::move(bucket)),
      m_value(m_bucket.value.toUtf8()), m_prefix(utf8Segments(m_bucket.pathPrefix))
{
    switch (m_bucket.chart) {
    case Chart::ChangeFreq:
        for (size_t i = 0; i < Protocol::ChangefreqValues.size(); ++i) {
            if (m_value == QByteArrayView(Protocol::ChangefreqValues[i]))
                m_number = int(i);
        }
        break;
    case Chart::Priority: {
        double v = 0;
        if (Rules::isDecimal(m_value, &v))
            m_number = int(std::lround(v * PriorityScale));
        break;
    }
    case Chart::Rule:
        m_rule = Rules::fromId(m_bucket.value);
        break;
    default:
        break;
    }
    // A kind other than Value matches by kind alone (-1 Missing, -2 Invalid).
    if (m_bucket.kind == Kind::Missing)
        m_number = -1;
    else if (m_bucket.kind == Kind::Invalid)
        m_number = -2;
}

bool BucketFilter::accepts(int file, int entry) const
{
    const Entry &e = m_doc->entry(file, entry);
    Placed placed;
    switch (m_bucket.chart) {
    case Chart::Month:
        placed = monthOf(*m_doc, e);
        break;
    case Chart::Path:
        if (!pathOf(*m_doc, e, m_prefix, &placed, &m_scratch[0], &m_scratch[1]))
            return false;
        break;
    case Chart::Host:
        placed = hostOf(*m_doc, e, &m_scratch[0], &m_scratch[1], &m_scratch[2]);
        break;
    case Chart::ChangeFreq:
        return changeFreqOf(*m_doc, e) == m_number;
    case Chart::Priority:
        return priorityOf(*m_doc, e) == m_number;
    case Chart::Rule:
        return m_validator && m_rule && m_validator->entryRuleMask(file, entry).has(*m_rule);
    }
    if (placed.kind != m_bucket.kind)
        return false;
    return placed.kind != Kind::Value || placed.value == QByteArrayView(m_value);
}

} // namespace Overview
