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

bool SpotTable::share(quint8 mask, const quint32 (&fixed)[FixedSpotCount])
{
    Layout layout;
    layout.mask = mask;
    for (int n = 0; n < FixedSpotCount; ++n) {
        if (mask & (1u << n))
            layout.words[n] = fixed[n];
    }
    if (m_shared.mask != 0)
        return layout == m_shared;
    if (layout == m_candidate) {
        m_shared = layout;
        return true;
    }
    m_candidate = layout;
    return false;
}

quint32 SitemapFile::appendSpots(qint64 offset, quint8 fixedMask,
                                 const quint32 (&fixed)[FixedSpotCount],
                                 const std::vector<quint32> &extension, quint8 *spotMask)
{
    const quint32 packed = packOffset(offset);
    if (extension.empty() && fixedMask != 0 && packed != NoOffset &&
        spots.share(fixedMask, fixed)) {
        *spotMask = Entry::SharedSpots;
        return packed;
    }
    return appendOwnSpots(offset, fixedMask, fixed, extension, spotMask);
}

quint32 SitemapFile::appendOwnSpots(qint64 offset, quint8 fixedMask,
                                    const quint32 (&fixed)[FixedSpotCount],
                                    const std::vector<quint32> &extension, quint8 *spotMask)
{
    const auto first = quint32(spots.size());
    *spotMask = fixedMask | (extension.empty() ? 0 : Entry::ExtensionSpots);
    spots.push_back(packOffset(offset));
    // Half words only where there are fixed Spots: HalfSpots alone is SharedSpots.
    bool half = fixedMask != 0;
    for (int n = 0; n < FixedSpotCount; ++n) {
        if (fixedMask & (1u << n))
            half = half && halfSpot(fixed[n]) >= 0;
    }
    if (half) {
        *spotMask |= Entry::HalfSpots;
        int k = 0;
        for (int n = 0; n < FixedSpotCount; ++n) {
            if (!(fixedMask & (1u << n)))
                continue;
            const auto h = quint32(halfSpot(fixed[n]));
            if (k++ % 2 == 0)
                spots.push_back(h);
            else
                spots.back() |= h << 16;
        }
    } else {
        for (int n = 0; n < FixedSpotCount; ++n) {
            if (fixedMask & (1u << n))
                spots.push_back(fixed[n]);
        }
    }
    spots.insert(spots.end(), extension.begin(), extension.end());
    return first;
}

int SitemapFile::halfSpot(quint32 word)
{
    const quint32 lines = word >> 20;
    const quint32 column = word & 0xFFFFF;
    if (lines >= (1u << 4) || column >= (1u << 12))
        return -1;
    return int(lines << 12 | column);
}

TextPosition SitemapFile::spot(const Entry &e, Spot which, int extensionChild) const
{
    const TextPosition own{int(e.line), int(e.column)};
    if (e.spots == Entry::NoSpots || e.line == 0)
        return own;
    if (e.hasSharedSpots()) {
        const int n = int(which);
        if (which == Spot::Extension || !((spots.sharedMask() >> n) & 1))
            return own;
        return unpackSpot(own, spots.sharedLayout().words[n]);
    }
    size_t at = size_t(e.spots) + 1; // past the entry's offset
    const bool half = e.spotMask & Entry::HalfSpots;
    int before = 0; // the entry's Spots before the one asked for
    if (which == Spot::Extension) {
        if (!(e.spotMask & Entry::ExtensionSpots) || extensionChild < 0)
            return own;
        for (int n = 0; n < FixedSpotCount; ++n)
            before += (e.spotMask >> n) & 1;
        at += size_t(half ? (before + 1) / 2 : before) + size_t(extensionChild);
    } else {
        const int n = int(which);
        if (!((e.spotMask >> n) & 1))
            return own;
        for (int k = 0; k < n; ++k)
            before += (e.spotMask >> k) & 1;
        at += size_t(half ? before / 2 : before);
    }
    if (at >= spots.size())
        return own;
    quint32 word = spots[at];
    if (half && which != Spot::Extension) {
        const quint32 h = before % 2 == 0 ? word & 0xFFFF : word >> 16;
        word = (h >> 12) << 20 | (h & 0xFFF);
    }
    return unpackSpot(own, word);
}

TextPosition SitemapFile::unpackSpot(TextPosition own, quint32 word)
{
    if (word == 0)
        return own;
    const int lines = int(word >> 20);
    const int column = int(word & 0xFFFFF);
    if (lines == 0)
        return {own.line, own.column + column};
    return {own.line + lines, column};
}
