// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionfacts.h"

#include "isocodes.h"
#include "lastmod.h"
#include "namespaces.h"
#include "protocol.h"
#include "rules.h"
#include "ruletext.h"
#include "urltools.h"

#include <QLocale>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

bool isAsciiLetters(QStringView s)
{
    for (QChar c : s) {
        if (!((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
              (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))))
            return false;
    }
    return !s.isEmpty();
}

bool isAsciiDigits(QStringView s)
{
    for (QChar c : s) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return !s.isEmpty();
}

// The parts of an hreflang of the right shape; false for another shape.
struct HreflangParts
{
    QStringView language, script, region;
};

bool splitHreflang(QStringView value, HreflangParts *out)
{
    const QList<QStringView> parts = value.split(QLatin1Char('-'));
    if (parts.size() > 3 || parts[0].size() < 2 || parts[0].size() > 3 || !isAsciiLetters(parts[0]))
        return false;
    out->language = parts[0];
    qsizetype i = 1;
    if (i < parts.size() && parts[i].size() == 4 && isAsciiLetters(parts[i]))
        out->script = parts[i++];
    if (i < parts.size() && ((parts[i].size() == 2 && isAsciiLetters(parts[i])) ||
                             (parts[i].size() == 3 && isAsciiDigits(parts[i]))))
        out->region = parts[i++];
    return i == parts.size();
}

bool isXDefault(QStringView value)
{
    return value.compare(QLatin1String("x-default"), Qt::CaseInsensitive) == 0;
}

} // namespace

namespace Rules {

bool isHreflang(const QString &value)
{
    HreflangParts parts;
    return isXDefault(value) || splitHreflang(value, &parts);
}

bool isHreflangCodeUnknown(const QString &value)
{
    HreflangParts p;
    if (isXDefault(value) || !splitHreflang(value, &p))
        return false;
    const bool language = p.language.size() == 2 ? IsoCodes::isLanguage2(p.language)
                                                 : IsoCodes::isLanguage3WithoutPart1(p.language);
    const bool script = p.script.isEmpty() || IsoCodes::isScript(p.script);
    const bool region =
        p.region.isEmpty() ||
        (p.region.size() == 2 ? IsoCodes::isCountry(p.region) : IsoCodes::isM49Area(p.region));
    return !(language && script && region);
}

const QString &ExtensionJudge::selfKey()
{
    if (!m_selfKeyDone) {
        m_selfKey = UrlTools::duplicateKey(m_loc.toString());
        m_selfKeyDone = true;
    }
    return m_selfKey;
}

void ExtensionJudge::image(int child)
{
    ++m_x.images;
    m_imageHasDeprecated = false;
    if (m_x.images == Protocol::MaxImagesPerUrl + 1)
        m_x.mark(RuleId::ImageTooMany, child);
}

void ExtensionJudge::deprecatedImageChild(const QString &tag, int child)
{
    const qsizetype at = m_x.deprecatedImageTags.indexOf(tag);
    if (at < 0) {
        m_x.deprecatedImageTags << tag;
        m_x.deprecatedImageCounts << 1;
    } else {
        ++m_x.deprecatedImageCounts[at];
    }
    ++m_x.deprecatedImageElements;
    if (!m_imageHasDeprecated) {
        m_imageHasDeprecated = true;
        ++m_x.imagesWithDeprecated;
    }
    m_x.mark(RuleId::ImageDeprecated, child);
}

void ExtensionJudge::imageEnd(bool hasLoc, int child)
{
    if (!hasLoc) {
        ++m_x.imagesWithoutLoc;
        m_x.mark(RuleId::ImageLocMissing, child);
    }
}

void ExtensionJudge::imageLoc(QByteArrayView text, int child)
{
    // The key of a plain ASCII URL straight from its bytes (the URL itself when it is
    // its own key), else through duplicateKey().
    QByteArrayView key;
    UrlTools::AsciiParts parts;
    bool valid = false;
    if (UrlTools::isPlainUri(text) && UrlTools::splitAscii(text, &parts)) {
        qsizetype originSize = 0;
        key = UrlTools::duplicateKeyOf(text, parts, &m_keyScratch, &originSize);
        valid = originSize > 0;
    } else {
        const QString url = QString::fromUtf8(text);
        const UrlTools::Parts p = UrlTools::split(url);
        valid =
            p.absolute && (p.scheme == QLatin1String("http") || p.scheme == QLatin1String("https"));
        if (valid) {
            m_keyScratch = UrlTools::duplicateKey(url).toStdString();
            key = QByteArrayView(m_keyScratch.data(), qsizetype(m_keyScratch.size()));
        }
    }
    if (!valid) {
        m_x.invalidImageLocs << QString::fromUtf8(text);
        m_x.mark(RuleId::ImageLocInvalid, child);
        return;
    }
    const bool seen = std::any_of(m_imageLocKeys.cbegin(), m_imageLocKeys.cend(), [&](auto at) {
        return QByteArrayView(m_imageLocKeyBytes.data() + at.first, qsizetype(at.second)) == key;
    });
    if (seen) {
        const QString url = QString::fromUtf8(text);
        if (!m_x.duplicateImageLocs.contains(url))
            m_x.duplicateImageLocs << url;
        m_x.mark(RuleId::ImageLocDuplicate, child);
    } else {
        m_imageLocKeys.emplace_back(m_imageLocKeyBytes.size(), size_t(key.size()));
        m_imageLocKeyBytes.append(key.data(), size_t(key.size()));
    }
}

void ExtensionJudge::alternate(const QString &lang, const QString &href, int child)
{
    ExtensionFacts &x = m_x;
    ++x.alternates;
    if (!isHreflang(lang)) {
        if (!x.hreflangInvalid.contains(quoted(lang)))
            x.hreflangInvalid << quoted(lang);
        x.mark(RuleId::HreflangInvalid, child);
    } else if (isHreflangCodeUnknown(lang)) {
        if (!x.hreflangUnknown.contains(quoted(lang)))
            x.hreflangUnknown << quoted(lang);
        x.mark(RuleId::HreflangCodeUnknown, child);
    }
    const QString key = lang.toLower();
    if (m_langs.contains(key)) {
        if (!x.hreflangDuplicate.contains(quoted(lang)))
            x.hreflangDuplicate << quoted(lang);
        x.mark(RuleId::HreflangDuplicate, child);
    } else {
        m_langs << key;
    }
    const QString hrefKey = href.isEmpty() ? QString() : UrlTools::duplicateKey(href);
    if (!UrlTools::split(href).absolute) {
        x.relativeHrefs << href;
        x.mark(RuleId::HreflangHrefRelative, child);
    } else {
        x.alternateLinks.push_back({key, href, hrefKey, child});
    }
    if (!href.isEmpty() && hrefKey == selfKey())
        x.listsSelf = true;
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

namespace {

bool isYesNo(const QString &v)
{
    for (const char *word : {"yes", "Yes", "YES", "no", "No", "NO"}) {
        if (v == QLatin1String(word))
            return true;
    }
    return false;
}

// A space-separated list whose every item passes ok.
template <typename Ok> bool isList(const QString &v, Ok ok)
{
    const QStringList items = v.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return false;
    for (const QString &item : items) {
        if (!ok(item))
            return false;
    }
    return true;
}

bool isPlatform(const QString &item)
{
    for (const char *p : Protocol::VideoPlatforms) {
        if (item == QLatin1String(p))
            return true;
    }
    return false;
}

bool isUpperCountry(const QString &item)
{
    return item.size() == 2 && item == item.toUpper() && IsoCodes::isCountry(item);
}

// A full date, or a date-time with seconds and a zone (PROTOCOL.md 4.1, 7).
bool isFullDate(const QString &v)
{
    return LastMod::check(v).verdict == LastMod::Verdict::Valid;
}

bool isNewsLanguage(const QString &v)
{
    if (v == QLatin1String("zh-cn") || v == QLatin1String("zh-tw"))
        return true;
    if (v != v.toLower() || !isAsciiLetters(v))
        return false;
    return v.size() == 2 ? IsoCodes::isLanguage2(v) : v.size() == 3 && IsoCodes::isLanguage3(v);
}

// One <video:video> being read.
struct VideoReading
{
    QStringList seen;    // local names of its children
    QStringList flagged; // fields already reported as invalid
    int tags = 0;
    // Its items in ExtensionFacts::videoSameAsPage and videoDeprecated, -1: none yet.
    qsizetype sameAsPage = -1;
    qsizetype deprecated = -1;
};

void addOnce(QStringList &list, const QString &value)
{
    if (!list.contains(value))
        list << value;
}

// Adds name to the video's item of a per-video list (made on first use), each name once.
void addToVideoItem(QStringList &items, QList<int> &at, qsizetype &item, const QString &name,
                    int child)
{
    if (item < 0) {
        item = items.size();
        items << name;
        at << child;
        return;
    }
    QString &text = items[item];
    if (!text.split(QLatin1String(", ")).contains(name))
        text += QLatin1String(", ") + name;
}

// A child of a video with its trimmed text and the attributes that matter.
void judgeVideoChild(ExtensionFacts &x, VideoReading &v, const QString &name, const QString &text,
                     const QXmlStreamAttributes &attrs, const QString &selfKey, int child)
{
    auto invalid = [&](const QString &field, const QString &why) {
        if (v.flagged.contains(field))
            return;
        v.flagged << field;
        x.videoInvalid << why;
        x.videoInvalidAt << child;
        x.mark(RuleId::VideoFieldInvalid, child);
    };
    const bool repeated = v.seen.contains(name);
    v.seen << name;
    if (name == QLatin1String("title") && text.size() > Protocol::MaxVideoTitleLength) {
        invalid(name, RuleText::tr("title has %1 characters (at most 100)").arg(text.size()));
    } else if (name == QLatin1String("description") &&
               text.size() > Protocol::MaxVideoDescriptionLength) {
        invalid(name,
                RuleText::tr("description has %1 characters (at most 2,048)").arg(text.size()));
    } else if (name == QLatin1String("duration")) {
        bool ok = false;
        const qlonglong d = text.toLongLong(&ok);
        if (!ok || d < Protocol::MinVideoDurationSeconds || d > Protocol::MaxVideoDurationSeconds)
            invalid(name, RuleText::tr("duration %1 (1 to 28,800 seconds)").arg(quoted(text)));
    } else if (name == QLatin1String("rating")) {
        double r = 0;
        if (!Rules::isDecimal(text, &r) || r < Protocol::MinVideoRating ||
            r > Protocol::MaxVideoRating)
            invalid(name, RuleText::tr("rating %1 (0.0 to 5.0)").arg(quoted(text)));
    } else if (name == QLatin1String("family_friendly") ||
               name == QLatin1String("requires_subscription") || name == QLatin1String("live")) {
        if (!isYesNo(text))
            invalid(name, RuleText::tr("%1 %2 (yes or no)").arg(name, quoted(text)));
    } else if (name == QLatin1String("platform") || name == QLatin1String("restriction")) {
        const bool platform = name == QLatin1String("platform");
        const QString relationship = attrs.value(QLatin1String("relationship")).toString();
        if (repeated)
            invalid(name, RuleText::tr("%1 given more than once").arg(name));
        else if (platform ? !isList(text, isPlatform) : !isList(text, isUpperCountry))
            invalid(name, platform ? RuleText::tr("platform %1 (web, mobile, tv)").arg(quoted(text))
                                   : RuleText::tr("restriction %1 (upper-case ISO 3166-1 "
                                                  "country codes)")
                                         .arg(quoted(text)));
        else if (relationship != QLatin1String("allow") && relationship != QLatin1String("deny"))
            invalid(name, RuleText::tr("%1 without relationship=\"allow\" or \"deny\"").arg(name));
    } else if (name == QLatin1String("view_count")) {
        bool ok = true;
        for (QChar c : text)
            ok = ok && c >= QLatin1Char('0') && c <= QLatin1Char('9');
        if (!ok || text.isEmpty())
            invalid(name, RuleText::tr("view_count %1 (a whole number)").arg(quoted(text)));
    } else if (name == QLatin1String("publication_date") ||
               name == QLatin1String("expiration_date")) {
        if (!isFullDate(text))
            invalid(name, RuleText::tr("%1 %2 (a W3C date)").arg(name, quoted(text)));
    } else if (name == QLatin1String("uploader") &&
               text.size() > Protocol::MaxVideoUploaderLength) {
        invalid(name, RuleText::tr("uploader has %1 characters (at most 255)").arg(text.size()));
    } else if (name == QLatin1String("tag")) {
        if (++v.tags == Protocol::MaxVideoTags + 1)
            invalid(name, RuleText::tr("more than 32 tags"));
    }
    if ((name == QLatin1String("content_loc") || name == QLatin1String("player_loc")) &&
        !text.isEmpty() && UrlTools::duplicateKey(text) == selfKey) {
        addToVideoItem(x.videoSameAsPage, x.videoSameAsPageAt, v.sameAsPage, name, child);
        x.mark(RuleId::VideoLocSameAsPage, child);
    }
    for (const char *old : {"category", "gallery_loc", "price", "tvshow"}) {
        if (name == QLatin1String(old)) {
            addToVideoItem(x.videoDeprecated, x.videoDeprecatedAt, v.deprecated, name, child);
            x.mark(RuleId::VideoDeprecated, child);
        }
    }
    if (name == QLatin1String("player_loc")) {
        for (const char *old : {"allow_embed", "autoplay"}) {
            if (attrs.hasAttribute(QLatin1String(old))) {
                addToVideoItem(x.videoDeprecated, x.videoDeprecatedAt, v.deprecated,
                               QLatin1String("player_loc ") + QLatin1String(old), child);
                x.mark(RuleId::VideoDeprecated, child);
            }
        }
    }
}

void judgeVideoEnd(ExtensionFacts &x, const VideoReading &v, int child)
{
    QStringList need;
    for (const char *n : {"thumbnail_loc", "title", "description"}) {
        if (!v.seen.contains(QLatin1String(n)))
            need << QLatin1String(n);
    }
    if (!v.seen.contains(QLatin1String("content_loc")) &&
        !v.seen.contains(QLatin1String("player_loc")))
        need << QStringLiteral("content_loc or player_loc");
    for (const QString &n : std::as_const(need))
        addOnce(x.videoMissing, n);
    if (!need.isEmpty())
        x.mark(RuleId::VideoFieldMissing, child);
}

} // namespace

} // namespace Rules

namespace {

// The per-occurrence items of a rule reported once per field or <video:video>.
struct Items
{
    const QStringList *text = nullptr;
    const QList<int> *at = nullptr;
};

Items itemsOf(const ExtensionFacts &x, RuleId rule)
{
    switch (rule) {
    case RuleId::VideoFieldInvalid:
        return {&x.videoInvalid, &x.videoInvalidAt};
    case RuleId::VideoLocSameAsPage:
        return {&x.videoSameAsPage, &x.videoSameAsPageAt};
    case RuleId::VideoDeprecated:
        return {&x.videoDeprecated, &x.videoDeprecatedAt};
    default:
        return {};
    }
}

} // namespace

int ExtensionFacts::occurrences(RuleId rule) const
{
    const Items items = itemsOf(*this, rule);
    return items.at ? std::max(1, int(items.at->size())) : 1;
}

int ExtensionFacts::childAt(RuleId rule, int occurrence) const
{
    const Items items = itemsOf(*this, rule);
    if (items.at && occurrence >= 0 && occurrence < items.at->size())
        return items.at->at(occurrence);
    return childAt(rule);
}

QString ExtensionFacts::detail(RuleId rule, int occurrence) const
{
    const Items items = itemsOf(*this, rule);
    if (items.text && occurrence >= 0 && occurrence < items.text->size())
        return items.text->at(occurrence);
    return {};
}

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
    ExtensionJudge judge(x, loc);
    // The open element at each depth (1 = the wrapper, 2 = a child of the entry).
    int depth = 0;
    int child = -1;   // index of the current depth-2 element among the entry's children
    QString top;      // image, video or news: the depth-2 element being read
    QStringList seen; // depth-3 children of the current news element
    bool imageHasLoc = false;
    bool publicationName = false, publicationLanguage = false;
    VideoReading video;

    auto finishTop = [&]() {
        if (top == QLatin1String("image")) {
            judge.imageEnd(imageHasLoc, child);
        } else if (top == QLatin1String("video")) {
            judgeVideoEnd(x, video, child);
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
            for (const QString &n : std::as_const(need))
                addOnce(x.newsMissing, n);
            if (!need.isEmpty())
                x.mark(RuleId::NewsFieldMissing, child);
        }
        top.clear();
    };
    auto readText = [&]() {
        const QString text = UrlTools::trimXmlWhitespace(
            xml.readElementText(QXmlStreamReader::IncludeChildElements));
        --depth;
        return text;
    };

    QString childName; // depth-3 element being read
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType t = xml.readNext();
        if (t == QXmlStreamReader::StartElement) {
            ++depth;
            const QStringView ns = xml.namespaceUri();
            if (depth == 2) {
                ++child;
                seen.clear();
                imageHasLoc = false;
                publicationName = publicationLanguage = false;
                top.clear();
                if (ns == Ns::Image && xml.name() == QLatin1String("image")) {
                    top = QStringLiteral("image");
                    judge.image(child);
                } else if (ns == Ns::Video && xml.name() == QLatin1String("video")) {
                    top = QStringLiteral("video");
                    video = {};
                    ++x.videos;
                } else if (ns == Ns::News && xml.name() == QLatin1String("news")) {
                    top = QStringLiteral("news");
                    if (++x.news == 2)
                        x.mark(RuleId::NewsRepeated, child);
                } else if (ns == Ns::Xhtml && xml.name() == QLatin1String("link")) {
                    const QXmlStreamAttributes attrs = xml.attributes();
                    if (attrs.hasAttribute(QLatin1String("hreflang")))
                        judge.alternate(UrlTools::trimXmlWhitespace(
                                            attrs.value(QLatin1String("hreflang")).toString()),
                                        UrlTools::trimXmlWhitespace(
                                            attrs.value(QLatin1String("href")).toString()),
                                        child);
                }
            } else if (depth == 3 && !top.isEmpty()) {
                childName = xml.name().toString();
                seen << childName;
                if (top == QLatin1String("image") && ns == Ns::Image) {
                    static const char *const deprecated[] = {"caption", "title", "geo_location",
                                                             "license"};
                    for (const char *d : deprecated) {
                        if (childName == QLatin1String(d))
                            judge.deprecatedImageChild(childName, child);
                    }
                    if (childName == QLatin1String("loc")) {
                        imageHasLoc = true;
                        judge.imageLoc(QByteArrayView(readText().toUtf8()), child);
                    }
                } else if (top == QLatin1String("video") && ns == Ns::Video) {
                    const QXmlStreamAttributes attrs = xml.attributes();
                    const QString text = readText();
                    judgeVideoChild(x, video, childName, text, attrs, judge.selfKey(), child);
                } else if (top == QLatin1String("news") && ns == Ns::News &&
                           childName == QLatin1String("publication_date")) {
                    const QString text = readText();
                    const LastMod::Result date = LastMod::check(text);
                    if (date.verdict != LastMod::Verdict::Valid) {
                        x.newsInvalid
                            << RuleText::tr("publication_date %1 (a W3C date)").arg(quoted(text));
                        x.mark(RuleId::NewsValueInvalid, child);
                    } else if (date.hasInstant &&
                               date.msecsSinceEpoch < ctx.nowMSecs - Protocol::NewsMaxAgeMSecs &&
                               x.newsStaleDate.isEmpty()) {
                        x.newsStaleDate = text;
                        x.mark(RuleId::NewsStale, child);
                    }
                }
            } else if (depth == 4 && top == QLatin1String("news") &&
                       childName == QLatin1String("publication") && ns == Ns::News) {
                const QString name = xml.name().toString();
                const QString text = readText();
                if (name == QLatin1String("name") && !text.isEmpty())
                    publicationName = true;
                else if (name == QLatin1String("language") && !text.isEmpty()) {
                    publicationLanguage = true;
                    if (!isNewsLanguage(text)) {
                        x.newsInvalid
                            << RuleText::tr("language %1 (an ISO 639 code such as en, de, zh-cn)")
                                   .arg(quoted(text));
                        x.mark(RuleId::NewsValueInvalid, child);
                    }
                }
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
