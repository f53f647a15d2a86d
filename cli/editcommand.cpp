// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool edit: changes one entry of a sitemap in place, as the editor's save
// writes it (PROTOCOL.md sections 5.1 and 6): the file's own bytes, changed only
// where the entry changed, atomically under the editor's lock and commit journal.

#include "bytedecoding.h"
#include "commandline.h"
#include "documentedit.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "sourceloader.h"
#include "toolcommands.h"
#include "urltools.h"
#include "validator.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <limits>
#include <optional>

namespace {

struct EditArguments
{
    enum class Mode
    {
        Change,
        Add,
        Remove
    } mode = Mode::Change;
    QString url;
    std::optional<QString> values[FieldCount];
    bool unset[FieldCount] = {};
    QString baseUrl;
    bool keepInvalid = false;
    bool dropInvalid = false;
    bool dryRun = false;
    QString file;
};

int parseArguments(const QStringList &arguments, EditArguments &args, QTextStream &out,
                   QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "edit", arguments, out, err); status >= 0)
        return status;
    const QString url = QStringLiteral("url"), add = QStringLiteral("add"),
                  remove = QStringLiteral("remove");
    const int modes = int(parser.isSet(url)) + int(parser.isSet(add)) + int(parser.isSet(remove));
    if (modes != 1)
        return CommandLine::usageError(
            "edit", QStringLiteral("give one of --url, --add and --remove"), err);
    if (parser.isSet(url)) {
        args.url = parser.value(url);
    } else if (parser.isSet(add)) {
        args.mode = EditArguments::Mode::Add;
        args.url = parser.value(add);
    } else {
        args.mode = EditArguments::Mode::Remove;
        args.url = parser.value(remove);
    }
    args.url = args.url.trimmed();
    const char *const fieldOptions[FieldCount] = {"loc", "lastmod", "changefreq", "priority"};
    for (int f = 0; f < FieldCount; ++f) {
        const QString option = QString::fromLatin1(fieldOptions[f]);
        if (parser.isSet(option))
            args.values[f] = parser.value(option).trimmed();
    }
    if (args.values[int(Field::LastMod)]) {
        const QDateTime now = QDateTime::currentDateTime();
        if (*args.values[int(Field::LastMod)] == QLatin1String("now"))
            args.values[int(Field::LastMod)] =
                now.toOffsetFromUtc(now.offsetFromUtc()).toString(Qt::ISODate);
        else if (*args.values[int(Field::LastMod)] == QLatin1String("today"))
            args.values[int(Field::LastMod)] = now.date().toString(Qt::ISODate);
    }
    // --unset names a field as its option does; the parser took only the fields
    // the command table lets it name.
    for (const QString &name : parser.values(QStringLiteral("unset"))) {
        int f = 0;
        while (f < FieldCount && name != QLatin1String(fieldOptions[f]))
            ++f;
        if (f == FieldCount)
            continue;
        if (args.values[f])
            return CommandLine::usageError(
                "edit", QStringLiteral("--unset %1 and a value for it").arg(name), err);
        args.unset[f] = true;
    }
    bool anyValue = false;
    for (int f = 0; f < FieldCount; ++f)
        anyValue = anyValue || args.values[f] || args.unset[f];
    if (args.mode == EditArguments::Mode::Remove && anyValue)
        return CommandLine::usageError("edit", QStringLiteral("--remove takes no values"), err);
    if (args.mode == EditArguments::Mode::Add && args.values[int(Field::Loc)])
        return CommandLine::usageError("edit", QStringLiteral("--add takes its URL, not --loc"),
                                       err);
    args.keepInvalid = parser.isSet(QStringLiteral("keep-invalid"));
    args.dropInvalid = parser.isSet(QStringLiteral("drop-invalid"));
    if (args.keepInvalid && args.dropInvalid)
        return CommandLine::usageError(
            "edit", QStringLiteral("--keep-invalid and --drop-invalid exclude each other"), err);
    args.dryRun = parser.isSet(QStringLiteral("dry-run"));
    args.baseUrl = parser.value(QStringLiteral("base-url"));
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return CommandLine::usageError("edit",
                                       files.isEmpty() ? QStringLiteral("no input file")
                                                       : QStringLiteral("one FILE at a time"),
                                       err);
    args.file = files.front();
    return -1;
}

// The first entry of the set's sitemaps whose URL equals url as loc-duplicate
// compares them.
std::optional<std::pair<int, int>> findEntry(const SitemapDocument &doc, const QString &url)
{
    const QString key = UrlTools::duplicateKey(url);
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            const QString loc = UrlTools::trimXmlWhitespace(doc.value(f, e, Field::Loc));
            if (!loc.isEmpty() && UrlTools::duplicateKey(loc) == key)
                return std::make_pair(f, e);
        }
    }
    return std::nullopt;
}

QString shown(const QString &path)
{
    return SourceLoader::shownName(QDir::toNativeSeparators(path));
}

void printProblems(const SitemapDocument &doc, const std::vector<Problem> &problems,
                   QTextStream &stream)
{
    constexpr size_t Shown = 100;
    size_t count = 0;
    for (const Problem &p : problems) {
        if (count++ == Shown) {
            stream << "  ... " << problems.size() - Shown << " more\n";
            break;
        }
        QString where = p.file >= 0 ? shown(doc.file(p.file).path) : QString();
        if (p.line > 0)
            where += QStringLiteral(":%1:%2").arg(p.line).arg(p.column);
        stream << "  " << where << ": " << p.rule << ": " << p.message << '\n';
    }
}

QList<QByteArray> linesOf(const QByteArray &bytes)
{
    QList<QByteArray> lines;
    qsizetype at = 0;
    while (at < bytes.size()) {
        qsizetype nl = bytes.indexOf('\n', at);
        nl = nl < 0 ? bytes.size() : nl + 1;
        lines << bytes.mid(at, nl - at);
        at = nl;
    }
    return lines;
}

// A unified diff of two texts as one hunk around what differs between their common
// first and last lines (an edit changes one place of a file).
QByteArray unifiedDiff(const QByteArray &before, const QByteArray &after, const QString &name)
{
    const QList<QByteArray> a = linesOf(before);
    const QList<QByteArray> b = linesOf(after);
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    constexpr qsizetype Context = 3;
    const qsizetype from = std::max<qsizetype>(0, head - Context);
    const qsizetype aEnd = std::min(a.size(), a.size() - tail + Context);
    const qsizetype bEnd = std::min(b.size(), b.size() - tail + Context);
    const QByteArray file = name.toUtf8();
    QByteArray out = "--- " + file + "\n+++ " + file + "\n";
    const auto range = [](qsizetype start, qsizetype count) {
        return QByteArray::number(count == 0 ? start : start + 1) + ',' + QByteArray::number(count);
    };
    out += "@@ -" + range(from, aEnd - from) + " +" + range(from, bEnd - from) + " @@\n";
    const auto line = [&out](char mark, const QByteArray &text) {
        out += mark;
        out += text;
        if (!text.endsWith('\n'))
            out += "\n\\ No newline at end of file\n";
    };
    for (qsizetype i = from; i < head; ++i)
        line(' ', a[i]);
    for (qsizetype i = head; i < a.size() - tail; ++i)
        line('-', a[i]);
    for (qsizetype i = head; i < b.size() - tail; ++i)
        line('+', b[i]);
    for (qsizetype i = a.size() - tail; i < aEnd; ++i)
        line(' ', a[i]);
    return out;
}

// A file's text: gzip inflated, other bytes as they are.
QByteArray plainText(const QByteArray &bytes)
{
    if (!bytes.startsWith("\x1f\x8b"))
        return bytes;
    SitemapFile facts;
    return Reading::gunzip(bytes, std::numeric_limits<qint64>::max() / 2, facts);
}

} // namespace

int ToolCommands::edit(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    EditArguments args;
    if (const int status = parseArguments(arguments, args, out, err); status >= 0)
        return status;
    const QString path = FileAccess::absolutePath(args.file);
    const QString ownUrl =
        args.baseUrl.isEmpty()
            ? QString()
            : DocumentLoader::resolveOwnUrl(args.baseUrl, QFileInfo(path).fileName());
    SitemapDocument doc;
    DocumentLoader::load(doc, path, ownUrl);
    if (doc.fileCount() == 0 || doc.file(0).unreadable) {
        err << "sitemap-tool edit: cannot read " << shown(args.file);
        if (doc.fileCount() > 0)
            err << ": " << doc.file(0).readError;
        err << '\n';
        return 2;
    }
    const SitemapFile &main = doc.file(0);
    if (main.kind == FileKind::Unknown) {
        err << "sitemap-tool edit: " << shown(args.file) << " is not a sitemap ("
            << (main.notSitemap.isEmpty() ? QStringLiteral("unknown root") : main.notSitemap)
            << "); nothing written\n";
        return 1;
    }
    Validator validator(&doc);

    // The change, as the editor's edits.
    int file = 0;
    int entry = -1;
    QStringList said;
    const std::optional<std::pair<int, int>> found = findEntry(doc, args.url);
    switch (args.mode) {
    case EditArguments::Mode::Add: {
        if (main.isIndex()) {
            err << "sitemap-tool edit: " << shown(args.file)
                << " is an index: name the child file to add to\n";
            return 1;
        }
        if (found) {
            err << "sitemap-tool edit: " << args.url << " is already in " << shown(args.file)
                << " (entry " << found->second << ")\n";
            return 1;
        }
        EntryData data = EntryData::withLoc(args.url);
        for (int f = 1; f < FieldCount; ++f)
            data.values[f] = args.values[f];
        entry = doc.entryCount(0);
        doc.apply(DocumentEdit::insert(0, entry, {data}));
        said << QStringLiteral("added %1").arg(args.url);
        break;
    }
    case EditArguments::Mode::Remove:
    case EditArguments::Mode::Change: {
        if (!found) {
            err << "sitemap-tool edit: no entry with the URL " << args.url << " in "
                << shown(args.file) << '\n';
            return 1;
        }
        file = found->first;
        entry = found->second;
        if (args.mode == EditArguments::Mode::Remove) {
            doc.apply(DocumentEdit::remove(file, entry, {doc.entryData(file, entry)}));
            said << QStringLiteral("removed %1 from %2").arg(args.url, shown(doc.file(file).path));
            entry = -1;
            break;
        }
        static const char *const names[] = {"loc", "lastmod", "changefreq", "priority"};
        for (int f = 0; f < FieldCount; ++f) {
            const std::optional<QString> before = doc.optionalValue(file, entry, Field(f));
            const std::optional<QString> after =
                args.unset[f] ? std::nullopt : (args.values[f] ? args.values[f] : before);
            if (after == before)
                continue;
            doc.apply(DocumentEdit::setValue(file, entry, Field(f), before, after));
            said << QStringLiteral("%1 %2: %3 -> %4")
                        .arg(args.url, QLatin1String(names[f]),
                             before ? before->trimmed() : QStringLiteral("(none)"),
                             after ? *after : QStringLiteral("(none)"));
        }
        break;
    }
    }
    if (said.isEmpty()) {
        out << "nothing to change\n";
        return 0;
    }
    // An edit never writes a new error.
    if (entry >= 0) {
        std::vector<Problem> errors;
        for (Problem &p : validator.entryProblems(file, entry)) {
            if (p.severity == Severity::Error && !p.fixedOnSave)
                errors.push_back(std::move(p));
        }
        if (!errors.empty()) {
            err << "sitemap-tool edit: the entry would have errors; nothing written\n";
            printProblems(doc, errors, err);
            return 1;
        }
    }

    WriteOptions options;
    options.gzip = main.gzip;
    options.baseUrl = args.baseUrl;
    options.dropInvalid = args.dropInvalid;
    if (args.keepInvalid) {
        const SaveReport plan = SitemapWriter::plan(doc, validator, path, options);
        for (const Problem &p : plan.blocking)
            options.keepAsWritten.insert(p.rule);
    }
    const SaveReport plan = SitemapWriter::plan(doc, validator, path, options);
    if (plan.status == SaveReport::Status::Refused && !plan.blocking.empty()) {
        err << "sitemap-tool edit: " << shown(args.file)
            << " has errors elsewhere; nothing written (--keep-invalid keeps them as they are, "
               "--drop-invalid leaves them out)\n";
        printProblems(doc, plan.blocking, err);
        return 1;
    }
    if (!plan.ok()) {
        err << "sitemap-tool edit: " << plan.error << '\n';
        return plan.status == SaveReport::Status::Refused ? 1 : 2;
    }
    for (const WrittenFile &f : plan.files) {
        if (f.standardForm)
            out << shown(f.path) << " is written in the standard form because "
                << f.standardFormReason << "; " << f.commentsDropped
                << " comment(s) in it will not be kept\n";
    }

    if (args.dryRun) {
        // Written into a scratch folder, compared with the files as they are.
        QTemporaryDir scratch;
        if (!scratch.isValid()) {
            err << "sitemap-tool edit: cannot make a scratch folder for --dry-run\n";
            return 2;
        }
        const QString target = QDir(scratch.path()).filePath(QFileInfo(path).fileName());
        const SaveReport report = SitemapWriter::save(doc, validator, target, options);
        if (report.status != SaveReport::Status::Written) {
            err << "sitemap-tool edit: " << report.error << '\n';
            return 2;
        }
        for (const WrittenFile &f : report.files) {
            const QString original =
                QDir(QFileInfo(path).absolutePath()).filePath(QFileInfo(f.path).fileName());
            QFile a(original);
            QFile b(f.path);
            const QByteArray before = a.open(QIODevice::ReadOnly) ? a.readAll() : QByteArray();
            const QByteArray after = b.open(QIODevice::ReadOnly) ? b.readAll() : QByteArray();
            const QByteArray plainBefore = plainText(before);
            const QByteArray plainAfter = plainText(after);
            if (plainBefore != plainAfter)
                out << QString::fromUtf8(unifiedDiff(plainBefore, plainAfter, shown(original)));
        }
        return 0;
    }

    const SaveReport report = SitemapWriter::save(doc, validator, path, options);
    if (report.status != SaveReport::Status::Written) {
        err << "sitemap-tool edit: " << report.error << '\n';
        return report.status == SaveReport::Status::Refused ? 1 : 2;
    }
    for (const QString &line : std::as_const(said))
        out << line << '\n';
    for (const WrittenFile &f : report.files) {
        if (!f.unchanged)
            out << "wrote " << shown(f.path) << '\n';
    }
    if (report.keptAsWritten > 0)
        out << "kept " << report.keptAsWritten
            << " entries with errors as written: the file stays invalid there\n";
    if (report.dropped) {
        out << "left out " << report.blockingEntries << " entries with errors:\n";
        printProblems(doc, report.blocking, out);
    }
    return 0;
}
