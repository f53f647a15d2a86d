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

int effectivePort(const QUrl &url)
{
    return url.port(url.scheme().toLower() == QLatin1String("https") ? 443 : 80);
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
    bool over = false;
};

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
    m_transfers.push_back(std::move(owned));

    auto fail = [this, t](const QString &error) {
        if (t->over)
            return;
        t->over = true;
        t->stall->stop();
        if (t->reply) {
            t->reply->disconnect(this);
            t->reply->abort();
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
        t->reply = reply;
        t->body.clear();
        t->received = 0;
        t->gzip = -1;
        t->counter.reset();
        t->stall->start();
        connect(t->stall, &QTimer::timeout, reply, [this, fail] {
            fail(QStringLiteral("no data for %1 s (the time limit for a stall)")
                     .arg(m_options.stallMs / 1000.0));
        });
        connect(reply, &QNetworkReply::readyRead, this, [this, t, fail, reply] {
            if (t->over)
                return;
            t->stall->start();
            const QByteArray chunk = reply->readAll();
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
            t->body += chunk;
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
        });
        connect(
            reply, &QNetworkReply::finished, this,
            [this, t, fail, issue = weakIssue.lock(), reply] {
                if (t->over)
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
                t->body += reply->readAll();
                t->over = true;
                onTransferDone(t->slot, t->body, t->current, {});
            });
    };
    (*issue)();
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
            m_transfers.erase(it);
            break;
        }
    }
    if (slot < 0) {
        mainDone(body, finalUrl, error);
        return;
    }
    Child &c = m_children[size_t(slot)];
    c.body = body;
    c.error = error;
    c.finalUrl = finalUrl;
    c.done = true;
    --m_childrenRunning;
    emit progress(m_bytes, m_filesDone, 1 + int(m_children.size()));
    startNextChildren();
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
        const QUrl first(listed.first());
        if (!first.isValid() || !httpScheme(first)) {
            mainDone({}, first, QStringLiteral("only http and https URLs can be fetched"));
            return;
        }
        startTransfer(-1, first);
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
    if (!m_options.followIndex || !m_doc->file(main).isIndex()) {
        finish();
        return;
    }
    // Children on the index's own host, each URL once.
    QHash<QString, int> byUrl;
    const int count = m_doc->entryCount(main);
    m_entryChild.assign(size_t(count), -2);
    for (int i = 0; i < count; ++i) {
        const QString loc = UrlTools::trimXmlWhitespace(m_doc->value(main, i, Field::Loc));
        if (loc.isEmpty())
            continue;
        const QUrl url(UrlTools::toUriForm(loc), QUrl::StrictMode);
        if (!url.isValid() || !httpScheme(url)) {
            note(QStringLiteral("%1: not followed: not an http or https URL").arg(loc));
            continue;
        }
        if (url.host().compare(finalUrl.host(), Qt::CaseInsensitive) != 0 ||
            effectivePort(url) != effectivePort(finalUrl) ||
            url.scheme().compare(finalUrl.scheme(), Qt::CaseInsensitive) != 0) {
            note(QStringLiteral("%1: not followed: not on the index's host %2")
                     .arg(loc, finalUrl.host()));
            continue;
        }
        if (url.adjusted(QUrl::RemoveFragment) == finalUrl.adjusted(QUrl::RemoveFragment)) {
            m_entryChild[size_t(i)] = -3; // the index itself: nested, not followed
            continue;
        }
        const QString key = url.adjusted(QUrl::RemoveFragment).toString();
        auto it = byUrl.constFind(key);
        if (it == byUrl.constEnd()) {
            it = byUrl.insert(key, int(m_children.size()));
            Child c;
            c.url = url.adjusted(QUrl::RemoveFragment);
            m_children.push_back(std::move(c));
        }
        m_entryChild[size_t(i)] = it.value();
    }
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
    startNextChildren();
}

void SitemapFetcher::startNextChildren()
{
    while (m_childrenRunning < std::max(1, m_options.parallel) && m_nextChild < m_children.size()) {
        ++m_childrenRunning;
        const size_t slot = m_nextChild++;
        startTransfer(int(slot), m_children[slot].url);
    }
    if (m_childrenRunning > 0 || m_nextChild < m_children.size())
        return;

    // Every child is in: read them in the index's order, as from disk.
    const int main = 0;
    std::vector<int> fileOfChild(m_children.size(), -1);
    for (size_t c = 0; c < m_children.size(); ++c) {
        Child &child = m_children[c];
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
        child.body.clear();
        fileOfChild[c] = index;
    }
    std::vector<int> childFile(m_entryChild.size(), -2);
    for (size_t i = 0; i < m_entryChild.size(); ++i) {
        const int c = m_entryChild[i];
        if (c >= 0)
            childFile[i] = fileOfChild[size_t(c)];
        else if (c == -3)
            childFile[i] = main;
    }
    m_doc->fileRef(main).childFile = std::move(childFile);
    finish();
}

void SitemapFetcher::finish()
{
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
        if (t->reply) {
            t->reply->disconnect(this);
            t->reply->abort();
            t->reply->deleteLater();
        }
    }
    m_transfers.clear();
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
