// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

namespace CommandLine {

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
