// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedform.h"

#include "preservingcopy.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"

#include <QHash>

#include <algorithm>

namespace SavedForm {

namespace {

// One field's changes over the entries of a file, as one edit.
struct FieldChanges
{
    std::vector<int> targets;
    EditValues distinct;
    QHash<QString, quint32> present; // the index of each present value in distinct
    qint32 absent = -1;              // the index of "not set" in distinct
    std::vector<quint32> beforeOf;
    std::vector<quint32> afterOf;

    quint32 indexOf(const std::optional<QString> &value)
    {
        if (!value) {
            if (absent < 0) {
                absent = qint32(distinct.size());
                distinct.appendAbsent();
            }
            return quint32(absent);
        }
        const auto it = present.constFind(*value);
        if (it != present.cend())
            return *it;
        const quint32 index = distinct.size();
        present.insert(*value, index);
        distinct.append(value);
        return index;
    }

    void add(int entry, const std::optional<QString> &before, const std::optional<QString> &after)
    {
        targets.push_back(entry);
        beforeOf.push_back(indexOf(before));
        afterOf.push_back(indexOf(after));
    }
};

// The edits of the changes, then the removals of the entries left out (runs of
// them, the last first).
std::vector<DocumentEdit> editsOf(int file, FieldChanges (&changes)[FieldCount],
                                  const std::vector<int> &leftOut, const SitemapDocument &doc);

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
    // Entry e of the document written as entry w of the file: its field as the
    // writer writes it.
    const auto writtenAs = [&](int e, int w, Field field) {
        if (sameValue(doc, file, e, written, writtenFile, w, field))
            return true;
        return doc.entry(file, e).has(field) && written.entry(writtenFile, w).has(field) &&
               SitemapWriter::writtenUtf8(field, doc.rawValue(file, e, field)) ==
                   written.rawValue(writtenFile, w, field);
    };
    // Every field and the extension elements too.
    const auto wholly = [&](int e, int w) {
        for (int k = 0; k < FieldCount; ++k) {
            if (!writtenAs(e, w, Field(k)))
                return false;
        }
        return doc.pool().view(doc.entry(file, e).extensions) ==
               written.pool().view(written.entry(writtenFile, w).extensions);
    };
    // How far to look for a copy of a URL that matches wholly: copies are most often
    // next to each other (a row duplicated or pasted).
    constexpr int LookAhead = 64;
    int w = 0;
    for (int e = 0; e < count; ++e) {
        // As many entries as before: none was left out, each is where it was
        // (an index's children renamed for gzip match too).
        bool match = count == writtenCount || (w < writtenCount && writtenAs(e, w, Field::Loc));
        if (match && count != writtenCount && !wholly(e, w)) {
            // Another copy of the URL further on that the file holds as it is: this
            // one was left out.
            const int skips = std::min((count - e) - (writtenCount - w), LookAhead);
            for (int a = e + 1; a <= e + skips && a < count; ++a) {
                if (writtenAs(a, w, Field::Loc) && wholly(a, w)) {
                    match = false;
                    break;
                }
            }
        }
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
    return editsOf(file, changes, leftOut, doc);
}

std::optional<std::vector<DocumentEdit>> editsOfCopy(const SitemapDocument &doc, int file,
                                                     const Writing::WrittenLayout &layout)
{
    FieldChanges changes[FieldCount];
    std::vector<int> leftOut;
    const int count = doc.entryCount(file);
    int next = 0; // the next entry not yet written or left out
    for (const int e : layout.entries) {
        if (e < next || e >= count)
            return std::nullopt; // not in the document's order: matched by no position
        for (; next < e; ++next)
            leftOut.push_back(next);
        next = e + 1;
    }
    for (; next < count; ++next)
        leftOut.push_back(next);
    for (const Writing::WrittenLayout::Value &v : layout.values) {
        if (v.entry < 0 || v.entry >= count)
            return std::nullopt;
        changes[int(v.field)].add(v.entry, doc.optionalValue(file, v.entry, v.field),
                                  v.present ? std::optional<QString>(QString::fromUtf8(v.value))
                                            : std::nullopt);
    }
    return editsOf(file, changes, leftOut, doc);
}

namespace {

std::vector<DocumentEdit> editsOf(int file, FieldChanges (&changes)[FieldCount],
                                  const std::vector<int> &leftOut, const SitemapDocument &doc)
{
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

} // namespace

} // namespace SavedForm
