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

#include <memory>

class SitemapDocument;

struct FetchOptions
{
    int maxRedirects = 5;
    qint64 maxBodyBytes = Protocol::MaxFileBytes;         // uncompressed
    qint64 maxDownloadBytes = 2 * Protocol::MaxFileBytes; // as received
    int stallMs = 30000;
    int parallel = 4; // children fetched at a time
    bool followIndex = true;
};

namespace RemoteUrls {

// True for the URLs that are fetched (http:// or https://, any case).
bool isUrl(const QString &text);
// True when url's path is /robots.txt.
bool isRobotsTxt(const QString &url);
// The Sitemap: lines of a robots.txt (any case of the field name), as written.
QStringList sitemapsInRobots(const QByteArray &text);

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
