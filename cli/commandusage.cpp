// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandusage.h"

#include <algorithm>

namespace CommandUsage {

namespace {

using CommandTable::Command;
using CommandTable::Option;

// The columns of a terminal that usage texts fill.
constexpr int terminalWidth = 80;

QString latin1(const char *text)
{
    return QString::fromLatin1(text);
}

// The value an option shows after its name: its value name, or its choices.
QString shownValue(const Option &option)
{
    if (option.valueName)
        return latin1(option.valueName);
    QStringList values;
    for (const CommandTable::Choice &choice : option.choices)
        values << latin1(choice.value);
    return values.join(QLatin1Char('|'));
}

// "--format text|json", "-o DIR", "--gzip": an option as the synopsis names it.
QString synopsisName(const Option &option)
{
    QString name = option.shortName ? QLatin1Char('-') + latin1(option.shortName)
                                    : QLatin1String("--") + latin1(option.name);
    if (option.takesValue())
        name += QLatin1Char(' ') + shownValue(option);
    return name;
}

// pieces after lead, as many to a line as fit in width, the next lines indented
// by indent; the text ends in a newline. A piece is never broken.
QString wrap(const QString &lead, const QStringList &pieces, qsizetype indent, int width)
{
    QString text = lead;
    qsizetype lineStart = 0;
    bool lineEmpty = true; // no piece on the current line yet
    for (const QString &piece : pieces) {
        if (!lineEmpty && text.size() - lineStart + 1 + piece.size() > width) {
            text += QLatin1Char('\n');
            lineStart = text.size();
            text += QString(indent, QLatin1Char(' '));
            lineEmpty = true;
        }
        if (!lineEmpty)
            text += QLatin1Char(' ');
        text += piece;
        lineEmpty = false;
    }
    while (text.endsWith(QLatin1Char(' ')))
        text.chop(1);
    return text + QLatin1Char('\n');
}

// A synopsis: its items after lead, the next lines indented to the first item.
QString wrapItems(const QString &lead, const QStringList &items, int width)
{
    return wrap(lead, items, lead.size(), width);
}

// A paragraph after lead, the next lines indented by indent.
QString wrapWords(const QString &lead, const QString &words, qsizetype indent, int width)
{
    return wrap(lead, words.split(QLatin1Char(' '), Qt::SkipEmptyParts), indent, width);
}

struct Row
{
    QString label;
    QString description;
};

// The rows of the option list of a command's usage.
QList<Row> optionRows(const Command &command)
{
    QList<Row> rows;
    for (const Option &option : command.options) {
        const QString name =
            (option.shortName ? QLatin1Char('-') + latin1(option.shortName) + QLatin1String(", ")
                              : QString()) +
            QLatin1String("--") + latin1(option.name);
        const bool choicesDescribed =
            std::any_of(option.choices.begin(), option.choices.end(),
                        [](const CommandTable::Choice &c) { return c.description != nullptr; });
        if (choicesDescribed) {
            for (const CommandTable::Choice &choice : option.choices)
                rows.append(
                    {name + QLatin1Char(' ') + latin1(choice.value), latin1(choice.description)});
            continue;
        }
        QString description = latin1(option.description);
        // One of a group is required as the synopsis shows it, "(--url URL | ...)".
        if (option.required && !option.group)
            description += QLatin1String(" (required)");
        if (option.repeatable)
            description += QLatin1String("; may be given more than once");
        rows.append({option.takesValue() ? name + QLatin1Char(' ') + shownValue(option) : name,
                     description});
    }
    rows.append({QStringLiteral("--help"), QStringLiteral("show this help")});
    return rows;
}

} // namespace

QStringList synopsisItems(const Command &command)
{
    QStringList items;
    QList<int> groupsDone;
    for (const Option &option : command.options) {
        if (option.group) {
            if (groupsDone.contains(option.group))
                continue;
            groupsDone.append(option.group);
            QStringList members;
            bool required = false;
            for (const Option &member : command.options) {
                if (member.group == option.group) {
                    members << synopsisName(member);
                    required = required || member.required;
                }
            }
            const QString joined = members.join(QLatin1String(" | "));
            items << (required ? QLatin1Char('(') + joined + QLatin1Char(')')
                               : QLatin1Char('[') + joined + QLatin1Char(']'));
            continue;
        }
        QString item = synopsisName(option);
        if (!option.required)
            item = QLatin1Char('[') + item + QLatin1Char(']');
        if (option.repeatable)
            item += QLatin1String("...");
        items << item;
    }
    if (command.operands && *command.operands)
        items << latin1(command.operands).split(QLatin1Char(' '));
    return items;
}

QString usage(const Command &command)
{
    QString text =
        wrapItems(QLatin1String("usage: sitemap-tool ") + latin1(command.name) + QLatin1Char(' '),
                  synopsisItems(command), terminalWidth);
    text += QLatin1Char('\n') + wrapWords(QString(), latin1(command.description), 0, terminalWidth);
    const QList<Row> rows = optionRows(command);
    qsizetype labelWidth = 0;
    for (const Row &row : rows)
        labelWidth = std::max(labelWidth, row.label.size());
    const int column = int(labelWidth) + 4; // two spaces before the label, two after
    text += QLatin1Char('\n');
    for (const Row &row : rows)
        text += wrapWords(QLatin1String("  ") + row.label.leftJustified(column - 2),
                          row.description, column, terminalWidth);
    return text;
}

QString usage(const char *command)
{
    const Command *found = CommandTable::find(QLatin1StringView(command));
    Q_ASSERT(found);
    return found ? usage(*found) : QString();
}

QString overview()
{
    int nameWidth = 0;
    for (const Command &command : CommandTable::commands())
        nameWidth = std::max(nameWidth, int(qstrlen(command.name)));
    QString text = QStringLiteral("usage:\n");
    for (const Command &command : CommandTable::commands())
        text += wrapItems(QLatin1String("  sitemap-tool ") +
                              latin1(command.name).leftJustified(nameWidth) + QLatin1Char(' '),
                          synopsisItems(command), terminalWidth);
    text += QLatin1String("  sitemap-tool --help | --version\n\ncommands:\n");
    for (const Command &command : CommandTable::commands())
        text += QLatin1String("  ") + latin1(command.name).leftJustified(nameWidth + 2) +
                latin1(command.summary) + QLatin1Char('\n');
    text += QLatin1String("\n'sitemap-tool COMMAND --help' explains a command and its options.\n");
    return text;
}

} // namespace CommandUsage
