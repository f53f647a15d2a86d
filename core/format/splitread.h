// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One large XML file read on two threads, in pieces split between children of the root.

#include "sitemapreader.h"
#include "xmlparse.h"

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace Reading {

// Reads body (the XML from its declaration on) into file, in pieces on two threads
// when it is large enough and has places to split.
// unbound gets the prefixes of the start tag where the read stopped because they
// were never declared (see readXmlLenient).
void readXml(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
             const ReadOptions &options, ReadStatus &status, std::vector<QByteArray> &unbound);
// What expat reads for a later piece, starting at split: the prolog and root tag,
// whitespace that puts split's byte on its own line and column, then the rest.
QByteArray expatCopy(QByteArrayView body, qsizetype headEnd, qsizetype split);
// How many reads so far joined two or more pieces.
int splitReads();
// How many pieces those reads joined in all.
int piecesJoined();

} // namespace Reading
