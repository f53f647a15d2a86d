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

#include <algorithm>

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

QWidget *LastModDelegate::makeEditor(QWidget *parent, const QModelIndex &index) const
{
    auto *editor = new LastModEditor(parent);
    watchDraft(editor, editor, index);
    return editor;
}

void LastModDelegate::showValue(QWidget *editor, const QModelIndex &index) const
{
    static_cast<LastModEditor *>(editor)->setText(index.data(Qt::EditRole).toString());
}

std::optional<QString> LastModDelegate::editedValue(QWidget *editor) const
{
    const QString text = static_cast<LastModEditor *>(editor)->text().trimmed();
    return text.isEmpty() ? std::nullopt : std::optional<QString>(text);
}

void LastModDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                           const QModelIndex &index) const
{
    SeverityDelegate::updateEditorGeometry(editor, option, index);
    auto *line = static_cast<LastModEditor *>(editor);
    // The longest form (a time with seconds and an offset) or the value, whichever
    // is longer, beside the two buttons and the line edit's margins.
    const QFontMetrics metrics = line->fontMetrics();
    const int text =
        std::max(metrics.horizontalAdvance(QStringLiteral("0000-00-00T00:00:00+00:00")),
                 metrics.horizontalAdvance(index.data(Qt::EditRole).toString()));
    const int button = line->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, line) + 8;
    const int wanted = text + 2 * button + 16;
    QRect rect = editor->geometry();
    if (rect.width() >= wanted)
        return;
    rect.setWidth(wanted);
    // Within the view: it grows to the left where the right has no room.
    if (const QWidget *view = editor->parentWidget()) {
        if (rect.right() > view->width())
            rect.moveRight(std::max(view->width(), wanted) - 1);
        if (rect.left() < 0)
            rect.moveLeft(0);
    }
    editor->setGeometry(rect);
}
