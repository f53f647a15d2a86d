// SPDX-License-Identifier: GPL-3.0-or-later
// `sitemap-tool export` as PROTOCOL.md section 6 describes it: JSON lines and
// CSV, values as written (trimmed, entities decoded), absent fields omitted,
// extension counts, file order, and the exit statuses.

#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

const QByteArray sample =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
    "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
    "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    "<url><loc>\n  https://a.example/?q=1&amp;r=\"2\"  \n</loc><lastmod>2024-05-01</lastmod>"
    "<changefreq> weekly </changefreq><priority>0.8</priority>"
    "<image:image><image:loc>https://a.example/1.png</image:loc></image:image>"
    "<image:image><image:loc>https://a.example/2.png</image:loc></image:image>"
    "<image:image><image:loc>https://a.example/3.png</image:loc></image:image>"
    "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"https://a.example/de\"/>"
    "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://a.example/\"/>"
    "</url>\n"
    "<url><loc>https://a.example/b,c</loc></url>\n"
    "</urlset>\n";

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.isEmpty())
            objects << QJsonDocument::fromJson(line).object();
    }
    return objects;
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void jsonLines();
    void csv();
    void textSitemapAndIndex();
    void exitStatuses();

private:
    QTemporaryDir m_dir;
};

void TestExport::jsonLines()
{
    const QString path = writeFile(m_dir.path(), QStringLiteral("s.xml"), sample);
    const ToolResult r = runTool(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("jsonl"), path});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> objects = ::jsonLines(r.out);
    QCOMPARE(objects.size(), 2);
    const QJsonObject first{
        {QStringLiteral("file"), path},
        {QStringLiteral("loc"), QStringLiteral("https://a.example/?q=1&r=\"2\"")},
        {QStringLiteral("lastmod"), QStringLiteral("2024-05-01")},
        {QStringLiteral("changefreq"), QStringLiteral("weekly")},
        {QStringLiteral("priority"), QStringLiteral("0.8")},
        {QStringLiteral("extensions"), 5}};
    QCOMPARE(objects[0], first);
    const QJsonObject second{{QStringLiteral("file"), path},
                             {QStringLiteral("loc"), QStringLiteral("https://a.example/b,c")},
                             {QStringLiteral("extensions"), 0}};
    QCOMPARE(objects[1], second);
    // Values are strings exactly as written, never numbers.
    QVERIFY(r.out.contains("\"priority\":\"0.8\""));
}

void TestExport::csv()
{
    const QString path = writeFile(m_dir.path(), QStringLiteral("s.xml"), sample);
    const ToolResult r = runTool(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"), path});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QCOMPARE(lines.value(0), QByteArray("file,loc,lastmod,changefreq,priority,extensions"));
    QCOMPARE(lines.value(1),
             path.toUtf8() + ",\"https://a.example/?q=1&r=\"\"2\"\"\",2024-05-01,weekly,0.8,5");
    QCOMPARE(lines.value(2), path.toUtf8() + ",\"https://a.example/b,c\",,,,0");
}

void TestExport::textSitemapAndIndex()
{
    const QString text = writeFile(m_dir.path(), QStringLiteral("urls.txt"),
                                   "https://a.example/\r\n\r\nhttps://a.example/x\r\n");
    const QString index = writeFile(
        m_dir.path(), QStringLiteral("index.xml"),
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
        "<sitemap><loc>https://a.example/s.xml</loc><lastmod>2024-01-02</lastmod></sitemap>"
        "</sitemapindex>");
    writeFile(m_dir.path(), QStringLiteral("s.xml"), sample);
    const ToolResult r = runTool({QStringLiteral("export"), text, index});
    QCOMPARE(r.exitCode, 0);
    const QList<QJsonObject> objects = ::jsonLines(r.out);
    // The index's own <sitemap> entries: export does not follow it to its children.
    QCOMPARE(objects.size(), 3);
    QCOMPARE(objects[0].value(QStringLiteral("loc")).toString(),
             QStringLiteral("https://a.example/"));
    QCOMPARE(objects[1].value(QStringLiteral("loc")).toString(),
             QStringLiteral("https://a.example/x"));
    QCOMPARE(objects[2].value(QStringLiteral("file")).toString(), index);
    QCOMPARE(objects[2].value(QStringLiteral("lastmod")).toString(), QStringLiteral("2024-01-02"));
}

void TestExport::exitStatuses()
{
    const QString good = writeFile(m_dir.path(), QStringLiteral("s.xml"), sample);
    const QString page = writeFile(m_dir.path(), QStringLiteral("page.xml"),
                                   "<html><body>not a sitemap</body></html>");
    const QString broken = writeFile(m_dir.path(), QStringLiteral("broken.xml"),
                                     sample.left(sample.indexOf("<url><loc>https://a.example/b")) +
                                         "<url><loc>https://a.example/?a&b</loc></url></urlset>");

    ToolResult r = runTool({QStringLiteral("export"), page});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("not a sitemap"));
    QVERIFY(r.err.contains("HTML"));
    QVERIFY(r.out.isEmpty());

    r = runTool({QStringLiteral("export"), broken});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(::jsonLines(r.out).size(), 1); // the entry before the error
    QVERIFY2(r.err.contains(broken.toUtf8() + ":6:"), r.err.constData()); // file:line:column

    r = runTool({QStringLiteral("export"), m_dir.filePath(QStringLiteral("missing.xml")), good});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(::jsonLines(r.out).size(), 2); // the readable file is still exported
    QVERIFY(r.err.contains("missing.xml"));

    r = runTool({QStringLiteral("export"), m_dir.path()});
    QCOMPARE(r.exitCode, 2);

    r = runTool(
        {QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("xml"), good});
    QCOMPARE(r.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
