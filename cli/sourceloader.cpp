// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceloader.h"

#include "documentloader.h"
#include "fileaccess.h"
#include "remotesource.h"
#include "sitemapdocument.h"

#include <QDir>
#include <QFileInfo>

namespace SourceLoader {

namespace {

struct Remote
{
    RemoteSourceProvider provider;
    bool asked = false;
    RemoteSource *source = nullptr;
    QString error;
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

} // namespace

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
    FetchOptions options;
    options.followIndex = followIndex;
    QStringList notes;
    QString error;
    std::unique_ptr<SitemapDocument> fetched;
    if (RemoteSource *source = remoteSource(&error)) {
        fetched = source->fetch(argument, options, &notes, &error);
    } else {
        // As a URL that could not be fetched: the one file, unreadable, and why.
        fetched = std::make_unique<SitemapDocument>();
        SitemapFile file;
        file.path = argument;
        file.ownUrl = argument;
        file.unreadable = true;
        file.readError = error;
        file.kind = FileKind::Unknown;
        fetched->addFile(std::move(file));
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
        if (RemoteSource *source = remoteSource(&error))
            text = source->fetchBytes(a, {}, &notes, &error);
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
        for (const QString &s : listed)
            err << "sitemap-tool " << command << ": " << a << " lists " << s << '\n';
        out << listed;
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
    if (isUrl(argument))
        return doc.file(file).path;
    const QString folder = QFileInfo(argument).path();
    const QString name = QFileInfo(doc.file(file).path).fileName();
    if (folder == QLatin1String("."))
        return shownName(name);
    return shownName(QDir(folder).filePath(name));
}

} // namespace SourceLoader
