// SPDX-License-Identifier: GPL-3.0-or-later
#include "webaudit.h"

#include "htmlheadscan.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace {

constexpr qint64 ReadChunk = 64 * 1024;

// A jar that keeps nothing and sends nothing: the audit never carries cookies.
class NoCookies : public QNetworkCookieJar
{
public:
    using QNetworkCookieJar::QNetworkCookieJar;
    QList<QNetworkCookie> cookiesForUrl(const QUrl &) const override { return {}; }
    bool setCookiesFromUrl(const QList<QNetworkCookie> &, const QUrl &) override { return false; }
};

bool isHttp(const QUrl &url)
{
    const QString s = url.scheme().toLower();
    return (s == QLatin1String("http") || s == QLatin1String("https")) && !url.host().isEmpty();
}

QString originOf(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme + QLatin1String("://") + url.host().toLower() + QLatin1Char(':') +
           QString::number(url.port(scheme == QLatin1String("https") ? 443 : 80));
}

QByteArray pathAndQuery(const QUrl &url)
{
    QByteArray p = url.path(QUrl::FullyEncoded).toUtf8();
    if (p.isEmpty())
        p = "/";
    if (url.hasQuery())
        p += '?' + url.query(QUrl::FullyEncoded).toUtf8();
    return p;
}

// A header's value as sent; every value of a header sent more than once.
QList<QByteArray> headerValues(const QNetworkReply *reply, QByteArrayView name)
{
    QList<QByteArray> out;
    for (const auto &[key, value] : reply->rawHeaderPairs()) {
        if (QByteArrayView(key).compare(name, Qt::CaseInsensitive) == 0)
            out << value;
    }
    return out;
}

WebResult failureOf(const QNetworkReply *reply, bool timedOut, int timeoutMs)
{
    WebResult r;
    r.outcome = WebResult::Outcome::Unreachable;
    if (timedOut) {
        r.failure = WebResult::Failure::Timeout;
        r.timeoutMs = timeoutMs;
        return r;
    }
    switch (reply->error()) {
    case QNetworkReply::HostNotFoundError:
        r.failure = WebResult::Failure::HostNotFound;
        break;
    case QNetworkReply::ConnectionRefusedError:
        r.failure = WebResult::Failure::ConnectionRefused;
        break;
    case QNetworkReply::SslHandshakeFailedError:
        r.failure = WebResult::Failure::Tls;
        break;
    case QNetworkReply::TimeoutError:
        r.failure = WebResult::Failure::Timeout;
        r.timeoutMs = timeoutMs;
        break;
    default:
        r.failure = WebResult::Failure::Other;
        break;
    }
    r.failureDetail = reply->errorString();
    return r;
}

// Stops and frees a reply. Deleting a running reply ends its transfer without
// a signal; abort() would report an error, and Qt warns on stderr when the
// reply's own error (an HTTP error status, queued from its network thread)
// arrives after that.
void dispose(QNetworkReply *reply)
{
    reply->deleteLater();
}

} // namespace

struct WebAudit::Host
{
    enum class Robots
    {
        Unknown, // robotsUrl is to be fetched
        Fetching,
        Ready,       // rules hold what it says
        Blocked,     // every page blocked: blockedBy says why
        Unreachable, // the host gave no answer: every page gets failure
    };
    QString origin;
    QUrl robotsUrl;
    int robotsHops = 0;
    Robots robots = Robots::Unknown;
    RobotsTxt rules;
    QString blockedBy;
    WebResult failure;
    std::deque<int> queue;
    int active = 0;
    qint64 nextAt = 0;
    int delayMs = 0;
};

struct WebAudit::Request
{
    QNetworkReply *reply = nullptr;
    Host *host = nullptr;
    int index = -1; // the page's, -1 for a robots.txt
    QTimer *timer = nullptr;
    qint64 startedAt = 0;
    bool headSeen = false;
    bool timedOut = false;
    bool html = false;
    qint64 bodyBytes = 0;
    QByteArray robotsBody;
    HtmlHeadScan scan;
    WebResult result;
};

WebAudit::WebAudit(QObject *parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)), m_wake(new QTimer(this))
{
    m_network->setCookieJar(new NoCookies(m_network));
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_wake->setSingleShot(true);
    connect(m_wake, &QTimer::timeout, this, &WebAudit::pump);
}

WebAudit::~WebAudit()
{
    cancel();
}

void WebAudit::start(const QStringList &urls)
{
    cancel();
    m_cancelled = false;
    m_urls = urls;
    m_results.assign(size_t(urls.size()), std::nullopt);
    m_hosts.clear();
    m_hostOf.clear();
    m_nextHost = 0;
    m_done = 0;
    m_active = 0;
    m_running = true;
    m_clock.start();
    std::vector<int> invalid;
    for (int i = 0; i < urls.size(); ++i) {
        const QUrl url(urls.at(i));
        if (!isHttp(url)) {
            invalid.push_back(i);
            continue;
        }
        const QString origin = originOf(url);
        auto it = m_hostOf.constFind(origin);
        if (it == m_hostOf.constEnd()) {
            auto host = std::make_unique<Host>();
            host->origin = origin;
            host->robotsUrl = url.resolved(QUrl(QStringLiteral("/robots.txt")));
            host->delayMs = m_options.delayMs;
            it = m_hostOf.insert(origin, int(m_hosts.size()));
            m_hosts.push_back(std::move(host));
        }
        m_hosts[size_t(*it)]->queue.push_back(i);
    }
    for (const int i : invalid) {
        WebResult r;
        r.failure = WebResult::Failure::Other;
        r.failureDetail = QStringLiteral("not an http or https URL");
        record(i, r);
        if (m_cancelled)
            return;
    }
    pump();
}

void WebAudit::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_running = false;
    m_wake->stop();
    for (const auto &request : m_requests) {
        request->reply->disconnect(this);
        request->timer->stop();
        dispose(request->reply);
    }
    m_requests.clear();
    m_active = 0;
    emit finished();
}

QNetworkReply *WebAudit::get(const QUrl &url)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    const QString agent = m_options.userAgent.isEmpty()
                              ? QCoreApplication::applicationName() + QLatin1Char('/') +
                                    QCoreApplication::applicationVersion()
                              : m_options.userAgent;
    request.setHeader(QNetworkRequest::UserAgentHeader, agent);
    QNetworkReply *reply = m_network->get(request);
    reply->setReadBufferSize(ReadChunk);
    return reply;
}

void WebAudit::pump()
{
    while (m_running && !m_cancelled && m_active < m_options.concurrency) {
        const qint64 now = m_clock.elapsed();
        qint64 wait = -1;
        bool started = false;
        const size_t count = m_hosts.size();
        for (size_t k = 0; k < count && !started; ++k) {
            const size_t at = (m_nextHost + k) % count;
            Host &h = *m_hosts[at];
            // Pages robots.txt settles are answered without a request.
            while (!h.queue.empty() && h.robots != Host::Robots::Unknown &&
                   h.robots != Host::Robots::Fetching) {
                const int index = h.queue.front();
                WebResult r;
                if (h.robots == Host::Robots::Unreachable) {
                    r = h.failure;
                } else if (h.robots == Host::Robots::Blocked) {
                    r.outcome = WebResult::Outcome::RobotsBlocked;
                    r.blockedBy = h.blockedBy;
                } else {
                    const RobotsTxt::Verdict v =
                        h.rules.check(pathAndQuery(QUrl(m_urls.at(index))));
                    if (v.allowed)
                        break;
                    r.outcome = WebResult::Outcome::RobotsBlocked;
                    r.blockedBy = v.rule;
                }
                h.queue.pop_front();
                record(index, r);
                if (m_cancelled || !m_running)
                    return;
            }
            const bool wants = h.robots == Host::Robots::Unknown ||
                               (h.robots == Host::Robots::Ready && !h.queue.empty());
            if (!wants || h.active >= WebAuditOptions::PerHost)
                continue;
            if (now < h.nextAt) {
                wait = wait < 0 ? h.nextAt - now : qMin(wait, h.nextAt - now);
                continue;
            }
            if (h.robots == Host::Robots::Unknown) {
                startRobots(h, h.robotsUrl);
            } else {
                const int index = h.queue.front();
                h.queue.pop_front();
                startPage(h, index);
            }
            m_nextHost = (at + 1) % count;
            started = true;
        }
        if (!started) {
            if (wait >= 0)
                m_wake->start(int(qMax<qint64>(1, wait)));
            break;
        }
    }
    finishIfDone();
}

namespace {

void watch(QObject *owner, QNetworkReply *reply, const std::function<void()> &onHead,
           const std::function<void()> &onData, const std::function<void()> &onFinished)
{
    QObject::connect(reply, &QNetworkReply::metaDataChanged, owner, onHead);
    QObject::connect(reply, &QNetworkReply::readyRead, owner, onData);
    QObject::connect(reply, &QNetworkReply::finished, owner, onFinished);
}

} // namespace

void WebAudit::startRobots(Host &host, const QUrl &url)
{
    host.robots = Host::Robots::Fetching;
    auto request = std::make_unique<Request>();
    Request *r = request.get();
    r->host = &host;
    r->reply = get(url);
    // The pace counts from when the request is handed to the network, the moment
    // requestStarted reports, so that the time get() takes cannot shorten a pause.
    r->startedAt = m_clock.elapsed();
    emit requestStarted(url);
    r->result.url = url.toString(QUrl::FullyEncoded);
    r->timer = new QTimer(r->reply);
    r->timer->setSingleShot(true);
    connect(r->timer, &QTimer::timeout, this, [this, r] {
        r->timedOut = true;
        onFinished(r);
    });
    watch(
        this, r->reply, [this, r] { onHead(r); }, [this, r] { onData(r); },
        [this, r] { onFinished(r); });
    r->timer->start(m_options.timeoutMs);
    ++host.active;
    ++m_active;
    host.nextAt = r->startedAt + host.delayMs;
    m_requests.push_back(std::move(request));
}

void WebAudit::startPage(Host &host, int index)
{
    auto request = std::make_unique<Request>();
    Request *r = request.get();
    r->host = &host;
    r->index = index;
    r->result.url = m_urls.at(index);
    r->reply = get(QUrl(m_urls.at(index)));
    r->startedAt = m_clock.elapsed();
    emit requestStarted(QUrl(m_urls.at(index)));
    r->timer = new QTimer(r->reply);
    r->timer->setSingleShot(true);
    connect(r->timer, &QTimer::timeout, this, [this, r] {
        r->timedOut = true;
        onFinished(r);
    });
    watch(
        this, r->reply, [this, r] { onHead(r); }, [this, r] { onData(r); },
        [this, r] { onFinished(r); });
    r->timer->start(m_options.timeoutMs);
    ++host.active;
    ++m_active;
    host.nextAt = r->startedAt + host.delayMs;
    m_requests.push_back(std::move(request));
}

void WebAudit::onHead(Request *r)
{
    if (r->headSeen)
        return;
    const QVariant status = r->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!status.isValid())
        return;
    r->headSeen = true;
    QNetworkReply *reply = r->reply;
    WebResult &w = r->result;
    w.outcome = WebResult::Outcome::Answered;
    w.status = status.toInt();
    w.ms = m_clock.elapsed() - r->startedAt;
    const QByteArray location = reply->rawHeader("Location");
    if (!location.isEmpty())
        w.location = reply->url()
                         .resolved(QUrl::fromEncoded(location.trimmed()))
                         .toString(QUrl::FullyEncoded);
    w.retryAfter = QString::fromLatin1(reply->rawHeader("Retry-After").trimmed());
    if (r->index < 0) {
        // A robots.txt: its body only when it is there.
        if (w.status < 200 || w.status >= 300)
            robotsDone(r);
        return;
    }
    for (const QByteArray &value : headerValues(reply, "X-Robots-Tag")) {
        if (w.noindex.isEmpty())
            w.noindex = HtmlHeadScan::headerNoindex(value);
    }
    for (const QByteArray &value : headerValues(reply, "Link")) {
        const QString target = HtmlHeadScan::headerCanonical(value);
        if (!target.isEmpty() && w.canonical.isEmpty()) {
            const QUrl resolved = reply->url().resolved(QUrl(target));
            if (isHttp(resolved))
                w.canonical = resolved.toString(QUrl::FullyEncoded);
        }
    }
    const QDateTime modified = reply->header(QNetworkRequest::LastModifiedHeader).toDateTime();
    if (modified.isValid())
        w.lastModified = modified.toMSecsSinceEpoch();
    const QString type = reply->header(QNetworkRequest::ContentTypeHeader).toString().toLower();
    r->html = type.isEmpty() || type.contains(QLatin1String("html"));
    if (w.status < 200 || w.status >= 300 || !r->html)
        pageDone(r);
}

void WebAudit::onData(Request *r)
{
    if (!r->headSeen) {
        onHead(r);
        if (!r->headSeen)
            return;
    }
    // onHead may have finished the request.
    if (std::none_of(m_requests.begin(), m_requests.end(),
                     [r](const auto &p) { return p.get() == r; }))
        return;
    if (r->index < 0) {
        const qint64 room = WebAuditOptions::MaxRobotsBytes - r->robotsBody.size();
        r->robotsBody += r->reply->read(qMax<qint64>(0, room));
        if (r->robotsBody.size() >= WebAuditOptions::MaxRobotsBytes)
            robotsDone(r);
        return;
    }
    while (r->reply->bytesAvailable() > 0) {
        const qint64 room = WebAuditOptions::MaxBodyBytes - r->bodyBytes;
        const QByteArray chunk = r->reply->read(qMin(room, ReadChunk));
        r->bodyBytes += chunk.size();
        if (r->scan.feed(chunk) || r->bodyBytes >= WebAuditOptions::MaxBodyBytes) {
            pageDone(r);
            return;
        }
    }
}

void WebAudit::onFinished(Request *r)
{
    if (std::none_of(m_requests.begin(), m_requests.end(),
                     [r](const auto &p) { return p.get() == r; }))
        return;
    if (!r->headSeen && !r->timedOut)
        onHead(r);
    if (std::none_of(m_requests.begin(), m_requests.end(),
                     [r](const auto &p) { return p.get() == r; }))
        return;
    if (!r->headSeen) {
        WebResult failure = failureOf(r->reply, r->timedOut, m_options.timeoutMs);
        failure.url = r->result.url;
        failure.ms = m_clock.elapsed() - r->startedAt;
        r->result = failure;
        if (r->index < 0)
            robotsDone(r);
        else
            pageDone(r);
        return;
    }
    if (!r->timedOut)
        onData(r);
    if (std::none_of(m_requests.begin(), m_requests.end(),
                     [r](const auto &p) { return p.get() == r; }))
        return;
    if (r->index < 0)
        robotsDone(r);
    else
        pageDone(r);
}

void WebAudit::robotsDone(Request *r)
{
    Host &h = *r->host;
    const WebResult w = r->result;
    const QByteArray body = r->robotsBody;
    release(r);
    const int s = w.status;
    if (w.outcome == WebResult::Outcome::Unreachable) {
        h.robots = Host::Robots::Unreachable;
        h.failure = w;
    } else if (s >= 300 && s < 400 && !w.location.isEmpty() &&
               h.robotsHops < WebAuditOptions::MaxRobotsRedirects && isHttp(QUrl(w.location))) {
        // Google follows a robots.txt's redirects (five at most).
        ++h.robotsHops;
        h.robotsUrl = QUrl(w.location);
        h.robots = Host::Robots::Unknown;
    } else if (s >= 200 && s < 300) {
        h.rules = RobotsTxt::parse(body);
        h.robots = Host::Robots::Ready;
    } else if (s == 429 || s >= 500) {
        h.robots = Host::Robots::Blocked;
        h.blockedBy = QStringLiteral("robots.txt: %1").arg(s);
    } else {
        h.robots = Host::Robots::Ready; // missing (4xx, or redirected too often): all allowed
    }
    if (s == 429 || s == 503)
        h.delayMs = qMin(h.delayMs * 2, WebAuditOptions::MaxDelayMs);
    h.nextAt = qMax(h.nextAt, m_clock.elapsed() + (s == 429 || s == 503 ? h.delayMs : 0));
    QTimer::singleShot(0, this, &WebAudit::pump);
}

void WebAudit::pageDone(Request *r)
{
    Host &h = *r->host;
    const int index = r->index;
    WebResult w = r->result;
    if (w.outcome == WebResult::Outcome::Answered) {
        if (w.noindex.isEmpty())
            w.noindex = r->scan.noindex();
        if (w.canonical.isEmpty() && !r->scan.canonical().isEmpty()) {
            const QUrl resolved = r->reply->url().resolved(QUrl(r->scan.canonical()));
            if (isHttp(resolved))
                w.canonical = resolved.toString(QUrl::FullyEncoded);
        }
    }
    release(r);
    if (w.status == 429 || w.status == 503) {
        h.delayMs = qMin(h.delayMs * 2, WebAuditOptions::MaxDelayMs);
        h.nextAt = qMax(h.nextAt, m_clock.elapsed() + h.delayMs);
    }
    record(index, w);
    if (m_running)
        QTimer::singleShot(0, this, &WebAudit::pump);
}

void WebAudit::release(Request *r)
{
    r->timer->stop();
    r->reply->disconnect(this);
    dispose(r->reply);
    --r->host->active;
    --m_active;
    const auto it = std::find_if(m_requests.begin(), m_requests.end(),
                                 [r](const auto &p) { return p.get() == r; });
    if (it != m_requests.end())
        m_requests.erase(it);
}

void WebAudit::record(int index, WebResult result)
{
    result.url = m_urls.at(index);
    m_results[size_t(index)] = std::move(result);
    ++m_done;
    emit resultReady(index);
    if (m_running && !m_cancelled)
        emit progress(m_done, total());
}

void WebAudit::finishIfDone()
{
    if (m_running && m_active == 0 && m_done == total()) {
        m_running = false;
        emit finished();
    }
}

namespace {

class Runner : public WebAuditRunner
{
public:
    void run(const QStringList &urls, const WebAuditOptions &options,
             const std::function<void(int, const WebResult &)> &onResult,
             const std::function<bool()> &shouldStop) override
    {
        WebAudit audit;
        audit.setOptions(options);
        QEventLoop loop;
        QObject::connect(&audit, &WebAudit::resultReady, &audit, [&](int index) {
            onResult(index, audit.result(index));
            if (shouldStop && shouldStop())
                audit.cancel();
        });
        QObject::connect(&audit, &WebAudit::finished, &loop, &QEventLoop::quit,
                         Qt::QueuedConnection);
        audit.start(urls);
        if (audit.isRunning())
            loop.exec();
    }
};

} // namespace

WebAuditRunner &WebAudit::runner()
{
    static Runner runner;
    return runner;
}
