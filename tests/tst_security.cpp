// SPDX-License-Identifier: GPL-3.0-or-later
// What hostile input may cause, as PROTOCOL.md section 6.1 bounds it (docs/security.md
// names each case): fetched content leads to http(s) URLs only (a robots.txt that
// names a local file, an index child redirected to another host); the bodies of a
// fetched index are freed as they are read; a file's overall time limit and the
// run's file limit; local reads that stop at a byte XML never allows (a sparse
// file, a gzip bomb); CSV cells that a spreadsheet would run; stylesheet hrefs and
// a sitemap.xsl of the user's own; scan's links out of the folder, unreadable
// folders and base URLs; RFC 822's two-digit years. Servers are the test's own, on
// 127.0.0.1 only.

#include "bytedecoding.h"
#include "csvexport.h"
#include "csvimport.h"
#include "fileaccess.h"
#include "lastmod.h"
#include "mappedfile.h"
#include "sitemapdocument.h"
#include "sitemapfetcher.h"
#include "sitemapreader.h"
#include "sitemapwriter.h"
#include "sitescanner.h"
#include "stylesheet.h"
#include "testhttpserver.h"
#include "testsupport.h"
#include "validator.h"
#include "xmlshape.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <grp.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

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

// Runs sitemap-tool with args as uid 65534 when this test runs as root (root reads
// every folder, so an unreadable one needs another user).
ToolResult runToolUnprivileged(const QStringList &args)
{
    QProcess p;
    p.setProgram(QStringLiteral(SITEMAP_TOOL_PATH));
    p.setArguments(args);
    if (::geteuid() == 0) {
        p.setChildProcessModifier([] {
            if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(99);
        });
    }
    p.start();
    ToolResult r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// What a read of the whole text says: the verdict a stopped read must give too.
void compareVerdicts(const SitemapDocument &a, int fa, const SitemapDocument &b, int fb)
{
    QCOMPARE(a.file(fa).malformed, b.file(fb).malformed);
    QCOMPARE(a.entryCount(fa), b.entryCount(fb));
    QCOMPARE(a.file(fa).errorMessage, b.file(fb).errorMessage);
    QCOMPARE(a.file(fa).errorPosition.line, b.file(fb).errorPosition.line);
    QCOMPARE(a.file(fa).errorPosition.column, b.file(fb).errorPosition.column);
    QCOMPARE(a.file(fa).kind, b.file(fb).kind);
    QCOMPARE(a.file(fa).notSitemap, b.file(fb).notSitemap);
    for (int e = 0; e < a.entryCount(fa); ++e)
        QCOMPARE(a.value(fa, e, Field::Loc), b.value(fb, e, Field::Loc));
}

} // namespace

class TestSecurity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    // Item 1: fetched content leads to http(s) URLs only.
    void robotsNamingLocalFilesNeverOpensThem();
    void fetcherRobotsSkipsLocalNames();
    void redirectedChildStaysOnTheIndexHost();
    // Item 2: bounds.
    void fetchedChildrenAreFreedAsTheyArrive();
    void overallTimeLimitEndsATrickle();
    void runStopsAfterItsFileLimit();
    void fetchLimitsAreTheProtocols();
    void sparseFileIsReadToItsFirstMalformation();
    void gzipBombIsInflatedToItsFirstMalformation();
    void stoppedReadGivesTheFullReadsVerdict();
    void mappedFileCutShortReadsAsZeros();
    void otherBusErrorsEndTheProcessAsBefore();
    void fileCutWhileReadIsReadAgain();
    void fileRewrittenWhileReadIsReadAgain();
    void fileIsReadToItsFirstBadTag();
    void gzipIsInflatedToItsFirstBadTag();
    void shapeCheckStopsOnlyPastTheParsersError();
    void shapeCheckGivesTheFullReadsVerdictOnTheCorpus();
    void earlyStopBeforeTheRootReadsTheWholeFile();
    // Item 3: CSV.
    void csvExportNeutralisesFormulas();
    void csvRawKeepsCells();
    void csvImportUndoesTheQuoteAndReadsDecimalCommas();
    // Item 4: stylesheets.
    void stylesheetHrefValidated();
    void writeStylesheetKeepsTheUsersOwn();
    // Item 5: scan.
    void scanLeavesOutLinksOutOfTheFolder();
    void scanNamesUnreadableFolders();
    void scanRefusesAnInvalidBaseUrl();
    // Item 6: RFC 822 two-digit years.
    void rfc822TwoDigitYears();

private:
    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

void TestSecurity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_server.port() > 0);
}

void TestSecurity::robotsNamingLocalFilesNeverOpensThem()
{
    // Files a hostile robots.txt names: by absolute path, relative path and file: URL.
    const QString secret =
        writeFile(m_dir.path(), QStringLiteral("secret.txt"), "SECRET-LINE-ONE\nSECRET-LINE-TWO\n");
    const QString base = m_server.url(QStringLiteral("/"));
    m_server.setBody(QStringLiteral("/ok.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "a</loc></url>\n"));
    m_server.setBody(QStringLiteral("/robots.txt"),
                     "Sitemap: " + secret.toUtf8() + "\nSitemap: secret.txt\nSitemap: file://" +
                         secret.toUtf8() + "\nSitemap: " + base.toUtf8() + "ok.xml\n");
    const QString cwd = QDir::currentPath();
    QDir::setCurrent(m_dir.path()); // the relative name would be found here
    const ToolResult r = runTool({QStringLiteral("check"), base + QStringLiteral("robots.txt")});
    QDir::setCurrent(cwd);
    QVERIFY2(!r.out.contains("SECRET") && !r.err.contains("SECRET"), (r.out + r.err).constData());
    QVERIFY2(r.err.contains(secret.toUtf8() + ": not followed: not an http or https URL"),
             r.err.constData());
    QVERIFY2(r.err.contains("secret.txt: not followed"), r.err.constData());
    QVERIFY2(r.err.contains("file://"), r.err.constData());
    QCOMPARE(r.err.count("not followed: not an http or https URL"), 3);
    // The http one is checked; the run says a listed sitemap could not be read.
    QVERIFY2(r.out.contains("in 1 file"), r.out.constData());
    QCOMPARE(r.exitCode, 2);
}

void TestSecurity::fetcherRobotsSkipsLocalNames()
{
    // The editor's Open URL takes the first sitemap a robots.txt lists: the first
    // that is an http(s) URL, never a local name before it.
    const QString secret =
        writeFile(m_dir.path(), QStringLiteral("secret2.txt"), "SECRET-LINE-THREE\n");
    const QString base = m_server.url(QStringLiteral("/f/"));
    m_server.setBody(QStringLiteral("/f/s.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "a</loc></url>\n"));
    m_server.setBody(QStringLiteral("/robots.txt"),
                     "Sitemap: " + secret.toUtf8() + "\nSitemap: " + base.toUtf8() + "s.xml\n");
    QStringList notes;
    QString error;
    const QString robots = m_server.url(QStringLiteral("/robots.txt"));
    std::unique_ptr<SitemapDocument> doc =
        SitemapFetcher::fetch(robots, FetchOptions(), &notes, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(doc->fileCount(), 1);
    QCOMPARE(doc->file(0).ownUrl, base + QStringLiteral("s.xml"));
    QVERIFY2(notes.join(QLatin1Char('\n'))
                 .contains(secret + QStringLiteral(": not followed: not an http or https URL")),
             qPrintable(notes.join(QLatin1Char('\n'))));

    // Only local names: an error, nothing read.
    m_server.setBody(QStringLiteral("/robots.txt"), "Sitemap: " + secret.toUtf8() + "\n");
    doc = SitemapFetcher::fetch(robots, FetchOptions(), &notes, &error);
    QVERIFY2(error.contains(QLatin1String("no http or https sitemap URL")), qPrintable(error));
    QVERIFY(doc->file(0).unreadable);
    QCOMPARE(doc->entryCount(0), 0);
    QVERIFY(!RemoteUrls::isFetchable(secret));
    QVERIFY(!RemoteUrls::isFetchable(QStringLiteral("http://")));
    QVERIFY(!RemoteUrls::isFetchable(QStringLiteral("file:///etc/hostname")));
    QVERIFY(RemoteUrls::isFetchable(QStringLiteral("HTTPS://a.example/s.xml")));
}

void TestSecurity::redirectedChildStaysOnTheIndexHost()
{
    // A child on the index's host that redirects to another host and port is not
    // fetched from there; the index itself may be redirected anywhere.
    TestHttpServer other;
    QVERIFY(other.port() > 0 && other.port() != m_server.port());
    other.setBody(QStringLiteral("/elsewhere.xml"),
                  urlset("<url><loc>http://x.example/1</loc></url>\n"));
    const QString base = m_server.url(QStringLiteral("/rd/"));
    m_server.setBody(QStringLiteral("/rd/index.xml"),
                     indexOf({base + QStringLiteral("a.xml"), base + QStringLiteral("b.xml")}));
    m_server.setRedirect(QStringLiteral("/rd/a.xml"), other.url(QStringLiteral("/elsewhere.xml")));
    m_server.setRedirect(QStringLiteral("/rd/b.xml"), QStringLiteral("/rd/real-b.xml"));
    m_server.setBody(QStringLiteral("/rd/real-b.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "p</loc></url>\n"));
    const ToolResult r = runTool({QStringLiteral("check"), base + QStringLiteral("index.xml")});
    QCOMPARE(other.hits(QStringLiteral("/elsewhere.xml")), 0);
    QVERIFY2(r.err.contains("a.xml: cannot read: redirected to " +
                            other.url(QStringLiteral("/elsewhere.xml")).toUtf8() +
                            ": not followed: not on the index's host 127.0.0.1"),
             r.err.constData());
    // A redirect on the same host is followed.
    QCOMPARE(m_server.hits(QStringLiteral("/rd/real-b.xml")), 1);
    QCOMPARE(r.exitCode, 2);
}

void TestSecurity::fetchedChildrenAreFreedAsTheyArrive()
{
    // Eight children of 3 MiB each (entries padded with whitespace) under a budget of
    // 4 MiB: at no time are more than the budget and the one read next held.
    const QString base = m_server.url(QStringLiteral("/big/"));
    QStringList locs;
    const QByteArray padding(3 << 20, ' ');
    for (int k = 0; k < 8; ++k) {
        const QString name = QStringLiteral("c%1.xml").arg(k);
        locs << base + name;
        m_server.setBody(QStringLiteral("/big/") + name,
                         urlset("<url><loc>" + base.toUtf8() + "p" + QByteArray::number(k) +
                                "</loc></url>" + padding + "\n"));
    }
    m_server.setBody(QStringLiteral("/big/index.xml"), indexOf(locs));
    SitemapFetcher fetcher;
    FetchOptions options;
    options.heldBodyBudget = 4 << 20;
    fetcher.setOptions(options);
    QEventLoop loop;
    QObject::connect(&fetcher, &SitemapFetcher::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    fetcher.start(base + QStringLiteral("index.xml"));
    loop.exec();
    QVERIFY(!fetcher.isRunning());
    QVERIFY2(!fetcher.failed(), qPrintable(fetcher.errorString()));
    std::unique_ptr<SitemapDocument> doc = fetcher.takeDocument();
    QCOMPARE(doc->fileCount(), 9);
    for (int k = 0; k < 8; ++k) {
        QCOMPARE(doc->file(k + 1).ownUrl, locs[k]); // in the index's order
        QCOMPARE(doc->entryCount(k + 1), 1);
    }
    // The budget, the body read next, and a chunk or so of each transfer that read
    // while the budget was not reached yet: far from the 24 MiB of holding them all.
    const qint64 body = 3 << 20;
    QVERIFY2(fetcher.peakHeldBytes() <=
                 options.heldBodyBudget + body + options.parallel * qint64(1 << 20),
             qPrintable(QString::number(fetcher.peakHeldBytes())));
    QVERIFY(fetcher.peakHeldBytes() >= body); // it did hold a body
}

void TestSecurity::overallTimeLimitEndsATrickle()
{
    // One byte every 100 ms never trips the 30 s stall; the overall limit ends it.
    m_server.setRoute(QStringLiteral("/trickle.xml"),
                      {200, urlset(QByteArray(400, ' ')), {}, TestHttpServer::Route::Trickle});
    ToolResult r = runTool({QStringLiteral("check"), QStringLiteral("--timeout"),
                            QStringLiteral("1"), m_server.url(QStringLiteral("/trickle.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("not fetched within 1 s (the time limit for one file)"),
             r.err.constData());
    r = runTool({QStringLiteral("export"), QStringLiteral("--timeout"), QStringLiteral("0.5"),
                 m_server.url(QStringLiteral("/trickle.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("within 0.5 s"), r.err.constData());
    r = runTool({QStringLiteral("check"), QStringLiteral("--timeout"), QStringLiteral("soon"),
                 m_server.url(QStringLiteral("/trickle.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--timeout needs a number of seconds"), r.err.constData());
    QVERIFY(r.err.contains("usage:"));
    // In-process, the same limit with the stall far away.
    FetchOptions o;
    o.totalMs = 700;
    QString error;
    SitemapFetcher::fetch(m_server.url(QStringLiteral("/trickle.xml")), o, nullptr, &error);
    QVERIFY2(error.contains(QLatin1String("not fetched within 0.7 s")), qPrintable(error));
}

void TestSecurity::runStopsAfterItsFileLimit()
{
    const QString base = m_server.url(QStringLiteral("/many/"));
    QStringList locs;
    for (int k = 0; k < 5; ++k) {
        const QString name = QStringLiteral("m%1.xml").arg(k);
        locs << base + name;
        m_server.setBody(QStringLiteral("/many/") + name,
                         urlset("<url><loc>" + base.toUtf8() + name.toUtf8() + "p</loc></url>\n"));
    }
    m_server.setBody(QStringLiteral("/many/index.xml"), indexOf(locs));
    FetchOptions o;
    o.maxFiles = 3; // the index and two children
    QString error;
    std::unique_ptr<SitemapDocument> doc =
        SitemapFetcher::fetch(base + QStringLiteral("index.xml"), o, nullptr, &error);
    QCOMPARE(doc->fileCount(), 6);
    QVERIFY(!doc->file(1).unreadable);
    QVERIFY(!doc->file(2).unreadable);
    for (int f = 3; f < 6; ++f) {
        QVERIFY(doc->file(f).unreadable);
        QCOMPARE(doc->file(f).readError,
                 QStringLiteral("not fetched: a run fetches 3 files at the most"));
    }
    for (int k = 2; k < 5; ++k)
        QCOMPARE(m_server.hits(QStringLiteral("/many/m%1.xml").arg(k)), 0);
}

void TestSecurity::fetchLimitsAreTheProtocols()
{
    const FetchOptions o;
    QCOMPARE(o.totalMs, 120000);
    QCOMPARE(o.maxFiles, 10000);
    QCOMPARE(o.stallMs, 30000);
    QVERIFY(o.heldBodyBudget <= 64 << 20);
}

void TestSecurity::sparseFileIsReadToItsFirstMalformation()
{
    // A few bytes of XML, then 3 GiB of nothing (a sparse file: zeros): read to the
    // first zero, where it stops being XML, not to the size limit.
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                            "<url><loc>https://a.example/1</loc></url>\n";
    const QString path = writeFile(m_dir.path(), QStringLiteral("sparse.xml"), head);
    {
        QFile f(path);
        if (!f.resize(qint64(3) << 30))
            QSKIP("the file system has no room for a sparse file of 3 GiB");
    }
    SitemapDocument doc;
    const int file = SitemapReader::readFile(doc, path);
    const SitemapFile &f = doc.file(file);
    QVERIFY(!f.unreadable);
    QVERIFY(f.malformed);
    QCOMPARE(doc.entryCount(file), 1);
    QCOMPARE(f.errorPosition.line, 4);
    QCOMPARE(f.errorPosition.column, 1);
    QVERIFY2(f.uncompressedSize <= head.size() + 1,
             qPrintable(QString::number(f.uncompressedSize)));
    QVERIFY(f.tooLarge); // the file is over the limit all the same
    QFile::remove(path);
}

void TestSecurity::gzipBombIsInflatedToItsFirstMalformation()
{
    // 64 MiB of zeros after a few bytes of XML, in 64 KiB of gzip.
    QByteArray plain = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                       "<url><loc>https://a.example/1</loc></url>\n";
    const qsizetype headSize = plain.size();
    plain.append(QByteArray(64 << 20, '\0'));
    const QByteArray packed = gzip(plain);
    plain.clear();
    const QString path = writeFile(m_dir.path(), QStringLiteral("bomb.xml.gz"), packed);
    SitemapDocument doc;
    const int file = SitemapReader::readFile(doc, path);
    const SitemapFile &f = doc.file(file);
    QVERIFY(f.gzip);
    QVERIFY(f.malformed);
    QCOMPARE(doc.entryCount(file), 1);
    QCOMPARE(f.errorPosition.line, 4);
    QVERIFY2(f.uncompressedSize <= headSize + 1, qPrintable(QString::number(f.uncompressedSize)));
    QVERIFY(f.tooLarge); // it inflates to more than the limit
    QVERIFY(!f.truncatedAtLimit);
}

void TestSecurity::stoppedReadGivesTheFullReadsVerdict()
{
    // 5 MiB of entries (a file read on two threads when whole), and a NUL among them
    // in the first MiB: the read that stops there finds the entries, the error and
    // its place exactly as the whole read of the same bytes.
    QByteArray body;
    for (int i = 0; body.size() < (5 << 20); ++i)
        body += "<url><loc>https://a.example/p" + QByteArray::number(i) + "</loc></url>\n";
    QByteArray bytes = urlset(body);
    bytes.insert(900 << 10, '\0');
    bytes.append("<url><loc>https://a.example/after</loc></url>\n");
    const QString path = writeFile(m_dir.path(), QStringLiteral("nul.xml"), bytes);
    SitemapDocument fromDisk;
    const int a = SitemapReader::readFile(fromDisk, path);
    SitemapDocument inMemory;
    const int b = SitemapReader::readBytes(inMemory, bytes, path);
    QVERIFY(fromDisk.file(a).malformed);
    compareVerdicts(fromDisk, a, inMemory, b);
    QVERIFY(fromDisk.file(a).uncompressedSize < (1 << 20));

    // The same NUL after the first MiB of a file within the limit: the file is read
    // whole (it would be held whole if it had none), and the verdict is the same.
    bytes.remove(900 << 10, 1);
    bytes.insert(bytes.size() - 40, '\0');
    const QString late = writeFile(m_dir.path(), QStringLiteral("nul-late.xml"), bytes);
    SitemapDocument lateDisk;
    const int c = SitemapReader::readFile(lateDisk, late);
    SitemapDocument lateMemory;
    const int d = SitemapReader::readBytes(lateMemory, bytes, late);
    QVERIFY(lateDisk.file(c).malformed);
    compareVerdicts(lateDisk, c, lateMemory, d);

    // A text sitemap is read whole: no line is lost to a stray control character.
    const QByteArray text = "https://a.example/1\nhttps://a.example/\x01x\nhttps://a.example/3\n";
    const QString textPath = writeFile(m_dir.path(), QStringLiteral("urls.txt"), text);
    SitemapDocument lines;
    const int t = SitemapReader::readFile(lines, textPath);
    QCOMPARE(lines.entryCount(t), 3);
    QCOMPARE(Reading::xmlReadEnd(text), qsizetype(-1));
    QCOMPARE(Reading::xmlReadEnd(QByteArrayView("<a>\0", 4)), qsizetype(4));
    QCOMPARE(Reading::xmlReadEnd(QByteArrayView("<\0a\0", 4)), qsizetype(-1)); // UTF-16
}

namespace {

// entriesBefore entries (one a line), a few more, then an end tag that closes
// another element than the one open: the file is malformed at line
// entriesBefore + 5 whatever follows.
QByteArray badTagHead(int entriesBefore = 0)
{
    QByteArray bytes = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < entriesBefore; ++i)
        bytes += "<url><loc>https://a.example/page/" + QByteArray::number(i) +
                 "</loc><lastmod>2024-05-01</lastmod></url>\n";
    return bytes + "<url><loc>https://a.example/1</loc></url>\n"
                   "<url><loc>https://a.example/2</loc></url>\n"
                   "<url><loc>https://a.example/3</loc></urlx>\n";
}

} // namespace

namespace {

// 3 MiB of entries: a file the reader maps, and parses on two threads.
QByteArray largeSitemap()
{
    QByteArray body;
    for (int i = 0; body.size() < (3 << 20); ++i)
        body += "<url><loc>https://a.example/p" + QByteArray::number(i) + "</loc></url>\n";
    return urlset(body);
}

} // namespace

void TestSecurity::mappedFileCutShortReadsAsZeros()
{
    const QByteArray bytes = largeSitemap();
    const QString path = writeFile(m_dir.path(), QStringLiteral("cut.xml"), bytes);
    const QString other = writeFile(m_dir.path(), QStringLiteral("kept.xml"), bytes);
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
    const int otherFd = ::open(QFile::encodeName(other).constData(), O_RDONLY | O_CLOEXEC);
    QVERIFY(fd >= 0 && otherFd >= 0);
    auto mapped = MappedFile::map(fd, size_t(bytes.size()));
    auto kept = MappedFile::map(otherFd, size_t(bytes.size()));
    QVERIFY(mapped && kept);
    QVERIFY(mapped->takeIn(0, mapped->size()));
    QCOMPARE(QByteArrayView(mapped->data(), qsizetype(mapped->size())), QByteArrayView(bytes));
    QVERIFY(!mapped->cut());

    // Cut short to a page and a bit while mapped: the bytes past the new end read
    // as zeros, where they would have ended the process with SIGBUS.
    QCOMPARE(::ftruncate(fd, 5000), 0);
    const volatile char *data = mapped->data();
    QCOMPARE(data[2 << 20], '\0');
    QVERIFY(mapped->cut());
    QCOMPARE(data[mapped->size() - 1], '\0');
    QCOMPARE(QByteArrayView(mapped->data(), 5000), QByteArrayView(bytes).first(5000));
    // Another file mapped meanwhile is not touched.
    QVERIFY(!kept->cut());
    QCOMPARE(QByteArrayView(kept->data(), qsizetype(kept->size())), QByteArrayView(bytes));
    mapped.reset();
    kept.reset();
    ::close(fd);
    ::close(otherFd);
}

void TestSecurity::otherBusErrorsEndTheProcessAsBefore()
{
    // With the handler in place (a file mapped), a SIGBUS that is not about a
    // mapped file, sent or from a fault, still ends the process by that signal.
    // The test program runs itself for it (busErrorChild()), without QTest's own
    // handlers of fatal signals.
    const QString path = writeFile(m_dir.path(), QStringLiteral("busy.xml"), largeSitemap());
    const QByteArray self = QFile::encodeName(QCoreApplication::applicationFilePath());
    const QByteArray file = QFile::encodeName(path);
    for (const char *how : {"sent", "fault"}) {
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ::execl(self.constData(), self.constData(), "--bus-error", how, file.constData(),
                    static_cast<char *>(nullptr));
            ::_exit(127);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        const QString exited =
            QStringLiteral("%1: exit %2").arg(QLatin1StringView(how)).arg(WEXITSTATUS(status));
#if defined(__SANITIZE_ADDRESS__)
        // AddressSanitizer's handler was there before: it reports the signal and
        // ends the process its own way (an abort, or exit 1).
        QVERIFY2(WIFSIGNALED(status) || WEXITSTATUS(status) == 1, qPrintable(exited));
#else
        QVERIFY2(WIFSIGNALED(status), qPrintable(exited));
        QCOMPARE(WTERMSIG(status), SIGBUS);
#endif
    }
}

void TestSecurity::fileCutWhileReadIsReadAgain()
{
    // The file is cut short in the middle of an entry while it is parsed: the
    // verdict is that of the bytes it holds afterwards, not of zeros.
    const QByteArray bytes = largeSitemap();
    const qsizetype cutAt = (3 << 19) + 7;
    const QString path = writeFile(m_dir.path(), QStringLiteral("shrinking.xml"), bytes);
    ReadOptions options;
    std::atomic<bool> cut{false};
    options.progress = [&](qint64, qint64) {
        if (!cut.exchange(true))
            QFile::resize(path, cutAt);
    };
    SitemapDocument fromDisk;
    const int a = SitemapReader::readFile(fromDisk, path, options);
    QVERIFY(cut);
    SitemapDocument inMemory;
    const int b = SitemapReader::readBytes(inMemory, bytes.first(cutAt), path);
    QVERIFY(fromDisk.file(a).malformed);
    compareVerdicts(fromDisk, a, inMemory, b);
    QVERIFY(!fromDisk.file(a).unreadable);
}

void TestSecurity::fileRewrittenWhileReadIsReadAgain()
{
    // Each loc is rewritten in place, the size kept, while the file is parsed: the
    // entries are all the new ones, none of the old.
    const QByteArray bytes = largeSitemap();
    QByteArray rewritten = bytes;
    rewritten.replace("https://a.example/", "https://b.example/");
    QCOMPARE(rewritten.size(), bytes.size());
    const QString path = writeFile(m_dir.path(), QStringLiteral("rewritten.xml"), bytes);
    ReadOptions options;
    std::atomic<bool> done{false};
    options.progress = [&](qint64, qint64) {
        if (done.exchange(true))
            return;
        QFile f(path);
        if (f.open(QIODevice::ReadWrite)) {
            f.write(rewritten);
            f.close();
        }
        // A later modification time, whatever the file system's clock steps are.
        f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(5),
                      QFileDevice::FileModificationTime);
    };
    SitemapDocument fromDisk;
    const int a = SitemapReader::readFile(fromDisk, path, options);
    QVERIFY(done);
    SitemapDocument inMemory;
    const int b = SitemapReader::readBytes(inMemory, rewritten, path);
    QVERIFY(!fromDisk.file(a).malformed);
    compareVerdicts(fromDisk, a, inMemory, b);
}

void TestSecurity::fileIsReadToItsFirstBadTag()
{
    // A bad end tag, then text that is no markup (no byte XML never allows, so only
    // the tags tell), 60 MiB in all: read to the bad tag, not to the size limit,
    // whether it comes in the first look at the file or after 3 MiB of entries.
    for (const int entriesBefore : {0, 40000}) {
        QByteArray bytes = badTagHead(entriesBefore);
        const qsizetype headSize = bytes.size();
        bytes.append(QByteArray((60 << 20) - headSize, 'a'));
        const QString path = writeFile(m_dir.path(), QStringLiteral("badtag.xml"), bytes);
        SitemapDocument disk;
        const int a = SitemapReader::readFile(disk, path);
        SitemapDocument whole;
        const int b = SitemapReader::readBytes(whole, bytes, path);
        bytes.clear();
        const SitemapFile &f = disk.file(a);
        QVERIFY(f.malformed);
        QCOMPARE(disk.entryCount(a), entriesBefore + 2); // the last is not finished
        QCOMPARE(f.errorPosition.line, entriesBefore + 5);
        compareVerdicts(disk, a, whole, b);
        QVERIFY2(f.uncompressedSize <= headSize, qPrintable(QString::number(f.uncompressedSize)));
        QVERIFY(f.tooLarge); // over the limit, though the rest was not read
        QFile::remove(path);
    }
}

void TestSecurity::gzipIsInflatedToItsFirstBadTag()
{
    for (const int entriesBefore : {0, 40000}) {
        QByteArray plain = badTagHead(entriesBefore);
        const qsizetype headSize = plain.size();
        plain.append(QByteArray(64 << 20, ' '));
        const QByteArray packed = gzip(plain);
        const QString path = writeFile(m_dir.path(), QStringLiteral("badtag.xml.gz"), packed);
        SitemapDocument disk;
        const int a = SitemapReader::readFile(disk, path);
        SitemapDocument whole;
        const int b = SitemapReader::readBytes(whole, plain, path);
        plain.clear();
        const SitemapFile &f = disk.file(a);
        QVERIFY(f.gzip);
        QVERIFY(f.malformed);
        QCOMPARE(f.errorPosition.line, entriesBefore + 5);
        compareVerdicts(disk, a, whole, b);
        QVERIFY2(f.uncompressedSize <= headSize, qPrintable(QString::number(f.uncompressedSize)));
        QVERIFY(f.tooLarge); // it inflates to more than the limit
        QVERIFY(!f.truncatedAtLimit);
    }
}

void TestSecurity::shapeCheckStopsOnlyPastTheParsersError()
{
    const QByteArray decl = "<?xml version=\"1.0\"?>\n";
    const QByteArray open = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">";
    struct Case
    {
        QByteArray text;
        bool malformed; // the shape check must stop (else it must not)
    };
    const QList<Case> cases = {
        {decl + open + "<url><loc>x</loc></url></urlset>\n", false},
        {decl + "<!-- </a> -->" + open + "<url/><![CDATA[</b><c>]]></urlset>", false},
        {open + "<url a='>' b=\"</x>\"><loc>x</loc></url>\n</urlset >\n<!-- after -->", false},
        {"\xEF\xBB\xBF " + open + "<url><loc>x</loc></url></urlset>", false},
        {open + "<x:url></x:url></urlset>", false},
        {open + "<url><loc>x</url></urlset>", true},
        {open + "<url></url></urlset></urlset>", true},
        {open + "</urlset><urlset>", true},
        {"<urlset/><more/>", true},
        {open + "<a:url></b:url></urlset>", true},
        {"\xEF\xBB\xBF\n" + open + "<url></x>", true}, // fed a byte at a time: a mark cut short
        // What the look does not follow gives no stop, even where the text is malformed.
        {"<!DOCTYPE urlset [ <!ENTITY e \"</a>\"> ]>" + open + "</x>", false},
        {"junk </a> " + decl + open + "</urlset>", false},
        {"<a></a>\n" + decl + open + "</urlset>", false},
        {open + "<url a=\"<\"></x>", false},
        {open + "< url></x>", false},
    };
    for (const Case &c : cases) {
        const qsizetype end = XmlShapeCheck::malformedEnd(c.text);
        QVERIFY2((end >= 0) == c.malformed, c.text.constData());
        // Fed a byte at a time, the same verdict at the same place.
        XmlShapeCheck bytewise;
        qsizetype fed = -1;
        for (qsizetype n = 1; n <= c.text.size() && fed < 0; ++n)
            fed = bytewise.feed(QByteArrayView(c.text).first(n));
        QVERIFY2(fed == end, c.text.constData());
        if (end < 0)
            continue;
        // The bytes kept give the whole text's verdict.
        SitemapDocument whole;
        const int a = SitemapReader::readBytes(whole, c.text, QStringLiteral("whole.xml"));
        SitemapDocument kept;
        const int b = SitemapReader::readBytes(kept, c.text.first(end), QStringLiteral("k.xml"));
        QVERIFY2(whole.file(a).malformed, c.text.constData());
        compareVerdicts(kept, b, whole, a);
    }
}

void TestSecurity::shapeCheckGivesTheFullReadsVerdictOnTheCorpus()
{
    // Every corpus file, and each given a bad end tag before one of its own: where
    // the shape check stops, the kept bytes give the whole text's verdict, and a
    // file the parser reads as well-formed is never stopped.
    const QString dir = corpusDir();
    if (dir.isEmpty())
        QSKIP("the shared corpus (../shared/corpus) is absent");
    int stops = 0;
    const QStringList names = QDir(dir).entryList(QDir::Files);
    for (const QString &name : names) {
        QFile f(dir + QLatin1Char('/') + name);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        if (bytes.startsWith("\x1f\x8b"))
            bytes = Reading::gunzip(bytes, 64 << 20);
        if (!Reading::startsAsXml(bytes))
            continue;
        QList<QByteArray> texts = {bytes};
        const qsizetype cut = bytes.lastIndexOf("</", bytes.size() * 2 / 3);
        if (cut > 0)
            texts << bytes.first(cut) + "</not-open>\n" + bytes.sliced(cut);
        for (const QByteArray &text : texts) {
            SitemapDocument whole;
            const int a = SitemapReader::readBytes(whole, text, name);
            const qsizetype end = XmlShapeCheck::malformedEnd(text);
            if (&text == &texts.first() && !whole.file(a).malformed)
                QVERIFY2(end < 0, qPrintable(name));
            if (end < 0)
                continue;
            ++stops;
            SitemapDocument kept;
            const int b = SitemapReader::readBytes(kept, text.first(end), name);
            compareVerdicts(kept, b, whole, a);
        }
    }
    QVERIFY2(stops > 10, qPrintable(QString::number(stops))); // the cuts are stopped at
}

void TestSecurity::earlyStopBeforeTheRootReadsTheWholeFile()
{
    // Files whose verdict needs bytes after a NUL or a bad tag: a read from disk,
    // plain or gzipped, must give the verdict of the whole text all the same.
    const QByteArray urlsetHead =
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    const QList<QByteArray> texts = {
        // The parse fails at the declaration (an encoding name that is no name),
        // before any root: what the file looks like is told from all of its text.
        "<?xml version=\"1.0\" encoding=\"\xF3UTF-8\"?>\n" + urlsetHead +
            "<url><loc>https://a.example/1</loc></urlx>\n" + QByteArray(1, '\0') +
            "\n<rss version=\"2.0\"><channel><item></item></channel></rss>\n",
        // A declaration after the start: the reader skips to it what comes before.
        "<loc></url><url><loc>https://a.example/1</loc></url>\n<?xml version=\"1.0\"?>\n" +
            urlsetHead + "</urlset>\n",
        // Another encoding than UTF-8: the bytes are converted before they are parsed.
        "<?xml version=\"1.0\" encoding=\"utf-7\"?>\n" + urlsetHead + "<url><loc>x" +
            QByteArray(8, '\0') + "</loc>\r\x01</url></urlset>\n",
    };
    for (const QByteArray &bytes : texts) {
        SitemapDocument whole;
        const int w = SitemapReader::readBytes(whole, bytes, QStringLiteral("x.xml"));
        for (const bool packed : {false, true}) {
            QByteArray onDisk = bytes;
            if (packed) {
                onDisk.append(QByteArray(70 << 10, ' ')); // past the first look of a stream
                onDisk = gzip(onDisk);
            }
            const QString path = writeFile(
                m_dir.path(), packed ? QStringLiteral("early.xml.gz") : QStringLiteral("early.xml"),
                onDisk);
            SitemapDocument disk;
            const int d = SitemapReader::readFile(disk, path);
            compareVerdicts(disk, d, whole, w);
        }
    }
}

void TestSecurity::csvExportNeutralisesFormulas()
{
    const QByteArray xml =
        urlset("<url><loc>=HYPERLINK(\"http://evil.example/x\",\"click\")</loc>"
               "<changefreq>@x</changefreq><priority>-1+1</priority></url>\n"
               "<url><loc>https://a.example/ok</loc><lastmod>+2024</lastmod></url>\n");
    const QString path = writeFile(m_dir.path(), QStringLiteral("formulas.xml"), xml);
    const ToolResult r = runTool(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), path});
    QVERIFY2(
        r.out.contains(",\"'=HYPERLINK(\"\"http://evil.example/x\"\",\"\"click\"\")\",,'@x,'-1+1,"),
        r.out.constData());
    QVERIFY2(r.out.contains(",https://a.example/ok,'+2024,,,"), r.out.constData());

    // The editor's export writes the same cells.
    SitemapDocument doc;
    readDocument(doc, xml, QStringLiteral("formulas.xml"));
    const QString csv =
        QString::fromUtf8(CsvExport::write(doc, {{0, 0}, {0, 1}}, QLatin1Char(';')));
    QVERIFY2(
        csv.contains(QStringLiteral("'=HYPERLINK(\"\"http://evil.example/x\"\",\"\"click\"\")")),
        qPrintable(csv));
    QVERIFY2(csv.contains(QStringLiteral(";'@x;'-1+1")), qPrintable(csv));
    for (const char *cell : {"=1", "+1", "-1", "@a", "\tx", "\rx"})
        QVERIFY2(CsvExport::field(QString::fromLatin1(cell)).startsWith(QLatin1String("'")) ||
                     CsvExport::field(QString::fromLatin1(cell)).startsWith(QLatin1String("\"'")),
                 cell);
    QCOMPARE(CsvExport::field(QStringLiteral("a=1")), QStringLiteral("a=1"));
}

void TestSecurity::csvRawKeepsCells()
{
    const QByteArray xml = urlset("<url><loc>=1+1</loc><changefreq>@x</changefreq></url>\n");
    const QString path = writeFile(m_dir.path(), QStringLiteral("raw.xml"), xml);
    ToolResult r = runTool({QStringLiteral("export"), QStringLiteral("--format"),
                            QStringLiteral("csv"), QStringLiteral("--raw"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(",=1+1,,@x,,"), r.out.constData());
    QVERIFY(!r.out.contains('\''));
    r = runTool({QStringLiteral("export"), QStringLiteral("--raw"), path});
    QCOMPARE(r.exitCode, 2); // --raw is for CSV
    QCOMPARE(CsvExport::field(QStringLiteral("=1"), QLatin1Char(','), CsvExport::Cells::Raw),
             QStringLiteral("=1"));
}

void TestSecurity::csvImportUndoesTheQuoteAndReadsDecimalCommas()
{
    SitemapDocument doc;
    readDocument(doc, urlset("<url><loc>https://a.example/1</loc></url>\n"),
                 QStringLiteral("s.xml"));
    const QByteArray csv = "loc;changefreq;priority\r\n"
                           "https://a.example/1;'@weekly;0,8\r\n"
                           "https://a.example/2;'daily;'-0,5\r\n";
    const CsvTable table = CsvImport::read(csv);
    QVERIFY2(table.error.isEmpty(), qPrintable(table.error));
    const CsvImportPlan plan = CsvImport::plan(doc, table, true, true);
    QCOMPARE(plan.updates.size(), size_t(1));
    QCOMPARE(plan.updates[0].after[int(Field::ChangeFreq)], QStringLiteral("@weekly"));
    QCOMPARE(plan.updates[0].after[int(Field::Priority)], QStringLiteral("0.8"));
    QCOMPARE(plan.added.size(), size_t(1));
    // A ' before something no formula begins with is the value's own.
    QCOMPARE(*plan.added[0].values[int(Field::ChangeFreq)], QStringLiteral("'daily"));
    QCOMPARE(*plan.added[0].values[int(Field::Priority)], QStringLiteral("-0,5"));
    QCOMPARE(CsvImport::priorityValue(QStringLiteral(" 1,0 ")), QStringLiteral(" 1.0 "));
    QCOMPARE(CsvImport::priorityValue(QStringLiteral("1,2,3")), QStringLiteral("1,2,3"));
    QCOMPARE(CsvImport::cellValue(QStringLiteral("'")), QStringLiteral("'"));

    // Round trip: what the export writes, the import reads back as it was.
    SitemapDocument source;
    readDocument(source,
                 urlset("<url><loc>https://a.example/r</loc><changefreq>=x</changefreq>"
                        "<priority>-1</priority></url>\n"),
                 QStringLiteral("r.xml"));
    const CsvTable back = CsvImport::read(CsvExport::write(source, {{0, 0}}));
    SitemapDocument empty;
    readDocument(empty, urlset({}), QStringLiteral("e.xml"));
    const CsvImportPlan again = CsvImport::plan(empty, back, true, true);
    QCOMPARE(again.added.size(), size_t(1));
    QCOMPARE(*again.added[0].values[int(Field::ChangeFreq)], QStringLiteral("=x"));
    QCOMPARE(*again.added[0].values[int(Field::Priority)], QStringLiteral("-1"));
}

void TestSecurity::stylesheetHrefValidated()
{
    const QString input = writeFile(m_dir.path(), QStringLiteral("in.xml"),
                                    urlset("<url><loc>https://a.example/1</loc></url>\n"));
    const QString out = m_dir.filePath(QStringLiteral("styled"));
    for (const QString &bad : {QStringLiteral("a\x01.xsl"), QStringLiteral("javascript:alert(1)"),
                               QStringLiteral("file:///etc/passwd"), QStringLiteral("x.xsl\n"),
                               QStringLiteral("data:text/xsl,x")}) {
        const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--stylesheet"),
                                      bad, QStringLiteral("-o"), out, input});
        QVERIFY2(r.exitCode == 2, qPrintable(bad));
        QVERIFY2(r.err.contains("--stylesheet: the stylesheet URL"), r.err.constData());
        QVERIFY(!QFile::exists(QDir(out).filePath(QStringLiteral("in.xml"))));
    }
    for (const QString &good :
         {QStringLiteral("https://a.example/s.xsl"), QStringLiteral("HTTP://a.example/s.xsl"),
          QStringLiteral("style/sitemap.xsl"), QStringLiteral("../s.xsl"), QStringLiteral("/s.xsl"),
          QStringLiteral("s.xsl?v=1:2")}) {
        QCOMPARE(Stylesheet::checkHref(good), Stylesheet::Href::Valid);
        const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--stylesheet"),
                                      good, QStringLiteral("-o"), out, input});
        QVERIFY2(r.exitCode == 0, (good.toUtf8() + ": " + r.err).constData());
    }
    QCOMPARE(Stylesheet::checkHref(QStringLiteral("a\u0085b")), Stylesheet::Href::ControlCharacter);
    // The writer refuses one too (the editor's save goes through it).
    SitemapDocument doc;
    readDocument(doc, urlset("<url><loc>https://a.example/1</loc></url>\n"),
                 QStringLiteral("w.xml"));
    Validator validator(&doc);
    WriteOptions options;
    options.stylesheetHref = QStringLiteral("javascript:alert(1)");
    const SaveReport report =
        SitemapWriter::save(doc, validator, m_dir.filePath(QStringLiteral("w.xml")), options);
    QCOMPARE(report.status, SaveReport::Status::Failed);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("w.xml"))));
}

void TestSecurity::writeStylesheetKeepsTheUsersOwn()
{
    const QString input = writeFile(m_dir.path(), QStringLiteral("own.xml"),
                                    urlset("<url><loc>https://a.example/1</loc></url>\n"));
    QTemporaryDir out;
    const QByteArray mine = "<xsl:stylesheet version=\"1.0\"/><!-- mine -->\n";
    writeFile(out.path(), QStringLiteral("sitemap.xsl"), mine);
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--write-stylesheet"),
                            QStringLiteral("-o"), out.path(), input});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(out.filePath(QStringLiteral("sitemap.xsl"))), mine);
    QVERIFY2(r.out.contains("Kept ") && r.out.contains("differs from the project's stylesheet"),
             r.out.constData());
    QVERIFY(readAll(out.filePath(QStringLiteral("own.xml"))).contains("href=\"sitemap.xsl\""));
    // The project's own copy there is left as it is, and said to be written.
    QVERIFY(QFile::remove(out.filePath(QStringLiteral("sitemap.xsl"))));
    r = runTool({QStringLiteral("convert"), QStringLiteral("--write-stylesheet"),
                 QStringLiteral("-o"), out.path(), input});
    QCOMPARE(readAll(out.filePath(QStringLiteral("sitemap.xsl"))), Stylesheet::bytes());
    r = runTool({QStringLiteral("convert"), QStringLiteral("--write-stylesheet"),
                 QStringLiteral("-o"), out.path(), input});
    QVERIFY2(r.exitCode == 0 && r.out.contains("Wrote "), r.out.constData());
    // Through the writer (the editor's save): kept, and reported so.
    writeFile(out.path(), QStringLiteral("sitemap.xsl"), mine);
    SitemapDocument doc;
    readDocument(doc, urlset("<url><loc>https://a.example/1</loc></url>\n"),
                 QStringLiteral("ed.xml"));
    Validator validator(&doc);
    WriteOptions options;
    options.writeStylesheet = true;
    const SaveReport report =
        SitemapWriter::save(doc, validator, out.filePath(QStringLiteral("ed.xml")), options);
    QCOMPARE(report.status, SaveReport::Status::Written);
    QVERIFY(report.stylesheetKept);
    QCOMPARE(readAll(out.filePath(QStringLiteral("sitemap.xsl"))), mine);
    QVERIFY(report.summaryLines().join(QLatin1Char('\n')).contains(QLatin1String("kept ")));
}

void TestSecurity::scanLeavesOutLinksOutOfTheFolder()
{
    QTemporaryDir site;
    QTemporaryDir outside;
    writeFile(site.path(), QStringLiteral("index.html"), "<html></html>");
    writeFile(site.path(), QStringLiteral("real.html"), "<html></html>");
    const QString secret =
        writeFile(outside.path(), QStringLiteral("private.html"), "<html>private</html>");
    QVERIFY(QFile::link(secret, site.filePath(QStringLiteral("leak.html"))));
    QVERIFY(QFile::link(site.filePath(QStringLiteral("real.html")),
                        site.filePath(QStringLiteral("alias.html"))));
    ToolResult r = runTool({QStringLiteral("scan"), QStringLiteral("--base-url"),
                            QStringLiteral("https://www.site.de/"), site.path()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.out.contains("leak.html"), r.out.constData());
    QVERIFY(r.out.contains("https://www.site.de/alias.html")); // a link within the folder
    QVERIFY(r.out.contains("https://www.site.de/real.html"));
    QVERIFY2(r.err.contains("symbolic links to files outside the folder left out") &&
                 r.err.contains("  leak.html"),
             r.err.constData());
    r = runTool({QStringLiteral("scan"), QStringLiteral("--follow-symlinks"),
                 QStringLiteral("--base-url"), QStringLiteral("https://www.site.de/"),
                 site.path()});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("https://www.site.de/leak.html"), r.out.constData());
    r = runTool({QStringLiteral("scan"), QStringLiteral("--help")});
    QVERIFY(r.out.contains("--follow-symlinks"));
}

void TestSecurity::scanNamesUnreadableFolders()
{
    QTemporaryDir site;
    QVERIFY(::chmod(QFile::encodeName(site.path()).constData(), 0755) == 0);
    QVERIFY(QDir(site.path()).mkpath(QStringLiteral("open")));
    QVERIFY(QDir(site.path()).mkpath(QStringLiteral("closed")));
    for (const char *name : {"index.html", "open/a.html", "closed/b.html"}) {
        const QString path = writeFile(site.path(), QString::fromLatin1(name), "<html></html>");
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
    }
    QVERIFY(::chmod(QFile::encodeName(site.filePath(QStringLiteral("open"))).constData(), 0755) ==
            0);
    QVERIFY(::chmod(QFile::encodeName(site.filePath(QStringLiteral("closed"))).constData(), 0000) ==
            0);
    // Every folder above it, and above the tool, must be open to the user the tool
    // runs as (a checkout in /root is not).
    for (const QString &below : {site.path(), QStringLiteral(SITEMAP_TOOL_PATH)}) {
        for (QString up = QFileInfo(below).absolutePath(); up != QLatin1String("/");
             up = QFileInfo(up).absolutePath()) {
            struct stat st = {};
            if (::geteuid() == 0 && ::stat(QFile::encodeName(up).constData(), &st) == 0 &&
                !(st.st_mode & S_IXOTH))
                QSKIP(qPrintable(QLatin1String("a folder above ") + below +
                                 QLatin1String(" is closed to other users")));
        }
    }
    const ToolResult r = runToolUnprivileged({QStringLiteral("scan"), QStringLiteral("--base-url"),
                                              QStringLiteral("https://www.site.de/"), site.path()});
    ::chmod(QFile::encodeName(site.filePath(QStringLiteral("closed"))).constData(), 0755);
    if (r.exitCode == 99)
        QSKIP("cannot run as another user");
    QVERIFY2(r.exitCode == 1, (QByteArray::number(r.exitCode) + r.err).constData());
    QVERIFY2(r.err.contains("folders that could not be read:\n  closed\n"), r.err.constData());
    QVERIFY(r.out.contains("https://www.site.de/open/a.html"));
}

void TestSecurity::scanRefusesAnInvalidBaseUrl()
{
    QTemporaryDir site;
    writeFile(site.path(), QStringLiteral("index.html"), "<html></html>");
    for (const QString &bad :
         {QStringLiteral("https://exa mple.org/"), QStringLiteral("https://ex<ample.org/"),
          QStringLiteral("https:///path"), QStringLiteral("ftp://example.org/")}) {
        const ToolResult r =
            runTool({QStringLiteral("scan"), QStringLiteral("--base-url"), bad, site.path()});
        QVERIFY2(r.exitCode == 2, qPrintable(bad));
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }
    QVERIFY(SiteScanner::folderOf(QStringLiteral("https://exa mple.org/")).isEmpty());
    QCOMPARE(SiteScanner::folderOf(QStringLiteral("https://example.org/a b")),
             QStringLiteral("https://example.org/a b/"));
}

void TestSecurity::rfc822TwoDigitYears()
{
    struct Case
    {
        const char *value;
        const char *w3c;
    };
    const Case cases[] = {
        {"Thu, 05 Jan 17 13:34:52 +0100", "2017-01-05T13:34:52+01:00"},
        {"Fri, 31 Dec 49 23:59:59 GMT", "2049-12-31T23:59:59+00:00"},
        {"Sun, 01 Jan 50 00:00:00 GMT", "1950-01-01T00:00:00+00:00"},
        {"05 Jan 69 10:00 EST", "1969-01-05T10:00:00-05:00"},
    };
    for (const Case &c : cases) {
        const LastMod::Result r = LastMod::checkRfc822(QString::fromLatin1(c.value));
        QVERIFY2(r.verdict == LastMod::Verdict::Valid, c.value);
        QCOMPARE(LastMod::rfc822ToW3c(QString::fromLatin1(c.value)), QString::fromLatin1(c.w3c));
    }
    QCOMPARE(
        QDateTime::fromMSecsSinceEpoch(
            LastMod::checkRfc822(QStringLiteral("Thu, 05 Jan 17 13:34:52 +0100")).msecsSinceEpoch,
            QTimeZone::utc()),
        QDateTime(QDate(2017, 1, 5), QTime(12, 34, 52), QTimeZone::utc()));
    // The day name is the date's in the century the two digits stand for.
    QCOMPARE(LastMod::checkRfc822(QStringLiteral("Sat, 05 Jan 17 13:34:52 +0100")).verdict,
             LastMod::Verdict::InvalidDate);
    // Three digits, or a sign, are no year.
    QCOMPARE(LastMod::checkRfc822(QStringLiteral("Thu, 05 Jan 017 13:34:52 +0100")).verdict,
             LastMod::Verdict::Format);
    QCOMPARE(LastMod::checkRfc822(QStringLiteral("05 Jan +7 13:34:52 +0100")).verdict,
             LastMod::Verdict::Format);

    // As check reads a feed: no lastmod-format.
    const QString feed =
        writeFile(m_dir.path(), QStringLiteral("feed.xml"),
                  "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>t</title>"
                  "<item><link>https://www.site.de/a</link>"
                  "<pubDate>Thu, 05 Jan 17 13:34:52 +0100</pubDate></item></channel></rss>\n");
    const ToolResult r = runTool({QStringLiteral("check"), feed});
    QVERIFY2(!r.out.contains("lastmod-"), r.out.constData());
}

namespace {

// Maps path, then meets a SIGBUS that is not about it: sent (how "sent") or a
// fault in a mapping of the file's own, past its end ("fault"). Returns only when
// the signal did not end the process.
int busErrorChild(const char *how, const char *path)
{
    const int fd = ::open(path, O_RDWR | O_CLOEXEC);
    const auto mapped = MappedFile::map(fd, 3 << 20);
    if (!mapped)
        return 3;
    if (std::strcmp(how, "sent") == 0) {
        ::kill(::getpid(), SIGBUS);
        return 2;
    }
    void *p = ::mmap(nullptr, 1 << 16, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED || ::ftruncate(fd, 0) != 0)
        return 4;
    const volatile char c = static_cast<const volatile char *>(p)[8192];
    return c == 0 ? 5 : 6;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--bus-error") == 0)
        return busErrorChild(argv[2], argv[3]);
    QCoreApplication app(argc, argv);
    TestSecurity test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_security.moc"
