// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits lastmod as text (anything may be typed; the validator says what is
// wrong with it), with a calendar button that fills in a date and a button for
// the current date and time.

#include "severitydelegate.h"

#include <QLineEdit>

class LastModEditor : public QLineEdit
{
    Q_OBJECT

public:
    explicit LastModEditor(QWidget *parent = nullptr);

    // Sets the date part, keeping a time that is already there.
    void setDate(const QDate &date);
    void setNow();

private:
    void showCalendar();
};

class LastModDelegate : public SeverityDelegate
{
    Q_OBJECT

public:
    using SeverityDelegate::SeverityDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
    // Wider than the cell when the date and its two buttons need it, so that the
    // buttons never hide the start of the date.
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;
};
