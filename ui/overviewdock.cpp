// SPDX-License-Identifier: GPL-3.0-or-later
#include "overviewdock.h"

#include "barchart.h"
#include "overviewtracker.h"
#include "severitystyle.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "urltools.h"
#include "validator.h"

#include <QComboBox>
#include <QDate>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

using Overview::Bucket;
using Overview::Chart;
using Kind = Overview::Bucket::Kind;

namespace {

// Sections and hosts may number in the thousands: the largest are drawn.
constexpr size_t MaxBars = 200;

// A section as the table shows its URLs: %XX of UTF-8 decoded where printable.
QString pathText(const QStringList &segments)
{
    return UrlTools::toReadableForm(QLatin1Char('/') + segments.join(QLatin1Char('/')));
}

QColor severityColor(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QColor(200, 55, 55);
    case Severity::Warning:
        return QColor(215, 140, 20);
    case Severity::Info:
        break;
    }
    return QColor(60, 120, 200);
}

} // namespace

OverviewDock::OverviewDock(SitemapDocument *document, Validator *validator,
                           SitemapTableModel *model, QWidget *parent)
    : QDockWidget(tr("Overview"), parent), m_doc(document), m_validator(validator), m_model(model),
      m_tracker(new OverviewTracker(document, validator, this))
{
    setObjectName(QStringLiteral("overviewDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 6);

    auto *chooser = new QHBoxLayout;
    auto *chartLabel = new QLabel(tr("&Chart:"), body);
    m_chartBox = new QComboBox(body);
    m_chartBox->setObjectName(QStringLiteral("overviewChart"));
    for (int c = 0; c < Overview::ChartCount; ++c)
        m_chartBox->addItem(chartName(Chart(c)), c);
    chartLabel->setBuddy(m_chartBox);
    chooser->addWidget(chartLabel);
    chooser->addWidget(m_chartBox, 1);
    layout->addLayout(chooser);

    auto *where = new QHBoxLayout;
    m_upButton = new QToolButton(body);
    m_upButton->setObjectName(QStringLiteral("overviewUp"));
    m_upButton->setText(tr("&Up"));
    m_upButton->setIcon(style()->standardIcon(QStyle::SP_FileDialogToParent));
    m_upButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_upButton->setToolTip(tr("Back to the section above (Backspace)"));
    connect(m_upButton, &QToolButton::clicked, this, &OverviewDock::goUp);
    m_where = new QLabel(body);
    m_where->setWordWrap(true);
    where->addWidget(m_where, 1);
    where->addWidget(m_upButton);
    layout->addLayout(where);

    m_chart = new BarChart(body);
    m_chart->setObjectName(QStringLiteral("overviewBars"));
    m_chart->installEventFilter(this);
    connect(m_chart, &BarChart::barChosen, this, &OverviewDock::chooseBar);
    layout->addWidget(m_chart, 1);

    m_summary = new QLabel(body);
    m_summary->setObjectName(QStringLiteral("overviewSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_clearButton = new QPushButton(tr("Show &All Rows"), body);
    m_clearButton->setObjectName(QStringLiteral("overviewClear"));
    m_clearButton->setToolTip(tr("End the filter by a bar of the overview"));
    connect(m_clearButton, &QPushButton::clicked, this, &OverviewDock::clearFilter);
    layout->addWidget(m_clearButton, 0, Qt::AlignRight);
    setWidget(body);

    connect(m_chartBox, &QComboBox::currentIndexChanged, this, [this] {
        updateHeader();
        updateChart();
    });
    connect(m_tracker, &OverviewTracker::updated, this, [this] {
        updateChart();
        emit chartsUpdated();
    });
    connect(m_tracker, &OverviewTracker::rulesChanged, this, [this] {
        if (shownChart() == Chart::Rule)
            updateChart();
        else
            updateChartNames();
    });
    // A new document: no bars of the one before while it is counted.
    connect(m_tracker, &OverviewTracker::cleared, this, &OverviewDock::updateChart);
    // A filter by a bar of the document before is no filter of the next one.
    connect(m_doc, &SitemapDocument::aboutToReset, this, &OverviewDock::clearFilter);
    // Counted only while someone looks.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_tracker->setActive(visible);
        updateHeader();
    });
    m_tracker->setActive(false);
    updateHeader();
    updateChart();
}

void OverviewDock::updateChartNames()
{
    for (int i = 0; i < m_chartBox->count(); ++i) {
        const auto chart = Chart(m_chartBox->itemData(i).toInt());
        const QString name = m_tracker->isPending(chart)
                                 ? tr("%1 (counting…)").arg(chartName(chart))
                                 : chartName(chart);
        if (m_chartBox->itemText(i) != name)
            m_chartBox->setItemText(i, name);
    }
}

OverviewDock::~OverviewDock()
{
    if (m_model && m_model->rowFilter() == m_filter.get())
        m_model->setRowFilter(nullptr);
}

QString OverviewDock::chartName(Chart chart) const
{
    switch (chart) {
    case Chart::Month:
        return tr("Last modified, by month");
    case Chart::Path:
        return tr("Sections (path segments)");
    case Chart::Host:
        return tr("Hosts");
    case Chart::ChangeFreq:
        return tr("Change frequency");
    case Chart::Priority:
        return tr("Priority");
    case Chart::Rule:
        return tr("Problems, by rule");
    }
    return {};
}

Chart OverviewDock::shownChart() const
{
    return Chart(m_chartBox->currentData().toInt());
}

void OverviewDock::showChart(Chart chart)
{
    m_chartBox->setCurrentIndex(m_chartBox->findData(int(chart)));
}

QString OverviewDock::bucketLabel(Chart chart, const Bucket &bucket,
                                  const QStringList &prefix) const
{
    const bool url = chart == Chart::Path || chart == Chart::Host;
    switch (bucket.kind) {
    case Kind::Missing:
        return url ? tr("No URL") : tr("Not set");
    case Kind::Invalid:
        switch (chart) {
        case Chart::Month:
            return tr("Not a date");
        case Chart::Path:
        case Chart::Host:
            return tr("Not an absolute URL");
        case Chart::Priority:
            return tr("Not a number from 0.0 to 1.0");
        default:
            return tr("Not a valid value");
        }
    case Kind::Here:
        return tr("%1 (the address itself)").arg(pathText(prefix));
    case Kind::Value:
        break;
    }
    switch (chart) {
    case Chart::Month: {
        const QDate month = QDate::fromString(bucket.value, QStringLiteral("yyyy-MM"));
        if (month.isValid())
            return QLocale().toString(month, QStringLiteral("MMM yyyy"));
        return tr("%1 (year only)").arg(bucket.value);
    }
    case Chart::Path:
        return pathText(prefix + QStringList{bucket.value});
    default:
        return bucket.value;
    }
}

std::vector<Bucket> OverviewDock::bucketsShown() const
{
    const Chart chart = shownChart();
    if (chart == Chart::Rule)
        return m_tracker->ruleBuckets();
    return m_tracker->result().chart(chart);
}

void OverviewDock::updateHeader()
{
    const bool path = shownChart() == Chart::Path;
    const QStringList prefix = m_tracker->pathPrefix();
    m_upButton->setVisible(path);
    m_upButton->setEnabled(!prefix.isEmpty());
    m_where->setVisible(path);
    m_where->setText(prefix.isEmpty()
                         ? tr("First path segments. Choose one to see what lies below it.")
                         : tr("Below %1").arg(pathText(prefix) + QLatin1Char('/')));
    m_clearButton->setEnabled(m_filter != nullptr);
}

void OverviewDock::updateChart()
{
    const Chart chart = shownChart();
    std::vector<Bucket> buckets = bucketsShown();
    const Overview::Result &result = m_tracker->result();
    const qint64 total = chart == Chart::Path ? result.underPrefix : result.entries;
    const size_t all = buckets.size();
    if (buckets.size() > MaxBars)
        buckets.resize(MaxBars);
    m_shownPrefix = result.pathPrefix;
    std::vector<BarChart::Bar> bars;
    bars.reserve(buckets.size());
    int chosen = -1;
    for (const Bucket &bucket : buckets) {
        BarChart::Bar bar;
        bar.label = bucketLabel(chart, bucket, m_shownPrefix);
        bar.count = bucket.count;
        if (chart == Chart::Rule) {
            const std::optional<RuleId> rule = Rules::fromId(bucket.value);
            const Severity severity = rule ? Rules::severity(*rule) : Severity::Info;
            bar.color = severityColor(severity);
            bar.toolTip = tr("%1: %2").arg(SeverityStyle::label(severity), bucket.value);
        } else if (chart == Chart::Month && bucket.kind == Kind::Value) {
            bar.toolTip = bucket.value;
        } else if (chart == Chart::Path && bucket.kind != Kind::Here) {
            bar.toolTip = tr("Choose to filter the table and see what lies below");
        }
        if (m_filter) {
            const Overview::BucketRef &f = m_filter->bucket();
            if (f.chart == chart && f.kind == bucket.kind && f.value == bucket.value &&
                (chart != Chart::Path || f.pathPrefix == m_shownPrefix))
                chosen = int(bars.size());
        }
        bars.push_back(std::move(bar));
    }
    m_shown = std::move(buckets);
    m_chart->setBars(std::move(bars), chart == Chart::Rule ? 0 : total);
    m_chart->setChosen(chosen);

    updateChartNames();
    QStringList summary;
    const bool counting = m_tracker->isPending(chart);
    // Counted for the first time (after a load): nothing to show yet.
    const bool none = chart == Chart::Rule ? m_tracker->rulesPending() : !m_tracker->hasResult();
    if (counting)
        summary << tr("Counting…");
    if (chart == Chart::Rule && !none)
        summary << tr("URLs with each problem; problems of whole files are in the Problems "
                      "list.");
    else if (chart == Chart::Path && !none)
        summary << tr("%Ln URL(s) in this section.", nullptr, int(total));
    else if (!none)
        summary << tr("%Ln URL(s).", nullptr, int(total));
    if (all > m_shown.size())
        summary << tr("The %1 largest of %2 shown.")
                       .arg(QLocale().toString(qulonglong(m_shown.size())),
                            QLocale().toString(qulonglong(all)));
    if (m_filter)
        summary << tr("The table shows %1.").arg(filterText());
    m_summary->setText(summary.join(QLatin1Char(' ')));
    updateHeader();
}

QStringList OverviewDock::barLabels() const
{
    QStringList labels;
    for (const BarChart::Bar &bar : m_chart->bars())
        labels << bar.label;
    return labels;
}

void OverviewDock::chooseBar(int bar)
{
    if (bar < 0 || size_t(bar) >= m_shown.size())
        return;
    const Chart chart = shownChart();
    const Bucket &bucket = m_shown[size_t(bar)];
    const Overview::BucketRef ref{chart, bucket.kind, bucket.value,
                                  chart == Chart::Path ? m_shownPrefix : QStringList()};
    setFilter(ref);
    // A section: what lies below it, next.
    if (chart == Chart::Path && bucket.kind == Kind::Value) {
        m_tracker->setPathPrefix(ref.path());
        updateChart();
    }
}

void OverviewDock::goUp()
{
    QStringList prefix = m_tracker->pathPrefix();
    if (prefix.isEmpty())
        return;
    prefix.removeLast();
    // The filter follows: the section left is now one of the bars.
    if (prefix.isEmpty()) {
        clearFilter();
    } else {
        Overview::BucketRef ref{Chart::Path, Kind::Value, prefix.last(), prefix};
        ref.pathPrefix.removeLast();
        setFilter(ref);
    }
    m_tracker->setPathPrefix(prefix);
    updateChart();
}

void OverviewDock::setFilter(const Overview::BucketRef &bucket)
{
    if (!m_model)
        return;
    auto filter = std::make_unique<Overview::BucketFilter>(m_doc, m_validator, bucket);
    // The old filter goes after the model has let go of it.
    m_model->setRowFilter(filter.get());
    m_filter = std::move(filter);
    updateChart();
    emit filterChanged();
}

void OverviewDock::clearFilter()
{
    if (!m_filter)
        return;
    if (m_model && m_model->rowFilter() == m_filter.get())
        m_model->setRowFilter(nullptr);
    m_filter.reset();
    updateChart();
    emit filterChanged();
}

const Overview::BucketRef *OverviewDock::filterBucket() const
{
    return m_filter ? &m_filter->bucket() : nullptr;
}

QString OverviewDock::filterText() const
{
    if (!m_filter)
        return {};
    const Overview::BucketRef &ref = m_filter->bucket();
    const Bucket bucket{ref.kind, ref.value, 0};
    const QString label = bucketLabel(ref.chart, bucket, ref.pathPrefix);
    switch (ref.chart) {
    case Chart::Month:
        return tr("Last modified: %1").arg(label);
    case Chart::Path:
        return tr("Section: %1").arg(label);
    case Chart::Host:
        return tr("Host: %1").arg(label);
    case Chart::ChangeFreq:
        return tr("Change frequency: %1").arg(label);
    case Chart::Priority:
        return tr("Priority: %1").arg(label);
    case Chart::Rule:
        return tr("Problem: %1").arg(label);
    }
    return label;
}

bool OverviewDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chart && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (shownChart() == Chart::Path &&
            (key->key() == Qt::Key_Backspace ||
             (key->key() == Qt::Key_Up && key->modifiers() & Qt::AltModifier))) {
            goUp();
            return true;
        }
        if (key->key() == Qt::Key_Escape && m_filter) {
            clearFilter();
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}
