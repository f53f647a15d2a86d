// SPDX-License-Identifier: GPL-3.0-or-later
// The editor driven through its real widgets, offscreen: typing into cells
// through each delegate, live flags, undo, the Problems dock, rows, the filter,
// index sets and saving. Questions are pre-answered (MessageBoxes), the save
// dialogs are filled in by a hook; nothing waits on a modal dialog.

#include "editjournal.h"
#include "filespanel.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "priorityspinbox.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "rules.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "sitemapurlmemory.h"
#include "testsupport.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>

#include <memory>

namespace {

QByteArray urlset(const QStringList &urls)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    int i = 0;
    for (const QString &url : urls) {
        xml += "  <url><loc>" + url.toUtf8() + "</loc><lastmod>2024-05-0" +
               QByteArray::number(1 + i % 9) +
               "</lastmod><changefreq>daily</changefreq>"
               "<priority>0.5</priority></url>\n";
        ++i;
    }
    return xml + "</urlset>\n";
}

QStringList numberedUrls(int count)
{
    QStringList urls;
    for (int i = 0; i < count; ++i)
        urls << QStringLiteral("https://www.exemplar.de/page-%1").arg(i);
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

class TestGuiEditor : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
    }

    void init() { startWindow(QSize(), Wait::Active); }

    void cleanup() { closeWindow(); }

    void typedRelativeUrlIsFlaggedAndUndone()
    {
        open(urlset(numberedUrls(3)));
        QTableView *table = window->table();
        const QModelIndex cell = window->model()->index(1, SitemapTableModel::LocColumn);
        QVERIFY(cell.data(SitemapTableModel::SeverityRole).isNull());
        QCOMPARE(window->validator()->count(Severity::Error), 0);

        table->setCurrentIndex(cell);
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        QCOMPARE(editor->text(), QStringLiteral("https://www.exemplar.de/page-1"));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("/relative/page"));
        QTest::keyClick(editor, Qt::Key_Return);

        QTRY_COMPARE(window->document()->value(0, 1, Field::Loc), QStringLiteral("/relative/page"));
        QCOMPARE(cell.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("absolute")));
        QVERIFY(window->isWindowModified());
        // The dock lists it, the status bar counts it.
        QVERIFY(hasProblem(QStringLiteral("loc-not-absolute")));
        QVERIFY(window->countsLabel()->text().contains(QStringLiteral("1 error")));

        QTest::keySequence(window.get(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(window->document()->value(0, 1, Field::Loc),
                 QStringLiteral("https://www.exemplar.de/page-1"));
        QVERIFY(cell.data(SitemapTableModel::SeverityRole).isNull());
        QVERIFY(!hasProblem(QStringLiteral("loc-not-absolute")));
        QVERIFY(!window->isWindowModified());

        QTest::keySequence(window.get(), QKeySequence(QKeySequence::Redo));
        QCOMPARE(window->document()->value(0, 1, Field::Loc), QStringLiteral("/relative/page"));
        QVERIFY(hasProblem(QStringLiteral("loc-not-absolute")));
    }

    void changeFreqComboCommitsValuesAndNotSet()
    {
        open(urlset(numberedUrls(2)));
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(0, SitemapTableModel::ChangeFreqColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *combo = openEditor<QComboBox>(table);
        QVERIFY(combo);
        QCOMPARE(combo->count(), 8);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("daily"));
        QVERIFY(combo->itemData(0).toString().isEmpty());
        // Keyboard search in the closed combo box picks "weekly".
        QTest::keyClicks(combo, QStringLiteral("w"));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("weekly"));
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(window->document()->value(0, 0, Field::ChangeFreq), QStringLiteral("weekly"));

        // "(not set)" removes the element; Tab commits and moves on to the next cell.
        QTest::keyClick(table, Qt::Key_F2);
        combo = openEditor<QComboBox>(table);
        QVERIFY(combo);
        QTest::keyClick(combo, Qt::Key_Home);
        QCOMPARE(combo->currentIndex(), 0);
        QTest::keyClick(combo, Qt::Key_Tab);
        QTRY_VERIFY(!window->document()->entry(0, 0).has(Field::ChangeFreq));
        QCOMPARE(table->currentIndex().column(), int(SitemapTableModel::PriorityColumn));
        QTRY_VERIFY(openEditor<PrioritySpinBox>(table));

        // A value outside the list survives opening and closing the editor.
        window->document()->submit(DocumentEdit::setValue(
            0, 1, Field::ChangeFreq, QStringLiteral("daily"), QStringLiteral("biweekly")));
        QTest::keyClick(openEditor<PrioritySpinBox>(table), Qt::Key_Escape);
        table->setCurrentIndex(window->model()->index(1, SitemapTableModel::ChangeFreqColumn));
        QTest::keyClick(table, Qt::Key_F2);
        combo = openEditor<QComboBox>(table);
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("biweekly"));
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(window->document()->value(0, 1, Field::ChangeFreq),
                     QStringLiteral("biweekly"));
    }

    void prioritySpinBoxCommitsValuesAndNotSet()
    {
        open(urlset(numberedUrls(2)));
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(0, SitemapTableModel::PriorityColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *spin = openEditor<PrioritySpinBox>(table);
        QVERIFY(spin);
        QCOMPARE(spin->value(), QStringLiteral("0.5"));
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.3"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(window->document()->value(0, 0, Field::Priority), QStringLiteral("0.3"));

        QTest::keyClick(table, Qt::Key_F2);
        spin = openEditor<PrioritySpinBox>(table);
        QVERIFY(spin);
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(spin, Qt::Key_Down);
        QCOMPARE(spin->text(), QStringLiteral("not set"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_VERIFY(!window->document()->entry(0, 0).has(Field::Priority));

        // Opening and leaving the editor on a value it cannot show changes nothing.
        window->document()->submit(DocumentEdit::setValue(
            0, 1, Field::Priority, QStringLiteral("0.5"), QStringLiteral("0.55")));
        const int commands = window->undoStack()->count();
        table->setCurrentIndex(window->model()->index(1, SitemapTableModel::PriorityColumn));
        QTest::keyClick(table, Qt::Key_F2);
        spin = openEditor<PrioritySpinBox>(table);
        QVERIFY(spin);
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("0.55"));
        QCOMPARE(window->undoStack()->count(), commands);
    }

    // Undo and Redo name the step they take back or again after a colon, the
    // mnemonic kept; without a step they are plain Undo and Redo.
    void undoRedoNameTheStep()
    {
        open(urlset(numberedUrls(1)));
        QAction *undo = window->findChild<QAction *>(QStringLiteral("actionUndo"));
        QAction *redo = window->findChild<QAction *>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
        QCOMPARE(redo->text(), QStringLiteral("&Redo"));
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(0, SitemapTableModel::PriorityColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *spin = openEditor<PrioritySpinBox>(table);
        QVERIFY(spin);
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.3"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(window->document()->value(0, 0, Field::Priority), QStringLiteral("0.3"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo: Edit priority"));
        QCOMPARE(redo->text(), QStringLiteral("&Redo"));
        undo->trigger();
        QCOMPARE(window->document()->value(0, 0, Field::Priority), QStringLiteral("0.5"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
        QVERIFY(!undo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Redo: Edit priority"));
        QVERIFY(redo->isEnabled());
    }

    void lastModEditorTakesTypedText()
    {
        open(urlset(numberedUrls(1)));
        QTableView *table = window->table();
        table->setCurrentIndex(window->model()->index(0, SitemapTableModel::LastModColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        auto *editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("2024/06/01"));
        QTest::keyClick(editor, Qt::Key_Return);
        const QModelIndex cell = window->model()->index(0, SitemapTableModel::LastModColumn);
        QTRY_COMPARE(window->document()->value(0, 0, Field::LastMod), QStringLiteral("2024/06/01"));
        QCOMPARE(cell.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));

        QTest::keyClick(table, Qt::Key_F2);
        editor = openEditor<QLineEdit>(table);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("2024-06-01"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(cell.data(SitemapTableModel::SeverityRole).isNull());
    }

    void rowsAddDeleteDuplicatePaste()
    {
        open(urlset(numberedUrls(4)));
        QTableView *table = window->table();
        SitemapDocument *doc = window->document();
        QUndoStack *undo = window->undoStack();

        // Delete removes the selected rows (not next to each other), one undo step.
        table->setFocus();
        table->selectionModel()->select(window->model()->index(0, 0), QItemSelectionModel::Select);
        table->selectionModel()->select(window->model()->index(2, 0), QItemSelectionModel::Select);
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(doc->entryCount(0), 2);
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://www.exemplar.de/page-1"));
        undo->undo();
        QCOMPARE(doc->entryCount(0), 4);
        QCOMPARE(doc->value(0, 2, Field::Loc), QStringLiteral("https://www.exemplar.de/page-2"));

        // Duplicate: a copy right after the original, flagged as a duplicate.
        table->clearSelection();
        table->setCurrentIndex(window->model()->index(1, 0));
        QTest::keyClick(table, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(doc->entryCount(0), 5);
        QCOMPARE(doc->value(0, 2, Field::Loc), doc->value(0, 1, Field::Loc));
        QTRY_VERIFY(hasProblem(QStringLiteral("loc-duplicate")));
        undo->undo();
        QTRY_VERIFY(!hasProblem(QStringLiteral("loc-duplicate")));

        // Paste a URL list: one row per line, after the current row.
        QGuiApplication::clipboard()->setText(
            QStringLiteral("https://www.exemplar.de/x\n\n  https://www.exemplar.de/y  \n"));
        table->setCurrentIndex(window->model()->index(3, 0));
        QTest::keyClick(table, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(doc->entryCount(0), 6);
        QCOMPARE(doc->value(0, 4, Field::Loc), QStringLiteral("https://www.exemplar.de/x"));
        QCOMPARE(doc->value(0, 5, Field::Loc), QStringLiteral("https://www.exemplar.de/y"));
        undo->undo();
        QCOMPARE(doc->entryCount(0), 4);

        // Add row: starts from the site of the row above and opens the editor.
        table->setCurrentIndex(window->model()->index(0, 0));
        QTest::keyClick(table, Qt::Key_Insert);
        QCOMPARE(doc->entryCount(0), 5);
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.exemplar.de/"));
        auto *editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        QTest::keyClick(editor, Qt::Key_Escape);
    }

    void bulkSetForSelectedRows()
    {
        open(urlset(numberedUrls(3)));
        QTableView *table = window->table();
        SitemapDocument *doc = window->document();
        table->selectAll();
        window->setFieldOfSelection(Field::ChangeFreq, QStringLiteral("monthly"));
        for (int e = 0; e < 3; ++e)
            QCOMPARE(doc->value(0, e, Field::ChangeFreq), QStringLiteral("monthly"));
        window->setFieldOfSelection(Field::Priority, std::nullopt);
        for (int e = 0; e < 3; ++e)
            QVERIFY(!doc->entry(0, e).has(Field::Priority));
        window->findChild<QAction *>(QStringLiteral("actionLastModToday"))->trigger();
        for (int e = 0; e < 3; ++e)
            QCOMPARE(doc->value(0, e, Field::LastMod), QDate::currentDate().toString(Qt::ISODate));
        // Each bulk action is one undo step.
        window->undoStack()->undo();
        QCOMPARE(doc->value(0, 2, Field::LastMod), QStringLiteral("2024-05-03"));
        window->undoStack()->undo();
        QCOMPARE(doc->value(0, 2, Field::Priority), QStringLiteral("0.5"));
        window->undoStack()->undo();
        QCOMPARE(doc->value(0, 0, Field::ChangeFreq), QStringLiteral("daily"));
        QVERIFY(window->undoStack()->isClean());
    }

    void filterAndProblemsDock()
    {
        QStringList urls = numberedUrls(20);
        urls[13] = QStringLiteral("ftp://www.exemplar.de/file");
        open(urlset(urls));
        QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(window->filterEdit()->hasFocus());
        QTest::keyClicks(window->filterEdit(), QStringLiteral("page-1"));
        QCOMPARE(window->model()->rowCount(), 10); // page-1, page-10 .. page-19 minus 13
        QVERIFY(window->countsLabel()->text().contains(QStringLiteral("10 shown")));
        window->filterEdit()->clear();
        QCOMPARE(window->model()->rowCount(), 20);
        window->problemsOnlyBox()->setChecked(true);
        QCOMPARE(window->model()->rowCount(), 1);
        window->problemsOnlyBox()->setChecked(false);

        // Activating a problem jumps to its cell, even past a filter.
        window->filterEdit()->setText(QStringLiteral("page-2"));
        QTreeView *problems = window->problemsDock()->view();
        QModelIndex row;
        for (int r = 0; r < problems->model()->rowCount(); ++r) {
            const QModelIndex index = problems->model()->index(r, ProblemListModel::RuleColumn);
            if (index.data().toString() == QStringLiteral("loc-scheme"))
                row = index;
        }
        QVERIFY(row.isValid());
        problems->setCurrentIndex(row);
        QTest::keyClick(problems, Qt::Key_Return);
        const QModelIndex current = window->table()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(window->model()->entryAt(current.row()), 13);
        QCOMPARE(current.column(), int(SitemapTableModel::LocColumn));
        QVERIFY(window->filterEdit()->text().isEmpty());

        // Severity toggles hide errors from the list.
        const int shown = problems->model()->rowCount();
        window->problemsDock()->severityToggle(int(Severity::Error))->click();
        QVERIFY(problems->model()->rowCount() < shown);
        window->problemsDock()->severityToggle(int(Severity::Error))->click();
        QCOMPARE(problems->model()->rowCount(), shown);

        // The dock's own filter finds text in the message, the location or the rule,
        // typed over what it held before, and follows an edit while it is set.
        QLineEdit *problemFilter = window->problemsDock()->filterEdit();
        const auto rulesShown = [problems] {
            QStringList rules;
            for (int r = 0; r < problems->model()->rowCount(); ++r)
                rules
                    << problems->model()->index(r, ProblemListModel::RuleColumn).data().toString();
            return rules;
        };
        QTest::keyClicks(problemFilter, QStringLiteral("LOC-SCH"));
        QCOMPARE(rulesShown(), QStringList{QStringLiteral("loc-scheme")});
        problemFilter->selectAll();
        QTest::keyClicks(problemFilter, QStringLiteral("ftp"));
        QVERIFY(!rulesShown().isEmpty());
        for (int r = 0; r < problems->model()->rowCount(); ++r) {
            const QString message =
                problems->model()->index(r, ProblemListModel::MessageColumn).data().toString();
            QVERIFY2(message.contains(QLatin1String("ftp"), Qt::CaseInsensitive),
                     qPrintable(message));
        }
        // Mended while filtered: the row leaves the list.
        QVERIFY(window->model()->setData(window->model()->index(current.row(), current.column()),
                                         QStringLiteral("https://www.exemplar.de/file")));
        QTRY_VERIFY(!rulesShown().contains(QStringLiteral("loc-scheme")));
        problemFilter->clear();
        QVERIFY(problems->model()->rowCount() < shown);
    }

    void indexSetShowsFilesPanel()
    {
        const QString index = TestSupport::writeFile(
            dir->path(), QStringLiteral("sitemap_index.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<sitemap><loc>https://www.exemplar.de/a.xml</loc></sitemap>\n"
            "<sitemap><loc>https://www.exemplar.de/b.xml</loc></sitemap>\n"
            "<sitemap><loc>https://www.exemplar.de/gone.xml</loc></sitemap>\n"
            "</sitemapindex>\n");
        TestSupport::writeFile(dir->path(), QStringLiteral("a.xml"), urlset(numberedUrls(2)));
        TestSupport::writeFile(dir->path(), QStringLiteral("b.xml"),
                               urlset({QStringLiteral("https://www.exemplar.de/b1"),
                                       QStringLiteral("https://www.exemplar.de/b2"),
                                       QStringLiteral("https://www.exemplar.de/b3")}));
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(index));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);
        QCOMPARE(window->model()->rowCount(), 5);
        QVERIFY(window->filesPanel()->isVisible());
        QTreeWidget *tree = window->filesPanel()->tree();
        QStringList names;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            names << tree->topLevelItem(i)->text(0);
        QVERIFY2(names.contains(QStringLiteral("b.xml")), qPrintable(names.join(QLatin1Char(','))));
        QVERIFY2(names.filter(QStringLiteral("gone.xml")).size() == 1,
                 qPrintable(names.join(QLatin1Char(','))));
        // Choosing a file shows its URLs only.
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            if (tree->topLevelItem(i)->text(0) == QStringLiteral("b.xml"))
                tree->setCurrentItem(tree->topLevelItem(i));
        }
        QCOMPARE(window->model()->rowCount(), 3);
        QCOMPARE(tree->findItems(QStringLiteral("b.xml"), Qt::MatchExactly).first()->text(1),
                 QStringLiteral("3"));
    }

    void filesPanelTellsPartsApart()
    {
        // Files named alike but for their end (part-01.xml, part-02.xml), in a name
        // column too narrow for them, as the panel is at 1024 by 640 in German: each
        // is drawn differently, the end kept. Cut in the middle both showed
        // "part….xml".
        TestSupport::writeFile(dir->path(), QStringLiteral("part-01.xml"), urlset(numberedUrls(2)));
        TestSupport::writeFile(dir->path(), QStringLiteral("part-02.xml"), urlset(numberedUrls(3)));
        QVERIFY(
            !openWritten(QStringLiteral("sitemap_index.xml"),
                         "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                         "<sitemap><loc>https://www.exemplar.de/part-01.xml</loc></sitemap>\n"
                         "<sitemap><loc>https://www.exemplar.de/part-02.xml</loc></sitemap>\n"
                         "</sitemapindex>\n")
                 .isEmpty());
        QTreeWidget *tree = window->filesPanel()->tree();
        const auto drawn = [tree](const QString &name) {
            const QList<QTreeWidgetItem *> found = tree->findItems(name, Qt::MatchExactly);
            if (found.size() != 1)
                return QImage();
            const QModelIndex at = tree->indexFromItem(found.first(), 0);
            QStyleOptionViewItem option;
            option.initFrom(tree);
            option.font = tree->font();
            option.fontMetrics = tree->fontMetrics();
            option.textElideMode = tree->textElideMode();
            option.features = QStyleOptionViewItem::HasDisplay;
            const int width = tree->fontMetrics().horizontalAdvance(QStringLiteral("part….xml"));
            option.rect = QRect(0, 0, width, tree->fontMetrics().height() + 4);
            QImage image(option.rect.size(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            tree->itemDelegateForIndex(at)->paint(&painter, option, at);
            return image;
        };
        const QImage first = drawn(QStringLiteral("part-01.xml"));
        const QImage second = drawn(QStringLiteral("part-02.xml"));
        QVERIFY(!first.isNull() && !second.isNull());
        QVERIFY(first != second);
    }

    void sitemapUrlFeedsTheValidator()
    {
        // Two URLs on another host than the third: without the sitemap's own URL the
        // majority host decides which is out of place.
        open(urlset({QStringLiteral("https://www.exemplar.de/page"),
                     QStringLiteral("https://other.exemplar.de/a"),
                     QStringLiteral("https://other.exemplar.de/b")}));
        QVERIFY(hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(!hasRule(0, 1, RuleId::LocHostMismatch));

        // Set through the File menu: now the sitemap's own host decides.
        auto *action = window->findChild<QAction *>(QStringLiteral("actionSitemapUrl"));
        QVERIFY(action);
        bool answered = false;
        QTimer::singleShot(0, this, [&answered] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->setTextValue(QStringLiteral("https://www.exemplar.de/sitemap.xml"));
            dialog->accept();
            answered = true;
        });
        action->trigger();
        QVERIFY(answered);
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.exemplar.de/sitemap.xml"));
        QCOMPARE(window->document()->file(0).ownUrl,
                 QStringLiteral("https://www.exemplar.de/sitemap.xml"));
        QVERIFY(!hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(hasRule(0, 1, RuleId::LocHostMismatch));
        QVERIFY(hasRule(0, 2, RuleId::LocHostMismatch));
        QVERIFY(hasProblem(QStringLiteral("loc-host-mismatch")));
        const QModelIndex cell =
            window->model()->index(window->model()->rowOf(0, 1), SitemapTableModel::LocColumn);
        QCOMPARE(cell.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));

        // A folder URL: the file's own URL is the folder plus its name, and a URL
        // above that folder is outside it.
        window->setSitemapUrl(QStringLiteral("https://www.exemplar.de/shop/"));
        QCOMPARE(window->document()->file(0).ownUrl,
                 QStringLiteral("https://www.exemplar.de/shop/site.xml"));
        QVERIFY(hasRule(0, 0, RuleId::LocOutsidePath));
        QVERIFY(hasProblem(QStringLiteral("loc-outside-path")));

        // The save dialog's base URL is the same setting.
        const QString target = dir->filePath(QStringLiteral("served.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        QString offered;
        window->setSaveDialogHook([&offered](SaveOptionsDialog *dialog) {
            offered = dialog->baseUrlEdit()->text();
            dialog->baseUrlEdit()->setText(QStringLiteral("https://other.exemplar.de/"));
            return true;
        });
        // www.exemplar.de/page is on another host than that now: an error the save
        // asks about (cancelled here).
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!saveEnded(*window, window->saveAs()));
        QCOMPARE(offered, QStringLiteral("https://www.exemplar.de/shop/"));
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://other.exemplar.de/"));
        QCOMPARE(window->document()->file(0).ownUrl,
                 QStringLiteral("https://other.exemplar.de/served.xml"));
        QVERIFY(hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(!hasRule(0, 1, RuleId::LocHostMismatch));
        QVERIFY(!hasRule(0, 0, RuleId::LocOutsidePath));

        // Empty: unknown again, the majority decides.
        window->setSitemapUrl(QString());
        QVERIFY(window->document()->file(0).ownUrl.isEmpty());
        QVERIFY(hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(!hasRule(0, 1, RuleId::LocHostMismatch));
    }

    void sitemapUrlGivesIndexChildrenTheirUrls()
    {
        openIndexSet();
        const SitemapDocument *doc = window->document();
        const int a = fileNamed(QStringLiteral("a.xml"));
        QVERIFY(a > 0);
        QVERIFY(!hasRule(a, 0, RuleId::LocOutsidePath));
        window->setSitemapUrl(QStringLiteral("https://www.exemplar.de/maps/sitemap_index.xml"));
        QCOMPARE(doc->file(0).ownUrl,
                 QStringLiteral("https://www.exemplar.de/maps/sitemap_index.xml"));
        QCOMPARE(doc->file(a).ownUrl, QStringLiteral("https://www.exemplar.de/maps/a.xml"));
        // a.xml's URLs are at the root, above the folder its own URL is in.
        QVERIFY(hasRule(a, 0, RuleId::LocOutsidePath));
        window->setSitemapUrl(QStringLiteral("https://www.example.org/"));
        QCOMPARE(doc->file(a).ownUrl, QStringLiteral("https://www.example.org/a.xml"));
        QVERIFY(hasRule(a, 0, RuleId::LocHostMismatch));
    }

    void sitemapUrlIsRememberedPerFile()
    {
        // As in sitemapUrlFeedsTheValidator: the majority host is other.exemplar.de.
        open(urlset({QStringLiteral("https://www.exemplar.de/page"),
                     QStringLiteral("https://other.exemplar.de/a"),
                     QStringLiteral("https://other.exemplar.de/b")}));
        const QString path = window->currentPath();
        QVERIFY(hasRule(0, 0, RuleId::LocHostMismatch));
        window->setSitemapUrl(QStringLiteral("https://www.exemplar.de/sitemap.xml"));
        QVERIFY(hasRule(0, 1, RuleId::LocHostMismatch));

        // The next session opens the same file: judged against that URL at once.
        reopen(path);
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.exemplar.de/sitemap.xml"));
        QCOMPARE(window->document()->file(0).ownUrl,
                 QStringLiteral("https://www.exemplar.de/sitemap.xml"));
        QVERIFY(!hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(hasRule(0, 1, RuleId::LocHostMismatch));
        QVERIFY2(
            window->statusText().contains(QStringLiteral("https://www.exemplar.de/sitemap.xml")),
            qPrintable(window->statusText()));

        // Another file knows nothing of it.
        const QString other = TestSupport::writeFile(dir->path(), QStringLiteral("other.xml"),
                                                     urlset(numberedUrls(2)));
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(other));
        QVERIFY(loaded.wait(10000));
        QVERIFY(window->sitemapUrl().isEmpty());
        QVERIFY(window->document()->file(0).ownUrl.isEmpty());

        // Cleared: forgotten, the majority decides again next time.
        reopen(path);
        window->setSitemapUrl(QString());
        reopen(path);
        QVERIFY(window->sitemapUrl().isEmpty());
        QVERIFY(window->document()->file(0).ownUrl.isEmpty());
        QVERIFY(hasRule(0, 0, RuleId::LocHostMismatch));
        QVERIFY(!hasRule(0, 1, RuleId::LocHostMismatch));

        // Saved with a base URL (the save dialog): remembered for the file written
        // (without www.exemplar.de/page, on another host than that).
        const QString target = dir->filePath(QStringLiteral("served.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->baseUrlEdit()->setText(QStringLiteral("https://other.exemplar.de/"));
            return true;
        });
        MessageBoxes::setNextAnswer(QMessageBox::Ignore);
        QVERIFY(saveEnded(*window, window->saveAs()));
        reopen(target);
        QCOMPARE(window->document()->entryCount(0), 2);
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://other.exemplar.de/"));
        QCOMPARE(window->document()->file(0).ownUrl,
                 QStringLiteral("https://other.exemplar.de/served.xml"));

        // An index set's children get their URLs from it too.
        openIndexSet();
        window->setSitemapUrl(QStringLiteral("https://www.exemplar.de/"));
        reopen(window->currentPath());
        const int a = fileNamed(QStringLiteral("a.xml"));
        QVERIFY(a > 0);
        QCOMPARE(window->document()->file(a).ownUrl,
                 QStringLiteral("https://www.exemplar.de/a.xml"));

        // Only the most recent files are kept.
        for (int i = 0; i < SitemapUrlMemory::MaxFiles; ++i)
            SitemapUrlMemory::remember(dir->filePath(QStringLiteral("f%1.xml").arg(i)),
                                       QStringLiteral("https://www.exemplar.de/"));
        QVERIFY(SitemapUrlMemory::recall(target).isEmpty());
        QCOMPARE(SitemapUrlMemory::recall(dir->filePath(QStringLiteral("f0.xml"))),
                 QStringLiteral("https://www.exemplar.de/"));
    }

    void fileProblemSelectsItsFile()
    {
        openIndexSet();
        const int b = fileNamed(QStringLiteral("b.xml"));
        QVERIFY(b > 0);
        QTreeView *problems = window->problemsDock()->view();
        QModelIndex row;
        for (int r = 0; r < problems->model()->rowCount(); ++r) {
            const QModelIndex index = problems->model()->index(r, ProblemListModel::RuleColumn);
            if (index.data().toString() == QStringLiteral("namespace-legacy"))
                row = index;
        }
        QVERIFY(row.isValid());
        QCOMPARE(row.data(ProblemListModel::EntryRole).toInt(), -1);
        QCOMPARE(row.data(ProblemListModel::FileRole).toInt(), b);
        problems->setFocus();
        problems->setCurrentIndex(row);
        QTest::keyClick(problems, Qt::Key_Return);
        QTreeWidget *tree = window->filesPanel()->tree();
        QVERIFY(tree->currentItem());
        QCOMPARE(tree->currentItem()->text(0), QStringLiteral("b.xml"));
        QCOMPARE(window->model()->fileScope(), b);
        QCOMPARE(window->model()->rowCount(), 3);
        QVERIFY(window->table()->isColumnHidden(SitemapTableModel::FileColumn));

        // A problem of an entry in another file shows all files, and the Files panel
        // says so (choosing b.xml again then narrows the table again).
        const int a = fileNamed(QStringLiteral("a.xml"));
        window->document()->apply(
            DocumentEdit::setValue(a, 0, Field::Priority, std::nullopt, QStringLiteral("2.0")));
        QModelIndex bad;
        for (int r = 0; r < problems->model()->rowCount(); ++r) {
            const QModelIndex index = problems->model()->index(r, ProblemListModel::RuleColumn);
            if (index.data(ProblemListModel::FileRole).toInt() == a &&
                index.data(ProblemListModel::EntryRole).toInt() == 0)
                bad = index;
        }
        QVERIFY(bad.isValid());
        problems->setCurrentIndex(bad);
        QTest::keyClick(problems, Qt::Key_Return);
        QCOMPARE(window->model()->fileScope(), -1);
        QVERIFY(tree->currentItem());
        QCOMPARE(tree->currentItem()->data(0, Qt::UserRole + 1).toInt(), -1);
        QVERIFY(!window->table()->isColumnHidden(SitemapTableModel::FileColumn));
        tree->setCurrentItem(tree->findItems(QStringLiteral("b.xml"), Qt::MatchExactly).first());
        QCOMPARE(window->model()->fileScope(), b);
        QCOMPARE(window->model()->rowCount(), 3);
    }

    void duplicateProblemGoesToTheFirstCopy()
    {
        open(urlset({QStringLiteral("https://www.exemplar.de/a"),
                     QStringLiteral("https://www.exemplar.de/b"),
                     QStringLiteral("https://www.exemplar.de/a")}));
        QTreeView *problems = window->problemsDock()->view();
        QAction *related = window->problemsDock()->relatedAction();
        QModelIndex duplicate;
        for (int r = 0; r < problems->model()->rowCount(); ++r) {
            const QModelIndex index = problems->model()->index(r, ProblemListModel::RuleColumn);
            if (index.data().toString() == QStringLiteral("loc-duplicate"))
                duplicate = index;
            else if (!duplicate.isValid())
                problems->setCurrentIndex(index);
        }
        QVERIFY(duplicate.isValid());
        QCOMPARE(duplicate.data(ProblemListModel::EntryRole).toInt(), 2);
        problems->setCurrentIndex(duplicate);
        QVERIFY(related->isEnabled());
        // Enter shows the duplicate itself; Alt+Return the first copy.
        problems->setFocus();
        QTest::keyClick(problems, Qt::Key_Return);
        QCOMPARE(window->model()->entryAt(window->table()->currentIndex().row()), 2);
        problems->setFocus();
        QTest::keyClick(problems, Qt::Key_Return, Qt::AltModifier);
        QCOMPARE(window->model()->entryAt(window->table()->currentIndex().row()), 0);
        QCOMPARE(window->table()->currentIndex().column(), int(SitemapTableModel::LocColumn));
    }

    void saveDialogWritesSplitFiles()
    {
        open(urlset(numberedUrls(25)));
        const QString target = dir->filePath(QStringLiteral("out.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        bool dialogShown = false;
        window->setSaveDialogHook([&dialogShown](SaveOptionsDialog *dialog) {
            dialogShown = true;
            dialog->maxUrlsBox()->selectAll();
            QTest::keyClicks(dialog->maxUrlsBox(), QStringLiteral("10"));
            QTest::keyClicks(dialog->baseUrlEdit(), QStringLiteral("https://www.exemplar.de/"));
            dialog->updatePlan();
            if (!dialog->planLabel()->text().contains(QStringLiteral("out-3.xml")))
                qWarning("plan: %s", qPrintable(dialog->planLabel()->text()));
            return true;
        });
        // Modify, so that a save is due.
        window->table()->setCurrentIndex(
            window->model()->index(0, SitemapTableModel::PriorityColumn));
        window->setFieldOfSelection(Field::Priority, QStringLiteral("0.9"));
        QVERIFY(window->isWindowModified());
        QVERIFY(saveEnded(*window, window->saveAs()));
        QVERIFY(dialogShown);
        QVERIFY(!window->isWindowModified());
        for (const char *name : {"out.xml", "out-1.xml", "out-2.xml", "out-3.xml"})
            QVERIFY2(QFile::exists(dir->filePath(QLatin1String(name))), name);
        QFile index(target);
        QVERIFY(index.open(QIODevice::ReadOnly));
        const QByteArray xml = index.readAll();
        QVERIFY(xml.contains("<sitemapindex"));
        QCOMPARE(xml.count("<sitemap>"), 3);
        QVERIFY(xml.contains("https://www.exemplar.de/out-2.xml"));
        QFile part(dir->filePath(QStringLiteral("out-1.xml")));
        QVERIFY(part.open(QIODevice::ReadOnly));
        const QByteArray partXml = part.readAll();
        QCOMPARE(partXml.count("<url>"), 10);
        QVERIFY(partXml.contains("<priority>0.9</priority>"));

        // The window goes on with the set it wrote: the index and its three parts.
        QTRY_VERIFY(!window->isLoading());
        QCOMPARE(window->document()->fileCount(), 4);
        QVERIFY(window->document()->file(0).isIndex());
        QCOMPARE(window->document()->totalEntryCount(), qint64(3 + 25));
        QVERIFY(window->filesPanel()->isVisible());
        QCOMPARE(window->currentPath(), target);
        QVERIFY(!window->isWindowModified());
        QVERIFY2(window->statusText().contains(QStringLiteral("out.xml")),
                 qPrintable(window->statusText()));
    }

    void saveDialogRefusesABadStylesheetUrl()
    {
        // A stylesheet URL no save takes (PROTOCOL.md section 6.1): the dialog says why
        // and offers no Save until it is one.
        open(urlset(numberedUrls(2)));
        const QString target = dir->filePath(QStringLiteral("styled.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        bool refused = false;
        bool acceptedAgain = false;
        QString said;
        window->setSaveDialogHook([&](SaveOptionsDialog *dialog) {
            QTest::keyClicks(dialog->stylesheetUrlEdit(), QStringLiteral("javascript:alert(1)"));
            dialog->updatePlan();
            refused = !dialog->saveButton()->isEnabled();
            said = dialog->planLabel()->text();
            dialog->stylesheetUrlEdit()->clear();
            QTest::keyClicks(dialog->stylesheetUrlEdit(), QStringLiteral("style/sitemap.xsl"));
            dialog->updatePlan();
            acceptedAgain = dialog->saveButton()->isEnabled();
            dialog->stylesheetUrlEdit()->setText(QStringLiteral("a\x01.xsl"));
            dialog->updatePlan();
            refused = refused && !dialog->saveButton()->isEnabled() &&
                      dialog->planLabel()->text().contains(QStringLiteral("control character"));
            return false;
        });
        QVERIFY(!window->saveAs());
        QVERIFY(refused);
        QVERIFY2(said.contains(QStringLiteral("http or https URL or a relative reference")),
                 qPrintable(said));
        QVERIFY(acceptedAgain);
        QVERIFY(!QFile::exists(target));
    }

    void saveAsksAboutEntriesWithErrors()
    {
        QStringList urls = numberedUrls(3);
        urls[1] = QStringLiteral("/relative");
        open(urlset(urls));
        const QString target = dir->filePath(QStringLiteral("fixed.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });

        // Fix them: nothing is written, the table shows the first one.
        MessageBoxes::setNextAnswer(QMessageBox::Retry);
        QVERIFY(!saveEnded(*window, window->saveAs()));
        QVERIFY(!QFile::exists(target));
        QCOMPARE(window->model()->entryAt(window->table()->currentIndex().row()), 1);
        window->problemsOnlyBox()->setChecked(false);

        // Cancel: nothing written.
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!saveEnded(*window, window->saveAs()));
        QVERIFY(!QFile::exists(target));

        // Exclude: written without the entry.
        MessageBoxes::setNextAnswer(QMessageBox::Ignore);
        QVERIFY(saveEnded(*window, window->saveAs()));
        QFile file(target);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray xml = file.readAll();
        QCOMPARE(xml.count("<url>"), 2);
        QVERIFY(!xml.contains("/relative"));
    }

    void documentIsReadOnlyWhileSaving()
    {
        open(urlset(numberedUrls(20)));
        const QString target = dir->filePath(QStringLiteral("saved.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        // Typed into a cell and not confirmed yet: the save takes it.
        QTableView *table = window->table();
        const QModelIndex loc = window->model()->index(3, SitemapTableModel::LocColumn);
        table->setCurrentIndex(loc);
        table->edit(loc);
        auto *editor = openEditor<QLineEdit>(table);
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("https://www.exemplar.de/typed"));

        // While the writer runs, every way to change the document is refused, and a
        // close waits for the save.
        bool sawSave = false;
        connect(window.get(), &MainWindow::saveStarted, this, [&] {
            sawSave = true;
            QVERIFY(window->isSaving());
            for (const char *name :
                 {"actionSave", "actionSaveAs", "actionNew", "actionOpen", "actionUndo",
                  "actionAddRow", "actionPasteUrls", "actionSitemapUrl"})
                QVERIFY2(!window->findChild<QAction *>(QLatin1String(name))->isEnabled(), name);
            QCOMPARE(table->editTriggers(), QAbstractItemView::NoEditTriggers);
            QVERIFY(table->isEnabled()); // still there to look through
            const int commands = window->undoStack()->count();
            window->model()->setData(window->model()->index(0, SitemapTableModel::LocColumn),
                                     QStringLiteral("https://www.exemplar.de/during"));
            table->setCurrentIndex(window->model()->index(1, SitemapTableModel::PriorityColumn));
            window->setFieldOfSelection(Field::Priority, QStringLiteral("0.1"));
            window->pasteUrls(QStringLiteral("https://www.exemplar.de/pasted"));
            window->addRow();
            window->deleteSelectedRows();
            window->setSitemapUrl(QStringLiteral("https://www.exemplar.de/"));
            QVERIFY(!window->openFile(target));
            QCOMPARE(window->undoStack()->count(), commands);
            QCOMPARE(window->document()->entryCount(0), 20);
            QCOMPARE(window->document()->value(0, 0, Field::Loc),
                     QStringLiteral("https://www.exemplar.de/page-0"));
            QCOMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("0.5"));
            QVERIFY(window->sitemapUrl().isEmpty());
            QVERIFY(!window->close());
            QVERIFY(window->isVisible());
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        QVERIFY(sawSave);
        QVERIFY(!window->isSaving());
        QVERIFY(window->findChild<QAction *>(QStringLiteral("actionSave"))->isEnabled());
        QCOMPARE(table->editTriggers() & QAbstractItemView::DoubleClicked,
                 QAbstractItemView::DoubleClicked);
        const QByteArray xml = readAll(target);
        QCOMPARE(xml.count("<url>"), 20);
        QVERIFY(xml.contains("<loc>https://www.exemplar.de/typed</loc>"));
        QVERIFY(!xml.contains("during"));
        QVERIFY(!xml.contains("pasted"));
        QVERIFY(xml.contains("<loc>https://www.exemplar.de/page-0</loc>"));
        // The close asked for during the save happens now that it is done.
        QTRY_VERIFY(!window->isVisible());
    }

    void unsavedChangesAreAskedAbout()
    {
        open(urlset(numberedUrls(2)));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->setFieldOfSelection(Field::ChangeFreq, QStringLiteral("never"));
        const QString other = TestSupport::writeFile(dir->path(), QStringLiteral("other.xml"),
                                                     urlset(numberedUrls(5)));
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window->openFile(other));
        QCOMPARE(window->document()->entryCount(0), 2);
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(other));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->document()->entryCount(0), 5);
        QVERIFY(window->windowTitle().startsWith(QStringLiteral("other.xml")));

        // Closing asks too.
        window->setFieldOfSelection(Field::ChangeFreq, QStringLiteral("never"));
        window->table()->setCurrentIndex(window->model()->index(0, 0));
        window->setFieldOfSelection(Field::ChangeFreq, QStringLiteral("never"));
        QVERIFY(window->isWindowModified());
        MessageBoxes::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window->close());
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QVERIFY(window->close());
    }

    void malformedFileAsksBeforeOverwrite()
    {
        const QString path = TestSupport::writeFile(
            dir->path(), QStringLiteral("broken.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<url><loc>https://www.exemplar.de/a</loc></url>\n"
            "<url><loc>https://www.exemplar.de/b?x=1&y=2</loc></url>\n"
            "<url><loc>https://www.exemplar.de/c</loc></url>\n"
            "</urlset>\n");
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(path));
        QVERIFY(loaded.wait(10000));
        QVERIFY(hasProblem(QStringLiteral("xml-malformed")));
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        const QByteArray before = readAll(path);
        MessageBoxes::setAutoAnswer(QMessageBox::Cancel);
        QVERIFY(!saveEnded(*window, window->save()));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        QCOMPARE(readAll(path), before);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(saveEnded(*window, window->save()));
        QVERIFY(readAll(path).contains("https://www.exemplar.de/a"));
        QVERIFY(!readAll(path).contains("/c<"));
    }

    void droppedFileOpens()
    {
        const QString path = TestSupport::writeFile(dir->path(), QStringLiteral("dropped.xml"),
                                                    urlset(numberedUrls(7)));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window.get(), &drop);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->document()->entryCount(0), 7);
        QCOMPARE(QFileInfo(window->currentPath()).fileName(), QStringLiteral("dropped.xml"));
    }

    void unsavedEditsAreRecoveredAfterACrash()
    {
        QDir(window->journal()->directory()).removeRecursively();
        open(urlset(numberedUrls(3)));
        const QString path = window->currentPath();
        window->table()->setCurrentIndex(
            window->model()->index(1, SitemapTableModel::ChangeFreqColumn));
        window->setFieldOfSelection(Field::ChangeFreq, QStringLiteral("yearly"));
        window->setFieldOfSelection(Field::Priority, QStringLiteral("0.1"));
        window->undoStack()->undo(); // the journal holds the edits in the order applied
        QVERIFY(window->journal()->flush());
        // A crash: the window goes without being closed.
        window.reset();

        window = std::make_unique<MainWindow>();
        window->show();
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        MessageBoxes::setNextAnswer(QMessageBox::Yes);
        QVERIFY(window->offerRecovery());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window->currentPath(), path);
        QCOMPARE(window->document()->value(0, 1, Field::ChangeFreq), QStringLiteral("yearly"));
        QCOMPARE(window->document()->value(0, 1, Field::Priority), QStringLiteral("0.5"));
        QVERIFY(window->isWindowModified());

        // Closing without saving throws the journal away: nothing is offered next time.
        MessageBoxes::setNextAnswer(QMessageBox::Discard);
        QVERIFY(window->close());
        window = std::make_unique<MainWindow>();
        QVERIFY(!window->offerRecovery());
    }

    void cancelledLoadKeepsTheDocument()
    {
        QStringList urls = numberedUrls(200000);
        const QString path =
            TestSupport::writeFile(dir->path(), QStringLiteral("big.xml"), urlset(urls));
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(path));
        QVERIFY(window->isLoading());
        window->cancelLoading();
        QCOMPARE(loaded.count(), 1);
        if (loaded.first().first().toBool())
            QSKIP("the file loaded before the cancel arrived");
        QCOMPARE(window->document()->entryCount(0), 0);
        QVERIFY(!window->isLoading());
    }

private:
    // Closes the window and opens path in a new one, as the next session would.
    void reopen(const QString &path)
    {
        MessageBoxes::setAutoAnswer(QMessageBox::Discard);
        window->close();
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        window = std::make_unique<MainWindow>();
        window->show();
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(path));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);
    }

    void open(const QByteArray &xml) { openWritten(QStringLiteral("site.xml"), xml); }

    // An index with a.xml (2 URLs), b.xml (3 URLs, old namespace) and a missing gone.xml.
    void openIndexSet()
    {
        const QString index = TestSupport::writeFile(
            dir->path(), QStringLiteral("sitemap_index.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<sitemap><loc>https://www.exemplar.de/a.xml</loc></sitemap>\n"
            "<sitemap><loc>https://www.exemplar.de/b.xml</loc></sitemap>\n"
            "<sitemap><loc>https://www.exemplar.de/gone.xml</loc></sitemap>\n"
            "</sitemapindex>\n");
        TestSupport::writeFile(dir->path(), QStringLiteral("a.xml"), urlset(numberedUrls(2)));
        QByteArray legacy = urlset({QStringLiteral("https://www.exemplar.de/b1"),
                                    QStringLiteral("https://www.exemplar.de/b2"),
                                    QStringLiteral("https://www.exemplar.de/b3")});
        legacy.replace("http://www.sitemaps.org/schemas/sitemap/0.9",
                       "http://www.google.com/schemas/sitemap/0.84");
        TestSupport::writeFile(dir->path(), QStringLiteral("b.xml"), legacy);
        QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
        QVERIFY(window->openFile(index));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);
        QVERIFY(window->filesPanel()->isVisible());
    }

    int fileNamed(const QString &name) const
    {
        const SitemapDocument *doc = window->document();
        for (int f = 0; f < doc->fileCount(); ++f) {
            if (QFileInfo(doc->file(f).path).fileName() == name)
                return f;
        }
        return -1;
    }

    bool hasRule(int file, int entry, RuleId rule) const
    {
        return window->validator()->entryRuleMask(file, entry).has(rule);
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

    static QByteArray readAll(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiEditor)
#include "tst_gui_editor.moc"
