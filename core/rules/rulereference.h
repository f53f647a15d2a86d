// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user-facing reference of every rule, read from docs/rules.md (embedded as
// the resource :/docs/rules.md). `sitemap-tool rules`, `sitemap-tool explain`,
// the SARIF output and the editor's explanations all take their text from here,
// so the reference is written once.
//
// The document has one section per rule id: a level-3 heading "### `rule-id`",
// then a line "Severity: error|warning|info" (with the Search Console label and
// "Fixed on save" where they apply), then a one-paragraph summary, then the rest.

#include <QList>
#include <QString>
#include <QStringView>

namespace RuleReference {

struct Section
{
    QString id;       // "loc-missing"
    QString severity; // as the document states it: "error", "warning" or "info"
    QString summary;  // the first paragraph after the severity line, as plain text
    QString body;     // the section's Markdown without its heading
};

// Every section, in the document's order; empty when the resource is missing.
const QList<Section> &sections();
// The section of a rule id, or nullptr.
const Section *find(QStringView id);
// The section as Markdown with the rule id as its top heading, for display.
QString markdown(const Section &section);
// Parses a rule reference document (for the tests and for sections()).
QList<Section> parse(const QString &document);

} // namespace RuleReference
