// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The save that keeps a file's own bytes (PROTOCOL.md section 5.1): the file as
// read is copied, and only what the document changed is written anew. An edited
// value replaces the text between its tags; a value added to an entry is a new
// child laid out like its siblings; a removed value or entry takes its element and
// the whitespace before it; an added entry is laid out like the entry before it.
// Comments, processing instructions, blank lines, indentation, attribute quotes,
// prefixes and untouched values (CDATA too) stay byte for byte. A text sitemap
// stays text while only its URLs change.
//
// The copy decides nothing about validity: the writer's run (SaveRun) says per
// entry whether it is written, left out or kept as written, and gives the
// standard serialization of an entry that has to be written anew (extension
// elements edited, children out of order, elements left out).

#include "entry.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class SitemapDocument;

namespace Writing {

// A child element of an entry, or an entry, as found in the source bytes.
struct SourceElement
{
    qsizetype wsBegin = 0;    // the whitespace right before it starts here
    qsizetype begin = 0;      // its '<'
    qsizetype innerBegin = 0; // after its start tag's '>' (== end for an empty element)
    qsizetype innerEnd = 0;   // its end tag's '<' (== end for an empty element)
    qsizetype end = 0;        // after its end tag's '>'
    QByteArrayView prefix;    // "sm" of <sm:url>, empty without one
    QByteArrayView local;     // "url"
    // For a child of an entry: the Field it holds when it is a core child (the
    // entry's own prefix, the name of a field), else -1.
    int coreField = -1;
};

// An entry's element with its direct children, scanned from its '<' at offset in
// body. False when the bytes there are no complete element.
struct SourceEntry
{
    SourceElement self;
    std::vector<SourceElement> children;
};
bool scanElement(QByteArrayView body, qsizetype offset, SourceEntry *entry);

// The text of an element's content as a parser gives it: entities and character
// references decoded, CDATA unwrapped, comments and markup left out, line ends
// made LF.
QByteArray decodeText(QByteArrayView inner);
// The same as a view: inner itself when it holds nothing to decode, else storage
// holding decodeText(inner).
QByteArrayView decodedView(QByteArrayView inner, QByteArray &storage);

// Where the copy put its entries and their children in the bytes it wrote, and
// the values those bytes hold that differ from the document's: what a read of the
// written file would find, recorded as the copy writes it (Hooks::record), so that
// the document can take the file in without parsing it again (writtenfacts.h).
struct WrittenLayout
{
    // What a written child element is to the reader.
    enum Kind : qint8
    {
        Extension = -1,      // in another namespace
        UnknownSitemap = -2, // in the sitemap's namespace, but no core field
        EntryItself = -3,    // the entry's own start tag
        // 0 .. FieldCount - 1: the core child of that Field
    };
    // Each written entry's start tag, then each of its direct children's, in the
    // order written (ascending offsets in the written body).
    std::vector<qsizetype> offsets;
    std::vector<qint8> kinds; // Kind of each offset
    // The document's entry each written entry is, in the order written.
    std::vector<int> entries;
    // A value as written that is not the document's (repaired, in written form, set
    // by the index's newest lastmod) or a core element the document lacks or has.
    struct Value
    {
        int entry = 0;
        Field field = Field::Loc;
        bool present = false;
        QByteArray value; // as a reader decodes it
    };
    std::vector<Value> values; // by entry, then by field
    // False when the copy wrote something this record does not follow (a text
    // sitemap, declarations added to the root, a start tag that declares a
    // namespace): the written bytes have to be read.
    bool usable = true;
};

class PreservingCopy
{
public:
    enum class Decision : quint8
    {
        Write,        // written: unchanged bytes where untouched, repairs and edits applied
        LeaveOut,     // left out with the whitespace before it
        KeepAsWritten // its bytes unchanged, errors and all, when it was not touched
    };
    struct Hooks
    {
        std::function<Decision(int entry)> decide;
        // An entry to be kept as written turned out to be touched: what now (the
        // run blocks it).
        std::function<Decision(int entry)> touchedKept;
        // The standard form of an entry (SitemapWriter's <url>\n  <loc>...); false
        // when it may not be written after all.
        std::function<bool(int entry, QByteArray &out)> standardEntry;
        // A repair made on an untouched value: rule id and message.
        std::function<void(const char *rule, int entry, const QString &message)> repaired;
        // For an index: the lastmod an entry's value is to be written as (a child's
        // newest lastmod moved), or nothing to keep the entry's own.
        std::function<std::optional<QByteArray>(int entry)> lastmodOverride;
        // True when an entry to be written is written as its bytes are: not edited
        // since it was read, nothing in it to repair (the copy then skips comparing
        // its values). Not set: every entry is compared.
        std::function<bool(int entry)> verbatim;
        // Record where entries and children are written (Result::layout).
        bool record = false;
    };
    struct Result
    {
        bool ok = false;
        QString whyNot; // !ok: why the file has to be written in the standard form
        QByteArray bytes;
        bool changed = false; // bytes differ from the source
        qint64 entries = 0;   // entries written
        qint64 keptAsWritten = 0;
        // The newest lastmod of the entries written, and of the file as read.
        QByteArray newestLastmod;
        qint64 newestKey = 0;
        QByteArray newestBefore;
        qint64 newestBeforeKey = 0;
        WrittenLayout layout; // Hooks::record: how the bytes are laid out
    };

    // body: the file's text as read (SitemapFile::source.bodyOffset on).
    static Result copy(const SitemapDocument &doc, int file, QByteArrayView body,
                       const Hooks &hooks);
};

} // namespace Writing
