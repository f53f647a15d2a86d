// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderimport.h"

#include "sitemapdocument.h"
#include "urltools.h"

#include <QHash>

std::vector<DocumentEdit> FolderImportPlan::edits(const SitemapDocument &doc) const
{
    std::vector<DocumentEdit> all;
    for (size_t i = 0; i < lastmods.size();) {
        const int f = lastmods[i].file;
        std::vector<std::pair<int, QString>> values;
        for (; i < lastmods.size() && lastmods[i].file == f; ++i)
            values.emplace_back(lastmods[i].entry, lastmods[i].after);
        DocumentEdit edit = doc.setValuesEdit(f, Field::LastMod, values);
        if (!edit.targets.empty())
            all.push_back(std::move(edit));
    }
    if (!added.empty() && file >= 0)
        all.push_back(DocumentEdit::insert(file, doc.entryCount(file), added));
    return all;
}

FolderImportPlan FolderImport::plan(const SitemapDocument &doc, const ScanResult &scan, bool addNew,
                                    bool updateLastmod, int file)
{
    FolderImportPlan plan;
    if (file < 0)
        file = doc.firstSitemapFile();
    plan.file = file;
    QHash<QString, int> pageOf;
    for (size_t i = 0; i < scan.pages.size(); ++i)
        pageOf.insert(UrlTools::duplicateKey(scan.pages[i].url), int(i));
    std::vector<bool> present(scan.pages.size(), false);
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
            if (!doc.entry(f, e).has(Field::Loc))
                continue;
            const auto it = pageOf.constFind(
                UrlTools::duplicateKey(UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc))));
            if (it == pageOf.constEnd())
                continue;
            present[size_t(*it)] = true;
            const QString &lastmod = scan.pages[size_t(*it)].lastmod;
            std::optional<QString> before = doc.optionalValue(f, e, Field::LastMod);
            if (before && UrlTools::trimXmlWhitespace(*before) == lastmod) {
                ++plan.current;
                continue;
            }
            if (updateLastmod)
                plan.lastmods.push_back({f, e, std::move(before), lastmod});
        }
    }
    if (addNew && file >= 0) {
        for (size_t i = 0; i < scan.pages.size(); ++i) {
            if (present[i])
                continue;
            EntryData row = EntryData::withLoc(scan.pages[i].url);
            row.values[int(Field::LastMod)] = scan.pages[i].lastmod;
            plan.added.push_back(std::move(row));
        }
    }
    return plan;
}
