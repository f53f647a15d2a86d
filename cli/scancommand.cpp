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

const char scanUsage[] =
    "usage: sitemap-tool scan --base-url URL [--exclude GLOB]... [--git] [--follow-symlinks]\n"
    "                         DIR\n"
    "\n"
    "Prints a sitemap of the .html and .htm pages below DIR: each page's URL is\n"
    "the base URL plus its path (index.html as its folder), its lastmod the file's\n"
    "modification time. Pages with <meta name=\"robots\" content=\"noindex\"> are left\n"
    "out and listed on standard error, as are symbolic links to files outside DIR\n"
    "and folders that cannot be read (exit status 1). Split and gzip the output\n"
    "with convert.\n"
    "\n"
    "  --base-url URL   the URL DIR is served at (required)\n"
    "  --exclude GLOB   leave out pages whose path below DIR, one of its folders or\n"
    "                   (without '/') a name matches; '*' stays within a name, '**'\n"
    "                   crosses folders; may be given more than once\n"
    "  --git            lastmod from the last commit of each page when DIR is in a git\n"
    "                   work tree (files changed since keep their own time)\n"
    "  --follow-symlinks take symbolic links to files outside DIR as pages too\n"
    "  --help           this text\n";

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
    const QCommandLineOption baseUrl(QStringLiteral("base-url"), QString(), QStringLiteral("URL"));
    const QCommandLineOption exclude(QStringLiteral("exclude"), QString(), QStringLiteral("GLOB"));
    const QCommandLineOption git(QStringLiteral("git"));
    const QCommandLineOption followSymlinks(QStringLiteral("follow-symlinks"));
    parser.addOptions({baseUrl, exclude, git, followSymlinks});
    if (const int status = CommandLine::parse(parser, "scan", scanUsage, arguments, out, err);
        status >= 0)
        return status;
    const QStringList dirs = parser.positionalArguments();
    if (!parser.isSet(baseUrl) || dirs.size() != 1)
        return CommandLine::usageError("scan",
                                       !parser.isSet(baseUrl)
                                           ? QStringLiteral("--base-url URL is required")
                                           : QStringLiteral("one folder is needed"),
                                       scanUsage, err);
    ScanOptions options;
    options.baseUrl = parser.value(baseUrl);
    options.excludes = parser.values(exclude);
    options.useGit = parser.isSet(git);
    options.followSymlinks = parser.isSet(followSymlinks);
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
