// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a scan of the site's folder (SiteScanner) changes in a document: the pages
// not in it yet become new rows at the end of a file, and rows whose URL is a
// page get the page's lastmod when theirs differs. Rows are matched as
// loc-duplicate compares URLs. Computing only: the editor shows it as a preview
// and applies the edits as one undo step.

#include "documentedit.h"
#include "sitescanner.h"

#include <QString>

#include <optional>
#include <vector>

class SitemapDocument;

// A row that gets its page's lastmod.
struct LastmodChange
{
    int file = 0;
    int entry = 0;
    std::optional<QString> before; // absent: the row has none
    QString after;
};

struct FolderImportPlan
{
    int file = -1;                       // where new rows go
    std::vector<EntryData> added;        // new rows, in URL order
    std::vector<LastmodChange> lastmods; // in file and entry order
    qint64 current = 0;                  // rows that are pages with the same lastmod already

    // The edits in the order to apply them: the new lastmods as one edit per file,
    // then one insert.
    std::vector<DocumentEdit> edits(const SitemapDocument &doc) const;
    bool empty() const { return added.empty() && lastmods.empty(); }
};

namespace FolderImport {

// addNew: pages not in the document become rows of file (the first sitemap file
// when -1); updateLastmod: rows that are pages get the page's lastmod.
FolderImportPlan plan(const SitemapDocument &doc, const ScanResult &scan, bool addNew,
                      bool updateLastmod, int file = -1);

} // namespace FolderImport
