// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Judges a <lastmod> value against the W3C Datetime note and the XSD date and
// dateTime types, the way PROTOCOL.md section 4 says: at most one of format,
// invalid date, missing time zone or imprecise (in that order), and the instant
// it names, for the future check.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <QtGlobal>

namespace LastMod {

enum class Verdict : quint8
{
    Valid,
    Format,      // lastmod-format: neither W3C Datetime nor XSD date/dateTime
    InvalidDate, // lastmod-invalid-date: right shape, impossible value
    NoTimezone,  // lastmod-no-timezone: a time without Z or +hh:mm
    Imprecise,   // lastmod-imprecise: YYYY, YYYY-MM, or a time without seconds
};

struct Result
{
    Verdict verdict = Verdict::Format;
    bool hasTime = false;
    bool hasZone = false;
    // The instant in ms since the epoch (UTC; a date alone is 00:00 UTC, a time
    // without a zone is taken as UTC); only when hasInstant.
    bool hasInstant = false;
    qint64 msecsSinceEpoch = 0;
};

// value: with surrounding XML whitespace already trimmed.
Result check(QStringView value);
// The same on UTF-8 bytes (as the StringPool holds them), with the same result.
Result check(QByteArrayView utf8);

// An RSS <pubDate>: an RFC 822 date-time in RFC 2822 syntax ("Tue, 02 Jan 2024
// 10:00:00 GMT": day name optional, seconds optional, a four-digit year or RFC
// 822's two-digit one (00-49 are 2000-2049, 50-99 are 1950-1999), the zone
// numeric or UT, GMT, Z, EST...PDT). Another form is Format, an impossible value
// InvalidDate, no zone NoTimezone.
Result checkRfc822(QStringView value);
// The W3C form of a valid pubDate, in its own offset ("2024-01-02T10:00:00+00:00");
// empty when it is not valid.
QString rfc822ToW3c(QStringView value);
// The form the XSD takes of a value check() finds Valid or Imprecise: "2024" and
// "2024-05" completed to the first day, a time without seconds given ":00"; a valid
// value as it is.
QByteArray schemaForm(QByteArrayView utf8);

} // namespace LastMod
