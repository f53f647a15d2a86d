// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edit ▸ Add Pages from Folder and Set Last Modified from Files: scans the site's
// local folder (SiteScanner) and previews what it would change: the pages that
// become new rows, the rows that get a new last modified, the pages left out.
// Apply is one undo step. The computing is FolderImport's.

#include "folderimport.h"
#include "importpreviewdialog.h"

class QCheckBox;

class FolderImportDialog : public ImportPreviewDialog
{
    Q_OBJECT

public:
    // addPages: offer the pages as new rows (Add Pages from Folder); off, only the
    // last modified of existing rows (Set Last Modified from Files).
    FolderImportDialog(MainWindow *window, bool addPages);

    // Scans the folder and fills the preview; false (with the reason shown) when
    // the folder or the URL is not usable.
    bool scan();
    // Applies the previewed plan as one undo step; the number of edits.
    int apply() override;
    const FolderImportPlan &plan() const { return m_plan; }

    QLineEdit *folderEdit() const { return m_folder; }
    QLineEdit *siteUrlEdit() const { return m_siteUrl; }
    QLineEdit *excludeEdit() const { return m_exclude; }
    QCheckBox *gitBox() const { return m_git; }
    QCheckBox *addBox() const { return m_add; }
    QCheckBox *lastmodBox() const { return m_lastmod; }
    QPlainTextEdit *preview() const { return m_preview; }
    QPushButton *scanButton() const { return m_previewButton; }

    // Opens one as a window-modal dialog that deletes itself when closed.
    static void openFor(MainWindow *window, bool addPages);

private:
    bool makePreview() override { return scan(); }
    void dropPlan() override { m_plan = FolderImportPlan(); }

    QLineEdit *m_folder;
    QLineEdit *m_siteUrl;
    QLineEdit *m_exclude;
    QCheckBox *m_git;
    QCheckBox *m_add;
    QCheckBox *m_lastmod;
    FolderImportPlan m_plan;
};
