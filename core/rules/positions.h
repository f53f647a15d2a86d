// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a problem points (PROTOCOL.md section 4): at the element at fault, from
// the positions the reader kept for each entry's children (SitemapFile::spot).

#include "namespaces.h"
#include "sitemapfile.h"

#include <QString>

class SitemapDocument;

namespace Rules {

// The element a rule of one entry points at: a loc-* rule at the <loc>, a lastmod-*
// rule at the <lastmod>, an extension rule at the first <image:image>,
// <video:video>, <news:news> or <xhtml:link> of the entry, loc-missing, tag-order and
// index-entry-field at the entry's start tag. By the rule's id, so that a rule
// added to the catalogue points where its family does.
TextPosition entryPosition(const QString &ruleId, const SitemapDocument &doc, int file, int entry);

// The position of a file rule the catalogue does not place itself: the root's
// start tag for the namespace, feed and empty-sitemap rules, the first use of an
// undeclared prefix, the DOCTYPE; line 0 for the others.
TextPosition filePosition(const QString &ruleId, const SitemapFile &file);

// The index of the first direct child element of an extension fragment (as the
// reader keeps it: canonical prefixes) in namespace uri with the given local
// name (any name when local is empty); -1 when none.
int extensionChild(QByteArrayView fragment, const NamespaceTable &namespaces, const QString &uri,
                   QByteArrayView local = {});

} // namespace Rules
