// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the dialogs that preview an import share (File ▸ Import CSV, Edit ▸ Add
// Pages from Folder and Set Last Modified from Files): a path field with a Choose
// button, a summary above a read-only preview of what would change, Close, preview
// and apply buttons, a plan that any change of the inputs drops, and the plan
// applied as one undo step. Every text is the dialog's own, and so are its
// translations.

#include <QDialog>

#include <vector>

struct DocumentEdit;
class MainWindow;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

class ImportPreviewDialog : public QDialog
{
    Q_OBJECT

public:
    // Applies the previewed plan as one undo step; how much it changed (0: nothing).
    virtual int apply() = 0;

    QLabel *summaryLabel() const { return m_summary; }
    QPushButton *applyButton() const { return m_applyButton; }

protected:
    explicit ImportPreviewDialog(MainWindow *window);

    // Opens dialog window-modal; it deletes itself when closed.
    static void openModal(ImportPreviewDialog *dialog);

    // How many lines of each kind a preview lists; the counts say the rest.
    static constexpr size_t PreviewLines = 500;

    // A row of form: label, then field with a Choose button (text choose) after it.
    // A row of two widgets gets no buddy from addRow(): the label names field
    // itself. The button.
    QPushButton *addPathRow(QFormLayout *form, const QString &label, QLineEdit *field,
                            const QString &choose);
    // The summary and, below it, the preview, at the end of layout.
    void addPreview(QVBoxLayout *layout);
    // Close, previewText (runs makePreview()) and applyText (runs apply() and closes
    // the dialog when anything was applied), at the end of layout; apply disabled.
    void addButtons(QVBoxLayout *layout, const QString &previewText, const QString &applyText);

    // What the preview button does: reads the inputs and shows the plan.
    virtual bool makePreview() = 0;
    // Forgets the plan.
    virtual void dropPlan() = 0;

    // Drops the plan: nothing to apply, and Enter makes a new preview.
    void invalidate();
    // A preview starts: the plan dropped, the preview empty.
    void beginPreview();
    // Shows lines as the preview; Apply is enabled when the plan changes anything
    // and no save is running, and is the default button when applyIsDefault.
    void showPreview(const QStringList &lines, bool planEmpty, bool applyIsDefault);
    // Whether a plan can be applied now: it changes anything and no save is running.
    bool canApply(bool planEmpty) const;
    // Submits edits to the document as one undo step named step, shows status in
    // the status bar for five seconds, and drops the plan.
    void submit(const std::vector<DocumentEdit> &edits, const QString &step, const QString &status);

    MainWindow *m_window;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_applyButton = nullptr;
};
