// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A horizontal bar chart that is also a list: one row per bar with its label,
// the bar drawn to scale and the count. Being a list view it scrolls, takes
// the keyboard (arrows, Home/End, Page Up/Down; Enter or Space chooses the
// current bar) and tells screen readers each bar as text. A click or Enter
// emits barChosen() once; a double click chooses once too.
//
// Painted here rather than with Qt Charts: a list of bars is all the overview
// needs, Qt Charts is GPL-3 only (this project could take it, but users who
// build the editor under another licence could not), and a painted list draws
// only the rows on screen, whatever their number.

#include <QColor>
#include <QListView>

#include <vector>

class BarChartModel;

class BarChart : public QListView
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label;
        QString toolTip;
        qint64 count = 0;
        QColor color; // invalid: the palette's highlight colour
    };

    explicit BarChart(QWidget *parent = nullptr);

    // The bars, top to bottom; total is what the percentages in the tooltips
    // and the screen reader texts are of (0: no percentages).
    void setBars(std::vector<Bar> bars, qint64 total);
    const std::vector<Bar> &bars() const;
    // The row of a bar on screen (for tests and tooltips).
    QRect barRect(int bar) const;
    // The bar shown as chosen (the filter applied), -1: none.
    void setChosen(int bar);
    int chosen() const;

signals:
    void barChosen(int bar);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    BarChartModel *m_model;
};
