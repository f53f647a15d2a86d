// SPDX-License-Identifier: GPL-3.0-or-later
// What the reader reads beyond the protocol (PROTOCOL.md section 1 and 4.1, the
// (v2) parts): RSS 2.0 and Atom 1.0 feeds, prefixes used without a declaration,
// DOCTYPEs with and without entity declarations, positions at the element at
// fault, and xml-malformed at the character that breaks the XML with words that
// say what is wrong there. Each with a trigger and a near miss; the fast scanner,
// expat and the two-thread read must agree on every position.

#include "documentdump.h"
#include "fastxmlscanner.h"
#include "lastmod.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "validator.h"

#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
const QByteArray open09 = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";

struct Read
{
    SitemapDocument doc;
    int index = -1;
    const SitemapFile &file() const { return doc.file(index); }
    const Entry &entry(int e) const { return doc.entry(index, e); }
    QString value(int e, Field f) const { return doc.value(index, e, f); }
    TextPosition spot(int e, Spot which, int child = 0) const
    {
        return file().spot(entry(e), which, child);
    }
};

std::unique_ptr<Read> read(const QByteArray &bytes, const ReadOptions &options = {})
{
    auto r = std::make_unique<Read>();
    r->index = SitemapReader::readBytes(r->doc, bytes, QStringLiteral("s.xml"), options);
    return r;
}

QString at(const TextPosition &p)
{
    return QStringLiteral("%1:%2").arg(p.line).arg(p.column);
}

// The problems of rule in the file, as "line:column".
QStringList problemsAt(const SitemapDocument &doc, const QString &rule)
{
    Validator validator(const_cast<SitemapDocument *>(&doc));
    QStringList out;
    for (const Problem &p : validator.allProblems()) {
        if (p.rule == rule)
            out << QStringLiteral("%1:%2").arg(p.line).arg(p.column);
    }
    return out;
}

// Reads bytes three ways (fast scanner, expat alone, split on two threads wherever
// the reader can) and checks that everything read, positions included, agrees.
void compareThreeWays(const QByteArray &bytes)
{
    ReadOptions serial;
    serial.parallel = false;
    const auto fast = read(bytes, serial);
    FastXmlScanner::setEnabled(false);
    const auto slow = read(bytes, serial);
    FastXmlScanner::setEnabled(true);
    ReadOptions split;
    split.splitMinBytes = 1;
    const auto two = read(bytes, split);
    QCOMPARE(dumpDocument(slow->doc), dumpDocument(fast->doc));
    QCOMPARE(dumpDocument(two->doc), dumpDocument(fast->doc));
}

} // namespace

class TestReadV2 : public QObject
{
    Q_OBJECT

private slots:
    void rssFeed();
    void atomFeed();
    void feedNearMisses_data();
    void feedNearMisses();
    void feedCheckedAndConverted();
    void pubDates();
    void undeclaredPrefixes();
    void undeclaredPrefixNearMiss();
    void undeclaredPrefixConvertAgreesWithCheck();
    void doctypeReadPast();
    void doctypeWithEntitiesStops_data();
    void doctypeWithEntitiesStops();
    void positionsAtTheElement();
    void positionsAtTheElementMinified();
    void positionsFarFromTheEntry();
    void positionsAgreeThreeWays();
    void malformedAtTheCause_data();
    void malformedAtTheCause();
};

void TestReadV2::rssFeed()
{
    const auto r = read(head + "<rss version=\"2.0\">\n<channel>\n  <title>News</title>\n"
                               "  <link>https://a.example/</link>\n"
                               "  <item>\n    <title>One</title>\n"
                               "    <link>https://a.example/1</link>\n"
                               "    <pubDate>Tue, 02 Jan 2024 10:00:00 GMT</pubDate>\n"
                               "    <link>https://a.example/other</link>\n  </item>\n"
                               "  <item><title>No link</title></item>\n"
                               "  <item><link>https://a.example/3</link></item>\n"
                               "</channel>\n</rss>\n");
    QCOMPARE(r->file().kind, FileKind::Feed);
    QCOMPARE(r->file().feed, FeedKind::Rss2);
    QCOMPARE(fileKindName(r->file().kind), QStringLiteral("feed"));
    QVERIFY(r->file().fullyRead());
    QCOMPARE(r->doc.entryCount(r->index), 3);
    // The channel's own <link> is no entry; an item's first <link> is its loc.
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("https://a.example/1"));
    QCOMPARE(r->value(0, Field::LastMod), QStringLiteral("Tue, 02 Jan 2024 10:00:00 GMT"));
    QVERIFY(!r->entry(1).has(Field::Loc)); // loc-missing
    QCOMPARE(r->value(2, Field::Loc), QStringLiteral("https://a.example/3"));
    // Nothing else of the feed is kept.
    QCOMPARE(r->entry(0).extensionCount, 0u);
    QVERIFY(r->doc.pool().view(r->entry(0).extensions).isEmpty());
    QCOMPARE(r->entry(0).repeated, quint8(0));
    // Positions: the item, its <link>, its <pubDate>.
    QCOMPARE(at({int(r->entry(0).line), int(r->entry(0).column)}), QStringLiteral("6:3"));
    QCOMPARE(at(r->spot(0, Spot::Loc)), QStringLiteral("8:5"));
    QCOMPARE(at(r->spot(0, Spot::LastMod)), QStringLiteral("9:5"));
    QCOMPARE(at(r->file().rootPosition), QStringLiteral("2:1"));
}

void TestReadV2::atomFeed()
{
    const auto r = read(head + "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<title>T</title>\n"
                               "<link href=\"https://a.example/\"/>\n"
                               "<entry>\n  <link rel=\"self\" href=\"https://a.example/self\"/>\n"
                               "  <link rel=\"alternate\" href=\"https://a.example/1\"/>\n"
                               "  <updated>2024-01-02T10:00:00Z</updated>\n</entry>\n"
                               "<entry><link href=\"https://a.example/2\"/></entry>\n"
                               "<entry><link rel=\"edit\" href=\"https://a.example/e\"/></entry>\n"
                               "</feed>\n");
    QCOMPARE(r->file().kind, FileKind::Feed);
    QCOMPARE(r->file().feed, FeedKind::Atom);
    QCOMPARE(r->doc.entryCount(r->index), 3);
    QCOMPARE(r->value(0, Field::Loc), QStringLiteral("https://a.example/1"));
    QCOMPARE(r->value(0, Field::LastMod), QStringLiteral("2024-01-02T10:00:00Z"));
    QCOMPARE(r->value(1, Field::Loc), QStringLiteral("https://a.example/2"));
    QVERIFY(!r->entry(2).has(Field::Loc)); // only rel="edit": loc-missing
    QCOMPARE(at(r->spot(0, Spot::Loc)), QStringLiteral("7:3"));
    QCOMPARE(at(r->spot(0, Spot::LastMod)), QStringLiteral("8:3"));
}

void TestReadV2::feedNearMisses_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("looks");
    QTest::newRow("rss 0.91") << QByteArray("<rss version=\"0.91\"><channel><item><link>"
                                            "https://a.example/1</link></item></channel></rss>")
                              << QStringLiteral("an RSS feed");
    QTest::newRow("rss 2.0 without channel")
        << QByteArray("<rss version=\"2.0\"><item><link>https://a.example/1</link></item></rss>")
        << QStringLiteral("an RSS 2.0 file without a <channel>");
    QTest::newRow("rss 1.0 rdf")
        << QByteArray("<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" "
                      "xmlns=\"http://purl.org/rss/1.0/\"><item><link>https://a.example/1</link>"
                      "</item></rdf:RDF>")
        << QStringLiteral("an RSS feed");
    QTest::newRow("atom 0.3") << QByteArray("<feed xmlns=\"http://purl.org/atom/ns#\"><entry>"
                                            "<link href=\"https://a.example/1\"/></entry></feed>")
                              << QStringLiteral("an Atom feed");
    QTest::newRow("rss in a namespace")
        << QByteArray("<rss xmlns=\"urn:x\" version=\"2.0\"><channel/></rss>")
        << QStringLiteral("an RSS feed");
}

void TestReadV2::feedNearMisses()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, looks);
    const auto r = read(head + bytes);
    QCOMPARE(r->file().kind, FileKind::Unknown);
    QCOMPARE(r->file().notSitemap, looks);
    QCOMPARE(r->doc.entryCount(r->index), 0);
}

void TestReadV2::feedCheckedAndConverted()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir.path(), QStringLiteral("feed.xml"),
                  head + "<rss version=\"2.0\"><channel><item><link>https://a.example/1</link>"
                         "<pubDate>Tue, 02 Jan 2024 10:00:00 GMT</pubDate></item>"
                         "<item><link>https://a.example/2</link>"
                         "<pubDate>2 Jan 2024 12:30 +0200</pubDate></item></channel></rss>\n");
    const ToolResult check = runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QVERIFY2(check.out.contains("\"kind\":\"feed\""), check.out.constData());
    QVERIFY2(check.out.contains("\"entries\":2"), check.out.constData());
    QVERIFY2(!check.out.contains("not-a-sitemap"), check.out.constData());
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult convert =
        runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, path});
    QVERIFY2(convert.exitCode == 0, convert.err.constData());
    const QByteArray written = readAll(out + QStringLiteral("/feed.xml"));
    QVERIFY2(written.contains("<urlset"), written.constData());
    QVERIFY(written.contains("<loc>https://a.example/2</loc>"));
    QVERIFY(!written.contains("rss"));
    // pubDates become the W3C form of the same instant, in their own offset.
    QVERIFY2(written.contains("<lastmod>2024-01-02T10:00:00+00:00</lastmod>"), written.constData());
    QVERIFY(written.contains("<lastmod>2024-01-02T12:30:00+02:00</lastmod>"));
    QVERIFY2(!check.out.contains("lastmod-"), check.out.constData());
    QVERIFY2(check.out.contains("feed-sitemap"), check.out.constData());
}

void TestReadV2::pubDates()
{
    using LastMod::Verdict;
    QCOMPARE(LastMod::checkRfc822(u"Tue, 02 Jan 2024 10:00:00 GMT").verdict, Verdict::Valid);
    QCOMPARE(LastMod::checkRfc822(u"02 Jan 2024 10:00 -0500").verdict, Verdict::Valid);
    QCOMPARE(LastMod::checkRfc822(u"2 Jan 2024 10:00:00 PDT").verdict, Verdict::Valid);
    QCOMPARE(LastMod::checkRfc822(u"Tue, 02 Jan 2024 10:00:00").verdict, Verdict::NoTimezone);
    QCOMPARE(LastMod::checkRfc822(u"Tue, 30 Feb 2024 10:00:00 GMT").verdict, Verdict::InvalidDate);
    QCOMPARE(LastMod::checkRfc822(u"Wed, 02 Jan 2024 10:00:00 GMT").verdict,
             Verdict::InvalidDate); // 2 January 2024 was a Tuesday
    QCOMPARE(LastMod::checkRfc822(u"02 Jan 2024 25:00:00 GMT").verdict, Verdict::InvalidDate);
    QCOMPARE(LastMod::checkRfc822(u"2024-01-02T10:00:00Z").verdict, Verdict::Format);
    QCOMPARE(LastMod::checkRfc822(u"02 January 2024 10:00:00 GMT").verdict, Verdict::Format);
    // RFC 822's two-digit year (rule book version 3): 24 is 2024.
    QCOMPARE(LastMod::checkRfc822(u"02 Jan 24 10:00:00 GMT").verdict, Verdict::Valid);
    QCOMPARE(LastMod::checkRfc822(u"02 Jan 024 10:00:00 GMT").verdict, Verdict::Format);
    QCOMPARE(LastMod::rfc822ToW3c(u"Tue, 02 Jan 2024 10:00:00 EST"),
             QStringLiteral("2024-01-02T10:00:00-05:00"));
    const LastMod::Result a = LastMod::checkRfc822(u"02 Jan 2024 10:00:00 +0200");
    const LastMod::Result b = LastMod::check(QStringView(u"2024-01-02T08:00:00Z"));
    QCOMPARE(a.msecsSinceEpoch, b.msecsSinceEpoch);
}

void TestReadV2::undeclaredPrefixes()
{
    // An edited generator file: xsi used on the root, never declared, no xmlns at all;
    // and a vendor element whose prefix is never declared.
    const auto r = read(head + "<urlset xsi:schemaLocation=\"http://www.sitemaps.org/schemas/"
                               "sitemap/0.9 sitemap.xsd\"><url><loc>https://a.example/1</loc>"
                               "<lastmod>2024-01-01</lastmod></url>\n"
                               "<url><loc>https://a.example/2</loc><v:tag v:a=\"1\">x</v:tag>"
                               "</url>\n</urlset>\n");
    QVERIFY2(r->file().fullyRead(), qPrintable(r->file().errorMessage));
    QCOMPARE(r->file().kind, FileKind::UrlSet);
    QCOMPARE(r->file().namespaceKind, NamespaceKind::Missing);
    QCOMPARE(r->doc.entryCount(r->index), 2);
    QCOMPARE(r->file().undeclaredPrefixes,
             QStringList({QStringLiteral("xsi"), QStringLiteral("v")}));
    QCOMPARE(at(r->file().undeclaredPrefixAt), QStringLiteral("2:1"));
    // Positions are those of the file, not of the declarations added to read it.
    QCOMPARE(at({int(r->entry(0).line), int(r->entry(0).column)}), QStringLiteral("2:86"));
    QCOMPARE(at(r->spot(0, Spot::LastMod)), QStringLiteral("2:121"));
    QCOMPARE(at(r->spot(1, Spot::Extension, 0)), QStringLiteral("3:36"));
    // The element is kept like one of an unknown namespace.
    QCOMPARE(r->entry(1).extensionCount, 1u);
    QVERIFY(QString::fromUtf8(r->doc.pool().view(r->entry(1).extensions))
                .contains(QLatin1String("v:tag")));
    compareThreeWays(head + "<urlset xsi:schemaLocation=\"x\">\n<url><loc>https://a.example/1"
                            "</loc><v:tag/></url>\n</urlset>\n");
}

void TestReadV2::undeclaredPrefixNearMiss()
{
    const auto r =
        read(head + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                    "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
                    "xsi:schemaLocation=\"x\"><url><loc>https://a.example/1</loc></url></urlset>");
    QVERIFY(r->file().fullyRead());
    QVERIFY(r->file().undeclaredPrefixes.isEmpty());
    QCOMPARE(r->file().undeclaredPrefixAt.line, 0);
    // A prefix declared on an inner element is bound there: nothing undeclared.
    const auto inner = read(head + open09 +
                            "<url><loc>https://a.example/1</loc><v:tag xmlns:v=\"urn:v\"/></url>"
                            "</urlset>");
    QVERIFY(inner->file().fullyRead());
    QVERIFY(inner->file().undeclaredPrefixes.isEmpty());
}

void TestReadV2::undeclaredPrefixConvertAgreesWithCheck()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir.path(), QStringLiteral("gen.xml"),
                  head + "<urlset xsi:schemaLocation=\"http://www.sitemaps.org/schemas/sitemap/0.9"
                         " sitemap.xsd\">\n<url><loc>https://a.example/1</loc></url>\n"
                         "<url><loc>https://a.example/2</loc><v:tag v:a=\"1\">x</v:tag></url>\n"
                         "</urlset>\n");
    const ToolResult check = runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QVERIFY2(check.out.contains("\"entries\":2"), check.out.constData());
    QVERIFY2(!check.out.contains("xml-malformed"), check.out.constData());
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult convert =
        runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, path});
    QVERIFY2(convert.exitCode == 0, (convert.err + convert.out).constData());
    QVERIFY(!convert.err.contains("unknown root"));
    QVERIFY2((convert.out + convert.err).contains("prefix-undeclared"),
             (convert.out + convert.err).constData());
    const QByteArray written = readAll(out + QStringLiteral("/gen.xml"));
    QVERIFY(written.contains("<loc>https://a.example/2</loc>"));
    QVERIFY2(!written.contains("v:tag") && !written.contains("xsi"), written.constData());
}

void TestReadV2::doctypeReadPast()
{
    const auto r = read(head + "<!DOCTYPE urlset SYSTEM \"sitemap.dtd\">\n" + open09 +
                        "<url><loc>https://a.example/1</loc></url></urlset>\n");
    QVERIFY(r->file().fullyRead());
    QCOMPARE(r->doc.entryCount(r->index), 1);
    QCOMPARE(at(r->file().doctype), QStringLiteral("2:1"));
    QVERIFY(!r->file().entityDeclared);
    // Near miss: no DOCTYPE.
    const auto plain = read(head + open09 + "<url><loc>https://a.example/1</loc></url></urlset>");
    QCOMPARE(plain->file().doctype.line, 0);
    // An internal subset with other declarations only is read past too.
    const auto elements = read(head + "<!DOCTYPE urlset [\n<!ELEMENT urlset ANY>\n]>\n" + open09 +
                               "<url><loc>https://a.example/1</loc></url></urlset>\n");
    QVERIFY(elements->file().fullyRead());
    QCOMPARE(elements->doc.entryCount(elements->index), 1);
    QVERIFY(!elements->file().entityDeclared);
}

void TestReadV2::doctypeWithEntitiesStops_data()
{
    QTest::addColumn<QByteArray>("doctype");
    QTest::newRow("internal") << QByteArray(
        "<!DOCTYPE urlset [<!ENTITY x \"https://a.example/\">]>");
    QTest::newRow("external") << QByteArray(
        "<!DOCTYPE urlset [<!ENTITY x SYSTEM \"/etc/passwd\">]>");
    QTest::newRow("parameter") << QByteArray("<!DOCTYPE urlset [<!ENTITY % p \"x\">]>");
    QTest::newRow("second line") << QByteArray(
        "<!DOCTYPE urlset [\n<!ELEMENT urlset ANY>\n<!ENTITY x \"y\">]>");
}

void TestReadV2::doctypeWithEntitiesStops()
{
    QFETCH(QByteArray, doctype);
    const auto r = read(head + " " + doctype + "\n" + open09 +
                        "<url><loc>&x;</loc></url><url><loc>https://a.example/1</loc></url>"
                        "</urlset>\n");
    QVERIFY(r->file().entityDeclared);
    QCOMPARE(r->doc.entryCount(r->index), 0);
    QCOMPARE(r->file().kind, FileKind::Unknown);
    QVERIFY(r->file().notSitemap.isEmpty());
    QVERIFY(r->file().rootNamespace.isEmpty());
    QVERIFY(!r->file().malformed);
    QCOMPARE(at(r->file().doctype), QStringLiteral("2:2"));
}

void TestReadV2::positionsAtTheElement()
{
    const QByteArray bytes =
        head + open09 +
        "  <url>\n"
        "    <loc>notaurl</loc>\n"
        "    <lastmod>yesterday</lastmod>\n"
        "    <changefreq>sometimes</changefreq>\n"
        "    <priority>2.0</priority>\n"
        "    <loc>https://a.example/again</loc>\n"
        "    <colour>red</colour>\n"
        "  </url>\n"
        "  <url xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n"
        "    <loc>https://a.example/2</loc>\n"
        "    <image:image><image:caption>c</image:caption></image:image>\n"
        "  </url>\n"
        "  <url><lastmod>2024-01-01</lastmod></url>\n"
        "</urlset>\n";
    const auto r = read(bytes);
    QVERIFY(r->file().fullyRead());
    QCOMPARE(problemsAt(r->doc, QStringLiteral("loc-not-absolute")),
             QStringList{QStringLiteral("4:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("lastmod-format")),
             QStringList{QStringLiteral("5:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("changefreq-invalid")),
             QStringList{QStringLiteral("6:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("priority-range")),
             QStringList{QStringLiteral("7:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("tag-repeated")),
             QStringList{QStringLiteral("8:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("tag-unknown")), QStringList{QStringLiteral("9:5")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("image-loc-missing")),
             QStringList{QStringLiteral("13:5")});
    // The entry's start tag: loc-missing.
    QCOMPARE(problemsAt(r->doc, QStringLiteral("loc-missing")),
             QStringList{QStringLiteral("15:3")});
    // The namespace rules sit at the root.
    const auto legacy = read(head + "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">"
                                    "\n<url><loc>https://a.example/1</loc></url></urlset>");
    QCOMPARE(problemsAt(legacy->doc, QStringLiteral("namespace-legacy")),
             QStringList{QStringLiteral("2:1")});
}

void TestReadV2::positionsFarFromTheEntry()
{
    // The children's positions are kept in half words where they fit (near the
    // start tag), in whole words where one does not: twenty lines below it, or
    // more than 4,095 columns along its line. Every child is found where it is,
    // and so are the extension elements after them, in both forms.
    const QByteArray longPath(5000, 'p');
    const QByteArray bytes = head + open09 +
                             "<url xmlns:x=\"https://x.example/ns\">\n"
                             "  <loc>https://a.example/1</loc>\n" +
                             QByteArray(18, '\n') +
                             "  <lastmod>2024-01-01</lastmod>\n"
                             "  <changefreq>daily</changefreq>\n"
                             "  <x:one/>\n"
                             "</url>\n"
                             "<url><loc>https://a.example/" +
                             longPath +
                             "</loc><priority>0.5</priority><x:two/></url>\n"
                             "<url>\n  <loc>https://a.example/3</loc>\n"
                             "  <lastmod>2024-01-01</lastmod>\n"
                             "  <priority>0.5</priority>\n  <x:three/> <x:four/>\n</url>\n"
                             "</urlset>\n";
    const auto r = read(bytes);
    QVERIFY2(r->file().fullyRead(), qPrintable(r->file().errorMessage));
    QCOMPARE(r->doc.entryCount(r->index), 3);
    // Where the n-th occurrence of needle starts, as line:column.
    const auto where = [&bytes](const char *needle, int n = 0) {
        qsizetype at = -1;
        for (int i = 0; i <= n; ++i)
            at = bytes.indexOf(needle, at + 1);
        const qsizetype lineStart = bytes.lastIndexOf('\n', at - 1) + 1;
        return QStringLiteral("%1:%2").arg(bytes.left(at).count('\n') + 1).arg(at - lineStart + 1);
    };
    QCOMPARE(at(r->spot(0, Spot::Loc)), where("<loc>"));
    QCOMPARE(at(r->spot(0, Spot::LastMod)), where("<lastmod>"));
    QCOMPARE(at(r->spot(0, Spot::ChangeFreq)), where("<changefreq>"));
    QCOMPARE(at(r->spot(0, Spot::Extension, 0)), where("<x:one"));
    QCOMPARE(at(r->spot(1, Spot::Loc)), where("<loc>", 1));
    QCOMPARE(at(r->spot(1, Spot::Priority)), where("<priority>"));
    QCOMPARE(at(r->spot(1, Spot::Extension, 0)), where("<x:two"));
    QCOMPARE(at(r->spot(2, Spot::Loc)), where("<loc>", 2));
    QCOMPARE(at(r->spot(2, Spot::LastMod)), where("<lastmod>", 1));
    QCOMPARE(at(r->spot(2, Spot::Priority)), where("<priority>", 1));
    QCOMPARE(at(r->spot(2, Spot::Extension, 0)), where("<x:three"));
    QCOMPARE(at(r->spot(2, Spot::Extension, 1)), where("<x:four"));
    // Not there: the entry's own start tag.
    QCOMPARE(at(r->spot(2, Spot::ChangeFreq)), where("<url>", 1));
    // Only the last entry's children all fit half words.
    QVERIFY(!(r->entry(0).spotMask & Entry::HalfSpots));
    QVERIFY(!(r->entry(1).spotMask & Entry::HalfSpots));
    QVERIFY(r->entry(2).spotMask & Entry::HalfSpots);
}

void TestReadV2::positionsAtTheElementMinified()
{
    // One line: columns on the entry's line are kept relative to the entry.
    const QByteArray bytes = head + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                                    "<url><loc>https://a.example/1</loc><lastmod>2024-13-01"
                                    "</lastmod></url><url><loc>ftp://a.example/</loc></url>"
                                    "</urlset>";
    const auto r = read(bytes);
    QCOMPARE(problemsAt(r->doc, QStringLiteral("lastmod-invalid-date")),
             QStringList{QStringLiteral("2:96")});
    QCOMPARE(problemsAt(r->doc, QStringLiteral("loc-scheme")),
             QStringList{QStringLiteral("2:136")});
    // An entry made in the editor has no element positions: its own (none).
    SitemapDocument doc;
    SitemapFile file;
    doc.addFile(file);
    QCOMPARE(doc.file(0).spot(Entry(), Spot::Loc).line, 0);
}

void TestReadV2::positionsAgreeThreeWays()
{
    QByteArray body;
    for (int i = 0; i < 400; ++i) {
        body += "<url>\r\n  <loc>https://a.example/" + QByteArray::number(i) + "</loc>";
        if (i % 3 == 0)
            body += "<lastmod>2024-01-0" + QByteArray::number(i % 9 + 1) + "</lastmod>";
        if (i % 5 == 0)
            body += "\n<image:image><image:loc>https://a.example/i.png</image:loc></image:image>"
                    "<image:image/>";
        if (i % 7 == 0)
            body += "<loc>https://a.example/dup</loc><odd/>";
        body += "<priority>0.5</priority>\n</url>\n";
    }
    const QByteArray bytes = head +
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                             "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n" +
                             body + "</urlset>\n";
    compareThreeWays(bytes);
    // and the same with an undeclared prefix on the root (read whole, positions unshifted)
    QByteArray undeclared = bytes;
    undeclared.replace("<urlset ", "<urlset xsi:schemaLocation=\"a b\" ");
    compareThreeWays(undeclared);
}

void TestReadV2::malformedAtTheCause_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    QTest::addColumn<QString>("saysNot");
    // The third line of each file; the column is that of the character at fault.
    QTest::newRow("bare &") << QByteArray("<url><loc>https://a.example/?a=1&b=2</loc></url>")
                            << QStringLiteral("3:33") << QStringLiteral("write &amp;")
                            << QStringLiteral("end tag");
    QTest::newRow("bare & space") << QByteArray("<url><loc>https://a.example/a & b</loc></url>")
                                  << QStringLiteral("3:31") << QStringLiteral("write &amp;")
                                  << QStringLiteral("&lt;");
    QTest::newRow("mismatched") << QByteArray("<url><loc>https://a.example/</url>")
                                << QStringLiteral("3:29")
                                << QStringLiteral(
                                       "the end tag </url> does not match the open <loc>")
                                << QStringLiteral("&amp;");
    QTest::newRow("raw <") << QByteArray("<url><loc>https://a.example/a < b</loc></url>")
                           << QStringLiteral("3:31") << QStringLiteral("write &lt;")
                           << QStringLiteral("&amp;");
    QTest::newRow("undefined entity")
        << QByteArray("<url><loc>https://a.example/&nbsp;</loc></url>") << QStringLiteral("3:29")
        << QStringLiteral("the entity &nbsp; is not defined") << QStringLiteral("end tag");
    QTest::newRow("ends inside url")
        << QByteArray("<url><loc>https://a.example/</loc>") << QStringLiteral("3:35")
        << QStringLiteral("the file ends inside <url>") << QStringLiteral("&amp;");
    QTest::newRow("duplicate attribute")
        << QByteArray("<url a=\"1\" a=\"2\"><loc>https://a.example/</loc></url></urlset>")
        << QStringLiteral("3:12") << QStringLiteral("the attribute a is given twice")
        << QStringLiteral("&amp;");
}

void TestReadV2::malformedAtTheCause()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, where);
    QFETCH(QString, says);
    QFETCH(QString, saysNot);
    QByteArray bytes = head + open09 + line;
    if (!line.endsWith("</urlset>") && !QByteArray(QTest::currentDataTag()).startsWith("ends"))
        bytes += "\n</urlset>\n";
    const auto r = read(bytes);
    QVERIFY(r->file().malformed);
    QCOMPARE(at(r->file().errorPosition), where);
    QVERIFY2(r->file().errorMessage.contains(says), qPrintable(r->file().errorMessage));
    QVERIFY2(!r->file().errorMessage.contains(saysNot), qPrintable(r->file().errorMessage));
    // The rule's message says the same, with no hint that does not apply.
    Validator validator(&r->doc);
    bool found = false;
    for (const Problem &p : validator.allProblems()) {
        if (p.rule != QLatin1String("xml-malformed"))
            continue;
        found = true;
        QCOMPARE(QStringLiteral("%1:%2").arg(p.line).arg(p.column), where);
        QVERIFY2(p.message.contains(says), qPrintable(p.message));
        QVERIFY2(!p.message.contains(saysNot), qPrintable(p.message));
    }
    QVERIFY(found);
    // Near miss: the same line written correctly reads whole.
    if (QByteArray(QTest::currentDataTag()) == "bare &") {
        const auto fixed =
            read(head + open09 + "<url><loc>https://a.example/?a=1&amp;b=2</loc></url></urlset>");
        QVERIFY(fixed->file().fullyRead());
    }
}

QTEST_GUILESS_MAIN(TestReadV2)
#include "tst_readv2.moc"
