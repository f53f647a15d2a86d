// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The argument handling every sitemap-tool command shares: QCommandLineParser
// with --help, options allowed after the files, and the exit statuses of
// PROTOCOL.md section 6 (a usage mistake is 2, --help is 0).

#include <QCommandLineParser>
#include <QTextStream>

namespace CommandLine {

// Parses the arguments after the command name into parser, to which --help is
// added. Returns -1 when the command goes on; otherwise the exit status after
// printing the usage (--help: 0 on out) or the mistake and the usage (2 on err).
int parse(QCommandLineParser &parser, const char *command, const char *usage,
          const QStringList &arguments, QTextStream &out, QTextStream &err);

// Prints "sitemap-tool COMMAND: MESSAGE" and the usage to err; returns 2.
int usageError(const char *command, const QString &message, const char *usage, QTextStream &err);

} // namespace CommandLine
