// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What requesting one page told the web audit (PROTOCOL.md section 4.2): the raw
// facts of its answer, kept per URL. WebRules turns them into the web-* findings
// of the entries with that URL; the audit (core/net/webaudit.h) fills them in,
// and the editor keeps them until the entry's loc changes.

#include <QString>
#include <QtGlobal>

struct WebResult
{
    enum class Outcome : quint8
    {
        Answered,      // an HTTP status came back
        RobotsBlocked, // robots.txt keeps Googlebot away: not requested
        Unreachable,   // no answer: see failure
    };
    enum class Failure : quint8
    {
        None,
        HostNotFound,
        ConnectionRefused,
        Tls,
        Timeout,
        Other,
    };

    QString url; // as requested
    Outcome outcome = Outcome::Unreachable;
    int status = 0;   // the HTTP status, 0 when there was none
    QString location; // a 3xx's Location, resolved against url
    qint64 ms = 0;    // from the request to its answer's head
    QString retryAfter;
    // What forbids indexing, as found ("X-Robots-Tag: noindex", "<meta name=robots
    // content=noindex>"); empty when nothing does.
    QString noindex;
    QString canonical;       // the canonical URL named by a link or header, resolved
    qint64 lastModified = 0; // Last-Modified in ms since the epoch, 0 when none
    // web-robots-blocked: the robots.txt line that disallows the path, or why the
    // whole site is blocked ("robots.txt answers 503").
    QString blockedBy;
    Failure failure = Failure::None;
    QString failureDetail; // the network library's words, for Failure::Other and Tls
    int timeoutMs = 0;     // Failure::Timeout: after how long
};
