// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// URL handling shared by the validator, the writer and the table: splitting a
// loc into its parts, the RFC 3986 form the writer emits (non-ASCII as UTF-8
// percent-encoding, IDN hosts as punycode, existing %XX kept), the readable
// form the table shows, and the key under which duplicates are compared.
//
// Used by the reader, the rules, the writer and the window.

#include <QByteArrayView>
#include <QString>

#include <string>

namespace UrlTools {

struct Parts
{
    bool absolute = false; // has a scheme and a host
    QString scheme;        // lower-cased
    QString host;          // as written (not lower-cased)
    int port = -1;         // -1 when none given
    QString path;          // from the first '/' after the authority, up to '?' or '#'
    QString query;         // without '?'
    QString fragment;      // without '#'
    bool hasFragment = false;
    bool hasAuthority = false; // "//" follows the scheme (or starts the URL)
    int pathStart = -1;        // index in the input where the path begins (after the authority)
};

// --- parts ---------------------------------------------------------------------------
// Trims XML whitespace (space, tab, CR, LF) from both ends.
QString trimXmlWhitespace(const QString &value);
Parts split(const QString &url);
// The default port of a scheme (80 for http, 443 for https), -1 when none is known.
int defaultPort(const QString &scheme);
// The folder of a URL: everything up to and including the last '/' of its path, query
// and fragment dropped; a URL with an empty path ("https://example.com") is the
// host's root folder ("https://example.com/").
QString folderUrl(const QString &url);
// Whether the URL names a folder: it ends in '/' or its path is empty.
bool isFolderUrl(const QString &url);

// --- forms -----------------------------------------------------------------------------
// The form the writer emits: RFC 3986, percent-encoded, punycode host.
QString toUriForm(const QString &url);
// The length toUriForm(url) would have, without building it.
qsizetype uriFormLength(const QString &url);
// The form the table shows: %XX of UTF-8 decoded where printable, punycode host shown in Unicode.
QString toReadableForm(const QString &url);

// --- comparison keys -------------------------------------------------------------------
// scheme://host:port with scheme and host lower-cased and a default port dropped.
QString originKey(const QString &url);
// The comparison key for loc-duplicate (PROTOCOL.md: scheme and host lower-cased, default port
// dropped).
QString duplicateKey(const QString &url);
// The key loc-near-duplicate compares (PROTOCOL.md 4.1, "Comparing URLs"), built from a
// duplicateKey() in UTF-8: https read as http, one leading "www." dropped, an empty path
// read as "/", a final index page dropped, then a trailing '/' of a longer path dropped.
// False (and *out untouched) for anything but an absolute http(s) key.
bool nearDuplicateKey(QByteArrayView duplicateKey, std::string *out);
// The same for a key whose path is known to run from pathAt (where its origin ends) to
// restAt (its query or fragment, or its end), as appendDuplicateKey() built it.
bool nearDuplicateKey(QByteArrayView duplicateKey, qsizetype pathAt, qsizetype restAt,
                      std::string *out);

// --- what the loc rules look for ---------------------------------------------------------
// True when the host is localhost, a loopback or private IP literal, or a name without a dot.
bool isLocalHost(const QString &host);
// True when the host is reserved for documentation or local networks (example.com,
// example.net, example.org and below them; names ending in .test, .example, .invalid,
// .localhost or .local): ASCII case-insensitive, a trailing dot ignored.
bool isPlaceholderHost(const QString &host);
bool isPlaceholderHostAscii(QByteArrayView host);
// A '%' that is not followed by two hexadecimal digits.
bool hasInvalidPercent(const QString &url);
// Characters that must be percent-encoded but appear raw (space, non-ASCII, <>"{}|\^`).
bool hasUnescapedCharacters(const QString &url);

// --- on bytes (Rules::entryFacts(), for every entry) ------------------------------------
// These work on the UTF-8 bytes of a value as the StringPool holds them and give the
// same answers as the QString functions above for the input they accept; anything
// unusual is left to those.

// trimXmlWhitespace() on bytes.
QByteArrayView trimXmlWhitespace(QByteArrayView value);
// True when every byte is an ASCII character a URI may hold raw or starts a valid %XX
// escape: then toUriForm(url) == url, uriFormLength() is the size and
// hasUnescapedCharacters() is false.
bool isPlainUri(QByteArrayView url);

// split() of a plain URI (isPlainUri()), as views into it. The scheme is as written,
// not lower-cased.
struct AsciiParts
{
    bool absolute = false;
    QByteArrayView scheme;
    QByteArrayView host;
    int port = -1;
    qsizetype pathStart = -1;
    QByteArrayView path;
    bool hasFragment = false;
};
// False when split() must decide (a port that is not plain digits).
bool splitAscii(QByteArrayView url, AsciiParts *parts);
// duplicateKey() of a plain URI as splitAscii() split it, appended to key as UTF-8.
// Returns the size of its originKey() part when it is an absolute http(s) URL, else 0.
qsizetype appendDuplicateKey(QByteArrayView url, const AsciiParts &parts, std::string *key);
// Whether a plain URI as splitAscii() split it is its own duplicateKey() (most URLs of a
// sitemap: a lowercase scheme and host, no user info, no port), which then needs no
// copy. Returns what appendDuplicateKey() would, or -1 when the key differs from url.
qsizetype ownDuplicateKey(QByteArrayView url, const AsciiParts &parts);
// duplicateKey() of a plain URI as splitAscii() split it: url itself when it is its own
// key, else the key built in *scratch. *originSize as appendDuplicateKey() returns it.
QByteArrayView duplicateKeyOf(QByteArrayView url, const AsciiParts &parts, std::string *scratch,
                              qsizetype *originSize);
// isLocalHost() of an ASCII host: 1 or 0, or -1 when isLocalHost() must decide
// (IP literals and other hosts without letters).
int isLocalHostAscii(QByteArrayView host);

} // namespace UrlTools
