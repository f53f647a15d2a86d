// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool scan and SiteScanner on a site folder made by the test: nested
// folders, index.html as its folder's URL, a noindex page left out and listed,
// exclude patterns, file times set by the test and, in a git work tree made by
// the test, lastmods from the last commits. The printed sitemap passes check
// without errors and the XSD.

#include "fileaccess.h"
#include "folderimport.h"
#include "sitemapdocument.h"
#include "sitescanner.h"
#include "testsupport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <fcntl.h>
#include <sys/stat.h>

using namespace TestSupport;

namespace {

const QByteArray Page = "<!DOCTYPE html><html><head><title>t</title></head><body>x</body></html>\n";
const QByteArray NoindexPage = "<!DOCTYPE html><html><head>\n"
                               "<META content='NOINDEX, follow' Name=\"Robots\">\n"
                               "</head><body>secret</body></html>\n";

void setTime(const QString &path, const QDateTime &time)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(time, QFileDevice::FileModificationTime));
}

// The fixture site: every page with a time of its own.
void makeSite(const QString &root)
{
    QDir(root).mkpath(QStringLiteral("blog/2024"));
    QDir(root).mkpath(QStringLiteral("drafts"));
    QDir(root).mkpath(QStringLiteral(".cache"));
    QDir(root).mkpath(QStringLiteral("über uns"));
    const struct
    {
        const char *path;
        const QByteArray &bytes;
        int day;
    } pages[] = {
        {"index.html", Page, 1},
        {"about.htm", Page, 2},
        {"blog/index.html", Page, 3},
        {"blog/2024/first post.html", Page, 4},
        {"blog/2024/hidden.html", NoindexPage, 5},
        {"drafts/wip.html", Page, 6},
        {"blog/2024/old.tmp.html", Page, 7},
        {".cache/x.html", Page, 8},
        {"über uns/index.htm", Page, 9},
        {"style.css", Page, 10},
    };
    for (const auto &p : pages) {
        const QString path = writeFile(root, QString::fromUtf8(p.path), p.bytes);
        setTime(path, QDateTime(QDate(2024, 3, p.day), QTime(10, 30, 15), Qt::UTC));
    }
}

bool runGit(const QString &dir, const QStringList &args, const QByteArray &date = {})
{
    QProcess git;
    git.setWorkingDirectory(dir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_AUTHOR_NAME"), QStringLiteral("Test"));
    env.insert(QStringLiteral("GIT_AUTHOR_EMAIL"), QStringLiteral("test@example.com"));
    env.insert(QStringLiteral("GIT_COMMITTER_NAME"), QStringLiteral("Test"));
    env.insert(QStringLiteral("GIT_COMMITTER_EMAIL"), QStringLiteral("test@example.com"));
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), dir);
    if (!date.isEmpty()) {
        env.insert(QStringLiteral("GIT_AUTHOR_DATE"), QString::fromLatin1(date));
        env.insert(QStringLiteral("GIT_COMMITTER_DATE"), QString::fromLatin1(date));
    }
    git.setProcessEnvironment(env);
    git.start(QStringLiteral("git"), args);
    return git.waitForFinished(30000) && git.exitStatus() == QProcess::NormalExit &&
           git.exitCode() == 0;
}

QStringList locsOf(const QByteArray &xml)
{
    QStringList locs;
    qsizetype at = 0;
    while ((at = xml.indexOf("<loc>", at)) >= 0) {
        const qsizetype end = xml.indexOf("</loc>", at);
        locs << QString::fromUtf8(xml.mid(at + 5, end - at - 5));
        at = end;
    }
    return locs;
}

QString lastmodOf(const QByteArray &xml, const QString &loc)
{
    const QByteArray open = "<loc>" + loc.toUtf8() + "</loc>";
    const qsizetype at = xml.indexOf(open);
    if (at < 0)
        return {};
    const qsizetype lm = xml.indexOf("<lastmod>", at);
    const qsizetype end = xml.indexOf("</url>", at);
    if (lm < 0 || lm > end)
        return {};
    return QString::fromUtf8(xml.mid(lm + 9, xml.indexOf("</lastmod>", lm) - lm - 9));
}

} // namespace

class TestScan : public QObject
{
    Q_OBJECT

private slots:
    void urls();
    void noindexDetection();
    void excludePatterns();
    void scanPrintsValidSitemap();
    void unreadableFolder();
    void gitLastmod();
    void latin1Names();
    void newLastmodsAreOneEditPerFile();
};

void TestScan::urls()
{
    QCOMPARE(
        SiteScanner::urlFor(QStringLiteral("https://example.com"), QStringLiteral("index.html")),
        QStringLiteral("https://example.com/"));
    QCOMPARE(SiteScanner::urlFor(QStringLiteral("https://example.com/site/"),
                                 QStringLiteral("a/b/index.htm")),
             QStringLiteral("https://example.com/site/a/b/"));
    QCOMPARE(SiteScanner::urlFor(QStringLiteral("https://example.com/site"),
                                 QStringLiteral("a/x y.html")),
             QStringLiteral("https://example.com/site/a/x%20y.html"));
    QCOMPARE(
        SiteScanner::urlFor(QStringLiteral("https://example.com/"), QStringLiteral("ü/a.html")),
        QStringLiteral("https://example.com/%C3%BC/a.html"));
    QVERIFY(SiteScanner::urlFor(QStringLiteral("example.com"), QStringLiteral("a.html")).isEmpty());
    QVERIFY(SiteScanner::urlFor(QStringLiteral("ftp://example.com/"), QStringLiteral("a.html"))
                .isEmpty());
}

void TestScan::noindexDetection()
{
    QVERIFY(SiteScanner::hasNoindex(NoindexPage));
    QVERIFY(SiteScanner::hasNoindex("<meta name=robots content=none>"));
    QVERIFY(SiteScanner::hasNoindex("<meta name=\"robots\" content=\"nofollow,noindex\" />"));
    QVERIFY(!SiteScanner::hasNoindex("<meta name=\"robots\" content=\"index, follow\">"));
    QVERIFY(!SiteScanner::hasNoindex("<meta name=\"description\" content=\"noindex\">"));
    QVERIFY(!SiteScanner::hasNoindex("<p>noindex</p>"));
}

void TestScan::excludePatterns()
{
    QVERIFY(SiteScanner::excludes(QStringLiteral("drafts"), QStringLiteral("drafts/wip.html")));
    QVERIFY(SiteScanner::excludes(QStringLiteral("drafts/"), QStringLiteral("drafts/a/b.html")));
    QVERIFY(SiteScanner::excludes(QStringLiteral("*.tmp.html"), QStringLiteral("a/b/c.tmp.html")));
    QVERIFY(!SiteScanner::excludes(QStringLiteral("blog/*.html"), QStringLiteral("blog/a/b.html")));
    QVERIFY(
        SiteScanner::excludes(QStringLiteral("blog/**/*.html"), QStringLiteral("blog/a/b.html")));
    QVERIFY(SiteScanner::excludes(QStringLiteral("blog/**/*.html"), QStringLiteral("blog/b.html")));
    QVERIFY(SiteScanner::excludes(QStringLiteral("p?ge[0-9].html"), QStringLiteral("page1.html")));
    QVERIFY(!SiteScanner::excludes(QStringLiteral("p?ge[0-9].html"), QStringLiteral("pagex.html")));
    QVERIFY(!SiteScanner::excludes(QStringLiteral("draft"), QStringLiteral("drafts/wip.html")));
}

void TestScan::scanPrintsValidSitemap()
{
    QTemporaryDir dir;
    const QString site = dir.filePath(QStringLiteral("site"));
    makeSite(site);
    const ToolResult r =
        runTool({QStringLiteral("scan"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), QStringLiteral("--exclude"),
                 QStringLiteral("drafts"), QStringLiteral("--exclude=*.tmp.html"), site});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(locsOf(r.out), (QStringList{
                                QStringLiteral("https://example.com/"),
                                QStringLiteral("https://example.com/%C3%BCber%20uns/"),
                                QStringLiteral("https://example.com/about.htm"),
                                QStringLiteral("https://example.com/blog/"),
                                QStringLiteral("https://example.com/blog/2024/first%20post.html"),
                            }));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/")),
             QStringLiteral("2024-03-01T10:30:15+00:00"));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/blog/2024/first%20post.html")),
             QStringLiteral("2024-03-04T10:30:15+00:00"));
    // Left out, and said so.
    QVERIFY2(r.err.contains("noindex") && r.err.contains("blog/2024/hidden.html"),
             r.err.constData());
    QVERIFY(r.err.contains("drafts/wip.html"));
    QVERIFY(r.err.contains("blog/2024/old.tmp.html"));
    QVERIFY(!r.out.contains("hidden") && !r.out.contains("drafts") && !r.out.contains(".cache"));

    const QString written = writeFile(dir.path(), QStringLiteral("sitemap.xml"), r.out);
    const QString verdict = validateWithSchema(written, QStringLiteral("sitemap.xsd"));
    if (verdict.startsWith(QLatin1String("skip:")))
        QSKIP(qPrintable(verdict));
    QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
    const ToolResult check = runTool({QStringLiteral("check"), QStringLiteral("--format"),
                                      QStringLiteral("json"), QStringLiteral("--base-url"),
                                      QStringLiteral("https://example.com/sitemap.xml"), written});
    QVERIFY2(check.exitCode == 0, check.out.constData());
    QVERIFY2(check.out.contains("\"errors\":0"), check.out.constData());
}

void TestScan::unreadableFolder()
{
    QTemporaryDir dir;
    ToolResult r =
        runTool({QStringLiteral("scan"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), dir.filePath(QStringLiteral("missing"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.contains("missing"));
    const QString file = writeFile(dir.path(), QStringLiteral("a.html"), Page);
    r = runTool({QStringLiteral("scan"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), file});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("not a folder"));
    // Usage mistakes are 2 as well; --help is 0.
    QCOMPARE(runTool({QStringLiteral("scan"), dir.path()}).exitCode, 2);
    QCOMPARE(runTool({QStringLiteral("scan"), QStringLiteral("--bogus"), dir.path()}).exitCode, 2);
    r = runTool({QStringLiteral("scan"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--base-url"));
}

void TestScan::gitLastmod()
{
    if (QStandardPaths::findExecutable(QStringLiteral("git")).isEmpty())
        QSKIP("git is not installed: the --git lastmods cannot be tested");
    QTemporaryDir dir;
    const QString repo = dir.filePath(QStringLiteral("repo"));
    const QString site = repo + QStringLiteral("/public");
    makeSite(site);
    QVERIFY(runGit(repo, {QStringLiteral("init"), QStringLiteral("-q")}));
    QVERIFY(runGit(repo, {QStringLiteral("add"), QStringLiteral(".")}));
    QVERIFY(runGit(repo,
                   {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                    QStringLiteral("first")},
                   "2023-01-02T03:04:05+01:00"));
    writeFile(site, QStringLiteral("about.htm"), Page + "changed\n");
    QVERIFY(runGit(repo,
                   {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-am"),
                    QStringLiteral("second")},
                   "2023-06-07T08:09:10+02:00"));
    // A page changed since its commit and one git does not know keep their own times.
    writeFile(site, QStringLiteral("blog/index.html"), Page + "edited\n");
    setTime(site + QStringLiteral("/blog/index.html"),
            QDateTime(QDate(2025, 1, 1), QTime(0, 0), Qt::UTC));
    writeFile(site, QStringLiteral("new.html"), Page);
    setTime(site + QStringLiteral("/new.html"), QDateTime(QDate(2025, 2, 2), QTime(0, 0), Qt::UTC));

    const ToolResult r =
        runTool({QStringLiteral("scan"), QStringLiteral("--git"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com"), site});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(!r.err.contains("--git:"), r.err.constData());
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/")),
             QStringLiteral("2023-01-02T03:04:05+01:00"));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/about.htm")),
             QStringLiteral("2023-06-07T08:09:10+02:00"));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/blog/")),
             QStringLiteral("2025-01-01T00:00:00+00:00"));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/new.html")),
             QStringLiteral("2025-02-02T00:00:00+00:00"));
    // What git log -1 says for a file is what the scan gave.
    QProcess log;
    log.setWorkingDirectory(site);
    log.start(QStringLiteral("git"),
              {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%cI"),
               QStringLiteral("--"), QStringLiteral("blog/2024/first post.html")});
    QVERIFY(log.waitForFinished(30000));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://example.com/blog/2024/first%20post.html")),
             QString::fromLatin1(log.readAllStandardOutput().trimmed()));

    // Outside a work tree --git says why and falls back to the file times.
    QTemporaryDir plain;
    makeSite(plain.path());
    const ToolResult fallback =
        runTool({QStringLiteral("scan"), QStringLiteral("--git"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com"), plain.path()});
    QCOMPARE(fallback.exitCode, 0);
    QVERIFY(fallback.err.contains("not in a git work tree"));
    QCOMPARE(lastmodOf(fallback.out, QStringLiteral("https://example.com/")),
             QStringLiteral("2024-03-01T10:30:15+00:00"));
}

void TestScan::latin1Names()
{
    // Names in Latin-1 (bytes that are not UTF-8), made by POSIX calls: a page, a
    // folder with an index page, and a noindex page in it. Each is read by its
    // bytes (its time, its robots meta), and its URL percent-encodes those bytes.
    QTemporaryDir dir;
    const QByteArray root = QFile::encodeName(dir.path());
    const QByteArray folder = root + "/d\xe9j\xe0";
    const auto cleanUp = qScopeGuard([&] {
        removeRawTree(folder);
        ::unlink((root + "/caf\xe9.html").constData());
    });
    if (::mkdir(folder.constData(), 0755) != 0)
        QSKIP("this file system refuses names that are not UTF-8");
    const struct
    {
        QByteArray path;
        const QByteArray &bytes;
        int day;
    } pages[] = {
        {root + "/caf\xe9.html", Page, 11},
        {folder + "/index.html", Page, 12},
        {folder + "/priv\xe9.html", NoindexPage, 13},
    };
    for (const auto &p : pages) {
        QVERIFY(writeRaw(p.path, p.bytes));
        const QDateTime time(QDate(2024, 3, p.day), QTime(10, 30, 15), QTimeZone::utc());
        const struct timespec times[2] = {{time.toSecsSinceEpoch(), 0},
                                          {time.toSecsSinceEpoch(), 0}};
        QVERIFY(::utimensat(AT_FDCWD, p.path.constData(), times, 0) == 0);
    }

    ScanOptions options;
    options.baseUrl = QStringLiteral("https://www.shop.de/");
    ScanResult result = SiteScanner::scan(dir.path(), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.pages.size(), size_t(2));
    QCOMPARE(result.pages[0].url, QStringLiteral("https://www.shop.de/caf%E9.html"));
    QCOMPARE(result.pages[0].path, FileAccess::decodeName("caf\xe9.html"));
    QCOMPARE(result.pages[0].lastmod, QStringLiteral("2024-03-11T10:30:15+00:00"));
    QCOMPARE(result.pages[1].url, QStringLiteral("https://www.shop.de/d%E9j%E0/"));
    QCOMPARE(result.pages[1].lastmod, QStringLiteral("2024-03-12T10:30:15+00:00"));
    QCOMPARE(result.noindex, QStringList{FileAccess::decodeName("d\xe9j\xe0/priv\xe9.html")});

    // The Latin-1 folder itself as the site.
    result = SiteScanner::scan(FileAccess::decodeName(folder), options);
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.pages.size(), size_t(1));
    QCOMPARE(result.pages[0].url, QStringLiteral("https://www.shop.de/"));

    // The command prints those URLs and names the left-out page as check does.
    const ToolResult r = runTool(
        {QStringLiteral("scan"), QStringLiteral("--base-url"), options.baseUrl, dir.path()});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(locsOf(r.out), (QStringList{QStringLiteral("https://www.shop.de/caf%E9.html"),
                                         QStringLiteral("https://www.shop.de/d%E9j%E0/")}));
    QCOMPARE(lastmodOf(r.out, QStringLiteral("https://www.shop.de/caf%E9.html")),
             QStringLiteral("2024-03-11T10:30:15+00:00"));
    QVERIFY2(r.err.contains("  d\\xe9j\\xe0/priv\\xe9.html\n"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestScan)
void TestScan::newLastmodsAreOneEditPerFile()
{
    // Rows whose page has another lastmod get it in one edit of the file, whatever
    // their number; a row without one gets it too, an up-to-date row is left out.
    SitemapDocument doc;
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 300; ++i) {
        xml += "<url><loc>https://www.example.com/p" + QByteArray::number(i) + ".html</loc>";
        if (i % 3 == 1)
            xml += "<lastmod>2024-03-01</lastmod>";
        else if (i % 3 == 2)
            xml += "<lastmod>2020-01-01</lastmod>";
        xml += "</url>\n";
    }
    xml += "</urlset>\n";
    QCOMPARE(TestSupport::readDocument(doc, xml, QStringLiteral("s.xml")), 0);
    QCOMPARE(doc.entryCount(0), 300);
    ScanResult scan;
    scan.ok = true;
    for (int i = 0; i < 300; ++i) {
        ScannedPage page;
        page.path = QStringLiteral("p%1.html").arg(i);
        page.url = QStringLiteral("https://www.example.com/p%1.html").arg(i);
        page.lastmod = QStringLiteral("2024-03-01");
        scan.pages.push_back(page);
    }
    const FolderImportPlan plan = FolderImport::plan(doc, scan, false, true);
    QCOMPARE(plan.lastmods.size(), size_t(200));
    QCOMPARE(plan.current, 100);
    const std::vector<DocumentEdit> edits = plan.edits(doc);
    QCOMPARE(edits.size(), size_t(1));
    QCOMPARE(edits.front().kind, DocumentEdit::Kind::SetValues);
    QCOMPARE(edits.front().field, Field::LastMod);
    QCOMPARE(edits.front().size(), 200);
    doc.apply(edits.front());
    for (int i = 0; i < 300; ++i)
        QCOMPARE(doc.value(0, i, Field::LastMod), QStringLiteral("2024-03-01"));
    doc.revert(edits.front());
    QVERIFY(!doc.entry(0, 0).has(Field::LastMod));
    QCOMPARE(doc.value(0, 2, Field::LastMod), QStringLiteral("2020-01-01"));
    QCOMPARE(doc.value(0, 4, Field::LastMod), QStringLiteral("2024-03-01"));
}

#include "tst_scan.moc"
