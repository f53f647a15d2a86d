// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File ▸ Import CSV: reads a CSV file or a list of URLs (CsvImport) and previews
// what importing it would change: the URLs that become new rows, the rows whose
// values change (before and after), the lines that are refused with their numbers
// and reasons. Apply is one undo step.

#include "csvimport.h"
#include "importpreviewdialog.h"

class QCheckBox;

class CsvImportDialog : public ImportPreviewDialog
{
    Q_OBJECT

public:
    explicit CsvImportDialog(MainWindow *window);

    // Reads the file and fills the preview; false (with the reason shown) when the
    // file cannot be read or imported.
    bool preview();
    // Applies the previewed plan as one undo step; the number of rows added and changed.
    int apply() override;
    const CsvImportPlan &plan() const { return m_plan; }

    QLineEdit *fileEdit() const { return m_file; }
    QCheckBox *addBox() const { return m_add; }
    QCheckBox *updateBox() const { return m_update; }
    QPlainTextEdit *previewText() const { return m_preview; }
    QPushButton *previewButton() const { return m_previewButton; }

    // Opens one as a window-modal dialog that deletes itself when closed.
    static void openFor(MainWindow *window);

private:
    bool makePreview() override { return preview(); }
    void dropPlan() override { m_plan = CsvImportPlan(); }
    // The file the table shows when it is a sitemap, else -1 (the first sitemap file).
    int targetFile() const;

    QLineEdit *m_file;
    QCheckBox *m_add;
    QCheckBox *m_update;
    CsvImportPlan m_plan;
};
