// SPDX-License-Identifier: GPL-3.0-or-later
#include "problem.h"

#include "rules.h"

const char *severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        break;
    }
    return "error";
}

QString severityName(Severity severity)
{
    return QString::fromLatin1(severityWord(severity));
}

ProblemLine ProblemLine::of(const Problem &problem)
{
    ProblemLine line;
    line.rule = Rules::fromId(problem.rule);
    if (!line.rule)
        line.ruleText = problem.rule;
    line.severity = problem.severity;
    line.entry = problem.entry;
    line.line = problem.line;
    line.column = problem.column;
    line.message = RuleMessage::made(problem.message);
    return line;
}
