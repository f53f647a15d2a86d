// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Entries as CSV (RFC 4180): a header row, then one row per entry with its values
// as written (entities decoded, surrounding whitespace trimmed, as sitemap-tool
// export gives them); a value holding the delimiter, a quote or a line break is
// quoted, its quotes doubled. A value that a spreadsheet would run as a formula
// (it begins with =, +, -, @, a tab or a carriage return) is written with a
// leading ' (PROTOCOL.md section 6.1) unless the cells are asked for raw.
// CsvImport reads it back, the ' taken off again.

#include <QByteArray>
#include <QChar>
#include <QString>

#include <utility>
#include <vector>

class SitemapDocument;
class WorkProgress;

namespace CsvExport {

enum class Cells
{
    Neutralised, // a formula's first character behind a leading '
    Raw          // every value as written (export --raw)
};

// Whether a spreadsheet would take value for a formula.
bool startsFormula(QStringView value);

// One field, quoted when it has to be.
QString field(const QString &value, QChar delimiter = QLatin1Char(','),
              Cells cells = Cells::Neutralised);

// The header loc, lastmod, changefreq, priority and a row per (file, entry), in
// the order given, lines ended by CR LF; UTF-8 with a BOM when bom (spreadsheets
// read the file as UTF-8 only then).
QByteArray write(const SitemapDocument &doc, const std::vector<std::pair<int, int>> &entries,
                 QChar delimiter = QLatin1Char(','), bool bom = false);
// The same text in parts to be written one after the other: the header and the
// first half of the rows, then, with many rows, the second half. Each half is
// made on a thread of its own; the document is only read. With progress: two
// units a row, and no parts once it is cancelled.
std::vector<QByteArray> writeParts(const SitemapDocument &doc,
                                   const std::vector<std::pair<int, int>> &entries,
                                   QChar delimiter = QLatin1Char(','), bool bom = false,
                                   WorkProgress *progress = nullptr);

} // namespace CsvExport
