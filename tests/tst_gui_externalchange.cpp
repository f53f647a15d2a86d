// SPDX-License-Identifier: GPL-3.0-or-later
// Another program changes the open file: the real window, offscreen, notices it
// (status bar), and a save asks first (Reload, Overwrite, Cancel), saying how the
// file on disk differs; its own saves are not taken for other programs' changes.

#include "mainwindow.h"
#include "messageboxes.h"
#include "savingguitestcase.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace {

QByteArray urlset(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml +=
            "  <url><loc>https://www.example.com/page-" + QByteArray::number(i) + "</loc></url>\n";
    return xml + "</urlset>\n";
}

int urlsIn(const QString &path)
{
    return int(TestSupport::readAll(path).count("<url>"));
}

} // namespace

class TestGuiExternalChange : public SavingGuiTestCase
{
    Q_OBJECT

private slots:
    void saveOverAChangedFileAsks()
    {
        const QString path = open(urlset(10));
        QVERIFY(window->model()->setData(
            window->model()->index(3, SitemapTableModel::PriorityColumn), QStringLiteral("0.3")));
        // Another program adds an 11th URL meanwhile.
        TestSupport::writeFile(dir->path(), QStringLiteral("site.xml"), urlset(11));
        QTRY_VERIFY_WITH_TIMEOUT(window->statusText().contains(QLatin1String("changed on disk")),
                                 5000);

        // Cancel: nothing written, the edit kept.
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!saveEnded(*window, window->save()));
        QCOMPARE(urlsIn(path), 11);
        const QString asked = MessageBoxes::lastText();
        QVERIFY2(asked.contains(QLatin1String("1 URL added, 0 removed, 1 changed")),
                 qPrintable(asked));
        QVERIFY(window->isWindowModified());

        // Overwrite: this window's version replaces the file, and the next save asks nothing.
        MessageBoxes::setNextAnswer(QMessageBox::Save);
        QVERIFY(saveEnded(*window, window->save()));
        QCOMPARE(urlsIn(path), 10);
        QVERIFY(TestSupport::readAll(path).contains("<priority>0.3</priority>"));
        editFirstLoc(QStringLiteral("https://www.example.com/edited-again"));
        MessageBoxes::setAutoAnswer(QMessageBox::Cancel); // a question would cancel the save
        QVERIFY(saveEnded(*window, window->save()));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        QVERIFY(TestSupport::readAll(path).contains("edited-again"));
    }

    void reloadTakesTheFileOnDisk()
    {
        const QString path = open(urlset(10));
        editFirstLoc();
        TestSupport::writeFile(dir->path(), QStringLiteral("site.xml"), urlset(12));
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        MessageBoxes::setNextAnswer(QMessageBox::Reset);
        QVERIFY(!saveEnded(*window, window->save()));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->model()->rowCount(), 12);
        QVERIFY(!window->isWindowModified());
        QCOMPARE(urlsIn(path), 12);
    }

    void ownSaveIsNotAnExternalChange()
    {
        const QString path = open(urlset(5));
        editFirstLoc();
        QVERIFY(saveEnded(*window, window->save()));
        QTest::qWait(800); // the watcher's settle time and more
        QVERIFY2(!window->statusText().contains(QLatin1String("changed on disk")),
                 qPrintable(window->statusText()));
        editFirstLoc(QStringLiteral("https://www.example.com/second-edit"));
        MessageBoxes::setAutoAnswer(QMessageBox::Cancel);
        QVERIFY(saveEnded(*window, window->save()));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        QVERIFY(TestSupport::readAll(path).contains("second-edit"));
    }

private:
    QString open(const QByteArray &bytes)
    {
        const QString path = TestSupport::writeFile(dir->path(), QStringLiteral("site.xml"), bytes);
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        if (!window->openFile(path) || !loaded.wait(10000))
            qFatal("could not open %s", qPrintable(path));
        return path;
    }

    void editFirstLoc(
        const QString &loc = QStringLiteral("https://www.example.com/edited-by-the-window"))
    {
        QVERIFY(
            window->model()->setData(window->model()->index(0, SitemapTableModel::LocColumn), loc));
        QVERIFY(window->isWindowModified());
    }
};

QTEST_MAIN(TestGuiExternalChange)
#include "tst_gui_externalchange.moc"
