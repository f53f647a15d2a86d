// SPDX-License-Identifier: GPL-3.0-or-later
// SitemapTableModel: columns and roles, edits as DocumentEdits, sorting and
// filtering in the model, and following the document and the validator. Every
// test runs the model under QAbstractItemModelTester.

#include "problem.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "validator.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <array>
#include <limits>
#include <memory>
#include <numeric>
#include <optional>

namespace {

struct Row
{
    const char *loc;
    const char *lastmod = nullptr;
    const char *changefreq = nullptr;
    const char *priority = nullptr;
};

EntryData entry(const Row &row)
{
    EntryData d = EntryData::withLoc(QString::fromUtf8(row.loc));
    if (row.lastmod)
        d.values[int(Field::LastMod)] = QString::fromUtf8(row.lastmod);
    if (row.changefreq)
        d.values[int(Field::ChangeFreq)] = QString::fromUtf8(row.changefreq);
    if (row.priority)
        d.values[int(Field::Priority)] = QString::fromUtf8(row.priority);
    return d;
}

// A document with one urlset file holding rows, built the way the reader does.
int addUrlSet(SitemapDocument &doc, const QString &path, const std::vector<Row> &rows)
{
    SitemapFile file;
    file.path = path;
    file.kind = FileKind::UrlSet;
    doc.beginReset();
    const int index = doc.addFile(std::move(file));
    doc.endReset();
    std::vector<EntryData> data;
    for (const Row &row : rows)
        data.push_back(entry(row));
    doc.apply(DocumentEdit::insert(index, 0, std::move(data)));
    return index;
}

QStringList column(const SitemapTableModel &model, int col, int role = Qt::DisplayRole)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values << model.index(row, col).data(role).toString();
    return values;
}

const std::vector<Row> SampleRows = {
    {"https://www.exemplar.de/b", "2024-05-02", "daily", "0.5"},
    {"https://www.exemplar.de/a", "2024-01-01", "weekly", "1.0"},
    {"https://www.exemplar.de/k%C3%BCche", nullptr, nullptr, "0.25"},
    {"https://www.exemplar.de/c", "2023-12-31", "monthly", nullptr},
};

} // namespace

class TestModel : public QObject
{
    Q_OBJECT

private slots:
    void init() { startWith(QStringLiteral("/tmp/site.xml"), SampleRows); }
    void cleanup()
    {
        tester.reset();
        model.reset();
        validator.reset();
        doc.reset();
    }

    void columnsAndRoles()
    {
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->columnCount(), int(SitemapTableModel::ColumnCount));
        QCOMPARE(model->headerData(SitemapTableModel::LocColumn, Qt::Horizontal).toString(),
                 QStringLiteral("URL"));
        // The loc column shows the readable form, the raw role keeps the file's.
        const QModelIndex loc = model->index(2, SitemapTableModel::LocColumn);
        QCOMPARE(loc.data().toString(), QStringLiteral("https://www.exemplar.de/küche"));
        QCOMPARE(loc.data(SitemapTableModel::RawValueRole).toString(),
                 QStringLiteral("https://www.exemplar.de/k%C3%BCche"));
        // Absent values: empty display, null raw value.
        const QModelIndex freq = model->index(2, SitemapTableModel::ChangeFreqColumn);
        QVERIFY(freq.data(SitemapTableModel::RawValueRole).isNull());
        const QStringList choices = freq.data(SitemapTableModel::ChoicesRole).toStringList();
        QCOMPARE(choices.size(), 8);
        QVERIFY(choices.first().isEmpty());
        QVERIFY(choices.contains(QStringLiteral("weekly")));
        const QModelIndex priority = model->index(0, SitemapTableModel::PriorityColumn);
        QCOMPARE(priority.data(SitemapTableModel::MinimumRole).toDouble(), 0.0);
        QCOMPARE(priority.data(SitemapTableModel::MaximumRole).toDouble(), 1.0);
        QCOMPARE(priority.data(SitemapTableModel::StepRole).toDouble(), 0.1);
        QCOMPARE(model->index(1, SitemapTableModel::FileColumn).data().toString(),
                 QStringLiteral("site.xml"));
        QCOMPARE(model->headerData(3, Qt::Vertical).toInt(), 4);
    }

    void onlyValueColumnsAreEditable()
    {
        for (int c = 0; c < SitemapTableModel::ColumnCount; ++c) {
            const bool editable = model->flags(model->index(0, c)) & Qt::ItemIsEditable;
            QCOMPARE(editable, c <= SitemapTableModel::PriorityColumn);
        }
        QVERIFY(!model->setData(model->index(0, SitemapTableModel::ProblemsColumn),
                                QStringLiteral("x")));
    }

    void setDataSubmitsAnEdit()
    {
        std::vector<DocumentEdit> submitted;
        doc->setEditHandler([&](const DocumentEdit &edit) {
            submitted.push_back(edit);
            doc->apply(edit);
        });
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        const QModelIndex loc = model->index(0, SitemapTableModel::LocColumn);
        QVERIFY(model->setData(loc, QStringLiteral("https://www.exemplar.de/new")));
        QCOMPARE(submitted.size(), size_t(1));
        // A cell edit is a SetValues of one: the path every edit of values takes.
        const DocumentEdit &edit = submitted[0];
        QCOMPARE(edit.kind, DocumentEdit::Kind::SetValues);
        QCOMPARE(edit.field, Field::Loc);
        QCOMPARE(edit.targets, std::vector<int>{0});
        QCOMPARE(edit.distinct.value(edit.beforeOf[0]),
                 QStringLiteral("https://www.exemplar.de/b"));
        QCOMPARE(edit.distinct.value(edit.afterOf[0]),
                 QStringLiteral("https://www.exemplar.de/new"));
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://www.exemplar.de/new"));
        QVERIFY(changed.count() >= 1);

        // Setting the value shown is no edit.
        QVERIFY(model->setData(model->index(2, SitemapTableModel::LocColumn),
                               QStringLiteral("https://www.exemplar.de/küche")));
        QCOMPARE(submitted.size(), size_t(1));

        // A value typed in is stored as typed; what the writer encodes is flagged as
        // fixed on save, the same for a typed and a pasted URL.
        QVERIFY(model->setData(model->index(1, SitemapTableModel::LocColumn),
                               QStringLiteral("https://www.exemplar.de/grüße")));
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/grüße"));
    }

    void notSetRemovesTheElement()
    {
        const QModelIndex freq = model->index(0, SitemapTableModel::ChangeFreqColumn);
        QVERIFY(model->setData(freq, QVariant()));
        QVERIFY(!doc->entry(0, 0).has(Field::ChangeFreq));
        QVERIFY(model->setData(freq, QStringLiteral("hourly")));
        QCOMPARE(doc->value(0, 0, Field::ChangeFreq), QStringLiteral("hourly"));
        QVERIFY(model->setData(freq, QString()));
        QVERIFY(!doc->entry(0, 0).has(Field::ChangeFreq));

        const QModelIndex priority = model->index(0, SitemapTableModel::PriorityColumn);
        QVERIFY(model->setData(priority, 0.7));
        QCOMPARE(doc->value(0, 0, Field::Priority), QStringLiteral("0.7"));
        QVERIFY(!model->setData(priority, 1.5));
        QCOMPARE(doc->value(0, 0, Field::Priority), QStringLiteral("0.7"));
        QVERIFY(model->setData(priority, QVariant()));
        QVERIFY(!doc->entry(0, 0).has(Field::Priority));
    }

    void flagsFollowTheValidator()
    {
        const QModelIndex loc = model->index(0, SitemapTableModel::LocColumn);
        QVERIFY(loc.data(SitemapTableModel::SeverityRole).isNull());
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(model->setData(loc, QStringLiteral("/relative")));
        QCOMPARE(loc.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));
        QVERIFY(!loc.data(SitemapTableModel::ProblemsRole).toString().isEmpty());
        const QModelIndex problems = model->index(0, SitemapTableModel::ProblemsColumn);
        QVERIFY(!problems.data().toString().isEmpty());
        bool problemsColumnRepainted = false;
        for (const QList<QVariant> &args : changed) {
            const auto topLeft = args.at(0).value<QModelIndex>();
            const auto bottomRight = args.at(1).value<QModelIndex>();
            if (topLeft.row() <= 0 && bottomRight.row() >= 0 &&
                bottomRight.column() >= SitemapTableModel::ProblemsColumn)
                problemsColumnRepainted = true;
        }
        QVERIFY(problemsColumnRepainted);
        QVERIFY(model->setData(loc, QStringLiteral("https://www.exemplar.de/b")));
        QVERIFY(loc.data(SitemapTableModel::SeverityRole).isNull());
        QVERIFY(problems.data().toString().isEmpty());
    }

    void sortsByRawBytes_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("order");
        QTest::addColumn<QStringList>("locs");
        const QString a = QStringLiteral("https://www.exemplar.de/a");
        const QString b = QStringLiteral("https://www.exemplar.de/b");
        const QString c = QStringLiteral("https://www.exemplar.de/c");
        const QString k = QStringLiteral("https://www.exemplar.de/küche");
        QTest::newRow("loc asc") << int(SitemapTableModel::LocColumn) << int(Qt::AscendingOrder)
                                 << QStringList{a, b, c, k};
        QTest::newRow("loc desc") << int(SitemapTableModel::LocColumn) << int(Qt::DescendingOrder)
                                  << QStringList{k, c, b, a};
        QTest::newRow("lastmod asc, not set first")
            << int(SitemapTableModel::LastModColumn) << int(Qt::AscendingOrder)
            << QStringList{k, c, a, b};
        QTest::newRow("priority as numbers") << int(SitemapTableModel::PriorityColumn)
                                             << int(Qt::AscendingOrder) << QStringList{c, k, b, a};
        QTest::newRow("changefreq") << int(SitemapTableModel::ChangeFreqColumn)
                                    << int(Qt::AscendingOrder) << QStringList{k, b, c, a};
    }
    void sortsByRawBytes()
    {
        QFETCH(int, column);
        QFETCH(int, order);
        QFETCH(QStringList, locs);
        model->sort(column, Qt::SortOrder(order));
        QCOMPARE(column_(SitemapTableModel::LocColumn), locs);
        model->sort(-1);
        QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("https://www.exemplar.de/b"));
    }

    void sortKeepsTheCurrentEntry()
    {
        QPersistentModelIndex current = model->index(0, SitemapTableModel::PriorityColumn);
        model->sort(SitemapTableModel::LocColumn);
        QVERIFY(current.isValid());
        QCOMPARE(current.row(), 1); // .../b is second after sorting
        QCOMPARE(current.column(), int(SitemapTableModel::PriorityColumn));
        QCOMPARE(model->entryAt(current.row()), 0);
    }

    void largeTableSortsOnAThread()
    {
        // From backgroundSortFrom() rows a sort by a value runs on a thread: the rows
        // keep their order until it is done, then show the order a sort at once
        // gives; an edit during a sort stops it, and the sort starts again after.
        const qint64 from = SitemapTableModel::backgroundSortFrom();
        const auto restore =
            qScopeGuard([from] { SitemapTableModel::setBackgroundSortFrom(from); });
        std::vector<QByteArray> texts;
        for (int i = 0; i < 3000; ++i)
            texts.push_back("https://www.exemplar.de/p" + QByteArray::number((i * 7919) % 3000));
        std::vector<Row> rows;
        for (const QByteArray &text : texts)
            rows.push_back({text.constData()});
        startWith(QStringLiteral("/tmp/sort.xml"), rows);
        const auto sortedAtOnce = [&] {
            const qint64 now = SitemapTableModel::backgroundSortFrom();
            SitemapTableModel::setBackgroundSortFrom(std::numeric_limits<qint64>::max());
            const auto back = qScopeGuard([now] { SitemapTableModel::setBackgroundSortFrom(now); });
            SitemapTableModel other;
            other.setDocument(doc.get(), validator.get());
            other.sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
            return column(other, SitemapTableModel::LocColumn);
        };
        SitemapTableModel::setBackgroundSortFrom(1000);
        const QStringList fileOrder = column(*model, SitemapTableModel::LocColumn);
        QPersistentModelIndex current = model->index(5, SitemapTableModel::PriorityColumn);
        QSignalSpy done(model.get(), &SitemapTableModel::sortingDone);
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QVERIFY(model->isSorting());
        QCOMPARE(model->sortColumn(), int(SitemapTableModel::LocColumn));
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), fileOrder);
        QVERIFY(done.wait(10000));
        QVERIFY(!model->isSorting());
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), sortedAtOnce());
        // The current cell stayed on its entry.
        QCOMPARE(model->entryAt(current.row()), 5);

        // An edit while sorting: the sort stops before the document changes and
        // starts again after it.
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        QVERIFY(model->isSorting());
        doc->apply(
            doc->setValuesEdit(0, Field::Loc, {7}, QStringLiteral("https://www.exemplar.de/zzz")));
        QVERIFY(model->isSorting()); // due to start again
        QTRY_VERIFY(done.count() == 2 && !model->isSorting());
        const QStringList ascending = column(*model, SitemapTableModel::LocColumn);
        QCOMPARE(ascending.last(), QStringLiteral("https://www.exemplar.de/zzz"));
        QVERIFY(std::is_sorted(ascending.begin(), ascending.end()));
        QCOMPARE(ascending.size(), 3000);

        // A batch of removals during a sort: the rows left, then sorted.
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QVERIFY(model->isSorting());
        doc->beginBatch(20);
        for (int e = 200; e >= 10; e -= 10)
            doc->apply(DocumentEdit::remove(0, e, {doc->entryData(0, e)}));
        doc->endBatch();
        QCOMPARE(model->rowCount(), 2980);
        QTRY_VERIFY(!model->isSorting());
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), sortedAtOnce());

        // A sort by the problems column runs on a thread too; a small table is
        // sorted at once.
        done.clear();
        model->sort(SitemapTableModel::ProblemsColumn, Qt::AscendingOrder);
        QVERIFY(model->isSorting());
        QVERIFY(done.wait(10000));
        SitemapTableModel::setBackgroundSortFrom(10000);
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QVERIFY(!model->isSorting());
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), sortedAtOnce());

        // The same sort asked for again while it runs (QTableView::sortByColumn()
        // asks twice) is the one under way: it ends once, in that order. Another
        // order asked for while it runs is the one the rows end in.
        SitemapTableModel::setBackgroundSortFrom(1000);
        done.clear();
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        QVERIFY(model->isSorting());
        QVERIFY(done.wait(10000));
        QTest::qWait(20);
        QCOMPARE(done.count(), 1);
        QStringList backwards = sortedAtOnce();
        std::reverse(backwards.begin(), backwards.end());
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), backwards);
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QTRY_VERIFY(!model->isSorting());
        QCOMPARE(model->sortOrder(), Qt::DescendingOrder);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), sortedAtOnce());
        // A sort under way when the model goes is waited for.
        SitemapTableModel::setBackgroundSortFrom(1);
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        tester.reset();
        model.reset();
    }

    void filtersText()
    {
        model->setTextFilter(QStringLiteral("WWW.EXEMPLAR.DE/C"));
        QCOMPARE(column_(0), QStringList{QStringLiteral("https://www.exemplar.de/c")});
        QCOMPARE(model->unfilteredRowCount(), 4);
        model->setTextFilter(QStringLiteral("www.exemplar.de/"));
        QCOMPARE(model->rowCount(), 4);
        // Values other than loc count too.
        model->setTextFilter(QStringLiteral("weekly"));
        QCOMPARE(column_(0), QStringList{QStringLiteral("https://www.exemplar.de/a")});
        // The readable form finds the percent-encoded bytes.
        model->setTextFilter(QStringLiteral("küche"));
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->entryAt(0), 2);
        model->setTextFilter(QString());
        QCOMPARE(model->rowCount(), 4);
    }

    // Values that share long beginnings, end where others go on, repeat, or are not
    // set: the order is that of their bytes, equal values in file order, values not
    // set first (last when descending), in both directions and on two columns; and
    // by the problems column, worst first when descending. The entries lie in three
    // files, the second empty. Each sort is made at once and on a thread.
    void sortOrdersValuesByTheirBytes_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("otherHosts");
        QTest::addColumn<bool>("fewHeads");
        QTest::newRow("3,000 values") << 3000 << false << false;
        // Sorted on two threads; a few values, among those the sort does not sample
        // for the prefix all share, on another host.
        QTest::newRow("70,000 values, some on another host") << 70000 << true << false;
        // Most paths begin with one of forty sections longer than the sixteen bytes a
        // key holds (its rank then stands for them); a few are short, or end there.
        QTest::newRow("70,000 values in a few sections") << 70000 << false << true;
    }

    void sortOrdersValuesByTheirBytes()
    {
        QFETCH(int, count);
        QFETCH(bool, otherHosts);
        QFETCH(bool, fewHeads);
        SitemapDocument d;
        d.beginReset();
        std::array<int, 3> files{};
        for (int k = 0; k < 3; ++k) {
            SitemapFile file;
            file.path = QStringLiteral("/tmp/shared-%1.xml").arg(k);
            file.kind = FileKind::UrlSet;
            files[size_t(k)] = d.addFile(std::move(file));
        }
        d.endReset();
        quint64 state = 0x2545F4914F6CDD1DULL;
        const auto next = [&state](int below) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            return int(state % quint64(below));
        };
        // Paths over "ab/", up to 40 bytes: long shared beginnings at every offset.
        const auto path = [&next] {
            QByteArray p;
            const int n = next(41);
            for (int i = 0; i < n; ++i)
                p += "ab/"[next(3)];
            return p;
        };
        std::vector<QByteArray> locs;
        std::vector<std::optional<QByteArray>> lastmods;
        std::array<std::vector<EntryData>, 3> data;
        // Each row in file order: its file and entry.
        std::vector<std::pair<int, int>> rowsInFileOrder;
        const int firstFileRows = count / 3;
        for (int i = 0; i < count; ++i) {
            const QByteArray host = otherHosts && i % 7919 == 3 ? "https://www.exemplar.com/"
                                                                : "https://www.exemplar.de/";
            QByteArray section;
            if (fewHeads && next(100) == 0)
                section = "x/";
            else if (fewHeads && next(50) != 0)
                section = "section-number-" + QByteArray::number(next(40)) + '/';
            const QByteArray loc = next(10) == 0 && !locs.empty()
                                       ? locs[size_t(next(int(locs.size())))]
                                       : host + section + (next(30) == 0 ? QByteArray() : path());
            locs.push_back(loc);
            EntryData e = EntryData::withLoc(QString::fromUtf8(loc));
            if (next(5) == 0) {
                lastmods.emplace_back();
            } else {
                lastmods.emplace_back("2024-" + path());
                e.values[int(Field::LastMod)] = QString::fromUtf8(*lastmods.back());
            }
            const size_t k = i < firstFileRows ? 0 : 2;
            rowsInFileOrder.emplace_back(files[k], int(data[k].size()));
            data[k].push_back(std::move(e));
        }
        for (size_t k = 0; k < 3; ++k) {
            if (!data[k].empty())
                d.apply(DocumentEdit::insert(files[k], 0, std::move(data[k])));
        }
        Validator v(&d);
        SitemapTableModel m;
        m.setDocument(&d, &v);
        QAbstractItemModelTester t(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);

        // The rows as (file, entry), after a stable sort of the rows in file order.
        const auto expected = [&](const auto &less) {
            std::vector<int> order(rowsInFileOrder.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), less);
            std::vector<std::pair<int, int>> rows;
            for (const int i : order)
                rows.push_back(rowsInFileOrder[size_t(i)]);
            return rows;
        };
        const auto byValue = [&](const std::vector<std::optional<QByteArray>> &values,
                                 bool descending) {
            return expected([&](int a, int b) {
                const auto &x = values[size_t(a)];
                const auto &y = values[size_t(b)];
                if (!x || !y)
                    return descending ? (x && !y) : (!x && y);
                return descending ? *x > *y : *x < *y;
            });
        };
        std::vector<int> worst;
        for (const auto &[file, entry] : rowsInFileOrder)
            worst.push_back(v.worstSeverity(file, entry));
        QVERIFY(std::count(worst.begin(), worst.end(), worst.front()) < count); // they differ
        const auto byProblems = [&](bool descending) {
            return expected([&](int a, int b) {
                const int x = worst[size_t(a)];
                const int y = worst[size_t(b)];
                return descending ? x > y : x < y;
            });
        };
        std::vector<std::optional<QByteArray>> locValues(locs.begin(), locs.end());
        const qint64 from = SitemapTableModel::backgroundSortFrom();
        const auto restore =
            qScopeGuard([from] { SitemapTableModel::setBackgroundSortFrom(from); });
        QSignalSpy done(&m, &SitemapTableModel::sortingDone);
        for (const bool onAThread : {false, true}) {
            SitemapTableModel::setBackgroundSortFrom(
                onAThread ? 1000 : std::numeric_limits<qint64>::max());
            for (const int column :
                 {int(SitemapTableModel::LocColumn), int(SitemapTableModel::LastModColumn),
                  int(SitemapTableModel::ProblemsColumn)}) {
                for (const bool descending : {false, true}) {
                    m.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
                    QCOMPARE(m.isSorting(), onAThread);
                    if (onAThread) {
                        QVERIFY(done.wait(20000));
                        QVERIFY(!m.isSorting());
                    }
                    std::vector<std::pair<int, int>> got;
                    for (int row = 0; row < m.rowCount(); ++row)
                        got.emplace_back(m.fileAt(row), m.entryAt(row));
                    const auto want =
                        column == SitemapTableModel::ProblemsColumn ? byProblems(descending)
                        : column == SitemapTableModel::LocColumn    ? byValue(locValues, descending)
                                                                    : byValue(lastmods, descending);
                    QVERIFY2(
                        got == want,
                        qPrintable(QStringLiteral("column %1, %2, %3")
                                       .arg(column)
                                       .arg(QLatin1String(descending ? "descending" : "ascending"))
                                       .arg(QLatin1String(onAThread ? "on a thread" : "at once"))));
                }
            }
            // Back to file order, so that the next sort starts from there.
            m.sort(-1);
        }
    }

    void narrowingKeepsSortOrder()
    {
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        model->setTextFilter(QStringLiteral("e"));
        model->setTextFilter(QStringLiteral("ex"));
        model->setTextFilter(QStringLiteral("exemplar.de/"));
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->index(0, 0).data().toString(),
                 QStringLiteral("https://www.exemplar.de/küche"));
        model->setTextFilter(QStringLiteral("exemplar.de/b"));
        QCOMPARE(model->rowCount(), 1);
    }

    // Rows keep their place after an edit; a narrower filter typed afterwards must
    // still find a row whose value came to match meanwhile.
    void narrowingAfterAnEditFindsRowsThatNowMatch()
    {
        model->setTextFilter(QStringLiteral("de/a"));
        QCOMPARE(model->rowCount(), 1);
        doc->apply(DocumentEdit::setValue(0, 3, Field::Loc, doc->value(0, 3, Field::Loc),
                                          QStringLiteral("https://www.exemplar.de/ab")));
        QCOMPARE(model->rowCount(), 1); // hidden rows stay hidden until the filter changes
        model->setTextFilter(QStringLiteral("de/ab"));
        QCOMPARE(column_(0), QStringList{QStringLiteral("https://www.exemplar.de/ab")});

        // The same with "only rows with problems" turned on after the edit.
        model->setTextFilter(QStringLiteral("com/c"));
        QCOMPARE(model->rowCount(), 0);
        doc->apply(DocumentEdit::setValue(0, 1, Field::Loc, doc->value(0, 1, Field::Loc),
                                          QStringLiteral("http://www.example.com/c d")));
        model->setProblemsOnly(true);
        QCOMPARE(column_(0), QStringList{QStringLiteral("http://www.example.com/c d")});
    }

    // The same after one edit over many rows (Set Priority, Replace All).
    void narrowingAfterABulkEditFindsRowsThatNowMatch()
    {
        model->setTextFilter(QStringLiteral("de/a"));
        QCOMPARE(model->rowCount(), 1);
        doc->apply(doc->setValuesEdit(0, Field::Loc,
                                      {{2, QStringLiteral("https://www.exemplar.de/ab")},
                                       {3, QStringLiteral("https://www.exemplar.de/abc")}}));
        QCOMPARE(model->rowCount(), 1);
        model->setTextFilter(QStringLiteral("de/ab"));
        QCOMPARE(column_(0), QStringList({QStringLiteral("https://www.exemplar.de/ab"),
                                          QStringLiteral("https://www.exemplar.de/abc")}));
    }

    void filtersProblems()
    {
        doc->apply(DocumentEdit::setValue(0, 3, Field::Loc, doc->value(0, 3, Field::Loc),
                                          QStringLiteral("not a url")));
        model->setProblemsOnly(true);
        QVERIFY(model->rowCount() >= 1);
        bool found = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            QVERIFY(model->index(row, SitemapTableModel::ProblemsColumn)
                        .data(SitemapTableModel::SeverityRole)
                        .isValid());
            found = found || model->entryAt(row) == 3;
        }
        QVERIFY(found);
        model->setProblemsOnly(false);
        QCOMPARE(model->rowCount(), 4);
    }

    void anOverlayThatOnlyPaintsFiltersNothing()
    {
        // An overlay that paints rows but hides none (a comparison showing every row)
        // leaves the rows in file order without tables; one that hides rows filters.
        struct Overlay : TableOverlay
        {
            bool all = true;
            QVariant data(int, int entry, int column, int role) const override
            {
                return role == Qt::ToolTipRole && column == 0 ? QVariant(entry) : QVariant();
            }
            bool accepts(int, int entry) const override { return all || entry % 2 == 0; }
            bool acceptsAll() const override { return all; }
        } overlay;
        QVERIFY(!model->holdsRowTables());
        model->setOverlay(&overlay);
        QVERIFY(!model->holdsRowTables());
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->index(3, 0).data(Qt::ToolTipRole).toString().left(1), QStringLiteral("3"));
        overlay.all = false;
        model->overlayChanged();
        QVERIFY(model->holdsRowTables());
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->entryAt(1), 2);
        // A sort keeps the tables; the overlay that hides nothing again shows every row.
        model->sort(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->entryAt(0), 0);
        QCOMPARE(model->entryAt(1), 2);
        overlay.all = true;
        model->overlayChanged();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->entryAt(0), 1);
        model->sort(-1, Qt::AscendingOrder);
        QVERIFY(!model->holdsRowTables());
        QCOMPARE(model->entryAt(0), 0);
        model->setOverlay(nullptr);
        QCOMPARE(model->rowCount(), 4);
    }

    void insertAndRemoveFollowTheDocument()
    {
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        // Inserted after entry 1 of the file: shown right after its row.
        const int rowOfEntry1 = model->rowOf(0, 1);
        doc->apply(DocumentEdit::insert(0, 2, {entry({"https://www.exemplar.de/new"})}));
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->rowOf(0, 2), rowOfEntry1 + 1);
        QCOMPARE(model->index(model->rowOf(0, 2), 0).data().toString(),
                 QStringLiteral("https://www.exemplar.de/new"));
        // Entries after it were renumbered.
        QCOMPARE(model->index(model->rowOf(0, 3), 0).data().toString(),
                 QStringLiteral("https://www.exemplar.de/küche"));

        // Removing entries 0..2, shown in rows that are not next to each other.
        std::vector<EntryData> removed;
        for (int e = 0; e < 3; ++e)
            removed.push_back(doc->entryData(0, e));
        doc->apply(DocumentEdit::remove(0, 0, removed));
        QCOMPARE(model->rowCount(), 2);
        QStringList remaining = column_(0);
        remaining.sort();
        QCOMPARE(remaining, (QStringList{QStringLiteral("https://www.exemplar.de/c"),
                                         QStringLiteral("https://www.exemplar.de/küche")}));
        QCOMPARE(model->rowOf(0, 0) >= 0, true);
        QCOMPARE(model->entryAt(model->rowOf(0, 1)), 1);
    }

    void unsortedRowsFollowEveryChange()
    {
        // With no sort and no filter the rows are every entry of the files in scope,
        // file after file, held without tables: each change of the document, a
        // filter or a sort put on and taken off again, and a change of scope must
        // leave the rows, their entries and their values as a fresh model shows
        // them, with a selected cell on its entry throughout.
        startWith(QStringLiteral("/tmp/first.xml"), SampleRows);
        addUrlSet(*doc, QStringLiteral("/tmp/second.xml"),
                  {{"https://www.exemplar.de/s0"}, {"https://www.exemplar.de/s1"}});
        QRandomGenerator random(20261130);
        std::vector<QByteArray> texts;
        texts.reserve(200);
        const auto check = [&](const char *step) {
            SitemapTableModel fresh;
            fresh.setDocument(doc.get(), validator.get());
            fresh.setFileScope(model->fileScope());
            QVERIFY2(model->rowCount() == fresh.rowCount(), step);
            QCOMPARE(model->unfilteredRowCount(), fresh.unfilteredRowCount());
            for (int row = 0; row < model->rowCount(); ++row) {
                QVERIFY2(model->fileAt(row) == fresh.fileAt(row) &&
                             model->entryAt(row) == fresh.entryAt(row),
                         step);
                QCOMPARE(model->rowOf(model->fileAt(row), model->entryAt(row)), row);
                QCOMPARE(model->index(row, SitemapTableModel::LocColumn).data(),
                         fresh.index(row, SitemapTableModel::LocColumn).data());
                QCOMPARE(model->headerData(row, Qt::Vertical), fresh.headerData(row, Qt::Vertical));
            }
            // Every entry in scope is shown, in file order.
            int row = 0;
            for (int f = 0; f < doc->fileCount(); ++f) {
                if (model->fileScope() >= 0 && model->fileScope() != f)
                    continue;
                for (int e = 0; e < doc->entryCount(f); ++e, ++row) {
                    QVERIFY2(model->rowOf(f, e) == row, step);
                }
            }
            QCOMPARE(row, model->rowCount());
            // A run of rows at once gives each row's own entry: every row, and a run
            // from anywhere to anywhere (over empty files too).
            if (model->rowCount() > 0) {
                const int first = int(random.bounded(model->rowCount()));
                const int last = first + int(random.bounded(model->rowCount() - first));
                for (const auto &[from, to] : {std::pair(0, model->rowCount() - 1),
                                               std::pair(first, last), std::pair(last, last)}) {
                    std::vector<std::pair<int, int>> run{{-1, -1}};
                    model->appendEntriesOf(from, to, run);
                    QCOMPARE(run.size(), size_t(to - from + 2));
                    for (int r = from; r <= to; ++r)
                        QVERIFY2(run[size_t(r - from + 1)] ==
                                     std::pair(model->fileAt(r), model->entryAt(r)),
                                 step);
                }
            }
        };
        const auto insertOne = [&](int file) {
            texts.push_back("https://www.exemplar.de/n" + QByteArray::number(texts.size()));
            const int at = int(random.bounded(doc->entryCount(file) + 1));
            doc->apply(DocumentEdit::insert(file, at, {entry({texts.back().constData()})}));
        };
        const auto removeOne = [&](int file) {
            if (doc->entryCount(file) == 0)
                return;
            const int at = int(random.bounded(doc->entryCount(file)));
            doc->apply(DocumentEdit::remove(file, at, {doc->entryData(file, at)}));
        };
        for (int round = 0; round < 60; ++round) {
            // A cell chosen before the change stays on its entry when that stays.
            QPersistentModelIndex chosen;
            int chosenFile = -1;
            int chosenEntry = -1;
            QByteArray chosenLoc;
            if (model->rowCount() > 0) {
                const int row = int(random.bounded(model->rowCount()));
                chosen = model->index(row, SitemapTableModel::PriorityColumn);
                chosenFile = model->fileAt(row);
                chosenEntry = model->entryAt(row);
                chosenLoc = doc->rawValue(chosenFile, chosenEntry, Field::Loc).toByteArray();
            }
            const int file = int(random.bounded(2));
            bool chosenKept = true;
            switch (random.bounded(7)) {
            case 0:
            case 1:
                insertOne(file);
                break;
            case 2:
                chosenKept = false;
                removeOne(file);
                break;
            case 3: {
                // Entries of both files at once: one reset of the rows.
                chosenKept = false;
                doc->beginBatch(32);
                for (int i = 0; i < 3; ++i) {
                    insertOne(0);
                    removeOne(1);
                }
                doc->endBatch();
                break;
            }
            case 4:
                model->setTextFilter(QStringLiteral("exemplar.de/"));
                model->setTextFilter(QString());
                break;
            case 5:
                model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
                model->sort(-1, Qt::AscendingOrder);
                break;
            default:
                chosenKept = false;
                model->setFileScope(model->fileScope() < 0 ? int(random.bounded(2)) : -1);
                break;
            }
            check(QByteArray::number(round).constData());
            if (chosenKept && chosen.isValid()) {
                const int row = chosen.row();
                QCOMPARE(doc->rawValue(model->fileAt(row), model->entryAt(row), Field::Loc)
                             .toByteArray(),
                         chosenLoc);
                QCOMPARE(chosen.column(), int(SitemapTableModel::PriorityColumn));
            }
        }
        // Inserted into an empty file and that file emptied.
        while (doc->entryCount(1) > 0)
            removeOne(1);
        check("second file empty");
        insertOne(1);
        check("second file again");
    }

    void batchOfRemovalsAndInsertionsInAnyOrder()
    {
        // One batch of many steps on one file: removals in any order (each numbered as
        // the entries are just before it), then insertions among them, then removals
        // again, some of entries the batch put in. The rows after the batch are the
        // rows of a fresh model, sorted and in file order, and the undo's rows are the
        // rows before.
        std::vector<QByteArray> texts;
        for (int i = 0; i < 120; ++i)
            texts.push_back("https://www.exemplar.de/q" + QByteArray::number(i));
        std::vector<Row> rows;
        for (const QByteArray &text : texts)
            rows.push_back({text.constData()});
        for (const int sortColumn : {-1, int(SitemapTableModel::LocColumn)}) {
            startWith(QStringLiteral("/tmp/steps.xml"), rows);
            model->sort(sortColumn, Qt::DescendingOrder);
            const QStringList before = column(*model, SitemapTableModel::LocColumn);
            const auto fresh = [&] {
                SitemapTableModel other;
                other.setDocument(doc.get(), validator.get());
                other.sort(sortColumn, Qt::DescendingOrder);
                return column(other, SitemapTableModel::LocColumn);
            };
            QRandomGenerator random(20261201u + quint32(sortColumn + 1));
            std::vector<DocumentEdit> applied;
            const auto removeAt = [&](int at) {
                applied.push_back(DocumentEdit::remove(0, at, {doc->entryData(0, at)}));
                doc->apply(applied.back());
            };
            const auto removeSome = [&](int count) {
                for (int i = 0; i < count; ++i)
                    removeAt(int(random.bounded(doc->entryCount(0))));
            };
            doc->beginBatch(64);
            removeSome(20); // removals only: their runs kept as they come
            removeAt(0);
            removeAt(doc->entryCount(0) - 1);
            for (int i = 0; i < 10; ++i) {
                texts.push_back("https://www.exemplar.de/new" + QByteArray::number(i));
                const int at = int(random.bounded(doc->entryCount(0) + 1));
                applied.push_back(DocumentEdit::insert(0, at, {entry({texts.back().constData()})}));
                doc->apply(applied.back());
            }
            removeSome(15);
            doc->endBatch();
            QCOMPARE(doc->entryCount(0), 120 - 22 + 10 - 15);
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());

            doc->beginBatch(64);
            for (auto it = applied.rbegin(); it != applied.rend(); ++it)
                doc->revert(*it);
            doc->endBatch();
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), before);

            // Removals only, some of them after the entries the one before took out.
            applied.clear();
            doc->beginBatch(64);
            for (const int at : {5, 50, 10, 60, 0, 3, 90})
                removeAt(at);
            doc->endBatch();
            QCOMPARE(doc->entryCount(0), 113);
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());
        }
    }

    void manyScatteredRemovalsAreOneReset()
    {
        // Hundreds of scattered runs in one batch (a delete of rows picked all over
        // the table, its undo): one reset with the rows a fresh model shows, instead
        // of a walk over every row per run. A few runs keep their own signals.
        std::vector<Row> rows;
        std::vector<QByteArray> texts;
        texts.reserve(400);
        for (int i = 0; i < 200; ++i) {
            texts.push_back("https://www.exemplar.de/p" + QByteArray::number(i));
            texts.push_back("2024-0" + QByteArray::number(i % 9 + 1) + "-1" +
                            QByteArray::number(i % 10));
        }
        for (int i = 0; i < 200; ++i)
            rows.push_back(
                {texts[size_t(2 * i)].constData(), texts[size_t(2 * i + 1)].constData()});
        startWith(QStringLiteral("/tmp/many.xml"), rows);
        model->sort(SitemapTableModel::LastModColumn, Qt::DescendingOrder);
        model->setTextFilter(QStringLiteral("p1"));
        const auto fresh = [&] {
            SitemapTableModel other;
            other.setDocument(doc.get(), validator.get());
            other.sort(SitemapTableModel::LastModColumn, Qt::DescendingOrder);
            other.setTextFilter(QStringLiteral("p1"));
            return column(other, SitemapTableModel::LocColumn);
        };
        const auto removeEvery = [&](int step, int start) {
            std::vector<DocumentEdit> edits;
            for (int e = doc->entryCount(0) - 1 - start; e >= 0; e -= step)
                edits.push_back(DocumentEdit::remove(0, e, {doc->entryData(0, e)}));
            return edits;
        };
        const auto applyBatch = [&](const std::vector<DocumentEdit> &edits, bool inverse) {
            doc->beginBatch(int(edits.size()));
            if (inverse) {
                for (auto it = edits.rbegin(); it != edits.rend(); ++it)
                    doc->revert(*it);
            } else {
                for (const DocumentEdit &edit : edits)
                    doc->apply(edit);
            }
            doc->endBatch();
        };
        const QStringList before = column(*model, SitemapTableModel::LocColumn);
        QSignalSpy resets(model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removedRows(model.get(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy insertedRows(model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy rebuilt(model.get(), &SitemapTableModel::rowsRebuiltAfterBatch);

        const std::vector<DocumentEdit> many = removeEvery(5, 0);
        QCOMPARE(many.size(), size_t(40));
        applyBatch(many, false);
        QCOMPARE(doc->entryCount(0), 160);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(rebuilt.count(), 1);
        QCOMPARE(removedRows.count(), 0);
        QVERIFY(model->rowCount() < before.size());
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());
        // Its undo: the rows back where they were.
        applyBatch(many, true);
        QCOMPARE(resets.count(), 2);
        QCOMPARE(insertedRows.count(), 0);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), before);

        // Three runs: rows removed one run at a time, no reset.
        applyBatch(removeEvery(50, 3), false);
        QCOMPARE(resets.count(), 2);
        QVERIFY(removedRows.count() >= 1);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());
        QCOMPARE(rebuilt.count(), 2);

        // The same through applyInOrder(), as Delete Rows and its undo apply them: the
        // document tells of all the runs at once, and the rows are as above.
        const auto together = [&](const std::vector<DocumentEdit> &edits, bool inverse,
                                  bool batch) {
            std::vector<DocumentEdit> inverses;
            std::vector<const DocumentEdit *> order;
            if (inverse) {
                for (auto it = edits.rbegin(); it != edits.rend(); ++it)
                    inverses.push_back(it->inverse());
                for (const DocumentEdit &edit : inverses)
                    order.push_back(&edit);
            } else {
                for (const DocumentEdit &edit : edits)
                    order.push_back(&edit);
            }
            if (batch)
                doc->beginBatch(int(edits.size()));
            doc->applyInOrder(order);
            if (batch)
                doc->endBatch();
        };
        QSignalSpy removals(doc.get(), &SitemapDocument::entriesRemoved);
        QSignalSpy insertions(doc.get(), &SitemapDocument::entriesInserted);
        const QStringList beforeRuns = column(*model, SitemapTableModel::LocColumn);
        const int entriesBefore = doc->entryCount(0);
        const std::vector<DocumentEdit> scattered = removeEvery(4, 1);
        QVERIFY(scattered.size() > 30);
        together(scattered, false, true);
        QCOMPARE(removals.count(), 1);
        const EntryRuns runs = removals.at(0).at(1).value<EntryRuns>();
        QCOMPARE(runs.size(), scattered.size());
        QCOMPARE(EntryRunsOf::total(runs), int(scattered.size()));
        QVERIFY(std::is_sorted(runs.begin(), runs.end(),
                               [](EntryRun a, EntryRun b) { return a.first < b.first; }));
        QCOMPARE(doc->entryCount(0), entriesBefore - int(scattered.size()));
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());
        // Its undo puts every entry back where it was, the rows in their sorted places.
        together(scattered, true, true);
        QCOMPARE(insertions.count(), 1);
        QCOMPARE(doc->entryCount(0), entriesBefore);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), beforeRuns);
        for (const DocumentEdit &edit : scattered)
            QCOMPARE(doc->value(0, edit.entry, Field::Loc),
                     *edit.entries.front().values[int(Field::Loc)]);

        // A few runs outside a batch: the model makes its own reset of them.
        const int resetsBefore = int(resets.count());
        const std::vector<DocumentEdit> few = removeEvery(60, 2);
        QVERIFY(few.size() > 1 && few.size() < 16);
        together(few, false, false);
        QCOMPARE(resets.count(), resetsBefore + 1);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh());
        together(few, true, false);
        QCOMPARE(resets.count(), resetsBefore + 2);
        QCOMPARE(column(*model, SitemapTableModel::LocColumn), beforeRuns);
    }

    void batchRowsOnTwoThreads()
    {
        // The rows made anew after a batch, renumbered on two threads as for a
        // large table (a half of the rows each): with a filter, entries put in and
        // taken out of three files at once (at a file's start too, before its first
        // row left) show as a fresh model shows them, in file order; with a sort,
        // removals keep the sorted order.
        const size_t was = SitemapTableModel::parallelRowsFrom();
        SitemapTableModel::setParallelRowsFrom(2);
        const auto back = qScopeGuard([was] { SitemapTableModel::setParallelRowsFrom(was); });
        std::vector<QByteArray> texts;
        texts.reserve(3000);
        const auto rowsOf = [&texts](const char *name, int n) {
            std::vector<Row> rows;
            for (int i = 0; i < n; ++i) {
                texts.push_back("https://www.exemplar.de/" + QByteArray(name) +
                                QByteArray::number(i));
                rows.push_back({texts.back().constData()});
            }
            return rows;
        };
        startWith(QStringLiteral("/tmp/a.xml"), rowsOf("a", 400));
        addUrlSet(*doc, QStringLiteral("/tmp/b.xml"), rowsOf("b", 400));
        addUrlSet(*doc, QStringLiteral("/tmp/c.xml"), rowsOf("c", 400));
        QRandomGenerator random(20261130);
        const auto fresh = [&](bool sorted) {
            SitemapTableModel other;
            other.setDocument(doc.get(), validator.get());
            if (sorted)
                other.sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
            other.setTextFilter(QStringLiteral("exemplar"));
            return column(other, SitemapTableModel::LocColumn);
        };
        const auto rowsAgree = [&] {
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->rowOf(model->fileAt(row), model->entryAt(row)) != row)
                    return false;
            }
            return true;
        };
        const auto batch = [&](bool inserts) {
            doc->beginBatch(20); // enough for one reset of the rows
            for (int i = 0; i < 20; ++i) {
                const int file = int(random.bounded(3));
                if (inserts && random.bounded(2) == 0) {
                    texts.push_back("https://www.exemplar.de/n" + QByteArray::number(texts.size()));
                    // Half of them at the file's start.
                    const int at =
                        random.bounded(2) == 0 ? 0 : int(random.bounded(doc->entryCount(file) + 1));
                    doc->apply(DocumentEdit::insert(file, at, {entry({texts.back().constData()})}));
                } else if (doc->entryCount(file) > 1) {
                    const int at = int(random.bounded(doc->entryCount(file)));
                    doc->apply(DocumentEdit::remove(file, at, {doc->entryData(file, at)}));
                }
            }
            doc->endBatch();
        };
        model->setTextFilter(QStringLiteral("exemplar"));
        QSignalSpy resets(model.get(), &QAbstractItemModel::modelReset);
        for (int round = 0; round < 30; ++round) {
            batch(true);
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh(false));
            QVERIFY(rowsAgree());
        }
        QCOMPARE(resets.count(), 30);
        model->sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        for (int round = 0; round < 10; ++round) {
            batch(false);
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh(true));
            QVERIFY(rowsAgree());
        }
        // Sorted, with entries put in too: a file whose only change is one insertion,
        // one with an insertion and then a removal, one with two insertions.
        for (int round = 0; round < 10; ++round) {
            batch(true);
            QCOMPARE(column(*model, SitemapTableModel::LocColumn), fresh(true));
            QVERIFY(rowsAgree());
        }
    }

    void entryRunsRenumber()
    {
        // Runs taken out of and put into a vector, and numbers after them, against
        // doing it one run at a time.
        QRandomGenerator rng(7);
        for (int round = 0; round < 200; ++round) {
            const int n = 1 + rng.bounded(40);
            std::vector<int> v(static_cast<size_t>(n));
            std::iota(v.begin(), v.end(), 0);
            EntryRuns runs;
            for (int at = rng.bounded(3); at < n; at += 1 + rng.bounded(4)) {
                const int count = std::min(n - at, 1 + rng.bounded(3));
                EntryRunsOf::append(runs, {at, count});
                at += count;
            }
            std::vector<int> erased = v;
            EntryRunsOf::erase(erased, runs);
            std::vector<int> oneByOne = v;
            for (auto it = runs.rbegin(); it != runs.rend(); ++it)
                oneByOne.erase(oneByOne.begin() + it->first, oneByOne.begin() + it->end());
            QCOMPARE(erased, oneByOne);
            const EntryRunsOf::Renumbering removal(runs, EntryRunsOf::Renumbering::Removal);
            for (int e = 0; e < n; ++e) {
                const auto at = std::find(erased.begin(), erased.end(), e);
                QCOMPARE(removal(e), at == erased.end() ? -1 : int(at - erased.begin()));
            }
            // Putting them back: the runs are where the entries stand afterwards.
            std::vector<int> back = erased;
            EntryRunsOf::insert(back, runs, [](int e) { return e; });
            QCOMPARE(back, v);
            const EntryRunsOf::Renumbering insertion(runs, EntryRunsOf::Renumbering::Insertion);
            for (size_t k = 0; k < erased.size(); ++k)
                QCOMPARE(insertion(int(k)), erased[k]);
        }
    }

    void insertIntoFilteredModelShowsNewRows()
    {
        model->setTextFilter(QStringLiteral("/a"));
        QCOMPARE(model->rowCount(), 1);
        doc->apply(DocumentEdit::insert(0, 4, {entry({""})}));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->rowOf(0, 4), 1);
    }

    void oneEditOverManyRows()
    {
        // One edit value sets a field of many rows: one dataChanged over them,
        // the problems as a fresh validation finds them, and its inverse puts
        // every value back as it was, absent ones absent.
        std::vector<std::optional<QString>> before;
        for (int i = 0; i < 4; ++i)
            before.push_back(doc->optionalValue(0, i, Field::Priority));
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        const DocumentEdit edit =
            doc->setValuesEdit(0, Field::Priority, {0, 1, 2, 3}, QStringLiteral("1.5"));
        QCOMPARE(edit.size(), 4);
        QVERIFY(edit.distinct.size() <= 5u);
        doc->apply(edit);
        const auto valueChanges = std::count_if(changed.begin(), changed.end(), [](const auto &a) {
            return a.at(0).toModelIndex().column() == SitemapTableModel::PriorityColumn;
        });
        QCOMPARE(valueChanges, 1);
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(model->index(row, SitemapTableModel::PriorityColumn)
                         .data(SitemapTableModel::RawValueRole)
                         .toString(),
                     QStringLiteral("1.5"));
        }
        {
            const Validator fresh(doc.get());
            QCOMPARE(validator->allProblems().size(), fresh.allProblems().size());
            QCOMPARE(validator->errorCount(), fresh.errorCount());
            QCOMPARE(validator->errorCount(), 4); // four priorities out of range
        }
        doc->revert(edit);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(doc->optionalValue(0, i, Field::Priority), before[size_t(i)]);
        const Validator fresh(doc.get());
        QCOMPARE(validator->errorCount(), fresh.errorCount());

        // Entries that already hold the value are left out of the edit.
        const DocumentEdit same =
            doc->setValuesEdit(0, Field::Priority, {0, 1, 2, 3}, QStringLiteral("0.5"));
        QCOMPARE(same.targets, (std::vector<int>{1, 2, 3}));
    }

    void resetAndScope()
    {
        SitemapDocument loaded;
        SitemapFile index;
        index.path = QStringLiteral("/tmp/index.xml");
        index.kind = FileKind::Index;
        loaded.addFile(std::move(index));
        loaded.apply(DocumentEdit::insert(
            0, 0, {entry({"https://x.example/a.xml"}), entry({"https://x.example/b.xml"})}));
        addUrlSet(loaded, QStringLiteral("/tmp/a.xml"), {{"https://x.example/1"}});
        addUrlSet(loaded, QStringLiteral("/tmp/b.xml"),
                  {{"https://x.example/2"}, {"https://x.example/3"}});
        QSignalSpy reset(model.get(), &QAbstractItemModel::modelReset);
        doc->takeContent(loaded);
        QCOMPARE(reset.count(), 1);
        // All URLs of the set, not the index's own entries.
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(2, SitemapTableModel::FileColumn).data().toString(),
                 QStringLiteral("b.xml"));
        model->setFileScope(0);
        QCOMPARE(model->rowCount(), 2);
        model->setFileScope(2);
        QCOMPARE(model->rowCount(), 2);
        model->setFileScope(-1);
        QCOMPARE(model->rowCount(), 3);
    }

    // A large document, for what a user relies on at any size: the sort
    // order holds over every row, the filter shows exactly the rows that contain the
    // text (keystroke by keystroke, as typed), clearing it brings every row back in
    // order, and an edit deep in the table is shown where it was and judged at once.
    // How fast is the bench's business (bench/), never a test's. 40,000 rows by
    // default, enough for the filter to test the rows on two threads;
    // SITEMAP_MODEL_ROWS for more.
    void largeDocument()
    {
        const int n = qEnvironmentVariableIsSet("SITEMAP_MODEL_ROWS")
                          ? qEnvironmentVariableIntValue("SITEMAP_MODEL_ROWS")
                          : 40000;
        SitemapDocument big;
        SitemapFile file;
        file.kind = FileKind::UrlSet;
        big.addFile(std::move(file));
        std::vector<EntryData> rows;
        rows.reserve(size_t(n));
        quint32 x = 12345;
        for (int i = 0; i < n; ++i) {
            x = x * 1103515245u + 12345u;
            EntryData d =
                EntryData::withLoc(QStringLiteral("https://www.exemplar.de/products/item-%1/page")
                                       .arg(x % 1000000007u));
            d.values[int(Field::LastMod)] =
                QStringLiteral("2024-05-%1").arg(1 + i % 28, 2, 10, QLatin1Char('0'));
            d.values[int(Field::Priority)] = QString::number((i % 11) / 10.0, 'f', 1);
            rows.push_back(std::move(d));
        }
        big.apply(DocumentEdit::insert(0, 0, std::move(rows)));
        Validator bigValidator(&big);
        SitemapTableModel bigModel;
        bigModel.setDocument(&big, &bigValidator);
        QAbstractItemModelTester bigTester(&bigModel,
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(bigModel.rowCount(), n);
        QCOMPARE(bigValidator.errorCount(), 0);

        // Every row in order, not only the first screenful; both directions.
        auto locAt = [&](int row) { return big.rawValue(0, bigModel.entryAt(row), Field::Loc); };
        auto sortedByLoc = [&](Qt::SortOrder order) {
            for (int row = 1; row < bigModel.rowCount(); ++row) {
                const bool inOrder = order == Qt::AscendingOrder ? locAt(row - 1) <= locAt(row)
                                                                 : locAt(row - 1) >= locAt(row);
                if (!inOrder) {
                    qWarning("rows %d and %d out of order", row - 1, row);
                    return false;
                }
            }
            return true;
        };
        bigModel.sort(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QCOMPARE(bigModel.rowCount(), n);
        QVERIFY(sortedByLoc(Qt::DescendingOrder));
        bigModel.sort(SitemapTableModel::PriorityColumn);
        for (int row = 1; row < n; ++row) {
            const double before =
                big.value(0, bigModel.entryAt(row - 1), Field::Priority).toDouble();
            const double here = big.value(0, bigModel.entryAt(row), Field::Priority).toDouble();
            QVERIFY2(before <= here, qPrintable(QString::number(row)));
        }
        bigModel.sort(SitemapTableModel::LocColumn);
        QVERIFY(sortedByLoc(Qt::AscendingOrder));
        // Every entry is shown exactly once.
        std::vector<int> seen(size_t(n), 0);
        for (int row = 0; row < n; ++row)
            ++seen[size_t(bigModel.entryAt(row))];
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int count) { return count == 1; }));

        // The filter, typed a key at a time, against a count made without the model.
        auto expectedMatches = [&](const QString &text) {
            int count = 0;
            for (int e = 0; e < n; ++e) {
                for (int f = 0; f < FieldCount; ++f) {
                    if (big.value(0, e, Field(f)).contains(text, Qt::CaseInsensitive)) {
                        ++count;
                        break;
                    }
                }
            }
            return count;
        };
        const QString keys = QStringLiteral("ITEM-47");
        for (qsizetype i = 1; i <= keys.size(); ++i) {
            const QString typed = keys.left(i);
            bigModel.setTextFilter(typed);
            QCOMPARE(bigModel.rowCount(), expectedMatches(typed));
        }
        QVERIFY(bigModel.rowCount() > 0);
        QVERIFY(bigModel.rowCount() < n);
        for (int row = 0; row < bigModel.rowCount(); ++row)
            QVERIFY(big.value(0, bigModel.entryAt(row), Field::Loc)
                        .contains(keys, Qt::CaseInsensitive));
        QVERIFY(sortedByLoc(Qt::AscendingOrder));
        // A value of another column.
        bigModel.setTextFilter(QStringLiteral("2024-05-07"));
        QCOMPARE(bigModel.rowCount(), expectedMatches(QStringLiteral("2024-05-07")));
        QCOMPARE(bigModel.rowCount(), n / 28 + (n % 28 > 6 ? 1 : 0));

        // Clearing it brings every row back, in the sort order.
        bigModel.setTextFilter(QString());
        QCOMPARE(bigModel.rowCount(), n);
        QVERIFY(sortedByLoc(Qt::AscendingOrder));

        // An edit deep in the table: shown in its row, flagged, and found by
        // "only rows with problems".
        const int row = n * 3 / 4;
        const int entry = bigModel.entryAt(row);
        const QModelIndex cell = bigModel.index(row, SitemapTableModel::LocColumn);
        QVERIFY(cell.data(SitemapTableModel::SeverityRole).isNull());
        QVERIFY(bigModel.setData(cell, QStringLiteral("/relative/edited")));
        QCOMPARE(big.value(0, entry, Field::Loc), QStringLiteral("/relative/edited"));
        QCOMPARE(bigModel.rowOf(0, entry), row);
        QCOMPARE(cell.data().toString(), QStringLiteral("/relative/edited"));
        QCOMPARE(cell.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));
        QVERIFY(bigValidator.entryRuleMask(0, entry) & ruleBit(RuleId::LocNotAbsolute));
        QVERIFY(
            !bigModel.index(row, SitemapTableModel::ProblemsColumn).data().toString().isEmpty());
        QCOMPARE(bigValidator.errorCount(), 1);
        bigModel.setProblemsOnly(true);
        QCOMPARE(bigModel.rowCount(), 1);
        QCOMPARE(bigModel.entryAt(0), entry);
        bigModel.setProblemsOnly(false);
        QCOMPARE(bigModel.rowCount(), n);
    }

private:
    QStringList column_(int col) const { return column(*model, col); }

    std::unique_ptr<SitemapDocument> doc;
    std::unique_ptr<Validator> validator;
    std::unique_ptr<SitemapTableModel> model;
    std::unique_ptr<QAbstractItemModelTester> tester;

    // A document of one urlset file holding rows, its validator and a model over both
    // under the tester, in place of those before.
    void startWith(const QString &path, const std::vector<Row> &rows)
    {
        cleanup();
        doc = std::make_unique<SitemapDocument>();
        addUrlSet(*doc, path, rows);
        validator = std::make_unique<Validator>(doc.get());
        model = std::make_unique<SitemapTableModel>();
        model->setDocument(doc.get(), validator.get());
        tester = std::make_unique<QAbstractItemModelTester>(
            model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }
};

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
