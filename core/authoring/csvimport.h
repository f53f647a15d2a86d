// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Importing a CSV file or a plain list of URLs into a document. Reading: UTF-8
// with or without a BOM (UTF-16 with a BOM too, as spreadsheets save "Unicode
// text"), fields as RFC 4180 quotes them (delimiters, line breaks and doubled
// quotes inside quotes), separated by commas, semicolons (as German Excel writes
// them) or tabs, whichever the first rows use; Excel's "sep=;" first line is
// honoured. A first row that names columns (loc or url, lastmod, changefreq,
// priority, in any order; others are ignored) is the header; without one the
// columns are loc, lastmod, changefreq, priority, as Copy and the export give them.
//
// Planning: rows whose URL the document has (compared as loc-duplicate compares
// them) get the values the CSV gives; the others become new rows at the end of
// a file. Values are taken as written in the CSV (but for the ' before a formula
// and a decimal comma in priority, see cellValue and priorityValue) and judged by the
// validator like any edit; an empty cell leaves a value as it is. Lines that
// cannot be used are refused with their line number and the reason. Computing
// only: the editor previews the plan and applies its edits as one undo step.

#include "documentedit.h"

#include <QByteArray>
#include <QChar>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

class SitemapDocument;

struct CsvRecord
{
    int line = 0; // 1-based line of the file where the record starts
    QStringList cells;
    QString error; // why the record cannot be used; empty when it can
};

// A line of the file that is not imported, and why.
struct CsvRefusal
{
    int line = 0;
    QString reason;
};

struct CsvTable
{
    QString error;       // why nothing of the file can be imported; empty when it can
    QChar delimiter;     // ',', ';' or '\t'; null: one value a line
    bool header = false; // the first row names the columns
    int columnOf[FieldCount] = {-1, -1, -1, -1}; // the cell of each field, -1 when none
    QStringList ignoredColumns;                  // header names that are no field
    std::vector<CsvRecord> records;              // the rows after the header
    std::vector<CsvRefusal> refused;             // lines refused while reading
};

// A row of the document that gets the CSV's values.
struct CsvUpdate
{
    int file = 0;
    int entry = 0;
    int line = 0;       // the CSV line
    quint8 changed = 0; // fieldBit() of each field that changes
    std::optional<QString> before[FieldCount];
    QString after[FieldCount];
};

struct CsvImportPlan
{
    int file = -1;                   // where new rows go
    std::vector<EntryData> added;    // new rows, in CSV order
    std::vector<int> addedLines;     // the CSV line of each
    std::vector<CsvUpdate> updates;  // in file and entry order
    std::vector<CsvRefusal> refused; // in line order
    qint64 current = 0;              // rows that hold the CSV's values already
    qint64 notUpdated = 0;           // rows the CSV would change, left alone (updating off)

    // The edits in the order to apply them: one SetValues per file and field, then
    // one insert.
    std::vector<DocumentEdit> edits(const SitemapDocument &doc) const;
    bool empty() const { return added.empty() && updates.empty(); }
};

namespace CsvImport {

// The column names read from a header row, in the order of Field.
QString fieldName(Field field);

// The records of text, separated by delimiter (a null QChar: one value a line).
// Lines that hold nothing are skipped.
std::vector<CsvRecord> records(QStringView text, QChar delimiter);
// The delimiter the first rows of text use: the one that splits the most of them,
// at least half; a null QChar when none does (one value a line).
QChar detectDelimiter(QStringView text);
// A cell as the export wrote it back to its value: the ' before a formula's first
// character (CsvExport::startsFormula) taken off; anything else as it is.
QString cellValue(const QString &cell);
// A priority as a German spreadsheet writes it (0,8) in the form the protocol
// reads (0.8); any other value as it is.
QString priorityValue(const QString &cell);
// Decodes, finds the delimiter and the header, and splits the rest.
CsvTable read(const QByteArray &bytes);

// addNew: URLs the document does not have become rows of file (the first sitemap
// file when -1); updateExisting: rows with the URL get the CSV's values.
CsvImportPlan plan(const SitemapDocument &doc, const CsvTable &table, bool addNew,
                   bool updateExisting, int file = -1);

} // namespace CsvImport
