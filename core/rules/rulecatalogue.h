// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A row of the rule catalogue (rules.cpp), for the parts of core/rules/ that look a
// rule up by its id (ruleinfo.cpp): not for use outside this folder.

#include "rules.h"

#include <QString>

#include <span>

// One row of the catalogue. Entry rules have entryCheck/entryMessage, file rules
// fileCheck/fileMessage; set rules have no check (the Validator keeps them).
struct RuleDef
{
    RuleId rule;
    const char *id;
    Severity severity;
    int field; // the column, -1 for the row or the file
    bool fixedOnSave;
    bool (*entryCheck)(const EntryFacts &);
    RuleMessage (*entryMessage)(const EntryFacts &, const QString &extra);
    bool (*fileCheck)(const FileFacts &);
    QString (*fileMessage)(const FileFacts &);
};

namespace RuleCatalogue {

// The row of a rule.
const RuleDef &row(RuleId rule);
// Every row, in RuleId order.
std::span<const RuleDef> rows();

} // namespace RuleCatalogue
