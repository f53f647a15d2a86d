// SPDX-License-Identifier: GPL-3.0-or-later
#include "openurlcontroller.h"

#include "mainwindow.h"
#include "messageboxes.h"
#include "sitemapdocument.h"
#include "sitemapfetcher.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QProgressDialog>

#include <algorithm>

OpenUrlController::OpenUrlController(MainWindow *window)
    : QObject(window), m_window(window), m_action(new QAction(tr("Open &URL…"), this))
{
    m_action->setObjectName(QStringLiteral("actionOpenUrl"));
    m_action->setStatusTip(tr("Fetch a sitemap, an index with its files, or the first sitemap a "
                              "robots.txt lists, from the web"));
    connect(m_action, &QAction::triggered, this, &OpenUrlController::ask);
}

OpenUrlController::~OpenUrlController()
{
    if (m_fetcher)
        m_fetcher->disconnect(this);
}

bool OpenUrlController::isFetching() const
{
    return m_fetcher && m_fetcher->isRunning();
}

void OpenUrlController::ask()
{
    QString url;
    if (m_urlProvider) {
        url = m_urlProvider();
    } else {
        QInputDialog dialog(m_window);
        dialog.setObjectName(QStringLiteral("openUrlDialog"));
        dialog.setWindowTitle(tr("Open URL"));
        dialog.setLabelText(tr("Address of a sitemap, a sitemap index or a robots.txt:"));
        dialog.setTextValue(m_url);
        // Room for a real address (about 90 characters), within the window.
        const int wanted = dialog.fontMetrics().averageCharWidth() * 100;
        const int width = std::min(wanted, std::max(m_window->width() - 80, 400));
        if (auto *line = dialog.findChild<QLineEdit *>())
            line->setMinimumWidth(width);
        if (dialog.exec() != QDialog::Accepted)
            return;
        url = dialog.textValue();
    }
    if (!url.trimmed().isEmpty())
        open(url.trimmed());
}

void OpenUrlController::open(const QString &url)
{
    if (isFetching())
        return;
    if (!RemoteUrls::isUrl(url)) {
        MessageBoxes::warning(m_window, tr("Open URL"),
                              tr("Only http:// and https:// addresses can be fetched."), url);
        emit finished(false);
        return;
    }
    startFetch(url);
}

void OpenUrlController::startFetch(const QString &url)
{
    m_url = url;
    m_fetcher = std::make_unique<SitemapFetcher>();
    if (!m_progress) {
        m_progress = new QProgressDialog(m_window);
        m_progress->setObjectName(QStringLiteral("openUrlProgress"));
        m_progress->setWindowTitle(tr("Open URL"));
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(0);
        connect(m_progress, &QProgressDialog::canceled, this, [this] {
            if (m_fetcher)
                m_fetcher->cancel();
        });
    }
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_progress->setLabelText(tr("Fetching %1…").arg(url));
    m_progress->show();
    connect(m_fetcher.get(), &SitemapFetcher::progress, this,
            [this](qint64 bytes, int filesDone, int filesTotal) {
                m_progress->setRange(0, filesTotal);
                m_progress->setValue(filesDone);
                m_progress->setLabelText(tr("Fetching %1…\n%2 of %3 files, %4 received")
                                             .arg(m_url)
                                             .arg(filesDone)
                                             .arg(filesTotal)
                                             .arg(QLocale().formattedDataSize(bytes)));
            });
    connect(m_fetcher.get(), &SitemapFetcher::finished, this, &OpenUrlController::fetchDone,
            Qt::QueuedConnection);
    m_fetcher->start(url);
}

void OpenUrlController::fetchDone()
{
    if (!m_fetcher || m_fetcher->isRunning())
        return;
    std::unique_ptr<SitemapFetcher> fetcher = std::move(m_fetcher);
    if (fetcher->wasCancelled()) {
        m_progress->hide();
        m_window->showStatus(tr("Fetching %1 was cancelled.").arg(m_url), 5000);
        emit finished(false);
        return;
    }
    std::unique_ptr<SitemapDocument> doc = fetcher->takeDocument();
    if (fetcher->failed()) {
        m_progress->hide();
        MessageBoxes::warning(m_window, tr("Open URL"), tr("%1 could not be fetched.").arg(m_url),
                              fetcher->errorString());
        emit finished(false);
        return;
    }
    m_progress->hide();
    const QStringList notes = fetcher->notes();
    m_window->openFetched(*doc, m_url, notes);
    emit finished(true);
}
