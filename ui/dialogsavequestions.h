// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's answers to a save's questions (SaveQuestions): the save dialog
// for the options and the base URL, message boxes for an incomplete file and for
// the files an interrupted save kept, and the errors dialog for entries with
// errors. Tests reach the dialogs through the hooks (the dialog is set up, the
// hook answers it instead of the user) and the message boxes through
// MessageBoxes' preset answers.

#include "savequestions.h"

#include <QCoreApplication>

#include <functional>

class SaveErrorsDialog;
class SaveOptionsDialog;
class QWidget;

class DialogSaveQuestions : public SaveQuestions
{
    Q_DECLARE_TR_FUNCTIONS(DialogSaveQuestions)

public:
    explicit DialogSaveQuestions(QWidget *parent) : m_parent(parent) {}

    bool chooseOptions(const SaveOptionsQuestion &question, WriteOptions *options) override;
    bool chooseBaseUrl(const SaveOptionsQuestion &question, WriteOptions *options) override;
    bool replaceIncomplete(const QStringList &files) override;
    SaveErrorsAnswer fixErrors(const SaveErrorsQuestion &question) override;
    void keptFiles(const SaveReport &report) override;

    // Answers the save dialog instead of the user: true accepts it.
    std::function<bool(SaveOptionsDialog *)> optionsHook;
    // Answers the errors dialog instead of the user (SaveErrorsDialog::finish).
    std::function<void(SaveErrorsDialog *)> errorsHook;

private:
    QWidget *m_parent;
};
