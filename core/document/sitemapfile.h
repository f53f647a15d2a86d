// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One file of a document: what the reader found out about it (kind, namespace,
// compression, encoding, where parsing stopped and why) and its entries. These
// are facts; the Validator turns them into problems with messages.

#include "entry.h"
#include "pagestorage.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <vector>

enum class FileKind : quint8
{
    UrlSet,
    Index,
    Text,
    Feed, // an RSS 2.0 or Atom 1.0 feed read as a sitemap (feed-sitemap)
    Unknown
};
enum class NamespaceKind : quint8
{
    Standard,
    Legacy,
    Missing,
    Wrong
};

QString fileKindName(FileKind kind); // "urlset", "sitemapindex", "text", "feed", "unknown"

enum class FeedKind : quint8
{
    None,
    Rss2, // <rss version="2.0"><channel><item>: loc from <link>, lastmod from <pubDate>
    Atom  // <feed xmlns="http://www.w3.org/2005/Atom"><entry>: loc from <link href>, <updated>
};

// A position in a file, 1-based; 0 means "does not apply".
struct TextPosition
{
    int line = 0;
    int column = 0;
};

// The words of SitemapFile::spots, and the layout most of the file's entries
// share: children one to a line, indented alike, lie at the same places below
// their start tag in entry after entry. The first layout two entries in a row
// give becomes the shared one (so that an odd first entry does not decide it);
// an entry laid out so and without extension children keeps no word in the
// table (Entry::SharedSpots): its offset is Entry::spots itself. Moved and
// assigned with the words, as they belong together.
class SpotTable
    : public std::vector<quint32, PageStorage::Allocator<quint32, PageStorage::Pages::Filled>>
{
public:
    // Which fixed Spots a layout has, and the word of Spot(n) (SitemapFile::packSpot(),
    // 0 for a Spot not in mask).
    struct Layout
    {
        quint8 mask = 0;
        quint32 words[FixedSpotCount] = {};
        friend bool operator==(const Layout &a, const Layout &b)
        {
            return a.mask == b.mask && std::equal(a.words, a.words + FixedSpotCount, b.words);
        }
    };
    // The shared layout (mask 0: there is none yet).
    const Layout &sharedLayout() const { return m_shared; }
    quint8 sharedMask() const { return m_shared.mask; }
    // Whether an entry whose fixed Spots in mask are at fixed takes the shared
    // layout (which it may become).
    bool share(quint8 mask, const quint32 (&fixed)[FixedSpotCount]);
    // Takes other's shared layout; this table has none yet.
    void takeLayout(const SpotTable &other) { m_shared = other.m_shared; }

private:
    Layout m_shared;
    Layout m_candidate; // the layout of the entry before, which the next may share
};

// SitemapFile::notSitemap for an XML file with another root (%1: its local name).
inline constexpr const char NotSitemapRootPattern[] =
    QT_TRANSLATE_NOOP("Rules", "an XML document whose root element is <%1>");

// Where an entry of a written file starts and how its children are written: what
// SitemapDocument::adoptFileFacts() takes of each entry of a file a save copied.
struct EntryPlace
{
    quint32 line = 0;
    quint32 column = 0;
    quint32 spots = Entry::NoSpots;
    quint8 spotMask = 0;
    quint8 flags = 0;
    quint8 repeated = 0;
};

struct SitemapFile
{
    QString path;   // where it was read from (absolute), empty for a new document
    QString ownUrl; // the URL the file is served at, when known (base URL)
    FileKind kind = FileKind::UrlSet;
    NamespaceKind namespaceKind = NamespaceKind::Standard;
    QString rootNamespace;     // namespace URI of the root element as written
    QString rootName;          // local name of the root element as written
    TextPosition rootPosition; // the root's start tag (line 0: no root read)
    QString nsAttribute;       // value of a non-standard ns="..." attribute on the root
    QString notSitemap;        // what the file looks like when it is not a sitemap ("an RSS feed",
                               // ...): English, marked for translation in context "Rules"

    bool gzip = false; // the bytes are gzip (by magic), whatever the name
    bool gzipCorrupt = false;
    QString gzipError;
    bool bom = false;
    QString declaredEncoding; // from the XML declaration, as written
    bool utf16 = false;
    bool nonAscii = false;       // any byte >= 0x80 (looked at when US-ASCII is declared)
    TextPosition invalidUtf8;    // first byte sequence that is not UTF-8 (line 0: none)
    TextPosition leadingContent; // junk before the declaration or root (line 0: none)

    FeedKind feed = FeedKind::None; // set with FileKind::Feed

    // Namespace prefixes used on elements or attributes but never declared
    // (prefix-undeclared): the file is read whole as if each were bound to a
    // namespace of its own (Ns::isUndeclaredPrefix); elements and attributes in
    // it are kept in the extension XML and left out by a save.
    QStringList undeclaredPrefixes;  // in order of first use
    TextPosition undeclaredPrefixAt; // the start tag of the first use

    // A DOCTYPE declaration: where its "<!DOCTYPE" starts (line 0: none). When it
    // declares entities (entityDeclared), reading stopped there: no entries, kind
    // Unknown with an empty notSitemap, and no entity was expanded.
    TextPosition doctype;
    bool entityDeclared = false;

    // Reading stopped early: not well-formed, cancelled, or over the size limit.
    bool malformed = false;
    // The parser failed where the data ended (an element or token left open): with
    // truncatedAtLimit, the cut's doing rather than the file's XML.
    bool endedEarly = false;
    TextPosition errorPosition;
    QString errorMessage; // what is wrong there, in English
    // errorMessage as a pattern marked for translation (context "Rules") and its
    // arguments, when the reader says it in its own words; null otherwise.
    const char *errorPattern = nullptr;
    QStringList errorArgs;
    bool tooLarge = false;         // uncompressed size over the protocol limit
    bool truncatedAtLimit = false; // reading stopped at the limit plus a margin
    qint64 uncompressedSize = 0;

    // The file could not be read at all (missing, a directory, no permission, I/O).
    bool unreadable = false;
    QString readError;

    // Elements directly under the root that are not entries (<url> in an index,
    // stray vendor elements): counted so that nothing disappears unnoticed.
    int strayElements = 0;
    QString firstStrayElement;
    TextPosition firstStrayPosition;

    // For an index: the document file index of each entry's child, -1 when not
    // found next to the index (index-child-missing), -2 when not looked for.
    std::vector<int> childFile;
    int parentFile = -1; // index that listed this file, -1 for a top-level file

    // Mapped on its own when large (PageStorage), on huge pages where the system
    // offers them: the reader reserves room ahead, filled from the start, and gives
    // back the pages beyond the last entry when it is done (trimToSize()).
    std::vector<Entry, PageStorage::Allocator<Entry, PageStorage::Pages::Huge>> entries;

    // What a save that keeps the file's own bytes (PROTOCOL.md section 5.1) needs
    // to find them again: the file's size and time when it was read (a file changed
    // on disk since is written in the standard form instead), and where the parsed
    // text starts in the uncompressed bytes (after a byte order mark). Entry
    // offsets (sourceOffset()) count from there. size -1: not read from a file.
    struct SourceStamp
    {
        qint64 size = -1;
        qint64 modifiedMs = 0;
        qint64 bodyOffset = 0;
    };
    SourceStamp source;
    // Edits applied to its entries since it was read or saved: none means the file's
    // own bytes still hold every value of the document.
    quint64 edits = 0;
    // Which bytes the spots below point into: counts up each time a save's written
    // file is adopted, so that an entry put back by an undo (EntryData::spotsGeneration)
    // keeps its spots only while they still point into the file on disk.
    quint32 sourceGeneration = 0;

    // Positions of the children of entries, Entry::spots indexes it: the entry's
    // offset in the source (packOffset()), then the words of each Spot in
    // Entry::spotMask in order, then one per extension child.
    // A word holds the line below the entry's start tag (12 bits) and the column
    // (20 bits; on the entry's own line counted from the entry's column); 0 when
    // it did not fit (the entry's own position is used instead). The words of an
    // entry's Spots are halved where each fits 16 bits (4 and 12), as children
    // one to a line near the start tag do: two to a word, the first low
    // (Entry::HalfSpots). Written from end
    // to end as it grows: its pages are taken in at once (PageStorage).
    // Entries that share the table's layout keep no word here (SpotTable).
    SpotTable spots;
    static quint32 packSpot(TextPosition entry, TextPosition at);
    // Where a word of packSpot() puts a child of the entry at own.
    static TextPosition unpackSpot(TextPosition own, quint32 word);
    // A spot's word in 16 bits, -1 when it does not fit.
    static int halfSpot(quint32 word);
    // Appends one entry's words as the reader lays them out: its offset, the words
    // of fixed whose Spot is in fixedMask, then extension's (one per extension
    // child); none when the entry takes the shared layout (SpotTable). Returns the
    // entry's Entry::spots; *spotMask becomes its Entry::spotMask.
    quint32 appendSpots(qint64 offset, quint8 fixedMask, const quint32 (&fixed)[FixedSpotCount],
                        const std::vector<quint32> &extension, quint8 *spotMask);
    // The same, always as words of its own (an entry of another table's layout).
    quint32 appendOwnSpots(qint64 offset, quint8 fixedMask, const quint32 (&fixed)[FixedSpotCount],
                           const std::vector<quint32> &extension, quint8 *spotMask);
    static constexpr quint32 NoOffset = 0xFFFFFFFFu;
    static quint32 packOffset(qint64 offset)
    {
        return offset >= 0 && offset < qint64(NoOffset) ? quint32(offset) : NoOffset;
    }
    // Where the entry's start tag (a text sitemap: its URL) begins in the parsed
    // text as read, -1 when it was not read from this file's bytes.
    qint64 sourceOffset(const Entry &e) const
    {
        if (e.hasSharedSpots())
            return qint64(e.spots); // only an entry with an offset shares the layout
        if (e.spots == Entry::NoSpots || e.spots >= spots.size() || spots[e.spots] == NoOffset)
            return -1;
        return qint64(spots[e.spots]);
    }
    // Where the element of the entry starts; the entry's own start tag when it
    // was not recorded (an entry made in the editor, an element not there).
    TextPosition spot(const Entry &e, Spot which, int extensionChild = 0) const;

    bool isIndex() const { return kind == FileKind::Index; }
    bool isSitemap() const { return kind != FileKind::Unknown; }
    bool isFeed() const { return kind == FileKind::Feed; }
    // True when every byte was read: saving over it loses nothing.
    bool fullyRead() const { return !unreadable && !malformed && !truncatedAtLimit; }
};
