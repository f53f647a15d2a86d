// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The argument handling every sitemap-tool command shares: QCommandLineParser
// with the command's options from the command table and --help, options allowed
// after the files, and the exit statuses of PROTOCOL.md section 6 (a usage
// mistake is 2, --help is 0).

#include <QCommandLineParser>
#include <QTextStream>

#include <memory>

namespace CommandLine {

// Parses the arguments after the command name into parser, to which the
// command's options in the command table (commandtable.h) and --help are added.
// Returns -1 when the command goes on; otherwise the exit status after printing
// the usage (--help: 0 on out) or the mistake and the usage (2 on err).
int parse(QCommandLineParser &parser, const char *command, const QStringList &arguments,
          QTextStream &out, QTextStream &err);

// Prints "sitemap-tool COMMAND: MESSAGE" and the command's usage to err; returns 2.
int usageError(const char *command, const QString &message, QTextStream &err);

// Said by sitemap-tool's main before it runs a command: the process ends when the
// command returns. Off for commands run in-process (the tests, the fuzz target).
void setProcessEndsWithCommand();
bool processEndsWithCommand();

// Keeps object, still reachable, until the process ends.
void keepToProcessEnd(std::shared_ptr<const void> object);

// Destroys object now or, when the process ends with the command, leaves it to
// the end of the process. The system takes back a loaded set's memory at once on
// exit; freeing it block by block, each block unmapped (and on two threads the
// other processor's address cache flushed), took about 6 % of a check of 50,000
// URLs and 9 % of one of a million.
template <typename T> void releaseAtEnd(std::unique_ptr<T> object)
{
    if (processEndsWithCommand())
        keepToProcessEnd(std::shared_ptr<const void>(std::move(object)));
}

} // namespace CommandLine
