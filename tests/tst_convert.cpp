// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool convert, run as the real executable: splits, the byte limit,
// gzip, base URL, invalid and malformed inputs, and index sets. Every file it
// writes is checked with xmllint against the schemas.

#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace TestSupport;

namespace {

#define VERIFY_SCHEMA(path)                                                                        \
    do {                                                                                           \
        const QString verdict_ = schemaCheck(path);                                                \
        if (verdict_.startsWith(QLatin1String("skip:")))                                           \
            QSKIP(qPrintable(verdict_));                                                           \
        QVERIFY2(verdict_.isEmpty(), qPrintable(QString(path) + QLatin1Char(' ') + verdict_));     \
    } while (0)

#define VERIFY_TOOL(result, expected)                                                              \
    QVERIFY2(                                                                                      \
        (result).exitCode == (expected),                                                           \
        qPrintable(QStringLiteral("exit %1\nstdout: %2\nstderr: %3")                               \
                       .arg((result).exitCode)                                                     \
                       .arg(QString::fromUtf8((result).out), QString::fromUtf8((result).err))))

QByteArray textSitemap(int count)
{
    QByteArray out;
    out.reserve(count * 40);
    for (int i = 0; i < count; ++i)
        out.append("https://example.com/page/").append(QByteArray::number(i)).append('\n');
    return out;
}

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

} // namespace

class TestConvert : public QObject
{
    Q_OBJECT

private slots:
    void splits120001();
    void maxBytes();
    void gzip();
    void splitNeedsBaseUrl();
    void invalidEntries();
    void malformedInput();
    void convertsIndexSet();
    void textLinesAndSameFolder();
    void staleFilesOfAKilledConvert();
    void usageErrors();
    void corpusConvertsValid();
};

void TestConvert::splits120001()
{
    QTemporaryDir dir;
    const QString input =
        writeFile(dir.path(), QStringLiteral("in/sitemap.txt"), textSitemap(120001));
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 0);
    QCOMPARE(filesIn(out),
             (QStringList{QStringLiteral("sitemap-1.xml"), QStringLiteral("sitemap-2.xml"),
                          QStringLiteral("sitemap-3.xml"), QStringLiteral("sitemap.xml")}));
    QCOMPARE(readAll(out + QStringLiteral("/sitemap-1.xml")).count("<url>"), 50000);
    QCOMPARE(readAll(out + QStringLiteral("/sitemap-2.xml")).count("<url>"), 50000);
    QCOMPARE(readAll(out + QStringLiteral("/sitemap-3.xml")).count("<url>"), 20001);
    const QByteArray index = readAll(out + QStringLiteral("/sitemap.xml"));
    QVERIFY(index.contains("<loc>https://example.com/sitemap-3.xml</loc>"));
    QVERIFY(r.out.contains("text-sitemap"));
    for (const QString &name : filesIn(out))
        VERIFY_SCHEMA(out + QLatin1Char('/') + name);
}

void TestConvert::maxBytes()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("big.txt"), textSitemap(3000));
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--max-bytes"), QStringLiteral("65536"),
                 QStringLiteral("--base-url"), QStringLiteral("https://example.com/"),
                 QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 0);
    const QStringList files = filesIn(out);
    QVERIFY2(files.size() >= 4, qPrintable(files.join(u' ')));
    int urls = 0;
    for (const QString &name : files) {
        const QString path = out + QLatin1Char('/') + name;
        QVERIFY2(QFileInfo(path).size() <= 65536, qPrintable(name));
        if (name != QLatin1String("big.xml"))
            urls += int(readAll(path).count("<url>"));
        VERIFY_SCHEMA(path);
    }
    QCOMPARE(urls, 3000);
}

void TestConvert::gzip()
{
    QTemporaryDir dir;
    const QString input =
        writeFile(dir.path(), QStringLiteral("site.xml.gz"),
                  TestSupport::gzip(urlset("<url><loc>https://example.com/a</loc></url>\n"
                                           "<url><loc>https://example.com/b</loc></url>\n"
                                           "<url><loc>https://example.com/c</loc></url>\n")));
    const QString out = dir.filePath(QStringLiteral("out"));
    // One file: XML whatever the input's form.
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 0);
    QCOMPARE(filesIn(out), QStringList{QStringLiteral("site.xml")});
    QVERIFY(readAll(out + QStringLiteral("/site.xml")).startsWith("<?xml"));

    const QString outGz = dir.filePath(QStringLiteral("outgz"));
    r = runTool({QStringLiteral("convert"), QStringLiteral("--gzip"), QStringLiteral("--max-urls"),
                 QStringLiteral("2"), QStringLiteral("--base-url"),
                 QStringLiteral("https://example.com/"), QStringLiteral("-o"), outGz, input});
    VERIFY_TOOL(r, 0);
    QCOMPARE(filesIn(outGz),
             (QStringList{QStringLiteral("site-1.xml.gz"), QStringLiteral("site-2.xml.gz"),
                          QStringLiteral("site.xml.gz")}));
    QVERIFY(content(outGz + QStringLiteral("/site.xml.gz"))
                .contains("<loc>https://example.com/site-2.xml.gz</loc>"));
    for (const QString &name : filesIn(outGz))
        VERIFY_SCHEMA(outGz + QLatin1Char('/') + name);
}

void TestConvert::splitNeedsBaseUrl()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("s.txt"), textSitemap(5));
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--max-urls"),
                                  QStringLiteral("2"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 2);
    QVERIFY(r.err.contains("--base-url"));
    QVERIFY(filesIn(out).isEmpty());
}

void TestConvert::invalidEntries()
{
    QTemporaryDir dir;
    const QString input = writeFile(
        dir.path(), QStringLiteral("s.xml"),
        urlset("<url><loc>https://example.com/a</loc></url>\n<vendor>v</vendor>\n"
               "<url><loc>https://example.com/b</loc><priority>7</priority></url>\n"
               "<url><loc>https://example.com/c</loc><tmpagetype>x</tmpagetype></url>\n"));
    const QString out = dir.filePath(QStringLiteral("out"));
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 1);
    QVERIFY(r.err.contains("priority-range"));
    QVERIFY(r.err.contains("https://example.com/b"));
    QVERIFY(filesIn(out).isEmpty());

    r = runTool({QStringLiteral("convert"), QStringLiteral("--drop-invalid"), QStringLiteral("-o"),
                 out, input});
    VERIFY_TOOL(r, 0);
    QVERIFY2(r.out.contains("dropped 1 invalid entry"), r.out.constData());
    QVERIFY(r.out.contains("priority-range"));
    QVERIFY(r.out.contains("tmpagetype"));
    QVERIFY2(r.out.contains("<vendor>"), r.out.constData()); // not lost without a word
    const QByteArray written = readAll(out + QStringLiteral("/s.xml"));
    QCOMPARE(written.count("<url>"), 2);
    QVERIFY(!written.contains("tmpagetype"));
    VERIFY_SCHEMA(out + QStringLiteral("/s.xml"));

    // Nothing left to write: nothing written, exit 1.
    const QString bad = writeFile(dir.path(), QStringLiteral("bad.xml"),
                                  urlset("<url><loc>ftp://example.com/a</loc></url>\n"));
    const QString out2 = dir.filePath(QStringLiteral("out2"));
    r = runTool({QStringLiteral("convert"), QStringLiteral("--drop-invalid"), QStringLiteral("-o"),
                 out2, bad});
    VERIFY_TOOL(r, 1);
    QVERIFY(filesIn(out2).isEmpty());
}

void TestConvert::malformedInput()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("broken.xml"),
                                    urlset("<url><loc>https://example.com/a</loc></url>\n"
                                           "<url><loc>https://example.com/b?x=1&y=2</loc></url>\n"
                                           "<url><loc>https://example.com/c</loc></url>\n"));
    const QString out = dir.filePath(QStringLiteral("out"));
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 1);
    QVERIFY(r.err.contains("line 4"));
    QVERIFY(filesIn(out).isEmpty());

    r = runTool({QStringLiteral("convert"), QStringLiteral("--drop-invalid"), QStringLiteral("-o"),
                 out, input});
    VERIFY_TOOL(r, 0);
    QVERIFY2(r.out.contains("was not read"), r.out.constData());
    QVERIFY(r.out.contains("bytes"));
    QCOMPARE(readAll(out + QStringLiteral("/broken.xml")).count("<url>"), 1);
    VERIFY_SCHEMA(out + QStringLiteral("/broken.xml"));
}

void TestConvert::convertsIndexSet()
{
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("in/posts.xml"),
              urlset("<url><loc>https://example.com/p1</loc><lastmod>2024-02-01</lastmod></url>\n"
                     "<url><loc>https://example.com/p2</loc><lastmod>2024-03-01</lastmod></url>\n"
                     "<url><loc>https://example.com/p3</loc></url>\n"));
    writeFile(dir.path(), QStringLiteral("in/pages.xml.gz"),
              TestSupport::gzip(urlset("<url><loc>https://example.com/a</loc></url>\n")));
    const QString index =
        writeFile(dir.path(), QStringLiteral("in/sitemap_index.xml"),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<sitemap><loc>https://example.com/posts.xml</loc></sitemap>\n"
                  "<sitemap><loc>https://example.com/pages.xml.gz</loc></sitemap>\n"
                  "</sitemapindex>\n");
    const QString out = dir.filePath(QStringLiteral("out"));
    const ToolResult r =
        runTool({QStringLiteral("convert"), QStringLiteral("--gzip"), QStringLiteral("--max-urls"),
                 QStringLiteral("2"), QStringLiteral("-o"), out, index});
    VERIFY_TOOL(r, 0);
    QCOMPARE(
        filesIn(out),
        (QStringList{QStringLiteral("pages.xml.gz"), QStringLiteral("posts-1.xml.gz"),
                     QStringLiteral("posts-2.xml.gz"), QStringLiteral("sitemap_index.xml.gz")}));
    const QByteArray written = content(out + QStringLiteral("/sitemap_index.xml.gz"));
    QVERIFY2(written.contains("<loc>https://example.com/posts-1.xml.gz</loc>\n  "
                              "<lastmod>2024-03-01</lastmod>"),
             written.constData());
    QVERIFY(written.contains("<loc>https://example.com/posts-2.xml.gz</loc>\n</sitemap>"));
    QVERIFY(written.contains("<loc>https://example.com/pages.xml.gz</loc>"));
    for (const QString &name : filesIn(out))
        VERIFY_SCHEMA(out + QLatin1Char('/') + name);
}

void TestConvert::textLinesAndSameFolder()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("urls.txt"),
                                    "https://example.com/a\n\nnot a url\nhttps://example.com/b\n");
    ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), dir.path(), input});
    VERIFY_TOOL(r, 1);
    QVERIFY(r.err.contains("text-line-invalid"));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("urls.txt")});

    // Into the input's own folder, gzipped: the input stays.
    r = runTool({QStringLiteral("convert"), QStringLiteral("--drop-invalid"),
                 QStringLiteral("--gzip"), QStringLiteral("-o"), dir.path(), input});
    VERIFY_TOOL(r, 0);
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("urls.txt"), QStringLiteral("urls.xml.gz")}));
    QCOMPARE(content(dir.filePath(QStringLiteral("urls.xml.gz"))).count("<url>"), 2);
    VERIFY_SCHEMA(dir.filePath(QStringLiteral("urls.xml.gz")));
}

void TestConvert::staleFilesOfAKilledConvert()
{
    // A convert killed while writing left a temporary file; the next one into that
    // folder removes it (its process is gone) and says so.
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in/urls.txt"), textSitemap(3));
    const QString out = dir.filePath(QStringLiteral("out"));
    const QString stale = QStringLiteral(".urls.part1.xml.tmp-%1-0-0badc0de").arg(deadProcessId());
    writeFile(out, stale, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset");
    const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    VERIFY_TOOL(r, 0);
    QCOMPARE(filesIn(out), QStringList{QStringLiteral("urls.xml")});
    QVERIFY2(r.out.contains("left by a save that was interrupted"), r.out.constData());
    VERIFY_SCHEMA(QDir(out).filePath(QStringLiteral("urls.xml")));
}

void TestConvert::usageErrors()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("s.txt"), textSitemap(2));
    ToolResult r = runTool({QStringLiteral("convert"), input});
    VERIFY_TOOL(r, 2);
    QVERIFY(r.err.contains("-o DIR"));
    r = runTool({QStringLiteral("convert"), QStringLiteral("--max-urls"), QStringLiteral("0"),
                 QStringLiteral("-o"), dir.path(), input});
    VERIFY_TOOL(r, 2);
    r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), dir.filePath(QStringLiteral("o")),
                 dir.filePath(QStringLiteral("missing.xml"))});
    VERIFY_TOOL(r, 2);
    QVERIFY(r.err.contains("missing.xml"));
}

void TestConvert::corpusConvertsValid()
{
    // Whatever the input, what convert writes passes the schemas.
    const QString corpus = corpusDir();
    if (corpus.isEmpty())
        QSKIP("../shared/corpus is absent");
    QTemporaryDir dir;
    int converted = 0;
    const QStringList inputs = QDir(corpus).entryList(QDir::Files, QDir::Name);
    for (const QString &name : inputs) {
        if (name == QLatin1String("MANIFEST.tsv") || name.endsWith(QLatin1String(".md")))
            continue;
        const QString out = dir.filePath(name);
        const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("--drop-invalid"),
                                      QStringLiteral("-o"), out, corpus + QLatin1Char('/') + name});
        QVERIFY2(r.exitCode >= 0 && r.exitCode <= 2, qPrintable(name));
        const QStringList written = filesIn(out);
        if (r.exitCode != 0) {
            QVERIFY2(written.isEmpty(), qPrintable(name));
            continue;
        }
        QVERIFY2(!written.isEmpty(), qPrintable(name));
        ++converted;
        if (r.out.contains("not validated:"))
            continue; // extension namespaces the schemas do not cover
        for (const QString &file : written)
            VERIFY_SCHEMA(out + QLatin1Char('/') + file);
    }
    QVERIFY(converted > 0);
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
