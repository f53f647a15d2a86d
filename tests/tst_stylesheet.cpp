// SPDX-License-Identifier: GPL-3.0-or-later
// The XSL stylesheet link (PROTOCOL.md section 5): written only on request,
// right after the XML declaration of every file of a save (sitemaps and index),
// counted toward the byte limit; convert --stylesheet and --write-stylesheet; and
// the project's stylesheet run by xsltproc on written files lists every entry.

#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "stylesheet.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

const QByteArray Declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

QByteArray sitemapOf(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                     "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
                     "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    for (int i = 0; i < count; ++i) {
        xml += "<url><loc>https://example.com/page/" + QByteArray::number(i) +
               "?a=1&amp;b=2</loc>"
               "<lastmod>2024-05-0" +
               QByteArray::number(1 + i % 9) + "</lastmod>";
        if (i % 3 == 0)
            xml += "<changefreq>weekly</changefreq><priority>0.5</priority>"
                   "<image:image><image:loc>https://example.com/i.png</image:loc></image:image>"
                   "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://example.com/de/" +
                   QByteArray::number(i) + "\"/>";
        xml += "</url>\n";
    }
    xml += "</urlset>\n";
    return xml;
}

QString xsltproc()
{
    return QStandardPaths::findExecutable(QStringLiteral("xsltproc"));
}

// The HTML xsltproc makes of file with the stylesheet in its folder; empty on failure.
QByteArray render(const QString &xsl, const QString &file, QByteArray *errors)
{
    QProcess p;
    p.start(xsltproc(), {QStringLiteral("--nonet"), xsl, file});
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *errors = p.readAllStandardError();
        return {};
    }
    return p.readAllStandardOutput();
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

} // namespace

class TestStylesheet : public QObject
{
    Q_OBJECT

private slots:
    void onlyOnRequest();
    void everyFileOfASplit();
    void countsTowardMaxBytes();
    void writeStylesheet();
    void renderedPageListsEveryEntry();
};

void TestStylesheet::onlyOnRequest()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in.xml"), sitemapOf(5));
    const QString out = dir.filePath(QStringLiteral("out"));
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!readAll(out + QStringLiteral("/in.xml")).contains("<?xml-stylesheet"));
    QVERIFY(!QFile::exists(out + QStringLiteral("/sitemap.xsl")));

    r = runTool({QStringLiteral("convert"), QStringLiteral("--stylesheet"),
                 QStringLiteral("https://example.com/s.xsl?v=1&x=\"2\""), QStringLiteral("-o"), out,
                 input});
    QCOMPARE(r.exitCode, 0);
    const QByteArray written = readAll(out + QStringLiteral("/in.xml"));
    QVERIFY2(written.startsWith(Declaration +
                                "<?xml-stylesheet type=\"text/xsl\" "
                                "href=\"https://example.com/s.xsl?v=1&amp;x=&quot;2&quot;\"?>\n"
                                "<urlset "),
             written.left(300).constData());
    // Without --write-stylesheet nothing else is written.
    QVERIFY(!QFile::exists(out + QStringLiteral("/sitemap.xsl")));
    const QString verdict = schemaCheck(out + QStringLiteral("/in.xml"));
    if (!verdict.startsWith(QLatin1String("skip:")))
        QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
}

void TestStylesheet::everyFileOfASplit()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("big.xml"), sitemapOf(25));
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--max-urls"), QStringLiteral("10"),
                 QStringLiteral("--gzip"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), QStringLiteral("--write-stylesheet"),
                 QStringLiteral("-o"), out, input});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
    QCOMPARE(files, (QStringList{QStringLiteral("big-1.xml.gz"), QStringLiteral("big-2.xml.gz"),
                                 QStringLiteral("big-3.xml.gz"), QStringLiteral("big.xml.gz"),
                                 QStringLiteral("sitemap.xsl")}));
    for (const QString &name : files) {
        if (name == QLatin1String("sitemap.xsl"))
            continue;
        const QByteArray xml = content(out + QLatin1Char('/') + name);
        QVERIFY2(xml.startsWith(Declaration +
                                "<?xml-stylesheet type=\"text/xsl\" href=\"sitemap.xsl\"?>\n"),
                 qPrintable(name));
        QCOMPARE(xml.count("<?xml-stylesheet"), 1);
        const QString verdict = schemaCheck(out + QLatin1Char('/') + name);
        if (verdict.startsWith(QLatin1String("skip:")))
            QSKIP(qPrintable(verdict));
        QVERIFY2(verdict.isEmpty(), qPrintable(name + QLatin1Char(' ') + verdict));
    }
    QCOMPARE(readAll(out + QStringLiteral("/sitemap.xsl")), Stylesheet::bytes());
}

void TestStylesheet::countsTowardMaxBytes()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in.xml"), sitemapOf(20));
    // The size of the file without the instruction is the limit: one file fits
    // without it, and with it the same limit forces a split.
    const QString plain = dir.filePath(QStringLiteral("plain"));
    QCOMPARE(runTool({QStringLiteral("convert"), QStringLiteral("-o"), plain, input}).exitCode, 0);
    const qint64 size = QFileInfo(plain + QStringLiteral("/in.xml")).size();
    const QString limit = QString::number(size);
    const QString same = dir.filePath(QStringLiteral("same"));
    QCOMPARE(runTool({QStringLiteral("convert"), QStringLiteral("--max-bytes"), limit,
                      QStringLiteral("--base-url"), QStringLiteral("https://example.com/"),
                      QStringLiteral("-o"), same, input})
                 .exitCode,
             0);
    QCOMPARE(QDir(same).entryList(QDir::Files), QStringList{QStringLiteral("in.xml")});

    const QString styled = dir.filePath(QStringLiteral("styled"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--max-bytes"), limit,
                 QStringLiteral("--base-url"), QStringLiteral("https://example.com/"),
                 QStringLiteral("--stylesheet"), QStringLiteral("https://example.com/s.xsl"),
                 QStringLiteral("-o"), styled, input});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QStringList files = QDir(styled).entryList(QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 3 && files.contains(QStringLiteral("in.xml")),
             qPrintable(files.join(QLatin1Char(' '))));
    for (const QString &name : files) {
        QVERIFY2(QFileInfo(styled + QLatin1Char('/') + name).size() <= size, qPrintable(name));
        QVERIFY(readAll(styled + QLatin1Char('/') + name).contains("<?xml-stylesheet"));
    }
}

void TestStylesheet::writeStylesheet()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in.xml"), sitemapOf(2));
    const QString out = dir.filePath(QStringLiteral("out"));
    // An explicit href wins; the file is still written.
    const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--write-stylesheet"),
                                  QStringLiteral("--stylesheet=/assets/sitemap.xsl"),
                                  QStringLiteral("-o"), out, input});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(readAll(out + QStringLiteral("/in.xml")).contains("href=\"/assets/sitemap.xsl\"?>"));
    QVERIFY(QFile::exists(out + QStringLiteral("/sitemap.xsl")));
    // A refused conversion writes no stylesheet either.
    const QString bad = writeFile(dir.path(), QStringLiteral("bad.xml"),
                                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                                  "<url><loc>not a url</loc></url></urlset>");
    const QString out2 = dir.filePath(QStringLiteral("out2"));
    QCOMPARE(runTool({QStringLiteral("convert"), QStringLiteral("--write-stylesheet"),
                      QStringLiteral("-o"), out2, bad})
                 .exitCode,
             1);
    QVERIFY(!QFile::exists(out2 + QStringLiteral("/sitemap.xsl")));
    QCOMPARE(runTool({QStringLiteral("convert"), QStringLiteral("--stylesheet"),
                      QStringLiteral("-o"), out2, input})
                 .exitCode,
             2);
}

void TestStylesheet::renderedPageListsEveryEntry()
{
    if (xsltproc().isEmpty())
        QSKIP("xsltproc is not installed (package xsltproc): the stylesheet cannot be run");
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("site.xml"), sitemapOf(23));
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--max-urls"), QStringLiteral("10"),
                 QStringLiteral("--base-url"), QStringLiteral("https://example.com/"),
                 QStringLiteral("--write-stylesheet"), QStringLiteral("-o"), out, input});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString xsl = out + QStringLiteral("/sitemap.xsl");
    int urls = 0;
    for (const QString &name : QDir(out).entryList({QStringLiteral("*.xml")}, QDir::Files)) {
        const QString path = out + QLatin1Char('/') + name;
        const QByteArray xml = readAll(path);
        QByteArray errors;
        const QByteArray html = render(xsl, path, &errors);
        QVERIFY2(!html.isEmpty(), errors.constData());
        QVERIFY(html.contains("<table"));
        const bool index = xml.contains("<sitemapindex");
        QVERIFY(html.contains(index ? "Sitemap index" : "<h1>Sitemap</h1>"));
        const QStringList locs = locsOf(xml);
        QVERIFY(!locs.isEmpty());
        for (const QString &loc : locs) {
            // Each entry is a link to its URL (the index's to its files).
            QVERIFY2(html.contains("href=\"" + loc.toUtf8() + "\""), qPrintable(name + loc));
        }
        // One table row per entry, with its fields.
        QCOMPARE(html.count("<td class=\"n\">"), locs.size());
        if (index) {
            QCOMPARE(locs.size(), 3);
            QVERIFY(html.contains("href=\"site-1.xml\""));
        } else {
            urls += int(locs.size());
            QVERIFY(html.contains("2024-05-0"));
        }
    }
    QCOMPARE(urls, 23);
    // The fields of one entry: lastmod, changefreq, priority, images, hreflang.
    QByteArray errors;
    const QByteArray first = render(xsl, out + QStringLiteral("/site-1.xml"), &errors);
    QVERIFY(first.contains("weekly"));
    QVERIFY(first.contains("0.5"));
    QVERIFY(first.contains("href=\"https://example.com/de/0\""));
    QVERIFY(first.contains(">de</a>"));
}

QTEST_GUILESS_MAIN(TestStylesheet)
#include "tst_stylesheet.moc"
