// SPDX-License-Identifier: GPL-3.0-or-later
#include "changefreqdelegate.h"

#include "sitemaptablemodel.h"

#include <QComboBox>

QWidget *ChangeFreqDelegate::makeEditor(QWidget *parent, const QModelIndex &index) const
{
    auto *combo = new QComboBox(parent);
    combo->setFrame(false);
    const QStringList choices = index.data(SitemapTableModel::ChoicesRole).toStringList();
    for (const QString &choice : choices)
        combo->addItem(choice.isEmpty() ? tr("(not set)") : choice, choice);
    return combo;
}

void ChangeFreqDelegate::showValue(QWidget *editor, const QModelIndex &index) const
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

std::optional<QString> ChangeFreqDelegate::editedValue(QWidget *editor) const
{
    const QString value = static_cast<QComboBox *>(editor)->currentData().toString();
    return value.isEmpty() ? std::nullopt : std::optional<QString>(value);
}
