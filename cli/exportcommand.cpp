// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool export: every entry of the named files as JSON lines or CSV, with
// values as written (entities decoded, surrounding whitespace trimmed).

#include "commandline.h"
#include "csvexport.h"
#include "documentloader.h"
#include "jsontext.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "urltools.h"

namespace {

const char *const fieldKeys[FieldCount] = {"loc", "lastmod", "changefreq", "priority"};

} // namespace

int ToolCommands::exportEntries(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "export", arguments, out, err); status >= 0)
        return status;
    if (!SourceLoader::beginRun(parser, "export", err))
        return 2;
    const bool csv = parser.value(QStringLiteral("format")) == QLatin1String("csv");
    const bool raw = parser.isSet(QStringLiteral("raw"));
    if (raw && !csv)
        return CommandLine::usageError("export", QStringLiteral("--raw goes with --format csv"),
                                       err);
    const CsvExport::Cells cells = raw ? CsvExport::Cells::Raw : CsvExport::Cells::Neutralised;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CommandLine::usageError("export", QStringLiteral("no FILE given"), err);

    int status = 0;
    if (csv)
        out << "file,loc,lastmod,changefreq,priority,extensions\n";
    for (const QString &argument : std::as_const(files)) {
        SitemapDocument doc;
        SourceLoader::load(doc, argument, {}, QStringLiteral("export"), err, false);
        const QString path = SourceLoader::shownName(argument);
        const SitemapFile &file = doc.file(0);
        if (file.unreadable) {
            err << path << ": error: cannot read the file: " << file.readError << '\n';
            status = 2;
            continue;
        }
        if (file.kind == FileKind::Unknown && !file.notSitemap.isEmpty()) {
            err << path << ": error: not a sitemap: this looks like " << file.notSitemap << '\n';
            status = std::max(status, 1);
            continue;
        }
        if (file.entityDeclared) {
            err << path << ':' << file.doctype.line << ':' << file.doctype.column
                << ": error: reading stopped: the DOCTYPE declares entities, which are never "
                   "expanded\n";
            status = std::max(status, 1);
            continue;
        }
        const int count = doc.entryCount(0);
        for (int i = 0; i < count; ++i) {
            const Entry &e = doc.entry(0, i);
            if (csv) {
                out << CsvExport::field(path, QLatin1Char(','), cells);
                for (int f = 0; f < FieldCount; ++f) {
                    out << ',';
                    if (e.has(Field(f)))
                        out << CsvExport::field(
                            UrlTools::trimXmlWhitespace(doc.value(0, i, Field(f))),
                            QLatin1Char(','), cells);
                }
                out << ',' << e.extensionCount << '\n';
            } else {
                out << "{\"file\":" << JsonText::quoted(path);
                for (int f = 0; f < FieldCount; ++f) {
                    if (e.has(Field(f)))
                        out << ",\"" << fieldKeys[f] << "\":"
                            << JsonText::quoted(
                                   UrlTools::trimXmlWhitespace(doc.value(0, i, Field(f))));
                }
                out << ",\"extensions\":" << e.extensionCount << "}\n";
            }
        }
        if (file.malformed) {
            err << path << ':' << file.errorPosition.line << ':' << file.errorPosition.column
                << ": error: reading stopped: " << file.errorMessage << " (" << count
                << " entries before it were exported)\n";
            status = std::max(status, 1);
        }
        if (file.truncatedAtLimit) {
            err << path << ": error: reading stopped after " << file.uncompressedSize
                << " bytes, past the protocol's limit of " << Protocol::MaxFileBytes << " ("
                << count << " entries before it were exported)\n";
            status = std::max(status, 1);
        }
        if (file.gzipCorrupt) {
            err << path << ": error: " << file.gzipError << '\n';
            status = std::max(status, 1);
        }
    }
    return status;
}
