// SPDX-License-Identifier: GPL-3.0-or-later
// What stops a save, what it repairs and what it notes: the files' and entries'
// problems as the validator judged them, sorted into blocking, fixed on save and kept
// as written (PROTOCOL.md section 5).
#include "saverun.h"

#include "bytedecoding.h"
#include "fileaccess.h"
#include "sitemapreader.h"
#include "validator.h"

#include <QDir>

namespace Writing {

namespace {

constexpr size_t ProblemCap = 100000; // blocking problems kept in a report

} // namespace

QString nativePath(const QString &path)
{
    return FileAccess::shownName(QDir::toNativeSeparators(path));
}

QString fileLabel(const SitemapFile &f)
{
    return f.path.isEmpty() ? QStringLiteral("the new sitemap") : nativePath(f.path);
}

namespace {

// How much of a file that was not read to its end is missing.
QString describeIncomplete(const SitemapFile &f)
{
    QString what;
    if (f.malformed)
        what = QStringLiteral("is not well-formed at line %1, column %2 (%3)")
                   .arg(f.errorPosition.line)
                   .arg(f.errorPosition.column)
                   .arg(f.errorMessage);
    else if (f.gzipCorrupt)
        what = QStringLiteral("is a damaged gzip file (%1)").arg(f.gzipError);
    else
        what = QStringLiteral("is larger than the reading limit");
    QString amount;
    // Measured in pieces, never held whole: the file may be gigabytes of nothing.
    qint64 offset = 0;
    qint64 size = 0;
    bool sizeKnown = true;
    if (f.malformed && f.errorPosition.line > 0 &&
        Reading::measurePosition(f.path, f.errorPosition.line, f.errorPosition.column,
                                 qint64(1) << 30, &offset, &size, &sizeKnown) &&
        size > 0) {
        const qint64 missing = size - offset;
        amount = sizeKnown
                     ? QStringLiteral("; the rest of the file from there was not read: %1 of %2 "
                                      "bytes (%3%)")
                           .arg(missing)
                           .arg(size)
                           .arg(100.0 * double(missing) / double(size), 0, 'f', 1)
                     : QStringLiteral("; the rest of the file from there was not read: more "
                                      "than %1 bytes")
                           .arg(missing);
    }
    if (amount.isEmpty())
        amount = QStringLiteral("; the rest of the file after that point was not read");
    return QStringLiteral("%1 %2: only the %3 entries before that point were read%4")
        .arg(fileLabel(f), what)
        .arg(f.entries.size())
        .arg(amount);
}

// File errors the writer answers itself, which the rule table does not mark as
// fixed on save: a file over a limit is split (too-many-urls, too-many-sitemaps,
// file-too-large, news-too-many), and a file not read to its end is asked about
// in checkFiles (xml-malformed, gzip-corrupt). Every other repair is the rule
// table's (Problem::fixedOnSave).
bool isFileRuleFixedByWriting(const QString &rule)
{
    static const QSet<QString> rules = {
        QStringLiteral("too-many-urls"),  QStringLiteral("too-many-sitemaps"),
        QStringLiteral("file-too-large"), QStringLiteral("news-too-many"),
        QStringLiteral("xml-malformed"),  QStringLiteral("gzip-corrupt"),
    };
    return rules.contains(rule);
}

} // namespace

// What changes the bytes of an entry a save copies as it is: an error (left out
// or kept as asked) and the values a copy repairs (PreservingCopy's repairOf).
RuleMask copyChangingRules()
{
    static const RuleMask rules =
        Rules::severityMask(Severity::Error) | ruleBit(RuleId::LocWhitespace) |
        ruleBit(RuleId::LocPercentInvalid) | ruleBit(RuleId::LocUnescaped) |
        ruleBit(RuleId::LastmodImprecise) | ruleBit(RuleId::ChangefreqInvalid);
    return rules;
}

void SaveRun::block(Problem p)
{
    if (p.entry >= 0) {
        const qint64 k = WriteOptions::key(p.file, p.entry);
        if (!m_blocked.contains(k)) {
            m_blocked.insert(k);
            ++m_report.blockingEntries;
        }
    }
    if (m_report.blocking.size() < ProblemCap)
        m_report.blocking.push_back(std::move(p));
}

void SaveRun::addBlocking(int file, int entry, const QString &rule, const QString &message)
{
    Problem p;
    p.rule = rule;
    p.severity = Severity::Error;
    p.file = file;
    p.entry = entry;
    if (entry >= 0) {
        const Entry &e = m_doc.entry(file, entry);
        p.line = int(e.line);
        p.column = int(e.column);
    }
    p.message = message;
    block(std::move(p));
}

bool SaveRun::blockedByValidator(int file, int entry, bool locAnew)
{
    bool blocked = false;
    if (m_validator.ownWorstSeverity(file, entry) >= int(Severity::Error)) {
        for (Problem &p : m_validator.ownEntryProblems(file, entry)) {
            if (locAnew && p.field == int(Field::Loc))
                continue;
            if (p.severity == Severity::Error && !p.fixedOnSave) {
                block(std::move(p));
                blocked = true;
            }
        }
    }
    const auto it = m_fileEntryProblems.constFind(WriteOptions::key(file, entry));
    if (it != m_fileEntryProblems.constEnd()) {
        for (const Problem &p : *it)
            block(p);
        blocked = true;
    }
    return blocked;
}

void SaveRun::noteFileRepairs(int file)
{
    const SitemapFile &f = m_doc.file(file);
    const QString label = fileLabel(f);
    switch (f.namespaceKind) {
    case NamespaceKind::Standard:
        break;
    case NamespaceKind::Legacy:
        repaired("namespace-legacy", file, -1, [&] {
            return QStringLiteral("%1: legacy namespace %2 written as the 0.9 namespace")
                .arg(label, f.rootNamespace);
        });
        break;
    case NamespaceKind::Missing:
        repaired("namespace-missing", file, -1,
                 [&] { return QStringLiteral("%1: the sitemap namespace was added").arg(label); });
        break;
    case NamespaceKind::Wrong:
        repaired("namespace-wrong", file, -1, [&] {
            return QStringLiteral("%1: namespace %2 written as the 0.9 namespace")
                .arg(label, f.rootNamespace);
        });
        break;
    }
    const QString enc = f.declaredEncoding.toLower().remove(QLatin1Char('-'));
    if (f.utf16 || f.invalidUtf8.line > 0 ||
        (!enc.isEmpty() && enc != QLatin1String("utf8") && enc != QLatin1String("usascii") &&
         enc != QLatin1String("ascii")))
        repaired("encoding-not-utf8", file, -1,
                 [&] { return QStringLiteral("%1: written as UTF-8").arg(label); });
    if (f.leadingContent.line > 0)
        repaired("leading-content", file, -1, [&] {
            return QStringLiteral("%1: the content before the XML was left out").arg(label);
        });
    const bool gzName = f.path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive);
    if (!f.path.isEmpty() && gzName != f.gzip)
        repaired("gzip-mislabelled", file, -1, [&] {
            return QStringLiteral("%1: the new file's name matches its compression").arg(label);
        });
    if (f.strayElements > 0)
        note(m_report.leftOut, m_report.leftOutCounts, QStringLiteral("tag-unknown"), file, -1,
             [&] {
                 return QStringLiteral("%1: %2 element(s) directly under the root that are not "
                                       "entries were left out (the first: <%3> at line %4)")
                     .arg(label)
                     .arg(f.strayElements)
                     .arg(f.firstStrayElement)
                     .arg(f.firstStrayPosition.line);
             });
    if (!f.undeclaredPrefixes.isEmpty())
        repaired("prefix-undeclared", file, -1, [&] {
            return QStringLiteral("%1: what uses the undeclared prefix(es) %2 was left out")
                .arg(label, f.undeclaredPrefixes.join(QLatin1String(", ")));
        });
    if (f.doctype.line > 0)
        repaired("doctype-present", file, -1,
                 [&] { return QStringLiteral("%1: the DOCTYPE was left out").arg(label); });
    if (f.kind == FileKind::Feed)
        repaired("feed-sitemap", file, -1,
                 [&] { return QStringLiteral("%1: feed written as an XML sitemap").arg(label); });
}

std::vector<Problem> SaveRun::blockersOf(int file, int entry) const
{
    std::vector<Problem> found;
    if (m_validator.ownWorstSeverity(file, entry) >= int(Severity::Error)) {
        for (Problem &p : m_validator.ownEntryProblems(file, entry)) {
            if (p.severity == Severity::Error && !p.fixedOnSave)
                found.push_back(std::move(p));
        }
    }
    const auto it = m_fileEntryProblems.constFind(WriteOptions::key(file, entry));
    if (it != m_fileEntryProblems.constEnd())
        found.insert(found.end(), it->begin(), it->end());
    return found;
}

bool SaveRun::checkFiles(const std::vector<int> &files)
{
    bool ok = true;
    for (int file : files) {
        const SitemapFile &f = m_doc.file(file);
        if (f.unreadable) {
            addBlocking(file, -1, QStringLiteral("file-unreadable"),
                        QStringLiteral("%1 could not be read: %2").arg(fileLabel(f), f.readError));
            ok = false;
            continue;
        }
        if (f.kind == FileKind::Unknown) {
            addBlocking(file, -1, QStringLiteral("not-a-sitemap"),
                        QStringLiteral("%1 is not a sitemap (%2)")
                            .arg(fileLabel(f), f.notSitemap.isEmpty()
                                                   ? QStringLiteral("unknown root")
                                                   : f.notSitemap));
            ok = false;
            continue;
        }
        if (!f.fullyRead() || f.gzipCorrupt) {
            const QString text = describeIncomplete(f);
            m_report.incompleteInputs << text;
            if (!m_options.allowIncompleteInput) {
                addBlocking(file, -1,
                            f.malformed ? QStringLiteral("xml-malformed")
                                        : (f.gzipCorrupt ? QStringLiteral("gzip-corrupt")
                                                         : QStringLiteral("file-too-large")),
                            text + QStringLiteral("; saving would lose the unread part"));
                ok = false;
            }
        }
        {
            for (Problem &p : m_validator.fileProblems(file)) {
                if (p.severity != Severity::Error || p.fixedOnSave ||
                    isFileRuleFixedByWriting(p.rule))
                    continue;
                if (p.entry >= 0) {
                    // A file rule about one entry (text-line-invalid, index-nested).
                    m_fileEntryProblems[WriteOptions::key(file, p.entry)].push_back(p);
                } else {
                    block(std::move(p));
                    ok = false;
                }
            }
        }
        noteFileRepairs(file);
    }
    return ok;
}

bool SaveRun::locWrittenAnew(int file, int entry) const
{
    const SitemapFile &f = m_doc.file(file);
    return f.isIndex() && !m_options.baseUrl.isEmpty() && entry < int(f.childFile.size()) &&
           f.childFile[size_t(entry)] >= 0;
}

bool SaveRun::isSureToBeRefused() const
{
    for (int file : m_files) {
        for (int e = 0, n = m_doc.entryCount(file); e < n; ++e) {
            if (m_validator.ownWorstSeverity(file, e) < int(Severity::Error) ||
                m_options.excluded.contains(WriteOptions::key(file, e)))
                continue;
            const bool locAnew = locWrittenAnew(file, e);
            for (const Problem &p : m_validator.ownEntryProblems(file, e)) {
                if (locAnew && p.field == int(Field::Loc))
                    continue;
                if (p.severity == Severity::Error && !p.fixedOnSave &&
                    !(m_options.preserve && m_options.keepAsWritten.contains(p.rule)))
                    return true;
            }
        }
    }
    return false;
}

bool SaveRun::checkBlocking()
{
    if (m_report.blockingEntries > 0 || !m_report.blocking.empty()) {
        if (!m_options.dropInvalid)
            return refuse(SaveReport::Status::Refused,
                          QStringLiteral("%1: %2 %3 errors that cannot be repaired on save; fix or "
                                         "exclude them")
                              .arg(fileLabel(mainFile()))
                              .arg(m_report.blockingEntries)
                              .arg(m_report.blockingEntries == 1 ? QStringLiteral("entry has")
                                                                 : QStringLiteral("entries have")));
        m_report.dropped = true;
    }
    if (m_finals.empty() && m_indexEntries == 0)
        return refuse(
            SaveReport::Status::Refused,
            QStringLiteral("%1: no entries are left to write").arg(fileLabel(mainFile())));
    return true;
}

} // namespace Writing
