// SPDX-License-Identifier: GPL-3.0-or-later
#include "prioritydelegate.h"

#include "sitemaptablemodel.h"

#include <QDoubleSpinBox>

namespace {
const char InitialValueProperty[] = "initialValue";
}

QWidget *PriorityDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                        const QModelIndex &index) const
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setFrame(false);
    const double minimum = index.data(SitemapTableModel::MinimumRole).toDouble();
    const double maximum = index.data(SitemapTableModel::MaximumRole).toDouble();
    const double step = index.data(SitemapTableModel::StepRole).toDouble();
    spin->setDecimals(1);
    spin->setSingleStep(step);
    spin->setRange(minimum - step, maximum);
    spin->setSpecialValueText(tr("not set"));
    return spin;
}

void PriorityDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *spin = static_cast<QDoubleSpinBox *>(editor);
    const QVariant raw = index.data(SitemapTableModel::RawValueRole);
    bool ok = false;
    const double value = raw.toString().trimmed().toDouble(&ok);
    // Not set, or not a number the spin box can show: start on "not set".
    spin->setValue(raw.isNull() || !ok ? spin->minimum() : value);
    spin->setProperty(InitialValueProperty, spin->value());
}

void PriorityDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    auto *spin = static_cast<QDoubleSpinBox *>(editor);
    spin->interpretText();
    // Leaving the editor untouched changes nothing, even when the spin box could
    // not show the value as written ("0.55", "high").
    if (qFuzzyCompare(spin->value() + 2.0, spin->property(InitialValueProperty).toDouble() + 2.0))
        return;
    if (spin->value() < spin->minimum() + spin->singleStep() / 2)
        model->setData(index, QVariant(), Qt::EditRole);
    else
        model->setData(index, spin->value(), Qt::EditRole);
}
