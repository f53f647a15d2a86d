// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the entry rules look at, read once per entry from the pool's UTF-8 bytes:
// the facts of its loc and values (EntryFacts), and the keys the Validator counts
// the entry by (EntryKeys). One function computes them for every entry, for a full
// pass, an edit and a problem's message alike; the strings a message quotes are
// taken from the same bytes only when a message is built.

#include "extensionfacts.h"
#include "filecontext.h"
#include "lastmod.h"
#include "rulemessage.h"
#include "sitemapfile.h"
#include "stringpool.h"
#include "urltools.h"

#include <QByteArrayView>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>

class RuleMask;
class SitemapDocument;

// Everything the entry rules look at, computed once per entry check.
struct EntryFacts
{
    FileKind kind = FileKind::UrlSet;
    int line = 0;
    int column = 0;
    quint8 present = 0;
    quint8 repeated = 0;
    quint8 flags = 0;

    // What the loc rules judge.
    bool locGiven = false;          // a loc that is not empty once trimmed
    bool locPadded = false;         // whitespace around it
    bool locUnescaped = false;      // UrlTools::hasUnescapedCharacters()
    bool locLocal = false;          // UrlTools::isLocalHost() of an absolute URL's host
    bool locPercentInvalid = false; // a '%' not followed by two hex digits
    bool locPlaceholder = false;    // a host reserved for documentation or local use
    qsizetype locUriLength = 0;     // UrlTools::uriFormLength()
    // Of url the rules judge absolute and hasFragment; scheme and host are there for
    // the messages only (Rules::entryFacts() with the message strings).
    UrlTools::Parts url;
    // The host of a plain ASCII loc, a view of its bytes (null for any other).
    QByteArrayView plainHost;
    bool httpScheme = false;
    bool outsidePath = false;

    LastMod::Result lastmodResult;
    bool lastmodFuture = false;
    bool changefreqValid = false;
    bool priorityDecimal = false;
    double priorityValue = 0;

    int child = -2; // index entries: childFile value
    bool childIsIndex = false;

    ExtensionFacts ext;

    // The strings the messages quote, for facts made with them (Rules::entryFacts()
    // without keys); empty otherwise. The values are made from the entry's bytes when
    // a message first asks for them, so that a problem costs only what its message
    // quotes.
    const QString &loc() const { return text(Field::Loc); }               // trimmed
    const QString &lastmod() const { return text(Field::LastMod); }       // trimmed
    const QString &changefreq() const { return text(Field::ChangeFreq); } // trimmed
    const QString &priority() const { return text(Field::Priority); }     // trimmed
    const QString &urlScheme() const { return schemeAndHost().first; }    // lower-cased
    const QString &urlHost() const { return schemeAndHost().second; }     // as written
    QString origin; // originKey(), of absolute http(s) URLs only
    // The same as a message's values: the entry's own bytes where they say it (a
    // value's trimmed text; the host of a loc of plain ASCII), else the string.
    MessageValue value(Field field) const;
    MessageValue hostValue() const;

    // The entry and pool the message strings are read from, null for none.
    const Entry *source = nullptr;
    const StringPool *pool = nullptr;

    bool has(Field f) const { return present & fieldBit(f); }
    // Forgets the strings made for messages (a facts used again for another entry).
    void clearMessageStrings()
    {
        for (std::optional<QString> &text : m_text)
            text.reset();
        m_schemeAndHost.reset();
    }

private:
    const QString &text(Field field) const;
    const std::pair<QString, QString> &schemeAndHost() const;

    mutable std::array<std::optional<QString>, FieldCount> m_text;
    mutable std::optional<std::pair<QString, QString>> m_schemeAndHost;
};

namespace Rules {

// What entryFacts() found of the host of the entry before.
struct HostMemo
{
    bool valid = false;
    std::string name; // as written
    bool local = false;
    bool placeholder = false;
};
// The facts of a value of lastmod, changefreq or priority.
struct ValueFacts
{
    LastMod::Result lastmod;
    bool changefreqValid = false;
    bool priorityDecimal = false;
    double priorityValue = 0;
};
// ValueFacts by pool reference, a table per field, for one pass over one file (the
// file decides how lastmod is read).
struct ValueMemo
{
    std::array<PoolRefMemo<ValueFacts, 256>, FieldCount> fields;
};
// The keys of an entry the Validator counts, and what entryFacts() keeps from one
// entry to the next.
struct EntryKeys
{
    // duplicateKey() of the loc in UTF-8 (empty when the entry has none): the loc's
    // own bytes in the pool when they are the key already, else built in duplicateKey.
    QByteArrayView key;
    std::string duplicateKey;
    // originKey() of an absolute http(s) loc in UTF-8 (empty: none): the start of key
    // when originSize > 0, else built in originKey.
    QByteArrayView origin;
    std::string originKey;
    // Where the origin ends in key and how long the path after it is, for the near
    // key; 0 when nearDuplicateKey() has to find them.
    qsizetype originSize = 0;
    qsizetype pathSize = 0;
    // Scratch for the Validator's near-duplicate key (UrlTools::nearDuplicateKey()).
    std::string nearKey;
    HostMemo host;
    // Set for one pass over a document that does not change meanwhile.
    std::unique_ptr<ValueMemo> values;
};

// The facts of one entry into a fresh facts, and its keys, without the strings the
// messages quote. keys is reused from entry to entry (its memos make a pass over a
// file cheaper). A loc of plain ASCII needing no encoding is read as views of its
// bytes; any other (non-ASCII, an IDN host, a stray '%', a port only QString::toInt()
// reads) through its URI form.
void entryFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                EntryFacts *facts, EntryKeys *keys, bool withExtensions = true);
// The same with the strings the messages quote, for the messages of the rules in
// wanted (null: any rule, and every fact). For wanted rules, only what their messages
// read: the facts of the extension elements for the extension and hreflang rules,
// the origin for the rules that quote it, and for the others the entry's fields (the
// strings are made from its bytes when a message asks), none of the checks' facts.
EntryFacts entryFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                      const RuleMask *wanted = nullptr);
// The same into facts when the messages of the rules in wanted read only the entry's
// fields (as above: no extension facts, no origin), and true; false, and facts
// untouched, when they read more. facts is one that only this made, for entry after
// entry of a block of problems: the few fields it sets, and the strings made for
// messages cleared, are all that differ between two entries.
bool fieldFacts(const SitemapDocument &doc, int file, int entry, const FileContext &ctx,
                const RuleMask &wanted, EntryFacts &facts);
// The facts of one of the fields lastmod, changefreq and priority into facts: what
// the rules of valueRules(field) judge. memo may be null.
void valueFacts(const SitemapDocument &doc, int file, int entry, Field field,
                const FileContext &ctx, EntryFacts *facts, ValueMemo *memo = nullptr);

bool isChangefreqValue(QStringView value);
bool isDecimal(QStringView value, double *number);
// The same on UTF-8 bytes, with the same answer and number.
bool isDecimal(QByteArrayView utf8, double *number);

} // namespace Rules
