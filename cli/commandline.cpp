// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

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

int parse(QCommandLineParser &parser, const char *command, const char *usage,
          const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    const QCommandLineOption help(QStringLiteral("help"));
    parser.addOption(help);
    if (!parser.parse(QStringList{QString::fromLatin1(command)} + arguments))
        return usageError(command, parser.errorText(), usage, err);
    if (parser.isSet(help)) {
        out << QString::fromLatin1(usage);
        out.flush();
        return 0;
    }
    return -1;
}

int usageError(const char *command, const QString &message, const char *usage, QTextStream &err)
{
    err << "sitemap-tool " << command << ": " << message << '\n' << QString::fromLatin1(usage);
    return 2;
}

} // namespace CommandLine
