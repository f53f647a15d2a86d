// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The web audit (PROTOCOL.md section 4.2) over Qt Network: one GET per URL,
// redirects not followed, at most 1 MiB of a body read and only an HTML head
// looked at, no cookies, a User-Agent naming the program and its version; each
// host's /robots.txt first (a missing one allows all, 5xx blocks all, a host
// that cannot be reached makes its pages unreachable without asking again);
// a page robots.txt disallows for Googlebot is not requested. The pace: at most
// WebAuditOptions::PerHost requests at a time to one host and concurrency in
// all, delayMs between the starts of two requests to one host, doubled for a
// host that answers 429 or 503. A host is a scheme, host and port, the scope of
// a robots.txt. Cancellable at any point.

#include "robotstxt.h"
#include "webauditrunner.h"
#include "webresult.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QUrl>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

class WebAudit : public QObject
{
    Q_OBJECT

public:
    explicit WebAudit(QObject *parent = nullptr);
    ~WebAudit() override;

    void setOptions(const WebAuditOptions &options) { m_options = options.bounded(); }
    const WebAuditOptions &options() const { return m_options; }

    // Starts requesting urls (distinct http(s) URLs; anything else is answered as
    // unreachable at once). resultReady() tells each answer, finished() the end.
    void start(const QStringList &urls);
    // Stops at once: no request is started any more, the running ones are aborted,
    // finished() follows. Answers already given stay.
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }

    int total() const { return int(m_urls.size()); }
    int doneCount() const { return m_done; }
    bool hasResult(int index) const { return m_results[size_t(index)].has_value(); }
    const WebResult &result(int index) const { return *m_results[size_t(index)]; }

    // The runner for sitemap-tool (the sitemap-fetch module's).
    static WebAuditRunner &runner();

signals:
    // A request leaves for url (a robots.txt or a page), for watching the pace.
    void requestStarted(const QUrl &url);
    void resultReady(int index);
    void progress(int done, int total);
    void finished();

private:
    struct Host;
    struct Request;
    void pump();
    void startRobots(Host &host, const QUrl &url);
    void startPage(Host &host, int index);
    QNetworkReply *get(const QUrl &url);
    void onHead(Request *request);
    void onData(Request *request);
    void onFinished(Request *request);
    void robotsDone(Request *request);
    void pageDone(Request *request);
    void release(Request *request);
    void record(int index, WebResult result);
    void finishIfDone();

    WebAuditOptions m_options;
    QNetworkAccessManager *m_network;
    QTimer *m_wake;
    QElapsedTimer m_clock;
    QStringList m_urls;
    std::vector<std::optional<WebResult>> m_results;
    std::vector<std::unique_ptr<Host>> m_hosts;
    QHash<QString, int> m_hostOf;
    std::vector<std::unique_ptr<Request>> m_requests;
    size_t m_nextHost = 0;
    int m_active = 0;
    int m_done = 0;
    bool m_running = false;
    bool m_cancelled = false;
};
