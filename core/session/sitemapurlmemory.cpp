// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapurlmemory.h"

#include <QFileInfo>
#include <QSettings>

#include <utility>
#include <vector>

namespace {

const char ArrayKey[] = "sitemapUrls";
const char PathKey[] = "path";
const char UrlKey[] = "url";

using Remembered = std::vector<std::pair<QString, QString>>; // path, URL; most recent first

QString key(const QString &path)
{
    return path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
}

Remembered load(QSettings &settings)
{
    Remembered list;
    const int size = settings.beginReadArray(QLatin1String(ArrayKey));
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        const QString path = settings.value(QLatin1String(PathKey)).toString();
        const QString url = settings.value(QLatin1String(UrlKey)).toString();
        if (!path.isEmpty() && !url.isEmpty())
            list.emplace_back(path, url);
    }
    settings.endArray();
    return list;
}

void store(QSettings &settings, const Remembered &list)
{
    // The array is written whole: a shorter one would leave the old tail behind.
    settings.remove(QLatin1String(ArrayKey));
    settings.beginWriteArray(QLatin1String(ArrayKey), int(list.size()));
    for (int i = 0; i < int(list.size()); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QLatin1String(PathKey), list[size_t(i)].first);
        settings.setValue(QLatin1String(UrlKey), list[size_t(i)].second);
    }
    settings.endArray();
}

void erase(Remembered &list, const QString &path)
{
    std::erase_if(list, [&path](const auto &item) { return item.first == path; });
}

} // namespace

namespace SitemapUrlMemory {

QString recall(const QString &path)
{
    const QString file = key(path);
    if (file.isEmpty())
        return {};
    QSettings settings;
    for (const auto &[remembered, url] : load(settings)) {
        if (remembered == file)
            return url;
    }
    return {};
}

void remember(const QString &path, const QString &url)
{
    const QString file = key(path);
    if (file.isEmpty())
        return;
    const QString trimmed = url.trimmed();
    QSettings settings;
    const Remembered before = load(settings);
    Remembered list = before;
    erase(list, file);
    if (!trimmed.isEmpty())
        list.emplace(list.begin(), file, trimmed);
    while (list.size() > size_t(MaxFiles))
        list.pop_back();
    if (list != before)
        store(settings, list);
}

void forget(const QString &path)
{
    remember(path, QString());
}

} // namespace SitemapUrlMemory
