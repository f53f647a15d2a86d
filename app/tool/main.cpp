// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool: checks, exports and converts sitemaps for scripts and CI.
// Qt Core only; the commands live in the cli library (toolcommands.h).

#include "toolcommands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

const char usage[] = "usage:\n"
                     "  sitemap-tool check   [--format text|json|sarif] [--base-url URL] FILE...\n"
                     "  sitemap-tool export  [--format jsonl|csv] FILE...\n"
                     "  sitemap-tool convert [--max-urls N] [--max-bytes N] [--gzip] "
                     "[--base-url URL] [--drop-invalid]\n"
                     "                       [--stylesheet URL] [--write-stylesheet] "
                     "-o DIR FILE...\n"
                     "  sitemap-tool diff    [--format text|json] OLD NEW\n"
                     "  sitemap-tool rules   [--format text|json]\n"
                     "  sitemap-tool explain RULE-ID\n"
                     "  sitemap-tool scan    --base-url URL [--exclude GLOB]... [--git] DIR\n"
                     "\n"
                     "'sitemap-tool COMMAND --help' explains a command and its options.\n";

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sitemap-tool"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h")) {
        (args.isEmpty() ? err : out) << QString::fromLatin1(usage);
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version")) {
        out << "sitemap-tool " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    const QString command = args.takeFirst();
    int status = 2;
    if (command == QLatin1String("check"))
        status = ToolCommands::check(args, out, err);
    else if (command == QLatin1String("export"))
        status = ToolCommands::exportEntries(args, out, err);
    else if (command == QLatin1String("convert"))
        status = ToolCommands::convert(args, out, err);
    else if (command == QLatin1String("diff"))
        status = ToolCommands::diff(args, out, err);
    else if (command == QLatin1String("rules"))
        status = ToolCommands::rules(args, out, err);
    else if (command == QLatin1String("explain"))
        status = ToolCommands::explain(args, out, err);
    else if (command == QLatin1String("scan"))
        status = ToolCommands::scan(args, out, err);
    else
        err << "sitemap-tool: unknown command '" << command << "'\n" << QString::fromLatin1(usage);
    out.flush();
    err.flush();
    return status;
}
