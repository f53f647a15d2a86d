// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// View > Overview: how the URLs spread over lastmod months, over the sections of
// their paths (one level at a time: choosing a section shows what lies below
// it, Up goes back), over hosts, changefreq and priority values, and over the
// rules they break, as bar charts. Choosing a bar filters the table to the URLs
// counted in it, together with the text filter and "Only rows with problems";
// filterText() says which bar is the filter, for the filter bar, and
// clearFilter() ends it.
//
// The counting runs off the GUI thread (OverviewTracker) while the dock is
// shown, after a load at once and after edits when they pause.

#include "overviewstats.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class BarChart;
class OverviewTracker;
class SitemapDocument;
class SitemapTableModel;
class Validator;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

class OverviewDock : public QDockWidget
{
    Q_OBJECT

public:
    OverviewDock(SitemapDocument *document, Validator *validator, SitemapTableModel *model,
                 QWidget *parent = nullptr);
    ~OverviewDock() override;

    OverviewTracker *tracker() const { return m_tracker; }
    BarChart *chart() const { return m_chart; }
    QComboBox *chartBox() const { return m_chartBox; }
    QToolButton *upButton() const { return m_upButton; }
    QPushButton *clearButton() const { return m_clearButton; }

    Overview::Chart shownChart() const;
    void showChart(Overview::Chart chart);
    // Filters the table to the bar's URLs (and in the sections chart shows what
    // lies below it).
    void chooseBar(int bar);
    // The Sections chart one level up; its filter with it.
    void goUp();
    void clearFilter();
    bool isFiltering() const { return m_filter != nullptr; }
    const Overview::BucketRef *filterBucket() const;
    // "Host: www.example.com", for the filter bar; empty without a filter.
    QString filterText() const;

    // The bars of the chart shown as they are labelled.
    QStringList barLabels() const;

signals:
    void filterChanged();
    // The charts show the document as it is now (after a load or an edit).
    void chartsUpdated();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateChart();
    void updateHeader();
    // The charts still being counted say so in the chart box.
    void updateChartNames();
    void setFilter(const Overview::BucketRef &bucket);
    QString bucketLabel(Overview::Chart chart, const Overview::Bucket &bucket,
                        const QStringList &prefix) const;
    QString chartName(Overview::Chart chart) const;
    std::vector<Overview::Bucket> bucketsShown() const;

    SitemapDocument *m_doc;
    Validator *m_validator;
    QPointer<SitemapTableModel> m_model; // the window may delete it before its docks
    OverviewTracker *m_tracker;
    std::unique_ptr<Overview::BucketFilter> m_filter;
    std::vector<Overview::Bucket> m_shown; // the buckets behind the bars
    QStringList m_shownPrefix;             // the prefix of the Sections bars shown

    QComboBox *m_chartBox;
    QLabel *m_where;
    QToolButton *m_upButton;
    BarChart *m_chart;
    QLabel *m_summary;
    QPushButton *m_clearButton;
};
