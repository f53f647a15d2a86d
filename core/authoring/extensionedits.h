// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Changes to one element of an entry's extension XML (an hreflang alternate, an
// image) and the hreflang cluster of an entry made complete, as new XML texts and
// SetExtensions edits. Everything outside the element concerned is kept as it
// was, character for character. It only computes: the edits go through the
// document's edit path like any other.

#include "documentedit.h"
#include "namespaces.h"

#include <QChar>
#include <QHash>
#include <QString>
#include <QStringView>

#include <optional>
#include <utility>
#include <vector>

class SitemapDocument;
class Validator;

namespace ExtensionEdits {

// An <xhtml:link rel="alternate" hreflang="..." href="..."/> of an entry: its
// index among the entry's top-level extension elements, its values as written.
struct Alternate
{
    int child = -1;
    QString hreflang;
    QString href;
};

// The alternates of an entry, in document order.
std::vector<Alternate> alternates(const SitemapDocument &doc, int file, int entry);

// The XML of a new alternate and of a new image with its loc, under the given
// prefixes (SitemapDocument::extensionPrefix()).
QString alternateXml(const QString &prefix, const QString &hreflang, const QString &href);
QString imageXml(const QString &prefix, const QString &loc);
// The element of an image with its <image:loc> text set to loc: the loc's text
// replaced in place (added as the first child when there is none); nullopt when
// the element cannot be read.
std::optional<QString> withImageLoc(const QString &elementXml, const QString &prefix,
                                    const QString &loc);

// Where the URLs of an entry's extension XML are written: the text of each
// <image:loc> of an <image:image>, of <video:thumbnail_loc>, <video:content_loc>
// and <video:player_loc> of a <video:video>, and the href attribute of each
// <xhtml:link>, as [begin, end) of the text as written (escaped), in document
// order. Text that holds markup (a comment, CDATA) is left out.
struct UrlSpot
{
    qsizetype begin = 0;
    qsizetype end = 0;
    QChar quote; // the attribute value's quote; null for element text
};
std::vector<UrlSpot> urlSpots(const QString &xml, const NamespaceTable &namespaces);
// A spot's text with its entity and character references decoded, and a value
// escaped for a spot (element text, or an attribute value in quote).
QString decodedText(QStringView raw);
QString encodedText(const QString &value, QChar quote);

// xml with its top-level element number child replaced by element (removed when
// element is empty).
QString replaced(const QString &xml, int child, const QString &element);
// xml with element added after the last top-level element whose qualified name is
// prefix:local, or at the end when there is none.
QString added(const QString &xml, const QString &element, const QString &prefix,
              const QString &local);

// Entries of a document by URL, compared as loc-duplicate compares them (the
// first of equal URLs; index entries left out).
class LocLookup
{
public:
    // With a validator of the document, URLs are found through the keys it keeps
    // (fast at a million entries); without one, through an index built here.
    explicit LocLookup(const SitemapDocument &doc, const Validator *validator = nullptr);
    std::optional<std::pair<int, int>> find(const QString &url) const;
    // The entries with an alternate whose href is url (read on first use).
    std::vector<std::pair<int, int>> namers(const QString &url) const;

private:
    const SitemapDocument &m_doc;
    const Validator *m_validator;
    QHash<QString, std::pair<int, int>> m_byKey;
    mutable QHash<QString, std::vector<std::pair<int, int>>> m_namers;
    mutable bool m_namersRead = false;
};

// What making the cluster of an entry consistent does: the (hreflang, href)
// pairs of the cluster (every alternate of the entries linked to the entry through
// alternates either way, the first href of a language winning), its members in
// the set, and
// one edit per file whose entries change (none when it is consistent already).
struct ClusterPlan
{
    std::vector<std::pair<QString, QString>> pairs;
    std::vector<std::pair<int, int>> members;
    std::vector<DocumentEdit> edits;
};
// Each member (and the entry itself) gets exactly the cluster's alternates: those
// it lists already stay as written, missing ones are added after its last
// alternate, ones that contradict the cluster are removed.
ClusterPlan consistentCluster(SitemapDocument &doc, int file, int entry, const LocLookup &lookup);

} // namespace ExtensionEdits
