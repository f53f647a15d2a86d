// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits changefreq with a combo box. The choices come from the model
// (SitemapTableModel::ChoicesRole, "" meaning "not set") and are stored as item
// data, never by position; a value outside the list (a typo in the file) is shown
// as an extra item so opening the editor does not lose it.

#include "severitydelegate.h"

class ChangeFreqDelegate : public SeverityDelegate
{
    Q_OBJECT

public:
    using SeverityDelegate::SeverityDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};
