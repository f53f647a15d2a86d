// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sitemapreader.h"

#include <QString>

#include <functional>

class SitemapDocument;

// Opens a document the way the editor and sitemap-tool do: the file, and when it
// is an index, the child files found next to it (matched by the file name in
// each <loc>, never outside the index's folder; missing ones recorded).
class DocumentLoader
{
public:
    // ownUrl: the URL the file is served at ("" when unknown), see --base-url.
    static ReadStatus load(SitemapDocument &doc, const QString &path, const QString &ownUrl = {},
                           const ReadOptions &options = {}, bool followIndex = true);
    // The same for a reader that keeps what it needs of each child and lets the rest
    // go (sitemap-tool check): when path is an index, each child is read into a
    // document of its own and handed to visit with the number load() gives it,
    // and indexDoc gets the index and, for each child, the child's file without its
    // entries (its facts, what the index's rules read; visit also sees the index's
    // document as it is so far). visit returns false to
    // stop; so does this then (the set is to be read whole). Any other path is read
    // into indexDoc as load() reads it. readingNext: the next child is being read
    // meanwhile, on a thread of its own.
    using ChildVisit = std::function<bool(SitemapDocument &child, int setFile,
                                          const SitemapDocument &index, bool readingNext)>;
    // visitIndex sees the index first, with the paths of the children that will be
    // read, in the order they will be, before any of them is.
    using IndexVisit = std::function<void(SitemapDocument &index, const QStringList &children)>;
    static bool loadChildByChild(SitemapDocument &indexDoc, const QString &path,
                                 const QString &ownUrl, const ReadOptions &options,
                                 const IndexVisit &visitIndex, const ChildVisit &visit);
    // The child file an index entry names, in indexDir; empty when none is there.
    static QString findChild(const QString &indexDir, const QString &loc);
    // The URL of a file given --base-url (PROTOCOL.md section 6).
    static QString resolveOwnUrl(const QString &baseUrl, const QString &fileName);
};
