// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <vector>

// One large XML file read on two threads, split between two children of the root.

#include "sitemapreader.h"
#include "xmlparse.h"

#include <QByteArray>
#include <QByteArrayView>

namespace Reading {

// Reads body (the XML from its declaration on) into file, on two threads when it
// is large enough and has a place to split.
// unbound gets the prefixes of the start tag where the read stopped because they
// were never declared (see readXmlLenient).
void readXml(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
             const ReadOptions &options, ReadStatus &status, std::vector<QByteArray> &unbound);
// What expat reads for the second half: the prolog and root tag, whitespace that
// puts split's byte on its own line and column, then the rest.
QByteArray secondHalf(QByteArrayView body, qsizetype headEnd, qsizetype split);
// How many reads so far joined two halves.
int splitReads();

} // namespace Reading
