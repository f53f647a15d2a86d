// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool check: the compiler-like text output, the JSON shape, the exit
// status, index children, --base-url, and what it reports on the real corpus.

#include "bytestream.h"
#include "testsupport.h"
#include "toolcommands.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray Ns09 = "http://www.sitemaps.org/schemas/sitemap/0.9";

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"" + Ns09 + "\">\n" + body +
           "</urlset>\n";
}

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

// In process: the same code as the binary, without a process per corpus file.
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

// Each corpus file is checked once and the result shared by the corpus tests.
const Run &checkCorpusFile(const QString &path)
{
    static QHash<QString, Run> cache;
    auto it = cache.find(path);
    if (it == cache.end())
        it = cache.insert(path, check({QStringLiteral("--format"), QStringLiteral("json"), path}));
    return *it;
}

QJsonObject json(const Run &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "bad json" << error.errorString() << r.out.left(400);
    return doc.object();
}

QMap<QString, int> ruleCounts(const QJsonObject &file)
{
    QMap<QString, int> counts;
    for (const QJsonValue &issue : file.value(QLatin1String("issues")).toArray())
        ++counts[issue.toObject().value(QLatin1String("rule")).toString()];
    return counts;
}

} // namespace

class TestCheck : public QObject
{
    Q_OBJECT

private slots:
    void textFormat();
    void cleanFile();
    void exitStatus_data();
    void exitStatus();
    void jsonShape();
    void indexWithChildren();
    void baseUrl();
    void baseUrlHostOnly();
    void shortLocAgreesWithConvert();
    void binary();
    void binaryManyFiles();
    void everyCommandHelpAndUsage_data();
    void everyCommandHelpAndUsage();
    void corpus_data();
    void corpus();
    void corpusLines();
    void outputInPiecesOfAnySize();

private:
    QTemporaryDir m_dir;
};

void TestCheck::textFormat()
{
    const QString path = TestSupport::writeFile(
        m_dir.path(), QStringLiteral("text.xml"),
        urlset("<url>\n  <loc>/relative/page</loc>\n</url>\n"
               "<url><loc>https://a.com/</loc><priority>high</priority></url>\n"));
    const Run r = check({path});
    QCOMPARE(r.status, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    // At the element at fault: the <loc>, the <priority>.
    QVERIFY2(lines[0].startsWith(path + QLatin1String(":4:3: error: ")), qPrintable(lines[0]));
    QVERIFY(lines[0].endsWith(QLatin1String(" [loc-not-absolute]")));
    QVERIFY2(lines[1].startsWith(path + QLatin1String(":6:31: error: ")), qPrintable(lines[1]));
    QVERIFY(lines[1].endsWith(QLatin1String(" [priority-invalid]")));
    QCOMPARE(lines[2], QStringLiteral("2 errors, 0 warnings, 0 infos in 1 file"));
    // File problems without a position omit line and column.
    const QString legacy = TestSupport::writeFile(
        m_dir.path(), QStringLiteral("legacy.xml"),
        "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\"><url><loc>https://a.com/"
        "</loc></url></urlset>");
    const Run l = check({legacy});
    QCOMPARE(l.status, 0);
    // At the root's start tag (PROTOCOL.md section 4.1).
    QVERIFY2(l.out.startsWith(legacy + QLatin1String(":1:1: warning: ")), qPrintable(l.out));
    QVERIFY(l.out.contains(QLatin1String("[namespace-legacy]\n")));
}

void TestCheck::cleanFile()
{
    const QString path = TestSupport::writeFile(m_dir.path(), QStringLiteral("clean.xml"),
                                                urlset("<url><loc>https://a.com/</loc></url>\n"
                                                       "<url><loc>https://a.com/b</loc></url>\n"));
    const Run r = check({path});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.out, QStringLiteral("0 errors, 0 warnings, 0 infos in 1 file\n"));
    // The real binary agrees.
    const TestSupport::ToolResult t = TestSupport::runTool({QStringLiteral("check"), path});
    QCOMPARE(t.exitCode, 0);
    QCOMPARE(t.out, QByteArray("0 errors, 0 warnings, 0 infos in 1 file\n"));
}

void TestCheck::exitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    const QString good = m_dir.path() + QLatin1String("/good.xml");
    TestSupport::writeFile(m_dir.path(), QStringLiteral("good.xml"),
                           urlset("<url><loc>https://a.com/</loc></url>"));
    TestSupport::writeFile(m_dir.path(), QStringLiteral("rss.xml"),
                           "<?xml version=\"1.0\"?><rss version=\"0.91\"><channel/></rss>");
    TestSupport::writeFile(m_dir.path(), QStringLiteral("warn.xml"),
                           urlset("<url><loc>https://a.com/#x</loc></url>"));
    QTest::newRow("clean") << QStringList{good} << 0;
    QTest::newRow("warnings only") << QStringList{m_dir.path() + QLatin1String("/warn.xml")} << 0;
    QTest::newRow("not a sitemap") << QStringList{m_dir.path() + QLatin1String("/rss.xml")} << 1;
    QTest::newRow("missing") << QStringList{m_dir.path() + QLatin1String("/nope.xml")} << 2;
    QTest::newRow("directory") << QStringList{m_dir.path()} << 2;
    QTest::newRow("missing wins over errors")
        << QStringList{m_dir.path() + QLatin1String("/rss.xml"),
                       m_dir.path() + QLatin1String("/nope.xml")}
        << 2;
    QTest::newRow("no files") << QStringList{} << 2;
    QTest::newRow("bad format") << QStringList{QStringLiteral("--format"), QStringLiteral("xml"),
                                               good}
                                << 2;
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate"), good} << 2;
    QTest::newRow("format=json") << QStringList{QStringLiteral("--format=json"), good} << 0;
}

void TestCheck::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QCOMPARE(check(args).status, status);
}

void TestCheck::jsonShape()
{
    const QString path = TestSupport::writeFile(
        m_dir.path(), QStringLiteral("shape.xml.gz"),
        TestSupport::gzip("\n" + urlset("<url><loc>ftp://a.com/\"x\"</loc></url>\n")));
    const Run r = check({QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(r.status, 1);
    QVERIFY(r.out.endsWith(QLatin1Char('\n')));
    const QJsonObject root = json(r);
    QCOMPARE(root.keys(), (QStringList{QStringLiteral("files"), QStringLiteral("summary")}));
    const QJsonArray files = root.value(QLatin1String("files")).toArray();
    QCOMPARE(files.size(), 1);
    const QJsonObject f = files[0].toObject();
    QCOMPARE(f.value(QLatin1String("path")).toString(), path);
    QCOMPARE(f.value(QLatin1String("kind")).toString(), QStringLiteral("urlset"));
    QCOMPARE(f.value(QLatin1String("namespace")).toString(), QString::fromLatin1(Ns09));
    QCOMPARE(f.value(QLatin1String("gzip")).toBool(), true);
    QCOMPARE(f.value(QLatin1String("entries")).toInt(), 1);
    const QJsonArray issues = f.value(QLatin1String("issues")).toArray();
    bool sawFile = false, sawEntry = false;
    for (const QJsonValue &v : issues) {
        const QJsonObject issue = v.toObject();
        QVERIFY(issue.contains(QLatin1String("rule")));
        QVERIFY(issue.contains(QLatin1String("severity")));
        QVERIFY(!issue.value(QLatin1String("message")).toString().isEmpty());
        const QString rule = issue.value(QLatin1String("rule")).toString();
        if (rule == QLatin1String("leading-content")) {
            sawFile = true;
            QVERIFY(!issue.contains(QLatin1String("entry")));
            QCOMPARE(issue.value(QLatin1String("line")).toInt(), 1);
        }
        if (rule == QLatin1String("loc-scheme")) {
            sawEntry = true;
            QCOMPARE(issue.value(QLatin1String("entry")).toInt(), 0);
            QCOMPARE(issue.value(QLatin1String("line")).toInt(), 4);
            QCOMPARE(issue.value(QLatin1String("column")).toInt(), 6);
            QCOMPARE(issue.value(QLatin1String("severity")).toString(), QStringLiteral("error"));
        }
    }
    QVERIFY(sawFile);
    QVERIFY(sawEntry);
    const QJsonObject summary = root.value(QLatin1String("summary")).toObject();
    QCOMPARE(summary.keys(), (QStringList{QStringLiteral("errors"), QStringLiteral("infos"),
                                          QStringLiteral("warnings")}));
    QCOMPARE(summary.value(QLatin1String("errors")).toInt(), 3); // leading, scheme, unescaped
    // The key order of the documented shape.
    QVERIFY(r.out.startsWith(QLatin1String("{\"files\":[{\"path\":")));
    QVERIFY(r.out.contains(QLatin1String("\"kind\":\"urlset\",\"namespace\":")));
    QVERIFY(r.out.contains(QLatin1String("\"summary\":{\"errors\":3,\"warnings\":")));
}

void TestCheck::indexWithChildren()
{
    QTemporaryDir dir;
    const QString index = TestSupport::writeFile(
        dir.path(), QStringLiteral("sitemap.xml"),
        "<?xml version=\"1.0\"?>\n<sitemapindex xmlns=\"" + Ns09 +
            "\">\n<sitemap><loc>https://a.com/s1.xml</loc></sitemap>\n"
            "<sitemap><loc>https://a.com/s2.xml</loc></sitemap>\n</sitemapindex>\n");
    TestSupport::writeFile(dir.path(), QStringLiteral("s1.xml"),
                           urlset("<url><loc>https://a.com/x</loc></url>\n"));
    const Run r = check({QStringLiteral("--format"), QStringLiteral("json"), index});
    const QJsonArray files = json(r).value(QLatin1String("files")).toArray();
    QCOMPARE(files.size(), 2);
    QCOMPARE(files[0].toObject().value(QLatin1String("kind")).toString(),
             QStringLiteral("sitemapindex"));
    QCOMPARE(files[1].toObject().value(QLatin1String("path")).toString(),
             dir.path() + QLatin1String("/s1.xml"));
    QCOMPARE(ruleCounts(files[0].toObject()).value(QStringLiteral("index-child-missing")), 1);
    QCOMPARE(r.status, 0);
    // A child on another host than the index's folder URL mismatches.
    TestSupport::writeFile(dir.path(), QStringLiteral("s1.xml"),
                           urlset("<url><loc>https://b.com/x</loc></url>\n"));
    const Run b = check({QStringLiteral("--format"), QStringLiteral("json"),
                         QStringLiteral("--base-url"), QStringLiteral("https://a.com/"), index});
    const QJsonArray files2 = json(b).value(QLatin1String("files")).toArray();
    QCOMPARE(files2.size(), 2);
    QCOMPARE(ruleCounts(files2[1].toObject()).value(QStringLiteral("loc-host-mismatch")), 1);
    QCOMPARE(b.status, 1);
}

void TestCheck::baseUrl()
{
    const QString path =
        TestSupport::writeFile(m_dir.path(), QStringLiteral("base.xml"),
                               urlset("<url><loc>https://a.com/blog/1</loc></url>\n"
                                      "<url><loc>https://a.com/shop/2</loc></url>\n"
                                      "<url><loc>https://b.com/blog/3</loc></url>\n"));
    auto counts = [&](const QStringList &extra) {
        const Run r = check(QStringList{QStringLiteral("--format"), QStringLiteral("json")} +
                            extra + QStringList{path});
        return ruleCounts(json(r).value(QLatin1String("files")).toArray()[0].toObject());
    };
    // Without a base URL: the majority host, no path rule.
    QCOMPARE(counts({}).value(QStringLiteral("loc-host-mismatch")), 1);
    QCOMPARE(counts({}).value(QStringLiteral("loc-outside-path")), 0);
    // A folder URL: the file lives at https://a.com/blog/base.xml.
    const auto folder =
        counts({QStringLiteral("--base-url"), QStringLiteral("https://a.com/blog/")});
    QCOMPARE(folder.value(QStringLiteral("loc-host-mismatch")), 1);
    QCOMPARE(folder.value(QStringLiteral("loc-outside-path")), 1);
    // A file URL on b.com: both a.com URLs mismatch.
    const auto file = counts({QStringLiteral("--base-url=https://b.com/sitemap.xml")});
    QCOMPARE(file.value(QStringLiteral("loc-host-mismatch")), 2);
    QCOMPARE(file.value(QStringLiteral("loc-outside-path")), 0);
}

// PROTOCOL.md section 6: a base URL with an empty path is the host's root folder,
// for the index and for the children found next to it.
void TestCheck::baseUrlHostOnly()
{
    QTemporaryDir dir;
    const QString index = TestSupport::writeFile(
        dir.path(), QStringLiteral("sitemap.xml"),
        "<?xml version=\"1.0\"?>\n<sitemapindex xmlns=\"" + Ns09 +
            "\">\n<sitemap><loc>https://www.example.com/child.xml</loc></sitemap>\n"
            "</sitemapindex>\n");
    TestSupport::writeFile(dir.path(), QStringLiteral("child.xml"),
                           urlset("<url><loc>https://www.example.com/page</loc></url>\n"));
    const Run r =
        check({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--base-url"),
               QStringLiteral("https://www.example.com"), index});
    const QJsonArray files = json(r).value(QLatin1String("files")).toArray();
    QCOMPARE(files.size(), 2);
    for (const QJsonValue &file : files) {
        const auto counts = ruleCounts(file.toObject());
        QCOMPARE(counts.value(QStringLiteral("loc-host-mismatch")), 0);
        QCOMPARE(counts.value(QStringLiteral("loc-outside-path")), 0);
    }
    QVERIFY2(r.status == 0, qPrintable(r.out));
}

// A <loc> under the XSD's 12 characters: check reports loc-too-short (exit 1) and
// convert refuses the entry with the same message.
void TestCheck::shortLocAgreesWithConvert()
{
    QTemporaryDir dir;
    const QString path = TestSupport::writeFile(dir.path(), QStringLiteral("short.xml"),
                                                urlset("<url><loc>http://a.b/</loc></url>\n"));
    const Run r = check({QStringLiteral("--format"), QStringLiteral("json"), path});
    const QJsonArray issues = json(r)
                                  .value(QLatin1String("files"))
                                  .toArray()[0]
                                  .toObject()
                                  .value(QLatin1String("issues"))
                                  .toArray();
    QString message;
    for (const QJsonValue &issue : issues) {
        if (issue.toObject().value(QLatin1String("rule")).toString() ==
            QLatin1String("loc-too-short"))
            message = issue.toObject().value(QLatin1String("message")).toString();
    }
    QVERIFY2(!message.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.status, 1);

    Run c;
    QTextStream out(&c.out);
    QTextStream err(&c.err);
    c.status = ToolCommands::convert(
        {QStringLiteral("-o"), dir.filePath(QStringLiteral("out")), path}, out, err);
    out.flush();
    err.flush();
    QCOMPARE(c.status, 1);
    QVERIFY2(c.err.contains(message) || c.out.contains(message), qPrintable(c.err + c.out));
}

void TestCheck::everyCommandHelpAndUsage_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : {"check", "export", "convert", "diff", "rules", "explain", "scan"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCheck::everyCommandHelpAndUsage()
{
    // --help prints the command's own usage on stdout and exits 0, also after
    // other arguments; an unknown option prints the mistake and the usage on
    // stderr and exits 2.
    QFETCH(QString, command);
    const QByteArray usage = "usage: sitemap-tool " + command.toLatin1() + ' ';
    TestSupport::ToolResult t = TestSupport::runTool({command, QStringLiteral("--help")});
    QCOMPARE(t.exitCode, 0);
    QVERIFY2(t.out.startsWith(usage), t.out.constData());
    QVERIFY2(t.out.contains("--help"), t.out.constData());
    QVERIFY2(t.err.isEmpty(), t.err.constData());

    t = TestSupport::runTool({command, QStringLiteral("some-file.xml"), QStringLiteral("--help")});
    QCOMPARE(t.exitCode, 0);
    QVERIFY(t.out.startsWith(usage));

    t = TestSupport::runTool({command, QStringLiteral("--no-such-option"), QStringLiteral("x")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY2(t.err.contains("no-such-option"), t.err.constData());
    QVERIFY2(t.err.contains(usage), t.err.constData());
    QVERIFY(t.out.isEmpty());
}

void TestCheck::binary()
{
    // The built tool prints JSON the same way.
    const QString path = TestSupport::writeFile(m_dir.path(), QStringLiteral("bin.txt"),
                                                "https://a.com/\nnot a url\n");
    const TestSupport::ToolResult t = TestSupport::runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), path});
    QCOMPARE(t.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(t.out).object();
    const QJsonObject f = root.value(QLatin1String("files")).toArray()[0].toObject();
    QCOMPARE(f.value(QLatin1String("kind")).toString(), QStringLiteral("text"));
    QCOMPARE(f.value(QLatin1String("namespace")).toString(), QString());
    const QJsonObject issue = f.value(QLatin1String("issues")).toArray()[0].toObject();
    QCOMPARE(issue.value(QLatin1String("rule")).toString(), QStringLiteral("text-line-invalid"));
    QCOMPARE(issue.value(QLatin1String("entry")).toInt(), 1);
    QCOMPARE(issue.value(QLatin1String("line")).toInt(), 2);
}

void TestCheck::binaryManyFiles()
{
    // The built tool leaves the last set it checks to the end of the process and
    // frees the others as it goes: what it prints for several files, an index with
    // its child among them, is what the command prints in process, where every set
    // is freed. (Under the address sanitizer, a set left behind unreachable would
    // also fail the run as a leak.)
    QTemporaryDir dir;
    const QString index = TestSupport::writeFile(
        dir.path(), QStringLiteral("sitemap.xml"),
        "<?xml version=\"1.0\"?>\n<sitemapindex xmlns=\"" + Ns09 +
            "\">\n<sitemap><loc>https://a.com/s1.xml</loc></sitemap>\n</sitemapindex>\n");
    TestSupport::writeFile(dir.path(), QStringLiteral("s1.xml"),
                           urlset("<url><loc>https://a.com/x</loc><priority>2</priority></url>\n"));
    const QString text = TestSupport::writeFile(dir.path(), QStringLiteral("urls.txt"),
                                                "https://a.com/\nnot a url\n");
    const QString plain = TestSupport::writeFile(
        dir.path(), QStringLiteral("plain.xml"),
        urlset("<url><loc>https://a.com/a</loc></url>\n<url><loc>https://a.com/a</loc></url>\n"));
    for (const QString &format : {QStringLiteral("text"), QStringLiteral("json")}) {
        const QStringList args{QStringLiteral("--format"), format, index, text, plain};
        const Run inProcess = check(args);
        const TestSupport::ToolResult tool =
            TestSupport::runTool(QStringList{QStringLiteral("check")} + args);
        QCOMPARE(tool.exitCode, inProcess.status);
        QCOMPARE(QString::fromUtf8(tool.out), inProcess.out);
        QCOMPARE(QString::fromUtf8(tool.err), inProcess.err);
    }
    QCOMPARE(check({index, text, plain}).status, 1);
    const QJsonArray files =
        json(check({QStringLiteral("--format"), QStringLiteral("json"), index, text, plain}))
            .value(QLatin1String("files"))
            .toArray();
    QCOMPARE(files.size(), 4); // the index, its child, the text file, the plain sitemap
    QCOMPARE(ruleCounts(files[1].toObject()).value(QStringLiteral("priority-range")), 1);
    QCOMPARE(ruleCounts(files[3].toObject()).value(QStringLiteral("loc-duplicate")), 1);
}

void TestCheck::corpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected"); // rule=count, space separated; empty: clean
    QTest::addColumn<int>("status");
    // What check reports on each corpus file, every finding read and confirmed
    // against the file.
    const struct
    {
        const char *file;
        const char *expected;
        int status;
    } rows[] = {
        // relative <loc>s; the children are not in the corpus under those names
        {"01_yoast-staatic_index.xml", "index-child-missing=4 loc-not-absolute=4", 1},
        {"02_yoast-staatic_post-relative.xml", "loc-not-absolute=3", 1},
        {"04_rails-sitemapgen-coursavenue_index.xml.gz", "index-child-missing=14", 0},
        {"05_mkdocs-topbarplus_urlset.xml", "lastmod-uniform=1", 0},
        {"06_mkdocs-topbarplus_urlset.xml.gz", "lastmod-uniform=1", 0},
        {"07_sphinx-sitemap-conda_urlset.xml", "", 0},
        {"09_jekyll-sitemap-b10g_localhost.xml", "loc-localhost=5", 0},
        {"10_gatsby-plugin-sitemap-10cheon00_index.xml", "index-child-missing=1", 0},
        {"14_hugo-minified-111qqz_index.xml", "index-child-missing=2", 0},
        {"16_hugo-18f_index-relative.xml", "index-child-missing=2 loc-not-absolute=2", 1},
        {"18_next-sitemap-sbsolver_index.xml", "index-child-missing=1", 0},
        {"28_blogger-cyberbivash_index-CRLF.xml", "index-child-missing=2", 0},
        {"30_rankmath-motormahal_index.xml", "index-child-missing=5", 0},
        {"37_hexo-seo-friendly-00theway_index.xml", "index-child-missing=3", 0},
        {"38_hexo-seo-friendly-00theway_post.xml", "", 0},
        {"11_gatsby-plugin-sitemap-10cheon00_sitemap-0.xml", "priority-uniform=1", 0},
        {"17_hugo-18f_en-relative-hreflang.xml",
         "hreflang-href-relative=8 loc-not-absolute=53 loc-too-short=9", 1},
        {"19_next-sitemap-sbsolver_sitemap-0.xml", "", 0},
        {"20_handmade-livejournal_urlset-BOM.xml", "", 0},
        {"21_handmade-livejournal_text-BOM.txt", "", 0},
        // google.com/schemas/sitemap/0.9 is legacy by the rule book; dschini.org vs games.
        {"22_handwritten-dschini_wrong-namespace-image.xml",
         "loc-host-mismatch=1 namespace-legacy=1", 1},
        {"24_handwritten-dslbook_legacy-0.84.xml",
         "lastmod-uniform=1 namespace-legacy=1 tag-order=5", 0},
        // ~290 distinct URLs repeated to 50,000
        {"25_rails-sitemapgen-coursavenue_50000urls.xml.gz", "loc-duplicate=49713", 0},
        {"26_handgen-ccinfo_news.xml", "news-stale=3", 0},
        {"31_rankmath-motormahal_post-image.xml", "", 0},
        {"33_rankmath-motormahal_local-kml.xml", "", 0},
        {"34_handgen-kmjtire_video-youtube-vimeo.xml", "", 0},
        // raw ™ and ® in two locs, one repeated product URL, a raw & in a video title
        {"35_handgen-furnaceoutlet_video-1511-unescaped-amp.xml",
         "loc-duplicate=1 loc-unescaped=2 xml-malformed=1", 1},
        {"39_handwritten-fitwavelab_CRLF-broken-loc-tag.xml", "loc-duplicate=1 xml-malformed=1", 1},
        {"40_handwritten-fitwavelab_text-CRLF.txt", "", 0},
        // <tmpagetype> etc. in every entry; a backtick in 33 locs; tripmasters.com vs www.
        {"43_aspnet-tripmasters_9954-custom-elements-BOM.xml",
         "loc-duplicate=1 loc-host-mismatch=1 loc-near-duplicate=1 loc-unescaped=33 "
         "loc-whitespace=1 "
         "tag-unknown=9954",
         1},
        {"44_handwritten-avtoobves_hreflang-xdefault-comments.xml", "tag-order=16", 0},
        {"45_handwritten-arcbees_CRLF-no-xmldecl-hashbang.xml", "loc-fragment=8", 0},
        {"47_hexo-generator-sitemap-0202zc_unescaped-amp-loc.xml", "xml-malformed=1", 1},
        {"48_hexo-baidu-sitemap-0202zc_custom-elements-unescaped-amp.xml",
         "tag-unknown=9 xml-malformed=1", 1},
        {"51_aspnet-websitemap-longyusheng_GB2312-not-sitemaps-org.xml", "not-a-sitemap=1", 1},
        {"52_handwritten-brassring_newlines-around-loc.xml", "lastmod-uniform=1 loc-whitespace=3",
         0},
        {"53_handwritten-jono_index-pointing-to-html-251.xml", "index-child-missing=251", 0},
        {"55_xml-sitemaps-com-3dbob_yahoo-urllist.txt", "loc-near-duplicate=1", 0},
        {"56_unknown-gen-aikidomanchester_legacy-0.84-minified.xml",
         "namespace-legacy=1 tag-order=1", 0},
        {"58_google-sitemap_gen-py-biicode_legacy-0.84.xml.gz",
         "namespace-legacy=1 priority-uniform=1", 0},
        {"60_custom-2012-newkedison_lastmod-no-tz-no-xmldecl.xml", "lastmod-no-timezone=28", 1},
    };
    for (const auto &row : rows)
        QTest::newRow(row.file) << QString::fromLatin1(row.file)
                                << QString::fromLatin1(row.expected) << row.status;
}

void TestCheck::corpus()
{
    const QString dir = TestSupport::corpusDir();
    if (dir.isEmpty())
        QSKIP("../shared/corpus is absent: the real-corpus checks are skipped");
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QFETCH(int, status);
    const QString path = dir + QLatin1Char('/') + file;
    if (!QFileInfo::exists(path))
        QSKIP("this corpus file is absent");
    const Run &r = checkCorpusFile(path);
    const QJsonArray files = json(r).value(QLatin1String("files")).toArray();
    QVERIFY(!files.isEmpty());
    const QMap<QString, int> counts = ruleCounts(files[0].toObject());
    QStringList got;
    for (auto it = counts.begin(); it != counts.end(); ++it)
        got << it.key() + QLatin1Char('=') + QString::number(it.value());
    QCOMPARE(got.join(QLatin1Char(' ')), expected);
    QCOMPARE(r.status, status);
}

void TestCheck::corpusLines()
{
    // Every entry problem points at the element at fault (PROTOCOL.md section 4): the
    // <loc>, <lastmod>, <changefreq>, <priority> or extension element its rule is
    // about, the <url>/<sitemap> start tag for the others (or its text line).
    const QString dir = TestSupport::corpusDir();
    if (dir.isEmpty())
        QSKIP("../shared/corpus is absent: the real-corpus checks are skipped");
    int checked = 0;
    const QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        if (!name.front().isDigit())
            continue;
        const QString path = dir + QLatin1Char('/') + name;
        const Run &r = checkCorpusFile(path);
        QVERIFY2(r.status != 2, qPrintable(name));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray bytes = f.readAll();
        if (bytes.startsWith("\x1f\x8b"))
            bytes = TestSupport::gunzip(bytes);
        if (bytes.startsWith("\xef\xbb\xbf"))
            bytes = bytes.mid(3);
        const QList<QByteArray> lines = bytes.split('\n');
        const QJsonObject file = json(r).value(QLatin1String("files")).toArray()[0].toObject();
        const bool text = file.value(QLatin1String("kind")).toString() == QLatin1String("text");
        for (const QJsonValue &v : file.value(QLatin1String("issues")).toArray()) {
            const QJsonObject issue = v.toObject();
            if (!issue.contains(QLatin1String("entry")))
                continue;
            const int line = issue.value(QLatin1String("line")).toInt();
            const int column = issue.value(QLatin1String("column")).toInt();
            QVERIFY2(line >= 1 && line <= lines.size(), qPrintable(name));
            const QByteArray at = lines[line - 1].mid(column - 1, 40);
            const QString rule = issue.value(QLatin1String("rule")).toString();
            QByteArray element = "(url|sitemap)";
            if (rule.startsWith(QLatin1String("loc-")) && rule != QLatin1String("loc-missing"))
                element = "loc";
            else if (rule == QLatin1String("index-nested") ||
                     rule == QLatin1String("index-child-missing"))
                element = "loc";
            else if (rule.startsWith(QLatin1String("lastmod-")))
                element = "lastmod";
            else if (rule.startsWith(QLatin1String("changefreq-")))
                element = "changefreq";
            else if (rule.startsWith(QLatin1String("priority-")))
                element = "priority";
            else if (rule.startsWith(QLatin1String("image-")))
                element = "image";
            else if (rule.startsWith(QLatin1String("video-")))
                element = "video";
            else if (rule.startsWith(QLatin1String("news-")))
                element = "news";
            else if (rule.startsWith(QLatin1String("hreflang-")))
                element = "link";
            else if (rule.startsWith(QLatin1String("tag-")) && rule != QLatin1String("tag-order"))
                element = "[A-Za-z_]";
            const QRegularExpression tag(
                QStringLiteral("^<([A-Za-z_][\\w.-]*:)?%1").arg(QString::fromLatin1(element)));
            const bool ok = text ? at.trimmed().startsWith("http") || !at.trimmed().isEmpty()
                                 : tag.match(QString::fromUtf8(at)).hasMatch();
            QVERIFY2(ok, qPrintable(name + QLatin1Char(':') + QString::number(line) +
                                    QLatin1Char(':') + QString::number(column) +
                                    QLatin1String(" shows ") + QString::fromUtf8(at.left(40))));
            ++checked;
        }
    }
    QVERIFY(checked > 1000);
}

QTEST_GUILESS_MAIN(TestCheck)
// The report's bytes go out in pieces of 64 KiB: small writes, numbers, text that
// needs encoding and pieces larger than a buffer arrive whole and in order, on a
// device and on a stream without one.
void TestCheck::outputInPiecesOfAnySize()
{
    const QString wide = QString(40000, QChar(0x00e9)) + QStringLiteral("\u20ac");
    const QByteArray large(70000, 'x');
    QByteArray expected;
    const auto writeAll = [&](ByteStream &s) {
        for (int i = 0; i < 3000; ++i)
            s << "line " << i << ':' << qint64(-i) * 1000000007 << '\n';
        s << wide << QByteArrayView(large) << "end";
        s.jsonQuoted(QStringLiteral("a \"quote\"\n"));
        s.jsonQuoted(QStringLiteral("caf\u00e9"));
    };
    for (int i = 0; i < 3000; ++i)
        expected += "line " + QByteArray::number(i) + ':' +
                    QByteArray::number(qint64(-i) * 1000000007) + '\n';
    expected += wide.toUtf8() + large + "end\"a \\\"quote\\\"\\n\"\"caf\xc3\xa9\"";

    QBuffer device;
    QVERIFY(device.open(QIODevice::WriteOnly));
    QTextStream onDevice(&device);
    {
        ByteStream s(onDevice);
        writeAll(s);
    }
    QCOMPARE(device.data().size(), expected.size());
    QVERIFY(device.data() == expected);

    QString text;
    QTextStream onString(&text);
    {
        ByteStream s(onString);
        writeAll(s);
    }
    onString.flush();
    QCOMPARE(text, QString::fromUtf8(expected));
}

#include "tst_check.moc"
