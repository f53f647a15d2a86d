// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Edit menu's work on the table's rows: add, paste, copy, duplicate and
// delete rows, and set a field of the selected entries. Each is one undo step
// through the session; the table keeps a sensible current row after it.

#include "entry.h"

#include <QObject>

#include <optional>

class DocumentSession;
class EditorStatusBar;
class EntryTable;
class FileController;
class QWidget;

class RowEdits : public QObject
{
    Q_OBJECT

public:
    RowEdits(QWidget *window, DocumentSession *session, EntryTable *table, FileController *files,
             EditorStatusBar *statusBar);

    // A row after the current one (or at the end of the file the table shows),
    // its URL's editor open.
    void addRow();
    void deleteSelectedRows();
    void duplicateSelectedRows();
    // One row per line of text: a URL, or the values as copySelection() gives them.
    void pasteUrls(const QString &text);
    // The selected cells' URLs alone, or their rows' values separated by tabs.
    void copySelection();
    void setFieldOfSelection(Field field, const std::optional<QString> &value);
    void setLastModToday();
    // Asks for the last modified date of the selected rows.
    void askLastMod();

private:
    QWidget *m_window;
    DocumentSession *m_session;
    EntryTable *m_table;
    FileController *m_files;
    EditorStatusBar *m_statusBar;
};
