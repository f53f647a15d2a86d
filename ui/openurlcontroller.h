// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Open URL...: fetches a sitemap, an index with its children, or the
// first sitemap a robots.txt lists (SitemapFetcher, under the limits of
// PROTOCOL.md section 6), with a progress dialog and Cancel, and hands the
// result to the window as an untitled document whose own URL is known.

#include <QObject>

#include <functional>
#include <memory>

class MainWindow;
class SitemapFetcher;
class QAction;
class QProgressDialog;

class OpenUrlController : public QObject
{
    Q_OBJECT

public:
    explicit OpenUrlController(MainWindow *window);
    ~OpenUrlController() override;

    QAction *action() const { return m_action; }
    // Fetches url (after the window's question about unsaved changes).
    void open(const QString &url);
    bool isFetching() const;
    QProgressDialog *progressDialog() const { return m_progress; }

    // For tests: answer the URL dialog without showing it.
    void setUrlProvider(std::function<QString()> provider) { m_urlProvider = std::move(provider); }

signals:
    // ok: the fetched document is open; false when cancelled or failed.
    void finished(bool ok);

private:
    void ask();
    void fetchDone();
    void startFetch(const QString &url);

    MainWindow *m_window;
    QAction *m_action;
    std::unique_ptr<SitemapFetcher> m_fetcher;
    QProgressDialog *m_progress = nullptr;
    QString m_url;
    std::function<QString()> m_urlProvider;
};
