// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The commands of sitemap-tool (PROTOCOL.md section 6) in one table: each
// command's name, one-line summary, what its --help says of it, its options
// with their descriptions, its operands and the function that runs it.
// sitemap-tool dispatches by it, the parser of each command takes its options
// from it, and the tool's overview and each command's usage are written from it
// (commandusage.h). The manual page's synopsis, the bash completion and the
// README's synopsis are written by hand and compared with it by tst_commandtable.

#include <QAnyStringView>
#include <QStringList>
#include <QTextStream>

#include <span>

namespace CommandTable {

// A value of a fixed set that an option takes, and what it means.
struct Choice
{
    const char *value = nullptr;
    const char *description = nullptr; // null: the option's description covers it
};

struct Option
{
    const char *name = nullptr;      // the long name, without "--"
    const char *shortName = nullptr; // a one-letter name ("o" for -o), or null
    // The value's name in the usage (URL, N); null for a switch, or for an option
    // whose choices are shown instead (--format text|json).
    const char *valueName = nullptr;
    const char *description = nullptr;
    std::span<const Choice> choices = {}; // the values it takes, when a fixed set
    const char *defaultValue = nullptr;
    int group = 0;           // the options of one group (not 0) exclude each other
    bool required = false;   // it (or one option of its group) must be given
    bool repeatable = false; // it may be given more than once
    bool folder = false;     // its value is a folder

    bool takesValue() const { return valueName || !choices.empty(); }
};

// What a command's operands are, for the shell's completion.
enum class Operands
{
    SitemapFiles,
    Folder,
    RuleId,
    None
};

using Function = int (*)(const QStringList &arguments, QTextStream &out, QTextStream &err);

struct Command
{
    const char *name = nullptr;
    const char *summary = nullptr;     // one line, for the overview
    const char *description = nullptr; // one paragraph, for its --help
    std::span<const Option> options = {};
    const char *operands = nullptr; // as the synopsis names them: "FILE...", "OLD NEW"
    Operands operandKind = Operands::None;
    Function run = nullptr;
};

// Every command, in the order the overview lists them.
std::span<const Command> commands();

// The command of that name, or null.
const Command *find(QAnyStringView name);

// The option of command with that long or short name, or null.
const Option *findOption(const Command &command, QAnyStringView name);

} // namespace CommandTable
