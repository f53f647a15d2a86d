#pragma once

// One file of a document: what the reader found out about it (kind, namespace,
// compression, encoding, where parsing stopped and why) and its entries. These
// are facts; the Validator turns them into problems with messages.

#include "entry.h"

#include <QString>
#include <QtGlobal>

#include <vector>

enum class FileKind : quint8
{
    UrlSet,
    Index,
    Text,
    Unknown
};
enum class NamespaceKind : quint8
{
    Standard,
    Legacy,
    Missing,
    Wrong
};

QString fileKindName(FileKind kind); // "urlset", "sitemapindex", "text", "unknown"

// A position in a file, 1-based; 0 means "does not apply".
struct TextPosition
{
    int line = 0;
    int column = 0;
};

// SitemapFile::notSitemap for an XML file with another root (%1: its local name).
inline constexpr const char NotSitemapRootPattern[] =
    QT_TRANSLATE_NOOP("Rules", "an XML document whose root element is <%1>");

struct SitemapFile
{
    QString path;   // where it was read from (absolute), empty for a new document
    QString ownUrl; // the URL the file is served at, when known (base URL)
    FileKind kind = FileKind::UrlSet;
    NamespaceKind namespaceKind = NamespaceKind::Standard;
    QString rootNamespace; // namespace URI of the root element as written
    QString rootName;      // local name of the root element as written
    QString nsAttribute;   // value of a non-standard ns="..." attribute on the root
    QString notSitemap;    // what the file looks like when it is not a sitemap ("an RSS feed",
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

    // Reading stopped early: not well-formed, cancelled, or over the size limit.
    bool malformed = false;
    TextPosition errorPosition;
    QString errorMessage;          // the parser's own words
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

    std::vector<Entry> entries;

    bool isIndex() const { return kind == FileKind::Index; }
    bool isSitemap() const { return kind != FileKind::Unknown; }
    // True when every byte was read: saving over it loses nothing.
    bool fullyRead() const { return !unreadable && !malformed && !truncatedAtLimit; }
};
