// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapfetcher.h"

#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "urltools.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#include <functional>

#include <zlib.h>

namespace {

QString limitText(qint64 bytes)
{
    return QStringLiteral("%1 MiB (%2 bytes)").arg(bytes / (1024 * 1024)).arg(bytes);
}

bool httpScheme(const QUrl &url)
{
    const QString s = url.scheme().toLower();
    return s == QLatin1String("http") || s == QLatin1String("https");
}

// Counts the uncompressed bytes of a gzip stream as it arrives, without keeping
// them: the body limit is on the uncompressed size.
class GunzipCounter
{
public:
    GunzipCounter()
    {
        m_stream.zalloc = Z_NULL;
        m_stream.zfree = Z_NULL;
        m_stream.opaque = Z_NULL;
        m_ok = inflateInit2(&m_stream, 15 + 32) == Z_OK;
    }
    ~GunzipCounter()
    {
        if (m_ok)
            inflateEnd(&m_stream);
    }
    GunzipCounter(const GunzipCounter &) = delete;
    GunzipCounter &operator=(const GunzipCounter &) = delete;

    // Feeds bytes; false once the stream is broken (the reader says what then).
    void feed(QByteArrayView bytes)
    {
        if (!m_ok)
            return;
        m_stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
        m_stream.avail_in = uInt(bytes.size());
        char out[65536];
        while (m_stream.avail_in > 0) {
            m_stream.next_out = reinterpret_cast<Bytef *>(out);
            m_stream.avail_out = sizeof out;
            const int r = inflate(&m_stream, Z_NO_FLUSH);
            m_total += qint64(sizeof out - m_stream.avail_out);
            if (r == Z_STREAM_END) {
                // Another member may follow.
                if (inflateReset(&m_stream) != Z_OK) {
                    m_ok = false;
                    return;
                }
            } else if (r != Z_OK && r != Z_BUF_ERROR) {
                m_ok = false;
                return;
            } else if (r == Z_BUF_ERROR && m_stream.avail_out != 0) {
                return;
            }
        }
    }
    qint64 total() const { return m_total; }

private:
    z_stream m_stream{};
    bool m_ok = false;
    qint64 m_total = 0;
};

} // namespace

// One URL in flight: its redirects, limits and stall timer.
struct SitemapFetcher::Transfer
{
    int slot = -1; // -1 the main file, else the child's index
    QUrl original;
    QUrl current;
    int redirects = 0;
    QPointer<QNetworkReply> reply;
    QByteArray body;
    qint64 received = 0;
    int gzip = -1; // -1 not known yet
    std::unique_ptr<GunzipCounter> counter;
    QTimer *stall = nullptr;
    QTimer *total = nullptr; // the whole transfer's limit, stopped while paused
    bool over = false;
    bool paused = false;        // not read on: the bodies held are at their budget
    std::function<void()> pump; // reads what the reply has, within the budget
    int totalLeftMs = 0;        // of the overall limit, while paused
};

namespace {

// What the reply may buffer while its transfer is paused: the server then waits.
constexpr qint64 ReplyBufferBytes = 256 * 1024;

} // namespace

SitemapFetcher::SitemapFetcher(QObject *parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this))
{
}

SitemapFetcher::~SitemapFetcher()
{
    cancel();
}

bool SitemapFetcher::isRunning() const
{
    return m_running;
}

void SitemapFetcher::note(const QString &text)
{
    m_notes << text;
    emit noted(text);
}

void SitemapFetcher::start(const QString &url)
{
    cancel();
    m_cancelled = false;
    m_running = true;
    m_doc = std::make_unique<SitemapDocument>();
    m_notes.clear();
    m_error.clear();
    m_bytes = 0;
    m_filesDone = 0;
    m_children.clear();
    m_entryChild.clear();
    m_nextChild = 0;
    m_childrenRunning = 0;
    m_nextToRead = 0;
    m_heldBytes = 0;
    m_peakHeldBytes = 0;
    m_filesStarted = 0;
    m_indexUrl = QUrl();
    const QUrl parsed(url.trimmed());
    if (!parsed.isValid() || !httpScheme(parsed) || parsed.host().isEmpty()) {
        // Reported from the event loop, like every other outcome.
        QTimer::singleShot(0, this, [this, url] {
            mainDone({}, QUrl(url), QStringLiteral("only http and https URLs can be fetched"));
        });
        return;
    }
    // A robots.txt stands for the first sitemap it lists.
    m_robotsStage = !m_rawOnly && RemoteUrls::isRobotsTxt(url);
    startTransfer(-1, parsed);
}

void SitemapFetcher::startTransfer(int slot, const QUrl &url)
{
    auto owned = std::make_unique<Transfer>();
    Transfer *t = owned.get();
    t->slot = slot;
    t->original = url;
    t->current = url;
    t->stall = new QTimer(this);
    t->stall->setSingleShot(true);
    t->stall->setInterval(m_options.stallMs);
    t->total = new QTimer(this);
    t->total->setSingleShot(true);
    t->total->setInterval(m_options.totalMs);
    ++m_filesStarted;
    m_transfers.push_back(std::move(owned));

    auto fail = [this, t](const QString &error) {
        if (t->over)
            return;
        t->over = true;
        t->stall->stop();
        t->total->stop();
        m_heldBytes -= t->body.size();
        t->body = QByteArray();
        if (t->reply) {
            // Deleting ends the transfer without the error abort() would report.
            t->reply->disconnect(this);
            t->reply->deleteLater();
        }
        onTransferDone(t->slot, {}, t->current, error);
    };

    // Issues the request for t->current; called again for each redirect. The
    // function holds itself weakly (a strong self-reference would never be freed);
    // the pending reply's connection holds it while a redirect may still follow.
    auto issue = std::make_shared<std::function<void()>>();
    *issue = [this, t, fail, weakIssue = std::weak_ptr<std::function<void()>>(issue)] {
        QNetworkRequest req(t->current);
        req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
        // Gzip is recognised by its bytes: nothing may be unpacked on the way.
        req.setRawHeader("Accept-Encoding", "identity");
        req.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("%1/%2").arg(QCoreApplication::applicationName(),
                                                  QCoreApplication::applicationVersion()));
        QNetworkReply *reply = m_network->get(req);
        // Read only as the bodies held allow: while paused, the server waits.
        reply->setReadBufferSize(ReplyBufferBytes);
        t->reply = reply;
        m_heldBytes -= t->body.size();
        t->body = QByteArray();
        t->received = 0;
        t->gzip = -1;
        t->counter.reset();
        t->paused = false;
        t->stall->start();
        connect(t->stall, &QTimer::timeout, reply, [this, fail] {
            fail(QStringLiteral("no data for %1 s (the time limit for a stall)")
                     .arg(m_options.stallMs / 1000.0));
        });
        t->pump = [this, t, fail, reply] {
            if (t->over || t->paused)
                return;
            if (!mayHold(t)) {
                pause(t);
                return;
            }
            t->stall->start();
            const QByteArray chunk = reply->readAll();
            if (chunk.isEmpty())
                return;
            t->received += chunk.size();
            m_bytes += chunk.size();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (status >= 300 && status < 400)
                return; // a redirect's body is not the file
            if (t->received > m_options.maxDownloadBytes) {
                fail(QStringLiteral("more than %1 downloaded, the limit")
                         .arg(limitText(m_options.maxDownloadBytes)));
                return;
            }
            if (t->body.isEmpty()) {
                // Room for what the server announces (within the limit), so that a
                // large body is not copied as it grows.
                const qint64 announced =
                    reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
                if (announced > 0 && announced <= m_options.maxDownloadBytes)
                    t->body.reserve(qsizetype(announced));
            }
            t->body += chunk;
            m_heldBytes += chunk.size();
            m_peakHeldBytes = std::max(m_peakHeldBytes, m_heldBytes);
            if (t->gzip < 0 && t->body.size() >= 2) {
                t->gzip = t->body.startsWith("\x1f\x8b") ? 1 : 0;
                if (t->gzip) {
                    t->counter = std::make_unique<GunzipCounter>();
                    t->counter->feed(t->body);
                }
            } else if (t->gzip == 1) {
                t->counter->feed(chunk);
            }
            const qint64 size = t->gzip == 1 ? t->counter->total() : t->body.size();
            if (size > m_options.maxBodyBytes) {
                fail(QStringLiteral("the body is over %1 uncompressed, the protocol's limit")
                         .arg(limitText(m_options.maxBodyBytes)));
                return;
            }
            emit progress(m_bytes, m_filesDone, 1 + int(m_children.size()));
        };
        connect(reply, &QNetworkReply::readyRead, this, [t] { t->pump(); });
        connect(
            reply, &QNetworkReply::finished, this,
            [this, t, fail, issue = weakIssue.lock(), reply] {
                if (t->over)
                    return;
                if (t->paused) {
                    // Its last bytes wait in the reply's buffer, read when it goes on.
                    return;
                }
                t->pump();
                if (t->over)
                    return;
                if (t->paused)
                    return;
                t->stall->stop();
                reply->deleteLater();
                const int status =
                    reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                if (status >= 300 && status < 400) {
                    const QUrl location =
                        reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
                    if (location.isEmpty()) {
                        fail(QStringLiteral("HTTP %1 without a Location").arg(status));
                        return;
                    }
                    const QUrl next = t->current.resolved(location);
                    if (++t->redirects > m_options.maxRedirects) {
                        fail(QStringLiteral("more than %1 redirects").arg(m_options.maxRedirects));
                        return;
                    }
                    note(QStringLiteral("%1: redirected (HTTP %2) to %3")
                             .arg(t->current.toString(), QString::number(status), next.toString()));
                    if (!httpScheme(next)) {
                        fail(QStringLiteral("redirected to a URL that is not http or https: %1")
                                 .arg(next.toString()));
                        return;
                    }
                    // An index's child stays on the index's host, redirected or not.
                    if (t->slot >= 0 && !RemoteUrls::sameOrigin(next, m_indexUrl)) {
                        fail(QStringLiteral("redirected to %1: not followed: not on the index's "
                                            "host %2")
                                 .arg(next.toString(), m_indexUrl.host()));
                        return;
                    }
                    t->current = next;
                    (*issue)();
                    return;
                }
                if (status >= 400) {
                    const QString reason =
                        reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
                    fail(QStringLiteral("HTTP %1%2")
                             .arg(status)
                             .arg(reason.isEmpty() ? QString() : QLatin1Char(' ') + reason));
                    return;
                }
                if (reply->error() != QNetworkReply::NoError) {
                    fail(reply->errorString());
                    return;
                }
                const QByteArray rest = reply->readAll();
                t->body += rest;
                m_heldBytes += rest.size();
                m_peakHeldBytes = std::max(m_peakHeldBytes, m_heldBytes);
                t->over = true;
                t->total->stop();
                onTransferDone(t->slot, std::move(t->body), t->current, {});
            });
    };
    connect(t->total, &QTimer::timeout, this, [this, fail] {
        fail(QStringLiteral("not fetched within %1 s (the time limit for one file)")
                 .arg(m_options.totalMs / 1000.0));
    });
    t->total->start();
    (*issue)();
}

bool SitemapFetcher::mayHold(const Transfer *t) const
{
    return t->slot < 0 || size_t(t->slot) == m_nextToRead || m_heldBytes < m_options.heldBodyBudget;
}

void SitemapFetcher::pause(Transfer *t)
{
    t->paused = true;
    t->stall->stop();
    t->totalLeftMs = std::max(1, t->total->remainingTime());
    t->total->stop();
}

void SitemapFetcher::resumePaused()
{
    for (const auto &owned : m_transfers) {
        Transfer *t = owned.get();
        if (!t->paused || t->over || !mayHold(t) || !t->reply)
            continue;
        t->paused = false;
        t->total->start(t->totalLeftMs);
        // What the reply buffered meanwhile, and the end when it came: from the
        // event loop, not from within the read that freed the room.
        QNetworkReply *reply = t->reply;
        QTimer::singleShot(0, reply, [t, reply] {
            if (t->over || t->paused)
                return;
            t->pump();
            if (t->over || t->paused)
                return;
            if (reply->isFinished())
                emit reply->finished();
            else
                t->stall->start();
        });
    }
}

void SitemapFetcher::onTransferDone(int slot, QByteArray body, QUrl finalUrl, QString error)
{
    if (m_cancelled)
        return;
    ++m_filesDone;
    // The transfer's bookkeeping goes once the event loop is back.
    for (auto it = m_transfers.begin(); it != m_transfers.end(); ++it) {
        if ((*it)->slot == slot && (*it)->over) {
            (*it)->stall->deleteLater();
            (*it)->total->deleteLater();
            // Its functions may be running still: freed from the event loop.
            std::shared_ptr<Transfer> done(std::move(*it));
            m_transfers.erase(it);
            QTimer::singleShot(0, this, [done] {});
            break;
        }
    }
    if (slot < 0) {
        m_heldBytes -= body.size();
        mainDone(body, finalUrl, error);
        return;
    }
    Child &c = m_children[size_t(slot)];
    c.body = std::move(body);
    c.error = error;
    c.finalUrl = finalUrl;
    c.done = true;
    --m_childrenRunning;
    emit progress(m_bytes, m_filesDone, 1 + int(m_children.size()));
    readArrived();
    startNextChildren();
}

void SitemapFetcher::readArrived()
{
    // In the index's order, as from disk: each child as soon as those before it
    // are in, its body freed once read.
    const int main = 0;
    while (m_nextToRead < m_children.size() && m_children[m_nextToRead].done) {
        Child &child = m_children[m_nextToRead];
        int index;
        if (!child.error.isEmpty()) {
            SitemapFile file;
            file.path = child.url.toString();
            file.ownUrl = child.url.toString();
            file.unreadable = true;
            file.readError = child.error;
            file.kind = FileKind::Unknown;
            index = m_doc->addFile(std::move(file));
        } else {
            index = SitemapReader::readBytes(*m_doc, child.body, child.finalUrl.toString());
            m_doc->fileRef(index).ownUrl = child.finalUrl.toString();
        }
        m_doc->fileRef(index).parentFile = main;
        m_heldBytes -= child.body.size();
        child.body = QByteArray();
        m_fileOfChild[m_nextToRead] = index;
        ++m_nextToRead;
    }
    resumePaused();
}

void SitemapFetcher::mainDone(const QByteArray &body, const QUrl &finalUrl, const QString &error)
{
    if (m_rawOnly && error.isEmpty()) {
        m_rawBody = body;
        finish();
        return;
    }
    if (m_robotsStage && error.isEmpty()) {
        m_robotsStage = false;
        const QStringList listed = RemoteUrls::sitemapsInRobots(body);
        for (const QString &s : listed)
            note(QStringLiteral("%1 lists %2").arg(finalUrl.toString(), s));
        if (listed.isEmpty()) {
            mainDone({}, finalUrl, QStringLiteral("lists no sitemap (no Sitemap: line)"));
            return;
        }
        // The first one that is an http(s) URL; the others are never opened.
        QString first;
        for (const QString &s : listed) {
            if (RemoteUrls::isFetchable(s)) {
                if (first.isEmpty())
                    first = s;
            } else {
                note(QStringLiteral("%1: not followed: not an http or https URL").arg(s));
            }
        }
        if (first.isEmpty()) {
            mainDone({}, finalUrl,
                     QStringLiteral("lists no http or https sitemap URL (only http and https "
                                    "URLs can be fetched)"));
            return;
        }
        startTransfer(-1, QUrl(first));
        return;
    }
    if (!error.isEmpty()) {
        SitemapFile file;
        file.path = finalUrl.toString();
        file.ownUrl = finalUrl.toString();
        file.unreadable = true;
        file.readError = error;
        file.kind = FileKind::Unknown;
        m_doc->addFile(std::move(file));
        m_error = error;
        finish();
        return;
    }
    const int main = SitemapReader::readBytes(*m_doc, body, finalUrl.toString());
    m_doc->fileRef(main).ownUrl = finalUrl.toString();
    m_indexUrl = finalUrl;
    if (!m_options.followIndex || !m_doc->file(main).isIndex()) {
        finish();
        return;
    }
    // Children on the index's own host, each URL once.
    RemoteUrls::IndexChildren chosen = RemoteUrls::indexChildren(*m_doc, main, finalUrl);
    for (const QString &n : std::as_const(chosen.notes))
        note(n);
    m_entryChild = std::move(chosen.entryChild);
    for (const QUrl &url : chosen.urls) {
        Child c;
        c.url = url;
        m_children.push_back(std::move(c));
    }
    const int count = m_doc->entryCount(main);
    if (m_children.empty()) {
        std::vector<int> childFile(size_t(count), -2);
        for (int i = 0; i < count; ++i) {
            if (m_entryChild[size_t(i)] == -3)
                childFile[size_t(i)] = main;
        }
        m_doc->fileRef(main).childFile = std::move(childFile);
        finish();
        return;
    }
    m_fileOfChild.assign(m_children.size(), -1);
    startNextChildren();
}

void SitemapFetcher::startNextChildren()
{
    if (!m_running)
        return;
    while (m_childrenRunning < std::max(1, m_options.parallel) && m_nextChild < m_children.size()) {
        const size_t slot = m_nextChild++;
        if (m_filesStarted >= m_options.maxFiles) {
            // The run's limit: the rest are named, not fetched.
            Child &c = m_children[slot];
            c.error = QStringLiteral("not fetched: a run fetches %1 files at the most")
                          .arg(m_options.maxFiles);
            c.done = true;
            continue;
        }
        ++m_childrenRunning;
        startTransfer(int(slot), m_children[slot].url);
    }
    readArrived();
    if (m_childrenRunning > 0 || m_nextChild < m_children.size() ||
        m_nextToRead < m_children.size())
        return;

    // Every child is in and read.
    const int main = 0;
    std::vector<int> childFile(m_entryChild.size(), -2);
    for (size_t i = 0; i < m_entryChild.size(); ++i) {
        const int c = m_entryChild[i];
        if (c >= 0)
            childFile[i] = m_fileOfChild[size_t(c)];
        else if (c == -3)
            childFile[i] = main;
    }
    m_doc->fileRef(main).childFile = std::move(childFile);
    finish();
}

void SitemapFetcher::finish()
{
    if (!m_running)
        return;
    m_running = false;
    emit progress(m_bytes, m_filesDone, 1 + int(m_children.size()));
    emit finished();
}

void SitemapFetcher::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    m_running = false;
    for (auto &t : m_transfers) {
        t->over = true;
        t->stall->stop();
        t->stall->deleteLater();
        t->total->stop();
        t->total->deleteLater();
        if (t->reply) {
            // Deleting ends the transfer without the error abort() would report.
            t->reply->disconnect(this);
            t->reply->deleteLater();
        }
    }
    m_transfers.clear();
    for (Child &c : m_children)
        c.body = QByteArray();
    m_heldBytes = 0;
    emit finished();
}

std::unique_ptr<SitemapDocument> SitemapFetcher::takeDocument()
{
    return std::move(m_doc);
}

std::unique_ptr<SitemapDocument> SitemapFetcher::fetch(const QString &url,
                                                       const FetchOptions &options,
                                                       QStringList *notes, QString *error)
{
    SitemapFetcher fetcher;
    fetcher.setOptions(options);
    QEventLoop loop;
    connect(&fetcher, &SitemapFetcher::finished, &loop, &QEventLoop::quit);
    fetcher.start(url);
    if (fetcher.isRunning())
        loop.exec();
    if (notes)
        *notes = fetcher.notes();
    if (error)
        *error = fetcher.errorString();
    return fetcher.takeDocument();
}

QByteArray SitemapFetcher::fetchBytes(const QString &url, const FetchOptions &options,
                                      QStringList *notes, QString *error)
{
    SitemapFetcher fetcher;
    fetcher.setOptions(options);
    fetcher.m_rawOnly = true;
    QEventLoop loop;
    connect(&fetcher, &SitemapFetcher::finished, &loop, &QEventLoop::quit);
    fetcher.start(url);
    if (fetcher.isRunning())
        loop.exec();
    if (notes)
        *notes = fetcher.notes();
    if (error)
        *error = fetcher.errorString();
    return fetcher.m_rawBody;
}

namespace {

class FetcherSource final : public RemoteSource
{
public:
    std::unique_ptr<SitemapDocument> fetch(const QString &url, const FetchOptions &options,
                                           QStringList *notes, QString *error) override
    {
        return SitemapFetcher::fetch(url, options, notes, error);
    }
    QByteArray fetchBytes(const QString &url, const FetchOptions &options, QStringList *notes,
                          QString *error) override
    {
        return SitemapFetcher::fetchBytes(url, options, notes, error);
    }
};

} // namespace

RemoteSource &SitemapFetcher::remoteSource()
{
    static FetcherSource source;
    return source;
}
