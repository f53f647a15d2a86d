// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the image, video, news and hreflang elements of one entry hold, for the
// extension rules: read from the entry's extension fragment by a byte-level scan
// (fragmentscan.cpp), with a QXmlStreamReader reading as its reference.

#include "filecontext.h"

#include <QAnyStringView>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

// What the extension elements of one entry hold, for the extension rules.
struct ExtensionFacts
{
    int images = 0;
    int imagesWithoutLoc = 0;
    QStringList deprecatedImageTags; // local names, each once
    int deprecatedImageElements = 0; // deprecated children over all images
    int imagesWithDeprecated = 0;    // images holding at least one
    QStringList invalidImageLocs;    // not absolute http(s) URLs (an empty one as "")
    QStringList duplicateImageLocs;  // given a second time in this URL, each once
    int videos = 0;
    QStringList videoMissing;    // required children absent from some video
    QStringList videoInvalid;    // what is out of range, in words
    QStringList videoSameAsPage; // content_loc / player_loc equal to the entry's loc
    QStringList videoDeprecated; // deprecated fields and attributes, each once
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
// The same with QXmlStreamReader over the fragment: the reference the fast scan is
// tested against.
ExtensionFacts extensionFactsReference(const QString &fragment, const QString &loc,
                                       const FileContext &ctx);
// An hreflang value of the right shape: x-default, or a language code with an
// optional script and region.
bool isHreflang(const QString &value);

} // namespace Rules
