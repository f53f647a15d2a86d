// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a save made of a document file: the writer repairs values (a space in a
// URL becomes %20, whitespace around a value goes), renames an index's children
// when it gzips them, and leaves out entries the user chose to leave out. After
// such a save the document should show what the file now holds, so that the
// table tells the truth and the journal of later edits, which is replayed on the
// file as read, fits it.
//
// editsToSavedForm() gives the edits that turn a file of the document into the
// same file as read back after the save: per field one edit over the entries whose
// value differs, then the removal of the entries the file no longer holds (last
// first, so each edit's entry numbers hold when it is applied in order). Applied
// in order (and undone in reverse) they are one undo step.

#include "documentedit.h"

#include <optional>
#include <vector>

class SitemapDocument;
namespace Writing {
struct WrittenLayout;
}

namespace SavedForm {

// The edits that make file of doc hold what writtenFile of written holds. With as
// many entries on both sides they are matched by position; otherwise in order by
// their URL as the writer writes it, and a document entry with no match was left
// out. Empty when the file already holds that, and also
// when the written file holds an entry that matches none of the document's (not
// a result of a save of this file: nothing to bring over).
std::vector<DocumentEdit> editsToSavedForm(const SitemapDocument &doc, int file,
                                           const SitemapDocument &written, int writtenFile);

// The same edits from what the copy that wrote the file recorded: the entries it
// wrote (the others were left out) and the values it wrote that are not the
// document's. Nothing when its entries are not in the document's order.
std::optional<std::vector<DocumentEdit>> editsOfCopy(const SitemapDocument &doc, int file,
                                                     const Writing::WrittenLayout &layout);

} // namespace SavedForm
