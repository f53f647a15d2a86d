// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapcompare.h"

#include "hashbytes.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "zeroedvector.h"

#include <QXmlStreamReader>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace Compare {

namespace {

bool sameIgnoringCase(QByteArrayView a, const char *b)
{
    return a.compare(QByteArrayView(b), Qt::CaseInsensitive) == 0;
}

void appendLower(QByteArray &out, QByteArrayView s)
{
    const qsizetype at = out.size();
    out.resize(at + s.size());
    char *to = out.data() + at;
    for (char c : s)
        *to++ = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
}

// The files whose entries are compared: sitemaps, text sitemaps and feeds.
bool comparedFile(const SitemapFile &f)
{
    return !f.unreadable && !f.isIndex() && f.kind != FileKind::Unknown;
}

// True when every prefix both tables know stands for the same URI there: then
// equal fragment text means equal content.
bool samePrefixes(const NamespaceTable &a, const NamespaceTable &b)
{
    for (const auto &[prefix, uri] : a.declarations()) {
        const QString other = b.uriFor(prefix);
        if (!other.isEmpty() && other != uri)
            return false;
    }
    return true;
}

QByteArrayView trimmedView(const SitemapDocument &doc, EntryRef ref, Field field)
{
    return UrlTools::trimXmlWhitespace(doc.rawValue(ref.file, ref.entry, field));
}

constexpr Field aspectField[3] = {Field::LastMod, Field::ChangeFreq, Field::Priority};

class Comparer
{
public:
    Comparer(const SitemapDocument &a, const SitemapDocument &b)
        : m_a(a), m_b(b), m_samePrefixes(samePrefixes(a.namespaces(), b.namespaces()) &&
                                         samePrefixes(b.namespaces(), a.namespaces()))
    {
    }

    quint8 differences(EntryRef x, EntryRef y) const
    {
        const Entry &ex = m_a.entry(x.file, x.entry);
        const Entry &ey = m_b.entry(y.file, y.entry);
        quint8 fields = 0;
        for (int i = 0; i < 3; ++i) {
            const Field f = aspectField[i];
            if (ex.has(f) != ey.has(f) ||
                (ex.has(f) && trimmedView(m_a, x, f) != trimmedView(m_b, y, f)))
                fields |= aspectBit(Aspect(i));
        }
        const QByteArrayView xa = m_a.pool().view(ex.extensions);
        const QByteArrayView xb = m_b.pool().view(ey.extensions);
        if (!(m_samePrefixes && xa == xb) &&
            !sameExtensions(m_a, QString::fromUtf8(xa), m_b, QString::fromUtf8(xb)))
            fields |= aspectBit(Aspect::Extensions);
        return fields;
    }

private:
    const SitemapDocument &m_a;
    const SitemapDocument &m_b;
    bool m_samePrefixes;
};

} // namespace

const char *aspectKey(Aspect a)
{
    switch (a) {
    case Aspect::LastMod:
        return "lastmod";
    case Aspect::ChangeFreq:
        return "changefreq";
    case Aspect::Priority:
        return "priority";
    case Aspect::Extensions:
        break;
    }
    return "extensions";
}

namespace {

// The comparison key of a loc into out (cleared first; its room is kept between
// calls, so the plain ASCII path allocates nothing); false when it holds no URL.
bool writeMatchKey(QByteArray &out, QByteArrayView rawLoc)
{
    out.resize(0); // keeps its room: clear() would give it back
    const QByteArrayView t = UrlTools::trimXmlWhitespace(rawLoc);
    if (t.isEmpty())
        return false;
    UrlTools::AsciiParts p;
    if (UrlTools::isPlainUri(t) && UrlTools::splitAscii(t, &p)) {
        // The plain ASCII path: duplicateKey() without building QStrings.
        if (!p.absolute) {
            out.append(t);
            return true;
        }
        appendLower(out, p.scheme);
        out += "://";
        appendLower(out, p.host);
        const int defaultPort = sameIgnoringCase(p.scheme, "http")    ? 80
                                : sameIgnoringCase(p.scheme, "https") ? 443
                                                                      : -1;
        if (p.port >= 0 && p.port != defaultPort) {
            out += ':';
            out += QByteArray::number(p.port);
        }
        out.append(t.data() + p.pathStart, t.size() - p.pathStart);
        return true;
    }
    out = UrlTools::duplicateKey(QString::fromUtf8(t)).toUtf8();
    return !out.isEmpty();
}

// Entries of one side by the 64-bit hash of their key, in open addressing: a slot
// holds the hash (0: empty) and the entry's number in the caller's list. Equal
// hashes are checked against the key itself (same()), so a collision costs a
// comparison, never a wrong match.
//
// A table that grows moves its keys over a few at a time, with each insert that
// follows, rather than all at once: the comparison's pass runs in slices on the
// window's thread, and placing every key of a table of half a million again took
// one slice 50 to 100 ms. While keys move, a key is looked for in the new slots,
// then in the old ones.
class KeyTable
{
public:
    explicit KeyTable(size_t expected)
    {
        m_slots = Slots(sizeFor(expected));
        m_mask = m_slots.size() - 1;
    }

    static quint64 hashOf(QByteArrayView key)
    {
        const quint64 h = hashBytes(key, 0x5851f42d4c957f2dULL);
        return h ? h : 1;
    }
    // The number stored for the key whose hash is h, -1 when none; same(n) tells
    // whether the entry numbered n has the key looked for.
    template <typename Same> qsizetype find(quint64 h, Same same) const
    {
        const qsizetype number = findIn(m_slots, m_mask, h, same);
        if (number >= 0 || m_moving.empty())
            return number;
        return findIn(m_moving, m_moving.size() - 1, h, same);
    }
    // Takes in the table's pages with one call, for a table that is sized for the
    // keys to come and will be written all over.
    void populate() { PageStorage::populate(m_slots.data(), m_slots.size() * sizeof(Slot)); }
    void insert(quint64 h, qsizetype number)
    {
        if ((m_size + 1) * 10 > m_slots.size() * 7)
            grow();
        place(h, number);
        ++m_size;
        if (!m_moving.empty())
            moveSome(MovedPerInsert);
    }

private:
    // A free slot is all zero bytes (hash 0): the table of a large set (64 MiB at 2.6
    // million URLs) comes as zero pages of 4 KiB, taken in as the keys reach them over
    // the comparison's steps instead of written at once on the window's thread (huge
    // pages would be taken in nearly all by the first step's keys).
    struct Slot
    {
        quint64 hash = 0;
        qsizetype number = 0;
    };
    using Slots = ZeroedVector<Slot, PageStorage::Pages::Small>;
    // Old slots moved with each insert: a table of S slots grows at 0.7 S keys, to 2 S
    // slots, which grow again 0.7 S inserts later; the old slots are all moved after
    // S / 16 of them.
    static constexpr size_t MovedPerInsert = 16;

    static size_t sizeFor(size_t entries)
    {
        // At most seven tenths full.
        size_t size = 16;
        while (size * 7 < entries * 10 + 7)
            size *= 2;
        return size;
    }
    template <typename Same>
    static qsizetype findIn(const Slots &table, size_t mask, quint64 h, Same same)
    {
        for (size_t i = h & mask;; i = (i + 1) & mask) {
            const Slot &slot = table[i];
            if (slot.hash == 0)
                return -1;
            if (slot.hash == h && same(slot.number))
                return slot.number;
        }
    }
    void grow()
    {
        moveSome(m_moving.size()); // the growth before is through first
        m_moving = std::exchange(m_slots, Slots(m_slots.size() * 2));
        m_moved = 0;
        // Written all over as keys come and move: its pages are taken in with one
        // call, not by the probes, which read a page before writing it (a fault for
        // the read, then another, and a flush of every core's address cache, for the
        // write).
        populate();
        m_mask = m_slots.size() - 1;
    }
    void moveSome(size_t count)
    {
        const size_t end = std::min(m_moving.size(), m_moved + count);
        for (; m_moved < end; ++m_moved) {
            const Slot &slot = m_moving[m_moved];
            if (slot.hash)
                place(slot.hash, slot.number);
        }
        if (m_moved == m_moving.size())
            m_moving = Slots();
    }
    void place(quint64 h, qsizetype number)
    {
        size_t i = h & m_mask;
        while (m_slots[i].hash != 0)
            i = (i + 1) & m_mask;
        m_slots[i] = {h, number};
    }

    Slots m_slots;
    size_t m_mask = 0;
    size_t m_size = 0;
    Slots m_moving;     // the slots before the table grew, while their keys move
    size_t m_moved = 0; // of m_moving's slots, those looked at
};

} // namespace

QByteArray matchKey(QByteArrayView rawLoc)
{
    QByteArray key;
    writeMatchKey(key, rawLoc);
    return key;
}

// What a comparison keeps of the old side: its first entry for each key, found
// through a table by the key's hash.
struct Comparison::OldSide
{
    explicit OldSide(size_t expected) : byKey(expected) { refs.reserve(expected); }
    std::vector<EntryRef> refs;
    KeyTable byKey;
};

// One pass over the new side, resumable between entries.
struct Comparison::Pass
{
    Pass(const SitemapDocument &oldSide, const SitemapDocument &newSide, size_t oldCount,
         size_t expectedAdded)
        : after(newSide), comparer(oldSide, newSide), matched(oldCount, false),
          addedByKey(expectedAdded + 1024)
    {
        // As many added as the pass before found (a pass again after an edit): the
        // table is sized for them at once, as growing it would place every key again
        // within one step (a million of them once every URL's host changed).
        if (expectedAdded > 1024)
            addedByKey.populate();
        total += qint64((oldCount + 15) / 16); // the old side's, for the removed
        for (int f = 0; f < newSide.fileCount(); ++f) {
            if (comparedFile(newSide.file(f)))
                total += newSide.entryCount(f);
        }
    }
    const SitemapDocument &after;
    const Comparer comparer;
    std::vector<bool> matched;
    // The new side's added keys so far, for its duplicates, sized for as many as the
    // pass before found. It grows beyond that: a table for every entry from the start
    // would be taken in a page at a time by the first slices' keys, each page read
    // before it is written (at 1M URLs, a slice of 140 ms).
    KeyTable addedByKey;
    Result result;
    int file = 0;
    int entry = 0;
    qint64 done = 0;
    qint64 total = 0;
    size_t matchedCount = 0; // of matched's flags set
    size_t removedFrom = 0;  // the old side's entries looked at for result.removed
};

Comparison::Comparison(const SitemapDocument &before, const std::atomic<bool> *cancel)
    : m_before(before)
{
    qint64 expected = 0;
    for (int f = 0; f < before.fileCount(); ++f) {
        if (comparedFile(before.file(f)))
            expected += before.entryCount(f);
    }
    m_old = std::make_unique<OldSide>(size_t(expected));
    QByteArray other; // the key of an entry with the same hash
    for (int f = 0; f < before.fileCount(); ++f) {
        if (!comparedFile(before.file(f)))
            continue;
        const int n = before.entryCount(f);
        for (int i = 0; i < n; ++i) {
            if ((i & 0xffff) == 0 && cancel && cancel->load(std::memory_order_relaxed)) {
                m_cancelled = true;
                return;
            }
            if (!writeMatchKey(m_key, before.rawValue(f, i, Field::Loc)))
                continue;
            const quint64 h = KeyTable::hashOf(m_key);
            const auto same = [&](qsizetype o) {
                const EntryRef ref = m_old->refs[size_t(o)];
                writeMatchKey(other, before.rawValue(ref.file, ref.entry, Field::Loc));
                return other == m_key;
            };
            if (m_old->byKey.find(h, same) >= 0)
                continue; // a later duplicate: the first one stands for the URL
            m_old->byKey.insert(h, qsizetype(m_old->refs.size()));
            m_old->refs.push_back({f, i});
        }
    }
}

Comparison::~Comparison() = default;

void Comparison::start(const SitemapDocument &after)
{
    m_pass = std::make_unique<Pass>(m_before, after, m_old->refs.size(), m_lastAdded);
}

void Comparison::stop()
{
    m_pass.reset();
}

double Comparison::progress() const
{
    if (!m_pass || m_pass->total == 0)
        return 0;
    return double(m_pass->done) / double(m_pass->total);
}

bool Comparison::step(qint64 budget)
{
    if (!m_pass)
        return true;
    Pass &p = *m_pass;
    const SitemapDocument &after = p.after;
    const auto sameAs = [&](const SitemapDocument &doc, EntryRef ref) {
        writeMatchKey(m_other, doc.rawValue(ref.file, ref.entry, Field::Loc));
        return m_other == m_key;
    };
    for (; p.file < after.fileCount(); ++p.file, p.entry = 0) {
        if (!comparedFile(after.file(p.file)))
            continue;
        const int f = p.file;
        const int n = after.entryCount(f);
        for (; p.entry < n; ++p.entry) {
            if (budget-- <= 0)
                return false;
            const int i = p.entry;
            ++p.done;
            if (!writeMatchKey(m_key, after.rawValue(f, i, Field::Loc)))
                continue;
            const quint64 h = KeyTable::hashOf(m_key);
            const qsizetype o = m_old->byKey.find(
                h, [&](qsizetype k) { return sameAs(m_before, m_old->refs[size_t(k)]); });
            if (o < 0) {
                // Only in the new side, unless it repeats an added URL.
                const auto sameAdded = [&](qsizetype a) {
                    return sameAs(after, p.result.added[size_t(a)]);
                };
                if (p.addedByKey.find(h, sameAdded) < 0) {
                    p.addedByKey.insert(h, qsizetype(p.result.added.size()));
                    p.result.added.push_back({f, i});
                }
                continue;
            }
            if (p.matched[size_t(o)])
                continue; // a later duplicate in the new side
            p.matched[size_t(o)] = true;
            ++p.matchedCount;
            const EntryRef old = m_old->refs[size_t(o)];
            const quint8 fields = p.comparer.differences(old, {f, i});
            if (fields)
                p.result.changed.push_back({old, {f, i}, fields});
            else
                ++p.result.unchanged;
        }
    }
    // Then the old side's URLs the new side does not have, in steps too: a million of
    // them once every URL's host changed. Sixteen of these are worth one new entry.
    if (p.removedFrom == 0)
        p.result.removed.reserve(m_old->refs.size() - p.matchedCount);
    for (; p.removedFrom < m_old->refs.size(); ++p.removedFrom) {
        if ((p.removedFrom & 15) == 0) {
            if (budget-- <= 0)
                return false;
            ++p.done;
        }
        if (!p.matched[p.removedFrom])
            p.result.removed.push_back(m_old->refs[p.removedFrom]);
    }
    return true;
}

Result Comparison::takeResult()
{
    Result result;
    if (!m_pass)
        return result;
    result = std::move(m_pass->result);
    m_pass.reset();
    m_lastAdded = result.added.size();
    return result;
}

Result compare(const SitemapDocument &before, const SitemapDocument &after,
               const std::atomic<bool> *cancel)
{
    Comparison comparison(before, cancel);
    if (comparison.isCancelled()) {
        Result partial;
        partial.cancelled = true;
        return partial;
    }
    comparison.start(after);
    while (!comparison.step(0x10000)) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            Result partial = comparison.takeResult();
            partial.removed.clear();
            partial.cancelled = true;
            return partial;
        }
    }
    return comparison.takeResult();
}

std::optional<QString> aspectValue(const SitemapDocument &doc, EntryRef ref, Aspect a)
{
    if (a == Aspect::Extensions) {
        const QString xml = doc.extensionsXml(ref.file, ref.entry);
        if (xml.isEmpty())
            return std::nullopt;
        return xml;
    }
    const Field f = aspectField[int(a)];
    if (!doc.entry(ref.file, ref.entry).has(f))
        return std::nullopt;
    return QString::fromUtf8(trimmedView(doc, ref, f));
}

QString locText(const SitemapDocument &doc, EntryRef ref)
{
    return QString::fromUtf8(trimmedView(doc, ref, Field::Loc));
}

QString canonicalExtensions(const SitemapDocument &doc, const QString &xml)
{
    if (xml.isEmpty())
        return {};
    // The fragment uses the document's canonical prefixes: declare them all on a
    // wrapper element so that each name resolves to its URI.
    QString wrapped = QStringLiteral("<r");
    for (const auto &[prefix, uri] : doc.namespaces().declarations()) {
        QString escaped = uri;
        escaped.replace(QLatin1Char('&'), QLatin1String("&amp;"))
            .replace(QLatin1Char('"'), QLatin1String("&quot;"))
            .replace(QLatin1Char('<'), QLatin1String("&lt;"));
        wrapped +=
            QLatin1String(" xmlns:") + prefix + QLatin1String("=\"") + escaped + QLatin1Char('"');
    }
    wrapped += QLatin1String(" xmlns=\"") + Ns::Sitemap + QLatin1String("\">") + xml +
               QLatin1String("</r>");

    // Separators no XML text can hold.
    const QChar open(0x01), close(0x02), attr(0x03), text(0x04), sep(0x05);
    QString out;
    QString pending;
    auto flushText = [&] {
        const QString t = UrlTools::trimXmlWhitespace(pending);
        if (!t.isEmpty())
            out += text + t;
        pending.clear();
    };
    QXmlStreamReader reader(wrapped);
    int depth = 0;
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            ++depth;
            if (depth == 1)
                break;
            flushText();
            out += open + reader.namespaceUri().toString() + sep + reader.name().toString();
            QStringList attributes;
            for (const QXmlStreamAttribute &a : reader.attributes())
                attributes << a.namespaceUri().toString() + sep + a.name().toString() + sep +
                                  a.value().toString();
            attributes.sort();
            for (const QString &a : std::as_const(attributes))
                out += attr + a;
            break;
        }
        case QXmlStreamReader::EndElement:
            --depth;
            flushText();
            if (depth > 0)
                out += close;
            break;
        case QXmlStreamReader::Characters:
            pending += reader.text();
            break;
        default:
            break;
        }
    }
    if (reader.hasError())
        return QStringLiteral("\x06") + xml; // not readable: compared as written
    return out;
}

bool sameExtensions(const SitemapDocument &docA, const QString &xmlA, const SitemapDocument &docB,
                    const QString &xmlB)
{
    return canonicalExtensions(docA, xmlA) == canonicalExtensions(docB, xmlB);
}

} // namespace Compare
