// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvimport.h"

#include "bytedecoding.h"
#include "csvexport.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CsvImport", text);
}

bool isLineEnd(QChar c)
{
    return c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

// How many characters a line end at text[i] takes (CR LF is one line end).
qsizetype lineEndLength(QStringView text, qsizetype i)
{
    if (text[i] == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
        return 2;
    return 1;
}

// A column name of a header row: the field it names, -1 for a name that is no
// field, -2 for a cell that is no column name at all.
int fieldOfName(const QString &cell)
{
    QString name;
    for (const QChar c : cell) {
        if (c.isLetter())
            name += c.toLower();
        else if (!c.isSpace() && c != QLatin1Char('_') && c != QLatin1Char('-'))
            return -2;
    }
    static const QHash<QString, int> names = {
        {QStringLiteral("loc"), int(Field::Loc)},
        {QStringLiteral("url"), int(Field::Loc)},
        {QStringLiteral("lastmod"), int(Field::LastMod)},
        {QStringLiteral("lastmodified"), int(Field::LastMod)},
        {QStringLiteral("changefreq"), int(Field::ChangeFreq)},
        {QStringLiteral("changefrequency"), int(Field::ChangeFreq)},
        {QStringLiteral("priority"), int(Field::Priority)},
    };
    return name.isEmpty() ? -2 : names.value(name, -1);
}

// The text of bytes, or the reason it cannot be read.
QString decode(const QByteArray &bytes, QString *error)
{
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        const bool little = bytes.startsWith("\xFF\xFE");
        QStringDecoder decoder(little ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        QString text = decoder.decode(QByteArrayView(bytes).sliced(2));
        if (decoder.hasError())
            *error = tr("The file is not valid UTF-16.");
        return text;
    }
    QByteArrayView data(bytes);
    if (data.startsWith("\xEF\xBB\xBF"))
        data = data.sliced(3);
    if (const qsizetype bad = Reading::firstInvalidUtf8(data); bad >= 0) {
        const TextPosition at = Reading::positionIn(data, bad);
        *error = tr("The file is not UTF-8 (line %1, column %2). Save it as \"CSV UTF-8\" "
                    "and import it again.")
                     .arg(at.line)
                     .arg(at.column);
        return {};
    }
    return QString::fromUtf8(data);
}

} // namespace

QString CsvImport::cellValue(const QString &cell)
{
    if (cell.size() >= 2 && cell.front() == QLatin1Char('\'') &&
        CsvExport::startsFormula(QStringView(cell).sliced(1)))
        return cell.sliced(1);
    return cell;
}

QString CsvImport::priorityValue(const QString &cell)
{
    // Digits, one comma, digits (with the whitespace around it): nothing else is
    // a decimal comma.
    static const QRegularExpression decimalComma(
        QStringLiteral("^([\\t\\n\\r ]*[0-9]+),([0-9]+[\\t\\n\\r ]*)$"));
    const QRegularExpressionMatch m = decimalComma.match(cell);
    if (!m.hasMatch())
        return cell;
    return m.captured(1) + QLatin1Char('.') + m.captured(2);
}

QString CsvImport::fieldName(Field field)
{
    static const char *const names[FieldCount] = {"loc", "lastmod", "changefreq", "priority"};
    return QLatin1String(names[int(field)]);
}

std::vector<CsvRecord> CsvImport::records(QStringView text, QChar delimiter)
{
    std::vector<CsvRecord> out;
    const qsizetype n = text.size();
    const auto isDelimiter = [delimiter](QChar c) { return !delimiter.isNull() && c == delimiter; };
    qsizetype i = 0;
    int line = 1;
    while (i < n) {
        CsvRecord record;
        record.line = line;
        bool endOfRecord = false;
        while (!endOfRecord) {
            QString cell;
            if (i < n && text[i] == QLatin1Char('"')) {
                // Quoted: up to the quote that is not doubled; line breaks are data.
                const int openedOn = line;
                ++i;
                bool closed = false;
                while (i < n) {
                    const qsizetype quote = text.indexOf(QLatin1Char('"'), i);
                    const qsizetype stop = quote < 0 ? n : quote;
                    const QStringView part = text.mid(i, stop - i);
                    line += int(part.count(QLatin1Char('\n')));
                    // A lone CR ends a line too (CR LF counts once, by its LF).
                    for (qsizetype k = part.indexOf(QLatin1Char('\r')); k >= 0;
                         k = part.indexOf(QLatin1Char('\r'), k + 1)) {
                        if (k + 1 >= part.size() || part[k + 1] != QLatin1Char('\n'))
                            ++line;
                    }
                    cell += part;
                    i = stop;
                    if (quote < 0)
                        break;
                    if (i + 1 < n && text[i + 1] == QLatin1Char('"')) {
                        cell += QLatin1Char('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                if (!closed) {
                    record.error =
                        tr("the quote opened on line %1 is not closed before the end of the file")
                            .arg(openedOn);
                } else if (i < n && !isDelimiter(text[i]) && !isLineEnd(text[i])) {
                    // Text after the closing quote: kept as written, but the line is refused.
                    if (record.error.isEmpty())
                        record.error = tr("text follows the closing quote of a value");
                    while (i < n && !isDelimiter(text[i]) && !isLineEnd(text[i]))
                        cell += text[i++];
                }
            } else {
                const qsizetype start = i;
                while (i < n && !isDelimiter(text[i]) && !isLineEnd(text[i]))
                    ++i;
                cell = text.mid(start, i - start).toString();
            }
            record.cells << cell;
            if (i >= n) {
                endOfRecord = true;
            } else if (isDelimiter(text[i])) {
                ++i;
            } else if (isLineEnd(text[i])) {
                i += lineEndLength(text, i);
                ++line;
                endOfRecord = true;
            }
        }
        const bool blank = std::all_of(record.cells.cbegin(), record.cells.cend(),
                                       [](const QString &c) { return c.isEmpty(); });
        if (!blank || !record.error.isEmpty())
            out.push_back(std::move(record));
    }
    return out;
}

QChar CsvImport::detectDelimiter(QStringView text)
{
    // The first rows only: up to 64 KiB, cut at a line end.
    constexpr qsizetype Sample = 64 * 1024;
    QStringView sample = text;
    if (sample.size() > Sample) {
        sample = sample.first(Sample);
        const qsizetype cut =
            std::max(sample.lastIndexOf(QLatin1Char('\n')), sample.lastIndexOf(QLatin1Char('\r')));
        if (cut > 0)
            sample = sample.first(cut);
    }
    constexpr qsizetype MaxRows = 20;
    QChar best;
    qsizetype bestRows = 0;
    for (const QChar candidate : {QChar(u'\t'), QChar(u';'), QChar(u',')}) {
        std::vector<CsvRecord> rows = records(sample, candidate);
        if (qsizetype(rows.size()) > MaxRows)
            rows.resize(MaxRows);
        // At least half the rows split: a URL with a comma in a plain list does
        // not make the list a CSV, and rows may leave out trailing cells.
        const qsizetype split = std::count_if(
            rows.cbegin(), rows.cend(), [](const CsvRecord &r) { return r.cells.size() > 1; });
        if (split > bestRows && split * 2 >= qsizetype(rows.size())) {
            best = candidate;
            bestRows = split;
        }
    }
    return best;
}

CsvTable CsvImport::read(const QByteArray &bytes)
{
    CsvTable table;
    const QString decoded = decode(bytes, &table.error);
    if (!table.error.isEmpty())
        return table;
    QStringView text(decoded);
    if (text.startsWith(QChar(0xFEFF)))
        text = text.mid(1);
    // Excel's "sep=;" first line names the delimiter.
    int skippedLines = 0;
    if (text.startsWith(QLatin1String("sep="), Qt::CaseInsensitive) && text.size() > 4 &&
        (text.size() == 5 || isLineEnd(text[5])) && !isLineEnd(text[4])) {
        table.delimiter = text[4];
        text = text.mid(5);
        if (!text.isEmpty())
            text = text.mid(lineEndLength(text, 0));
        skippedLines = 1;
    } else {
        table.delimiter = detectDelimiter(text);
    }
    table.records = records(text, table.delimiter);
    for (CsvRecord &r : table.records)
        r.line += skippedLines;
    if (table.records.empty()) {
        table.error = tr("The file holds no rows.");
        return table;
    }

    const CsvRecord &first = table.records.front();
    std::vector<int> named;
    bool anyField = false;
    for (const QString &cell : first.cells) {
        named.push_back(fieldOfName(cell));
        anyField = anyField || named.back() >= 0;
    }
    if (anyField && first.error.isEmpty()) {
        table.header = true;
        for (int c = 0; c < int(named.size()); ++c) {
            const int field = named[size_t(c)];
            if (field < 0) {
                if (!first.cells[c].trimmed().isEmpty())
                    table.ignoredColumns << first.cells[c].trimmed();
                continue;
            }
            if (table.columnOf[field] >= 0) {
                table.error =
                    tr("The header names the %1 column twice (\"%2\" and \"%3\").")
                        .arg(fieldName(Field(field)), first.cells[table.columnOf[field]].trimmed(),
                             first.cells[c].trimmed());
                return table;
            }
            table.columnOf[field] = c;
        }
        if (table.columnOf[int(Field::Loc)] < 0) {
            table.error = tr("The header row names no loc (or url) column.");
            return table;
        }
        table.records.erase(table.records.begin());
        return table;
    }
    for (int f = 0; f < FieldCount; ++f)
        table.columnOf[f] = f;
    // A first row that is neither a URL nor column names is taken for a header of
    // names this import does not know, and left out.
    if (first.error.isEmpty() &&
        !UrlTools::split(UrlTools::trimXmlWhitespace(first.cells.front())).absolute) {
        table.refused.push_back(
            {first.line, tr("not a URL, and no column name this import knows (loc, lastmod, "
                            "changefreq, priority): taken for a header row")});
        table.records.erase(table.records.begin());
    }
    return table;
}

CsvImportPlan CsvImport::plan(const SitemapDocument &doc, const CsvTable &table, bool addNew,
                              bool updateExisting, int file)
{
    CsvImportPlan plan;
    if (!table.error.isEmpty())
        return plan;
    if (file < 0)
        file = doc.firstSitemapFile();
    plan.file = file;
    plan.refused = table.refused;

    struct Row
    {
        int line;
        std::optional<QString> values[FieldCount];
    };
    std::vector<Row> rows;
    rows.reserve(table.records.size());
    QHash<QString, int> rowOf; // duplicate key -> index in rows
    for (const CsvRecord &record : table.records) {
        if (!record.error.isEmpty()) {
            plan.refused.push_back({record.line, record.error});
            continue;
        }
        Row row;
        row.line = record.line;
        for (int f = 0; f < FieldCount; ++f) {
            const int column = table.columnOf[f];
            if (column < 0 || column >= record.cells.size())
                continue;
            QString cell = cellValue(record.cells[column]);
            if (Field(f) == Field::Priority)
                cell = priorityValue(cell);
            // An empty cell gives no value: it never removes one.
            if (!UrlTools::trimXmlWhitespace(cell).isEmpty())
                row.values[f] = std::move(cell);
        }
        if (!row.values[int(Field::Loc)]) {
            plan.refused.push_back({record.line, tr("no URL")});
            continue;
        }
        const QString key =
            UrlTools::duplicateKey(UrlTools::trimXmlWhitespace(*row.values[int(Field::Loc)]));
        const auto seen = rowOf.constFind(key);
        if (seen != rowOf.constEnd()) {
            plan.refused.push_back(
                {record.line, tr("the same URL as line %1").arg(rows[size_t(*seen)].line)});
            continue;
        }
        rowOf.insert(key, int(rows.size()));
        rows.push_back(std::move(row));
    }

    std::vector<bool> present(rows.size(), false);
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0, n = doc.entryCount(f); e < n; ++e) {
            if (!doc.entry(f, e).has(Field::Loc))
                continue;
            const auto it = rowOf.constFind(
                UrlTools::duplicateKey(UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc))));
            if (it == rowOf.constEnd())
                continue;
            const Row &row = rows[size_t(*it)];
            present[size_t(*it)] = true;
            CsvUpdate update;
            update.file = f;
            update.entry = e;
            update.line = row.line;
            // The URL is what matched: it stays as the document writes it.
            for (int k = 1; k < FieldCount; ++k) {
                if (!row.values[k])
                    continue;
                std::optional<QString> before = doc.optionalValue(f, e, Field(k));
                if (before == row.values[k])
                    continue;
                update.changed |= fieldBit(Field(k));
                update.before[k] = std::move(before);
                update.after[k] = *row.values[k];
            }
            if (!update.changed)
                ++plan.current;
            else if (updateExisting)
                plan.updates.push_back(std::move(update));
            else
                ++plan.notUpdated;
        }
    }
    for (size_t i = 0; i < rows.size(); ++i) {
        if (present[i])
            continue;
        if (!addNew) {
            plan.refused.push_back(
                {rows[i].line, tr("not in the sitemap, and adding new rows is off")});
            continue;
        }
        if (file < 0) {
            plan.refused.push_back(
                {rows[i].line,
                 tr("not in the sitemap, and there is no sitemap file to add it to")});
            continue;
        }
        EntryData entry;
        for (int k = 0; k < FieldCount; ++k)
            entry.values[k] = rows[i].values[k];
        plan.added.push_back(std::move(entry));
        plan.addedLines.push_back(rows[i].line);
    }
    std::stable_sort(plan.refused.begin(), plan.refused.end(),
                     [](const CsvRefusal &a, const CsvRefusal &b) { return a.line < b.line; });
    return plan;
}

std::vector<DocumentEdit> CsvImportPlan::edits(const SitemapDocument &doc) const
{
    std::vector<DocumentEdit> all;
    for (size_t i = 0; i < updates.size();) {
        const int f = updates[i].file;
        size_t end = i;
        while (end < updates.size() && updates[end].file == f)
            ++end;
        for (int k = 1; k < FieldCount; ++k) {
            std::vector<std::pair<int, QString>> values;
            for (size_t u = i; u < end; ++u) {
                if (updates[u].changed & fieldBit(Field(k)))
                    values.emplace_back(updates[u].entry, updates[u].after[k]);
            }
            if (values.empty())
                continue;
            DocumentEdit edit = doc.setValuesEdit(f, Field(k), values);
            if (!edit.targets.empty())
                all.push_back(std::move(edit));
        }
        i = end;
    }
    if (!added.empty() && file >= 0)
        all.push_back(DocumentEdit::insert(file, doc.entryCount(file), added));
    return all;
}
