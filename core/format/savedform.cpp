// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedform.h"

#include "sitemapdocument.h"
#include "sitemapwriter.h"

#include <QHash>

namespace SavedForm {

namespace {

// One field's changes over the entries of a file, as one edit.
struct FieldChanges
{
    std::vector<int> targets;
    std::vector<std::optional<QString>> distinct;
    QHash<QString, quint32> present; // the index of each present value in distinct
    qint32 absent = -1;              // the index of "not set" in distinct
    std::vector<quint32> beforeOf;
    std::vector<quint32> afterOf;

    quint32 indexOf(const std::optional<QString> &value)
    {
        if (!value) {
            if (absent < 0) {
                absent = qint32(distinct.size());
                distinct.push_back(std::nullopt);
            }
            return quint32(absent);
        }
        const auto it = present.constFind(*value);
        if (it != present.cend())
            return *it;
        const quint32 index = quint32(distinct.size());
        present.insert(*value, index);
        distinct.push_back(value);
        return index;
    }

    void add(int entry, const std::optional<QString> &before, const std::optional<QString> &after)
    {
        targets.push_back(entry);
        beforeOf.push_back(indexOf(before));
        afterOf.push_back(indexOf(after));
    }
};

bool sameValue(const SitemapDocument &a, int fa, int ea, const SitemapDocument &b, int fb, int eb,
               Field field)
{
    const bool has = a.entry(fa, ea).has(field);
    if (has != b.entry(fb, eb).has(field))
        return false;
    return !has || a.rawValue(fa, ea, field) == b.rawValue(fb, eb, field);
}

} // namespace

std::vector<DocumentEdit> editsToSavedForm(const SitemapDocument &doc, int file,
                                           const SitemapDocument &written, int writtenFile)
{
    const int count = doc.entryCount(file);
    const int writtenCount = written.entryCount(writtenFile);
    FieldChanges changes[FieldCount];
    std::vector<int> leftOut;
    int w = 0;
    for (int e = 0; e < count; ++e) {
        // As many entries as before: none was left out, each is where it was
        // (an index's children renamed for gzip match too).
        const bool match =
            count == writtenCount ||
            (w < writtenCount &&
             (sameValue(doc, file, e, written, writtenFile, w, Field::Loc) ||
              (doc.entry(file, e).has(Field::Loc) &&
               written.entry(writtenFile, w).has(Field::Loc) &&
               SitemapWriter::writtenValue(Field::Loc, doc.value(file, e, Field::Loc)) ==
                   written.value(writtenFile, w, Field::Loc))));
        if (!match) {
            leftOut.push_back(e);
            continue;
        }
        for (int k = 0; k < FieldCount; ++k) {
            const Field field = Field(k);
            if (!sameValue(doc, file, e, written, writtenFile, w, field))
                changes[k].add(e, doc.optionalValue(file, e, field),
                               written.optionalValue(writtenFile, w, field));
        }
        ++w;
    }
    if (w != writtenCount)
        return {};
    std::vector<DocumentEdit> edits;
    for (int k = 0; k < FieldCount; ++k) {
        FieldChanges &c = changes[k];
        if (c.targets.empty())
            continue;
        edits.push_back(DocumentEdit::setValues(file, Field(k), std::move(c.targets),
                                                std::move(c.distinct), std::move(c.beforeOf),
                                                std::move(c.afterOf)));
    }
    // Runs of left-out entries, the last first.
    for (size_t i = leftOut.size(); i > 0;) {
        size_t first = i - 1;
        while (first > 0 && leftOut[first - 1] == leftOut[first] - 1)
            --first;
        std::vector<EntryData> entries;
        for (size_t j = first; j < i; ++j)
            entries.push_back(doc.entryData(file, leftOut[j]));
        edits.push_back(DocumentEdit::remove(file, leftOut[first], std::move(entries)));
        i = first;
    }
    return edits;
}

} // namespace SavedForm
