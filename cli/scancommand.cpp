// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool scan: a sitemap of a static site's pages from its local folder
// (SiteScanner), printed to standard output; convert splits and gzips it.

#include "commandline.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "sitescanner.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace {

void listPaths(QTextStream &err, const char *what, const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    err << "sitemap-tool scan: " << paths.size() << ' ' << what << ":\n";
    for (const QString &path : paths)
        err << "  " << FileAccess::shownName(path) << '\n';
}

} // namespace

int ToolCommands::scan(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "scan", arguments, out, err); status >= 0)
        return status;
    const QString baseUrl = QStringLiteral("base-url");
    const QStringList dirs = parser.positionalArguments();
    if (!parser.isSet(baseUrl) || dirs.size() != 1)
        return CommandLine::usageError("scan",
                                       !parser.isSet(baseUrl)
                                           ? QStringLiteral("--base-url URL is required")
                                           : QStringLiteral("one folder is needed"),
                                       err);
    ScanOptions options;
    options.baseUrl = parser.value(baseUrl);
    options.excludes = parser.values(QStringLiteral("exclude"));
    options.useGit = parser.isSet(QStringLiteral("git"));
    options.followSymlinks = parser.isSet(QStringLiteral("follow-symlinks"));
    if (SiteScanner::folderOf(options.baseUrl).isEmpty() ||
        SiteScanner::urlFor(options.baseUrl, QString()).isEmpty()) {
        err << "sitemap-tool scan: --base-url " << options.baseUrl
            << " is not an absolute http or https URL with a valid host\n";
        return 2;
    }

    const ScanResult result = SiteScanner::scan(dirs.first(), options);
    if (!result.ok) {
        err << "sitemap-tool scan: " << result.error << '\n';
        return 2;
    }
    if (options.useGit && !result.gitUsed)
        err << "sitemap-tool scan: --git: " << result.gitNote
            << "; lastmod is each file's modification time\n";
    listPaths(err, "pages left out for their robots noindex meta", result.noindex);
    listPaths(err, "pages left out by --exclude", result.excluded);
    listPaths(err, "files left out because another file gives the same URL", result.duplicates);
    listPaths(err,
              "symbolic links to files outside the folder left out (--follow-symlinks takes them)",
              result.linksOutside);
    listPaths(err, "folders that could not be read", result.unreadableFolders);

    // The writer emits the sitemap, as for every other file the project writes:
    // into a scratch folder, one file whatever its size (convert splits it).
    SitemapDocument doc;
    SitemapFile file;
    file.kind = FileKind::UrlSet;
    doc.addFile(std::move(file));
    std::vector<EntryData> entries;
    entries.reserve(result.pages.size());
    for (const ScannedPage &page : result.pages) {
        EntryData entry = EntryData::withLoc(page.url);
        entry.values[int(Field::LastMod)] = page.lastmod;
        entries.push_back(std::move(entry));
    }
    doc.apply(DocumentEdit::insert(0, 0, std::move(entries)));
    Validator validator(&doc);
    WriteOptions write;
    write.maxUrls = std::numeric_limits<qint64>::max();
    write.maxBytes = std::numeric_limits<qint64>::max();
    write.maxNewsUrls = std::numeric_limits<int>::max();
    write.dropInvalid = true;
    QTemporaryDir scratch;
    const QString target = QDir(scratch.path()).filePath(QStringLiteral("sitemap.xml"));
    const SaveReport report =
        scratch.isValid() ? SitemapWriter::save(doc, validator, target, write) : SaveReport();
    if (report.status != SaveReport::Status::Written) {
        err << "sitemap-tool scan: cannot write the sitemap: "
            << (report.error.isEmpty() ? QStringLiteral("no scratch folder") : report.error)
            << '\n';
        return 2;
    }
    for (const Problem &p : report.blocking) {
        err << "sitemap-tool scan: left out "
            << (p.entry >= 0 ? doc.value(0, p.entry, Field::Loc) : QString()) << ": " << p.rule
            << ": " << p.message << '\n';
    }
    QFile written(target);
    if (!written.open(QIODevice::ReadOnly)) {
        err << "sitemap-tool scan: cannot read back " << target << '\n';
        return 2;
    }
    out.flush();
    out << QString::fromUtf8(written.readAll());
    if (result.pages.empty())
        err << "sitemap-tool scan: no pages found below " << FileAccess::shownName(dirs.first())
            << '\n';
    else
        err << "sitemap-tool scan: " << result.pages.size() << " pages\n";
    // Pages may be missing: the folders that could not be read.
    return result.unreadableFolders.isEmpty() ? 0 : 1;
}
