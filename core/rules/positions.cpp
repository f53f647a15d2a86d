// SPDX-License-Identifier: GPL-3.0-or-later
#include "positions.h"

#include "sitemapdocument.h"

namespace Rules {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

qsizetype skipPast(QByteArrayView v, qsizetype from, QByteArrayView needle)
{
    const qsizetype at = v.indexOf(needle, from);
    return at < 0 ? v.size() : at + needle.size();
}

} // namespace

int extensionChild(QByteArrayView v, const NamespaceTable &namespaces, const QString &uri,
                   QByteArrayView local)
{
    int depth = 0;
    int child = -1;
    const qsizetype n = v.size();
    qsizetype i = 0;
    while (i < n) {
        if (v[i] != '<') {
            ++i;
            continue;
        }
        const QByteArrayView rest = v.sliced(i);
        if (rest.startsWith("<!--")) {
            i = skipPast(v, i + 4, "-->");
            continue;
        }
        if (rest.startsWith("<![CDATA[")) {
            i = skipPast(v, i + 9, "]]>");
            continue;
        }
        if (rest.startsWith("<?")) {
            i = skipPast(v, i + 2, "?>");
            continue;
        }
        if (rest.startsWith("</")) {
            i = skipPast(v, i, ">");
            --depth;
            continue;
        }
        const qsizetype nameStart = i + 1;
        qsizetype j = nameStart;
        while (j < n && !isSpace(v[j]) && v[j] != '>' && v[j] != '/')
            ++j;
        const QByteArrayView name = v.sliced(nameStart, j - nameStart);
        // The end of the tag, past quoted attribute values.
        char quote = 0;
        while (j < n) {
            const char c = v[j];
            if (quote) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                break;
            }
            ++j;
        }
        const bool selfClosing = j > 0 && j < n && v[j - 1] == '/';
        if (depth == 0) {
            ++child;
            const qsizetype colon = name.indexOf(':');
            const QString prefix = colon < 0 ? QString() : QString::fromUtf8(name.first(colon));
            const QByteArrayView localName = colon < 0 ? name : name.sliced(colon + 1);
            const QString nameUri = prefix.isEmpty() ? Ns::Sitemap : namespaces.uriFor(prefix);
            if (nameUri == uri && (local.isEmpty() || localName == local))
                return child;
        }
        if (!selfClosing)
            ++depth;
        i = j + 1;
    }
    return -1;
}

TextPosition filePosition(const QString &ruleId, const SitemapFile &file)
{
    if (ruleId.startsWith(QLatin1String("namespace-")) ||
        ruleId == QLatin1String("empty-sitemap") || ruleId == QLatin1String("feed-sitemap"))
        return file.rootPosition;
    if (ruleId == QLatin1String("prefix-undeclared"))
        return file.undeclaredPrefixAt;
    if (ruleId == QLatin1String("doctype-present") ||
        ruleId == QLatin1String("xml-entity-declared"))
        return file.doctype;
    return {};
}

TextPosition entryPosition(const QString &ruleId, const SitemapDocument &doc, int file, int entry)
{
    const SitemapFile &f = doc.file(file);
    const Entry &e = doc.entry(file, entry);
    const auto starts = [&](const char *prefix) {
        return ruleId.startsWith(QLatin1String(prefix));
    };
    const auto extension = [&](const QString &uri, QByteArrayView local) {
        const int child =
            extensionChild(doc.pool().view(e.extensions), doc.namespaces(), uri, local);
        return f.spot(e, Spot::Extension, child);
    };
    if (ruleId == QLatin1String("loc-missing") || ruleId == QLatin1String("tag-order") ||
        ruleId == QLatin1String("index-entry-field") ||
        ruleId == QLatin1String("text-line-invalid"))
        return {int(e.line), int(e.column)};
    if (starts("loc-") || ruleId == QLatin1String("index-nested") ||
        ruleId == QLatin1String("index-child-missing"))
        return f.spot(e, Spot::Loc);
    if (starts("lastmod-") || ruleId == QLatin1String("index-lastmod-stale"))
        return f.spot(e, Spot::LastMod);
    if (starts("changefreq-"))
        return f.spot(e, Spot::ChangeFreq);
    if (starts("priority-"))
        return f.spot(e, Spot::Priority);
    if (ruleId == QLatin1String("tag-repeated"))
        return f.spot(e, Spot::Repeated);
    if (ruleId == QLatin1String("tag-unknown"))
        return f.spot(e, Spot::Unknown);
    if (starts("image-"))
        return extension(Ns::Image, "image");
    if (starts("video-"))
        return extension(Ns::Video, "video");
    if (starts("news-"))
        return extension(Ns::News, "news");
    if (starts("hreflang-"))
        return extension(Ns::Xhtml, "link");
    if (ruleId == QLatin1String("web-lastmod-behind"))
        return f.spot(e, Spot::LastMod);
    if (starts("web-"))
        return f.spot(e, Spot::Loc);
    return {int(e.line), int(e.column)};
}

} // namespace Rules
