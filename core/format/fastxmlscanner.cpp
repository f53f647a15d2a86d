// SPDX-License-Identifier: GPL-3.0-or-later
#include "fastxmlscanner.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

// Past these a document is left to expat: real sitemaps stay far below them,
// and hostile ones (100,000 attributes or namespaces) must not make a linear
// lookup quadratic here.
constexpr int MaxAttributes = 24;
constexpr size_t MaxBindings = 64;
constexpr size_t MaxUris = 64;
constexpr size_t MaxNames = 4096;
constexpr size_t MaxDepth = 256;

// The LF bytes in [s, end).
qsizetype lineFeeds(const char *s, const char *end)
{
    qsizetype n = 0;
#if defined(__SSE2__)
    // Per-byte counts (cmpeq gives -1), summed before they can overflow.
    const __m128i lf = _mm_set1_epi8('\n');
    while (end - s >= 16) {
        __m128i counts = _mm_setzero_si128();
        for (int k = 0; k < 255 && end - s >= 16; ++k, s += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s));
            counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(v, lf));
        }
        const __m128i sums = _mm_sad_epu8(counts, _mm_setzero_si128());
        n += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; s < end; ++s)
        n += *s == '\n';
    return n;
}

// The line ends in [s, end) of an input that ends at e: its LFs, and when crs
// (the input holds a CR) its CRs not before an LF (a CR LF ends its line at the
// LF). *after becomes where the line after the last of them starts, when there is one.
int lineEndsIn(const char *s, const char *end, const char *e, bool crs, const char **after)
{
    int n = int(lineFeeds(s, end));
    if (n > 0)
        *after = static_cast<const char *>(memrchr(s, '\n', size_t(end - s))) + 1;
    if (crs) {
        for (const char *q = s; const void *cr = std::memchr(q, '\r', size_t(end - q));) {
            q = static_cast<const char *>(cr) + 1;
            if (q < e && *q == '\n')
                continue; // CR LF: counted at its LF
            ++n;
            if (!*after || q > *after)
                *after = q;
        }
    }
    return n;
}

// Whether [s, end) holds a byte >= 0x80.
bool anyHigh(const char *s, const char *end)
{
    for (; end - s >= 8; s += 8) {
        quint64 word;
        std::memcpy(&word, s, 8);
        if (word & 0x8080808080808080ull)
            return true;
    }
    for (; s < end; ++s) {
        if (static_cast<unsigned char>(*s) >= 0x80)
            return true;
    }
    return false;
}

// The UTF-8 continuation bytes in [s, end): bytes less than characters.
qsizetype continuationBytes(const char *s, const char *end)
{
    qsizetype n = 0;
    for (; s < end; ++s)
        n += (static_cast<unsigned char>(*s) & 0xC0) == 0x80;
    return n;
}

constexpr char NsSeparator = '\x01';
constexpr std::string_view XmlNamespace = "http://www.w3.org/XML/1998/namespace";
constexpr std::string_view XmlnsNamespace = "http://www.w3.org/2000/xmlns/";

// Byte classes. A nonzero entry in a scan table stops the scan at that byte for
// a closer look; bytes >= 0x80 always stop (UTF-8 is checked there).
struct Tables
{
    quint8 nameStart[256] = {};
    quint8 nameChar[256] = {};
    quint8 space[256] = {};
    quint8 text[256] = {};
    quint8 attr[256] = {};
    quint8 comment[256] = {};
    quint8 pi[256] = {};
    quint8 cdata[256] = {};
};

constexpr Tables makeTables()
{
    Tables t;
    for (int c = 0; c < 256; ++c) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool digit = c >= '0' && c <= '9';
        t.nameStart[c] = letter || c == '_';
        t.nameChar[c] = letter || digit || c == '_' || c == '-' || c == '.';
        t.space[c] = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        const bool control = c < 0x20 && c != '\t' && c != '\n' && c != '\r';
        const bool high = c >= 0x80;
        const quint8 odd = (control || high) ? 1 : 0;
        t.text[c] = odd || c == '<' || c == '&' || c == '>' || c == '\r';
        t.attr[c] = odd || c == '"' || c == '\'' || c == '<' || c == '&' || c == '\t' ||
                    c == '\n' || c == '\r';
        t.comment[c] = odd || c == '-';
        t.pi[c] = odd || c == '?';
        t.cdata[c] = odd || c == ']' || c == '\r';
    }
    return t;
}

constexpr Tables T = makeTables();

inline quint8 at(const quint8 (&table)[256], char c)
{
    return table[static_cast<unsigned char>(c)];
}

// The first byte in [p, e) that table marks. The vector loop only narrows the
// search to candidates (A..D, and every byte below 0x20 or above 0x7f).
template <char A, char B = A, char C = A, char D = A>
const char *findStop(const char *p, const char *e, const quint8 (&table)[256])
{
#if defined(__SSE2__)
    const __m128i a = _mm_set1_epi8(A);
    const __m128i b = _mm_set1_epi8(B);
    const __m128i c = _mm_set1_epi8(C);
    const __m128i d = _mm_set1_epi8(D);
    const __m128i low = _mm_set1_epi8(0x20);
    while (e - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i m =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, a), _mm_cmpeq_epi8(v, b)),
                         _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, c), _mm_cmpeq_epi8(v, d)),
                                      _mm_cmplt_epi8(v, low)));
        auto mask = static_cast<unsigned>(_mm_movemask_epi8(m));
        while (mask) {
            const int i = std::countr_zero(mask);
            if (at(table, p[i]))
                return p + i;
            mask &= mask - 1;
        }
        p += 16;
    }
#endif
    while (p < e && !at(table, *p))
        ++p;
    return p;
}

// Length of the UTF-8 sequence at p (a byte >= 0x80) when it is a valid XML
// character, 0 when not (overlong, surrogate, U+FFFE, U+FFFF, truncated).
int xmlCharLength(const char *p, const char *e)
{
    const auto u = [p](int i) { return static_cast<unsigned char>(p[i]); };
    const unsigned char c = u(0);
    const auto cont = [&](int n) {
        if (e - p < n + 1)
            return false;
        for (int i = 1; i <= n; ++i) {
            if ((u(i) & 0xC0) != 0x80)
                return false;
        }
        return true;
    };
    if (c >= 0xC2 && c < 0xE0)
        return cont(1) ? 2 : 0;
    if (c >= 0xE0 && c < 0xF0) {
        if (!cont(2))
            return 0;
        const quint32 cp = ((c & 0x0Fu) << 12) | ((u(1) & 0x3Fu) << 6) | (u(2) & 0x3Fu);
        if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF)
            return 0;
        return 3;
    }
    if (c >= 0xF0 && c < 0xF5) {
        if (!cont(3))
            return 0;
        const quint32 cp =
            ((c & 0x07u) << 18) | ((u(1) & 0x3Fu) << 12) | ((u(2) & 0x3Fu) << 6) | (u(3) & 0x3Fu);
        return cp >= 0x10000 && cp <= 0x10FFFF ? 4 : 0;
    }
    return 0;
}

// memcmp for the short names compared once per tag, without the call.
template <typename W> inline W load(const char *p)
{
    W w;
    std::memcpy(&w, p, sizeof w);
    return w;
}
inline bool sameBytes(const char *a, const char *b, size_t n)
{
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8) {
            if (load<quint64>(a + i) != load<quint64>(b + i))
                return false;
        }
        return load<quint64>(a + n - 8) == load<quint64>(b + n - 8);
    }
    if (n >= 4)
        return load<quint32>(a) == load<quint32>(b) &&
               load<quint32>(a + n - 4) == load<quint32>(b + n - 4);
    for (size_t i = 0; i < n; ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

bool isXmlChar(quint32 cp)
{
    return cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF) ||
           (cp >= 0xE000 && cp <= 0xFFFD) || (cp >= 0x10000 && cp <= 0x10FFFF);
}

void appendUtf8(std::string &out, quint32 cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

bool equalsAsciiNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char x = a[i];
        if (x >= 'A' && x <= 'Z')
            x = char(x - 'A' + 'a');
        if (x != b[i])
            return false;
    }
    return true;
}

std::atomic<int> g_enabled{-1}; // -1: not yet looked up in the environment
std::atomic<int> g_completed{0};

} // namespace

struct FastXmlScanner::Impl
{
    // A qualified name in the input: [s, s + len), colon at s + colon (or -1).
    struct QName
    {
        const char *s = nullptr;
        int len = 0;
        int colon = -1;
        std::string_view prefix() const
        {
            return colon < 0 ? std::string_view() : std::string_view(s, size_t(colon));
        }
        std::string_view local() const
        {
            return colon < 0 ? std::string_view(s, size_t(len))
                             : std::string_view(s + colon + 1, size_t(len - colon - 1));
        }
    };
    struct RawAttr
    {
        QName name;
        const char *value = nullptr;
        const char *valueEnd = nullptr;
        bool decode = false; // holds a reference or whitespace to normalise
        bool declaration = false;
        int uri = -1;
        size_t valueAt = 0; // offset of the decoded value in m_values
        int nameId = 0;
    };
    struct Binding
    {
        std::string_view prefix; // empty: the default namespace
        int uri = -1;            // -1: undeclared (xmlns="")
    };
    struct Level
    {
        const char *qname;
        int qlen;
        int name;
        size_t bindings; // bindings in scope before this element
    };
    struct NameEntry
    {
        std::string qname;
        int uri = -1;
        std::string expanded; // what the handlers get
        // Where the parts stand in expanded.
        int uriLength = 0;
        int localAt = 0;
        int localLength = 0;
        int prefixAt = 0;
        int prefixLength = 0;
        FastXmlName split; // views into expanded, rebuilt when names moves
    };

    const char *b;
    const char *e;
    const char *p;
    FastXmlHandler h;
    bool stopped = false;
    bool cancelled = false;
    bool paused = false;
    const char *pauseAt = nullptr;
    const char *skipFrom = nullptr;
    const char *skipTo = nullptr;
    bool skipCounted = false;
    FastXmlScanner::LineCount skipCount; // at skipTo, when skipCounted
    const char *why = nullptr;
    qsizetype whyAt = -1;

    // Progress.
    const std::function<void(qint64, qint64)> *progress = nullptr;
    const std::atomic<bool> *cancel = nullptr;
    qsizetype step = 0;
    const char *nextCheck = nullptr;

    // Position of the current start tag, counted on demand.
    qsizetype tagStart = 0;
    qsizetype countedTo = 0;
    qsizetype lineStart = 0;
    qsizetype columnFrom = 0;
    int newlines = 0;
    int column = 0;
    // Whether the input holds a CR before crCheckedTo. Looked for as positions are
    // asked, up to where the scanner pauses (a split read's piece) or else to the
    // end, so that a scanner never reads the input beyond its stretch for it, and
    // one that reports no positions never reads it at all.
    bool hasCr = false;
    qsizetype crCheckedTo = 0;
    // Without CR, the LFs are listed a chunk at a time ahead of the asked offsets
    // (lfs, for [chunkTo - LineChunk, chunkTo)), and bytes >= 0x80 noted, so that
    // a position costs a step over the LFs passed and, on an ASCII line, no
    // count at all. highBefore: the last byte >= 0x80 before the chunk (or a
    // place after it, within the chunks counted whole); firstHigh, lastHigh:
    // the chunk's own (-1: none).
    // 8 KiB: the list (64 KiB) stays below the size malloc maps on its own
    // (PageStorage::keepLargeBlocksMapped()), so the scanners of a split read's
    // pieces reuse one thread's heap block instead of mapping, faulting in and
    // unmapping 512 KiB each.
    static constexpr qsizetype LineChunk = 8 * 1024;
    // A chunk long once used (not zeroed: only the pages written are touched);
    // lfCount of them hold offsets.
    std::unique_ptr<qsizetype[]> lfs;
    size_t lfCount = 0;
    size_t lfNext = 0;
    qsizetype chunkTo = 0;
    qsizetype highBefore = -1;
    qsizetype firstHigh = -1;
    qsizetype lastHigh = -1;

    std::vector<Binding> bindings;
    std::vector<std::string> uris{std::string(XmlNamespace)};
    std::vector<NameEntry> names;
    std::vector<int> m_slots; // open addressing over names: index + 1, 0 free
    // Element names seen lately, valid while the bindings in scope stay as they
    // were (generation): most tags skip the prefix lookup and the hash.
    struct Recent
    {
        quint32 generation = 0;
        int name = -1;
    };
    Recent recent[256];
    quint32 generation = 1;
    std::vector<Level> stack;
    std::vector<RawAttr> attrs;
    std::vector<const char *> atts;
    std::vector<FastXmlName> attNames;
    std::string values; // decoded attribute values, NUL-terminated
    std::string textBuf;
    std::string scratch;

    Impl(QByteArrayView data) : b(data.data()), e(data.data() + data.size()), p(data.data())
    {
        if (!b) {
            b = e = p = "";
        }
        m_slots.assign(256, 0);
        bindings.reserve(MaxBindings + MaxAttributes);
        stack.reserve(32);
        attrs.reserve(MaxAttributes);
        atts.reserve(2 * MaxAttributes + 1);
        attNames.reserve(MaxAttributes);
    }

    bool fail(const char *reason, const char *where)
    {
        if (!why) {
            why = reason;
            whyAt = where - b;
        }
        return false;
    }

    bool checkpoint()
    {
        while (p >= nextCheck) {
            const qsizetype done = nextCheck - b;
            if (*progress)
                (*progress)(done, e - b);
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                cancelled = true;
                return false;
            }
            nextCheck += step;
            if (nextCheck >= e) {
                nextCheck = e + 1; // the last report is made at the end
                break;
            }
        }
        return true;
    }

    // ---- names -----------------------------------------------------------

    // Reads a qualified name at q (ASCII NCName, optionally one prefix).
    bool qname(const char *&q, QName &n)
    {
        const char *s = q;
        if (q >= e || !at(T.nameStart, *q))
            return fail("unusual name", q);
        ++q;
        int colon = -1;
        for (;;) {
            if (q >= e)
                return fail("truncated name", q);
            if (at(T.nameChar, *q)) {
                ++q;
                continue;
            }
            if (*q == ':') {
                if (colon >= 0)
                    return fail("two colons in a name", q);
                colon = int(q - s);
                ++q;
                if (q >= e || !at(T.nameStart, *q))
                    return fail("unusual local name", q);
                continue;
            }
            break;
        }
        if (static_cast<unsigned char>(*q) >= 0x80)
            return fail("non-ASCII name", q);
        n.s = s;
        n.len = int(q - s);
        n.colon = colon;
        return true;
    }

    int internUri(std::string_view uri)
    {
        for (size_t i = 0; i < uris.size(); ++i) {
            if (uris[i] == uri)
                return int(i);
        }
        if (uris.size() >= MaxUris)
            return -2;
        uris.emplace_back(uri);
        return int(uris.size() - 1);
    }

    // The uri of a prefix in scope (prefix empty: the default namespace), -1
    // when none, -2 when unbound.
    int uriOf(std::string_view prefix) const
    {
        for (size_t i = bindings.size(); i-- > 0;) {
            if (bindings[i].prefix == prefix)
                return bindings[i].uri;
        }
        return prefix.empty() ? -1 : -2;
    }

    static quint32 hashName(const char *s, int len, int uri)
    {
        quint32 hash = 2166136261u ^ quint32(uri + 7);
        for (int i = 0; i < len; ++i)
            hash = (hash ^ static_cast<unsigned char>(s[i])) * 16777619u;
        return hash;
    }

    // The index of the expanded name of qname in namespace uri, -1 when there
    // are too many distinct names.
    int nameId(const QName &n, int uri)
    {
        const size_t mask = m_slots.size() - 1;
        size_t i = hashName(n.s, n.len, uri) & mask;
        for (;; i = (i + 1) & mask) {
            const int slot = m_slots[i];
            if (slot == 0)
                break;
            const NameEntry &entry = names[size_t(slot - 1)];
            if (entry.uri == uri && entry.qname.size() == size_t(n.len) &&
                sameBytes(entry.qname.data(), n.s, size_t(n.len)))
                return slot - 1;
        }
        if (names.size() >= MaxNames)
            return -1;
        NameEntry entry;
        entry.qname = std::string(n.s, size_t(n.len));
        entry.uri = uri;
        if (uri >= 0) {
            entry.expanded = uris[size_t(uri)];
            entry.uriLength = int(entry.expanded.size());
            entry.expanded += NsSeparator;
            entry.localAt = int(entry.expanded.size());
            entry.expanded += n.local();
            entry.localLength = int(n.local().size());
            if (n.colon >= 0) {
                entry.expanded += NsSeparator;
                entry.prefixAt = int(entry.expanded.size());
                entry.expanded += n.prefix();
                entry.prefixLength = int(n.prefix().size());
            }
        } else {
            entry.expanded = std::string(n.local());
            entry.localLength = int(entry.expanded.size());
        }
        const size_t capacity = names.capacity();
        names.push_back(std::move(entry));
        if (names.capacity() != capacity) {
            for (size_t k = 0; k < names.size(); ++k)
                names[k].split = makeSplit(int(k));
        } else {
            names.back().split = makeSplit(int(names.size() - 1));
        }
        m_slots[i] = int(names.size());
        if (names.size() * 2 > m_slots.size()) {
            std::vector<int> bigger(m_slots.size() * 2, 0);
            const size_t bigMask = bigger.size() - 1;
            for (size_t k = 0; k < names.size(); ++k) {
                size_t j =
                    hashName(names[k].qname.data(), int(names[k].qname.size()), names[k].uri) &
                    bigMask;
                while (bigger[j])
                    j = (j + 1) & bigMask;
                bigger[j] = int(k + 1);
            }
            m_slots.swap(bigger);
        }
        return int(names.size() - 1);
    }

    FastXmlName makeSplit(int id) const
    {
        const NameEntry &n = names[size_t(id)];
        const char *x = n.expanded.c_str();
        FastXmlName out;
        out.expanded = x;
        // Null views where expat's name has no such part, as a split of it gives.
        if (n.localAt > 0)
            out.uri = QByteArrayView(x, n.uriLength);
        out.local = QByteArrayView(x + n.localAt, n.localLength);
        if (n.prefixAt > 0)
            out.prefix = QByteArrayView(x + n.prefixAt, n.prefixLength);
        out.id = id;
        return out;
    }

    // ---- references ------------------------------------------------------

    // Decodes the reference at r ('&'), appending it to out; r moves past ';'.
    bool reference(const char *&r, const char *end, std::string &out)
    {
        const char *s = r + 1;
        const char *limit = std::min(end, s + 40);
        const char *semi = s;
        while (semi < limit && *semi != ';')
            ++semi;
        if (semi >= limit)
            return fail("reference without ';' nearby", r);
        const std::string_view name(s, size_t(semi - s));
        if (name == "lt")
            out += '<';
        else if (name == "gt")
            out += '>';
        else if (name == "amp")
            out += '&';
        else if (name == "quot")
            out += '"';
        else if (name == "apos")
            out += '\'';
        else if (name.size() >= 2 && name[0] == '#') {
            quint32 cp = 0;
            const bool hex = name[1] == 'x';
            const size_t first = hex ? 2 : 1;
            if (name.size() <= first)
                return fail("empty character reference", r);
            for (size_t i = first; i < name.size(); ++i) {
                const char c = name[i];
                int v;
                if (c >= '0' && c <= '9')
                    v = c - '0';
                else if (hex && c >= 'a' && c <= 'f')
                    v = c - 'a' + 10;
                else if (hex && c >= 'A' && c <= 'F')
                    v = c - 'A' + 10;
                else
                    return fail("bad character reference", r);
                cp = cp * (hex ? 16 : 10) + quint32(v);
                if (cp > 0x10FFFF)
                    return fail("character reference out of range", r);
            }
            if (!isXmlChar(cp))
                return fail("character reference to a non-XML character", r);
            appendUtf8(out, cp);
        } else {
            return fail("entity reference", r);
        }
        r = semi + 1;
        return true;
    }

    // ---- markup ----------------------------------------------------------

    // <?xml ...?> at the very start: version 1.0, an encoding the reader
    // converts to UTF-8, standalone yes or no.
    bool declaration()
    {
        const char *q = b + 5;
        const char *names3[] = {"version", "encoding", "standalone"};
        int next = 0;
        bool first = true;
        for (;;) {
            const char *ws = q;
            while (q < e && at(T.space, *q))
                ++q;
            if (q + 1 < e && q[0] == '?' && q[1] == '>') {
                if (first)
                    return fail("declaration without version", q);
                p = q + 2;
                return true;
            }
            if (q == ws)
                return fail("declaration: no space", q);
            const char *ns = q;
            while (q < e && ((*q >= 'a' && *q <= 'z')))
                ++q;
            const std::string_view name(ns, size_t(q - ns));
            int which = -1;
            for (int k = next; k < 3; ++k) {
                if (name == names3[k]) {
                    which = k;
                    break;
                }
            }
            if (which < 0 || (first && which != 0))
                return fail("declaration: unknown pseudo-attribute", ns);
            next = which + 1;
            first = false;
            char quote = 0;
            if (!openValue(q, quote, "declaration: no '='", "declaration: no quote"))
                return false;
            const char *vs = q;
            while (q < e && *q != quote && (at(T.nameChar, *q)))
                ++q;
            if (q >= e || *q != quote)
                return fail("declaration: odd value", q);
            const std::string_view value(vs, size_t(q - vs));
            ++q;
            if (which == 0 && value != "1.0")
                return fail("declaration: version", vs);
            if (which == 1 && !equalsAsciiNoCase(value, "utf-8") &&
                !equalsAsciiNoCase(value, "utf8") && !equalsAsciiNoCase(value, "us-ascii") &&
                !equalsAsciiNoCase(value, "ascii") && !equalsAsciiNoCase(value, "iso-8859-1") &&
                !equalsAsciiNoCase(value, "latin1"))
                return fail("declaration: encoding", vs);
            if (which == 2 && value != "yes" && value != "no")
                return fail("declaration: standalone", vs);
        }
    }

    // At a byte a scan stopped on that is not markup: a UTF-8 sequence, checked and
    // passed over, or a control character, which XML does not allow.
    bool passOdd(const char *&q)
    {
        if (static_cast<unsigned char>(*q) >= 0x80) {
            const int n = xmlCharLength(q, e);
            if (!n)
                return fail("not an XML character", q);
            q += n;
            return true;
        }
        return fail("control character", q);
    }

    // After an attribute's (or pseudo-attribute's) name: optional space, '=',
    // optional space and the opening quote, which quote receives; q ends after it.
    bool openValue(const char *&q, char &quote, const char *noEquals, const char *noQuote)
    {
        while (q < e && at(T.space, *q))
            ++q;
        if (q >= e || *q != '=')
            return fail(noEquals, q);
        ++q;
        while (q < e && at(T.space, *q))
            ++q;
        if (q >= e || (*q != '"' && *q != '\''))
            return fail(noQuote, q);
        quote = *q++;
        return true;
    }

    bool comment()
    {
        const char *q = p + 4;
        for (;;) {
            q = findStop<'-'>(q, e, T.comment);
            if (q >= e)
                return fail("unclosed comment", q);
            const unsigned char c = static_cast<unsigned char>(*q);
            if (c == '-') {
                if (q + 1 < e && q[1] == '-') {
                    if (q + 2 < e && q[2] == '>') {
                        p = q + 3;
                        return true;
                    }
                    return fail("'--' in a comment", q);
                }
                ++q;
            } else if (!passOdd(q)) {
                return false;
            }
        }
    }

    bool processingInstruction()
    {
        const char *q = p + 2;
        QName target;
        if (!qname(q, target))
            return false;
        if (target.colon >= 0)
            return fail("colon in a PI target", target.s);
        if (target.len == 3 && equalsAsciiNoCase(std::string_view(target.s, 3), "xml"))
            return fail("xml PI target", target.s);
        if (*q == '?') {
            if (q + 1 < e && q[1] == '>') {
                p = q + 2;
                return true;
            }
            return fail("PI: '?'", q);
        }
        if (!at(T.space, *q))
            return fail("PI: no space after target", q);
        for (;;) {
            q = findStop<'?'>(q, e, T.pi);
            if (q >= e)
                return fail("unclosed PI", q);
            const unsigned char c = static_cast<unsigned char>(*q);
            if (c == '?') {
                if (q + 1 < e && q[1] == '>') {
                    p = q + 2;
                    return true;
                }
                ++q;
            } else if (!passOdd(q)) {
                return false;
            }
        }
    }

    void deliverText(const char *s, size_t len)
    {
        if (len && (!h.textGate || *h.textGate))
            h.text(h.user, s, int(len));
    }

    bool cdata()
    {
        const char *q = p + 9;
        const char *s = q;
        bool cr = false;
        for (;;) {
            q = findStop<']'>(q, e, T.cdata);
            if (q >= e)
                return fail("unclosed CDATA section", q);
            const unsigned char c = static_cast<unsigned char>(*q);
            if (c == ']') {
                if (q + 2 < e && q[1] == ']' && q[2] == '>')
                    break;
                ++q;
            } else if (c == '\r') {
                cr = true;
                ++q;
            } else if (!passOdd(q)) {
                return false;
            }
        }
        if (cr) {
            textBuf.clear();
            for (const char *r = s; r < q; ++r) {
                if (*r == '\r') {
                    textBuf += '\n';
                    if (r + 1 < q && r[1] == '\n')
                        ++r;
                } else {
                    textBuf += *r;
                }
            }
            deliverText(textBuf.data(), textBuf.size());
        } else {
            deliverText(s, size_t(q - s));
        }
        p = q + 3;
        return true;
    }

    // Character data from p to the next '<'.
    bool textRun()
    {
        const char *s = p;
        const char *q = p;
        bool decode = false;
        for (;;) {
            q = findStop<'<', '&', '>'>(q, e, T.text);
            if (q >= e)
                return fail("the root element is not closed", q);
            const unsigned char c = static_cast<unsigned char>(*q);
            if (c == '<')
                break;
            if (c == '&' || c == '\r') {
                decode = true;
                ++q;
            } else if (c == '>') {
                if (q - s >= 2 && q[-1] == ']' && q[-2] == ']')
                    return fail("']]>' in text", q);
                ++q;
            } else if (!passOdd(q)) {
                return false;
            }
        }
        p = q;
        if (q == s)
            return true;
        if (!decode) {
            deliverText(s, size_t(q - s));
            return true;
        }
        textBuf.clear();
        const char *r = s;
        while (r < q) {
            const char *run = r;
            while (r < q && *r != '&' && *r != '\r')
                ++r;
            textBuf.append(run, size_t(r - run));
            if (r == q)
                break;
            if (*r == '\r') {
                textBuf += '\n';
                ++r;
                if (r < q && *r == '\n')
                    ++r;
            } else if (!reference(r, q, textBuf)) {
                return false;
            }
        }
        deliverText(textBuf.data(), textBuf.size());
        return true;
    }

    // Appends the normalised value of a to out (CDATA attribute rules: each
    // tab, LF, CR LF and lone CR becomes a space; references are decoded).
    bool attributeValue(const RawAttr &a, std::string &out)
    {
        if (!a.decode) {
            out.append(a.value, size_t(a.valueEnd - a.value));
            return true;
        }
        const char *r = a.value;
        while (r < a.valueEnd) {
            const char c = *r;
            if (c == '&') {
                if (!reference(r, a.valueEnd, out))
                    return false;
            } else if (c == '\r') {
                out += ' ';
                ++r;
                if (r < a.valueEnd && *r == '\n')
                    ++r;
            } else if (c == '\t' || c == '\n') {
                out += ' ';
                ++r;
            } else {
                out += c;
                ++r;
            }
        }
        return true;
    }

    bool startTag()
    {
        tagStart = p - b;
        const char *q = p + 1;
        QName name;
        if (!qname(q, name))
            return false;
        attrs.clear();
        bool selfClosing = false;
        for (;;) {
            const char *ws = q;
            while (q < e && at(T.space, *q))
                ++q;
            if (q >= e)
                return fail("truncated start tag", q);
            if (*q == '>') {
                ++q;
                break;
            }
            if (*q == '/') {
                if (q + 1 < e && q[1] == '>') {
                    selfClosing = true;
                    q += 2;
                    break;
                }
                return fail("'/' in a start tag", q);
            }
            if (q == ws)
                return fail("no space before an attribute", q);
            if (attrs.size() >= size_t(MaxAttributes))
                return fail("many attributes", q);
            RawAttr a;
            if (!qname(q, a.name))
                return false;
            char quote = 0;
            if (!openValue(q, quote, "attribute without '='", "attribute value without quotes"))
                return false;
            a.value = q;
            for (;;) {
                q = findStop<'"', '\'', '<', '&'>(q, e, T.attr);
                if (q >= e)
                    return fail("unclosed attribute value", q);
                const unsigned char c = static_cast<unsigned char>(*q);
                if (c == static_cast<unsigned char>(quote))
                    break;
                if (c == '"' || c == '\'') {
                    ++q;
                } else if (c == '&' || c == '\t' || c == '\n' || c == '\r') {
                    a.decode = true;
                    ++q;
                } else if (c == '<') {
                    return fail("'<' in an attribute value", q);
                } else if (!passOdd(q)) {
                    return false;
                }
            }
            a.valueEnd = q++;
            attrs.push_back(a);
        }
        p = q;
        return openElement(name, selfClosing);
    }

    bool openElement(const QName &name, bool selfClosing)
    {
        const size_t before = bindings.size();
        if (stack.size() >= MaxDepth)
            return fail("deep nesting", b + tagStart);
        const auto undo = [&] {
            bindings.resize(before);
            return false;
        };
        if (!attrs.empty()) {
            for (size_t i = 0; i < attrs.size(); ++i) {
                for (size_t j = 0; j < i; ++j) {
                    if (attrs[i].name.len == attrs[j].name.len &&
                        std::memcmp(attrs[i].name.s, attrs[j].name.s, size_t(attrs[i].name.len)) ==
                            0)
                        return fail("duplicate attribute", attrs[i].name.s);
                }
            }
            // Namespace declarations first: they apply to the element's own names.
            for (RawAttr &a : attrs) {
                const bool defaultDecl =
                    a.name.colon < 0 && a.name.local() == std::string_view("xmlns");
                const bool prefixDecl = a.name.prefix() == std::string_view("xmlns");
                if (!defaultDecl && !prefixDecl)
                    continue;
                a.declaration = true;
                scratch.clear();
                if (!attributeValue(a, scratch))
                    return undo();
                if (scratch == XmlNamespace || scratch == XmlnsNamespace)
                    return fail("reserved namespace", a.name.s), undo();
                Binding binding;
                if (prefixDecl) {
                    binding.prefix = a.name.local();
                    if (binding.prefix == "xml" || binding.prefix == "xmlns")
                        return fail("reserved prefix", a.name.s), undo();
                    if (scratch.empty())
                        return fail("prefix undeclared", a.name.s), undo();
                }
                if (scratch.empty()) {
                    binding.uri = -1;
                } else {
                    binding.uri = internUri(scratch);
                    if (binding.uri < 0)
                        return fail("many namespaces", a.name.s), undo();
                }
                bindings.push_back(binding);
            }
            if (bindings.size() > MaxBindings)
                return fail("many namespace declarations", b + tagStart), undo();
        }

        if (bindings.size() != before)
            ++generation;
        Recent &recentName =
            recent[(size_t(name.len) * 37 + static_cast<unsigned char>(name.s[0]) * 11 +
                    static_cast<unsigned char>(name.s[name.len / 2]) * 3 +
                    static_cast<unsigned char>(name.s[name.len - 1])) &
                   255];
        int id = recentName.name;
        if (recentName.generation != generation ||
            names[size_t(id)].qname.size() != size_t(name.len) ||
            !sameBytes(names[size_t(id)].qname.data(), name.s, size_t(name.len))) {
            const std::string_view prefix = name.prefix();
            if (prefix == "xml" || prefix == "xmlns")
                return fail("reserved element prefix", name.s), undo();
            const int uri = uriOf(prefix);
            if (uri == -2)
                return fail("unbound prefix", name.s), undo();
            id = nameId(name, uri);
            if (id < 0)
                return fail("many names", name.s), undo();
            recentName = Recent{generation, id};
        }

        const char *const *attsPtr;
        static const char *const noAtts[] = {nullptr};
        if (attrs.empty()) {
            attsPtr = noAtts;
        } else {
            values.clear();
            atts.clear();
            for (size_t i = 0; i < attrs.size(); ++i) {
                RawAttr &a = attrs[i];
                if (a.declaration)
                    continue;
                if (a.name.colon >= 0) {
                    const std::string_view ap = a.name.prefix();
                    a.uri = ap == "xml" ? 0 : uriOf(ap);
                    if (a.uri < 0)
                        return fail("unbound attribute prefix", a.name.s), undo();
                    for (size_t j = 0; j < i; ++j) {
                        const RawAttr &o = attrs[j];
                        if (!o.declaration && o.name.colon >= 0 && o.uri == a.uri &&
                            o.name.local() == a.name.local())
                            return fail("duplicate expanded attribute", a.name.s), undo();
                    }
                } else {
                    a.uri = -1;
                }
                a.nameId = nameId(a.name, a.uri);
                if (a.nameId < 0)
                    return fail("many names", a.name.s), undo();
                a.valueAt = values.size();
                if (!attributeValue(a, values))
                    return undo();
                values += '\0';
            }
            attNames.clear();
            for (const RawAttr &a : attrs) {
                if (a.declaration)
                    continue;
                atts.push_back(names[size_t(a.nameId)].expanded.c_str());
                atts.push_back(values.data() + a.valueAt);
                if (h.startNamed)
                    attNames.push_back(names[size_t(a.nameId)].split);
            }
            atts.push_back(nullptr);
            attsPtr = atts.data();
        }

        stack.push_back(Level{name.s, name.len, id, before});
        // expat's handler type: atts is const XML_Char **.
        if (h.startNamed)
            h.startNamed(h.user, names[size_t(id)].split, const_cast<const char **>(attsPtr),
                         attNames.data());
        else
            h.start(h.user, names[size_t(id)].expanded.c_str(), const_cast<const char **>(attsPtr));
        if (stopped)
            return true;
        if (selfClosing)
            closeElement();
        return true;
    }

    void closeElement()
    {
        const Level top = stack.back();
        stack.pop_back();
        if (h.endNamed)
            h.endNamed(h.user, names[size_t(top.name)].split);
        else
            h.end(h.user, names[size_t(top.name)].expanded.c_str());
        if (bindings.size() != top.bindings) {
            bindings.resize(top.bindings);
            ++generation;
        }
    }

    bool endTag()
    {
        const Level &top = stack.back();
        const char *q = p + 2;
        if (e - q < top.qlen || !sameBytes(q, top.qname, size_t(top.qlen)))
            return fail("mismatched end tag", p);
        q += top.qlen;
        while (q < e && at(T.space, *q))
            ++q;
        if (q >= e || *q != '>')
            return fail("mismatched or truncated end tag", q);
        p = q + 1;
        closeElement();
        return true;
    }

    // Comments, PIs and whitespace before or after the root.
    bool misc(bool before)
    {
        for (;;) {
            while (p < e && at(T.space, *p))
                ++p;
            if (p >= e)
                return before ? fail("no root element", p) : true;
            if (*p != '<' || p + 1 >= e)
                return fail("text outside the root element", p);
            if (p[1] == '?') {
                if (!processingInstruction())
                    return false;
            } else if (e - p >= 4 && p[1] == '!' && p[2] == '-' && p[3] == '-') {
                if (!comment())
                    return false;
            } else if (before && at(T.nameStart, p[1])) {
                return true;
            } else {
                return fail("markup outside the root element", p);
            }
        }
    }

    bool content()
    {
        // p is at the root's '<'.
        if (!startTag())
            return false;
        if (stopped || stack.empty())
            return true;
        if (skipFrom) {
            if (p != skipFrom)
                return fail("the root's start tag does not end where the skip begins", p);
            p = skipTo;
            if (skipCounted)
                countedUpTo(skipTo - b, skipCount);
        }
        for (;;) {
            if (!textRun())
                return false;
            // p is at '<'.
            if (p == pauseAt && stack.size() == 1) {
                paused = true;
                return true;
            }
            if (p >= nextCheck && !checkpoint())
                return false;
            if (p + 1 >= e)
                return fail("truncated", p);
            const char c = p[1];
            if (at(T.nameStart, c)) {
                if (!startTag())
                    return false;
                if (stopped)
                    return true;
            } else if (c == '/') {
                if (!endTag())
                    return false;
                if (stopped || stack.empty())
                    return true;
            } else if (c == '!') {
                if (e - p >= 4 && p[2] == '-' && p[3] == '-') {
                    if (!comment())
                        return false;
                } else if (e - p >= 9 && std::memcmp(p, "<![CDATA[", 9) == 0) {
                    if (!cdata())
                        return false;
                } else {
                    return fail("markup declaration in content", p);
                }
            } else if (c == '?') {
                if (!processingInstruction())
                    return false;
            } else {
                return fail("unusual markup", p);
            }
        }
    }

    Result run()
    {
        if (e - b >= 3 && std::memcmp(b, "\xEF\xBB\xBF", 3) == 0) {
            fail("byte order mark", b);
            return Result::Fallback;
        }
        if (e - b >= 6 && std::memcmp(b, "<?xml", 5) == 0 && at(T.space, b[5])) {
            if (!declaration())
                return Result::Fallback;
        }
        if (!misc(true) || !content()) {
            if (cancelled)
                return Result::Cancelled;
            return Result::Fallback;
        }
        if (stopped)
            return Result::Stopped;
        if (paused)
            return Result::Paused;
        if (!misc(false))
            return Result::Fallback;
        if (*progress)
            (*progress)(e - b, e - b);
        return Result::Done;
    }

    // The line count stands at offset as given (positions asked for later are
    // past it): the bytes before it are not counted.
    void countedUpTo(qsizetype offset, const FastXmlScanner::LineCount &at)
    {
        countedTo = offset;
        lineStart = at.lineStart;
        newlines = at.lineEnds;
        columnFrom = offset;
        column = at.column;
        lfCount = lfNext = 0;
        chunkTo = offset;
        // A byte >= 0x80 on the line (highBefore >= lineStart) makes position()
        // count characters on from columnFrom instead of taking the byte distance.
        highBefore = at.highOnLine ? at.lineStart : -1;
        firstHigh = lastHigh = -1;
    }

    Position position()
    {
        const qsizetype to = tagStart;
        if (!hasCr && to > crCheckedTo) {
            // Without a CR before crCheckedTo, the LFs counted so far are right;
            // one found further on makes positionWithCr() go on from there.
            const qsizetype limit = pauseAt && to < pauseAt - b ? pauseAt - b : e - b;
            hasCr = std::memchr(b + crCheckedTo, '\r', size_t(limit - crCheckedTo)) != nullptr;
            crCheckedTo = limit;
        }
        if (hasCr)
            return positionWithCr();
        if (to < countedTo) {
            // Not expected (positions are asked for in order): count afresh.
            countedTo = lineStart = columnFrom = 0;
            newlines = column = 0;
            lfCount = 0;
            lfNext = 0;
            chunkTo = 0;
            highBefore = firstHigh = lastHigh = -1;
        }
        for (;;) {
            while (lfNext < lfCount && lfs[lfNext] < to) {
                lineStart = lfs[lfNext] + 1;
                ++newlines;
                ++lfNext;
            }
            if (to < chunkTo || chunkTo >= e - b)
                break;
            if (lastHigh >= 0)
                highBefore = lastHigh;
            lfCount = 0;
            lfNext = 0;
            firstHigh = lastHigh = -1;
            const qsizetype from = chunkTo;
            chunkTo = std::min<qsizetype>(e - b, from + LineChunk);
            if (chunkTo <= to)
                countLines(from, chunkTo);
            else
                indexLines(from, chunkTo);
        }
        countedTo = to;
        if (highBefore < lineStart && (firstHigh < 0 || firstHigh >= to)) {
            // Only ASCII on the line so far: one character a byte.
            columnFrom = to;
            column = int(to - lineStart);
            return Position{newlines + 1, column + 1};
        }
        if (columnFrom < lineStart) {
            columnFrom = lineStart;
            column = 0;
        }
        for (const char *c = b + columnFrom; c < b + to; ++c)
            column += (static_cast<unsigned char>(*c) & 0xC0) != 0x80;
        columnFrom = to;
        return Position{newlines + 1, column + 1};
    }

    // A chunk wholly before the asked offset: its LFs counted, the last one and
    // its last byte >= 0x80 noted.
    Q_NEVER_INLINE void countLines(qsizetype from, qsizetype to)
    {
        newlines += int(lineFeeds(b + from, b + to));
        if (anyHigh(b + from, b + to))
            lastHigh = to; // somewhere before: enough for the column test
        if (const void *last = memrchr(b + from, '\n', size_t(to - from)))
            lineStart = static_cast<const char *>(last) + 1 - b;
    }

    // The chunk holding the asked offset: the offsets of its LFs listed, its
    // first and last byte >= 0x80 noted.
    Q_NEVER_INLINE void indexLines(qsizetype from, qsizetype to)
    {
        if (!lfs)
            lfs.reset(new qsizetype[size_t(std::min<qsizetype>(LineChunk, e - b))]);
        lfCount = 0;
        const char *s = b + from;
        const char *end = b + to;
        const auto high = [&](qsizetype off) {
            if (firstHigh < 0)
                firstHigh = off;
            lastHigh = off;
        };
#if defined(__SSE2__)
        const __m128i lf = _mm_set1_epi8('\n');
        const auto load = [](const char *q) {
            return _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
        };
        while (end - s >= 64) {
            const __m128i v0 = load(s);
            const __m128i v1 = load(s + 16);
            const __m128i v2 = load(s + 32);
            const __m128i v3 = load(s + 48);
            quint64 mask = quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(v0, lf)))) |
                           quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(v1, lf)))) << 16 |
                           quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(v2, lf)))) << 32 |
                           quint64(quint32(_mm_movemask_epi8(_mm_cmpeq_epi8(v3, lf)))) << 48;
            const qsizetype off = s - b;
            while (mask) {
                lfs[lfCount++] = off + std::countr_zero(mask);
                mask &= mask - 1;
            }
            if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(v0, v1), _mm_or_si128(v2, v3)))) {
                for (int k = 0; k < 64; ++k) {
                    if (static_cast<unsigned char>(s[k]) >= 0x80)
                        high(s - b + k);
                }
            }
            s += 64;
        }
#endif
        for (; s < end; ++s) {
            if (*s == '\n')
                lfs[lfCount++] = s - b;
            else if (static_cast<unsigned char>(*s) >= 0x80)
                high(s - b);
        }
    }

    // position() for input holding a CR, a line end alone or before LF.
    Position positionWithCr()
    {
        const qsizetype to = tagStart;
        if (to < countedTo) {
            countedTo = lineStart = columnFrom = 0;
            newlines = column = 0;
        }
        const char *end = b + to;
        const char *after = nullptr;
        newlines += lineEndsIn(b + countedTo, end, e, true, &after);
        if (after)
            lineStart = after - b;
        countedTo = to;
        if (columnFrom < lineStart) {
            columnFrom = lineStart;
            column = 0;
        }
        for (const char *c = b + columnFrom; c < end; ++c)
            column += (static_cast<unsigned char>(*c) & 0xC0) != 0x80;
        columnFrom = to;
        return Position{newlines + 1, column + 1};
    }
};

FastXmlScanner::FastXmlScanner(QByteArrayView data) : d(std::make_unique<Impl>(data)) {}

FastXmlScanner::~FastXmlScanner() = default;

FastXmlScanner::Result FastXmlScanner::run(const FastXmlHandler &handler,
                                           const std::function<void(qint64, qint64)> &progress,
                                           const std::atomic<bool> *cancel, qsizetype progressStep)
{
    d->h = handler;
    d->progress = &progress;
    d->cancel = cancel;
    d->step = std::max(progressStep, qsizetype(1));
    d->nextCheck = d->e - d->b > d->step ? d->b + d->step : d->e + 1;
    return d->run();
}

void FastXmlScanner::stop()
{
    d->stopped = true;
}

void FastXmlScanner::setPauseAt(qsizetype offset)
{
    d->pauseAt = offset >= 0 && offset < d->e - d->b ? d->b + offset : nullptr;
}

void FastXmlScanner::setSkip(qsizetype from, qsizetype to, const LineCount *at)
{
    const qsizetype size = d->e - d->b;
    if (from > 0 && from <= to && to < size) {
        d->skipFrom = d->b + from;
        d->skipTo = d->b + to;
        if (at) {
            d->skipCounted = true;
            d->skipCount = *at;
            // The bytes before to are not searched again.
            d->hasCr = at->hasCr;
            d->crCheckedTo = to;
        }
    }
}

std::vector<FastXmlScanner::LineCount>
FastXmlScanner::lineCounts(QByteArrayView data, const std::vector<qsizetype> &offsets)
{
    const char *b = data.data();
    const char *e = b + data.size();
    LineCount count;
    std::vector<LineCount> out;
    out.reserve(offsets.size());
    qsizetype from = 0;
    for (const qsizetype to : offsets) {
        Q_ASSERT(to >= from && to <= data.size());
        const char *after = nullptr; // a line start inside [from, to), if any
        const bool crs = std::memchr(b + from, '\r', size_t(to - from)) != nullptr;
        count.hasCr = count.hasCr || crs;
        count.lineEnds += lineEndsIn(b + from, b + to, e, crs, &after);
        // The characters of the line before to: on from the last count when the
        // line began before from.
        const qsizetype counted = after ? after - b : from;
        if (after) {
            count.lineStart = counted;
            count.column = 0;
            count.highOnLine = false;
        }
        const bool high = anyHigh(b + counted, b + to);
        count.column += int(to - counted - (high ? continuationBytes(b + counted, b + to) : 0));
        count.highOnLine = count.highOnLine || high;
        out.push_back(count);
        from = to;
    }
    return out;
}

qsizetype FastXmlScanner::offset() const
{
    return d->p - d->b;
}

FastXmlScanner::Position FastXmlScanner::tagPosition()
{
    return d->position();
}

qsizetype FastXmlScanner::tagOffset() const
{
    return d->tagStart;
}

const char *FastXmlScanner::fallbackReason() const
{
    return d->why ? d->why : "";
}

qsizetype FastXmlScanner::fallbackOffset() const
{
    return d->whyAt;
}

void FastXmlScanner::setEnabled(bool on)
{
    g_enabled.store(on ? 1 : 0, std::memory_order_relaxed);
}

bool FastXmlScanner::enabled()
{
    int v = g_enabled.load(std::memory_order_relaxed);
    if (v < 0) {
        const char *env = std::getenv("SITEMAP_FAST_SCAN");
        v = env && std::strcmp(env, "0") == 0 ? 0 : 1;
        g_enabled.store(v, std::memory_order_relaxed);
    }
    return v == 1;
}

int FastXmlScanner::completedScans()
{
    return g_completed.load(std::memory_order_relaxed);
}

void FastXmlScanner::countCompleted()
{
    g_completed.fetch_add(1, std::memory_order_relaxed);
}
