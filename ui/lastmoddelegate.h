// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits lastmod as text (anything may be typed; the validator says what is
// wrong with it), with a calendar button that fills in a date and a button for
// the current date and time.

#include "valuedelegate.h"

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

class LastModDelegate : public ValueDelegate
{
    Q_OBJECT

public:
    using ValueDelegate::ValueDelegate;

    // Wider than the cell when the date and its two buttons need it, so that the
    // buttons never hide the start of the date.
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

protected:
    QWidget *makeEditor(QWidget *parent, const QModelIndex &index) const override;
    void showValue(QWidget *editor, const QModelIndex &index) const override;
    std::optional<QString> editedValue(QWidget *editor) const override;
};
