// sitemap-tool convert: reads sitemaps in any form and writes valid XML
// sitemaps, split and gzipped as asked (PROTOCOL.md sections 5 and 6).

#include "documentloader.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
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

const char convertUsage[] = "usage: sitemap-tool convert [--max-urls N] [--max-bytes N] [--gzip] "
                            "[--base-url URL] [--drop-invalid]\n"
                            "                            [--stylesheet URL] [--write-stylesheet] "
                            "-o DIR FILE...\n";

// Parses the arguments; on a mistake writes it to err and returns false.
bool parseArguments(const QStringList &arguments, ConvertArguments &args, QTextStream &err)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString arg = arguments[i];
        QString inlineValue;
        bool hasInline = false;
        if (arg.startsWith(QLatin1String("--")) && arg.contains(QLatin1Char('='))) {
            inlineValue = arg.section(QLatin1Char('='), 1);
            arg = arg.section(QLatin1Char('='), 0, 0);
            hasInline = true;
        }
        auto value = [&](QString *out) {
            if (hasInline) {
                *out = inlineValue;
                return true;
            }
            if (i + 1 >= arguments.size()) {
                err << "sitemap-tool convert: " << arg << " needs a value\n";
                return false;
            }
            *out = arguments[++i];
            return true;
        };
        auto number = [&](qint64 *out) {
            QString text;
            if (!value(&text))
                return false;
            bool ok = false;
            const qint64 n = text.toLongLong(&ok);
            if (!ok || n <= 0) {
                err << "sitemap-tool convert: " << arg << " needs a positive number, not '" << text
                    << "'\n";
                return false;
            }
            *out = n;
            return true;
        };
        // Settable lower than the protocol's limits, never higher: a file over them
        // would not be a valid sitemap.
        auto atMost = [&](qint64 *out, qint64 limit, const char *what) {
            if (!number(out))
                return false;
            if (*out > limit) {
                err << "sitemap-tool convert: " << arg << " " << *out
                    << " is over the protocol's limit of " << limit << " " << what << " per file\n";
                return false;
            }
            return true;
        };
        if (arg == QLatin1String("--max-urls")) {
            if (!atMost(&args.options.maxUrls, Protocol::MaxUrlsPerSitemap, "URLs"))
                return false;
        } else if (arg == QLatin1String("--max-bytes")) {
            if (!atMost(&args.options.maxBytes, Protocol::MaxFileBytes, "bytes"))
                return false;
        } else if (arg == QLatin1String("--gzip")) {
            args.options.gzip = true;
        } else if (arg == QLatin1String("--drop-invalid")) {
            args.options.dropInvalid = true;
        } else if (arg == QLatin1String("--base-url")) {
            if (!value(&args.options.baseUrl))
                return false;
        } else if (arg == QLatin1String("--stylesheet")) {
            if (!value(&args.options.stylesheetHref))
                return false;
            if (args.options.stylesheetHref.trimmed().isEmpty()) {
                err << "sitemap-tool convert: --stylesheet needs a URL\n";
                return false;
            }
        } else if (arg == QLatin1String("--write-stylesheet")) {
            args.writeStylesheet = true;
        } else if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            if (!value(&args.outDir))
                return false;
        } else if (arg == QLatin1String("--")) {
            args.files << arguments.mid(i + 1);
            break;
        } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            err << "sitemap-tool convert: unknown option '" << arg << "'\n";
            return false;
        } else {
            args.files << arguments[i];
        }
    }
    if (args.outDir.isEmpty()) {
        err << "sitemap-tool convert: -o DIR is required\n";
        return false;
    }
    if (args.files.isEmpty()) {
        err << "sitemap-tool convert: no input file\n";
        return false;
    }
    // The stylesheet written next to the files is linked by its relative name.
    if (args.writeStylesheet && args.options.stylesheetHref.isEmpty())
        args.options.stylesheetHref = Stylesheet::fileName();
    return true;
}

QString location(const SitemapDocument &doc, const Problem &p)
{
    QString where = p.file >= 0 ? QDir::toNativeSeparators(doc.file(p.file).path) : QString();
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
    DocumentLoader::load(doc, info.absoluteFilePath(), ownUrl);
    if (doc.fileCount() == 0 || doc.file(doc.mainFile()).unreadable) {
        err << "sitemap-tool convert: cannot read " << path;
        if (doc.fileCount() > 0)
            err << ": " << doc.file(doc.mainFile()).readError;
        err << '\n';
        return 2;
    }
    const SitemapFile &main = doc.file(doc.mainFile());
    if (main.kind == FileKind::Unknown) {
        err << "sitemap-tool convert: " << path << " is not a sitemap ("
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
        err << "sitemap-tool convert: " << path << " not converted: " << report.error << '\n';
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
    if (!parseArguments(arguments, args, err)) {
        err << convertUsage;
        return 2;
    }
    if (!QDir().mkpath(args.outDir)) {
        err << "sitemap-tool convert: cannot create the folder " << args.outDir << '\n';
        return 2;
    }
    // Two inputs that would be written under one name would overwrite each other.
    QSet<QString> names;
    for (const QString &file : std::as_const(args.files)) {
        const QString name = SitemapWriter::outputName(QFileInfo(file).fileName(), false);
        if (names.contains(name)) {
            err << "sitemap-tool convert: two inputs would both be written as " << name
                << "; convert them into different folders\n";
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
        if (!Stylesheet::writeInto(args.outDir, &error)) {
            err << "sitemap-tool convert: " << error << '\n';
            return 2;
        }
        out << "Wrote "
            << QDir::toNativeSeparators(QDir(args.outDir).filePath(Stylesheet::fileName())) << '\n';
    }
    return status;
}
