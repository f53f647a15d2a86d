// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The commands of sitemap-tool (PROTOCOL.md section 6), in the cli library so
// that the tool, the tests and the fuzz target run them in-process alike. Each
// takes the arguments after the command name and returns the exit status. The
// command table (commandtable.h) names each with its options and usage; the
// tool runs them through it.

#include <QStringList>
#include <QTextStream>

namespace ToolCommands {

int check(const QStringList &arguments, QTextStream &out, QTextStream &err); // checkcommand.cpp
// Tests: check reads every set whole (as before it checked an index one child at
// a time), and how many sets it has checked one child at a time in this process.
void setCheckWholeSetsForTesting(bool whole);
int setsCheckedChildByChild();
int exportEntries(const QStringList &arguments, QTextStream &out,
                  QTextStream &err);                                           // exportcommand.cpp
int convert(const QStringList &arguments, QTextStream &out, QTextStream &err); // convertcommand.cpp
int diff(const QStringList &arguments, QTextStream &out, QTextStream &err);    // diffcommand.cpp
int rules(const QStringList &arguments, QTextStream &out, QTextStream &err);   // rulescommand.cpp
int explain(const QStringList &arguments, QTextStream &out, QTextStream &err); // rulescommand.cpp
int scan(const QStringList &arguments, QTextStream &out, QTextStream &err);    // scancommand.cpp
int edit(const QStringList &arguments, QTextStream &out, QTextStream &err);    // editcommand.cpp
int audit(const QStringList &arguments, QTextStream &out, QTextStream &err);   // auditcommand.cpp

} // namespace ToolCommands
