// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Saves a document as sitemaps that pass the schemas (PROTOCOL.md section 5):
// canonical UTF-8 XML in the 0.9 namespace, the repairs that have only one
// meaning done on the way, split by URL count, bytes and news URLs into
// NAME-1..k plus an index NAME when a limit demands it, optionally gzipped, and
// committed atomically. Entries with errors the writer may not repair are never
// written and never dropped without saying so. plan() tells what save() would
// do without writing anything, for the save dialog.

#include "atomicfileset.h"
#include "problem.h"
#include "protocol.h"

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class SitemapDocument;
class Validator;
namespace Writing {
struct WrittenLayout;
}

struct WriteOptions
{
    qint64 maxUrls = Protocol::MaxUrlsPerSitemap;       // entries per sitemap file
    qint64 maxBytes = Protocol::MaxFileBytes;           // uncompressed bytes per written file
    int maxNewsUrls = Protocol::MaxNewsUrlsPerSitemap;  // URLs with <news:news> per file
    qint64 maxSitemaps = Protocol::MaxSitemapsPerIndex; // entries per index
    bool gzip = false;                                  // every file, the index too, as NAME.xml.gz
    // Where the written files are served: a folder URL ending in '/', or a file's
    // own URL whose folder is used. Needed for a split (an index needs absolute
    // locs); without it the main file's own URL is used when known.
    QString baseUrl;
    // The href of an XSL stylesheet: when set, every file written starts with
    // <?xml-stylesheet type="text/xsl" href="..."?> after the XML declaration, so a
    // browser shows it as a page. Empty: no processing instruction.
    QString stylesheetHref;
    // Also write the project's stylesheet as sitemap.xsl next to the main file once
    // the files are written (linked by that name when stylesheetHref is empty).
    bool writeStylesheet = false;
    // Write the valid entries and report the invalid ones as dropped, instead of
    // refusing to save.
    bool dropInvalid = false;
    // The user confirmed that a file which was not read to its end (xml-malformed,
    // gzip-corrupt, cut at the size limit) may be replaced by what was read of it.
    bool allowIncompleteInput = false;
    // Keep each file's own bytes and change only what the document changed
    // (PROTOCOL.md section 5.1); a file that needs a file-level repair, a split or a
    // change of its gzip form is written in the standard form instead, and said so
    // (WrittenFile::standardForm). Off: every file in the standard form (convert).
    bool preserve = true;
    // Rule ids whose entries, when untouched, are written as they are (the file
    // stays invalid there) instead of blocking the save ("keep as written").
    QSet<QString> keepAsWritten;
    // Entries the user chose to leave out (the editor's "exclude"): key(file, entry).
    QSet<qint64> excluded;
    // Tests inject failing devices and renames here.
    FileSystemHooks hooks;
    // Called now and then by save() with the entries serialized so far and the
    // entries in all, from the thread save() runs on: for a progress bar.
    std::function<void(qint64 done, qint64 total)> progress;
    // The children of an index copied ahead on threads of their own, a few at a time
    // (their bytes, reports and notes are the same either way). Off: one after
    // another on the run's thread (the tests' reference).
    bool parallel = true;
    // plan() only: asked before each file is laid out; true ends the plan there (a
    // preview that is no longer wanted), with status Failed.
    std::function<bool()> stopPlan;
    // save() only: called with each file written as a copy of a document file's own
    // bytes (not split, not gzipped), on a writing thread, once the file is on disk
    // under its provisional name: the document file and the bytes as written. The
    // editor takes in the written file from them instead of reading it back; calls
    // for different files may come at the same time, and all come before save()
    // returns. A file written in the standard form is not given. layout: where the
    // copy put the entries and children, and the values it wrote that are not the
    // document's (WrittenFacts::fromCopy() takes the file in from them).
    std::function<void(int file, const QByteArray &bytes, const Writing::WrittenLayout &layout)>
        writtenCopy;

    static qint64 key(int file, int entry) { return (qint64(file) << 32) | quint32(entry); }
    void exclude(int file, int entry) { excluded.insert(key(file, entry)); }
};

// One thing the writer repaired or left out, about an entry (entry >= 0) or a file.
struct WriteNote
{
    QString rule; // the PROTOCOL.md rule id it concerns ("loc-whitespace", "tag-unknown", ...)
    int file = -1;
    int entry = -1;
    QString message;
};

// Why a file read from disk is written in the standard form and not as its own
// bytes (PROTOCOL.md 5.1): a repair of the whole file, a split, the other gzip form.
enum class StandardFormReason
{
    NotPreserved,     // the save was asked for the standard form
    PlaceUnknown,     // where its entries are in the file is not known
    NotReadToEnd,     // it was not read to its end
    Feed,             // a feed is written as an XML sitemap
    Namespace,        // its sitemap namespace is repaired
    Encoding,         // it is written as UTF-8
    LeadingContent,   // the content before the XML is left out
    GzipName,         // its name is made to match its compression
    Doctype,          // the DOCTYPE is left out
    PrefixUndeclared, // what uses an undeclared prefix is left out
    StrayElements,    // elements under the root that are not entries are left out
    Gzipped,          // it is gzipped now
    NotGzipped,       // it is no longer gzipped
    Stylesheet,       // a stylesheet instruction is added
    TextValues,       // a text sitemap cannot hold a value other than the URL
    Split,            // it is split into parts
    ChangedOnDisk,    // it changed on disk since it was read
    LayoutLost,       // its layout could not be followed (the detail says where)
};
// The reason in English, as the command line prints it.
QString standardFormText(StandardFormReason reason);

// A file the save writes (or would write).
struct WrittenFile
{
    QString path;
    bool index = false;
    qint64 entries = 0;
    qint64 bytes = 0;          // uncompressed
    QString lastmod;           // newest lastmod of its entries, empty when none
    qint64 lastmodInstant = 0; // that lastmod's instant (ms since the epoch)
    // The file's own bytes were kept and nothing in them changes: it is not
    // written at all (WriteOptions::preserve).
    bool unchanged = false;
    // Written in the standard form although a file of its own was read: why
    // (a file-level repair, a split, the gzip form), and how many comments of
    // that file are not kept.
    bool standardForm = false;
    StandardFormReason standardFormWhy = StandardFormReason::NotPreserved;
    QString standardFormReason; // in English, with the detail of LayoutLost
    qint64 commentsDropped = 0;
};

struct SaveReport
{
    enum class Status
    {
        Written,      // every file was written (possibly with entries dropped, see dropped)
        Planned,      // plan(): nothing written, the files are what save() would write
        Refused,      // entries or files with errors the writer may not repair; nothing written
        NeedsBaseUrl, // a split is needed and no base URL is known; nothing written
        Failed,       // an I/O failure; nothing changed on disk
    };
    Status status = Status::Failed;
    // Why nothing was written, naming the file and the reason (empty when written).
    QString error;

    std::vector<WrittenFile> files; // in writing order, the index last
    // Repairs ("fixed on save") and elements left out; capped per rule, the
    // counts in repairCounts/leftOutCounts are exact.
    std::vector<WriteNote> repaired;
    std::vector<WriteNote> leftOut;
    QMap<QString, qint64> repairCounts;
    QMap<QString, qint64> leftOutCounts;
    // Errors the writer may not repair. With dropInvalid their entries were left
    // out (dropped is true); otherwise they are why the save was refused.
    std::vector<Problem> blocking;
    qint64 blockingEntries = 0; // distinct entries concerned (blocking may be capped)
    bool dropped = false;
    qint64 excludedEntries = 0;
    // Entries written as they were, errors and all (WriteOptions::keepAsWritten),
    // per rule id of their errors.
    qint64 keptAsWritten = 0;
    QMap<QString, qint64> keptAsWrittenCounts;
    // A file that was not read to its end: how much of it is missing.
    QStringList incompleteInputs;
    // Namespaces written verbatim that the schemas do not cover.
    QStringList notValidated;
    // Files of an older split (or the set's old files) removed after the new set was complete.
    QStringList removedFiles;
    // Of those, the ones that could not be removed: "PATH: reason".
    QStringList notRemoved;
    // What a save that was killed left in the folder, found before writing
    // (AtomicFileSet::removeStale): removed, or kept because it may be the only copy.
    QStringList staleRemoved;
    QStringList staleKept;
    // A commit that a killed save left in the folder, completed before writing
    // (AtomicFileSet::recover): what was done.
    QStringList recovered;
    // writeStylesheet: the stylesheet written, or why it could not be.
    QString stylesheetPath;
    QString stylesheetError;
    bool stylesheetKept = false; // a different sitemap.xsl was there: kept and linked

    bool ok() const { return status == Status::Written || status == Status::Planned; }
    // Plain-language lines for the save dialog and sitemap-tool.
    QStringList summaryLines() const;
};

class SitemapWriter
{
public:
    // Writes doc to targetPath (for an index set: the index there and the
    // children next to it). The validator's verdicts on doc decide which entries
    // are written: an entry with an error that section 5 does not repair is not.
    static SaveReport save(const SitemapDocument &doc, const Validator &validator,
                           const QString &targetPath, const WriteOptions &options = {});
    // The same decisions without writing: the files, repairs and blocking errors.
    static SaveReport plan(const SitemapDocument &doc, const Validator &validator,
                           const QString &targetPath, const WriteOptions &options = {});
    // How many files so far were copied ahead on a thread of their own and taken
    // as copied there (WriteOptions::parallel). For tests and measurements.
    static int copiesMadeAhead();

    // The value the writer emits for a field, from the value as written: trimmed,
    // loc percent-encoded, changefreq lower-cased, an imprecise lastmod completed.
    static QString writtenValue(Field field, const QString &value);
    // The same in UTF-8, from a value's UTF-8 bytes (as the document holds them).
    static QByteArray writtenUtf8(Field field, QByteArrayView value);
    // The processing instruction that links a stylesheet, with its newline; empty for an empty
    // href.
    static QByteArray stylesheetInstruction(const QString &href);
    // The output name a file takes: NAME.xml or NAME.xml.gz from any input name.
    static QString outputName(const QString &fileName, bool gzip);
};
