// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of rule book version 2, as `sitemap-tool check --format json` reports
// them: for each rule a file that triggers it (with the line and column of every
// report, at the element PROTOCOL.md names) and a near miss that does not; the
// repairs the writer makes for them; and the hreflang set rules kept incrementally
// through random edits, compared with a fresh full pass after each.

#include "documentedit.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <array>

namespace {

// Every extension namespace on one line (line 2); entries start on line 3.
QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
           "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" "
           "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\" "
           "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" +
           body + "</urlset>\n";
}

QByteArray index(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</sitemapindex>\n";
}

// One <url> on one line.
QByteArray url(const QByteArray &loc, const QByteArray &more = {})
{
    return "<url><loc>" + loc + "</loc>" + more + "</url>\n";
}

// Separates the children of an index in the child column: child.xml, child2.xml.
const QByteArray NextFile = "<!-- next file -->";

struct Report
{
    QString rule;
    QString file; // file name
    int line = 0;
    int column = 0;
    QString message;
};

// check --format json on path (in process, the same code as the binary).
QList<Report> check(const QString &path)
{
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    ToolCommands::check({QStringLiteral("--format"), QStringLiteral("json"), path}, out, err);
    out.flush();
    const QJsonObject root = QJsonDocument::fromJson(outText.toUtf8()).object();
    QList<Report> reports;
    for (const QJsonValue &file : root.value(QLatin1String("files")).toArray()) {
        const QString name =
            QFileInfo(file.toObject().value(QLatin1String("path")).toString()).fileName();
        for (const QJsonValue &v : file.toObject().value(QLatin1String("issues")).toArray()) {
            const QJsonObject o = v.toObject();
            reports.push_back({o.value(QLatin1String("rule")).toString(), name,
                               o.value(QLatin1String("line")).toInt(),
                               o.value(QLatin1String("column")).toInt(),
                               o.value(QLatin1String("message")).toString()});
        }
    }
    return reports;
}

} // namespace

class TestRulesV2 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void rule_data();
    void rule();
    void percentRepairedOnSave();
    void hreflangSetFollowsRandomEdits();
    void hreflangEditStaysIncremental();
    void oneWayAlternatesNeedNoSearch();

private:
    QTemporaryDir m_dir;
    int m_case = 0;
};

void TestRulesV2::initTestCase()
{
    // news-stale and lastmod-future are judged against a fixed "now".
    Validator::setCurrentTimeForTesting(
        QDateTime::fromString(QStringLiteral("2024-06-01T12:00:00Z"), Qt::ISODate)
            .toMSecsSinceEpoch());
}

void TestRulesV2::cleanupTestCase()
{
    Validator::setCurrentTimeForTesting(0);
}

void TestRulesV2::rule_data()
{
    QTest::addColumn<QByteArray>("main");  // main.xml, checked
    QTest::addColumn<QByteArray>("child"); // child.xml next to it, when not empty
    QTest::addColumn<QString>("rule");
    // Where each report of the rule is: "file:line:column ..." in report order; empty
    // for a near miss, where the rule must not be reported at all.
    QTest::addColumn<QString>("where");
    // Part of the first report's message; "a || b" for parts of the first and second.
    QTest::addColumn<QString>("message");

    auto row = [](const char *tag, const QByteArray &main, const char *rule, const char *where,
                  const char *message = "", const QByteArray &child = {}) {
        QTest::newRow(tag) << main << child << QString::fromLatin1(rule)
                           << QString::fromLatin1(where) << QString::fromUtf8(message);
    };

    // --- loc ---------------------------------------------------------------------
    row("loc-percent-invalid", urlset(url("https://shop.de/a%zz/b") + url("https://shop.de/c%4")),
        "loc-percent-invalid", "main.xml:3:6 main.xml:4:6", "%25");
    row("loc-percent-invalid: near, %41 and %2f", urlset(url("https://shop.de/a%41/b%2f")),
        "loc-percent-invalid", "");
    row("loc-placeholder-host",
        urlset(url("https://www.Example.COM./a") + url("https://shop.test/a") +
               url("https://printer.local/status")),
        "loc-placeholder-host", "main.xml:3:6 main.xml:4:6 main.xml:5:6", "www.Example.COM.");
    row("loc-placeholder-host: near, example.de and mytest.com",
        urlset(url("https://example.de/a") + url("https://mytest.com/a") +
               url("https://example.com.au/a")),
        "loc-placeholder-host", "");
    row("loc-placeholder-host: near, localhost is loc-localhost",
        urlset(url("https://shop.localhost/a")), "loc-placeholder-host", "");
    row("loc-duplicate names the first copy",
        urlset(url("https://shop.de/a") + url("https://shop.de/b") + url("https://SHOP.de:443/a")),
        "loc-duplicate", "main.xml:5:6", "main.xml, line 3");
    row("loc-near-duplicate",
        urlset(url("https://shop.de/a/") + url("http://www.shop.de/a") +
               url("https://shop.de/x/index.HTML") + url("https://shop.de/x") +
               url("https://shop.de") + url("http://shop.de/default.aspx")),
        "loc-near-duplicate", "main.xml:4:6 main.xml:6:6 main.xml:8:6",
        "\"https://shop.de/a/\" in main.xml, line 3");
    row("loc-near-duplicate: near, query and case of the path differ",
        urlset(url("https://shop.de/a?x=1") + url("https://shop.de/a?x=2") +
               url("https://shop.de/A") + url("https://shop.de/a/b/index.html/")),
        "loc-near-duplicate", "");
    row("loc-near-duplicate: an exact duplicate is loc-duplicate only",
        urlset(url("https://shop.de/a") + url("https://shop.de/a")), "loc-near-duplicate", "");
    row("loc-near-duplicate: across the files of an index",
        index("<sitemap><loc>https://shop.de/child.xml</loc></sitemap>\n"), "loc-near-duplicate",
        "child.xml:4:6", "main.xml",
        urlset(url("https://shop.de/a") + url("https://www.shop.de/a/")));

    // --- images ------------------------------------------------------------------
    const QByteArray img =
        "<image:image><image:loc>https://shop.de/1.jpg</image:loc></image:image>";
    row("image-loc-invalid",
        urlset(url("https://shop.de/a", "\n" + img +
                                            "\n<image:image><image:loc>/2.jpg</image:loc>"
                                            "</image:image>\n<image:image><image:loc/>"
                                            "</image:image>\n")),
        "image-loc-invalid", "main.xml:5:1", "/2.jpg");
    row("image-loc-invalid: near, unescaped characters are fine",
        urlset(url("https://shop.de/a",
                   "<image:image><image:loc>https://shop.de/ä b.jpg</image:loc></image:image>")),
        "image-loc-invalid", "");
    row("image-loc-duplicate",
        urlset(url("https://shop.de/a", "\n" + img + "\n" +
                                            "<image:image><image:loc>https://SHOP.de/1.jpg"
                                            "</image:loc></image:image>\n")),
        "image-loc-duplicate", "main.xml:5:1", "https://SHOP.de/1.jpg");
    row("image-loc-duplicate: near, the same image on two URLs",
        urlset(url("https://shop.de/a", img) + url("https://shop.de/b", img)),
        "image-loc-duplicate", "");
    {
        QByteArray many;
        for (int i = 0; i < 1001; ++i)
            many += "<image:image><image:loc>https://shop.de/" + QByteArray::number(i) +
                    ".jpg</image:loc></image:image>\n";
        row("image-too-many at the 1,001st image", urlset(url("https://shop.de/a", "\n" + many)),
            "image-too-many", "main.xml:1004:1", "1001");
        row("image-too-many: near, 1,000",
            urlset(url("https://shop.de/a", "\n" + many.left(many.lastIndexOf("<image:image>")))),
            "image-too-many", "");
    }
    row("image-deprecated at the first image holding one, naming which and how many",
        urlset(url("https://shop.de/a",
                   "\n" + img +
                       "\n<image:image><image:loc>https://shop.de/2.jpg</image:loc>"
                       "<image:caption>c</image:caption><image:title>t</image:title></image:image>"
                       "\n<image:image><image:loc>https://shop.de/3.jpg</image:loc>"
                       "<image:caption>c</image:caption></image:image>\n")),
        "image-deprecated", "main.xml:5:1", "<image:caption> (2), <image:title> (1)");
    row("image-deprecated: near", urlset(url("https://shop.de/a", img)), "image-deprecated", "");

    // --- video -------------------------------------------------------------------
    auto video = [](const QByteArray &more,
                    const QByteArray &content = "https://cdn.shop.de/v.mp4") {
        return "\n<video:video><video:thumbnail_loc>https://shop.de/t.jpg</video:thumbnail_loc>"
               "<video:title>T</video:title><video:description>D</video:description>"
               "<video:content_loc>" +
               content + "</video:content_loc>" + more + "</video:video>\n";
    };
    row("video-loc-same-as-page",
        urlset(url("https://shop.de/v", img + video({}, "https://SHOP.de/v"))),
        "video-loc-same-as-page", "main.xml:4:1", "content_loc");
    row("video-loc-same-as-page: near", urlset(url("https://shop.de/v", video({}))),
        "video-loc-same-as-page", "");
    row("video-loc-same-as-page: once per video",
        urlset(url("https://shop.de/v",
                   video({}, "https://shop.de/v") +
                       video("<video:player_loc>https://shop.de/v</video:player_loc>",
                             "https://shop.de/v"))),
        "video-loc-same-as-page", "main.xml:4:1 main.xml:6:1",
        "The video's content_loc is || The video's content_loc, player_loc is");
    row("video-loc-same-as-page: near, two fields of one video are one problem",
        urlset(
            url("https://shop.de/v", video("<video:player_loc>https://shop.de/v</video:player_loc>",
                                           "https://shop.de/v"))),
        "video-loc-same-as-page", "main.xml:4:1", "content_loc, player_loc");
    row("video-field-invalid: yes/no, platform, restriction, view_count, dates, tags",
        urlset(url("https://shop.de/v",
                   video("<video:family_friendly>maybe</video:family_friendly>"
                         "<video:live>Yes</video:live>"
                         "<video:platform relationship=\"allow\">web phone</video:platform>"
                         "<video:restriction>DE FR</video:restriction>"
                         "<video:view_count>-3</video:view_count>"
                         "<video:publication_date>2024-05-01T10:15</video:publication_date>"
                         "<video:expiration_date>2024-05-01</video:expiration_date>"))),
        "video-field-invalid", "main.xml:4:1 main.xml:4:1 main.xml:4:1 main.xml:4:1 main.xml:4:1",
        "out of range: family_friendly \"maybe\" (yes or no). Correct it. || "
        "out of range: platform \"web phone\" (web, mobile, tv). Correct it.");
    row("video-field-invalid: each field of each video once, at its video",
        urlset(
            url("https://shop.de/v", video("<video:duration>-5</video:duration>"
                                           "<video:rating>9</video:rating>"
                                           "<video:family_friendly>maybe</video:family_friendly>") +
                                         video("<video:rating>9</video:rating>"))),
        "video-field-invalid", "main.xml:4:1 main.xml:4:1 main.xml:4:1 main.xml:6:1",
        "out of range: duration \"-5\" (1 to 28,800 seconds). Correct it. || "
        "out of range: rating \"9\" (0.0 to 5.0). Correct it.");
    row("video-field-invalid: near, one field given twice out of range is one problem",
        urlset(url("https://shop.de/v", video("<video:rating>9</video:rating>"
                                              "<video:rating>7</video:rating>"))),
        "video-field-invalid", "main.xml:4:1", "out of range: rating \"9\" (0.0 to 5.0). Correct");
    row("video-field-invalid: near, every v2 field right",
        urlset(
            url("https://shop.de/v",
                video("<video:family_friendly>NO</video:family_friendly>"
                      "<video:requires_subscription>yes</video:requires_subscription>"
                      "<video:platform relationship=\"deny\">tv mobile</video:platform>"
                      "<video:restriction relationship=\"allow\">DE GB</video:restriction>"
                      "<video:view_count>0</video:view_count>"
                      "<video:publication_date>2024-05-01T10:15:00+02:00</video:publication_date>"
                      "<video:tag>a</video:tag><video:tag>b</video:tag>"))),
        "video-field-invalid", "");
    row("video-field-invalid: restriction twice, lower-case codes",
        urlset(url("https://shop.de/v",
                   video("<video:restriction relationship=\"allow\">de</video:restriction>"
                         "<video:restriction relationship=\"allow\">FR</video:restriction>"))),
        "video-field-invalid", "main.xml:4:1", "restriction \"de\"");
    row("video-deprecated",
        urlset(url("https://shop.de/v", video("<video:category>c</video:category>"
                                              "<video:player_loc autoplay=\"ap=1\">"
                                              "https://shop.de/p</video:player_loc>"))),
        "video-deprecated", "main.xml:4:1", "category, player_loc autoplay");
    row("video-deprecated: once per video, naming its own fields",
        urlset(url("https://shop.de/v", video("<video:category>c</video:category>") +
                                            video("<video:price>1</video:price>"
                                                  "<video:player_loc autoplay=\"ap=1\">"
                                                  "https://shop.de/p</video:player_loc>"))),
        "video-deprecated", "main.xml:4:1 main.xml:6:1",
        "uses category, which || uses price, player_loc autoplay, which");
    row("video-deprecated: near",
        urlset(url("https://shop.de/v", video("<video:live>no</video:live>"))), "video-deprecated",
        "");

    // --- news --------------------------------------------------------------------
    auto news = [](const QByteArray &language, const QByteArray &date) {
        return "\n<news:news><news:publication><news:name>N</news:name><news:language>" + language +
               "</news:language></news:publication><news:publication_date>" + date +
               "</news:publication_date><news:title>T</news:title></news:news>\n";
    };
    row("news-value-invalid",
        urlset(url("https://shop.de/n", img + news("english", "2024-06-01")) +
               url("https://shop.de/m", news("EN", "2024-06-01")) +
               url("https://shop.de/o", news("de", "2024-06-01T10:00"))),
        "news-value-invalid", "main.xml:4:1 main.xml:7:1 main.xml:10:1", "language \"english\"");
    row("news-value-invalid: near, 639-1, 639-2 and zh-tw",
        urlset(url("https://shop.de/n", news("de", "2024-06-01")) +
               url("https://shop.de/m", news("ger", "2024-06-01T10:00:00Z")) +
               url("https://shop.de/o", news("zh-tw", "2024-05-31T13:00:00+01:00"))),
        "news-value-invalid", "");
    row("news-stale", urlset(url("https://shop.de/n", news("de", "2024-05-30T11:59:59Z"))),
        "news-stale", "main.xml:4:1", "2024-05-30T11:59:59Z");
    row("news-stale: near, 47 hours",
        urlset(url("https://shop.de/n", news("de", "2024-05-30T13:00:00Z"))), "news-stale", "");

    // --- hreflang codes ----------------------------------------------------------------
    auto links = [](std::initializer_list<std::pair<const char *, const char *>> pairs) {
        QByteArray out = "\n";
        for (const auto &[lang, href] : pairs)
            out += "<xhtml:link rel=\"alternate\" hreflang=\"" + QByteArray(lang) + "\" href=\"" +
                   QByteArray(href) + "\"/>\n";
        return out;
    };
    row("hreflang-code-unknown",
        urlset(url("https://shop.de/en", links({{"en", "https://shop.de/en"},
                                                {"en-UK", "https://shop.de/uk"},
                                                {"jp-JP", "https://shop.de/jp"},
                                                {"zz", "https://shop.de/zz"}}))),
        "hreflang-code-unknown", "main.xml:5:1", "\"en-UK\", \"jp-JP\", \"zz\"");
    row("hreflang-code-unknown: near, es-419, zh-Hant-TW, yue, x-default",
        urlset(url("https://shop.de/en", links({{"en", "https://shop.de/en"},
                                                {"es-419", "https://shop.de/es"},
                                                {"zh-Hant-TW", "https://shop.de/tw"},
                                                {"yue", "https://shop.de/yue"},
                                                {"x-default", "https://shop.de/"}}))),
        "hreflang-code-unknown", "");
    row("hreflang-invalid: wrong shape",
        urlset(url("https://shop.de/en",
                   links({{"en", "https://shop.de/en"}, {"english", "https://shop.de/e"}}))),
        "hreflang-invalid", "main.xml:5:1", "english");

    // --- hreflang across the set ---------------------------------------------------
    const QByteArray en = "https://shop.de/en", de = "https://shop.de/de",
                     fr = "https://shop.de/fr";
    row("hreflang-no-return",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"de", "https://shop.de/de"}})) +
               url(de, links({{"de", "https://shop.de/de"}}))),
        "hreflang-no-return", "main.xml:5:1", "https://shop.de/de");
    row("hreflang-no-return: each alternate without a return link, at its link",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"},
                              {"fr", "https://shop.de/fr"}})) +
               url(de, links({{"de", "https://shop.de/de"}})) +
               url(fr, links({{"fr", "https://shop.de/fr"}}))),
        "hreflang-no-return", "main.xml:5:1 main.xml:6:1",
        "https://shop.de/de || https://shop.de/fr");
    row("hreflang-no-return: near, one page named twice is one problem",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"},
                              {"de-AT", "https://shop.de/de"}})) +
               url(de, links({{"de", "https://shop.de/de"}}))),
        "hreflang-no-return", "main.xml:5:1", "https://shop.de/de");
    row("hreflang-no-return: near, both name each other",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"de", "https://shop.de/de"}})) +
               url(de, links({{"de", "https://shop.de/de"}, {"en", "https://SHOP.de:443/en"}}))),
        "hreflang-no-return", "");
    row("hreflang-no-return: across two files of an index",
        index("<sitemap><loc>https://shop.de/child.xml</loc></sitemap>\n"
              "<sitemap><loc>https://shop.de/child2.xml</loc></sitemap>\n"),
        "hreflang-no-return", "child.xml:5:1", "https://shop.de/de",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"de", "https://shop.de/de"}}))) +
            NextFile + urlset(url(de, links({{"de", "https://shop.de/de"}}))));
    row("hreflang-no-return: near, across two files of an index",
        index("<sitemap><loc>https://shop.de/child.xml</loc></sitemap>\n"
              "<sitemap><loc>https://shop.de/child2.xml</loc></sitemap>\n"),
        "hreflang-no-return", "", "",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"de", "https://shop.de/de"}}))) +
            NextFile +
            urlset(url(de, links({{"de", "https://shop.de/de"}, {"en", "https://shop.de/en"}}))));
    row("hreflang-target-missing",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"fr", "https://shop.de/fr"}}))),
        "hreflang-target-missing", "main.xml:5:1", "https://shop.de/fr");
    row("hreflang-target-missing: each missing target at its link",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"fr", "https://shop.de/fr"},
                              {"it", "https://shop.de/it"}}))),
        "hreflang-target-missing", "main.xml:5:1 main.xml:6:1",
        "https://shop.de/fr || https://shop.de/it");
    row("hreflang-target-missing: near, one target named twice is one problem",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"fr", "https://shop.de/fr"},
                              {"fr-CA", "https://shop.de/fr"}}))),
        "hreflang-target-missing", "main.xml:5:1", "https://shop.de/fr");
    row("hreflang-target-missing: near, the target is listed",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"fr", "https://shop.de/fr"}})) +
               url(fr, {})),
        "hreflang-target-missing", "");
    row("hreflang-cluster-mismatch on the later entry, at its link to the other",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"},
                              {"fr", "https://shop.de/fr"}})) +
               url(de, links({{"de", "https://shop.de/de"}, {"en", "https://shop.de/en"}})) +
               url(fr, links({{"fr", "https://shop.de/fr"},
                              {"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"}}))),
        "hreflang-cluster-mismatch", "main.xml:10:1", "hreflang \"fr\" for https://shop.de/fr");
    row("hreflang-cluster-mismatch: the later entry of two pairs, once per pair",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"fr", "https://shop.de/fr"}})) +
               url(de, links({{"de", "https://shop.de/de"}, {"fr", "https://shop.de/fr"}})) +
               url(fr, links({{"fr", "https://shop.de/fr"},
                              {"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"}}))),
        "hreflang-cluster-mismatch", "main.xml:13:1 main.xml:14:1",
        "hreflang \"de\" for https://shop.de/de, \"https://shop.de/en\" does not || "
        "hreflang \"en\" for https://shop.de/en, \"https://shop.de/de\" does not");
    row("hreflang-cluster-mismatch: near, the later entry of two pairs, one of them the same",
        urlset(url(en, links({{"en", "https://shop.de/en"},
                              {"fr", "https://shop.de/fr"},
                              {"de", "https://shop.de/de"}})) +
               url(de, links({{"de", "https://shop.de/de"}, {"fr", "https://shop.de/fr"}})) +
               url(fr, links({{"fr", "https://shop.de/fr"},
                              {"en", "https://shop.de/en"},
                              {"de", "https://shop.de/de"}}))),
        "hreflang-cluster-mismatch", "main.xml:15:1", "https://shop.de/en");
    row("hreflang-cluster-mismatch: near, the same cluster",
        urlset(url(en, links({{"en", "https://shop.de/en"}, {"de", "https://shop.de/de"}})) +
               url(de, links({{"de", "https://shop.de/de"}, {"EN", "https://shop.de/en"}}))),
        "hreflang-cluster-mismatch", "");

    // --- index-lastmod-stale -------------------------------------------------------
    const QByteArray child =
        urlset(url("https://shop.de/a", "<lastmod>2024-05-01</lastmod>") +
               url("https://shop.de/b", "<lastmod>2024-05-03T10:00:00+02:00</lastmod>"));
    row("index-lastmod-stale: older",
        index("<sitemap><loc>https://shop.de/child.xml</loc>\n  "
              "<lastmod>2024-05-03</lastmod></sitemap>\n"),
        "index-lastmod-stale", "main.xml:4:3", "2024-05-03T10:00:00+02:00", child);
    row("index-lastmod-stale: missing, at the <sitemap>",
        index("<sitemap><loc>https://shop.de/child.xml</loc></sitemap>\n"), "index-lastmod-stale",
        "main.xml:3:1", "2024-05-03T10:00:00+02:00", child);
    row("index-lastmod-stale: near, the same instant in another zone",
        index("<sitemap><loc>https://shop.de/child.xml</loc><lastmod>2024-05-03T08:00:00Z</"
              "lastmod></sitemap>\n"),
        "index-lastmod-stale", "", "", child);
    row("index-lastmod-stale: near, an invalid index lastmod is the lastmod rules'",
        index("<sitemap><loc>https://shop.de/child.xml</loc><lastmod>2024/05/01</lastmod></"
              "sitemap>\n"),
        "index-lastmod-stale", "", "", child);
}

void TestRulesV2::rule()
{
    QFETCH(QByteArray, main);
    QFETCH(QByteArray, child);
    QFETCH(QString, rule);
    QFETCH(QString, where);
    QFETCH(QString, message);

    const QString dir = m_dir.filePath(QString::number(++m_case));
    QVERIFY(QDir().mkpath(dir));
    if (!child.isEmpty()) {
        const qsizetype split = child.indexOf(NextFile);
        TestSupport::writeFile(dir, QStringLiteral("child.xml"),
                               split < 0 ? child : child.left(split));
        if (split >= 0)
            TestSupport::writeFile(dir, QStringLiteral("child2.xml"),
                                   child.mid(split + NextFile.size()));
        // A child reached through the index: its loc rules see the other file too.
        message.replace(QLatin1String("main.xml"), QLatin1String("child.xml"));
    }
    const QString path = TestSupport::writeFile(dir, QStringLiteral("main.xml"), main);
    const QList<Report> reports = check(path);
    QStringList got;
    QStringList messages;
    for (const Report &r : reports) {
        if (r.rule != rule)
            continue;
        got << QStringLiteral("%1:%2:%3").arg(r.file).arg(r.line).arg(r.column);
        messages << r.message;
    }
    QCOMPARE(got.join(QLatin1Char(' ')), where);
    if (message.isEmpty())
        return;
    const QStringList parts = message.split(QLatin1String(" || "));
    QVERIFY(parts.size() <= messages.size());
    for (qsizetype i = 0; i < parts.size(); ++i)
        QVERIFY2(messages[i].contains(parts[i]), qPrintable(messages[i]));
}

void TestRulesV2::percentRepairedOnSave()
{
    const QString dir = m_dir.filePath(QStringLiteral("percent"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = TestSupport::writeFile(dir, QStringLiteral("in.xml"),
                                                urlset(url("https://shop.de/a%zz/100%")));
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    const int status =
        ToolCommands::convert({QStringLiteral("-o"), dir + QStringLiteral("/out"), path}, out, err);
    out.flush();
    QCOMPARE(status, 0);
    QVERIFY2(outText.contains(QLatin1String("loc-percent-invalid")), qPrintable(outText));
    QVERIFY2(!outText.contains(QLatin1String("loc-unescaped")), qPrintable(outText));
    const QByteArray written = TestSupport::readAll(dir + QStringLiteral("/out/in.xml"));
    QVERIFY2(written.contains("<loc>https://shop.de/a%25zz/100%25</loc>"), written.constData());
}

namespace {

const QStringList Pages = {
    QStringLiteral("https://shop.de/en"), QStringLiteral("https://shop.de/de"),
    QStringLiteral("https://shop.de/fr"), QStringLiteral("https://www.shop.de/en/"),
    QStringLiteral("https://shop.de/it")};
const QStringList Langs = {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"),
                           QStringLiteral("x-default")};

// Up to four alternates naming pages of the pool, and now and then a video with a
// field or two out of range.
QString randomAlternates(QRandomGenerator &rng, quint32 *count)
{
    QString xml;
    *count = rng.bounded(5);
    for (quint32 i = 0; i < *count; ++i)
        xml += QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"%1\" href=\"%2\"/>")
                   .arg(Langs[rng.bounded(Langs.size())], Pages[rng.bounded(Pages.size())]);
    if (rng.bounded(3) == 0) {
        xml += QStringLiteral("<video:video><video:thumbnail_loc>https://shop.de/t.jpg"
                              "</video:thumbnail_loc><video:title>T</video:title>"
                              "<video:description>D</video:description><video:content_loc>"
                              "https://shop.de/v.mp4</video:content_loc><video:rating>9"
                              "</video:rating>%1</video:video>")
                   .arg(rng.bounded(2) ? QStringLiteral("<video:duration>0</video:duration>")
                                       : QString());
        ++*count;
    }
    return xml;
}

// Problems listed per severity, and each problem in words.
std::array<int, 3> listedCounts(const Validator &v, QStringList *words)
{
    std::array<int, 3> n = {0, 0, 0};
    for (const Problem &p : v.allProblems()) {
        ++n[size_t(p.severity)];
        *words << QStringLiteral("%1 %2:%3 %4:%5 %6")
                      .arg(p.rule)
                      .arg(p.file)
                      .arg(p.entry)
                      .arg(p.line)
                      .arg(p.column)
                      .arg(p.message);
    }
    return n;
}

void compareWithFullPass(SitemapDocument &doc, const Validator &live)
{
    const Validator fresh(&doc);
    for (int f = 0; f < doc.fileCount(); ++f) {
        for (int e = 0; e < doc.entryCount(f); ++e) {
            if (live.entryRuleMask(f, e) != fresh.entryRuleMask(f, e))
                qWarning() << "file" << f << "entry" << e << doc.value(f, e, Field::Loc)
                           << live.entryRuleMask(f, e) << fresh.entryRuleMask(f, e);
            QCOMPARE(live.entryRuleMask(f, e), fresh.entryRuleMask(f, e));
        }
    }
    for (Severity s : {Severity::Info, Severity::Warning, Severity::Error})
        QCOMPARE(live.count(s), fresh.count(s));
    // The counts are those of the problems listed, one per occurrence, and the live
    // validator lists what a fresh one does.
    QStringList liveWords, freshWords;
    const std::array<int, 3> listed = listedCounts(live, &liveWords);
    const std::array<int, 3> listedFresh = listedCounts(fresh, &freshWords);
    QCOMPARE(liveWords, freshWords);
    for (Severity s : {Severity::Info, Severity::Warning, Severity::Error}) {
        QCOMPARE(live.count(s), listed[size_t(s)]);
        QCOMPARE(fresh.count(s), listedFresh[size_t(s)]);
    }
}

} // namespace

void TestRulesV2::hreflangSetFollowsRandomEdits()
{
    // A set whose pages name each other at random (two files) and a file that starts
    // without alternates (the validator makes its table of them when an edit first
    // brings some); after each of several hundred edits (a loc changed, entries with
    // alternates inserted, entries removed) the incremental findings equal those of
    // a fresh full pass.
    QRandomGenerator rng(14);
    SitemapDocument doc;
    doc.beginReset();
    for (const char *name : {"a.xml", "b.xml"}) {
        QByteArray body;
        for (int i = 0; i < 8; ++i) {
            quint32 n = 0;
            body +=
                url(Pages[rng.bounded(Pages.size())].toUtf8(), randomAlternates(rng, &n).toUtf8());
        }
        SitemapReader::readBytes(doc, urlset(body), QString::fromLatin1(name));
    }
    QByteArray plain;
    for (int i = 0; i < 8; ++i)
        plain += url(Pages[rng.bounded(Pages.size())].toUtf8());
    SitemapReader::readBytes(doc, urlset(plain), QStringLiteral("c.xml"));
    doc.endReset();
    const Validator v(&doc);
    compareWithFullPass(doc, v);
    int findings = 0;
    int beyondOnePerRule = 0; // problems listed beyond one per rule of an entry
    for (int step = 0; step < 400; ++step) {
        const int file = rng.bounded(3);
        const int n = doc.entryCount(file);
        const int op = rng.bounded(10);
        if (op < 5 && n > 0) {
            const int e = rng.bounded(n);
            doc.apply(DocumentEdit::setValue(file, e, Field::Loc,
                                             doc.optionalValue(file, e, Field::Loc),
                                             Pages[rng.bounded(Pages.size())]));
        } else if (op < 8 || n < 3) {
            std::vector<EntryData> entries;
            const int count = 1 + rng.bounded(2);
            for (int i = 0; i < count; ++i) {
                EntryData d = EntryData::withLoc(Pages[rng.bounded(Pages.size())]);
                d.extensionsXml = randomAlternates(rng, &d.extensionCount);
                entries.push_back(d);
            }
            doc.apply(DocumentEdit::insert(file, rng.bounded(n + 1), entries));
        } else {
            const int first = rng.bounded(n);
            const int count = std::min(n - first, 1 + rng.bounded(2));
            std::vector<EntryData> entries;
            for (int i = 0; i < count; ++i)
                entries.push_back(doc.entryData(file, first + i));
            doc.apply(DocumentEdit::remove(file, first, entries));
        }
        compareWithFullPass(doc, v);
        if (QTest::currentTestFailed()) {
            qWarning() << "failed at step" << step << "op" << op;
            return;
        }
        for (int f = 0; f < doc.fileCount(); ++f) {
            for (int e = 0; e < doc.entryCount(f); ++e) {
                const RuleMask m = v.entryRuleMask(f, e);
                findings += m.has(RuleId::HreflangNoReturn) + m.has(RuleId::HreflangTargetMissing) +
                            m.has(RuleId::HreflangClusterMismatch);
                beyondOnePerRule += int(v.entryProblems(f, e).size()) - m.count();
            }
        }
    }
    QVERIFY2(findings > 400, "the edits produced hreflang set findings to compare");
    QVERIFY2(beyondOnePerRule > 400, "the edits produced rules reported more than once");
}

void TestRulesV2::hreflangEditStaysIncremental()
{
    // A loc edit re-checks the entry and the few that name it, however large the set.
    for (int size : {1000, 20000}) {
        QByteArray body;
        for (int i = 0; i < size; i += 2) {
            const QByteArray en = "https://shop.de/en/" + QByteArray::number(i);
            const QByteArray de = "https://shop.de/de/" + QByteArray::number(i);
            const QByteArray pair = "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"" + en +
                                    "\"/><xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"" +
                                    de + "\"/>";
            body += url(en, pair) + url(de, pair);
        }
        SitemapDocument doc;
        TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
        Validator v(&doc);
        QCOMPARE(v.count(Severity::Error), 0);
        v.resetStats();
        const int e = size / 2;
        doc.apply(DocumentEdit::setValue(0, e, Field::Loc, doc.value(0, e, Field::Loc),
                                         QStringLiteral("https://shop.de/moved")));
        QCOMPARE(v.stats().entriesChecked, quint64(1));
        QCOMPARE(v.stats().entriesScanned, quint64(0));
        // Its partner now names a page that is gone: no-return is gone, target-missing comes.
        QVERIFY(v.entryRuleMask(0, e + 1).has(RuleId::HreflangTargetMissing));
        QVERIFY(v.entryRuleMask(0, e).has(RuleId::HreflangNoReturn));
    }
}

void TestRulesV2::oneWayAlternatesNeedNoSearch()
{
    // Half the pages name a page of another language that lists no alternates (the
    // commonest hreflang flaw): each is hreflang-no-return, found without looking
    // through the set for the page named, in the full pass and after an edit. Each
    // such search walked half the set: 100 million entries at 20,000.
    for (int size : {1000, 20000}) {
        QByteArray body;
        for (int i = 0; i < size / 2; ++i) {
            const QByteArray en = "https://shop.de/en/" + QByteArray::number(i);
            const QByteArray de = "https://shop.de/de/" + QByteArray::number(i);
            body += url(en, "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"" + en +
                                "\"/><xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"" + de +
                                "\"/>");
        }
        for (int i = 0; i < size / 2; ++i)
            body += url("https://shop.de/de/" + QByteArray::number(i));
        SitemapDocument doc;
        TestSupport::readDocument(doc, urlset(body), QStringLiteral("s.xml"));
        Validator v(&doc);
        QCOMPARE(v.entriesWith(RuleId::HreflangNoReturn), qint64(size / 2));
        QCOMPARE(v.entriesWith(RuleId::HreflangTargetMissing), qint64(0));
        QCOMPARE_LT(v.stats().entriesScanned, quint64(size));
        v.resetStats();
        // The named page moves: its namer's target is missing; moved back, it is there.
        const int named = size / 2 + 7;
        const DocumentEdit move =
            DocumentEdit::setValue(0, named, Field::Loc, doc.value(0, named, Field::Loc),
                                   QStringLiteral("https://shop.de/moved"));
        doc.apply(move);
        QVERIFY(v.entryRuleMask(0, 7).has(RuleId::HreflangTargetMissing));
        QVERIFY(!v.entryRuleMask(0, 7).has(RuleId::HreflangNoReturn));
        doc.revert(move);
        QVERIFY(v.entryRuleMask(0, 7).has(RuleId::HreflangNoReturn));
        QCOMPARE(v.stats().entriesScanned, quint64(0));
        compareWithFullPass(doc, v);
    }
}

QTEST_GUILESS_MAIN(TestRulesV2)
#include "tst_rulesv2.moc"
