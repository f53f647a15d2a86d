// SPDX-License-Identifier: GPL-3.0-or-later
#include "urltools.h"

#include "protocol.h"

#include <QUrl>

#include <bit>
#include <charconv>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace UrlTools {

namespace {

bool isXmlSpace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r') ||
           c == QLatin1Char('\n');
}

bool isAsciiLetter(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

int hexValue(QChar c)
{
    if (isAsciiDigit(c))
        return c.unicode() - '0';
    if (c >= QLatin1Char('a') && c <= QLatin1Char('f'))
        return c.unicode() - 'a' + 10;
    if (c >= QLatin1Char('A') && c <= QLatin1Char('F'))
        return c.unicode() - 'A' + 10;
    return -1;
}

bool isPercentEscape(const QString &s, qsizetype i)
{
    return i + 2 < s.size() && s[i] == QLatin1Char('%') && hexValue(s[i + 1]) >= 0 &&
           hexValue(s[i + 2]) >= 0;
}

// ASCII characters a URI may hold as they are: unreserved and reserved (RFC 3986).
constexpr bool isUriChar(char16_t c)
{
    if (c >= 0x80 || c <= 0x20)
        return false;
    switch (c) {
    case '"':
    case '<':
    case '>':
    case '\\':
    case '^':
    case '`':
    case '{':
    case '|':
    case '}':
    case '%': // only as the start of an escape, handled by the caller
    case 0x7f:
        return false;
    default:
        return true;
    }
}

void appendEscaped(QString &out, uchar byte)
{
    static const char hex[] = "0123456789ABCDEF";
    out += QLatin1Char('%');
    out += QLatin1Char(hex[byte >> 4]);
    out += QLatin1Char(hex[byte & 0xf]);
}

// Percent-encodes what a URI may not hold raw; existing %XX stays as it is.
QString encodeRest(const QString &s)
{
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == QLatin1Char('%')) {
            if (isPercentEscape(s, i))
                out += c;
            else
                out += QLatin1String("%25");
        } else if (isUriChar(c.unicode())) {
            out += c;
        } else {
            // One code point (a surrogate pair when needed) as UTF-8 bytes.
            qsizetype len = 1;
            if (c.isHighSurrogate() && i + 1 < s.size() && s[i + 1].isLowSurrogate())
                len = 2;
            const QByteArray utf8 = QStringView(s).mid(i, len).toUtf8();
            for (char b : utf8)
                appendEscaped(out, uchar(b));
            i += len - 1;
        }
    }
    return out;
}

bool needsEncoding(const QString &s)
{
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == QLatin1Char('%')) {
            if (!isPercentEscape(s, i))
                return true;
        } else if (!isUriChar(c.unicode())) {
            return true;
        }
    }
    return false;
}

bool isAscii(const QString &s)
{
    for (QChar c : s) {
        if (c.unicode() >= 0x80)
            return false;
    }
    return true;
}

// The host in ASCII (punycode for IDN); the input when it cannot be converted.
QString asciiHost(const QString &host)
{
    if (isAscii(host))
        return host;
    const QByteArray ace = QUrl::toAce(host);
    return ace.isEmpty() ? host : QString::fromLatin1(ace);
}

} // namespace

QString trimXmlWhitespace(const QString &value)
{
    qsizetype begin = 0;
    qsizetype end = value.size();
    while (begin < end && isXmlSpace(value[begin]))
        ++begin;
    while (end > begin && isXmlSpace(value[end - 1]))
        --end;
    if (begin == 0 && end == value.size())
        return value;
    return value.mid(begin, end - begin);
}

QString folderUrl(const QString &url)
{
    qsizetype end = url.size();
    for (qsizetype i = 0; i < url.size(); ++i) {
        if (url[i] == QLatin1Char('?') || url[i] == QLatin1Char('#')) {
            end = i;
            break;
        }
    }
    const QString u = url.left(end);
    const qsizetype authority = u.indexOf(QLatin1String("://"));
    if (authority >= 0 && u.indexOf(QLatin1Char('/'), authority + 3) < 0)
        return u + QLatin1Char('/');
    return u.left(u.lastIndexOf(QLatin1Char('/')) + 1);
}

bool isFolderUrl(const QString &url)
{
    return url.endsWith(QLatin1Char('/')) || folderUrl(url) == url + QLatin1Char('/');
}

Parts split(const QString &url)
{
    Parts p;
    const qsizetype n = url.size();
    qsizetype i = 0;
    if (n > 0 && isAsciiLetter(url[0])) {
        qsizetype j = 1;
        while (j < n &&
               (isAsciiLetter(url[j]) || isAsciiDigit(url[j]) || url[j] == QLatin1Char('+') ||
                url[j] == QLatin1Char('-') || url[j] == QLatin1Char('.')))
            ++j;
        if (j < n && url[j] == QLatin1Char(':')) {
            p.scheme = url.left(j).toLower();
            i = j + 1;
        }
    }
    if (i + 1 < n && url[i] == QLatin1Char('/') && url[i + 1] == QLatin1Char('/')) {
        p.hasAuthority = true;
        i += 2;
        qsizetype end = i;
        while (end < n && url[end] != QLatin1Char('/') && url[end] != QLatin1Char('?') &&
               url[end] != QLatin1Char('#'))
            ++end;
        QString authority = url.mid(i, end - i);
        const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
        if (at >= 0)
            authority = authority.mid(at + 1);
        qsizetype portColon = -1;
        if (authority.startsWith(QLatin1Char('['))) {
            const qsizetype close = authority.indexOf(QLatin1Char(']'));
            if (close >= 0 && close + 1 < authority.size() &&
                authority[close + 1] == QLatin1Char(':'))
                portColon = close + 1;
        } else {
            portColon = authority.lastIndexOf(QLatin1Char(':'));
        }
        if (portColon >= 0) {
            const QString port = authority.mid(portColon + 1);
            bool ok = false;
            const int value = port.toInt(&ok);
            if (ok && value >= 0)
                p.port = value;
            authority.truncate(portColon);
        }
        p.host = authority;
        i = end;
    }
    p.pathStart = int(i);
    qsizetype q = i;
    while (q < n && url[q] != QLatin1Char('?') && url[q] != QLatin1Char('#'))
        ++q;
    p.path = url.mid(i, q - i);
    if (q < n && url[q] == QLatin1Char('?')) {
        qsizetype h = url.indexOf(QLatin1Char('#'), q);
        if (h < 0)
            h = n;
        p.query = url.mid(q + 1, h - q - 1);
        q = h;
    }
    if (q < n && url[q] == QLatin1Char('#')) {
        p.hasFragment = true;
        p.fragment = url.mid(q + 1);
    }
    p.absolute = !p.scheme.isEmpty() && !p.host.isEmpty();
    return p;
}

QString toUriForm(const QString &url)
{
    const QString t = trimXmlWhitespace(url);
    if (!needsEncoding(t))
        return t;
    const Parts p = split(t);
    if (!p.hasAuthority || p.host.isEmpty() || isAscii(p.host))
        return encodeRest(t);
    // Re-assemble with the host in punycode; userinfo and port pass through encodeRest.
    const qsizetype hostAt = t.indexOf(p.host, p.scheme.size());
    if (hostAt < 0)
        return encodeRest(t);
    return encodeRest(t.left(hostAt)) + asciiHost(p.host) +
           encodeRest(t.mid(hostAt + p.host.size()));
}

QString toReadableForm(const QString &url)
{
    const QString t = trimXmlWhitespace(url);
    QString s = t;
    const Parts p = split(t);
    if (p.hasAuthority && p.host.contains(QLatin1String("xn--"), Qt::CaseInsensitive)) {
        const QString unicodeHost = QUrl::fromAce(p.host.toLatin1());
        const qsizetype hostAt = t.indexOf(p.host, p.scheme.size());
        if (!unicodeHost.isEmpty() && hostAt >= 0)
            s = t.left(hostAt) + unicodeHost + t.mid(hostAt + p.host.size());
    }
    if (!s.contains(QLatin1Char('%')))
        return s;
    // Decode runs of %XX that are non-ASCII UTF-8 and printable; ASCII escapes keep
    // their meaning (%2F is not /) and stay as they are.
    QString out;
    out.reserve(s.size());
    qsizetype i = 0;
    while (i < s.size()) {
        if (isPercentEscape(s, i) && hexValue(s[i + 1]) >= 8) {
            QByteArray bytes;
            qsizetype j = i;
            while (isPercentEscape(s, j) && hexValue(s[j + 1]) >= 8) {
                bytes += char(hexValue(s[j + 1]) * 16 + hexValue(s[j + 2]));
                j += 3;
            }
            const QString decoded = QString::fromUtf8(bytes);
            bool printable = !decoded.isEmpty();
            for (QChar c : decoded) {
                if (c == QChar::ReplacementCharacter || (!c.isPrint() && !c.isSurrogate()))
                    printable = false;
            }
            out += printable ? decoded : s.mid(i, j - i);
            i = j;
        } else {
            out += s[i];
            ++i;
        }
    }
    return out;
}

int defaultPort(const QString &scheme)
{
    if (scheme == QLatin1String("http"))
        return 80;
    if (scheme == QLatin1String("https"))
        return 443;
    return -1;
}

QString originKey(const QString &url)
{
    const Parts p = split(trimXmlWhitespace(url));
    if (!p.absolute)
        return {};
    QString key = p.scheme + QLatin1String("://") + asciiHost(p.host).toLower();
    if (p.port >= 0 && p.port != defaultPort(p.scheme))
        key += QLatin1Char(':') + QString::number(p.port);
    return key;
}

QString duplicateKey(const QString &url)
{
    const QString t = toUriForm(url);
    const Parts p = split(t);
    if (!p.absolute)
        return t;
    return originKey(t) + t.mid(p.pathStart);
}

namespace {

// Dotted-quad IPv4 literal to its 32-bit value.
bool parseIPv4(const QString &host, quint32 *value)
{
    const QStringList parts = host.split(QLatin1Char('.'));
    if (parts.size() != 4)
        return false;
    quint32 v = 0;
    for (const QString &part : parts) {
        if (part.isEmpty() || part.size() > 3)
            return false;
        bool ok = false;
        const uint n = part.toUInt(&ok, 10);
        if (!ok || n > 255)
            return false;
        v = (v << 8) | n;
    }
    *value = v;
    return true;
}

// IPv6 literal (no zone id) to its eight 16-bit groups.
bool parseIPv6(const QString &host, quint16 groups[8])
{
    const qsizetype gap = host.indexOf(QLatin1String("::"));
    auto parseGroups = [](const QString &s, QList<quint16> *out) {
        if (s.isEmpty())
            return true;
        for (const QString &g : s.split(QLatin1Char(':'))) {
            bool ok = false;
            const uint n = g.toUInt(&ok, 16);
            if (!ok || g.size() > 4 || n > 0xffff)
                return false;
            out->append(quint16(n));
        }
        return true;
    };
    QList<quint16> head, tail;
    if (gap >= 0) {
        if (!parseGroups(host.left(gap), &head) || !parseGroups(host.mid(gap + 2), &tail) ||
            head.size() + tail.size() > 7)
            return false;
    } else if (!parseGroups(host, &head) || head.size() != 8) {
        return false;
    }
    for (int i = 0; i < 8; ++i)
        groups[i] = 0;
    for (int i = 0; i < head.size(); ++i)
        groups[i] = head[i];
    for (int i = 0; i < tail.size(); ++i)
        groups[8 - tail.size() + i] = tail[i];
    return true;
}

} // namespace

bool isLocalHost(const QString &hostIn)
{
    QString host = hostIn.toLower();
    if (host.endsWith(QLatin1Char('.')))
        host.chop(1);
    if (host.isEmpty())
        return false;
    if (host == QLatin1String("localhost") || host.endsWith(QLatin1String(".localhost")))
        return true;
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'))) {
        quint16 g[8];
        if (!parseIPv6(host.mid(1, host.size() - 2), g))
            return false;
        bool zeroHead = true;
        for (int i = 0; i < 7; ++i)
            zeroHead = zeroHead && g[i] == 0;
        return (zeroHead && g[7] <= 1)       // :: and ::1
               || (g[0] & 0xfe00) == 0xfc00  // unique local fc00::/7
               || (g[0] & 0xffc0) == 0xfe80; // link local fe80::/10
    }
    quint32 v4 = 0;
    if (parseIPv4(host, &v4)) {
        const quint32 a = v4 >> 24;
        return a == 127 || a == 10 || a == 0 || (v4 >> 20) == ((172u << 4) | 1u) ||
               (v4 >> 16) == 0xC0A8 || (v4 >> 16) == 0xA9FE;
    }
    return !host.contains(QLatin1Char('.'));
}

bool hasUnescapedCharacters(const QString &url)
{
    for (QChar c : url) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || u == ' ')
            return true;
        switch (u) {
        case '<':
        case '>':
        case '"':
        case '{':
        case '}':
        case '|':
        case '\\':
        case '^':
        case '`':
            return true;
        default:
            break;
        }
    }
    return false;
}

qsizetype uriFormLength(const QString &url)
{
    const QString t = trimXmlWhitespace(url);
    if (!needsEncoding(t))
        return t.size();
    return toUriForm(t).size();
}

namespace {

bool isXmlSpaceByte(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

bool isAsciiLetterByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isAsciiDigitByte(char c)
{
    return c >= '0' && c <= '9';
}

bool isHexByte(char c)
{
    return isAsciiDigitByte(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

char lowerByte(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
}

bool equalsIgnoringCase(QByteArrayView a, const char *lower, qsizetype size)
{
    if (a.size() != size)
        return false;
    for (qsizetype i = 0; i < size; ++i) {
        if (lowerByte(a[i]) != lower[i])
            return false;
    }
    return true;
}

#if defined(__SSE2__)
__m128i load16(const char *p)
{
    __m128i v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
#endif

// The first position in [from, n) of s that holds a, b or c; n when there is none.
qsizetype findAnyOf(const char *s, qsizetype from, qsizetype n, char a, char b, char c)
{
    qsizetype i = from;
#if defined(__SSE2__)
    const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), vc = _mm_set1_epi8(c);
    for (; i + 16 <= n; i += 16) {
        const __m128i v = load16(s + i);
        const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)),
                                         _mm_cmpeq_epi8(v, vc));
        if (const int mask = _mm_movemask_epi8(hit))
            return i + std::countr_zero(unsigned(mask));
    }
    if (i < n && n - from >= 16) {
        // The rest as the last sixteen bytes, leaving out those already looked at.
        const __m128i v = load16(s + n - 16);
        const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb)),
                                         _mm_cmpeq_epi8(v, vc));
        const unsigned seen = (1u << (16 - (n - i))) - 1;
        const unsigned mask = unsigned(_mm_movemask_epi8(hit)) & ~seen;
        return mask ? n - 16 + std::countr_zero(mask) : n;
    }
#endif
    for (; i < n; ++i) {
        if (s[i] == a || s[i] == b || s[i] == c)
            return i;
    }
    return n;
}

// The last position of c in s[from, to); -1 when there is none.
qsizetype findLast(const char *s, qsizetype from, qsizetype to, char c)
{
    if (to <= from)
        return -1;
    const void *at = ::memrchr(s + from, c, size_t(to - from));
    return at ? static_cast<const char *>(at) - s : -1;
}

} // namespace

QByteArrayView trimXmlWhitespace(QByteArrayView value)
{
    qsizetype begin = 0;
    qsizetype end = value.size();
    while (begin < end && isXmlSpaceByte(value[begin]))
        ++begin;
    while (end > begin && isXmlSpaceByte(value[end - 1]))
        --end;
    return value.sliced(begin, end - begin);
}

// isUriChar() of every byte, as a table: 1 when a URI may hold it raw, 2 for '%'.
struct UriCharTable
{
    quint8 kind[256] = {};
    constexpr UriCharTable()
    {
        for (int c = 0; c < 256; ++c)
            kind[c] = c == '%' ? 2 : isUriChar(char16_t(c)) ? 1 : 0;
    }
};
constexpr UriCharTable uriChars;

#if defined(__SSE2__)
// The bytes of v that isPlainUri() cannot pass over in bulk, as a bit mask: those a
// URI may not hold raw, and '%'.
inline int refusedBytes(__m128i v)
{
    // Signed: controls, the space and every byte from 0x80 on are below '!'.
    const __m128i low = _mm_cmplt_epi8(v, _mm_set1_epi8('!'));
    // '{', '|', '}' and DEL are above 'z'; '~' is the one there a URI holds.
    const __m128i high = _mm_andnot_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('~')),
                                          _mm_cmpgt_epi8(v, _mm_set1_epi8('z')));
    __m128i bad = _mm_or_si128(low, high);
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('%')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('<')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('>')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('^')));
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(v, _mm_set1_epi8('`')));
    return _mm_movemask_epi8(bad);
}
#endif

bool isPlainUri(QByteArrayView url)
{
    const char *s = url.data();
    const qsizetype n = url.size();
    qsizetype i = 0;
#if defined(__SSE2__)
    // Sixteen bytes at a time while none needs a closer look (the last block may
    // overlap the one before); from the first block that does, byte by byte.
    for (; i + 16 <= n; i += 16) {
        if (refusedBytes(load16(s + i)))
            break;
    }
    if (i + 16 > n && n >= 16 && (i == n || !refusedBytes(load16(s + n - 16))))
        return true;
#endif
    for (; i < n; ++i) {
        const quint8 kind = uriChars.kind[uchar(s[i])];
        if (kind == 1)
            continue;
        if (kind == 2) {
            // isPercentEscape(): i + 2 < size and two hex digits.
            if (!(i + 2 < n && isHexByte(s[i + 1]) && isHexByte(s[i + 2])))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

bool splitAscii(QByteArrayView url, AsciiParts *parts)
{
    // Step by step what split() does, on bytes.
    AsciiParts p;
    const char *const s = url.data();
    const qsizetype n = url.size();
    qsizetype i = 0;
    if (n > 0 && isAsciiLetterByte(s[0])) {
        qsizetype j = 1;
        while (j < n && (isAsciiLetterByte(s[j]) || isAsciiDigitByte(s[j]) || s[j] == '+' ||
                         s[j] == '-' || s[j] == '.'))
            ++j;
        if (j < n && s[j] == ':') {
            p.scheme = url.first(j);
            i = j + 1;
        }
    }
    if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
        i += 2;
        const qsizetype end = findAnyOf(s, i, n, '/', '?', '#');
        qsizetype hostAt = i;
        if (std::memchr(s + i, '@', size_t(end - i)))
            hostAt = findLast(s, i, end, '@') + 1;
        QByteArrayView authority(s + hostAt, end - hostAt);
        qsizetype portColon = -1;
        if (authority.startsWith('[')) {
            const qsizetype close = authority.indexOf(']');
            if (close >= 0 && close + 1 < authority.size() && authority[close + 1] == ':')
                portColon = close + 1;
        } else if (std::memchr(authority.data(), ':', size_t(authority.size()))) {
            portColon = findLast(authority.data(), 0, authority.size(), ':');
        }
        if (portColon >= 0) {
            const QByteArrayView port = authority.sliced(portColon + 1);
            // QString::toInt() decides signs, spaces and overflow; plain digits are read here.
            if (port.size() > 9)
                return false;
            int value = 0;
            for (char c : port) {
                if (!isAsciiDigitByte(c))
                    return false;
                value = value * 10 + (c - '0');
            }
            if (!port.isEmpty())
                p.port = value;
            authority = authority.first(portColon);
        }
        p.host = authority;
        i = end;
    }
    p.pathStart = i;
    qsizetype q = findAnyOf(s, i, n, '?', '#', '#');
    p.path = url.sliced(i, q - i);
    if (q < n && s[q] == '?') {
        const void *h = std::memchr(s + q, '#', size_t(n - q));
        q = h ? qsizetype(static_cast<const char *>(h) - s) : n;
    }
    p.hasFragment = q < n;
    p.absolute = !p.scheme.isEmpty() && !p.host.isEmpty();
    *parts = p;
    return true;
}

qsizetype appendDuplicateKey(QByteArrayView url, const AsciiParts &p, std::string *key)
{
    if (!p.absolute) {
        key->append(url.data(), size_t(url.size()));
        return 0;
    }
    // originKey() and the rest from the path on, as duplicateKey() builds them.
    const bool http = equalsIgnoringCase(p.scheme, "http", 4);
    const bool https = !http && equalsIgnoringCase(p.scheme, "https", 5);
    const int defaultPort = http ? 80 : https ? 443 : -1;
    char port[16];
    qsizetype portSize = 0;
    if (p.port >= 0 && p.port != defaultPort) {
        port[0] = ':';
        portSize =
            1 + qsizetype(std::to_chars(port + 1, port + sizeof port, p.port).ptr - (port + 1));
    }
    const qsizetype rest = url.size() - p.pathStart;
    const size_t at = key->size();
    key->resize(at + size_t(p.scheme.size() + 3 + p.host.size() + portSize + rest));
    char *out = key->data() + at;
    for (const char c : p.scheme)
        *out++ = lowerByte(c);
    std::memcpy(out, "://", 3);
    out += 3;
    for (const char c : p.host)
        *out++ = lowerByte(c);
    std::memcpy(out, port, size_t(portSize));
    out += portSize;
    const qsizetype originSize =
        http || https ? qsizetype(out - (key->data() + at)) + qsizetype(at) : 0;
    std::memcpy(out, url.data() + p.pathStart, size_t(rest));
    return originSize;
}

qsizetype ownDuplicateKey(QByteArrayView url, const AsciiParts &p)
{
    if (!p.absolute)
        return 0;                                 // appendDuplicateKey() takes it as it is
    const qsizetype hostAt = p.scheme.size() + 3; // after "scheme://"
    if (p.port >= 0 || p.host.data() != url.data() + hostAt ||
        hostAt + p.host.size() != p.pathStart)
        return -1;
    // An upper-case letter before the path, eight bytes at a time: for ASCII bytes
    // (as a plain URI has), +0x3F sets a byte's top bit from 'A' on, +0x25 from '['.
    const auto upper = [](quint64 w) {
        return ((w + 0x3F3F3F3F3F3F3F3Full) & ~(w + 0x2525252525252525ull) &
                0x8080808080808080ull) != 0;
    };
    const char *const s = url.data();
    const qsizetype n = p.pathStart;
    if (n >= 8) {
        quint64 w;
        for (qsizetype i = 0; i + 8 <= n; i += 8) {
            std::memcpy(&w, s + i, 8);
            if (upper(w))
                return -1;
        }
        std::memcpy(&w, s + n - 8, 8); // the last eight, overlapping
        if (upper(w))
            return -1;
    } else {
        for (qsizetype i = 0; i < n; ++i) {
            if (s[i] >= 'A' && s[i] <= 'Z')
                return -1;
        }
    }
    const bool http = p.scheme == QByteArrayView("http") || p.scheme == QByteArrayView("https");
    return http ? p.pathStart : 0;
}

QByteArrayView duplicateKeyOf(QByteArrayView url, const AsciiParts &parts, std::string *scratch,
                              qsizetype *originSize)
{
    *originSize = ownDuplicateKey(url, parts);
    if (*originSize >= 0)
        return url;
    scratch->clear();
    *originSize = appendDuplicateKey(url, parts, scratch);
    return QByteArrayView(scratch->data(), qsizetype(scratch->size()));
}

int isLocalHostAscii(QByteArrayView hostIn)
{
    QByteArrayView host = hostIn;
    if (host.endsWith('.'))
        host.chop(1);
    if (host.isEmpty())
        return 0;
    static const char localhost[] = "localhost";
    constexpr qsizetype localhostSize = sizeof(localhost) - 1;
    if (equalsIgnoringCase(host, localhost, localhostSize))
        return 1;
    if (host.size() > localhostSize && host[host.size() - localhostSize - 1] == '.' &&
        equalsIgnoringCase(host.last(localhostSize), localhost, localhostSize))
        return 1;
    if (host.startsWith('['))
        return -1;
    // A letter rules out a dotted-quad IPv4 literal (QString::toUInt() takes none).
    bool letter = false, dot = false;
    for (char c : host) {
        letter = letter || isAsciiLetterByte(c);
        dot = dot || c == '.';
    }
    if (!letter)
        return -1;
    return dot ? 0 : 1;
}

} // namespace UrlTools

namespace UrlTools {

namespace {

char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? char(c + ('a' - 'A')) : c;
}

bool equalsIgnoringCase(QByteArrayView a, const char *lower)
{
    const qsizetype n = qsizetype(std::strlen(lower));
    if (a.size() != n)
        return false;
    for (qsizetype i = 0; i < n; ++i) {
        if (asciiLower(a[i]) != lower[i])
            return false;
    }
    return true;
}

// host equals name, or ends in "." + name.
bool isAtOrBelow(QByteArrayView host, const char *name)
{
    const qsizetype n = qsizetype(std::strlen(name));
    if (host.size() == n)
        return equalsIgnoringCase(host, name);
    return host.size() > n && host[host.size() - n - 1] == '.' &&
           equalsIgnoringCase(host.last(n), name);
}

} // namespace

bool isPlaceholderHostAscii(QByteArrayView host)
{
    if (host.endsWith('.'))
        host.chop(1);
    if (host.isEmpty())
        return false;
    for (const char *domain : Protocol::PlaceholderDomains) {
        if (isAtOrBelow(host, domain))
            return true;
    }
    for (const char *label : Protocol::PlaceholderTopLabels) {
        const qsizetype n = qsizetype(std::strlen(label));
        if (host.size() > n && host[host.size() - n - 1] == '.' &&
            equalsIgnoringCase(host.last(n), label))
            return true;
    }
    return false;
}

bool isPlaceholderHost(const QString &host)
{
    // Reserved names are ASCII; an IDN host is judged in its punycode form.
    return isPlaceholderHostAscii(asciiHost(host).toLatin1());
}

bool hasInvalidPercent(const QString &url)
{
    for (qsizetype i = url.indexOf(QLatin1Char('%')); i >= 0;
         i = url.indexOf(QLatin1Char('%'), i + 1)) {
        if (!isPercentEscape(url, i))
            return true;
    }
    return false;
}

bool nearDuplicateKey(QByteArrayView key, std::string *out)
{
    if (!key.startsWith("http://") && !key.startsWith("https://"))
        return false;
    const char *const s = key.data();
    const qsizetype n = key.size();
    const qsizetype pathAt = findAnyOf(s, key[4] == 's' ? 8 : 7, n, '/', '?', '#');
    return nearDuplicateKey(key, pathAt, findAnyOf(s, pathAt, n, '?', '#', '#'), out);
}

bool nearDuplicateKey(QByteArrayView key, qsizetype pathAt, qsizetype restAt, std::string *out)
{
    qsizetype at = 0;
    if (key.startsWith("http://"))
        at = 7;
    else if (key.startsWith("https://"))
        at = 8;
    else
        return false;
    const char *const s = key.data();
    const qsizetype n = key.size();
    if (pathAt - at >= 4 && std::memcmp(s + at, "www.", 4) == 0)
        at += 4;
    out->assign("http://");
    out->append(s + at, size_t(pathAt - at));
    QByteArrayView path(s + pathAt, restAt - pathAt);
    if (path.isEmpty())
        path = "/";
    const qsizetype slash = findLast(path.data(), 0, path.size(), '/');
    const QByteArrayView page = path.sliced(slash + 1);
    for (const char *name : Protocol::IndexPageNames) {
        const qsizetype size = qsizetype(std::char_traits<char>::length(name));
        if (page.size() == size && equalsIgnoringCase(page, name, size)) {
            path.truncate(slash + 1);
            break;
        }
    }
    if (path.size() > 1 && path.endsWith('/'))
        path.chop(1);
    out->append(path.data(), size_t(path.size()));
    out->append(s + restAt, size_t(n - restAt));
    return true;
}

} // namespace UrlTools
