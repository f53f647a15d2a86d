// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Everything the reader put into a document, one fact a line: file facts, each
// entry's values, bits, flags, extension XML and position, and the namespace
// table. Two reads that must agree (expat and the fast scanner, one thread and
// two) are compared by their dumps.

#include <QStringList>

class SitemapDocument;

namespace TestSupport {

QStringList dumpDocument(const SitemapDocument &doc);

} // namespace TestSupport
