// SPDX-License-Identifier: GPL-3.0-or-later
#include "lastmod.h"

#include <QDate>
#include <QList>

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace LastMod {

namespace {

// The same reading on UTF-16 and on UTF-8: only ASCII characters matter, and a
// non-ASCII one stops it at the same place in either form.
char16_t unit(QStringView s, qsizetype pos)
{
    return s[pos].unicode();
}

char16_t unit(QByteArrayView s, qsizetype pos)
{
    return char16_t(uchar(s[pos]));
}

// Reads exactly count digits at pos; false when they are not all there.
template <typename View> bool readDigits(View s, qsizetype &pos, int count, int *value)
{
    if (pos + count > s.size())
        return false;
    int v = 0;
    for (int i = 0; i < count; ++i) {
        const char16_t c = unit(s, pos + i);
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    pos += count;
    *value = v;
    return true;
}

template <typename View> bool at(View s, qsizetype pos, char c)
{
    return pos < s.size() && unit(s, pos) == char16_t(c);
}

template <typename View> bool isDigitAt(View s, qsizetype pos)
{
    return pos < s.size() && unit(s, pos) >= '0' && unit(s, pos) <= '9';
}

constexpr bool isLeapYear(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

// A date of the proleptic Gregorian calendar with a year from 1 on (QDate::isValid()).
constexpr bool isValidDate(int y, int m, int d)
{
    constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (y < 1 || m < 1 || m > 12 || d < 1)
        return false;
    return d <= days[m - 1] + (m == 2 && isLeapYear(y) ? 1 : 0);
}

// Days from 1970-01-01 to a valid date (years counted from March, so that the leap
// day is the last of its year).
constexpr qint64 daysSinceEpoch(int y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const qint64 era = y / 400;
    const qint64 yearOfEra = y - era * 400;
    const qint64 dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const qint64 dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
}
static_assert(daysSinceEpoch(1970, 1, 1) == 0);
static_assert(daysSinceEpoch(2000, 3, 1) == 11017);
static_assert(daysSinceEpoch(1, 1, 1) == -719162);
static_assert(isValidDate(2024, 2, 29) && !isValidDate(2023, 2, 29) && !isValidDate(1900, 2, 29));

template <typename View> Result checkValue(View s)
{
    Result r;
    qsizetype pos = 0;
    int year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, msec = 0;
    int zoneSign = 0, zoneHour = 0, zoneMinute = 0;
    bool hasMonth = false, hasDay = false, hasSeconds = false;

    // --- shape ---------------------------------------------------------------
    if (!readDigits(s, pos, 4, &year) || isDigitAt(s, pos))
        return r;
    if (at(s, pos, '-')) {
        ++pos;
        if (!readDigits(s, pos, 2, &month) || isDigitAt(s, pos))
            return r;
        hasMonth = true;
        if (at(s, pos, '-')) {
            ++pos;
            if (!readDigits(s, pos, 2, &day) || isDigitAt(s, pos))
                return r;
            hasDay = true;
        }
    }
    if (hasDay && at(s, pos, 'T')) {
        ++pos;
        r.hasTime = true;
        if (!readDigits(s, pos, 2, &hour) || !at(s, pos, ':'))
            return r;
        ++pos;
        if (!readDigits(s, pos, 2, &minute))
            return r;
        if (at(s, pos, ':')) {
            ++pos;
            if (!readDigits(s, pos, 2, &second))
                return r;
            hasSeconds = true;
            if (at(s, pos, '.')) {
                ++pos;
                if (!isDigitAt(s, pos))
                    return r;
                int scale = 100;
                while (isDigitAt(s, pos)) {
                    msec += (unit(s, pos) - '0') * scale;
                    scale /= 10;
                    ++pos;
                }
            }
        }
    }
    if (hasDay && pos < s.size()) {
        if (at(s, pos, 'Z')) {
            ++pos;
            zoneSign = 1;
            r.hasZone = true;
        } else if (at(s, pos, '+') || at(s, pos, '-')) {
            zoneSign = at(s, pos, '+') ? 1 : -1;
            ++pos;
            if (!readDigits(s, pos, 2, &zoneHour) || !at(s, pos, ':'))
                return r;
            ++pos;
            if (!readDigits(s, pos, 2, &zoneMinute))
                return r;
            r.hasZone = true;
        }
    }
    if (pos != s.size())
        return r;

    // --- values ----------------------------------------------------------------
    const bool zoneOk = zoneHour < 14 || (zoneHour == 14 && zoneMinute == 0);
    if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59 ||
        zoneMinute > 59 || !zoneOk) {
        r.verdict = Verdict::InvalidDate;
        return r;
    }
    if (r.hasTime && !r.hasZone)
        r.verdict = Verdict::NoTimezone;
    else if (!hasMonth || !hasDay || (r.hasTime && !hasSeconds))
        r.verdict = Verdict::Imprecise;
    else
        r.verdict = Verdict::Valid;

    const qint64 days = daysSinceEpoch(year, month, day);
    const qint64 offsetMinutes = qint64(zoneSign) * (zoneHour * 60 + zoneMinute);
    r.msecsSinceEpoch = days * 86400000LL + ((hour * 60LL + minute) * 60 + second) * 1000 + msec -
                        offsetMinutes * 60000;
    r.hasInstant = true;
    return r;
}

} // namespace

Result check(QStringView value)
{
    return checkValue(value);
}

namespace {

struct Rfc822
{
    Result result;
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    int offsetMinutes = 0;
};

Rfc822 parseRfc822(QStringView value)
{
    Rfc822 out;
    Result &r = out.result;
    r.verdict = Verdict::Format;
    QStringView v = value.trimmed();
    const qsizetype comma = v.indexOf(QLatin1Char(','));
    if (comma >= 0) {
        static const char *const days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        const QStringView name = v.first(comma).trimmed();
        if (std::none_of(std::begin(days), std::end(days),
                         [&](const char *d) { return name == QLatin1String(d); }))
            return out;
        v = v.sliced(comma + 1).trimmed();
    }
    const QList<QStringView> parts = v.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() < 4 || parts.size() > 5)
        return out;
    bool ok = false;
    if (parts[0].size() > 2)
        return out;
    out.day = parts[0].toInt(&ok);
    if (!ok)
        return out;
    static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int m = 0; m < 12; ++m) {
        if (parts[1] == QLatin1String(months[m]))
            out.month = m + 1;
    }
    if (out.month == 0 || (parts[2].size() != 4 && parts[2].size() != 2))
        return out;
    out.year = parts[2].toInt(&ok);
    if (!ok || !parts[2].front().isDigit())
        return out;
    // RFC 822's own two-digit year, read as RFC 2822 section 4.3 says:
    // 00-49 are 2000-2049, 50-99 are 1950-1999.
    if (parts[2].size() == 2)
        out.year += out.year < 50 ? 2000 : 1900;
    const QList<QStringView> time = parts[3].split(QLatin1Char(':'));
    if (time.size() < 2 || time.size() > 3)
        return out;
    int *fields[] = {&out.hour, &out.minute, &out.second};
    for (qsizetype i = 0; i < time.size(); ++i) {
        if (time[i].size() != 2)
            return out;
        *fields[i] = time[i].toInt(&ok);
        if (!ok)
            return out;
    }
    r.hasTime = true;
    if (parts.size() == 4) {
        r.verdict = Verdict::NoTimezone;
        return out;
    }
    const QStringView zone = parts[4];
    static const struct
    {
        const char *name;
        int hours;
    } named[] = {{"UT", 0},   {"GMT", 0},  {"Z", 0},    {"EST", -5}, {"EDT", -4}, {"CST", -6},
                 {"CDT", -5}, {"MST", -7}, {"MDT", -6}, {"PST", -8}, {"PDT", -7}};
    bool zoneKnown = false;
    for (const auto &n : named) {
        if (zone == QLatin1String(n.name)) {
            out.offsetMinutes = n.hours * 60;
            zoneKnown = true;
        }
    }
    if (!zoneKnown) {
        if (zone.size() != 5 || (zone[0] != QLatin1Char('+') && zone[0] != QLatin1Char('-')))
            return out;
        const int hh = zone.sliced(1, 2).toInt(&ok);
        if (!ok)
            return out;
        const int mm = zone.sliced(3, 2).toInt(&ok);
        if (!ok)
            return out;
        if (mm > 59 || hh > 14) {
            r.verdict = Verdict::InvalidDate;
            return out;
        }
        out.offsetMinutes = (zone[0] == QLatin1Char('-') ? -1 : 1) * (hh * 60 + mm);
    }
    r.hasZone = true;
    if (!QDate::isValid(out.year, out.month, out.day) || out.hour > 23 || out.minute > 59 ||
        out.second > 60) {
        r.verdict = Verdict::InvalidDate;
        return out;
    }
    if (comma >= 0) {
        // The day name must be the date's.
        static const char *const days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
        const QStringView name = value.trimmed().first(value.trimmed().indexOf(QLatin1Char(',')));
        if (name.trimmed() !=
            QLatin1String(days[QDate(out.year, out.month, out.day).dayOfWeek() - 1])) {
            r.verdict = Verdict::InvalidDate;
            return out;
        }
    }
    r.verdict = Verdict::Valid;
    const qint64 days =
        QDate(out.year, out.month, out.day).toJulianDay() - QDate(1970, 1, 1).toJulianDay();
    r.msecsSinceEpoch = days * 86400000LL +
                        ((out.hour * 60LL + out.minute) * 60 + std::min(out.second, 59)) * 1000 -
                        qint64(out.offsetMinutes) * 60000;
    r.hasInstant = true;
    return out;
}

} // namespace

Result checkRfc822(QStringView value)
{
    return parseRfc822(value).result;
}

QString rfc822ToW3c(QStringView value)
{
    const Rfc822 p = parseRfc822(value);
    if (p.result.verdict != Verdict::Valid)
        return {};
    const int offset = std::abs(p.offsetMinutes);
    return QStringLiteral("%1-%2-%3T%4:%5:%6%7%8:%9")
        .arg(p.year, 4, 10, QLatin1Char('0'))
        .arg(p.month, 2, 10, QLatin1Char('0'))
        .arg(p.day, 2, 10, QLatin1Char('0'))
        .arg(p.hour, 2, 10, QLatin1Char('0'))
        .arg(p.minute, 2, 10, QLatin1Char('0'))
        .arg(p.second, 2, 10, QLatin1Char('0'))
        .arg(p.offsetMinutes < 0 ? QLatin1Char('-') : QLatin1Char('+'))
        .arg(offset / 60, 2, 10, QLatin1Char('0'))
        .arg(offset % 60, 2, 10, QLatin1Char('0'));
}

namespace {

// The two ASCII digits at s as a number, or -1.
int twoDigits(const char *s)
{
    const unsigned tens = unsigned(uchar(s[0])) - '0';
    const unsigned ones = unsigned(uchar(s[1])) - '0';
    return tens > 9 || ones > 9 ? -1 : int(tens * 10 + ones);
}

// The three forms nearly every sitemap writes, read at their fixed places:
// YYYY-MM-DD, and that date with Thh:mm:ss and Z or +hh:mm / -hh:mm. Only a valid
// value of one of them is read here (false otherwise); every other value, and
// every fault, is left to checkValue(), which gives the same result for these.
bool checkCommonForm(QByteArrayView v, Result *out)
{
    const qsizetype n = v.size();
    if (n != 10 && n != 20 && n != 25)
        return false;
    const char *s = v.data();
    const int century = twoDigits(s);
    const int yearInCentury = twoDigits(s + 2);
    const int month = twoDigits(s + 5);
    const int day = twoDigits(s + 8);
    if (century < 0 || yearInCentury < 0 || s[4] != '-' || s[7] != '-')
        return false;
    const int year = century * 100 + yearInCentury;
    if (!isValidDate(year, month, day))
        return false;
    qint64 ms = daysSinceEpoch(year, month, day) * 86400000LL;
    if (n > 10) {
        if (s[10] != 'T' || s[13] != ':' || s[16] != ':')
            return false;
        const int hour = twoDigits(s + 11);
        const int minute = twoDigits(s + 14);
        const int second = twoDigits(s + 17);
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59)
            return false;
        ms += ((hour * 60LL + minute) * 60 + second) * 1000;
        if (n == 20) {
            if (s[19] != 'Z')
                return false;
        } else {
            const int zoneHour = twoDigits(s + 20);
            const int zoneMinute = twoDigits(s + 23);
            if ((s[19] != '+' && s[19] != '-') || s[22] != ':' || zoneHour < 0 || zoneHour > 13 ||
                zoneMinute < 0 || zoneMinute > 59)
                return false;
            const qint64 offsetMinutes = (s[19] == '+' ? 1 : -1) * (zoneHour * 60LL + zoneMinute);
            ms -= offsetMinutes * 60000;
        }
        out->hasTime = true;
        out->hasZone = true;
    }
    out->verdict = Verdict::Valid;
    out->hasInstant = true;
    out->msecsSinceEpoch = ms;
    return true;
}

} // namespace

Result check(QByteArrayView utf8)
{
    Result r;
    if (checkCommonForm(utf8, &r))
        return r;
    return checkValue(utf8);
}

QByteArray schemaForm(QByteArrayView v)
{
    if (v.size() == 4)
        return v.toByteArray() + "-01-01";
    if (v.size() == 7)
        return v.toByteArray() + "-01";
    // YYYY-MM-DDThh:mm followed by the end or a zone: the seconds are missing.
    constexpr qsizetype SecondsAt = 16;
    if (v.size() >= SecondsAt && v[10] == 'T' && (v.size() == SecondsAt || v[SecondsAt] != ':'))
        return v.first(SecondsAt).toByteArray() + ":00" + v.sliced(SecondsAt).toByteArray();
    return v.toByteArray();
}

} // namespace LastMod
