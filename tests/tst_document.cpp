// SPDX-License-Identifier: GPL-3.0-or-later
// SitemapDocument's questions about its set of files: which file new rows go to
// when no file is chosen (the first file that is not an index), and that the CSV
// import and the folder import ask the document the same question. Edits of many
// values put each value into the document's pool once, however often they are
// undone and redone.

#include "csvimport.h"
#include "folderimport.h"
#include "sitemapdocument.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <initializer_list>
#include <memory>
#include <thread>

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

// A urlset of n entries whose locs are https://HOST/a/long/path/page-I.
void addPages(SitemapDocument &doc, const QString &host, int n)
{
    makeSet(doc, {FileKind::UrlSet});
    std::vector<EntryData> entries;
    for (int i = 0; i < n; ++i)
        entries.push_back(
            EntryData::withLoc(QStringLiteral("https://%1/a/long/path/page-%2").arg(host).arg(i)));
    doc.apply(DocumentEdit::insert(0, 0, std::move(entries)));
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private slots:
    void firstSitemapFile_data();
    void firstSitemapFile();
    void importsAddToTheFirstSitemapFile();
    void undoAndRedoAddNothingToThePool();
    void oneValueOnManyRowsKeepsEachValue();
    void poolRoomTakesTheNextValues();
    void aChangeWaitsForAReadHeld();
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

// Set Last Modified on many rows: each row's value before is kept once among the
// edit's values (a thousand rows with 240 dates make 240, past the table's first
// size), rows that already have the value are left out, and rows without one get
// it; the undo gives every row its own value back.
void TestDocument::oneValueOnManyRowsKeepsEachValue()
{
    SitemapDocument doc;
    addPages(doc, QStringLiteral("a.example"), 1000);
    const auto dateOf = [](int i) {
        return QStringLiteral("2024-%1-%2")
            .arg(1 + i % 12, 2, 10, QLatin1Char('0'))
            .arg(1 + (i / 12) % 25, 2, 10, QLatin1Char('0'));
    };
    const QString today = QStringLiteral("2026-11-30");
    std::vector<std::pair<int, QString>> dates;
    for (int i = 0; i < 1000; ++i) {
        if (i % 10 == 3)
            continue; // no date
        dates.emplace_back(i, i % 10 == 7 ? today : dateOf(i % 300));
    }
    doc.apply(doc.setValuesEdit(0, Field::LastMod, dates));
    std::vector<int> rows(1000);
    for (int i = 0; i < 1000; ++i)
        rows[size_t(i)] = i;
    std::vector<std::optional<QString>> before;
    for (int i = 0; i < 1000; ++i)
        before.push_back(doc.optionalValue(0, i, Field::LastMod));

    const DocumentEdit edit = doc.setValuesEdit(0, Field::LastMod, rows, today);
    QCOMPARE(edit.size(), 900); // the hundred rows already of today left out
    // Today, none, and the 240 dates of rows whose number does not end in 3 or 7.
    QCOMPARE(qsizetype(edit.distinct.size()), qsizetype(1 + 1 + 240));
    for (size_t k = 0; k < edit.targets.size(); ++k) {
        const int row = edit.targets[k];
        QCOMPARE(edit.distinct.value(edit.beforeOf[k]), before[size_t(row)]);
        QCOMPARE(edit.distinct.value(edit.afterOf[k]), std::optional<QString>(today));
    }
    doc.apply(edit);
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(doc.optionalValue(0, i, Field::LastMod), std::optional<QString>(today));
    doc.revert(edit);
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(doc.optionalValue(0, i, Field::LastMod), before[size_t(i)]);

    // Taking the value away: the rows without one are left out.
    const DocumentEdit removal = doc.setValuesEdit(0, Field::LastMod, rows, std::nullopt);
    QCOMPARE(removal.size(), 900);
    doc.apply(removal);
    for (int i = 0; i < 1000; ++i)
        QVERIFY(!doc.optionalValue(0, i, Field::LastMod));
    doc.revert(removal);
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(doc.optionalValue(0, i, Field::LastMod), before[size_t(i)]);
}

void TestDocument::undoAndRedoAddNothingToThePool()
{
    SitemapDocument doc;
    addPages(doc, QStringLiteral("old.example"), 2000);
    std::vector<std::pair<int, QString>> moved;
    for (int i = 0; i < 2000; ++i)
        moved.emplace_back(i, QStringLiteral("https://new.example/a/long/path/page-%1").arg(i));
    const DocumentEdit edit = doc.setValuesEdit(0, Field::Loc, moved);
    QCOMPARE(edit.size(), 2000);
    doc.apply(edit);
    const qsizetype afterFirst = doc.pool().bytesAllocated();
    for (int round = 0; round < 3; ++round) {
        doc.revert(edit);
        QCOMPARE(doc.value(0, 1234, Field::Loc),
                 QStringLiteral("https://old.example/a/long/path/page-1234"));
        doc.apply(edit);
        QCOMPARE(doc.value(0, 1234, Field::Loc),
                 QStringLiteral("https://new.example/a/long/path/page-1234"));
    }
    QCOMPARE(doc.pool().bytesAllocated(), afterFirst);

    // A copy of the edit applied to another document (a journal replayed) puts the
    // values into that document's pool: references of one pool never serve another.
    SitemapDocument other;
    addPages(other, QStringLiteral("old.example"), 2000);
    const DocumentEdit copy = edit;
    other.apply(copy);
    QCOMPARE(other.value(0, 1999, Field::Loc),
             QStringLiteral("https://new.example/a/long/path/page-1999"));
    other.revert(copy);
    QCOMPARE(other.value(0, 0, Field::Loc),
             QStringLiteral("https://old.example/a/long/path/page-0"));
    doc.revert(edit);
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("https://old.example/a/long/path/page-0"));
}

void TestDocument::poolRoomTakesTheNextValues()
{
    // Room made ahead (on the thread of a Replace All's plan) holds the values the
    // edit brings: the pool allocates nothing more for them, and the values read
    // back as given. The document tells the change first, so that what reads it on
    // another thread stops.
    SitemapDocument doc;
    addPages(doc, QStringLiteral("old.example"), 2000);
    std::vector<std::pair<int, QString>> moved;
    qsizetype bytes = 0;
    for (int i = 0; i < 2000; ++i) {
        moved.emplace_back(i, QStringLiteral("https://new.example/a/long/path/page-%1").arg(i));
        bytes += moved.back().second.size();
    }
    const DocumentEdit edit = doc.setValuesEdit(0, Field::Loc, moved);
    QSignalSpy changing(&doc, &SitemapDocument::aboutToChange);
    doc.addPoolRoom(StringPool::makeRoom(bytes));
    QCOMPARE(changing.count(), 1);
    const qsizetype withRoom = doc.pool().bytesAllocated();
    doc.apply(edit);
    QCOMPARE(doc.pool().bytesAllocated(), withRoom);
    for (int i : {0, 1234, 1999})
        QCOMPARE(doc.value(0, i, Field::Loc), moved[size_t(i)].second);
    // More than the room held goes to chunks of its own, as ever.
    doc.apply(DocumentEdit::setValue(0, 7, Field::Loc, doc.value(0, 7, Field::Loc),
                                     QStringLiteral("https://other.example/a/path/past-the-room")));
    QVERIFY(doc.pool().bytesAllocated() > withRoom);
    QCOMPARE(doc.value(0, 7, Field::Loc),
             QStringLiteral("https://other.example/a/path/past-the-room"));
    QCOMPARE(doc.value(0, 8, Field::Loc), moved[8].second);
    // No room for nothing.
    QCOMPARE(StringPool::makeRoom(0).capacity, quint32(0));
}

void TestDocument::aChangeWaitsForAReadHeld()
{
    // A thread that reads the document under a hold (Copy's text of many rows) gets
    // to the end of its read before any change: a change, a reset and the document's
    // end wait for the hold, and the thread reads the values as they were.
    SitemapDocument doc;
    addPages(doc, QStringLiteral("www.example.com"), 3);
    const QString before = doc.value(0, 1, Field::Loc);
    for (int change = 0; change < 3; ++change) {
        auto owned = std::make_unique<SitemapDocument>();
        SitemapDocument &target = change == 2 ? *owned : doc;
        if (change == 2)
            addPages(target, QStringLiteral("www.example.com"), 3);
        std::atomic<bool> through{false};
        QString read;
        std::shared_ptr<ReadHolds::Hold> held = target.holdForReading();
        std::thread reader([&] {
            // Long enough that a change that did not wait would come first.
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            read = QString::fromUtf8(target.rawValue(0, 1, Field::Loc));
            through = true;
            held->release();
        });
        if (change == 0)
            target.apply(DocumentEdit::setValue(0, 1, Field::Loc, before,
                                                QStringLiteral("https://www.example.com/x")));
        else if (change == 1)
            target.clear();
        else
            owned.reset();
        QVERIFY(through);
        reader.join();
        QCOMPARE(read, before);
        if (change == 0) {
            QCOMPARE(doc.value(0, 1, Field::Loc), QStringLiteral("https://www.example.com/x"));
            // Released holds hold nothing back.
            doc.apply(
                DocumentEdit::setValue(0, 1, Field::Loc, doc.value(0, 1, Field::Loc), before));
        }
    }
    // A hold let go without release() is released.
    addPages(doc, QStringLiteral("www.example.com"), 3);
    {
        const std::shared_ptr<ReadHolds::Hold> dropped = doc.holdForReading();
        QVERIFY(dropped->isHeld());
    }
    doc.apply(DocumentEdit::setValue(0, 0, Field::Loc, doc.value(0, 0, Field::Loc),
                                     QStringLiteral("https://www.example.com/y")));
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("https://www.example.com/y"));
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
