// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the image, video, news and hreflang elements of one entry hold, for the
// extension rules: read from the entry's extension fragment by a byte-level scan
// (fragmentscan.cpp), with a QXmlStreamReader reading as its reference.

#include "filecontext.h"
#include "ruleid.h"

#include <QAnyStringView>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <array>
#include <string>
#include <utility>
#include <vector>

// What the extension elements of one entry hold, for the extension rules.
struct ExtensionFacts
{
    // An alternate with an hreflang and an absolute href, for the hreflang set rules.
    struct Alternate
    {
        QString hreflang; // lower-cased
        QString href;     // trimmed, as written
        QString hrefKey;  // UrlTools::duplicateKey() of href
        int child = -1;   // its index among the entry's extension children
    };

    int images = 0;
    int imagesWithoutLoc = 0;
    QStringList deprecatedImageTags; // local names, each once
    int deprecatedImageElements = 0; // deprecated children over all images
    int imagesWithDeprecated = 0;    // images holding at least one
    QStringList invalidImageLocs;    // not absolute http(s) URLs (an empty one as "")
    QStringList duplicateImageLocs;  // given a second time in this URL, each once
    int videos = 0;
    QStringList videoMissing; // required children absent from some video
    // The rules reported once per field and <video:video>, or once per <video:video>
    // (PROTOCOL.md 4.1, 7): one item per problem, with the video it concerns.
    QStringList videoInvalid;    // a field out of range, in words
    QList<int> videoInvalidAt;   // the video of each videoInvalid item
    QStringList videoSameAsPage; // a video's content_loc / player_loc equal to the entry's loc
    QList<int> videoSameAsPageAt;
    QStringList videoDeprecated; // a video's deprecated fields and attributes, each once
    QList<int> videoDeprecatedAt;
    int news = 0;
    QStringList newsMissing;
    QStringList newsInvalid; // "language \"english\"", in words
    QString newsStaleDate;   // the publication_date when older than two days
    int alternates = 0;      // <xhtml:link> with an hreflang
    QStringList hreflangInvalid;
    QStringList hreflangDuplicate;
    QStringList relativeHrefs;
    QStringList hreflangUnknown; // right shape, no such language, script or region
    bool listsSelf = false;
    QList<int> deprecatedImageCounts; // how many of each of deprecatedImageTags
    QList<Alternate> alternateLinks;  // in document order
    // The extension child each rule points at (the element concerned: the 1,001st
    // image, the first image holding a deprecated child, the link at fault, ...),
    // -1 when none was recorded.
    std::array<int, size_t(ExtensionRuleCount)> at = filledAt();

    // The child recorded for an extension rule (-1: none).
    int childAt(RuleId rule) const { return at[slot(rule)]; }
    // How many problems an extension rule that holds gives the entry: one per item of
    // the video lists above, one for every other rule.
    int occurrences(RuleId rule) const;
    // Where occurrence i (0 <= i < occurrences()) of a rule lies and what it names
    // (empty: the rule's message takes the whole entry's facts).
    int childAt(RuleId rule, int occurrence) const;
    QString detail(RuleId rule, int occurrence) const;
    void mark(RuleId rule, int child)
    {
        int &recorded = at[slot(rule)];
        if (recorded < 0)
            recorded = child;
    }

private:
    static size_t slot(RuleId rule)
    {
        Q_ASSERT(isExtensionRule(rule));
        return size_t(int(rule) - int(FirstExtensionRule));
    }
    static std::array<int, size_t(ExtensionRuleCount)> filledAt()
    {
        std::array<int, size_t(ExtensionRuleCount)> a;
        a.fill(-1);
        return a;
    }
};

namespace Rules {

// The extension facts of one entry from its extension fragment (UTF-8, as the reader
// keeps it): a byte-level scan of that canonical XML, falling back to
// extensionFactsReference() for anything it does not expect (comments, undeclared or
// non-ASCII prefixes, other entities, malformed markup), so the answer is always the
// reference's.
ExtensionFacts extensionFacts(QByteArrayView fragmentUtf8, QAnyStringView loc,
                              const FileContext &ctx);
// The fast scan alone: false when it leaves the fragment to the reference (*facts is
// then incomplete). For the differential test.
bool extensionFactsScan(QByteArrayView fragmentUtf8, QAnyStringView loc, const FileContext &ctx,
                        ExtensionFacts *facts);
// What a FileContext holds of a document's prefixes for the extension facts: the
// "<prefix:" of each validated extension namespace (knownOpenTags), and imagePrefix.
void setExtensionPrefixes(const NamespaceTable &table, FileContext *ctx);
// The same with QXmlStreamReader over the fragment: the reference the fast scan is
// tested against.
ExtensionFacts extensionFactsReference(const QString &fragment, const QString &loc,
                                       const FileContext &ctx);
// An hreflang value of the right shape (PROTOCOL.md 4.1, 9): x-default, or a language
// of 2 or 3 letters with an optional script (4 letters) and region (2 letters or 3
// digits), separated by '-'.
bool isHreflang(const QString &value);
// A value of the right shape whose language, script or region is no assigned code
// (hreflang-code-unknown): en-UK, jp-JP, zz.
bool isHreflangCodeUnknown(const QString &value);

// The judgements the byte-level scan and the reference reading share, one entry at a
// time.
class ExtensionJudge
{
public:
    ExtensionJudge(ExtensionFacts &facts, QAnyStringView loc) : m_x(facts), m_loc(loc) {}
    // An <image:image> starts; child: its index among the entry's extension children.
    void image(int child);
    // A deprecated child (caption, title, geo_location, license) of the current image.
    void deprecatedImageChild(const QString &tag, int child);
    // The current image ends; hasLoc: it held an <image:loc> (empty or not).
    void imageEnd(bool hasLoc, int child);
    // The trimmed text of an <image:loc>, in UTF-8.
    void imageLoc(QByteArrayView text, int child);
    // An <xhtml:link> with an hreflang (trimmed values; hasHref: an href is there).
    void alternate(const QString &hreflang, const QString &href, int child);
    // The duplicateKey() of the entry's loc.
    const QString &selfKey();

private:
    ExtensionFacts &m_x;
    QAnyStringView m_loc;
    QString m_selfKey;
    bool m_selfKeyDone = false;
    bool m_imageHasDeprecated = false;
    QStringList m_langs;
    // The duplicateKey()s (UTF-8) of the image locs so far, one after the other in
    // m_imageLocKeyBytes, each (offset, size) in m_imageLocKeys; m_keyScratch builds one.
    std::string m_imageLocKeyBytes;
    std::vector<std::pair<size_t, size_t>> m_imageLocKeys;
    std::string m_keyScratch;
};

} // namespace Rules
