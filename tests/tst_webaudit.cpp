// SPDX-License-Identifier: GPL-3.0-or-later
// The web audit (PROTOCOL.md section 4.2): robots.txt read as Google reads it
// (Google's documented examples), the HTML head and header readings, and whole
// audits against servers of our own on 127.0.0.1: each web-* rule found and not
// found, the pace, the limits, cancelling, and no request but the robots.txt
// and the entries' URLs.

#include "auditcommand.h"
#include "audittestserver.h"
#include "htmlheadscan.h"
#include "robotstxt.h"
#include "rules.h"
#include "testsupport.h"
#include "toolcommands.h"
#include "webaudit.h"
#include "webrules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using Reply = AuditTestServer::Reply;

Reply html(const QByteArray &body, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("text/html; charset=utf-8")));
    return Reply{200, headers, body, Reply::Normal, 0, 0};
}

Reply status(int code, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    return Reply{code, headers, "x", Reply::Normal, 0, 0};
}

// Runs an audit of urls to its end (bounded: the test fails after limitMs).
struct Run
{
    WebAudit audit;
    QHash<QString, WebResult> byUrl;

    explicit Run(const WebAuditOptions &options = fastOptions()) { audit.setOptions(options); }
    static WebAuditOptions fastOptions()
    {
        WebAuditOptions o;
        o.delayMs = WebAuditOptions::MinDelayMs;
        o.concurrency = WebAuditOptions::MaxConcurrency;
        o.timeoutMs = 2000;
        return o;
    }
    bool run(const QStringList &urls, int limitMs = 20000)
    {
        QSignalSpy finished(&audit, &WebAudit::finished);
        audit.start(urls);
        if (audit.isRunning() && !finished.wait(limitMs))
            return false;
        for (int i = 0; i < urls.size(); ++i) {
            if (audit.hasResult(i))
                byUrl.insert(urls.at(i), audit.result(i));
        }
        return true;
    }
    QStringList rules(const QString &url, const QString &lastmod = {}) const
    {
        QStringList out;
        for (const WebRules::Finding &f : WebRules::findings(byUrl.value(url), url, lastmod))
            out << Rules::idString(f.rule);
        return out;
    }
    QString message(const QString &url) const
    {
        const auto f = WebRules::findings(byUrl.value(url), url);
        return f.empty() ? QString() : f.front().message;
    }
};

// Intervals [start, start + length) of requests: the most that overlap.
int peakOverlap(const QList<AuditTestServer::Request> &requests, qint64 length)
{
    std::vector<std::pair<qint64, int>> events;
    for (const auto &r : requests) {
        events.push_back({r.ms, 1});
        events.push_back({r.ms + length, -1});
    }
    std::sort(events.begin(), events.end()); // an end sorts before a start at the same time
    int open = 0, peak = 0;
    for (const auto &[at, delta] : events) {
        open += delta;
        peak = std::max(peak, open);
    }
    return peak;
}

} // namespace

class TestWebAudit : public QObject
{
    Q_OBJECT

private slots:
    void robotsPathMatching_data();
    void robotsPathMatching();
    void robotsPrecedence_data();
    void robotsPrecedence();
    void robotsGroups_data();
    void robotsGroups();
    void headScan_data();
    void headScan();
    void headerReadings();
    void canonicalComparison();
    void lastmodBehind();
    void findingsAgainstServer();
    void robotsServerErrorBlocksAll();
    void robotsMissingAllowsAll();
    void paceHeld();
    void tooManyRequestsSlowsDown();
    void serverThatNeverAnswers();
    void hugePageReadOnlyToItsHead();
    void connectionRefused();
    void cancelMidRun();
    void auditCommand();
    void auditCommandOptions();
    void auditToolLoadsTheModule();
};

// Google's "URL matching based on path values" table: pattern, path, matches.
void TestWebAudit::robotsPathMatching_data()
{
    QTest::addColumn<QByteArray>("pattern");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("matches");
    const auto rows = [](const char *pattern, std::initializer_list<const char *> yes,
                         std::initializer_list<const char *> no) {
        for (const char *p : yes)
            QTest::addRow("%s matches %s", pattern, p)
                << QByteArray(pattern) << QByteArray(p) << true;
        for (const char *p : no)
            QTest::addRow("%s misses %s", pattern, p)
                << QByteArray(pattern) << QByteArray(p) << false;
    };
    rows("/", {"/", "/page.htm", "/fish/salmon.html"}, {});
    rows("/*", {"/", "/page.htm", "/fish/salmon.html"}, {});
    rows("/$", {"/"}, {"/page.htm"});
    rows("/fish",
         {"/fish", "/fish.html", "/fish/salmon.html", "/fishheads", "/fishheads/yummy.html",
          "/fish.php?id=anything"},
         {"/Fish.asp", "/catfish", "/?id=fish", "/desert/fish"});
    rows("/fish*",
         {"/fish", "/fish.html", "/fish/salmon.html", "/fishheads", "/fishheads/yummy.html",
          "/fish.php?id=anything"},
         {"/Fish.asp", "/catfish", "/?id=fish", "/desert/fish"});
    rows("/fish/", {"/fish/", "/fish/?id=anything", "/fish/salmon.htm"},
         {"/fish", "/fish.html", "/animals/fish/", "/Fish/Salmon.asp"});
    rows("/*.php",
         {"/index.php", "/filename.php", "/folder/filename.php", "/folder/filename.php?parameters",
          "/folder/any.php.file.html", "/filename.php/"},
         {"/", "/windows.PHP"});
    rows("/*.php$", {"/filename.php", "/folder/filename.php"},
         {"/filename.php?parameters", "/filename.php/", "/filename.php5", "/windows.PHP"});
    rows("/fish*.php", {"/fish.php", "/fishheads/catfish.php?parameters"}, {"/Fish.PHP"});
}

void TestWebAudit::robotsPathMatching()
{
    QFETCH(QByteArray, pattern);
    QFETCH(QByteArray, path);
    QFETCH(bool, matches);
    QCOMPARE(RobotsTxt::matches(path, pattern), matches);
    // The same through a whole robots.txt.
    const RobotsTxt robots = RobotsTxt::parse("User-agent: *\nDisallow: " + pattern + "\n");
    QCOMPARE(robots.check(path).allowed, !matches);
}

// Google's "Order of precedence for rules" table.
void TestWebAudit::robotsPrecedence_data()
{
    QTest::addColumn<QByteArray>("allow");
    QTest::addColumn<QByteArray>("disallow");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("longer allow") << QByteArray("/p") << QByteArray("/") << QByteArray("/page")
                                  << true;
    QTest::newRow("tie: allow wins")
        << QByteArray("/folder") << QByteArray("/folder") << QByteArray("/folder/page") << true;
    QTest::newRow("longer wildcard disallow")
        << QByteArray("/page") << QByteArray("/*.htm") << QByteArray("/page.htm") << false;
    QTest::newRow("equal length wildcard: allow")
        << QByteArray("/page") << QByteArray("/*.ph") << QByteArray("/page.php5") << true;
    QTest::newRow("root only allowed")
        << QByteArray("/$") << QByteArray("/") << QByteArray("/") << true;
    QTest::newRow("root only, other page")
        << QByteArray("/$") << QByteArray("/") << QByteArray("/page.htm") << false;
}

void TestWebAudit::robotsPrecedence()
{
    QFETCH(QByteArray, allow);
    QFETCH(QByteArray, disallow);
    QFETCH(QByteArray, path);
    QFETCH(bool, allowed);
    const RobotsTxt robots =
        RobotsTxt::parse("user-agent: *\nallow: " + allow + "\ndisallow: " + disallow + "\n");
    const RobotsTxt::Verdict v = robots.check(path);
    QCOMPARE(v.allowed, allowed);
    QCOMPARE(v.rule, allowed ? QStringLiteral("Allow: ") + QString::fromLatin1(allow)
                             : QStringLiteral("Disallow: ") + QString::fromLatin1(disallow));
}

// Google's grouping examples: which group Googlebot follows.
void TestWebAudit::robotsGroups_data()
{
    QTest::addColumn<QByteArray>("robots");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<bool>("allowed");
    const QByteArray specific = "user-agent: googlebot-news\n"
                                "disallow: /news-only\n"
                                "\n"
                                "user-agent: *\n"
                                "disallow: /star-only\n"
                                "\n"
                                "user-agent: googlebot\n"
                                "disallow: /googlebot-only\n";
    QTest::newRow("googlebot follows its own group")
        << specific << QByteArray("/googlebot-only") << false;
    QTest::newRow("not the * group when it has one")
        << specific << QByteArray("/star-only") << true;
    QTest::newRow("not googlebot-news's") << specific << QByteArray("/news-only") << true;
    const QByteArray merged = "user-agent: googlebot-news\n"
                              "disallow: /fish\n"
                              "\n"
                              "user-agent: *\n"
                              "disallow: /carrots\n"
                              "\n"
                              "user-agent: googlebot-news\n"
                              "disallow: /shrimp\n";
    QTest::newRow("no googlebot group: the * group") << merged << QByteArray("/carrots") << false;
    QTest::newRow("no googlebot group: news rules do not apply")
        << merged << QByteArray("/fish") << true;
    const QByteArray twoAgents = "user-agent: e\n"
                                 "user-agent: googlebot\n"
                                 "disallow: /g\n"
                                 "user-agent: h\n"
                                 "disallow: /i\n";
    QTest::newRow("consecutive user-agent lines share a group")
        << twoAgents << QByteArray("/g") << false;
    QTest::newRow("a user-agent after rules starts a new group")
        << twoAgents << QByteArray("/i") << true;
    const QByteArray mergedOwn = "User-agent: Googlebot/2.1\nDisallow: /a\n"
                                 "User-agent: other\nDisallow: /b\n"
                                 "user-agent: GOOGLEBOT\nDisallow: /c\n";
    QTest::newRow("googlebot groups merge (first)") << mergedOwn << QByteArray("/a") << false;
    QTest::newRow("googlebot groups merge (second)") << mergedOwn << QByteArray("/c") << false;
    QTest::newRow("product token only, any case") << mergedOwn << QByteArray("/b") << true;
    QTest::newRow("no group at all") << QByteArray("Disallow: /x\n") << QByteArray("/x") << true;
    QTest::newRow("empty disallow allows all")
        << QByteArray("User-agent: *\nDisallow:\n") << QByteArray("/x") << true;
    QTest::newRow("comments, CRLF, a sitemap line inside a group")
        << QByteArray("User-agent: * # all\r\nSitemap: https://example.com/s.xml\r\n"
                      "Disallow: /private/ # keep out\r\n")
        << QByteArray("/private/a") << false;
    QTest::newRow("non-ASCII pattern against the encoded path")
        << QByteArray("User-agent: *\nDisallow: /caf\xC3\xA9\n") << QByteArray("/caf%c3%a9/menu")
        << false;
}

void TestWebAudit::robotsGroups()
{
    QFETCH(QByteArray, robots);
    QFETCH(QByteArray, path);
    QFETCH(bool, allowed);
    QCOMPARE(RobotsTxt::parse(robots).check(path).allowed, allowed);
}

void TestWebAudit::headScan_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<bool>("noindex");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("meta robots in the head")
        << QByteArray("<!DOCTYPE html><html><head><META NAME=\"Robots\" "
                      "content=\"NoIndex, follow\"></head><body></body></html>")
        << true << QString();
    QTest::newRow("meta googlebot none")
        << QByteArray("<head><meta name=googlebot content='none'>") << true << QString();
    QTest::newRow("meta robots in the body")
        << QByteArray("<html><head><title>a</title></head><body><meta name=\"robots\" "
                      "content=\"noindex\"></body>")
        << false << QString();
    QTest::newRow("after an element that starts the body")
        << QByteArray("<html><head><div>x</div><meta name=\"robots\" content=\"noindex\">") << false
        << QString();
    QTest::newRow("other crawler, other directive")
        << QByteArray("<head><meta name=\"bingbot\" content=\"noindex\"><meta name=\"robots\" "
                      "content=\"nofollow, noarchive\"></head>")
        << false << QString();
    QTest::newRow("in a comment or a script")
        << QByteArray("<head><!-- <meta name=\"robots\" content=\"noindex\"> --><script>var s = "
                      "'<meta name=\"robots\" content=\"noindex\">';</script></head>")
        << false << QString();
    QTest::newRow("canonical, first one, entities decoded")
        << QByteArray("<head><link rel=\"alternate\" href=\"/x\"><link rel=\"Canonical\" "
                      "href=\" /page?a=1&amp;b=2 \"><link rel=canonical href=/other></head>")
        << false << QStringLiteral("/page?a=1&b=2");
    QTest::newRow("canonical in the body")
        << QByteArray("<head></head><body><link rel=\"canonical\" href=\"/x\">") << false
        << QString();
}

void TestWebAudit::headScan()
{
    QFETCH(QByteArray, page);
    QFETCH(bool, noindex);
    QFETCH(QString, canonical);
    // Whole, and byte by byte (a tag cut between two reads).
    for (const int step : {int(page.size()), 1}) {
        HtmlHeadScan scan;
        for (qsizetype i = 0; i < page.size() && !scan.done(); i += step)
            scan.feed(QByteArrayView(page).sliced(i, qMin<qsizetype>(step, page.size() - i)));
        QCOMPARE(!scan.noindex().isEmpty(), noindex);
        QCOMPARE(scan.canonical(), canonical);
    }
}

void TestWebAudit::headerReadings()
{
    QVERIFY(!HtmlHeadScan::headerNoindex("noindex").isEmpty());
    QVERIFY(!HtmlHeadScan::headerNoindex("none").isEmpty());
    QVERIFY(!HtmlHeadScan::headerNoindex("googlebot: noindex").isEmpty());
    QVERIFY(!HtmlHeadScan::headerNoindex("GoogleBot: nofollow, noindex").isEmpty());
    QVERIFY(HtmlHeadScan::headerNoindex("otherbot: noindex").isEmpty());
    QVERIFY(HtmlHeadScan::headerNoindex("nofollow, noarchive").isEmpty());
    QVERIFY(HtmlHeadScan::headerNoindex("unavailable_after: 25 Jun 2010 15:00:00 PST").isEmpty());
    QVERIFY(!HtmlHeadScan::headerNoindex("otherbot: nofollow, googlebot: noindex").isEmpty());
    QCOMPARE(HtmlHeadScan::headerCanonical("<https://example.com/a>; rel=\"canonical\""),
             QStringLiteral("https://example.com/a"));
    QCOMPARE(HtmlHeadScan::headerCanonical(
                 "<https://example.com/a.css>; rel=preload, <https://example.com/b>; "
                 "rel=\"alternate canonical\""),
             QStringLiteral("https://example.com/b"));
    QCOMPARE(HtmlHeadScan::headerCanonical("<https://example.com/a>; rel=\"alternate\""),
             QString());
}

void TestWebAudit::canonicalComparison()
{
    // Compared as loc-duplicate compares: scheme and host in any case, default port.
    QVERIFY(!WebRules::canonicalElsewhere(QStringLiteral("HTTPS://Example.COM:443/a"),
                                          QStringLiteral("https://example.com/a")));
    QVERIFY(WebRules::canonicalElsewhere(QStringLiteral("https://example.com/A"),
                                         QStringLiteral("https://example.com/a")));
    QVERIFY(WebRules::canonicalElsewhere(QStringLiteral("https://example.com/b"),
                                         QStringLiteral("https://example.com/a")));
    QVERIFY(!WebRules::canonicalElsewhere(QString(), QStringLiteral("https://example.com/a")));
}

void TestWebAudit::lastmodBehind()
{
    WebResult r;
    r.outcome = WebResult::Outcome::Answered;
    r.status = 200;
    r.lastModified =
        QDateTime(QDate(2024, 5, 3), QTime(10, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    const QString url = QStringLiteral("https://example.com/a");
    const auto rules = [&](const QString &lastmod) {
        QStringList out;
        for (const auto &f : WebRules::findings(r, url, lastmod))
            out << Rules::idString(f.rule);
        return out;
    };
    QCOMPARE(rules(QStringLiteral("2024-05-01")),
             QStringList{QStringLiteral("web-lastmod-behind")});
    QVERIFY(WebRules::findings(r, url, u"2024-05-01")
                .front()
                .message.contains(QLatin1String("2024-05-03T10:00:00Z")));
    QCOMPARE(rules(QStringLiteral("2024-05-02T11:00:00Z")), QStringList()); // within a day
    QCOMPARE(rules(QStringLiteral("2024-06-01")), QStringList());
    QCOMPARE(rules(QString()), QStringList());
    QCOMPARE(rules(QStringLiteral("yesterday")), QStringList()); // not a date: lastmod-format's
}

void TestWebAudit::findingsAgainstServer()
{
    QString base;
    AuditTestServer server([&base](const AuditTestServer::Request &r) -> Reply {
        const QString p = r.path;
        if (p == QLatin1String("/robots.txt"))
            return Reply{200,
                         {{"Content-Type", "text/plain"}},
                         "User-agent: *\nDisallow: /private\n",
                         Reply::Normal,
                         0,
                         0};
        if (p == QLatin1String("/ok"))
            return html("<html><head><title>ok</title></head><body>hi</body></html>",
                        {{"Set-Cookie", "session=secret; Path=/"}});
        if (p == QLatin1String("/missing"))
            return status(404);
        if (p == QLatin1String("/gone"))
            return status(410);
        if (p == QLatin1String("/forbidden"))
            return status(403);
        if (p == QLatin1String("/broken"))
            return status(500);
        if (p == QLatin1String("/moved"))
            return status(301, {{"Location", "new-place?x=1"}});
        if (p == QLatin1String("/noindex-head"))
            return html("<html><head><meta name=\"robots\" content=\"noindex\"></head></html>");
        if (p == QLatin1String("/noindex-body"))
            return html("<html><head></head><body><meta name=\"robots\" "
                        "content=\"noindex\"></body></html>");
        if (p == QLatin1String("/x-robots"))
            return html("<html></html>", {{"X-Robots-Tag", "googlebot: noindex"}});
        if (p == QLatin1String("/x-robots-other"))
            return html("<html></html>", {{"X-Robots-Tag", "otherbot: noindex"}});
        if (p == QLatin1String("/canon-self"))
            return html("<head><link rel=\"canonical\" href=\"HTTP://127.0.0.1:" + base.toLatin1() +
                        "/canon-self\"></head>");
        if (p == QLatin1String("/canon-other"))
            return html("<head><link rel=\"canonical\" href=\"/ok\"></head>");
        if (p == QLatin1String("/canon-header"))
            return html("<html></html>", {{"Link", "<http://127.0.0.1:" + base.toLatin1() +
                                                       "/ok>; rel=\"canonical\""}});
        return status(404);
    });
    base = QString::number(server.port());
    const QStringList paths{
        u"/ok"_s,           u"/missing"_s,        u"/gone"_s,         u"/forbidden"_s,
        u"/broken"_s,       u"/moved"_s,          u"/noindex-head"_s, u"/noindex-body"_s,
        u"/x-robots"_s,     u"/x-robots-other"_s, u"/canon-self"_s,   u"/canon-other"_s,
        u"/canon-header"_s, u"/private/page"_s};
    QStringList urls;
    for (const QString &p : paths)
        urls << server.url(p);
    Run run;
    QVERIFY(run.run(urls));
    const auto u = [&](const char *p) { return server.url(QString::fromLatin1(p)); };
    QCOMPARE(run.rules(u("/ok")), QStringList());
    QCOMPARE(run.byUrl.value(u("/ok")).status, 200);
    QCOMPARE(run.rules(u("/missing")), QStringList{u"web-not-found"_s});
    QCOMPARE(run.rules(u("/gone")), QStringList{u"web-not-found"_s});
    QCOMPARE(run.rules(u("/forbidden")), QStringList{u"web-client-error"_s});
    QCOMPARE(run.rules(u("/broken")), QStringList{u"web-server-error"_s});
    QCOMPARE(run.rules(u("/moved")), QStringList{u"web-redirect"_s});
    // The relative Location is resolved against the page URL.
    QCOMPARE(run.byUrl.value(u("/moved")).location, u("/new-place?x=1"));
    QVERIFY(run.message(u("/moved")).contains(u("/new-place?x=1")));
    QCOMPARE(run.rules(u("/noindex-head")), QStringList{u"web-noindex"_s});
    QCOMPARE(run.rules(u("/noindex-body")), QStringList());
    QCOMPARE(run.rules(u("/x-robots")), QStringList{u"web-noindex"_s});
    QVERIFY(run.message(u("/x-robots")).contains(QLatin1String("googlebot: noindex")));
    QCOMPARE(run.rules(u("/x-robots-other")), QStringList());
    QCOMPARE(run.rules(u("/canon-self")), QStringList());
    QCOMPARE(run.rules(u("/canon-other")), QStringList{u"web-canonical-elsewhere"_s});
    QVERIFY(run.message(u("/canon-other")).contains(u("/ok")));
    QCOMPARE(run.rules(u("/canon-header")), QStringList{u"web-canonical-elsewhere"_s});
    QCOMPARE(run.rules(u("/private/page")), QStringList{u"web-robots-blocked"_s});
    QVERIFY(run.message(u("/private/page")).contains(QLatin1String("Disallow: /private")));

    // Nothing but the robots.txt (first) and the URLs allowed, each once, by GET,
    // with the program's User-Agent and no cookie though one was set.
    const QList<AuditTestServer::Request> requests = server.requests();
    QCOMPARE(requests.first().path, QStringLiteral("/robots.txt"));
    QStringList asked;
    for (const auto &r : requests) {
        asked << r.path;
        QCOMPARE(r.method, QByteArray("GET"));
        QVERIFY(
            r.header("User-Agent").startsWith(QCoreApplication::applicationName().toUtf8() + '/'));
        QVERIFY2(r.header("Cookie").isEmpty(), r.header("Cookie").constData());
    }
    QStringList expected = paths;
    expected.removeAll(QStringLiteral("/private/page"));
    expected.prepend(QStringLiteral("/robots.txt"));
    std::sort(asked.begin(), asked.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(asked, expected);
}

void TestWebAudit::robotsServerErrorBlocksAll()
{
    AuditTestServer server([](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(503);
        return html("<html></html>");
    });
    Run run;
    QVERIFY(run.run({server.url(u"/a"_s), server.url(u"/b"_s)}));
    QCOMPARE(run.rules(server.url(u"/a"_s)), QStringList{u"web-robots-blocked"_s});
    QVERIFY(run.message(server.url(u"/a"_s)).contains(QLatin1String("robots.txt: 503")));
    QCOMPARE(server.requests().size(), 1); // the robots.txt only
}

void TestWebAudit::robotsMissingAllowsAll()
{
    AuditTestServer server([](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        return html("<html></html>");
    });
    Run run;
    QVERIFY(run.run({server.url(u"/a"_s), server.url(u"/private"_s)}));
    QCOMPARE(run.rules(server.url(u"/a"_s)), QStringList());
    QCOMPARE(run.rules(server.url(u"/private"_s)), QStringList());
    QCOMPARE(server.requests().size(), 3);
}

void TestWebAudit::paceHeld()
{
    // Three hosts (ports), six pages each answered after 150 ms: at most 2 at a
    // time per host, 4 in all, and 120 ms between two requests to one host (when
    // they leave; the server sees them come with the network's jitter, which on a
    // loaded machine reaches tens of milliseconds, hence only 40 there).
    const auto handler = [](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        Reply reply = html("<html></html>");
        reply.delayMs = 150;
        return reply;
    };
    AuditTestServer a(handler), b(handler), c(handler);
    QStringList urls;
    for (int i = 0; i < 6; ++i)
        for (AuditTestServer *s : {&a, &b, &c})
            urls << s->url(QStringLiteral("/page%1").arg(i));
    WebAuditOptions options = Run::fastOptions();
    options.delayMs = 120;
    options.concurrency = 4;
    Run run(options);
    // When each request left, by host, on the audit's side.
    QHash<quint16, QList<qint64>> started;
    QElapsedTimer clock;
    clock.start();
    connect(&run.audit, &WebAudit::requestStarted, &run.audit,
            [&](const QUrl &url) { started[quint16(url.port())] << clock.elapsed(); });
    QVERIFY(run.run(urls));
    QCOMPARE(run.byUrl.size(), urls.size());
    // The audit stamps a request and then reports it; a thread held up between the
    // two (under the sanitizers, on a busy machine) reports one late, and the gap
    // after it looks shorter by as much: a few milliseconds are allowed for that.
    // Without the pause, two requests to a host leave together.
    for (const QList<qint64> &times : std::as_const(started)) {
        QCOMPARE(times.size(), 7); // the robots.txt and six pages
        for (qsizetype i = 1; i < times.size(); ++i)
            QVERIFY2(
                times[i] - times[i - 1] >= 112,
                qPrintable(
                    QStringLiteral("%1 ms between two requests").arg(times[i] - times[i - 1])));
    }
    QList<AuditTestServer::Request> all;
    for (AuditTestServer *s : {&a, &b, &c}) {
        QList<AuditTestServer::Request> pages = s->requests();
        pages.removeIf([](const auto &r) { return r.path == QLatin1String("/robots.txt"); });
        QCOMPARE(pages.size(), 6);
        QVERIFY2(peakOverlap(pages, 150) <= 2, "more than 2 requests at a time to one host");
        const QList<AuditTestServer::Request> every = s->requests();
        for (qsizetype i = 1; i < every.size(); ++i) {
            const qint64 gap = every[i].ms - every[i - 1].ms;
            QVERIFY2(gap >= 40, qPrintable(QStringLiteral("%1 ms between two requests").arg(gap)));
        }
        all += pages;
    }
    QVERIFY2(peakOverlap(all, 150) <= 4, "more than 4 requests at a time");
}

void TestWebAudit::tooManyRequestsSlowsDown()
{
    int pages = 0;
    AuditTestServer server([&pages](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        if (++pages == 2)
            return status(429, {{"Retry-After", "7"}});
        return html("<html></html>");
    });
    WebAuditOptions options = Run::fastOptions();
    options.delayMs = 100;
    Run run(options);
    QStringList urls;
    for (int i = 0; i < 5; ++i)
        urls << server.url(QStringLiteral("/p%1").arg(i));
    // On the audit's side: when requests left, and when the 429 came back.
    QElapsedTimer clock;
    clock.start();
    QList<qint64> started;
    qint64 answered429 = -1;
    connect(&run.audit, &WebAudit::requestStarted, &run.audit,
            [&](const QUrl &) { started << clock.elapsed(); });
    connect(&run.audit, &WebAudit::resultReady, &run.audit, [&](int index) {
        if (run.audit.result(index).status == 429)
            answered429 = clock.elapsed();
    });
    QVERIFY(run.run(urls));
    QVERIFY(answered429 >= 0);
    int after = 0;
    for (qsizetype i = 1; i < started.size(); ++i) {
        if (started[i - 1] < answered429)
            continue;
        ++after;
        QVERIFY2(started[i] - started[i - 1] >= 199,
                 qPrintable(QStringLiteral("%1 ms after a 429").arg(started[i] - started[i - 1])));
    }
    QVERIFY(after >= 1);
    QStringList found;
    for (const QString &u : urls)
        found += run.rules(u);
    QCOMPARE(found, QStringList{u"web-server-error"_s});
    QString message;
    for (const QString &u : urls) {
        if (!run.rules(u).isEmpty())
            message = run.message(u);
    }
    QVERIFY2(message.contains(QLatin1String("429 (Retry-After: 7)")), qPrintable(message));
    // After the 429 the pause between requests is doubled.
    const QList<AuditTestServer::Request> requests = server.requests();
    int at429 = -1;
    for (int i = 0, n = 0; i < requests.size(); ++i) {
        if (requests[i].path != QLatin1String("/robots.txt") && ++n == 2)
            at429 = i;
    }
    QVERIFY(at429 > 0 && at429 + 2 < requests.size());
    // The request started before the 429 came back may follow at the old pace;
    // the next ones wait 200 ms (as the server sees them, with the network's
    // jitter: more than the 100 before).
    for (int i = at429 + 2; i < requests.size(); ++i) {
        const qint64 gap = requests[i].ms - requests[i - 1].ms;
        QVERIFY2(gap >= 120, qPrintable(QStringLiteral("%1 ms after a 429").arg(gap)));
    }
}

void TestWebAudit::serverThatNeverAnswers()
{
    AuditTestServer server([](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        return Reply{200, {}, {}, Reply::Silent, 0, 0};
    });
    WebAuditOptions options = Run::fastOptions();
    options.timeoutMs = 400;
    Run run(options);
    QVERIFY(run.run({server.url(u"/silent"_s)}, 5000));
    QCOMPARE(run.rules(server.url(u"/silent"_s)), QStringList{u"web-unreachable"_s});
    QCOMPARE(run.byUrl.value(server.url(u"/silent"_s)).failure, WebResult::Failure::Timeout);
    QVERIFY(run.message(server.url(u"/silent"_s)).contains(QLatin1String("within 1 s")));

    // A robots.txt that never answers: the pages are unreachable and not asked for.
    AuditTestServer mute([](const AuditTestServer::Request &) -> Reply {
        return Reply{200, {}, {}, Reply::Silent, 0, 0};
    });
    Run second(options);
    QVERIFY(second.run({mute.url(u"/a"_s), mute.url(u"/b"_s)}, 5000));
    QCOMPARE(second.rules(mute.url(u"/b"_s)), QStringList{u"web-unreachable"_s});
    QCOMPARE(mute.requests().size(), 1);
}

void TestWebAudit::hugePageReadOnlyToItsHead()
{
    // Pages of 256 MiB: the audit reads its megabyte of head and stops. What the
    // server could hand over meanwhile is bounded by the sockets' buffers (a few
    // MiB on the loopback, more under load), far below the page.
    const qint64 page = qint64(256) * 1024 * 1024;
    const qint64 bound = 24 * 1024 * 1024;
    AuditTestServer server([page](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        Reply reply{200, {{"Content-Type", "text/html"}}, {}, Reply::Endless, page, 0};
        if (r.path == QLatin1String("/short-head"))
            reply.body = "<html><head><link rel=\"canonical\" href=\"/elsewhere\"></head><body>";
        else // a head that never ends within the first MiB
            reply.body = "<html><head><title>t</title>";
        return reply;
    });
    Run run;
    QVERIFY(run.run({server.url(u"/short-head"_s)}));
    QCOMPARE(run.rules(server.url(u"/short-head"_s)), QStringList{u"web-canonical-elsewhere"_s});
    const qint64 first = server.bytesSent();
    QVERIFY2(first < bound, qPrintable(QStringLiteral("%1 bytes sent").arg(first)));
    Run second;
    QVERIFY(second.run({server.url(u"/long-head"_s)}));
    QCOMPARE(second.byUrl.value(server.url(u"/long-head"_s)).status, 200);
    QCOMPARE(second.rules(server.url(u"/long-head"_s)), QStringList());
    const qint64 then = server.bytesSent() - first;
    QVERIFY2(then < bound, qPrintable(QStringLiteral("%1 bytes sent").arg(then)));
}

void TestWebAudit::connectionRefused()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    const QString url = QStringLiteral("http://127.0.0.1:%1/a").arg(port);
    Run run;
    QVERIFY(run.run({url}));
    QCOMPARE(run.rules(url), QStringList{u"web-unreachable"_s});
    QCOMPARE(run.byUrl.value(url).failure, WebResult::Failure::ConnectionRefused);
}

void TestWebAudit::cancelMidRun()
{
    AuditTestServer server([](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/robots.txt"))
            return status(404);
        return html("<html></html>");
    });
    QStringList urls;
    for (int i = 0; i < 30; ++i)
        urls << server.url(QStringLiteral("/p%1").arg(i));
    WebAuditOptions options = Run::fastOptions();
    options.delayMs = 80;
    WebAudit audit;
    audit.setOptions(options);
    QSignalSpy finished(&audit, &WebAudit::finished);
    connect(&audit, &WebAudit::resultReady, &audit, [&audit] {
        if (audit.doneCount() == 3)
            audit.cancel();
    });
    audit.start(urls);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.size(), 1);
    QVERIFY(!audit.isRunning());
    QVERIFY(audit.wasCancelled());
    QCOMPARE(audit.doneCount(), 3);
    const qsizetype asked = server.requests().size();
    QTest::qWait(400); // nothing more is asked after the cancel
    QCOMPARE(server.requests().size(), asked);
    QVERIFY(asked <= 1 + 3 + 2);
    QCOMPARE(finished.size(), 1);
}

namespace {

struct CommandResult
{
    int status = -1;
    QString out;
    QString err;
};

CommandResult audit(const QStringList &arguments)
{
    AuditCommand::setRunnerProvider([](QString *) { return &WebAudit::runner(); });
    CommandResult r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = ToolCommands::audit(arguments, out, err);
    out.flush();
    err.flush();
    return r;
}

// A sitemap of the server's pages: ok, missing, moved, ok again (a duplicate
// entry, requested once), a non-http URL and a page robots.txt blocks.
QByteArray sitemapOf(const AuditTestServer &server)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const char *path : {"/ok", "/missing", "/moved", "/ok", "/private/x"})
        xml += "  <url><loc>" + server.url(QString::fromLatin1(path)).toUtf8() +
               "</loc><lastmod>2024-01-01</lastmod></url>\n";
    xml += "  <url><loc>ftp://example.com/file</loc></url>\n</urlset>\n";
    return xml;
}

Reply sitePage(const AuditTestServer::Request &r)
{
    if (r.path == QLatin1String("/robots.txt"))
        return Reply{200, {}, "User-agent: *\nDisallow: /private/\n", Reply::Normal, 0, 0};
    if (r.path == QLatin1String("/ok"))
        return html("<html><head><title>ok</title></head></html>");
    if (r.path == QLatin1String("/moved"))
        return status(302, {{"Location", "/ok"}});
    return status(404);
}

} // namespace

void TestWebAudit::auditCommand()
{
    AuditTestServer server(sitePage);
    QTemporaryDir dir;
    const QString file = TestSupport::writeFile(dir.path(), u"sitemap.xml"_s, sitemapOf(server));
    const CommandResult text = audit({u"--delay"_s, u"50"_s, file});
    QCOMPARE(text.status, 1); // web-not-found is an error
    QVERIFY2(text.out.contains(file + u":4:8: error: "_s), qPrintable(text.out));
    QVERIFY(text.out.contains(u"[web-not-found]"_s));
    QVERIFY(text.out.contains(u"[web-redirect]"_s));
    QVERIFY(text.out.contains(file + u":5:8: warning: The page redirects to "_s +
                              server.url(u"/ok"_s)));
    QVERIFY(text.out.contains(u"[web-robots-blocked]"_s));
    QVERIFY2(text.out.endsWith(u"2 errors, 1 warning, 0 infos; 4 URLs checked\n"_s),
             qPrintable(text.out));
    // One GET per distinct URL, after the robots.txt; the blocked page not at all.
    QStringList asked;
    for (const auto &r : server.requests())
        asked << r.path;
    std::sort(asked.begin(), asked.end());
    QCOMPARE(asked, (QStringList{u"/missing"_s, u"/moved"_s, u"/ok"_s, u"/robots.txt"_s}));

    const CommandResult json = audit({u"--format"_s, u"json"_s, file});
    QCOMPARE(json.status, 1);
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(json.out.toUtf8(), &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(json.out));
    const QJsonObject f = root.value(u"files"_s).toArray().at(0).toObject();
    const QJsonArray urls = f.value(u"urls"_s).toArray();
    QCOMPARE(urls.size(), 5); // every entry with a checked URL, the duplicate too
    const QJsonObject moved = urls.at(2).toObject();
    QCOMPARE(moved.value(u"entry"_s).toInt(), 2);
    QCOMPARE(moved.value(u"web"_s).toObject().value(u"status"_s).toInt(), 302);
    QCOMPARE(moved.value(u"web"_s).toObject().value(u"location"_s).toString(),
             server.url(u"/ok"_s));
    QVERIFY(moved.value(u"web"_s).toObject().contains(u"ms"_s));
    QCOMPARE(root.value(u"summary"_s).toObject().value(u"checked"_s).toInt(), 4);
    QCOMPARE(f.value(u"issues"_s).toArray().size(), 3);

    const CommandResult sarif = audit({u"--format"_s, u"sarif"_s, file});
    const QJsonObject log = QJsonDocument::fromJson(sarif.out.toUtf8()).object();
    const QJsonArray results =
        log.value(u"runs"_s).toArray().at(0).toObject().value(u"results"_s).toArray();
    QCOMPARE(results.size(), 3);
    QStringList ruleIds;
    for (const auto &r : results)
        ruleIds << r.toObject().value(u"ruleId"_s).toString();
    QVERIFY(ruleIds.contains(u"web-not-found"_s));

    // --limit: the first N distinct URLs.
    const CommandResult limited = audit({u"--limit"_s, u"1"_s, file});
    QCOMPARE(limited.status, 0);
    QVERIFY2(limited.out.endsWith(u"1 URL checked, 3 not checked (--limit 1)\n"_s),
             qPrintable(limited.out));
}

void TestWebAudit::auditCommandOptions()
{
    QTemporaryDir dir;
    const QString file = TestSupport::writeFile(
        dir.path(), u"s.xml"_s,
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"></urlset>");
    QCOMPARE(audit({u"--help"_s}).status, 0);
    QVERIFY(audit({u"--help"_s}).out.startsWith(u"usage: sitemap-tool audit"_s));
    for (const QStringList &wrong :
         {QStringList{u"--delay"_s, u"49"_s, file}, QStringList{u"--concurrency"_s, u"9"_s, file},
          QStringList{u"--concurrency"_s, u"0"_s, file}, QStringList{u"--limit"_s, u"x"_s, file},
          QStringList{u"--format"_s, u"xml"_s, file}, QStringList{}}) {
        const CommandResult r = audit(wrong);
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains(u"usage: sitemap-tool audit"_s));
    }
    // The slowest pace is allowed; nothing to check is no finding.
    const CommandResult slow = audit({u"--delay"_s, u"60000"_s, u"--concurrency"_s, u"1"_s, file});
    QCOMPARE(slow.status, 0);
    QCOMPARE(slow.out, u"0 errors, 0 warnings, 0 infos; 0 URLs checked\n"_s);
    const CommandResult missing = audit({dir.filePath(u"none.xml"_s)});
    QCOMPARE(missing.status, 2);
}

void TestWebAudit::auditToolLoadsTheModule()
{
    // The program itself: its runner comes from the sitemap-fetch module, and a
    // sitemap given as a URL is fetched first.
    AuditTestServer server([&server](const AuditTestServer::Request &r) -> Reply {
        if (r.path == QLatin1String("/sitemap.xml"))
            return Reply{
                200, {{"Content-Type", "application/xml"}}, sitemapOf(server), Reply::Normal, 0, 0};
        return sitePage(r);
    });
    const TestSupport::ToolResult r =
        TestSupport::runTool({u"audit"_s, u"--format"_s, u"json"_s, u"--delay"_s, u"50"_s,
                              server.url(u"/sitemap.xml"_s)});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(u"summary"_s).toObject().value(u"checked"_s).toInt(), 4);
    // No progress when stderr is not a terminal.
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    for (const auto &request : server.requests())
        QVERIFY2(request.header("User-Agent").startsWith("sitemap-tool/"),
                 request.header("User-Agent").constData());
}

QTEST_GUILESS_MAIN(TestWebAudit)
#include "tst_webaudit.moc"
