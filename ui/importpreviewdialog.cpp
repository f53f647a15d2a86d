// SPDX-License-Identifier: GPL-3.0-or-later
#include "importpreviewdialog.h"

#include "documentedit.h"
#include "mainwindow.h"
#include "sitemapdocument.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

ImportPreviewDialog::ImportPreviewDialog(MainWindow *window) : QDialog(window), m_window(window) {}

void ImportPreviewDialog::openModal(ImportPreviewDialog *dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

QPushButton *ImportPreviewDialog::addPathRow(QFormLayout *form, const QString &label,
                                             QLineEdit *field, const QString &choose)
{
    auto *button = new QPushButton(choose, this);
    auto *row = new QHBoxLayout;
    row->addWidget(field, 1);
    row->addWidget(button);
    auto *name = new QLabel(label, this);
    name->setBuddy(field);
    form->addRow(name, row);
    return button;
}

void ImportPreviewDialog::addPreview(QVBoxLayout *layout)
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_preview = new QPlainTextEdit(this);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_preview, 1);
}

void ImportPreviewDialog::addButtons(QVBoxLayout *layout, const QString &previewText,
                                     const QString &applyText)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_previewButton = buttons->addButton(previewText, QDialogButtonBox::ActionRole);
    m_applyButton = buttons->addButton(applyText, QDialogButtonBox::ApplyRole);
    m_applyButton->setEnabled(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_previewButton, &QPushButton::clicked, this, [this] { makePreview(); });
    connect(m_applyButton, &QPushButton::clicked, this, [this] {
        if (apply() > 0)
            accept();
    });
}

void ImportPreviewDialog::invalidate()
{
    dropPlan();
    m_applyButton->setEnabled(false);
    m_applyButton->setDefault(false);
    m_previewButton->setDefault(true);
}

void ImportPreviewDialog::beginPreview()
{
    invalidate();
    m_preview->clear();
}

void ImportPreviewDialog::showPreview(const QStringList &lines, bool planEmpty, bool applyIsDefault)
{
    m_preview->setPlainText(lines.join(QLatin1Char('\n')));
    m_applyButton->setEnabled(canApply(planEmpty));
    m_applyButton->setDefault(applyIsDefault);
}

bool ImportPreviewDialog::canApply(bool planEmpty) const
{
    return !planEmpty && !m_window->isSaving();
}

void ImportPreviewDialog::submit(const std::vector<DocumentEdit> &edits, const QString &step,
                                 const QString &status)
{
    SitemapDocument *doc = m_window->document();
    QUndoStack *undo = m_window->undoStack();
    undo->beginMacro(step);
    for (const DocumentEdit &edit : edits)
        doc->submit(edit);
    undo->endMacro();
    m_window->showStatus(status, 5000);
    invalidate();
}
