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
    QString text;
    if (bom)
        text += QChar(0xFEFF);
    for (int f = 0; f < FieldCount; ++f) {
        if (f > 0)
            text += delimiter;
        text += CsvImport::fieldName(Field(f));
    }
    text += QLatin1String("\r\n");
    for (const auto &[file, entry] : entries) {
        const Entry &e = doc.entry(file, entry);
        for (int f = 0; f < FieldCount; ++f) {
            if (f > 0)
                text += delimiter;
            if (e.has(Field(f)))
                text +=
                    field(UrlTools::trimXmlWhitespace(doc.value(file, entry, Field(f))), delimiter);
        }
        text += QLatin1String("\r\n");
    }
    return text.toUtf8();
}
