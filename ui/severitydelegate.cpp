// SPDX-License-Identifier: GPL-3.0-or-later
#include "severitydelegate.h"

#include "severitystyle.h"
#include "sitemaptablemodel.h"

void SeverityDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    // URLs differ at their end and the problem text starts with what matters:
    // elide URLs in the middle, everything else at the right.
    if (index.column() != SitemapTableModel::LocColumn)
        option->textElideMode = Qt::ElideRight;
    const QVariant severity = index.data(SitemapTableModel::SeverityRole);
    if (!severity.isValid())
        return;
    const auto level = Severity(severity.toInt());
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = SeverityStyle::icon(level);
    option->backgroundBrush = SeverityStyle::tint(level, option->palette.color(QPalette::Base));
}
