// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table's plain delegate: text editing as QStyledItemDelegate does it, plus
// a severity icon and tint on cells the validator flags (SitemapTableModel's
// SeverityRole). The other delegates derive from it so every column shows flags
// the same way.

#include <QStyledItemDelegate>

class SeverityDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
