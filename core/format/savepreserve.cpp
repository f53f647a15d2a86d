// SPDX-License-Identifier: GPL-3.0-or-later
// A file written as its own bytes, changed only where the document changed
// (PROTOCOL.md section 5.1, preservingcopy.h), or why it is written in the
// standard form instead.
#include "saverun.h"

#include "bytedecoding.h"
#include "fileaccess.h"
#include "lastmod.h"
#include "preservingcopy.h"
#include "sitemapreader.h"
#include "validator.h"

#include <QScopeGuard>

#include <atomic>
#include <limits>

namespace Writing {

std::optional<StandardFormReason> SaveRun::standardFormReason(int file) const
{
    const SitemapFile &f = m_doc.file(file);
    if (!f.fullyRead())
        return StandardFormReason::NotReadToEnd;
    if (f.kind == FileKind::Feed)
        return StandardFormReason::Feed;
    if (f.namespaceKind != NamespaceKind::Standard)
        return StandardFormReason::Namespace;
    const QString enc = f.declaredEncoding.toLower().remove(QLatin1Char('-'));
    if (f.utf16 || f.invalidUtf8.line > 0 ||
        (!enc.isEmpty() && enc != QLatin1String("utf8") && enc != QLatin1String("usascii") &&
         enc != QLatin1String("ascii")))
        return StandardFormReason::Encoding;
    if (f.leadingContent.line > 0)
        return StandardFormReason::LeadingContent;
    if (f.path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive) != f.gzip)
        return StandardFormReason::GzipName;
    if (f.doctype.line > 0)
        return StandardFormReason::Doctype;
    if (!f.undeclaredPrefixes.isEmpty())
        return StandardFormReason::PrefixUndeclared;
    if (f.strayElements > 0)
        return StandardFormReason::StrayElements;
    if (f.gzip != m_options.gzip)
        return m_options.gzip ? StandardFormReason::Gzipped : StandardFormReason::NotGzipped;
    if (!m_stylesheet.isEmpty())
        return StandardFormReason::Stylesheet;
    if (f.kind == FileKind::Text) {
        for (int e = 0, n = m_doc.entryCount(file); e < n; ++e) {
            const Entry &entry = m_doc.entry(file, e);
            if ((entry.present & ~fieldBit(Field::Loc)) || entry.extensions.size > 0)
                return StandardFormReason::TextValues;
        }
    }
    return std::nullopt; // a split shows in what the copy writes (tryPreserve)
}

void SaveRun::noteStandardForm(int file, const QString &baseName, StandardFormReason reason,
                               const QString &detail)
{
    const SitemapFile &f = m_doc.file(file);
    if (f.kind == FileKind::Text)
        repaired("text-sitemap", file, -1, [&] {
            return QStringLiteral("%1: text sitemap written as an XML sitemap").arg(fileLabel(f));
        });
    if (!m_options.preserve || f.path.isEmpty() || f.unreadable)
        return;
    qint64 comments = 0;
    if (f.kind != FileKind::Text) {
        const FileAccess::ReadResult read =
            FileAccess::readFile(f.path, std::numeric_limits<qint64>::max() / 2,
                                 std::numeric_limits<qint64>::max() / 2, false);
        if (read.ok) {
            const QByteArray bytes =
                f.gzip ? Reading::gunzip(read.bytes, f.uncompressedSize + 1) : read.bytes;
            comments = bytes.count("<!--");
        }
    }
    m_standardForm.insert(baseName + ext(), {reason, detail, comments});
}

// A sitemap file not edited since it was read or saved, still as it was on disk,
// whose entries a copy would write byte for byte (no error, nothing a save
// repairs, nothing excluded, no split) is not written and not even read: a save
// with nothing changed costs a look at each entry's rule bits.
bool SaveRun::unchangedWithoutReading(int file, const QString &baseName, GroupOutput &group)
{
    const SitemapFile &f = m_doc.file(file);
    const int count = m_doc.entryCount(file);
    if (f.edits != 0 || f.kind == FileKind::Text || count > m_options.maxUrls ||
        f.uncompressedSize - f.source.bodyOffset > m_options.maxBytes)
        return false;
    const QString target = finalPath(baseName + ext());
    if (FileAccess::canonicalPath(target) != FileAccess::canonicalPath(f.path))
        return false;
    const FileAccess::Stamp now = FileAccess::stamp(f.path);
    if (now.size != f.source.size || now.modifiedMs != f.source.modifiedMs)
        return false;
    for (const qint64 key : m_options.excluded) {
        if (int(key >> 32) == file)
            return false;
    }
    // The index entry that lists it keeps its lastmod unless that is stale.
    QByteArray lastmod;
    qint64 lastmodKey = 0;
    if (f.parentFile >= 0) {
        const SitemapFile &parent = m_doc.file(f.parentFile);
        const auto it = std::find(parent.childFile.begin(), parent.childFile.end(), file);
        if (it == parent.childFile.end())
            return false;
        const int e = int(it - parent.childFile.begin());
        if ((m_validator.entryRuleMask(f.parentFile, e) & ruleBit(RuleId::IndexLastmodStale)) !=
            RuleMask())
            return false;
        lastmod = trimmedView(m_doc.rawValue(f.parentFile, e, Field::LastMod)).toByteArray();
        const LastMod::Result r = LastMod::check(lastmod);
        if (r.verdict == LastMod::Verdict::Valid || r.verdict == LastMod::Verdict::Imprecise)
            lastmodKey = r.msecsSinceEpoch;
    }
    const RuleMask changing = copyChangingRules();
    constexpr quint8 rewritten = Entry::OutOfOrder | Entry::HasUnknownElements;
    for (int e = 0; e < count; ++e) {
        const Entry &entry = m_doc.entry(file, e);
        if ((entry.flags & rewritten) || entry.repeated ||
            (m_validator.entryRuleMask(file, e) & changing) != RuleMask())
            return false;
    }
    WrittenFile wf;
    wf.entries = count;
    wf.bytes = f.uncompressedSize;
    wf.lastmod = QString::fromUtf8(lastmod);
    wf.lastmodInstant = lastmodKey;
    wf.unchanged = true;
    wf.path = target;
    group.file = file;
    group.baseName = baseName;
    group.preserved = true;
    group.newestBefore = lastmod;
    group.name = baseName + ext();
    m_splitBases.insert(baseName);
    group.parts.push_back(wf);
    group.provisional.push_back(QString());
    return true;
}

namespace {

std::atomic<int> g_copiesMadeAhead{0};

// An entry a copy writes as its bytes are: not edited since it was read, nothing in
// it to repair.
bool copiedVerbatim(const SitemapDocument &doc, const Validator &validator, int file, int e)
{
    const Entry &entry = doc.entry(file, e);
    return !(entry.flags & (Entry::Edited | Entry::OutOfOrder | Entry::HasUnknownElements)) &&
           !entry.repeated &&
           (validator.entryRuleMask(file, e) & copyChangingRules()) == RuleMask();
}

} // namespace

SaveRun::EntryDecision SaveRun::decideEntry(int file, int e, bool indexEntries) const
{
    using Decision = Writing::PreservingCopy::Decision;
    EntryDecision d;
    if (m_options.excluded.contains(WriteOptions::key(file, e))) {
        d.excluded = true;
        d.decision = Decision::LeaveOut;
        return d;
    }
    if (indexEntries) {
        d.decision = m_blocked.contains(WriteOptions::key(file, e)) || m_indexLeftOut.contains(e)
                         ? Decision::LeaveOut
                         : Decision::Write;
        return d;
    }
    d.blockers = blockersOf(file, e);
    if (d.blockers.empty())
        return d;
    const bool keep = std::all_of(d.blockers.begin(), d.blockers.end(), [&](const Problem &p) {
        return m_options.keepAsWritten.contains(p.rule);
    });
    d.decision = keep ? Decision::KeepAsWritten : Decision::LeaveOut;
    return d;
}

Writing::PreservingCopy::Decision SaveRun::noteDecision(int e, bool indexEntries, EntryDecision d,
                                                        KeptEntries &kept)
{
    if (d.excluded && !indexEntries)
        ++m_report.excludedEntries;
    if (d.decision == Writing::PreservingCopy::Decision::KeepAsWritten) {
        kept.of.insert(e, kept.problems.size());
        kept.problems.push_back(std::move(d.blockers));
    } else if (d.decision == Writing::PreservingCopy::Decision::LeaveOut) {
        for (Problem &p : d.blockers)
            block(std::move(p));
    }
    return d.decision;
}

Writing::PreservingCopy::Decision SaveRun::noteTouchedKept(int e, KeptEntries &kept)
{
    const auto it = kept.of.constFind(e);
    if (it != kept.of.constEnd()) {
        for (const Problem &p : kept.problems[*it])
            block(p);
        kept.problems[*it].clear();
    }
    return Writing::PreservingCopy::Decision::LeaveOut;
}

std::optional<QByteArray> SaveRun::readAsRead(const SitemapFile &f)
{
    FileAccess::ReadResult read =
        FileAccess::readFile(f.path, std::numeric_limits<qint64>::max() / 2,
                             std::numeric_limits<qint64>::max() / 2, false);
    if (!read.ok || read.bytes.size() != f.source.size)
        return std::nullopt;
    QByteArray raw =
        f.gzip ? Reading::gunzip(read.bytes, f.uncompressedSize + 1) : std::move(read.bytes);
    if (raw.size() != f.uncompressedSize || f.source.bodyOffset > raw.size())
        return std::nullopt;
    return raw;
}

bool SaveRun::copiedLater(int file) const
{
    const SitemapFile &f = m_doc.file(file);
    return m_options.preserve && !f.path.isEmpty() && f.source.size >= 0 && f.edits != 0 &&
           f.kind != FileKind::Text && !standardFormReason(file);
}

SaveRun::CopyAhead SaveRun::copyAhead(int file) const
{
    CopyAhead ahead;
    const SitemapFile &f = m_doc.file(file);
    std::optional<QByteArray> raw = readAsRead(f);
    if (!raw)
        return ahead;
    ahead.raw = std::move(*raw);
    using Decision = Writing::PreservingCopy::Decision;
    bool needsRun = false;
    Writing::PreservingCopy::Hooks hooks;
    hooks.decide = [&](int e) {
        EntryDecision d = decideEntry(file, e, false);
        const Decision decision = d.decision;
        // Most entries are written and note nothing.
        if (d.excluded || !d.blockers.empty())
            ahead.effects.push_back({CopyEffect::Decided, e, std::move(d), nullptr, QString()});
        return decision;
    };
    hooks.touchedKept = [&](int e) {
        ahead.effects.push_back({CopyEffect::TouchedKept, e, {}, nullptr, QString()});
        return Decision::LeaveOut;
    };
    hooks.standardEntry = [&](int, QByteArray &) {
        needsRun = true; // appendEntry() notes as it serializes: on the run's thread
        return false;
    };
    hooks.repaired = [&](const char *rule, int e, const QString &message) {
        ahead.effects.push_back({CopyEffect::Repaired, e, {}, rule, message});
    };
    hooks.verbatim = [&](int e) { return copiedVerbatim(m_doc, m_validator, file, e); };
    hooks.record = recordsLayout();
    ahead.result = Writing::PreservingCopy::copy(
        m_doc, file, QByteArrayView(ahead.raw).sliced(f.source.bodyOffset), hooks);
    ahead.usable = !needsRun;
    return ahead;
}

void SaveRun::startAhead()
{
    while (m_aheadNext < m_aheadOrder.size() && int(m_ahead.size()) < m_maxInFlight) {
        const int file = m_aheadOrder[m_aheadNext++];
        try {
            m_ahead.emplace(
                file, std::async(std::launch::async, [this, file] { return copyAhead(file); }));
        } catch (const std::system_error &) {
            m_aheadOrder.clear(); // no thread to be had: each file copied in its turn
            return;
        }
    }
}

std::optional<SaveRun::CopyAhead> SaveRun::takeAhead(int file)
{
    startAhead();
    const auto it = m_ahead.find(file);
    if (it == m_ahead.end())
        return std::nullopt;
    CopyAhead ahead = it->second.get();
    m_ahead.erase(it);
    startAhead();
    return ahead;
}

bool SaveRun::planStopped()
{
    if (!m_planStopped && !m_saving && m_options.stopPlan && m_options.stopPlan())
        m_planStopped = true;
    return m_planStopped;
}

bool SaveRun::tryPreserve(int file, const QString &baseName, bool indexEntries, GroupOutput &group)
{
    if (planStopped())
        return true; // nothing laid out: the plan's report is not used
    // A copy made ahead that this turn does not take (the file changed on disk
    // meanwhile) is dropped, and its place goes to the next file.
    const auto dropUnused = qScopeGuard([this, file] {
        const auto it = m_ahead.find(file);
        if (it != m_ahead.end()) {
            m_ahead.erase(it);
            startAhead();
        }
    });
    const SitemapFile &f = m_doc.file(file);
    if (!m_options.preserve || f.path.isEmpty()) {
        noteStandardForm(file, baseName, StandardFormReason::NotPreserved);
        return false;
    }
    if (f.source.size < 0) {
        noteStandardForm(file, baseName, StandardFormReason::PlaceUnknown);
        return false;
    }
    std::optional<StandardFormReason> why = standardFormReason(file);
    if (!why && !indexEntries && unchangedWithoutReading(file, baseName, group))
        return true;
    if (!why) {
        const FileAccess::Stamp now = FileAccess::stamp(f.path);
        if (now.size != f.source.size || now.modifiedMs != f.source.modifiedMs)
            why = StandardFormReason::ChangedOnDisk;
    }
    if (why) {
        noteStandardForm(file, baseName, *why);
        return false;
    }
    // What the copy decides is undone when it cannot be made: the standard form
    // then decides again.
    SaveReport before = m_report;
    const QSet<qint64> blockedBefore = m_blocked;
    KeptEntries kept;
    Writing::PreservingCopy::Hooks hooks;
    using Decision = Writing::PreservingCopy::Decision;
    hooks.decide = [&](int e) {
        return noteDecision(e, indexEntries, decideEntry(file, e, indexEntries), kept);
    };
    hooks.touchedKept = [&](int e) { return noteTouchedKept(e, kept); };
    hooks.standardEntry = [&](int e, QByteArray &out) {
        ExtensionFragment frag;
        QByteArray lastmod;
        qint64 key = 0;
        return appendEntry(file, e, indexEntries, out, frag, lastmod, key);
    };
    hooks.repaired = [&](const char *rule, int e, const QString &message) {
        repaired(rule, file, e, [&] { return message; });
    };
    hooks.record = recordsLayout();
    if (!indexEntries) {
        hooks.verbatim = [&](int e) { return copiedVerbatim(m_doc, m_validator, file, e); };
    }
    if (indexEntries) {
        hooks.lastmodOverride = [&](int e) -> std::optional<QByteArray> {
            const auto it = m_indexLastmod.constFind(e);
            if (it == m_indexLastmod.constEnd())
                return std::nullopt;
            return *it;
        };
    }
    // A save sure to be refused writes nothing and reports the entries that block
    // it: the decisions say which, without the copy. An entry to be kept as written
    // that was edited needs the copy to tell whether its values are still those of
    // the file: then the copy is made after all.
    if (m_saving && !m_write && !indexEntries) {
        bool decided = true;
        for (int e = 0, n = m_doc.entryCount(file); e < n && decided; ++e) {
            if (hooks.decide(e) == Decision::KeepAsWritten &&
                (m_doc.entry(file, e).flags & Entry::Edited))
                decided = false;
        }
        if (decided) {
            group.file = file;
            group.baseName = baseName;
            return true;
        }
        m_report = before;
        m_blocked = blockedBefore;
        kept = KeptEntries();
    }
    QByteArray raw;
    Writing::PreservingCopy::Result result;
    std::optional<CopyAhead> ahead = takeAhead(file);
    if (ahead && ahead->usable) {
        ++g_copiesMadeAhead;
        raw = std::move(ahead->raw);
        result = std::move(ahead->result);
    } else {
        ahead.reset();
        std::optional<QByteArray> read = readAsRead(f);
        if (!read) {
            m_report = std::move(before);
            m_blocked = blockedBefore;
            noteStandardForm(file, baseName, StandardFormReason::ChangedOnDisk);
            return false;
        }
        raw = std::move(*read);
        const QByteArrayView body = QByteArrayView(raw).sliced(f.source.bodyOffset);
        result = Writing::PreservingCopy::copy(m_doc, file, body, hooks);
    }
    const qint64 size = f.source.bodyOffset + result.bytes.size();
    const bool split =
        result.ok && (size > m_options.maxBytes || result.entries > m_options.maxUrls);
    if (!result.ok || split) {
        m_report = std::move(before);
        m_blocked = blockedBefore;
        noteStandardForm(file, baseName,
                         split ? StandardFormReason::Split : StandardFormReason::LayoutLost,
                         split ? QString() : result.whyNot);
        return false;
    }
    if (ahead) {
        // What the copy made ahead would have noted, noted now, in its order.
        for (CopyEffect &effect : ahead->effects) {
            switch (effect.kind) {
            case CopyEffect::Decided:
                noteDecision(effect.entry, false, std::move(effect.decision), kept);
                break;
            case CopyEffect::TouchedKept:
                noteTouchedKept(effect.entry, kept);
                break;
            case CopyEffect::Repaired:
                repaired(effect.rule, file, effect.entry, [&] { return effect.message; });
                break;
            }
        }
    }
    if (result.entries == 0 && !indexEntries) {
        // Nothing left to write: as the standard form, no file.
        group.file = file;
        group.baseName = baseName;
        return true;
    }
    for (const std::vector<Problem> &problems : kept.problems) {
        if (problems.empty())
            continue;
        ++m_report.keptAsWritten;
        QSet<QString> rules;
        for (const Problem &p : problems)
            rules.insert(p.rule);
        for (const QString &rule : std::as_const(rules))
            ++m_report.keptAsWrittenCounts[rule];
    }
    group.file = file;
    group.baseName = baseName;
    group.preserved = true;
    group.newestBefore = result.newestBefore;
    m_splitBases.insert(baseName);
    WrittenFile wf;
    wf.index = indexEntries;
    wf.entries = result.entries;
    wf.bytes = size;
    wf.lastmod = QString::fromUtf8(result.newestLastmod);
    wf.lastmodInstant = result.newestKey;
    // A text sitemap stays text, under the name it is saved as.
    group.name =
        f.kind == FileKind::Text && file == m_main ? m_target.fileName() : baseName + ext();
    const QString target = finalPath(group.name);
    const bool samePath = FileAccess::canonicalPath(target) == FileAccess::canonicalPath(f.path);
    if (!result.changed && samePath) {
        wf.unchanged = true;
        wf.path = target;
        group.parts.push_back(wf);
        group.provisional.push_back(QString());
        return true;
    }
    const QString provisional =
        finalPath(QStringLiteral("%1.part%2.xml").arg(baseName).arg(++m_provisionalCounter));
    wf.path = provisional;
    group.parts.push_back(wf);
    group.provisional.push_back(provisional);
    submit(provisional, raw.first(f.source.bodyOffset), std::move(result.bytes), QByteArray(), file,
           std::move(result.layout));
    FileAccess::recycle(std::move(raw));
    return true;
}

} // namespace Writing

int SitemapWriter::copiesMadeAhead()
{
    return Writing::g_copiesMadeAhead.load();
}
