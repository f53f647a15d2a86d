// SPDX-License-Identifier: GPL-3.0-or-later
// View > Overview through the real window: a click on a bar (or Enter on it)
// filters the table to exactly the URLs the bar counts, together with the text
// filter; the filter bar shows it and ends it; the sections chart goes down a
// level and back up; after an edit the charts follow and a bar filters right;
// another document ends the filter and shows no bars of the one before while
// it is counted.

#include "barchart.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "overviewdock.h"
#include "overviewtracker.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using Overview::Chart;

// Waits until the charts show the document as it is.
#define SETTLE(dock) QTRY_VERIFY_WITH_TIMEOUT(!(dock)->tracker()->isPending(), 10000)

namespace {

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

QByteArray url(const char *loc, const char *lastmod, const char *priority = "0.5")
{
    return QByteArray("<url><loc>") + loc + "</loc><lastmod>" + lastmod + "</lastmod><priority>" +
           priority + "</priority></url>\n";
}

// The locs the table shows, sorted.
QStringList shownLocs(const SitemapTableModel *model)
{
    QStringList locs;
    for (int r = 0; r < model->rowCount(); ++r)
        locs << model->index(r, SitemapTableModel::LocColumn).data().toString();
    locs.sort();
    return locs;
}

} // namespace

class TestGuiOverview : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
    }

    void init() { startWindow(QSize(1200, 780)); }

    void cleanup() { closeWindow(); }

    void barFiltersTheTable();

private:
    static void click(OverviewDock *dock, const QString &label)
    {
        const int bar = dock->barLabels().indexOf(label);
        QVERIFY2(bar >= 0, qPrintable(label + QLatin1String(" not in ") +
                                      dock->barLabels().join(QLatin1String(" | "))));
        BarChart *chart = dock->chart();
        chart->scrollTo(chart->model()->index(bar, 0));
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {}, chart->barRect(bar).center());
    }

    QTemporaryDir settingsDir;
};

void TestGuiOverview::barFiltersTheTable()
{
    const QString otherPath =
        TestSupport::writeFile(dir->path(), QStringLiteral("other.xml"),
                               urlset(url("https://www.shop.test/blog/x", "2024-05-02")));
    QVERIFY(!openWritten(QStringLiteral("sitemap.xml"),
                         urlset(url("https://www.shop.test/blog/first", "2024-05-02") +
                                url("https://www.shop.test/blog/second", "2024-05-30T10:00:00Z") +
                                url("https://www.shop.test/blog", "2024-04-01") +
                                url("https://www.shop.test/blog/first/deeper", "2024-04-15") +
                                url("https://www.shop.test/shop/pots", "2024-05-02", "1.5") +
                                url("https://www.shop.test/shop/pans", "2023-11-11") +
                                url("https://blog.shop.test/shop/item", "2024-05-03") +
                                url("https://www.shop.test/", "not a date")))
                 .isEmpty());
    SitemapTableModel *model = window->model();
    QCOMPARE(model->rowCount(), 8);

    // View > Overview shows the dock, which counts the document.
    OverviewDock *dock = window->overviewDock();
    QVERIFY(dock);
    QVERIFY(!dock->isVisible());
    QAction *toggle = menuAction(QStringLiteral("actionOverview"));
    QVERIFY(toggle);
    toggle->trigger();
    QVERIFY(dock->isVisible());
    SETTLE(dock);
    QToolButton *filterButton = window->overviewFilterButton();
    QVERIFY(!filterButton->isVisible());

    // Hosts: a click on a bar shows its URLs, and only those.
    dock->showChart(Chart::Host);
    QCOMPARE(dock->barLabels(),
             (QStringList{QStringLiteral("www.shop.test"), QStringLiteral("blog.shop.test")}));
    click(dock, QStringLiteral("blog.shop.test"));
    QCOMPARE(shownLocs(model), QStringList{QStringLiteral("https://blog.shop.test/shop/item")});
    QVERIFY(filterButton->isVisible());
    QCOMPARE(filterButton->text(), QStringLiteral("Host: blog.shop.test"));
    QCOMPARE(dock->chart()->chosen(), 1);
    click(dock, QStringLiteral("www.shop.test"));
    QCOMPARE(model->rowCount(), 7);

    // Together with the text filter: the rows both accept.
    QTest::keyClicks(window->filterEdit(), QStringLiteral("blog"));
    QCOMPARE(shownLocs(model),
             (QStringList{QStringLiteral("https://www.shop.test/blog"),
                          QStringLiteral("https://www.shop.test/blog/first"),
                          QStringLiteral("https://www.shop.test/blog/first/deeper"),
                          QStringLiteral("https://www.shop.test/blog/second")}));
    window->filterEdit()->clear();
    QCOMPARE(model->rowCount(), 7);
    // The filter bar's button ends it: every row again.
    QTest::mouseClick(filterButton, Qt::LeftButton);
    QCOMPARE(model->rowCount(), 8);
    QVERIFY(!filterButton->isVisible());
    QVERIFY(!dock->isFiltering());

    // By keyboard: the months chart, Enter on a bar.
    dock->showChart(Chart::Month);
    QCOMPARE(dock->barLabels(),
             (QStringList{QStringLiteral("Nov 2023"), QStringLiteral("Apr 2024"),
                          QStringLiteral("May 2024"), QStringLiteral("Not a date")}));
    dock->chart()->setFocus();
    QTest::keyClick(dock->chart(), Qt::Key_Home);
    QTest::keyClick(dock->chart(), Qt::Key_Down);
    QTest::keyClick(dock->chart(), Qt::Key_Down);
    QTest::keyClick(dock->chart(), Qt::Key_Return);
    QCOMPARE(shownLocs(model), (QStringList{QStringLiteral("https://blog.shop.test/shop/item"),
                                            QStringLiteral("https://www.shop.test/blog/first"),
                                            QStringLiteral("https://www.shop.test/blog/second"),
                                            QStringLiteral("https://www.shop.test/shop/pots")}));
    QCOMPARE(filterButton->text(), QStringLiteral("Last modified: May 2024"));

    // An edit moves a shown row to another month: it stays in place (as after an
    // edit under the text filter), the charts follow, and the bars filter right.
    const int row = model->rowOf(0, 0);
    QVERIFY(row >= 0);
    QVERIFY(model->setData(model->index(row, SitemapTableModel::LastModColumn),
                           QStringLiteral("2025-01-01")));
    QCOMPARE(model->rowCount(), 4);
    SETTLE(dock);
    QCOMPARE(dock->barLabels(), (QStringList{QStringLiteral("Nov 2023"), QStringLiteral("Apr 2024"),
                                             QStringLiteral("May 2024"), QStringLiteral("Jan 2025"),
                                             QStringLiteral("Not a date")}));
    QCOMPARE(dock->chart()->bars().at(2).count, 3);
    click(dock, QStringLiteral("May 2024"));
    QCOMPARE(model->rowCount(), 3);
    QVERIFY(!shownLocs(model).contains(QStringLiteral("https://www.shop.test/blog/first")));
    click(dock, QStringLiteral("Jan 2025"));
    QCOMPARE(shownLocs(model), QStringList{QStringLiteral("https://www.shop.test/blog/first")});
    // Undone, the row is back in May.
    window->undoStack()->undo();
    SETTLE(dock);
    click(dock, QStringLiteral("May 2024"));
    QCOMPARE(model->rowCount(), 4);
    click(dock, QStringLiteral("Not a date"));
    QCOMPARE(shownLocs(model), QStringList{QStringLiteral("https://www.shop.test/")});

    // Sections: a click goes down a level and filters; Up goes back.
    dock->showChart(Chart::Path);
    QCOMPARE(dock->barLabels(), (QStringList{QStringLiteral("/ (the address itself)"),
                                             QStringLiteral("/blog"), QStringLiteral("/shop")}));
    click(dock, QStringLiteral("/blog"));
    QCOMPARE(model->rowCount(), 4);
    SETTLE(dock);
    QCOMPARE(dock->barLabels(),
             (QStringList{QStringLiteral("/blog (the address itself)"),
                          QStringLiteral("/blog/first"), QStringLiteral("/blog/second")}));
    QVERIFY(dock->upButton()->isEnabled());
    click(dock, QStringLiteral("/blog/first"));
    QCOMPARE(shownLocs(model),
             (QStringList{QStringLiteral("https://www.shop.test/blog/first"),
                          QStringLiteral("https://www.shop.test/blog/first/deeper")}));
    QCOMPARE(filterButton->text(), QStringLiteral("Section: /blog/first"));
    SETTLE(dock);
    // Backspace in the chart is Up, as the button is.
    dock->chart()->setFocus();
    QTest::keyClick(dock->chart(), Qt::Key_Backspace);
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(filterButton->text(), QStringLiteral("Section: /blog"));
    SETTLE(dock);
    QTest::mouseClick(dock->upButton(), Qt::LeftButton);
    QCOMPARE(model->rowCount(), 8);
    QVERIFY(!dock->isFiltering());
    SETTLE(dock);
    QVERIFY(!dock->upButton()->isEnabled());

    // Problems by rule, with the problems-only box.
    dock->showChart(Chart::Rule);
    click(dock, QStringLiteral("priority-range"));
    QCOMPARE(shownLocs(model), QStringList{QStringLiteral("https://www.shop.test/shop/pots")});
    window->problemsOnlyBox()->setChecked(true);
    QCOMPARE(model->rowCount(), 1);
    window->problemsOnlyBox()->setChecked(false);
    // Escape in the chart ends the filter too.
    dock->chart()->setFocus();
    QTest::keyClick(dock->chart(), Qt::Key_Escape);
    QCOMPARE(model->rowCount(), 8);

    // Another document: no filter of the one before, and while it is counted no
    // bars of the one before either; the chart box says which charts are still
    // being counted (the validator has judged the new document by then, so the
    // problems chart is not among them).
    dock->showChart(Chart::Host);
    click(dock, QStringLiteral("blog.shop.test"));
    QCOMPARE(model->rowCount(), 1);
    const int hostItem = dock->chartBox()->findData(int(Chart::Host));
    const int ruleItem = dock->chartBox()->findData(int(Chart::Rule));
    QCOMPARE(dock->chartBox()->itemText(hostItem), QStringLiteral("Hosts"));
    QStringList barsWhileCounting{QStringLiteral("not looked at")};
    QString hostNameWhileCounting, ruleNameWhileCounting;
    const QMetaObject::Connection watch =
        connect(window->document(), &SitemapDocument::resetDone, dock, [&] {
            barsWhileCounting = dock->barLabels();
            hostNameWhileCounting = dock->chartBox()->itemText(hostItem);
            ruleNameWhileCounting = dock->chartBox()->itemText(ruleItem);
        });
    QVERIFY(openPath(otherPath));
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(!dock->isFiltering());
    QCOMPARE(model->rowFilter(), nullptr);
    QVERIFY(!filterButton->isVisible());
    disconnect(watch);
    QCOMPARE(barsWhileCounting, QStringList());
    QCOMPARE(hostNameWhileCounting, QStringLiteral("Hosts (counting…)"));
    QCOMPARE(ruleNameWhileCounting, QStringLiteral("Problems, by rule"));
    SETTLE(dock);
    QCOMPARE(dock->barLabels(), QStringList{QStringLiteral("www.shop.test")});
    QCOMPARE(dock->chartBox()->itemText(hostItem), QStringLiteral("Hosts"));
}

QTEST_MAIN(TestGuiOverview)
#include "tst_gui_overview.moc"
