// SPDX-License-Identifier: GPL-3.0-or-later
// The editing loop keeps every value and every edit: what a user found in an
// hour of trying the window, each driven through the real widgets offscreen.
// Recovery journals belong to one document; the priority editor shows and
// keeps what the file holds; counts follow deletes; Copy and Paste carry the
// fields; a save with errors leaves out only what is wrong; opening asks once
// and remembers the file written; a partly read file saved is whole again; the
// cell editor judges the text as it is typed; a new file gets fresh columns,
// scroll and sort. Questions are pre-answered (MessageBoxes); nothing waits on
// a modal dialog.

#include "documentloader.h"
#include "editjournal.h"
#include "editorstatusbar.h"
#include "filespanel.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "priorityspinbox.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "rowedits.h"
#include "rules.h"
#include "saveerrorsdialog.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "translations.h"
#include "validator.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>
#include <utility>

namespace {

QByteArray urlset(const QStringList &urls)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &url : urls)
        xml += "  <url><loc>" + url.toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

// Two entries of www.exemplar.de, /a and /b, with the given children.
QByteArray twoEntries(const QByteArray &aChildren, const QByteArray &bChildren)
{
    return "<?xml version=\"1.0\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
           "<url><loc>https://www.exemplar.de/a</loc>" +
           aChildren + "</url>\n<url><loc>https://www.exemplar.de/b</loc>" + bChildren +
           "</url>\n</urlset>\n";
}

// Work on many rows takes its thread from two rows on, until the guard is gone.
auto manyRowsFromTwo()
{
    const qsizetype from = std::exchange(RowEdits::s_manyRowsFrom, 2);
    return qScopeGuard([from] { RowEdits::s_manyRowsFrom = from; });
}

QStringList numberedUrls(int count, const QString &site = QStringLiteral("www.exemplar.de"))
{
    QStringList urls;
    for (int i = 0; i < count; ++i)
        urls << QStringLiteral("https://%1/page-%2").arg(site).arg(i);
    return urls;
}

template <class T> T *openEditor(QTableView *table)
{
    const QList<T *> editors = table->viewport()->findChildren<T *>();
    for (T *editor : editors) {
        if (editor->isVisible())
            return editor;
    }
    return nullptr;
}

} // namespace

class TestGuiKeepsValues : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
        // Journals of this test's own (test mode puts them under the home folder):
        // the other GUI tests, running at the same time, keep theirs elsewhere.
        qputenv("HOME", QFile::encodeName(settingsDir.filePath(QStringLiteral("home"))));
        // The English plurals ("24 URLs"), as the editor loads them.
        QVERIFY(Translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
    }

    void init()
    {
        startWindow(QSize(1400, 900), Wait::Active);
        QDir(window->journal()->directory()).removeRecursively();
    }

    void cleanup()
    {
        closeWindow();
        QLocale::setDefault(QLocale::c());
    }

    // --- recovery journal ------------------------------------------------------

    void newDocumentIsNotJournalledAsTheFileBefore()
    {
        const QString a = write(QStringLiteral("a.xml"), urlset(numberedUrls(3)));
        open(a);
        window->newDocument();
        window->addRow();
        typeIntoCurrentEditor(QStringLiteral("https://fresh.exemplar.de/x"));
        QCOMPARE(window->document()->value(0, 0, Field::Loc),
                 QStringLiteral("https://fresh.exemplar.de/x"));
        window->journal()->flush();
        crash();
        QVERIFY2(window->journal()->pendingRecoveries().isEmpty(),
                 "the new document's edits were kept as a.xml's");
        QVERIFY(!window->offerRecovery());
    }

    void undoToSavedStateRetiresTheRecord()
    {
        const QString a = write(QStringLiteral("a.xml"), urlset(numberedUrls(3)));
        const QString b = write(QStringLiteral("b.xml"), urlset(numberedUrls(2)));
        open(a);
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->deleteSelectedRows();
        window->journal()->flush();
        window->undoStack()->undo();
        QVERIFY(window->undoStack()->isClean());
        // Left without a question (nothing unsaved), then a crash later on.
        open(b);
        crash();
        QVERIFY2(window->journal()->pendingRecoveries().isEmpty(),
                 "a document undone to its saved state is offered back");
    }

    void leavingAFileDropsItsRecord()
    {
        const QString a = write(QStringLiteral("a.xml"), urlset(numberedUrls(3)));
        const QString b = write(QStringLiteral("b.xml"), urlset(numberedUrls(2)));
        open(a);
        window->table()->setCurrentIndex(window->model()->index(1, 0));
        window->deleteSelectedRows();
        window->journal()->flush();
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        open(b);
        crash();
        QVERIFY(window->journal()->pendingRecoveries().isEmpty());
    }

    void countsAreRightAfterRecovery()
    {
        const QString a = write(QStringLiteral("a.xml"), urlset(numberedUrls(23)));
        open(a);
        window->table()->setCurrentIndex(window->model()->index(22, 0));
        window->addRow();
        typeIntoCurrentEditor(QStringLiteral("https://www.exemplar.de/new"));
        window->table()->setCurrentIndex(window->model()->index(3, 0));
        window->deleteSelectedRows();
        window->journal()->flush();
        crash();
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(window->offerRecovery());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->document()->entryCount(0), 23);
        QCOMPARE(window->model()->rowCount(), 23);
        QVERIFY2(window->countsLabel()->text().startsWith(QStringLiteral("23 URLs  ·")),
                 qPrintable(window->countsLabel()->text()));
    }

    // --- counts --------------------------------------------------------------------

    void countsFollowDeletes()
    {
        open(write(QStringLiteral("a.xml"), urlset(numberedUrls(24))));
        QCOMPARE(countsUrlPart(), QStringLiteral("24 URLs"));
        window->table()->setCurrentIndex(window->model()->index(5, 0));
        window->deleteSelectedRows();
        QCOMPARE(countsUrlPart(), QStringLiteral("23 URLs"));
        window->table()->setCurrentIndex(window->model()->index(5, 0));
        window->deleteSelectedRows();
        QCOMPARE(countsUrlPart(), QStringLiteral("22 URLs"));
        window->undoStack()->undo();
        QCOMPARE(countsUrlPart(), QStringLiteral("23 URLs"));
        window->filterEdit()->setText(QStringLiteral("page-1"));
        QCOMPARE(countsUrlPart(), QStringLiteral("23 URLs (11 shown)"));
    }

    // --- priority --------------------------------------------------------------------

    void priorityIsShownAndKeptAsWritten()
    {
        open(write(QStringLiteral("p.xml"), priorities({"0.85", "1.5", "0.7", "0.1"})));
        const int commands = window->undoStack()->count();
        PrioritySpinBox *spin = editPriority(0);
        QVERIFY(spin);
        QCOMPARE(spin->text(), QStringLiteral("0.85"));
        commit(spin);
        spin = editPriority(1);
        QVERIFY(spin);
        QCOMPARE(spin->text(), QStringLiteral("1.5"));
        commit(spin);
        QCOMPARE(window->document()->value(0, 0, Field::Priority), QStringLiteral("0.85"));
        QCOMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("1.5"));
        QCOMPARE(window->undoStack()->count(), commands);

        spin = editPriority(2);
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.75"));
        commit(spin);
        QTRY_COMPARE(window->document()->value(0, 2, Field::Priority), QStringLiteral("0.75"));
    }

    void priorityTakesEitherSeparator_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<bool>("flagged");
        struct Typed
        {
            const char *typed;
            const char *stored;
            bool flagged;
        };
        // Either separator in either language; the digits as typed (a trailing
        // zero stays). Two separators make no number: every key stays, and the
        // value is kept as typed and flagged.
        const Typed typings[] = {{"0,3", "0.3", false},   {"0.3", "0.3", false},
                                 {"0,30", "0.30", false}, {"0.30", "0.30", false},
                                 {",5", ".5", false},     {"0.3.4", "0.3.4", true},
                                 {"0,3.4", "0,3.4", true}};
        for (const char *language : {"en_US", "de_DE"}) {
            for (const Typed &t : typings)
                QTest::addRow("%s %s", language, t.typed)
                    << QString::fromLatin1(language) << QString::fromLatin1(t.typed)
                    << QString::fromLatin1(t.stored) << t.flagged;
        }
        // In English a comma before three digits may group thousands: kept as
        // typed and flagged, not read as 1.000. German groups with '.', so its
        // comma is the decimal one.
        QTest::addRow("en_US 1,000") << "en_US"
                                     << "1,000"
                                     << "1,000" << true;
        QTest::addRow("de_DE 1,000") << "de_DE"
                                     << "1,000"
                                     << "1.000" << false;
        QTest::addRow("en_US 0,300") << "en_US"
                                     << "0,300"
                                     << "0.300" << false;
    }

    void priorityTakesEitherSeparator()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        QFETCH(QString, stored);
        QFETCH(bool, flagged);
        // The user's window: made with the locale in force.
        QLocale::setDefault(QLocale(language));
        window.reset();
        newWindow();
        open(write(QStringLiteral("p.xml"), priorities({"0.5", "0.7"})));
        PrioritySpinBox *spin = editPriority(0);
        QVERIFY(spin);
        spin->selectAll();
        QTest::keyClicks(spin, typed);
        QCOMPARE(spin->text(), typed);
        // What is wrong is told as it is typed.
        QTRY_COMPARE(!spin->textEdit()->toolTip().isEmpty(), flagged);
        commit(spin);
        QTRY_COMPARE(window->document()->value(0, 0, Field::Priority), stored);
        const QModelIndex cell = window->model()->index(0, SitemapTableModel::PriorityColumn);
        QCOMPARE(cell.data(SitemapTableModel::SeverityRole).isValid(), flagged);
    }

    void priorityStepsStopAtNotSet()
    {
        open(write(QStringLiteral("p.xml"), priorities({"0.1", "0.95"})));
        PrioritySpinBox *spin = editPriority(0);
        QVERIFY(spin);
        QTest::keyClick(spin, Qt::Key_Down);
        QCOMPARE(spin->text(), QStringLiteral("0.0"));
        QTest::keyClick(spin, Qt::Key_Down);
        QCOMPARE(spin->text(), PrioritySpinBox::notSetText());
        QTest::keyClick(spin, Qt::Key_Down);
        QCOMPARE(spin->text(), PrioritySpinBox::notSetText());
        QTest::keyClick(spin, Qt::Key_Up);
        QCOMPARE(spin->text(), QStringLiteral("0.0"));
        QTest::keyClick(spin, Qt::Key_Escape);
        spin = editPriority(1);
        QVERIFY(spin);
        QTest::keyClick(spin, Qt::Key_Up);
        QCOMPARE(spin->text(), QStringLiteral("1.00"));
        QTest::keyClick(spin, Qt::Key_Down);
        QCOMPARE(spin->text(), QStringLiteral("0.90"));
        commit(spin);
        QTRY_COMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("0.90"));
    }

    // --- copy and paste --------------------------------------------------------------

    void copyThenPasteMakesTheSameRows()
    {
        open(write(QStringLiteral("c.xml"),
                   "<?xml version=\"1.0\"?>\n"
                   "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                   "<url><loc>https://www.exemplar.de/a</loc><lastmod>2024-05-01</lastmod>"
                   "<changefreq>daily</changefreq><priority>0.85</priority></url>\n"
                   "<url><loc>https://www.exemplar.de/b</loc><priority>0.3</priority></url>\n"
                   "</urlset>\n"));
        QTableView *table = window->table();
        table->setFocus();
        table->setCurrentIndex(window->model()->index(1, 0));
        table->selectionModel()->select(
            QItemSelection(window->model()->index(0, 0),
                           window->model()->index(1, SitemapTableModel::ProblemsColumn)),
            QItemSelectionModel::ClearAndSelect);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("https://www.exemplar.de/a\t2024-05-01\tdaily\t0.85\n"
                                "https://www.exemplar.de/b\t\t\t0.3\n"));
        const int commands = window->undoStack()->count();
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->entryCount(0), 4);
        QCOMPARE(window->undoStack()->count(), commands + 1);
        QCOMPARE(doc->value(0, 2, Field::Loc), QStringLiteral("https://www.exemplar.de/a"));
        QCOMPARE(doc->value(0, 2, Field::LastMod), QStringLiteral("2024-05-01"));
        QCOMPARE(doc->value(0, 2, Field::ChangeFreq), QStringLiteral("daily"));
        QCOMPARE(doc->value(0, 2, Field::Priority), QStringLiteral("0.85"));
        QCOMPARE(doc->value(0, 3, Field::Loc), QStringLiteral("https://www.exemplar.de/b"));
        QVERIFY(!doc->entry(0, 3).has(Field::LastMod));
        QVERIFY(!doc->entry(0, 3).has(Field::ChangeFreq));
        QCOMPARE(doc->value(0, 3, Field::Priority), QStringLiteral("0.3"));
        window->undoStack()->undo();
        QCOMPARE(doc->entryCount(0), 2);
    }

    void copyOfManyRowsIsOfTheRowsAsTheyWere()
    {
        // Many rows are copied on a thread while the window goes on (here from two
        // rows on). An edit made meanwhile waits for the copy and is not in it; a
        // paste right after pastes the rows copied, not what the clipboard held.
        const auto restore = manyRowsFromTwo();
        QTableView *table = openTwoRowsAllSelected(QStringLiteral("https://www.exemplar.de/old"));
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(window->isCopyRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("Copying 2 rows")),
                 qPrintable(window->statusText()));
        SitemapDocument *doc = window->document();
        window->session()->setField({{0, 0}}, Field::Priority, QStringLiteral("0.1"));
        QCOMPARE(doc->value(0, 0, Field::Priority), QStringLiteral("0.1"));
        table->clearSelection();
        table->setCurrentIndex(window->model()->index(1, 0));
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QVERIFY(!window->isCopyRunning());
        QCOMPARE(doc->entryCount(0), 4);
        QCOMPARE(doc->value(0, 2, Field::Loc), QStringLiteral("https://www.exemplar.de/a"));
        QCOMPARE(doc->value(0, 2, Field::Priority), QStringLiteral("0.85"));
        QCOMPARE(doc->value(0, 3, Field::Priority), QStringLiteral("0.3"));
        // Left alone, the copy reaches the clipboard, and the status bar says so.
        table->selectAll();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(window->isCopyRunning());
        QTRY_VERIFY(!window->isCopyRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("Copied 4 rows")),
                 qPrintable(window->statusText()));
        QCOMPARE(QGuiApplication::clipboard()->text().count(QLatin1Char('\n')), 4);
        QVERIFY(QGuiApplication::clipboard()->text().startsWith(
            QStringLiteral("https://www.exemplar.de/a\t\t\t0.1\n")));
    }

    void aCopyOfManyRowsShowsProgressAndCanBeCancelled()
    {
        // A copy on a thread shows its progress with Cancel (here at once, from two
        // rows on). Cancelled, the clipboard keeps what it held and the status bar
        // says so; the window's bar goes. Left alone, the bar goes when it is done.
        const auto restore = manyRowsFromTwo();
        const auto atOnce = workProgressAtOnce();
        const QString before = QStringLiteral("https://www.exemplar.de/old");
        QTableView *table = openTwoRowsAllSelected(before);
        auto *bar = qobject_cast<EditorStatusBar *>(window->statusBar());
        QVERIFY(bar);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(window->isCopyRunning());
        QVERIFY(bar->isWorkProgressShown());
        QVERIFY(bar->progressBar()->isVisible());
        QCOMPARE(bar->progressBar()->format(), QStringLiteral("Copying: %p%"));
        QVERIFY(bar->cancelButton()->isVisible());
        QTest::mouseClick(bar->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY(!window->isCopyRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("copy was cancelled")),
                 qPrintable(window->statusText()));
        QCOMPARE(QGuiApplication::clipboard()->text(), before);
        QVERIFY(!bar->progressBar()->isVisible());
        QVERIFY(!bar->cancelButton()->isVisible());
        QVERIFY(!QGuiApplication::overrideCursor());
        // Not cancelled: the rows reach the clipboard, and the bar goes.
        table->setFocus();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(window->isCopyRunning());
        QVERIFY(bar->progressBar()->isVisible());
        QTRY_VERIFY(!window->isCopyRunning());
        QVERIFY(!bar->progressBar()->isVisible());
        QCOMPARE(QGuiApplication::clipboard()->text().count(QLatin1Char('\n')), 2);
        QVERIFY2(window->statusText().contains(QStringLiteral("Copied 2 rows")),
                 qPrintable(window->statusText()));
        // A bar that waits for its moment does not show for a copy over before it.
        EditorStatusBar::s_workProgressDelay = 60000;
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QVERIFY(window->isCopyRunning());
        QTRY_VERIFY(!window->isCopyRunning());
        QVERIFY(!bar->progressBar()->isVisible());
    }

    void aFieldSetOnManyRowsComesBeforeWhatFollows()
    {
        // The edit of many rows is worked out on a thread (here from two rows on); its
        // undo step comes before any key, click or change that follows, as the user
        // asked for it first. A change that bypasses all of them drops it, and says so.
        const auto restore = manyRowsFromTwo();
        open(write(QStringLiteral("t.xml"),
                   twoEntries("<lastmod>2020-01-01</lastmod>", "<lastmod>2020-02-02</lastmod>")));
        SitemapDocument *doc = window->document();
        QUndoStack *undo = window->undoStack();
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QTableView *table = window->table();
        table->setFocus();
        table->setCurrentIndex(window->model()->index(0, 0));
        table->selectAll();
        // The column headers ask a selection model of their own, which holds nothing:
        // Qt asks on every paint of them whether a column is wholly selected, a walk
        // over every row. The rows' header shows the selection as ever.
        QVERIFY(table->horizontalHeader()->selectionModel() != table->selectionModel());
        QVERIFY(!table->horizontalHeader()->selectionModel()->hasSelection());
        QCOMPARE(table->verticalHeader()->selectionModel(), table->selectionModel());
        auto *setToday = window->findChild<QAction *>(QStringLiteral("actionLastModToday"));
        QVERIFY(setToday);

        // Ctrl+Z right away: the step comes first, then the undo takes it back.
        setToday->trigger();
        QVERIFY(window->isEditPending());
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2020-01-01"));
        QTest::keyClick(table, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!window->isEditPending());
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2020-01-01"));
        QCOMPARE(doc->value(0, 1, Field::LastMod), QStringLiteral("2020-02-02"));
        QVERIFY(undo->canRedo());
        QCOMPARE(undo->redoText(), QStringLiteral("Set last modified of 2 rows"));

        // An edit through the session right away comes after it.
        setToday->trigger();
        QVERIFY(window->isEditPending());
        const int steps = undo->index();
        window->session()->setField({{0, 1}}, Field::Priority, QStringLiteral("0.4"));
        QCOMPARE(undo->index(), steps + 2);
        QCOMPARE(undo->text(steps), QStringLiteral("Set last modified of 2 rows"));
        QCOMPARE(doc->value(0, 1, Field::LastMod), today);
        QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.4"));

        // Left alone, it comes by itself.
        undo->undo();
        undo->undo();
        setToday->trigger();
        QTRY_VERIFY(!window->isEditPending());
        QCOMPARE(doc->value(0, 0, Field::LastMod), today);
        QCOMPARE(undo->undoText(), QStringLiteral("Set last modified of 2 rows"));

        // An undo straight on the stack, past every door: the step was worked out on
        // the document before, so it is dropped, and the status bar says so.
        undo->undo();
        setToday->trigger();
        undo->undo(); // the undo step before it: nothing, the history is at its start
        undo->redo();
        QTRY_VERIFY(!window->isEditPending());
        QVERIFY2(window->statusText().contains(QStringLiteral("The change of 2 rows was not made")),
                 qPrintable(window->statusText()));
        QCOMPARE(doc->value(0, 0, Field::LastMod), today);
        QCOMPARE(undo->undoText(), QStringLiteral("Set last modified of 2 rows"));
        QVERIFY(!undo->canRedo());
    }

    void pasteOfAUrlListIsOneRowPerLine()
    {
        open(write(QStringLiteral("c.xml"), urlset(numberedUrls(1))));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->pasteUrls(QStringLiteral("https://www.exemplar.de/x\r\n\n"
                                         "https://www.exemplar.de/y z\r\n"));
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->entryCount(0), 3);
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/x"));
        QCOMPARE(doc->value(0, 2, Field::Loc), QStringLiteral("https://www.exemplar.de/y z"));
        QVERIFY(!doc->entry(0, 1).has(Field::LastMod));
    }

    // --- saving with errors ---------------------------------------------------------------

    void saveCanLeaveOutJustTheBadValues()
    {
        const QString path =
            write(QStringLiteral("e.xml"),
                  "<?xml version=\"1.0\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<url><loc>https://www.exemplar.de/about-us</loc><lastmod>2024/05/01</lastmod>"
                  "<priority>0.4</priority></url>\n"
                  "<url><loc>https://www.exemplar.de/blog/spring-sale</loc>"
                  "<changefreq>daily</changefreq><priority>high</priority></url>\n"
                  "<url><loc>https://www.exemplar.de/ok</loc><lastmod>2024-05-01</lastmod></url>\n"
                  "<url><loc>ftp://www.exemplar.de/file</loc><lastmod>2024-05-01</lastmod></url>\n"
                  "</urlset>\n");
        open(path);
        skipSaveDialog();
        MessageBoxes::setNextAnswer(QMessageBox::Apply);
        QVERIFY(saveEnded(*window, window->save()));
        const QString asked = MessageBoxes::lastText();
        QVERIFY2(asked.contains(QStringLiteral("1 with a last-modified date")), qPrintable(asked));
        QVERIFY2(asked.contains(QStringLiteral("1 with a priority")), qPrintable(asked));
        QVERIFY2(asked.contains(QStringLiteral("1 with an error in the URL")), qPrintable(asked));
        const QByteArray written = TestSupport::readAll(path);
        QVERIFY2(written.contains("<loc>https://www.exemplar.de/about-us</loc>"),
                 written.constData());
        QVERIFY2(written.contains("<loc>https://www.exemplar.de/blog/spring-sale</loc>"),
                 written.constData());
        QVERIFY(written.contains("<priority>0.4</priority>"));
        QVERIFY(written.contains("<changefreq>daily</changefreq>"));
        QVERIFY(!written.contains("2024/05/01"));
        QVERIFY(!written.contains("high"));
        QVERIFY(!written.contains("ftp://"));
        QCOMPARE(written.count("<url>"), 3);
        // The values left out are an edit of the document, undone like one; so is
        // the entry left out, which the table no longer shows after the save.
        QVERIFY(!window->document()->entry(0, 0).has(Field::LastMod));
        QCOMPARE(window->document()->entryCount(0), 3);
        QVERIFY(!window->isWindowModified());
        window->undoStack()->undo();
        QCOMPARE(window->document()->entryCount(0), 4);
        QCOMPARE(window->document()->value(0, 3, Field::Loc),
                 QStringLiteral("ftp://www.exemplar.de/file"));
        window->undoStack()->undo();
        QCOMPARE(window->document()->value(0, 0, Field::LastMod), QStringLiteral("2024/05/01"));
    }

    void eachKindOfBadValueHasItsOwnChoice()
    {
        const QString path = write(
            QStringLiteral("k.xml"),
            "<?xml version=\"1.0\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<url><loc>https://www.exemplar.de/about-us</loc><lastmod>2024/05/01</lastmod></url>\n"
            "<url><loc>https://www.exemplar.de/blog/spring-sale</loc><priority>high</priority>"
            "</url>\n"
            "<url><loc>https://www.exemplar.de/ok</loc></url>\n"
            "</urlset>\n");
        open(path);
        skipSaveDialog();
        bool asked = false;
        window->setSaveErrorsHook([&asked](SaveErrorsDialog *dialog) {
            asked = true;
            QVERIFY(dialog->choiceBox(Field::LastMod));
            QVERIFY(dialog->choiceBox(Field::Priority));
            QVERIFY(!dialog->choiceBox(Field::ChangeFreq));
            // The date goes, the entry with the bad priority goes whole.
            dialog->choiceBox(Field::LastMod)->setCurrentIndex(0);
            dialog->choiceBox(Field::Priority)->setCurrentIndex(1);
            dialog->finish(SaveErrorsDialog::Outcome::Save);
        });
        QVERIFY(saveEnded(*window, window->save()));
        QVERIFY(asked);
        const QByteArray written = TestSupport::readAll(path);
        QVERIFY(written.contains("<loc>https://www.exemplar.de/about-us</loc>"));
        QVERIFY(!written.contains("2024/05/01"));
        QVERIFY(!written.contains("spring-sale"));
        QCOMPARE(written.count("<url>"), 2);
        // The table shows what was saved; the entry left out comes back with Undo.
        QCOMPARE(window->document()->entryCount(0), 2);
        window->undoStack()->undo();
        QCOMPARE(window->document()->entryCount(0), 3);
        QCOMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("high"));
    }

    void everyMalformedDateLeftOutStillWritesEveryEntry()
    {
        QByteArray xml = "<?xml version=\"1.0\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 128; ++i)
            xml += "<url><loc>https://www.exemplar.de/p" + QByteArray::number(i) +
                   "</loc><lastmod>05/01/2024</lastmod></url>\n";
        const QString path = write(QStringLiteral("dates.xml"), xml + "</urlset>\n");
        open(path);
        skipSaveDialog();
        MessageBoxes::setNextAnswer(QMessageBox::Apply);
        QVERIFY(saveEnded(*window, window->save()));
        QVERIFY(MessageBoxes::lastText().contains(QStringLiteral("128 with a last-modified")));
        QCOMPARE(TestSupport::readAll(path).count("<url>"), 128);
    }

    // --- opening ---------------------------------------------------------------------------

    void openAsksAboutUnsavedChangesOnce()
    {
        open(write(QStringLiteral("a.xml"), urlset(numberedUrls(3))));
        const QString b = write(QStringLiteral("b.xml"), urlset(numberedUrls(5)));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->deleteSelectedRows();
        // The first question is answered Discard; a second one would be Cancel.
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        MessageBoxes::setAutoAnswer(QMessageBox::Cancel);
        bool chosen = false;
        window->setOpenFileNameProvider([&] {
            chosen = true;
            return b;
        });
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        window->findChild<QAction *>(QStringLiteral("actionOpen"))->trigger();
        QVERIFY(chosen);
        QVERIFY(loaded.wait(10000));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        QCOMPARE(window->currentPath(), b);
        QCOMPARE(window->document()->entryCount(0), 5);
    }

    void recentFilesNameTheFileWritten()
    {
        const QString path = write(QStringLiteral("sitemap.xml"), urlset(numberedUrls(3)));
        open(path);
        QVERIFY(QSettings().value(QStringLiteral("recentFiles")).toStringList().contains(path));
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->gzipBox()->setChecked(true);
            return true;
        });
        QVERIFY(saveEnded(*window, window->save()));
        const QString gz = dir->filePath(QStringLiteral("sitemap.xml.gz"));
        QVERIFY(QFileInfo::exists(gz));
        QCOMPARE(window->currentPath(), gz);
        const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
        QVERIFY(!recent.isEmpty());
        QCOMPARE(recent.first(), gz);
        // And it opens from there.
        auto *menu = window->findChild<QMenu *>(QStringLiteral("menuRecent"));
        QVERIFY(menu);
        QAction *first = menu->actions().first();
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        first->trigger();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);
        QCOMPARE(window->document()->entryCount(0), 3);

        // A listed file that is gone by the time the menu opens is not offered: the
        // save in the other gzip form removed sitemap.xml, no longer part of the set.
        QVERIFY(!QFileInfo::exists(path));
        emit menu->aboutToShow();
        for (QAction *a : menu->actions())
            QVERIFY2(a->statusTip() != path, qPrintable(a->text()));
        QVERIFY(!QSettings().value(QStringLiteral("recentFiles")).toStringList().contains(path));
        QCOMPARE(menu->actions().first()->statusTip(), gz);
    }

    // --- saving a file that was not read to its end -------------------------------------

    void savedPartlyReadFileIsWholeAfterwards()
    {
        const QString path =
            write(QStringLiteral("broken.xml"),
                  "<?xml version=\"1.0\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<url><loc> https://www.exemplar.de/a </loc><changefreq>Daily</changefreq>"
                  "</url>\n"
                  "<url><loc>https://www.exemplar.de/b?x=1&y=2</loc></url>\n"
                  "</urlset>\n");
        open(path);
        QVERIFY(hasProblem(QStringLiteral("xml-malformed")));
        QString promised;
        window->setSaveDialogHook([&promised](SaveOptionsDialog *dialog) {
            dialog->updatePlan();
            promised = dialog->planLabel()->text();
            return true;
        });
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(saveEnded(*window, window->save()));
        // The dialog promised what the save then did.
        const QString done = window->statusBar()->toolTip();
        QVERIFY2(promised.contains(QStringLiteral("Fixes 2 values")), qPrintable(promised));
        QVERIFY2(done.contains(QStringLiteral("loc-whitespace in 1 place")), qPrintable(done));
        QVERIFY2(done.contains(QStringLiteral("changefreq-invalid in 1 place")), qPrintable(done));
        QVERIFY2(!hasProblem(QStringLiteral("xml-malformed")),
                 "the Problems dock still says the saved file is not well-formed");
        QVERIFY(window->document()->file(0).fullyRead());
        // Asked nothing the second time: the file on disk is whole.
        MessageBoxes::setAutoAnswer(QMessageBox::Cancel);
        window->table()->setCurrentIndex(
            window->model()->index(0, SitemapTableModel::PriorityColumn));
        window->setFieldOfSelection(Field::Priority, QStringLiteral("0.3"));
        QVERIFY(saveEnded(*window, window->save()));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        QVERIFY(TestSupport::readAll(path).contains("<priority>0.3</priority>"));
    }

    // --- the verdict while typing --------------------------------------------------------

    void cellEditorIsJudgedWhileTyping()
    {
        open(write(QStringLiteral("t.xml"), urlset(numberedUrls(3))));
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(0, SitemapTableModel::LocColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        QTRY_VERIFY(editor->toolTip().isEmpty());
        const QColor plain = editor->palette().color(QPalette::Base);
        // Not committed yet: the verdict is the one the catalogue gives the text.
        editor->end(false);
        QTest::keyClicks(editor, QStringLiteral(" now"));
        QVERIFY2(editor->toolTip().contains(QStringLiteral("percent-encoded")),
                 qPrintable(editor->toolTip()));
        QVERIFY(editor->toolTip().contains(QStringLiteral("(fixed on save)")));
        QVERIFY(editor->palette().color(QPalette::Base) != plain);
        QVERIFY(window->statusText().contains(QStringLiteral("percent-encoded")));
        QCOMPARE(window->document()->value(0, 0, Field::Loc),
                 QStringLiteral("https://www.exemplar.de/page-0"));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("relative/page"));
        QVERIFY2(editor->toolTip().contains(QStringLiteral("Error")),
                 qPrintable(editor->toolTip()));
        QVERIFY(!editor->toolTip().contains(QStringLiteral("percent-encoded")));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("https://www.exemplar.de/fine"));
        QVERIFY(editor->toolTip().isEmpty());
        QCOMPARE(editor->palette().color(QPalette::Base), plain);
        QTest::keyClick(editor, Qt::Key_Escape);

        // The last-modified and priority editors alike.
        table->setCurrentIndex(window->model()->index(1, SitemapTableModel::LastModColumn));
        QTest::keyClick(table, Qt::Key_F2);
        editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        QTest::keyClicks(editor, QStringLiteral("2024-13-01"));
        QVERIFY2(!editor->toolTip().isEmpty(), "an impossible date is not flagged while typed");
        QTest::keyClick(editor, Qt::Key_Escape);
        PrioritySpinBox *spin = editPriority(2);
        QVERIFY(spin);
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("1.5"));
        QVERIFY(!spin->textEdit()->toolTip().isEmpty());
        QTest::keyClick(spin, Qt::Key_Escape);
    }

    void typedAndPastedUrlsAreTreatedAlike()
    {
        open(write(QStringLiteral("t.xml"), urlset(numberedUrls(1))));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->pasteUrls(QStringLiteral("https://www.exemplar.de/a b\n"));
        window->table()->setCurrentIndex(window->model()->index(1, 0));
        typeIntoCurrentEditor(QStringLiteral("https://www.exemplar.de/a b"));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        typeIntoCurrentEditor(QStringLiteral("https://www.exemplar.de/page>"));
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->entryCount(0), 2);
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/a b"));
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://www.exemplar.de/page>"));
        // What the save will write is in the table before the save.
        const QString spaced = window->model()->index(1, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(spaced.contains(QStringLiteral("(fixed on save)")), qPrintable(spaced));
        QVERIFY2(spaced.contains(QStringLiteral("https://www.exemplar.de/a%20b")),
                 qPrintable(spaced));
        const QString angled = window->model()->index(0, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(angled.contains(QStringLiteral("https://www.exemplar.de/page%3E")),
                 qPrintable(angled));

        // After the save the table holds what the file holds, as one undo step: a
        // journal of later edits then fits the file it is replayed on.
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        QVERIFY(saveEnded(*window, window->save()));
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/a%20b"));
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://www.exemplar.de/page%3E"));
        QVERIFY(!window->isWindowModified());
        QVERIFY(window->undoStack()->undoText().contains(QStringLiteral("Save")));
        window->undoStack()->undo();
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/a b"));
        QVERIFY(window->isWindowModified());
        window->undoStack()->redo();
        QVERIFY(!window->isWindowModified());
        typeIntoCurrentEditor(QStringLiteral("https://www.exemplar.de/c"));
        QVERIFY(window->journal()->flush());
        SitemapDocument reopened;
        DocumentLoader::load(reopened, window->currentPath());
        QString message;
        QCOMPARE(window->journal()->recover(window->currentPath(), reopened, &message),
                 EditJournal::RecoverResult::Recovered);
        for (int e = 0; e < doc->entryCount(0); ++e)
            QCOMPARE(reopened.value(0, e, Field::Loc), doc->value(0, e, Field::Loc));
    }

    // --- layout ------------------------------------------------------------------------------

    void newFileGetsFreshColumnsScrollAndSort()
    {
        window->resize(1024, 640);
        const QString index =
            write(QStringLiteral("sitemap_index.xml"),
                  "<?xml version=\"1.0\"?>\n"
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<sitemap><loc>https://www.exemplar.de/a.xml</loc></sitemap>\n"
                  "</sitemapindex>\n");
        write(QStringLiteral("a.xml"), urlset(numberedUrls(200)));
        open(index);
        QTableView *table = window->table();
        // Beside the files panel at 1024 pixels the URL still has the most room.
        QTRY_VERIFY(window->filesPanel()->isVisible() &&
                    table->columnWidth(SitemapTableModel::LocColumn) >=
                        table->viewport()->width() * 2 / 5);
        table->sortByColumn(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum());
        QVERIFY(table->verticalScrollBar()->value() > 0);

        open(write(QStringLiteral("single.xml"),
                   urlset(numberedUrls(200, QStringLiteral("www.translation-packages.example")))));
        QVERIFY(!window->filesPanel()->isVisible());
        QTRY_VERIFY(table->columnWidth(SitemapTableModel::LocColumn) >
                    table->columnWidth(SitemapTableModel::ProblemsColumn));
        QCOMPARE(table->verticalScrollBar()->value(), 0);
        QCOMPARE(window->model()->sortColumn(), -1);
        QCOMPARE(window->model()->entryAt(0), 0);
        QCOMPARE(window->model()->entryAt(1), 1);
        // A URL of the file reads whole at 1024 pixels.
        const QString first = window->model()->index(0, 0).data().toString();
        QTRY_VERIFY(table->columnWidth(SitemapTableModel::LocColumn) >
                    table->fontMetrics().horizontalAdvance(first) + 16);
    }

    void sortCanReturnToFileOrder()
    {
        open(write(QStringLiteral("s.xml"), urlset({QStringLiteral("https://www.exemplar.de/c"),
                                                    QStringLiteral("https://www.exemplar.de/a"),
                                                    QStringLiteral("https://www.exemplar.de/b")})));
        QHeaderView *header = window->table()->horizontalHeader();
        const QPoint at(header->sectionViewportPosition(0) + 10, header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window->model()->entryAt(0), 1);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window->model()->entryAt(0), 0);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window->model()->sortColumn(), -1);
        QCOMPARE(window->model()->entryAt(0), 0);
        QCOMPARE(window->model()->entryAt(1), 1);
        // And from the View menu.
        window->table()->sortByColumn(0, Qt::AscendingOrder);
        QCOMPARE(window->model()->entryAt(0), 1);
        window->findChild<QAction *>(QStringLiteral("actionFileOrder"))->trigger();
        QCOMPARE(window->model()->entryAt(0), 0);
        QCOMPARE(header->sortIndicatorSection(), -1);
    }

private:
    void newWindow() { showWindow(QSize(1400, 900), Wait::Active); }

    // The editor goes without being closed (a kill): its journal stays as written.
    void crash()
    {
        window.reset();
        newWindow();
    }

    QString write(const QString &name, const QByteArray &bytes)
    {
        return TestSupport::writeFile(dir->path(), name, bytes);
    }

    void open(const QString &path)
    {
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(path));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);
    }

    // c.xml of twoEntries() (priorities 0.85 and 0.3) open, clipboard on the clipboard,
    // every row selected in the table, which has the focus.
    QTableView *openTwoRowsAllSelected(const QString &clipboard)
    {
        open(write(QStringLiteral("c.xml"),
                   twoEntries("<priority>0.85</priority>", "<priority>0.3</priority>")));
        QGuiApplication::clipboard()->setText(clipboard);
        QTableView *table = window->table();
        table->setFocus();
        table->setCurrentIndex(window->model()->index(1, 0));
        table->selectAll();
        return table;
    }

    void typeIntoCurrentEditor(const QString &text)
    {
        QTableView *table = window->table();
        auto *editor = openEditor<QLineEdit>(table);
        if (!editor) {
            table->setFocus();
            QTest::keyClick(table, Qt::Key_F2);
            editor = openEditor<QLineEdit>(table);
        }
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        // The view commits once the key has been handled.
        QTRY_VERIFY(!openEditor<QLineEdit>(table));
    }

    // The save's options as they are, without the dialog.
    void skipSaveDialog()
    {
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
    }

    // Enter in a cell editor, and the view's commit after it.
    void commit(QWidget *editor)
    {
        // The delegate may delete the editor on commit.
        const QPointer<QWidget> guard(editor);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(!guard || !guard->isVisible());
    }

    PrioritySpinBox *editPriority(int row)
    {
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(row, SitemapTableModel::PriorityColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        return openEditor<PrioritySpinBox>(table);
    }

    static QByteArray priorities(const QList<const char *> &values)
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        int i = 0;
        for (const char *value : values)
            xml += "  <url><loc>https://www.exemplar.de/p" + QByteArray::number(i++) +
                   "</loc><priority>" + value + "</priority></url>\n";
        return xml + "</urlset>\n";
    }

    bool hasProblem(const QString &rule) const
    {
        QAbstractItemModel *problems = window->problemsDock()->view()->model();
        for (int r = 0; r < problems->rowCount(); ++r) {
            if (problems->index(r, ProblemListModel::RuleColumn).data().toString() == rule)
                return true;
        }
        return false;
    }

    QString countsUrlPart() const
    {
        return window->countsLabel()->text().section(QStringLiteral("  ·  "), 0, 0);
    }

    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiKeepsValues)
#include "tst_gui_keepsvalues.moc"
