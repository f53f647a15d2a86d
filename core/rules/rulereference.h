// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user-facing reference of every rule, read from docs/rules.md (embedded as
// the resource :/docs/rules.md) and its German counterpart docs/rules.de.md
// (:/docs/rules.de.md). `sitemap-tool rules`, `sitemap-tool explain`, the SARIF
// output and the editor's explanations all take their text from here, so the
// reference is written once per language.
//
// The document has one section per rule id: a level-3 heading "### `rule-id`",
// then a line "Severity: error|warning|info" (German: "Schweregrad:
// Fehler|Warnung|Hinweis"; with the Search Console label and "Fixed on save"
// where they apply), then a one-paragraph summary, then the rest.

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

class QLocale;

namespace RuleReference {

struct Section
{
    QString id;       // "loc-missing"
    QString severity; // as the document states it: "error", "warning" or "info"
    QString summary;  // the first paragraph after the severity line, as plain text
    QString body;     // the section's Markdown without its heading
};

// The languages the reference is written in, English first: "en", "de".
QStringList languages();
// The language of the reference for a locale: the first of its UI languages
// (QLocale::uiLanguages(), which on Unix follows LANGUAGE, LC_ALL, LC_MESSAGES
// and LANG) that the reference is written in; English when none is.
QString languageFor(const QLocale &locale);

// Every section of the English reference, in the document's order; empty when
// the resource is missing.
const QList<Section> &sections();
// Every section of the reference in language ("en", "de"); empty for a language
// the reference is not written in.
const QList<Section> &sections(QStringView language);
// The section of a rule id in the English reference, or nullptr.
const Section *find(QStringView id);
// The section of a rule id in language, falling back to English when that
// language has no section for it; nullptr when neither has.
const Section *find(QStringView id, QStringView language);
// The section as Markdown with the rule id as its top heading, for display.
QString markdown(const Section &section);
// Parses a rule reference document in either language (for the tests and for
// sections()); severity is always "error", "warning" or "info".
QList<Section> parse(const QString &document);

} // namespace RuleReference
