// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "csvimport.h"
#include "pagestorage.h"
#include "sitemapdocument.h"
#include "urltools.h"
#include "workerthread.h"
#include "workprogress.h"

#include <algorithm>
#include <cstring>

bool CsvExport::startsFormula(QStringView value)
{
    if (value.isEmpty())
        return false;
    const QChar c = value.front();
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-') ||
           c == QLatin1Char('@') || c == QLatin1Char('\t') || c == QLatin1Char('\r');
}

QString CsvExport::field(const QString &raw, QChar delimiter, Cells cells)
{
    const QString value =
        cells == Cells::Neutralised && startsFormula(raw) ? QLatin1Char('\'') + raw : raw;
    if (!value.contains(delimiter) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

namespace {

// From this many rows, each half of the rows is made on a thread of its own.
constexpr std::size_t ParallelRows = 65536;

QByteArray delimiterBytes(QChar delimiter)
{
    return QString(delimiter).toUtf8();
}

// The rows [from, to) of entries, each line ended by CR LF, after what text holds.
// With progress: two units a row; false when it stopped, cancelled.
bool appendRows(QByteArray &text, const SitemapDocument &doc,
                const std::vector<std::pair<int, int>> &entries, std::size_t from, std::size_t to,
                QChar delimiter, WorkProgress *progress)
{
    const QByteArray separator = delimiterBytes(delimiter);
    // Room for every value as the pool holds it, its separator and the line ends;
    // more only for a value quoted or neutralised.
    qsizetype room = text.size();
    const bool measured = inChunks(from, to, progress, 1, [&](std::size_t chunk, std::size_t end) {
        for (std::size_t i = chunk; i < end; ++i) {
            for (int f = 0; f < FieldCount; ++f)
                room += doc.rawValue(entries[i].first, entries[i].second, Field(f)).size();
            room += (FieldCount - 1) * separator.size() + 2;
        }
    });
    if (!measured)
        return false;
    qsizetype used = text.size();
    text.resize(room);
    // Written from end to end: in huge pages, taken in at once rather than a page
    // fault for every 4 KiB.
    PageStorage::adviseHuge(text.data() + used, std::size_t(room - used));
    PageStorage::populate(text.data() + used, std::size_t(room - used));
    char *out = text.data() + used;
    const auto put = [&](const char *bytes, qsizetype size) {
        if (out + size > text.data() + text.size()) {
            used = out - text.data();
            text.resize(std::max(used + size, text.size() + text.size() / 4));
            out = text.data() + used;
        }
        std::memcpy(out, bytes, std::size_t(size));
        out += size;
    };
    // One byte stands for the delimiter when it is ASCII, as it always is here; a
    // delimiter of several bytes sends every value through field().
    const char single = separator.size() == 1 ? separator[0] : '\0';
    const bool written = inChunks(from, to, progress, 1, [&](std::size_t chunk, std::size_t end) {
        for (std::size_t i = chunk; i < end; ++i) {
            const auto &[file, entry] = entries[i];
            const Entry &e = doc.entry(file, entry);
            for (int f = 0; f < FieldCount; ++f) {
                if (f > 0)
                    put(separator.constData(), separator.size());
                if (!e.has(Field(f)))
                    continue;
                const QByteArrayView value =
                    UrlTools::trimXmlWhitespace(doc.rawValue(file, entry, Field(f)));
                if (value.isEmpty())
                    continue;
                // Whether the value must be quoted, in one pass without a branch per byte.
                bool special = single == '\0';
                for (const char c : value)
                    special |= c == single || c == '"' || c == '\n' || c == '\r';
                // enough for the ASCII a formula starts with
                const QChar first = QLatin1Char(value[0]);
                if (!special && !CsvExport::startsFormula(QStringView(&first, 1))) {
                    put(value.data(), value.size());
                } else {
                    const QByteArray cell =
                        CsvExport::field(QString::fromUtf8(value), delimiter).toUtf8();
                    put(cell.constData(), cell.size());
                }
            }
            put("\r\n", 2);
        }
    });
    text.resize(out - text.data());
    return written;
}

} // namespace

std::vector<QByteArray> CsvExport::writeParts(const SitemapDocument &doc,
                                              const std::vector<std::pair<int, int>> &entries,
                                              QChar delimiter, bool bom, WorkProgress *progress)
{
    // The values' bytes straight from the pool (a million rows are not a string for
    // each cell); a value that must be quoted or neutralised goes through field().
    std::vector<QByteArray> parts(entries.size() >= ParallelRows ? 2 : 1);
    QByteArray &text = parts.front();
    if (bom)
        text += "\xEF\xBB\xBF";
    for (int f = 0; f < FieldCount; ++f) {
        if (f > 0)
            text += delimiterBytes(delimiter);
        text += CsvImport::fieldName(Field(f)).toUtf8();
    }
    text += "\r\n";
    inTwoHalves(entries.size(), parts.size() == 2, [&](std::size_t from, std::size_t to) {
        appendRows(parts[from == 0 ? 0 : 1], doc, entries, from, to, delimiter, progress);
    });
    if (progress && progress->isCancelled())
        return {};
    return parts;
}

QByteArray CsvExport::write(const SitemapDocument &doc,
                            const std::vector<std::pair<int, int>> &entries, QChar delimiter,
                            bool bom)
{
    std::vector<QByteArray> parts = writeParts(doc, entries, delimiter, bom);
    QByteArray text = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        text += parts[i];
    return text;
}
