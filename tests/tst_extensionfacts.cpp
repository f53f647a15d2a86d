// SPDX-License-Identifier: GPL-3.0-or-later
// Rules::extensionFacts() scans an entry's extension fragment byte by byte; the
// QXmlStreamReader version it replaced is kept as Rules::extensionFactsReference().
// Both must give the same facts for every entry: those of the real-world corpus and
// generated edge cases, read by the reader as in the application, and hand-written
// fragments the scan does not expect (it must then defer to the reference).

#include "rules.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"

#include <QDir>
#include <QTest>

namespace {

QString describe(const ExtensionFacts &x)
{
    QStringList out;
    out << QStringLiteral("images=%1 withoutLoc=%2").arg(x.images).arg(x.imagesWithoutLoc)
        << QStringLiteral("deprecated=") + x.deprecatedImageTags.join(QLatin1Char('|'))
        << QStringLiteral("videos=%1").arg(x.videos)
        << QStringLiteral("videoMissing=") + x.videoMissing.join(QLatin1Char('|'))
        << QStringLiteral("videoInvalid=") + x.videoInvalid.join(QLatin1Char('|'))
        << QStringLiteral("news=%1").arg(x.news)
        << QStringLiteral("newsMissing=") + x.newsMissing.join(QLatin1Char('|'))
        << QStringLiteral("alternates=%1").arg(x.alternates)
        << QStringLiteral("hreflangInvalid=") + x.hreflangInvalid.join(QLatin1Char('|'))
        << QStringLiteral("hreflangDuplicate=") + x.hreflangDuplicate.join(QLatin1Char('|'))
        << QStringLiteral("relativeHrefs=") + x.relativeHrefs.join(QLatin1Char('|'))
        << QStringLiteral("listsSelf=%1").arg(x.listsSelf)
        << QStringLiteral("invalidImageLocs=") + x.invalidImageLocs.join(QLatin1Char('|'))
        << QStringLiteral("duplicateImageLocs=") + x.duplicateImageLocs.join(QLatin1Char('|'));
    // The extension child each rule points at (the element a problem is reported at).
    QStringList at;
    for (int r = int(FirstExtensionRule); r <= int(LastExtensionRule); ++r)
        at << QString::number(x.childAt(RuleId(r)));
    out << QStringLiteral("at=") + at.join(QLatin1Char(' '));
    return out.join(QLatin1Char('\n'));
}

FileContext contextFor(const NamespaceTable &table)
{
    FileContext ctx;
    ctx.kind = FileKind::UrlSet;
    ctx.namespaces = &table;
    Rules::setExtensionPrefixes(table, &ctx);
    return ctx;
}

struct Counts
{
    int entries = 0; // entries with extensions
    int scanned = 0; // of those, decided by the fast scan
};

// Compares old and new facts for every entry with extensions; false on a difference.
bool compareDocument(const SitemapDocument &doc, Counts *counts, const QString &what)
{
    const FileContext ctx = contextFor(doc.namespaces());
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).kind != FileKind::UrlSet)
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            const Entry &entry = doc.entry(f, e);
            if (entry.extensions.isEmpty())
                continue;
            ++counts->entries;
            const QByteArrayView fragment = doc.pool().view(entry.extensions);
            const QString loc =
                UrlTools::trimXmlWhitespace(doc.pool().string(entry.value(Field::Loc)));
            const ExtensionFacts reference =
                Rules::extensionFactsReference(QString::fromUtf8(fragment), loc, ctx);
            const ExtensionFacts fast = Rules::extensionFacts(fragment, loc, ctx);
            ExtensionFacts scanned;
            const bool decided = Rules::extensionFactsScan(fragment, loc, ctx, &scanned);
            counts->scanned += decided ? 1 : 0;
            const QString expected = describe(reference);
            if (describe(fast) != expected || (decided && describe(scanned) != expected)) {
                qWarning().noquote() << what << "entry" << e
                                     << "fragment:" << fragment.toByteArray() << "\nreference:\n"
                                     << expected << "\nfast:\n"
                                     << describe(fast);
                return false;
            }
        }
    }
    return true;
}

const QByteArray Head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
                        " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""
                        " xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\""
                        " xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\""
                        " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\" xmlns:foo=\"urn:foo\">\n";

QByteArray url(const QByteArray &more, const QByteArray &loc = "https://example.com/page")
{
    return "<url><loc>" + loc + "</loc>" + more + "</url>\n";
}

} // namespace

class TestExtensionFacts : public QObject
{
    Q_OBJECT

private slots:
    void corpus();
    void generated_data();
    void generated();
    void unexpectedFragments_data();
    void unexpectedFragments();
};

void TestExtensionFacts::corpus()
{
    const QString dir = TestSupport::corpusDir();
    if (dir.isEmpty())
        QSKIP("../shared/corpus is absent: the differential test over real sitemaps needs it");
    const QStringList names = QDir(dir).entryList(
        {QStringLiteral("*.xml"), QStringLiteral("*.gz"), QStringLiteral("*.txt")}, QDir::Files,
        QDir::Name);
    QVERIFY(!names.isEmpty());
    Counts counts;
    for (const QString &name : names) {
        SitemapDocument doc;
        SitemapReader::readFile(doc, dir + QLatin1Char('/') + name);
        QVERIFY2(compareDocument(doc, &counts, name), qPrintable(name));
    }
    qInfo("%d corpus entries with extensions, %d decided by the fast scan", counts.entries,
          counts.scanned);
}

void TestExtensionFacts::generated_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<bool>("allScanned");

    const QByteArray img =
        "<image:image><image:loc>https://example.com/a.jpg</image:loc></image:image>";
    QTest::newRow("two images") << url(img + img) << Head << true;
    // Plain images (a loc and nothing else), which the scan reads at their tags: with
    // whitespace, odd and duplicate locs, at and past the 16 it reads that way, and
    // in another prefix.
    QTest::newRow("plain images, indented")
        << url("\n  <image:image>\n    <image:loc> https://example.com/a.jpg </image:loc>\n"
               "  </image:image>\n  <image:image>\t<image:loc>https://example.com/a.jpg"
               "</image:loc></image:image>\n")
        << Head << true;
    QTest::newRow("plain images, odd locs")
        << url("<image:image><image:loc></image:loc></image:image>"
               "<image:image><image:loc>x</image:loc></image:image>"
               "<image:image><image:loc>/rel.jpg</image:loc></image:image>"
               "<image:image><image:loc>a b</image:loc></image:image>"
               "<image:image><image:loc>HTTPS://EXAMPLE.com/a.jpg</image:loc></image:image>"
               "<image:image><image:loc>https://example.com/a.jpg</image:loc></image:image>"
               "<image:image><image:loc>https://example.com/page</image:loc></image:image>"
               "<image:image><image:loc>ftp://example.com/b.jpg</image:loc></image:image>")
        << Head << true;
    for (const int count : {16, 17}) {
        QByteArray images;
        for (int i = 0; i < count; ++i)
            images += "<image:image><image:loc>https://example.com/" + QByteArray::number(i % 15) +
                      ".jpg</image:loc></image:image>";
        QTest::newRow(qPrintable(QStringLiteral("plain images, %1").arg(count)))
            << url(images) << Head << true;
    }
    QTest::newRow("plain images, another prefix")
        << url("<img:image><img:loc>https://example.com/a.jpg</img:loc></img:image>"
               "<img:image><img:loc>https://example.com/a.jpg</img:loc></img:image>")
        << QByteArray(Head).replace("xmlns:image=", "xmlns:img=") << true;
    QByteArray many;
    for (int i = 0; i < 1005; ++i)
        many +=
            i % 7 ? img : QByteArray("<image:image><image:caption>c</image:caption></image:image>");
    QTest::newRow("many images") << url(many) << Head << true;
    QTest::newRow("image edge cases")
        << url("<image:image/><image:image><image:loc/></image:image>"
               "<image:image><image:loc> \n\t </image:loc></image:image>"
               "<image:image><image:loc>&amp;</image:loc></image:image>"
               "<image:image><image:loc>&#32;&#10;</image:loc></image:image>"
               "<image:image><image:loc><foo:x>https://e.com/n.jpg</foo:x></image:loc></"
               "image:image>"
               "<image:image><foo:loc>https://e.com/f.jpg</foo:loc></image:image>"
               "<image:image><image:title>t</image:title><image:license>l</image:license>"
               "<image:caption>c</image:caption><image:geo_location>g</image:geo_location>"
               "<image:title>t2</image:title><image:loc>x</image:loc></image:image>"
               "<foo:image><image:loc/></foo:image>")
        << Head << true;
    QTest::newRow("attributes either order, entities")
        << url("<image:image a=\"1\" b=\"&lt;&amp;&quot;&apos;&gt;\"><image:loc z='2' "
               "foo:y=\"3\">https://e.com/?a=1&amp;b=2</image:loc></image:image>"
               "<image:image b=\"x\" a=\"y\"><image:loc>u</image:loc></image:image>")
        << Head << true;
    const QByteArray fullVideo =
        "<video:video><video:thumbnail_loc>https://e.com/t.jpg</video:thumbnail_loc>"
        "<video:title>Grilling &amp; steaks</video:title>"
        "<video:description>Desc &lt;b&gt;</video:description>"
        "<video:content_loc>https://e.com/v.mp4</video:content_loc>"
        "<video:player_loc allow_embed=\"yes\">https://e.com/p</video:player_loc>"
        "<video:duration>600</video:duration><video:rating>4.2</video:rating>"
        "<video:view_count>12</video:view_count><video:family_friendly>yes</video:family_friendly>"
        "<video:restriction relationship=\"allow\">IE GB</video:restriction>"
        "<video:price currency=\"EUR\">1.99</video:price><video:tag>a</video:tag>"
        "<video:uploader info=\"https://e.com/u\">u</video:uploader>"
        "<video:live>no</video:live></video:video>";
    // Video and news are left to the reference.
    QTest::newRow("video with all fields") << url(fullVideo) << Head << false;
    const QByteArray longTitle = QByteArray("\xc3\xa9\xf0\x9f\x98\x80", 6).repeated(34);
    QTest::newRow("video invalid and missing")
        << url("<video:video><video:title>" + longTitle +
               "</video:title>"
               "<video:duration> 0 </video:duration><video:rating>5.1</video:rating>"
               "<video:rating>-0</video:rating><video:rating>abc</video:rating>"
               "<video:duration>28801</video:duration><video:duration>x1</video:duration>"
               "<video:description>" +
               QByteArray("d&amp;").repeated(420) +
               "</video:description>"
               "</video:video><video:video/><video:video><foo:title>t</foo:title>"
               "<video:title>a&#13;&#10;b</video:title><video:player_loc/>"
               "<video:description><foo:b>x</foo:b>y</video:description></video:video>"
               "<video:video><video:title>" +
               QByteArray("x").repeated(100) +
               "</video:title>"
               "<video:title>" +
               QByteArray("y").repeated(101) +
               "</video:title>"
               "<video:duration>28800</video:duration><video:rating>5.0</video:rating>"
               "<video:rating>+3</video:rating></video:video>")
        << Head << false;
    QTest::newRow("news") << url("<news:news><news:publication><news:name>The Times</news:name>"
                                 "<news:language>en</news:language></news:publication>"
                                 "<news:publication_date>2024-01-01</news:publication_date>"
                                 "<news:title>T</news:title></news:news>")
                          << Head << false;
    QTest::newRow("news missing")
        << url("<news:news><news:publication><news:name> </news:name><foo:language>en"
               "</foo:language><news:other><news:name>x</news:name></news:other>"
               "</news:publication></news:news><news:news/><news:news><foo:publication>"
               "<news:name>n</news:name><news:language>de</news:language></foo:publication>"
               "<news:title>t</news:title></news:news><news:news><news:publication>"
               "<news:language><foo:x>fr</foo:x></news:language><news:name>&amp;</news:name>"
               "</news:publication></news:news>")
        << Head << false;
    QTest::newRow("hreflang")
        << url("<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.com/page\"/>"
               "<xhtml:link href=\"https://EXAMPLE.com/de/\" hreflang=\"de\" rel=\"alternate\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"/relative\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"X-Default\" href=\"\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"EN\" href=\"https://example.com/en\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"english\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"english\" href=\"x\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\" zh-Hant-TW \" "
               "href=\"https://e.com/?a=1&amp;b\"/>"
               "<xhtml:link rel=\"alternate\" hreflang=\"en&#10;US\" href=\"https://e.com/&#9;x\"/>"
               "<xhtml:link rel=\"alternate\" href=\"https://e.com/no-lang\"/>"
               "<xhtml:link rel=\"alternate\" foo:hreflang=\"fr\" href=\"https://e.com/fr\"/>"
               "<xhtml:link hreflang=\"fr-CA\" href=\"https://example.com:443/page\">"
               "<xhtml:link hreflang=\"it\" href=\"https://e.com/it\"/></xhtml:link>"
               "<foo:link hreflang=\"es\" href=\"https://e.com/es\"/>")
        << Head << true;
    QTest::newRow("hreflang self via https default port")
        << url("<xhtml:link rel=\"alternate\" hreflang=\"en\" "
               "href=\"https://example.com:443/page\"/>")
        << Head << true;
    QTest::newRow("unknown sitemap elements")
        << url("<lastmod>2024-01-01</lastmod><extra>1</extra><other a=\"b\"><deep>x</deep></other>")
        << Head << true;
    QTest::newRow("unknown elements with an image")
        << url("<extra>1</extra>" + img + "<foo:bar xml:lang=\"en\">x</foo:bar>") << Head << true;
    const QByteArray otherPrefixes =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        " xmlns:img=\"http://www.google.com/schemas/sitemap-image/1.1\""
        " xmlns:v=\"http://www.google.com/schemas/sitemap-video/1.1\""
        " xmlns:n-s.1=\"http://www.google.com/schemas/sitemap-news/0.9\""
        " xmlns:h=\"http://www.w3.org/1999/xhtml\">\n";
    QTest::newRow("prefixes other than the well-known ones")
        << url("<img:image><img:loc>https://e.com/i.jpg</img:loc><img:caption>c</img:caption>"
               "</img:image><img:image/><v:video><v:title>t</v:title></v:video>"
               "<n-s.1:news><n-s.1:publication><n-s.1:name>n</n-s.1:name></n-s.1:publication>"
               "</n-s.1:news><h:link hreflang=\"de\" href=\"https://e.com/de\"/>"
               "<q:image xmlns:q=\"http://www.google.com/schemas/sitemap-image/1.1\"/>"
               "<r:x xmlns:r=\"urn:r\"><r:image/></r:x><s xmlns=\"urn:s\"><image/></s>")
        << otherPrefixes << false;
    QTest::newRow("no extension namespaces")
        << url("<foo:image><foo:loc/></foo:image>") << Head << true;
}

void TestExtensionFacts::generated()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, head);
    QFETCH(bool, allScanned);
    // The same entry several times, with a different loc each, and as one of many.
    const QByteArray xml = head + body + body + url(body.mid(0, 0)) + "</urlset>\n";
    SitemapDocument doc;
    SitemapReader::readBytes(doc, xml, QStringLiteral("generated.xml"));
    QVERIFY(doc.fileCount() == 1);
    QVERIFY(!doc.file(0).malformed);
    Counts counts;
    QVERIFY(compareDocument(doc, &counts, QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(counts.entries >= 1);
    if (allScanned)
        QCOMPARE(counts.scanned, counts.entries);
}

void TestExtensionFacts::unexpectedFragments_data()
{
    QTest::addColumn<QByteArray>("fragment");
    QTest::newRow("comment") << QByteArray(
        "<image:image><!-- c --><image:loc>x</image:loc></image:image>");
    QTest::newRow("cdata") << QByteArray(
        "<image:image><image:loc><![CDATA[x]]></image:loc></image:image>");
    QTest::newRow("unknown entity")
        << QByteArray("<image:image><image:loc>&nbsp;</image:loc></image:image>");
    QTest::newRow("undeclared prefix")
        << QByteArray("<image:image><zz:loc>x</zz:loc></image:image><image:image/>");
    QTest::newRow("single quotes")
        << QByteArray("<xhtml:link hreflang='en' href='https://e.com/'/>");
    QTest::newRow("mismatched") << QByteArray(
        "<image:image><image:loc>x</image:image></image:loc>");
    QTest::newRow("truncated") << QByteArray("<image:image><image:loc>x</image:loc>");
    QTest::newRow("extra end") << QByteArray("<image:image/></image:image><image:image/>");
    QTest::newRow("bare gt") << QByteArray(
        "<image:image><image:loc>a]]>b</image:loc></image:image>");
    QTest::newRow("non-ascii name")
        << QByteArray("<image:image><image:l\xc3\xb6\x63>x</image:l\xc3\xb6\x63></image:image>");
    QTest::newRow("duplicate attribute")
        << QByteArray("<xhtml:link hreflang=\"en\" hreflang=\"de\"/>");
    QTest::newRow("xmlns attribute")
        << QByteArray("<image:image xmlns:q=\"urn:q\"><q:loc/></image:image>");
    QTest::newRow("invalid char ref")
        << QByteArray("<image:image><image:loc>&#1;</image:loc></image:image>");
    QTest::newRow("spaces in tags")
        << QByteArray("<image:image ><image:loc >x</image:loc ></image:image>");
    QTest::newRow("lt in attribute") << QByteArray("<xhtml:link hreflang=\"<en\"/>");
    QTest::newRow("default namespace") << QByteArray(
        "<image xmlns=\"http://www.google.com/schemas/sitemap-image/1.1\"/><image:image/>");
    QTest::newRow("char ref overflow")
        << QByteArray("<image:image><image:loc>&#x100000041;</image:loc></image:image>");
    QTest::newRow("decimal char ref overflow")
        << QByteArray("<image:image><image:loc>&#4294967361;</image:loc></image:image>");
    QTest::newRow("noncharacter in text") << QByteArray(
        "<image:image><image:loc>\xEF\xBF\xBF</image:loc></image:image><image:image/>");
    QTest::newRow("noncharacter in attribute")
        << QByteArray("<image:image a=\"\xEF\xBF\xBE\"/><image:image/>");
    QTest::newRow("text only") << QByteArray("just <image: text");
}

void TestExtensionFacts::unexpectedFragments()
{
    QFETCH(QByteArray, fragment);
    NamespaceTable table;
    table.prefixFor(Ns::Image);
    table.prefixFor(Ns::Video);
    table.prefixFor(Ns::News);
    table.prefixFor(Ns::Xhtml);
    const FileContext ctx = contextFor(table);
    const QString loc = QStringLiteral("https://e.com/");
    ExtensionFacts scanned;
    QVERIFY2(!Rules::extensionFactsScan(fragment, loc, ctx, &scanned),
             "the scan should leave this fragment to the reference");
    QCOMPARE(describe(Rules::extensionFacts(fragment, loc, ctx)),
             describe(Rules::extensionFactsReference(QString::fromUtf8(fragment), loc, ctx)));
}

QTEST_GUILESS_MAIN(TestExtensionFacts)
#include "tst_extensionfacts.moc"
