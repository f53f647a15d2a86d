// SPDX-License-Identifier: GPL-3.0-or-later
#include "changefreqdelegate.h"

#include "sitemaptablemodel.h"

#include <QComboBox>

QWidget *ChangeFreqDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                          const QModelIndex &index) const
{
    auto *combo = new QComboBox(parent);
    combo->setFrame(false);
    const QStringList choices = index.data(SitemapTableModel::ChoicesRole).toStringList();
    for (const QString &choice : choices)
        combo->addItem(choice.isEmpty() ? tr("(not set)") : choice, choice);
    return combo;
}

void ChangeFreqDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const QString value = index.data(SitemapTableModel::RawValueRole).toString();
    int position = combo->findData(value);
    if (position < 0) {
        combo->addItem(value, value);
        position = combo->count() - 1;
    }
    combo->setCurrentIndex(position);
}

void ChangeFreqDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                      const QModelIndex &index) const
{
    auto *combo = static_cast<QComboBox *>(editor);
    const QString value = combo->currentData().toString();
    model->setData(index, value.isEmpty() ? QVariant() : QVariant(value), Qt::EditRole);
}
