#include "lastmod.h"

#include <QDate>

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
    if (year == 0 || !QDate::isValid(year, month, day) || hour > 23 || minute > 59 || second > 59 ||
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

    const qint64 days = QDate(year, month, day).toJulianDay() - QDate(1970, 1, 1).toJulianDay();
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

Result check(QByteArrayView utf8)
{
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
