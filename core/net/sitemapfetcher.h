// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Fetches a sitemap, an index with its children, or the sitemaps a robots.txt
// lists, over HTTP(S) with Qt Network, under the limits of PROTOCOL.md section 6
// (v2): http and https only; at most 5 redirects, each reported; gzip known by its
// bytes (the server is asked for the identity encoding, so nothing is unpacked on
// the way); a body over 50 MiB uncompressed, a stall of 30 s, or more than 100 MiB
// downloaded is an error naming the limit; an index's children fetched from their
// <loc>s only on the index's own host (others reported as not followed), a few at
// a time, each read as soon as those before it are in and its body freed (the
// bodies held at once stay within a budget: a transfer beyond it waits, its
// server held back); the same-host rule holds after each redirect; each file has
// an overall time limit beside the stall, and a fetch starts FetchOptions::maxFiles
// transfers at the most (PROTOCOL.md section 6.1). The result is a SitemapDocument as
// DocumentLoader builds from disk, with each file's own URL known; a file that could not be fetched
// is in it as unreadable, its reason the HTTP status or the network error.
//
// A library of its own (Qt Network) so that the format core stays Qt Core only;
// what needs no network (which arguments are URLs, robots.txt lines) is in
// remotesource.h.

#include "remotesource.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

class SitemapDocument;
class QNetworkAccessManager;

class SitemapFetcher : public QObject
{
    Q_OBJECT

public:
    explicit SitemapFetcher(QObject *parent = nullptr);
    ~SitemapFetcher() override;

    void setOptions(const FetchOptions &options) { m_options = options; }
    const FetchOptions &options() const { return m_options; }

    // Starts fetching url into a new document; finished() tells the end. A
    // robots.txt URL fetches the first sitemap its Sitemap: lines list (all of
    // them are in notes()).
    void start(const QString &url);
    void cancel();
    bool isRunning() const;
    bool wasCancelled() const { return m_cancelled; }

    // After finished(): the document (taken by the caller) and what happened on
    // the way: redirects, children not followed (one line each, English; files that
    // could not be fetched are in the document as unreadable, with the reason),
    // each starting with the URL concerned.
    std::unique_ptr<SitemapDocument> takeDocument();
    QStringList notes() const { return m_notes; }
    // The main file could not be fetched at all (then the document holds it as
    // unreadable), and why.
    bool failed() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    // The most bytes of bodies held at once (FetchOptions::heldBodyBudget).
    qint64 peakHeldBytes() const { return m_peakHeldBytes; }

    // Blocking: start() and wait (an event loop of its own) until finished().
    static std::unique_ptr<SitemapDocument> fetch(const QString &url, const FetchOptions &options,
                                                  QStringList *notes, QString *error);
    // One URL's bytes, with the same limits (for robots.txt); empty and *error set on failure.
    static QByteArray fetchBytes(const QString &url, const FetchOptions &options,
                                 QStringList *notes, QString *error);
    // fetch() and fetchBytes() as a RemoteSource, for the command-line library
    // (the sitemap-fetch module's and the tests').
    static RemoteSource &remoteSource();

signals:
    // Bytes received over all files, files finished, files known so far.
    void progress(qint64 bytes, int filesDone, int filesTotal);
    void noted(const QString &note);
    void finished();

private:
    struct Transfer;
    void startTransfer(int slot, const QUrl &url);
    void onTransferDone(int slot, QByteArray body, QUrl finalUrl, QString error);
    void mainDone(const QByteArray &body, const QUrl &finalUrl, const QString &error);
    void startNextChildren();
    void readArrived();
    bool mayHold(const Transfer *t) const;
    void pause(Transfer *t);
    void resumePaused();
    void finish();
    void note(const QString &text);

    FetchOptions m_options;
    QNetworkAccessManager *m_network;
    std::unique_ptr<SitemapDocument> m_doc;
    std::vector<std::unique_ptr<Transfer>> m_transfers;
    QStringList m_notes;
    QString m_error;
    bool m_running = false;
    bool m_cancelled = false;
    bool m_rawOnly = false;     // fetchBytes(): keep the main body, read nothing
    bool m_robotsStage = false; // the robots.txt is being fetched
    QByteArray m_rawBody;
    qint64 m_bytes = 0;
    int m_filesDone = 0;

    // The index's children: URL, bytes or error when done, and which entries name each.
    struct Child
    {
        QUrl url;
        QByteArray body;
        QString error;
        QUrl finalUrl;
        bool done = false;
    };
    std::vector<Child> m_children;
    std::vector<int> m_entryChild; // per index entry: m_children index, -2 not followed
    size_t m_nextChild = 0;
    int m_childrenRunning = 0;
    size_t m_nextToRead = 0;        // the first child not yet read into the document
    std::vector<int> m_fileOfChild; // the document file of each child read
    qint64 m_heldBytes = 0;         // bodies held: in flight and waiting to be read
    qint64 m_peakHeldBytes = 0;
    int m_filesStarted = 0; // transfers started, against FetchOptions::maxFiles
    QUrl m_indexUrl;        // where the index came from, after its redirects
};
