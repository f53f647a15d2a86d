// SPDX-License-Identifier: GPL-3.0-or-later
// File > Open URL... through the real window, against a server of the test's
// own: an index with a gzip child opens as an untitled set whose own URL is
// known (so host rules apply), with the fetch notes in the status bar; an index
// whose second child stalls is cancelled midway from the progress dialog and
// leaves the open document as it was; an HTTP error is reported.

#include "documentloader.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "openurlcontroller.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testhttpserver.h"
#include "testsupport.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

QByteArray indexOf(const QStringList &locs)
{
    QByteArray body;
    for (const QString &l : locs)
        body += "<sitemap><loc>" + l.toUtf8() + "</loc></sitemap>\n";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</sitemapindex>\n";
}

} // namespace

class TestGuiOpenUrl : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        TestSupport::isolateUserState(m_settings.path());
        MessageBoxes::setAutoAnswer(QMessageBox::Ok);
    }
    void openIndexFromServer();
    void cancelMidway();

private:
    QTemporaryDir m_settings;
    TestHttpServer m_server;
};

void TestGuiOpenUrl::openIndexFromServer()
{
    const QString base = m_server.url(QStringLiteral("/site/"));
    m_server.setBody(QStringLiteral("/site/index.xml"),
                     indexOf({base + QStringLiteral("a.xml"), base + QStringLiteral("b.xml.gz")}));
    m_server.setBody(QStringLiteral("/site/a.xml"),
                     urlset("<url><loc>" + base.toUtf8() +
                            "1</loc></url>\n"
                            "<url><loc>https://elsewhere.example/2</loc></url>\n"));
    m_server.setBody(QStringLiteral("/site/b.xml.gz"),
                     TestSupport::gzip(urlset("<url><loc>" + base.toUtf8() + "3</loc></url>\n")));
    m_server.setRedirect(QStringLiteral("/go"), QStringLiteral("/site/index.xml"));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    OpenUrlController *openUrl = window.openUrlController();
    QVERIFY(openUrl);
    QAction *action = openUrl->action();
    bool inMenu = false;
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu() && top->menu()->actions().contains(action))
            inMenu = true;
    }
    QVERIFY(inMenu);
    openUrl->setUrlProvider([&] { return m_server.url(QStringLiteral("/go")); });
    QSignalSpy done(openUrl, &OpenUrlController::finished);
    action->trigger();
    QVERIFY(done.wait(20000));
    QCOMPARE(done.first().first().toBool(), true);
    SitemapDocument *doc = window.document();
    QCOMPARE(doc->fileCount(), 3);
    QCOMPARE(window.model()->rowCount(), 3);
    QCOMPARE(doc->file(0).ownUrl, base + QStringLiteral("index.xml"));
    QVERIFY(doc->file(2).gzip);
    // The own URL is known: the URL on another host is an error.
    QTRY_VERIFY_WITH_TIMEOUT(window.validator()->count(Severity::Error) >= 1, 5000);
    // Untitled, the redirect noted in the status bar's details.
    QVERIFY(window.currentPath().isEmpty());
    QCOMPARE(window.sitemapUrl(), base + QStringLiteral("index.xml"));
    QVERIFY2(window.statusText().contains(QLatin1String("index.xml")),
             qPrintable(window.statusText()));

    // Saved, it asks for a folder: the index and its files go there by their names.
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    int asked = 0;
    window.setSaveFolderProvider([&] {
        ++asked;
        return folder.path();
    });
    window.setSaveDialogHook([](SaveOptionsDialog *) { return true; });
    // The URL on another host is left out.
    MessageBoxes::setAutoAnswer(QMessageBox::Ignore);
    QVERIFY(saveEnded(window, window.save()));
    QCOMPARE(asked, 1);
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("index.xml"))));
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("a.xml"))));
    // One gzip choice for the set: the index was plain, so are its files now.
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("b.xml"))));
    QCOMPARE(window.currentPath(),
             QDir(folder.path()).absoluteFilePath(QStringLiteral("index.xml")));
    SitemapDocument reread;
    DocumentLoader::load(reread, window.currentPath());
    QCOMPARE(reread.fileCount(), 3);
    QCOMPARE(reread.totalEntryCount(), qint64(2 + 2));
    // Fetched again, into a folder that holds files of the set: only when the user
    // says so.
    done.clear();
    openUrl->open(m_server.url(QStringLiteral("/go")));
    QVERIFY(done.wait(20000));
    QVERIFY(window.currentPath().isEmpty());
    const QByteArray before = TestSupport::readAll(folder.filePath(QStringLiteral("a.xml")));
    MessageBoxes::setAutoAnswer(QMessageBox::Cancel);
    QVERIFY(!saveEnded(window, window.save()));
    QCOMPARE(TestSupport::readAll(folder.filePath(QStringLiteral("a.xml"))), before);
    QCOMPARE(asked, 2);
    QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("Replace them?")),
             qPrintable(MessageBoxes::lastText()));
    MessageBoxes::setAutoAnswer(QMessageBox::Ok);

    // An HTTP error: a message, the document stays.
    MessageBoxes::setAutoAnswer(QMessageBox::Ok);
    done.clear();
    openUrl->open(m_server.url(QStringLiteral("/nothing.xml")));
    QVERIFY(done.wait(20000));
    QCOMPARE(done.first().first().toBool(), false);
    QCOMPARE(doc->fileCount(), 3);
}

void TestGuiOpenUrl::cancelMidway()
{
    const QString base = m_server.url(QStringLiteral("/slow/"));
    m_server.setBody(QStringLiteral("/slow/index.xml"),
                     indexOf({base + QStringLiteral("a.xml"), base + QStringLiteral("stall.xml")}));
    m_server.setBody(QStringLiteral("/slow/a.xml"),
                     urlset("<url><loc>" + base.toUtf8() + "1</loc></url>\n"));
    m_server.setRoute(QStringLiteral("/slow/stall.xml"),
                      {200, "<?xml version=\"1.0\"?>\n<urlset", {}, TestHttpServer::Route::Stall});

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(urlset("<url><loc>https://a.example/kept</loc></url>\n"),
                       QStringLiteral("kept.xml"));
    QCOMPARE(window.model()->rowCount(), 1);
    const QString before = window.model()->index(0, 0).data().toString();
    const int rowsBefore = window.model()->rowCount();
    OpenUrlController *openUrl = window.openUrlController();
    QSignalSpy done(openUrl, &OpenUrlController::finished);
    openUrl->open(base + QStringLiteral("index.xml"));
    QVERIFY(openUrl->isFetching());
    QProgressDialog *progress = openUrl->progressDialog();
    QVERIFY(progress && progress->isVisible());
    // Midway: the index and its first child are in, the second hangs.
    QTRY_VERIFY_WITH_TIMEOUT(
        m_server.hits(QStringLiteral("/slow/stall.xml")) == 1 && progress->value() >= 2, 10000);
    QVERIFY(openUrl->isFetching());
    QPushButton *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(done.wait(5000));
    QCOMPARE(done.first().first().toBool(), false);
    QVERIFY(!openUrl->isFetching());
    QVERIFY(!progress->isVisible());
    QCOMPARE(window.model()->rowCount(), rowsBefore);
    QCOMPARE(window.model()->index(0, 0).data().toString(), before);
    QVERIFY2(window.statusText().contains(QLatin1String("cancelled")),
             qPrintable(window.statusText()));
}

QTEST_MAIN(TestGuiOpenUrl)
#include "tst_gui_openurl.moc"
