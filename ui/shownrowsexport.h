// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Export Shown Rows as CSV: the rows the table shows (its filter, file and
// sort order) written as CSV (CsvExport), whole or not at all. The file dialog
// offers commas, semicolons (as spreadsheets read CSV where the decimal point is
// a comma) and tabs. The text is made and the file written on a thread while the
// window goes on, its progress in the status bar with Cancel.

#include "atomicfileset.h"
#include "backgroundwork.h"

#include <QObject>

#include <functional>

class EditorStatusBar;
class SitemapTableModel;
class QWidget;

class ShownRowsExport : public QObject
{
    Q_OBJECT

public:
    ShownRowsExport(QWidget *window, SitemapTableModel *model, EditorStatusBar *statusBar);
    ~ShownRowsExport() override; // waits for a file being written

    // Writes the shown rows to path; the status bar tells when the file is there, or
    // a message box why it is not.
    void start(const QString &path, QChar delimiter);
    bool isRunning() const { return m_work.isRunning(); }
    // Waits for the file being written and tells how it went; nothing when none is.
    void finish();
    // Asks where (next to currentPath, when there is one) and writes them there.
    void ask(const QString &currentPath);

    // For tests: answer the file dialog without showing it (an empty name cancels);
    // the provider sets the delimiter the file type chosen stands for.
    void setFileNameProvider(std::function<QString(QChar *delimiter)> provider)
    {
        m_fileNameProvider = std::move(provider);
    }
    // For tests: how the file is opened and moved into place (on the export's thread).
    void setFileSystemHooks(FileSystemHooks hooks) { m_hooks = std::move(hooks); }

private:
    QWidget *m_window;
    SitemapTableModel *m_model;
    EditorStatusBar *m_statusBar;
    std::function<QString(QChar *)> m_fileNameProvider;
    FileSystemHooks m_hooks;
    BackgroundWork m_work;
};
