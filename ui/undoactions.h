// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Edit menu's Undo and Redo, named after the step they take back or again as
// desktop applications name them: "Undo: Edit priority", in German
// "Rückgängig: Priorität bearbeiten". QUndoStack::createUndoAction joins a prefix
// and the step with a space ("Rückgängig Priorität bearbeiten"), and without a
// prefix takes Qt's own wording; these take the whole text from one translation.

#include <QString>

class QAction;
class QObject;
class QUndoStack;

namespace UndoActions {

// An action that undoes the stack's next step, enabled while there is one and
// named after it; it follows the stack's changes.
QAction *createUndo(QUndoStack *stack, QObject *parent);
// The same for redoing the step undone last.
QAction *createRedo(QUndoStack *stack, QObject *parent);

// The actions' texts for a step's text (empty when there is no step).
QString undoText(const QString &step);
QString redoText(const QString &step);

} // namespace UndoActions
