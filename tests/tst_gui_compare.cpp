// SPDX-License-Identifier: GPL-3.0-or-later
// File > Compare With... through the real window: the table marks added rows and
// changed cells (the old value in the tooltip), the dock lists removed URLs, the
// Show box filters by kind of change, an edit updates the comparison, and
// opening another document ends it.

#include "comparedock.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "screenshots.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QBrush>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

} // namespace

class TestGuiCompare : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
    }

    void init() { startWindow(); }

    void cleanup() { closeWindow(); }

    void compareTwoVersions();
    void editDuringAPassStartsItAgain();
    void anEditDropsAResultNotYetShown();
    // Not a check: the documentation's pictures, taken when SITEMAP_SCREENSHOT_DIR
    // names a folder (SITEMAP_SCREENSHOT_LANG=de for German).
    void screenshots();

private:
    QTemporaryDir settingsDir;
};

void TestGuiCompare::compareTwoVersions()
{
    const QString oldPath = TestSupport::writeFile(
        dir->path(), QStringLiteral("old.xml"),
        urlset("<url><loc>https://a.example/same</loc><lastmod>2024-01-01</lastmod></url>\n"
               "<url><loc>https://a.example/gone</loc></url>\n"
               "<url><loc>https://a.example/edited</loc><lastmod>2024-01-01</lastmod>"
               "<priority>0.5</priority></url>\n"));
    QVERIFY(
        !openWritten(
             QStringLiteral("new.xml"),
             urlset("<url><loc>https://a.example/same</loc><lastmod>2024-01-01</lastmod></url>\n"
                    "<url><loc>https://a.example/edited</loc><lastmod>2024-02-01</lastmod>"
                    "<priority>0.5</priority></url>\n"
                    "<url><loc>https://a.example/fresh</loc></url>\n"))
             .isEmpty());
    SitemapTableModel *model = window->model();
    QCOMPARE(model->rowCount(), 3);

    // File > Compare With..., the file dialog answered by the test.
    CompareDock *dock = window->compareDock();
    QVERIFY(dock);
    QVERIFY(!dock->isVisible());
    dock->setFileNameProvider([&] { return oldPath; });
    QAction *action = menuAction(QStringLiteral("actionCompareWith"));
    QVERIFY(action);
    QSignalSpy compared(dock, &CompareDock::compared);
    action->trigger();
    QVERIFY(compared.wait(10000));
    QVERIFY(dock->isVisible());
    QVERIFY2(dock->summaryLabel()->text().contains(QLatin1String("1 added")),
             qPrintable(dock->summaryLabel()->text()));

    auto rowOf = [&](const QString &loc) {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, SitemapTableModel::LocColumn).data().toString() == loc)
                return r;
        }
        return -1;
    };
    const int fresh = rowOf(QStringLiteral("https://a.example/fresh"));
    const int edited = rowOf(QStringLiteral("https://a.example/edited"));
    const int same = rowOf(QStringLiteral("https://a.example/same"));
    QVERIFY(fresh >= 0 && edited >= 0 && same >= 0);

    // Added: the whole row marked.
    for (int c = 0; c < SitemapTableModel::FileColumn; ++c)
        QVERIFY(model->index(fresh, c).data(Qt::BackgroundRole).canConvert<QBrush>());
    QVERIFY(
        model->index(fresh, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("Added")));
    // Changed: the lastmod cell marked with the old value in its tooltip; the
    // unchanged priority cell not marked; the unchanged row not at all.
    const QModelIndex lastmod = model->index(edited, SitemapTableModel::LastModColumn);
    QVERIFY(lastmod.data(Qt::BackgroundRole).canConvert<QBrush>());
    QVERIFY2(lastmod.data(Qt::ToolTipRole).toString().contains(QLatin1String("Before: 2024-01-01")),
             qPrintable(lastmod.data(Qt::ToolTipRole).toString()));
    QVERIFY(
        model->index(edited, SitemapTableModel::PriorityColumn).data(Qt::BackgroundRole).isNull());
    for (int c = 0; c < SitemapTableModel::ColumnCount; ++c)
        QVERIFY(model->index(same, c).data(Qt::BackgroundRole).isNull());
    // The displayed value is still the new one.
    QCOMPARE(lastmod.data().toString(), QStringLiteral("2024-02-01"));

    // Removed URLs are listed in the dock.
    QAbstractItemModel *removed = dock->removedView()->model();
    QCOMPARE(removed->rowCount(), 1);
    QCOMPARE(removed->index(0, 0).data().toString(), QStringLiteral("https://a.example/gone"));

    // Filtering by kind of change through the Show box.
    QComboBox *box = dock->showBox();
    box->setCurrentIndex(box->findText(QStringLiteral("Changed")));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("https://a.example/edited"));
    box->setCurrentIndex(box->findText(QStringLiteral("Added")));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("https://a.example/fresh"));
    box->setCurrentIndex(box->findText(QStringLiteral("Added or changed")));
    QCOMPARE(model->rowCount(), 2);
    box->setCurrentIndex(box->findText(QStringLiteral("Unchanged")));
    QCOMPARE(model->rowCount(), 1);
    box->setCurrentIndex(box->findText(QStringLiteral("All rows")));
    QCOMPARE(model->rowCount(), 3);

    // An edit that puts the old lastmod back makes the row unchanged.
    QVERIFY(model->setData(model->index(rowOf(QStringLiteral("https://a.example/edited")),
                                        SitemapTableModel::LastModColumn),
                           QStringLiteral("2024-01-01")));
    QTRY_VERIFY_WITH_TIMEOUT(dock->result().changed.empty(), 5000);
    QCOMPARE(dock->result().unchanged, qint64(2));
    QVERIFY(model
                ->index(rowOf(QStringLiteral("https://a.example/edited")),
                        SitemapTableModel::LastModColumn)
                .data(Qt::BackgroundRole)
                .isNull());
    // Undo brings the change back.
    window->undoStack()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(dock->result().changed.size(), size_t(1), 5000);

    // Ending the comparison removes the marks.
    dock->closeComparison();
    QVERIFY(!dock->isComparing());
    QVERIFY(model->index(rowOf(QStringLiteral("https://a.example/fresh")), 0)
                .data(Qt::BackgroundRole)
                .isNull());
    QCOMPARE(model->rowCount(), 3);

    // A file that is not there: a reason, no comparison.
    QSignalSpy failed(dock, &CompareDock::failed);
    dock->compareWith(dir->filePath(QStringLiteral("missing.xml")));
    QVERIFY(failed.wait(10000));
    QVERIFY(!dock->isComparing());
    auto *button = dock->findChild<QPushButton *>(QStringLiteral("compareClose"));
    QVERIFY(button);
    QVERIFY(!button->isEnabled());
    QVERIFY2(dock->summaryLabel()->text().contains(QLatin1String("missing.xml")),
             qPrintable(dock->summaryLabel()->text()));

    // While the file is read, the dock says how far, and its button cancels the read:
    // no comparison follows, and the dock says there is none.
    const qsizetype comparedBefore = compared.count();
    dock->compareWith(oldPath);
    QVERIFY(dock->isLoading());
    QVERIFY2(dock->summaryLabel()->text().startsWith(QStringLiteral("Reading old.xml… ")),
             qPrintable(dock->summaryLabel()->text()));
    QCOMPARE(button->text(), QStringLiteral("&Cancel"));
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QTRY_VERIFY(!dock->isLoading());
    QVERIFY(!dock->isComparing());
    QVERIFY(!dock->isBusy());
    QCOMPARE(compared.count(), comparedBefore);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(dock->summaryLabel()->text().startsWith(QLatin1String("No comparison")),
             qPrintable(dock->summaryLabel()->text()));
    QCOMPARE(button->text(), QStringLiteral("&End Comparison"));
    QVERIFY(!button->isEnabled());
    QCOMPARE(model->overlay(), nullptr);

    // Opening another document ends a comparison.
    dock->compareWith(oldPath);
    QVERIFY(compared.wait(10000));
    QVERIFY(dock->isComparing());
    QVERIFY(openPath(oldPath));
    QVERIFY(!dock->isComparing());
    QCOMPARE(model->overlay(), nullptr);
}

void TestGuiCompare::editDuringAPassStartsItAgain()
{
    // The open document is matched in slices between the window's events: the
    // dock shows how far it is, and an edit between two slices drops the pass
    // and starts a new one over the edited document.
    QByteArray before, after;
    for (int i = 0; i < 60; ++i) {
        const QByteArray loc = "https://a.example/p" + QByteArray::number(i);
        before += "<url><loc>" + loc + "</loc><lastmod>2024-01-01</lastmod></url>\n";
        after += "<url><loc>" + loc + "</loc><lastmod>" + (i < 10 ? "2024-02-01" : "2024-01-01") +
                 "</lastmod></url>\n";
    }
    const QString oldPath =
        TestSupport::writeFile(dir->path(), QStringLiteral("old.xml"), urlset(before));
    QVERIFY(!openWritten(QStringLiteral("new.xml"), urlset(after)).isEmpty());
    CompareDock *dock = window->compareDock();
    dock->setSliceForTesting(2, true);
    QSignalSpy compared(dock, &CompareDock::compared);
    dock->compareWith(oldPath);
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isLoading(), 10000);
    // The first slice ran: the dock says how far the pass is.
    QVERIFY(dock->isBusy());
    QVERIFY2(dock->summaryLabel()->text().contains(QStringLiteral("Comparing with old.xml… 3%")),
             qPrintable(dock->summaryLabel()->text()));
    // 22 of 64 steps: a step for each of the 60 new entries, and one for each sixteen
    // old ones, looked at for those the new side does not have.
    for (int i = 0; i < 10; ++i)
        dock->nextSliceForTesting();
    QVERIFY2(dock->summaryLabel()->text().contains(QLatin1String("34%")),
             qPrintable(dock->summaryLabel()->text()));
    QCOMPARE(compared.count(), 0);

    // The fifth row gets its old lastmod back while the pass is under way: the pass
    // is dropped, and a new one starts a moment later.
    SitemapTableModel *model = window->model();
    QVERIFY(model->setData(model->index(4, SitemapTableModel::LastModColumn),
                           QStringLiteral("2024-01-01")));
    QVERIFY(dock->isBusy());
    QTRY_VERIFY(dock->summaryLabel()->text().contains(QStringLiteral("… 3%")));
    while (dock->isBusy())
        dock->nextSliceForTesting();
    QCOMPARE(compared.count(), 1);
    QCOMPARE(dock->result().changed.size(), size_t(9));
    QCOMPARE(dock->result().unchanged, qint64(51));
    QVERIFY(dock->result().added.empty() && dock->result().removed.empty());
    QVERIFY(model->index(4, SitemapTableModel::LastModColumn).data(Qt::BackgroundRole).isNull());
    QVERIFY(model->index(5, SitemapTableModel::LastModColumn)
                .data(Qt::BackgroundRole)
                .canConvert<QBrush>());
    QVERIFY2(dock->summaryLabel()->text().contains(QLatin1String("9 changed")),
             qPrintable(dock->summaryLabel()->text()));

    // The slices go on by themselves too.
    dock->setSliceForTesting(2, false);
    QVERIFY(model->setData(model->index(4, SitemapTableModel::LastModColumn),
                           QStringLiteral("2024-03-01")));
    QVERIFY(compared.wait(10000));
    QCOMPARE(dock->result().changed.size(), size_t(10));

    // Ending the comparison during a pass stops it.
    dock->setSliceForTesting(2, true);
    QVERIFY(model->setData(model->index(4, SitemapTableModel::LastModColumn),
                           QStringLiteral("2024-01-01")));
    QTRY_VERIFY(dock->summaryLabel()->text().contains(QStringLiteral("… 3%")));
    dock->closeComparison();
    QVERIFY(!dock->isBusy());
    dock->nextSliceForTesting();
    QCOMPARE(compared.count(), 2);
    QCOMPARE(model->overlay(), nullptr);
}

void TestGuiCompare::anEditDropsAResultNotYetShown()
{
    // A pass's result is worked out in one turn of the window's events and shown in
    // the next. An edit in between drops it (it is of the document before the edit):
    // what is shown next is the pass over the edited document.
    QByteArray before, after;
    for (int i = 0; i < 8; ++i) {
        const QByteArray loc = "https://a.example/p" + QByteArray::number(i);
        before += "<url><loc>" + loc + "</loc><priority>0.5</priority></url>\n";
        after += "<url><loc>" + loc + "</loc><priority>" + (i < 3 ? "0.9" : "0.5") +
                 "</priority></url>\n";
    }
    const QString oldPath =
        TestSupport::writeFile(dir->path(), QStringLiteral("old.xml"), urlset(before));
    QVERIFY(!openWritten(QStringLiteral("new.xml"), urlset(after)).isEmpty());
    CompareDock *dock = window->compareDock();
    dock->setSliceForTesting(100, true);
    QSignalSpy compared(dock, &CompareDock::compared);
    dock->compareWith(oldPath);
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isLoading(), 10000);
    // The one slice matched every entry and worked the result out: not shown yet.
    QVERIFY(dock->isBusy());
    QCOMPARE(compared.count(), 0);
    QCOMPARE(window->model()->overlay(), nullptr);
    dock->nextSliceForTesting();
    QVERIFY(!dock->isBusy());
    QCOMPARE(compared.count(), 1);
    QCOMPARE(dock->result().changed.size(), size_t(3));

    // After an edit, the new pass's result is worked out (the dock says 100%);
    // another edit comes before it is shown.
    SitemapTableModel *model = window->model();
    QVERIFY(
        model->setData(model->index(0, SitemapTableModel::PriorityColumn), QStringLiteral("0.5")));
    QTRY_VERIFY2(dock->summaryLabel()->text().contains(QStringLiteral("… 100%")),
                 qPrintable(dock->summaryLabel()->text()));
    QVERIFY(dock->isBusy());
    QCOMPARE(compared.count(), 1);
    QCOMPARE(dock->result().changed.size(), size_t(3));
    QVERIFY(
        model->setData(model->index(1, SitemapTableModel::PriorityColumn), QStringLiteral("0.5")));
    dock->nextSliceForTesting(); // what was worked out before the edit is not shown
    QCOMPARE(compared.count(), 1);
    QCOMPARE(dock->result().changed.size(), size_t(3));
    dock->setSliceForTesting(100, false);
    QVERIFY(compared.wait(10000));
    QCOMPARE(compared.count(), 2);
    QCOMPARE(dock->result().changed.size(), size_t(1));
    QVERIFY2(dock->summaryLabel()->text().contains(QLatin1String("1 changed")),
             qPrintable(dock->summaryLabel()->text()));
}

void TestGuiCompare::screenshots()
{
    const QString outDir = Screenshots::folder();
    if (outDir.isEmpty())
        QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
    const QString lang = Screenshots::language();
    QVERIFY(Screenshots::useLanguage(lang));
    QTemporaryDir files;
    QByteArray before, after;
    const char *sections[] = {"blog", "products", "docs", "about"};
    for (int i = 0; i < 24; ++i) {
        const QByteArray loc = QByteArray("https://www.shop-example.net/") + sections[i % 4] + '/' +
                               QByteArray::number(i + 1);
        const QByteArray freq = i % 3 ? "weekly" : "monthly";
        if (i != 5 && i != 13)
            before += "<url><loc>" + loc + "</loc><lastmod>2026-10-0" +
                      QByteArray::number(i % 9 + 1) + "</lastmod><changefreq>" + freq +
                      "</changefreq><priority>0.5</priority></url>\n";
        if (i == 9 || i == 17)
            continue;
        const QByteArray lastmod =
            i % 7 == 2 ? QByteArray("2026-11-20") : "2026-10-0" + QByteArray::number(i % 9 + 1);
        const QByteArray priority = i == 4 ? "0.8" : "0.5";
        after += "<url><loc>" + loc + "</loc><lastmod>" + lastmod + "</lastmod><changefreq>" +
                 freq + "</changefreq><priority>" + priority + "</priority></url>\n";
    }
    const QString oldPath =
        TestSupport::writeFile(files.path(), QStringLiteral("sitemap-october.xml"), urlset(before));
    const QString newPath =
        TestSupport::writeFile(files.path(), QStringLiteral("sitemap.xml"), urlset(after));
    const QList<QSize> sizes{QSize(1400, 900), QSize(1024, 640)};
    for (const QSize &size : sizes) {
        // A window made in that language, at that size.
        closeWindow();
        startWindow(size);
        QVERIFY(openPath(newPath));
        QSignalSpy compared(window->compareDock(), &CompareDock::compared);
        window->compareDock()->compareWith(oldPath);
        QVERIFY(compared.wait(10000));
        QTest::qWait(300);
        const QString name = size.width() == 1400 ? QStringLiteral("compare-%1.png").arg(lang)
                                                  : QStringLiteral("compare-%1-1024.png").arg(lang);
        QVERIFY(window->grab().save(QDir(outDir).filePath(name)));
    }
}

QTEST_MAIN(TestGuiCompare)
#include "tst_gui_compare.moc"
