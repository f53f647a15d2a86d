// SPDX-License-Identifier: GPL-3.0-or-later
// The strict fast XML scanner (core/fastxmlscanner.h) against the expat path it
// stands in front of: every input is read twice, scanner on and off, and
// everything the reader produces is compared: file facts, every entry's values,
// bits, flags, extension XML, positions, and the namespace table. Inputs: the
// shared corpus, generated variants of a feature-rich sitemap, malformed
// variants, every truncation and many one-byte mutations of a small file.

#include "documentdump.h"
#include "fastxmlscanner.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace TestSupport;

// Declared before the raw-string fixtures below, which moc does not parse.
class TestFastScanner : public QObject
{
    Q_OBJECT

private slots:
    void corpus();
    void variants_data();
    void variants();
    void malformed_data();
    void malformed();
    void truncations();
    void mutations();
    void progressAndCancel();
    void largeFile();
    void splitNames_data();
    void splitNames();
    void positionsAcrossChunks();
    void lineCounts_data();
    void lineCounts();
};

namespace {

struct Outcome
{
    QStringList facts;
    bool fast = false; // the scanner completed the read
};

Outcome readWith(bool fast, const QByteArray &bytes, const QString &name, const QString &path = {})
{
    FastXmlScanner::setEnabled(fast);
    const int before = FastXmlScanner::completedScans();
    SitemapDocument doc;
    if (path.isEmpty())
        SitemapReader::readBytes(doc, bytes, name);
    else
        SitemapReader::readFile(doc, path);
    FastXmlScanner::setEnabled(true);
    return Outcome{dumpDocument(doc), FastXmlScanner::completedScans() > before};
}

// Reads both ways and compares; returns whether the fast path was taken.
bool same(const QByteArray &bytes, const QString &label, const QString &path = {})
{
    const Outcome slow = readWith(false, bytes, QStringLiteral("case.xml"), path);
    const Outcome fast = readWith(true, bytes, QStringLiteral("case.xml"), path);
    if (slow.facts != fast.facts) {
        for (qsizetype i = 0; i < std::max(slow.facts.size(), fast.facts.size()); ++i) {
            const QString a = slow.facts.value(i);
            const QString b = fast.facts.value(i);
            if (a != b) {
                qWarning().noquote() << "case" << label << "differs at line" << i
                                     << "\n  expat: " << a << "\n  scanner:" << b;
                break;
            }
        }
        return QTest::qVerify(false, "slow.facts == fast.facts", qPrintable(label), __FILE__,
                              __LINE__),
               false;
    }
    return fast.fast;
}

// Why the scanner gives up on bytes (its own view, without the reader's BOM and
// junk handling): for messages.
QString fallbackReason(const QByteArray &bytes)
{
    FastXmlScanner scanner(bytes);
    FastXmlHandler h;
    h.start = [](void *, const char *, const char **) {};
    h.end = [](void *, const char *) {};
    h.text = [](void *, const char *, int) {};
    if (scanner.run(h) == FastXmlScanner::Result::Fallback)
        return QStringLiteral("%1 at %2")
            .arg(QString::fromLatin1(scanner.fallbackReason()))
            .arg(scanner.fallbackOffset());
    return {};
}

const char *const Base = R"(<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>
<!-- generator: test -->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:xhtml="http://www.w3.org/1999/xhtml"
        xmlns:news='http://www.google.com/schemas/sitemap-news/0.9'>
  <url>
    <loc> https://example.com/a?x=1&amp;y=2 </loc>
    <lastmod>2024-05-01</lastmod>
    <changefreq>weekly</changefreq>
    <priority>0.5</priority>
    <image:image><image:loc>https://example.com/i.jpg</image:loc><image:caption><![CDATA[A <b>bold</b> & ]] caption]]></image:caption></image:image>
    <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de?a=1&amp;b=&quot;2&quot;"/>
    <news:news><news:title>Tom &amp; Jerry&#39;s &lt;day&gt;</news:title></news:news>
  </url>
  <url><!-- inline --><loc>https://example.com/&#x00e9;t&#233;</loc><priority>1.0</priority><loc>dup</loc></url>
  <url>
    <priority>0.3</priority><loc><![CDATA[https://example.com/c]]></loc>
    <foo>vendor</foo>
    <v:video xmlns:v="http://www.google.com/schemas/sitemap-video/1.1"><v:title>T&apos;s</v:title></v:video>
  </url>
  <url><loc>https://example.com/ü/ñ/€/😀</loc><other:x xmlns:other="urn:x" other:attr="1" plain='2 "q"'>text<other:y/><?pi inside?></other:x></url>
  <url/>
  <url><loc/><lastmod></lastmod></url>
</urlset>
<!-- trailing -->
<?done?>
)";

QByteArray base()
{
    return QByteArray(Base);
}

QByteArray replaced(QByteArray b, const char *from, const char *to)
{
    return b.replace(from, to);
}

} // namespace

void TestFastScanner::corpus()
{
    const QString dir = corpusDir();
    if (dir.isEmpty() || !QDir(dir).exists())
        QSKIP("../shared/corpus is absent: nothing to compare");
    const QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    int xmlFiles = 0;
    int fastTaken = 0;
    QStringList fellBack;
    for (const QString &name : names) {
        if (name == QLatin1String("MANIFEST.tsv") || name.endsWith(QLatin1String(".md")))
            continue;
        const QString path = dir + QLatin1Char('/') + name;
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const bool fast = same(bytes, name, path);
        if (QTest::currentTestFailed())
            return;
        // Well-formed XML sitemaps should take the fast path; count them.
        SitemapDocument doc;
        SitemapReader::readFile(doc, path);
        const SitemapFile &file = doc.file(0);
        if (file.kind == FileKind::Text || file.malformed)
            continue;
        ++xmlFiles;
        if (fast)
            ++fastTaken;
        else
            fellBack << QStringLiteral("%1 (%2)").arg(name, fallbackReason(bytes));
    }
    qInfo("fast path taken for %d of %d well-formed XML corpus files", fastTaken, xmlFiles);
    for (const QString &s : std::as_const(fellBack))
        qInfo().noquote() << "  fell back:" << s;
    QVERIFY2(fastTaken * 10 >= xmlFiles * 8, "most well-formed corpus files take the fast path");
}

void TestFastScanner::variants_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("expectFast"); // 1 must, 0 must not, -1 either

    const QByteArray b = base();
    QTest::newRow("base") << b << 1;
    QTest::newRow("crlf") << replaced(b, "\n", "\r\n") << 1;
    QTest::newRow("cr") << replaced(b, "\n", "\r") << 1;
    QTest::newRow("mixed-eol") << replaced(replaced(b, "<url>\n", "<url>\r\n"), "</loc>\n",
                                           "</loc>\r")
                               << 1;
    QTest::newRow("no-declaration") << b.mid(b.indexOf('\n') + 1) << 1;
    QTest::newRow("leading-space") << "  \n" + b.mid(b.indexOf('\n') + 1) << 1;
    QTest::newRow("bom") << "\xEF\xBB\xBF" + b << 1;
    QTest::newRow("double-bom") << "\xEF\xBB\xBF\xEF\xBB\xBF" + b << -1;
    QTest::newRow("junk-before-decl") << "Warning: PHP notice\n" + b << 1;
    QTest::newRow("junk-before-root") << "junk <b>x</b>\n" + b.mid(b.indexOf("<urlset")) << -1;
    QTest::newRow("decl-single-quotes")
        << replaced(b, R"(<?xml version="1.0" encoding="UTF-8"?>)",
                    "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>")
        << 1;
    QTest::newRow("decl-spaces") << replaced(b, R"(<?xml version="1.0" encoding="UTF-8"?>)",
                                             "<?xml\tversion = \"1.0\"\r\n encoding= \"UTF8\"?>")
                                 << 1;
    QTest::newRow("decl-version-only") << replaced(b, R"( encoding="UTF-8"?>)", "?>") << 1;
    QTest::newRow("decl-latin1") << replaced(replaced(b, "UTF-8", "ISO-8859-1"), "ü/ñ/€/😀", "u")
                                 << 1;
    QTest::newRow("decl-latin1-bytes")
        << replaced(replaced(b, "UTF-8", "ISO-8859-1"), "ü/ñ/€/😀", "\xFC\xF1") << 1;
    QTest::newRow("decl-ascii") << replaced(b, "UTF-8", "US-ASCII") << 1;
    QTest::newRow("decl-windows-1252") << replaced(b, "UTF-8", "windows-1252") << -1;
    QTest::newRow("decl-utf16-name") << replaced(b, "UTF-8", "UTF-16") << -1;
    QTest::newRow("decl-version-1.1") << replaced(b, "1.0", "1.1") << -1;
    QTest::newRow("decl-standalone-maybe")
        << replaced(b, R"(encoding="UTF-8")", R"(encoding="UTF-8" standalone="maybe")") << 0;
    QTest::newRow("index") << QByteArray(R"(<?xml version="1.0"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>https://example.com/s1.xml</loc><lastmod>2024-01-01</lastmod></sitemap>
  <sitemap>
    <loc>https://example.com/s2.xml.gz</loc>
  </sitemap>
  <url><loc>stray</loc></url>
</sitemapindex>)") << 1;
    QTest::newRow("no-namespace")
        << replaced(b, R"(xmlns="http://www.sitemaps.org/schemas/sitemap/0.9")", "") << 1;
    QTest::newRow("ns-attribute") << replaced(
                                         b,
                                         R"(xmlns="http://www.sitemaps.org/schemas/sitemap/0.9")",
                                         R"(ns="http://www.sitemaps.org/schemas/sitemap/0.9")")
                                  << 1;
    QTest::newRow("legacy-namespace") << replaced(b, "http://www.sitemaps.org/schemas/sitemap/0.9",
                                                  "http://www.google.com/schemas/sitemap/0.84")
                                      << 1;
    QTest::newRow("prefixed-sitemap-ns") << QByteArray(R"(<?xml version="1.0"?>
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns="urn:default">
<sm:url><sm:loc>https://a.example/</sm:loc><loc>not core</loc><sm:lastmod>2024</sm:lastmod></sm:url>
<url><loc>stray</loc></url>
</sm:urlset>)") << 1;
    QTest::newRow("redeclared-prefixes")
        << QByteArray(
               R"(<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
<url xmlns:image="urn:other-image"><loc>https://a.example/</loc><image:image><image:loc>x</image:loc></image:image></url>
<url><loc>https://a.example/2</loc><image:image xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><image:loc>y</image:loc></image:image></url>
<url xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><loc>https://a.example/3</loc><x xmlns="">plain<y xmlns="urn:y" a="1"/></x></url>
<url><loc>https://a.example/4</loc><q:a xmlns:q="urn:q1"><q:b xmlns:q="urn:q2" q:at="v"/></q:a><q:a xmlns:q="urn:q2"/></url>
</urlset>)")
        << 1;
    QTest::newRow("xml-lang") << replaced(b, R"(rel="alternate")",
                                          R"(rel="alternate" xml:lang="de")")
                              << 1;
    QTest::newRow("attr-whitespace")
        << replaced(b, R"(hreflang="de")", "hreflang=\"d\te\r\n \rx\n&#9;&#10;&#13;&#32;\"") << 1;
    QTest::newRow("attr-spacing") << replaced(b, R"(<xhtml:link rel="alternate")",
                                              "<xhtml:link\n\trel = 'alternate'  ")
                                  << 1;
    QTest::newRow("tag-spacing") << replaced(replaced(replaced(b, "<url>", "<url\n>"), "</loc>",
                                                      "</loc \r\n>"),
                                             "<url/>", "<url  />")
                                 << 1;
    QTest::newRow("text-charrefs")
        << replaced(b, "weekly", "&#x9;we&#101;k&#x6C;y&#13;&#10;&#x10FFFF;&#0000000065;") << 1;
    QTest::newRow("text-cr-in-cdata") << replaced(b, "<![CDATA[https://example.com/c]]>",
                                                  "<![CDATA[a\r\nb\rc\n]]]]><![CDATA[>]]>")
                                      << 1;
    QTest::newRow("empty-cdata") << replaced(b, "<foo>vendor</foo>",
                                             "<foo><![CDATA[]]></foo><bar><!----></bar>")
                                 << 1;
    QTest::newRow("comments-everywhere")
        << replaced(replaced(replaced(b, "<loc>", "<!--a--><loc><!-- - b -->"), "</url>",
                             "<!---x--></url><!---->"),
                    "<priority>", "<?p x?><priority><!--c-->")
        << 1;
    QTest::newRow("gt-in-text") << replaced(b, "weekly", "a>b]>c]x]>") << 1;
    QTest::newRow("pi-target-xmlfoo") << replaced(b, "<?done?>", "<?xml-foo bar?><?xmlx?>") << 1;
    QTest::newRow("rss")
        << QByteArray(
               R"(<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>)")
        << 1;
    QTest::newRow("atom")
        << QByteArray(R"(<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title><entry>)"
                      R"(<link rel="alternate" href="https://a.example/"/><updated>2024</updated>)"
                      R"(</entry></feed>)")
        << 1;
    QTest::newRow("atom-broken")
        << QByteArray(
               R"(<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title><broken></feed>)")
        << 0;
    QTest::newRow("html") << QByteArray("<html><body><br></body></html>") << -1;
    QTest::newRow("doctype") << QByteArray(R"(<?xml version="1.0"?>
<!DOCTYPE urlset>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>x</loc></url></urlset>)")
                             << 0;
    QTest::newRow("entity-decl") << QByteArray(R"(<?xml version="1.0"?>
<!DOCTYPE urlset [<!ENTITY e "https://example.com/">]>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>&e;</loc></url></urlset>)")
                                 << 0;
    QTest::newRow("many-attributes")
        << replaced(
               b, "<urlset ",
               "<urlset a1='1' a2='1' a3='1' a4='1' a5='1' a6='1' a7='1' a8='1' a9='1' a10='1' "
               "a11='1' a12='1' a13='1' a14='1' a15='1' a16='1' a17='1' a18='1' a19='1' a20='1' "
               "a21='1' a22='1' a23='1' a24='1' a25='1' ")
        << 0;
    QTest::newRow("non-ascii-name") << replaced(b, "<foo>vendor</foo>", "<föo>vendor</föo>") << 0;
    QTest::newRow("unicode-text")
        << replaced(b, "vendor", "\xC2\x80\xC2\x9F \xE2\x80\xA8 \xEF\xBB\xBF \xEF\xBF\xBD") << 1;
    QTest::newRow("empty") << QByteArray() << -1;
    QTest::newRow("whitespace-only") << QByteArray(" \n\t ") << -1;
    QTest::newRow("text-sitemap") << QByteArray("https://a.example/\nhttps://b.example/\n") << -1;
    QTest::newRow("self-closing-root")
        << QByteArray(R"(<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>)") << 1;
    QTest::newRow("nested-urls")
        << QByteArray(
               R"(<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>a<b>c</b>d</loc><url><loc>x</loc></url></url></urlset>)")
        << 1;
    QTest::newRow("local-xmlns-element")
        << replaced(b, "<foo>vendor</foo>", "<xmlns>v</xmlns>") << -1;
}

void TestFastScanner::variants()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, expectFast);
    const bool fast = same(bytes, QString::fromLatin1(QTest::currentDataTag()));
    if (QTest::currentTestFailed())
        return;
    if (expectFast >= 0)
        QVERIFY2(fast == (expectFast == 1), qPrintable(fallbackReason(bytes)));
}

void TestFastScanner::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray b = base();
    const auto row = [&](const char *name, const QByteArray &from, const QByteArray &to) {
        QByteArray m = b;
        m.replace(from, to);
        QVERIFY2(m != b, name);
        QTest::newRow(name) << m;
    };
    row("bad-entity", "weekly", "week&nbsp;ly");
    row("bare-ampersand", "weekly", "week & ly");
    row("amp-no-semicolon", "weekly", "week&amp ly");
    row("charref-zero", "weekly", "&#0;");
    row("charref-surrogate", "weekly", "&#xD800;");
    row("charref-fffe", "weekly", "&#xFFFE;");
    row("charref-big", "weekly", "&#x110000;");
    row("charref-upper-x", "weekly", "&#X41;");
    row("charref-empty", "weekly", "&#;");
    row("charref-control", "weekly", "&#1;");
    row("attr-bad-entity", R"(hreflang="de")", R"(hreflang="&de;")");
    row("attr-lt", R"(hreflang="de")", R"(hreflang="<de")");
    row("attr-control", R"(hreflang="de")", "hreflang=\"d\x02\"");
    row("attr-no-quotes", R"(hreflang="de")", "hreflang=de");
    row("attr-no-space", R"(rel="alternate" hreflang)", R"(rel="alternate"hreflang)");
    row("attr-duplicate", R"(hreflang="de")", R"(hreflang="de" hreflang="en")");
    row("attr-duplicate-expanded", R"(plain='2 "q"')", R"(other:a="1" o2:a="2" xmlns:o2="urn:x")");
    row("unbound-prefix", "<foo>vendor</foo>", "<zz:foo>vendor</zz:foo>");
    row("unbound-attr-prefix", "<foo>vendor</foo>", "<foo zz:a='1'>vendor</foo>");
    row("mismatched", "</changefreq>", "</changefrq>");
    row("mismatched-prefix", "</image:loc>", "</xhtml:loc>");
    row("end-tag-longer", "</priority>", "</priorityx>");
    row("unclosed-root", "</urlset>", "");
    row("comment-dashes", "<!-- inline -->", "<!-- in--line -->");
    row("comment-triple-dash", "<!-- inline -->", "<!-- inline --->");
    row("control-in-text", "weekly", "week\x01ly");
    row("nul-in-text", "vendor", QByteArray("ven\0dor", 7));
    row("control-in-comment", "<!-- inline -->", "<!-- in\x1bline -->");
    row("cdata-end-in-text", "weekly", "week]]>ly");
    row("xml-pi-later", "<?done?>", "<?xml version=\"1.0\"?>");
    row("xml-pi-upper", "<?done?>", "<?XML x?>");
    row("two-roots", "<!-- trailing -->", "<urlset/>");
    row("text-after-root", "<!-- trailing -->", "junk");
    row("text-before-root", "<!-- generator: test -->", "<!-- generator: test -->junk");
    row("cdata-outside-root", "<!-- trailing -->", "<![CDATA[x]]>");
    row("doctype-late", "<!-- trailing -->", "<!DOCTYPE x>");
    row("undeclare-prefix", "<foo>vendor</foo>", "<foo xmlns:image=''>vendor</foo>");
    row("bind-xml-prefix", "<foo>vendor</foo>", "<foo xmlns:xml='urn:x'>vendor</foo>");
    row("bind-xmlns-uri", "<foo>vendor</foo>",
        "<foo xmlns:q='http://www.w3.org/2000/xmlns/'>vendor</foo>");
    row("element-xmlns-prefix", "<foo>vendor</foo>", "<xmlns:foo>vendor</xmlns:foo>");
    row("two-colons", "<foo>vendor</foo>", "<a:b:c xmlns:a='urn:a'>vendor</a:b:c>");
    row("empty-local", "<foo>vendor</foo>", "<a: xmlns:a='urn:a'>vendor</a:>");
    row("raw-fffe", "vendor",
        "ven\xEF\xBF\xBE"
        "dor");
    row("raw-ffff-attr", R"(hreflang="de")", "hreflang=\"d\xEF\xBF\xBF\"");
    row("lt-in-text", "weekly", "week < ly");
    row("unclosed-comment", "<!-- trailing -->", "<!-- trailing ");
    row("unclosed-pi", "<?done?>", "<?done ");
    row("decl-bad", R"(<?xml version="1.0" encoding="UTF-8"?>)", R"(<?xml encoding="UTF-8"?>)");
    row("decl-bad-quote", R"(<?xml version="1.0" encoding="UTF-8"?>)",
        R"(<?xml version="1.0' encoding="UTF-8"?>)");
    row("decl-not-at-start", R"(<?xml version="1.0" encoding="UTF-8"?>)",
        R"(<!-- x --><?xml version="1.0" encoding="UTF-8"?>)");
    row("bad-markup", "<foo>vendor</foo>", "<foo>vendor</foo><!foo>");
    row("pi-no-target", "<?done?>", "<? x?>");
    row("cdata-unclosed", "<![CDATA[https://example.com/c]]>", "<![CDATA[https://example.com/c]>");
}

void TestFastScanner::malformed()
{
    QFETCH(QByteArray, bytes);
    same(bytes, QString::fromLatin1(QTest::currentDataTag()));
}

void TestFastScanner::truncations()
{
    const QByteArray b = base();
    for (qsizetype n = 0; n <= b.size(); ++n) {
        same(b.first(n), QStringLiteral("truncated at %1").arg(n));
        if (QTest::currentTestFailed())
            return;
    }
    const QByteArray crlf = replaced(b, "\n", "\r\n");
    for (qsizetype n = 0; n <= crlf.size(); n += 3) {
        same(crlf.first(n), QStringLiteral("CRLF truncated at %1").arg(n));
        if (QTest::currentTestFailed())
            return;
    }
}

void TestFastScanner::mutations()
{
    const QByteArray b = base();
    const char replacements[] = {'<',    '>', '&', '"', '\'', ']', '-', '\r',
                                 '\x01', ' ', ':', '/', '?',  '!', '='};
    int fast = 0;
    int runs = 0;
    for (qsizetype i = 0; i < b.size(); ++i) {
        for (char c : replacements) {
            if (b[i] == c)
                continue;
            QByteArray m = b;
            m[i] = c;
            fast += same(m, QStringLiteral("byte %1 -> 0x%2").arg(i).arg(int(uchar(c)), 2, 16));
            ++runs;
            if (QTest::currentTestFailed())
                return;
        }
        // And deleted.
        QByteArray m = b;
        m.remove(i, 1);
        fast += same(m, QStringLiteral("byte %1 deleted").arg(i));
        ++runs;
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d mutations, %d taken by the scanner", runs, fast);
}

namespace {

QByteArray largeSitemap(int urls)
{
    QByteArray b = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                   "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < urls; ++i) {
        b += "<url>\n\t<loc>https://www.example.com/products/category/item-";
        b += QByteArray::number(i);
        b += ".html?id=";
        b += QByteArray::number(i * 7);
        b += "</loc>\n\t<lastmod>2023-05-01T10:00:00+00:00</lastmod>\n\t<changefreq>weekly</"
             "changefreq>\n\t<priority>0.5</priority>\n</url>\n";
    }
    b += "</urlset>\n";
    return b;
}

} // namespace

void TestFastScanner::progressAndCancel()
{
    const QByteArray big = largeSitemap(50000); // over two 4 MiB progress steps
    QVERIFY(big.size() > 9 * 1024 * 1024);
    for (bool fast : {false, true}) {
        FastXmlScanner::setEnabled(fast);
        QList<qint64> calls;
        ReadOptions options;
        options.parallel = false; // the scanner's own steps (tst_splitread has two threads)
        options.progress = [&](qint64 done, qint64 total) {
            QCOMPARE(total, big.size());
            calls << done;
        };
        SitemapDocument doc;
        ReadStatus status = ReadStatus::Ok;
        SitemapReader::readBytes(doc, big, QStringLiteral("big.xml"), options, &status);
        QCOMPARE(status, ReadStatus::Ok);
        QCOMPARE(doc.entryCount(0), 50000);
        QCOMPARE(calls, (QList<qint64>{4 << 20, 8 << 20, big.size()}));

        std::atomic<bool> cancel{true};
        ReadOptions cancelling;
        cancelling.cancel = &cancel;
        SitemapDocument doc2;
        SitemapReader::readBytes(doc2, big, QStringLiteral("big.xml"), cancelling, &status);
        QCOMPARE(status, ReadStatus::Cancelled);
        QVERIFY(doc2.entryCount(0) > 0);
        QVERIFY(doc2.entryCount(0) < 50000);
        QVERIFY(doc2.file(0).malformed);
    }
    FastXmlScanner::setEnabled(true);
}

void TestFastScanner::largeFile()
{
    // A large file with an error at its very end: the scanner reads it all, gives
    // up, and expat reports the error with the entries before it.
    QByteArray big = largeSitemap(3000);
    big.insert(big.lastIndexOf("</urlset>"), "&x;");
    QVERIFY(!same(big, QStringLiteral("large, error at the end")));
    QVERIFY(same(largeSitemap(3000), QStringLiteral("large")));
}

namespace {

// Every start and end tag as the handlers in expat's form see it ("S name|att|att",
// "E name"), or, through the split-name handlers, rebuilt from the parts handed
// over, which must be the parts of the expanded name given with them.
struct NameLog
{
    QStringList events;
    QHash<int, QByteArray> byId;
    QHash<QByteArray, int> idOf;
    QStringList errors;
};

QString splitCheck(const FastXmlName &n, NameLog &log)
{
    const QByteArray expanded(n.expanded);
    const QList<QByteArray> parts = expanded.split('\x01');
    const bool ok = parts.size() == 1
                        ? n.uri.isNull() && n.prefix.isNull() && n.local == parts[0]
                        : n.uri == parts[0] && n.local == parts[1] &&
                              (parts.size() == 2 ? n.prefix.isNull() : n.prefix == parts[2]);
    if (!ok || n.id < 0)
        log.errors << QStringLiteral("parts of %1").arg(QString::fromUtf8(expanded));
    if (log.byId.value(n.id, expanded) != expanded || log.idOf.value(expanded, n.id) != n.id)
        log.errors << QStringLiteral("id %1 of %2").arg(n.id).arg(QString::fromUtf8(expanded));
    log.byId.insert(n.id, expanded);
    log.idOf.insert(expanded, n.id);
    return QString::fromUtf8(expanded).replace(QLatin1Char('\x01'), QLatin1Char('^'));
}

QString show(const char *name)
{
    return QString::fromUtf8(name).replace(QLatin1Char('\x01'), QLatin1Char('^'));
}

NameLog scanNames(const QByteArray &bytes, bool named)
{
    NameLog log;
    FastXmlScanner scanner(bytes);
    FastXmlHandler h;
    h.user = &log;
    h.text = [](void *, const char *, int) {};
    if (named) {
        h.startNamed = [](void *user, const FastXmlName &name, const char **atts,
                          const FastXmlName *attNames) {
            auto &seen = *static_cast<NameLog *>(user);
            QString line = QStringLiteral("S ") + splitCheck(name, seen);
            for (int i = 0; atts[2 * i]; ++i) {
                if (QByteArrayView(attNames[i].expanded) != QByteArrayView(atts[2 * i]))
                    seen.errors << QStringLiteral("attribute name %1").arg(i);
                line += QLatin1Char('|') + splitCheck(attNames[i], seen);
            }
            seen.events << line;
        };
        h.endNamed = [](void *user, const FastXmlName &name) {
            auto &seen = *static_cast<NameLog *>(user);
            seen.events << QStringLiteral("E ") + splitCheck(name, seen);
        };
    } else {
        h.start = [](void *user, const char *name, const char **atts) {
            QString line = QStringLiteral("S ") + show(name);
            for (int i = 0; atts[2 * i]; ++i)
                line += QLatin1Char('|') + show(atts[2 * i]);
            static_cast<NameLog *>(user)->events << line;
        };
        h.end = [](void *user, const char *name) {
            static_cast<NameLog *>(user)->events << QStringLiteral("E ") + show(name);
        };
    }
    if (scanner.run(h) != FastXmlScanner::Result::Done)
        log.errors
            << QStringLiteral("not scanned: %1").arg(QString::fromLatin1(scanner.fallbackReason()));
    return log;
}

} // namespace

void TestFastScanner::splitNames_data()
{
    QTest::addColumn<QByteArray>("xml");
    QTest::newRow("no namespace") << QByteArray("<urlset><url a=\"1\"><loc>x</loc></url></urlset>");
    QTest::newRow("default and prefixed")
        << QByteArray("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                      "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
                      "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"><url><loc>x</loc>"
                      "<image:image><image:loc>y</image:loc></image:image>"
                      "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"z\"/></url></urlset>");
    QTest::newRow("prefix bound anew inside")
        << QByteArray("<s:urlset xmlns:s=\"urn:a\"><s:url><s:loc>x</s:loc><s:x xmlns:s=\"urn:b\">"
                      "<s:loc s:k=\"1\" xml:lang=\"de\">y</s:loc></s:x><s:loc>z</s:loc>"
                      "</s:url></s:urlset>");
    QTest::newRow("default namespace undeclared inside")
        << QByteArray("<urlset xmlns=\"urn:a\"><url><v xmlns=\"\"><loc>x</loc></v><loc>y</loc>"
                      "</url></urlset>");
    QTest::newRow("same local, two namespaces, attributes")
        << QByteArray("<r xmlns=\"urn:a\" xmlns:p=\"urn:b\" xmlns:q=\"urn:b\"><p:e p:a=\"1\" "
                      "a=\"2\"/><q:e q:b=\"3\"/><e/></r>");
}

// The split names the scanner hands over are the parts of the names it hands
// over in expat's form, and their ids number the distinct names.
void TestFastScanner::splitNames()
{
    QFETCH(QByteArray, xml);
    const NameLog plain = scanNames(xml, false);
    const NameLog named = scanNames(xml, true);
    QCOMPARE(plain.errors, QStringList());
    QCOMPARE(named.errors, QStringList());
    QCOMPARE(named.events, plain.events);
    QVERIFY(!named.events.isEmpty());

    // The corpus files the scanner reads, once.
    const QString dir = corpusDir();
    if (dir.isEmpty() || QByteArrayView(QTest::currentDataTag()) != "no namespace")
        return;
    for (const QFileInfo &info : QDir(dir).entryInfoList({QStringLiteral("*.xml")}, QDir::Files)) {
        QFile file(info.absoluteFilePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const NameLog a = scanNames(bytes, false);
        if (!a.errors.isEmpty())
            continue; // left to expat
        const NameLog b = scanNames(bytes, true);
        QVERIFY2(b.errors.isEmpty(), qPrintable(info.fileName() + b.errors.value(0)));
        QVERIFY2(a.events == b.events, qPrintable(info.fileName()));
    }
}

// Start tag positions where the scanner lists the line ends a chunk at a time:
// lines that run over a chunk's end, UTF-8 before and after chunk ends and on
// the line of a tag, CR LF and lone CR, in a file several chunks long.
void TestFastScanner::positionsAcrossChunks()
{
    QByteArray b = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                   "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                   "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n";
    for (int i = 0; i < 6000; ++i) {
        // Every 700th entry starts a stretch of 300 entries on one line (over
        // 64 KiB); some entries carry UTF-8 in their text.
        const bool oneLine = i % 700 < 300;
        const QByteArray nl = oneLine ? QByteArray(" ") : QByteArray("\n");
        b += "<url>" + nl + "<loc>https://example.com/";
        b += i % 7 == 0 ? "caf\xc3\xa9-\xe6\x97\xa5\xe6\x9c\xac-" : "cafe-";
        b += QByteArray::number(i) + "</loc>" + nl;
        if (i % 5 == 0)
            b += "<image:image><image:loc>https://example.com/\xc3\xbc.jpg</image:loc></"
                 "image:image>" +
                 nl;
        b += "<lastmod>2024-05-01</lastmod></url>\n";
    }
    b += "</urlset>\n";
    QVERIFY(b.size() > 6 * 64 * 1024);
    QVERIFY(same(b, QStringLiteral("LF")));
    QByteArray crlf = b;
    crlf.replace("\n", "\r\n");
    QVERIFY(same(crlf, QStringLiteral("CR LF")));
    QByteArray cr = b;
    cr.replace("\n", "\r");
    QVERIFY(same(cr, QStringLiteral("CR")));
    QByteArray ascii = b;
    ascii.replace("\xc3\xa9", "e").replace("\xc3\xbc", "u");
    QVERIFY(same(ascii, QStringLiteral("LF, less UTF-8")));

    // UTF-8 before and after a line end inside a value, at every place within the
    // scanner's 16-byte steps, with an element after it on the new line.
    QByteArray mixed = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">";
    for (int before = 0; before < 34; ++before) {
        for (int after = 0; after < 4; ++after) {
            mixed += "<url><loc>https://a.example/" + QByteArray(before % 3, 'x') +
                     QByteArray("\xc3\xa4").repeated(before / 3) + "\n" +
                     QByteArray("\xe2\x82\xac").repeated(after) + "</loc><lastmod>2024</lastmod>" +
                     QByteArray(before, ' ') + "<priority>0.5</priority></url>";
        }
    }
    mixed += "</urlset>";
    QVERIFY(same(mixed, QStringLiteral("UTF-8 around line ends")));
}

void TestFastScanner::lineCounts_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray text = "<a>\n  <b>caf\xc3\xa9</b>\t<c/>\n\n<d>\xe2\x82\xac x</d></a>\n";
    QTest::newRow("LF") << text;
    QTest::newRow("CR LF") << QByteArray(text).replace("\n", "\r\n");
    QTest::newRow("lone CR") << QByteArray(text).replace("\n", "\r");
    QTest::newRow("mixed") << QByteArray(text).replace("\n\n", "\r\n\r").replace("  ", "\r ");
    QTest::newRow("one line") << QByteArray(text).replace("\n", "");
    QTest::newRow("long line") << QByteArray("\xc3\xa4").repeated(300) + "\n" +
                                      QByteArray("x").repeated(500) + "\r\n";
}

// The counts a split read starts its later pieces from, at every offset of the input
// (as one list, and as lists of a few offsets each), against a count byte by byte.
void TestFastScanner::lineCounts()
{
    QFETCH(QByteArray, bytes);
    std::vector<FastXmlScanner::LineCount> expected;
    FastXmlScanner::LineCount count;
    for (qsizetype at = 0; at <= bytes.size(); ++at) {
        expected.push_back(count);
        if (at == bytes.size())
            break;
        const char c = bytes[at];
        count.hasCr = count.hasCr || c == '\r';
        const bool lineEnd =
            c == '\n' || (c == '\r' && (at + 1 == bytes.size() || bytes[at + 1] != '\n'));
        if (lineEnd) {
            ++count.lineEnds;
            count.lineStart = at + 1;
            count.column = 0;
            count.highOnLine = false;
        } else { // the CR of a CR LF is a character of its line until the LF ends it
            count.column += (uchar(c) & 0xC0) != 0x80;
            count.highOnLine = count.highOnLine || uchar(c) >= 0x80;
        }
    }
    const auto same = [](const FastXmlScanner::LineCount &a, const FastXmlScanner::LineCount &b) {
        return a.lineEnds == b.lineEnds && a.lineStart == b.lineStart && a.column == b.column &&
               a.highOnLine == b.highOnLine && a.hasCr == b.hasCr;
    };
    for (const qsizetype step : {qsizetype(1), qsizetype(3), qsizetype(7), bytes.size()}) {
        std::vector<qsizetype> offsets;
        for (qsizetype at = step; at <= bytes.size(); at += step)
            offsets.push_back(at);
        const std::vector<FastXmlScanner::LineCount> got =
            FastXmlScanner::lineCounts(bytes, offsets);
        QCOMPARE(got.size(), offsets.size());
        for (size_t i = 0; i < offsets.size(); ++i) {
            const FastXmlScanner::LineCount &want = expected[size_t(offsets[i])];
            QVERIFY2(same(got[i], want),
                     qPrintable(QStringLiteral("offset %1 (step %2): %3 line ends, line at %4, "
                                               "column %5, high %6, CR %7; expected %8, %9, "
                                               "%10, %11, %12")
                                    .arg(offsets[i])
                                    .arg(step)
                                    .arg(got[i].lineEnds)
                                    .arg(got[i].lineStart)
                                    .arg(got[i].column)
                                    .arg(got[i].highOnLine)
                                    .arg(got[i].hasCr)
                                    .arg(want.lineEnds)
                                    .arg(want.lineStart)
                                    .arg(want.column)
                                    .arg(want.highOnLine)
                                    .arg(want.hasCr)));
        }
    }
}

QTEST_GUILESS_MAIN(TestFastScanner)
#include "tst_fastscanner.moc"
