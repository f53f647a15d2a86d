// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's window with many rows, for what a user relies on with a
// large set: every row arrives through the background loader while the window
// keeps responding, and sorting by a column, the filter and "only rows with
// problems" show exactly the right rows. How fast is measured in bench/, never in a
// test. 30,000 rows by default, in an index of three files as large sites publish
// them; SITEMAP_GUI_ROWS for more.

#include "mainwindow.h"
#include "problemsdock.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "validator.h"

#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

namespace {

QByteArray urlset(int count, int seed)
{
    QByteArray xml;
    xml.reserve(qsizetype(count) * 150);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    quint32 x = quint32(seed);
    for (int i = 0; i < count; ++i) {
        x = x * 1103515245u + 12345u;
        xml += "<url><loc>https://www.example.com/catalog/item-" + QByteArray::number(x) + "-" +
               QByteArray::number(seed) + "-" + QByteArray::number(i) + "</loc><lastmod>2024-05-" +
               QByteArray::number(10 + i % 18) +
               "</lastmod><changefreq>weekly</changefreq>"
               "<priority>0." +
               QByteArray::number(i % 10) + "</priority></url>\n";
    }
    return xml + "</urlset>\n";
}

constexpr int UrlsPerFile = 10000;

} // namespace

class TestGuiLarge : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void manyRows()
    {
        const int rows = qEnvironmentVariableIsSet("SITEMAP_GUI_ROWS")
                             ? qEnvironmentVariableIntValue("SITEMAP_GUI_ROWS")
                             : 30000;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        int parts = 0;
        for (int done = 0; done < rows; ++parts) {
            const int n = std::min(UrlsPerFile, rows - done);
            const QString name = QStringLiteral("part-%1.xml").arg(parts);
            TestSupport::writeFile(dir.path(), name, urlset(n, parts * UrlsPerFile + 7));
            index +=
                "<sitemap><loc>https://www.example.com/" + name.toUtf8() + "</loc></sitemap>\n";
            done += n;
        }
        const QString path = TestSupport::writeFile(dir.path(), QStringLiteral("index.xml"),
                                                    index + "</sitemapindex>\n");

        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The reader runs in the background: openFile() returns at once, and the GUI
        // thread keeps handling events until the rows arrive.
        QSignalSpy loaded(&window, &MainWindow::loadFinished);
        int turns = 0;
        QTimer turn;
        turn.setInterval(0);
        connect(&turn, &QTimer::timeout, &window, [&] {
            if (window.isLoading())
                ++turns;
        });
        turn.start();
        QVERIFY(window.openFile(path));
        QVERIFY(window.isLoading());
        // The document being replaced, and its problems, are greyed meanwhile.
        QVERIFY(!window.centralWidget()->isEnabled());
        QVERIFY(!window.problemsDock()->isEnabled());
        QVERIFY(loaded.wait(60000));
        turn.stop();
        QCOMPARE(loaded.first().first().toBool(), true);
        QVERIFY2(turns > 0, "the event loop did not turn while loading");
        QVERIFY(!window.isLoading());
        QVERIFY(window.centralWidget()->isEnabled());
        QVERIFY(window.problemsDock()->isEnabled());

        // Every row of every file, all of them in the table.
        SitemapDocument *doc = window.document();
        SitemapTableModel *model = window.model();
        QCOMPARE(doc->fileCount(), parts + 1);
        int urls = 0;
        for (int f = 1; f < doc->fileCount(); ++f)
            urls += doc->entryCount(f);
        QCOMPARE(urls, rows);
        QCOMPARE(model->rowCount(), rows);
        QCOMPARE(window.validator()->errorCount(), 0);

        // Sorting through the view, as a click on the header does: the whole range in order.
        QTableView *table = window.table();
        auto locAt = [&](int row) {
            return doc->rawValue(model->fileAt(row), model->entryAt(row), Field::Loc);
        };
        auto sortedByLoc = [&](Qt::SortOrder order) {
            for (int row = 1; row < model->rowCount(); ++row) {
                if (order == Qt::AscendingOrder ? locAt(row - 1) > locAt(row)
                                                : locAt(row - 1) < locAt(row)) {
                    qWarning("rows %d and %d out of order", row - 1, row);
                    return false;
                }
            }
            return true;
        };
        table->sortByColumn(SitemapTableModel::LocColumn, Qt::AscendingOrder);
        QCOMPARE(table->horizontalHeader()->sortIndicatorSection(),
                 int(SitemapTableModel::LocColumn));
        QCOMPARE(model->rowCount(), rows);
        QVERIFY(sortedByLoc(Qt::AscendingOrder));
        table->sortByColumn(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        QVERIFY(sortedByLoc(Qt::DescendingOrder));
        table->sortByColumn(SitemapTableModel::PriorityColumn, Qt::AscendingOrder);
        for (int row = 1; row < rows; ++row) {
            const double before =
                doc->value(model->fileAt(row - 1), model->entryAt(row - 1), Field::Priority)
                    .toDouble();
            const double here =
                doc->value(model->fileAt(row), model->entryAt(row), Field::Priority).toDouble();
            QVERIFY2(before <= here, qPrintable(QString::number(row)));
        }
        table->sortByColumn(SitemapTableModel::LocColumn, Qt::AscendingOrder);

        // The filter, typed into its box: exactly the rows that hold the text.
        const QString text = QStringLiteral("item-12");
        int expected = 0;
        for (int f = 1; f < doc->fileCount(); ++f) {
            for (int e = 0; e < doc->entryCount(f); ++e) {
                for (int field = 0; field < FieldCount; ++field) {
                    if (doc->value(f, e, Field(field)).contains(text, Qt::CaseInsensitive)) {
                        ++expected;
                        break;
                    }
                }
            }
        }
        QVERIFY(expected > 0);
        QTest::keyClicks(window.filterEdit(), text);
        QCOMPARE(model->rowCount(), expected);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(QString::fromUtf8(locAt(row)).contains(text));
        QVERIFY(sortedByLoc(Qt::AscendingOrder));
        QVERIFY2(window.countsLabel()->text().contains(QString::number(expected)),
                 qPrintable(window.countsLabel()->text()));
        window.filterEdit()->clear();
        QCOMPARE(model->rowCount(), rows);

        // Only rows with problems: none at first; then the entries edited into
        // relative URLs, and none again once the edits are undone.
        window.problemsOnlyBox()->setChecked(true);
        QCOMPARE(model->rowCount(), 0);
        window.problemsOnlyBox()->setChecked(false);
        std::vector<std::pair<int, int>> edited;
        for (int row : {5, rows / 2, rows - 1}) {
            edited.emplace_back(model->fileAt(row), model->entryAt(row));
            QVERIFY(model->setData(model->index(row, SitemapTableModel::LocColumn),
                                   QStringLiteral("/relative-%1").arg(row)));
        }
        QCOMPARE(window.undoStack()->count(), 3);
        for (const auto &[file, entry] : edited)
            QVERIFY(window.validator()->entryRuleMask(file, entry) &
                    ruleBit(RuleId::LocNotAbsolute));
        window.problemsOnlyBox()->setChecked(true);
        QCOMPARE(model->rowCount(), 3);
        std::vector<std::pair<int, int>> shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown.emplace_back(model->fileAt(row), model->entryAt(row));
        std::sort(shown.begin(), shown.end());
        std::sort(edited.begin(), edited.end());
        QVERIFY(shown == edited);
        window.problemsOnlyBox()->setChecked(false);
        while (window.undoStack()->canUndo())
            window.undoStack()->undo();
        QCOMPARE(window.validator()->errorCount(), 0);
        window.problemsOnlyBox()->setChecked(true);
        QCOMPARE(model->rowCount(), 0);
        window.problemsOnlyBox()->setChecked(false);
        QCOMPARE(model->rowCount(), rows);

        // Nothing to ask about on the way out.
        window.undoStack()->setClean();
    }
};

QTEST_MAIN(TestGuiLarge)
#include "tst_gui_large.moc"
