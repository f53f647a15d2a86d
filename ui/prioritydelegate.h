// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits priority with a PrioritySpinBox whose range and step come from the model
// (SitemapTableModel::MinimumRole, MaximumRole, StepRole). The value is the text
// the file holds: shown as written, stored as typed; one step below the minimum
// is "not set", which removes the element.

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

protected:
    std::optional<QString> draftValue(QWidget *editor, const QString &text,
                                      const QModelIndex &index) const override;
};
