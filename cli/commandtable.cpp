// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandtable.h"

#include "toolcommands.h"

namespace CommandTable {

namespace {

// Options that several commands share, described once.
constexpr Option baseUrl{
    .name = "base-url",
    .valueName = "URL",
    .description = "where the files are served (a folder URL ending in '/', a host, or a file's "
                   "own URL): checks loc-host-mismatch and loc-outside-path"};
constexpr Option timeout{.name = "timeout",
                         .valueName = "S",
                         .description = "the seconds a fetched file may take in all (default 120)"};

constexpr Choice checkFormats[] = {
    {"text", "one problem per line, FILE:LINE:COLUMN: severity: message [rule] (the default)"},
    {"json", "one JSON object with every file and its problems"},
    {"sarif", "a SARIF 2.1.0 log, for code-scanning services"}};
constexpr Option checkOptions[] = {
    {.name = "format", .choices = checkFormats, .defaultValue = "text"}, baseUrl, timeout};

constexpr Choice exportFormats[] = {
    {"jsonl", "one JSON object per entry (the default)"},
    {"csv", "a header row, then one row per entry; a cell that a spreadsheet would run as a "
            "formula (it begins with = + - @, a tab or a carriage return) gets a leading '"}};
constexpr Option exportOptions[] = {
    {.name = "format", .choices = exportFormats, .defaultValue = "jsonl"},
    {.name = "raw", .description = "with --format csv: every cell as written, no leading '"},
    timeout};

constexpr Option convertOptions[] = {
    {.name = "max-urls",
     .valueName = "N",
     .description = "URLs per file, at most the protocol's 50,000"},
    {.name = "max-bytes",
     .valueName = "N",
     .description = "uncompressed bytes per file, at most 50 MiB"},
    {.name = "gzip", .description = "write .xml.gz files"},
    {.name = "base-url",
     .valueName = "URL",
     .description = "where the files are served; the index names its parts by it and "
                    "loc-host-mismatch and loc-outside-path apply"},
    {.name = "drop-invalid", .description = "write the rest and list what was left out"},
    {.name = "stylesheet",
     .valueName = "URL",
     .description = "link an XSL stylesheet from every written file (an http or https URL or a "
                    "relative reference)"},
    {.name = "write-stylesheet",
     .description = "write the project's sitemap.xsl next to the files (a different sitemap.xsl "
                    "there is kept, and linked)"},
    {.name = "output",
     .shortName = "o",
     .valueName = "DIR",
     .description = "the folder to write into",
     .required = true,
     .folder = true}};

constexpr Choice diffFormats[] = {{"text", "one line per difference (the default)"},
                                  {"json", "one JSON object"}};
constexpr Option diffOptions[] = {
    {.name = "format", .choices = diffFormats, .defaultValue = "text"}, timeout};

constexpr Choice rulesFormats[] = {{"text", "one rule per line (the default)"},
                                   {"json", "an array of {\"rule\",\"severity\",\"summary\"}"}};
constexpr Option rulesOptions[] = {
    {.name = "format", .choices = rulesFormats, .defaultValue = "text"}};

constexpr Option scanOptions[] = {
    {.name = "base-url",
     .valueName = "URL",
     .description = "the URL DIR is served at",
     .required = true},
    {.name = "exclude",
     .valueName = "GLOB",
     .description = "leave out pages whose path below DIR, one of its folders or (without '/') a "
                    "name matches; '*' stays within a name, '**' crosses folders",
     .repeatable = true},
    {.name = "git",
     .description = "lastmod from the last commit of each page when DIR is in a git work tree "
                    "(files changed since keep their own time)"},
    {.name = "follow-symlinks",
     .description = "take symbolic links to files outside DIR as pages too"}};

// The entry edit acts on: one of these.
constexpr int editTarget = 1;
// What becomes of entries with errors elsewhere: at most one of these.
constexpr int editInvalid = 2;
constexpr Choice editFields[] = {{"lastmod"}, {"changefreq"}, {"priority"}};
constexpr Option editOptions[] = {
    {.name = "url",
     .valueName = "URL",
     .description = "the entry to change (the first whose URL matches)",
     .group = editTarget,
     .required = true},
    {.name = "add",
     .valueName = "URL",
     .description = "append an entry with this URL and the given values",
     .group = editTarget,
     .required = true},
    {.name = "remove",
     .valueName = "URL",
     .description = "remove the entry",
     .group = editTarget,
     .required = true},
    {.name = "loc", .valueName = "NEW", .description = "its new URL"},
    {.name = "lastmod",
     .valueName = "V",
     .description = "its lastmod ('now': the local time, 'today': the date)"},
    {.name = "changefreq", .valueName = "V", .description = "its changefreq"},
    {.name = "priority", .valueName = "V", .description = "its priority"},
    {.name = "unset",
     .valueName = "FIELD",
     .description = "remove lastmod, changefreq or priority",
     .choices = editFields,
     .repeatable = true},
    {.name = "base-url", .valueName = "URL", .description = "where the files are served"},
    {.name = "keep-invalid",
     .description = "keep entries with errors elsewhere as they are written",
     .group = editInvalid},
    {.name = "drop-invalid",
     .description = "leave entries with errors elsewhere out",
     .group = editInvalid},
    {.name = "dry-run", .description = "print the change as a unified diff and write nothing"}};

constexpr Choice auditFormats[] = {
    {"text", "one finding per line, FILE:LINE:COLUMN: severity: message [rule] (the default)"},
    {"json", "one JSON object; each checked entry has a \"web\" object"},
    {"sarif", "a SARIF 2.1.0 log"}};
constexpr Option auditOptions[] = {
    {.name = "format", .choices = auditFormats, .defaultValue = "text"},
    {.name = "limit",
     .valueName = "N",
     .description = "check the first N distinct URLs (default: as many as a sitemap may hold)"},
    {.name = "concurrency",
     .valueName = "N",
     .description = "requests at a time over all hosts, 1 to 8 (default 4; 2 at most to one host)"},
    {.name = "delay",
     .valueName = "MS",
     .description = "milliseconds between two requests to one host, at least 50 (default 250; "
                    "doubled for a host that answers 429 or 503)"},
    {.name = "base-url",
     .valueName = "URL",
     .description = "where the files are served (as for check)"}};

const Command table[] = {
    {.name = "check",
     .summary = "check sitemaps against every rule of the protocol",
     .description =
         "Checks each sitemap, sitemap index, text sitemap or feed (gzipped or not; a FILE may be "
         "an http or https URL, or a robots.txt naming sitemaps) against every rule of the "
         "protocol. An index is checked with the child files found next to it. Exit status: 2 "
         "when a file could not be read, 1 when an error was found, else 0.",
     .options = checkOptions,
     .operands = "FILE...",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::check},
    {.name = "export",
     .summary = "print every entry with its values as written, as JSON lines or CSV",
     .description =
         "Prints every entry of each FILE with its values as written (for an index, its own "
         "<sitemap> entries). Exit status: 2 when a file could not be read, 1 when one is not a "
         "sitemap or reading stopped at an error, else 0.",
     .options = exportOptions,
     .operands = "FILE...",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::exportEntries},
    {.name = "convert",
     .summary = "write valid XML sitemaps, split and gzipped on request",
     .description =
         "Writes each FILE (an XML, text or gzipped sitemap or index) into DIR as valid XML "
         "sitemaps, split into parts with an index when a limit is passed. Entries with errors "
         "the writer may not repair stop the write (exit 1) unless --drop-invalid leaves them "
         "out. A failure to write is exit 2.",
     .options = convertOptions,
     .operands = "FILE...",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::convert},
    {.name = "diff",
     .summary = "compare two sitemaps: URLs added, removed and changed",
     .description =
         "Compares two sitemaps (files, indexes with their children, or URLs): the URLs added, "
         "removed, and those whose lastmod, changefreq, priority or extensions changed. Exit "
         "status: 0 when they hold the same, 1 when they differ, 2 when one could not be read.",
     .options = diffOptions,
     .operands = "OLD NEW",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::diff},
    {.name = "rules",
     .summary = "list every rule id with its severity and summary",
     .description = "Lists every rule id with its severity and a one-line summary.",
     .options = rulesOptions,
     .operands = "",
     .operandKind = Operands::None,
     .run = ToolCommands::rules},
    {.name = "explain",
     .summary = "print the reference of one rule",
     .description =
         "Prints the reference of one rule: what it means, why it matters, how to fix it, and "
         "an example. 'sitemap-tool rules' lists the ids. In German when LANGUAGE, LC_ALL or "
         "LANG name German.",
     .operands = "RULE-ID",
     .operandKind = Operands::RuleId,
     .run = ToolCommands::explain},
    {.name = "scan",
     .summary = "print a sitemap of the HTML pages in a folder",
     .description =
         "Prints a sitemap of the .html and .htm pages below DIR: each page's URL is the base "
         "URL plus its path (index.html as its folder), its lastmod the file's modification "
         "time. Pages with <meta name=\"robots\" content=\"noindex\"> are left out and listed on "
         "standard error, as are symbolic links to files outside DIR and folders that cannot be "
         "read (exit status 1). Split and gzip the output with convert.",
     .options = scanOptions,
     .operands = "DIR",
     .operandKind = Operands::Folder,
     .run = ToolCommands::scan},
    {.name = "edit",
     .summary = "change, add or remove one entry in place",
     .description =
         "Changes one entry of FILE in place and writes only the bytes that change: comments, "
         "layout and every other entry stay as they are. FILE may be an index: --url and "
         "--remove then act in the child file that holds the entry, and the index's <lastmod> "
         "for that file follows. Exit 0 written (or nothing to change), 1 refused (no such "
         "entry, a URL already there, a value with an error, errors elsewhere in the file), 2 a "
         "file could not be read or written.",
     .options = editOptions,
     .operands = "FILE",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::edit},
    {.name = "audit",
     .summary = "request every URL and report what search engines will say",
     .description =
         "Requests the page of every distinct http(s) URL the sitemaps list and reports what "
         "search engines will say about it (the web-* rules): pages not found, errors, "
         "redirects, noindex, a canonical URL elsewhere, robots.txt blocks, no answer, a lastmod "
         "behind the page. Each host's robots.txt is read first; a page it disallows for "
         "Googlebot is not requested. Redirects are not followed. A FILE may be an http or "
         "https URL. Exit status: 2 when a file could not be read, 1 when an error was found, "
         "else 0.",
     .options = auditOptions,
     .operands = "FILE...",
     .operandKind = Operands::SitemapFiles,
     .run = ToolCommands::audit},
};

} // namespace

std::span<const Command> commands()
{
    return table;
}

const Command *find(QAnyStringView name)
{
    for (const Command &command : table) {
        if (QAnyStringView::equal(name, QLatin1StringView(command.name)))
            return &command;
    }
    return nullptr;
}

const Option *findOption(const Command &command, QAnyStringView name)
{
    for (const Option &option : command.options) {
        if (QAnyStringView::equal(name, QLatin1StringView(option.name)) ||
            (option.shortName && QAnyStringView::equal(name, QLatin1StringView(option.shortName))))
            return &option;
    }
    return nullptr;
}

} // namespace CommandTable
