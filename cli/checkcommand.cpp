// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool check (PROTOCOL.md section 6): loads each named file (an index
// with the children found next to it), validates it, and prints the problems
// like a compiler, as one JSON object or as a SARIF log. A local index is checked
// one child at a time (docs/architecture.md, "check, one file at a time").

#include "commandline.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "problemreport.h"
#include "setmemory.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "stringpool.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <memory>

namespace ToolCommands {

namespace {

bool g_wholeSets = false;
int g_childByChild = 0;

// What check holds of the set it checked last, to the end of the process.
struct Checked
{
    std::unique_ptr<SitemapDocument> doc;
    std::unique_ptr<const Validator> validator;
};

// Reports every file of a document read from path, file by file.
void reportFiles(const QString &path, const SitemapDocument &doc, const Validator &validator,
                 ProblemReport &report, int *checked)
{
    for (int f = 0; f < doc.fileCount(); ++f) {
        const SitemapFile &file = doc.file(f);
        const QString shown = SourceLoader::displayPath(path, doc, f);
        if (file.unreadable) {
            report.unreadable(shown, file.readError);
            continue;
        }
        ++*checked;
        report.beginFile(shown, file, doc.entryCount(f), true);
        validator.forEachProblemOfFile(f, [&](const ProblemLine &p) { report.add(p); });
        report.endFile();
    }
}

// Checks a local index one child at a time: each child is read, judged after the
// files before it (what the set rules keep of those: SetMemory), reported into
// the held part of the report and freed; the index is judged last, with its
// children's facts, and printed before them. Any other file is checked whole.
// Returns false, having printed and counted nothing, when the set must be judged
// whole after all (a near-duplicate of a file let go, hreflang alternates).
bool checkChildByChild(const QString &path, const QString &ownUrl, ProblemReport &report,
                       int *checked, Checked *kept)
{
    SetMemory memory;
    int children = 0;
    // The memory's room is taken once, after the first child, for the URLs the set
    // would hold if its other files held as many per byte.
    qint64 setBytes = 0;
    bool reserved = false;
    auto doc = std::make_unique<SitemapDocument>();
    const bool complete = DocumentLoader::loadChildByChild(
        *doc, path, ownUrl, {},
        [&](SitemapDocument &index, const QStringList &childPaths) {
            // The index is the set's first file: its keys come before every child's.
            const int main = index.mainFile();
            const Validator first(&index);
            memory.rememberFile(main, index, main, first);
            for (const QString &child : childPaths)
                setBytes += std::max<qint64>(0, FileAccess::fileSize(child));
        },
        [&](SitemapDocument &child, int setFile, const SitemapDocument &index, bool readingNext) {
            if (!report.deferring()) {
                const int main = index.mainFile();
                report.beginDeferredFile(SourceLoader::shownName(path), index.file(main),
                                         index.entryCount(main));
            }
            const SitemapFile &file = child.file(0);
            const QString shown = SourceLoader::childDisplayPath(path, file.path);
            if (file.unreadable) {
                report.unreadable(shown, file.readError);
                return true;
            }
            // On one thread while the loader reads the next child on the other.
            const Validator validator(
                &child, &memory, readingNext ? Validator::Threads::One : Validator::Threads::Two);
            if (memory.wholeSetNeeded())
                return false;
            ++children;
            report.beginFile(shown, file, child.entryCount(0), true);
            validator.forEachProblemOfFile(0, [&](const ProblemLine &p) { report.add(p); });
            report.endFile();
            memory.rememberFile(setFile, child, 0, validator);
            // The bytes the reader read of the child (-1 when it changed meanwhile).
            const qint64 bytes = file.source.size;
            if (!reserved && bytes > 0 && child.entryCount(0) > 0) {
                reserved = true;
                const double perByte = double(child.entryCount(0)) / double(bytes);
                memory.reserve(index.entryCount(index.mainFile()) +
                               qint64(perByte * double(setBytes)));
            }
            return true;
        });
    if (!complete) {
        if (report.deferring())
            report.cancelDeferred();
        return false;
    }
    const SetMemory dates = memory.datesOnly();
    auto validator = std::make_unique<const Validator>(doc.get(), &dates);
    if (report.deferring()) {
        const int main = doc->mainFile();
        report.resumeDeferred();
        validator->forEachProblemOfFile(main, [&](const ProblemLine &p) { report.add(p); });
        report.endDeferred();
        *checked += 1 + children;
        ++g_childByChild;
    } else {
        reportFiles(path, *doc, *validator, report, checked);
    }
    kept->validator = std::move(validator);
    kept->doc = std::move(doc);
    return true;
}

} // namespace

void setCheckWholeSetsForTesting(bool whole)
{
    g_wholeSets = whole;
}

int setsCheckedChildByChild()
{
    return g_childByChild;
}

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
        const QString ownUrl = DocumentLoader::resolveOwnUrl(baseUrl, QFileInfo(path).fileName());
        // Each read buffer of a set serves the next file's read, and each file's
        // text chunks the next files' text.
        auto reuse = std::make_unique<const FileAccess::BufferReuse>();
        auto chunks = std::make_unique<const StringPool::ChunkReuse>();
        Checked kept;
        if (g_wholeSets || SourceLoader::isUrl(path) ||
            !checkChildByChild(path, ownUrl, report, &checked, &kept)) {
            kept.doc = std::make_unique<SitemapDocument>();
            SitemapDocument &doc = *kept.doc;
            SourceLoader::load(doc, path, ownUrl, QStringLiteral("check"), err);
            kept.validator = std::make_unique<const Validator>(&doc);
            reportFiles(path, doc, *kept.validator, report, &checked);
        }
        // The last set is left to the end of the process; the others are freed
        // before the next is read, so that at most one is held.
        if (i + 1 == paths.size()) {
            CommandLine::releaseAtEnd(std::move(kept.validator));
            CommandLine::releaseAtEnd(std::move(kept.doc));
            CommandLine::releaseAtEnd(std::move(reuse));
            CommandLine::releaseAtEnd(std::move(chunks));
        }
    }

    report.finish(QStringLiteral(" in ") + ProblemReport::plural(checked, "file", "files"));
    if (report.anyUnreadable() || robotsFailed)
        return 2;
    return report.errors() > 0 ? 1 : 0;
}

} // namespace ToolCommands
