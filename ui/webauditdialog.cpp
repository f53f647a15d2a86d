// SPDX-License-Identifier: GPL-3.0-or-later
#include "webauditdialog.h"

#include "mainwindow.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "webaudit.h"
#include "webauditstore.h"
#include "webrules.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace {

constexpr int SortRole = Qt::UserRole;
constexpr int ClassRole = Qt::UserRole + 1;
constexpr int FileRole = Qt::UserRole + 2;
constexpr int EntryRole = Qt::UserRole + 3;

enum ResultColumn
{
    UrlColumn,
    StatusColumn,
    TimeColumn,
    FindingsColumn,
};

bool pageFile(const SitemapDocument &doc, int file)
{
    const FileKind kind = doc.file(file).kind;
    return kind == FileKind::UrlSet || kind == FileKind::Text || kind == FileKind::Feed;
}

// The status class the filter picks by: "2xx", "3xx", ..., "blocked", "none".
QString statusClass(const WebResult &r)
{
    switch (r.outcome) {
    case WebResult::Outcome::RobotsBlocked:
        return QStringLiteral("blocked");
    case WebResult::Outcome::Unreachable:
        return QStringLiteral("none");
    case WebResult::Outcome::Answered:
        break;
    }
    return QStringLiteral("%1xx").arg(r.status / 100);
}

} // namespace

WebAuditDialog::WebAuditDialog(MainWindow *window, WebAuditStore *store)
    : QDialog(window), m_window(window), m_store(store)
{
    setObjectName(QStringLiteral("webAuditDialog"));
    setWindowTitle(tr("Check URLs on the Web"));
    auto *layout = new QVBoxLayout(this);

    auto *scope = new QGroupBox(tr("URLs to check"), this);
    auto *scopeLayout = new QVBoxLayout(scope);
    m_selected = new QRadioButton(scope);
    m_selected->setObjectName(QStringLiteral("webAuditSelected"));
    m_all = new QRadioButton(scope);
    m_all->setObjectName(QStringLiteral("webAuditAll"));
    scopeLayout->addWidget(m_selected);
    scopeLayout->addWidget(m_all);
    layout->addWidget(scope);

    auto *pace = new QGroupBox(tr("Pace"), this);
    auto *paceLayout = new QFormLayout(pace);
    m_concurrency = new QSpinBox(pace);
    m_concurrency->setRange(1, WebAuditOptions::MaxConcurrency);
    m_concurrency->setValue(WebAuditOptions::DefaultConcurrency);
    m_delay = new QSpinBox(pace);
    m_delay->setRange(WebAuditOptions::MinDelayMs, WebAuditOptions::MaxDelayMs);
    m_delay->setSingleStep(50);
    m_delay->setValue(WebAuditOptions::DefaultDelayMs);
    m_delay->setSuffix(tr(" ms"));
    paceLayout->addRow(tr("Requests at a time:"), m_concurrency);
    paceLayout->addRow(tr("Pause between two requests to one host:"), m_delay);
    auto *paceNote = new QLabel(
        tr("At most two requests go to one host at a time; a host that answers 429 or 503 "
           "gets twice the pause. Each host's robots.txt is read first, and a page it blocks "
           "for Googlebot is not requested. Redirects are not followed."),
        pace);
    paceNote->setWordWrap(true);
    paceLayout->addRow(paceNote);
    layout->addWidget(pace);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("webAuditSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto *progressRow = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progressLabel = new QLabel(this);
    m_cancelButton = new QPushButton(tr("Cancel Check"), this);
    m_cancelButton->setEnabled(false);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressLabel);
    progressRow->addWidget(m_cancelButton);
    layout->addLayout(progressRow);

    auto *filterRow = new QHBoxLayout;
    auto *filterLabel = new QLabel(tr("Show:"), this);
    m_filter = new QComboBox(this);
    m_filter->addItems({tr("All answers"), tr("With findings"), tr("2xx success"),
                        tr("3xx redirect"), tr("4xx client error"), tr("5xx server error"),
                        tr("Blocked by robots.txt"), tr("No answer")});
    filterLabel->setBuddy(m_filter);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter);
    filterRow->addStretch(1);
    layout->addLayout(filterRow);

    m_results = new QStandardItemModel(0, 4, this);
    m_results->setHorizontalHeaderLabels({tr("URL"), tr("Web status"), tr("Time"), tr("Findings")});
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_results);
    m_proxy->setSortRole(SortRole);
    m_proxy->setFilterRole(ClassRole);
    m_proxy->setFilterKeyColumn(StatusColumn);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("webAuditResults"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->horizontalHeader()->setSectionResizeMode(UrlColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(StatusColumn, QHeaderView::Interactive);
    m_view->horizontalHeader()->resizeSection(StatusColumn, 220);
    m_view->horizontalHeader()->setSectionResizeMode(TimeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(FindingsColumn, QHeaderView::ResizeToContents);
    m_view->sortByColumn(StatusColumn, Qt::DescendingOrder);
    layout->addWidget(m_view, 1);

    auto *buttons = new QDialogButtonBox(this);
    m_checkButton = buttons->addButton(tr("Check"), QDialogButtonBox::AcceptRole);
    m_checkButton->setDefault(true);
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);

    connect(m_checkButton, &QPushButton::clicked, this, &WebAuditDialog::startCheck);
    connect(m_cancelButton, &QPushButton::clicked, this, &WebAuditDialog::cancelCheck);
    connect(m_closeButton, &QPushButton::clicked, this, &WebAuditDialog::reject);
    connect(m_selected, &QRadioButton::toggled, this, &WebAuditDialog::refresh);
    connect(m_concurrency, &QSpinBox::valueChanged, this, &WebAuditDialog::refresh);
    connect(m_delay, &QSpinBox::valueChanged, this, &WebAuditDialog::refresh);
    connect(m_filter, &QComboBox::currentIndexChanged, this, &WebAuditDialog::applyFilter);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QModelIndex url = m_proxy->mapToSource(index.siblingAtColumn(UrlColumn));
        const QStandardItem *item = m_results->itemFromIndex(url);
        if (item)
            m_window->showProblem(item->data(FileRole).toInt(), item->data(EntryRole).toInt(),
                                  int(Field::Loc));
    });
    resize(760, 560);
    const bool anySelected = !m_window->selectedEntries().empty();
    (anySelected ? m_selected : m_all)->setChecked(true);
    refresh();
}

WebAuditDialog::~WebAuditDialog()
{
    cancelCheck();
}

WebAuditOptions WebAuditDialog::options() const
{
    WebAuditOptions o;
    o.concurrency = m_concurrency->value();
    o.delayMs = m_delay->value();
    if (m_timeoutMs > 0)
        o.timeoutMs = m_timeoutMs;
    return o.bounded();
}

void WebAuditDialog::refresh()
{
    if (isRunning())
        return;
    const SitemapDocument &doc = *m_window->document();
    std::vector<std::pair<int, int>> selection = m_window->selectedEntries();
    int all = 0;
    for (int f = 0; f < doc.fileCount(); ++f)
        all += pageFile(doc, f) ? doc.entryCount(f) : 0;
    m_selected->setText(selection.empty()
                            ? tr("The selected rows (none are selected)")
                            : tr("The %n selected row(s)", nullptr, int(selection.size())));
    m_selected->setEnabled(!selection.empty());
    m_all->setText(tr("All %n entries", nullptr, all));
    if (selection.empty() && m_selected->isChecked())
        m_all->setChecked(true);
    std::vector<std::pair<int, int>> entries;
    if (m_selected->isChecked()) {
        entries = std::move(selection);
    } else {
        for (int f = 0; f < doc.fileCount(); ++f) {
            if (!pageFile(doc, f))
                continue;
            for (int e = 0; e < doc.entryCount(f); ++e)
                entries.push_back({f, e});
        }
    }
    m_urls.clear();
    m_entries.clear();
    QSet<QString> hosts;
    for (const auto &[f, e] : entries) {
        if (!pageFile(doc, f))
            continue;
        const QString loc = UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc));
        const UrlTools::Parts parts = UrlTools::split(loc);
        if (!parts.absolute ||
            (parts.scheme != QLatin1String("http") && parts.scheme != QLatin1String("https")))
            continue;
        const QString key = UrlTools::duplicateKey(loc);
        auto it = m_entries.find(key);
        if (it == m_entries.end()) {
            it = m_entries.insert(key, {});
            m_urls << UrlTools::toUriForm(loc);
            hosts.insert(UrlTools::originKey(loc));
        }
        it->push_back({f, e});
    }
    m_hosts = int(hosts.size());
    if (m_urls.isEmpty()) {
        m_summary->setText(tr("No http or https URL to check among these rows."));
    } else {
        m_summary->setText(tr("%1 on %2: about %3 at this pace.")
                               .arg(tr("%n distinct URL(s)", nullptr, int(m_urls.size())),
                                    tr("%n host(s)", nullptr, m_hosts), estimateText()));
    }
    m_checkButton->setEnabled(!m_urls.isEmpty());
}

QString WebAuditDialog::estimateText() const
{
    const qint64 ms = WebAuditOptions::estimateMs(m_urls.size(), m_hosts, options());
    const qint64 seconds = (ms + 999) / 1000;
    if (seconds < 60)
        return tr("%n second(s)", nullptr, int(qMax<qint64>(1, seconds)));
    const qint64 minutes = (seconds + 59) / 60;
    if (minutes < 60)
        return tr("%n minute(s)", nullptr, int(minutes));
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

bool WebAuditDialog::isRunning() const
{
    return m_audit && m_audit->isRunning();
}

bool WebAuditDialog::startCheck()
{
    if (isRunning() || m_urls.isEmpty())
        return false;
    if (m_urls.size() > AskAbove) {
        const QString question =
            tr("Check %1 URLs? At this pace that takes about %2, and the sites are asked for "
               "every page.")
                .arg(QLocale().toString(qlonglong(m_urls.size())), estimateText());
        const bool yes = m_confirmHook ? m_confirmHook(question)
                                       : QMessageBox::question(this, windowTitle(), question) ==
                                             QMessageBox::Yes;
        if (!yes)
            return false;
    }
    m_results->removeRows(0, m_results->rowCount());
    delete m_audit;
    m_audit = new WebAudit(this);
    m_audit->setOptions(options());
    connect(m_audit, &WebAudit::resultReady, this,
            [this](int index) { record(m_audit->result(index)); });
    connect(m_audit, &WebAudit::progress, this, [this](int done, int total) {
        m_progress->setValue(done);
        m_progressLabel->setText(tr("%1 of %2").arg(done).arg(total));
    });
    connect(m_audit, &WebAudit::finished, this, &WebAuditDialog::finishCheck);
    m_progress->setRange(0, int(m_urls.size()));
    m_progress->setValue(0);
    m_progressLabel->setText(tr("%1 of %2").arg(0).arg(m_urls.size()));
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_selected, m_all, m_concurrency, m_delay, m_checkButton})
        w->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_view->setSortingEnabled(false); // rows come in as answers arrive
    m_audit->start(m_urls);
    return true;
}

void WebAuditDialog::cancelCheck()
{
    if (isRunning())
        m_audit->cancel();
}

void WebAuditDialog::finishCheck()
{
    const bool cancelled = m_audit && m_audit->wasCancelled();
    const int done = m_audit ? m_audit->doneCount() : 0;
    m_progressLabel->setText(cancelled ? tr("Cancelled after %1 of %2").arg(done).arg(m_urls.size())
                                       : tr("%1 of %2").arg(done).arg(m_urls.size()));
    m_cancelButton->setEnabled(false);
    for (QWidget *w : std::initializer_list<QWidget *>{m_all, m_concurrency, m_delay})
        w->setEnabled(true);
    m_view->setSortingEnabled(true);
    refresh();
    emit checkFinished();
}

void WebAuditDialog::feedResult(const WebResult &result)
{
    record(result);
}

void WebAuditDialog::record(const WebResult &result)
{
    const QString key = UrlTools::duplicateKey(result.url);
    const std::vector<std::pair<int, int>> entries = m_entries.value(key);
    m_store->addResult(result, entries);
    const auto findings = WebRules::findings(result, result.url);
    QStringList rules;
    for (const WebRules::Finding &f : findings)
        rules << Rules::idString(f.rule);
    auto *url = new QStandardItem(UrlTools::toReadableForm(result.url));
    url->setData(url->text(), SortRole);
    url->setData(entries.empty() ? -1 : entries.front().first, FileRole);
    url->setData(entries.empty() ? -1 : entries.front().second, EntryRole);
    url->setToolTip(url->text());
    auto *status = new QStandardItem(WebRules::statusText(result));
    status->setToolTip(status->text());
    status->setData(WebRules::statusKey(result), SortRole);
    status->setData(statusClass(result) +
                        (findings.empty() ? QString() : QStringLiteral(" findings")),
                    ClassRole);
    auto *time = new QStandardItem(
        result.outcome == WebResult::Outcome::Answered ? tr("%1 ms").arg(result.ms) : QString());
    time->setData(result.ms, SortRole);
    auto *found = new QStandardItem(rules.join(QStringLiteral(", ")));
    found->setData(found->text(), SortRole);
    m_results->appendRow({url, status, time, found});
}

void WebAuditDialog::applyFilter()
{
    static const char *const patterns[] = {"",     "findings", "^2xx",     "^3xx",
                                           "^4xx", "^5xx",     "^blocked", "^none"};
    m_proxy->setFilterRegularExpression(
        QString::fromLatin1(patterns[qBound(0, m_filter->currentIndex(), 7)]));
}

void WebAuditDialog::reject()
{
    cancelCheck();
    QDialog::reject();
}
