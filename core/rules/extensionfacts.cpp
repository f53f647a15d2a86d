// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionfacts.h"

#include "namespaces.h"
#include "protocol.h"
#include "rules.h"
#include "ruletext.h"
#include "urltools.h"

#include <QLocale>
#include <QSet>
#include <QXmlStreamReader>

namespace {

// Language codes: 2 letters, or 3 where no 2-letter code exists for the language.
bool isLanguageCode(const QString &code)
{
    if (code.size() == 2)
        return true;
    if (code.size() != 3)
        return false;
    const QLocale::Language lang = QLocale::codeToLanguage(code, QLocale::AnyLanguageCode);
    if (lang == QLocale::AnyLanguage)
        return true; // not known to us: accept rather than guess
    return QLocale::languageToCode(lang, QLocale::ISO639Part1).isEmpty();
}

bool isAsciiLetters(QStringView s)
{
    for (QChar c : s) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))))
            return false;
    }
    return !s.isEmpty();
}

} // namespace

namespace Rules {

bool isHreflang(const QString &value)
{
    if (value.compare(QLatin1String("x-default"), Qt::CaseInsensitive) == 0)
        return true;
    const QStringList parts = value.split(QLatin1Char('-'));
    if (parts.size() > 3 || !isAsciiLetters(parts[0]) || !isLanguageCode(parts[0].toLower()))
        return false;
    int i = 1;
    if (i < parts.size() && parts[i].size() == 4 && isAsciiLetters(parts[i]))
        ++i;
    if (i < parts.size() && parts[i].size() == 2 && isAsciiLetters(parts[i]))
        ++i;
    return i == parts.size();
}

} // namespace Rules

namespace {

// <r xmlns="sitemap" xmlns:p="uri" ...> declaring the prefixes the fragment uses
// (only those: a document may declare thousands).
QString wrapperFor(const QString &fragment, const FileContext &ctx)
{
    QString out = QLatin1String("<r xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"");
    QSet<QStringView> done;
    const qsizetype n = fragment.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = fragment[i];
        if (c != QLatin1Char('<') && c != QLatin1Char('/') && c != QLatin1Char(' ') &&
            c != QLatin1Char('\t') && c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            continue;
        qsizetype j = i + 1;
        while (j < n && (fragment[j].isLetterOrNumber() || fragment[j] == QLatin1Char('_') ||
                         fragment[j] == QLatin1Char('-') || fragment[j] == QLatin1Char('.')))
            ++j;
        if (j == i + 1 || j >= n || fragment[j] != QLatin1Char(':'))
            continue;
        const QStringView prefix = QStringView(fragment).mid(i + 1, j - i - 1);
        if (done.contains(prefix) || prefix == QLatin1String("xml") ||
            prefix == QLatin1String("xmlns"))
            continue;
        done.insert(prefix);
        const QString uri = ctx.namespaces ? ctx.namespaces->uriFor(prefix.toString()) : QString();
        if (uri.isEmpty())
            continue;
        QString escaped = uri;
        escaped.replace(QLatin1Char('&'), QLatin1String("&amp;"))
            .replace(QLatin1Char('"'), QLatin1String("&quot;"))
            .replace(QLatin1Char('<'), QLatin1String("&lt;"));
        out += QLatin1String(" xmlns:") + prefix.toString() + QLatin1String("=\"") + escaped +
               QLatin1Char('"');
        i = j;
    }
    out += QLatin1Char('>');
    return out;
}

} // namespace

namespace Rules {

ExtensionFacts extensionFactsReference(const QString &fragment, const QString &loc,
                                       const FileContext &ctx)
{
    ExtensionFacts x;
    bool relevant = false;
    for (const QString &tag : ctx.knownOpenTags)
        relevant = relevant || fragment.contains(tag);
    if (!relevant)
        return x;
    QXmlStreamReader xml(wrapperFor(fragment, ctx) + fragment + QLatin1String("</r>"));
    const QString selfKey = UrlTools::duplicateKey(loc);
    QSet<QString> langs;
    // The open element at each depth (1 = child of the entry).
    int depth = 0;
    QString top;      // namespace + local name of the depth-1 element being read
    QStringList seen; // depth-2 children of the current top element
    bool imageHasLoc = false;
    bool publicationName = false, publicationLanguage = false;
    auto local = [&xml] { return xml.name().toString(); };

    auto finishTop = [&]() {
        if (top == QLatin1String("image")) {
            if (!imageHasLoc)
                ++x.imagesWithoutLoc;
        } else if (top == QLatin1String("video")) {
            QStringList need;
            for (const char *n : {"thumbnail_loc", "title", "description"}) {
                if (!seen.contains(QLatin1String(n)))
                    need << QLatin1String(n);
            }
            if (!seen.contains(QLatin1String("content_loc")) &&
                !seen.contains(QLatin1String("player_loc")))
                need << QStringLiteral("content_loc or player_loc");
            for (const QString &n : std::as_const(need)) {
                if (!x.videoMissing.contains(n))
                    x.videoMissing << n;
            }
        } else if (top == QLatin1String("news")) {
            QStringList need;
            if (!seen.contains(QLatin1String("publication")))
                need << QStringLiteral("publication");
            else {
                if (!publicationName)
                    need << QStringLiteral("publication/name");
                if (!publicationLanguage)
                    need << QStringLiteral("publication/language");
            }
            for (const char *n : {"publication_date", "title"}) {
                if (!seen.contains(QLatin1String(n)))
                    need << QLatin1String(n);
            }
            for (const QString &n : std::as_const(need)) {
                if (!x.newsMissing.contains(n))
                    x.newsMissing << n;
            }
        }
        top.clear();
    };

    QString child; // depth-2 element being read
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType t = xml.readNext();
        if (t == QXmlStreamReader::StartElement) {
            ++depth;
            const QStringView ns = xml.namespaceUri();
            if (depth == 2) {
                seen.clear();
                imageHasLoc = false;
                publicationName = publicationLanguage = false;
                if (ns == Ns::Image && xml.name() == QLatin1String("image")) {
                    top = QStringLiteral("image");
                    ++x.images;
                } else if (ns == Ns::Video && xml.name() == QLatin1String("video")) {
                    top = QStringLiteral("video");
                    ++x.videos;
                } else if (ns == Ns::News && xml.name() == QLatin1String("news")) {
                    top = QStringLiteral("news");
                    ++x.news;
                } else if (ns == Ns::Xhtml && xml.name() == QLatin1String("link")) {
                    const QXmlStreamAttributes attrs = xml.attributes();
                    if (attrs.hasAttribute(QLatin1String("hreflang"))) {
                        ++x.alternates;
                        const QString lang = UrlTools::trimXmlWhitespace(
                            attrs.value(QLatin1String("hreflang")).toString());
                        const QString href = UrlTools::trimXmlWhitespace(
                            attrs.value(QLatin1String("href")).toString());
                        if (!isHreflang(lang) && !x.hreflangInvalid.contains(quoted(lang)))
                            x.hreflangInvalid << quoted(lang);
                        const QString key = lang.toLower();
                        if (langs.contains(key)) {
                            if (!x.hreflangDuplicate.contains(quoted(lang)))
                                x.hreflangDuplicate << quoted(lang);
                        } else {
                            langs.insert(key);
                        }
                        if (!UrlTools::split(href).absolute)
                            x.relativeHrefs << href;
                        if (!href.isEmpty() && UrlTools::duplicateKey(href) == selfKey)
                            x.listsSelf = true;
                    }
                    top.clear();
                } else {
                    top.clear();
                }
            } else if (depth == 3 && !top.isEmpty()) {
                child = local();
                seen << child;
                if (top == QLatin1String("image") && ns == Ns::Image) {
                    static const char *const deprecated[] = {"caption", "title", "geo_location",
                                                             "license"};
                    for (const char *d : deprecated) {
                        if (child == QLatin1String(d) && !x.deprecatedImageTags.contains(child))
                            x.deprecatedImageTags << child;
                    }
                    if (child == QLatin1String("loc")) {
                        const QString text = UrlTools::trimXmlWhitespace(
                            xml.readElementText(QXmlStreamReader::IncludeChildElements));
                        --depth;
                        imageHasLoc = imageHasLoc || !text.isEmpty();
                    }
                } else if (top == QLatin1String("video") && ns == Ns::Video) {
                    const bool measured =
                        child == QLatin1String("title") || child == QLatin1String("description") ||
                        child == QLatin1String("duration") || child == QLatin1String("rating");
                    if (measured) {
                        const QString text = UrlTools::trimXmlWhitespace(
                            xml.readElementText(QXmlStreamReader::IncludeChildElements));
                        --depth;
                        if (child == QLatin1String("title") &&
                            text.size() > Protocol::MaxVideoTitleLength)
                            x.videoInvalid << RuleText::tr("title has %1 characters (at most 100)")
                                                  .arg(text.size());
                        else if (child == QLatin1String("description") &&
                                 text.size() > Protocol::MaxVideoDescriptionLength)
                            x.videoInvalid
                                << RuleText::tr("description has %1 characters (at most 2,048)")
                                       .arg(text.size());
                        else if (child == QLatin1String("duration")) {
                            bool ok = false;
                            const qlonglong d = text.toLongLong(&ok);
                            if (!ok || d < Protocol::MinVideoDurationSeconds ||
                                d > Protocol::MaxVideoDurationSeconds)
                                x.videoInvalid << RuleText::tr("duration %1 (1 to 28,800 seconds)")
                                                      .arg(quoted(text));
                        } else if (child == QLatin1String("rating")) {
                            double r = 0;
                            if (!Rules::isDecimal(text, &r) || r < Protocol::MinVideoRating ||
                                r > Protocol::MaxVideoRating)
                                x.videoInvalid
                                    << RuleText::tr("rating %1 (0.0 to 5.0)").arg(quoted(text));
                        }
                    }
                }
            } else if (depth == 4 && top == QLatin1String("news") &&
                       child == QLatin1String("publication") && ns == Ns::News) {
                const QString text = UrlTools::trimXmlWhitespace(
                    xml.readElementText(QXmlStreamReader::IncludeChildElements));
                --depth;
                if (xml.name() == QLatin1String("name") && !text.isEmpty())
                    publicationName = true;
                else if (xml.name() == QLatin1String("language") && !text.isEmpty())
                    publicationLanguage = true;
            }
        } else if (t == QXmlStreamReader::EndElement) {
            if (depth == 2 && !top.isEmpty())
                finishTop();
            --depth;
        }
    }
    return x;
}

ExtensionFacts extensionFacts(QByteArrayView fragmentUtf8, QAnyStringView loc,
                              const FileContext &ctx)
{
    ExtensionFacts x;
    if (extensionFactsScan(fragmentUtf8, loc, ctx, &x))
        return x;
    return extensionFactsReference(QString::fromUtf8(fragmentUtf8), loc.toString(), ctx);
}

} // namespace Rules
