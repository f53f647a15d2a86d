// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A robots.txt as Google reads it (PROTOCOL.md section 4.2, web-robots-blocked;
// RFC 9309 with Google's documented reading): lines of "field: value", groups
// started by one or more user-agent lines, Googlebot's groups (all of them,
// merged) else the "*" groups; the longest matching path pattern wins, Allow
// wins a tie; "*" matches any run of characters and a final "$" the end of the
// path. Qt Core only; the audit fetches the file and asks here.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <vector>

class RobotsTxt
{
public:
    // What a robots.txt says about one path.
    struct Verdict
    {
        bool allowed = true;
        // The rule that decided, as "Disallow: /fish" or "Allow: /fish"; empty when
        // no rule matched.
        QString rule;
    };

    RobotsTxt() = default; // allows everything
    static RobotsTxt parse(QByteArrayView text);

    // The verdict for a URL's path with its query ("/fish.php?id=1"), percent-encoded
    // as sent, for the crawler whose product token is agent (case-insensitive).
    Verdict check(QByteArrayView pathAndQuery, QByteArrayView agent = "googlebot") const;

    // Pattern matching as Google's matcher does it (public for the tests).
    static bool matches(QByteArrayView path, QByteArrayView pattern);

private:
    struct Rule
    {
        bool allow = false;
        QByteArray pattern; // normalised: non-ASCII and %xx in upper-case %XX form
    };
    struct Group
    {
        std::vector<QByteArray> agents; // lower-case product tokens, "*" for any
        std::vector<Rule> rules;
    };
    std::vector<Group> m_groups;
};
