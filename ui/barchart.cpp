// SPDX-License-Identifier: GPL-3.0-or-later
#include "barchart.h"

#include <QAbstractListModel>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>

namespace {

enum Role
{
    CountRole = Qt::UserRole + 1,
    FractionRole, // count / largest count, for the bar's length
    ColorRole,
    CountTextRole,
    CountWidthRole,   // the widest count text, so every bar starts and ends alike
    LongestLabelRole, // the longest label, so the labels get the room they need
    ChosenRole
};

} // namespace

class BarChartModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void setBars(std::vector<BarChart::Bar> bars, qint64 total)
    {
        beginResetModel();
        m_bars = std::move(bars);
        m_total = total;
        m_max = 0;
        m_countTexts.clear();
        m_longestLabel.clear();
        for (const BarChart::Bar &bar : m_bars) {
            m_max = std::max(m_max, bar.count);
            m_countTexts << QLocale().toString(bar.count);
            if (bar.label.size() > m_longestLabel.size())
                m_longestLabel = bar.label;
        }
        m_chosen = -1;
        endResetModel();
    }
    const std::vector<BarChart::Bar> &bars() const { return m_bars; }
    int chosen() const { return m_chosen; }
    void setChosen(int bar)
    {
        const int before = m_chosen;
        m_chosen = bar;
        for (const int row : {before, bar}) {
            if (row >= 0 && row < rowCount())
                emit dataChanged(index(row), index(row), {ChosenRole});
        }
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_bars.size());
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= rowCount())
            return {};
        const BarChart::Bar &bar = m_bars[size_t(index.row())];
        switch (role) {
        case Qt::DisplayRole:
            return bar.label;
        case Qt::ToolTipRole:
            return bar.toolTip.isEmpty() ? spoken(bar)
                                         : bar.toolTip + QLatin1Char('\n') + spoken(bar);
        case Qt::AccessibleTextRole:
            return bar.label + QLatin1String(": ") + spoken(bar);
        case CountRole:
            return bar.count;
        case FractionRole:
            return m_max > 0 ? double(bar.count) / double(m_max) : 0.0;
        case ColorRole:
            return bar.color;
        case CountTextRole:
            return m_countTexts.at(index.row());
        case CountWidthRole: {
            qsizetype widest = 0;
            for (const QString &text : m_countTexts)
                widest = std::max(widest, text.size());
            return int(widest);
        }
        case LongestLabelRole:
            return m_longestLabel;
        case ChosenRole:
            return index.row() == m_chosen;
        default:
            return {};
        }
    }

private:
    QString spoken(const BarChart::Bar &bar) const
    {
        const QString count =
            BarChart::tr("%Ln URL(s)", nullptr, int(std::min<qint64>(bar.count, INT_MAX)));
        if (m_total <= 0)
            return count;
        return BarChart::tr("%1, %2 % of %3")
            .arg(count, QLocale().toString(100.0 * double(bar.count) / double(m_total), 'f', 1),
                 QLocale().toString(m_total));
    }

    std::vector<BarChart::Bar> m_bars;
    QStringList m_countTexts;
    QString m_longestLabel;
    qint64 m_total = 0;
    qint64 m_max = 0;
    int m_chosen = -1;
};

namespace {

class BarDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        return {120, option.fontMetrics.height() + 10};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : nullptr;
        if (style)
            style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

        const bool chosen = index.data(ChosenRole).toBool();
        QFont font = option.font;
        font.setBold(chosen);
        const QFontMetrics metrics(font);
        const QPalette::ColorGroup group =
            option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        const bool selected = option.state & QStyle::State_Selected;
        const QColor textColor =
            option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);

        const QRect area = option.rect.adjusted(6, 0, -6, 0);
        const int gap = 6;
        const int countWidth =
            metrics.horizontalAdvance(QLatin1Char('0')) * (index.data(CountWidthRole).toInt() + 1);
        // As wide as the longest label, between two fifths and three fifths of the row.
        const int labelWidth =
            std::clamp(metrics.horizontalAdvance(index.data(LongestLabelRole).toString()) + gap,
                       std::max(40, area.width() * 2 / 5), std::max(40, area.width() * 3 / 5));
        const QRect labelRect(area.left(), area.top(), labelWidth, area.height());
        const QRect countRect(area.right() - countWidth + 1, area.top(), countWidth, area.height());
        const int barLeft = labelRect.right() + gap;
        const int barRoom = std::max(0, countRect.left() - gap - barLeft);

        painter->save();
        painter->setFont(font);
        painter->setPen(textColor);
        painter->drawText(
            labelRect, Qt::AlignVCenter | Qt::AlignLeft,
            metrics.elidedText(index.data().toString(), Qt::ElideMiddle, labelRect.width()));
        const double fraction = index.data(FractionRole).toDouble();
        const int barHeight = std::max(4, area.height() * 3 / 5);
        // Every bar with entries is seen, however small its share.
        const int barWidth = fraction > 0 ? std::max(2, int(barRoom * fraction + 0.5)) : 0;
        QColor color = index.data(ColorRole).value<QColor>();
        if (!color.isValid())
            color = option.palette.color(group, QPalette::Highlight);
        if (selected)
            color = option.palette.color(group, QPalette::HighlightedText);
        const QRect bar(barLeft, area.top() + (area.height() - barHeight) / 2, barWidth, barHeight);
        painter->fillRect(bar, color);
        if (chosen) {
            painter->setPen(QPen(textColor, 2));
            painter->drawRect(bar.adjusted(-1, -1, 1, 1));
        }
        painter->setPen(textColor);
        painter->drawText(countRect, Qt::AlignVCenter | Qt::AlignRight,
                          index.data(CountTextRole).toString());
        painter->restore();
    }
};

} // namespace

BarChart::BarChart(QWidget *parent) : QListView(parent), m_model(new BarChartModel(this))
{
    setModel(m_model);
    setItemDelegate(new BarDelegate(this));
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMouseTracking(true);
}

void BarChart::setBars(std::vector<Bar> bars, qint64 total)
{
    const int current = currentIndex().row();
    m_model->setBars(std::move(bars), total);
    // The keyboard stays where it was, as far as the new bars reach.
    if (current >= 0 && m_model->rowCount() > 0)
        setCurrentIndex(m_model->index(std::min(current, m_model->rowCount() - 1)));
}

const std::vector<BarChart::Bar> &BarChart::bars() const
{
    return m_model->bars();
}

QRect BarChart::barRect(int bar) const
{
    return visualRect(m_model->index(bar));
}

void BarChart::setChosen(int bar)
{
    m_model->setChosen(bar);
}

int BarChart::chosen() const
{
    return m_model->chosen();
}

void BarChart::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (currentIndex().isValid()) {
            emit barChosen(currentIndex().row());
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    QListView::keyPressEvent(event);
}

void BarChart::mousePressEvent(QMouseEvent *event)
{
    QListView::mousePressEvent(event);
    const QModelIndex index = indexAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && index.isValid())
        emit barChosen(index.row());
}

void BarChart::mouseDoubleClickEvent(QMouseEvent *event)
{
    // The first press chose the bar; the second click of a double click is no
    // second choice (in the sections chart it would go down one more level).
    event->accept();
}
