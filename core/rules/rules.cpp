// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include "namespaces.h"
#include "protocol.h"
#include "rulecatalogue.h"
#include "ruletext.h"
#include "sitemapdocument.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>
#include <QVarLengthArray>
#include <QXmlStreamReader>

#include <array>
#include <utility>

namespace {

// The reader's English description of a file that is not a sitemap, translated.
QString notSitemapText(const SitemapFile &file)
{
    if (file.notSitemap.isEmpty())
        return RuleText::tr("another kind of file");
    if (file.notSitemap == QString::fromLatin1(NotSitemapRootPattern).arg(file.rootName))
        return RuleText::tr(NotSitemapRootPattern).arg(file.rootName);
    return RuleText::tr(file.notSitemap.toLatin1().constData());
}

constexpr int NoField = -1;
constexpr int LocField = int(Field::Loc);
constexpr int LastModField = int(Field::LastMod);
constexpr int ChangeFreqField = int(Field::ChangeFreq);
constexpr int PriorityField = int(Field::Priority);

bool isUrlSet(const EntryFacts &f)
{
    return f.kind == FileKind::UrlSet;
}
bool hasLoc(const EntryFacts &f)
{
    return f.locGiven;
}
// loc-* rules look at a loc that is there; a text line that is no URL gets text-line-invalid only.
bool locRulesApply(const EntryFacts &f)
{
    return hasLoc(f) && (f.kind != FileKind::Text || f.url.absolute);
}
bool lastmodIs(const EntryFacts &f, LastMod::Verdict v)
{
    return f.has(Field::LastMod) && f.lastmodResult.verdict == v;
}

QString fieldName(int field)
{
    static const char *names[] = {"loc", "lastmod", "changefreq", "priority"};
    return QString::fromLatin1(names[field]);
}

using S = Severity;
using E = const EntryFacts &;
using F = const FileFacts &;
using X = const QString &;

bool isGzName(const QString &path)
{
    return path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
}

// Files that failed to parse before any root are reported as malformed only.
bool failedBeforeRoot(F f)
{
    return f.file->kind == FileKind::Unknown && f.file->malformed && f.file->rootName.isEmpty();
}
bool isXmlSitemap(F f)
{
    return f.file->kind == FileKind::UrlSet || f.file->kind == FileKind::Index;
}

constexpr std::array<RuleDef, RuleCount> catalogue = {{
    // --- file ------------------------------------------------------------------
    {RuleId::XmlMalformed, "xml-malformed", S::Error, NoField, false, nullptr, nullptr,
     // Cut at our own size limit is file-too-large, not the file's XML; a break
     // before the cut is the file's own.
     [](F f) {
         return f.file->malformed && !(f.file->truncatedAtLimit && f.file->endedEarly);
     },
     [](F f) {
         const SitemapFile &file = *f.file;
         QString what = file.errorMessage.isEmpty() ? RuleText::tr("parse error")
                                                    : file.errorMessage;
         if (file.errorPattern) {
             what = RuleText::tr(file.errorPattern);
             for (const QString &arg : file.errorArgs)
                 what = what.arg(arg);
         }
         return RuleText::tr("The file is not well-formed XML here: %1. Only the entries before "
                             "this point were read.")
             .arg(what);
     }},
    {RuleId::NotASitemap, "not-a-sitemap", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->kind == FileKind::Unknown && !failedBeforeRoot(f); },
     [](F f) {
         return RuleText::tr("This is not a sitemap: it looks like %1. A sitemap has a <urlset> or "
                             "<sitemapindex> root, or lists one URL per line.")
             .arg(notSitemapText(*f.file));
     }},
    {RuleId::EncodingNotUtf8, "encoding-not-utf8", S::Error, NoField, true, nullptr, nullptr,
     [](F f) { return !Rules::isUtf8OrAscii(*f.file); },
     [](F f) {
         if (f.file->utf16)
             return RuleText::tr("The file is UTF-16; sitemaps must be UTF-8. Save it as UTF-8.");
         if (f.file->invalidUtf8.line > 0 && f.file->declaredEncoding.isEmpty())
             return RuleText::tr("The file holds bytes that are not valid UTF-8. Save it as "
                                 "UTF-8.");
         return RuleText::tr("The file declares the encoding %1; sitemaps must be UTF-8. Save it "
                             "as UTF-8 with encoding=\"UTF-8\".")
             .arg(quoted(f.file->declaredEncoding));
     }},
    {RuleId::LeadingContent, "leading-content", S::Error, NoField, true, nullptr, nullptr,
     [](F f) { return f.file->leadingContent.line > 0; },
     [](F) {
         return RuleText::tr("There is content before the XML declaration or the root element (a "
                             "blank line, a PHP warning, ...). Remove everything before <?xml.");
     }},
    {RuleId::NamespaceMissing, "namespace-missing", S::Error, NoField, true, nullptr, nullptr,
     [](F f) { return isXmlSitemap(f) && f.file->namespaceKind == NamespaceKind::Missing; },
     [](F f) {
         if (!f.file->nsAttribute.isEmpty())
             return RuleText::tr("The root element has ns=%1 instead of xmlns; without xmlns it is "
                                 "in no namespace. Write "
                                 "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\".")
                 .arg(quoted(f.file->nsAttribute));
         return RuleText::tr("The root element has no sitemap namespace. Add "
                             "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\".");
     }},
    {RuleId::NamespaceLegacy, "namespace-legacy", S::Warning, NoField, true, nullptr, nullptr,
     [](F f) { return isXmlSitemap(f) && f.file->namespaceKind == NamespaceKind::Legacy; },
     [](F f) {
         return RuleText::tr("The file uses the old namespace %1. Use "
                             "http://www.sitemaps.org/schemas/sitemap/0.9.")
             .arg(quoted(f.file->rootNamespace));
     }},
    {RuleId::NamespaceWrong, "namespace-wrong", S::Error, NoField, true, nullptr, nullptr,
     [](F f) { return isXmlSitemap(f) && f.file->namespaceKind == NamespaceKind::Wrong; },
     [](F f) {
         return RuleText::tr("The root element is in the namespace %1, which is not the sitemap "
                             "namespace. Use http://www.sitemaps.org/schemas/sitemap/0.9.")
             .arg(quoted(f.file->rootNamespace));
     }},
    {RuleId::GzipCorrupt, "gzip-corrupt", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->gzipCorrupt; },
     [](F f) {
         return RuleText::tr("The gzip data is damaged or cut short (%1); only what decompressed "
                             "was read. Compress the file again.")
             .arg(f.file->gzipError.isEmpty() ? RuleText::tr("unexpected end") : f.file->gzipError);
     }},
    {RuleId::GzipMislabelled, "gzip-mislabelled", S::Warning, NoField, true, nullptr, nullptr,
     [](F f) { return !f.file->path.isEmpty() && isGzName(f.file->path) != f.file->gzip; },
     [](F f) {
         if (f.file->gzip)
             return RuleText::tr("The file is gzip-compressed but its name does not end in .gz. "
                                 "Add .gz to the name.");
         return RuleText::tr("The name ends in .gz but the file is not gzip-compressed. Compress "
                             "it or remove .gz from the name.");
     }},
    {RuleId::TooManyUrls, "too-many-urls", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->kind != FileKind::Index && f.entryCount > Protocol::MaxUrlsPerSitemap; },
     [](F f) {
         return RuleText::tr("The file lists %1 URLs; a sitemap may list at most 50,000. Split it "
                             "into several files with an index.")
             .arg(f.entryCount);
     }},
    {RuleId::TooManySitemaps, "too-many-sitemaps", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->kind == FileKind::Index && f.entryCount > Protocol::MaxSitemapsPerIndex; },
     [](F f) {
         return RuleText::tr("The index lists %1 sitemaps; an index may list at most 50,000. Split "
                             "it into several indexes.")
             .arg(f.entryCount);
     }},
    {RuleId::FileTooLarge, "file-too-large", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->tooLarge || f.file->uncompressedSize > Protocol::MaxFileBytes; },
     [](F f) {
         return RuleText::tr("The file is %1 bytes uncompressed; the limit is 52,428,800 (50 MiB). "
                             "Split it into several files.")
             .arg(f.file->uncompressedSize);
     }},
    {RuleId::EmptySitemap, "empty-sitemap", S::Warning, NoField, false, nullptr, nullptr,
     [](F f) {
         return f.entryCount == 0 && f.file->kind != FileKind::Unknown && !f.file->malformed &&
                !f.file->gzipCorrupt && !f.file->truncatedAtLimit;
     },
     [](F) { return RuleText::tr("The sitemap lists no URLs. Add entries or remove the file."); }},
    {RuleId::IndexNested, "index-nested", S::Error, LocField, false,
     [](E f) { return f.kind == FileKind::Index && f.child >= 0 && f.childIsIndex; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","This index entry names another sitemap index; indexes may only list "
                             "sitemaps, and its children are not followed. List the sitemaps "
                             "directly."));
     },
     nullptr, nullptr},
    {RuleId::IndexChildMissing, "index-child-missing", S::Warning, LocField, false,
     [](E f) { return f.kind == FileKind::Index && f.child == -1; },
     [](E f, X) {
         QString url = f.loc();
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The sitemap %1 was not found next to the index, so it was not "
                             "checked. Put the file in the index's folder or correct the <loc>."))
             .quotedArg(url);
     },
     nullptr, nullptr},
    {RuleId::NewsTooMany, "news-too-many", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.newsCount > Protocol::MaxNewsUrlsPerSitemap; },
     [](F f) {
         return RuleText::tr("The file holds %1 <news:news> entries; a news sitemap may hold at "
                             "most 1,000. Move older articles to another sitemap.")
             .arg(f.newsCount);
     }},
    {RuleId::TextLineInvalid, "text-line-invalid", S::Error, LocField, false,
     [](E f) { return f.kind == FileKind::Text && hasLoc(f) && !f.url.absolute; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The line %1 is not an absolute URL; a text sitemap holds one full "
                             "URL (https://host/path) per line. Correct or remove the line."))
             .quotedArg(f.value(Field::Loc));
     },
     nullptr, nullptr},
    {RuleId::FeedSitemap, "feed-sitemap", S::Warning, NoField, true, nullptr, nullptr,
     [](F f) { return f.file->kind == FileKind::Feed; },
     [](F f) {
         const QString what = f.file->feed == FeedKind::Atom ? RuleText::tr("an Atom 1.0 feed")
                                                             : RuleText::tr("an RSS 2.0 feed");
         return RuleText::tr("The file is %1, read as a sitemap of its links: Google and Bing "
                             "accept feeds, other search engines and tools do not. Saving writes "
                             "it as a <urlset> sitemap.")
             .arg(what);
     }},
    {RuleId::PrefixUndeclared, "prefix-undeclared", S::Warning, NoField, true, nullptr, nullptr,
     [](F f) { return !f.file->undeclaredPrefixes.isEmpty(); },
     [](F f) {
         const QStringList &prefixes = f.file->undeclaredPrefixes;
         return RuleText::tr("Namespace prefixes used but never declared: %1. Strict XML "
                             "readers reject the file. Declare each on the root element "
                             "(xmlns:%2=\"...\") or remove what uses it; saving leaves those "
                             "elements and attributes out.")
             .arg(prefixes.join(QLatin1String(", ")), prefixes.value(0));
     }},
    {RuleId::DoctypePresent, "doctype-present", S::Warning, NoField, true, nullptr, nullptr,
     [](F f) { return f.file->doctype.line > 0 && !f.file->entityDeclared; },
     [](F) {
         return RuleText::tr("The file has a DOCTYPE declaration; sitemaps need none and some "
                             "readers refuse it. Remove it; saving leaves it out.");
     }},
    {RuleId::XmlEntityDeclared, "xml-entity-declared", S::Error, NoField, false, nullptr, nullptr,
     [](F f) { return f.file->entityDeclared; },
     [](F) {
         return RuleText::tr("The DOCTYPE declares entities, so the file was not read past it (no "
                             "entity is ever expanded). Remove the DOCTYPE and write the values "
                             "out in full.");
     }},
    {RuleId::IndexLastmodStale, "index-lastmod-stale", S::Warning, LastModField, true, nullptr,
     [](E f, X newest) {
         if (!f.has(Field::LastMod))
             return RuleMessage(QT_TRANSLATE_NOOP("Rules","The index gives no <lastmod> for this sitemap, whose newest "
                                 "entry changed %1; engines use it to decide whether to fetch the "
                                 "file again. Saving writes %1."))
                 .arg(newest);
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The index's <lastmod> %1 is older than the newest entry of this "
                             "sitemap (%2); engines may not fetch the file again. Saving writes "
                             "%2."))
             .arg(quoted(f.lastmod()), newest);
     },
     nullptr, nullptr},

    // --- entry -----------------------------------------------------------------
    {RuleId::LocMissing, "loc-missing", S::Error, LocField, false,
     [](E f) { return f.kind != FileKind::Text && !hasLoc(f); },
     [](E, X) { return RuleMessage(QT_TRANSLATE_NOOP("Rules","The entry has no <loc>, or an empty one. Enter the page's "
                                    "full URL.")); },
     nullptr, nullptr},
    {RuleId::TagRepeated, "tag-repeated", S::Error, NoField, false,
     [](E f) { return (f.repeated & 0x0f) != 0; },
     [](E f, X) {
         QStringList names;
         for (int i = 0; i < FieldCount; ++i) {
             if (f.repeated & fieldBit(Field(i)))
                 names << QLatin1Char('<') + fieldName(i) + QLatin1Char('>');
         }
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is given more than once in this entry; only the first is used. "
                             "Keep one."))
             .arg(names.join(QLatin1String(", ")));
     },
     nullptr, nullptr},
    {RuleId::TagUnknown, "tag-unknown", S::Warning, NoField, false,
     [](E f) { return (f.flags & Entry::HasUnknownElements) != 0; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The entry holds elements in the sitemap namespace that the protocol "
                             "does not define; search engines reject them. They are left out on "
                             "save; move vendor data to an extension namespace."));
     },
     nullptr, nullptr},
    {RuleId::TagOrder, "tag-order", S::Info, NoField, true,
     [](E f) { return (f.flags & Entry::OutOfOrder) != 0; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The children are not in the order loc, lastmod, changefreq, "
                             "priority, extensions, as the schema requires. Saving puts them in "
                             "order."));
     },
     nullptr, nullptr},
    {RuleId::LocNotAbsolute, "loc-not-absolute", S::Error, LocField, false,
     [](E f) { return f.kind != FileKind::Text && hasLoc(f) && !f.url.absolute; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is not an absolute URL (it needs a scheme and a host). Write the "
                             "full URL, for example https://example.com/page."))
             .quotedArg(f.value(Field::Loc));
     },
     nullptr, nullptr},
    {RuleId::LocScheme, "loc-scheme", S::Error, LocField, false,
     [](E f) { return locRulesApply(f) && f.url.absolute && !f.httpScheme; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL uses the scheme \"%1\"; a sitemap lists only http and https "
                             "URLs. Use the page's http(s) address."))
             .arg(f.urlScheme());
     },
     nullptr, nullptr},
    {RuleId::LocTooLong, "loc-too-long", S::Error, LocField, false,
     [](E f) { return locRulesApply(f) && f.locUriLength >= Protocol::MaxLocLength; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL is %1 characters long when encoded; it must be shorter than "
                             "2,048. Use a shorter address."))
             .arg(UrlTools::uriFormLength(f.loc()));
     },
     nullptr, nullptr},
    {RuleId::LocTooShort, "loc-too-short", S::Error, LocField, false,
     [](E f) { return locRulesApply(f) && f.locUriLength < Protocol::MinLocLength; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL is %1 characters long when encoded; the sitemap schema "
                             "requires at least 12. Write the full address of the page."))
             .arg(UrlTools::uriFormLength(f.loc()));
     },
     nullptr, nullptr},
    {RuleId::LocPercentInvalid, "loc-percent-invalid", S::Error, LocField, true,
     [](E f) { return locRulesApply(f) && f.locPercentInvalid; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL holds a % that is not followed by two hexadecimal digits, so "
                             "it encodes nothing. Saving writes it as %25; if it was meant to "
                             "encode a character, correct the digits."));
     },
     nullptr, nullptr},
    {RuleId::LocUnescaped, "loc-unescaped", S::Error, LocField, true,
     [](E f) { return locRulesApply(f) && f.locUnescaped; },
     [](E f, X) {
         QString first;
         for (QChar c : f.loc()) {
             if (UrlTools::hasUnescapedCharacters(QString(c))) {
                 first = c == QLatin1Char(' ') ? RuleText::tr("a space") : quoted(QString(c));
                 break;
             }
         }
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL holds %1, which must be percent-encoded (as must spaces, "
                             "non-ASCII letters and <>\"{}|\\^`). Saving writes it encoded."))
             .arg(first);
     },
     nullptr, nullptr},
    {RuleId::LocWhitespace, "loc-whitespace", S::Warning, LocField, true,
     [](E f) { return locRulesApply(f) && f.locPadded; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The <loc> has spaces or line breaks around the URL; some engines "
                             "read them as part of it. Saving trims them."));
     },
     nullptr, nullptr},
    {RuleId::LocFragment, "loc-fragment", S::Warning, LocField, false,
     [](E f) { return locRulesApply(f) && f.url.hasFragment; },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL has a #fragment, which search engines ignore; it names the "
                             "same page as without it. Remove the part from #."));
     },
     nullptr, nullptr},
    {RuleId::LocLocalhost, "loc-localhost", S::Warning, LocField, false,
     [](E f) { return locRulesApply(f) && f.url.absolute && f.locLocal; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The host \"%1\" is local (localhost, a private address or a name "
                             "without a dot); search engines cannot reach it. Generate the sitemap "
                             "with the public site address."))
             .arg(f.hostValue());
     },
     nullptr, nullptr},
    {RuleId::LocPlaceholderHost, "loc-placeholder-host", S::Warning, LocField, false,
     [](E f) { return locRulesApply(f) && f.url.absolute && f.locPlaceholder && !f.locLocal; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The host \"%1\" is reserved for examples, tests or local networks; "
                             "a template seems to have been published unchanged. Use the site's "
                             "real address."))
             .arg(f.hostValue());
     },
     nullptr, nullptr},
    {RuleId::LocDuplicate, "loc-duplicate", S::Warning, LocField, false, nullptr,
     [](E, X earlier) {
         if (earlier.isEmpty())
             return RuleMessage(QT_TRANSLATE_NOOP("Rules","The same URL appears earlier in the sitemap set. Remove this "
                                 "entry or merge it with the first one."));
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The same URL appears earlier in the sitemap set, at %1. Remove this "
                             "entry or merge it with the first one."))
             .arg(earlier);
     },
     nullptr, nullptr},
    {RuleId::LocNearDuplicate, "loc-near-duplicate", S::Warning, LocField, false, nullptr,
     [](E, X earlier) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL differs from an earlier one of the set only by http/https, "
                             "www., a final index page or a trailing slash (%1); engines treat "
                             "them as two URLs for one page. List the page under one URL."))
             .arg(earlier);
     },
     nullptr, nullptr},
    {RuleId::LocHostMismatch, "loc-host-mismatch", S::Error, LocField, false, nullptr,
     [](E f, X expected) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL is on %1, but the sitemap's URLs belong to %2; engines "
                             "ignore URLs of other hosts. Move the URL to a sitemap on its own "
                             "host."))
             .arg(f.origin, expected);
     },
     nullptr, nullptr},
    {RuleId::LocOutsidePath, "loc-outside-path", S::Error, LocField, false,
     [](E f) { return locRulesApply(f) && f.outsidePath; },
     [](E f, X expected) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL is outside the folder %1 where the sitemap lives; a sitemap "
                             "may only list URLs at or below its own folder. Move the sitemap up "
                             "or the URL out."))
             .arg(expected.isEmpty() ? f.origin : expected);
     },
     nullptr, nullptr},
    {RuleId::LastmodFormat, "lastmod-format", S::Error, LastModField, false,
     [](E f) { return lastmodIs(f, LastMod::Verdict::Format); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is not a W3C date. Write it as YYYY-MM-DD or "
                             "YYYY-MM-DDThh:mm:ss+hh:mm."))
             .quotedArg(f.value(Field::LastMod));
     },
     nullptr, nullptr},
    {RuleId::LastmodNoTimezone, "lastmod-no-timezone", S::Error, LastModField, false,
     [](E f) { return lastmodIs(f, LastMod::Verdict::NoTimezone); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 has a time but no time zone. Add Z or an offset such as +02:00."))
             .quotedArg(f.value(Field::LastMod));
     },
     nullptr, nullptr},
    {RuleId::LastmodInvalidDate, "lastmod-invalid-date", S::Error, LastModField, false,
     [](E f) { return lastmodIs(f, LastMod::Verdict::InvalidDate); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is not a real date or time (month, day, hour or zone out of "
                             "range). Correct the value."))
             .quotedArg(f.value(Field::LastMod));
     },
     nullptr, nullptr},
    {RuleId::LastmodImprecise, "lastmod-imprecise", S::Warning, LastModField, true,
     [](E f) { return lastmodIs(f, LastMod::Verdict::Imprecise); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is valid W3C but lacks a day or seconds, which the schema "
                             "requires. Saving completes it (for example 2024-05 becomes "
                             "2024-05-01)."))
             .quotedArg(f.value(Field::LastMod));
     },
     nullptr, nullptr},
    {RuleId::LastmodFuture, "lastmod-future", S::Warning, LastModField, false,
     [](E f) { return f.has(Field::LastMod) && f.lastmodFuture; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 lies in the future; lastmod is when the page last changed. Use "
                             "the real date of the last change."))
             .quotedArg(f.value(Field::LastMod));
     },
     nullptr, nullptr},
    {RuleId::ChangefreqInvalid, "changefreq-invalid", S::Error, ChangeFreqField, false,
     [](E f) {
         return isUrlSet(f) && f.has(Field::ChangeFreq) && !f.changefreqValid;
     },
     [](E f, X) {
         if (Rules::isChangefreqValue(f.changefreq().toLower()))
             return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 must be written in lower case. Saving writes %2."))
                 .arg(quoted(f.changefreq()), quoted(f.changefreq().toLower()));
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is not a change frequency. Use always, hourly, daily, weekly, "
                             "monthly, yearly or never."))
             .quotedArg(f.value(Field::ChangeFreq));
     },
     nullptr, nullptr},
    {RuleId::PriorityInvalid, "priority-invalid", S::Error, PriorityField, false,
     [](E f) { return isUrlSet(f) && f.has(Field::Priority) && !f.priorityDecimal; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","%1 is not a decimal number. Use a value from 0.0 to 1.0, such as "
                             "0.5."))
             .quotedArg(f.value(Field::Priority));
     },
     nullptr, nullptr},
    {RuleId::PriorityRange, "priority-range", S::Error, PriorityField, false,
     [](E f) {
         return isUrlSet(f) && f.has(Field::Priority) && f.priorityDecimal &&
                (f.priorityValue < 0.0 || f.priorityValue > 1.0);
     },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","Priority %1 is outside 0.0 to 1.0. Use a value in that range."))
             .arg(f.priority());
     },
     nullptr, nullptr},
    {RuleId::IndexEntryField, "index-entry-field", S::Error, NoField, false,
     [](E f) {
         return f.kind == FileKind::Index && (f.has(Field::ChangeFreq) || f.has(Field::Priority));
     },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","A <sitemap> entry of an index may only carry loc and lastmod; "
                             "changefreq and priority belong to the URLs of a sitemap. Remove "
                             "them."));
     },
     nullptr, nullptr},

    // --- extensions ------------------------------------------------------------
    {RuleId::ImageLocMissing, "image-loc-missing", S::Error, NoField, false,
     [](E f) { return f.ext.imagesWithoutLoc > 0; },
     [](E f, X) {
         return RuleMessage::made(RuleText::tr("%n <image:image> element(s) have no <image:loc>. Add the image's "
                             "URL.",
             nullptr, f.ext.imagesWithoutLoc));
     },
     nullptr, nullptr},
    {RuleId::ImageTooMany, "image-too-many", S::Error, NoField, false,
     [](E f) { return f.ext.images > Protocol::MaxImagesPerUrl; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL lists %1 images; at most 1,000 are allowed. Keep the most "
                             "important ones."))
             .arg(f.ext.images);
     },
     nullptr, nullptr},
    {RuleId::ImageDeprecated, "image-deprecated", S::Info, NoField, false,
     [](E f) { return !f.ext.deprecatedImageTags.isEmpty(); },
     [](E f, X) {
         QStringList which;
         for (qsizetype i = 0; i < f.ext.deprecatedImageTags.size(); ++i)
             which << RuleText::tr("<image:%1> (%2)")
                          .arg(f.ext.deprecatedImageTags[i])
                          .arg(f.ext.deprecatedImageCounts.value(i));
         return RuleMessage::made(RuleText::tr("%n image(s) of this URL use fields Google deprecated in 2022 and "
                             "ignores (%1). You may remove them.",
                             nullptr, f.ext.imagesWithDeprecated)
             .arg(which.join(QLatin1String(", "))));
     },
     nullptr, nullptr},
    {RuleId::ImageLocInvalid, "image-loc-invalid", S::Error, NoField, false,
     [](E f) { return !f.ext.invalidImageLocs.isEmpty(); },
     [](E f, X) {
         const QString first = f.ext.invalidImageLocs.first();
         return RuleMessage::made(RuleText::tr("%n <image:loc> value(s) are not absolute http(s) URLs (first: %1). "
                             "Write the image's full URL.",
                             nullptr, int(f.ext.invalidImageLocs.size()))
             .arg(first.isEmpty() ? RuleText::tr("empty") : quoted(first)));
     },
     nullptr, nullptr},
    {RuleId::ImageLocDuplicate, "image-loc-duplicate", S::Warning, NoField, false,
     [](E f) { return !f.ext.duplicateImageLocs.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The image %1 is listed more than once for this URL. Keep one "
                             "<image:image> per image."))
             .quotedArg(f.ext.duplicateImageLocs.first());
     },
     nullptr, nullptr},
    {RuleId::VideoFieldMissing, "video-field-missing", S::Error, NoField, false,
     [](E f) { return !f.ext.videoMissing.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","A <video:video> lacks %1. Add it; a video needs thumbnail_loc, "
                             "title, description and content_loc or player_loc."))
             .arg(f.ext.videoMissing.join(QLatin1String(", ")));
     },
     nullptr, nullptr},
    {RuleId::VideoFieldInvalid, "video-field-invalid", S::Error, NoField, false,
     [](E f) { return !f.ext.videoInvalid.isEmpty(); },
     [](E f, X field) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","A <video:video> has a value out of range: %1. Correct it."))
             .arg(field.isEmpty() ? f.ext.videoInvalid.join(QLatin1String("; ")) : field);
     },
     nullptr, nullptr},
    {RuleId::VideoLocSameAsPage, "video-loc-same-as-page", S::Error, NoField, false,
     [](E f) { return !f.ext.videoSameAsPage.isEmpty(); },
     [](E f, X fields) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The video's %1 is the page's own URL; Google needs the URL of the "
                             "video file or player itself. Enter the media's own URL."))
             .arg(fields.isEmpty() ? f.ext.videoSameAsPage.join(QLatin1String(", ")) : fields);
     },
     nullptr, nullptr},
    {RuleId::VideoDeprecated, "video-deprecated", S::Info, NoField, false,
     [](E f) { return !f.ext.videoDeprecated.isEmpty(); },
     [](E f, X fields) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The video uses %1, which Google has ignored since 2022. You may "
                             "remove it."))
             .arg(fields.isEmpty() ? f.ext.videoDeprecated.join(QLatin1String(", ")) : fields);
     },
     nullptr, nullptr},
    {RuleId::NewsRepeated, "news-repeated", S::Error, NoField, false,
     [](E f) { return f.ext.news > 1; },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL has %1 <news:news> elements; it may have one. Keep one."))
             .arg(f.ext.news);
     },
     nullptr, nullptr},
    {RuleId::NewsFieldMissing, "news-field-missing", S::Error, NoField, false,
     [](E f) { return !f.ext.newsMissing.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","A <news:news> lacks %1. Add it; news needs publication (name, "
                             "language), publication_date and title."))
             .arg(f.ext.newsMissing.join(QLatin1String(", ")));
     },
     nullptr, nullptr},
    {RuleId::NewsValueInvalid, "news-value-invalid", S::Error, NoField, false,
     [](E f) { return !f.ext.newsInvalid.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The news entry has invalid values: %1. Use an ISO 639 language code "
                             "(en, de, zh-cn) and a W3C date such as 2024-05-01 or "
                             "2024-05-01T10:15:00+02:00."))
             .arg(f.ext.newsInvalid.join(QLatin1String("; ")));
     },
     nullptr, nullptr},
    {RuleId::NewsStale, "news-stale", S::Info, NoField, false,
     [](E f) { return !f.ext.newsStaleDate.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The article was published %1, more than two days ago; Google News "
                             "takes only articles of the last two days. Move it to a regular "
                             "sitemap."))
             .quotedArg(f.ext.newsStaleDate);
     },
     nullptr, nullptr},
    {RuleId::HreflangInvalid, "hreflang-invalid", S::Error, NoField, false,
     [](E f) { return !f.ext.hreflangInvalid.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","hreflang %1 is not a language code. Use x-default or a code such as "
                             "en, en-GB or zh-Hant-TW."))
             .arg(f.ext.hreflangInvalid.join(QLatin1String(", ")));
     },
     nullptr, nullptr},
    {RuleId::HreflangDuplicate, "hreflang-duplicate", S::Warning, NoField, false,
     [](E f) { return !f.ext.hreflangDuplicate.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","hreflang %1 is given more than once for this URL. Keep one alternate "
                             "per language."))
             .arg(f.ext.hreflangDuplicate.join(QLatin1String(", ")));
     },
     nullptr, nullptr},
    {RuleId::HreflangHrefRelative, "hreflang-href-relative", S::Error, NoField, false,
     [](E f) { return !f.ext.relativeHrefs.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The alternate link %1 is not an absolute URL. Write the full URL."))
             .quotedArg(f.ext.relativeHrefs.first());
     },
     nullptr, nullptr},
    {RuleId::HreflangNoSelf, "hreflang-no-self", S::Warning, NoField, false,
     [](E f) { return f.ext.alternates > 0 && !f.ext.listsSelf && hasLoc(f); },
     [](E, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The URL has alternates but does not list itself among them. Add an "
                             "<xhtml:link> for its own language pointing to its own URL."));
     },
     nullptr, nullptr},

    {RuleId::HreflangCodeUnknown, "hreflang-code-unknown", S::Error, NoField, false,
     [](E f) { return !f.ext.hreflangUnknown.isEmpty(); },
     [](E f, X) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","hreflang %1 has the shape of a language code but names no known "
                             "language, script or region (en-UK is wrong, en-GB right). Use ISO "
                             "639 languages and ISO 3166 regions."))
             .arg(f.ext.hreflangUnknown.join(QLatin1String(", ")));
     },
     nullptr, nullptr},

    // --- set -------------------------------------------------------------------
    {RuleId::PriorityUniform, "priority-uniform", S::Info, PriorityField, false, nullptr, nullptr,
     nullptr,
     [](F f) {
         return RuleText::tr("All %1 entries with a priority have the same value %2, which tells "
                             "engines nothing. Give important pages a higher priority, or leave "
                             "priority out.")
             .arg(f.priorityCarriers)
             .arg(f.uniformPriority);
     }},
    {RuleId::LastmodUniform, "lastmod-uniform", S::Info, LastModField, false, nullptr, nullptr,
     nullptr,
     [](F f) {
         return RuleText::tr("All %1 entries with a lastmod have the same value %2; that looks "
                             "like the time the sitemap was made, not when the pages changed. Use "
                             "each page's own date.")
             .arg(f.lastmodCarriers)
             .arg(f.uniformLastmod);
     }},
    // extra: the alternate's href, and for a mismatch the pair one lists and the other lacks.
    {RuleId::HreflangNoReturn, "hreflang-no-return", S::Error, NoField, false, nullptr,
     [](E, X href) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","This URL names %1 as an alternate, but that page does not name this "
                             "URL back; Google ignores alternates without a return link. Add the "
                             "return <xhtml:link> to %1."))
             .arg(href);
     },
     nullptr, nullptr},
    {RuleId::HreflangTargetMissing, "hreflang-target-missing", S::Info, NoField, false, nullptr,
     [](E, X href) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The alternate %1 is not a URL of this sitemap set, so its return "
                             "link cannot be checked here. List it in the set or check that page "
                             "by hand."))
             .arg(href);
     },
     nullptr, nullptr},
    {RuleId::HreflangClusterMismatch, "hreflang-cluster-mismatch", S::Warning, NoField, false,
     nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","This URL and its alternate list different language clusters (%1); "
                             "every page of a cluster should list the same alternates. Give both "
                             "the same <xhtml:link> set."))
             .arg(detail);
     },
     nullptr, nullptr},
    // --- the web audit: judged by WebRules on a page's answer; detail is what it said ---
    {RuleId::WebNotFound, "web-not-found", S::Error, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page answers %1: it does not exist, and search engines drop it. "
                             "Remove the entry, or restore the page or redirect it to its new "
                             "URL."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebClientError, "web-client-error", S::Error, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page answers %1: search engines cannot read it (it needs a "
                             "login, is forbidden or refused). Make the page public or remove the "
                             "entry."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebServerError, "web-server-error", S::Warning, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The server answers %1: search engines try again later and drop the "
                             "URL if this goes on. Fix the server or lighten its load."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebRedirect, "web-redirect", S::Warning, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page redirects to %1: search engines want the final URL in a "
                             "sitemap. Use the target URL."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebNoindex, "web-noindex", S::Error, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page forbids indexing (%1), yet the sitemap submits it. Remove "
                             "the entry, or take the noindex off the page."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebCanonicalElsewhere, "web-canonical-elsewhere", S::Warning, LocField, false,
     nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page names %1 as its canonical URL: search engines index that "
                             "URL instead. Use the canonical URL, or make the page canonical to "
                             "itself."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebRobotsBlocked, "web-robots-blocked", S::Error, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The site's robots.txt keeps Googlebot away from this page (%1), so "
                             "search engines cannot crawl it and it was not requested. Allow the "
                             "path in robots.txt or remove the entry."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebUnreachable, "web-unreachable", S::Warning, LocField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","No answer from the page: %1. Check the host name, the server and "
                             "its certificate, then check again."))
             .arg(detail);
     },
     nullptr, nullptr},
    {RuleId::WebLastmodBehind, "web-lastmod-behind", S::Info, LastModField, false, nullptr,
     [](E, X detail) {
         return RuleMessage(QT_TRANSLATE_NOOP("Rules","The page says it changed on %1, more than a day after the entry's "
                             "lastmod. Update the lastmod."))
             .arg(detail);
     },
     nullptr, nullptr},
}};

constexpr bool catalogueInEnumOrder()
{
    for (size_t i = 0; i < catalogue.size(); ++i) {
        if (catalogue[i].rule != RuleId(i))
            return false;
    }
    return true;
}
static_assert(catalogueInEnumOrder(), "the catalogue lists the rules in RuleId order");

} // namespace

namespace RuleCatalogue {

const RuleDef &row(RuleId rule)
{
    return catalogue[size_t(rule)];
}

std::span<const RuleDef> rows()
{
    return catalogue;
}

} // namespace RuleCatalogue

namespace Rules {

bool isUtf8OrAscii(const SitemapFile &file)
{
    if (file.utf16 || file.invalidUtf8.line > 0)
        return false;
    const QString enc = file.declaredEncoding.trimmed().toLower();
    if (enc.isEmpty() || enc == QLatin1String("utf-8") || enc == QLatin1String("utf8"))
        return true;
    if (enc == QLatin1String("us-ascii") || enc == QLatin1String("ascii"))
        return !file.nonAscii;
    return false;
}

namespace {

// Every entry check of the catalogue, unrolled at compile time so that the compiler
// can inline the small functions instead of calling them through pointers.
template <size_t... I>
RuleMask checkAllEntryRules(const EntryFacts &facts, std::index_sequence<I...>)
{
    RuleMask mask;
    ((mask |= (catalogue[I].entryCheck != nullptr && catalogue[I].entryCheck(facts))
                  ? ruleBit(catalogue[I].rule)
                  : RuleMask()),
     ...);
    return mask;
}

} // namespace

RuleMask checkEntry(const EntryFacts &facts)
{
    return checkAllEntryRules(facts, std::make_index_sequence<RuleCount>());
}

RuleMask valueRules(Field field)
{
    if (field == Field::Loc)
        return {};
    // The column's own rules, and the two row rules that look at whether the field
    // is there: a value set replaces a repeated element, and an index entry must
    // have neither changefreq nor priority.
    RuleMask mask = ruleBit(RuleId::TagRepeated);
    if (field == Field::ChangeFreq || field == Field::Priority)
        mask |= ruleBit(RuleId::IndexEntryField);
    for (const RuleDef &d : catalogue) {
        if (d.field == int(field) && d.entryCheck)
            mask |= ruleBit(d.rule);
    }
    return mask;
}

RuleMask checkValue(const SitemapDocument &doc, int file, int entry, Field field,
                    const FileContext &ctx)
{
    const Entry &e = doc.entry(file, entry);
    EntryFacts f;
    f.kind = ctx.kind;
    f.present = e.present;
    f.repeated = e.repeated;
    f.flags = e.flags;
    valueFacts(doc, file, entry, field, ctx, &f);
    return checkEntry(f) & valueRules(field);
}

RuleMask checkFile(const FileFacts &facts)
{
    const SitemapFile &file = *facts.file;
    if (file.unreadable)
        return {};
    // A file that is not a sitemap gets that one verdict and no other rule.
    if (file.kind == FileKind::Unknown && !failedBeforeRoot(facts) && !file.entityDeclared)
        return ruleBit(RuleId::NotASitemap);
    RuleMask mask;
    for (const RuleDef &d : catalogue) {
        if (d.fileCheck && d.fileCheck(facts))
            mask |= ruleBit(d.rule);
    }
    return mask;
}

} // namespace Rules
