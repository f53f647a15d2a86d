// SPDX-License-Identifier: GPL-3.0-or-later
#include "remotesource.h"

#include "sitemapdocument.h"
#include "urltools.h"

#include <QHash>
#include <QUrl>

namespace RemoteUrls {

bool isUrl(const QString &text)
{
    return text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

bool isFetchable(const QString &text)
{
    if (!isUrl(text))
        return false;
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && !url.host().isEmpty();
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

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    const auto port = [](const QUrl &url) {
        return url.port(url.scheme().toLower() == QLatin1String("https") ? 443 : 80);
    };
    return a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && port(a) == port(b) &&
           a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0;
}

IndexChildren indexChildren(const SitemapDocument &doc, int index, const QUrl &indexUrl)
{
    IndexChildren out;
    QHash<QString, int> byUrl;
    const int count = doc.entryCount(index);
    out.entryChild.assign(size_t(count), -2);
    const QUrl self = indexUrl.adjusted(QUrl::RemoveFragment);
    for (int i = 0; i < count; ++i) {
        const QString loc = UrlTools::trimXmlWhitespace(doc.value(index, i, Field::Loc));
        if (loc.isEmpty())
            continue;
        const QString uri = UrlTools::toUriForm(loc);
        const QUrl url(uri, QUrl::StrictMode);
        if (!isFetchable(uri) || !url.isValid()) {
            out.notes << QStringLiteral("%1: not followed: not an http or https URL").arg(loc);
            continue;
        }
        if (!sameOrigin(url, indexUrl)) {
            out.notes << QStringLiteral("%1: not followed: not on the index's host %2")
                             .arg(loc, indexUrl.host());
            continue;
        }
        const QUrl child = url.adjusted(QUrl::RemoveFragment);
        if (child == self) {
            out.entryChild[size_t(i)] = -3;
            continue;
        }
        const QString key = child.toString();
        auto it = byUrl.constFind(key);
        if (it == byUrl.constEnd()) {
            it = byUrl.insert(key, int(out.urls.size()));
            out.urls.push_back(child);
        }
        out.entryChild[size_t(i)] = it.value();
    }
    return out;
}

} // namespace RemoteUrls
