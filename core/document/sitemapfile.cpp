#include "sitemapfile.h"

QString fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::UrlSet:
        return QStringLiteral("urlset");
    case FileKind::Index:
        return QStringLiteral("sitemapindex");
    case FileKind::Text:
        return QStringLiteral("text");
    case FileKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}
