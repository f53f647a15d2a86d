// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapcompare.h"

#include "sitemapdocument.h"
#include "urltools.h"

#include <QHash>
#include <QXmlStreamReader>

#include <algorithm>
#include <string>

namespace Compare {

namespace {

bool sameIgnoringCase(QByteArrayView a, const char *b)
{
    return a.compare(QByteArrayView(b), Qt::CaseInsensitive) == 0;
}

void appendLower(QByteArray &out, QByteArrayView s)
{
    for (char c : s)
        out += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
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

QByteArray matchKey(QByteArrayView rawLoc)
{
    const QByteArrayView t = UrlTools::trimXmlWhitespace(rawLoc);
    if (t.isEmpty())
        return {};
    UrlTools::AsciiParts p;
    if (UrlTools::isPlainUri(t) && UrlTools::splitAscii(t, &p)) {
        // The plain ASCII path: duplicateKey() without building QStrings.
        if (!p.absolute)
            return t.toByteArray();
        QByteArray key;
        key.reserve(t.size());
        appendLower(key, p.scheme);
        key += "://";
        appendLower(key, p.host);
        const int defaultPort = sameIgnoringCase(p.scheme, "http")    ? 80
                                : sameIgnoringCase(p.scheme, "https") ? 443
                                                                      : -1;
        if (p.port >= 0 && p.port != defaultPort) {
            key += ':';
            key += QByteArray::number(p.port);
        }
        key.append(t.data() + p.pathStart, t.size() - p.pathStart);
        return key;
    }
    return UrlTools::duplicateKey(QString::fromUtf8(t)).toUtf8();
}

Result compare(const SitemapDocument &before, const SitemapDocument &after,
               const std::atomic<bool> *cancel)
{
    Result result;
    auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    // The old side's first entry for each key; matched ones are marked.
    QHash<QByteArray, qsizetype> oldByKey;
    std::vector<EntryRef> oldRefs;
    std::vector<bool> matched;
    qint64 expected = 0;
    for (int f = 0; f < before.fileCount(); ++f) {
        if (comparedFile(before.file(f)))
            expected += before.entryCount(f);
    }
    oldByKey.reserve(qsizetype(expected));
    oldRefs.reserve(size_t(expected));
    for (int f = 0; f < before.fileCount(); ++f) {
        if (!comparedFile(before.file(f)))
            continue;
        const int n = before.entryCount(f);
        for (int i = 0; i < n; ++i) {
            if ((i & 0xffff) == 0 && cancelled()) {
                result.cancelled = true;
                return result;
            }
            QByteArray key = matchKey(before.rawValue(f, i, Field::Loc));
            if (key.isEmpty())
                continue;
            const auto it = oldByKey.constFind(key);
            if (it != oldByKey.constEnd())
                continue; // a later duplicate: the first one stands for the URL
            oldByKey.insert(std::move(key), qsizetype(oldRefs.size()));
            oldRefs.push_back({f, i});
        }
    }
    matched.assign(oldRefs.size(), false);

    const Comparer comparer(before, after);
    QHash<QByteArray, bool> newSeen; // keys of the new side seen so far, for its duplicates
    for (int f = 0; f < after.fileCount(); ++f) {
        if (!comparedFile(after.file(f)))
            continue;
        const int n = after.entryCount(f);
        for (int i = 0; i < n; ++i) {
            if ((i & 0xffff) == 0 && cancelled()) {
                result.cancelled = true;
                return result;
            }
            const QByteArray key = matchKey(after.rawValue(f, i, Field::Loc));
            if (key.isEmpty())
                continue;
            const auto it = oldByKey.constFind(key);
            if (it == oldByKey.constEnd()) {
                // Only in the new side, unless it repeats an added URL.
                if (!newSeen.contains(key)) {
                    newSeen.insert(key, true);
                    result.added.push_back({f, i});
                }
                continue;
            }
            const qsizetype o = it.value();
            if (matched[size_t(o)])
                continue; // a later duplicate in the new side
            matched[size_t(o)] = true;
            const quint8 fields = comparer.differences(oldRefs[size_t(o)], {f, i});
            if (fields)
                result.changed.push_back({oldRefs[size_t(o)], {f, i}, fields});
            else
                ++result.unchanged;
        }
    }
    for (size_t o = 0; o < oldRefs.size(); ++o) {
        if (!matched[o])
            result.removed.push_back(oldRefs[o]);
    }
    return result;
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
