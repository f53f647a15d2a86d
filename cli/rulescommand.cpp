// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool rules and sitemap-tool explain (PROTOCOL.md section 6): the rule
// catalogue with each rule's one-line summary, and one rule's reference, both
// from the rule reference the project ships (docs/rules.md, rulereference.h);
// `explain` in German under a German locale (docs/rules.de.md).

#include "commandline.h"
#include "jsontext.h"
#include "problem.h"
#include "rulereference.h"
#include "rules.h"
#include "toolcommands.h"

#include <QLocale>

namespace ToolCommands {

int rules(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "rules", arguments, out, err); status >= 0)
        return status;
    if (!parser.positionalArguments().isEmpty())
        return CommandLine::usageError(
            "rules",
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()),
            err);

    qsizetype width = 0;
    for (int i = 0; i < RuleCount; ++i)
        width = std::max(width, qsizetype(qstrlen(Rules::id(RuleId(i)))));
    const bool json = parser.value(QStringLiteral("format")) == QLatin1String("json");
    if (json)
        out << '[';
    for (int i = 0; i < RuleCount; ++i) {
        const RuleId rule = RuleId(i);
        const QString id = Rules::idString(rule);
        const QString severity = severityName(Rules::severity(rule));
        const RuleReference::Section *section = RuleReference::find(id);
        const QString summary = section ? section->summary : QString();
        if (json) {
            out << (i ? "," : "") << "{\"rule\":" << JsonText::quoted(id)
                << ",\"severity\":" << JsonText::quoted(severity)
                << ",\"summary\":" << JsonText::quoted(summary) << '}';
        } else {
            out << id.leftJustified(width + 2) << severity.leftJustified(9) << summary << '\n';
        }
    }
    if (json)
        out << "]\n";
    out.flush();
    return 0;
}

int explain(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "explain", arguments, out, err); status >= 0)
        return status;
    const QStringList ids = parser.positionalArguments();
    if (ids.size() != 1)
        return CommandLine::usageError("explain",
                                       ids.isEmpty() ? QStringLiteral("missing RULE-ID")
                                                     : QStringLiteral("one RULE-ID only"),
                                       err);
    // The reference in the user's language, as the locale's environment
    // (LANGUAGE, LC_ALL, LANG) names it; English for C and the languages it lacks.
    const RuleReference::Section *section =
        RuleReference::find(ids.first(), RuleReference::languageFor(QLocale::system()));
    if (!section || !Rules::fromId(ids.first())) {
        err << "sitemap-tool explain: unknown rule id '" << ids.first()
            << "'; 'sitemap-tool rules' lists them\n";
        return 2;
    }
    out << section->id << "\n\n" << section->body << '\n';
    out.flush();
    return 0;
}

} // namespace ToolCommands
