// SPDX-License-Identifier: GPL-3.0-or-later
#include "prioritydelegate.h"

#include "priorityspinbox.h"
#include "sitemaptablemodel.h"

namespace {
const char InitialValueProperty[] = "initialValue";
}

QWidget *PriorityDelegate::makeEditor(QWidget *parent, const QModelIndex &index) const
{
    auto *spin = new PrioritySpinBox(parent);
    spin->setFrame(false);
    spin->setRange(index.data(SitemapTableModel::MinimumRole).toDouble(),
                   index.data(SitemapTableModel::MaximumRole).toDouble());
    spin->setSingleStep(index.data(SitemapTableModel::StepRole).toDouble());
    watchDraft(spin, spin->textEdit(), index);
    return spin;
}

void PriorityDelegate::showValue(QWidget *editor, const QModelIndex &index) const
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

std::optional<QString> PriorityDelegate::editedValue(QWidget *editor) const
{
    return static_cast<PrioritySpinBox *>(editor)->value();
}

bool PriorityDelegate::changes(QWidget *editor, const std::optional<QString> &value) const
{
    const QVariant initial = editor->property(InitialValueProperty);
    const std::optional<QString> before =
        initial.isNull() ? std::nullopt : std::optional<QString>(initial.toString());
    return value != before;
}

std::optional<QString> PriorityDelegate::draftValue(QWidget *editor, const QString &,
                                                    const QModelIndex &) const
{
    return editedValue(editor);
}
