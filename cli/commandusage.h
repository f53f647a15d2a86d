// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The usage texts of sitemap-tool, written from the command table
// (commandtable.h): the overview (sitemap-tool --help), each command's usage
// (sitemap-tool COMMAND --help, and after a usage mistake) and the synopsis line
// of each command. English, as the rest of the tool's own messages.

#include "commandtable.h"

#include <QString>
#include <QStringList>

namespace CommandUsage {

// The synopsis of command after "sitemap-tool NAME", as items that are never
// broken across lines: "[--format text|json|sarif]", "-o DIR", "FILE...".
QStringList synopsisItems(const CommandTable::Command &command);

// What sitemap-tool COMMAND --help prints: the synopsis, the description and one
// line or more per option, the --help every command takes included.
QString usage(const CommandTable::Command &command);
// usage() of the command of that name (which the table must hold).
QString usage(const char *command);

// What sitemap-tool --help prints: every command's synopsis and summary.
QString overview();

} // namespace CommandUsage
