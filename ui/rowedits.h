// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Edit menu's work on the table's rows: add, paste, copy, duplicate and
// delete rows, and set a field of the selected entries. Each is one undo step
// through the session; the table keeps a sensible current row after it.

#include "backgroundwork.h"
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
    ~RowEdits() override; // a copy under way is dropped

    // A row after the current one (or at the end of the file the table shows),
    // its URL's editor open.
    void addRow();
    void deleteSelectedRows();
    void duplicateSelectedRows();
    // One row per line of text: a URL, or the values as copySelection() gives them.
    void pasteUrls(const QString &text);
    // pasteUrls() of the clipboard's text, once a copy under way has put its rows there.
    void pasteClipboard();
    // The selected cells' URLs alone, or their rows' values separated by tabs. The
    // text of many rows is made on a thread while the window goes on; it is of the
    // rows as they are now (a change meanwhile waits for it: holdForReading()).
    void copySelection();
    bool isCopyRunning() const { return m_copying.isRunning(); }
    // Puts a copy under way on the clipboard now; nothing when none is.
    void finishCopy() { m_copying.finish(); }
    // From this many rows on, Copy makes its text, and a field set on the rows its
    // edit, on a thread (lower in tests).
    static qsizetype s_manyRowsFrom;
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
    BackgroundWork m_copying; // the text of a copy of many rows
};
