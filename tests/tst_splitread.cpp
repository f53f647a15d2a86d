// SPDX-License-Identifier: GPL-3.0-or-later
// A large XML file is read on two threads, in pieces split between children of
// the root (ReadOptions::splitMinBytes and splitPieceBytes, core/format/splitread.cpp).
// Every input here is read three times: on one thread, in two pieces (the
// default piece size for these small inputs) and in as many pieces as the reader
// makes, and everything the reader produces is compared (documentdump.h): file
// facts, every entry's values, flags, extension XML and position, and the
// namespace table.
// Inputs: the shared corpus, variants built to put the split in awkward places,
// every truncation and many one-byte mutations of a small file. Each group also
// asserts that the split was really taken where it should be, so that a reader
// that never splits cannot pass.

#include "documentdump.h"
#include "documentloader.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>
#include <thread>

using namespace TestSupport;

class TestSplitRead : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void corpus();
    void variants_data();
    void variants();
    void truncations();
    void mutations();
    void positionsAcrossTheSplit();
    void sharedLayoutsAcrossTheSplit();
    void manyPieces();
    void progressAndCancel();
    void indexProgress();
    void indexChildrenShareBuffers();
};

namespace {

enum class Split
{
    None,
    Halves, // the default piece size: two pieces for the inputs here
    Pieces  // pieces as small as the reader makes them
};

QStringList readDump(const QByteArray &bytes, const QString &name, Split split)
{
    ReadOptions options;
    options.splitMinBytes = split == Split::None ? 0 : 1;
    if (split == Split::Pieces)
        options.splitPieceBytes = 1;
    SitemapDocument doc;
    SitemapReader::readBytes(doc, bytes, name, options);
    return dumpDocument(doc);
}

void compareDumps(const QStringList &one, const QStringList &other, const QString &label,
                  const char *how)
{
    if (one == other)
        return;
    for (qsizetype i = 0; i < std::max(one.size(), other.size()); ++i) {
        if (one.value(i) != other.value(i)) {
            qWarning().noquote() << "case" << label << "differs at line" << i
                                 << "\n  one thread:" << one.value(i) << "\n  " << how << ":"
                                 << other.value(i);
            break;
        }
    }
    QTest::qVerify(false, how, qPrintable(label), __FILE__, __LINE__);
}

// How a split read went: whether the read in two pieces joined them, and how many
// pieces the read in small pieces joined (1: none).
struct Joined
{
    bool halves = false;
    int pieces = 1;
};

// Reads all three ways and compares.
Joined read3(const QByteArray &bytes, const QString &label, const QString &name = {})
{
    const QString fileName = name.isEmpty() ? QStringLiteral("case.xml") : name;
    const QStringList one = readDump(bytes, fileName, Split::None);
    Joined joined;
    const int before = SitemapReader::splitReads();
    compareDumps(one, readDump(bytes, fileName, Split::Halves), label, "two pieces");
    joined.halves = SitemapReader::splitReads() > before;
    const int piecesBefore = SitemapReader::piecesJoined();
    const int readsBefore = SitemapReader::splitReads();
    compareDumps(one, readDump(bytes, fileName, Split::Pieces), label, "small pieces");
    if (SitemapReader::splitReads() > readsBefore)
        joined.pieces = SitemapReader::piecesJoined() - piecesBefore;
    return joined;
}

// Returns whether the read in two pieces joined them.
bool same(const QByteArray &bytes, const QString &label, const QString &name = {})
{
    return read3(bytes, label, name).halves;
}

QByteArray entry(int i)
{
    const QByteArray n = QByteArray::number(i);
    return "  <url>\n    <loc>https://example.com/page-" + n + "</loc>\n    <lastmod>2024-05-0" +
           QByteArray::number(1 + i % 9) + "</lastmod>\n    <priority>0." +
           QByteArray::number(i % 10) +
           "</priority>\n    <image:image><image:loc>https://example.com/i" + n +
           ".jpg</image:loc></image:image>\n  </url>\n";
}

const QByteArray Head =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
    "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n";

// urls entries, with insert placed right before the entry in the middle.
QByteArray sitemap(int urls, const QByteArray &insert = {}, const QByteArray &head = Head)
{
    QByteArray out = head;
    for (int i = 0; i < urls; ++i) {
        if (i == urls / 2)
            out += insert;
        out += entry(i);
    }
    return out + "</urlset>\n";
}

} // namespace

void TestSplitRead::initTestCase()
{
    if (std::thread::hardware_concurrency() < 2)
        QSKIP("one processor: the reader never splits here");
    if (qgetenv("SITEMAP_SPLIT_READ") == "0")
        QSKIP("SITEMAP_SPLIT_READ=0 turns the split read off");
}

void TestSplitRead::corpus()
{
    const QString dir = corpusDir();
    if (dir.isEmpty() || !QDir(dir).exists())
        QSKIP("../shared/corpus is absent: the corpus comparison is skipped");
    int files = 0;
    int joined = 0;
    const QFileInfoList list = QDir(dir).entryInfoList(QDir::Files, QDir::Name);
    for (const QFileInfo &info : list) {
        if (info.fileName() == QLatin1String("MANIFEST.tsv"))
            continue;
        ++files;
        if (same(readAll(info.absoluteFilePath()), info.fileName(), info.fileName()))
            ++joined;
    }
    qInfo("%d corpus files, %d of them read in two halves", files, joined);
    QVERIFY(files > 0);
    QVERIFY2(joined >= files / 4, "the split read is hardly ever taken on the corpus");
}

void TestSplitRead::variants_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("joins");

    QTest::newRow("plain") << sitemap(60) << true;
    QTest::newRow("crlf") << sitemap(60).replace("\n", "\r\n") << true;
    QTest::newRow("lone cr") << sitemap(60).replace("\n", "\r") << true;
    QTest::newRow("one line") << sitemap(60).replace("\n", "") << true;
    QTest::newRow("one line, non-ASCII")
        << sitemap(60).replace("\n", "").replace("page-", "p\xc3\xa4ge-") << true;
    QTest::newRow("tabs and non-ASCII before the split")
        << sitemap(60, "\t<!-- caf\xc3\xa9 -->\t") << true;
    QTest::newRow("prefixed root")
        << sitemap(60, {},
                   "<?xml version=\"1.0\"?>\n<sm:urlset "
                   "xmlns:sm=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                   "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n")
               .replace("<url>", "<sm:url>")
               .replace("</url>", "</sm:url>")
               .replace("<loc>", "<sm:loc>")
               .replace("</loc>", "</sm:loc>")
               .replace("</urlset>", "</sm:urlset>")
        << true;
    QTest::newRow("index") << QByteArray("<?xml version=\"1.0\"?>\n<sitemapindex "
                                         "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
                                  .append(QByteArray("<sitemap><loc>https://example.com/s.xml</loc>"
                                                     "<lastmod>2024-01-01</lastmod></sitemap>\n")
                                              .repeated(80))
                                  .append("</sitemapindex>\n")
                           << true;
    // The middle lies inside a comment: the first half reads on past it alone.
    {
        QByteArray b = sitemap(60);
        const qsizetype mid = b.size() / 2;
        b.insert(mid - 200, "<!-- ");
        b.insert(b.indexOf("<url>", mid + 5) + 400, " -->");
        QTest::newRow("split inside a comment") << b << false;
    }
    // The first "<url>" after the middle is text: the first half reads on past it.
    QTest::newRow("entry tag inside CDATA at the middle")
        << sitemap(60).replace("page-30</loc>",
                               "page-30</loc><image:image><image:caption><![CDATA[ <url> "
                               "]]></image:caption></image:image>")
        << false;
    // A prefix the second half meets first: it is not the well-known one, so the
    // halves may not agree on it; the result must be the same either way.
    QTest::newRow("namespace declared in the second half")
        << sitemap(60).replace("<loc>https://example.com/page-45</loc>",
                               "<loc>https://example.com/page-45</loc><v:x "
                               "xmlns:v=\"urn:vendor\">1</v:x>")
        << false;
    QTest::newRow("well-known namespace declared in the second half")
        << sitemap(60).replace("<loc>https://example.com/page-45</loc>",
                               "<loc>https://example.com/page-45</loc><video:video "
                               "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\">"
                               "<video:title>t</video:title></video:video>")
        << true;
    QTest::newRow("stray elements in both halves")
        << sitemap(60, "<foo>x</foo>")
               .replace("<url>\n    <loc>https://example.com/page-3<",
                        "<bar/><url>\n    <loc>https://example.com/page-3<")
        << true;
    QTest::newRow("error in the second half")
        << sitemap(60).replace("page-50</loc>", "page-50</lo>") << true;
    QTest::newRow("bare & in the second half")
        << sitemap(60).replace("page-50</loc>", "page-50?a&b</loc>") << true;
    QTest::newRow("error in the first half")
        << sitemap(60).replace("page-10</loc>", "page-10</lo>") << false;
    QTest::newRow("entities in both halves")
        << sitemap(60)
               .replace("page-5</loc>", "page-5?a=1&amp;b=&#50;</loc>")
               .replace("page-50</loc>", "page-50?a=1&amp;b=&#x32;&lt;</loc>")
        << true;
    // The scanner gives up on a name it does not read: expat reads from the
    // piece holding it on.
    QTest::newRow("non-ASCII element name in the second half")
        << sitemap(60).replace("page-45</loc>", "page-45</loc><image:\xc3\xa9t/>") << true;
    QTest::newRow("DOCTYPE (expat only)")
        << sitemap(60).replace("<urlset", "<!DOCTYPE urlset>\n<urlset") << false;
    QTest::newRow("not closed") << sitemap(60).replace("</urlset>\n", "") << true;
    QTest::newRow("junk after the root") << sitemap(60) + "<urlset/>" << true;
}

void TestSplitRead::variants()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, joins);
    const Joined joined = read3(bytes, QString::fromLatin1(QTest::currentDataTag()));
    QCOMPARE(joined.halves, joins);
    // In small pieces, those before the place that stops the halves still join.
    if (joins)
        QVERIFY2(joined.pieces >= 2, qPrintable(QString::number(joined.pieces)));
}

void TestSplitRead::truncations()
{
    const QByteArray b = sitemap(12);
    int joined = 0;
    for (qsizetype n = 0; n <= b.size(); ++n)
        joined += same(b.first(n), QStringLiteral("first %1 bytes").arg(n));
    // From the split point to the end, the second half is read and joined.
    QVERIFY2(joined > b.size() / 4, qPrintable(QString::number(joined)));
}

void TestSplitRead::mutations()
{
    const QByteArray b = sitemap(12, "<!-- x --><stray a='1'/>");
    const char replacements[] = {'<', '>', '&', '"', '/', 'x', ' ', '\n', '\0', '\xff'};
    int joined = 0;
    int cases = 0;
    for (qsizetype i = 0; i < b.size(); i += 3) {
        for (const char c : replacements) {
            if (b[i] == c)
                continue;
            QByteArray m = b;
            m[i] = c;
            joined += same(m, QStringLiteral("byte %1 -> 0x%2").arg(i).arg(uchar(c), 2, 16));
            ++cases;
        }
    }
    qInfo("%d mutations, %d read in two halves", cases, joined);
    QVERIFY(joined > cases / 4);
}

// Positions recorded by the second half are those of the file: the entries and
// the error after the split, on every line-end convention.
void TestSplitRead::positionsAcrossTheSplit()
{
    for (const QByteArray &lineEnd : {QByteArray("\n"), QByteArray("\r\n"), QByteArray("\r")}) {
        for (const qint64 pieceBytes : {ReadOptions().splitPieceBytes, qint64(1)}) {
            const QByteArray bytes =
                sitemap(40).replace("page-35</loc>", "page-35</lo>").replace("\n", lineEnd);
            ReadOptions options;
            options.splitMinBytes = 1;
            options.splitPieceBytes = pieceBytes;
            SitemapDocument doc;
            const int before = SitemapReader::splitReads();
            SitemapReader::readBytes(doc, bytes, QStringLiteral("lines.xml"), options);
            QCOMPARE(SitemapReader::splitReads(), before + 1);
            const SitemapFile &f = doc.file(0);
            QCOMPARE(int(f.entries.size()), 35);
            // Three lines of head, six lines an entry; <url> at column 3.
            for (int i = 0; i < 35; ++i) {
                QCOMPARE(f.entries[size_t(i)].line, quint32(4 + i * 6));
                QCOMPARE(f.entries[size_t(i)].column, quint32(3));
            }
            QVERIFY(f.malformed);
            QCOMPARE(f.errorPosition.line, 4 + 35 * 6 + 1);
        }
    }
}

// Entries without extension children share their file's layout of children
// (SpotTable); a file whose layout changes halfway (indented anew) is read in
// pieces whose layouts differ, and the join gives the later pieces' entries words
// of their own: every position is what one reader gives, in two pieces and in
// many.
void TestSplitRead::sharedLayoutsAcrossTheSplit()
{
    const auto entry = [](int i, const QByteArray &indent) {
        const QByteArray n = QByteArray::number(i);
        return indent + "<url>\n" + indent + indent + "<loc>https://example.com/p-" + n +
               "</loc>\n" + indent + indent + "<lastmod>2024-05-0" + QByteArray::number(1 + i % 9) +
               "</lastmod>\n" + indent + "</url>\n";
    };
    for (const int switchAt : {0, 150, 299}) {
        QByteArray bytes = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 300; ++i)
            bytes += entry(i, i < switchAt ? QByteArray("  ") : QByteArray("   "));
        bytes += "</urlset>\n";
        QVERIFY(same(bytes, QStringLiteral("layout from entry %1").arg(switchAt)));

        SitemapDocument doc;
        SitemapReader::readBytes(doc, bytes, QStringLiteral("one.xml"), ReadOptions());
        int shared = 0;
        for (const Entry &e : doc.file(0).entries)
            shared += e.hasSharedSpots();
        // Every entry of the layout read first but its first (a layout is shared once
        // two entries in a row give it); those of the other keep words of their own.
        QCOMPARE(shared, switchAt == 0 ? 299 : switchAt - 1);
    }
}

// A file in many pieces: every piece joins, in order; and where one piece stops
// (an error, a place that is no child of the root), the pieces after it are
// thrown away and the result is still that of one reader.
void TestSplitRead::manyPieces()
{
    const QByteArray plain = sitemap(400);
    QCOMPARE(read3(plain, QStringLiteral("plain")).pieces, 32);
    const QByteArray oneLine = QByteArray(plain).replace("\n", "").replace("page-", "p\xc3\xa4ge-");
    QCOMPARE(read3(oneLine, QStringLiteral("one line, non-ASCII")).pieces, 32);

    // An error a quarter of the way in: the pieces before it join, with it.
    const Joined error = read3(QByteArray(plain).replace("page-100</loc>", "page-100</lo>"),
                               QStringLiteral("error"));
    QVERIFY2(error.pieces > 2 && error.pieces < 32, qPrintable(QString::number(error.pieces)));

    // Comments around several places a piece would start.
    QByteArray comments = plain;
    for (const int at : {120, 200, 290})
        comments.replace(
            "  <url>\n    <loc>https://example.com/page-" + QByteArray::number(at) + "<",
            "  <!-- <url>\n    <loc>https://example.com/page-" + QByteArray::number(at) +
                "< --> <url>\n    <loc>https://example.com/page-" + QByteArray::number(at) + "<");
    read3(comments, QStringLiteral("comments"));

    // One CR in a file of LFs: in the first piece, a middle one or the last, alone
    // or before an LF; and after the place the first piece would stop, where a
    // comment over that place makes it read on.
    for (const int at : {3, 200, 399}) {
        for (const QByteArray &cr : {QByteArray("\r\n"), QByteArray("\r")}) {
            const QByteArray from = "page-" + QByteArray::number(at) + "</loc>\n";
            const QByteArray to = "page-" + QByteArray::number(at) + "</loc>" + cr;
            QCOMPARE(
                read3(QByteArray(plain).replace(from, to),
                      QStringLiteral("CR at %1 (%2)").arg(at).arg(QString::fromLatin1(cr.toHex())))
                    .pieces,
                32);
        }
    }
    QByteArray readOn = QByteArray(plain)
                            .replace("  <url>\n    <loc>https://example.com/page-5<",
                                     "  <!-- <url>\n    <loc>https://example.com/page-5< --> "
                                     "<url>\n    <loc>https://example.com/page-5<")
                            .replace("page-300</loc>\n", "page-300</loc>\r");
    for (int at = 6; at < 40; ++at) {
        const QByteArray tag =
            "  <url>\n    <loc>https://example.com/page-" + QByteArray::number(at) + "<";
        readOn.replace(tag, "  <!-- " + tag + " --> " + tag.mid(2));
    }
    read3(readOn, QStringLiteral("CR after the first piece reads on"));

    // Pieces of one or two entries, for the line counts at each start.
    for (const QByteArray &lineEnd : {QByteArray("\r\n"), QByteArray("\r")})
        QCOMPARE(
            read3(sitemap(40).replace("\n", lineEnd), QString::fromLatin1(lineEnd.toHex())).pieces,
            32);
}

// The editor reads with a progress callback and a Cancel button: both halves
// report (one call at a time, never going back, ending at the whole), and a
// cancel reaches the second half too.
void TestSplitRead::progressAndCancel()
{
    const QByteArray bytes = sitemap(20000);
    QVERIFY(bytes.size() > 4 << 20);
    QList<qint64> calls;
    std::mutex mutex;
    int inside = 0;
    bool overlapped = false;
    ReadOptions options;
    options.progress = [&](qint64 done, qint64 total) {
        {
            std::lock_guard lock(mutex);
            overlapped = overlapped || ++inside > 1;
        }
        QCOMPARE(total, bytes.size());
        QVERIFY(done <= total);
        QVERIFY(calls.isEmpty() || done >= calls.last());
        calls << done;
        std::lock_guard lock(mutex);
        --inside;
    };
    const int before = SitemapReader::splitReads();
    SitemapDocument doc;
    ReadStatus status = ReadStatus::Ok;
    SitemapReader::readBytes(doc, bytes, QStringLiteral("big.xml"), options, &status);
    QCOMPARE(status, ReadStatus::Ok);
    QCOMPARE(SitemapReader::splitReads(), before + 1);
    QCOMPARE(doc.entryCount(0), 20000);
    QVERIFY(!overlapped);
    QVERIFY2(calls.size() >= 2, qPrintable(QString::number(calls.size())));
    QCOMPARE(calls.last(), bytes.size());

    // Cancelled from the first progress call on: both halves stop.
    std::atomic<bool> cancel{false};
    ReadOptions cancelling;
    cancelling.cancel = &cancel;
    cancelling.progress = [&](qint64, qint64) { cancel = true; };
    SitemapDocument stopped;
    SitemapReader::readBytes(stopped, bytes, QStringLiteral("big.xml"), cancelling, &status);
    QCOMPARE(status, ReadStatus::Cancelled);
    QVERIFY(stopped.file(0).malformed);
    QVERIFY(stopped.entryCount(0) < 20000);

    // Without a progress callback (sitemap-tool has none, a caller may cancel).
    std::atomic<bool> early{true};
    ReadOptions quiet;
    quiet.cancel = &early;
    SitemapDocument none;
    SitemapReader::readBytes(none, bytes, QStringLiteral("big.xml"), quiet, &status);
    QCOMPARE(status, ReadStatus::Cancelled);
    QVERIFY(none.entryCount(0) < 20000);
}

// The children of an index are read in parallel with a progress callback too:
// the calls count all of them together and end at the whole.
void TestSplitRead::indexProgress()
{
    QTemporaryDir dir;
    QByteArray index = "<?xml version=\"1.0\"?>\n<sitemapindex "
                       "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int k = 0; k < 4; ++k) {
        const QString name = QStringLiteral("part-%1.xml").arg(k);
        writeFile(dir.path(), name, sitemap(3000));
        index += "<sitemap><loc>https://example.com/" + name.toUtf8() + "</loc></sitemap>\n";
    }
    const QString path =
        writeFile(dir.path(), QStringLiteral("index.xml"), index + "</sitemapindex>\n");
    QList<qint64> calls;
    qint64 lastTotal = 0;
    ReadOptions options;
    options.progress = [&](qint64 done, qint64 total) {
        QVERIFY(done <= total);
        calls << done;
        lastTotal = total;
    };
    SitemapDocument doc;
    QCOMPARE(DocumentLoader::load(doc, path, QString(), options), ReadStatus::Ok);
    QCOMPARE(doc.fileCount(), 5);
    qint64 children = 0;
    for (int k = 0; k < 4; ++k)
        children += QFileInfo(dir.filePath(QStringLiteral("part-%1.xml").arg(k))).size();
    QCOMPARE(lastTotal, children);
    QCOMPARE(calls.last(), children);

    // And the same document as one thread.
    ReadOptions serial;
    serial.parallel = false;
    SitemapDocument one;
    DocumentLoader::load(one, path, QString(), serial);
    QCOMPARE(dumpDocument(doc), dumpDocument(one));
}

// A document's dump without the namespace prefixes it declares, which belong to
// the whole set rather than to one of its files.
static QStringList withoutDeclarations(QStringList dump)
{
    dump.removeIf([](const QString &line) { return line.startsWith(QLatin1String("xmlns:")); });
    return dump;
}

// The children of an index are read into buffers that go from one child to the
// next (FileAccess::BufferReuse): each child's entries are its own, whether the
// child before it was longer or shorter, read on two threads or on one.
void TestSplitRead::indexChildrenShareBuffers()
{
    QTemporaryDir dir;
    QByteArray index = "<?xml version=\"1.0\"?>\n<sitemapindex "
                       "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    // Each over the MiB from which a buffer is kept, longer and shorter in turn.
    const int urls[] = {14000, 6000, 12000, 6500, 9000};
    QStringList children;
    for (int k = 0; k < int(std::size(urls)); ++k) {
        const QString name = QStringLiteral("part-%1.xml").arg(k);
        const QByteArray own =
            "  <url><loc>https://example.com/only-in-" + name.toUtf8() + "</loc></url>\n";
        const QByteArray bytes = sitemap(urls[k], own);
        QVERIFY(bytes.size() > (1 << 20));
        children << writeFile(dir.path(), name, bytes);
        index += "<sitemap><loc>https://example.com/" + name.toUtf8() + "</loc></sitemap>\n";
    }
    const QString path =
        writeFile(dir.path(), QStringLiteral("index.xml"), index + "</sitemapindex>\n");

    // What each file gives read alone, with nothing kept between reads.
    QStringList alone;
    {
        SitemapDocument indexAlone;
        DocumentLoader::load(indexAlone, path, QString(), {}, false);
        alone << withoutDeclarations(dumpDocument(indexAlone));
    }
    for (const QString &child : children) {
        SitemapDocument doc;
        ReadStatus status = ReadStatus::Ok;
        SitemapReader::readFile(doc, child, {}, &status);
        QCOMPARE(status, ReadStatus::Ok);
        alone << withoutDeclarations(dumpDocument(doc));
    }

    for (const bool parallel : {true, false}) {
        ReadOptions options;
        options.parallel = parallel;
        SitemapDocument set;
        QCOMPARE(DocumentLoader::load(set, path, QString(), options), ReadStatus::Ok);
        QCOMPARE(set.fileCount(), 1 + int(children.size()));
        for (int k = 0; k < int(children.size()); ++k)
            QCOMPARE(set.entryCount(1 + k), urls[k] + 1);
        compareDumps(alone, withoutDeclarations(dumpDocument(set)), QStringLiteral("index"),
                     parallel ? "the set on two threads" : "the set on one thread");
    }
}

QTEST_GUILESS_MAIN(TestSplitRead)
#include "tst_splitread.moc"
