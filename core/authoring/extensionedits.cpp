// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionedits.h"

#include "extensionelements.h"
#include "namespaces.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "validator.h"

#include <QSet>

#include <algorithm>
#include <map>

namespace ExtensionEdits {

namespace {

QString key(const QString &url)
{
    return UrlTools::duplicateKey(UrlTools::trimXmlWhitespace(url));
}

} // namespace

std::vector<Alternate> alternates(const SitemapDocument &doc, int file, int entry)
{
    std::vector<Alternate> out;
    const QString xml = doc.extensionsXml(file, entry);
    if (xml.isEmpty())
        return out;
    const auto spans = ExtensionElements::split(xml);
    for (size_t i = 0; i < spans.size(); ++i) {
        const ExtensionElements::Span &s = spans[i];
        if (s.local != QLatin1String("link") || doc.namespaces().uriFor(s.prefix) != Ns::Xhtml)
            continue;
        ExtensionElements::Node node;
        if (!ExtensionElements::read(QStringView(xml).sliced(s.begin, s.end - s.begin),
                                     doc.namespaces(), &node))
            continue;
        if (node.attribute(QStringLiteral("rel")).trimmed() != QLatin1String("alternate") ||
            !std::any_of(node.attributes.begin(), node.attributes.end(),
                         [](const auto &a) { return a.first == QLatin1String("hreflang"); }))
            continue;
        out.push_back({int(i), node.attribute(QStringLiteral("hreflang")).trimmed(),
                       node.attribute(QStringLiteral("href")).trimmed()});
    }
    return out;
}

QString alternateXml(const QString &prefix, const QString &hreflang, const QString &href)
{
    return QStringLiteral("<%1:link rel=\"alternate\" hreflang=\"%2\" href=\"%3\"/>")
        .arg(prefix, ExtensionElements::escaped(hreflang), ExtensionElements::escaped(href));
}

QString imageXml(const QString &prefix, const QString &loc)
{
    return QStringLiteral("<%1:image><%1:loc>%2</%1:loc></%1:image>")
        .arg(prefix, ExtensionElements::escaped(loc));
}

std::optional<QString> withImageLoc(const QString &elementXml, const QString &prefix,
                                    const QString &loc)
{
    // The <prefix:loc> child among the element's direct children.
    const QString open = QStringLiteral("<%1:image").arg(prefix);
    if (!elementXml.startsWith(open))
        return std::nullopt;
    const qsizetype head = elementXml.indexOf(QLatin1Char('>'));
    if (head < 0)
        return std::nullopt;
    const QString text = ExtensionElements::escaped(loc);
    const QString locTag = QStringLiteral("%1:loc").arg(prefix);
    if (elementXml[head - 1] == u'/') {
        // <image:image/>: becomes an element with its loc.
        return elementXml.left(head - 1) +
               QStringLiteral("><%1>%2</%1></%3:image>").arg(locTag, text, prefix);
    }
    const QStringView inner = QStringView(elementXml).sliced(head + 1);
    const auto children = ExtensionElements::split(inner);
    for (const ExtensionElements::Span &c : children) {
        if (c.prefix != prefix || c.local != QLatin1String("loc"))
            continue;
        const qsizetype begin = head + 1 + c.begin;
        const qsizetype end = head + 1 + c.end;
        return elementXml.left(begin) + QStringLiteral("<%1>%2</%1>").arg(locTag, text) +
               elementXml.mid(end);
    }
    return elementXml.left(head + 1) + QStringLiteral("<%1>%2</%1>").arg(locTag, text) +
           elementXml.mid(head + 1);
}

namespace {

// The index of the '>' that ends the tag starting at from (quotes respected); -1
// when there is none.
qsizetype tagClose(QStringView xml, qsizetype from)
{
    QChar quote;
    for (qsizetype i = from; i < xml.size(); ++i) {
        const QChar c = xml[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'>') {
            return i;
        }
    }
    return -1;
}

// The text of the element [begin, end) of xml: between its start tag and its end
// tag; false for an empty element or text that holds markup.
bool elementText(QStringView xml, qsizetype begin, qsizetype end, qsizetype *textBegin,
                 qsizetype *textEnd)
{
    const qsizetype head = tagClose(xml, begin);
    if (head < 0 || head >= end || xml[head - 1] == u'/')
        return false;
    const qsizetype tail = xml.lastIndexOf(u'<', end - 1);
    if (tail <= head || xml.sliced(head + 1, tail - head - 1).contains(u'<'))
        return false;
    *textBegin = head + 1;
    *textEnd = tail;
    return true;
}

// The value of attribute name in the start tag at begin, as written.
bool attributeValue(QStringView xml, qsizetype begin, const QString &name, UrlSpot *spot)
{
    const qsizetype close = tagClose(xml, begin);
    if (close < 0)
        return false;
    qsizetype i = begin + 1;
    while (i < close && !xml[i].isSpace() && xml[i] != u'/')
        ++i; // the element's name
    while (i < close) {
        while (i < close && (xml[i].isSpace() || xml[i] == u'/'))
            ++i;
        const qsizetype nameBegin = i;
        while (i < close && !xml[i].isSpace() && xml[i] != u'=')
            ++i;
        const QStringView attribute = xml.sliced(nameBegin, i - nameBegin);
        while (i < close && xml[i].isSpace())
            ++i;
        if (i >= close || xml[i] != u'=')
            return false;
        ++i;
        while (i < close && xml[i].isSpace())
            ++i;
        if (i >= close || (xml[i] != u'"' && xml[i] != u'\''))
            return false;
        const QChar quote = xml[i];
        const qsizetype valueEnd = xml.indexOf(quote, i + 1);
        if (valueEnd < 0 || valueEnd > close)
            return false;
        if (attribute == name) {
            *spot = {i + 1, valueEnd, quote};
            return true;
        }
        i = valueEnd + 1;
    }
    return false;
}

} // namespace

std::vector<UrlSpot> urlSpots(const QString &xml, const NamespaceTable &namespaces)
{
    std::vector<UrlSpot> out;
    const QStringView view(xml);
    for (const ExtensionElements::Span &s : ExtensionElements::split(view)) {
        const QString uri = namespaces.uriFor(s.prefix);
        if (uri == Ns::Xhtml && s.local == QLatin1String("link")) {
            UrlSpot spot;
            if (attributeValue(view, s.begin, QStringLiteral("href"), &spot))
                out.push_back(spot);
            continue;
        }
        const bool image = uri == Ns::Image && s.local == QLatin1String("image");
        const bool video = uri == Ns::Video && s.local == QLatin1String("video");
        if (!image && !video)
            continue;
        const qsizetype head = tagClose(view, s.begin);
        if (head < 0 || head >= s.end || view[head - 1] == u'/')
            continue;
        const qsizetype inner = head + 1;
        for (const ExtensionElements::Span &c :
             ExtensionElements::split(view.sliced(inner, s.end - inner))) {
            if (c.prefix != s.prefix)
                continue;
            const bool isUrl = image ? c.local == QLatin1String("loc")
                                     : c.local == QLatin1String("thumbnail_loc") ||
                                           c.local == QLatin1String("content_loc") ||
                                           c.local == QLatin1String("player_loc");
            UrlSpot spot;
            if (isUrl && elementText(view, inner + c.begin, inner + c.end, &spot.begin, &spot.end))
                out.push_back(spot);
        }
    }
    return out;
}

QString decodedText(QStringView raw)
{
    QString out;
    out.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] != u'&') {
            out += raw[i];
            continue;
        }
        const qsizetype semi = raw.indexOf(u';', i);
        if (semi < 0) {
            out += raw.sliced(i);
            break;
        }
        const QStringView name = raw.sliced(i + 1, semi - i - 1);
        char32_t code = 0;
        if (name == u"amp")
            code = '&';
        else if (name == u"lt")
            code = '<';
        else if (name == u"gt")
            code = '>';
        else if (name == u"quot")
            code = '"';
        else if (name == u"apos")
            code = '\'';
        else if (name.startsWith(u"#x") || name.startsWith(u"#X"))
            code = name.sliced(2).toUInt(nullptr, 16);
        else if (name.startsWith(u'#'))
            code = name.sliced(1).toUInt(nullptr, 10);
        if (code == 0) {
            out += raw[i];
            continue;
        }
        out += QString::fromUcs4(&code, 1);
        i = semi;
    }
    return out;
}

QString encodedText(const QString &value, QChar quote)
{
    QString out;
    out.reserve(value.size());
    for (const QChar c : value) {
        if (c == u'&')
            out += QLatin1String("&amp;");
        else if (c == u'<')
            out += QLatin1String("&lt;");
        else if (c == u'>' && quote.isNull())
            out += QLatin1String("&gt;");
        else if (!quote.isNull() && c == quote)
            out += c == u'"' ? QLatin1String("&quot;") : QLatin1String("&apos;");
        else if (!quote.isNull() && (c == u'\t' || c == u'\n' || c == u'\r'))
            out += QStringLiteral("&#%1;").arg(c.unicode());
        else
            out += c;
    }
    return out;
}

QString replaced(const QString &xml, int child, const QString &element)
{
    const auto spans = ExtensionElements::split(xml);
    if (child < 0 || size_t(child) >= spans.size())
        return xml;
    const ExtensionElements::Span &s = spans[size_t(child)];
    return xml.left(s.begin) + element + xml.mid(s.end);
}

QString added(const QString &xml, const QString &element, const QString &prefix,
              const QString &local)
{
    const auto spans = ExtensionElements::split(xml);
    for (auto it = spans.rbegin(); it != spans.rend(); ++it) {
        if (it->prefix == prefix && it->local == local)
            return xml.left(it->end) + element + xml.mid(it->end);
    }
    return xml + element;
}

LocLookup::LocLookup(const SitemapDocument &doc, const Validator *validator)
    : m_doc(doc), m_validator(validator)
{
    if (m_validator)
        return;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex() || !doc.file(f).isSitemap())
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            if (!doc.entry(f, e).has(Field::Loc))
                continue;
            const QString k = key(doc.value(f, e, Field::Loc));
            if (!k.isEmpty() && !m_byKey.contains(k))
                m_byKey.insert(k, {f, e});
        }
    }
}

std::optional<std::pair<int, int>> LocLookup::find(const QString &url) const
{
    if (m_validator)
        return m_validator->entryWithUrl(url);
    const auto it = m_byKey.constFind(key(url));
    if (it == m_byKey.constEnd())
        return std::nullopt;
    return *it;
}

std::vector<std::pair<int, int>> LocLookup::namers(const QString &url) const
{
    if (!m_namersRead) {
        m_namersRead = true;
        for (int f = 0; f < m_doc.fileCount(); ++f) {
            if (m_doc.file(f).isIndex())
                continue;
            for (int e = 0; e < m_doc.entryCount(f); ++e) {
                if (m_doc.entry(f, e).extensionCount == 0 ||
                    !m_doc.pool().view(m_doc.entry(f, e).extensions).contains("hreflang"))
                    continue;
                for (const Alternate &a : alternates(m_doc, f, e))
                    m_namers[key(a.href)].emplace_back(f, e);
            }
        }
    }
    return m_namers.value(key(url));
}

ClusterPlan consistentCluster(SitemapDocument &doc, int file, int entry, const LocLookup &lookup)
{
    ClusterPlan plan;
    // The pairs, by lower-cased language, the first href of a language winning;
    // the members in the order they are met.
    QSet<QString> languages;
    std::vector<std::pair<int, int>> queue{{file, entry}};
    QSet<QPair<int, int>> seen{{file, entry}};
    auto visit = [&](std::pair<int, int> target) {
        if (!seen.contains({target.first, target.second})) {
            seen.insert({target.first, target.second});
            queue.push_back(target);
        }
    };
    for (size_t next = 0; next < queue.size(); ++next) {
        const auto [f, e] = queue[next];
        // The entries that name this one belong to its cluster too.
        if (doc.entry(f, e).has(Field::Loc)) {
            for (const auto &namer : lookup.namers(doc.value(f, e, Field::Loc)))
                visit(namer);
        }
        for (const Alternate &a : alternates(doc, f, e)) {
            if (a.hreflang.isEmpty() || a.href.isEmpty())
                continue;
            const QString language = a.hreflang.toLower();
            if (languages.contains(language))
                continue;
            languages.insert(language);
            plan.pairs.emplace_back(a.hreflang, a.href);
            if (const auto target = lookup.find(a.href))
                visit(*target);
        }
    }
    plan.members = queue;

    const QString prefix = doc.extensionPrefix(Ns::Xhtml);
    std::map<int, std::pair<std::vector<int>, std::vector<QString>>> byFile;
    std::vector<std::pair<int, int>> sorted = queue;
    std::sort(sorted.begin(), sorted.end());
    for (const auto &[f, e] : sorted) {
        const QString xml = doc.extensionsXml(f, e);
        const std::vector<Alternate> links = alternates(doc, f, e);
        // Which of the cluster's pairs this member lists as they are, and which of its
        // links go (another href for a language of the cluster, a language given twice).
        std::vector<bool> listed(plan.pairs.size(), false);
        std::vector<int> drop;
        int lastKept = -1;
        for (const Alternate &a : links) {
            const QString language = a.hreflang.toLower();
            const auto pair =
                std::find_if(plan.pairs.begin(), plan.pairs.end(),
                             [&](const auto &p) { return p.first.toLower() == language; });
            const size_t i = size_t(pair - plan.pairs.begin());
            if (pair != plan.pairs.end() && !listed[i] && key(pair->second) == key(a.href)) {
                listed[i] = true;
                lastKept = a.child;
            } else {
                drop.push_back(a.child);
            }
        }
        QString missing;
        for (size_t i = 0; i < plan.pairs.size(); ++i) {
            if (!listed[i])
                missing += alternateXml(prefix, plan.pairs[i].first, plan.pairs[i].second);
        }
        if (missing.isEmpty() && drop.empty())
            continue;
        // Rebuilt from the spans: kept text as it is, dropped links out, the missing
        // ones after the last kept link (or where the first dropped one was, or at the end).
        const auto spans = ExtensionElements::split(xml);
        int insertAfter = lastKept;
        if (insertAfter < 0 && !drop.empty())
            insertAfter = drop.front() - 1;
        QString out;
        qsizetype at = 0;
        bool inserted = false;
        if (insertAfter < 0 && !drop.empty()) {
            out += missing;
            inserted = true;
        }
        for (size_t i = 0; i < spans.size(); ++i) {
            const ExtensionElements::Span &s = spans[i];
            out += QStringView(xml).sliced(at, s.begin - at);
            if (std::find(drop.begin(), drop.end(), int(i)) == drop.end())
                out += QStringView(xml).sliced(s.begin, s.end - s.begin);
            at = s.end;
            if (int(i) == insertAfter && !inserted) {
                out += missing;
                inserted = true;
            }
        }
        out += QStringView(xml).sliced(at);
        if (!inserted)
            out += missing;
        auto &slot = byFile[f];
        slot.first.push_back(e);
        slot.second.push_back(out);
    }
    for (const auto &[f, change] : byFile) {
        DocumentEdit edit = doc.setExtensionsEdit(f, change.first, change.second);
        if (!edit.targets.empty())
            plan.edits.push_back(std::move(edit));
    }
    return plan;
}

} // namespace ExtensionEdits
