// SPDX-License-Identifier: GPL-3.0-or-later
#include "messageboxes.h"

#include <QAbstractButton>

namespace {
QMessageBox::StandardButton nextAnswer = QMessageBox::NoButton;
QMessageBox::StandardButton autoAnswer = QMessageBox::NoButton;
QString lastMessage;

QMessageBox::StandardButton takeAnswer()
{
    if (nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer = nextAnswer;
        nextAnswer = QMessageBox::NoButton;
        return answer;
    }
    return autoAnswer;
}

void tell(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
          const QString &details)
{
    lastMessage = text;
    if (takeAnswer() != QMessageBox::NoButton)
        return;
    QMessageBox box(icon, title, text, QMessageBox::Ok, parent);
    if (!details.isEmpty())
        box.setDetailedText(details);
    box.exec();
}
} // namespace

namespace MessageBoxes {

void setNextAnswer(QMessageBox::StandardButton answer)
{
    nextAnswer = answer;
}

void setAutoAnswer(QMessageBox::StandardButton answer)
{
    autoAnswer = answer;
}

QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                     QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton,
                                     const QString &details,
                                     const QMap<QMessageBox::StandardButton, QString> &labels)
{
    lastMessage = text;
    const QMessageBox::StandardButton answer = takeAnswer();
    if (answer != QMessageBox::NoButton)
        return answer;
    QMessageBox box(QMessageBox::Question, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    for (auto it = labels.begin(); it != labels.end(); ++it) {
        if (QAbstractButton *button = box.button(it.key()))
            button->setText(it.value());
    }
    if (!details.isEmpty())
        box.setDetailedText(details);
    return QMessageBox::StandardButton(box.exec());
}

QMessageBox::StandardButton takePresetAnswer(const QString &text)
{
    lastMessage = text;
    return takeAnswer();
}

void warning(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    tell(QMessageBox::Warning, parent, title, text, details);
}

void information(QWidget *parent, const QString &title, const QString &text, const QString &details)
{
    tell(QMessageBox::Information, parent, title, text, details);
}

QString lastText()
{
    return lastMessage;
}

} // namespace MessageBoxes
