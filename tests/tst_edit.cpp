// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool edit (PROTOCOL.md section 6, v3): one entry changed in place, the
// file's other bytes kept; an index's child found and the index <lastmod>
// followed; gzip kept; the exit statuses; --dry-run writes nothing.

#include "testsupport.h"
#include "toolcommands.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run edit(const QStringList &arguments)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.status = ToolCommands::edit(arguments, out, err);
    out.flush();
    err.flush();
    return r;
}

const QByteArray Plain = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<!-- kept by hand -->\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                         "\t<url>\n\t\t<loc>https://example.com/a</loc>\n"
                         "\t\t<lastmod>2024-01-01</lastmod>\n\t</url>\n"
                         "\t<!-- b follows -->\n"
                         "\t<url>\n\t\t<loc>https://example.com/b</loc>\n"
                         "\t\t<priority>0.5</priority>\n\t</url>\n"
                         "</urlset>\n";

} // namespace

class TestEdit : public QObject
{
    Q_OBJECT

private slots:
    void help();
    void usageMistakes();
    void changeEachKind();
    void addAndRemove();
    void refusals();
    void dryRunWritesNothing();
    void indexChild();
    void gzipFile();
};

void TestEdit::help()
{
    const Run r = edit({QStringLiteral("--help")});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QLatin1String("usage: sitemap-tool edit")));
    QVERIFY(r.out.contains(QLatin1String("--dry-run")));
    QVERIFY(r.err.isEmpty());
}

void TestEdit::usageMistakes()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), Plain);
    for (const QStringList &args :
         {QStringList{path},
          QStringList{QStringLiteral("--url"), QStringLiteral("x"), QStringLiteral("--add"),
                      QStringLiteral("y"), path},
          QStringList{QStringLiteral("--url"), QStringLiteral("x"), QStringLiteral("--unset"),
                      QStringLiteral("loc"), path},
          QStringList{QStringLiteral("--url"), QStringLiteral("x"),
                      QStringLiteral("--keep-invalid"), QStringLiteral("--drop-invalid"), path},
          QStringList{QStringLiteral("--remove"), QStringLiteral("x"), QStringLiteral("--priority"),
                      QStringLiteral("0.1"), path},
          QStringList{QStringLiteral("--url"), QStringLiteral("x"), QStringLiteral("--bogus"),
                      path}}) {
        const Run r = edit(args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QLatin1String("usage: sitemap-tool edit")), qPrintable(r.err));
    }
    const Run missing = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                              dir.filePath(QStringLiteral("none.xml"))});
    QCOMPARE(missing.status, 2);
    QCOMPARE(content(path), Plain);
}

void TestEdit::changeEachKind()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), Plain);
    Run r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                  QStringLiteral("--lastmod"), QStringLiteral("2025-06-07"), path});
    QCOMPARE(r.status, 0);
    QByteArray expected = Plain;
    expected.replace("2024-01-01", "2025-06-07");
    QCOMPARE(content(path), expected);

    r = edit({QStringLiteral("--url"), QStringLiteral("https://EXAMPLE.com/b"),
              QStringLiteral("--changefreq"), QStringLiteral("weekly"), path});
    QCOMPARE(r.status, 0);
    expected.replace("<loc>https://example.com/b</loc>\n",
                     "<loc>https://example.com/b</loc>\n\t\t<changefreq>weekly</changefreq>\n");
    QCOMPARE(content(path), expected);

    r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/b"),
              QStringLiteral("--priority"), QStringLiteral("0.9"), QStringLiteral("--loc"),
              QStringLiteral("https://example.com/b2"), path});
    QCOMPARE(r.status, 0);
    expected.replace("<priority>0.5</priority>", "<priority>0.9</priority>");
    expected.replace("https://example.com/b<", "https://example.com/b2<");
    QCOMPARE(content(path), expected);

    r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
              QStringLiteral("--unset"), QStringLiteral("lastmod"), path});
    QCOMPARE(r.status, 0);
    expected.replace("\n\t\t<lastmod>2025-06-07</lastmod>", "");
    QCOMPARE(content(path), expected);

    // The same value again: nothing to change, nothing written.
    const QDateTime modified = QFileInfo(path).lastModified();
    r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/b2"),
              QStringLiteral("--priority"), QStringLiteral("0.9"), path});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains(QLatin1String("nothing to change")));
    QCOMPARE(QFileInfo(path).lastModified(), modified);
}

void TestEdit::addAndRemove()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), Plain);
    Run r = edit({QStringLiteral("--add"), QStringLiteral("https://example.com/c"),
                  QStringLiteral("--priority"), QStringLiteral("0.2"), path});
    QCOMPARE(r.status, 0);
    QByteArray expected = Plain;
    expected.replace("</url>\n</urlset>", "</url>\n\t<url>\n\t\t<loc>https://example.com/c</loc>\n"
                                          "\t\t<priority>0.2</priority>\n\t</url>\n</urlset>");
    QCOMPARE(content(path), expected);

    r = edit({QStringLiteral("--remove"), QStringLiteral("https://example.com/a"), path});
    QCOMPARE(r.status, 0);
    expected.replace("\n\t<url>\n\t\t<loc>https://example.com/a</loc>\n"
                     "\t\t<lastmod>2024-01-01</lastmod>\n\t</url>",
                     "");
    QCOMPARE(content(path), expected);
    QVERIFY(content(path).contains("<!-- b follows -->"));
}

void TestEdit::refusals()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), Plain);
    // No such entry; a URL already there; a value with an error.
    QCOMPARE(edit({QStringLiteral("--url"), QStringLiteral("https://example.com/zz"),
                   QStringLiteral("--priority"), QStringLiteral("0.1"), path})
                 .status,
             1);
    QCOMPARE(edit({QStringLiteral("--add"), QStringLiteral("https://example.com/a"), path}).status,
             1);
    const Run bad = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                          QStringLiteral("--priority"), QStringLiteral("high"), path});
    QCOMPARE(bad.status, 1);
    QVERIFY2(bad.err.contains(QLatin1String("priority")), qPrintable(bad.err));
    QCOMPARE(content(path), Plain);

    // Errors elsewhere: refused unless kept as written or dropped.
    QByteArray withError = Plain;
    withError.replace("<priority>0.5</priority>", "<priority>2.5</priority>");
    writeFile(dir.path(), QStringLiteral("s.xml"), withError);
    const Run refused = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                              QStringLiteral("--lastmod"), QStringLiteral("2025-01-01"), path});
    QCOMPARE(refused.status, 1);
    QCOMPARE(content(path), withError);
    const Run kept = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                           QStringLiteral("--lastmod"), QStringLiteral("2025-01-01"),
                           QStringLiteral("--keep-invalid"), path});
    QCOMPARE(kept.status, 0);
    QByteArray expected = withError;
    expected.replace("2024-01-01", "2025-01-01");
    QCOMPARE(content(path), expected);
    const Run dropped = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                              QStringLiteral("--lastmod"), QStringLiteral("2025-01-02"),
                              QStringLiteral("--drop-invalid"), path});
    QCOMPARE(dropped.status, 0);
    QVERIFY(!content(path).contains("example.com/b"));
}

void TestEdit::dryRunWritesNothing()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml"), Plain);
    const QDateTime modified = QFileInfo(path).lastModified();
    const Run r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/a"),
                        QStringLiteral("--lastmod"), QStringLiteral("2025-06-07"),
                        QStringLiteral("--dry-run"), path});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(QLatin1String("-\t\t<lastmod>2024-01-01</lastmod>\n"
                                          "+\t\t<lastmod>2025-06-07</lastmod>\n")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("@@ -")));
    QVERIFY(r.out.startsWith(QLatin1String("--- ")));
    QCOMPARE(content(path), Plain);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestEdit::indexChild()
{
    QTemporaryDir dir;
    const QByteArray child = "<?xml version=\"1.0\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                             "  <url><loc>https://example.com/p1</loc>"
                             "<lastmod>2024-03-01</lastmod></url>\n"
                             "</urlset>\n";
    const QByteArray other = "<?xml version=\"1.0\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                             "  <url><loc>https://example.com/q</loc></url>\n"
                             "</urlset>\n";
    const QByteArray index =
        "<?xml version=\"1.0\"?>\n"
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "  <!-- the posts -->\n"
        "  <sitemap>\n    <loc>https://example.com/posts.xml</loc>\n"
        "    <lastmod>2024-03-01</lastmod>\n  </sitemap>\n"
        "  <sitemap>\n    <loc>https://example.com/other.xml</loc>\n"
        "  </sitemap>\n"
        "</sitemapindex>\n";
    writeFile(dir.path(), QStringLiteral("posts.xml"), child);
    writeFile(dir.path(), QStringLiteral("other.xml"), other);
    const QString path = writeFile(dir.path(), QStringLiteral("sitemap.xml"), index);
    const QDateTime otherModified =
        QFileInfo(dir.filePath(QStringLiteral("other.xml"))).lastModified();
    const Run r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/p1"),
                        QStringLiteral("--lastmod"), QStringLiteral("2024-04-02"), path});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QByteArray expectedChild = child;
    expectedChild.replace("2024-03-01", "2024-04-02");
    QCOMPARE(content(dir.filePath(QStringLiteral("posts.xml"))), expectedChild);
    QByteArray expectedIndex = index;
    expectedIndex.replace("2024-03-01", "2024-04-02");
    QCOMPARE(content(path), expectedIndex);
    QCOMPARE(content(dir.filePath(QStringLiteral("other.xml"))), other);
    QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("other.xml"))).lastModified(), otherModified);

    // --add into an index is refused: the child is to be named.
    QCOMPARE(
        edit({QStringLiteral("--add"), QStringLiteral("https://example.com/new"), path}).status, 1);
}

void TestEdit::gzipFile()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir.path(), QStringLiteral("s.xml.gz"), gzip(Plain));
    const Run r = edit({QStringLiteral("--url"), QStringLiteral("https://example.com/b"),
                        QStringLiteral("--priority"), QStringLiteral("0.6"), path});
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QVERIFY(readAll(path).startsWith("\x1f\x8b"));
    QByteArray expected = Plain;
    expected.replace("<priority>0.5</priority>", "<priority>0.6</priority>");
    QCOMPARE(content(path), expected);
}

QTEST_GUILESS_MAIN(TestEdit)
#include "tst_edit.moc"
