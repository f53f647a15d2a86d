// SPDX-License-Identifier: GPL-3.0-or-later
// Fetching sitemaps over HTTP as PROTOCOL.md section 6 ("Fetching a URL") says,
// against a server of the test's own on 127.0.0.1: an index with gzip children
// checks exactly as the same files from disk with the matching --base-url;
// redirects are shown and capped at 5; HTTP errors are exit 2 with the status;
// children on other hosts are not followed; robots.txt Sitemap: lines are
// checked; stalls, endless bodies, bodies over the uncompressed limit and
// downloads over the cap stop with the limit named. Nothing reaches the internet.

#include "sitemapdocument.h"
#include "sitemapfetcher.h"
#include "testhttpserver.h"
#include "testsupport.h"
#include "toolcommands.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

QByteArray indexOf(const QStringList &locs)
{
    QByteArray body;
    for (const QString &l : locs)
        body += "<sitemap><loc>" + l.toUtf8() + "</loc></sitemap>\n";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</sitemapindex>\n";
}

// The findings of check --format json without the paths: per file its kind,
// gzip, entries, and each issue's rule, severity, entry, line and column.
QStringList findings(const QByteArray &json)
{
    QStringList out;
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    for (const QJsonValue &f : o.value(QLatin1String("files")).toArray()) {
        const QJsonObject file = f.toObject();
        out << QStringLiteral("file %1 gzip=%2 entries=%3")
                   .arg(file.value(QLatin1String("kind")).toString())
                   .arg(file.value(QLatin1String("gzip")).toBool())
                   .arg(file.value(QLatin1String("entries")).toInt());
        for (const QJsonValue &i : file.value(QLatin1String("issues")).toArray()) {
            const QJsonObject issue = i.toObject();
            out << QStringLiteral("  %1 %2 entry=%3 %4:%5")
                       .arg(issue.value(QLatin1String("rule")).toString(),
                            issue.value(QLatin1String("severity")).toString())
                       .arg(issue.value(QLatin1String("entry")).toInt(-1))
                       .arg(issue.value(QLatin1String("line")).toInt())
                       .arg(issue.value(QLatin1String("column")).toInt());
        }
    }
    return out;
}

} // namespace

class TestFetch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fetchedIndexChecksAsFromDisk();
    void redirectsShownAndCapped();
    void httpErrorsAreExitTwo();
    void childrenOnOtherHostsNotFollowed();
    void robotsTxtSitemapLines();
    void exportAndDiffOfUrls();
    void stallStops();
    void endlessBodyStopsAtTheLimits();
    void gzipBodyLimitIsUncompressed();
    void protocolLimitsAreTheDefaults();
    void toolLinksNoQtNetwork();
    void missingModuleIsAClearError();
    void inProcessCommandsFetch();

private:
    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

void TestFetch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_server.port() > 0);
}

void TestFetch::fetchedIndexChecksAsFromDisk()
{
    // Children with flaws that need the own URL: one on another host, one
    // outside the folder, a duplicate across files, a bad lastmod.
    const QString base = m_server.url(QStringLiteral("/set/"));
    const QByteArray a = urlset("<url><loc>" + base.toUtf8() +
                                "page1</loc></url>\n"
                                "<url><loc>https://elsewhere.example/x</loc></url>\n"
                                "<url><loc>" +
                                m_server.url(QStringLiteral("/outside")).toUtf8() +
                                "</loc><lastmod>yesterday</lastmod></url>\n");
    const QByteArray b = urlset("<url><loc>" + base.toUtf8() +
                                "page2</loc></url>\n"
                                "<url><loc>" +
                                base.toUtf8() + "page1</loc></url>\n");
    const QByteArray index =
        indexOf({base + QStringLiteral("a.xml"), base + QStringLiteral("b.xml.gz")});
    m_server.setBody(QStringLiteral("/set/index.xml"), index);
    m_server.setBody(QStringLiteral("/set/a.xml"), a);
    m_server.setBody(QStringLiteral("/set/b.xml.gz"), gzip(b));

    const QString folder = m_dir.filePath(QStringLiteral("set"));
    QDir().mkpath(folder);
    writeFile(folder, QStringLiteral("index.xml"), index);
    writeFile(folder, QStringLiteral("a.xml"), a);
    writeFile(folder, QStringLiteral("b.xml.gz"), gzip(b));

    const ToolResult fetched =
        runTool({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"),
                 base + QStringLiteral("index.xml")});
    const ToolResult disk = runTool({QStringLiteral("check"), QStringLiteral("--format"),
                                     QStringLiteral("json"), QStringLiteral("--base-url"), base,
                                     QDir(folder).filePath(QStringLiteral("index.xml"))});
    QCOMPARE(fetched.exitCode, disk.exitCode);
    QCOMPARE(fetched.exitCode, 1);
    const QStringList f = findings(fetched.out);
    QCOMPARE(f.filter(QLatin1String("file ")).size(), 3);
    QVERIFY2(f.join(QLatin1Char('\n')).contains(QLatin1String("loc-host-mismatch")),
             qPrintable(f.join(QLatin1Char('\n'))));
    QVERIFY2(f.join(QLatin1Char('\n')).contains(QLatin1String("loc-outside-path")),
             qPrintable(f.join(QLatin1Char('\n'))));
    QVERIFY(f.join(QLatin1Char('\n')).contains(QLatin1String("loc-duplicate")));
    QCOMPARE(f, findings(disk.out));
    // The children are named by their URLs.
    const QJsonArray files =
        QJsonDocument::fromJson(fetched.out).object().value(QLatin1String("files")).toArray();
    QCOMPARE(files.at(2).toObject().value(QLatin1String("path")).toString(),
             base + QStringLiteral("b.xml.gz"));
    QVERIFY(files.at(2).toObject().value(QLatin1String("gzip")).toBool());
}

void TestFetch::redirectsShownAndCapped()
{
    m_server.setBody(
        QStringLiteral("/r/target.xml"),
        urlset("<url><loc>" + m_server.url(QStringLiteral("/r/p")).toUtf8() + "</loc></url>\n"));
    m_server.setRedirect(QStringLiteral("/r/one.xml"), QStringLiteral("/r/two.xml"), 301);
    m_server.setRedirect(QStringLiteral("/r/two.xml"),
                         m_server.url(QStringLiteral("/r/target.xml")), 302);
    ToolResult r = runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/r/one.xml"))});
    QVERIFY2(r.exitCode == 0, (r.err + r.out).constData());
    QVERIFY2(r.err.contains("/r/one.xml: redirected (HTTP 301) to " +
                            m_server.url(QStringLiteral("/r/two.xml")).toUtf8()),
             r.err.constData());
    QVERIFY2(r.err.contains("/r/two.xml: redirected (HTTP 302)"), r.err.constData());

    // Five redirects are followed, a sixth is not.
    for (int i = 0; i < 6; ++i)
        m_server.setRedirect(QStringLiteral("/chain/%1").arg(i),
                             QStringLiteral("/chain/%1").arg(i + 1), 307);
    m_server.setRedirect(QStringLiteral("/chain/6"), QStringLiteral("/r/target.xml"), 307);
    // /chain/2 -> 3 -> 4 -> 5 -> 6 -> target: five.
    r = runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/chain/2"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.err.count("redirected"), 5);
    r = runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/chain/1"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("more than 5 redirects"), r.err.constData());

    // Only http and https.
    m_server.setRedirect(QStringLiteral("/r/ftp.xml"), QStringLiteral("ftp://127.0.0.1/x.xml"));
    r = runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/r/ftp.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("not http or https"), r.err.constData());
}

void TestFetch::httpErrorsAreExitTwo()
{
    ToolResult r = runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/nothing.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("HTTP 404 Not Found"), r.err.constData());
    m_server.setRoute(QStringLiteral("/broken.xml"),
                      {500, "oops", {}, TestHttpServer::Route::Normal});
    r = runTool({QStringLiteral("export"), m_server.url(QStringLiteral("/broken.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("HTTP 500"), r.err.constData());

    // A child that is not there: the index is checked, that child is exit 2.
    const QString base = m_server.url(QStringLiteral("/e/"));
    m_server.setBody(QStringLiteral("/e/index.xml"),
                     indexOf({base + QStringLiteral("ok.xml"), base + QStringLiteral("gone.xml")}));
    m_server.setBody(QStringLiteral("/e/ok.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "p</loc></url>\n"));
    r = runTool({QStringLiteral("check"), base + QStringLiteral("index.xml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(base.toUtf8() + "gone.xml: cannot read: HTTP 404"), r.err.constData());

    // A port nobody listens on: the network's reason.
    r = runTool({QStringLiteral("check"), QStringLiteral("http://127.0.0.1:1/x.xml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("cannot read"), r.err.constData());
}

void TestFetch::childrenOnOtherHostsNotFollowed()
{
    const QString base = m_server.url(QStringLiteral("/h/"));
    m_server.setBody(
        QStringLiteral("/h/index.xml"),
        indexOf({base + QStringLiteral("a.xml"), QStringLiteral("http://other.invalid/h/b.xml"),
                 QStringLiteral("http://localhost:%1/h/c.xml").arg(m_server.port())}));
    m_server.setBody(QStringLiteral("/h/a.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "1</loc></url>\n"));
    m_server.setBody(QStringLiteral("/h/c.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "2</loc></url>\n"));
    const int before = m_server.hits(QStringLiteral("/h/c.xml"));
    const ToolResult r = runTool({QStringLiteral("check"), base + QStringLiteral("index.xml")});
    // 1: the index names URLs on other hosts (loc-host-mismatch), which are
    // reported and not fetched.
    QVERIFY2(r.exitCode == 1, (r.err + r.out).constData());
    QVERIFY2(r.err.contains("http://other.invalid/h/b.xml: not followed: not on the index's host"),
             r.err.constData());
    QVERIFY2(r.err.contains("/h/c.xml: not followed"), r.err.constData());
    QCOMPARE(m_server.hits(QStringLiteral("/h/c.xml")), before);
    QVERIFY2(r.out.contains("in 2 files"), r.out.constData());
}

void TestFetch::robotsTxtSitemapLines()
{
    const QString base = m_server.url(QStringLiteral("/"));
    m_server.setBody(QStringLiteral("/s1.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "a</loc></url>\n"));
    m_server.setBody(QStringLiteral("/s2.xml"), urlset("<url><loc>" + base.toUtf8() +
                                                       "b</loc><priority>2</priority></url>\n"));
    m_server.setBody(QStringLiteral("/robots.txt"),
                     "User-agent: *\nDisallow: /private\n# Sitemap: " + base.toUtf8() +
                         "commented.xml\nSitemap: " + base.toUtf8() +
                         "s1.xml\nsitemap:" + base.toUtf8() + "s2.xml\n");
    const ToolResult r = runTool({QStringLiteral("check"), QStringLiteral("--format"),
                                  QStringLiteral("json"), base + QStringLiteral("robots.txt")});
    QCOMPARE(r.exitCode, 1); // priority 2 is an error
    const QJsonArray files =
        QJsonDocument::fromJson(r.out).object().value(QLatin1String("files")).toArray();
    QCOMPARE(files.size(), 2);
    QCOMPARE(files.at(0).toObject().value(QLatin1String("path")).toString(),
             base + QStringLiteral("s1.xml"));
    QCOMPARE(files.at(1).toObject().value(QLatin1String("path")).toString(),
             base + QStringLiteral("s2.xml"));
    QCOMPARE(m_server.hits(QStringLiteral("/commented.xml")), 0);

    QCOMPARE(RemoteUrls::sitemapsInRobots("SITEMAP: https://a.example/x.xml # note\r\n"
                                          "Sitemap:\nAllow: /\n"),
             QStringList{QStringLiteral("https://a.example/x.xml")});

    m_server.setBody(QStringLiteral("/robots.txt"), "User-agent: *\n");
    const ToolResult none =
        runTool({QStringLiteral("check"), m_server.url(QStringLiteral("/robots.txt"))});
    QVERIFY2(none.exitCode == 2, (none.err + none.out).constData());
    QVERIFY2(none.err.contains("lists no sitemap"), none.err.constData());
}

void TestFetch::exportAndDiffOfUrls()
{
    const QString base = m_server.url(QStringLiteral("/d/"));
    m_server.setBody(QStringLiteral("/d/old.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "1</loc></url>\n<url><loc>" +
                            base.toUtf8() + "2</loc></url>\n"));
    m_server.setBody(QStringLiteral("/d/new.xml.gz"),
                     gzip(urlset("<url><loc>" + base.toUtf8() + "1</loc></url>\n<url><loc>" +
                                 base.toUtf8() + "3</loc></url>\n")));
    ToolResult r = runTool({QStringLiteral("export"), base + QStringLiteral("new.xml.gz")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count('\n'), 2);
    QVERIFY(r.out.contains("\"loc\":\"" + base.toUtf8() + "3\""));
    r = runTool({QStringLiteral("diff"), base + QStringLiteral("old.xml"),
                 base + QStringLiteral("new.xml.gz")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, "+ " + base.toUtf8() + "3\n- " + base.toUtf8() +
                        "2\n1 added, 1 removed, 0 changed, 1 unchanged\n");
    r = runTool({QStringLiteral("diff"), base + QStringLiteral("old.xml"),
                 base + QStringLiteral("missing.xml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("HTTP 404"), r.err.constData());
}

void TestFetch::stallStops()
{
    m_server.setRoute(QStringLiteral("/stall.xml"),
                      {200, "<?xml version=\"1.0\"?>\n<urlset", {}, TestHttpServer::Route::Stall});
    FetchOptions o;
    o.stallMs = 400;
    QString error;
    std::unique_ptr<SitemapDocument> doc =
        SitemapFetcher::fetch(m_server.url(QStringLiteral("/stall.xml")), o, nullptr, &error);
    QVERIFY2(error.contains(QLatin1String("no data for 0.4 s")), qPrintable(error));
    QVERIFY(doc->file(0).unreadable);
    QCOMPARE(doc->file(0).readError, error);
}

void TestFetch::endlessBodyStopsAtTheLimits()
{
    m_server.setRoute(QStringLiteral("/endless.xml"),
                      {200, {}, {}, TestHttpServer::Route::Endless});
    FetchOptions o;
    o.maxBodyBytes = 1 << 20;
    QString error;
    SitemapFetcher::fetch(m_server.url(QStringLiteral("/endless.xml")), o, nullptr, &error);
    QVERIFY2(error.contains(QLatin1String("over 1 MiB (1048576 bytes) uncompressed")),
             qPrintable(error));
    o.maxBodyBytes = 1LL << 40;
    o.maxDownloadBytes = 2 << 20;
    SitemapFetcher::fetch(m_server.url(QStringLiteral("/endless.xml")), o, nullptr, &error);
    QVERIFY2(error.contains(QLatin1String("more than 2 MiB (2097152 bytes) downloaded")),
             qPrintable(error));
}

void TestFetch::gzipBodyLimitIsUncompressed()
{
    // 3 MiB of XML in a few KiB of gzip: the limit counts what it unpacks to.
    QByteArray big = urlset(QByteArray(3 << 20, ' '));
    m_server.setBody(QStringLiteral("/bomb.xml"), gzip(big));
    FetchOptions o;
    o.maxBodyBytes = 1 << 20;
    QString error;
    SitemapFetcher::fetch(m_server.url(QStringLiteral("/bomb.xml")), o, nullptr, &error);
    QVERIFY2(error.contains(QLatin1String("uncompressed")), qPrintable(error));
    // Under the limit it reads.
    o.maxBodyBytes = 4 << 20;
    std::unique_ptr<SitemapDocument> doc =
        SitemapFetcher::fetch(m_server.url(QStringLiteral("/bomb.xml")), o, nullptr, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(doc->file(0).gzip);
    QCOMPARE(doc->file(0).ownUrl, m_server.url(QStringLiteral("/bomb.xml")));
}

void TestFetch::protocolLimitsAreTheDefaults()
{
    const FetchOptions o;
    QCOMPARE(o.maxRedirects, 5);
    QCOMPARE(o.maxBodyBytes, 52428800LL);
    QCOMPARE(o.maxDownloadBytes, 100LL * 1024 * 1024);
    QCOMPARE(o.stallMs, 30000);
    QVERIFY(o.parallel > 1 && o.parallel <= 6);
    QVERIFY(RemoteUrls::isUrl(QStringLiteral("HTTPS://a.example/")));
    QVERIFY(!RemoteUrls::isUrl(QStringLiteral("ftp://a.example/x.xml")));
    QVERIFY(!RemoteUrls::isUrl(QStringLiteral("sitemap.xml")));
}

void TestFetch::toolLinksNoQtNetwork()
{
    // sitemap-tool starts without Qt Network: only the sitemap-fetch module,
    // loaded for a URL, links it.
    QString skip, error;
    const QStringList needed =
        TestSupport::neededLibraries(QString::fromUtf8(SITEMAP_TOOL_PATH), &skip, &error);
    if (!skip.isEmpty())
        QSKIP(qPrintable(skip));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(needed.contains(QStringLiteral("libQt6Core.so.6")), qPrintable(needed.join(u' ')));
    for (const QString &library : needed)
        QVERIFY2(!library.startsWith(QLatin1String("libQt6Network")), qPrintable(library));
}

void TestFetch::missingModuleIsAClearError()
{
    // The program alone, without the module beside it or where it is installed.
    QTemporaryDir alone;
    QVERIFY(alone.isValid());
    const QString tool = alone.filePath(QStringLiteral("sitemap-tool"));
    QVERIFY(QFile::copy(QString::fromUtf8(SITEMAP_TOOL_PATH), tool));
    const auto run = [&](const QStringList &arguments) {
        QProcess p;
        p.start(tool, arguments);
        TestSupport::ToolResult r;
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    };
    m_server.setBody(
        QStringLiteral("/m/a.xml"),
        urlset("<url><loc>" + m_server.url(QStringLiteral("/m/p")).toUtf8() + "</loc></url>\n"));
    m_server.setBody(QStringLiteral("/m/robots.txt"),
                     "Sitemap: " + m_server.url(QStringLiteral("/m/a.xml")).toUtf8() + '\n');
    const QString url = m_server.url(QStringLiteral("/m/a.xml"));
    const int hits = m_server.hits(QStringLiteral("/m/a.xml"));

    // A file on disk needs no module.
    const QString local =
        TestSupport::writeFile(alone.path(), QStringLiteral("local.xml"),
                               urlset("<url><loc>https://a.example/</loc></url>\n"));
    TestSupport::ToolResult r = run({QStringLiteral("check"), local});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());

    // A URL: exit 2 as for any file that cannot be read, naming the module and
    // where it was looked for; the next argument is still checked.
    const QString flawed = TestSupport::writeFile(alone.path(), QStringLiteral("flawed.xml"),
                                                  urlset("<url><loc>/about</loc></url>\n"));
    r = run({QStringLiteral("check"), url, flawed});
    QVERIFY2(r.exitCode == 2, (r.out + r.err).constData());
    const QByteArray besideTool =
        QDir::toNativeSeparators(alone.filePath(QStringLiteral("sitemap-fetch.so"))).toUtf8();
    QVERIFY2(r.err.contains(url.toUtf8() + ": cannot read: fetching URLs needs the module "
                                           "sitemap-fetch.so, which is not installed"),
             r.err.constData());
    QVERIFY2(r.err.contains(besideTool), r.err.constData());
    QVERIFY2(r.err.contains("/lib"), r.err.constData());
    QVERIFY2(r.out.contains("flawed.xml:") && r.out.contains("[loc-not-absolute]"),
             r.out.constData());
    r = run({QStringLiteral("export"), url});
    QVERIFY2(r.exitCode == 2, (r.out + r.err).constData());
    QVERIFY2(r.err.contains(besideTool), r.err.constData());
    r = run({QStringLiteral("check"), m_server.url(QStringLiteral("/m/robots.txt"))});
    QVERIFY2(r.exitCode == 2, (r.out + r.err).constData());
    QVERIFY2(r.err.contains("robots.txt: cannot read: fetching URLs needs the module"),
             r.err.constData());
    QCOMPARE(m_server.hits(QStringLiteral("/m/a.xml")), hits);

    // With the module beside it, the same copy fetches.
    QVERIFY(QFile::copy(QFileInfo(QString::fromUtf8(SITEMAP_TOOL_PATH))
                            .dir()
                            .filePath(QStringLiteral("sitemap-fetch.so")),
                        alone.filePath(QStringLiteral("sitemap-fetch.so"))));
    r = run({QStringLiteral("check"), url});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    QCOMPARE(m_server.hits(QStringLiteral("/m/a.xml")), hits + 1);
}

void TestFetch::inProcessCommandsFetch()
{
    // The commands run in a test's own process fetch too (testsupport sets the
    // tests' SitemapFetcher as their RemoteSource).
    m_server.setBody(
        QStringLiteral("/i/a.xml"),
        urlset("<url><loc>" + m_server.url(QStringLiteral("/i/p")).toUtf8() + "</loc></url>\n"));
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    const int status = ToolCommands::check({QStringLiteral("--format"), QStringLiteral("json"),
                                            m_server.url(QStringLiteral("/i/a.xml"))},
                                           out, err);
    out.flush();
    err.flush();
    QVERIFY2(status == 0, qPrintable(outText + errText));
    QVERIFY2(outText.contains(QLatin1String("\"entries\":1")), qPrintable(outText));
}

QTEST_GUILESS_MAIN(TestFetch)
#include "tst_fetch.moc"
