// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The verdicts of the web audit (PROTOCOL.md section 4.2): which web-* rules a
// page's answer (WebResult) breaks for an entry with a given loc and lastmod,
// with the catalogue's messages. sitemap-tool audit and the editor both ask here.

#include "problem.h"
#include "ruleid.h"
#include "webresult.h"

#include <QString>
#include <QStringView>

#include <vector>

namespace WebRules {

struct Finding
{
    RuleId rule;
    Severity severity;
    QString message;
};

// The findings of an entry whose loc (trimmed) and lastmod (trimmed, may be
// empty) are given, from the answer to its URL, in rule order.
std::vector<Finding> findings(const WebResult &result, const QString &loc,
                              QStringView lastmod = {});

// True when a <link rel=canonical> or Link header target names another URL than
// loc, as loc-duplicate compares URLs.
bool canonicalElsewhere(const QString &canonical, const QString &loc);

// A short, translated line for the "Web status" column: "200", "301 → URL",
// "blocked by robots.txt", "no answer".
QString statusText(const WebResult &result);
// The number the column sorts by: the HTTP status, or 0 (blocked) and -1 (no answer).
int statusKey(const WebResult &result);

} // namespace WebRules
