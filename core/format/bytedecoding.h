// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The byte level of reading a file: gzip, where the UTF-8 breaks, the encoding an
// XML declaration names, positions in lines and characters, and what a file that
// is not a sitemap looks like from its first bytes.

#include "sitemapfile.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace Reading {

inline bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// What a file that is not a sitemap looks like, in English (for sitemap-tool);
// the editor translates it where the rule message is made (Rules::notSitemapText).
inline QString notSitemapText(const char *marked)
{
    return QString::fromLatin1(marked);
}

// Line and column of offset; columns count characters (UTF-8 sequences once), as
// every other position does.
TextPosition positionIn(QByteArrayView data, qsizetype offset);
// Index of the first invalid UTF-8 sequence, or -1.
qsizetype firstInvalidUtf8(QByteArrayView data);
// Decompresses a gzip stream, stopping at maxBytes. Sets the file's gzip facts.
QByteArray gunzip(QByteArrayView in, qint64 maxBytes, SitemapFile &file);
// Reads "encoding" from an XML declaration at the start of data.
QString declaredEncoding(QByteArrayView data);
bool isUtf8Name(const QString &encoding);
bool isAsciiName(const QString &encoding);
// NUL bytes, or many control characters, near the start.
bool looksBinary(QByteArrayView data);
// What the first bytes of a file that is not a sitemap look like ("an HTML page"),
// empty when nothing is recognised.
QString lookOf(QByteArrayView data);

} // namespace Reading
