// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tools ▸ Check URLs on the Web…: requests the pages of the selected rows' URLs
// or of all (PROTOCOL.md section 4.2). Before it starts it says how many distinct
// URLs that is and how long they take at the chosen pace, and asks before more
// than 1,000; while it runs a progress bar with Cancel; each answer goes to the
// WebAuditStore as it comes, so the findings show in the Problems dock and on
// the rows at once. The list of answers has a "Web status" column to sort by and
// a filter by status; a double click shows the entry.

#include "webauditrunner.h"

#include <QDialog>
#include <QHash>

#include <functional>
#include <utility>
#include <vector>

class MainWindow;
class WebAudit;
class WebAuditStore;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSortFilterProxyModel;
class QSpinBox;
class QStandardItemModel;
class QTableView;

class WebAuditDialog : public QDialog
{
    Q_OBJECT

public:
    enum StatusFilter
    {
        AllStatuses,
        WithFindings,
        Success,     // 2xx
        Redirection, // 3xx
        ClientError, // 4xx
        ServerError, // 5xx
        Blocked,     // robots.txt
        NoAnswer,
    };
    // The more distinct URLs than this, the more the dialog asks before it starts.
    static constexpr int AskAbove = 1000;

    WebAuditDialog(MainWindow *window, WebAuditStore *store);
    ~WebAuditDialog() override;

    // Counts again what the choice of rows would check (call when opening).
    void refresh();
    // The distinct URLs of the chosen rows, in table order, with their entries.
    QStringList urls() const { return m_urls; }
    int hostCount() const { return m_hosts; }
    WebAuditOptions options() const;
    // The dialog's estimate at the chosen pace, as shown.
    QString estimateText() const;

    // Starts the check (after asking above AskAbove); false when nothing started.
    bool startCheck();
    void cancelCheck();
    bool isRunning() const;
    // Tests: answer the question above AskAbove without showing it, and shorten
    // the 30 s a page has to answer.
    void setConfirmHook(std::function<bool(const QString &question)> hook)
    {
        m_confirmHook = std::move(hook);
    }
    void setTimeoutForTesting(int ms) { m_timeoutMs = ms; }
    // Tests and a recorded run: take answers as if they had come from the web.
    void feedResult(const WebResult &result);

    QRadioButton *selectedButton() const { return m_selected; }
    QRadioButton *allButton() const { return m_all; }
    QSpinBox *concurrencyBox() const { return m_concurrency; }
    QSpinBox *delayBox() const { return m_delay; }
    QLabel *summaryLabel() const { return m_summary; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *checkButton() const { return m_checkButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QComboBox *statusFilterBox() const { return m_filter; }
    QTableView *resultsView() const { return m_view; }
    QSortFilterProxyModel *resultsProxy() const { return m_proxy; }

signals:
    void checkFinished();

protected:
    void reject() override;

private:
    void record(const WebResult &result);
    void applyFilter();
    void finishCheck();

    MainWindow *m_window;
    WebAuditStore *m_store;
    WebAudit *m_audit = nullptr;
    QStringList m_urls;
    QHash<QString, std::vector<std::pair<int, int>>> m_entries; // by duplicate key
    int m_hosts = 0;
    int m_timeoutMs = 0;
    std::function<bool(const QString &)> m_confirmHook;

    QRadioButton *m_selected;
    QRadioButton *m_all;
    QSpinBox *m_concurrency;
    QSpinBox *m_delay;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QLabel *m_progressLabel;
    QPushButton *m_checkButton;
    QPushButton *m_cancelButton;
    QPushButton *m_closeButton;
    QComboBox *m_filter;
    QStandardItemModel *m_results;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
};
