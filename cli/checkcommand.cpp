// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool check (PROTOCOL.md section 6): loads each named file (an index
// with the children found next to it), validates it, and prints the problems
// like a compiler or as one JSON object.

#include "commandline.h"
#include "documentloader.h"
#include "problemreport.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFileInfo>

#include <memory>

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

    ProblemReport report(format, "check", out, err);
    int checked = 0;
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
                report.unreadable(shown, file.readError);
                continue;
            }
            ++checked;
            report.beginFile(shown, file, doc.entryCount(f), true);
            validator.forEachProblemOfFile(f, [&](const Problem &p) { report.add(p); });
            report.endFile();
        }
        // The last set is left to the end of the process; the others are freed
        // before the next is read, so that at most one is held.
        if (i + 1 == paths.size()) {
            CommandLine::releaseAtEnd(std::move(validatorHeld));
            CommandLine::releaseAtEnd(std::move(docHeld));
        }
    }

    report.finish(QStringLiteral(" in ") + ProblemReport::plural(checked, "file", "files"));
    if (report.anyUnreadable() || robotsFailed)
        return 2;
    return report.errors() > 0 ? 1 : 0;
}

} // namespace ToolCommands
