// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table's plain delegate: text editing as QStyledItemDelegate does it, plus
// a severity icon and tint on cells the validator flags (SitemapTableModel's
// SeverityRole). The other delegates derive from it so every column shows flags
// the same way.
//
// A cell editor is judged as the user types or pastes: the text gets the verdict
// the rule catalogue gives it (DraftVerdict: the validator's own code), shown as
// the same tint and icon in the editor, the messages in its tooltip, and the
// first one told through draftJudged() (the window's status bar).

#include <QStyledItemDelegate>

#include <optional>

class QLineEdit;

class SeverityDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;

signals:
    // The text being edited was judged: the verdict in plain words, empty when
    // nothing is wrong with it.
    void draftJudged(const QString &verdict) const;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    // Judges text (the editor's line edit) at once and whenever it changes. The
    // value judged is the one a commit would store: draftValue turns the text into it.
    void watchDraft(QWidget *editor, QLineEdit *text, const QModelIndex &index) const;
    // The value a commit of text stores (nullopt: not set). The plain editor stores
    // the text trimmed of XML whitespace; an empty one is "not set" except for loc.
    virtual std::optional<QString> draftValue(QWidget *editor, const QString &text,
                                              const QModelIndex &index) const;
};
