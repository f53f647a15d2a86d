// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The undo command for one DocumentEdit: redo applies it, undo reverts it. Bulk
// actions group several of these under one DocumentBatchCommand (or a QUndoStack
// macro, when other commands go with them).

#include "documentedit.h"

#include <QUndoCommand>

#include <functional>
#include <memory>

class SitemapDocument;

class DocumentEditCommand final : public QUndoCommand
{
public:
    // applied, when given, hears every edit the command applies: the edit on
    // redo, its inverse on undo (the autosave journal records them). The edit is
    // shared, never copied: an edit of every URL of a large set is megabytes, and
    // the journal keeps it as the command does. So the undo of a SetValues edit is
    // the edit itself with inverse set (SitemapDocument::applyInverse()); of other
    // kinds, their inverse.
    using AppliedListener =
        std::function<void(std::shared_ptr<const DocumentEdit> edit, bool inverse)>;
    DocumentEditCommand(SitemapDocument *document, DocumentEdit edit, AppliedListener applied = {},
                        QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

    const DocumentEdit &edit() const { return *m_edit; }
    const std::shared_ptr<const DocumentEdit> &sharedEdit() const { return m_edit; }
    // Tells the listener of an edit applied for this command by another (a batch
    // applies its children's edits together).
    void notifyApplied(std::shared_ptr<const DocumentEdit> applied, bool inverse) const
    {
        if (m_applied)
            m_applied(std::move(applied), inverse);
    }
    // "Edit URL", "Add 3 rows", ... for the Undo menu entry.
    static QString describe(const DocumentEdit &edit);

private:
    SitemapDocument *m_document;
    std::shared_ptr<const DocumentEdit> m_edit;
    AppliedListener m_applied;
};

// One undo step of many document edits (its children): redo and undo apply them
// as one batch of the document, so that listeners do once what each edit would
// make them do again (the table's rows after hundreds of scattered removals), and
// through SitemapDocument::applyInOrder(), which takes out or puts back the rows
// of scattered runs in one pass.
class DocumentBatchCommand final : public QUndoCommand
{
public:
    DocumentBatchCommand(SitemapDocument *document, const QString &text);

    void redo() override;
    void undo() override;

private:
    int structuralEdits() const;
    // Applies the children's edits (their inverses in reverse order for undo).
    void applyChildren(bool inverse);
    SitemapDocument *m_document;
};
