// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuedelegate.h"

QWidget *ValueDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                     const QModelIndex &index) const
{
    return makeEditor(parent, index);
}

void ValueDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    showValue(editor, index);
}

void ValueDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                 const QModelIndex &index) const
{
    const std::optional<QString> value = editedValue(editor);
    if (!changes(editor, value))
        return;
    model->setData(index, value ? QVariant(*value) : QVariant(), Qt::EditRole);
}

bool ValueDelegate::changes(QWidget *, const std::optional<QString> &) const
{
    return true;
}
