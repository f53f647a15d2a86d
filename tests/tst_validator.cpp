// SPDX-License-Identifier: GPL-3.0-or-later
// The validator: every rule id of PROTOCOL.md section 4 with an input that
// triggers it and a near miss that must not, the severities of the rule book,
// and the incremental path (an edit re-checks one entry and the set rules it
// touches, and always agrees with a full pass).

#include "documentloader.h"
#include "protocol.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "validator.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <set>
#include <thread>

namespace {

const QByteArray Ns09 = "http://www.sitemaps.org/schemas/sitemap/0.9";
const QByteArray Ext = " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""
                       " xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""
                       " xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\""
                       " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"";

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + Ns09 + "\"" + Ext +
           ">\n" + body + "\n</urlset>\n";
}

QByteArray url(const QByteArray &loc, const QByteArray &more = {})
{
    return "<url><loc>" + loc + "</loc>" + more + "</url>\n";
}

QByteArray index(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"" + Ns09 + "\">\n" +
           body + "\n</sitemapindex>\n";
}

QByteArray repeat(const QByteArray &unit, int n, bool numbered = false)
{
    QByteArray out;
    for (int i = 0; i < n; ++i) {
        QByteArray u = unit;
        if (numbered)
            u.replace("%N", QByteArray::number(i));
        out += u;
    }
    return out;
}

QByteArray gzipBytes(const QByteArray &bytes)
{
    return TestSupport::gzip(bytes);
}

QByteArray video(const QByteArray &children)
{
    return "<video:video>" + children + "</video:video>";
}

const QByteArray fullVideo = "<video:thumbnail_loc>https://a.com/t.jpg</video:thumbnail_loc>"
                             "<video:title>T</video:title>"
                             "<video:description>D</video:description>"
                             "<video:content_loc>https://a.com/v.mp4</video:content_loc>";

QByteArray news(const QByteArray &children)
{
    return "<news:news>" + children + "</news:news>";
}

const QByteArray fullNews = "<news:publication><news:name>N</news:name>"
                            "<news:language>en</news:language></news:publication>"
                            "<news:publication_date>2024-05-01</news:publication_date>"
                            "<news:title>T</news:title>";

QByteArray alternate(const QByteArray &lang, const QByteArray &href)
{
    return "<xhtml:link rel=\"alternate\" hreflang=\"" + lang + "\" href=\"" + href + "\"/>";
}

// Every rule id the validator reports for a document, entry or file, with counts.
QMap<QString, int> rulesOf(const Validator &v)
{
    QMap<QString, int> out;
    for (const Problem &p : v.allProblems())
        ++out[p.rule];
    return out;
}

// A full pass over the same document, to compare the incremental state with.
void compareWithFullPass(SitemapDocument &doc, const Validator &live)
{
    const Validator fresh(&doc);
    for (int f = 0; f < doc.fileCount(); ++f) {
        QCOMPARE(live.fileRuleMask(f), fresh.fileRuleMask(f));
        for (int e = 0; e < doc.entryCount(f); ++e) {
            if (live.entryRuleMask(f, e) != fresh.entryRuleMask(f, e)) {
                qWarning() << "file" << f << "entry" << e << doc.value(f, e, Field::Loc)
                           << live.entryRuleMask(f, e) << fresh.entryRuleMask(f, e);
            }
            QCOMPARE(live.entryRuleMask(f, e), fresh.entryRuleMask(f, e));
        }
    }
    for (Severity s : {Severity::Info, Severity::Warning, Severity::Error})
        QCOMPARE(live.count(s), fresh.count(s));
    // A duplicate names the same first copy.
    const RuleMask copies = ruleBit(RuleId::LocDuplicate) | ruleBit(RuleId::LocNearDuplicate);
    for (int f = 0; f < doc.fileCount(); ++f) {
        for (int e = 0; e < doc.entryCount(f); ++e) {
            if (!(live.entryRuleMask(f, e) & copies))
                continue;
            const std::vector<Problem> mine = live.entryProblems(f, e);
            const std::vector<Problem> theirs = fresh.entryProblems(f, e);
            QCOMPARE(mine.size(), theirs.size());
            for (size_t i = 0; i < mine.size(); ++i) {
                QCOMPARE(mine[i].rule, theirs[i].rule);
                QCOMPARE(mine[i].relatedFile, theirs[i].relatedFile);
                QCOMPARE(mine[i].relatedEntry, theirs[i].relatedEntry);
                QCOMPARE(mine[i].message, theirs[i].message);
            }
        }
    }
}

// The "now" lastmod-future is judged against in these tests.
qint64 testNow()
{
    return QDateTime::fromString(QStringLiteral("2024-06-01T00:00:00Z"), Qt::ISODate)
        .toMSecsSinceEpoch();
}

// The verdicts Rules::checkValue() gives each field of each entry are those of the
// whole entry's judgement on the rules of that field: what an edit of many values
// relies on when it judges only the changed field.
void compareValueVerdicts(const SitemapDocument &doc, const Validator &v)
{
    for (int f = 0; f < doc.fileCount(); ++f) {
        FileContext ctx;
        ctx.kind = doc.file(f).kind;
        ctx.rssDates = doc.file(f).feed == FeedKind::Rss2;
        ctx.nowMSecs = testNow();
        if (ctx.kind == FileKind::Unknown)
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            for (const Field field : {Field::LastMod, Field::ChangeFreq, Field::Priority}) {
                const RuleMask scope = Rules::valueRules(field);
                const RuleMask value = Rules::checkValue(doc, f, e, field, ctx);
                if (value != (v.entryRuleMask(f, e) & scope))
                    qWarning() << "file" << f << "entry" << e << "field" << int(field) << value
                               << v.entryRuleMask(f, e);
                QCOMPARE(value, v.entryRuleMask(f, e) & scope);
            }
        }
    }
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private slots:
    void malformedBeforeTheSizeLimitIsReported();
    void preparedPassTellsHowFarAndStops();
    void largeUrlEditsAreJudgedOnAThread();
    void manyDatesAreJudgedOnAThread();
    void entriesWithProblemsAreTheOnesListed();
    void initTestCase();
    void cleanupTestCase();
    void catalogue();
    void severities();
    void rule_data();
    void rule();
    void fileFacts_data();
    void fileFacts();
    void indexChildren();
    void ownUrl();
    void problemDetails();
    void duplicatesIncremental();
    void hundredsOfCopiesOfOneUrl();
    void oneEditOfManyCopies();
    void signalAfterTheLastChangeOfALoc();
    void nearDuplicateLeavesItsGroup();
    void indexLastmodStaleAfterBulkEditsAndUndo();
    void streamedProblemsInSortedOrder();
    void streamedMessagesQuoteTheirOwnEntry();
    void hostMajorityIncremental();
    void uniformIncremental();
    void uniformOverManyValues();
    void prefetchIsOnlyAHint();
    void ownUrlChangedSignal();
    void settledAfterEveryChange();
    void randomEditsAgreeWithFullPass();
    void editCostIndependentOfSize();
    void editOfACopyCostIndependentOfSize();
    void parallelPassAgreesWithSerial();
    void editOfARepeatedFieldMendsTagRepeated();
    void insertIntoAnIndexKeepsItsChildren();
    void removeFromAnIndexKeepsItsChildren();
    void indexNewestFollowsAChildEditedOlder();
    void newestLastmodIsTheFirstNewestEntrys();
    void priorityShapes_data();
    void priorityShapes();
};

void TestValidator::initTestCase()
{
    // lastmod-future is judged against a fixed "now".
    Validator::setCurrentTimeForTesting(testNow());
}

void TestValidator::cleanupTestCase()
{
    Validator::setCurrentTimeForTesting(0);
}

void TestValidator::catalogue()
{
    for (int r = 0; r < RuleCount; ++r) {
        const RuleId rule = RuleId(r);
        const QString id = Rules::idString(rule);
        QVERIFY2(!id.isEmpty(), qPrintable(QString::number(r)));
        QCOMPARE(Rules::fromId(id), std::optional<RuleId>(rule));
        // An entry's verdicts are kept in a word (EntryRuleMask): every rule reported
        // on an entry must lie in it, and what it keeps comes back as it was.
        if (!Rules::isFileWide(rule) && !isWebRule(rule))
            QVERIFY2(mayHoldForEntry(rule), qPrintable(id));
        const EntryRuleMask kept(ruleBit(rule));
        QCOMPARE(RuleMask(kept), mayHoldForEntry(rule) ? ruleBit(rule) : RuleMask());
        QCOMPARE(kept.has(rule), mayHoldForEntry(rule));
    }
    QVERIFY(!Rules::fromId(u"no-such-rule"));
    const RuleMask several = ruleBit(FirstEntryRule) | ruleBit(RuleId::LocDuplicate) |
                             ruleBit(LastEntryRule) | ruleBit(RuleId::XmlMalformed);
    QCOMPARE(RuleMask(EntryRuleMask(several)), several & ~ruleBit(RuleId::XmlMalformed));
}

void TestValidator::severities()
{
    // The severity column of PROTOCOL.md section 4, copied from the rule book.
    const char *errors[] = {"xml-malformed",
                            "not-a-sitemap",
                            "encoding-not-utf8",
                            "leading-content",
                            "namespace-missing",
                            "namespace-wrong",
                            "gzip-corrupt",
                            "too-many-urls",
                            "too-many-sitemaps",
                            "file-too-large",
                            "index-nested",
                            "news-too-many",
                            "text-line-invalid",
                            "loc-missing",
                            "tag-repeated",
                            "loc-not-absolute",
                            "loc-scheme",
                            "loc-too-long",
                            "loc-too-short",
                            "loc-unescaped",
                            "loc-host-mismatch",
                            "loc-outside-path",
                            "lastmod-format",
                            "lastmod-no-timezone",
                            "lastmod-invalid-date",
                            "changefreq-invalid",
                            "priority-invalid",
                            "priority-range",
                            "index-entry-field",
                            "image-loc-missing",
                            "image-too-many",
                            "video-field-missing",
                            "video-field-invalid",
                            "news-repeated",
                            "news-field-missing",
                            "hreflang-invalid",
                            "hreflang-href-relative",
                            "xml-entity-declared",
                            "loc-percent-invalid",
                            "image-loc-invalid",
                            "video-loc-same-as-page",
                            "news-value-invalid",
                            "hreflang-code-unknown",
                            "hreflang-no-return",
                            "web-not-found",
                            "web-client-error",
                            "web-noindex",
                            "web-robots-blocked"};
    const char *warnings[] = {
        "namespace-legacy",    "gzip-mislabelled",    "empty-sitemap",
        "index-child-missing", "tag-unknown",         "loc-whitespace",
        "loc-fragment",        "loc-localhost",       "loc-duplicate",
        "lastmod-imprecise",   "lastmod-future",      "hreflang-duplicate",
        "hreflang-no-self",    "feed-sitemap",        "prefix-undeclared",
        "doctype-present",     "index-lastmod-stale", "loc-placeholder-host",
        "loc-near-duplicate",  "image-loc-duplicate", "hreflang-cluster-mismatch",
        "web-server-error",    "web-redirect",        "web-canonical-elsewhere",
        "web-unreachable"};
    const char *infos[] = {
        "tag-order",        "image-deprecated", "priority-uniform",        "lastmod-uniform",
        "video-deprecated", "news-stale",       "hreflang-target-missing", "web-lastmod-behind"};
    int n = 0;
    for (const char *id : errors) {
        QVERIFY2(Rules::fromId(QString::fromLatin1(id)), id);
        QCOMPARE(Rules::severity(*Rules::fromId(QString::fromLatin1(id))), Severity::Error);
        ++n;
    }
    for (const char *id : warnings) {
        QVERIFY2(Rules::fromId(QString::fromLatin1(id)), id);
        QCOMPARE(Rules::severity(*Rules::fromId(QString::fromLatin1(id))), Severity::Warning);
        ++n;
    }
    for (const char *id : infos) {
        QVERIFY2(Rules::fromId(QString::fromLatin1(id)), id);
        QCOMPARE(Rules::severity(*Rules::fromId(QString::fromLatin1(id))), Severity::Info);
        ++n;
    }
    QCOMPARE(n, RuleCount); // every rule of the book, and no other
}

void TestValidator::rule_data()
{
    QTest::addColumn<QString>("name"); // file name, for the .gz checks
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("expected");

    auto row = [](const char *tag, const QByteArray &bytes, const char *rule, bool expected,
                  const char *name = "sitemap.xml") {
        QTest::newRow(tag) << QString::fromLatin1(name) << bytes << QString::fromLatin1(rule)
                           << expected;
    };
    const QByteArray ok = url("https://a.com/");

    // --- file rules -----------------------------------------------------------
    row("malformed: bare &", urlset(url("https://a.com/?a=1&b=2")), "xml-malformed", true);
    row("malformed: near, &amp;", urlset(url("https://a.com/?a=1&amp;b=2")), "xml-malformed",
        false);
    row("malformed: truncated", urlset(ok).left(80), "xml-malformed", true);
    row("not-a-sitemap: rss", "<?xml version=\"1.0\"?><rss version=\"0.91\"><channel/></rss>",
        "not-a-sitemap", true);
    row("not-a-sitemap: html", "<!DOCTYPE html><html><head><meta charset=utf-8></head><br></html>",
        "not-a-sitemap", true);
    row("not-a-sitemap: near", urlset(ok), "not-a-sitemap", false);
    row("not-a-sitemap: no other rule",
        "<?xml version=\"1.0\" encoding=\"latin1\"?>\n<rss><channel/></rss>", "encoding-not-utf8",
        false);
    row("encoding: latin1",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<urlset xmlns=\"" + Ns09 + "\">" + ok +
            "</urlset>",
        "encoding-not-utf8", true);
    row("encoding: near, UTF8",
        "<?xml version=\"1.0\" encoding=\"UTF8\"?>\n<urlset xmlns=\"" + Ns09 + "\">" + ok +
            "</urlset>",
        "encoding-not-utf8", false);
    row("encoding: near, us-ascii all ascii",
        "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<urlset xmlns=\"" + Ns09 + "\">" + ok +
            "</urlset>",
        "encoding-not-utf8", false);
    row("encoding: us-ascii with non-ascii",
        "<?xml version=\"1.0\" encoding=\"US-ASCII\"?>\n<urlset xmlns=\"" + Ns09 + "\">" +
            url("https://a.com/caf\xc3\xa9") + "</urlset>",
        "encoding-not-utf8", true);
    row("encoding: invalid utf-8 bytes", urlset(url("https://a.com/\xff\xfe")), "encoding-not-utf8",
        true);
    row("leading: blank line", "\n" + urlset(ok), "leading-content", true);
    row("leading: php warning", "Warning: x in y.php\n" + urlset(ok), "leading-content", true);
    row("leading: near, bom", "\xef\xbb\xbf" + urlset(ok), "leading-content", false);
    row("leading: junk is not malformed", "junk\n" + urlset(ok), "xml-malformed", false);
    row("ns-missing", "<urlset>" + ok + "</urlset>", "namespace-missing", true);
    row("ns-missing: ns attribute", "<urlset ns=\"" + Ns09 + "\">" + ok + "</urlset>",
        "namespace-missing", true);
    row("ns-missing: near", urlset(ok), "namespace-missing", false);
    row("ns-legacy: 0.84",
        "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">" + ok + "</urlset>",
        "namespace-legacy", true);
    row("ns-legacy: near", urlset(ok), "namespace-legacy", false);
    row("ns-wrong", "<urlset xmlns=\"http://example.com/ns\">" + ok + "</urlset>",
        "namespace-wrong", true);
    row("ns-wrong: near, legacy",
        "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">" + ok + "</urlset>",
        "namespace-wrong", false);
    row("gzip-corrupt", gzipBytes(urlset(repeat(ok, 50))).left(60), "gzip-corrupt", true,
        "sitemap.xml.gz");
    row("gzip-corrupt: near", gzipBytes(urlset(ok)), "gzip-corrupt", false, "sitemap.xml.gz");
    row("gzip-mislabelled: .gz not gzip", urlset(ok), "gzip-mislabelled", true, "sitemap.xml.gz");
    row("gzip-mislabelled: gzip without .gz", gzipBytes(urlset(ok)), "gzip-mislabelled", true,
        "sitemap.xml");
    row("gzip-mislabelled: near", gzipBytes(urlset(ok)), "gzip-mislabelled", false,
        "sitemap.xml.GZ");
    row("too-many-urls", repeat("https://a.com/%N\n", 50001, true), "too-many-urls", true,
        "urls.txt");
    row("too-many-urls: near", repeat("https://a.com/%N\n", 50000, true), "too-many-urls", false,
        "urls.txt");
    row("too-many-sitemaps",
        index(repeat("<sitemap><loc>https://a.com/s%N.xml</loc></sitemap>", 50001, true)),
        "too-many-sitemaps", true);
    row("too-many-sitemaps: near",
        index(repeat("<sitemap><loc>https://a.com/s%N.xml</loc></sitemap>", 50000, true)),
        "too-many-sitemaps", false);
    row("empty: urlset", urlset(""), "empty-sitemap", true);
    row("empty: empty file", "", "empty-sitemap", true);
    row("empty: whitespace", " \n\t\n", "empty-sitemap", true);
    row("empty: near, malformed", urlset("").left(70), "empty-sitemap", false);
    row("empty: near, one url", urlset(ok), "empty-sitemap", false);
    row("news-too-many", urlset(repeat(url("https://a.com/%N", news(fullNews)), 1001, true)),
        "news-too-many", true);
    row("news-too-many: near", urlset(repeat(url("https://a.com/%N", news(fullNews)), 1000, true)),
        "news-too-many", false);
    row("text-line-invalid", "https://a.com/\nnot a url\n", "text-line-invalid", true, "u.txt");
    row("text-line-invalid: near", "https://a.com/\n\nhttps://a.com/b\n", "text-line-invalid",
        false, "u.txt");
    row("text: ftp gets loc-scheme", "ftp://a.com/x\n", "loc-scheme", true, "u.txt");
    row("text: invalid line is not loc-not-absolute", "/relative\n", "loc-not-absolute", false,
        "u.txt");

    // --- entry rules ----------------------------------------------------------
    row("loc-missing", urlset("<url><lastmod>2024-01-01</lastmod></url>"), "loc-missing", true);
    row("loc-missing: empty", urlset("<url><loc>  </loc></url>"), "loc-missing", true);
    row("loc-missing: near", urlset(ok), "loc-missing", false);
    row("tag-repeated", urlset("<url><loc>https://a.com/</loc><loc>https://a.com/b</loc></url>"),
        "tag-repeated", true);
    row("tag-repeated: priority",
        urlset(url("https://a.com/", "<priority>0.1</priority><priority>0.2</priority>")),
        "tag-repeated", true);
    row("tag-repeated: near", urlset(url("https://a.com/", "<priority>0.1</priority>")),
        "tag-repeated", false);
    row("tag-unknown", urlset(url("https://a.com/", "<tmpagetype>x</tmpagetype>")), "tag-unknown",
        true);
    row("tag-unknown: near, other namespace",
        urlset(url("https://a.com/", "<x:foo xmlns:x=\"urn:x\">1</x:foo>")), "tag-unknown", false);
    row("tag-order", urlset("<url><lastmod>2024-01-01</lastmod><loc>https://a.com/</loc></url>"),
        "tag-order", true);
    row("tag-order: extension first",
        urlset("<url><loc>https://a.com/</loc>" + alternate("en", "https://a.com/") +
               "<changefreq>daily</changefreq></url>"),
        "tag-order", true);
    row("tag-order: near",
        urlset(url("https://a.com/",
                   "<lastmod>2024-01-01</lastmod><changefreq>daily</changefreq><priority>0.5</"
                   "priority>")),
        "tag-order", false);
    row("loc-not-absolute", urlset(url("/page")), "loc-not-absolute", true);
    row("loc-not-absolute: no host", urlset(url("http:///page")), "loc-not-absolute", true);
    row("loc-not-absolute: near", urlset(url("https://a.com/page")), "loc-not-absolute", false);
    row("loc-scheme", urlset(url("ftp://a.com/file")), "loc-scheme", true);
    row("loc-scheme: near, HTTPS", urlset(url("HTTPS://a.com/")), "loc-scheme", false);
    row("loc-too-long", urlset(url("https://a.com/" + QByteArray(2048 - 14, 'x'))), "loc-too-long",
        true);
    row("loc-too-long: encoded", urlset(url("https://a.com/" + repeat("\xc3\xa9", 340))),
        "loc-too-long", true);
    row("loc-too-short", urlset(url("http://a.b/")), "loc-too-short", true);
    row("loc-too-short: twelve", urlset(url("http://a.bc/")), "loc-too-short", false);
    row("loc-too-short: encoded", urlset(url("http://a.b/\xc3\xa9")), "loc-too-short", false);
    row("loc-too-long: near", urlset(url("https://a.com/" + QByteArray(2047 - 14, 'x'))),
        "loc-too-long", false);
    row("loc-unescaped: space", urlset(url("https://a.com/a b")), "loc-unescaped", true);
    row("loc-unescaped: non-ascii", urlset(url("https://a.com/caf\xc3\xa9")), "loc-unescaped",
        true);
    row("loc-unescaped: backtick", urlset(url("https://a.com/d`x")), "loc-unescaped", true);
    row("loc-unescaped: entity lt", urlset(url("https://a.com/&lt;x")), "loc-unescaped", true);
    row("loc-unescaped: near", urlset(url("https://a.com/a%20b?x=1&amp;y=(2)")), "loc-unescaped",
        false);
    row("loc-whitespace", urlset(url("\n   https://a.com/\n  ")), "loc-whitespace", true);
    row("loc-whitespace: near", urlset(ok), "loc-whitespace", false);
    row("loc-whitespace: trimmed for other rules", urlset(url("\n https://a.com/ \n")),
        "loc-unescaped", false);
    row("loc-fragment", urlset(url("https://a.com/#!/about")), "loc-fragment", true);
    row("loc-fragment: near", urlset(url("https://a.com/about?x=%23")), "loc-fragment", false);
    row("loc-localhost", urlset(url("http://localhost:4000/")), "loc-localhost", true);
    row("loc-localhost: private", urlset(url("http://192.168.0.2/")), "loc-localhost", true);
    row("loc-localhost: dotless", urlset(url("http://intranet/x")), "loc-localhost", true);
    row("loc-localhost: near", urlset(url("http://8.8.8.8/")), "loc-localhost", false);
    row("loc-duplicate", urlset(url("https://a.com/x") + url("HTTPS://A.com:443/x")),
        "loc-duplicate", true);
    row("loc-duplicate: near, path case", urlset(url("https://a.com/x") + url("https://a.com/X")),
        "loc-duplicate", false);
    row("host-mismatch",
        urlset(url("https://a.com/1") + url("https://a.com/2") + url("https://b.com/3")),
        "loc-host-mismatch", true);
    row("host-mismatch: port",
        urlset(url("https://a.com/1") + url("https://a.com:8443/2") + url("https://a.com/3")),
        "loc-host-mismatch", true);
    row("host-mismatch: near, default port",
        urlset(url("https://a.com/1") + url("https://A.COM:443/2")), "loc-host-mismatch", false);
    row("lastmod-format", urlset(url("https://a.com/", "<lastmod>2024/05/01</lastmod>")),
        "lastmod-format", true);
    row("lastmod-format: near", urlset(url("https://a.com/", "<lastmod> 2024-05-01 </lastmod>")),
        "lastmod-format", false);
    row("lastmod-no-timezone",
        urlset(url("https://a.com/", "<lastmod>2024-05-01T10:15:00</lastmod>")),
        "lastmod-no-timezone", true);
    row("lastmod-no-timezone: near",
        urlset(url("https://a.com/", "<lastmod>2024-05-01T10:15:00Z</lastmod>")),
        "lastmod-no-timezone", false);
    row("lastmod-invalid-date", urlset(url("https://a.com/", "<lastmod>2024-02-30</lastmod>")),
        "lastmod-invalid-date", true);
    row("lastmod-invalid-date: near",
        urlset(url("https://a.com/", "<lastmod>2024-02-29</lastmod>")), "lastmod-invalid-date",
        false);
    row("lastmod-imprecise", urlset(url("https://a.com/", "<lastmod>2024-05</lastmod>")),
        "lastmod-imprecise", true);
    row("lastmod-imprecise: near", urlset(url("https://a.com/", "<lastmod>2024-05-01</lastmod>")),
        "lastmod-imprecise", false);
    row("lastmod: only one verdict", urlset(url("https://a.com/", "<lastmod>2024-13</lastmod>")),
        "lastmod-imprecise", false);
    row("lastmod-future", urlset(url("https://a.com/", "<lastmod>2024-06-03</lastmod>")),
        "lastmod-future", true);
    row("lastmod-future: near, within a day",
        urlset(url("https://a.com/", "<lastmod>2024-06-01T23:00:00Z</lastmod>")), "lastmod-future",
        false);
    row("lastmod-future: with no-timezone",
        urlset(url("https://a.com/", "<lastmod>2030-01-01T10:00:00</lastmod>")), "lastmod-future",
        true);
    row("changefreq-invalid", urlset(url("https://a.com/", "<changefreq>sometimes</changefreq>")),
        "changefreq-invalid", true);
    row("changefreq-invalid: case", urlset(url("https://a.com/", "<changefreq>Daily</changefreq>")),
        "changefreq-invalid", true);
    row("changefreq-invalid: near", urlset(url("https://a.com/", "<changefreq>daily</changefreq>")),
        "changefreq-invalid", false);
    row("priority-invalid", urlset(url("https://a.com/", "<priority>0,5</priority>")),
        "priority-invalid", true);
    row("priority-invalid: word", urlset(url("https://a.com/", "<priority>high</priority>")),
        "priority-invalid", true);
    row("priority-invalid: near", urlset(url("https://a.com/", "<priority>1</priority>")),
        "priority-invalid", false);
    row("priority-range", urlset(url("https://a.com/", "<priority>1.5</priority>")),
        "priority-range", true);
    row("priority-range: negative", urlset(url("https://a.com/", "<priority>-0.1</priority>")),
        "priority-range", true);
    row("priority-range: near", urlset(url("https://a.com/", "<priority>1.0</priority>")),
        "priority-range", false);
    row("index-entry-field",
        index("<sitemap><loc>https://a.com/s.xml</loc><changefreq>daily</changefreq></sitemap>"),
        "index-entry-field", true);
    row("index-entry-field: near", urlset(url("https://a.com/", "<changefreq>daily</changefreq>")),
        "index-entry-field", false);

    // --- extensions -----------------------------------------------------------
    row("image-loc-missing",
        urlset(url("https://a.com/", "<image:image><image:title>x</image:title></image:image>")),
        "image-loc-missing", true);
    row("image-loc-missing: near",
        urlset(url("https://a.com/",
                   "<image:image><image:loc>https://a.com/i.jpg</image:loc></image:image>")),
        "image-loc-missing", false);
    row("image-too-many",
        urlset(url("https://a.com/",
                   repeat("<image:image><image:loc>https://a.com/%N.jpg</image:loc></image:image>",
                          1001, true))),
        "image-too-many", true);
    row("image-too-many: near",
        urlset(url("https://a.com/",
                   repeat("<image:image><image:loc>https://a.com/%N.jpg</image:loc></image:image>",
                          1000, true))),
        "image-too-many", false);
    row("image-deprecated",
        urlset(url("https://a.com/", "<image:image><image:loc>https://a.com/i.jpg</image:loc>"
                                     "<image:caption>c</image:caption></image:image>")),
        "image-deprecated", true);
    row("image-deprecated: near",
        urlset(url("https://a.com/",
                   "<image:image><image:loc>https://a.com/i.jpg</image:loc></image:image>")),
        "image-deprecated", false);
    row("video-field-missing",
        urlset(
            url("https://a.com/", video("<video:thumbnail_loc>https://a.com/t.jpg</"
                                        "video:thumbnail_loc><video:title>T</video:title>"
                                        "<video:player_loc>https://a.com/p</video:player_loc>"))),
        "video-field-missing", true);
    row("video-field-missing: no content or player",
        urlset(url("https://a.com/",
                   video("<video:thumbnail_loc>https://a.com/t.jpg</video:thumbnail_loc>"
                         "<video:title>T</video:title><video:description>D</video:description>"))),
        "video-field-missing", true);
    row("video-field-missing: near", urlset(url("https://a.com/", video(fullVideo))),
        "video-field-missing", false);
    row("video-field-invalid: duration",
        urlset(url("https://a.com/", video(fullVideo + "<video:duration>0</video:duration>"))),
        "video-field-invalid", true);
    row("video-field-invalid: rating",
        urlset(url("https://a.com/", video(fullVideo + "<video:rating>5.1</video:rating>"))),
        "video-field-invalid", true);
    row("video-field-invalid: long title",
        urlset(url("https://a.com/",
                   video("<video:thumbnail_loc>https://a.com/t.jpg</video:thumbnail_loc>"
                         "<video:title>" +
                         QByteArray(101, 't') +
                         "</video:title><video:description>D</video:description>"
                         "<video:content_loc>https://a.com/v.mp4</video:content_loc>"))),
        "video-field-invalid", true);
    row("video-field-invalid: near",
        urlset(url("https://a.com/", video(fullVideo + "<video:duration>28800</video:duration>"
                                                       "<video:rating>5.0</video:rating>"))),
        "video-field-invalid", false);
    row("news-repeated", urlset(url("https://a.com/", news(fullNews) + news(fullNews))),
        "news-repeated", true);
    row("news-repeated: near", urlset(url("https://a.com/", news(fullNews))), "news-repeated",
        false);
    row("news-field-missing",
        urlset(url("https://a.com/", news("<news:publication><news:name>N</news:name>"
                                          "</news:publication><news:publication_date>2024-05-01"
                                          "</news:publication_date><news:title>T</news:title>"))),
        "news-field-missing", true);
    row("news-field-missing: near", urlset(url("https://a.com/", news(fullNews))),
        "news-field-missing", false);
    row("hreflang-invalid: underscore",
        urlset(url("https://a.com/",
                   alternate("en_US", "https://a.com/") + alternate("de", "https://a.com/de"))),
        "hreflang-invalid", true);
    row("hreflang-invalid: word",
        urlset(url("https://a.com/", alternate("english", "https://a.com/"))), "hreflang-invalid",
        true);
    row("hreflang-invalid: near, 3 letters with a 2-letter code is of the right shape",
        urlset(url("https://a.com/", alternate("eng", "https://a.com/"))), "hreflang-invalid",
        false);
    row("hreflang-code-unknown: 3 letters with a 2-letter code",
        urlset(url("https://a.com/", alternate("eng", "https://a.com/"))), "hreflang-code-unknown",
        true);
    row("hreflang-invalid: near",
        urlset(url("https://a.com/", alternate("en-US", "https://a.com/") +
                                         alternate("zh-Hant-TW", "https://a.com/zh") +
                                         alternate("x-default", "https://a.com/") +
                                         alternate("haw", "https://a.com/haw"))),
        "hreflang-invalid", false);
    row("hreflang-invalid: near, no hreflang",
        urlset(url("https://a.com/", "<xhtml:link rel=\"canonical\" href=\"x\"/>")),
        "hreflang-invalid", false);
    row("hreflang-duplicate",
        urlset(url("https://a.com/",
                   alternate("en", "https://a.com/") + alternate("EN", "https://a.com/x"))),
        "hreflang-duplicate", true);
    row("hreflang-duplicate: near",
        urlset(url("https://a.com/",
                   alternate("en", "https://a.com/") + alternate("fr", "https://a.com/fr"))),
        "hreflang-duplicate", false);
    row("hreflang-href-relative",
        urlset(url("https://a.com/", alternate("en", "https://a.com/") + alternate("fr", "/fr/"))),
        "hreflang-href-relative", true);
    row("hreflang-href-relative: near",
        urlset(url("https://a.com/",
                   alternate("en", "https://a.com/") + alternate("fr", "https://a.com/fr"))),
        "hreflang-href-relative", false);
    row("hreflang-no-self",
        urlset(url("https://a.com/",
                   alternate("fr", "https://a.com/fr") + alternate("de", "https://a.com/de"))),
        "hreflang-no-self", true);
    row("hreflang-no-self: near",
        urlset(url("https://a.com/",
                   alternate("fr", "https://a.com/fr") + alternate("en", "https://A.com/"))),
        "hreflang-no-self", false);

    // --- set rules --------------------------------------------------------------
    row("priority-uniform",
        urlset(url("https://a.com/1", "<priority>0.5</priority>") +
               url("https://a.com/2", "<priority>0.50</priority>")),
        "priority-uniform", true);
    row("priority-uniform: near",
        urlset(url("https://a.com/1", "<priority>0.5</priority>") +
               url("https://a.com/2", "<priority>0.6</priority>")),
        "priority-uniform", false);
    row("priority-uniform: near, one", urlset(url("https://a.com/1", "<priority>0.5</priority>")),
        "priority-uniform", false);
    row("lastmod-uniform",
        urlset(url("https://a.com/1", "<lastmod>2024-05-01</lastmod>") +
               url("https://a.com/2", "<lastmod>2024-05-01</lastmod>") + url("https://a.com/3")),
        "lastmod-uniform", true);
    row("lastmod-uniform: near",
        urlset(url("https://a.com/1", "<lastmod>2024-05-01</lastmod>") +
               url("https://a.com/2", "<lastmod>2024-05-02</lastmod>")),
        "lastmod-uniform", false);
    // An index's lastmods are its files' newest: alike when the files changed together.
    row("lastmod-uniform: near, an index",
        index("<sitemap><loc>https://a.com/a.xml</loc><lastmod>2024-05-01</lastmod></sitemap>"
              "<sitemap><loc>https://a.com/b.xml</loc><lastmod>2024-05-01</lastmod></sitemap>"),
        "lastmod-uniform", false, "sitemap-index.xml");
}

void TestValidator::rule()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, rule);
    QFETCH(bool, expected);
    SitemapDocument doc;
    TestSupport::readDocument(doc, bytes, name);
    const Validator v(&doc);
    compareValueVerdicts(doc, v);
    const QMap<QString, int> found = rulesOf(v);
    if (found.contains(rule) != expected)
        qWarning() << "found" << found;
    QCOMPARE(found.contains(rule), expected);
    // Whatever hits has a message and the rule book's severity.
    for (const Problem &p : v.allProblems()) {
        QVERIFY(!p.message.isEmpty());
        QCOMPARE(p.severity, Rules::severity(*Rules::fromId(p.rule)));
    }
}

void TestValidator::fileFacts_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<bool>("stopped"); // the reader stopped at its limit
    QTest::addColumn<bool>("tooLarge");
    QTest::newRow("over, reading stopped") << qint64(52428801) << true << true;
    QTest::newRow("over by one byte, read to the end") << qint64(52428801) << false << true;
    QTest::newRow("at the limit") << qint64(52428800) << false << false;
}

void TestValidator::fileFacts()
{
    // file-too-large from the reader's facts, without writing 50 MiB.
    QFETCH(qint64, size);
    QFETCH(bool, stopped);
    QFETCH(bool, tooLarge);
    SitemapDocument doc;
    doc.beginReset();
    SitemapFile f;
    f.kind = FileKind::UrlSet;
    f.uncompressedSize = size;
    f.tooLarge = stopped;
    doc.addFile(f);
    doc.endReset();
    doc.apply(DocumentEdit::insert(0, 0, {EntryData::withLoc(QStringLiteral("https://a.com/"))}));
    const Validator v(&doc);
    QCOMPARE(rulesOf(v).contains(QStringLiteral("file-too-large")), tooLarge);
}

void TestValidator::indexChildren()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path =
        TestSupport::writeFile(dir.path(), QStringLiteral("index.xml"),
                               index("<sitemap><loc>https://a.com/child.xml</loc></sitemap>"
                                     "<sitemap><loc>https://a.com/nested.xml</loc></sitemap>"
                                     "<sitemap><loc>https://a.com/missing.xml</loc></sitemap>"
                                     "<sitemap><loc>https://a.com/zipped.xml</loc></sitemap>"));
    TestSupport::writeFile(dir.path(), QStringLiteral("child.xml"),
                           urlset(url("https://a.com/1") + url("https://a.com/2")));
    TestSupport::writeFile(dir.path(), QStringLiteral("zipped.xml.gz"),
                           gzipBytes(urlset(url("https://a.com/2"))));
    TestSupport::writeFile(dir.path(), QStringLiteral("nested.xml"),
                           index("<sitemap><loc>https://a.com/other.xml</loc></sitemap>"));
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    QVERIFY(doc.fileCount() >= 3);
    const Validator v(&doc);
    const std::vector<Problem> problems = v.problemsOfFile(0);
    QMap<QString, int> entryOf;
    for (const Problem &p : problems)
        entryOf[p.rule] = p.entry;
    QCOMPARE(entryOf.value(QStringLiteral("index-nested"), -1), 1);
    QCOMPARE(entryOf.value(QStringLiteral("index-child-missing"), -1), 2);
    // The .gz twin is found, so entry 3 is not missing.
    int missing = 0;
    for (const Problem &p : problems)
        missing += p.rule == QLatin1String("index-child-missing");
    QCOMPARE(missing, 1);
    // All files of an index count as one set: https://a.com/2 appears in two children.
    QCOMPARE(rulesOf(v).value(QStringLiteral("loc-duplicate")), 1);
}

void TestValidator::ownUrl()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/blog/post") + url("https://a.com/about") +
                                     url("https://b.com/blog/x") + url("https://a.com/blog")),
                              QStringLiteral("sitemap.xml"));
    const Validator v(&doc);
    // Without an own URL: majority host a.com; b.com mismatches, nothing is outside a path.
    QCOMPARE(rulesOf(v).value(QStringLiteral("loc-host-mismatch")), 1);
    QVERIFY(!rulesOf(v).contains(QStringLiteral("loc-outside-path")));
    doc.setOwnUrl(0, QStringLiteral("https://a.com/blog/sitemap.xml"));
    const QMap<QString, int> found = rulesOf(v);
    QCOMPARE(found.value(QStringLiteral("loc-host-mismatch")), 1);
    // /about and /blog (no trailing slash) are not below /blog/.
    QCOMPARE(found.value(QStringLiteral("loc-outside-path")), 2);
    QVERIFY(v.entryRuleMask(0, 1) & ruleBit(RuleId::LocOutsidePath));
    QVERIFY(!(v.entryRuleMask(0, 0) & ruleBit(RuleId::LocOutsidePath)));
    // An own URL on another host makes every entry of other hosts mismatch.
    doc.setOwnUrl(0, QStringLiteral("https://b.com/sitemap.xml"));
    QCOMPARE(rulesOf(v).value(QStringLiteral("loc-host-mismatch")), 3);
    QVERIFY(!rulesOf(v).contains(QStringLiteral("loc-outside-path")));
}

void TestValidator::problemDetails()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              "<?xml version=\"1.0\"?>\n<urlset xmlns=\"" + Ns09 +
                                  "\">\n  <url>\n    <loc>/relative/page</loc>\n"
                                  "    <changefreq>Daily</changefreq>\n"
                                  "    <priority>2</priority>\n  </url>\n</urlset>\n",
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    const std::vector<Problem> problems = v.entryProblems(0, 0);
    QCOMPARE(problems.size(), size_t(3));
    QCOMPARE(problems[0].rule, QStringLiteral("loc-not-absolute"));
    QCOMPARE(problems[0].field, int(Field::Loc));
    QCOMPARE(problems[0].line, 4); // at the <loc>
    QCOMPARE(problems[0].column, 5);
    QCOMPARE(problems[0].entry, 0);
    QCOMPARE(problems[1].rule, QStringLiteral("changefreq-invalid"));
    QCOMPARE(problems[1].field, int(Field::ChangeFreq));
    QVERIFY(problems[1].fixedOnSave); // only the case is wrong
    QVERIFY(problems[1].message.contains(QLatin1String("\"daily\"")));
    QCOMPARE(problems[2].rule, QStringLiteral("priority-range"));
    QCOMPARE(problems[2].field, int(Field::Priority));
    QVERIFY(!problems[2].fixedOnSave);
    QCOMPARE(v.worstSeverity(0, 0), int(Severity::Error));
    QCOMPARE(v.worstSeverity(0, 0, Field::LastMod), -1);
    QCOMPARE(v.worstSeverity(0, 0, Field::Priority), int(Severity::Error));
    QCOMPARE(v.errorCount(), 3);
    QVERIFY(v.fileProblems(0).empty());
    // Out of range asks are safe.
    QVERIFY(v.entryProblems(0, 5).empty());
    QVERIFY(v.entryProblems(3, 0).empty());
    QCOMPARE(v.worstSeverity(2, 2), -1);
}

void TestValidator::duplicatesIncremental()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/x") + url("https://a.com/y") +
                                     url("https://a.com/x") + url("https://a.com/x")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    auto dup = [&](int e) { return bool(v.entryRuleMask(0, e) & ruleBit(RuleId::LocDuplicate)); };
    QVERIFY(!dup(0) && !dup(1) && dup(2) && dup(3));

    QSignalSpy changed(&v, &Validator::entryProblemsChanged);
    // Remove the first x: the next x becomes the first and is no longer flagged.
    doc.apply(DocumentEdit::remove(0, 0, {doc.entryData(0, 0)}));
    QVERIFY(!dup(0) && !dup(1) && dup(2));
    QVERIFY(!changed.isEmpty());
    compareWithFullPass(doc, v);

    // Insert x at the top: it is first now, the old first becomes a duplicate.
    doc.apply(DocumentEdit::insert(0, 0, {EntryData::withLoc(QStringLiteral("https://A.com/x"))}));
    QVERIFY(!dup(0) && !dup(1) && dup(2) && dup(3));
    compareWithFullPass(doc, v);

    // Edit the first x away: the next one takes over.
    doc.apply(DocumentEdit::setValue(0, 0, Field::Loc, doc.value(0, 0, Field::Loc),
                                     QStringLiteral("https://a.com/z")));
    QVERIFY(!dup(0) && !dup(1) && !dup(2) && dup(3));
    compareWithFullPass(doc, v);

    // Edit y into an x: it comes after the first x, so it is a duplicate.
    doc.apply(DocumentEdit::setValue(0, 1, Field::Loc, doc.value(0, 1, Field::Loc),
                                     QStringLiteral("https://a.com/x")));
    QVERIFY(!dup(0) && !dup(1) && dup(2) && dup(3));
    QCOMPARE(v.count(Severity::Warning), 2);
    compareWithFullPass(doc, v);

    // Undo and redo agree with a full pass too.
    const DocumentEdit edit = DocumentEdit::setValue(0, 3, Field::Loc, doc.value(0, 3, Field::Loc),
                                                     QStringLiteral("https://a.com/w"));
    doc.apply(edit);
    compareWithFullPass(doc, v);
    doc.revert(edit);
    compareWithFullPass(doc, v);
}

// The validator counts each URL in one byte up to a limit and keeps larger counts
// aside: the verdicts must not change where a count crosses it, up or down.
void TestValidator::hundredsOfCopiesOfOneUrl()
{
    const int copies = 600;
    QByteArray body;
    for (int i = 0; i < copies; ++i)
        body += url("https://a.com/same", "<priority>0.5</priority>");
    body += url("https://a.com/other");
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
    const Validator v(&doc);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(copies - 1));
    // One by one, the copies become other URLs, crossing every count on the way down.
    for (int i = copies - 1; i >= 1; --i) {
        doc.apply(DocumentEdit::setValue(0, i, Field::Loc, doc.value(0, i, Field::Loc),
                                         QStringLiteral("https://a.com/p%1").arg(i)));
        QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(i - 1));
        if (i % 97 == 0 || i < 3)
            compareWithFullPass(doc, v);
    }
    // And back up in one edit of many values, then its undo.
    std::vector<std::pair<int, QString>> back;
    for (int i = 1; i < copies; ++i)
        back.emplace_back(i, QStringLiteral("https://a.com/same"));
    const DocumentEdit same = doc.setValuesEdit(0, Field::Loc, back);
    doc.apply(same);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(copies - 1));
    compareWithFullPass(doc, v);
    const DocumentEdit priorities =
        doc.setValuesEdit(0, Field::Priority, std::vector<int>{0, 1, 2}, QStringLiteral("0.9"));
    doc.apply(priorities);
    compareWithFullPass(doc, v);
    doc.revert(priorities);
    compareWithFullPass(doc, v);
    doc.revert(same);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(0));
    compareWithFullPass(doc, v);
}

// Tens of thousands of copies and near copies of one URL, edited away in one edit
// and back by its undo: each copy leaves and joins its groups at their front, which
// must not cost a move or a walk of the rest. (A URL that repeats anew is looked for
// once, and found at the top.)
void TestValidator::oneEditOfManyCopies()
{
    const int copies = 40000;
    QByteArray body;
    for (int i = 0; i < copies; ++i)
        body += url(i % 2 ? "https://a.com/same" : "https://a.com/same/");
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
    Validator v(&doc);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(copies - 2));
    QCOMPARE(v.entriesWith(RuleId::LocNearDuplicate), qint64(1));
    std::vector<std::pair<int, QString>> apart;
    for (int i = 0; i < copies; ++i)
        apart.emplace_back(i, QStringLiteral("https://a.com/p%1").arg(i));
    v.resetStats();
    const DocumentEdit edit = doc.setValuesEdit(0, Field::Loc, apart);
    doc.apply(edit);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(0));
    QCOMPARE(v.entriesWith(RuleId::LocNearDuplicate), qint64(0));
    doc.revert(edit);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(copies - 2));
    QCOMPARE(v.entriesWith(RuleId::LocNearDuplicate), qint64(1));
    QCOMPARE_LT(v.stats().entriesScanned, quint64(copies));
    compareWithFullPass(doc, v);
}

// A view re-reads an entry's problems when told they changed: after an edit of its
// loc the last signal for the entry must come once its alternates are counted again,
// not halfway, when another entry's verdict changed first.
void TestValidator::signalAfterTheLastChangeOfALoc()
{
    const QByteArray links = "<xhtml:link rel=\"alternate\" hreflang=\"de\" "
                             "href=\"https://a.com/de\"/>"
                             "<xhtml:link rel=\"alternate\" hreflang=\"fr\" "
                             "href=\"https://a.com/fr\"/>";
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/x", links) + url("https://a.com/1") +
                                     url("https://a.com/2") + url("https://a.com/x")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    auto targetsMissing = [&] {
        int n = 0;
        for (const Problem &p : v.entryProblems(0, 0))
            n += p.rule == QLatin1String("hreflang-target-missing");
        return n;
    };
    QCOMPARE(targetsMissing(), 2);
    int seen = -1; // what a view showing entry 0 read at the last signal
    connect(&v, &Validator::entryProblemsChanged, this, [&](int file, int first, int last) {
        if (file == 0 && first <= 0 && 0 <= last)
            seen = targetsMissing();
    });
    // The first copy of https://a.com/x leaves: entry 3 is no duplicate any more.
    doc.apply(DocumentEdit::setValue(0, 0, Field::Loc, doc.value(0, 0, Field::Loc),
                                     QStringLiteral("ftp://a.com/y")));
    QCOMPARE(targetsMissing(), 2);
    QCOMPARE(seen, 2);
    compareWithFullPass(doc, v);
}

void TestValidator::nearDuplicateLeavesItsGroup()
{
    // An entry that is a near duplicate and then loses its URL (emptied, or made
    // one with no near key) is no longer flagged.
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(url("https://a.com/x/") + url("http://www.a.com/x")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    auto near = [&](int e) {
        return bool(v.entryRuleMask(0, e) & ruleBit(RuleId::LocNearDuplicate));
    };
    QVERIFY(!near(0) && near(1));
    doc.apply(DocumentEdit::setValue(0, 1, Field::Loc, doc.value(0, 1, Field::Loc), QString()));
    QVERIFY(!near(0) && !near(1));
    compareWithFullPass(doc, v);
    doc.apply(
        DocumentEdit::insert(0, 2, {EntryData::withLoc(QStringLiteral("https://www.a.com/x"))}));
    QVERIFY(!near(0) && !near(1) && near(2));
    doc.apply(DocumentEdit::setValue(0, 2, Field::Loc, doc.value(0, 2, Field::Loc),
                                     QStringLiteral("not a URL")));
    QVERIFY(!near(2));
    compareWithFullPass(doc, v);
}

void TestValidator::indexLastmodStaleAfterBulkEditsAndUndo()
{
    // An index whose lastmods name the newest date of each child; bulk edits of the
    // lastmods of the index and of a child, and their undos, agree with a full pass.
    QTemporaryDir dir;
    const QByteArray head = "<?xml version=\"1.0\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    TestSupport::writeFile(dir.path(), QStringLiteral("a.xml"),
                           head + url("https://a.com/1", "<lastmod>2024-05-01</lastmod>") +
                               url("https://a.com/2", "<lastmod>2024-05-02</lastmod>") +
                               "</urlset>\n");
    TestSupport::writeFile(dir.path(), QStringLiteral("b.xml"),
                           head + url("https://a.com/3") + url("https://a.com/4") + "</urlset>\n");
    const QString index = TestSupport::writeFile(
        dir.path(), QStringLiteral("index.xml"),
        "<?xml version=\"1.0\"?>\n"
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "<sitemap><loc>https://a.com/a.xml</loc><lastmod>2024-05-02</lastmod></sitemap>\n"
        "<sitemap><loc>https://a.com/b.xml</loc></sitemap>\n"
        "</sitemapindex>\n");
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 3);
    const Validator v(&doc);
    compareWithFullPass(doc, v);
    const QString today = QStringLiteral("2026-11-26");
    std::vector<DocumentEdit> done;
    for (int file = 0; file < doc.fileCount(); ++file) {
        std::vector<int> all(size_t(doc.entryCount(file)));
        std::iota(all.begin(), all.end(), 0);
        for (const std::optional<QString> &value :
             {std::optional<QString>(today), std::optional<QString>(), std::optional(today)}) {
            const DocumentEdit edit = doc.setValuesEdit(file, Field::LastMod, all, value);
            if (edit.targets.empty())
                continue;
            doc.apply(edit);
            done.push_back(edit);
            compareWithFullPass(doc, v);
        }
    }
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
        doc.revert(*it);
        compareWithFullPass(doc, v);
    }
}

void TestValidator::streamedProblemsInSortedOrder()
{
    // A file problem between entry problems (too-many-urls is at the first entry
    // over the limit), then edited documents (new first entries without a position,
    // one without problems and one with).
    const int limit = Protocol::MaxUrlsPerSitemap;
    QByteArray urls;
    for (int i = 0; i < limit + 3; ++i)
        urls += url("https://a.com/" + QByteArray::number(i % (limit - 1)),
                    i == limit + 2 ? "<priority>2</priority>" : "");
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(urls), QStringLiteral("s.xml"));
    const Validator v(&doc);
    auto compare = [&] {
        const std::vector<Problem> sorted = v.problemsOfFile(0);
        QVERIFY(sorted.size() > 3);
        std::vector<ProblemLine> streamed;
        v.forEachProblemOfFile(0, [&](const ProblemLine &p) { streamed.push_back(p); });
        QCOMPARE(streamed.size(), sorted.size());
        RuleMessage::Writer writer;
        for (size_t i = 0; i < sorted.size(); ++i) {
            QVERIFY(streamed[i].rule.has_value());
            QCOMPARE(Rules::idString(*streamed[i].rule), sorted[i].rule);
            QCOMPARE(streamed[i].entry, sorted[i].entry);
            QCOMPARE(streamed[i].line, sorted[i].line);
            QCOMPARE(streamed[i].column, sorted[i].column);
            std::string message;
            writer.append(streamed[i].message, message);
            QCOMPARE(QString::fromStdString(message), sorted[i].message);
        }
    };
    compare();
    // A new entry without problems (and without a position) leaves the order of the
    // entries with problems as it was.
    doc.apply(
        DocumentEdit::insert(0, 0, {EntryData::withLoc(QStringLiteral("https://a.com/new"))}));
    QCOMPARE(v.entryRuleMask(0, 0), RuleMask());
    compare();
    doc.apply(DocumentEdit::insert(0, 0, {EntryData::withLoc(QStringLiteral("https://a.com/5"))}));
    compare();
}

void TestValidator::streamedMessagesQuoteTheirOwnEntry()
{
    // Entries one after another whose messages quote their own values (made as text
    // where they are not plain ASCII), over several of the blocks a file's problems
    // are made in: each line says what its own entry holds, as problemsOfFile() does
    // entry by entry.
    QByteArray urls;
    for (int i = 0; i < 700; ++i) {
        const QByteArray n = QByteArray::number(i);
        urls += url("https://www.m\xc3\xbcnchen.de/p/" + n,
                    "<changefreq>t\xc3\xa4glich-" + n + "</changefreq><priority>" +
                        QByteArray::number(i + 1) + ".5</priority>");
    }
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(urls), QStringLiteral("s.xml"));
    const Validator v(&doc);
    const std::vector<Problem> sorted = v.problemsOfFile(0);
    QCOMPARE(sorted.size(), size_t(700 * 3)); // loc-unescaped, changefreq, priority
    std::vector<ProblemLine> streamed;
    v.forEachProblemOfFile(0, [&](const ProblemLine &p) { streamed.push_back(p); });
    QCOMPARE(streamed.size(), sorted.size());
    RuleMessage::Writer writer;
    for (size_t i = 0; i < sorted.size(); ++i) {
        std::string message;
        writer.append(streamed[i].message, message);
        QCOMPARE(QString::fromStdString(message), sorted[i].message);
    }
    QVERIFY(sorted.back().message.contains(QStringLiteral("700.5")));
}

void TestValidator::hostMajorityIncremental()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/1") + url("https://b.com/2") +
                                     url("https://a.com/3") + url("https://b.com/4") +
                                     url("https://a.com/5")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    auto mismatch = [&](int e) {
        return bool(v.entryRuleMask(0, e) & ruleBit(RuleId::LocHostMismatch));
    };
    QVERIFY(!mismatch(0) && mismatch(1) && !mismatch(2) && mismatch(3) && !mismatch(4));
    QSignalSpy changed(&v, &Validator::entryProblemsChanged);
    // 2 a, 3 b: the majority moves to b; every entry's verdict flips.
    doc.apply(DocumentEdit::setValue(0, 4, Field::Loc, doc.value(0, 4, Field::Loc),
                                     QStringLiteral("https://b.com/5")));
    QVERIFY(mismatch(0) && !mismatch(1) && mismatch(2) && !mismatch(3) && !mismatch(4));
    QVERIFY(!changed.isEmpty());
    compareWithFullPass(doc, v);
    // A tie (2 a, 2 b after removing a b): the host seen first wins, a.com.
    doc.apply(DocumentEdit::remove(0, 3, {doc.entryData(0, 3)}));
    QVERIFY(!mismatch(0) && mismatch(1) && !mismatch(2) && mismatch(3));
    compareWithFullPass(doc, v);
    // An edit that changes nothing for others signals only its own entry.
    changed.clear();
    doc.apply(DocumentEdit::setValue(0, 0, Field::Loc, doc.value(0, 0, Field::Loc),
                                     QStringLiteral("https://a.com/one")));
    for (const QList<QVariant> &args : std::as_const(changed)) {
        QCOMPARE(args.at(1).toInt(), 0);
        QCOMPARE(args.at(2).toInt(), 0);
    }
}

void TestValidator::uniformIncremental()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/1", "<priority>0.5</priority>") +
                                     url("https://a.com/2", "<priority>0.8</priority>") +
                                     url("https://a.com/3")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    QSignalSpy fileChanged(&v, &Validator::fileProblemsChanged);
    QSignalSpy countsChanged(&v, &Validator::countsChanged);
    QVERIFY(!(v.fileRuleMask(0) & ruleBit(RuleId::PriorityUniform)));
    doc.apply(DocumentEdit::setValue(0, 1, Field::Priority, QStringLiteral("0.8"),
                                     QStringLiteral("0.50")));
    QVERIFY(v.fileRuleMask(0) & ruleBit(RuleId::PriorityUniform));
    QCOMPARE(fileChanged.size(), 1);
    QVERIFY(!countsChanged.isEmpty());
    QCOMPARE(v.count(Severity::Info), 1);
    const std::vector<Problem> fp = v.fileProblems(0);
    QCOMPARE(fp.size(), size_t(1));
    QCOMPARE(fp[0].entry, -1);
    QCOMPARE(fp[0].field, int(Field::Priority));
    // A third carrier with another value ends it.
    doc.apply(DocumentEdit::setValue(0, 2, Field::Priority, std::nullopt, QStringLiteral("1.0")));
    QVERIFY(!(v.fileRuleMask(0) & ruleBit(RuleId::PriorityUniform)));
    compareWithFullPass(doc, v);
    // Removing the value again brings it back.
    doc.apply(DocumentEdit::setValue(0, 2, Field::Priority, QStringLiteral("1.0"), std::nullopt));
    QVERIFY(v.fileRuleMask(0) & ruleBit(RuleId::PriorityUniform));
    compareWithFullPass(doc, v);
}

void TestValidator::prefetchIsOnlyAHint()
{
    // A cell edit first asks the document and the validator to start loading the
    // entry's data. That is a hint: it changes no value, verdict or count, judges and
    // walks nothing, and reads nothing outside the tables (the sanitizer runs would
    // see it), also for a file or entry that is not there, as for a row whose file
    // is being removed.
    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset(url("https://a.com/x", "<priority>2</priority>") +
                                     url("https://a.com/x") +
                                     url("https://a.com/y", "<lastmod>2024-13-01</lastmod>")),
                              QStringLiteral("s.xml"));
    Validator v(&doc);
    const auto state = [&] {
        QStringList out;
        for (const Problem &p : v.problemsOfFile(0))
            out << p.rule + QLatin1Char(' ') + QString::number(p.entry) + QLatin1Char(' ') +
                       p.message;
        for (int e = 0; e < doc.entryCount(0); ++e) {
            for (int f = 0; f < FieldCount; ++f)
                out << doc.optionalValue(0, e, Field(f)).value_or(QStringLiteral("(none)"));
        }
        out << QString::number(v.count(Severity::Error))
            << QString::number(v.count(Severity::Warning));
        return out;
    };
    const QStringList before = state();
    QVERIFY(before.join(QLatin1Char('\n')).contains(QLatin1String("loc-duplicate")));
    v.resetStats();
    for (const int file : {-1, 0, 1, 1000}) {
        for (const int entry : {-1, 0, 2, 3, 1 << 30}) {
            for (int f = 0; f < FieldCount; ++f) {
                v.prefetchEntry(file, entry, Field(f));
                doc.prefetchEntry(file, entry);
            }
        }
    }
    QCOMPARE(state(), before);
    QCOMPARE(v.stats().entriesChecked, quint64(0));
    QCOMPARE(v.stats().entriesScanned, quint64(0));
    QCOMPARE(v.stats().fullPasses, quint64(0));
    // An empty document and a validator without files take it too.
    SitemapDocument empty;
    const Validator none(&empty);
    none.prefetchEntry(0, 0, Field::Loc);
    empty.prefetchEntry(0, 0);
    QCOMPARE(empty.fileCount(), 0);
}

void TestValidator::uniformOverManyValues()
{
    // Many values made one by one edit after another, then made many again by the
    // undos: the file is uniform exactly while every carrier holds one value.
    for (const Field field : {Field::Priority, Field::LastMod}) {
        const bool priority = field == Field::Priority;
        const auto value = [&](int i) {
            return priority ? QStringLiteral("0.%1").arg(i % 10)
                            : QStringLiteral("2024-05-%1").arg(1 + i % 28, 2, 10, QLatin1Char('0'));
        };
        const QString tag = priority ? QStringLiteral("priority") : QStringLiteral("lastmod");
        const RuleId rule = priority ? RuleId::PriorityUniform : RuleId::LastmodUniform;
        QByteArray body;
        const int n = 300;
        for (int i = 0; i < n; ++i) {
            const QString child =
                i % 7 == 3 ? QString() : QStringLiteral("<%1>%2</%1>").arg(tag, value(i));
            body += url("https://a.com/" + QByteArray::number(i), child.toUtf8());
        }
        SitemapDocument doc;
        TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
        const Validator v(&doc);
        const auto allOne = [&] {
            QSet<QString> seen;
            int carriers = 0;
            for (int e = 0; e < doc.entryCount(0); ++e) {
                const std::optional<QString> x = doc.optionalValue(0, e, field);
                if (!x)
                    continue;
                ++carriers;
                seen.insert(priority ? QString::number(x->toDouble()) : *x);
            }
            return carriers >= 2 && seen.size() == 1;
        };
        const QString one = value(5);
        std::vector<DocumentEdit> edits;
        int uniformSeen = 0;
        for (int e = 0; e < n; ++e) {
            const std::optional<QString> before = doc.optionalValue(0, e, field);
            if (!before || *before == one)
                continue;
            edits.push_back(DocumentEdit::setValue(0, e, field, before, one));
            doc.apply(edits.back());
            QCOMPARE(v.fileRuleMask(0).has(rule), allOne());
            uniformSeen += allOne();
        }
        QCOMPARE(uniformSeen, 1); // only once the last other value is gone
        compareWithFullPass(doc, v);
        while (!edits.empty()) {
            doc.revert(edits.back());
            edits.pop_back();
            QCOMPARE(v.fileRuleMask(0).has(rule), allOne());
        }
        QVERIFY(!v.fileRuleMask(0).has(rule));
        compareWithFullPass(doc, v);
    }
}

void TestValidator::ownUrlChangedSignal()
{
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(url("https://a.com/x/1") + url("https://a.com/y/2")),
                              QStringLiteral("s.xml"));
    const Validator v(&doc);
    QSignalSpy changed(&v, &Validator::entryProblemsChanged);
    doc.setOwnUrl(0, QStringLiteral("https://a.com/x/sitemap.xml"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(1).toInt(), 1);
    QCOMPARE(changed.at(0).at(2).toInt(), 1);
    compareWithFullPass(doc, v);
}

void TestValidator::settledAfterEveryChange()
{
    // A listener connected to the document before the validator hears of a change
    // before the validator has judged it: it reads the counts of before. settled()
    // comes once per change, when the verdicts and counts are final, whatever order
    // the document's listeners were connected in.
    SitemapDocument doc;
    TestSupport::readDocument(
        doc, urlset(url("https://a.com/1") + url("https://a.com/2") + url("https://a.com/3")),
        QStringLiteral("s.xml"));
    const Validator *validator = nullptr;
    QList<int> early;
    const auto readEarly = [&] { early << validator->errorCount(); };
    connect(&doc, &SitemapDocument::valuesChanged, &doc, readEarly);
    connect(&doc, &SitemapDocument::entriesInserted, &doc, readEarly);
    const Validator v(&doc);
    validator = &v;
    QList<int> settled;
    QList<qint64> settledLocScheme;
    connect(&v, &Validator::settled, &doc, [&] {
        settled << v.errorCount();
        settledLocScheme << v.entriesWith(RuleId::LocScheme);
    });
    QCOMPARE(v.errorCount(), 0);

    // One value.
    doc.apply(DocumentEdit::setValue(0, 1, Field::Loc, doc.value(0, 1, Field::Loc),
                                     QStringLiteral("ftp://a.com/2")));
    QCOMPARE(early, QList<int>{0});
    QCOMPARE(settled, QList<int>{1});
    QCOMPARE(settledLocScheme, QList<qint64>{1});
    QCOMPARE(v.errorCount(), 1);

    // One field of many entries.
    doc.apply(doc.setValuesEdit(0, Field::Priority, {0, 2}, QStringLiteral("2.0")));
    QCOMPARE(early, (QList<int>{0, 1}));
    QCOMPARE(settled, (QList<int>{1, 3}));

    // A row inserted, and one removed.
    doc.apply(DocumentEdit::insert(0, 3, {EntryData::withLoc(QStringLiteral("ftp://a.com/4"))}));
    QCOMPARE(early, (QList<int>{0, 1, 3}));
    QCOMPARE(settled, (QList<int>{1, 3, 4}));
    QCOMPARE(settledLocScheme.last(), qint64(2));
    doc.apply(DocumentEdit::remove(0, 1, {doc.entryData(0, 1)}));
    QCOMPARE(settled, (QList<int>{1, 3, 4, 3}));
    QCOMPARE(settledLocScheme.last(), qint64(1));

    // A new content (emptied, then read): settled once each, after the full pass.
    doc.clear();
    QCOMPARE(settled.size(), 5);
    QCOMPARE(settled.last(), 0);
    TestSupport::readDocument(doc, urlset(url("ftp://b.com/1") + url("ftp://b.com/2")),
                              QStringLiteral("t.xml"));
    QCOMPARE(settled.size(), 6);
    QCOMPARE(settled.last(), 2);
    QCOMPARE(settledLocScheme.last(), qint64(2));
    QCOMPARE(v.errorCount(), 2);
}

void TestValidator::randomEditsAgreeWithFullPass()
{
    // A two-file set (so duplicates cross files) edited at random: after every
    // edit the incremental verdicts equal those of a fresh full pass.
    SitemapDocument doc;
    doc.beginReset();
    QByteArray a, b;
    for (int i = 0; i < 30; ++i) {
        a += url("https://" + QByteArray(i % 3 ? "a" : "b") + ".com/" + QByteArray::number(i % 7),
                 "<priority>0.5</priority>");
        b += url("https://a.com/" + QByteArray::number(i % 5), "<lastmod>2024-01-01</lastmod>");
    }
    // Repeated fields (tag-repeated), which setting the field mends.
    a += url("https://a.com/r1", "<priority>0.5</priority><priority>0.6</priority>");
    b += url("https://a.com/r2", "<lastmod>2024-01-01</lastmod><lastmod>2024-01-01</lastmod>"
                                 "<changefreq>daily</changefreq><changefreq>weekly</changefreq>");
    SitemapReader::readBytes(doc, urlset(a), QStringLiteral("a.xml"));
    SitemapReader::readBytes(doc, urlset(b), QStringLiteral("b.xml"));
    doc.endReset();
    const Validator v(&doc);
    compareWithFullPass(doc, v);

    QRandomGenerator rng(42);
    const QStringList locs = {QStringLiteral("https://a.com/1"), QStringLiteral("https://a.com/2"),
                              QStringLiteral("https://b.com/1"), QStringLiteral("https://c.com/1"),
                              QStringLiteral("/relative"), QStringLiteral("https://A.com:443/1"),
                              // near duplicates of the ones above
                              QStringLiteral("http://www.a.com/1/"),
                              QStringLiteral("https://a.com/1/index.html"),
                              QStringLiteral("http://a.com/2"),
                              // no key at all: the entry leaves its groups
                              QString()};
    const QStringList priorities = {QStringLiteral("0.5"), QStringLiteral("0.50"),
                                    QStringLiteral("0.7"), QStringLiteral("x")};
    const QStringList lastmods = {QStringLiteral("2024-01-01"), QStringLiteral("2024-01-02"),
                                  QStringLiteral("2024-13-01")};
    for (int step = 0; step < 300; ++step) {
        const int file = rng.bounded(2);
        const int n = doc.entryCount(file);
        const int op = rng.bounded(10);
        if (op < 5 && n > 0) {
            const int e = rng.bounded(n);
            const Field field = Field(rng.bounded(FieldCount));
            std::optional<QString> after;
            if (field == Field::Loc)
                after = locs[rng.bounded(locs.size())];
            else if (field == Field::Priority && rng.bounded(4))
                after = priorities[rng.bounded(priorities.size())];
            else if (field == Field::LastMod && rng.bounded(4))
                after = lastmods[rng.bounded(lastmods.size())];
            doc.apply(
                DocumentEdit::setValue(file, e, field, doc.optionalValue(file, e, field), after));
        } else if (op == 5 && n > 0) {
            // One edit of a field over some entries, as Set Priority and Paste make.
            const Field field = Field(rng.bounded(FieldCount));
            const QStringList &pick = field == Field::Loc        ? locs
                                      : field == Field::Priority ? priorities
                                                                 : lastmods;
            std::vector<int> chosen;
            for (int i = 0; i < n; ++i) {
                if (rng.bounded(3) == 0)
                    chosen.push_back(i);
            }
            std::optional<QString> value;
            if (field == Field::ChangeFreq)
                value = rng.bounded(2) ? QStringLiteral("daily") : QStringLiteral("Sometimes");
            else if (rng.bounded(5))
                value = pick[rng.bounded(pick.size())];
            DocumentEdit edit;
            if (rng.bounded(2)) {
                edit = doc.setValuesEdit(file, field, chosen, value);
            } else {
                std::vector<std::pair<int, QString>> values;
                for (const int i : chosen)
                    values.emplace_back(i, pick[rng.bounded(pick.size())]);
                edit = doc.setValuesEdit(file, field, values);
            }
            doc.apply(edit);
            if (rng.bounded(2)) { // and its undo
                compareWithFullPass(doc, v);
                doc.revert(edit);
            }
        } else if (op < 8 || n < 3) {
            std::vector<EntryData> entries;
            const int count = 1 + rng.bounded(3);
            for (int i = 0; i < count; ++i) {
                EntryData d = EntryData::withLoc(locs[rng.bounded(locs.size())]);
                if (rng.bounded(2))
                    d.values[int(Field::Priority)] = priorities[rng.bounded(priorities.size())];
                entries.push_back(d);
            }
            doc.apply(DocumentEdit::insert(file, rng.bounded(n + 1), entries));
        } else if (op == 8 && n >= 4) {
            // Runs all over the file removed together, from the last to the first as
            // Delete Rows makes them, and put back together as its undo does.
            std::vector<DocumentEdit> edits;
            for (int last = n - 1 - rng.bounded(2); last >= 0; last -= 2 + rng.bounded(4)) {
                const int first = std::max(0, last - rng.bounded(2));
                std::vector<EntryData> entries;
                for (int i = first; i <= last; ++i)
                    entries.push_back(doc.entryData(file, i));
                edits.push_back(DocumentEdit::remove(file, first, entries));
                last = first;
            }
            std::vector<const DocumentEdit *> removal;
            for (const DocumentEdit &edit : edits)
                removal.push_back(&edit);
            doc.applyInOrder(removal);
            if (rng.bounded(2)) {
                compareWithFullPass(doc, v);
                std::vector<DocumentEdit> inverses;
                for (auto it = edits.rbegin(); it != edits.rend(); ++it)
                    inverses.push_back(it->inverse());
                std::vector<const DocumentEdit *> undo;
                for (const DocumentEdit &edit : inverses)
                    undo.push_back(&edit);
                doc.applyInOrder(undo);
            }
        } else {
            const int first = rng.bounded(n);
            const int count = std::min(n - first, 1 + rng.bounded(3));
            std::vector<EntryData> entries;
            for (int i = 0; i < count; ++i)
                entries.push_back(doc.entryData(file, first + i));
            doc.apply(DocumentEdit::remove(file, first, entries));
        }
        compareWithFullPass(doc, v);
        compareValueVerdicts(doc, v);
        if (QTest::currentTestFailed()) {
            qWarning() << "failed at step" << step << "op" << op;
            return;
        }
    }
}

void TestValidator::editCostIndependentOfSize()
{
    // One loc edit re-checks one entry whatever the size of the document; the
    // benchmark times the same path through SitemapDocument::apply.
    for (int size : {1000, 100000}) {
        SitemapDocument doc;
        doc.beginReset();
        SitemapReader::readBytes(
            doc,
            urlset(repeat("<url><loc>https://a.com/p%N</loc><priority>0.%N</priority></url>\n",
                          size, true)),
            QStringLiteral("s.xml"));
        doc.endReset();
        Validator v(&doc);
        v.resetStats();
        const int e = size / 2;
        doc.apply(DocumentEdit::setValue(0, e, Field::Loc, doc.value(0, e, Field::Loc),
                                         QStringLiteral("https://a.com/new")));
        doc.apply(DocumentEdit::setValue(0, e, Field::Priority, doc.value(0, e, Field::Priority),
                                         QStringLiteral("0.3")));
        QCOMPARE(v.stats().entriesChecked, quint64(2));
        QCOMPARE(v.stats().entriesScanned, quint64(0));
        QCOMPARE(v.stats().fullPasses, quint64(0));
    }
}

void TestValidator::editOfACopyCostIndependentOfSize()
{
    // An entry with copies and near copies spread over the document: editing it
    // away and back, removing and restoring copies, and making a near copy exact
    // settle the groups without a walk over the set, and name the right first copy.
    for (int size : {1000, 100000}) {
        const QByteArray copy = url("https://a.com/copy");
        const QByteArray nearCopy = url("http://www.a.com/copy/");
        // A copy, a near copy, a copy and a near copy, before these numbered entries.
        const int before[4] = {10, size / 2, size / 2 + 1, size - 10};
        QByteArray body;
        for (int i = 0, next = 0; i < size; ++i) {
            if (next < 4 && i == before[next])
                body += next++ % 2 ? nearCopy : copy;
            body += url("https://a.com/p" + QByteArray::number(i));
        }
        SitemapDocument doc;
        TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
        Validator v(&doc);
        const auto first = [&](int e) {
            for (const Problem &p : v.entryProblems(0, e)) {
                if (p.rule == Rules::idString(RuleId::LocDuplicate) ||
                    p.rule == Rules::idString(RuleId::LocNearDuplicate))
                    return p.relatedEntry;
            }
            return -1;
        };
        const int a = before[0], b = before[1] + 1, c = before[2] + 2, d = before[3] + 3;
        QCOMPARE(doc.value(0, a, Field::Loc), QStringLiteral("https://a.com/copy"));
        QCOMPARE(doc.value(0, b, Field::Loc), QStringLiteral("http://www.a.com/copy/"));
        QCOMPARE(doc.value(0, c, Field::Loc), QStringLiteral("https://a.com/copy"));
        QCOMPARE(doc.value(0, d, Field::Loc), QStringLiteral("http://www.a.com/copy/"));
        QCOMPARE(first(c), a);
        QCOMPARE(first(b), a);
        QCOMPARE(first(d), b); // the same URL as b
        v.resetStats();

        // The first copy edited away: c is alone with its URL, and a near copy of b.
        const DocumentEdit away = DocumentEdit::setValue(
            0, a, Field::Loc, doc.value(0, a, Field::Loc), QStringLiteral("https://a.com/else"));
        doc.apply(away);
        QVERIFY(!(v.entryRuleMask(0, c) & ruleBit(RuleId::LocDuplicate)));
        QVERIFY(v.entryRuleMask(0, c) & ruleBit(RuleId::LocNearDuplicate));
        QCOMPARE(first(b), -1); // the first of the near group now
        QCOMPARE(first(c), b);
        QCOMPARE(first(d), b);
        doc.revert(away);
        QCOMPARE(first(c), a);
        QCOMPARE(first(b), a);

        // b made a's URL: d is alone with its URL, and a near copy of a.
        const DocumentEdit exact = DocumentEdit::setValue(
            0, b, Field::Loc, doc.value(0, b, Field::Loc), QStringLiteral("https://a.com/copy"));
        doc.apply(exact);
        QVERIFY(v.entryRuleMask(0, b) & ruleBit(RuleId::LocDuplicate));
        QVERIFY(!(v.entryRuleMask(0, b) & ruleBit(RuleId::LocNearDuplicate)));
        QVERIFY(!(v.entryRuleMask(0, d) & ruleBit(RuleId::LocDuplicate)));
        QCOMPARE(first(d), a);
        doc.revert(exact);
        QVERIFY(v.entryRuleMask(0, d) & ruleBit(RuleId::LocDuplicate));
        QCOMPARE(first(d), b);

        // The first copy removed and restored.
        const DocumentEdit gone = DocumentEdit::remove(0, a, {doc.entryData(0, a)});
        doc.apply(gone);
        QCOMPARE(first(c - 1), b - 1);
        doc.revert(gone);
        QCOMPARE(first(c), a);

        QCOMPARE(v.stats().entriesScanned, quint64(0));
        QCOMPARE(v.stats().fullPasses, quint64(0));
        compareWithFullPass(doc, v);
    }
}

// A full pass judges a large file on two threads (halves of its entries) and
// then counts in entry order: the verdicts must be those of one thread, for the
// set rules above all, whose first occurrences and majorities span the halves.
void TestValidator::parallelPassAgreesWithSerial()
{
    if (std::thread::hardware_concurrency() < 2)
        QSKIP("one processor: the full pass never runs on two threads here");
    const int n = 4000;
    QByteArray body;
    for (int i = 0; i < n; ++i) {
        const QByteArray k = QByteArray::number(i);
        // b.com leads in the first half, a.com overall (the majority is the
        // reference host); a third host only in the second half.
        QByteArray host = i % 2 ? "https://a.com/" : "https://b.com/";
        if (i > n / 2 && i % 3 == 0)
            host = "https://a.com/";
        if (i > n / 2 && i % 97 == 0)
            host = "https://c.com/";
        QByteArray loc = host + "p" + k;
        if (i % 50 == 7)
            loc = "https://a.com/p" + QByteArray::number(i % 300); // duplicates across halves
        if (i == n - 2)
            loc = "https://b.com/p10"; // once in each half
        if (i % 400 == 3)
            loc = "/relative/" + k;
        QByteArray more = "<lastmod>2024-05-" + QByteArray::number(10 + i % 9) + "</lastmod>" +
                          "<priority>0.5</priority>";
        if (i % 333 == 0)
            more += news(fullNews);
        if (i % 250 == 1)
            more += "<changefreq>sometimes</changefreq>";
        body += url(loc, more);
    }
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(body), QStringLiteral("big.xml"));
    QCOMPARE(doc.entryCount(0), n);

    Validator::setParallelPassForTesting(1000);
    Validator two(&doc);
    Validator::setParallelPassForTesting(1 << 30);
    const Validator one(&doc);
    Validator::setParallelPassForTesting(0);
    const auto compare = [&doc](const Validator &a, const Validator &b) {
        QCOMPARE(a.fileRuleMask(0), b.fileRuleMask(0));
        for (int e = 0; e < doc.entryCount(0); ++e)
            QCOMPARE(a.entryRuleMask(0, e), b.entryRuleMask(0, e));
        for (Severity s : {Severity::Info, Severity::Warning, Severity::Error})
            QCOMPARE(a.count(s), b.count(s));
    };
    compare(two, one);
    QCOMPARE(rulesOf(two), rulesOf(one));
    // The set rules fire at all, so that the comparison covers them.
    const QMap<QString, int> rules = rulesOf(two);
    QVERIFY(rules.value(QStringLiteral("loc-duplicate")) > 0);
    QVERIFY(rules.value(QStringLiteral("loc-host-mismatch")) > 0);
    QVERIFY(rules.value(QStringLiteral("priority-uniform")) > 0);
    QVERIFY(two.entryRuleMask(0, n - 2) & ruleBit(RuleId::LocDuplicate));
    QVERIFY(two.entryRuleMask(0, 0) & ruleBit(RuleId::LocHostMismatch)); // b.com

    // Edits after a two-thread pass keep agreeing with a fresh one-thread pass.
    QRandomGenerator rng(7);
    for (int k = 0; k < 40; ++k) {
        const int e = int(rng.bounded(n));
        const QString loc = k % 3 ? QStringLiteral("https://b.com/p%1").arg(rng.bounded(300))
                                  : QStringLiteral("https://c.com/x%1").arg(k);
        doc.apply(DocumentEdit::setValue(0, e, Field::Loc, doc.value(0, e, Field::Loc), loc));
    }
    Validator::setParallelPassForTesting(1 << 30);
    const Validator fresh(&doc);
    Validator::setParallelPassForTesting(0);
    compare(two, fresh);
}

QTEST_GUILESS_MAIN(TestValidator)
#include "tst_validator.moc"

void TestValidator::editOfARepeatedFieldMendsTagRepeated()
{
    // A field given twice is tag-repeated; a value the user sets is one value, so
    // setting it (by a cell edit or an edit over rows) mends the rule at once.
    SitemapDocument doc;
    TestSupport::readDocument(
        doc,
        urlset(url("https://a.com/1", "<priority>0.1</priority><priority>0.2</priority>") +
               url("https://a.com/2", "<lastmod>2024-01-01</lastmod>"
                                      "<lastmod>2024-01-02</lastmod>") +
               url("https://a.com/3", "<changefreq>daily</changefreq>"
                                      "<changefreq>weekly</changefreq>") +
               url("https://a.com/4", "<changefreq>daily</changefreq>"
                                      "<changefreq>never</changefreq>")),
        QStringLiteral("sitemap.xml"));
    const Validator v(&doc);
    const RuleMask repeated = ruleBit(RuleId::TagRepeated);
    for (int e = 0; e < 4; ++e)
        QVERIFY(v.entryRuleMask(0, e) & repeated);

    // An edit over two rows mends both.
    doc.apply(doc.setValuesEdit(0, Field::ChangeFreq, {2, 3}, QStringLiteral("monthly")));
    for (int e : {2, 3}) {
        QVERIFY(!doc.entry(0, e).isRepeated(Field::ChangeFreq));
        QVERIFY(!(v.entryRuleMask(0, e) & repeated));
    }
    QVERIFY(v.entryRuleMask(0, 0) & repeated);
    QVERIFY(v.entryRuleMask(0, 1) & repeated);

    doc.apply(DocumentEdit::setValue(
        0, 0, Field::Priority, doc.optionalValue(0, 0, Field::Priority), QStringLiteral("0.3")));
    QVERIFY(!doc.entry(0, 0).isRepeated(Field::Priority));
    QVERIFY(!(v.entryRuleMask(0, 0) & repeated));
    QVERIFY(v.entryRuleMask(0, 1) & repeated);

    doc.apply(doc.setValuesEdit(0, Field::LastMod, {1}, QStringLiteral("2024-02-01")));
    QVERIFY(!doc.entry(0, 1).isRepeated(Field::LastMod));
    QVERIFY(!(v.entryRuleMask(0, 1) & repeated));
    QVERIFY(!rulesOf(v).contains(QStringLiteral("tag-repeated")));
    compareWithFullPass(doc, v);
}

void TestValidator::insertIntoAnIndexKeepsItsChildren()
{
    // Each index entry is paired with the child file it names. A row inserted
    // above them moves the pairs along: a.xml's entry, now the second, is still
    // judged against a.xml (stale) and b.xml's against b.xml (not stale).
    QTemporaryDir dir;
    TestSupport::writeFile(dir.path(), QStringLiteral("a.xml"),
                           urlset(url("https://a.com/1", "<lastmod>2024-05-09</lastmod>")));
    TestSupport::writeFile(dir.path(), QStringLiteral("b.xml"),
                           urlset(url("https://a.com/2", "<lastmod>2024-01-01</lastmod>")));
    const QString path = TestSupport::writeFile(
        dir.path(), QStringLiteral("index.xml"),
        index("<sitemap><loc>https://a.com/a.xml</loc><lastmod>2024-05-01</lastmod></sitemap>\n"
              "<sitemap><loc>https://a.com/b.xml</loc><lastmod>2024-05-01</lastmod></sitemap>"));
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    QCOMPARE(doc.fileCount(), 3);
    const Validator v(&doc);
    const RuleMask stale = ruleBit(RuleId::IndexLastmodStale);
    const int a = doc.file(0).childFile.at(0);
    const int b = doc.file(0).childFile.at(1);
    QVERIFY(a > 0 && b > 0 && a != b);
    QVERIFY(v.entryRuleMask(0, 0) & stale);
    QVERIFY(!(v.entryRuleMask(0, 1) & stale));

    doc.apply(
        DocumentEdit::insert(0, 0, {EntryData::withLoc(QStringLiteral("https://a.com/c.xml"))}));
    QCOMPARE(doc.entryCount(0), 3);
    QCOMPARE(int(doc.file(0).childFile.size()), 3);
    QCOMPARE(doc.file(0).childFile.at(1), a);
    QCOMPARE(doc.file(0).childFile.at(2), b);
    QVERIFY(!(v.entryRuleMask(0, 0) & stale));
    QVERIFY(v.entryRuleMask(0, 1) & stale);
    QVERIFY(!(v.entryRuleMask(0, 2) & stale));
    compareWithFullPass(doc, v);
}

void TestValidator::removeFromAnIndexKeepsItsChildren()
{
    // A row removed from an index takes its child file's place with it: b.xml's
    // entry, now the first, is still judged against b.xml (not stale), not against
    // a.xml (stale).
    QTemporaryDir dir;
    TestSupport::writeFile(dir.path(), QStringLiteral("a.xml"),
                           urlset(url("https://a.com/1", "<lastmod>2024-05-09</lastmod>")));
    TestSupport::writeFile(dir.path(), QStringLiteral("b.xml"),
                           urlset(url("https://a.com/2", "<lastmod>2024-01-01</lastmod>")));
    const QString path = TestSupport::writeFile(
        dir.path(), QStringLiteral("index.xml"),
        index("<sitemap><loc>https://a.com/a.xml</loc><lastmod>2024-05-01</lastmod></sitemap>\n"
              "<sitemap><loc>https://a.com/b.xml</loc><lastmod>2024-05-01</lastmod></sitemap>"));
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    QCOMPARE(doc.fileCount(), 3);
    const Validator v(&doc);
    const RuleMask stale = ruleBit(RuleId::IndexLastmodStale);
    const int b = doc.file(0).childFile.at(1);
    QVERIFY(v.entryRuleMask(0, 0) & stale);
    QVERIFY(!(v.entryRuleMask(0, 1) & stale));

    doc.apply(DocumentEdit::remove(0, 0, {doc.entryData(0, 0)}));
    QCOMPARE(doc.entryCount(0), 1);
    QCOMPARE(int(doc.file(0).childFile.size()), 1);
    QCOMPARE(doc.file(0).childFile.at(0), b);
    QVERIFY(!(v.entryRuleMask(0, 0) & stale));
    compareWithFullPass(doc, v);
}

void TestValidator::indexNewestFollowsAChildEditedOlder()
{
    // The index says 2024-03-15 while its child's newest entry is 2024-05-09:
    // stale. That entry edited older, the child's newest is its other entry,
    // 2024-04-01, still newer than the index says: still stale. Edited older too,
    // the child is no newer than the index: the rule goes, as a full pass finds.
    QTemporaryDir dir;
    TestSupport::writeFile(dir.path(), QStringLiteral("a.xml"),
                           urlset(url("https://a.com/1", "<lastmod>2024-04-01</lastmod>") +
                                  url("https://a.com/2", "<lastmod>2024-05-09</lastmod>")));
    const QString path = TestSupport::writeFile(
        dir.path(), QStringLiteral("index.xml"),
        index("<sitemap><loc>https://a.com/a.xml</loc><lastmod>2024-03-15</lastmod></sitemap>"));
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    QCOMPARE(doc.fileCount(), 2);
    const Validator v(&doc);
    const RuleMask stale = ruleBit(RuleId::IndexLastmodStale);
    QVERIFY(v.entryRuleMask(0, 0) & stale);
    const int child = doc.file(0).childFile.at(0);
    auto setLastmod = [&](int entry, const char *value) {
        doc.apply(DocumentEdit::setValue(child, entry, Field::LastMod,
                                         doc.optionalValue(child, entry, Field::LastMod),
                                         QString::fromLatin1(value)));
    };
    setLastmod(1, "2024-02-01");
    QVERIFY(v.entryRuleMask(0, 0) & stale);
    const std::vector<Problem> problems = v.entryProblems(0, 0);
    QVERIFY(std::any_of(problems.begin(), problems.end(), [](const Problem &p) {
        return p.message.contains(QLatin1String("2024-04-01")) &&
               !p.message.contains(QLatin1String("2024-05-09"));
    }));
    compareWithFullPass(doc, v);
    setLastmod(0, "2024-03-01");
    QVERIFY(!(v.entryRuleMask(0, 0) & stale));
    compareWithFullPass(doc, v);
    // And newer again: stale again.
    setLastmod(0, "2024-06-01");
    QVERIFY(v.entryRuleMask(0, 0) & stale);
    compareWithFullPass(doc, v);
}

void TestValidator::newestLastmodIsTheFirstNewestEntrys()
{
    // The newest lastmod of a file and its text as the first entry with it wrote
    // it (what index-lastmod-stale quotes, and what the set memory keeps of each
    // child): three entries have the newest instant, written three ways, in pieces
    // of the file that two threads judge.
    QByteArray body;
    const int n = 3000;
    for (int i = 0; i < n; ++i) {
        QByteArray lastmod = "2023-01-" + QByteArray::number(1 + i % 28).rightJustified(2, '0');
        if (i == 1200)
            lastmod = "2024-05-09T00:00:00+00:00";
        else if (i == 2500)
            lastmod = "2024-05-09";
        else if (i == 2900)
            lastmod = "2024-05-09T02:00:00+02:00";
        body += url("https://a.com/" + QByteArray::number(i), "<lastmod>" + lastmod + "</lastmod>");
    }
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(body), QStringLiteral("dates.xml"));
    QCOMPARE(doc.entryCount(0), n);
    Validator::setParallelPassForTesting(1000);
    const Validator two(&doc);
    Validator::setParallelPassForTesting(1 << 30);
    const Validator one(&doc);
    Validator::setParallelPassForTesting(0);
    const qint64 newest = QDateTime(QDate(2024, 5, 9), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    const std::pair<qint64, QString> expected{newest,
                                              QStringLiteral("\"2024-05-09T00:00:00+00:00\"")};
    QCOMPARE(two.newestLastmod(0), expected);
    QCOMPARE(one.newestLastmod(0), expected);

    // An entry without a lastmod inserted before them: the same one, one row down.
    doc.apply(
        DocumentEdit::insert(0, 10, {EntryData::withLoc(QStringLiteral("https://a.com/plain"))}));
    QCOMPARE(one.newestLastmod(0), expected);
    doc.apply(DocumentEdit::remove(0, 10, {doc.entryData(0, 10)}));
    QCOMPARE(one.newestLastmod(0), expected);
    // The first of them edited older: the next one, as written.
    doc.apply(DocumentEdit::setValue(0, 1200, Field::LastMod,
                                     doc.optionalValue(0, 1200, Field::LastMod),
                                     QStringLiteral("2022-01-01")));
    QCOMPARE(one.newestLastmod(0).second, QStringLiteral("\"2024-05-09\""));
    // An entry inserted before them with the same instant: it is the first now.
    EntryData added = EntryData::withLoc(QStringLiteral("https://a.com/new"));
    added.values[int(Field::LastMod)] = QStringLiteral("2024-05-09T04:00:00+04:00");
    doc.apply(DocumentEdit::insert(0, 10, {added}));
    QCOMPARE(one.newestLastmod(0).second, QStringLiteral("\"2024-05-09T04:00:00+04:00\""));
    // And removed again: the one before.
    doc.apply(DocumentEdit::remove(0, 10, {doc.entryData(0, 10)}));
    QCOMPARE(one.newestLastmod(0).second, QStringLiteral("\"2024-05-09\""));
}

void TestValidator::priorityShapes_data()
{
    QTest::addColumn<QString>("priority");
    QTest::addColumn<bool>("invalid");
    QTest::addColumn<bool>("range");
    QTest::newRow("0.0") << QStringLiteral("0.0") << false << false;
    QTest::newRow("0") << QStringLiteral("0") << false << false;
    QTest::newRow("1.0") << QStringLiteral("1.0") << false << false;
    QTest::newRow(".5") << QStringLiteral(".5") << false << false;
    QTest::newRow("0.50") << QStringLiteral("0.50") << false << false;
    QTest::newRow("1.2.3") << QStringLiteral("1.2.3") << true << false;
    QTest::newRow("0..5") << QStringLiteral("0..5") << true << false;
    QTest::newRow(".") << QStringLiteral(".") << true << false;
    QTest::newRow("0,5") << QStringLiteral("0,5") << true << false;
    QTest::newRow("1e-1") << QStringLiteral("1e-1") << true << false;
    QTest::newRow("1.01") << QStringLiteral("1.01") << false << true;
    QTest::newRow("-0.0") << QStringLiteral("-0.0") << false << false;
}

void TestValidator::priorityShapes()
{
    // The priority the schema takes (an xsd:decimal from 0.0 to 1.0), the same on
    // the fast byte path of a read and on an edit's QString path.
    QFETCH(QString, priority);
    QFETCH(bool, invalid);
    QFETCH(bool, range);
    SitemapDocument doc;
    TestSupport::readDocument(
        doc,
        urlset(url("https://a.com/1", "<priority>" + priority.toUtf8() + "</priority>") +
               url("https://a.com/2", "<priority>0.5</priority>")),
        QStringLiteral("sitemap.xml"));
    const Validator v(&doc);
    const RuleMask invalidBit = ruleBit(RuleId::PriorityInvalid);
    const RuleMask rangeBit = ruleBit(RuleId::PriorityRange);
    QCOMPARE(bool(v.entryRuleMask(0, 0) & invalidBit), invalid);
    QCOMPARE(bool(v.entryRuleMask(0, 0) & rangeBit), range);
    doc.apply(DocumentEdit::setValue(0, 1, Field::Priority,
                                     doc.optionalValue(0, 1, Field::Priority), priority));
    QCOMPARE(bool(v.entryRuleMask(0, 1) & invalidBit), invalid);
    QCOMPARE(bool(v.entryRuleMask(0, 1) & rangeBit), range);
    compareWithFullPass(doc, v);
}

void TestValidator::malformedBeforeTheSizeLimitIsReported()
{
    // Reading stops at the size limit. Where the XML breaks before the cut, that is
    // the file's own error, with its place; a file that breaks only at the cut is
    // just too large.
    QByteArray tail(4000, 'a');
    ReadOptions options;
    options.maxBytes = 1000;
    const QByteArray broken = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                              "<url><loc>https://a.com/a</lo></url>\n" +
                              tail;
    SitemapDocument doc;
    SitemapReader::readBytes(doc, broken, QStringLiteral("s.xml"), options);
    QVERIFY(doc.file(0).truncatedAtLimit);
    QVERIFY(!doc.file(0).endedEarly);
    const Validator v(&doc);
    const QMap<QString, int> rules = rulesOf(v);
    QCOMPARE(rules.value(QStringLiteral("xml-malformed")), 1);
    QCOMPARE(rules.value(QStringLiteral("file-too-large")), 1);
    for (const Problem &p : v.problemsOfFile(0)) {
        if (p.rule == QLatin1String("xml-malformed"))
            QCOMPARE(p.line, 3);
    }

    QByteArray whole = urlset(url("https://a.com/a") + url("https://a.com/b"));
    whole.chop(10); // the root's end tag: the cut falls inside the root
    whole += tail;
    SitemapDocument cut;
    SitemapReader::readBytes(cut, whole, QStringLiteral("s.xml"), options);
    QVERIFY(cut.file(0).truncatedAtLimit);
    QVERIFY(cut.file(0).endedEarly);
    const Validator w(&cut);
    QCOMPARE(rulesOf(w).value(QStringLiteral("xml-malformed")), 0);
    QCOMPARE(rulesOf(w).value(QStringLiteral("file-too-large")), 1);
}

void TestValidator::preparedPassTellsHowFarAndStops()
{
    // The pass judged on the loading thread: its progress goes up file by file to
    // every entry, a Cancel stops it between files, and the verdicts it prepared are
    // those a validator of the document takes in place of its own pass.
    SitemapDocument content;
    QByteArray a, b;
    for (int i = 0; i < 40; ++i) {
        a += url("https://a.com/" + QByteArray::number(i % 30), "<priority>0.5</priority>");
        b += url("https://a.com/b" + QByteArray::number(i), "<lastmod>2024-02-30</lastmod>");
    }
    SitemapReader::readBytes(content, urlset(a), QStringLiteral("a.xml"));
    SitemapReader::readBytes(content, urlset(b), QStringLiteral("b.xml"));
    std::vector<std::pair<qint64, qint64>> steps;
    std::unique_ptr<Validator::Prepared> prepared = Validator::prepare(
        content, [&steps](qint64 done, qint64 total) { steps.emplace_back(done, total); });
    QVERIFY(prepared);
    QVERIFY(steps.size() >= 2);
    for (size_t i = 1; i < steps.size(); ++i)
        QVERIFY(steps[i].first >= steps[i - 1].first);
    QCOMPARE(steps.back(), std::make_pair(qint64(80), qint64(80)));

    std::atomic<bool> cancel{false};
    int calls = 0;
    const auto cancelled = Validator::prepare(
        content,
        [&](qint64, qint64) {
            if (++calls == 2)
                cancel = true; // pressed while the first file is judged
        },
        &cancel);
    QVERIFY(!cancelled);
    QCOMPARE(calls, 2);

    SitemapDocument doc;
    Validator v(&doc);
    v.adoptOnNextReset(std::move(prepared));
    doc.takeContent(content);
    QCOMPARE(v.stats().adoptedPasses, quint64(1));
    const Validator fresh(&doc);
    QCOMPARE(v.errorCount(), fresh.errorCount());
    QVERIFY(v.errorCount() >= 40); // the dates that do not exist
    QCOMPARE(v.count(Severity::Warning), fresh.count(Severity::Warning));
    QVERIFY(v.count(Severity::Warning) >= 10); // the duplicates
    compareWithFullPass(doc, v);
}

void TestValidator::largeUrlEditsAreJudgedOnAThread()
{
    // From setBackgroundJudging()'s count of URLs edited at once, the validator keeps
    // its verdicts from before and judges the set on a thread; the verdicts it takes
    // in are those of a full pass. A change meanwhile stops that pass and is judged
    // at once; finishJudging() gives every verdict to a reader that needs them.
    SitemapDocument doc;
    QByteArray a, b;
    for (int i = 0; i < 60; ++i) {
        a += url("https://a.com/" + QByteArray::number(i), "<priority>0.5</priority>");
        b += url("https://a.com/b" + QByteArray::number(i), "<lastmod>2024-02-03</lastmod>");
    }
    SitemapReader::readBytes(doc, urlset(a), QStringLiteral("a.xml"));
    SitemapReader::readBytes(doc, urlset(b), QStringLiteral("b.xml"));
    Validator v(&doc);
    v.setBackgroundJudging(50);
    QCOMPARE(v.count(Severity::Warning), 0);
    QSignalSpy judging(&v, &Validator::judgingChanged);
    QSignalSpy settled(&v, &Validator::settled);
    // Every URL of a file to https://a.com/<prefix><its number>.
    const auto urls = [&doc](int file, const QString &prefix) {
        std::vector<std::pair<int, QString>> values;
        for (int e = 0; e < doc.entryCount(file); ++e)
            values.emplace_back(e, QStringLiteral("https://a.com/%1%2").arg(prefix).arg(e));
        return doc.setValuesEdit(file, Field::Loc, values);
    };
    // a.xml's URLs the same as b.xml's: 60 duplicates, once the pass is in.
    doc.apply(urls(0, QStringLiteral("b")));
    QVERIFY(v.isJudging());
    QCOMPARE(judging.count(), 1);
    QCOMPARE(judging.first().first().toBool(), true);
    // Meanwhile the verdicts are those from before the edit, and nothing settled.
    QCOMPARE(v.count(Severity::Warning), 0);
    QCOMPARE(settled.count(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!v.isJudging(), 10000);
    QCOMPARE(judging.count(), 2);
    QCOMPARE(judging.last().first().toBool(), false);
    QCOMPARE(settled.count(), 1);
    QCOMPARE(v.judgingProgress(), std::make_pair(qint64(120), qint64(120)));
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(60));
    compareWithFullPass(doc, v);

    // Back, then an edit of one URL before the pass is in: left to the pass too,
    // which starts again and judges both.
    doc.apply(urls(0, QString()));
    QVERIFY(v.isJudging());
    QTest::qWait(0); // the pass starts, and on a fast host may be through already
    const bool pending = v.isJudging();
    doc.apply(DocumentEdit::setValue(1, 0, Field::Loc, doc.value(1, 0, Field::Loc),
                                     QStringLiteral("https://a.com/1")));
    QCOMPARE(v.isJudging(), pending);
    QTRY_VERIFY_WITH_TIMEOUT(!v.isJudging(), 10000);
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(1));
    compareWithFullPass(doc, v);

    // A reader that needs every verdict gets them at once, whether or not the pass
    // has started.
    doc.apply(urls(0, QStringLiteral("c")));
    QVERIFY(v.isJudging());
    v.finishJudging();
    QVERIFY(!v.isJudging());
    compareWithFullPass(doc, v);
    doc.apply(urls(0, QStringLiteral("b")));
    QVERIFY(v.isJudging());
    QTest::qWait(0);
    v.finishJudging();
    QVERIFY(!v.isJudging());
    // b.xml's first URL is https://a.com/1 now.
    QCOMPARE(v.entriesWith(RuleId::LocDuplicate), qint64(59));
    compareWithFullPass(doc, v);

    // Fewer URLs than the count in a turn of the event loop are judged at once; so
    // is every edit when the count is 0.
    QTest::qWait(0);
    doc.apply(DocumentEdit::setValue(0, 5, Field::Loc, doc.value(0, 5, Field::Loc),
                                     QStringLiteral("https://a.com/five")));
    QVERIFY(!v.isJudging());
    compareWithFullPass(doc, v);
    v.setBackgroundJudging(0);
    doc.apply(urls(0, QStringLiteral("d")));
    QVERIFY(!v.isJudging());
    compareWithFullPass(doc, v);

    // A new content during a pass: its full pass ends the judging.
    v.setBackgroundJudging(50);
    QTest::qWait(0);
    doc.apply(urls(0, QStringLiteral("b")));
    QVERIFY(v.isJudging());
    QTest::qWait(0);
    SitemapDocument other;
    SitemapReader::readBytes(other, urlset(a), QStringLiteral("a.xml"));
    doc.takeContent(other);
    QVERIFY(!v.isJudging());
    QCOMPARE(judging.last().first().toBool(), false);
    compareWithFullPass(doc, v);
    // A validator that goes during a pass waits for its thread.
    QTest::qWait(0);
    doc.apply(urls(0, QStringLiteral("e")));
    QVERIFY(v.isJudging());
    QTest::qWait(0);
}

namespace {

// Findings of another kind on chosen entries of file 0 (as the web audit's are).
class ChosenEntries : public ExtraProblemSource
{
public:
    std::set<int> entries;
    bool hasProblems(int file, int entry) const override
    {
        return file == 0 && entries.count(entry) > 0;
    }
    bool hasAnyProblems() const override { return !entries.empty(); }
    void appendProblems(int file, int entry, std::vector<Problem> &out) const override
    {
        if (!hasProblems(file, entry))
            return;
        Problem p;
        p.rule = QStringLiteral("web-not-found");
        p.severity = Severity::Error;
        p.file = file;
        p.entry = entry;
        out.push_back(p);
    }
    int worstSeverity(int file, int entry, int) const override
    {
        return hasProblems(file, entry) ? int(Severity::Error) : -1;
    }
    int count(Severity severity) const override
    {
        return severity == Severity::Error ? int(entries.size()) : 0;
    }
};

} // namespace

void TestValidator::entriesWithProblemsAreTheOnesListed()
{
    // The entries a list of every problem asks for theirs: exactly those with a
    // problem of their own rules, of the set rules or of the extra source, in a range.
    SitemapDocument doc;
    QByteArray a;
    for (int i = 0; i < 8; ++i) {
        const QByteArray children = i == 2 ? "<priority>2</priority>" : QByteArray();
        a += url("https://a.com/" + QByteArray::number(i == 5 ? 1 : i), children);
    }
    SitemapReader::readBytes(doc, urlset(a), QStringLiteral("a.xml"));
    Validator v(&doc);
    const auto withProblems = [&v](int first, int last) {
        std::vector<int> out;
        v.entriesWithProblems(0, first, last, &out);
        return out;
    };
    // Entry 2 has a priority out of range, entry 5 repeats entry 1's URL.
    QCOMPARE(withProblems(-1, 7), (std::vector<int>{2, 5}));
    QCOMPARE(withProblems(3, 7), (std::vector<int>{5}));
    ChosenEntries chosen;
    v.setExtraProblems(&chosen);
    QCOMPARE(withProblems(0, 7), (std::vector<int>{2, 5}));
    chosen.entries = {0, 2, 7};
    QCOMPARE(withProblems(0, 7), (std::vector<int>{0, 2, 5, 7}));
    QCOMPARE(withProblems(1, 6), (std::vector<int>{2, 5}));
    // Each is an entry whose problems are not none, and the others have none.
    for (int e = 0; e < 8; ++e) {
        std::vector<Severity> severities;
        v.entryProblemSeverities(0, e, &severities);
        QCOMPARE(!severities.empty(), std::set<int>({0, 2, 5, 7}).count(e) > 0);
    }
    v.setExtraProblems(nullptr);
    // Entries beyond the file have none.
    QCOMPARE(withProblems(6, 20), std::vector<int>());
}

void TestValidator::manyDatesAreJudgedOnAThread()
{
    // A value of another field than loc counts a fifth of a URL: a date set on 600
    // rows is judged on a thread from a count of 50 (and so is its undo, which gives
    // each row its own date back); one set on 200 rows is judged at once.
    SitemapDocument doc;
    QByteArray a;
    for (int i = 0; i < 600; ++i)
        a += url("https://a.com/" + QByteArray::number(i),
                 "<lastmod>2024-02-" + QByteArray::number(10 + i % 18) + "</lastmod>");
    SitemapReader::readBytes(doc, urlset(a), QStringLiteral("a.xml"));
    Validator v(&doc);
    v.setBackgroundJudging(50);
    QCOMPARE(v.count(Severity::Error), 0);
    const auto setDate = [&doc](int rows, const QString &date) {
        std::vector<int> entries(static_cast<size_t>(rows));
        std::iota(entries.begin(), entries.end(), 0);
        return doc.setValuesEdit(0, Field::LastMod, entries, date);
    };
    const DocumentEdit impossible = setDate(600, QStringLiteral("2024-02-30"));
    doc.apply(impossible);
    QVERIFY(v.isJudging());
    QCOMPARE(v.count(Severity::Error), 0); // the verdicts from before meanwhile
    QTRY_VERIFY_WITH_TIMEOUT(!v.isJudging(), 10000);
    QCOMPARE(v.entriesWith(RuleId::LastmodInvalidDate), qint64(600));
    compareWithFullPass(doc, v);
    QTest::qWait(0);
    doc.apply(impossible.inverse());
    QVERIFY(v.isJudging());
    QTRY_VERIFY_WITH_TIMEOUT(!v.isJudging(), 10000);
    QCOMPARE(v.count(Severity::Error), 0);
    compareWithFullPass(doc, v);

    QTest::qWait(0);
    doc.apply(setDate(200, QStringLiteral("2024-02-30")));
    QVERIFY(!v.isJudging());
    QCOMPARE(v.entriesWith(RuleId::LastmodInvalidDate), qint64(200));
    compareWithFullPass(doc, v);
}
