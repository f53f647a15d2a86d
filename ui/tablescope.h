// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What of the document the table shows: all files of a set or the one chosen in
// the Files panel, with the Files panel and the File column shown for a set (an
// index, or several files) and hidden for one file; and the way to one entry,
// widening the filter and the file scope when they hide it.

#include <QObject>

class EditorStatusBar;
class EntryTable;
class FilesPanel;
class SitemapTableModel;
class QCheckBox;
class QLineEdit;
class QMainWindow;

class TableScope : public QObject
{
    Q_OBJECT

public:
    TableScope(QMainWindow *window, SitemapTableModel *model, EntryTable *table,
               FilesPanel *filesPanel, QLineEdit *filter, QCheckBox *problemsOnly,
               EditorStatusBar *statusBar);

    // Whether the document is a set (an index, or several files).
    bool isSet() const;
    // The Files panel and the File column shown or hidden to match.
    void showSetShape();
    // Both hidden: the document is one file.
    void showOneFile();
    // Only the entries of file in the table (-1: all files), as the Files panel chose.
    void chooseFile(int file);
    // Only the rows with problems.
    void showProblemsOnly();
    // Makes the entry's cell of field current (the URL's when field is -1); an
    // entry of -1 means the whole file, chosen in the Files panel of a set.
    void showEntry(int file, int entry, int field);

private:
    QMainWindow *m_window;
    SitemapTableModel *m_model;
    EntryTable *m_table;
    FilesPanel *m_filesPanel;
    QLineEdit *m_filter;
    QCheckBox *m_problemsOnly;
    EditorStatusBar *m_statusBar;
};
