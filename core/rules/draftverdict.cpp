// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftverdict.h"

#include "sitemapdocument.h"
#include "validator.h"

namespace DraftVerdict {

std::vector<Problem> problems(const SitemapDocument &doc, int file, int entry, Field field,
                              const std::optional<QString> &draft)
{
    if (file < 0 || file >= doc.fileCount() || entry < 0 || entry >= doc.entryCount(file))
        return {};
    // A file of the same kind, served at the same URL, holding this entry alone.
    const SitemapFile &source = doc.file(file);
    SitemapFile facts;
    facts.kind = source.kind;
    facts.ownUrl = source.ownUrl;
    facts.feed = source.feed;
    SitemapDocument scratch;
    scratch.addFile(std::move(facts));
    EntryData data = doc.entryData(file, entry);
    data.values[int(field)] = draft;
    scratch.apply(DocumentEdit::insert(0, 0, {std::move(data)}));
    const Validator validator(&scratch);
    std::vector<Problem> out;
    for (Problem &p : validator.entryProblems(0, 0)) {
        if (p.field != int(field))
            continue;
        p.file = file;
        p.entry = entry;
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace DraftVerdict
