// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenteditcommand.h"

#include "sitemapdocument.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

DocumentEditCommand::DocumentEditCommand(SitemapDocument *document, DocumentEdit edit,
                                         AppliedListener applied, QUndoCommand *parent)
    // A step of a batch has no text of its own: the batch's is the one shown (and a
    // translated text for each of thousands of removed rows is time for nothing).
    : QUndoCommand(parent ? QString() : describe(edit), parent), m_document(document),
      m_edit(std::make_shared<const DocumentEdit>(std::move(edit))), m_applied(std::move(applied))
{
}

void DocumentEditCommand::redo()
{
    m_document->apply(*m_edit);
    if (m_applied)
        m_applied(m_edit, false);
}

void DocumentEditCommand::undo()
{
    if (m_edit->kind == DocumentEdit::Kind::SetValues) {
        m_document->applyInverse(*m_edit);
        if (m_applied)
            m_applied(m_edit, true);
        return;
    }
    auto inverse = std::make_shared<const DocumentEdit>(m_edit->inverse());
    m_document->apply(*inverse);
    if (m_applied)
        m_applied(std::move(inverse), false);
}

DocumentBatchCommand::DocumentBatchCommand(SitemapDocument *document, const QString &text)
    : QUndoCommand(text), m_document(document)
{
}

int DocumentBatchCommand::structuralEdits() const
{
    int count = 0;
    for (int i = 0; i < childCount(); ++i) {
        const auto *command = dynamic_cast<const DocumentEditCommand *>(child(i));
        if (command && (command->edit().kind == DocumentEdit::Kind::InsertEntries ||
                        command->edit().kind == DocumentEdit::Kind::RemoveEntries))
            ++count;
    }
    return count;
}

void DocumentBatchCommand::applyChildren(bool inverse)
{
    std::vector<const DocumentEditCommand *> commands;
    for (int i = 0; i < childCount(); ++i) {
        const auto *command = dynamic_cast<const DocumentEditCommand *>(child(i));
        if (!command) {
            // Not all of them edits: each child as QUndoCommand would.
            if (inverse)
                QUndoCommand::undo();
            else
                QUndoCommand::redo();
            return;
        }
        commands.push_back(command);
    }
    if (inverse)
        std::reverse(commands.begin(), commands.end());
    // Undone, a SetValues edit is applied backwards as it is, others through their
    // inverse.
    std::vector<std::shared_ptr<const DocumentEdit>> applied;
    std::vector<bool> backwards;
    applied.reserve(commands.size());
    backwards.reserve(commands.size());
    for (const DocumentEditCommand *command : commands) {
        const bool asIs = !inverse || command->edit().kind == DocumentEdit::Kind::SetValues;
        applied.push_back(asIs ? command->sharedEdit()
                               : std::make_shared<const DocumentEdit>(command->edit().inverse()));
        backwards.push_back(inverse && asIs);
    }
    std::vector<const DocumentEdit *> edits;
    edits.reserve(commands.size());
    for (const std::shared_ptr<const DocumentEdit> &edit : applied)
        edits.push_back(edit.get());
    m_document->applyInOrder(edits, &backwards);
    for (size_t i = 0; i < commands.size(); ++i)
        commands[i]->notifyApplied(std::move(applied[i]), backwards[i]);
}

void DocumentBatchCommand::redo()
{
    m_document->beginBatch(structuralEdits());
    applyChildren(false);
    m_document->endBatch();
}

void DocumentBatchCommand::undo()
{
    m_document->beginBatch(structuralEdits());
    applyChildren(true);
    m_document->endBatch();
}

QString DocumentEditCommand::describe(const DocumentEdit &edit)
{
    const int count = int(edit.entries.size());
    switch (edit.kind) {
    case DocumentEdit::Kind::SetValues: {
        const int n = edit.size();
        if (n == 1) {
            switch (edit.field) {
            case Field::Loc:
                return QCoreApplication::translate("DocumentEditCommand", "Edit URL");
            case Field::LastMod:
                return QCoreApplication::translate("DocumentEditCommand", "Edit last modified");
            case Field::ChangeFreq:
                return QCoreApplication::translate("DocumentEditCommand", "Edit change frequency");
            case Field::Priority:
                return QCoreApplication::translate("DocumentEditCommand", "Edit priority");
            }
        }
        switch (edit.field) {
        case Field::Loc:
            return QCoreApplication::translate("DocumentEditCommand", "Set URL of %Ln row(s)",
                                               nullptr, n);
        case Field::LastMod:
            return QCoreApplication::translate("DocumentEditCommand",
                                               "Set last modified of %Ln row(s)", nullptr, n);
        case Field::ChangeFreq:
            return QCoreApplication::translate("DocumentEditCommand",
                                               "Set change frequency of %Ln row(s)", nullptr, n);
        case Field::Priority:
            return QCoreApplication::translate("DocumentEditCommand", "Set priority of %Ln row(s)",
                                               nullptr, n);
        }
        break;
    }
    case DocumentEdit::Kind::InsertEntries:
        return QCoreApplication::translate("DocumentEditCommand", "Add %Ln row(s)", nullptr, count);
    case DocumentEdit::Kind::RemoveEntries:
        return QCoreApplication::translate("DocumentEditCommand", "Delete %Ln row(s)", nullptr,
                                           count);
    case DocumentEdit::Kind::SetExtensions:
        return QCoreApplication::translate("DocumentEditCommand", "Edit extensions of %Ln row(s)",
                                           nullptr, edit.size());
    case DocumentEdit::Kind::ReplaceFiles:
        return QCoreApplication::translate("DocumentEditCommand", "Replace the files");
    }
    return {};
}
