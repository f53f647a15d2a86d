// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits changefreq with a combo box. The choices come from the model
// (SitemapTableModel::ChoicesRole, "" meaning "not set") and are stored as item
// data, never by position; a value outside the list (a typo in the file) is shown
// as an extra item so opening the editor does not lose it.

#include "valuedelegate.h"

class ChangeFreqDelegate : public ValueDelegate
{
    Q_OBJECT

public:
    using ValueDelegate::ValueDelegate;

protected:
    QWidget *makeEditor(QWidget *parent, const QModelIndex &index) const override;
    void showValue(QWidget *editor, const QModelIndex &index) const override;
    std::optional<QString> editedValue(QWidget *editor) const override;
};
