// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The byte level of reading a file: gzip, where the UTF-8 breaks, the encoding an
// XML declaration names, positions in lines and characters, and what a file that
// is not a sitemap looks like from its first bytes.

#include "sitemapfile.h"
#include "xmlshape.h"

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
// Whether data (a file's first bytes) begins as XML in an ASCII-compatible
// encoding: after a UTF-8 BOM and whitespace, a '<' that is no UTF-16's.
bool startsAsXml(QByteArrayView data);
// The offset of the first byte at or after from that no XML 1.0 document in an
// ASCII-compatible encoding may hold (a C0 control but tab, LF and CR: what a
// sparse or zero-filled file holds), or -1.
qsizetype firstNeverXmlByte(QByteArrayView data, qsizetype from);
// How far a file's start is looked at for a byte XML never allows and for a
// malformation (XmlShapeCheck) when the whole file is read at once: a file within
// the size limit is held whole anyway, and each byte looked at costs time.
constexpr qsizetype ShapeLookBytes = qsizetype(1) << 20;
// How far from a file's start the reader looks for an XML declaration (readInto()).
constexpr qsizetype DeclarationLookBytes = 64 * 1024;
// Whether a read of the file whose first bytes are data (DeclarationLookBytes of
// them, or all) may stop early, at a byte or tag of its text: not when it holds an
// XML declaration after its start (the reader may skip to it what comes before as
// junk), nor when it declares another encoding than UTF-8 (the bytes are converted
// before they are parsed).
bool mayStopEarly(QByteArrayView data);
// Where a local read may stop (FileAccess::StopAt) when the file begins as XML:
// just after the first byte XML never allows, or the first tag at which the text
// surely stops being well-formed, as the parser stops there or before
// (PROTOCOL.md section 6.1: memory follows what is read, not the file's size);
// -1 when all of it is needed (neither found, no XML, or gzip, which gunzip()
// looks into as it inflates). A look from the start looks at the first
// ShapeLookBytes; the pieces of a read that goes on (a file over the limit) are
// looked at to their end, each once.
class XmlReadEnd
{
public:
    // stopEarly false: never a stop (a read of the whole file).
    explicit XmlReadEnd(bool stopEarly = true) : m_stopEarly(stopEarly) {}
    qsizetype operator()(QByteArrayView data, qsizetype from);
    // The read was stopped here.
    bool stopped() const { return m_stopped; }

private:
    XmlShapeCheck m_shape;
    qsizetype m_neverLookedFrom = 0; // firstNeverXmlByte() found none before this
    bool m_xml = false;
    bool m_stopEarly = true;
    bool m_stopped = false;
    bool m_mayStop = false;
};
// The same for one look at data from its start.
qsizetype xmlReadEnd(QByteArrayView data);
// Decompresses a gzip stream, stopping at maxBytes, and in a stream that begins
// as XML just after the first byte XML never allows or the first tag at which it
// surely stops being well-formed (then going on to count, not keep, what the rest
// inflates to, for the size limit): the tags are followed as they are inflated.
// Sets the file's gzip facts.
// stopEarly false: inflated to its end or maxBytes; *stoppedEarly says whether it
// stopped early.
QByteArray gunzip(QByteArrayView in, qint64 maxBytes, SitemapFile &file, bool stopEarly = true,
                  bool *stoppedEarly = nullptr);
// The same for a caller that keeps no file facts (the writer looking at a file it
// read, the tests): *complete, when given, says whether the stream decompressed
// to its end within the limits.
QByteArray gunzip(QByteArrayView in, qint64 maxBytes, bool *complete = nullptr);
// Where a line and column of the content of the file at path (gzip inflated) is, in
// bytes (the column counted as bytes), and how large the content is, read in
// pieces that are not kept: a file of gigabytes costs a piece of memory. A gzip
// stream is inflated to inflateCap bytes at the most; *sizeKnown is false when
// it is larger (then *size is that cap). False when the file cannot be read or
// has no such line.
bool measurePosition(const QString &path, int line, int column, qint64 inflateCap, qint64 *offset,
                     qint64 *size, bool *sizeKnown);
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
