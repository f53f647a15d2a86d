// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits priority with a PrioritySpinBox whose range and step come from the model
// (SitemapTableModel::MinimumRole, MaximumRole, StepRole). The value is the text
// the file holds: shown as written, stored as typed; one step below the minimum
// is "not set", which removes the element.

#include "valuedelegate.h"

class PriorityDelegate : public ValueDelegate
{
    Q_OBJECT

public:
    using ValueDelegate::ValueDelegate;

protected:
    QWidget *makeEditor(QWidget *parent, const QModelIndex &index) const override;
    void showValue(QWidget *editor, const QModelIndex &index) const override;
    std::optional<QString> editedValue(QWidget *editor) const override;
    // Leaving the editor as it started changes nothing.
    bool changes(QWidget *editor, const std::optional<QString> &value) const override;
    std::optional<QString> draftValue(QWidget *editor, const QString &text,
                                      const QModelIndex &index) const override;
};
