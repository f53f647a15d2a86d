// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvexport.h"

#include "csvimport.h"
#include "sitemapdocument.h"
#include "urltools.h"

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

QByteArray CsvExport::write(const SitemapDocument &doc,
                            const std::vector<std::pair<int, int>> &entries, QChar delimiter,
                            bool bom)
{
    // The values' bytes straight from the pool (a million rows are not a string for
    // each cell); a value that must be quoted or neutralised goes through field().
    QByteArray text;
    if (bom)
        text += "\xEF\xBB\xBF";
    for (int f = 0; f < FieldCount; ++f) {
        if (f > 0)
            text += QString(delimiter).toUtf8();
        text += CsvImport::fieldName(Field(f)).toUtf8();
    }
    text += "\r\n";
    qsizetype room = text.size();
    for (const auto &[file, entry] : entries) {
        for (int f = 0; f < FieldCount; ++f)
            room += doc.rawValue(file, entry, Field(f)).size() + 1;
        room += 2;
    }
    text.reserve(room);                               // grows only for a value quoted
    const char separator = char(delimiter.unicode()); // a comma, a semicolon or a tab
    const bool asciiSeparator = delimiter.unicode() < 0x80;
    for (const auto &[file, entry] : entries) {
        const Entry &e = doc.entry(file, entry);
        for (int f = 0; f < FieldCount; ++f) {
            if (f > 0) {
                if (asciiSeparator)
                    text += separator;
                else
                    text += QString(delimiter).toUtf8();
            }
            if (!e.has(Field(f)))
                continue;
            const QByteArrayView value =
                UrlTools::trimXmlWhitespace(doc.rawValue(file, entry, Field(f)));
            if (value.isEmpty())
                continue;
            const QChar first = QLatin1Char(value[0]); // enough for the ASCII a formula starts with
            const bool plain = asciiSeparator && !startsFormula(QStringView(&first, 1)) &&
                               !value.contains(separator) && !value.contains('"') &&
                               !value.contains('\n') && !value.contains('\r');
            if (plain)
                text += value;
            else
                text += field(QString::fromUtf8(value), delimiter).toUtf8();
        }
        text += "\r\n";
    }
    return text;
}
