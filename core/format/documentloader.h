// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sitemapreader.h"

#include <QString>

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
    // The child file an index entry names, in indexDir; empty when none is there.
    static QString findChild(const QString &indexDir, const QString &loc);
    // The URL of a file given --base-url (PROTOCOL.md section 6).
    static QString resolveOwnUrl(const QString &baseUrl, const QString &fileName);
};
