// SPDX-License-Identifier: GPL-3.0-or-later
#include "undoactions.h"

#include <QAction>
#include <QCoreApplication>
#include <QUndoStack>

namespace {

// A step's text as part of a menu text: an "&" in it is shown, not a mnemonic.
QString escaped(QString step)
{
    return step.replace(QLatin1Char('&'), QLatin1String("&&"));
}

} // namespace

namespace UndoActions {

QString undoText(const QString &step)
{
    if (step.isEmpty())
        return QCoreApplication::translate("UndoActions", "&Undo");
    return QCoreApplication::translate("UndoActions", "&Undo: %1",
                                       "%1 is the step undone, such as Edit priority")
        .arg(escaped(step));
}

QString redoText(const QString &step)
{
    if (step.isEmpty())
        return QCoreApplication::translate("UndoActions", "&Redo");
    return QCoreApplication::translate("UndoActions", "&Redo: %1",
                                       "%1 is the step redone, such as Edit priority")
        .arg(escaped(step));
}

QAction *createUndo(QUndoStack *stack, QObject *parent)
{
    auto *action = new QAction(undoText(stack->undoText()), parent);
    action->setEnabled(stack->canUndo());
    QObject::connect(stack, &QUndoStack::canUndoChanged, action, &QAction::setEnabled);
    QObject::connect(stack, &QUndoStack::undoTextChanged, action,
                     [action](const QString &step) { action->setText(undoText(step)); });
    QObject::connect(action, &QAction::triggered, stack, &QUndoStack::undo);
    return action;
}

QAction *createRedo(QUndoStack *stack, QObject *parent)
{
    auto *action = new QAction(redoText(stack->redoText()), parent);
    action->setEnabled(stack->canRedo());
    QObject::connect(stack, &QUndoStack::canRedoChanged, action, &QAction::setEnabled);
    QObject::connect(stack, &QUndoStack::redoTextChanged, action,
                     [action](const QString &step) { action->setText(redoText(step)); });
    QObject::connect(action, &QAction::triggered, stack, &QUndoStack::redo);
    return action;
}

} // namespace UndoActions
