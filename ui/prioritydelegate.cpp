// SPDX-License-Identifier: GPL-3.0-or-later
#include "prioritydelegate.h"

#include "priorityspinbox.h"
#include "sitemaptablemodel.h"

namespace {
const char InitialValueProperty[] = "initialValue";
}

QWidget *PriorityDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                        const QModelIndex &index) const
{
    auto *spin = new PrioritySpinBox(parent);
    spin->setFrame(false);
    spin->setRange(index.data(SitemapTableModel::MinimumRole).toDouble(),
                   index.data(SitemapTableModel::MaximumRole).toDouble());
    spin->setSingleStep(index.data(SitemapTableModel::StepRole).toDouble());
    watchDraft(spin, spin->textEdit(), index);
    return spin;
}

void PriorityDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *spin = static_cast<PrioritySpinBox *>(editor);
    const QVariant raw = index.data(SitemapTableModel::RawValueRole);
    // The value as written, whatever it is: starting an edit changes nothing.
    const std::optional<QString> value =
        raw.isNull() ? std::nullopt : std::optional<QString>(raw.toString().trimmed());
    spin->setValue(value);
    spin->setProperty(InitialValueProperty, value ? QVariant(*value) : QVariant());
    // As the view does for line edits and Qt's spin boxes: the text is selected, so
    // that typing on a selected cell replaces the value rather than appending to it.
    spin->selectAll();
}

void PriorityDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    auto *spin = static_cast<PrioritySpinBox *>(editor);
    const std::optional<QString> value = spin->value();
    const QVariant initial = spin->property(InitialValueProperty);
    const std::optional<QString> before =
        initial.isNull() ? std::nullopt : std::optional<QString>(initial.toString());
    // Leaving the editor as it started changes nothing.
    if (value == before)
        return;
    model->setData(index, value ? QVariant(*value) : QVariant(), Qt::EditRole);
}

std::optional<QString> PriorityDelegate::draftValue(QWidget *editor, const QString &,
                                                    const QModelIndex &) const
{
    return static_cast<PrioritySpinBox *>(editor)->value();
}
