// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputdialogs.h"

#include <QInputDialog>
#include <QLabel>
#include <QLayout>

namespace InputDialogs {

void wrapLabel(QInputDialog *dialog)
{
    // The label exists once the dialog has its text; Qt makes it on demand.
    for (QLabel *label : dialog->findChildren<QLabel *>()) {
        label->setWordWrap(true);
        // Wide enough for a URL such as https://www.example.com/sitemap.xml on one
        // line, narrow enough for the smallest screens the editor is used on.
        label->setMinimumWidth(label->fontMetrics().averageCharWidth() * 75);
    }
    if (dialog->layout())
        dialog->layout()->setSizeConstraint(QLayout::SetMinimumSize);
}

QString getText(QWidget *parent, const QString &title, const QString &label, const QString &text,
                bool *ok)
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    dialog.setTextValue(text);
    dialog.setInputMode(QInputDialog::TextInput);
    wrapLabel(&dialog);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (ok)
        *ok = accepted;
    return accepted ? dialog.textValue() : QString();
}

} // namespace InputDialogs
