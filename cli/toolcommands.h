// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The commands of sitemap-tool (PROTOCOL.md section 6), in core so that tests can
// run them in-process as well. Each takes the arguments after the command name
// and returns the exit status.

#include <QStringList>
#include <QTextStream>

namespace ToolCommands {

int check(const QStringList &arguments, QTextStream &out, QTextStream &err); // checkcommand.cpp
int exportEntries(const QStringList &arguments, QTextStream &out,
                  QTextStream &err);                                           // exportcommand.cpp
int convert(const QStringList &arguments, QTextStream &out, QTextStream &err); // convertcommand.cpp
int diff(const QStringList &arguments, QTextStream &out, QTextStream &err);    // diffcommand.cpp
int rules(const QStringList &arguments, QTextStream &out, QTextStream &err);   // rulescommand.cpp
int explain(const QStringList &arguments, QTextStream &out, QTextStream &err); // rulescommand.cpp
int scan(const QStringList &arguments, QTextStream &out, QTextStream &err);    // scancommand.cpp
int audit(const QStringList &arguments, QTextStream &out, QTextStream &err);   // auditcommand.cpp

} // namespace ToolCommands
