// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceloader.h"

#include "commandline.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "remotesource.h"
#include "sitemapdocument.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace SourceLoader {

namespace {

struct Remote
{
    RemoteSourceProvider provider;
    bool asked = false;
    RemoteSource *source = nullptr;
    QString error;
    int totalMs = FetchOptions().totalMs;
    int filesFetched = 0; // in this run
};

Remote &remote()
{
    static Remote r;
    return r;
}

// The RemoteSource, asking the provider the first time; null and *error when none.
RemoteSource *remoteSource(QString *error)
{
    Remote &r = remote();
    if (!r.asked) {
        r.asked = true;
        if (r.provider)
            r.source = r.provider(&r.error);
        else
            r.error = QStringLiteral("this program cannot fetch URLs");
        if (!r.source && r.error.isEmpty())
            r.error = QStringLiteral("URLs cannot be fetched");
    }
    if (!r.source)
        *error = r.error;
    return r.source;
}

// A fetched file that stands for the argument: unreadable, and why.
std::unique_ptr<SitemapDocument> unreadableUrl(const QString &argument, const QString &error)
{
    auto doc = std::make_unique<SitemapDocument>();
    SitemapFile file;
    file.path = argument;
    file.ownUrl = argument;
    file.unreadable = true;
    file.readError = error;
    file.kind = FileKind::Unknown;
    doc->addFile(std::move(file));
    return doc;
}

QString runLimitText()
{
    return QStringLiteral("not fetched: a run fetches %1 files at the most")
        .arg(FetchOptions().maxFiles);
}

} // namespace

bool beginRun(const QCommandLineParser &parser, const char *command, QTextStream &err)
{
    Remote &r = remote();
    r.filesFetched = 0;
    r.totalMs = FetchOptions().totalMs;
    const QString timeout = QStringLiteral("timeout");
    if (!parser.isSet(timeout))
        return true;
    const QString text = parser.value(timeout);
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    // At most a day: the limit is there to end a transfer.
    if (!ok || !(seconds > 0) || seconds > 86400) {
        CommandLine::usageError(
            command,
            QStringLiteral("--timeout needs a number of seconds above 0 (at most 86400), not '%1'")
                .arg(text),
            err);
        return false;
    }
    r.totalMs = std::max(1, int(seconds * 1000));
    return true;
}

void setRemoteSourceProvider(RemoteSourceProvider provider)
{
    Remote &r = remote();
    r = Remote();
    r.provider = std::move(provider);
}

bool isUrl(const QString &argument)
{
    return RemoteUrls::isUrl(argument);
}

void load(SitemapDocument &doc, const QString &argument, const QString &ownUrl,
          const QString &command, QTextStream &err, bool followIndex)
{
    if (!isUrl(argument)) {
        DocumentLoader::load(doc, argument, ownUrl, {}, followIndex);
        return;
    }
    Remote &r = remote();
    FetchOptions options;
    options.followIndex = followIndex;
    options.totalMs = r.totalMs;
    options.maxFiles -= r.filesFetched;
    QStringList notes;
    QString error;
    std::unique_ptr<SitemapDocument> fetched;
    if (options.maxFiles <= 0) {
        fetched = unreadableUrl(argument, runLimitText());
    } else if (RemoteSource *source = remoteSource(&error)) {
        fetched = source->fetch(argument, options, &notes, &error);
        r.filesFetched += fetched->fileCount();
    } else {
        // As a URL that could not be fetched: the one file, unreadable, and why.
        fetched = unreadableUrl(argument, error);
    }
    for (const QString &n : std::as_const(notes))
        err << "sitemap-tool " << command << ": " << n << '\n';
    doc.takeContent(*fetched);
}

QStringList expandRobots(const QStringList &arguments, const QString &command, QTextStream &err,
                         bool *failed)
{
    QStringList out;
    for (const QString &a : arguments) {
        if (!isUrl(a) || !RemoteUrls::isRobotsTxt(a)) {
            out << a;
            continue;
        }
        QStringList notes;
        QString error;
        QByteArray text;
        Remote &r = remote();
        FetchOptions options;
        options.totalMs = r.totalMs;
        if (r.filesFetched >= options.maxFiles) {
            error = runLimitText();
        } else if (RemoteSource *source = remoteSource(&error)) {
            ++r.filesFetched;
            text = source->fetchBytes(a, options, &notes, &error);
        }
        for (const QString &n : std::as_const(notes))
            err << "sitemap-tool " << command << ": " << n << '\n';
        if (!error.isEmpty()) {
            err << "sitemap-tool " << command << ": " << shownName(a) << ": cannot read: " << error
                << '\n';
            *failed = true;
            continue;
        }
        const QStringList listed = RemoteUrls::sitemapsInRobots(text);
        if (listed.isEmpty()) {
            err << "sitemap-tool " << command << ": " << a
                << ": lists no sitemap (no Sitemap: line)\n";
            *failed = true;
        }
        for (const QString &s : listed) {
            err << "sitemap-tool " << command << ": " << a << " lists " << s;
            // Fetched content leads to http(s) URLs only: never to a local file.
            if (RemoteUrls::isFetchable(s)) {
                err << '\n';
                out << s;
            } else {
                err << ": not followed: not an http or https URL\n";
                *failed = true;
            }
        }
    }
    return out;
}

QString shownName(const QString &argument)
{
    return FileAccess::shownName(argument);
}

QString displayPath(const QString &argument, const SitemapDocument &doc, int file)
{
    if (file == doc.mainFile())
        return shownName(argument);
    return childDisplayPath(argument, doc.file(file).path);
}

QString childDisplayPath(const QString &argument, const QString &childPath)
{
    if (isUrl(argument))
        return childPath;
    const QString folder = QFileInfo(argument).path();
    const QString name = QFileInfo(childPath).fileName();
    if (folder == QLatin1String("."))
        return shownName(name);
    return shownName(QDir(folder).filePath(name));
}

} // namespace SourceLoader
