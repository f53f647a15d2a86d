// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogsavequestions.h"

#include "messageboxes.h"
#include "saveerrorsdialog.h"
#include "saveoptionsdialog.h"
#include "savesummary.h"

#include <QDir>

bool DialogSaveQuestions::chooseOptions(const SaveOptionsQuestion &question, WriteOptions *options)
{
    SaveOptionsDialog dialog(question.plan, question.target, *options, m_parent, question.entries);
    const bool accepted = optionsHook ? optionsHook(&dialog) : dialog.exec() == QDialog::Accepted;
    if (!accepted)
        return false;
    const WriteOptions chosen = dialog.options();
    options->maxUrls = chosen.maxUrls;
    options->maxBytes = chosen.maxBytes;
    options->gzip = chosen.gzip;
    options->baseUrl = chosen.baseUrl;
    options->stylesheetHref = chosen.stylesheetHref;
    options->writeStylesheet = chosen.writeStylesheet;
    return true;
}

bool DialogSaveQuestions::chooseBaseUrl(const SaveOptionsQuestion &question, WriteOptions *options)
{
    MessageBoxes::warning(m_parent, tr("Save"),
                          tr("The URLs need more than one file, so the editor writes an index, "
                             "and an index needs absolute URLs. Enter the base URL the files are "
                             "served from."));
    return chooseOptions(question, options);
}

bool DialogSaveQuestions::replaceIncomplete(const QStringList &files)
{
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        m_parent, tr("Replace Incomplete File?"),
        tr("Part of the original file could not be read. Saving replaces it with only the entries "
           "that were read. Replace it?"),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel, files.join(QLatin1Char('\n')));
    return answer == QMessageBox::Yes;
}

SaveErrorsAnswer DialogSaveQuestions::fixErrors(const SaveErrorsQuestion &question)
{
    QStringList kinds;
    if (question.badValues[int(Field::LastMod)] > 0)
        kinds << tr("%n with a last-modified date that is not valid", nullptr,
                    question.badValues[int(Field::LastMod)]);
    if (question.badValues[int(Field::ChangeFreq)] > 0)
        kinds << tr("%n with a change frequency that is not valid", nullptr,
                    question.badValues[int(Field::ChangeFreq)]);
    if (question.badValues[int(Field::Priority)] > 0)
        kinds << tr("%n with a priority that is not valid", nullptr,
                    question.badValues[int(Field::Priority)]);
    if (question.badEntries > 0)
        kinds << tr("%n with an error in the URL or the entry itself, which can only be left out "
                    "whole",
                    nullptr, question.badEntries);
    QStringList details;
    for (const Problem &p : question.details)
        details.append(tr("Entry %1: %2").arg(p.entry + 1).arg(p.message));
    const QString summary = tr("%n entry(s) have errors that search engines reject; the editor "
                               "does not write them as they are:",
                               nullptr, int(question.entries)) +
                            QStringLiteral("\n\n• ") + kinds.join(QStringLiteral("\n• "));
    SaveErrorsAnswer answer;
    // A pre-answered question (tests) takes one choice for every kind: Apply leaves
    // out the bad values, Ignore the entries, Retry fixes them first.
    const QMessageBox::StandardButton preset = MessageBoxes::takePresetAnswer(summary);
    if (preset != QMessageBox::NoButton) {
        answer.outcome = preset == QMessageBox::Apply || preset == QMessageBox::Ignore
                             ? SaveErrorsAnswer::Outcome::Save
                         : preset == QMessageBox::Retry ? SaveErrorsAnswer::Outcome::FixThem
                                                        : SaveErrorsAnswer::Outcome::Cancel;
        answer.choices.fill(preset == QMessageBox::Apply ? SaveErrorsAnswer::Choice::LeaveOutValue
                                                         : SaveErrorsAnswer::Choice::LeaveOutEntry);
        return answer;
    }
    SaveErrorsDialog dialog(question.badValues, question.badEntries,
                            details.join(QLatin1Char('\n')), question.keepOffered, m_parent);
    if (errorsHook)
        errorsHook(&dialog);
    else
        dialog.exec();
    switch (dialog.outcome()) {
    case SaveErrorsDialog::Outcome::Cancel:
        answer.outcome = SaveErrorsAnswer::Outcome::Cancel;
        break;
    case SaveErrorsDialog::Outcome::FixThem:
        answer.outcome = SaveErrorsAnswer::Outcome::FixThem;
        break;
    case SaveErrorsDialog::Outcome::Save:
        answer.outcome = SaveErrorsAnswer::Outcome::Save;
        break;
    }
    for (int field = 0; field < FieldCount; ++field)
        answer.choices[size_t(field)] =
            dialog.keepsAsWritten(Field(field))   ? SaveErrorsAnswer::Choice::KeepAsWritten
            : dialog.leavesOutValue(Field(field)) ? SaveErrorsAnswer::Choice::LeaveOutValue
                                                  : SaveErrorsAnswer::Choice::LeaveOutEntry;
    return answer;
}

void DialogSaveQuestions::keptFiles(const SaveReport &report)
{
    // Files that may be the only copy of something are the user's to look at.
    QStringList paths;
    for (const QString &kept : report.staleKept)
        paths << QDir::toNativeSeparators(kept);
    MessageBoxes::information(m_parent, tr("Files Kept"), SaveSummary::keptFilesText(report),
                              paths.join(QLatin1Char('\n')));
}
