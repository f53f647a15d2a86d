// SPDX-License-Identifier: GPL-3.0-or-later
#include "webrules.h"

#include "lastmod.h"
#include "rules.h"
#include "ruletext.h"
#include "urltools.h"

#include <QDateTime>

namespace WebRules {

namespace {

constexpr qint64 DayMs = 24 * 60 * 60 * 1000;

QString failureText(const WebResult &r)
{
    switch (r.failure) {
    case WebResult::Failure::HostNotFound:
        return RuleText::tr("the host name was not found (DNS)");
    case WebResult::Failure::ConnectionRefused:
        return RuleText::tr("the connection was refused");
    case WebResult::Failure::Tls:
        return RuleText::tr("the secure connection (TLS) failed: %1").arg(r.failureDetail);
    case WebResult::Failure::Timeout:
        return RuleText::tr("no complete answer within %1 s").arg(qMax(1, r.timeoutMs / 1000));
    case WebResult::Failure::Other:
    case WebResult::Failure::None:
        break;
    }
    return r.failureDetail.isEmpty() ? RuleText::tr("the request failed") : r.failureDetail;
}

void add(std::vector<Finding> &out, RuleId rule, const QString &detail)
{
    // The catalogue's message takes the detail; no entry facts are needed.
    static const EntryFacts none;
    out.push_back({rule, Rules::severity(rule), Rules::entryMessage(rule, none, detail)});
}

} // namespace

bool canonicalElsewhere(const QString &canonical, const QString &loc)
{
    if (canonical.isEmpty())
        return false;
    return UrlTools::duplicateKey(canonical) != UrlTools::duplicateKey(loc);
}

std::vector<Finding> findings(const WebResult &r, const QString &loc, QStringView lastmod)
{
    std::vector<Finding> out;
    if (r.outcome == WebResult::Outcome::RobotsBlocked) {
        add(out, RuleId::WebRobotsBlocked, r.blockedBy);
        return out;
    }
    if (r.outcome == WebResult::Outcome::Unreachable) {
        add(out, RuleId::WebUnreachable, failureText(r));
        return out;
    }
    const int s = r.status;
    if (s == 404 || s == 410)
        add(out, RuleId::WebNotFound, QString::number(s));
    else if (s >= 400 && s < 500 && s != 429)
        add(out, RuleId::WebClientError, QString::number(s));
    if (s >= 500 || s == 429) {
        add(out, RuleId::WebServerError,
            r.retryAfter.isEmpty()
                ? QString::number(s)
                : QStringLiteral("%1 (Retry-After: %2)").arg(s).arg(r.retryAfter));
    }
    if (s >= 300 && s < 400 && !r.location.isEmpty())
        add(out, RuleId::WebRedirect, r.location);
    if (!r.noindex.isEmpty())
        add(out, RuleId::WebNoindex, r.noindex);
    if (canonicalElsewhere(r.canonical, loc))
        add(out, RuleId::WebCanonicalElsewhere, r.canonical);
    if (r.lastModified > 0 && !lastmod.isEmpty()) {
        const LastMod::Result entry = LastMod::check(lastmod);
        const bool valid = entry.verdict == LastMod::Verdict::Valid ||
                           entry.verdict == LastMod::Verdict::Imprecise;
        if (valid && entry.hasInstant && r.lastModified > entry.msecsSinceEpoch + DayMs) {
            add(out, RuleId::WebLastmodBehind,
                QDateTime::fromMSecsSinceEpoch(r.lastModified).toUTC().toString(Qt::ISODate));
        }
    }
    return out;
}

QString statusText(const WebResult &r)
{
    switch (r.outcome) {
    case WebResult::Outcome::RobotsBlocked:
        return RuleText::tr("blocked by robots.txt");
    case WebResult::Outcome::Unreachable:
        return RuleText::tr("no answer");
    case WebResult::Outcome::Answered:
        break;
    }
    if (!r.location.isEmpty())
        return QStringLiteral("%1 \u2192 %2").arg(r.status).arg(r.location);
    return QString::number(r.status);
}

int statusKey(const WebResult &r)
{
    switch (r.outcome) {
    case WebResult::Outcome::RobotsBlocked:
        return 0;
    case WebResult::Outcome::Unreachable:
        return -1;
    case WebResult::Outcome::Answered:
        break;
    }
    return r.status;
}

} // namespace WebRules
