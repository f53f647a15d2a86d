// SPDX-License-Identifier: GPL-3.0-or-later
#include "robotstxt.h"

#include <cctype>

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

QByteArrayView trimmed(QByteArrayView v)
{
    while (!v.isEmpty() && isSpace(v.front()))
        v = v.sliced(1);
    while (!v.isEmpty() && isSpace(v.back()))
        v.chop(1);
    return v;
}

// Non-ASCII bytes become %XX, the hex digits of an existing %xx upper case: the
// form both a pattern and a path are compared in.
QByteArray normalised(QByteArrayView v)
{
    static const char hex[] = "0123456789ABCDEF";
    QByteArray out;
    out.reserve(v.size());
    for (qsizetype i = 0; i < v.size(); ++i) {
        const auto c = static_cast<unsigned char>(v[i]);
        if (c == '%' && i + 2 < v.size() && std::isxdigit(static_cast<unsigned char>(v[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(v[i + 2]))) {
            out += '%';
            out += char(std::toupper(static_cast<unsigned char>(v[i + 1])));
            out += char(std::toupper(static_cast<unsigned char>(v[i + 2])));
            i += 2;
        } else if (c >= 0x80 || c <= 0x20) {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += char(c);
        }
    }
    return out;
}

enum class Key
{
    Other,
    UserAgent,
    Allow,
    Disallow
};

// The field names Google accepts, with the misspellings its parser takes too.
Key keyOf(QByteArrayView name)
{
    const QByteArray k = name.toByteArray().toLower();
    if (k == "user-agent" || k == "useragent" || k == "user agent")
        return Key::UserAgent;
    if (k == "allow")
        return Key::Allow;
    if (k == "disallow" || k == "dissallow" || k == "dissalow" || k == "disalow" ||
        k == "diasllow" || k == "disallaw")
        return Key::Disallow;
    return Key::Other;
}

// The product token of a user-agent value: its leading letters, '_' and '-'
// ("Googlebot/2.1" is googlebot); "*" for the wildcard.
QByteArray productToken(QByteArrayView value)
{
    if (value.startsWith('*'))
        return QByteArrayLiteral("*");
    qsizetype n = 0;
    while (n < value.size() && (std::isalpha(static_cast<unsigned char>(value[n])) ||
                                value[n] == '_' || value[n] == '-'))
        ++n;
    return value.first(n).toByteArray().toLower();
}

} // namespace

RobotsTxt RobotsTxt::parse(QByteArrayView text)
{
    RobotsTxt robots;
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.sliced(3);
    bool ruleSeen = true; // the next user-agent line starts a new group
    qsizetype pos = 0;
    while (pos < text.size()) {
        qsizetype end = pos;
        while (end < text.size() && text[end] != '\n' && text[end] != '\r')
            ++end;
        QByteArrayView line = text.sliced(pos, end - pos);
        pos = end + 1;
        if (const qsizetype hash = line.indexOf('#'); hash >= 0)
            line = line.first(hash);
        const qsizetype colon = line.indexOf(':');
        if (colon < 0)
            continue;
        const Key key = keyOf(trimmed(line.first(colon)));
        const QByteArrayView value = trimmed(line.sliced(colon + 1));
        switch (key) {
        case Key::UserAgent:
            if (ruleSeen || robots.m_groups.empty())
                robots.m_groups.emplace_back();
            ruleSeen = false;
            robots.m_groups.back().agents.push_back(productToken(value));
            break;
        case Key::Allow:
        case Key::Disallow:
            if (robots.m_groups.empty())
                break; // a rule before any user-agent belongs to no group
            ruleSeen = true;
            // An empty pattern matches nothing ("Disallow:" allows all).
            if (!value.isEmpty())
                robots.m_groups.back().rules.push_back({key == Key::Allow, normalised(value)});
            break;
        case Key::Other:
            // Sitemap: and unknown lines belong to no group and end none.
            break;
        }
    }
    return robots;
}

bool RobotsTxt::matches(QByteArrayView path, QByteArrayView pattern)
{
    // The positions in path that the pattern read so far can end at, in order.
    const qsizetype pathLength = path.size();
    std::vector<qsizetype> positions{0};
    positions.reserve(size_t(pathLength) + 1);
    for (qsizetype j = 0; j < pattern.size(); ++j) {
        const char p = pattern[j];
        if (p == '$' && j + 1 == pattern.size())
            return positions.back() == pathLength;
        if (p == '*') {
            const qsizetype first = positions.front();
            positions.clear();
            for (qsizetype i = first; i <= pathLength; ++i)
                positions.push_back(i);
            continue;
        }
        size_t kept = 0;
        for (const qsizetype at : positions) {
            if (at < pathLength && path[at] == p)
                positions[kept++] = at + 1;
        }
        positions.resize(kept);
        if (positions.empty())
            return false;
    }
    return true;
}

RobotsTxt::Verdict RobotsTxt::check(QByteArrayView pathAndQuery, QByteArrayView agent) const
{
    const QByteArray token = agent.toByteArray().toLower();
    std::vector<const Group *> groups;
    for (const Group &g : m_groups) {
        for (const QByteArray &a : g.agents) {
            if (a == token) {
                groups.push_back(&g);
                break;
            }
        }
    }
    if (groups.empty()) {
        for (const Group &g : m_groups) {
            for (const QByteArray &a : g.agents) {
                if (a == "*") {
                    groups.push_back(&g);
                    break;
                }
            }
        }
    }
    const QByteArray path =
        pathAndQuery.isEmpty() ? QByteArrayLiteral("/") : normalised(pathAndQuery);
    const Rule *bestAllow = nullptr;
    const Rule *bestDisallow = nullptr;
    for (const Group *g : groups) {
        for (const Rule &r : g->rules) {
            if (!matches(path, r.pattern))
                continue;
            const Rule *&best = r.allow ? bestAllow : bestDisallow;
            if (!best || r.pattern.size() > best->pattern.size())
                best = &r;
        }
    }
    Verdict v;
    const auto text = [](const Rule &r) {
        return QString::fromLatin1(r.allow ? "Allow: " : "Disallow: ") +
               QString::fromUtf8(r.pattern);
    };
    if (bestDisallow && (!bestAllow || bestDisallow->pattern.size() > bestAllow->pattern.size())) {
        v.allowed = false;
        v.rule = text(*bestDisallow);
    } else if (bestAllow) {
        v.rule = text(*bestAllow);
    }
    return v;
}
