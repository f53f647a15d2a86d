// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool check (PROTOCOL.md section 6): loads each named file (an index
// with the children found next to it), validates it, and prints the problems
// like a compiler or as one JSON object.

#include "commandline.h"
#include "documentloader.h"
#include "jsontext.h"
#include "sarif.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFileInfo>

#include <memory>
#include <optional>

namespace {

QString plural(int n, const char *one, const char *many)
{
    return QString::number(n) + QLatin1Char(' ') + QString::fromLatin1(n == 1 ? one : many);
}

} // namespace

namespace ToolCommands {

int check(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "check", arguments, out, err); status >= 0)
        return status;
    if (!SourceLoader::beginRun(parser, "check", err))
        return 2;
    const QString format = parser.value(QStringLiteral("format"));
    const QString baseUrl = parser.value(QStringLiteral("base-url"));
    QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        return CommandLine::usageError("check", QStringLiteral("no FILE given"), err);

    const bool json = format == QLatin1String("json");
    std::optional<SarifLog> sarif;
    if (format == QLatin1String("sarif"))
        sarif.emplace(out);
    int errors = 0, warnings = 0, infos = 0, checked = 0;
    bool unreadable = false;
    int jsonFiles = 0; // files written so far (JSON)

    bool robotsFailed = false;
    paths = SourceLoader::expandRobots(paths, QStringLiteral("check"), err, &robotsFailed);
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString &path = paths.at(i);
        auto docHeld = std::make_unique<SitemapDocument>();
        SitemapDocument &doc = *docHeld;
        const QString ownUrl = DocumentLoader::resolveOwnUrl(baseUrl, QFileInfo(path).fileName());
        SourceLoader::load(doc, path, ownUrl, QStringLiteral("check"), err);
        auto validatorHeld = std::make_unique<const Validator>(&doc);
        const Validator &validator = *validatorHeld;
        for (int f = 0; f < doc.fileCount(); ++f) {
            const SitemapFile &file = doc.file(f);
            const QString shown = SourceLoader::displayPath(path, doc, f);
            if (file.unreadable) {
                unreadable = true;
                err << "sitemap-tool check: " << shown << ": cannot read: " << file.readError
                    << '\n';
                if (sarif)
                    sarif->addUnreadable(shown, file.readError);
                continue;
            }
            ++checked;
            if (json) {
                // Streamed: a file's problems are written as they come, never held.
                out << (jsonFiles++ ? "," : "{\"files\":[")
                    << "{\"path\":" << JsonText::quoted(shown)
                    << ",\"kind\":" << JsonText::quoted(fileKindName(file.kind))
                    << ",\"namespace\":" << JsonText::quoted(file.rootNamespace)
                    << ",\"gzip\":" << (file.gzip ? "true" : "false")
                    << ",\"entries\":" << doc.entryCount(f) << ",\"issues\":[";
            }
            bool firstIssue = true;
            validator.forEachProblemOfFile(f, [&](const Problem &p) {
                switch (p.severity) {
                case Severity::Error:
                    ++errors;
                    break;
                case Severity::Warning:
                    ++warnings;
                    break;
                case Severity::Info:
                    ++infos;
                    break;
                }
                if (sarif) {
                    sarif->addResult(shown, p);
                } else if (json) {
                    out << (firstIssue ? "" : ",") << "{\"rule\":" << JsonText::quoted(p.rule)
                        << ",\"severity\":" << JsonText::quoted(severityName(p.severity));
                    firstIssue = false;
                    if (p.entry >= 0)
                        out << ",\"entry\":" << p.entry;
                    if (p.line > 0)
                        out << ",\"line\":" << p.line;
                    if (p.line > 0 && p.column > 0)
                        out << ",\"column\":" << p.column;
                    out << ",\"message\":" << JsonText::quoted(p.message) << '}';
                } else {
                    out << shown;
                    if (p.line > 0) {
                        out << ':' << p.line;
                        if (p.column > 0)
                            out << ':' << p.column;
                    }
                    out << ": " << severityName(p.severity) << ": " << p.message << " [" << p.rule
                        << "]\n";
                }
            });
            if (json)
                out << "]}";
        }
        // The last set is left to the end of the process; the others are freed
        // before the next is read, so that at most one is held.
        if (i + 1 == paths.size()) {
            CommandLine::releaseAtEnd(std::move(validatorHeld));
            CommandLine::releaseAtEnd(std::move(docHeld));
        }
    }

    if (sarif) {
        sarif->finish();
    } else if (json) {
        out << (jsonFiles ? "" : "{\"files\":[") << "],\"summary\":{\"errors\":" << errors
            << ",\"warnings\":" << warnings << ",\"infos\":" << infos << "}}\n";
    } else {
        out << plural(errors, "error", "errors") << ", " << plural(warnings, "warning", "warnings")
            << ", " << plural(infos, "info", "infos") << " in " << plural(checked, "file", "files")
            << '\n';
    }
    out.flush();
    err.flush();
    if (unreadable || robotsFailed)
        return 2;
    return errors > 0 ? 1 : 0;
}

} // namespace ToolCommands
