// SPDX-License-Identifier: GPL-3.0-or-later
#include "lastmoddelegate.h"

#include <QAction>
#include <QApplication>
#include <QCalendarWidget>
#include <QDateTime>
#include <QMenu>
#include <QStyle>
#include <QTimeZone>
#include <QWidgetAction>

LastModEditor::LastModEditor(QWidget *parent) : QLineEdit(parent)
{
    setFrame(false);
    setPlaceholderText(tr("YYYY-MM-DD"));
    // Theme icons where the desktop has them, the style's otherwise.
    QAction *calendar =
        addAction(QIcon::fromTheme(QStringLiteral("x-office-calendar"),
                                   style()->standardIcon(QStyle::SP_FileDialogDetailedView)),
                  QLineEdit::TrailingPosition);
    calendar->setToolTip(tr("Pick a date"));
    connect(calendar, &QAction::triggered, this, &LastModEditor::showCalendar);
    QAction *now = addAction(QIcon::fromTheme(QStringLiteral("appointment-soon"),
                                              style()->standardIcon(QStyle::SP_BrowserReload)),
                             QLineEdit::TrailingPosition);
    now->setToolTip(tr("Now"));
    connect(now, &QAction::triggered, this, &LastModEditor::setNow);
}

void LastModEditor::setDate(const QDate &date)
{
    const QString current = text();
    const qsizetype t = current.indexOf(QLatin1Char('T'));
    const QString time = (t == 10) ? current.mid(t) : QString();
    setText(date.toString(Qt::ISODate) + time);
}

void LastModEditor::setNow()
{
    // Seconds and the local offset: the full W3C form the schema accepts.
    const QDateTime now = QDateTime::currentDateTime();
    setText(now.toOffsetFromUtc(now.offsetFromUtc()).toString(Qt::ISODate));
}

void LastModEditor::showCalendar()
{
    // A child of the editor, so the item view does not take the focus change for
    // the end of editing.
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    auto *calendar = new QCalendarWidget(menu);
    const QDate current = QDate::fromString(text().left(10), Qt::ISODate);
    if (current.isValid())
        calendar->setSelectedDate(current);
    auto *action = new QWidgetAction(menu);
    action->setDefaultWidget(calendar);
    menu->addAction(action);
    connect(calendar, &QCalendarWidget::activated, menu, [this, menu](const QDate &date) {
        setDate(date);
        menu->close();
    });
    connect(calendar, &QCalendarWidget::clicked, menu, [this, menu](const QDate &date) {
        setDate(date);
        menu->close();
    });
    menu->popup(mapToGlobal(QPoint(width() - menu->sizeHint().width(), height())));
    calendar->setFocus();
}

QWidget *LastModDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                       const QModelIndex &index) const
{
    auto *editor = new LastModEditor(parent);
    watchDraft(editor, editor, index);
    return editor;
}

void LastModDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    static_cast<LastModEditor *>(editor)->setText(index.data(Qt::EditRole).toString());
}

void LastModDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                   const QModelIndex &index) const
{
    const QString text = static_cast<LastModEditor *>(editor)->text().trimmed();
    model->setData(index, text.isEmpty() ? QVariant() : QVariant(text), Qt::EditRole);
}
