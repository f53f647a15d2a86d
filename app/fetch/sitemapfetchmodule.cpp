// SPDX-License-Identifier: GPL-3.0-or-later
// The sitemap-fetch module: SitemapFetcher (Qt Network) as the RemoteSource of
// sitemap-tool, which loads this file only when an argument is a URL
// (app/tool/main.cpp), so that its other commands start without Qt Network.
// The module holds its own copy of the core it needs (linked statically, all of
// it hidden by sitemap-fetch.map); the documents it returns are read by the
// tool's copy of the same build, which the build key checks.

#include "sitemapfetcher.h"
#include "webaudit.h"

#include <QByteArray>

extern "C" Q_DECL_EXPORT RemoteSource *sitemap_fetch_remote_source(const char *buildKey)
{
    const QByteArray key =
        QByteArrayLiteral(PROJECT_VERSION "/") + QByteArray::number(RemoteSourceInterface);
    if (!buildKey || key != buildKey)
        return nullptr;
    return &SitemapFetcher::remoteSource();
}

// The web audit's runner (sitemap-tool audit), under the same build key.
extern "C" Q_DECL_EXPORT WebAuditRunner *sitemap_fetch_web_audit(const char *buildKey)
{
    const QByteArray key =
        QByteArrayLiteral(PROJECT_VERSION "/") + QByteArray::number(RemoteSourceInterface);
    if (!buildKey || key != buildKey)
        return nullptr;
    return &WebAudit::runner();
}
