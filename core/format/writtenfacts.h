// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A file the save wrote as a copy of its own bytes, taken in from what the copy
// recorded as it wrote it (Writing::WrittenLayout) instead of a read of those
// bytes: where each entry and each of its children now is, the flags a read would
// set from their order, and the edits that make the document hold the values the
// file holds. The file's other facts are those it had: a copy keeps its prolog,
// root and namespaces, and fromCopy() declines files where it might not (then the
// bytes are read, as before).

#include "documentedit.h"
#include "sitemapfile.h"

#include <QByteArray>

#include <optional>
#include <vector>

class SitemapDocument;
namespace Writing {
struct WrittenLayout;
}

namespace WrittenFacts {

struct Taken
{
    // The spots and the source's size and body offset; the rest is left default.
    SitemapFile positions;
    // Each written entry's position and the flags of how its children are written,
    // as a read of the bytes sets them.
    std::vector<EntryPlace> places;
    std::vector<DocumentEdit> edits; // as SavedForm::editsToSavedForm() gives them
};

// bytes: the whole file as written (the source's head, then the copy).
std::optional<Taken> fromCopy(const SitemapDocument &doc, int file, const QByteArray &bytes,
                              const Writing::WrittenLayout &layout);

// How many files fromCopy() took in since the process started (for tests).
int takenFromCopies();

} // namespace WrittenFacts
