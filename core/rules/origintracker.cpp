// SPDX-License-Identifier: GPL-3.0-or-later
#include "origintracker.h"

#include "prefetch.h"

OriginTracker::OriginTracker(VerdictTable &table) : m_table(table) {}

void OriginTracker::reset(int fileCount)
{
    m_files.clear();
    m_files.resize(size_t(fileCount));
}

void OriginTracker::prepareFile(int file, size_t n)
{
    m_files[size_t(file)].origins.assign(n, NoOrigin);
}

void OriginTracker::setOwnOrigin(int file, const QString &ownOrigin)
{
    m_files[size_t(file)].ownOrigin = ownOrigin;
}

quint32 OriginTracker::number(int file, QByteArrayView origin)
{
    File &f = m_files[size_t(file)];
    const quint32 number = f.numbers.number(origin);
    if (number != NoOrigin && number >= f.counts.size())
        f.counts.resize(number + 1, 0);
    return number;
}

void OriginTracker::prefetch(int file, int entry) const
{
    prefetchLine(&m_files[size_t(file)].origins[size_t(entry)]);
}

void OriginTracker::setOrigin(int file, int entry, quint32 origin)
{
    File &f = m_files[size_t(file)];
    quint32 &slot = f.origins[size_t(entry)];
    if (slot != NoOrigin)
        --f.counts[slot];
    slot = origin;
    if (origin != NoOrigin)
        ++f.counts[origin];
}

bool OriginTracker::mismatches(int file, quint32 origin) const
{
    const File &f = m_files[size_t(file)];
    return origin != NoOrigin && f.reference != NoOrigin && origin != f.reference;
}

quint32 OriginTracker::computeReference(int file)
{
    File &f = m_files[size_t(file)];
    if (!f.ownOrigin.isEmpty())
        return number(file, QByteArrayView(f.ownOrigin.toUtf8()));
    quint32 best = NoOrigin;
    quint32 bestCount = 0;
    int tied = 0;
    for (quint32 i = 0; i < f.counts.size(); ++i) {
        if (f.counts[i] > bestCount) {
            best = i;
            bestCount = f.counts[i];
            tied = 1;
        } else if (bestCount > 0 && f.counts[i] == bestCount) {
            ++tied;
        }
    }
    if (tied > 1) {
        // On a tie the origin seen first in the file wins.
        for (quint32 o : f.origins) {
            ++m_table.stats().entriesScanned;
            if (o != NoOrigin && f.counts[o] == bestCount)
                return o;
        }
    }
    return best;
}

void OriginTracker::judgeAll()
{
    for (int file = 0; file < int(m_files.size()); ++file) {
        File &f = m_files[size_t(file)];
        f.reference = computeReference(file);
        for (size_t e = 0; e < f.origins.size(); ++e) {
            if (mismatches(file, f.origins[e]))
                m_table.at(file, int(e)).mask |= ruleBit(RuleId::LocHostMismatch);
        }
    }
}

bool OriginTracker::updateReference(int file)
{
    File &f = m_files[size_t(file)];
    const quint32 reference = computeReference(file);
    if (reference == f.reference)
        return false;
    f.reference = reference;
    for (size_t e = 0; e < f.origins.size(); ++e) {
        ++m_table.stats().entriesScanned;
        m_table.setBit(file, int(e), RuleId::LocHostMismatch, mismatches(file, f.origins[e]));
    }
    return true;
}

QString OriginTracker::referenceText(int file) const
{
    const File &f = m_files[size_t(file)];
    return f.reference == NoOrigin ? QString() : QString::fromUtf8(f.numbers.key(f.reference));
}

void OriginTracker::rowsInserted(int file, const EntryRuns &runs)
{
    EntryRunsOf::insert(m_files[size_t(file)].origins, runs, [](int) { return NoOrigin; });
}

void OriginTracker::rowsRemoved(int file, const EntryRuns &runs)
{
    EntryRunsOf::erase(m_files[size_t(file)].origins, runs);
}

std::vector<ProblemDetail> OriginTracker::details(RuleId, int file, int, const EntryFacts &,
                                                  const FileContext &) const
{
    ProblemDetail d;
    d.extra = referenceText(file);
    return {d};
}
