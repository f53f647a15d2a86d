// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionedits.h"

#include "extensionelements.h"
#include "namespaces.h"
#include "sitemapdocument.h"
#include "urltools.h"

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

LocLookup::LocLookup(const SitemapDocument &doc) : m_doc(doc)
{
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
