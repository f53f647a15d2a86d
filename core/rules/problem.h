// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A protocol violation found in a document: which rule, how bad, and where.
// Problems are data; the editor shows them and sitemap-tool prints them.

#include "entry.h"
#include "ruleid.h"
#include "rulemessage.h"

#include <QString>

#include <optional>

enum class Severity : quint8
{
    Info,
    Warning,
    Error
};

QString severityName(Severity severity);     // "info", "warning", "error"
const char *severityWord(Severity severity); // the same as bytes

struct Problem
{
    QString rule; // the rule id of PROTOCOL.md section 4, e.g. "loc-not-absolute"
    Severity severity = Severity::Error;
    int file = -1;  // document file index
    int entry = -1; // 0-based entry index in its file, -1 for a file problem
    int line = 0;   // 1-based, 0 when it does not apply
    int column = 0;
    int field = -1;  // the Field the problem is about (for the table cell), -1 for the row/file
    QString message; // plain language, translated, says how to fix it
    bool fixedOnSave = false; // the writer repairs it without asking (PROTOCOL.md section 5)
    // The entry the problem names (the first copy of a duplicate), -1 when none.
    int relatedFile = -1;
    int relatedEntry = -1;
};

// A problem as a report prints it, its message not yet put together, so that the
// report writes it straight into its output (Validator::forEachProblemOfFile()).
struct ProblemLine
{
    std::optional<RuleId> rule; // none: a rule outside the catalogue, named by ruleText
    QString ruleText;
    Severity severity = Severity::Error;
    int entry = -1;
    int line = 0;
    int column = 0;
    RuleMessage message;

    // The line of a problem made whole (its message made).
    static ProblemLine of(const Problem &problem);
};
