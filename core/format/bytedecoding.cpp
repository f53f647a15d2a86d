// SPDX-License-Identifier: GPL-3.0-or-later
#include "bytedecoding.h"

#include "fileaccess.h"
#include "protocol.h"
#include "workerthread.h"
#include "xmlshape.h"

#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace Reading {

TextPosition positionIn(const QByteArrayView data, qsizetype offset)
{
    TextPosition pos{1, 1};
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((uchar(data[i]) & 0xC0) != 0x80) {
            ++pos.column;
        }
    }
    return pos;
}

namespace {

// From this size up the test runs on two threads.
constexpr qsizetype TwoThreadUtf8Bytes = qsizetype(1) << 20;

qsizetype firstInvalidUtf8In(QByteArrayView data)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data.data());
    const qsizetype n = data.size();
    qsizetype i = 0;
    while (i < n) {
        // ASCII fast path, 32 and then eight bytes at a time.
#if defined(__SSE2__)
        while (i + 32 <= n) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i + 16));
            if (_mm_movemask_epi8(_mm_or_si128(a, b)) != 0)
                break;
            i += 32;
        }
#endif
        while (i + 8 <= n) {
            quint64 word;
            std::memcpy(&word, p + i, 8);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        quint32 cp = 0;
        if ((c & 0xE0) == 0xC0) {
            len = 2;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
            cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += len;
    }
    return -1;
}

} // namespace

// Index of the first invalid UTF-8 sequence, or -1.
qsizetype firstInvalidUtf8(QByteArrayView data)
{
    if (data.size() < TwoThreadUtf8Bytes || std::thread::hardware_concurrency() < 2)
        return firstInvalidUtf8In(data);
    // Two halves at once, split before a byte that is no continuation byte: a
    // sequence before it ends there whatever follows, valid or not, so each half
    // finds what one pass over the whole would find in it.
    qsizetype split = data.size() / 2;
    const qsizetype limit = split + 4;
    while (split < limit && (uchar(data[split]) & 0xC0) == 0x80)
        ++split;
    if (split == limit)
        return firstInvalidUtf8In(data); // continuation bytes in a row: invalid anyway
    qsizetype second = -1;
    WorkerThread worker([&] { second = firstInvalidUtf8In(data.sliced(split)); });
    const qsizetype first = firstInvalidUtf8In(data.first(split));
    worker.join();
    if (first >= 0)
        return first;
    return second < 0 ? -1 : split + second;
}

QString lookOf(QByteArrayView data)
{
    const QByteArray head =
        data.first(std::min<qsizetype>(data.size(), 4096)).toByteArray().toLower();
    if (head.contains("<!doctype html") || head.contains("<html"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an HTML page"));
    if (head.contains("<rss"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an RSS feed"));
    if (head.contains("<feed"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an Atom feed"));
    if (head.contains("<sitemap") && head.contains("<sitemapnode"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an ASP.NET siteMap file"));
    return {};
}

bool startsAsXml(QByteArrayView data)
{
    qsizetype i = data.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < data.size() && isXmlSpace(data[i]))
        ++i;
    return i + 1 < data.size() && data[i] == '<' && data[i + 1] != '\0';
}

namespace {

inline bool neverXml(uchar c)
{
    return c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}

} // namespace

qsizetype firstNeverXmlByte(QByteArrayView data, qsizetype from)
{
    const auto *p = reinterpret_cast<const uchar *>(data.data());
    const qsizetype n = data.size();
    qsizetype i = std::max<qsizetype>(from, 0);
#if defined(__SSE2__)
    // 16 bytes at a time: any byte below 0x20 that is not tab, LF or CR.
    const __m128i bias = _mm_set1_epi8(char(0x80));
    const __m128i below = _mm_set1_epi8(char(0x20 ^ 0x80));
    const __m128i tab = _mm_set1_epi8('\t');
    const __m128i lf = _mm_set1_epi8('\n');
    const __m128i cr = _mm_set1_epi8('\r');
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i));
        const __m128i low = _mm_cmplt_epi8(_mm_xor_si128(v, bias), below);
        const __m128i allowed = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(v, tab), _mm_cmpeq_epi8(v, lf)), _mm_cmpeq_epi8(v, cr));
        if (_mm_movemask_epi8(_mm_andnot_si128(allowed, low)) != 0)
            break;
    }
#endif
    for (; i < n; ++i) {
        if (neverXml(p[i]))
            return i;
    }
    return -1;
}

bool mayStopEarly(QByteArrayView data)
{
    const QByteArrayView head = data.first(std::min(data.size(), DeclarationLookBytes));
    const qsizetype start = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    for (const char *d : {"<?xml ", "<?xml\t", "<?xml\n", "<?xml\r"}) {
        if (head.indexOf(d, start + 1) > start)
            return false;
    }
    const QString encoding = declaredEncoding(head.sliced(start));
    return encoding.isEmpty() || isUtf8Name(encoding);
}

qsizetype XmlReadEnd::operator()(QByteArrayView data, qsizetype from)
{
    // Every call of one read gives the file's bytes from its start (a first look,
    // then all of it): the tags followed in a call need not be followed again.
    if (from == 0) {
        m_xml = !(data.size() >= 2 && uchar(data[0]) == 0x1f && uchar(data[1]) == 0x8b) &&
                startsAsXml(data);
        m_mayStop = mayStopEarly(data);
    }
    if (!m_xml || !m_stopEarly || !m_mayStop)
        return -1;
    // A look from the start looks at the first ShapeLookBytes (a file within the
    // limit is held whole anyway, and the parser stops where this would); a read
    // that goes on, at all it reads.
    const QByteArrayView looked =
        from == 0 ? data.first(std::min(data.size(), ShapeLookBytes)) : data;
    // The bytes looked at before (the first look, when a look at the whole file
    // follows) are not looked at again.
    const qsizetype at = firstNeverXmlByte(looked, std::max(from, m_neverLookedFrom));
    m_neverLookedFrom = std::max(m_neverLookedFrom, looked.size());
    qsizetype keep = at < 0 ? -1 : at + 1;
    if (!m_shape.gaveUp()) {
        const qsizetype shape = m_shape.feed(looked);
        if (shape >= 0 && (keep < 0 || shape < keep))
            keep = shape;
    }
    if (keep >= 0)
        m_stopped = true;
    return keep;
}

qsizetype xmlReadEnd(QByteArrayView data)
{
    return XmlReadEnd()(data, 0);
}

QByteArray gunzip(QByteArrayView in, qint64 maxBytes, SitemapFile &file, bool stopEarly,
                  bool *stoppedEarly)
{
    QByteArray out;
    z_stream zs{};
    if (inflateInit2(&zs, 15 + 32) != Z_OK) {
        file.gzipCorrupt = true;
        file.gzipError = QStringLiteral("zlib could not start");
        return out;
    }
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    zs.avail_in = uInt(in.size());
    out.resize(std::min<qint64>(std::max<qint64>(in.size() * 4, 64 * 1024), maxBytes + 1));
    int rc = Z_OK;
    // inflateReset() zeroes total_in and total_out: these hold what the members
    // before the current one used and produced. (Without them a second member
    // was written over the first, and a cut second member lost both.)
    qint64 inBase = 0;
    qint64 outBase = 0;
    const auto produced = [&] { return outBase + qint64(zs.total_out); };
    // The bytes looked at for one XML never allows; -1 once the stream is known not
    // to begin as XML. keep: where the bytes kept end, once such a byte was found.
    qint64 looked = 0;
    qint64 keep = -1;
    XmlShapeCheck shape;
    char scratch[64 * 1024];
    for (;;) {
        if (stopEarly && keep < 0 && looked >= 0 && produced() > looked) {
            const QByteArrayView sofar(out.constData(), qsizetype(produced()));
            if (looked == 0 && sofar.size() < DeclarationLookBytes && rc == Z_OK) {
                // Too little to tell yet: whether a stop may come is told from the
                // first DeclarationLookBytes (mayStopEarly()).
            } else if (looked == 0 && (!startsAsXml(sofar) || !mayStopEarly(sofar))) {
                looked = -1;
            } else {
                const qsizetype at = firstNeverXmlByte(sofar, qsizetype(looked));
                if (at >= 0)
                    keep = at + 1;
                if (!shape.gaveUp()) {
                    const qsizetype end = shape.feed(sofar);
                    if (end >= 0 && (keep < 0 || end < keep))
                        keep = end;
                }
                if (keep >= 0 && stoppedEarly)
                    *stoppedEarly = true;
                looked = produced();
            }
        }
        if (keep >= 0) {
            // What follows is not kept: inflated into scratch, counted for the limit.
            zs.next_out = reinterpret_cast<Bytef *>(scratch);
            zs.avail_out = uInt(sizeof scratch);
            const uLong before = zs.total_out;
            rc = inflate(&zs, Z_NO_FLUSH);
            const qint64 total = produced();
            if (total > Protocol::MaxFileBytes) {
                file.tooLarge = true;
                break;
            }
            if (rc == Z_STREAM_END || (rc == Z_BUF_ERROR && zs.avail_in == 0) ||
                (rc != Z_OK && rc != Z_BUF_ERROR) || zs.total_out == before)
                break;
            continue;
        }
        if (produced() >= maxBytes + 1) {
            file.tooLarge = true;
            file.truncatedAtLimit = true;
            break;
        }
        if (qsizetype(produced()) == out.size())
            out.resize(std::min<qint64>(out.size() * 2, maxBytes + 1));
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + produced());
        zs.avail_out = uInt(out.size() - qsizetype(produced()));
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc == Z_STREAM_END) {
            // Concatenated members are legal gzip: keep going when more follows.
            const qint64 consumed = inBase + qint64(zs.total_in);
            if (zs.avail_in > 0 && in.size() - consumed >= 2 &&
                uchar(in[qsizetype(consumed)]) == 0x1f) {
                inBase = consumed;
                outBase = produced();
                inflateReset(&zs);
                continue;
            }
            break;
        }
        if (rc == Z_BUF_ERROR && zs.avail_in == 0) {
            file.gzipCorrupt = true;
            file.gzipError = QStringLiteral("the gzip stream ends early (a truncated download?)");
            break;
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            file.gzipCorrupt = true;
            file.gzipError = QString::fromUtf8(zs.msg ? zs.msg : "corrupt data");
            break;
        }
    }
    out.resize(qsizetype(keep >= 0 ? keep : std::min(produced(), maxBytes)));
    inflateEnd(&zs);
    return out;
}

QByteArray gunzip(QByteArrayView in, qint64 maxBytes, bool *complete)
{
    SitemapFile facts;
    QByteArray out = gunzip(in, maxBytes, facts);
    if (complete)
        *complete = !facts.gzipCorrupt && !facts.tooLarge;
    return out;
}

bool measurePosition(const QString &path, int line, int column, qint64 inflateCap, qint64 *offset,
                     qint64 *size, bool *sizeKnown)
{
    const int fd = ::open(FileAccess::encodeName(path).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return false;
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);

    constexpr qsizetype Piece = 1 << 20;
    QByteArray in(Piece, Qt::Uninitialized);
    QByteArray out(Piece, Qt::Uninitialized);
    z_stream zs{};
    bool gzip = false;
    bool first = true;
    int lineAt = 1;
    qint64 done = 0; // content bytes looked at
    *offset = line <= 1 ? qint64(std::max(0, column - 1)) : -1;
    *sizeKnown = true;
    // Counts the line ends of a piece of content until the line is reached.
    const auto look = [&](const char *data, qsizetype n) {
        for (qsizetype i = 0; i < n && *offset < 0; ++i) {
            if (data[i] == '\n' && ++lineAt == line)
                *offset = done + i + 1 + std::max(0, column - 1);
        }
        done += n;
    };
    bool ok = true;
    for (;;) {
        const ssize_t got = ::read(fd, in.data(), size_t(in.size()));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            ok = false;
            break;
        }
        if (first) {
            first = false;
            gzip = got >= 2 && uchar(in[0]) == 0x1f && uchar(in[1]) == 0x8b;
            if (!gzip) {
                // The size is the file's; only the way to the line is read.
                *size = qint64(st.st_size);
            } else if (inflateInit2(&zs, 15 + 32) != Z_OK) {
                return false;
            }
        }
        if (got == 0)
            break;
        if (!gzip) {
            look(in.constData(), qsizetype(got));
            if (*offset >= 0)
                break;
            continue;
        }
        zs.next_in = reinterpret_cast<Bytef *>(in.data());
        zs.avail_in = uInt(got);
        int rc = Z_OK;
        while (zs.avail_in > 0 && rc != Z_STREAM_END) {
            zs.next_out = reinterpret_cast<Bytef *>(out.data());
            zs.avail_out = uInt(out.size());
            rc = inflate(&zs, Z_NO_FLUSH);
            look(out.constData(), out.size() - qsizetype(zs.avail_out));
            if (rc == Z_STREAM_END && zs.avail_in > 0)
                rc = inflateReset(&zs) == Z_OK ? Z_OK : Z_DATA_ERROR; // another member
            if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR)
                break;
            if (done > inflateCap) {
                *sizeKnown = false;
                break;
            }
        }
        if ((rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) || !*sizeKnown)
            break;
    }
    if (gzip) {
        inflateEnd(&zs);
        *size = done;
    }
    return ok && *offset >= 0 && *offset <= *size;
}

QString declaredEncoding(QByteArrayView data)
{
    if (!data.startsWith("<?xml"))
        return {};
    const qsizetype end = data.indexOf("?>");
    const QByteArrayView decl = data.first(end < 0 ? std::min<qsizetype>(data.size(), 200) : end);
    const qsizetype at = decl.indexOf("encoding");
    if (at < 0)
        return {};
    qsizetype i = at + 8;
    while (i < decl.size() && (isXmlSpace(decl[i]) || decl[i] == '='))
        ++i;
    if (i >= decl.size() || (decl[i] != '"' && decl[i] != '\''))
        return {};
    const char quote = decl[i];
    const qsizetype close = decl.indexOf(quote, i + 1);
    if (close < 0)
        return {};
    return QString::fromLatin1(decl.sliced(i + 1, close - i - 1));
}

bool isUtf8Name(const QString &encoding)
{
    const QString e = encoding.toLower();
    return e == QLatin1String("utf-8") || e == QLatin1String("utf8");
}

bool isAsciiName(const QString &encoding)
{
    const QString e = encoding.toLower();
    return e == QLatin1String("us-ascii") || e == QLatin1String("ascii");
}

bool looksBinary(QByteArrayView data)
{
    const qsizetype n = std::min<qsizetype>(data.size(), 4096);
    int control = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const auto c = uchar(data[i]);
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f')
            ++control;
    }
    return n > 0 && control * 10 > n;
}

} // namespace Reading
