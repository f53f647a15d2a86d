// SPDX-License-Identifier: GPL-3.0-or-later
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
    case FileKind::Feed:
        return QStringLiteral("feed");
    case FileKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

quint32 SitemapFile::packSpot(TextPosition entry, TextPosition at)
{
    const int lines = at.line - entry.line;
    if (lines < 0 || lines >= (1 << 12) || at.column < 1)
        return 0;
    const int column = lines == 0 ? at.column - entry.column : at.column;
    if (column < 1 || column >= (1 << 20))
        return 0;
    return (quint32(lines) << 20) | quint32(column);
}

quint32 SitemapFile::appendSpots(qint64 offset, quint8 fixedMask,
                                 const quint32 (&fixed)[FixedSpotCount],
                                 const std::vector<quint32> &extension, quint8 *spotMask)
{
    const auto first = quint32(spots.size());
    *spotMask = fixedMask | (extension.empty() ? 0 : Entry::ExtensionSpots);
    spots.push_back(packOffset(offset));
    for (int n = 0; n < FixedSpotCount; ++n) {
        if (fixedMask & (1u << n))
            spots.push_back(fixed[n]);
    }
    spots.insert(spots.end(), extension.begin(), extension.end());
    return first;
}

TextPosition SitemapFile::spot(const Entry &e, Spot which, int extensionChild) const
{
    const TextPosition own{int(e.line), int(e.column)};
    if (e.spots == Entry::NoSpots || e.line == 0)
        return own;
    size_t at = size_t(e.spots) + 1; // past the entry's offset
    if (which == Spot::Extension) {
        if (!(e.spotMask & Entry::ExtensionSpots) || extensionChild < 0)
            return own;
        for (int n = 0; n < FixedSpotCount; ++n)
            at += (e.spotMask >> n) & 1;
        at += size_t(extensionChild);
    } else {
        const int n = int(which);
        if (!((e.spotMask >> n) & 1))
            return own;
        for (int k = 0; k < n; ++k)
            at += (e.spotMask >> k) & 1;
    }
    if (at >= spots.size() || spots[at] == 0)
        return own;
    const quint32 word = spots[at];
    const int lines = int(word >> 20);
    const int column = int(word & 0xFFFFF);
    if (lines == 0)
        return {own.line, own.column + column};
    return {own.line + lines, column};
}
