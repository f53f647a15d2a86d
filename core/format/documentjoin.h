// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Joining a document read apart (on another thread) into the one being read: the
// second half of a split file, and the files of an index read ahead.

#include "sitemapdocument.h"

#include <vector>

namespace Reading {

// Moves what a document read apart holds into doc, as if it had been read there: its
// namespace declarations, and its text (moved, not copied) with the references of
// entries rebased. For the second half of a split file and the files of an index.
void joinApart(SitemapDocument &doc, SitemapDocument &apart,
               decltype(SitemapFile::entries) &entries);
// joinApart() in two steps, for entries that are copied anyway: the declarations and
// the text, giving the number to add to each chunk of a reference (rebased()), and
// then each entry on its way.
quint32 absorbApart(SitemapDocument &doc, SitemapDocument &apart);
Entry rebased(Entry entry, quint32 chunkOffset);
// Whether the extension XML of a file read into a document of its own reads the
// same as it would have read into doc in turn (NamespaceTable::prefixFor): each
// of its URIs is known to doc with the same prefix, or is a well-known URI whose
// well-known prefix doc has not given away. Anything else is read again serially.
// The table maps URIs and prefixes one to one, so one lookup per URI answers it
// (a hostile child with 100,000 namespaces stays linear).
bool prefixesAgree(const NamespaceTable &doc, const NamespaceTable &own);

} // namespace Reading
