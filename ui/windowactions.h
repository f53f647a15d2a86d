// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's menus (File, Edit, View, Tools, Help), their actions with names,
// shortcuts and status tips, and the toolbar; each action calls the part of the
// window that does its work (FileController, RowEdits, ShownRowsExport, the table
// and the docks). Which of them may act follows the document's state (loading,
// saving, a selection, something to undo or revert).

#include "entry.h"

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QStyle>

class EntryTable;
class FileController;
class MainWindow;
class RecentFilesMenu;
class RowEdits;
class ShownRowsExport;
class QAction;
class QMenu;

class WindowActions : public QObject
{
    Q_OBJECT

public:
    WindowActions(MainWindow *window, FileController *files, RowEdits *edits,
                  ShownRowsExport *shownRowsExport, EntryTable *table);

    // Enables what may act now: nothing that changes the document while it is
    // loaded or saved; the edits of rows when there are rows to act on.
    void updateEnabled();

private:
    void createFileMenu();
    void createEditMenu();
    // Edit > Set Change Frequency, Set Priority: "(not set)" and each value.
    QMenu *addFieldMenu(QMenu *editMenu, const QString &title, const char *name, Field field,
                        const QStringList &values);
    void createViewMenu();
    void createToolsAndHelpMenus();
    void createToolBar();
    QAction *makeAction(const QString &text, const char *name, const QKeySequence &shortcut = {},
                        QStyle::StandardPixmap icon = QStyle::SP_CustomBase);
    // Shortcuts that plain text fields need for themselves (Delete, Ctrl+V) only
    // act while the table has the focus.
    void tableOnly(QAction *action);

    MainWindow *m_window;
    FileController *m_files;
    RowEdits *m_edits;
    ShownRowsExport *m_shownRowsExport;
    EntryTable *m_table;
    RecentFilesMenu *m_recentMenu = nullptr;
    QList<QAction *> m_editActions;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_sitemapUrlAction = nullptr;
    QAction *m_revertAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_deleteAction = nullptr;
};
