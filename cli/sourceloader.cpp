// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceloader.h"

#include "documentloader.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "sitemapfetcher.h"

#include <QDir>
#include <QFileInfo>

namespace SourceLoader {

bool isUrl(const QString &argument)
{
    return SitemapFetcher::isUrl(argument);
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
    std::unique_ptr<SitemapDocument> fetched =
        SitemapFetcher::fetch(argument, options, &notes, &error);
    for (const QString &n : std::as_const(notes))
        err << "sitemap-tool " << command << ": " << n << '\n';
    doc.takeContent(*fetched);
}

QStringList expandRobots(const QStringList &arguments, const QString &command, QTextStream &err,
                         bool *failed)
{
    QStringList out;
    for (const QString &a : arguments) {
        if (!isUrl(a) || !SitemapFetcher::isRobotsTxt(a)) {
            out << a;
            continue;
        }
        QStringList notes;
        QString error;
        const QByteArray text = SitemapFetcher::fetchBytes(a, {}, &notes, &error);
        for (const QString &n : std::as_const(notes))
            err << "sitemap-tool " << command << ": " << n << '\n';
        if (!error.isEmpty()) {
            *failed = true;
            continue;
        }
        const QStringList listed = SitemapFetcher::sitemapsInRobots(text);
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
