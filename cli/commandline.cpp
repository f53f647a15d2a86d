// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "commandtable.h"
#include "commandusage.h"

#include <vector>

namespace CommandLine {

namespace {

bool g_processEndsWithCommand = false;

} // namespace

void setProcessEndsWithCommand()
{
    g_processEndsWithCommand = true;
}

bool processEndsWithCommand()
{
    return g_processEndsWithCommand;
}

void keepToProcessEnd(std::shared_ptr<const void> object)
{
    // Never destroyed, and reachable from here, so that leak checkers see it kept.
    static auto *const kept = new std::vector<std::shared_ptr<const void>>;
    kept->push_back(std::move(object));
}

int parse(QCommandLineParser &parser, const char *command, const QStringList &arguments,
          QTextStream &out, QTextStream &err)
{
    const CommandTable::Command *entry = CommandTable::find(QLatin1StringView(command));
    Q_ASSERT(entry);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const std::span<const CommandTable::Option> options =
        entry ? entry->options : std::span<const CommandTable::Option>();
    for (const CommandTable::Option &option : options) {
        QStringList names{QString::fromLatin1(option.name)};
        if (option.shortName)
            names.prepend(QString::fromLatin1(option.shortName));
        QCommandLineOption parsed(names);
        if (option.takesValue())
            parsed.setValueName(QString::fromLatin1(option.valueName ? option.valueName : "value"));
        if (option.defaultValue)
            parsed.setDefaultValue(QString::fromLatin1(option.defaultValue));
        parser.addOption(parsed);
    }
    const QCommandLineOption help(QStringLiteral("help"));
    parser.addOption(help);
    if (!parser.parse(QStringList{QString::fromLatin1(command)} + arguments))
        return usageError(command, parser.errorText(), err);
    if (parser.isSet(help)) {
        out << CommandUsage::usage(command);
        out.flush();
        return 0;
    }
    // An option of a fixed set of values takes one of them.
    for (const CommandTable::Option &option : options) {
        if (option.choices.empty())
            continue;
        QStringList allowed;
        for (const CommandTable::Choice &choice : option.choices)
            allowed << QString::fromLatin1(choice.value);
        for (const QString &value : parser.values(QString::fromLatin1(option.name))) {
            if (allowed.contains(value))
                continue;
            const QString last = allowed.takeLast();
            return usageError(command,
                              QStringLiteral("--%1 must be %2%3, not '%4'")
                                  .arg(QString::fromLatin1(option.name), allowed.join(u", "),
                                       allowed.isEmpty() ? last : QLatin1String(" or ") + last,
                                       value),
                              err);
        }
    }
    return -1;
}

int usageError(const char *command, const QString &message, QTextStream &err)
{
    err << "sitemap-tool " << command << ": " << message << '\n' << CommandUsage::usage(command);
    return 2;
}

} // namespace CommandLine
