// SPDX-License-Identifier: GPL-3.0-or-later
// The reader on fixtures written here: every form and flaw of PROTOCOL.md
// sections 1 and 2, hostile constructs, and index sets with their children.

#include "bytedecoding.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>
#include <utility>

using namespace TestSupport;

namespace {

const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const QByteArray open09 = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";

QByteArray urlset(const QByteArray &body)
{
    return head + open09 + body + "</urlset>\n";
}

struct Read
{
    SitemapDocument doc;
    int index = -1;
    const SitemapFile &file() const { return doc.file(index); }
    QString value(int entry, Field f) const { return doc.value(index, entry, f); }
};

std::unique_ptr<Read> read(const QByteArray &bytes, const QString &name = QStringLiteral("s.xml"),
                           const ReadOptions &options = {})
{
    auto r = std::make_unique<Read>();
    r->index = SitemapReader::readBytes(r->doc, bytes, name, options);
    return r;
}

} // namespace

class TestReader : public QObject
{
    Q_OBJECT

private slots:
    void buffersKeptForWhatTheirUsersAsk();
    void forms_data();
    void forms();
    void values();
    void whitespaceAndCdataKept();
    void childOrderAndRepeats();
    void extensionsByNamespaceUri();
    void vendorElementsKept();
    void entryPositions();
    void childPositionsOfASharedLayout();
    void malformedKeepsEntriesBefore();
    void notASitemap_data();
    void notASitemap();
    void leadingContent();
    void encodings();
    void invalidUtf8ReadsOn();
    void textSitemap();
    void gzipByBytes();
    void gzipTruncated();
    void gzipBombStopsAtLimit();
    void gunzipWithoutFileFacts();
    void entitiesNeverExpanded();
    void externalEntityNeverRead();
    void deepNesting();
    void cancelAndProgress();
    void indexSet();
    void indexConfinement();
    void unreadableFiles();
    void largeFileBytesExact();
    void fileLongerThanItsStatedSize();
    void invalidUtf8InLargeInput_data();
    void invalidUtf8InLargeInput();
};

// FileAccess::BufferReuse keeps buffers handed back (recycle()) while one is
// alive, as many as its users ask for, the largest; takeRoom() gives one whose room
// fits what is asked for (not one far larger), its pages the same.
void TestReader::buffersKeptForWhatTheirUsersAsk()
{
    const auto buffer = [](qsizetype bytes) {
        QByteArray b;
        b.reserve(bytes);
        b.append(bytes, 'x');
        return b;
    };
    constexpr qsizetype MiB = 1 << 20;
    {
        QByteArray b = buffer(2 * MiB);
        FileAccess::recycle(std::move(b));
        QVERIFY(FileAccess::takeRoom(MiB).isNull()); // nothing kept without a user
    }
    {
        const FileAccess::BufferReuse one;
        QByteArray small = buffer(2 * MiB);
        QByteArray large = buffer(3 * MiB);
        const char *largeData = large.constData();
        FileAccess::recycle(std::move(small));
        FileAccess::recycle(std::move(large));
        QByteArray taken = FileAccess::takeRoom(2 * MiB);
        QCOMPARE(taken.constData(), largeData); // the larger one stayed
        QVERIFY(taken.isEmpty());
        QVERIFY(taken.capacity() >= 3 * MiB);
        QVERIFY(FileAccess::takeRoom(MiB).isNull());
    }
    {
        const FileAccess::BufferReuse threeKept(3);
        std::vector<const char *> kept;
        for (qsizetype size : {2 * MiB, 3 * MiB, 4 * MiB, 9 * MiB}) {
            QByteArray b = buffer(size);
            kept.push_back(b.constData());
            FileAccess::recycle(std::move(b));
        }
        // The smallest made way for the largest; one far larger than asked is not given.
        QVERIFY(FileAccess::takeRoom(MiB / 2).isNull());
        const QByteArray three = FileAccess::takeRoom(3 * MiB);
        QVERIFY(three.constData() == kept[1] || three.constData() == kept[2]);
        const QByteArray next = FileAccess::takeRoom(3 * MiB);
        QVERIFY(next.constData() == kept[1] || next.constData() == kept[2]);
        QVERIFY(next.constData() != three.constData());
        QCOMPARE(FileAccess::takeRoom(8 * MiB).constData(), kept[3]);
    }
    QVERIFY(FileAccess::takeRoom(MiB).isNull()); // dropped with the last user
}

void TestReader::forms_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("nsKind");
    QTest::addColumn<int>("entries");

    QTest::newRow("urlset 0.9") << urlset("<url><loc>https://a.example/</loc></url>")
                                << int(FileKind::UrlSet) << int(NamespaceKind::Standard) << 1;
    QTest::newRow("index 0.9")
        << head + "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                  "<sitemap><loc>https://a.example/s1.xml</loc></sitemap>"
                  "<sitemap><loc>https://a.example/s2.xml</loc></sitemap></sitemapindex>"
        << int(FileKind::Index) << int(NamespaceKind::Standard) << 2;
    QTest::newRow("legacy 0.84")
        << QByteArray("<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">"
                      "<url><loc>https://a.example/</loc></url></urlset>")
        << int(FileKind::UrlSet) << int(NamespaceKind::Legacy) << 1;
    QTest::newRow("legacy https trailing slash")
        << QByteArray("<urlset xmlns=\"https://www.sitemaps.org/schemas/sitemap/0.9/\">"
                      "<url><loc>https://a.example/</loc></url></urlset>")
        << int(FileKind::UrlSet) << int(NamespaceKind::Legacy) << 1;
    QTest::newRow("no namespace") << QByteArray(
                                         "<urlset><url><loc>https://a.example/</loc></url>"
                                         "<url><loc>https://a.example/b</loc></url></urlset>")
                                  << int(FileKind::UrlSet) << int(NamespaceKind::Missing) << 2;
    QTest::newRow("wrong namespace")
        << QByteArray("<urlset xmlns=\"http://example.com/not-a-sitemap\">"
                      "<url><loc>https://a.example/</loc></url></urlset>")
        << int(FileKind::UrlSet) << int(NamespaceKind::Wrong) << 1;
    QTest::newRow("stylesheet and comments")
        << QByteArray(head +
                      "<?xml-stylesheet type=\"text/xsl\" href=\"/s.xsl\"?>\n<!-- before -->\n" +
                      open09 +
                      "<!-- inside --><url><loc>https://a.example/</loc><!-- x --></url>"
                      "</urlset>\n<!-- after -->\n")
        << int(FileKind::UrlSet) << int(NamespaceKind::Standard) << 1;
    QTest::newRow("CRLF and BOM")
        << QByteArray("\xEF\xBB\xBF" + head + open09 +
                      "<url>\r\n<loc>https://a.example/</loc>\r\n</url>\r\n</urlset>\r\n")
        << int(FileKind::UrlSet) << int(NamespaceKind::Standard) << 1;
    QTest::newRow("empty root") << urlset("") << int(FileKind::UrlSet)
                                << int(NamespaceKind::Standard) << 0;
    QTest::newRow("empty file") << QByteArray() << int(FileKind::Text)
                                << int(NamespaceKind::Standard) << 0;
    QTest::newRow("whitespace only")
        << QByteArray(" \n\t\r\n") << int(FileKind::Text) << int(NamespaceKind::Standard) << 0;
}

void TestReader::forms()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(int, nsKind);
    QFETCH(int, entries);
    const auto r = read(bytes);
    QCOMPARE(int(r->file().kind), kind);
    QCOMPARE(int(r->file().namespaceKind), nsKind);
    QCOMPARE(r->doc.entryCount(r->index), entries);
    QVERIFY(!r->file().malformed);
    QVERIFY(r->file().fullyRead());
}

void TestReader::values()
{
    const auto r = read(urlset("<url><loc>https://a.example/?a=1&amp;b=2</loc>"
                               "<lastmod>2024-05-01</lastmod><changefreq>daily</changefreq>"
                               "<priority>0.8</priority></url>"
                               "<url><loc>https://a.example/x</loc></url>"));
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("https://a.example/?a=1&b=2"));
    QCOMPARE(r->value(0, Field::LastMod), QStringLiteral("2024-05-01"));
    QCOMPARE(r->value(0, Field::ChangeFreq), QStringLiteral("daily"));
    QCOMPARE(r->value(0, Field::Priority), QStringLiteral("0.8"));
    QVERIFY(r->value(1, Field::LastMod).isNull());
    QVERIFY(!r->doc.entry(r->index, 1).has(Field::Priority));
    QCOMPARE(r->doc.entry(r->index, 0).extensionCount, quint32(0));
}

void TestReader::whitespaceAndCdataKept()
{
    const auto r = read(urlset("<url><loc>\n   https://a.example/a\n  </loc></url>"
                               "<url><loc><![CDATA[https://a.example/b?x=1&y=2]]></loc></url>"
                               "<url><loc></loc><priority/></url>"));
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("\n   https://a.example/a\n  "));
    QCOMPARE(r->value(1, Field::Loc), QStringLiteral("https://a.example/b?x=1&y=2"));
    QVERIFY(r->doc.entry(r->index, 2).has(Field::Loc));
    QVERIFY(r->value(2, Field::Loc).isEmpty());
    QVERIFY(!r->value(2, Field::Loc).isNull());
    QVERIFY(r->doc.entry(r->index, 2).has(Field::Priority));
}

void TestReader::childOrderAndRepeats()
{
    const auto r = read(urlset("<url><priority>0.5</priority><changefreq>weekly</changefreq>"
                               "<lastmod>2024-01-01</lastmod><loc>https://a.example/</loc></url>"
                               "<url><loc>https://a.example/1</loc><loc>https://a.example/2</loc>"
                               "</url>"
                               "<url><loc>https://a.example/ok</loc><lastmod>2024-01-01</lastmod>"
                               "</url>"));
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("https://a.example/"));
    QCOMPARE(r->value(0, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(r->doc.entry(r->index, 0).flags & Entry::OutOfOrder);
    QVERIFY(r->doc.entry(r->index, 1).isRepeated(Field::Loc));
    QCOMPARE(r->value(1, Field::Loc), QStringLiteral("https://a.example/1"));
    QVERIFY(!(r->doc.entry(r->index, 2).flags & Entry::OutOfOrder));
    QCOMPARE(r->doc.entry(r->index, 2).repeated, quint8(0));
}

void TestReader::extensionsByNamespaceUri()
{
    // The same image namespace under a strange prefix, and an unknown namespace
    // as the default one: matched by URI, kept verbatim with attributes and text.
    const QByteArray bytes =
        head + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
               "xmlns:pic=\"http://www.google.com/schemas/sitemap-image/1.1\" "
               "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">"
               "<url><loc>https://a.example/</loc>"
               "<pic:image><pic:loc>https://a.example/i.png</pic:loc>"
               "<pic:caption>Fish &amp; chips</pic:caption></pic:image>"
               "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
               "<vendor xmlns=\"urn:vendor\" level=\"3\">text</vendor>"
               "</url></urlset>";
    const auto r = read(bytes);
    const Entry &e = r->doc.entry(r->index, 0);
    QCOMPARE(e.extensionCount, quint32(3));
    const QString xml = r->doc.extensionsXml(r->index, 0);
    QVERIFY2(xml.contains(QStringLiteral("<image:image><image:loc>https://a.example/i.png"
                                         "</image:loc><image:caption>Fish &amp; chips"
                                         "</image:caption></image:image>")),
             qPrintable(xml));
    QVERIFY2(xml.contains(QStringLiteral("<xhtml:link rel=\"alternate\" hreflang=\"de\" "
                                         "href=\"https://a.example/de\"/>")),
             qPrintable(xml));
    const QString vendorPrefix = [&] {
        for (const auto &d : r->doc.namespaces().declarations())
            if (d.second == QLatin1String("urn:vendor"))
                return d.first;
        return QString();
    }();
    QVERIFY(!vendorPrefix.isEmpty());
    QVERIFY2(
        xml.contains(QStringLiteral("<%1:vendor level=\"3\">text</%1:vendor>").arg(vendorPrefix)),
        qPrintable(xml));
    QCOMPARE(r->doc.namespaces().uriFor(QStringLiteral("image")),
             QStringLiteral("http://www.google.com/schemas/sitemap-image/1.1"));
}

void TestReader::vendorElementsKept()
{
    const auto r = read(urlset("<url><loc>https://a.example/</loc><tmpagetype>hotel</tmpagetype>"
                               "<tmrowid/></url>"));
    const Entry &e = r->doc.entry(r->index, 0);
    QVERIFY(e.flags & Entry::HasUnknownElements);
    QCOMPARE(e.extensionCount, quint32(0)); // in the sitemap namespace: not an extension
    QCOMPARE(r->doc.extensionsXml(r->index, 0),
             QStringLiteral("<tmpagetype>hotel</tmpagetype><tmrowid/>"));
}

void TestReader::entryPositions()
{
    const auto r = read(head + open09 + "  <url>\n    <loc>https://a.example/</loc>\n  </url>\n" +
                        "<url><loc>https://a.example/b</loc></url>\n</urlset>\n");
    QCOMPARE(r->doc.entry(r->index, 0).line, 3u);
    QCOMPARE(r->doc.entry(r->index, 0).column, 3u);
    QCOMPARE(r->doc.entry(r->index, 1).line, 6u);
    QCOMPARE(r->doc.entry(r->index, 1).column, 1u);
}

// Entries that lay their children out alike share one layout (SpotTable): the
// positions of their children and their offsets are what the bytes say, entry by
// entry, whether an entry shares the layout or keeps words of its own.
void TestReader::childPositionsOfASharedLayout()
{
    const QByteArray pretty = "  <url>\n    <loc>https://a.example/%1</loc>\n"
                              "    <lastmod>2024-05-01</lastmod>\n    <priority>0.5</priority>\n"
                              "  </url>\n";
    const auto entry = [&](int n) {
        return QByteArray(pretty).replace("%1", QByteArray::number(n));
    };
    QByteArray body = "  <url><loc>https://a.example/odd</loc></url>\n"; // one of its own
    for (int n = 1; n <= 5; ++n)
        body += entry(n);
    body += "  <url>\n    <loc>https://a.example/img</loc>\n    <lastmod>2024-05-01</lastmod>\n"
            "    <priority>0.5</priority>\n    <image:image><image:loc>https://a.example/i.jpg"
            "</image:loc></image:image>\n  </url>\n";
    body += "  <url>\n    <loc>https://a.example/no-date</loc>\n    <priority>0.5</priority>\n"
            "  </url>\n";
    body += "\n" + entry(6); // the layout again, on a later line
    const QByteArray bytes = head +
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                             "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n" +
                             body + "</urlset>\n";
    const auto r = read(bytes);
    const SitemapFile &file = r->file();
    QCOMPARE(r->doc.entryCount(r->index), 9);

    // Where the n-th occurrence of what starts, as a line and column.
    const auto at = [&](const QByteArray &what, int n) {
        qsizetype offset = -1;
        for (int k = 0; k <= n; ++k)
            offset = bytes.indexOf(what, offset + 1);
        const int line = 1 + int(bytes.left(offset).count('\n'));
        const int column = int(offset - (bytes.lastIndexOf('\n', offset - 1) + 1)) + 1;
        return std::make_tuple(offset, line, column);
    };
    const auto position = [](const TextPosition &p) { return std::make_pair(p.line, p.column); };
    int lastmods = 0;
    int priorities = 0;
    for (int i = 0; i < 9; ++i) {
        const Entry &e = r->doc.entry(r->index, i);
        const auto [offset, line, column] = at("<url>", i);
        QCOMPARE(file.sourceOffset(e), qint64(offset));
        QCOMPARE(int(e.line), line);
        QCOMPARE(int(e.column), column);
        const auto [locOffset, locLine, locColumn] = at("<loc>", i);
        Q_UNUSED(locOffset);
        QCOMPARE(position(file.spot(e, Spot::Loc)), std::make_pair(locLine, locColumn));
        if (e.has(Field::LastMod)) {
            const auto [o, l, c] = at("<lastmod>", lastmods++);
            Q_UNUSED(o);
            QCOMPARE(position(file.spot(e, Spot::LastMod)), std::make_pair(l, c));
        } else {
            QCOMPARE(position(file.spot(e, Spot::LastMod)), std::make_pair(line, column));
        }
        if (e.has(Field::Priority)) {
            const auto [o, l, c] = at("<priority>", priorities++);
            Q_UNUSED(o);
            QCOMPARE(position(file.spot(e, Spot::Priority)), std::make_pair(l, c));
        }
    }
    const Entry &image = r->doc.entry(r->index, 6);
    const auto [imageOffset, imageLine, imageColumn] = at("<image:image>", 0);
    Q_UNUSED(imageOffset);
    QCOMPARE(position(file.spot(image, Spot::Extension, 0)),
             std::make_pair(imageLine, imageColumn));

    // The odd first entry and the first of the five keep words of their own (a
    // layout is shared once two entries in a row give it), as do the entry with an
    // image and the one without a date; the rest share it.
    const bool shared[] = {false, false, true, true, true, true, false, false, true};
    for (int i = 0; i < 9; ++i)
        QCOMPARE(r->doc.entry(r->index, i).hasSharedSpots(), shared[i]);
}

void TestReader::malformedKeepsEntriesBefore()
{
    const auto r = read(head + open09 + "<url><loc>https://a.example/1</loc></url>\n" +
                        "<url><loc>https://a.example/2</loc></url>\n" +
                        "<url><loc>https://a.example/?a=1&b=2</loc></url>\n" +
                        "<url><loc>https://a.example/4</loc></url>\n</urlset>\n");
    QVERIFY(r->file().malformed);
    QVERIFY(!r->file().fullyRead());
    QCOMPARE(r->doc.entryCount(r->index), 2);
    QCOMPARE(r->file().errorPosition.line, 5);
    QVERIFY(r->file().errorPosition.column > 1);
    QVERIFY(!r->file().errorMessage.isEmpty());

    const QByteArray whole = urlset("<url><loc>https://a.example/1</loc></url>"
                                    "<url><loc>https://a.example/2</loc></url>");
    const auto truncated = read(whole.left(whole.indexOf("https://a.example/2")));
    QVERIFY(truncated->file().malformed);
    QCOMPARE(truncated->doc.entryCount(truncated->index), 1);
}

void TestReader::notASitemap_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("looksLike");
    // RSS 2.0 and Atom 1.0 are feeds (tst_readv2); other versions are not sitemaps.
    QTest::newRow("rss 0.92") << QByteArray(
                                     "<?xml version=\"1.0\"?><rss version=\"0.92\"><channel>"
                                     "<item><link>https://a.example/</link></item></channel></rss>")
                              << QStringLiteral("RSS");
    QTest::newRow("atom 0.3") << QByteArray(
                                     "<feed xmlns=\"http://purl.org/atom/ns#\"><entry/></feed>")
                              << QStringLiteral("Atom");
    QTest::newRow("html well-formed")
        << QByteArray("<!DOCTYPE html><html><head><title>x</title></head><body/></html>")
        << QStringLiteral("HTML");
    QTest::newRow("html not well-formed")
        << QByteArray("<!doctype html>\n<html><head><meta charset=utf-8><br></head></html>")
        << QStringLiteral("HTML");
    QTest::newRow("aspnet siteMap")
        << QByteArray("<?xml version=\"1.0\" encoding=\"utf-8\" ?><siteMap><siteMapNode url=\"/\"/>"
                      "</siteMap>")
        << QStringLiteral("siteMap");
    QTest::newRow("json") << QByteArray("{\"urls\": [\"https://a.example/\"]}")
                          << QStringLiteral("JSON");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                            << QStringLiteral("binary");
}

void TestReader::notASitemap()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, looksLike);
    const auto r = read(bytes);
    QCOMPARE(r->file().kind, FileKind::Unknown);
    QVERIFY2(r->file().notSitemap.contains(looksLike, Qt::CaseInsensitive),
             qPrintable(r->file().notSitemap));
    QVERIFY2(!r->file().malformed, qPrintable(r->file().errorMessage));
    QCOMPARE(r->doc.entryCount(r->index), 0);
}

void TestReader::leadingContent()
{
    const auto php = read("<b>Warning</b>: session_start() in x.php on line 3\n" + head + open09 +
                          "<url><loc>https://a.example/</loc></url></urlset>");
    QCOMPARE(php->file().leadingContent.line, 1);
    QVERIFY(!php->file().malformed);
    QCOMPARE(php->doc.entryCount(php->index), 1);
    QCOMPARE(php->doc.entry(php->index, 0).line, 4u); // lines count from the file's start

    const auto blank = read("\n" + urlset("<url><loc>https://a.example/</loc></url>"));
    QCOMPARE(blank->file().leadingContent.line, 1);
    QCOMPARE(blank->doc.entryCount(blank->index), 1);

    const auto noDecl =
        read("junk " + open09 + "<url><loc>https://a.example/</loc></url></urlset>");
    QCOMPARE(noDecl->file().leadingContent.line, 1);
    QCOMPARE(noDecl->doc.entryCount(noDecl->index), 1);

    const auto clean = read("\n  " + open09 + "<url><loc>https://a.example/</loc></url></urlset>");
    QCOMPARE(clean->file().leadingContent.line, 0);
}

void TestReader::encodings()
{
    QString text =
        QString::fromUtf8(urlset("<url><loc>https://a.example/caf\xC3\xA9</loc></url>")); // café
    QStringEncoder toUtf16(QStringConverter::Utf16LE);
    const QByteArray utf16 = QByteArray("\xFF\xFE") + QByteArray(toUtf16(text));
    const auto r16 = read(utf16);
    QVERIFY(r16->file().utf16);
    QCOMPARE(r16->value(0, Field::Loc), QStringLiteral("https://a.example/caf\u00e9"));

    const QByteArray latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + open09 +
                              "<url><loc>https://a.example/caf\xE9</loc></url></urlset>";
    const auto rl = read(latin1);
    QCOMPARE(rl->file().declaredEncoding, QStringLiteral("ISO-8859-1"));
    QCOMPARE(rl->value(0, Field::Loc), QStringLiteral("https://a.example/caf\u00e9"));

    const auto ascii = read("<?xml version=\"1.0\" encoding=\"US-ASCII\"?>" + open09 +
                            "<url><loc>https://a.example/</loc></url></urlset>");
    QCOMPARE(ascii->file().declaredEncoding, QStringLiteral("US-ASCII"));
    QVERIFY(!ascii->file().nonAscii);
}

void TestReader::invalidUtf8ReadsOn()
{
    const auto r = read(head + open09 + "<url><loc>https://a.example/a</loc></url>\n" +
                        "<url><loc>https://a.example/caf\xE9</loc></url>\n" +
                        "<url><loc>https://a.example/c</loc></url>\n</urlset>");
    QCOMPARE(r->file().invalidUtf8.line, 4);
    QCOMPARE(r->doc.entryCount(r->index), 3);
    QCOMPARE(r->value(2, Field::Loc), QStringLiteral("https://a.example/c"));

    // The first bad byte is found wherever it falls against the 32- and 8-byte
    // steps of the ASCII fast path, and a valid sequence before it is passed over.
    const QByteArray line = "<url><loc>https://a.example/" + QByteArray(60, 'x') + "</loc></url>\n";
    for (int at = 0; at < 70; ++at) {
        QByteArray bad = line;
        bad[28 + at] = '\xFF';
        QByteArray valid = line;
        valid.replace(28, 2, "\xC3\xA9"); // an e with an acute accent, before the bad byte
        const auto x = read(head + open09 +
                            (at >= 2 ? valid.left(28 + at) + bad.mid(28 + at) : bad) + "</urlset>");
        QCOMPARE(x->file().invalidUtf8.line, 3);
        QCOMPARE(x->file().invalidUtf8.column, 29 + at - (at >= 2 ? 1 : 0));
    }
}

void TestReader::textSitemap()
{
    const auto r =
        read("\xEF\xBB\xBFhttps://a.example/\r\n\r\nhttps://a.example/b\r\n  not a url  \n"
             "ftp://a.example/c",
             QStringLiteral("urls.txt"));
    QCOMPARE(r->file().kind, FileKind::Text);
    QVERIFY(r->file().bom);
    QCOMPARE(r->doc.entryCount(r->index), 4);
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("https://a.example/"));
    QCOMPARE(r->value(1, Field::Loc), QStringLiteral("https://a.example/b"));
    QCOMPARE(r->doc.entry(r->index, 1).line, 3u);
    QCOMPARE(r->value(2, Field::Loc), QStringLiteral("not a url"));
    QCOMPARE(r->doc.entry(r->index, 2).column, 3u);
    QCOMPARE(r->value(3, Field::Loc), QStringLiteral("ftp://a.example/c"));
}

void TestReader::gzipByBytes()
{
    const QByteArray xml = urlset("<url><loc>https://a.example/</loc></url>");
    const auto plainName = read(gzip(xml), QStringLiteral("sitemap.xml"));
    QVERIFY(plainName->file().gzip);
    QCOMPARE(plainName->doc.entryCount(plainName->index), 1);
    QCOMPARE(plainName->file().uncompressedSize, qint64(xml.size()));

    const auto fakeGz = read(xml, QStringLiteral("sitemap.xml.gz"));
    QVERIFY(!fakeGz->file().gzip);
    QCOMPARE(fakeGz->doc.entryCount(fakeGz->index), 1);
}

void TestReader::gzipTruncated()
{
    QByteArray body;
    for (int i = 0; i < 2000; ++i)
        body += "<url><loc>https://a.example/page-" + QByteArray::number(i) + "</loc></url>\n";
    const QByteArray gz = gzip(urlset(body));
    const auto r = read(gz.left(gz.size() / 2), QStringLiteral("s.xml.gz"));
    QVERIFY(r->file().gzip);
    QVERIFY(r->file().gzipCorrupt);
    QVERIFY(!r->file().gzipError.isEmpty());
    QVERIFY(r->doc.entryCount(r->index) > 100);
    QVERIFY(r->doc.entryCount(r->index) < 2000);
    QVERIFY(!r->file().fullyRead());
}

void TestReader::gunzipWithoutFileFacts()
{
    // The one gunzip, as the writer and the tests call it: the whole content of a
    // good stream (two members too), and "not complete" for one cut short or over
    // the limit.
    QByteArray body;
    for (int i = 0; i < 2000; ++i)
        body += "<url><loc>https://a.example/page-" + QByteArray::number(i) + "</loc></url>\n";
    const QByteArray xml = urlset(body);
    const QByteArray gz = gzip(xml);
    bool complete = false;
    QCOMPARE(Reading::gunzip(gz, xml.size() + 1, &complete), xml);
    QVERIFY(complete);
    QCOMPARE(Reading::gunzip(gz + gzip("<!-- more -->"), xml.size() + 64, &complete),
             xml + "<!-- more -->");
    QVERIFY(complete);
    const QByteArray cut = Reading::gunzip(gz.left(gz.size() / 2), xml.size() + 1, &complete);
    QVERIFY(!complete);
    QVERIFY(!cut.isEmpty() && xml.startsWith(cut));
    QCOMPARE(Reading::gunzip(gz, 100, &complete), xml.left(100));
    QVERIFY(!complete);
    QCOMPARE(gunzip(gz), xml);
    QVERIFY(gunzip(gz.left(gz.size() / 2)).isEmpty());
}

void TestReader::gzipBombStopsAtLimit()
{
    // 64 MiB of zeros inside a comment compress to about 64 KiB.
    QByteArray bomb = head + open09 + "<!--";
    bomb += QByteArray(64 << 20, ' ');
    bomb += "--></urlset>";
    const QByteArray gz = gzip(bomb);
    bomb.clear();
    ReadOptions options;
    options.maxBytes = 8 << 20;
    const auto r = read(gz, QStringLiteral("bomb.xml.gz"), options);
    QVERIFY(r->file().tooLarge);
    QVERIFY(r->file().truncatedAtLimit);
    QVERIFY(r->file().uncompressedSize <= options.maxBytes);
}

void TestReader::entitiesNeverExpanded()
{
    QByteArray lol = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset [\n<!ENTITY a \"aaaaaaaaaa\">\n";
    char prev = 'a';
    for (char c = 'b'; c <= 'j'; ++c) {
        lol += QByteArray("<!ENTITY ") + c + " \"";
        for (int i = 0; i < 10; ++i)
            lol += QByteArray("&") + prev + ";";
        lol += "\">\n";
        prev = c;
    }
    lol += "]>\n" + open09 + "<url><loc>https://a.example/&j;</loc></url></urlset>";
    const auto r = read(lol);
    // Stopped at the DOCTYPE (xml-entity-declared), nothing expanded, nothing read.
    QVERIFY(r->file().entityDeclared);
    QVERIFY(!r->file().malformed);
    QCOMPARE(r->doc.entryCount(r->index), 0);
    QCOMPARE(r->file().doctype.line, 2);
}

void TestReader::externalEntityNeverRead()
{
    QTemporaryDir dir;
    const QString secret = writeFile(dir.path(), QStringLiteral("secret.txt"), "TOPSECRET");
    const QByteArray xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE urlset SYSTEM \"file://" +
                           secret.toUtf8() + "\">\n" + open09 +
                           "<url><loc>https://a.example/</loc></url></urlset>";
    const auto r = read(xml);
    QCOMPARE(r->doc.entryCount(r->index), 1);
    QVERIFY(!r->value(0, Field::Loc).contains(QLatin1String("TOPSECRET")));
}

void TestReader::deepNesting()
{
    QByteArray deep = head + open09 + "<url><loc>https://a.example/</loc><x:a xmlns:x=\"urn:x\">";
    const int levels = 200000;
    deep += QByteArray("<x:a>").repeated(levels);
    deep += QByteArray("</x:a>").repeated(levels);
    deep += "</x:a></url></urlset>";
    const auto r = read(deep);
    QVERIFY(!r->file().malformed);
    QCOMPARE(r->doc.entryCount(r->index), 1);
    QCOMPARE(r->doc.entry(r->index, 0).extensionCount, quint32(1));
}

void TestReader::cancelAndProgress()
{
    QByteArray body;
    for (int i = 0; i < 200000; ++i)
        body += "<url><loc>https://a.example/page-" + QByteArray::number(i) + "</loc></url>\n";
    const QByteArray xml = urlset(body);

    qint64 lastDone = 0;
    ReadOptions options;
    options.progress = [&](qint64 done, qint64 total) {
        QVERIFY(done <= total);
        QVERIFY(done >= lastDone);
        lastDone = done;
    };
    const auto whole = read(xml, QStringLiteral("s.xml"), options);
    QCOMPARE(whole->doc.entryCount(whole->index), 200000);
    QCOMPARE(lastDone, qint64(xml.size()));

    std::atomic<bool> cancel{true};
    ReadOptions cancelling;
    cancelling.cancel = &cancel;
    SitemapDocument doc;
    ReadStatus status = ReadStatus::Ok;
    const int index =
        SitemapReader::readBytes(doc, xml, QStringLiteral("s.xml"), cancelling, &status);
    QCOMPARE(status, ReadStatus::Cancelled);
    QVERIFY(!doc.file(index).fullyRead());
    QVERIFY(doc.entryCount(index) < 200000);
}

void TestReader::indexSet()
{
    QTemporaryDir dir;
    const QByteArray child = urlset("<url><loc>https://a.example/1</loc></url>"
                                    "<url><loc>https://a.example/2</loc></url>");
    writeFile(dir.path(), QStringLiteral("posts.xml"), child);
    writeFile(dir.path(), QStringLiteral("pages.xml.gz"), gzip(child));
    writeFile(dir.path(), QStringLiteral("nested.xml"),
              "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"/>");
    const QString index = writeFile(
        dir.path(), QStringLiteral("sitemap.xml"),
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
        "<sitemap><loc>https://a.example/posts.xml</loc></sitemap>"
        "<sitemap><loc>https://a.example/pages.xml</loc></sitemap>"       // found as .gz
        "<sitemap><loc>https://a.example/missing.xml?x=1</loc></sitemap>" // not there
        "<sitemap><loc>https://a.example/nested.xml</loc></sitemap>"
        "<sitemap><loc>https://a.example/sub/posts.xml</loc></sitemap>" // same name: same file
        "</sitemapindex>");
    SitemapDocument doc;
    QCOMPARE(DocumentLoader::load(doc, index, QStringLiteral("https://a.example/sitemap.xml")),
             ReadStatus::Ok);
    QCOMPARE(doc.fileCount(), 4);
    const SitemapFile &main = doc.file(0);
    QVERIFY(main.isIndex());
    QCOMPARE(main.childFile.size(), size_t(5));
    QCOMPARE(doc.file(main.childFile[0]).path, dir.filePath(QStringLiteral("posts.xml")));
    QVERIFY(doc.file(main.childFile[1]).gzip);
    QCOMPARE(doc.entryCount(main.childFile[1]), 2);
    QCOMPARE(main.childFile[2], -1);
    QVERIFY(doc.file(main.childFile[3]).isIndex());
    QCOMPARE(main.childFile[4], main.childFile[0]);
    QCOMPARE(doc.file(main.childFile[0]).ownUrl, QStringLiteral("https://a.example/posts.xml"));
    QCOMPARE(doc.file(main.childFile[0]).parentFile, 0);
    QCOMPARE(doc.totalEntryCount(), qint64(5 + 2 + 2));
}

void TestReader::indexConfinement()
{
    QTemporaryDir dir;
    QDir(dir.path()).mkdir(QStringLiteral("site"));
    const QString outside = writeFile(dir.path(), QStringLiteral("private.xml"),
                                      urlset("<url><loc>https://a.example/secret</loc></url>"));
    QFile::link(outside, dir.filePath(QStringLiteral("site/link.xml")));
    const QString index =
        writeFile(dir.path(), QStringLiteral("site/sitemap.xml"),
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                  "<sitemap><loc>../private.xml</loc></sitemap>"
                  "<sitemap><loc>https://a.example/..%2Fprivate.xml</loc></sitemap>"
                  "<sitemap><loc>" +
                      outside.toUtf8() +
                      "</loc></sitemap>"
                      "<sitemap><loc>https://a.example/link.xml</loc></sitemap>"
                      "<sitemap><loc>https://a.example/..</loc></sitemap>"
                      "</sitemapindex>");
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    // "../private.xml" and the absolute path name private.xml, which is not in site/.
    QCOMPARE(doc.fileCount(), 1);
    for (int child : doc.file(0).childFile)
        QCOMPARE(child, -1);
}

void TestReader::unreadableFiles()
{
    QTemporaryDir dir;
    SitemapDocument doc;
    DocumentLoader::load(doc, dir.filePath(QStringLiteral("nope.xml")));
    QVERIFY(doc.file(0).unreadable);
    QVERIFY(doc.file(0).readError.contains(QLatin1String("no such file")));
    DocumentLoader::load(doc, dir.path());
    QVERIFY(doc.file(0).unreadable);
    QVERIFY(doc.file(0).readError.contains(QLatin1String("directory")));
}

// A large file is read in two halves at once: every byte lands in its place, and
// the limits (the plain one, the one for gzip data) still cut where they say.
void TestReader::largeFileBytesExact()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray bytes(9 * (1 << 20) + 7, Qt::Uninitialized);
    quint32 state = 12345;
    for (char &c : bytes) {
        state = state * 1664525u + 1013904223u;
        c = char(state >> 24);
    }
    bytes[0] = '<';
    const QString plain = dir.filePath(QStringLiteral("large.xml"));
    QFile out(plain);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(bytes), qint64(bytes.size()));
    out.close();

    // Without a look at the bytes, and with one that never stops the read: its first
    // MiB is read on its own first, then the rest after it, on two threads when the
    // file is large, or a MiB at a time when the file is over the limit.
    const FileAccess::StopAt neverStops = [](QByteArrayView, qsizetype) { return qsizetype(-1); };
    for (const FileAccess::StopAt &stopAt : {FileAccess::StopAt(), neverStops}) {
        const qint64 unlimited = qint64(1) << 40;
        bytes[0] = '<';
        bytes[1] = char(0x12);
        QFile rewrite(plain);
        QVERIFY(rewrite.open(QIODevice::WriteOnly));
        QCOMPARE(rewrite.write(bytes), qint64(bytes.size()));
        rewrite.close();
        FileAccess::ReadResult r = FileAccess::readFile(plain, unlimited, unlimited, false, stopAt);
        QVERIFY(r.ok);
        QCOMPARE(r.bytes.size(), bytes.size());
        QVERIFY(r.bytes == bytes);

        // Limit plus one byte: one more says there was more.
        const qint64 limit = 5 * (1 << 20) + 3;
        r = FileAccess::readFile(plain, limit, unlimited, false, stopAt);
        QVERIFY(r.ok);
        QCOMPARE(qint64(r.bytes.size()), limit + 1);
        QVERIFY(r.bytes == bytes.first(limit + 1));

        // Starting with the gzip magic bytes, the gzip limit applies.
        bytes[0] = char(0x1f);
        bytes[1] = char(0x8b);
        const QString gz = dir.filePath(QStringLiteral("large.xml.gz"));
        QFile outGz(gz);
        QVERIFY(outGz.open(QIODevice::WriteOnly));
        QCOMPARE(outGz.write(bytes), qint64(bytes.size()));
        outGz.close();
        r = FileAccess::readFile(gz, 1 << 20, limit, false, stopAt);
        QVERIFY(r.ok);
        QCOMPARE(qint64(r.bytes.size()), limit + 1);
        QVERIFY(r.bytes == bytes.first(limit + 1));
        r = FileAccess::readFile(gz, 1 << 20, unlimited, false, stopAt);
        QVERIFY(r.ok);
        QVERIFY(r.bytes == bytes);
    }
}

void TestReader::fileLongerThanItsStatedSize()
{
    // A file's size is taken at the start to size the buffer; a file that holds
    // more (it grew meanwhile; here a /proc file, which says 0) is read to its end,
    // byte for byte, in both read paths.
    for (const char *name : {"/proc/self/cmdline", "/proc/version", "/proc/self/stat"}) {
        const QString path = QString::fromLatin1(name);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            QSKIP("no /proc to read files whose size is not what stat() says");
        const QByteArray expected = file.readAll();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(QFileInfo(path).size(), qint64(0));
        const qint64 unlimited = qint64(1) << 40;
        const FileAccess::ReadResult r = FileAccess::readFile(path, unlimited, unlimited, false);
        QVERIFY2(r.ok, qPrintable(r.error));
        if (path.endsWith(QLatin1String("stat"))) {
            // Times in it move on; its start (the process id and name) does not.
            QVERIFY(r.bytes.startsWith(expected.first(expected.indexOf(')') + 1)));
        } else {
            QCOMPARE(r.bytes, expected);
        }
        // The limit applies to what is read beyond the stated size too.
        const FileAccess::ReadResult limited = FileAccess::readFile(path, 3, unlimited, false);
        QVERIFY(limited.ok);
        QCOMPARE(limited.bytes, expected.first(4));
    }
}

namespace {

// The first invalid UTF-8 sequence by the book, one byte at a time: where it starts.
qsizetype referenceFirstInvalid(QByteArrayView d)
{
    const auto at = [&](qsizetype i) { return uchar(d[i]); };
    for (qsizetype i = 0; i < d.size();) {
        const uchar c = at(i);
        int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + len > d.size())
            return i;
        quint32 cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len; ++k) {
            if ((at(i + k) >> 6) != 2)
                return i;
            cp = cp << 6 | (at(i + k) & 0x3F);
        }
        const quint32 least[] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += len;
    }
    return -1;
}

} // namespace

void TestReader::invalidUtf8InLargeInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    // 3 MiB of text in several scripts (1 to 4 bytes a character); a large input
    // is tested in two halves at once, split near its middle.
    QByteArray text;
    const QByteArray pieces[] = {"<loc>https://a.example/x?a=1&amp;b=2</loc>\n",
                                 "Stra\xc3\x9f"
                                 "e ",
                                 "\xe2\x82\xac ", "\xf0\x9f\x98\x80", "\xe6\x97\xa5\xe6\x9c\xac"};
    for (int i = 0; text.size() < 3 * (1 << 20); ++i)
        text += pieces[(i * 7) % 5];
    // Characters of 3 and 4 bytes all around the middle, so that one of them
    // crosses it whatever the shift.
    QByteArray wide;
    for (int i = 0; i < 16; ++i)
        wide += i % 2 ? "\xf0\x9f\x98\x80" : "\xe6\x97\xa5";
    text.insert(text.size() / 2 - wide.size() / 2, wide);
    const qsizetype middle = text.size() / 2;
    for (int shift = 0; shift < 8; ++shift)
        QTest::addRow("valid, shifted by %d", shift) << QByteArray(shift, 'a') + text;
    const QByteArray bad[] = {"\xff",         "\x80",     "\xc3",         "\xe2\x82",
                              "\xf0\x9f\x98", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80"};
    for (const qsizetype base : {qsizetype(10), middle - 300, middle, text.size() - 5}) {
        const qsizetype around = base == middle ? 4 : 0; // every byte next to the split
        for (qsizetype shift = -around; shift <= around; ++shift) {
            for (const QByteArray &b : bad) {
                QByteArray bytes = text;
                const qsizetype at = std::clamp<qsizetype>(base + shift, 0, bytes.size() - 1);
                bytes.replace(at, b.size(), b);
                QTest::addRow("%s at %lld", b.toHex().constData(), qlonglong(at)) << bytes;
            }
        }
    }
    // Two faults, one in each half: the first is the one found.
    QByteArray two = text;
    two[middle + 1000] = char(0xff);
    two[middle - 1000] = char(0xfe);
    QTest::newRow("one in each half") << two;
    // Continuation bytes all across the middle.
    QByteArray run = text;
    run.replace(middle - 3, 8, QByteArray(8, char(0x80)));
    QTest::newRow("continuation bytes across the middle") << run;
}

void TestReader::invalidUtf8InLargeInput()
{
    QFETCH(QByteArray, bytes);
    QCOMPARE(Reading::firstInvalidUtf8(bytes), referenceFirstInvalid(bytes));
}

QTEST_GUILESS_MAIN(TestReader)
#include "tst_reader.moc"
