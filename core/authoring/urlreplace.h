// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Find and replace over the URLs of a document: plain text or a regular
// expression with capture groups (\1 or $1 in the replacement), with or without
// case, over every entry or chosen ones, optionally an index's own <loc>s too,
// and optionally the URLs of the entries' images, videos and hreflang links (only
// those texts change; every other character of the extension XML stays).
// It only computes: the edits it returns go through the document's edit path
// like any other (one undo step in the editor), and are validated the same way.

#include "documentedit.h"

#include <QRegularExpression>
#include <QString>

#include <atomic>
#include <optional>
#include <utility>
#include <vector>

class NamespaceTable;
class SitemapDocument;

struct ReplaceOptions
{
    QString find;
    QString replacement;
    bool regularExpression = false;
    bool matchCase = false;
    // Also the <loc>s of an index's own <sitemap> entries (off: only URLs of sitemaps).
    bool indexLocs = false;
    // Also the image, video and hreflang URLs of the entries (ExtensionEdits::urlSpots).
    bool extensionUrls = false;
};

struct ReplacePlan
{
    // One SetValues of loc per file whose URLs change, in file order: one edit value
    // (and journal record) per file, whatever the number of URLs.
    std::vector<DocumentEdit> edits;
    qint64 changed = 0;        // URLs the edits change
    qint64 matchingValues = 0; // values the pattern matches
    qint64 matches = 0;        // matches within them
    qint64 unchanged = 0;      // matched but the replacement gives the same value
    qint64 emptied = 0;        // values the replacement would leave empty
    // Changed URLs that would then equal another URL of the document (loc-duplicate),
    // whether or not they did before.
    qint64 newDuplicates = 0;
    // With extensionUrls: one SetExtensions per file whose entries' extension URLs
    // change, the extension URLs the pattern matches, and those that change.
    std::vector<DocumentEdit> extensionEdits;
    qint64 matchingExtensionUrls = 0;
    qint64 changedExtensionUrls = 0;
    // The plan was stopped by its cancel flag: nothing else in it holds.
    bool cancelled = false;
    // For a plan of many edits: room for their new values in the document's pool,
    // made where the plan was (SitemapDocument::addPoolRoom()).
    StringPool::Room poolRoom;
};

class UrlReplacer
{
public:
    explicit UrlReplacer(ReplaceOptions options);

    bool isValid() const { return m_error.isEmpty(); }
    // Why the pattern cannot be used (an invalid regular expression, an empty search).
    QString error() const { return m_error; }

    // text with every match replaced; nullopt when nothing matches. *count gets the
    // number of matches.
    std::optional<QString> replace(const QString &text, qint64 *count = nullptr) const;
    // An entry's extension XML with the replacement made in its image, video and
    // hreflang URLs; nullopt when none changes. *matching and *changed count URLs.
    std::optional<QString> replaceInExtensions(const QString &xml, const NamespaceTable &namespaces,
                                               qint64 *matching, qint64 *changed) const;

    // What plan() works out: the counts only (a preview, which then holds no copy of
    // a URL), or the edits too; EditsOnly leaves newDuplicates out (0), which a
    // replacement made at once does not need and which costs a set of every new key.
    enum class Detail
    {
        Counts,
        Edits,
        EditsOnly
    };
    // The counts and edits over the entries given as (file, entry), ascending, or
    // over every entry when scope is null. Entries of index files count only with
    // indexLocs. cancel, when given, is asked now and then (every few thousand
    // entries): once it is set, plan() returns soon, with cancelled set.
    ReplacePlan plan(const SitemapDocument &doc,
                     const std::vector<std::pair<int, int>> *scope = nullptr,
                     Detail detail = Detail::Edits,
                     const std::atomic<bool> *cancel = nullptr) const;

private:
    // replace() on a value's UTF-8 bytes, where that gives what replace() gives on
    // its text: a plain search or one at the start (m_anchoredFind), and when it ignores case an
    // ASCII search text in an ASCII value (Unicode case folding matches more than ASCII's, such as
    // "K" the Kelvin sign). Most URLs of a Replace All take this way, without a conversion.
    enum class ByteResult
    {
        NoMatch,
        Replaced,
        AsText // not decided here: replace() on the text
    };
    ByteResult replaceUtf8(QByteArrayView text, QByteArray *out, qint64 *count) const;
    // replace() with the regular expression given: a thread of a plan uses one of
    // its own (QRegularExpression is reentrant, not thread-safe).
    std::optional<QString> replaceWith(const QRegularExpression &regex, const QString &text,
                                       qint64 *count) const;
    // The same into out, whose storage serves call after call (a plan's million URLs
    // otherwise each took a string for the result and its growth); false when
    // nothing matches.
    bool replaceInto(const QRegularExpression &regex, const QString &text, QString *out,
                     qint64 *count) const;

    static std::optional<QString> anchoredLiteral(const QString &pattern);
    // m_findUtf8, m_replacementUtf8 and m_asciiFind for a search of find as it is.
    void setPlainFind(const QString &find);

    ReplaceOptions m_options;
    QRegularExpression m_regex;
    QString m_error;
    QByteArray m_findUtf8;             // plain search: the text searched for, in UTF-8
    QByteArray m_replacementUtf8;      // and its replacement
    bool m_asciiFind = false;          // m_findUtf8 is ASCII (lowered when case is ignored)
    bool m_literalReplacement = false; // no group in the replacement: it goes in as it is
    // The expression is "^" and plain text, the replacement has no group: searched as
    // the plain text m_findUtf8 at the start of a value, without the expression.
    bool m_anchoredFind = false;
};
