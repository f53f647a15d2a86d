// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a desktop editor, offscreen through its real widgets: typing on a
// selected cell replaces its value (every column, English and German), the
// table's right-click menu, the window's place and layout kept between runs,
// File > Close and File > Revert, the robots.txt line's host, the site URL the
// folder dialog starts with, Find and Replace moving the sitemap URL along in
// the same undo step, texts that stay true (a stale index lastmod's date, the
// save dialog's plan, the folder import's status) and what the table, the date
// editor, the overview, the Problems dock and the Open URL dialog show.

#include "documentsession.h"
#include "entrydetailsdock.h"
#include "filespanel.h"
#include "findreplacedialog.h"
#include "folderimportdialog.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "overviewdock.h"
#include "problemsdock.h"
#include "robotshintbar.h"
#include "saveoptionsdialog.h"
#include "screenshots.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "tablecontextmenu.h"
#include "testsupport.h"
#include "translations.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QUndoStack>

#include <set>

namespace {

QByteArray urlset(const QList<QByteArray> &entries)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QByteArray &entry : entries)
        xml += "  <url>" + entry + "</url>\n";
    return xml + "</urlset>\n";
}

QByteArray numbered(int count, const QByteArray &origin = "https://www.exemplar.de")
{
    QList<QByteArray> entries;
    for (int i = 0; i < count; ++i)
        entries << "<loc>" + origin + "/page-" + QByteArray::number(i) + "</loc>";
    return urlset(entries);
}

void setLanguage(bool german)
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    const QLocale locale = german ? QLocale(QLocale::German, QLocale::Germany)
                                  : QLocale(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(locale);
    Translations::install(qApp, locale);
}

// Runs answer on the first visible dialog of type T once the event loop runs (a
// modal dialog's own loop included).
template <typename T> void whenShown(std::function<void(T *)> answer)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, [timer, answer, tries] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<T *>(widget); dialog && dialog->isVisible()) {
                timer->stop();
                timer->deleteLater();
                answer(dialog);
                return;
            }
        }
        if (++*tries > 250) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

} // namespace

class TestGuiDesktop : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        QVERIFY(startInEnglish(settingsDir.path()));
        Validator::setCurrentTimeForTesting(
            QDateTime(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC).toMSecsSinceEpoch());
    }

    void cleanupTestCase() { Validator::setCurrentTimeForTesting(0); }

    void init()
    {
        setLanguage(false);
        // A real display without a window manager (the pictures) activates no window.
        startWindow(QSize(1400, 900), QGuiApplication::platformName() == QLatin1String("xcb")
                                          ? Wait::Exposed
                                          : Wait::Active);
    }

    void cleanup()
    {
        closeWindow();
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        setLanguage(false);
    }

    // --- menus: each item reached by its own letter ---------------------------------------------

    void menuMnemonicsAreUnique_data()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("English") << false;
        QTest::newRow("German") << true;
    }

    // Alt and a letter, or a letter in an open menu, reaches one item: a letter two
    // items of a menu share only moves between them (Find and Replace after Redo).
    void menuMnemonicsAreUnique()
    {
        QFETCH(bool, german);
        closeWindow();
        setLanguage(german);
        startWindow(QSize(1400, 900));
        QStringList clashes;
        const auto check = [&](const QList<QAction *> &actions, const QString &where,
                               const auto &self) -> void {
            QMap<QChar, QString> seen;
            for (QAction *action : actions) {
                if (action->isSeparator())
                    continue;
                const QString text = action->text();
                for (qsizetype i = text.indexOf(u'&'); i >= 0 && i + 1 < text.size();
                     i = text.indexOf(u'&', i + 2)) {
                    if (text[i + 1] == u'&')
                        continue;
                    const QChar key = text[i + 1].toLower();
                    if (seen.contains(key))
                        clashes << QStringLiteral("%1: \"%2\" and \"%3\"")
                                       .arg(where, seen.value(key), text);
                    seen.insert(key, text);
                    break;
                }
                if (action->menu())
                    self(action->menu()->actions(), where + QLatin1String(" > ") + text, self);
            }
        };
        check(window->menuBar()->actions(), QStringLiteral("menu bar"), check);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    // --- 1: typing over a selected cell ------------------------------------------------------

    void typingReplacesTheSelectedCell_data()
    {
        QTest::addColumn<bool>("german");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("stored");
        for (bool german : {false, true}) {
            const char *language = german ? "German" : "English";
            QTest::addRow("%s URL", language) << german << int(SitemapTableModel::LocColumn)
                                              << QStringLiteral("https://www.exemplar.de/neu")
                                              << QStringLiteral("https://www.exemplar.de/neu");
            QTest::addRow("%s last modified", language)
                << german << int(SitemapTableModel::LastModColumn) << QStringLiteral("2025-03-04")
                << QStringLiteral("2025-03-04");
            QTest::addRow("%s change frequency", language)
                << german << int(SitemapTableModel::ChangeFreqColumn) << QStringLiteral("weekly")
                << QStringLiteral("weekly");
            // The decimal separator of the language, or the other one: stored with '.'.
            QTest::addRow("%s priority", language)
                << german << int(SitemapTableModel::PriorityColumn)
                << (german ? QStringLiteral("0,7") : QStringLiteral("0.7"))
                << QStringLiteral("0.7");
            QTest::addRow("%s priority, other separator", language)
                << german << int(SitemapTableModel::PriorityColumn)
                << (german ? QStringLiteral("0.8") : QStringLiteral("0,8"))
                << QStringLiteral("0.8");
        }
    }

    void typingReplacesTheSelectedCell()
    {
        QFETCH(bool, german);
        QFETCH(int, column);
        QFETCH(QString, typed);
        QFETCH(QString, stored);
        closeWindow();
        setLanguage(german);
        startWindow(QSize(1400, 900), Wait::Active);
        openWritten(QStringLiteral("site.xml"),
                    urlset({"<loc>https://www.exemplar.de/alt</loc><lastmod>2024-01-01</lastmod>"
                            "<changefreq>daily</changefreq><priority>0.5</priority>",
                            "<loc>https://www.exemplar.de/b</loc>"}));
        QTableView *table = window->table();
        const QModelIndex cell = window->model()->index(0, column);
        table->setCurrentIndex(cell);
        table->setFocus();
        QVERIFY(table->hasFocus());
        // The first key opens the editor on the selected cell, the rest go where
        // the keyboard focus then is: the editor.
        QTest::keyClick(table, typed.at(0).toLatin1());
        QWidget *editor = QApplication::focusWidget();
        QVERIFY(editor && editor != table);
        for (qsizetype i = 1; i < typed.size(); ++i)
            QTest::keyClick(QApplication::focusWidget(), typed.at(i).toLatin1());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(table->hasFocus());
        Field field;
        QVERIFY(SitemapTableModel::fieldOf(column, &field));
        QCOMPARE(window->document()->value(0, 0, field), stored);
        QCOMPARE(window->undoStack()->count(), 1);
    }

    // --- 2: the table's right-click menu ------------------------------------------------------

    void contextMenuOffersTheEditsAndTheUrl()
    {
        openWritten(QStringLiteral("site.xml"),
                    urlset({"<loc>https://www.exemplar.de/a</loc><priority>0.5</priority>",
                            "<loc>https://www.exemplar.de/b%C3%BC</loc>",
                            "<loc>file:///etc/passwd</loc>"}));
        QTableView *table = window->table();
        TableContextMenu *menu = window->tableContextMenu();
        QVERIFY(menu);
        QCOMPARE(table->contextMenuPolicy(), Qt::CustomContextMenu);
        // A right-click as the platform delivers it, on row 1: outside the selection
        // of row 0, so row 1 becomes the current cell.
        table->setCurrentIndex(window->model()->index(0, 0));
        const QRect second = table->visualRect(window->model()->index(1, 0));
        QSignalSpy requested(table, &QWidget::customContextMenuRequested);
        QContextMenuEvent event(QContextMenuEvent::Mouse, second.center(),
                                table->viewport()->mapToGlobal(second.center()));
        QApplication::sendEvent(table->viewport(), &event);
        QCOMPARE(requested.count(), 1);
        QTRY_VERIFY(menu->menu()->isVisible());
        menu->menu()->close();
        QCOMPARE(table->currentIndex().row(), 1);
        QVERIFY(!table->selectionModel()->isSelected(window->model()->index(0, 0)));

        QStringList names;
        for (QAction *action : menu->menu()->actions())
            names << (action->menu() ? action->menu()->objectName() : action->objectName());
        for (const char *name :
             {"actionOpenInBrowser", "actionCopyUrl", "actionCopy", "actionPasteUrls",
              "actionAddRow", "actionDuplicateRows", "actionDeleteRows", "menuSetPriority",
              "menuSetChangeFreq", "actionSetLastMod", "actionLastModToday"})
            QVERIFY2(names.contains(QLatin1String(name)), name);

        // Copy URL and Open URL in Browser act on the row clicked.
        QVERIFY(menu->prepare(second.center()));
        QApplication::clipboard()->clear();
        menu->copyUrlAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("https://www.exemplar.de/b%C3%BC"));
        QList<QUrl> opened;
        menu->setUrlOpener([&opened](const QUrl &url) {
            opened << url;
            return true;
        });
        QVERIFY(menu->openUrlAction()->isEnabled());
        menu->openUrlAction()->trigger();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().toString(QUrl::FullyEncoded),
                 QStringLiteral("https://www.exemplar.de/b%C3%BC"));
        // A URL that is no web page is never opened.
        const QRect third = table->visualRect(window->model()->index(2, 0));
        QVERIFY(menu->prepare(third.center()));
        QVERIFY(!menu->openUrlAction()->isEnabled());
        menu->openUrlAction()->trigger();
        QCOMPARE(opened.size(), 1);

        // The window's own actions, from the menu: Set Priority on the row clicked,
        // one undo step; Delete Rows.
        const QRect first = table->visualRect(window->model()->index(0, 0));
        QVERIFY(menu->prepare(first.center()));
        auto *priorities = window->findChild<QMenu *>(QStringLiteral("menuSetPriority"));
        QVERIFY(priorities);
        for (QAction *action : priorities->actions()) {
            if (action->text() == QStringLiteral("0.9"))
                action->trigger();
        }
        QCOMPARE(window->document()->value(0, 0, Field::Priority), QStringLiteral("0.9"));
        QVERIFY(menu->prepare(third.center()));
        window->findChild<QAction *>(QStringLiteral("actionDeleteRows"))->trigger();
        QCOMPARE(window->document()->entryCount(0), 2);
        QCOMPARE(window->undoStack()->count(), 2);
    }

    // --- 3: the window remembers itself; Close and Revert ---------------------------------------

    void windowKeepsItsPlaceBetweenRuns()
    {
        const QString path = openWritten(QStringLiteral("site.xml"), numbered(5));
        window->resize(1111, 733);
        window->overviewDock()->toggleViewAction()->trigger();
        QTRY_VERIFY(window->overviewDock()->isVisible());
        // The user sizes a column by its header.
        window->table()->horizontalHeader()->resizeSection(SitemapTableModel::LastModColumn, 321);
        QVERIFY(window->close());
        window.reset();

        window = std::make_unique<MainWindow>();
        window->restoreWindowState();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(window->size(), QSize(1111, 733));
        QVERIFY(window->overviewDock()->isVisible());
        QVERIFY(window->problemsDock()->isVisible());
        QVERIFY(!window->filesPanel()->isVisible());
        QCOMPARE(window->table()->columnWidth(SitemapTableModel::LastModColumn), 321);
        // Kept for a document opened now too.
        QVERIFY(openPath(path));
        QTest::qWait(50);
        QCOMPARE(window->table()->columnWidth(SitemapTableModel::LastModColumn), 321);
        QSettings().remove(QStringLiteral("window"));
    }

    void closeAsksAndLeavesAnEmptyDocument()
    {
        QAction *close = menuAction(QStringLiteral("actionCloseDocument"));
        QVERIFY(close);
        QCOMPARE(close->shortcut(), QKeySequence(QKeySequence::Close));
        openWritten(QStringLiteral("site.xml"), numbered(3));
        window->model()->setData(window->model()->index(0, SitemapTableModel::PriorityColumn),
                                 QStringLiteral("0.4"));
        QVERIFY(!window->undoStack()->isClean());
        // Cancel keeps the document and its change.
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QTest::keySequence(window.get(), QKeySequence::Close);
        QCOMPARE(window->document()->entryCount(0), 3);
        QVERIFY(!window->currentPath().isEmpty());
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("not saved")));
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        close->trigger();
        QVERIFY(window->currentPath().isEmpty());
        QCOMPARE(window->document()->fileCount(), 1);
        QCOMPARE(window->document()->entryCount(0), 0);
        QVERIFY(window->undoStack()->isClean());
    }

    void revertLoadsTheFileAgainAfterAsking()
    {
        QAction *revert = menuAction(QStringLiteral("actionRevert"));
        QVERIFY(revert);
        // Untitled: nothing to revert to.
        QVERIFY(!revert->isEnabled());
        const QString path = openWritten(QStringLiteral("site.xml"), numbered(3));
        QVERIFY(!revert->isEnabled());
        window->model()->setData(window->model()->index(1, SitemapTableModel::LocColumn),
                                 QStringLiteral("https://www.exemplar.de/changed"));
        QVERIFY(revert->isEnabled());
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        revert->trigger();
        QCOMPARE(window->document()->value(0, 1, Field::Loc),
                 QStringLiteral("https://www.exemplar.de/changed"));
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("site.xml")));
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        revert->trigger();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->document()->value(0, 1, Field::Loc),
                 QStringLiteral("https://www.exemplar.de/page-1"));
        QCOMPARE(window->currentPath(), path);
        QVERIFY(window->undoStack()->isClean());
        QVERIFY(!revert->isEnabled());
    }

    // --- 4: the robots.txt line names the right host ---------------------------------------------

    void robotsLineTakesTheHostOfTheUrls()
    {
        const QString corpus = TestSupport::corpusDir();
        if (corpus.isEmpty())
            QSKIP("the shared corpus is not there (../shared/corpus)");
        const QString source = corpus + QStringLiteral("/05_mkdocs-topbarplus_urlset.xml");
        QVERIFY(QFile::exists(source));
        const QString copy = dir->filePath(QStringLiteral("mkdocs.xml"));
        QVERIFY(QFile::copy(source, copy));
        QVERIFY(openPath(copy));
        QVERIFY(window->sitemapUrl().isEmpty());
        const QString origin = RobotsHintBar::commonOrigin(*window->document());
        QVERIFY2(origin.endsWith(QStringLiteral(".github.io")), qPrintable(origin));
        const QString target = dir->filePath(QStringLiteral("sitemap.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->baseUrlEdit()->clear();
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        auto *bar = window->findChild<RobotsHintBar *>();
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->line(),
                 QStringLiteral("Sitemap: ") + origin + QStringLiteral("/sitemap.xml"));
        QVERIFY(!bar->line().contains(QStringLiteral("example.com")));
    }

    void robotsLineAsksWhenTheHostsDiffer()
    {
        // URLs on two hosts (one of them flagged, so the bar is shown as a save
        // would show it, without the save's question about errors).
        openWritten(QStringLiteral("mixed.xml"), urlset({"<loc>https://www.exemplar.de/a</loc>",
                                                         "<loc>https://blog.exemplar.de/b</loc>"}));
        QVERIFY(RobotsHintBar::commonOrigin(*window->document()).isEmpty());
        window->findChild<RobotsHintBar *>()->showFor(QString(), QStringLiteral("out.xml"));
        auto *bar = window->findChild<RobotsHintBar *>();
        QVERIFY(bar->isVisible());
        // No line with a host the URLs do not use; a way to enter the sitemap URL.
        QVERIFY(!bar->lineEdit()->isVisible());
        QVERIFY(!bar->copyButton()->isVisible());
        QVERIFY(bar->askButton()->isVisible());
        QVERIFY(!bar->line().contains(QStringLiteral("example.com")));
        whenShown<QInputDialog>([](QInputDialog *dialog) {
            dialog->setTextValue(QStringLiteral("https://www.exemplar.de/out.xml"));
            dialog->accept();
        });
        QTest::mouseClick(bar->askButton(), Qt::LeftButton);
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.exemplar.de/out.xml"));
        QVERIFY(bar->lineEdit()->isVisible());
        QCOMPARE(bar->line(), QStringLiteral("Sitemap: https://www.exemplar.de/out.xml"));
    }

    // --- 5: the folder dialog's site URL after File > New ---------------------------------------

    void folderDialogStartsWithTheSiteUrl()
    {
        whenShown<QInputDialog>([](QInputDialog *dialog) {
            QCOMPARE(dialog->objectName(), QStringLiteral("newSitemapDialog"));
            dialog->setTextValue(QStringLiteral("https://www.mysite.example/"));
            dialog->accept();
        });
        menuAction(QStringLiteral("actionNew"))->trigger();
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.mysite.example/sitemap.xml"));
        FolderImportDialog dialog(window.get(), true);
        QCOMPARE(dialog.siteUrlEdit()->text(), QStringLiteral("https://www.mysite.example/"));
        // A sitemap URL in a folder: that folder.
        window->setSitemapUrl(QStringLiteral("https://www.mysite.example/docs/sitemap.xml"));
        FolderImportDialog inFolder(window.get(), true);
        QCOMPARE(inFolder.siteUrlEdit()->text(),
                 QStringLiteral("https://www.mysite.example/docs/"));
    }

    // --- 6: Find and Replace moves the sitemap URL along ----------------------------------------

    void replacingTheHostMovesTheSitemapUrlInOneUndoStep()
    {
        openWritten(QStringLiteral("site.xml"), numbered(4, "https://www.old.example"));
        window->setSitemapUrl(QStringLiteral("https://www.old.example/sitemap.xml"));
        QCOMPARE(window->validator()->errorCount(), 0);
        auto *dialog = new FindReplaceDialog(window.get());
        dialog->findEdit()->setText(QStringLiteral("www.old.example"));
        dialog->replaceEdit()->setText(QStringLiteral("www.new.example"));
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QCOMPARE(dialog->replaceAll(), 4);
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("https://www.new.example")));
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.new.example/sitemap.xml"));
        QCOMPARE(window->document()->value(0, 2, Field::Loc),
                 QStringLiteral("https://www.new.example/page-2"));
        QCOMPARE(window->validator()->errorCount(), 0);
        QCOMPARE(window->undoStack()->count(), 1);
        window->undoStack()->undo();
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.old.example/sitemap.xml"));
        QCOMPARE(window->document()->value(0, 2, Field::Loc),
                 QStringLiteral("https://www.old.example/page-2"));
        QCOMPARE(window->validator()->errorCount(), 0);
        window->undoStack()->redo();
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.new.example/sitemap.xml"));
        window->undoStack()->undo();

        // Declined: the URLs move alone.
        MessageBoxes::setNextAnswer(QMessageBox::No);
        QCOMPARE(dialog->replaceAll(), 4);
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.old.example/sitemap.xml"));
        QVERIFY(window->validator()->errorCount() > 0);
    }

    void noOfferWhenTheHostStays()
    {
        ReplacePlan plan;
        openWritten(QStringLiteral("site.xml"), urlset({"<loc>https://www.old.example/a</loc>",
                                                        "<loc>https://www.old.example/b</loc>"}));
        // A path changes, the host does not.
        UrlReplacer path({QStringLiteral("/a"), QStringLiteral("/c")});
        plan = path.plan(*window->document());
        QVERIFY(FindReplaceDialog::movedSitemapUrl(QStringLiteral("https://www.old.example/s.xml"),
                                                   plan)
                    .isEmpty());
        // The URLs of another host than the sitemap's move: not the sitemap's business.
        UrlReplacer host({QStringLiteral("www.old.example"), QStringLiteral("www.new.example")});
        plan = host.plan(*window->document());
        QVERIFY(
            FindReplaceDialog::movedSitemapUrl(QStringLiteral("https://other.example/s.xml"), plan)
                .isEmpty());
        QCOMPARE(FindReplaceDialog::movedSitemapUrl(
                     QStringLiteral("https://www.old.example/blog/s.xml?x=1"), plan),
                 QStringLiteral("https://www.new.example/blog/s.xml?x=1"));
    }

    // --- 7: texts that stay true
    // ------------------------------------------------------------------

    void staleIndexLastmodNamesTheNewestDate()
    {
        TestSupport::writeFile(dir->path(), QStringLiteral("a.xml"),
                               urlset({"<loc>https://www.exemplar.de/a</loc>"
                                       "<lastmod>2025-05-01</lastmod>",
                                       "<loc>https://www.exemplar.de/b</loc>"
                                       "<lastmod>2025-04-01</lastmod>"}));
        openWritten(QStringLiteral("index.xml"),
                    "<?xml version=\"1.0\"?>\n"
                    "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                    "<sitemap><loc>https://www.exemplar.de/a.xml</loc>"
                    "<lastmod>2025-01-01</lastmod></sitemap>\n"
                    "</sitemapindex>\n");
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->fileCount(), 2);
        QAbstractItemModel *problems = window->problemsDock()->view()->model();
        auto staleMessage = [problems] {
            for (int row = 0; row < problems->rowCount(); ++row) {
                if (problems->index(row, 3).data().toString() ==
                    QStringLiteral("index-lastmod-stale"))
                    return problems->index(row, 1).data().toString();
            }
            return QString();
        };
        QTRY_VERIFY(staleMessage().contains(QStringLiteral("2025-05-01")));
        // The newest lastmod moves on: the message names the new one.
        const QModelIndex cell = window->model()->indexOf(1, 0, Field::LastMod);
        QVERIFY(cell.isValid());
        QVERIFY(window->model()->setData(cell, QStringLiteral("2025-06-01")));
        QTRY_VERIFY2(staleMessage().contains(QStringLiteral("2025-06-01")),
                     qPrintable(staleMessage()));
        QVERIFY(!staleMessage().contains(QStringLiteral("2025-05-01")));
        // And back: the earlier newest date again.
        window->undoStack()->undo();
        QTRY_VERIFY2(staleMessage().contains(QStringLiteral("2025-05-01")),
                     qPrintable(staleMessage()));
    }

    void saveDialogPlanSaysWhatTheSaveDoes()
    {
        // Four URLs on another host than the sitemap URL: errors, until the base URL
        // is the host the URLs are on.
        const QString path = openWritten(
            QStringLiteral("site.xml"),
            urlset({"<loc>https://www.new.example/a</loc>", "<loc>https://www.new.example/b</loc>",
                    "<loc>https://www.new.example/c</loc>", "<loc>https://www.new.example/d</loc>",
                    "<loc>https://www.old.example/e</loc>",
                    "<loc>https://www.old.example/f</loc>"}));
        window->setSitemapUrl(QStringLiteral("https://www.old.example/site.xml"));
        QCOMPARE(window->validator()->errorCount(), 4);
        {
            SaveOptionsDialog dialog(planFor(path), path, window->session()->writeOptions(),
                                     window.get());
            const QString before = dialog.planLabel()->text();
            QVERIFY2(before.contains(QStringLiteral("4 entries have errors")), qPrintable(before));
            // With errors the preview still says what is written.
            QVERIFY2(before.contains(QStringLiteral("Writes 1 file")) &&
                         before.contains(QStringLiteral("2 URLs")),
                     qPrintable(before));
            dialog.baseUrlEdit()->setText(QStringLiteral("https://www.new.example/"));
            dialog.updatePlan();
            const QString after = dialog.planLabel()->text();
            QVERIFY2(!after.contains(QStringLiteral("have errors")), qPrintable(after));
            QVERIFY2(after.contains(QStringLiteral("base URL entered here")), qPrintable(after));
        }
        // Only the order of elements to put right: no values are fixed.
        const QString ordered =
            openWritten(QStringLiteral("order.xml"),
                        urlset({"<priority>0.5</priority><loc>https://www.exemplar.de/a</loc>"}));
        SaveOptionsDialog dialog(planFor(ordered), ordered, window->session()->writeOptions(),
                                 window.get());
        const QString plan = dialog.planLabel()->text();
        QVERIFY2(!plan.contains(QStringLiteral("value")), qPrintable(plan));
        QVERIFY2(plan.contains(QStringLiteral("order")), qPrintable(plan));
    }

    void longSavePlanIsMadeWhileTheDialogShows()
    {
        // Every plan made on another thread, as a set of a million entries has it.
        SaveOptionsDialog::setBackgroundPlanFrom(1);
        const QString path = openWritten(QStringLiteral("site.xml"),
                                         urlset({"<loc>https://www.exemplar.de/a</loc>",
                                                 "<loc>https://www.exemplar.de/b</loc>"}));
        const QString shownAtOnce = [&] {
            SaveOptionsDialog::setBackgroundPlanFrom(0);
            SaveOptionsDialog dialog(planFor(path), path, window->session()->writeOptions(),
                                     window.get(), 2);
            SaveOptionsDialog::setBackgroundPlanFrom(1);
            return dialog.planLabel()->text();
        }();
        QVERIFY2(shownAtOnce.contains(QStringLiteral("Writes 1 file")), qPrintable(shownAtOnce));
        bool asked = false;
        window->setSaveDialogHook([&](SaveOptionsDialog *dialog) {
            asked = true;
            // The dialog is there before its plan, and says it is working on it.
            [&] {
                QVERIFY(dialog->isPlanning());
                QVERIFY2(dialog->planLabel()->text().startsWith(QStringLiteral("Working out")),
                         qPrintable(dialog->planLabel()->text()));
                // The document takes no edit while the plan reads it on another thread.
                QCOMPARE(
                    window->session()->setField({{0, 0}}, Field::Priority, QStringLiteral("0.9")),
                    0);
                QSignalSpy ready(dialog, &SaveOptionsDialog::planReady);
                QVERIFY(ready.wait(10000));
                QVERIFY(!dialog->isPlanning());
                QCOMPARE(dialog->planLabel()->text(), shownAtOnce);
                // An option changed: planned again; Save pressed before that plan is
                // done stops it, and the save goes on.
                dialog->gzipBox()->setChecked(true);
                dialog->updatePlan();
                QVERIFY(dialog->isPlanning());
                dialog->gzipBox()->setChecked(false);
            }();
            return true;
        });
        QSignalSpy finished(window.get(), &MainWindow::saveFinished);
        QVERIFY(window->save());
        QVERIFY(asked);
        QVERIFY(finished.count() > 0 || finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        SaveOptionsDialog::setBackgroundPlanFrom(0);
        // Held only while the question was asked.
        QCOMPARE(window->session()->setField({{0, 0}}, Field::Priority, QStringLiteral("0.9")), 1);
    }

    void folderImportSaysOnlyWhatItDid()
    {
        const QString site = dir->filePath(QStringLiteral("site"));
        QVERIFY(QDir().mkpath(site));
        TestSupport::writeFile(site, QStringLiteral("about.html"), "<html></html>");
        window->setSitemapUrl(QStringLiteral("https://www.mysite.example/sitemap.xml"));
        FolderImportDialog dialog(window.get(), true);
        dialog.folderEdit()->setText(site);
        QVERIFY(dialog.scan());
        QCOMPARE(dialog.apply(), 1);
        QCOMPARE(window->document()->value(0, 0, Field::Loc),
                 QStringLiteral("https://www.mysite.example/about.html"));
        QVERIFY2(!window->statusText().contains(QStringLiteral(" 0")),
                 qPrintable(window->statusText()));
        QVERIFY2(window->statusText().startsWith(QStringLiteral("Added 1 row")),
                 qPrintable(window->statusText()));
    }

    // --- 8: what the window shows
    // -----------------------------------------------------------------

    void indexSetColumnsAreReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addRow("1400x900") << QSize(1400, 900);
        QTest::addRow("1024x640") << QSize(1024, 640);
    }

    void indexSetColumnsAreReadable()
    {
        QFETCH(QSize, size);
        window->resize(size);
        QByteArray index = "<?xml version=\"1.0\"?>\n"
                           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 3; ++i) {
            const QByteArray name = "sitemap-posts-" + QByteArray::number(i) + ".xml";
            QList<QByteArray> entries;
            for (int e = 0; e < 20; ++e)
                entries << "<loc>https://www.exemplar.de/" + QByteArray::number(i) + "/post-" +
                               QByteArray::number(e) +
                               "</loc><lastmod>2026-01-18T17:24:05+01:00</lastmod>";
            TestSupport::writeFile(dir->path(), QString::fromLatin1(name), urlset(entries));
            index += "<sitemap><loc>https://www.exemplar.de/" + name +
                     "</loc><lastmod>2026-01-18T17:24:05+01:00</lastmod></sitemap>\n";
        }
        openWritten(QStringLiteral("sitemap_index.xml"), index + "</sitemapindex>\n");
        QTableView *table = window->table();
        QTRY_VERIFY(window->filesPanel()->isVisible());
        QTest::qWait(50);
        const QFontMetrics metrics = table->fontMetrics();
        const int lastmod = metrics.horizontalAdvance(QStringLiteral("2026-01-18T17:24:05+01:00"));
        const int file = metrics.horizontalAdvance(QStringLiteral("sitemap-posts-0.xml"));
        QTRY_VERIFY2(
            table->columnWidth(SitemapTableModel::LastModColumn) >= lastmod + 8,
            qPrintable(QString::number(table->columnWidth(SitemapTableModel::LastModColumn))));
        QVERIFY2(table->columnWidth(SitemapTableModel::FileColumn) >= file + 8,
                 qPrintable(QString::number(table->columnWidth(SitemapTableModel::FileColumn))));
        // Problems gets no more than its text needs while others are short of room.
        int problemsText = metrics.horizontalAdvance(
            window->model()
                ->headerData(SitemapTableModel::ProblemsColumn, Qt::Horizontal)
                .toString());
        for (int row = 0; row < window->model()->rowCount() && row < 40; ++row)
            problemsText = std::max(
                problemsText,
                metrics.horizontalAdvance(window->model()
                                              ->index(row, SitemapTableModel::ProblemsColumn)
                                              .data()
                                              .toString()));
        QVERIFY2(
            table->columnWidth(SitemapTableModel::ProblemsColumn) <=
                    std::max(problemsText + 60, 140) ||
                table->columnWidth(SitemapTableModel::LocColumn) >=
                    metrics.horizontalAdvance(QStringLiteral("https://www.exemplar.de/0/post-10")) +
                        16,
            qPrintable(QString::number(table->columnWidth(SitemapTableModel::ProblemsColumn))));
        // The URL gets the rest, and the columns fit the table: no scrolling sideways.
        QVERIFY(table->columnWidth(SitemapTableModel::LocColumn) >=
                std::min(table->viewport()->width() * 2 / 5, 180));
        QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(table->horizontalHeader()->length())
                                .arg(table->viewport()->width())));
    }

    void dateEditorShowsTheWholeDate()
    {
        window->resize(1024, 640);
        openWritten(QStringLiteral("site.xml"),
                    urlset({"<loc>https://www.exemplar.de/a</loc>"
                            "<lastmod>2026-01-18T17:24:05+01:00</lastmod>"}));
        QTableView *table = window->table();
        const QModelIndex cell = window->model()->index(0, SitemapTableModel::LastModColumn);
        table->setCurrentIndex(cell);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("2026-01-18T17:24:05+01:00"));
        // The room the buttons leave for the text: enough for all of it.
        int buttons = 0;
        for (QToolButton *button : editor->findChildren<QToolButton *>()) {
            if (button->isVisible())
                buttons += button->width();
        }
        QVERIFY(buttons > 0);
        const int room = editor->width() - buttons - 8;
        QVERIFY2(room >= editor->fontMetrics().horizontalAdvance(editor->text()),
                 qPrintable(QStringLiteral("%1 for %2")
                                .arg(room)
                                .arg(editor->fontMetrics().horizontalAdvance(editor->text()))));
        QVERIFY(editor->geometry().right() <= table->viewport()->width());
        QTest::keyClick(editor, Qt::Key_Escape);
    }

    void rowNumbersAreUniqueInASet()
    {
        const QString path = openWritten(QStringLiteral("site.xml"), numbered(7));
        window->setSaveFileNameProvider([path] { return path; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->maxUrlsBox()->setValue(3);
            dialog->baseUrlEdit()->setText(QStringLiteral("https://www.exemplar.de/"));
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs(path)));
        QTRY_VERIFY(!window->isLoading());
        QCOMPARE(window->document()->fileCount(), 4);
        SitemapTableModel *model = window->model();
        QVERIFY(model->rowCount() >= 7);
        std::set<qint64> numbers;
        for (int row = 0; row < model->rowCount(); ++row) {
            const qint64 number = model->headerData(row, Qt::Vertical).toLongLong();
            QVERIFY2(numbers.insert(number).second, qPrintable(QString::number(number)));
        }
        // One file chosen: its entries by their number in it.
        model->setFileScope(2);
        QCOMPARE(model->headerData(0, Qt::Vertical).toLongLong(), 1);
    }

    void overviewSectionsAreReadable()
    {
        openWritten(QStringLiteral("site.xml"),
                    urlset({"<loc>https://www.exemplar.de/tags/%E5%BA%B7/</loc>",
                            "<loc>https://www.exemplar.de/tags/%E5%BA%B7/b</loc>",
                            "<loc>https://www.exemplar.de/%C3%BCber</loc>"}));
        OverviewDock *overview = window->overviewDock();
        window->findChild<QAction *>(QStringLiteral("actionOverview"))->trigger();
        overview->showChart(Overview::Chart::Path);
        QTRY_VERIFY(overview->barLabels().contains(QStringLiteral("/tags")));
        QVERIFY2(overview->barLabels().contains(QStringLiteral("/über")),
                 qPrintable(overview->barLabels().join(QLatin1Char('|'))));
        for (const QString &label : overview->barLabels())
            QVERIFY2(!label.contains(QLatin1Char('%')), qPrintable(label));
    }

    void problemsOfAnUntitledDocumentNameTheEntry()
    {
        window->pasteUrls(QStringLiteral("not a url\nhttps://www.exemplar.de/a"));
        QAbstractItemModel *problems = window->problemsDock()->view()->model();
        QTRY_VERIFY(problems->rowCount() > 0);
        for (int row = 0; row < problems->rowCount(); ++row) {
            const QString location = problems->index(row, 2).data().toString();
            QVERIFY2(!location.startsWith(QLatin1Char(',')), qPrintable(location));
            if (!location.isEmpty())
                QVERIFY2(location.startsWith(QStringLiteral("Entry ")) ||
                             location.startsWith(QStringLiteral("Line ")),
                         qPrintable(location));
        }
    }

    void openUrlDialogFitsARealUrl()
    {
        const QString url = QStringLiteral(
            "https://www.example-shop.example/de/sitemaps/sitemap-products-2026-01.xml.gz");
        int width = 0;
        int textWidth = 0;
        whenShown<QInputDialog>([&width, &textWidth, url](QInputDialog *dialog) {
            QCOMPARE(dialog->objectName(), QStringLiteral("openUrlDialog"));
            auto *line = dialog->findChild<QLineEdit *>();
            width = line ? line->width() : 0;
            textWidth = line ? line->fontMetrics().horizontalAdvance(url) : 1;
            dialog->reject();
        });
        menuAction(QStringLiteral("actionOpenUrl"))->trigger();
        QVERIFY2(width >= textWidth,
                 qPrintable(QStringLiteral("%1 < %2").arg(width).arg(textWidth)));
    }

    // The documentation's pictures of an index set and of the table's context menu,
    // on a real display: SITEMAP_SCREENSHOT_DIR=docs SITEMAP_SCREENSHOT_LANG=de
    // tst_gui_desktop -platform xcb screenshots (1400x900: name-LANG.png; a
    // 1024x640 screen: name-LANG-1024.png).
    void screenshots()
    {
        const QString outDir = Screenshots::folder();
        if (outDir.isEmpty())
            QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("screenshots are taken of a real display (Xvfb): run with -platform xcb");
        const QString lang = Screenshots::language();
        QVERIFY(Screenshots::useLanguage(lang));
        closeWindow();
        const QSize size = QGuiApplication::primaryScreen()->size();
        startWindow(size);
        window->setGeometry(QRect(QPoint(0, 0), size));
        const QString suffix = size.width() >= 1400 ? QString() : QStringLiteral("-1024");
        auto shoot = [&](const QString &name) {
            QTest::qWait(600);
            QProcess shot;
            shot.start(QStringLiteral("sh"),
                       {QStringLiteral("-c"),
                        QStringLiteral("xwd -root -silent | convert xwd:- png:'%1'")
                            .arg(QDir(outDir).filePath(name + QLatin1Char('-') + lang + suffix +
                                                       QStringLiteral(".png")))});
            QVERIFY(shot.waitForFinished(30000));
            QCOMPARE(shot.exitCode(), 0);
        };
        // A blog's index: posts, pages and tags, with times and offsets as
        // generators write them.
        const char *const files[] = {"sitemap-posts.xml", "sitemap-pages.xml", "sitemap-tags.xml"};
        QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 3; ++i) {
            QList<QByteArray> entries;
            for (int e = 0; e < 14; ++e) {
                const QByteArray day = QByteArray::number(10 + e);
                const QByteArray path = i == 0 ? "blog/2026/01/post-" + QByteArray::number(e) + "/"
                                        : i == 1 ? "about/team-" + QByteArray::number(e) + "/"
                                                 : "tags/%E5%BA%B7" + QByteArray::number(e) + "/";
                entries << "<loc>https://www.blog-example.net/" + path + "</loc><lastmod>2026-01-" +
                               day + "T17:24:05+01:00</lastmod>" +
                               (e % 3 == 0 ? "<changefreq>weekly</changefreq>" : "") +
                               (e % 4 == 0 ? "<priority>0.8</priority>" : "");
            }
            TestSupport::writeFile(dir->path(), QString::fromLatin1(files[i]), urlset(entries));
            index += "<sitemap><loc>https://www.blog-example.net/" + QByteArray(files[i]) +
                     "</loc><lastmod>2026-01-18T17:24:05+01:00</lastmod></sitemap>\n";
        }
        QVERIFY(!openWritten(QStringLiteral("sitemap_index.xml"), index + "</sitemapindex>\n")
                     .isEmpty());
        window->setSitemapUrl(QStringLiteral("https://www.blog-example.net/sitemap_index.xml"));
        QTest::qWait(300);
        shoot(QStringLiteral("indexset"));

        // The context menu on a row of the posts.
        QTableView *table = window->table();
        const QModelIndex cell = window->model()->index(3, SitemapTableModel::LocColumn);
        table->setCurrentIndex(cell);
        const QPoint at = table->visualRect(cell).center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, table->viewport()->mapToGlobal(at));
        QApplication::sendEvent(table->viewport(), &event);
        QTRY_VERIFY(window->tableContextMenu()->menu()->isVisible());
        shoot(QStringLiteral("contextmenu"));
        window->tableContextMenu()->menu()->close();

        // The save dialog of a hand-kept file whose namespace is repaired: it says,
        // before anything is written, that the file is rewritten in the standard form
        // and how many comments are not kept.
        QVERIFY(!openWritten(QStringLiteral("sitemap.xml"),
                             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<!-- kept by hand: ask Anna before changing -->\n"
                             "<urlset xmlns=\"http://www.google.com/schemas/sitemap/0.84\">\n"
                             "  <!-- the home page -->\n"
                             "  <url><loc>https://www.blog-example.net/</loc>"
                             "<priority>1.0</priority></url>\n"
                             "  <!-- the blog -->\n"
                             "  <url><loc>https://www.blog-example.net/blog/</loc></url>\n"
                             "</urlset>\n")
                     .isEmpty());
        QVERIFY(window->model()->setData(window->model()->indexOf(0, 1, Field::Priority),
                                         QStringLiteral("0.8")));
        bool asked = false;
        window->setSaveDialogHook([&](SaveOptionsDialog *dialog) {
            asked = true;
            dialog->show();
            shoot(QStringLiteral("savestandardform"));
            return false;
        });
        window->save();
        QVERIFY(asked);
    }

private:
    // What the session's writer would do with a save of path, as the window asks it.
    std::function<SaveReport(const WriteOptions &)> planFor(const QString &path)
    {
        return [this, path](const WriteOptions &options) {
            return window->session()->plan(path, options);
        };
    }

    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiDesktop)
#include "tst_gui_desktop.moc"
