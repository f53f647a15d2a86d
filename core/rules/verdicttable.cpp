// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdicttable.h"

#include <algorithm>
#include <utility>

VerdictTable::VerdictTable(Validator *validator) : m_validator(validator)
{
    for (int s = 0; s < 3; ++s)
        m_severityMasks[s] = Rules::severityMask(Severity(s));
}

void VerdictTable::reset(int fileCount)
{
    m_files.clear();
    for (qint64 &c : m_counts)
        c = 0;
    std::fill(std::begin(m_entryRuleCounts), std::end(m_entryRuleCounts), 0);
    m_files.resize(size_t(fileCount));
}

void VerdictTable::adjustCounts(RuleMask mask, int sign)
{
    if (!mask)
        return;
    for (int s = 0; s < 3; ++s)
        m_counts[s] += sign * (mask & m_severityMasks[s]).count();
    m_countsDirty = true;
}

void VerdictTable::adjustEntryCounts(RuleMask mask, int sign)
{
    if (!mask)
        return;
    adjustCounts(mask, sign);
    for (RuleMask rest = mask;;) {
        const int rule = rest.lowest();
        if (rule < 0)
            break;
        m_entryRuleCounts[size_t(rule)] += sign;
        rest &= ~ruleBit(RuleId(rule));
    }
}

void VerdictTable::countExtras()
{
    for (const File &f : m_files) {
        for (const Extra &extra : std::as_const(f.extras)) {
            for (size_t s = 0; s < 3; ++s)
                m_counts[s] += qint64(extra.local[s]) + qint64(extra.set[s]);
        }
    }
}

void VerdictTable::setExtra(int file, int entry, bool set, const SeverityCounts &value)
{
    File &f = m_files[size_t(file)];
    auto it = f.extras.find(entry);
    if (it == f.extras.end()) {
        if (value == NoCounts)
            return;
        it = f.extras.insert(entry, Extra());
    }
    SeverityCounts &slot = set ? it->set : it->local;
    if (slot == value)
        return;
    for (int s = 0; s < 3; ++s)
        m_counts[s] += qint64(value[size_t(s)]) - qint64(slot[size_t(s)]);
    slot = value;
    if (it->local == NoCounts && it->set == NoCounts)
        f.extras.erase(it);
    m_countsDirty = true;
    markChanged(file, entry);
}

void VerdictTable::dropExtras(int file, int entry)
{
    File &f = m_files[size_t(file)];
    const auto it = f.extras.constFind(entry);
    if (it == f.extras.constEnd())
        return;
    for (int s = 0; s < 3; ++s)
        m_counts[s] -= qint64(it->local[size_t(s)]) + qint64(it->set[size_t(s)]);
    f.extras.erase(it);
    m_countsDirty = true;
}

namespace {

// The entries took new numbers, to(entry): so do their extras (-1: gone).
template <typename To> void renumberExtras(VerdictTable::File &f, const To &to)
{
    if (f.extras.isEmpty())
        return;
    QHash<int, VerdictTable::Extra> moved;
    moved.reserve(f.extras.size());
    for (auto it = f.extras.cbegin(); it != f.extras.cend(); ++it) {
        const int entry = to(it.key());
        if (entry >= 0)
            moved.insert(entry, it.value());
    }
    f.extras = std::move(moved);
}

} // namespace

void VerdictTable::insertRows(int file, const EntryRuns &runs)
{
    File &f = m_files[size_t(file)];
    EntryRunsOf::insert(f.marks, runs, [](int) { return Marks(); });
    renumberExtras(f, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Insertion));
}

void VerdictTable::removeRows(int file, const EntryRuns &runs)
{
    File &f = m_files[size_t(file)];
    EntryRunsOf::erase(f.marks, runs);
    renumberExtras(f, EntryRunsOf::Renumbering(runs, EntryRunsOf::Renumbering::Removal));
}

void VerdictTable::markChanged(int file, int entry)
{
    if (file == m_pendingFile && entry == m_pendingLast + 1) {
        m_pendingLast = entry;
        return;
    }
    // Within one edit over many entries the range grows to cover them all, so
    // listeners get one signal instead of one per gap.
    if (m_batching > 0 && file == m_pendingFile) {
        m_pendingFirst = std::min(m_pendingFirst, entry);
        m_pendingLast = std::max(m_pendingLast, entry);
        return;
    }
    flushRange();
    m_pendingFile = file;
    m_pendingFirst = m_pendingLast = entry;
}

void VerdictTable::flushRange()
{
    if (m_validator && m_pendingFile >= 0 && m_pendingLast >= m_pendingFirst)
        emit m_validator->entryProblemsChanged(m_pendingFile, m_pendingFirst, m_pendingLast);
    m_pendingFile = -1;
    m_pendingLast = -1;
}

void VerdictTable::flush()
{
    if (m_batching > 0)
        return;
    flushRange();
    if (m_countsDirty && m_validator) {
        m_countsDirty = false;
        emit m_validator->countsChanged();
    }
}

void VerdictTable::setMask(int file, int entry, RuleMask mask)
{
    EntryRuleMask &m = m_files[size_t(file)].marks[size_t(entry)].mask;
    const EntryRuleMask kept(mask);
    if (m == kept)
        return;
    adjustEntryCounts(m, -1);
    adjustEntryCounts(kept, +1);
    m = kept;
    markChanged(file, entry);
}

void VerdictTable::setBit(int file, int entry, RuleId rule, bool on)
{
    const RuleMask m = m_files[size_t(file)].marks[size_t(entry)].mask;
    setMask(file, entry, on ? (m | ruleBit(rule)) : (m & ~ruleBit(rule)));
}

void VerdictTable::setFileMask(int file, RuleMask mask)
{
    File &f = m_files[size_t(file)];
    if (mask == f.fileMask)
        return;
    adjustCounts(f.fileMask, -1);
    adjustCounts(mask, +1);
    f.fileMask = mask;
    flushRange();
    if (m_validator)
        emit m_validator->fileProblemsChanged(file);
}
