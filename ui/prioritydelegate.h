// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits priority with a spin box whose range and step come from the model
// (SitemapTableModel::MinimumRole, MaximumRole, StepRole). One step below the
// minimum is the special value "not set", which removes the element.

#include "severitydelegate.h"

class PriorityDelegate : public SeverityDelegate
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
