// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QInputDialog with an explanation that wraps: QInputDialog shows its label on one
// line, so a sentence or two (longer still in German) makes the dialog wider than
// a 1024-pixel screen and puts its buttons out of reach.

#include <QString>

class QInputDialog;
class QWidget;

namespace InputDialogs {

// Lets the dialog's label wrap at a width that suits a dialog asking for a URL.
void wrapLabel(QInputDialog *dialog);

// QInputDialog::getText for a single line, with the label wrapped.
QString getText(QWidget *parent, const QString &title, const QString &label, const QString &text,
                bool *ok);

} // namespace InputDialogs
