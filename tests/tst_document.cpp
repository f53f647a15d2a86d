// SPDX-License-Identifier: GPL-3.0-or-later
// SitemapDocument's questions about its set of files: which file new rows go to
// when no file is chosen (the first file that is not an index), and that the CSV
// import and the folder import ask the document the same question.

#include "csvimport.h"
#include "folderimport.h"
#include "sitemapdocument.h"

#include <QTest>

#include <initializer_list>

namespace {

// A document of files of these kinds, in this order, without entries.
void makeSet(SitemapDocument &doc, std::initializer_list<FileKind> kinds)
{
    doc.clear();
    int n = 0;
    for (const FileKind kind : kinds) {
        SitemapFile file;
        file.kind = kind;
        file.path = QStringLiteral("/set/file%1.xml").arg(n++);
        doc.addFile(std::move(file));
    }
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void firstSitemapFile_data();
    void firstSitemapFile();
    void importsAddToTheFirstSitemapFile();
};

void TestDocument::firstSitemapFile_data()
{
    QTest::addColumn<QList<int>>("kinds");
    QTest::addColumn<int>("expected");
    const auto k = [](FileKind kind) { return int(kind); };
    QTest::newRow("no file") << QList<int>{} << -1;
    QTest::newRow("one sitemap") << QList<int>{k(FileKind::UrlSet)} << 0;
    QTest::newRow("an index alone") << QList<int>{k(FileKind::Index)} << -1;
    QTest::newRow("index, then its sitemaps")
        << QList<int>{k(FileKind::Index), k(FileKind::UrlSet), k(FileKind::UrlSet)} << 1;
    QTest::newRow("a nested index is skipped too")
        << QList<int>{k(FileKind::Index), k(FileKind::Index), k(FileKind::UrlSet)} << 2;
    QTest::newRow("only indexes") << QList<int>{k(FileKind::Index), k(FileKind::Index),
                                                k(FileKind::Index)}
                                  << -1;
    QTest::newRow("a text sitemap counts")
        << QList<int>{k(FileKind::Index), k(FileKind::Text), k(FileKind::UrlSet)} << 1;
    QTest::newRow("a feed counts") << QList<int>{k(FileKind::Index), k(FileKind::Feed)} << 1;
    QTest::newRow("a sitemap before an index")
        << QList<int>{k(FileKind::UrlSet), k(FileKind::Index)} << 0;
}

void TestDocument::firstSitemapFile()
{
    QFETCH(QList<int>, kinds);
    QFETCH(int, expected);
    SitemapDocument doc;
    doc.clear();
    for (const int kind : kinds) {
        SitemapFile file;
        file.kind = FileKind(kind);
        doc.addFile(std::move(file));
    }
    QCOMPARE(doc.firstSitemapFile(), expected);
}

void TestDocument::importsAddToTheFirstSitemapFile()
{
    SitemapDocument doc;
    makeSet(doc, {FileKind::Index, FileKind::Index, FileKind::UrlSet, FileKind::UrlSet});
    QCOMPARE(doc.firstSitemapFile(), 2);
    CsvTable table;
    QCOMPARE(CsvImport::plan(doc, table, true, true).file, 2);
    QCOMPARE(FolderImport::plan(doc, ScanResult{}, true, true).file, 2);
    // A file the caller chose is kept.
    QCOMPARE(CsvImport::plan(doc, table, true, true, 3).file, 3);
    QCOMPARE(FolderImport::plan(doc, ScanResult{}, true, true, 3).file, 3);

    makeSet(doc, {FileKind::Index});
    QCOMPARE(CsvImport::plan(doc, table, true, true).file, -1);
    QCOMPARE(FolderImport::plan(doc, ScanResult{}, true, true).file, -1);
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
