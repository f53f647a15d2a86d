// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowactions.h"

#include "comparedock.h"
#include "csvimportdialog.h"
#include "documentsession.h"
#include "entrydetailsdock.h"
#include "entrytable.h"
#include "filecontroller.h"
#include "filespanel.h"
#include "findreplacedialog.h"
#include "folderimportdialog.h"
#include "mainwindow.h"
#include "openurlcontroller.h"
#include "overviewdock.h"
#include "problemsdock.h"
#include "recentfilesmenu.h"
#include "rowedits.h"
#include "shownrowsexport.h"
#include "sitemaptablemodel.h"
#include "undoactions.h"
#include "webauditcontroller.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

WindowActions::WindowActions(MainWindow *window, FileController *files, RowEdits *edits,
                             ShownRowsExport *shownRowsExport, EntryTable *table)
    : QObject(window), m_window(window), m_files(files), m_edits(edits),
      m_shownRowsExport(shownRowsExport), m_table(table)
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createToolsAndHelpMenus();
    createToolBar();
}

QAction *WindowActions::makeAction(const QString &text, const char *name,
                                   const QKeySequence &shortcut, QStyle::StandardPixmap icon)
{
    auto *action = new QAction(text, m_window);
    action->setObjectName(QLatin1String(name));
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    if (icon != QStyle::SP_CustomBase)
        action->setIcon(m_window->style()->standardIcon(icon));
    return action;
}

void WindowActions::tableOnly(QAction *action)
{
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(action);
}

void WindowActions::createFileMenu()
{
    QMenu *fileMenu = m_window->menuBar()->addMenu(tr("&File"));
    m_newAction = makeAction(tr("&New"), "actionNew", QKeySequence::New, QStyle::SP_FileIcon);
    connect(m_newAction, &QAction::triggered, m_files, &FileController::askNewDocument);
    m_openAction =
        makeAction(tr("&Open…"), "actionOpen", QKeySequence::Open, QStyle::SP_DialogOpenButton);
    connect(m_openAction, &QAction::triggered, m_files, &FileController::open);
    m_saveAction =
        makeAction(tr("&Save"), "actionSave", QKeySequence::Save, QStyle::SP_DialogSaveButton);
    connect(m_saveAction, &QAction::triggered, m_files, [this] { m_files->save(); });
    m_saveAsAction = makeAction(tr("Save &As…"), "actionSaveAs", QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, m_files, [this] { m_files->saveAs(); });
    m_sitemapUrlAction = makeAction(tr("Si&temap URL…"), "actionSitemapUrl");
    m_sitemapUrlAction->setStatusTip(
        tr("Where the sitemap is served; URLs on other hosts or outside its folder are flagged"));
    connect(m_sitemapUrlAction, &QAction::triggered, m_files, &FileController::askSitemapUrl);
    m_revertAction = makeAction(tr("Re&vert"), "actionRevert");
    m_revertAction->setStatusTip(tr("Load the file again from disk, without the unsaved changes"));
    connect(m_revertAction, &QAction::triggered, m_files, &FileController::revert);
    m_closeAction = makeAction(tr("&Close"), "actionCloseDocument", QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Close the document and start an empty one"));
    connect(m_closeAction, &QAction::triggered, m_files, &FileController::closeDocument);
    QAction *quitAction = makeAction(tr("&Quit"), "actionQuit", QKeySequence::Quit);
    connect(quitAction, &QAction::triggered, m_window, &QWidget::close);
    fileMenu->addAction(m_newAction);
    fileMenu->addAction(m_openAction);
    fileMenu->addAction(m_window->openUrlController()->action());
    m_recentMenu = new RecentFilesMenu(fileMenu);
    fileMenu->addMenu(m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, m_files, &FileController::openFile);
    connect(m_files, &FileController::recentFileUsed, m_recentMenu, &RecentFilesMenu::add);
    fileMenu->addSeparator();
    fileMenu->addAction(m_saveAction);
    fileMenu->addAction(m_saveAsAction);
    fileMenu->addAction(m_revertAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_sitemapUrlAction);
    fileMenu->addAction(m_window->compareDock()->compareAction());
    fileMenu->addSeparator();
    QAction *importCsvAction = makeAction(tr("&Import CSV…"), "actionImportCsv");
    importCsvAction->setStatusTip(
        tr("Add rows or update rows with the same URL from a CSV file or a list of URLs"));
    connect(importCsvAction, &QAction::triggered, m_window, [this] {
        if (!m_window->session()->refuseWhileSaving())
            CsvImportDialog::openFor(m_window);
    });
    QAction *exportCsvAction = makeAction(tr("&Export Shown Rows as CSV…"), "actionExportCsv");
    exportCsvAction->setStatusTip(
        tr("The rows the table shows, filtered and sorted as shown, as a CSV file"));
    connect(exportCsvAction, &QAction::triggered, m_shownRowsExport,
            [this] { m_shownRowsExport->ask(m_window->session()->path()); });
    fileMenu->addAction(importCsvAction);
    fileMenu->addAction(exportCsvAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_closeAction);
    fileMenu->addAction(quitAction);
}

void WindowActions::createEditMenu()
{
    QMenu *editMenu = m_window->menuBar()->addMenu(tr("&Edit"));
    QUndoStack *undo = m_window->undoStack();
    m_undoAction = UndoActions::createUndo(undo, m_window);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setIcon(m_window->style()->standardIcon(QStyle::SP_ArrowBack));
    m_redoAction = UndoActions::createRedo(undo, m_window);
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setIcon(m_window->style()->standardIcon(QStyle::SP_ArrowForward));
    editMenu->addAction(m_undoAction);
    editMenu->addAction(m_redoAction);
    editMenu->addSeparator();

    QAction *copyAction = makeAction(tr("&Copy"), "actionCopy", QKeySequence::Copy);
    tableOnly(copyAction);
    connect(copyAction, &QAction::triggered, m_edits, &RowEdits::copySelection);
    QAction *pasteAction = makeAction(tr("&Paste Rows"), "actionPasteUrls", QKeySequence::Paste);
    pasteAction->setToolTip(tr("Add one row per line of the clipboard: a URL, or the values "
                               "as Copy gives them, separated by tabs"));
    tableOnly(pasteAction);
    connect(pasteAction, &QAction::triggered, m_edits, &RowEdits::pasteClipboard);
    editMenu->addAction(copyAction);
    editMenu->addAction(pasteAction);
    editMenu->addSeparator();

    m_addAction = makeAction(tr("&Add Row"), "actionAddRow", QKeySequence(Qt::Key_Insert),
                             QStyle::SP_FileDialogNewFolder);
    tableOnly(m_addAction);
    connect(m_addAction, &QAction::triggered, m_edits, &RowEdits::addRow);
    QAction *duplicateAction = makeAction(tr("Dupl&icate Rows"), "actionDuplicateRows",
                                          QKeySequence(Qt::CTRL | Qt::Key_D));
    tableOnly(duplicateAction);
    connect(duplicateAction, &QAction::triggered, m_edits, &RowEdits::duplicateSelectedRows);
    m_deleteAction = makeAction(tr("&Delete Rows"), "actionDeleteRows", QKeySequence::Delete,
                                QStyle::SP_TrashIcon);
    tableOnly(m_deleteAction);
    connect(m_deleteAction, &QAction::triggered, m_edits, &RowEdits::deleteSelectedRows);
    editMenu->addAction(m_addAction);
    editMenu->addAction(duplicateAction);
    editMenu->addAction(m_deleteAction);
    editMenu->addSeparator();

    QMenu *freqMenu = addFieldMenu(editMenu, tr("Set C&hange Frequency"), "menuSetChangeFreq",
                                   Field::ChangeFreq, SitemapTableModel::changeFreqValues());
    QStringList priorities;
    for (int tenth = 10; tenth >= 0; --tenth)
        priorities << QString::number(tenth / 10.0, 'f', 1);
    QMenu *priorityMenu =
        addFieldMenu(editMenu, tr("Set Priorit&y"), "menuSetPriority", Field::Priority, priorities);
    QAction *lastModAction = makeAction(tr("Set &Last Modified…"), "actionSetLastMod");
    connect(lastModAction, &QAction::triggered, m_edits, &RowEdits::askLastMod);
    QAction *todayAction = makeAction(tr("Set Last Modified to &Today"), "actionLastModToday",
                                      QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(todayAction, &QAction::triggered, m_edits, &RowEdits::setLastModToday);
    editMenu->addAction(lastModAction);
    editMenu->addAction(todayAction);
    editMenu->addSeparator();
    QAction *findAction = makeAction(tr("&Find…"), "actionFind", QKeySequence::Find);
    connect(findAction, &QAction::triggered, m_window, [this] {
        m_window->filterEdit()->setFocus(Qt::ShortcutFocusReason);
        m_window->filterEdit()->selectAll();
    });
    editMenu->addAction(findAction);
    QAction *replaceAction = makeAction(tr("Find and Replac&e…"), "actionFindReplace",
                                        QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(replaceAction, &QAction::triggered, m_window, [this] {
        auto *dialog = m_window->findChild<FindReplaceDialog *>();
        if (!dialog)
            dialog = new FindReplaceDialog(m_window);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    editMenu->addAction(replaceAction);
    QAction *folderAction = makeAction(tr("Add Pages from F&older…"), "actionPagesFromFolder");
    connect(folderAction, &QAction::triggered, m_window,
            [this] { FolderImportDialog::openFor(m_window, true); });
    QAction *filesLastModAction =
        makeAction(tr("Set Last Modified from File&s…"), "actionLastModFromFiles");
    connect(filesLastModAction, &QAction::triggered, m_window,
            [this] { FolderImportDialog::openFor(m_window, false); });
    editMenu->addAction(folderAction);
    editMenu->addAction(filesLastModAction);
    m_editActions = {copyAction,
                     pasteAction,
                     m_addAction,
                     duplicateAction,
                     m_deleteAction,
                     lastModAction,
                     todayAction,
                     freqMenu->menuAction(),
                     priorityMenu->menuAction()};
}

QMenu *WindowActions::addFieldMenu(QMenu *editMenu, const QString &title, const char *name,
                                   Field field, const QStringList &values)
{
    QMenu *menu = editMenu->addMenu(title);
    menu->setObjectName(QLatin1String(name));
    QAction *notSet = menu->addAction(tr("(not set)"));
    connect(notSet, &QAction::triggered, m_edits,
            [this, field] { m_edits->setFieldOfSelection(field, std::nullopt); });
    menu->addSeparator();
    for (const QString &value : values) {
        QAction *action = menu->addAction(value);
        connect(action, &QAction::triggered, m_edits,
                [this, field, value] { m_edits->setFieldOfSelection(field, value); });
    }
    return menu;
}

void WindowActions::createViewMenu()
{
    QMenu *viewMenu = m_window->menuBar()->addMenu(tr("&View"));
    QAction *problemsToggle = m_window->problemsDock()->toggleViewAction();
    problemsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction *filesToggle = m_window->filesPanel()->toggleViewAction();
    filesToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    viewMenu->addAction(filesToggle);
    viewMenu->addAction(problemsToggle);
    viewMenu->addAction(m_window->compareDock()->toggleViewAction());
    OverviewDock *overviewDock = m_window->overviewDock();
    QAction *overviewToggle = overviewDock->toggleViewAction();
    overviewToggle->setObjectName(QStringLiteral("actionOverview"));
    overviewToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    overviewToggle->setStatusTip(
        tr("Charts of the URLs by month, section, host, change frequency, priority and "
           "problem; a bar filters the table"));
    viewMenu->addAction(overviewToggle);
    // Room for the labels, the bars and the counts side by side.
    connect(overviewToggle, &QAction::toggled, m_window, [this, overviewDock](bool on) {
        if (on)
            QTimer::singleShot(0, m_window, [this, overviewDock] {
                const int room = m_window->width() >= 1300 ? 360 : 290;
                if (overviewDock->isVisible() && !overviewDock->isFloating() &&
                    overviewDock->width() < room)
                    m_window->resizeDocks({overviewDock}, {room}, Qt::Horizontal);
            });
    });
    QAction *detailsToggle = m_window->detailsDock()->toggleViewAction();
    detailsToggle->setObjectName(QStringLiteral("actionEntryDetails"));
    detailsToggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    detailsToggle->setStatusTip(tr("Show everything of the current entry: its fields, images, "
                                   "videos, news and hreflang alternates"));
    viewMenu->addAction(detailsToggle);
    viewMenu->addSeparator();
    QAction *fileOrderAction = makeAction(tr("&File Order"), "actionFileOrder");
    fileOrderAction->setStatusTip(tr("Show the rows in the order of the file, unsorted"));
    connect(fileOrderAction, &QAction::triggered, m_table, &EntryTable::showFileOrder);
    viewMenu->addAction(fileOrderAction);
}

void WindowActions::createToolsAndHelpMenus()
{
    QMenu *toolsMenu = m_window->menuBar()->addMenu(tr("&Tools"));
    m_window->webAudit()->addActions(toolsMenu);

    QMenu *helpMenu = m_window->menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = helpMenu->addAction(tr("&About Sitemap Editor"));
    connect(aboutAction, &QAction::triggered, m_window, [this] {
        QMessageBox::about(m_window, tr("About Sitemap Editor"),
                           tr("<p><b>Sitemap Editor</b></p><p>Opens XML sitemaps, sitemap "
                              "indexes and text sitemaps, shows what search engines would "
                              "reject, and saves valid files, split when they are too "
                              "large.</p>"));
    });
}

void WindowActions::createToolBar()
{
    QToolBar *toolBar = m_window->addToolBar(tr("Main"));
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setMovable(false);
    toolBar->addAction(m_openAction);
    toolBar->addAction(m_saveAction);
    toolBar->addSeparator();
    toolBar->addAction(m_undoAction);
    toolBar->addAction(m_redoAction);
    toolBar->addSeparator();
    toolBar->addAction(m_addAction);
    toolBar->addAction(m_deleteAction);
}

void WindowActions::updateEnabled()
{
    const DocumentSession *session = m_window->session();
    const QUndoStack *undo = m_window->undoStack();
    const bool idle = !session->isLoading() && !session->isSaving();
    const bool hasSelection = idle && m_table->selectionModel()->hasSelection();
    for (QAction *action : std::as_const(m_editActions)) {
        const QString name = action->objectName();
        const bool needsSelection =
            name != QLatin1String("actionPasteUrls") && name != QLatin1String("actionAddRow");
        action->setEnabled(idle &&
                           (!needsSelection || hasSelection || m_table->currentIndex().isValid()));
    }
    m_saveAction->setEnabled(idle);
    m_saveAsAction->setEnabled(idle);
    m_sitemapUrlAction->setEnabled(idle);
    m_newAction->setEnabled(idle);
    m_openAction->setEnabled(idle);
    m_closeAction->setEnabled(idle);
    // Nothing to revert to: no file on disk, or no change to throw away.
    m_revertAction->setEnabled(idle && !session->path().isEmpty() && !undo->isClean());
    m_recentMenu->setEnabled(idle);
    // The undo stack enables these when it changes; it cannot change while saving.
    m_undoAction->setEnabled(idle && undo->canUndo());
    m_redoAction->setEnabled(idle && undo->canRedo());
}
