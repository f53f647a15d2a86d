// SPDX-License-Identifier: GPL-3.0-or-later
// A file whose name is not UTF-8 (Latin-1 caf\xe9.xml, made by POSIX calls) in the
// real window, offscreen: chosen in the open dialog (which reads the name as Qt
// does, the byte turned into U+FFFD), edited and saved under the very same bytes
// with no file of a mangled name beside it, an outside change to it noticed, and
// reopened from the recent files; a CSV of such a name imported (File > Import
// CSV) and written over by Export Shown Rows as CSV under the same bytes. Messages
// name it as sitemap-tool does.

#include "csvimportdialog.h"
#include "fileaccess.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "savingguitestcase.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <sys/stat.h>

using namespace TestSupport;

namespace {

QByteArray urlset(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml += "  <url><loc>https://www.shop.de/page-" + QByteArray::number(i) + "</loc></url>\n";
    return xml + "</urlset>\n";
}

} // namespace

class TestGuiFileNames : public SavingGuiTestCase
{
    Q_OBJECT

private slots:
    void latin1FileName()
    {
        const QByteArray folder = QFile::encodeName(dir->path()) + "/d\xe9j\xe0";
        const QByteArray raw = folder + "/caf\xe9.xml";
        const auto cleanUp = qScopeGuard([&] { removeRawTree(folder); });
        if (::mkdir(folder.constData(), 0755) != 0 || !writeRaw(raw, urlset(3)))
            QSKIP("this file system refuses names that are not UTF-8");
        const QString path = FileAccess::decodeName(raw);
        const QString shown = QStringLiteral("caf\\xe9.xml");

        // The open dialog gives the name as Qt reads it from the folder.
        window->setOpenFileNameProvider([&] { return QFile::decodeName(raw); });
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        window->findChild<QAction *>(QStringLiteral("actionOpen"))->trigger();
        QVERIFY(loaded.wait(10000));
        QVERIFY2(loaded.first().first().toBool(), qPrintable(MessageBoxes::lastText()));
        QCOMPARE(window->currentPath(), path);
        QCOMPARE(window->document()->entryCount(0), 3);
        QVERIFY2(window->windowTitle().startsWith(shown), qPrintable(window->windowTitle()));

        // Edited and saved: the same bytes, nothing else in the folder.
        QVERIFY(window->model()->setData(
            window->model()->index(1, SitemapTableModel::PriorityColumn), QStringLiteral("0.3")));
        QVERIFY(saveEnded(*window, window->save()));
        QVERIFY(readRaw(raw).contains("<priority>0.3</priority>"));
        QCOMPARE(rawNames(folder), QList<QByteArray>{"caf\xe9.xml"});

        // Another program changes it: the window says so, by the name as the tool shows it.
        QTest::qWait(100);
        QVERIFY(writeRaw(raw, urlset(4)));
        QTRY_VERIFY_WITH_TIMEOUT(window->statusText().contains(QLatin1String("changed on disk")),
                                 5000);
        QVERIFY2(window->statusText().contains(shown), qPrintable(window->statusText()));

        // Another file, then the first again from the recent files (kept in the settings).
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QVERIFY(openPath(writeFile(dir->path(), QStringLiteral("plain.xml"), urlset(1))));
        // As at the next start: the settings read back from their file.
        const QString ini = QSettings().fileName();
        QSettings().sync();
        const QByteArray kept = readAll(ini);
        QVERIFY(kept.contains("recentFiles"));
        QSettings().clear();
        QSettings().sync();
        QVERIFY(QFile::remove(ini));
        writeFile(QFileInfo(ini).path(), QFileInfo(ini).fileName(), kept);
        auto *recent = window->findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(recent);
        emit recent->aboutToShow();
        QAction *entry = nullptr;
        for (QAction *a : recent->actions()) {
            if (a->text().contains(shown))
                entry = a;
        }
        QVERIFY2(entry,
                 qPrintable(recent->actions().isEmpty() ? QString()
                                                        : recent->actions().first()->text()));
        QSignalSpy reloaded(window.get(), &MainWindow::loadFinished);
        entry->trigger();
        QVERIFY(reloaded.wait(10000));
        QVERIFY2(reloaded.first().first().toBool(), qPrintable(MessageBoxes::lastText()));
        QCOMPARE(window->currentPath(), path);
        QCOMPARE(window->document()->entryCount(0), 4);
        QCOMPARE(rawNames(folder), QList<QByteArray>{"caf\xe9.xml"});
    }

    void latin1CsvImportAndExport()
    {
        const QByteArray folder = QFile::encodeName(dir->path()) + "/d\xe9j\xe0";
        const QByteArray rawCsv = folder + "/caf\xe9.csv";
        const auto cleanUp = qScopeGuard([&] { removeRawTree(folder); });
        if (::mkdir(folder.constData(), 0755) != 0 ||
            !writeRaw(rawCsv, "loc,priority\nhttps://www.shop.de/imported,0.7\n"))
            QSKIP("this file system refuses names that are not UTF-8");
        QVERIFY(openPath(writeFile(dir->path(), QStringLiteral("site.xml"), urlset(2))));

        // Import CSV: the file chosen, its name as Qt's file dialog reads it.
        auto *import = new CsvImportDialog(window.get());
        import->setAttribute(Qt::WA_DeleteOnClose);
        import->fileEdit()->setText(QFile::decodeName(rawCsv));
        QVERIFY2(import->preview(), qPrintable(import->summaryLabel()->text()));
        QCOMPARE(import->apply(), 1);
        import->close();
        QCOMPARE(window->document()->entryCount(0), 3);
        QCOMPARE(window->document()->value(0, 2, Field::Loc),
                 QStringLiteral("https://www.shop.de/imported"));

        // Export Shown Rows as CSV over that very file, chosen in the save dialog:
        // replaced under the same bytes, with no file of a mangled name beside it.
        window->setExportFileNameProvider([&](QChar *) { return QFile::decodeName(rawCsv); });
        auto *action = window->findChild<QAction *>(QStringLiteral("actionExportCsv"));
        QVERIFY(action);
        // A failure would be told in a message box: answered, so the test goes on to say so.
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        action->trigger();
        QTRY_VERIFY(!window->isExportRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("Exported 3 rows to ")) &&
                     window->statusText().contains(QStringLiteral("caf\\xe9.csv")),
                 qPrintable(window->statusText()));
        const QByteArray written = readRaw(rawCsv);
        QVERIFY2(written.contains("https://www.shop.de/page-1,,,\r\n"), written.constData());
        QVERIFY(written.contains("https://www.shop.de/imported,,,0.7\r\n"));
        QCOMPARE(rawNames(folder), QList<QByteArray>{"caf\xe9.csv"});
    }
};

QTEST_MAIN(TestGuiFileNames)
#include "tst_gui_filenames.moc"
