// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool check reads a local index one child at a time and keeps only what
// the set rules need of the children before (SetMemory): its findings must be the
// whole set's, byte for byte, in every format. Each case is checked both ways in
// one process and compared: the standard output, the standard error and the exit
// status; and the sets that can be checked child by child must be (a path that
// always fell back to the whole set would pass the comparison alone).

#include "setmemory.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

namespace {

const QByteArray Ns09 = "http://www.sitemaps.org/schemas/sitemap/0.9";

QByteArray urlset(const QByteArray &body, const QByteArray &extraNs = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + Ns09 + "\"" + extraNs +
           ">\n" + body + "</urlset>\n";
}

QByteArray url(const QByteArray &loc, const QByteArray &lastmod = {})
{
    QByteArray e = "  <url><loc>" + loc + "</loc>";
    if (!lastmod.isEmpty())
        e += "<lastmod>" + lastmod + "</lastmod>";
    return e + "</url>\n";
}

// An index of (file name, lastmod) entries; an empty lastmod gives none.
QByteArray index(const QList<std::pair<QByteArray, QByteArray>> &children)
{
    QByteArray body;
    for (const auto &[name, lastmod] : children) {
        body += "  <sitemap><loc>https://www.musterladen.de/maps/" + name + "</loc>";
        if (!lastmod.isEmpty())
            body += "<lastmod>" + lastmod + "</lastmod>";
        body += "</sitemap>\n";
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"" + Ns09 + "\">\n" +
           body + "</sitemapindex>\n";
}

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run check(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = ToolCommands::check(args, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace

class TestCheckStream : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void childByChildIsTheWholeSet_data();
    void childByChildIsTheWholeSet();
    void corpusIsTheSameEitherWay();
    void reservedMemoryKeepsWhatItHeld();
    void lookUpOfManyFindsWhatEachFinds();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QString write(const QString &dir, const char *name, const QByteArray &bytes)
    {
        return write(dir + QLatin1String(name), bytes);
    }
    // Checks args both ways in every format: the same output; returns how many sets
    // were checked child by child in the run that may.
    int compareBothWays(const QStringList &args);

    QTemporaryDir m_dir;
};

void TestCheckStream::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // lastmod-future and news-stale do not move between the two runs.
    Validator::setCurrentTimeForTesting(
        QDateTime(QDate(2024, 7, 1), QTime(12, 0), QTimeZone::utc()).toMSecsSinceEpoch());
}

void TestCheckStream::cleanup()
{
    ToolCommands::setCheckWholeSetsForTesting(false);
}

QString TestCheckStream::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(bytes);
    return path;
}

int TestCheckStream::compareBothWays(const QStringList &args)
{
    int streamed = 0;
    for (const char *format : {"text", "json", "sarif"}) {
        QStringList full = {QStringLiteral("--format"), QLatin1String(format)};
        full += args;
        ToolCommands::setCheckWholeSetsForTesting(true);
        const Run whole = check(full);
        ToolCommands::setCheckWholeSetsForTesting(false);
        const int before = ToolCommands::setsCheckedChildByChild();
        const Run byChild = check(full);
        streamed = ToolCommands::setsCheckedChildByChild() - before;
        if (byChild.out != whole.out) {
            // Where they part, for the failure message.
            qsizetype at = 0;
            while (at < byChild.out.size() && at < whole.out.size() &&
                   byChild.out[at] == whole.out[at])
                ++at;
            qWarning("%s: outputs part at %lld:\n  child by child: %s\n  whole:          %s",
                     format, qint64(at),
                     qPrintable(byChild.out.mid(std::max<qsizetype>(0, at - 80), 200)),
                     qPrintable(whole.out.mid(std::max<qsizetype>(0, at - 80), 200)));
        }
        [&] { QCOMPARE(byChild.out, whole.out); }();
        [&] { QCOMPARE(byChild.err, whole.err); }();
        [&] { QCOMPARE(byChild.status, whole.status); }();
        if (QTest::currentTestFailed())
            return -1;
    }
    return streamed;
}

void TestCheckStream::childByChildIsTheWholeSet_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("childByChild"); // the set can be checked child by child
    QTest::newRow("duplicates, dates, missing, nested, unreadable") << "mixed" << true;
    QTest::newRow("problems in the children only") << "childrenOnly" << true;
    QTest::newRow("problems in the index only") << "indexOnly" << true;
    QTest::newRow("no problems at all") << "clean" << true;
    // Child by child, each on one thread while the next is read; whole, on two.
    QTest::newRow("large children") << "large" << true;
    QTest::newRow("a near-duplicate of an earlier file") << "near" << false;
    QTest::newRow("hreflang alternates") << "hreflang" << false;
    QTest::newRow("several sets and files in one run") << "several" << true;
    QTest::newRow("--base-url") << "baseUrl" << true;
}

void TestCheckStream::childByChildIsTheWholeSet()
{
    QFETCH(QString, name);
    QFETCH(bool, childByChild);
    const QString d = name + QLatin1Char('/');
    QStringList args;
    int sets = 1;
    if (name == QLatin1String("mixed")) {
        // Child a: the first of each duplicate key, a lastmod without a zone and one
        // that is the newest (twice, in two spellings: the first is named).
        write(d, "a.xml",
              urlset(url("https://www.musterladen.de/p/1", "2024-05-01") +
                     url("https://www.musterladen.de/p/2", "2024-06-01T10:00:00+02:00") +
                     url("https://www.musterladen.de/p/3", "2024-06-01T08:00:00Z") +
                     url("https://www.musterladen.de/p/4", "2024-05-01T10:00:00")));
        // Child b: duplicates of a, within itself, a priority on every entry.
        QByteArray b;
        for (int i = 0; i < 5; ++i)
            b += "  <url><loc>https://www.musterladen.de/p/" + QByteArray::number(i % 3 + 1) +
                 "</loc><priority>0.5</priority></url>\n";
        b += url("https://www.musterladen.de/q/1") + url("https://www.musterladen.de/q/1");
        write(d, "b.xml.gz", TestSupport::gzip(urlset(b)));
        // Child c: malformed after two entries, one a duplicate of b's.
        write(d, "c.xml",
              urlset(url("https://www.musterladen.de/q/1") +
                     url("https://www.musterladen.de/c/1", "2023-01-01")) +
                  "<url><loc>x</urlx>");
        // Child e: a text sitemap with a duplicate; f: a nested index; g: a folder.
        write(d, "e.txt",
              "https://www.musterladen.de/p/2\nhttps://www.musterladen.de/e/1\nnot a url\n");
        write(d, "f.xml", index({{"a.xml", "2024-01-01"}}));
        QDir().mkpath(m_dir.filePath(d + QLatin1String("g.xml")));
        write(d, "index.xml",
              index({{"a.xml", "2024-05-01"}, // stale: a holds 2024-06-01T08:00:00Z
                     {"b.xml.gz", "2030-01-01"},
                     {"c.xml", ""},           // no lastmod: stale when c has one
                     {"a.xml", "2025-01-01"}, // listed twice
                     {"missing.xml", "2024-01-01"},
                     {"e.txt", "2024-01-01"},
                     {"f.xml", "2024-01-01"},
                     {"g.xml", "2024-01-01"},
                     {"index.xml", ""}})); // lists itself
    } else if (name == QLatin1String("childrenOnly")) {
        write(d, "a.xml",
              urlset(url("https://www.musterladen.de/1") + url("https://www.musterladen.de/1")));
        write(d, "b.xml",
              urlset(url("https://www.musterladen.de/1") + url("https://www.musterladen.de/2")));
        write(d, "index.xml", index({{"a.xml", "2024-01-01"}, {"b.xml", "2024-01-01"}}));
    } else if (name == QLatin1String("indexOnly")) {
        write(d, "a.xml", urlset(url("https://www.musterladen.de/1", "2024-02-01")));
        write(d, "b.xml", urlset(url("https://www.musterladen.de/2")));
        write(d, "index.xml", index({{"a.xml", "2024-01-01"}, {"b.xml", "2024-01-01"}}));
    } else if (name == QLatin1String("clean")) {
        write(d, "a.xml", urlset(url("https://www.musterladen.de/1", "2024-01-01")));
        write(d, "b.xml", urlset(url("https://www.musterladen.de/2", "2024-01-02")));
        write(d, "index.xml", index({{"a.xml", "2024-01-01"}, {"b.xml", "2024-01-02"}}));
    } else if (name == QLatin1String("large")) {
        // Three files of 12,000 entries (a full pass judges each on two threads),
        // every fifth URL repeated from the file before, every seventh within.
        for (int f = 0; f < 3; ++f) {
            QByteArray body;
            for (int i = 0; i < 12000; ++i) {
                const int page = i % 5 == 0 && f > 0 ? (f - 1) * 12000 + i : f * 12000 + i;
                const int shown = i % 7 == 6 ? page - 1 : page;
                body += url("https://www.musterladen.de/p/" + QByteArray::number(shown),
                            "2024-0" + QByteArray::number(1 + i % 9) + "-1" +
                                QByteArray::number(i % 10));
            }
            write(d + QStringLiteral("part-%1.xml").arg(f), urlset(body));
        }
        write(
            d, "index.xml",
            index(
                {{"part-0.xml", "2024-09-19"}, {"part-1.xml", "2024-01-01"}, {"part-2.xml", ""}}));
    } else if (name == QLatin1String("near")) {
        write(d, "a.xml",
              urlset(url("https://www.musterladen.de/x/") + url("https://www.musterladen.de/y")));
        write(d, "b.xml",
              urlset(url("http://www.musterladen.de/x") + url("https://www.musterladen.de/y")));
        write(d, "index.xml", index({{"a.xml", ""}, {"b.xml", ""}}));
    } else if (name == QLatin1String("hreflang")) {
        const QByteArray ns = " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"";
        write(d, "a.xml",
              urlset("  <url><loc>https://www.musterladen.de/en</loc>"
                     "<xhtml:link rel=\"alternate\" hreflang=\"de\" "
                     "href=\"https://www.musterladen.de/de\"/></url>\n",
                     ns));
        write(d, "b.xml", urlset(url("https://www.musterladen.de/de")));
        write(d, "index.xml", index({{"a.xml", ""}, {"b.xml", ""}}));
    } else if (name == QLatin1String("several")) {
        write(d, "one/a.xml",
              urlset(url("https://www.musterladen.de/1") + url("https://www.musterladen.de/1")));
        write(d, "one/index.xml", index({{"a.xml", "2024-01-01"}}));
        write(d, "single.xml",
              urlset(url("https://www.musterladen.de/1") + url("http://localhost/")));
        write(d, "two/a.xml", urlset(url("https://www.musterladen.de/1", "2024-03-01")));
        write(d, "two/b.xml", urlset(url("https://www.musterladen.de/1")));
        write(d, "two/index.xml", index({{"a.xml", ""}, {"b.xml", ""}}));
        args << m_dir.filePath(d + QLatin1String("one/index.xml"))
             << m_dir.filePath(d + QLatin1String("single.xml"))
             << m_dir.filePath(d + QLatin1String("two/index.xml"));
        sets = 2;
    } else if (name == QLatin1String("baseUrl")) {
        write(d, "a.xml",
              urlset(url("https://www.musterladen.de/maps/in") +
                     url("https://www.musterladen.de/out") +
                     url("https://www.anderer-laden.de/maps/x")));
        write(d, "b.xml", urlset(url("https://www.musterladen.de/maps/in")));
        write(d, "index.xml", index({{"a.xml", ""}, {"b.xml", ""}}));
        args << QStringLiteral("--base-url") << QStringLiteral("https://www.musterladen.de/maps/");
    }
    if (args.isEmpty() || args.first() == QLatin1String("--base-url"))
        args << m_dir.filePath(d + QLatin1String("index.xml"));
    const int streamed = compareBothWays(args);
    QVERIFY(streamed >= 0);
    QCOMPARE(streamed, childByChild ? sets : 0);
}

void TestCheckStream::corpusIsTheSameEitherWay()
{
    const QString dir = TestSupport::corpusDir();
    if (dir.isEmpty())
        QSKIP("the shared corpus (../shared/corpus) is absent");
    QStringList paths;
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name)) {
        if (!name.endsWith(QLatin1String(".tsv")))
            paths << QDir(dir).filePath(name);
    }
    // All in one run: the report's state carries from one file and set to the next.
    QVERIFY(compareBothWays(paths) >= 0);
}

// The room check takes ahead for a set's URLs (SetMemory::reserve) moves what the
// memory holds into the larger tables: every key is found there, with its place.
void TestCheckStream::reservedMemoryKeepsWhatItHeld()
{
    QByteArray body;
    for (int i = 0; i < 3000; ++i)
        body += url("https://www.musterladen.de/p/" + QByteArray::number(i));
    SitemapDocument doc;
    SitemapReader::readBytes(doc, urlset(body), QStringLiteral("a.xml"));
    QCOMPARE(doc.entryCount(0), 3000);
    const Validator validator(&doc);
    SetMemory memory;
    memory.rememberFile(1, doc, 0, validator);
    const auto keysAt = [&](int e) { return validator.entryKeys(0, e); };
    const auto placeOf = [&](int e) { return memory.firstWithKey(keysAt(e).first); };
    QVERIFY(placeOf(0));
    const qint32 lastLine = placeOf(2999)->where;
    QVERIFY(lastLine > 3);
    for (const qint64 room : {qint64(3000), qint64(50000), qint64(400000), qint64(10)}) {
        memory.reserve(room);
        for (int e = 0; e < 3000; ++e) {
            const auto [key, nearKey] = keysAt(e);
            const SetMemory::Place *place = memory.firstWithKey(key);
            QVERIFY2(place,
                     qPrintable(QStringLiteral("entry %1 after room for %2").arg(e).arg(room)));
            QCOMPARE(place->file, quint32(1));
            QVERIFY(memory.hasNearKey(nearKey));
        }
        QCOMPARE(placeOf(2999)->where, lastLine);
    }
    // A URL the memory never held is not found in the larger tables either.
    SitemapDocument other;
    SitemapReader::readBytes(other, urlset(url("https://www.musterladen.de/q/1")),
                             QStringLiteral("b.xml"));
    const Validator otherValidator(&other);
    const auto [key, nearKey] = otherValidator.entryKeys(0, 0);
    QVERIFY(key != 0);
    QVERIFY(!memory.firstWithKey(key));
    QVERIFY(!memory.hasNearKey(nearKey));
}

// The keys of a file looked up at once (in the order of their slots) give what each
// gives alone, in the file's order: remembered URLs, URLs that differ from one
// remembered only in what the near key leaves out, and new ones.
void TestCheckStream::lookUpOfManyFindsWhatEachFinds()
{
    QByteArray before;
    for (int i = 0; i < 4000; ++i)
        before += url("https://www.musterladen.de/p/" + QByteArray::number(i));
    SitemapDocument first;
    SitemapReader::readBytes(first, urlset(before), QStringLiteral("a.xml"));
    SetMemory memory;
    memory.rememberFile(1, first, 0, Validator(&first));

    QByteArray after;
    for (int i = 0; i < 6000; ++i) {
        const QByteArray n = QByteArray::number(i);
        after += url(i % 3 == 0   ? "https://www.musterladen.de/p/" + n
                     : i % 3 == 1 ? "http://musterladen.de/p/" + n + "/"
                                  : "https://www.musterladen.de/neu/" + n);
    }
    after += url("");
    SitemapDocument second;
    SitemapReader::readBytes(second, urlset(after), QStringLiteral("b.xml"));
    const Validator validator(&second);
    const size_t n = size_t(second.entryCount(0));
    std::vector<quint64> keys(n);
    std::vector<quint64> nearKeys(n);
    for (size_t e = 0; e < n; ++e)
        std::tie(keys[e], nearKeys[e]) = validator.entryKeys(0, int(e));
    std::vector<quint8> found(n, 0xff);
    memory.lookUp(keys.data(), nearKeys.data(), n, found.data());
    int keysFound = 0;
    int nearOnly = 0;
    for (size_t e = 0; e < n; ++e) {
        const bool key = memory.firstWithKey(keys[e]) != nullptr;
        const bool nearKey = memory.hasNearKey(nearKeys[e]);
        QCOMPARE(bool(found[e] & SetMemory::KeyRemembered), key);
        QCOMPARE(bool(found[e] & SetMemory::NearRemembered), nearKey);
        QCOMPARE(found[e] & ~(SetMemory::KeyRemembered | SetMemory::NearRemembered), 0);
        keysFound += key;
        nearOnly += nearKey && !key;
    }
    QCOMPARE(keysFound, 1334); // /p/0, /p/3, ... /p/3999
    QVERIFY2(nearOnly > 0, qPrintable(QString::number(nearOnly)));
}

QTEST_GUILESS_MAIN(TestCheckStream)
#include "tst_checkstream.moc"
