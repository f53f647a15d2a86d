// sitemap-tool check (PROTOCOL.md section 6): loads each named file (an index
// with the children found next to it), validates it, and prints the problems
// like a compiler or as one JSON object.

#include "documentloader.h"
#include "jsontext.h"
#include "sarif.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFileInfo>

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
    QString format = QStringLiteral("text");
    QString baseUrl;
    QStringList paths;
    bool optionsDone = false;
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (optionsDone || !a.startsWith(QLatin1String("--"))) {
            paths << a;
            continue;
        }
        if (a == QLatin1String("--")) {
            optionsDone = true;
            continue;
        }
        QString name = a;
        QString value;
        bool hasValue = false;
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        if (eq > 0) {
            name = a.left(eq);
            value = a.mid(eq + 1);
            hasValue = true;
        }
        if (name != QLatin1String("--format") && name != QLatin1String("--base-url")) {
            err << "sitemap-tool check: unknown option '" << a << "'\n";
            return 2;
        }
        if (!hasValue) {
            if (i + 1 >= arguments.size()) {
                err << "sitemap-tool check: " << name << " needs a value\n";
                return 2;
            }
            value = arguments[++i];
        }
        if (name == QLatin1String("--format"))
            format = value;
        else
            baseUrl = value;
    }
    if (format != QLatin1String("text") && format != QLatin1String("json") &&
        format != QLatin1String("sarif")) {
        err << "sitemap-tool check: --format must be text, json or sarif, not '" << format << "'\n";
        return 2;
    }
    if (paths.isEmpty()) {
        err << "usage: sitemap-tool check [--format text|json|sarif] [--base-url URL] FILE...\n";
        return 2;
    }

    const bool json = format == QLatin1String("json");
    std::optional<SarifLog> sarif;
    if (format == QLatin1String("sarif"))
        sarif.emplace(out);
    int errors = 0, warnings = 0, infos = 0, checked = 0;
    bool unreadable = false;
    QStringList jsonFiles;

    bool robotsFailed = false;
    paths = SourceLoader::expandRobots(paths, QStringLiteral("check"), err, &robotsFailed);
    for (const QString &path : std::as_const(paths)) {
        SitemapDocument doc;
        const QString ownUrl = DocumentLoader::resolveOwnUrl(baseUrl, QFileInfo(path).fileName());
        SourceLoader::load(doc, path, ownUrl, QStringLiteral("check"), err);
        const Validator validator(&doc);
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
            const std::vector<Problem> problems = validator.problemsOfFile(f);
            QStringList issues;
            for (const Problem &p : problems) {
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
                    QString issue = QLatin1String("{\"rule\":") + JsonText::quoted(p.rule) +
                                    QLatin1String(",\"severity\":") +
                                    JsonText::quoted(severityName(p.severity));
                    if (p.entry >= 0)
                        issue += QLatin1String(",\"entry\":") + QString::number(p.entry);
                    if (p.line > 0)
                        issue += QLatin1String(",\"line\":") + QString::number(p.line);
                    if (p.line > 0 && p.column > 0)
                        issue += QLatin1String(",\"column\":") + QString::number(p.column);
                    issue += QLatin1String(",\"message\":") + JsonText::quoted(p.message) +
                             QLatin1Char('}');
                    issues << issue;
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
            }
            if (json) {
                jsonFiles << QLatin1String("{\"path\":") + JsonText::quoted(shown) +
                                 QLatin1String(",\"kind\":") +
                                 JsonText::quoted(fileKindName(file.kind)) +
                                 QLatin1String(",\"namespace\":") +
                                 JsonText::quoted(file.rootNamespace) +
                                 QLatin1String(",\"gzip\":") +
                                 QLatin1String(file.gzip ? "true" : "false") +
                                 QLatin1String(",\"entries\":") +
                                 QString::number(doc.entryCount(f)) +
                                 QLatin1String(",\"issues\":[") + issues.join(QLatin1Char(',')) +
                                 QLatin1String("]}");
            }
        }
    }

    if (sarif) {
        sarif->finish();
    } else if (json) {
        out << "{\"files\":[" << jsonFiles.join(QLatin1Char(','))
            << "],\"summary\":{\"errors\":" << errors << ",\"warnings\":" << warnings
            << ",\"infos\":" << infos << "}}\n";
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
