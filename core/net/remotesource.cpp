// SPDX-License-Identifier: GPL-3.0-or-later
#include "remotesource.h"

#include <QUrl>

namespace RemoteUrls {

bool isUrl(const QString &text)
{
    return text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

bool isRobotsTxt(const QString &url)
{
    return QUrl(url).path() == QLatin1String("/robots.txt");
}

QStringList sitemapsInRobots(const QByteArray &text)
{
    QStringList out;
    for (QByteArray line : text.split('\n')) {
        const qsizetype hash = line.indexOf('#');
        if (hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        if (line.left(colon).trimmed().toLower() != "sitemap")
            continue;
        const QString value = QString::fromUtf8(line.mid(colon + 1).trimmed());
        if (!value.isEmpty())
            out << value;
    }
    return out;
}

} // namespace RemoteUrls
