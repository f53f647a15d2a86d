// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// loc-host-mismatch: per file, the origin of each entry's URL (numbered in the
// order first met), how many entries have each, and the reference origin they are
// compared with: the file's own when its URL is known, else the majority's (on a
// tie the one met first).

#include "settracker.h"
#include "verdicttable.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>

#include <vector>

// Numbers the origins (originKey() in UTF-8) of a file in the order first met; a
// handful of hosts, not URLs. Runs of one host skip the lookup.
class OriginNumbers
{
public:
    quint32 number(QByteArrayView origin)
    {
        if (origin.isEmpty())
            return NoOrigin;
        if (m_last != NoOrigin && origin == QByteArrayView(m_keys[m_last]))
            return m_last;
        // fromRawData: looked up without a copy.
        const auto it = m_index.constFind(QByteArray::fromRawData(origin.data(), origin.size()));
        if (it != m_index.constEnd())
            return m_last = *it;
        m_last = quint32(m_keys.size());
        m_keys.push_back(origin.toByteArray());
        m_index.insert(m_keys.back(), m_last);
        return m_last;
    }
    const QByteArray &key(quint32 number) const { return m_keys[number]; }
    quint32 count() const { return quint32(m_keys.size()); }

private:
    std::vector<QByteArray> m_keys;
    QHash<QByteArray, quint32> m_index;
    quint32 m_last = NoOrigin;
};

class OriginTracker final : public SetTracker
{
public:
    explicit OriginTracker(VerdictTable &table);

    RuleMask rules() const override { return ruleBit(RuleId::LocHostMismatch); }
    void reset(int fileCount) override;
    void rowsInserted(int file, const EntryRuns &runs) override;
    void rowsRemoved(int file, const EntryRuns &runs) override;
    std::vector<ProblemDetail> details(RuleId rule, int file, int entry, const EntryFacts &ef,
                                       const FileContext &ctx) const override;

    // A full pass: a file of n entries, none with an origin yet.
    void prepareFile(int file, size_t n);
    // The file's own origin (originKey() of its URL; empty: unknown).
    void setOwnOrigin(int file, const QString &ownOrigin);
    // The number of an origin (originKey() in UTF-8) in the file, NoOrigin for none.
    quint32 number(int file, QByteArrayView origin);
    quint32 origin(int file, int entry) const
    {
        return m_files[size_t(file)].origins[size_t(entry)];
    }
    bool hasEntry(int file, int entry) const
    {
        return size_t(entry) < m_files[size_t(file)].origins.size();
    }
    void prefetch(int file, int entry) const;
    // Gives an entry its origin number (NoOrigin: none), counted.
    void setOrigin(int file, int entry, quint32 origin);
    // Whether an origin differs from the file's reference.
    bool mismatches(int file, quint32 origin) const;
    // Decides the reference of every file and puts the bit into the masks, without
    // signals or counts: the end of a full pass.
    void judgeAll();
    // Re-decides the reference origin; when it moved, entries of the old and the new
    // reference change verdict (only entries whose verdict changes are signalled).
    // Returns whether it moved.
    bool updateReference(int file);
    // The reference origin as text, empty when none.
    QString referenceText(int file) const;

private:
    struct File
    {
        std::vector<quint32> origins; // numbered by numbers, NoOrigin: none
        OriginNumbers numbers;
        std::vector<quint32> counts; // per origin number
        quint32 reference = NoOrigin;
        QString ownOrigin;
    };
    quint32 computeReference(int file);

    VerdictTable &m_table;
    std::vector<File> m_files;
};
