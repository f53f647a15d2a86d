// SPDX-License-Identifier: GPL-3.0-or-later
#include "namespaces.h"

bool Ns::isLegacySitemap(const QString &uri)
{
    QString u = uri.trimmed();
    if (u.endsWith(QLatin1Char('/')))
        u.chop(1);
    if (u == Sitemap)
        return false;
    static const QStringList legacy = {
        QStringLiteral("http://www.google.com/schemas/sitemap/0.84"),
        QStringLiteral("http://www.google.com/schemas/sitemap/0.9"),
        QStringLiteral("https://www.sitemaps.org/schemas/sitemap/0.9"),
        QStringLiteral("http://sitemaps.org/schemas/sitemap/0.9"),
        QStringLiteral("https://sitemaps.org/schemas/sitemap/0.9"),
        QStringLiteral("https://www.google.com/schemas/sitemap/0.84"),
        QStringLiteral("https://www.google.com/schemas/sitemap/0.9"),
    };
    return legacy.contains(u) || uri == Sitemap + QLatin1Char('/');
}

QString NamespaceTable::prefixFor(const QString &uri, const QString &preferredPrefix)
{
    if (uri == Ns::Sitemap)
        return {};
    if (uri == Ns::Xml)
        return QStringLiteral("xml");
    auto it = m_prefixByUri.constFind(uri);
    if (it != m_prefixByUri.constEnd())
        return *it;

    QString wellKnown;
    if (uri == Ns::Image)
        wellKnown = QStringLiteral("image");
    else if (uri == Ns::Video)
        wellKnown = QStringLiteral("video");
    else if (uri == Ns::News)
        wellKnown = QStringLiteral("news");
    else if (uri == Ns::Xhtml)
        wellKnown = QStringLiteral("xhtml");

    auto isFree = [this](const QString &p) {
        return !p.isEmpty() && p != QLatin1String("xml") && p != QLatin1String("xmlns") &&
               !p.startsWith(QLatin1String("xml"), Qt::CaseInsensitive) &&
               !m_uriByPrefix.contains(p);
    };
    QString prefix;
    if (isFree(wellKnown))
        prefix = wellKnown;
    else if (isFree(preferredPrefix))
        prefix = preferredPrefix;
    else {
        // Resume where the last search stopped: a hostile file with thousands of
        // namespaces under one prefix made this search start at ns1 for each of
        // them, quadratic in the count (tst_hostile: manyNamespacesOnePrefix).
        for (;; ++m_nextGenerated) {
            prefix = QStringLiteral("ns%1").arg(m_nextGenerated);
            if (isFree(prefix))
                break;
        }
    }
    m_prefixByUri.insert(uri, prefix);
    m_uriByPrefix.insert(prefix, uri);
    m_declarations.append({prefix, uri});
    return prefix;
}

void NamespaceTable::clear()
{
    m_prefixByUri.clear();
    m_uriByPrefix.clear();
    m_declarations.clear();
    m_nextGenerated = 1;
}
