// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The web audit as a program sees it without linking Qt Network (PROTOCOL.md
// section 4.2): its pace and limits, and WebAuditRunner, the one call that runs
// it. sitemap-tool gets its runner from the sitemap-fetch module, loaded only
// when it goes online; the editor and the tests use WebAudit (webaudit.h).

#include "protocol.h"
#include "webresult.h"

#include <QString>
#include <QStringList>

#include <functional>

struct WebAuditOptions
{
    // The polite default, which a caller may make slower but not faster than the
    // bounds below.
    static constexpr int DefaultConcurrency = 4;
    static constexpr int MaxConcurrency = 8;
    static constexpr int PerHost = 2;
    static constexpr int DefaultDelayMs = 250;
    static constexpr int MinDelayMs = 50;
    // A host's pause doubles on 429 and 503, up to this.
    static constexpr int MaxDelayMs = 60000;
    static constexpr int DefaultTimeoutMs = 30000;
    static constexpr qint64 MaxBodyBytes = 1024 * 1024;
    // Google reads the first 500 KiB of a robots.txt.
    static constexpr qint64 MaxRobotsBytes = 500 * 1024;
    static constexpr int MaxRobotsRedirects = 5;
    static constexpr int DefaultLimit = Protocol::AuditDefaultLimit;

    int concurrency = DefaultConcurrency; // requests at a time over all hosts
    int delayMs = DefaultDelayMs;         // between two requests to one host
    // No complete answer head in this time is web-unreachable (tests shorten it).
    int timeoutMs = DefaultTimeoutMs;
    // The User-Agent; empty: the application's name and version.
    QString userAgent;

    // The options within the bounds: concurrency 1 to MaxConcurrency, delay at
    // least MinDelayMs.
    WebAuditOptions bounded() const
    {
        WebAuditOptions o = *this;
        o.concurrency = qBound(1, o.concurrency, MaxConcurrency);
        o.delayMs = qBound(MinDelayMs, o.delayMs, MaxDelayMs);
        o.timeoutMs = qMax(1, o.timeoutMs);
        return o;
    }
    // How long n URLs on hosts hosts take at least at this pace, in ms.
    static qint64 estimateMs(qint64 n, int hosts, const WebAuditOptions &options)
    {
        const WebAuditOptions o = options.bounded();
        if (n <= 0)
            return 0;
        const int h = qMax(1, hosts);
        // Each host starts one request per delay; at most concurrency hosts at once.
        const qint64 perHostRate = qMax<qint64>(1, qMin(h, o.concurrency));
        return (n / perHostRate) * o.delayMs;
    }
};

class WebAuditRunner
{
public:
    virtual ~WebAuditRunner() = default;
    // Requests urls (distinct http(s) URLs) as section 4.2 says, in an event loop of
    // its own until every answer is in. onResult gets each URL's answer as it
    // comes (by its index in urls). shouldStop is asked between answers; when it
    // says true the run ends without the rest.
    virtual void run(const QStringList &urls, const WebAuditOptions &options,
                     const std::function<void(int index, const WebResult &result)> &onResult,
                     const std::function<bool()> &shouldStop) = 0;
};

// The sitemap-fetch module's second exported function: its WebAuditRunner, or
// null when buildKey is not the module's (as for sitemap_fetch_remote_source).
extern "C" {
using SitemapWebAuditEntry = WebAuditRunner *(*)(const char *buildKey);
}
inline constexpr char SitemapWebAuditEntryName[] = "sitemap_fetch_web_audit";
