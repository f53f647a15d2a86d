// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool convert: reads sitemaps in any form and writes valid XML
// sitemaps, split and gzipped as asked (PROTOCOL.md sections 5 and 6).

#include "commandline.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "sourceloader.h"
#include "stylesheet.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace {

struct ConvertArguments
{
    WriteOptions options;
    QString outDir;
    QStringList files;
    bool writeStylesheet = false;
};

// Parses the arguments: -1 to go on, else the exit status (help 0, mistake 2).
int parseArguments(const QStringList &arguments, ConvertArguments &args, QTextStream &out,
                   QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "convert", arguments, out, err); status >= 0)
        return status;
    const QString maxUrls = QStringLiteral("max-urls"), maxBytes = QStringLiteral("max-bytes"),
                  baseUrl = QStringLiteral("base-url"), stylesheet = QStringLiteral("stylesheet");

    // Settable lower than the protocol's limits, never higher: a file over them
    // would not be a valid sitemap.
    auto number = [&](const QString &option, qint64 *value, qint64 limit, const char *unit) {
        if (!parser.isSet(option))
            return true;
        const QString text = parser.value(option);
        bool ok = false;
        const qint64 n = text.toLongLong(&ok);
        if (!ok || n <= 0) {
            CommandLine::usageError(
                "convert",
                QStringLiteral("--%1 needs a positive number, not '%2'").arg(option, text), err);
            return false;
        }
        if (n > limit) {
            CommandLine::usageError(
                "convert",
                QStringLiteral("--%1 %2 is over the protocol's limit of %3 %4 per file")
                    .arg(option, text)
                    .arg(limit)
                    .arg(QLatin1String(unit)),
                err);
            return false;
        }
        *value = n;
        return true;
    };
    if (!number(maxUrls, &args.options.maxUrls, Protocol::MaxUrlsPerSitemap, "URLs") ||
        !number(maxBytes, &args.options.maxBytes, Protocol::MaxFileBytes, "bytes"))
        return 2;
    args.options.gzip = parser.isSet(QStringLiteral("gzip"));
    args.options.dropInvalid = parser.isSet(QStringLiteral("drop-invalid"));
    args.options.preserve = false; // a conversion writes the standard form (section 5.1)
    if (parser.isSet(baseUrl))
        args.options.baseUrl = parser.value(baseUrl);
    if (parser.isSet(stylesheet)) {
        args.options.stylesheetHref = parser.value(stylesheet);
        if (args.options.stylesheetHref.trimmed().isEmpty()) {
            return CommandLine::usageError("convert", QStringLiteral("--stylesheet needs a URL"),
                                           err);
        }
        if (const QString problem = Stylesheet::hrefProblem(args.options.stylesheetHref);
            !problem.isEmpty())
            return CommandLine::usageError("convert", QStringLiteral("--stylesheet: ") + problem,
                                           err);
    }
    args.writeStylesheet = parser.isSet(QStringLiteral("write-stylesheet"));
    args.outDir = parser.value(QStringLiteral("output"));
    args.files = parser.positionalArguments();
    if (args.outDir.isEmpty())
        return CommandLine::usageError("convert", QStringLiteral("-o DIR is required"), err);
    if (args.files.isEmpty())
        return CommandLine::usageError("convert", QStringLiteral("no input file"), err);
    // The stylesheet written next to the files is linked by its relative name.
    if (args.writeStylesheet && args.options.stylesheetHref.isEmpty())
        args.options.stylesheetHref = Stylesheet::fileName();
    return -1;
}

QString location(const SitemapDocument &doc, const Problem &p)
{
    QString where = p.file >= 0
                        ? SourceLoader::shownName(QDir::toNativeSeparators(doc.file(p.file).path))
                        : QString();
    if (p.line > 0)
        where += QStringLiteral(":%1:%2").arg(p.line).arg(p.column);
    if (p.entry >= 0)
        where += QStringLiteral(": entry %1").arg(p.entry);
    return where;
}

void printBlocking(const SitemapDocument &doc, const SaveReport &report, QTextStream &stream)
{
    // A script's log needs the first ones and the count, not a million lines.
    constexpr size_t Shown = 100;
    size_t shown = 0;
    for (const Problem &p : report.blocking) {
        if (shown++ == Shown) {
            stream << "  ... " << report.blocking.size() - Shown << " more\n";
            break;
        }
        QString loc;
        if (p.file >= 0 && p.entry >= 0 && p.entry < doc.entryCount(p.file))
            loc = doc.value(p.file, p.entry, Field::Loc).trimmed();
        stream << "  " << location(doc, p) << ": " << p.rule << ": " << p.message;
        if (!loc.isEmpty())
            stream << " (" << loc << ")";
        stream << '\n';
    }
    if (report.blockingEntries > 1)
        stream << "  (" << report.blockingEntries << " entries in all)\n";
}

// Converts one input; returns its exit status.
int convertOne(const QString &path, const ConvertArguments &args, QTextStream &out,
               QTextStream &err)
{
    const QFileInfo info(path);
    const QString ownUrl =
        args.options.baseUrl.isEmpty()
            ? QString()
            : DocumentLoader::resolveOwnUrl(args.options.baseUrl, info.fileName());
    SitemapDocument doc;
    DocumentLoader::load(doc, FileAccess::absolutePath(path), ownUrl);
    if (doc.fileCount() == 0 || doc.file(doc.mainFile()).unreadable) {
        err << "sitemap-tool convert: cannot read " << SourceLoader::shownName(path);
        if (doc.fileCount() > 0)
            err << ": " << doc.file(doc.mainFile()).readError;
        err << '\n';
        return 2;
    }
    const SitemapFile &main = doc.file(doc.mainFile());
    if (main.kind == FileKind::Unknown) {
        err << "sitemap-tool convert: " << SourceLoader::shownName(path) << " is not a sitemap ("
            << (main.notSitemap.isEmpty() ? QStringLiteral("unknown root") : main.notSitemap)
            << "); nothing written\n";
        return 1;
    }
    Validator validator(&doc);
    WriteOptions options = args.options;
    // A malformed input is refused like an invalid entry, unless invalid parts may be dropped.
    options.allowIncompleteInput = options.dropInvalid;
    const QString target =
        QDir(args.outDir).filePath(SitemapWriter::outputName(info.fileName(), false));
    const SaveReport report = SitemapWriter::save(doc, validator, target, options);

    switch (report.status) {
    case SaveReport::Status::Written:
    case SaveReport::Status::Planned:
        break;
    case SaveReport::Status::NeedsBaseUrl:
        err << "sitemap-tool convert: " << report.error << " (--base-url URL)\n";
        return 2;
    case SaveReport::Status::Failed:
        err << "sitemap-tool convert: " << report.error << '\n';
        return 2;
    case SaveReport::Status::Refused:
        err << "sitemap-tool convert: " << SourceLoader::shownName(path)
            << " not converted: " << report.error << '\n';
        printBlocking(doc, report, err);
        if (!report.blocking.empty() && !args.options.dropInvalid)
            err << "  nothing was written; fix these or use --drop-invalid to write the rest\n";
        return 1;
    }

    for (const QString &line : report.summaryLines())
        out << line << '\n';
    if (report.dropped) {
        printBlocking(doc, report, out);
        return 0;
    }
    return 0;
}

} // namespace

int ToolCommands::convert(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    ConvertArguments args;
    if (const int status = parseArguments(arguments, args, out, err); status >= 0)
        return status;
    if (!FileAccess::makePath(args.outDir)) {
        err << "sitemap-tool convert: cannot create the folder "
            << SourceLoader::shownName(args.outDir) << '\n';
        return 2;
    }
    // Two inputs that would be written under one name would overwrite each other.
    QSet<QString> names;
    for (const QString &file : std::as_const(args.files)) {
        const QString name = SitemapWriter::outputName(QFileInfo(file).fileName(), false);
        if (names.contains(name)) {
            err << "sitemap-tool convert: two inputs would both be written as "
                << SourceLoader::shownName(name) << "; convert them into different folders\n";
            return 2;
        }
        names.insert(name);
    }
    int status = 0;
    bool written = false;
    for (const QString &file : std::as_const(args.files)) {
        const int one = convertOne(file, args, out, err);
        written = written || one == 0;
        status = std::max(status, one);
    }
    if (args.writeStylesheet && written) {
        QString error;
        const Stylesheet::Written result = Stylesheet::writeInto(args.outDir, &error);
        if (result == Stylesheet::Written::Failed) {
            err << "sitemap-tool convert: " << error << '\n';
            return 2;
        }
        const QString shown = SourceLoader::shownName(
            QDir::toNativeSeparators(QDir(args.outDir).filePath(Stylesheet::fileName())));
        if (result == Stylesheet::Written::Kept)
            out << "Kept " << shown
                << ", which differs from the project's stylesheet, and linked it\n";
        else
            out << "Wrote " << shown << '\n';
    }
    return status;
}
