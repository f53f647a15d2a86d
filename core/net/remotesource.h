// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a program needs to know about fetching without linking Qt Network: which
// arguments are URLs, the Sitemap: lines of a robots.txt, the limits of a fetch
// (PROTOCOL.md section 6, "Fetching a URL"), and RemoteSource, the two calls that
// fetch. sitemap-tool gets its RemoteSource from the sitemap-fetch module, loaded
// only when an argument is a URL (app/tool/main.cpp); the editor and the tests
// take SitemapFetcher's own (SitemapFetcher::remoteSource()).

#include "protocol.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <vector>

class SitemapDocument;

struct FetchOptions
{
    int maxRedirects = 5;
    qint64 maxBodyBytes = Protocol::MaxFileBytes;         // uncompressed
    qint64 maxDownloadBytes = 2 * Protocol::MaxFileBytes; // as received
    int stallMs = 30000;
    int parallel = 4;     // children fetched at a time
    int totalMs = 120000; // one file's whole transfer, beside the stall (section 6.1)
    int maxFiles = 10000; // files fetched in one run at the most (section 6.1)
    // The bodies of an index's children held at once (in flight and waiting for
    // their turn to be read) beyond the one read next, which always goes on.
    qint64 heldBodyBudget = 64 * 1024 * 1024;
    bool followIndex = true;
};

namespace RemoteUrls {

// True for the URLs that are fetched (http:// or https://, any case).
bool isUrl(const QString &text);
// True for what fetched content may lead to (PROTOCOL.md section 6.1): an
// absolute http or https URL with a host. Anything else a robots.txt or a
// fetched index names is reported and never opened, least of all as a path.
bool isFetchable(const QString &text);
// True when url's path is /robots.txt.
bool isRobotsTxt(const QString &url);
// The Sitemap: lines of a robots.txt (any case of the field name), as written.
QStringList sitemapsInRobots(const QByteArray &text);
// Same scheme, host (any case) and port (a default one counted as given).
bool sameOrigin(const QUrl &a, const QUrl &b);

// Which children a fetched index leads to (PROTOCOL.md sections 6 and 6.1): the
// http(s) <loc>s on the index's own scheme, host and port, each URL once and in
// the index's order; every other <loc> is a note ("LOC: not followed: ...").
struct IndexChildren
{
    std::vector<QUrl> urls;
    // Per entry of the index: its URL's place in urls, -2 not followed, -3 the
    // index itself (nested, not followed).
    std::vector<int> entryChild;
    QStringList notes;
};
IndexChildren indexChildren(const SitemapDocument &doc, int index, const QUrl &indexUrl);

} // namespace RemoteUrls

class RemoteSource
{
public:
    virtual ~RemoteSource() = default;

    // Fetches url (a sitemap, an index with its children, or a robots.txt's first
    // sitemap) into a new document, blocking. The document is never null: a file
    // that could not be fetched is in it as unreadable, with the reason, which is
    // also in *error for the main file. *notes: redirects, children not followed,
    // the sitemaps a robots.txt lists (one line each, English, each starting with
    // the URL concerned).
    virtual std::unique_ptr<SitemapDocument> fetch(const QString &url, const FetchOptions &options,
                                                   QStringList *notes, QString *error) = 0;
    // One URL's bytes with the same limits (for robots.txt); empty and *error set
    // on failure.
    virtual QByteArray fetchBytes(const QString &url, const FetchOptions &options,
                                  QStringList *notes, QString *error) = 0;
};

// The sitemap-fetch module's one exported function: its RemoteSource (which lives
// as long as the process), or null when buildKey is not the key the module was
// built with. The document it returns is used by the program that loaded it, so
// both must be the same build of the project: the key is the project's version
// and RemoteSourceInterface.
extern "C" {
using SitemapFetchEntry = RemoteSource *(*)(const char *buildKey);
}
inline constexpr char SitemapFetchEntryName[] = "sitemap_fetch_remote_source";
inline constexpr int RemoteSourceInterface = 1;
