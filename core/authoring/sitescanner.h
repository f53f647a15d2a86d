// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pages of a static site's local folder as sitemap URLs: every .html or .htm
// file below the folder becomes the site's URL plus its relative path (an
// index.html or index.htm stands for its folder's URL), with a lastmod from the
// file's modification time or, in a git work tree, from the last commit that
// touched it. Hidden files and folders (.git, .well-known) are not pages. Pages
// that ask search engines not to index them (<meta name="robots"
// content="noindex">) are left out and listed, as are the pages the exclude
// patterns name.

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <vector>

struct ScanOptions
{
    // The site's URL: what the folder itself is served as (http or https).
    QString baseUrl;
    // Glob patterns against the path relative to the folder, with '/' between
    // folders: '*' and '?' stay within one name, '**' crosses folders, [abc]
    // is a set. A pattern matches a page when it matches the page's path, one of
    // its folders' paths, or (a pattern without '/') the name of the page or of
    // one of its folders.
    QStringList excludes;
    // Take lastmod from git when the folder is in a git work tree and git is
    // installed; files git does not track, or that changed since their last
    // commit, keep their modification time.
    bool useGit = false;
    // Take a symbolic link to a file outside the folder as a page too. Off, such a
    // link is left out and listed: the site's folder, not what it points at, is
    // what the server publishes (and a link may lead to any file of the machine).
    bool followSymlinks = false;
    // Set to stop a scan early (the editor's Cancel); the result is then marked cancelled.
    const std::atomic<bool> *cancel = nullptr;
};

struct ScannedPage
{
    QString path; // relative to the folder, with '/'
    QString url;  // the URL as the sitemap holds it (percent-encoded)
    QString lastmod;
    QDateTime modified;   // the file's time or its commit's, UTC
    bool fromGit = false; // the lastmod is the last commit's
};

struct ScanResult
{
    bool ok = false; // the folder could be read
    QString error;   // why not
    bool cancelled = false;
    std::vector<ScannedPage> pages; // sorted by URL
    QStringList noindex;            // pages left out for their robots meta, relative paths
    QStringList excluded;           // pages an exclude pattern matched
    QStringList duplicates;         // a second file for one URL (index.htm next to index.html)
    QStringList linksOutside;       // links to files outside the folder, left out
    QStringList unreadableFolders;  // folders below it that could not be read (relative)
    bool gitUsed = false;           // the git history gave lastmods
    QString gitNote;                // why --git fell back to file times
};

class SiteScanner
{
public:
    static ScanResult scan(const QString &folder, const ScanOptions &options);

    // The URL of a page at a relative path under a site's URL: base plus the
    // percent-encoded path, index.html/index.htm as its folder. Empty when the
    // base URL is not an absolute http(s) URL.
    static QString urlFor(const QString &baseUrl, const QString &relativePath);
    // The base URL as a folder: with a trailing '/'; empty when it is not an
    // absolute URL with a valid host (a space in the host is none).
    static QString folderOf(const QString &baseUrl);
    // True when the HTML asks robots not to index the page (noindex or none).
    static bool hasNoindex(QByteArrayView html);
    // True when the pattern (see ScanOptions::excludes) excludes the relative path.
    static bool excludes(const QString &pattern, const QString &relativePath);
    // A time as a lastmod in the W3C form, in UTC: 2024-05-01T10:00:00+00:00.
    static QString lastmodOf(const QDateTime &time);
    // The last commit time of each tracked file below folder (relative paths; the
    // time as git prints it, %cI)
    // from one walk of the history; false with a reason when git or the work tree
    // is missing.
    static bool gitTimes(const QString &folder, QHash<QString, QString> *times,
                         QSet<QString> *changed, QString *reason);
};
