// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The interface the Validator drives its set-rule trackers through: each tracker
// decides the rules that need other entries than the one judged (duplicates,
// near-duplicates, the hreflang graph, the majority host, an index entry's
// lastmod against its file, uniform values) and keeps what it needs for that
// across edits. The Validator calls each tracker's own edit steps in the order
// the verdicts depend on; what every tracker does alike is here: which rules it
// decides, forgetting everything before a full pass, following inserted and
// removed rows, and the details of its problems' messages.

#include "entryruns.h"
#include "filecontext.h"
#include "problem.h"
#include "rules.h"

#include <QString>

#include <array>
#include <limits>
#include <vector>

// One entry of the set: files in document order, entries in file order.
struct EntryRef
{
    int file = -1;
    int entry = -1;
    bool operator==(const EntryRef &o) const { return file == o.file && entry == o.entry; }
    bool operator<(const EntryRef &o) const
    {
        return file != o.file ? file < o.file : entry < o.entry;
    }
};

// Problems by severity (Severity as the index).
using SeverityCounts = std::array<quint32, 3>;
constexpr SeverityCounts NoCounts = {0, 0, 0};

// No origin number (OriginTracker) and no lastmod instant (IndexDateTracker).
constexpr quint32 NoOrigin = 0xffffffffu;
constexpr qint64 NoInstant = std::numeric_limits<qint64>::min();

// What one problem of a set rule names beyond the rule's message (Rules::entryMessage).
struct ProblemDetail
{
    QString extra;  // the message's detail: the first entry, the reference host, ...
    int child = -1; // the extension child the problem points at; -1: the rule's position
    int relatedFile = -1;
    int relatedEntry = -1;
};

class SetTracker
{
public:
    virtual ~SetTracker() = default;

    // The rule bits this tracker decides.
    virtual RuleMask rules() const = 0;
    // Forgets everything: a full pass of a document of fileCount files follows.
    virtual void reset(int fileCount) = 0;
    // Rows were inserted (not judged yet) or removed in runs (entryruns.h): what the
    // tracker keeps per row, or by row number, follows.
    virtual void rowsInserted(int file, const EntryRuns &runs) = 0;
    virtual void rowsRemoved(int file, const EntryRuns &runs) = 0;
    // The problems of one of its rules on an entry that carries the rule's bit, one
    // detail each (at least one): what the message names and where it points.
    virtual std::vector<ProblemDetail> details(RuleId rule, int file, int entry,
                                               const EntryFacts &ef,
                                               const FileContext &ctx) const = 0;
};
