// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The base of the delegates whose column has an editor of its own (a combo box,
// a date line, a spin box). A subclass makes the editor, shows the cell's value in
// it and reads the value back; the commit is the same for every column: the value
// goes to the model's setData as it stands in the editor, "not set" as a null
// QVariant, which the model turns into one DocumentEdit.

#include "severitydelegate.h"

class ValueDelegate : public SeverityDelegate
{
    Q_OBJECT

public:
    using SeverityDelegate::SeverityDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const final;
    void setEditorData(QWidget *editor, const QModelIndex &index) const final;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const final;

protected:
    // The editor for the cell at index.
    virtual QWidget *makeEditor(QWidget *parent, const QModelIndex &index) const = 0;
    // Puts the value of the cell at index into editor.
    virtual void showValue(QWidget *editor, const QModelIndex &index) const = 0;
    // The value editor holds, as a commit stores it (nullopt: not set).
    virtual std::optional<QString> editedValue(QWidget *editor) const = 0;
    // Whether committing value (editedValue(editor)) is an edit at all; every commit
    // is by default.
    virtual bool changes(QWidget *editor, const std::optional<QString> &value) const;
};
