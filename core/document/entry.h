// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One <url> or <sitemap> entry (or one line of a text sitemap), in compact form:
// its four core values as written (entities decoded, surrounding whitespace
// kept), its extension elements serialized verbatim, and where it starts.

#include "stringpool.h"

#include <QtGlobal>

#include <algorithm>

enum class Field : quint8
{
    Loc,
    LastMod,
    ChangeFreq,
    Priority
};
constexpr int FieldCount = 4;

constexpr quint8 fieldBit(Field f)
{
    return quint8(1u << quint8(f));
}

// Where the children of an entry read from a file start, for positions at the
// element at fault (SitemapFile::spot()). Stored compactly: one 32-bit word per
// element, relative to the entry's start tag.
enum class Spot : quint8
{
    Loc,        // the <loc> (a feed's <link>)
    LastMod,    // the <lastmod> (a feed's <pubDate> or <updated>)
    ChangeFreq, // the <changefreq>
    Priority,   // the <priority>
    Repeated,   // the first core element given a second time
    Unknown,    // the first element in the sitemap namespace the protocol does not define
    Extension   // the n-th direct child element kept in the extension XML
};
constexpr int FixedSpotCount = 6; // Loc .. Unknown: present or not by Entry::spotMask

struct Entry
{
    enum Flag : quint8
    {
        OutOfOrder = 0x01,         // core children not in schema order, or an extension before one
        HasUnknownElements = 0x02, // elements in the sitemap namespace the protocol does not define
        // Changed by an edit since the file was read or saved: its values may differ
        // from the bytes at its offset (a save that keeps the file's bytes compares them).
        Edited = 0x04,
    };

    TextRef values[FieldCount];
    // Extension elements (and unknown sitemap-namespace elements) as XML text whose
    // names use the document's canonical prefixes (see NamespaceTable).
    TextRef extensions;
    // A million entries keep these in eight bytes: a position within the bytes a
    // file may be read to (Protocol::MaxFileBytes and a margin, under 2^26) and the
    // bits of four fields each. setPosition() keeps a position within its bits.
    quint64 line : 26 = 0;    // 1-based line of the start tag (0 when not from a file)
    quint64 column : 26 = 0;  // 1-based column of the start tag
    quint64 present : 4 = 0;  // fieldBit() set when the element (or text line) is there
    quint64 repeated : 4 = 0; // fieldBit() set when the element is given more than once
    quint64 flags : 4 = 0;    // Flag
    // Bit n set when the file's spot table holds Spot(n) for this entry (n <
    // FixedSpotCount); bit 6 when those are half words, two to a word
    // (SitemapFile::appendSpots()); bit 7 when extension spots follow. Bit 6
    // without any of bits 0 to 5 (SharedSpots): the entry's children lie where its
    // file's shared layout has them (SpotTable), and spots is the entry's offset
    // itself, with no word in the table.
    quint8 spotMask = 0;
    // Direct child elements outside the sitemap namespace: at least four bytes
    // each, so a file read within its limit has fewer than MaxExtensionCount.
    quint32 extensionCount : 24 = 0;
    // Index of the entry's first word in SitemapFile::spots; with SharedSpots, the
    // word itself (the entry's offset).
    quint32 spots = NoSpots;
    static constexpr quint32 NoSpots = 0xFFFFFFFFu;
    static constexpr quint8 HalfSpots = 0x40;
    static constexpr quint8 ExtensionSpots = 0x80;
    static constexpr quint8 SharedSpots = HalfSpots;

    static constexpr quint32 MaxPosition = (1u << 26) - 1;
    static constexpr quint32 MaxExtensionCount = (1u << 24) - 1;

    // A line or column past the bits is kept at their largest value.
    void setPosition(quint32 atLine, quint32 atColumn)
    {
        line = std::min(atLine, MaxPosition);
        column = std::min(atColumn, MaxPosition);
    }
    void setExtensionCount(quint32 count) { extensionCount = std::min(count, MaxExtensionCount); }
    bool hasSharedSpots() const { return (spotMask & ~ExtensionSpots) == SharedSpots; }
    bool has(Field f) const { return present & fieldBit(f); }
    bool isRepeated(Field f) const { return repeated & fieldBit(f); }
    TextRef value(Field f) const { return values[int(f)]; }
};
static_assert(sizeof(Entry) == 56, "a million entries in 56 MB");
static_assert(FieldCount <= 4, "present and repeated hold a bit a field");
