// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the commands get a FILE argument from: the disk (an index with the
// children found next to it), or, for an http:// or https:// URL, the web
// (a RemoteSource, PROTOCOL.md section 6: "Fetching a URL"). A robots.txt URL
// stands for the sitemaps its Sitemap: lines list.

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

class RemoteSource;
class SitemapDocument;

namespace SourceLoader {

// Where URLs are fetched through. The provider is asked once, when the first URL
// is loaded, and gives the RemoteSource, or null and why not in *error; then
// each URL is a file that cannot be read, for that reason. Without a provider
// no URL can be fetched. sitemap-tool's provider loads the sitemap-fetch module.
using RemoteSourceProvider = std::function<RemoteSource *(QString *error)>;
void setRemoteSourceProvider(RemoteSourceProvider provider);

// Loads argument into doc. ownUrl is used for files on disk only: a fetched
// file's own URL is where it was fetched from. What fetching met on the way
// (redirects, children not followed, HTTP errors) is written to err, each line
// starting with "sitemap-tool <command>: ".
void load(SitemapDocument &doc, const QString &argument, const QString &ownUrl,
          const QString &command, QTextStream &err, bool followIndex = true);

// The arguments with each robots.txt URL replaced by the sitemaps it lists. A
// robots.txt that cannot be fetched, or lists none, is reported and sets *failed.
QStringList expandRobots(const QStringList &arguments, const QString &command, QTextStream &err,
                         bool *failed);

// A file name as messages print it: bytes that are not UTF-8 as \xNN.
QString shownName(const QString &argument);

// The name to print for file of a document loaded from argument: the argument
// for the file named, and for an index's children the child's name in the
// argument's folder (on disk) or the child's URL (fetched); as shownName() prints it.
QString displayPath(const QString &argument, const SitemapDocument &doc, int file);
// The same for a child of the index named by argument, read from childPath.
QString childDisplayPath(const QString &argument, const QString &childPath);

bool isUrl(const QString &argument);

// Starts a run of a command: takes --timeout S from parser, the time one fetched
// file may take in all (PROTOCOL.md section 6.1: 120 s) beside the stall (false
// after printing the mistake: exit 2), and counts the files fetched from none
// again (a run fetches at most FetchOptions::maxFiles).
bool beginRun(const QCommandLineParser &parser, const char *command, QTextStream &err);

} // namespace SourceLoader
