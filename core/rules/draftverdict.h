// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the rule catalogue says of a value that is not committed yet (the text in
// a cell editor while the user types or pastes): the entry as it is, with that
// one value replaced, judged by a Validator of its own. A draft so gets exactly
// the verdict, message and "fixed on save" the value will get once committed.
// Rules that need the other entries of the set (duplicates, the majority host)
// are judged when the value is committed.

#include "entry.h"
#include "problem.h"

#include <QString>

#include <optional>
#include <vector>

class SitemapDocument;

namespace DraftVerdict {

// The problems of field of (file, entry) were its value draft (nullopt: not
// set), in rule order, with file and entry those of the real entry.
std::vector<Problem> problems(const SitemapDocument &doc, int file, int entry, Field field,
                              const std::optional<QString> &draft);

} // namespace DraftVerdict
