// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor's questions to the user. Tests pre-answer them with setNextAnswer(),
// so no test ever waits on a modal dialog.

#include <QMap>
#include <QMessageBox>

class QWidget;

namespace MessageBoxes {

// The answer the next question gets without being shown; NoButton shows it again.
void setNextAnswer(QMessageBox::StandardButton answer);
// Same, for every following question until cleared with NoButton.
void setAutoAnswer(QMessageBox::StandardButton answer);

QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                     QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton,
                                     const QString &details = {},
                                     const QMap<QMessageBox::StandardButton, QString> &labels = {});
void warning(QWidget *parent, const QString &title, const QString &text,
             const QString &details = {});
// Something the user has to act on that asks nothing (an Ok button only).
void information(QWidget *parent, const QString &title, const QString &text,
                 const QString &details = {});

// A question asked with a dialog of the caller's own: the answer set with
// setNextAnswer()/setAutoAnswer() (taken, as question() takes it), or NoButton when
// the caller is to show its dialog. text is what lastText() then returns.
QMessageBox::StandardButton takePresetAnswer(const QString &text);

// For tests: the text of the last message asked or told, shown or pre-answered.
QString lastText();

} // namespace MessageBoxes
