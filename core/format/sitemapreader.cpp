#include "sitemapreader.h"

#include "fastxmlscanner.h"
#include "sitemapdocument.h"
#include "xmlescape.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>

#include <expat.h>
#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

constexpr char NsSeparator = '\x01';
constexpr qsizetype ParseChunk = 4 << 20;

bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Inline comparisons for the element names seen once per element: the
// out-of-line QByteArrayView operator== showed in the profile.
bool sameBytes(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size() &&
           (a.isEmpty() || std::memcmp(a.data(), b.data(), size_t(a.size())) == 0);
}
template <qsizetype N> bool isName(QByteArrayView a, const char (&literal)[N])
{
    return a.size() == N - 1 && std::memcmp(a.data(), literal, N - 1) == 0;
}

// Where the bytes handed to expat start inside the file, so that expat's
// positions can be given in the file's own lines and columns.
struct Origin
{
    int lineOffset = 0;   // lines skipped before the parsed part
    int columnOffset = 0; // columns skipped on the first parsed line
};

// Line and column of offset; columns count characters (UTF-8 sequences once), as
// every other position does.
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

// Index of the first invalid UTF-8 sequence, or -1.
qsizetype firstInvalidUtf8(QByteArrayView data)
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

// What a file that is not a sitemap looks like, in English (for sitemap-tool);
// the editor translates it where the rule message is made (Rules::notSitemapText).
QString notSitemapText(const char *marked)
{
    return QString::fromLatin1(marked);
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

QString describeRoot(const QString &local, const QString &uri)
{
    const QString l = local.toLower();
    if (l == QLatin1String("html"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an HTML page"));
    if (l == QLatin1String("rss") ||
        (l == QLatin1String("rdf") && uri.contains(QLatin1String("rdf"))))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an RSS feed"));
    if (l == QLatin1String("feed"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an Atom feed"));
    if (local == QLatin1String("siteMap"))
        return notSitemapText(QT_TRANSLATE_NOOP("Rules", "an ASP.NET siteMap file"));
    return notSitemapText(NotSitemapRootPattern).arg(local);
}

// Decompresses a gzip stream, stopping at maxBytes. Sets the file's gzip facts.
QByteArray gunzip(QByteArrayView in, qint64 maxBytes, SitemapFile &file)
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
    for (;;) {
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
    out.resize(qsizetype(std::min(produced(), maxBytes)));
    inflateEnd(&zs);
    return out;
}

QByteArray secondHalf(QByteArrayView body, qsizetype headEnd, qsizetype split);

// The expat callbacks and the state of one parse.
class XmlParse
{
public:
    XmlParse(SitemapDocument &doc, SitemapFile &file, Origin origin)
        : m_doc(doc), m_file(file), m_origin(origin)
    {
    }

    void run(QByteArrayView data, const char *encoding, const ReadOptions &options,
             ReadStatus &status);
    // The same through FastXmlScanner; false when it fell back (this object is
    // then spoilt and the file's facts are as before the call).
    bool runFast(QByteArrayView data, const ReadOptions &options, ReadStatus &status);
    // Makes run() stop, paused() true, at offset when the fast scanner reaches it
    // as the start of a child of the root (FastXmlScanner::setPauseAt). Expat, and
    // the scanner anywhere else, read on to the end as usual.
    void setPauseAt(qsizetype offset) { m_pauseAt = offset; }
    // Makes run() read only the prolog and root start tag (ending at headEnd) and
    // then from resumeAt on: the second half of a split read (see readXml).
    void setSkip(qsizetype headEnd, qsizetype resumeAt)
    {
        m_headEnd = headEnd;
        m_resumeAt = resumeAt;
    }
    bool paused() const { return m_paused; }
    // Declarations added to the root's start tag for prefixes the file uses without
    // declaring them: positions are given as in the file without them.
    struct Injection
    {
        int line = 0;   // 1-based line of the insertion, in the parsed bytes
        int column = 0; // 0-based character column of the insertion on that line
        int length = 0; // characters inserted (ASCII)
    };
    void setInjection(Injection shift)
    {
        m_shift = shift;
        m_lenient = true;
    }
    // An RSS file whose root has no <channel> is no feed after all.
    void finishFeed()
    {
        if (m_file.feed == FeedKind::Rss2 && !m_sawChannel) {
            m_file.kind = FileKind::Unknown;
            m_file.feed = FeedKind::None;
            m_file.notSitemap =
                notSitemapText(QT_TRANSLATE_NOOP("Rules", "an RSS 2.0 file without a <channel>"));
        }
    }
    // The prefixes of the start tag expat refused as unbound (XML_ERROR_UNBOUND_PREFIX):
    // every prefix of its name and attributes that the tag does not declare itself.
    const std::vector<QByteArray> &unboundPrefixes() const { return m_unbound; }

private:
    enum class Capture : quint8
    {
        None,
        Field,
        Discard,
        Extension
    };

    static void XMLCALL onStart(void *self, const XML_Char *name, const XML_Char **atts)
    {
        static_cast<XmlParse *>(self)->start(name, atts);
    }
    static void XMLCALL onEnd(void *self, const XML_Char *name)
    {
        static_cast<XmlParse *>(self)->end(name);
    }
    static void XMLCALL onText(void *self, const XML_Char *s, int len)
    {
        static_cast<XmlParse *>(self)->text(s, len);
    }
    // An entity declaration, general or parameter, internal or external: the read
    // stops at the DOCTYPE (xml-entity-declared), before any entity could be used.
    static void XMLCALL onEntityDecl(void *self, const XML_Char *, int, const XML_Char *, int,
                                     const XML_Char *, const XML_Char *, const XML_Char *,
                                     const XML_Char *)
    {
        auto *p = static_cast<XmlParse *>(self);
        p->m_file.entityDeclared = true;
        p->halt();
    }
    static void XMLCALL onDoctype(void *self, const XML_Char *, const XML_Char *, const XML_Char *,
                                  int)
    {
        auto *p = static_cast<XmlParse *>(self);
        const XML_Index at = XML_GetCurrentByteIndex(p->m_parser);
        if (at < 0 || at > p->m_data.size())
            return;
        const qsizetype open = p->m_data.first(qsizetype(at)).lastIndexOf("<!DOCTYPE");
        p->m_file.doctype = p->before(p->here(), open < 0 ? qsizetype(at) : open, qsizetype(at));
    }
    // An entity with no declaration in the file (one an external DTD might
    // declare; external DTDs are never read). Expat skips it silently, which
    // would drop part of a value without a word: stop there instead.
    static void XMLCALL onSkippedEntity(void *self, const XML_Char *name, int isParameterEntity)
    {
        if (isParameterEntity)
            return; // only the DTD, which is not read anyway
        static_cast<XmlParse *>(self)->stop(
            QStringLiteral("the entity &%1; is not defined in the file; entities from an external "
                           "DTD are never read")
                .arg(QString::fromUtf8(name)));
    }
    // Called when the file has an external DTD (or refers to a parameter entity),
    // which makes an undefined entity legal to expat. In content it reaches
    // onSkippedEntity; in an attribute value it is dropped with no event at all, so
    // from here on start tags are looked at byte by byte (attributeEntityCheck).
    static int XMLCALL onNotStandalone(void *self)
    {
        static_cast<XmlParse *>(self)->m_checkAttributeEntities = true;
        return XML_STATUS_OK;
    }
    static int XMLCALL onExternalEntity(XML_Parser, const XML_Char *, const XML_Char *,
                                        const XML_Char *, const XML_Char *)
    {
        return XML_STATUS_OK; // never resolved: the reference is skipped
    }

    void start(const XML_Char *name, const XML_Char **atts);
    void beginEntry();
    void endEntry();
    void noteSpot(Spot which)
    {
        const int n = int(which);
        if (m_spotMask & (1u << n))
            return;
        m_spotMask |= quint8(1u << n);
        m_fixedSpots[n] = SitemapFile::packSpot(m_entryPos, entryPosition());
    }
    void describeError(XML_Error code);
    void fail(TextPosition at, const char *pattern, const QStringList &args = {});
    bool attributeEntityCheck();
    void end(const XML_Char *name);
    void text(const XML_Char *s, int len);
    // Stops the parse with why as the error, at at (by default where the event
    // being handled starts; expat would report where the parse came to rest).
    void stop(const QString &why, TextPosition at = {})
    {
        if (m_stopReason.isEmpty()) {
            m_stopReason = why;
            m_stopAt = at.line > 0 ? at : here();
        }
        halt();
    }
    void halt()
    {
        if (m_fast)
            m_fast->stop();
        else
            XML_StopParser(m_parser, XML_FALSE);
    }
    TextPosition here() const
    {
        TextPosition pos;
        if (m_fast) {
            const FastXmlScanner::Position at = m_fast->tagPosition();
            pos = {at.line, at.column};
        } else {
            pos = {int(XML_GetCurrentLineNumber(m_parser)),
                   int(XML_GetCurrentColumnNumber(m_parser)) + 1};
        }
        unshift(pos);
        if (pos.line == 1)
            pos.column += m_origin.columnOffset;
        pos.line += m_origin.lineOffset;
        return pos;
    }
    // A position counted in data that holds the injected declarations (Injection),
    // given in the bytes without them.
    void unshift(TextPosition &pos) const
    {
        if (m_shift.length > 0 && pos.line == m_shift.line && pos.column - 1 >= m_shift.column)
            pos.column -= m_shift.length;
    }
    // The position of the byte target, before the byte at, whose position is atPos:
    // for errors and declarations whose event expat reports a little further on.
    TextPosition before(TextPosition atPos, qsizetype target, qsizetype at) const
    {
        if (target < 0 || target > at || at > m_data.size())
            return atPos;
        const QByteArrayView between = m_data.sliced(target, at - target);
        const qsizetype nl = between.lastIndexOf('\n');
        if (nl < 0) {
            for (const char c : between)
                atPos.column -= (uchar(c) & 0xC0) != 0x80;
            atPos.column = std::max(1, atPos.column);
            return atPos;
        }
        atPos.line -= int(between.count('\n'));
        const qsizetype lineStart = m_data.first(target).lastIndexOf('\n') + 1;
        int column = 1;
        for (const char c : m_data.sliced(lineStart, target - lineStart))
            column += (uchar(c) & 0xC0) != 0x80;
        if (atPos.line == 1 + m_origin.lineOffset)
            column += m_origin.columnOffset;
        atPos.column = column;
        return atPos;
    }
    // here() for the start tag of an entry, counted on this side: expat's line number
    // walks the bytes since its last answer at a dozen instructions a byte, memchr finds
    // the newlines for much less. Columns count characters, as expat's do. Only for data
    // without CR (a line break to expat too, alone or before LF), and past line 1 (where
    // expat may or may not count a BOM).
    TextPosition entryPosition()
    {
        if (!m_countLines)
            return here();
        const XML_Index at = XML_GetCurrentByteIndex(m_parser);
        if (at < m_countedTo || at > m_data.size())
            return here();
        const char *end = m_data.data() + at;
        const char *p = m_data.data() + m_countedTo;
        while (const void *nl = std::memchr(p, '\n', size_t(end - p))) {
            ++m_newlines;
            p = static_cast<const char *>(nl) + 1;
            m_lineStart = p - m_data.data();
        }
        m_countedTo = at;
        if (m_newlines == 0)
            return here();
        if (m_columnFrom < m_lineStart) {
            m_columnFrom = m_lineStart;
            m_column = 0;
        }
        for (const char *q = m_data.data() + m_columnFrom; q < end; ++q)
            m_column += (uchar(*q) & 0xc0) != 0x80;
        m_columnFrom = at;
        TextPosition pos{m_newlines + 1, m_column + 1};
        unshift(pos);
        pos.line += m_origin.lineOffset;
        return pos;
    }
    // Splits "uri\1local\1prefix" (or "local") in place.
    struct Name
    {
        QByteArrayView uri;
        QByteArrayView local;
        QByteArrayView prefix;
    };
    static Name split(const char *name)
    {
        Name n;
        const char *first = std::strchr(name, NsSeparator);
        if (!first) {
            n.local = QByteArrayView(name);
            return n;
        }
        n.uri = QByteArrayView(name, first - name);
        const char *second = std::strchr(first + 1, NsSeparator);
        if (second) {
            n.local = QByteArrayView(first + 1, second - first - 1);
            n.prefix = QByteArrayView(second + 1);
        } else {
            n.local = QByteArrayView(first + 1);
        }
        return n;
    }
    bool startRoot(const Name &name, const XML_Char **atts);
    void feedStart(const Name &name, const XML_Char **atts);
    void noteUndeclared(const Name &name, const XML_Char **atts);
    // Appends the name with the document's canonical prefix. A URI's canonical
    // prefix never changes once registered, so it is looked up once per parse.
    void appendQualified(QByteArray &out, const Name &n)
    {
        if (!sameBytes(n.uri, m_fileNs)) {
            const QByteArray &prefix = canonicalPrefix(n);
            if (!prefix.isEmpty())
                out.append(prefix).append(':');
        }
        out.append(n.local.data(), n.local.size());
    }
    const QByteArray &canonicalPrefix(const Name &n)
    {
        for (const auto &known : m_prefixes) {
            if (sameBytes(known.first, n.uri))
                return known.second;
        }
        // Past the few namespaces a real file uses, a hash: a hostile file with
        // 100,000 namespaces made the linear scan quadratic (tst_hostile:
        // manyNamespacesOnePrefix, manyAttributes).
        QByteArray uri = n.uri.toByteArray();
        if (m_prefixes.size() >= 8) {
            const auto it = m_morePrefixes.constFind(uri);
            if (it != m_morePrefixes.constEnd())
                return *it;
        }
        const QString prefix =
            m_doc.namespaces().prefixFor(QString::fromUtf8(n.uri), QString::fromUtf8(n.prefix));
        if (m_prefixes.size() >= 8)
            return *m_morePrefixes.insert(std::move(uri), prefix.toUtf8());
        m_prefixes.emplace_back(std::move(uri), prefix.toUtf8());
        return m_prefixes.back().second;
    }
    void openPendingTag()
    {
        if (m_tagOpen) {
            m_ext.append('>');
            m_tagOpen = false;
        }
    }

    SitemapDocument &m_doc;
    SitemapFile &m_file;
    Origin m_origin;
    XML_Parser m_parser = nullptr;
    bool m_checkAttributeEntities = false;
    qsizetype m_pauseAt = -1;
    qsizetype m_headEnd = -1;
    qsizetype m_resumeAt = -1;
    bool m_paused = false;
    FastXmlScanner *m_fast = nullptr; // set while the fast scanner feeds this parse
    Injection m_shift;
    std::vector<QByteArray> m_unbound;
    QString m_stopReason;
    TextPosition m_stopAt;
    // entryPosition()'s count: newlines before m_countedTo, characters of the current
    // line before m_columnFrom.
    QByteArrayView m_data;
    bool m_countLines = false;
    qsizetype m_countedTo = 0;
    qsizetype m_lineStart = 0;
    qsizetype m_columnFrom = 0;
    int m_newlines = 0;
    int m_column = 0;

    // Declarations were injected for undeclared prefixes: their uses are noted.
    bool m_lenient = false;
    // Entries are the root's children (urlset, index, Atom) or an RSS channel's.
    int m_entryDepth = 2;
    bool m_inChannel = false;
    bool m_sawChannel = false;
    // Where the current entry's children start (SitemapFile::spots), by Spot.
    TextPosition m_entryPos;
    quint32 m_fixedSpots[FixedSpotCount] = {};
    quint8 m_spotMask = 0;
    std::vector<quint32> m_extSpots;

    QByteArray m_fileNs; // the namespace the root is in: its children of that namespace are core
    std::vector<std::pair<QByteArray, QByteArray>> m_prefixes; // URI -> canonical prefix
    QHash<QByteArray, QByteArray> m_morePrefixes;              // the same, past the eighth URI
    int m_depth = 0;
    bool m_inEntry = false;
    Entry m_entry;
    QByteArray m_ext;   // extension XML of the current entry
    int m_extDepth = 0; // depth at which the current extension element started
    bool m_tagOpen = false;
    Capture m_capture = Capture::None;
    Field m_field = Field::Loc;
    std::string m_value; // keeps its capacity from value to value
    int m_lastCore = -1;
    bool m_sawExtension = false;
};

void XmlParse::run(QByteArrayView data, const char *encoding, const ReadOptions &options,
                   ReadStatus &status)
{
    if (FastXmlScanner::enabled()) {
        // The strict scanner first, on a parse of its own: when it gives up, this
        // one starts clean and expat reads the whole input (and finds the error).
        XmlParse fast(m_doc, m_file, m_origin);
        fast.m_pauseAt = m_pauseAt;
        fast.m_headEnd = m_headEnd;
        fast.m_resumeAt = m_resumeAt;
        fast.m_shift = m_shift;
        fast.m_lenient = m_lenient;
        if (fast.runFast(data, options, status)) {
            m_paused = fast.m_paused;
            fast.finishFeed();
            return;
        }
    }
    QByteArray resumed;
    if (m_resumeAt > 0) {
        // Expat cannot skip: it reads a copy of the prolog and root tag, then
        // whitespace that keeps every later position right, then the rest.
        resumed = secondHalf(data, m_headEnd, m_resumeAt);
        data = resumed;
    }
    m_data = data;
    m_countLines = !data.contains('\r');
    m_parser = XML_ParserCreateNS(encoding, NsSeparator);
    XML_SetReturnNSTriplet(m_parser, 1);
    XML_SetUserData(m_parser, this);
    XML_SetElementHandler(m_parser, &XmlParse::onStart, &XmlParse::onEnd);
    XML_SetCharacterDataHandler(m_parser, &XmlParse::onText);
    XML_SetEntityDeclHandler(m_parser, &XmlParse::onEntityDecl);
    XML_SetStartDoctypeDeclHandler(m_parser, &XmlParse::onDoctype);
    XML_SetExternalEntityRefHandler(m_parser, &XmlParse::onExternalEntity);
    XML_SetSkippedEntityHandler(m_parser, &XmlParse::onSkippedEntity);
    XML_SetNotStandaloneHandler(m_parser, &XmlParse::onNotStandalone);
    XML_SetParamEntityParsing(m_parser, XML_PARAM_ENTITY_PARSING_NEVER);
    XML_SetHashSalt(m_parser, 0x5a17e11aUL);

    qsizetype offset = 0;
    bool failed = false;
    while (true) {
        const qsizetype len = std::min<qsizetype>(ParseChunk, data.size() - offset);
        const bool last = offset + len >= data.size();
        if (XML_Parse(m_parser, data.data() + offset, int(len), last) != XML_STATUS_OK) {
            failed = true;
            break;
        }
        offset += len;
        if (options.progress)
            options.progress(offset, data.size());
        if (last)
            break;
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            status = ReadStatus::Cancelled;
            break;
        }
    }

    if (failed) {
        const XML_Error code = XML_GetErrorCode(m_parser);
        if (code == XML_ERROR_ABORTED && m_file.entityDeclared) {
            // Stopped at the DOCTYPE (xml-entity-declared): nothing of it is read.
            m_file.kind = FileKind::Unknown;
        } else if (code == XML_ERROR_ABORTED && m_file.kind == FileKind::Unknown &&
                   m_stopReason.isEmpty()) {
            // Stopped on purpose at a root that is not a sitemap: no other verdict.
        } else if (code == XML_ERROR_ABORTED) {
            m_file.malformed = true;
            m_file.errorPosition = m_stopAt;
            m_file.errorMessage = m_stopReason;
        } else {
            m_file.malformed = true;
            describeError(code);
        }
    }
    XML_ParserFree(m_parser);
    m_parser = nullptr;
    finishFeed();
}

bool XmlParse::runFast(QByteArrayView data, const ReadOptions &options, ReadStatus &status)
{
    const SitemapFile before = m_file; // no entries yet: the facts found so far
    FastXmlScanner scanner(data);
    scanner.setPauseAt(m_pauseAt);
    if (m_resumeAt > 0)
        scanner.setSkip(m_headEnd, m_resumeAt);
    m_fast = &scanner;
    FastXmlHandler handler;
    handler.user = this;
    handler.start = [](void *self, const char *name, const char **atts) {
        static_cast<XmlParse *>(self)->start(name, atts);
    };
    handler.end = [](void *self, const char *name) { static_cast<XmlParse *>(self)->end(name); };
    handler.text = [](void *self, const char *s, int len) {
        static_cast<XmlParse *>(self)->text(s, len);
    };
    const FastXmlScanner::Result result =
        scanner.run(handler, options.progress, options.cancel, ParseChunk);
    m_fast = nullptr;
    switch (result) {
    case FastXmlScanner::Result::Done:
        FastXmlScanner::countCompleted();
        return true;
    case FastXmlScanner::Result::Cancelled:
        status = ReadStatus::Cancelled;
        return true;
    case FastXmlScanner::Result::Paused:
        m_paused = true;
        return true;
    case FastXmlScanner::Result::Stopped:
        // At a root that is not a sitemap, as expat would stop: no other verdict.
        if (m_stopReason.isEmpty() && m_file.kind == FileKind::Unknown) {
            FastXmlScanner::countCompleted();
            return true;
        }
        break;
    case FastXmlScanner::Result::Fallback:
        break;
    }
    // Text added to the pool and namespaces registered stay: expat's run adds
    // the same again (the pool shares it) and registers the same in the same order.
    m_file = before;
    return false;
}

// The elements open at the end of data, outermost first, by their names as written.
std::vector<QByteArray> openElements(QByteArrayView data)
{
    struct Stack
    {
        std::vector<QByteArray> names;
    } stack;
    XML_Parser parser = XML_ParserCreate("UTF-8");
    XML_SetUserData(parser, &stack);
    XML_SetElementHandler(
        parser,
        [](void *user, const XML_Char *name, const XML_Char **) {
            static_cast<Stack *>(user)->names.emplace_back(name);
        },
        [](void *user, const XML_Char *) {
            auto &names = static_cast<Stack *>(user)->names;
            if (!names.empty())
                names.pop_back();
        });
    XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER);
    XML_Parse(parser, data.data(), int(std::min<qsizetype>(data.size(), INT_MAX)), XML_FALSE);
    XML_ParserFree(parser);
    return std::move(stack.names);
}

bool isEntityNameByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '#' ||
           c == '_' || c == '-' || c == '.' || c == ':' || (uchar(c) & 0x80);
}

void XmlParse::fail(TextPosition at, const char *pattern, const QStringList &args)
{
    m_file.errorPosition = at;
    m_file.errorPattern = pattern;
    m_file.errorArgs = args;
    QString message = QString::fromLatin1(pattern);
    for (const QString &arg : args)
        message = message.arg(arg);
    m_file.errorMessage = message;
}

// Where the XML breaks and what is wrong there: expat reports some errors a few
// bytes past their cause (an entity reference after its name, a mismatched end
// tag at its name), and its words name the kind of error, not the fix.
void XmlParse::describeError(XML_Error code)
{
    const TextPosition pos = here();
    const XML_Index raw = XML_GetCurrentByteIndex(m_parser);
    const qsizetype at = raw < 0 ? -1 : std::min<qsizetype>(qsizetype(raw), m_data.size());
    m_file.errorPosition = pos;
    m_file.errorMessage = QString::fromUtf8(XML_ErrorString(code));
    if (at < 0)
        return;
    const QByteArrayView d = m_data;
    switch (code) {
    case XML_ERROR_INVALID_TOKEN: {
        // A '&' whose name runs into something that is no ';'.
        qsizetype amp = at;
        while (amp > 0 && amp > at - 64 && isEntityNameByte(d[amp - 1]))
            --amp;
        if (amp > 0 && d[amp - 1] == '&')
            return fail(before(pos, amp - 1, at),
                        QT_TRANSLATE_NOOP("Rules", "the & starts no entity: write &amp;"));
        if (at < d.size() && d[at] == '&')
            return fail(pos, QT_TRANSLATE_NOOP("Rules", "the & starts no entity: write &amp;"));
        if (at > 0 && d[at - 1] == '<')
            return fail(before(pos, at - 1, at),
                        QT_TRANSLATE_NOOP("Rules", "the < starts no tag: write &lt;"));
        if (at < d.size() && uchar(d[at]) < 0x20)
            return fail(pos,
                        QT_TRANSLATE_NOOP("Rules", "the control character %1 is not allowed in "
                                                   "XML: remove it"),
                        {QStringLiteral("U+%1").arg(uchar(d[at]), 4, 16, QLatin1Char('0'))});
        qsizetype prev = at - 1;
        while (prev >= 0 && isXmlSpace(d[prev]))
            --prev;
        if (prev >= 0 && d[prev] == '=')
            return fail(pos, QT_TRANSLATE_NOOP("Rules", "an attribute value must be in quotes"));
        return fail(pos, QT_TRANSLATE_NOOP("Rules", "a character that is not allowed here"));
    }
    case XML_ERROR_TAG_MISMATCH: {
        const qsizetype open = d.first(at).lastIndexOf("</");
        if (open < 0)
            return;
        qsizetype end = at;
        while (end < d.size() && !isXmlSpace(d[end]) && d[end] != '>')
            ++end;
        const std::vector<QByteArray> stack = openElements(d.first(open));
        return fail(before(pos, open, at),
                    QT_TRANSLATE_NOOP("Rules", "the end tag </%1> does not match the open <%2>"),
                    {QString::fromUtf8(d.sliced(at, end - at)),
                     stack.empty() ? QString() : QString::fromUtf8(stack.back())});
    }
    case XML_ERROR_UNDEFINED_ENTITY: {
        qsizetype end = at + 1;
        while (end < d.size() && end < at + 256 && d[end] != ';')
            ++end;
        return fail(pos,
                    QT_TRANSLATE_NOOP("Rules", "the entity &%1; is not defined: write &amp;%1; "
                                               "if the & is meant as text"),
                    {QString::fromUtf8(d.sliced(at + 1, std::max<qsizetype>(0, end - at - 1)))});
    }
    case XML_ERROR_DUPLICATE_ATTRIBUTE: {
        qsizetype end = at;
        while (end < d.size() && end < at + 256 && d[end] != '=' && !isXmlSpace(d[end]))
            ++end;
        return fail(pos, QT_TRANSLATE_NOOP("Rules", "the attribute %1 is given twice in one tag"),
                    {QString::fromUtf8(d.sliced(at, end - at))});
    }
    case XML_ERROR_JUNK_AFTER_DOC_ELEMENT:
        return fail(pos, QT_TRANSLATE_NOOP("Rules", "something follows the end of the root "
                                                    "element: a file has one root element"));
    case XML_ERROR_NO_ELEMENTS: {
        const std::vector<QByteArray> stack = openElements(d);
        if (stack.empty())
            return fail(pos, QT_TRANSLATE_NOOP("Rules", "the file holds no root element"));
        return fail(pos,
                    QT_TRANSLATE_NOOP("Rules", "the file ends inside <%1>: it was cut off, or an "
                                               "end tag is missing"),
                    {QString::fromUtf8(stack.back())});
    }
    case XML_ERROR_UNCLOSED_TOKEN:
    case XML_ERROR_PARTIAL_CHAR:
        return fail(pos, QT_TRANSLATE_NOOP("Rules", "the file ends inside a tag: it was cut off"));
    case XML_ERROR_UNBOUND_PREFIX: {
        // The tag's own prefixes, less those it declares itself; the reader then
        // binds them for a lenient read (prefix-undeclared).
        const qsizetype close = d.indexOf('>', at);
        const QByteArrayView tag = d.sliced(at, (close < 0 ? d.size() : close) - at);
        std::vector<QByteArray> used;
        std::vector<QByteArray> declared;
        char quote = 0;
        qsizetype i = 1;
        while (i < tag.size()) {
            const char c = tag[i];
            if (quote) {
                quote = c == quote ? 0 : quote;
                ++i;
                continue;
            }
            if (c == '"' || c == '\'') {
                quote = c;
                ++i;
                continue;
            }
            if (isXmlSpace(c) || c == '/' || c == '=') {
                ++i;
                continue;
            }
            const qsizetype start = i;
            while (i < tag.size() && !isXmlSpace(tag[i]) && tag[i] != '=' && tag[i] != '/' &&
                   tag[i] != '"' && tag[i] != '\'')
                ++i;
            const QByteArrayView name = tag.sliced(start, i - start);
            const qsizetype colon = name.indexOf(':');
            if (colon <= 0)
                continue;
            if (name.first(colon) == "xmlns")
                declared.push_back(name.sliced(colon + 1).toByteArray());
            else if (name.first(colon) != "xml")
                used.push_back(name.first(colon).toByteArray());
        }
        QStringList names;
        for (const QByteArray &p : used) {
            if (std::find(declared.begin(), declared.end(), p) == declared.end() &&
                std::find(m_unbound.begin(), m_unbound.end(), p) == m_unbound.end()) {
                m_unbound.push_back(p);
                names << QString::fromUtf8(p);
            }
        }
        if (names.isEmpty())
            return;
        return fail(pos,
                    QT_TRANSLATE_NOOP("Rules", "the prefix %1 is not declared: add "
                                               "xmlns:%1=\"...\" to the root element"),
                    {names.first()});
    }
    default:
        return;
    }
}

// Stops at a start tag whose attribute values refer to an entity that is not
// defined in the file (expat, told the DTD is external, drops it from the value).
// A reference can only stand in an attribute value there, so the tag's own bytes
// are scanned: every '&' that is not a character reference or one of the five
// predefined entities. Entity declarations never get this far (onEntityDecl).
bool XmlParse::attributeEntityCheck()
{
    const XML_Index at = XML_GetCurrentByteIndex(m_parser);
    const int count = XML_GetCurrentByteCount(m_parser);
    if (at < 0 || count <= 0 || at + count > m_data.size())
        return true;
    const QByteArrayView tag = m_data.sliced(qsizetype(at), count);
    for (qsizetype amp = tag.indexOf('&'); amp >= 0; amp = tag.indexOf('&', amp + 1)) {
        const qsizetype semi = tag.indexOf(';', amp + 1);
        if (semi < 0)
            break; // expat has judged the tag well-formed: cannot happen
        const QByteArrayView name = tag.sliced(amp + 1, semi - amp - 1);
        if (name.startsWith('#') || name == "lt" || name == "gt" || name == "amp" ||
            name == "apos" || name == "quot")
            continue;
        // Where the reference stands: the tag's start, plus the lines and characters
        // before the '&'.
        TextPosition pos = here();
        const QByteArrayView before = tag.first(amp);
        const qsizetype lastNl = before.lastIndexOf('\n');
        const QByteArrayView lastLine = lastNl < 0 ? before : before.sliced(lastNl + 1);
        pos.line += int(before.count('\n'));
        pos.column = (lastNl < 0 ? pos.column : 1) + int(QString::fromUtf8(lastLine).size());
        stop(QStringLiteral("the entity &%1; in an attribute value is not defined in the "
                            "file; entities from an external DTD are never read")
                 .arg(QString::fromUtf8(name)),
             pos);
        return false;
    }
    return true;
}

// Ns::UndeclaredPrefixBase as bytes (a literal: no order of static initialisation).
constexpr QByteArrayView UndeclaredPrefixBase("urn:x-sitemap-editor:undeclared-prefix:");

// Notes the prefixes of a start tag bound only by the reader's injected
// declarations (prefix-undeclared): once each, the first use's position.
void XmlParse::noteUndeclared(const Name &name, const XML_Char **atts)
{
    const auto note = [this](QByteArrayView uri) {
        if (!uri.startsWith(UndeclaredPrefixBase))
            return;
        const QString prefix = QString::fromUtf8(uri.sliced(UndeclaredPrefixBase.size()));
        if (m_file.undeclaredPrefixes.contains(prefix))
            return;
        if (m_file.undeclaredPrefixes.isEmpty())
            m_file.undeclaredPrefixAt = here();
        m_file.undeclaredPrefixes << prefix;
    };
    note(name.uri);
    for (const XML_Char **a = atts; *a; a += 2)
        note(split(a[0]).uri);
}

// The root element: what kind of file this is. False when reading stops here.
bool XmlParse::startRoot(const Name &name, const XML_Char **atts)
{
    m_file.rootName = QString::fromUtf8(name.local);
    m_file.rootNamespace = QString::fromUtf8(name.uri);
    m_file.rootPosition = here();
    m_fileNs = name.uri.toByteArray();
    QByteArrayView version;
    for (const XML_Char **a = atts; *a; a += 2) {
        if (std::strcmp(a[0], "ns") == 0)
            m_file.nsAttribute = QString::fromUtf8(a[1]);
        else if (std::strcmp(a[0], "version") == 0)
            version = QByteArrayView(a[1]);
    }
    if (name.uri.startsWith(UndeclaredPrefixBase)) {
        // A root whose prefix is never declared is no sitemap element.
        m_file.kind = FileKind::Unknown;
        m_file.notSitemap =
            notSitemapText(NotSitemapRootPattern)
                .arg(QString::fromUtf8(name.prefix) + QLatin1Char(':') + m_file.rootName);
        return false;
    }
    if (name.local == "urlset") {
        m_file.kind = FileKind::UrlSet;
    } else if (name.local == "sitemapindex") {
        m_file.kind = FileKind::Index;
    } else if (name.local == "rss" && name.uri.isEmpty() && version == "2.0") {
        m_file.kind = FileKind::Feed;
        m_file.feed = FeedKind::Rss2;
        m_entryDepth = 3;
        return true;
    } else if (name.local == "feed" && name.uri == "http://www.w3.org/2005/Atom") {
        m_file.kind = FileKind::Feed;
        m_file.feed = FeedKind::Atom;
        return true;
    } else {
        m_file.kind = FileKind::Unknown;
        m_file.notSitemap = describeRoot(m_file.rootName, m_file.rootNamespace);
        return false;
    }
    if (m_file.rootNamespace == Ns::Sitemap)
        m_file.namespaceKind = NamespaceKind::Standard;
    else if (m_file.rootNamespace.isEmpty())
        m_file.namespaceKind = NamespaceKind::Missing;
    else if (Ns::isLegacySitemap(m_file.rootNamespace))
        m_file.namespaceKind = NamespaceKind::Legacy;
    else
        m_file.namespaceKind = NamespaceKind::Wrong;
    return true;
}

void XmlParse::beginEntry()
{
    m_inEntry = true;
    m_entry = Entry();
    m_entryPos = entryPosition();
    m_entry.line = quint32(m_entryPos.line);
    m_entry.column = quint32(m_entryPos.column);
    m_ext.resize(0); // keeps the buffer, unlike clear()
    m_lastCore = -1;
    m_sawExtension = false;
    m_spotMask = 0;
    m_extSpots.clear();
}

void XmlParse::endEntry()
{
    for (int f = 0; f < FieldCount; ++f) {
        if (!m_entry.has(Field(f)))
            m_entry.values[f] = {};
    }
    m_entry.extensions = m_doc.pool().add(QByteArrayView(m_ext));
    if (m_spotMask || !m_extSpots.empty()) {
        m_entry.spots = quint32(m_file.spots.size());
        m_entry.spotMask = m_spotMask | (m_extSpots.empty() ? 0 : Entry::ExtensionSpots);
        for (int n = 0; n < FixedSpotCount; ++n) {
            if (m_spotMask & (1u << n))
                m_file.spots.push_back(m_fixedSpots[n]);
        }
        m_file.spots.insert(m_file.spots.end(), m_extSpots.begin(), m_extSpots.end());
    }
    m_file.entries.push_back(m_entry);
    m_inEntry = false;
}

// RSS 2.0: entries are the <item>s of a <channel>, loc its first <link>, lastmod
// its first <pubDate>. Atom 1.0: the <entry>s, loc the href of the first <link>
// with no rel or rel="alternate", lastmod the first <updated>. Nothing else is kept.
void XmlParse::feedStart(const Name &name, const XML_Char **atts)
{
    if (m_capture != Capture::None)
        return; // markup inside a value: its text is kept
    if (m_file.feed == FeedKind::Rss2) {
        if (!name.uri.isEmpty())
            return;
        if (m_depth == 2) {
            m_inChannel = isName(name.local, "channel");
            m_sawChannel = m_sawChannel || m_inChannel;
        } else if (m_depth == 3 && m_inChannel && isName(name.local, "item")) {
            beginEntry();
        } else if (m_depth == 4 && m_inEntry) {
            const bool link = isName(name.local, "link");
            if (link || isName(name.local, "pubDate")) {
                m_field = link ? Field::Loc : Field::LastMod;
                if (m_entry.has(m_field))
                    return;
                noteSpot(link ? Spot::Loc : Spot::LastMod);
                m_value.clear();
                m_capture = Capture::Field;
            }
        }
        return;
    }
    if (name.uri != "http://www.w3.org/2005/Atom")
        return;
    if (m_depth == 2) {
        if (isName(name.local, "entry"))
            beginEntry();
    } else if (m_depth == 3 && m_inEntry) {
        if (isName(name.local, "link") && !m_entry.has(Field::Loc)) {
            QByteArrayView rel;
            QByteArrayView href;
            bool hasRel = false;
            for (const XML_Char **a = atts; *a; a += 2) {
                if (std::strcmp(a[0], "rel") == 0) {
                    hasRel = true;
                    rel = QByteArrayView(a[1]);
                } else if (std::strcmp(a[0], "href") == 0) {
                    href = QByteArrayView(a[1]);
                }
            }
            if (hasRel && rel != "alternate")
                return;
            noteSpot(Spot::Loc);
            m_entry.present |= fieldBit(Field::Loc);
            m_entry.values[int(Field::Loc)] = m_doc.pool().add(href);
        } else if (isName(name.local, "updated") && !m_entry.has(Field::LastMod)) {
            noteSpot(Spot::LastMod);
            m_field = Field::LastMod;
            m_value.clear();
            m_capture = Capture::Field;
        }
    }
}

void XmlParse::start(const XML_Char *rawName, const XML_Char **atts)
{
    ++m_depth; // first: expat may still report the end of an empty tag after a stop
    if (m_checkAttributeEntities && atts[0] && !attributeEntityCheck())
        return;
    const Name name = split(rawName);
    if (m_lenient)
        noteUndeclared(name, atts);

    if (m_depth == 1) {
        if (!startRoot(name, atts))
            halt();
        return;
    }
    if (m_file.kind == FileKind::Feed) {
        feedStart(name, atts);
        return;
    }

    if (m_depth == 2) {
        const bool isEntry = sameBytes(name.uri, m_fileNs) &&
                             ((m_file.kind == FileKind::UrlSet && isName(name.local, "url")) ||
                              (m_file.kind == FileKind::Index && isName(name.local, "sitemap")));
        if (!isEntry) {
            if (m_file.strayElements++ == 0) {
                m_file.firstStrayElement = QString::fromUtf8(name.local);
                m_file.firstStrayPosition = here();
            }
            return;
        }
        beginEntry();
        return;
    }

    if (!m_inEntry)
        return;

    if (m_capture == Capture::Extension) {
        openPendingTag();
        m_ext.append('<');
        appendQualified(m_ext, name);
        for (const XML_Char **a = atts; *a; a += 2) {
            const Name an = split(a[0]);
            m_ext.append(' ');
            if (an.uri.isEmpty())
                m_ext.append(an.local.data(), an.local.size());
            else
                appendQualified(m_ext, an);
            m_ext.append("=\"");
            XmlEscape::appendEscaped(m_ext, QByteArrayView(a[1]));
            m_ext.append('"');
        }
        m_tagOpen = true;
        return;
    }
    if (m_capture != Capture::None)
        return; // markup inside a core value: its text is kept, the tags are not

    if (m_depth == 3) {
        int core = -1;
        const bool sitemapNs = sameBytes(name.uri, m_fileNs);
        if (sitemapNs) {
            if (isName(name.local, "loc"))
                core = int(Field::Loc);
            else if (isName(name.local, "lastmod"))
                core = int(Field::LastMod);
            else if (isName(name.local, "changefreq"))
                core = int(Field::ChangeFreq);
            else if (isName(name.local, "priority"))
                core = int(Field::Priority);
        }
        if (core >= 0) {
            if (core < m_lastCore || m_sawExtension)
                m_entry.flags |= Entry::OutOfOrder;
            m_lastCore = core;
            m_field = Field(core);
            m_value.clear(); // std::string keeps its capacity
            if (m_entry.has(m_field)) {
                m_entry.repeated |= fieldBit(m_field);
                m_capture = Capture::Discard;
                noteSpot(Spot::Repeated);
            } else {
                m_capture = Capture::Field;
                noteSpot(Spot(core));
            }
            return;
        }
        m_extSpots.push_back(SitemapFile::packSpot(m_entryPos, entryPosition()));
        if (sitemapNs) {
            m_entry.flags |= Entry::HasUnknownElements;
            noteSpot(Spot::Unknown);
        } else {
            // Saturates instead of wrapping: 70,000 images in one URL (tst_hostile:
            // manyExtensionElements) counted 4,464 in the 16-bit field.
            if (m_entry.extensionCount <
                std::numeric_limits<decltype(m_entry.extensionCount)>::max())
                ++m_entry.extensionCount;
            m_sawExtension = true;
        }
        m_capture = Capture::Extension;
        m_extDepth = m_depth;
        --m_depth; // re-enter to serialize this element like its descendants
        start(rawName, atts);
    }
}

void XmlParse::end(const XML_Char *rawName)
{
    const int depth = m_depth--;
    if (!m_inEntry) {
        if (depth == 2)
            m_inChannel = false;
        return;
    }
    if (depth == m_entryDepth) {
        endEntry();
        return;
    }
    switch (m_capture) {
    case Capture::Extension: {
        if (m_tagOpen) {
            m_ext.append("/>");
            m_tagOpen = false;
        } else {
            m_ext.append("</");
            appendQualified(m_ext, split(rawName));
            m_ext.append('>');
        }
        if (depth == m_extDepth)
            m_capture = Capture::None;
        break;
    }
    case Capture::Field:
        if (depth == m_entryDepth + 1) {
            m_entry.present |= fieldBit(m_field);
            m_entry.values[int(m_field)] =
                m_doc.pool().add(QByteArrayView(m_value.data(), qsizetype(m_value.size())));
            m_capture = Capture::None;
        }
        break;
    case Capture::Discard:
        if (depth == 3)
            m_capture = Capture::None;
        break;
    case Capture::None:
        break;
    }
}

void XmlParse::text(const XML_Char *s, int len)
{
    switch (m_capture) {
    case Capture::Field:
        m_value.append(s, len);
        break;
    case Capture::Extension:
        openPendingTag();
        XmlEscape::appendEscaped(m_ext, QByteArrayView(s, len));
        break;
    case Capture::Discard:
    case Capture::None:
        break;
    }
}

// Reads "encoding" from an XML declaration at the start of data.
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

void readText(SitemapDocument &doc, SitemapFile &file, QByteArrayView data, int firstLine)
{
    int line = firstLine;
    qsizetype pos = 0;
    while (pos <= data.size()) {
        qsizetype nl = data.indexOf('\n', pos);
        if (nl < 0)
            nl = data.size();
        QByteArrayView text = data.sliced(pos, nl - pos);
        while (!text.isEmpty() && isXmlSpace(text.back()))
            text.chop(1);
        qsizetype lead = 0;
        while (lead < text.size() && isXmlSpace(text[lead]))
            ++lead;
        text = text.sliced(lead);
        if (!text.isEmpty()) {
            Entry e;
            e.line = quint32(line);
            e.column = quint32(lead + 1);
            e.present = fieldBit(Field::Loc);
            e.values[int(Field::Loc)] = doc.pool().add(text);
            file.entries.push_back(e);
        }
        ++line;
        pos = nl + 1;
    }
}

bool prefixesAgree(const NamespaceTable &doc, const NamespaceTable &own);

// Moves what a document read apart holds into doc, as if it had been read there: its
// namespace declarations, and its text (moved, not copied) with the references of
// entries rebased. For the second half of a split file and the files of an index.
void joinApart(SitemapDocument &doc, SitemapDocument &apart, std::vector<Entry> &entries)
{
    for (const auto &[prefix, uri] : apart.namespaces().declarations())
        doc.namespaces().prefixFor(uri, prefix);
    const quint32 offset = doc.pool().absorb(std::move(apart.pool()));
    for (Entry &e : entries) {
        for (TextRef &v : e.values)
            v = StringPool::rebased(v, offset);
        e.extensions = StringPool::rebased(e.extensions, offset);
    }
}

// --- one large file on two threads ------------------------------------------------
// The second half of the file, from a child of the root near the middle (split),
// is read on a thread of its own, into a document of its own: its scanner reads
// the prolog and the root's start tag, then jumps to split, so that it has the
// root's namespace bindings in scope and counts every position in the file's
// own bytes. The first reader stops at split when its scanner arrives there
// directly inside the root, having verified everything before it; the second
// reader's entries, facts and verdict then continue the first's, exactly as one
// reader going on would have produced them (same bindings, same state). Anywhere
// else (split inside a comment, say, or the first half read by expat) the first
// reader reads to the end by itself and the second's work is thrown away. When
// the second half needs expat (it cannot jump), expat reads a copy: the prolog
// and root tag, whitespace that puts split's byte on its own line and column,
// then the rest (secondHalf()).

std::atomic<int> g_splitReads{0};

// Where the root's start tag ends and the qualified name of its entries, or -1.
qsizetype rootStartTag(QByteArrayView body, QByteArray *entryTag)
{
    struct Probe
    {
        FastXmlScanner *scanner = nullptr;
        QByteArray entryTag;
    } probe;
    FastXmlScanner scanner(body);
    probe.scanner = &scanner;
    FastXmlHandler handler;
    handler.user = &probe;
    handler.start = [](void *user, const char *name, const char **) {
        auto *self = static_cast<Probe *>(user);
        // "uri\1local\1prefix" (or "local" without a namespace).
        const QList<QByteArray> parts = QByteArray(name).split(NsSeparator);
        const QByteArray local = parts.size() >= 2 ? parts[1] : parts[0];
        const QByteArray prefix = parts.size() >= 3 ? parts[2] : QByteArray();
        const char *entry = local == "urlset"         ? "url"
                            : local == "sitemapindex" ? "sitemap"
                                                      : nullptr;
        if (entry)
            self->entryTag = '<' + (prefix.isEmpty() ? QByteArray() : prefix + ':') + entry;
        self->scanner->stop();
    };
    handler.end = [](void *, const char *) {};
    handler.text = [](void *, const char *, int) {};
    if (scanner.run(handler) != FastXmlScanner::Result::Stopped || probe.entryTag.isEmpty())
        return -1;
    *entryTag = probe.entryTag;
    return scanner.offset();
}

// A start tag of an entry near the middle of body, after from, or -1.
qsizetype splitPoint(QByteArrayView body, qsizetype from, const QByteArray &entryTag)
{
    const qsizetype middle = from + (body.size() - from) / 2;
    const qsizetype window = std::min<qsizetype>(body.size(), middle + (1 << 20));
    for (qsizetype at = body.indexOf(entryTag, middle); at >= 0 && at < window;
         at = body.indexOf(entryTag, at + 1)) {
        const qsizetype next = at + entryTag.size();
        if (next < body.size() && (body[next] == '>' || isXmlSpace(body[next])))
            return at;
    }
    return -1;
}

// The second half for expat (see above).
QByteArray secondHalf(QByteArrayView body, qsizetype headEnd, qsizetype split)
{
    const QByteArrayView between = body.sliced(headEnd, split - headEnd);
    qsizetype lines = 0;
    qsizetype lineStart = 0; // in between, after its last line end
    for (const char *p = between.data(), *end = between.data() + between.size();;) {
        const void *nl = std::memchr(p, '\n', size_t(end - p));
        if (!nl)
            break;
        ++lines;
        p = static_cast<const char *>(nl) + 1;
        lineStart = p - between.data();
    }
    if (between.contains('\r')) { // a lone CR ends a line too (CR LF was counted at its LF)
        for (qsizetype i = 0; i < between.size(); ++i) {
            if (between[i] == '\r' && (i + 1 == between.size() || between[i + 1] != '\n')) {
                ++lines;
                lineStart = std::max(lineStart, i + 1);
            }
        }
    }
    qsizetype columns = 0; // characters, as positions count them
    const QByteArrayView lastLine = lines > 0 ? between.sliced(lineStart) : between;
    for (const char c : lastLine)
        columns += (uchar(c) & 0xC0) != 0x80;
    if (lines == 0) {
        // On the line of the root tag: its characters are in the head already.
        columns = 0;
        for (const char c : between)
            columns += (uchar(c) & 0xC0) != 0x80;
    }
    QByteArray out;
    out.reserve(headEnd + lines + columns + body.size() - split);
    out.append(body.first(headEnd));
    out.append(QByteArray(lines, '\n'));
    out.append(QByteArray(columns, ' '));
    out.append(body.sliced(split));
    return out;
}

// Reads body (the XML from its declaration on) into file, on two threads when it
// is large enough and has a place to split. unbound gets the prefixes of the
// start tag where the read stopped because they were never declared.
void readXml(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
             const ReadOptions &options, ReadStatus &status, std::vector<QByteArray> &unbound)
{
    QByteArray entryTag;
    qsizetype headEnd = -1;
    qsizetype split = -1;
    // SITEMAP_SPLIT_READ=0 turns it off, to compare (the benchmark does).
    static const bool enabled = qgetenv("SITEMAP_SPLIT_READ") != "0";
    if (enabled && options.parallel && options.splitMinBytes > 0 &&
        body.size() >= options.splitMinBytes && FastXmlScanner::enabled() &&
        std::thread::hardware_concurrency() > 1) {
        headEnd = rootStartTag(body, &entryTag);
        if (headEnd > 0)
            split = splitPoint(body, headEnd, entryTag);
    }
    if (split < 0) {
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }

    const SitemapFile before = file;
    SitemapDocument secondDoc;
    SitemapFile second;
    ReadStatus secondStatus = ReadStatus::Ok;
    std::atomic<bool> dropSecond{false};
    ReadOptions secondOptions;
    secondOptions.maxBytes = options.maxBytes;
    secondOptions.cancel = &dropSecond;
    secondOptions.parallel = false;
    // Progress: the bytes both halves have read, one call at a time. Should the
    // first read on past split alone, its own figure counts from then on. The
    // second half hears of a cancel through its own flag.
    ReadOptions firstOptions = options;
    std::mutex progressMutex;
    qint64 firstDone = 0;
    qint64 secondDone = 0;
    bool alone = false;
    if (options.progress) {
        firstOptions.progress = [&](qint64 done, qint64) {
            std::lock_guard lock(progressMutex);
            alone = alone || done > split;
            firstDone = done;
            options.progress(alone ? done : std::min(firstDone + secondDone, body.size()),
                             body.size());
        };
    }
    if (options.progress || options.cancel) {
        secondOptions.progress = [&](qint64 done, qint64) {
            if (options.progress) {
                std::lock_guard lock(progressMutex);
                secondDone = std::max<qint64>(0, done - split);
                if (!alone)
                    options.progress(std::min(firstDone + secondDone, body.size()), body.size());
            }
            // Looked at after the call, as one reader does.
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                dropSecond.store(true, std::memory_order_relaxed);
        };
    }
    std::vector<QByteArray> secondUnbound;
    std::thread worker([&] {
        XmlParse parse(secondDoc, second, origin);
        parse.setSkip(headEnd, split);
        parse.run(body, "UTF-8", secondOptions, secondStatus);
        secondUnbound = parse.unboundPrefixes();
    });

    bool joined = false;
    {
        XmlParse parse(doc, file, origin);
        parse.setPauseAt(split);
        parse.run(body, "UTF-8", firstOptions, status);
        joined = parse.paused() && status == ReadStatus::Ok;
        unbound = parse.unboundPrefixes();
    }
    if (!joined)
        dropSecond.store(true, std::memory_order_relaxed);
    worker.join();
    if (!joined)
        return; // the first reader read everything itself (or was cancelled)
    unbound = std::move(secondUnbound);

    if (!prefixesAgree(doc.namespaces(), secondDoc.namespaces())) {
        if (secondStatus == ReadStatus::Cancelled) {
            status = ReadStatus::Cancelled; // the first half stands
            return;
        }
        // The second reader picked prefixes a single reader would not have: read
        // the file again, in one go. (Its text stays in the pool, unused.)
        file = before;
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }
    g_splitReads.fetch_add(1, std::memory_order_relaxed);
    // Cancelled in the second half: what it read before stands, as in one reader.
    status = secondStatus;
    joinApart(doc, secondDoc, second.entries);
    const auto spotBase = quint32(file.spots.size());
    for (Entry &e : second.entries) {
        if (e.spots != Entry::NoSpots)
            e.spots += spotBase;
    }
    file.spots.insert(file.spots.end(), second.spots.begin(), second.spots.end());
    file.entries.insert(file.entries.end(), second.entries.begin(), second.entries.end());
    if (file.strayElements == 0) {
        file.firstStrayElement = second.firstStrayElement;
        file.firstStrayPosition = second.firstStrayPosition;
    }
    file.strayElements += second.strayElements;
    file.malformed = second.malformed;
    file.errorPosition = second.errorPosition;
    file.errorMessage = second.errorMessage;
    if (options.progress && status == ReadStatus::Ok)
        options.progress(body.size(), body.size());
}

// The root's start tag: where declarations can be added to it (before its '>' or
// "/>") and the prefixes it declares; insertAt -1 when there is none to be found.
struct RootTag
{
    qsizetype insertAt = -1;
    std::vector<QByteArray> declared;
};

RootTag findRootTag(QByteArrayView d)
{
    RootTag root;
    const qsizetype n = d.size();
    qsizetype i = 0;
    while (i < n) {
        if (isXmlSpace(d[i])) {
            ++i;
            continue;
        }
        if (d[i] != '<')
            return root;
        const QByteArrayView rest = d.sliced(i);
        if (rest.startsWith("<?")) {
            const qsizetype end = d.indexOf("?>", i + 2);
            if (end < 0)
                return root;
            i = end + 2;
            continue;
        }
        if (rest.startsWith("<!--")) {
            const qsizetype end = d.indexOf("-->", i + 4);
            if (end < 0)
                return root;
            i = end + 3;
            continue;
        }
        if (rest.startsWith("<!")) { // DOCTYPE, with an internal subset in brackets
            int brackets = 0;
            char quote = 0;
            qsizetype j = i + 2;
            for (; j < n; ++j) {
                const char c = d[j];
                if (quote) {
                    quote = c == quote ? 0 : quote;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '[') {
                    ++brackets;
                } else if (c == ']') {
                    --brackets;
                } else if (c == '>' && brackets <= 0) {
                    break;
                }
            }
            i = j + 1;
            continue;
        }
        char quote = 0;
        qsizetype j = i + 1;
        for (; j < n; ++j) {
            const char c = d[j];
            if (quote) {
                quote = c == quote ? 0 : quote;
                continue;
            }
            if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                break;
            } else if (c == 'x' && isXmlSpace(d[j - 1]) && d.sliced(j).startsWith("xmlns:")) {
                qsizetype k = j + 6;
                while (k < n && d[k] != '=' && !isXmlSpace(d[k]))
                    ++k;
                root.declared.push_back(d.sliced(j + 6, k - j - 6).toByteArray());
            }
        }
        if (j >= n)
            return root;
        root.insertAt = d[j - 1] == '/' ? j - 1 : j;
        return root;
    }
    return root;
}

// Reads body whole when it uses namespace prefixes it never declares (PROTOCOL.md
// section 1, prefix-undeclared): expat refuses the start tag of the first use;
// each such prefix is then bound, by a declaration added to the root's start
// tag, to a namespace of its own (Ns::UndeclaredPrefixBase), and the file read
// again, positions given as in the file itself. A prefix bound in a nested scope
// only keeps that binding. A few rounds at most: each finds the prefixes of one tag.
void readXmlLenient(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
                    const ReadOptions &options, ReadStatus &status)
{
    const SitemapFile before = file;
    std::vector<QByteArray> unbound;
    readXml(doc, file, origin, body, options, status, unbound);
    if (unbound.empty() || status != ReadStatus::Ok)
        return;
    const RootTag root = findRootTag(body);
    if (root.insertAt < 0)
        return;
    std::vector<QByteArray> bound;
    for (int round = 0; round < 32 && !unbound.empty(); ++round) {
        bool added = false;
        for (const QByteArray &prefix : unbound) {
            if (std::find(bound.begin(), bound.end(), prefix) == bound.end() &&
                std::find(root.declared.begin(), root.declared.end(), prefix) ==
                    root.declared.end()) {
                bound.push_back(prefix);
                added = true;
            }
        }
        if (!added)
            return; // the verdict of the last read stands
        QByteArray declarations;
        for (const QByteArray &prefix : bound)
            declarations +=
                " xmlns:" + prefix + "=\"" + UndeclaredPrefixBase.toByteArray() + prefix + '"';
        QByteArray copy;
        copy.reserve(body.size() + declarations.size());
        copy.append(body.first(root.insertAt))
            .append(declarations)
            .append(body.sliced(root.insertAt));
        XmlParse::Injection shift;
        const QByteArrayView head = body.first(root.insertAt);
        const qsizetype lineStart = head.lastIndexOf('\n') + 1;
        shift.line = int(head.count('\n')) + 1;
        for (const char c : head.sliced(lineStart))
            shift.column += (uchar(c) & 0xC0) != 0x80;
        shift.length = int(declarations.size());
        file = before;
        XmlParse parse(doc, file, origin);
        parse.setInjection(shift);
        parse.run(copy, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        if (status != ReadStatus::Ok)
            return;
    }
}

void readInto(SitemapDocument &doc, SitemapFile &file, QByteArrayView raw,
              const ReadOptions &options, ReadStatus &status)
{
    QByteArray inflated;
    QByteArrayView data = raw;
    if (raw.size() >= 2 && uchar(raw[0]) == 0x1f && uchar(raw[1]) == 0x8b) {
        file.gzip = true;
        inflated = gunzip(raw, options.maxBytes, file);
        data = inflated;
    } else if (data.size() > options.maxBytes) {
        file.tooLarge = true;
        file.truncatedAtLimit = true;
        data = data.first(qsizetype(options.maxBytes));
    }
    file.uncompressedSize = data.size();
    if (file.gzip && !file.tooLarge && file.uncompressedSize > 52428800)
        file.tooLarge = true;
    if (!file.gzip && raw.size() > 52428800)
        file.tooLarge = true;

    // UTF-16 (by its byte order mark) is read after conversion to UTF-8.
    QByteArray converted;
    const bool bomLE = data.size() >= 2 && uchar(data[0]) == 0xFF && uchar(data[1]) == 0xFE;
    const bool bomBE = data.size() >= 2 && uchar(data[0]) == 0xFE && uchar(data[1]) == 0xFF;
    // Without a mark, UTF-16 shows in a first '<' followed or preceded by NUL
    // (XML 1.0 appendix F). Expat detects it by itself and would read such a
    // file without the utf16 fact, so that encoding-not-utf8 was never reported.
    const bool bareLE = !bomLE && !bomBE && data.size() >= 4 && data[0] == '<' && data[1] == '\0' &&
                        data[2] != '\0' && data[3] == '\0';
    const bool bareBE = !bomLE && !bomBE && data.size() >= 4 && data[0] == '\0' && data[1] == '<' &&
                        data[2] == '\0' && data[3] != '\0';
    if (bomLE || bomBE || bareLE || bareBE) {
        file.utf16 = true;
        const bool littleEndian = bomLE || bareLE;
        QStringDecoder decoder{littleEndian ? QStringConverter::Utf16LE
                                            : QStringConverter::Utf16BE};
        converted = QString(decoder(data.sliced(bomLE || bomBE ? 2 : 0))).toUtf8();
        data = converted;
    }
    if (data.startsWith("\xEF\xBB\xBF")) {
        file.bom = true;
        data = data.sliced(3);
    }

    qsizetype first = 0;
    while (first < data.size() && isXmlSpace(data[first]))
        ++first;
    if (first == data.size()) {
        file.kind = FileKind::Text; // empty or only whitespace: an empty sitemap
        return;
    }

    // A declaration is looked for near the start only (junk before it is a
    // warning or a blank line, not megabytes) and never after the root.
    const QByteArrayView headPart = data.first(std::min<qsizetype>(data.size(), 64 * 1024));
    qsizetype decl = headPart.indexOf("<?xml ");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\t");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\n");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\r");
    if (decl > 0) {
        const QByteArrayView before = headPart.first(decl);
        if (before.contains("<urlset") || before.contains("<sitemapindex"))
            decl = -1;
    }
    bool xml = data[first] == '<' || decl >= 0;
    qsizetype rootAt = -1;
    if (!xml) {
        const qsizetype u = data.indexOf("<urlset");
        const qsizetype s = data.indexOf("<sitemapindex");
        rootAt = u < 0 ? s : (s < 0 ? u : std::min(u, s));
        xml = rootAt >= 0;
    }

    if (!xml) {
        if (looksBinary(data)) {
            file.kind = FileKind::Unknown;
            file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "binary data"));
            return;
        }
        if (const QString look = lookOf(data); !look.isEmpty()) {
            file.kind = FileKind::Unknown;
            file.notSitemap = look;
            return;
        }
        if (data[first] == '{' || data[first] == '[') {
            file.kind = FileKind::Unknown;
            file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "a JSON document"));
            return;
        }
        file.kind = FileKind::Text;
        QByteArray repaired;
        const qsizetype bad = firstInvalidUtf8(data);
        if (bad >= 0) {
            file.invalidUtf8 = positionIn(data, bad);
            repaired = QString::fromUtf8(data).toUtf8();
            data = repaired;
        }
        readText(doc, file, data, 1);
        return;
    }

    // Junk before the declaration (or, without one, before the root) is skipped.
    qsizetype start = 0;
    if (decl > 0)
        start = decl;
    else if (decl < 0 && data[first] != '<' && rootAt > 0)
        start = rootAt;
    if (start > 0)
        file.leadingContent = {1, 1};
    Origin origin;
    {
        const QByteArrayView skipped = data.first(start);
        origin.lineOffset = int(skipped.count('\n'));
        const qsizetype lastNl = skipped.lastIndexOf('\n');
        origin.columnOffset = int(start - (lastNl + 1));
    }
    QByteArrayView body = data.sliced(start);

    // Only UTF-8 reaches expat: another declared encoding is converted first.
    file.declaredEncoding = declaredEncoding(body);
    QByteArray recoded;
    if (!file.declaredEncoding.isEmpty() && !file.utf16 && !isUtf8Name(file.declaredEncoding)) {
        if (isAsciiName(file.declaredEncoding)) {
            file.nonAscii =
                std::any_of(body.begin(), body.end(), [](char c) { return (c & 0x80) != 0; });
        } else {
            QStringDecoder decoder(file.declaredEncoding.toLatin1().constData());
            if (decoder.isValid()) {
                recoded = QString(decoder(body)).toUtf8();
            } else {
                QStringDecoder latin1(QStringConverter::Latin1);
                recoded = QString(latin1(body)).toUtf8();
            }
            body = recoded;
        }
    }
    if (recoded.isEmpty()) {
        const qsizetype bad = firstInvalidUtf8(body);
        if (bad >= 0) {
            TextPosition pos = positionIn(body, bad);
            if (pos.line == 1)
                pos.column += origin.columnOffset;
            pos.line += origin.lineOffset;
            file.invalidUtf8 = pos;
            // Read on with the bad bytes replaced, so that nothing after them is lost.
            recoded = QString::fromUtf8(body).toUtf8();
            body = recoded;
        }
    }

    readXmlLenient(doc, file, origin, body, options, status);
    // Growing by doubling left up to a third of each file's entries unused: 24 MiB
    // over an index of twenty 50,000-URL files.
    file.entries.shrink_to_fit();
    file.spots.shrink_to_fit();
    if (file.kind == FileKind::Unknown && file.notSitemap.isEmpty() && !file.entityDeclared) {
        file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "an XML document"));
    }
    if (file.malformed && file.rootName.isEmpty() && !file.entityDeclared) {
        // Never reached a root element: say what the file looks like when we can.
        const QString look = lookOf(body);
        if (!look.isEmpty()) {
            file.kind = FileKind::Unknown;
            file.notSitemap = look;
            file.malformed = false;
            file.errorMessage.clear();
            file.errorPosition = {};
        } else {
            file.kind = FileKind::Unknown;
        }
    }
}

} // namespace

int SitemapReader::readBytes(SitemapDocument &doc, const QByteArray &bytes, const QString &name,
                             const ReadOptions &options, ReadStatus *status)
{
    SitemapFile file;
    file.path = name;
    ReadStatus st = ReadStatus::Ok;
    readInto(doc, file, QByteArrayView(bytes), options, st);
    if (st == ReadStatus::Cancelled) {
        file.malformed = true;
        file.errorMessage = QStringLiteral("reading was cancelled");
    }
    if (status)
        *status = st;
    return doc.addFile(std::move(file));
}

int SitemapReader::splitReads()
{
    return g_splitReads.load(std::memory_order_relaxed);
}

int SitemapReader::readFile(SitemapDocument &doc, const QString &path, const ReadOptions &options,
                            ReadStatus *status)
{
    SitemapFile file;
    const QFileInfo info(path);
    file.path = info.absoluteFilePath();
    if (status)
        *status = ReadStatus::Ok;

    QFile f(path);
    if (!info.exists()) {
        file.unreadable = true;
        file.readError = QStringLiteral("no such file");
    } else if (info.isDir()) {
        file.unreadable = true;
        file.readError = QStringLiteral("is a directory, not a file");
    } else if (!f.open(QIODevice::ReadOnly)) {
        file.unreadable = true;
        file.readError = f.errorString();
    }
    if (file.unreadable) {
        file.kind = FileKind::Unknown;
        return doc.addFile(std::move(file));
    }

    // Map the file when we can: a large sitemap is parsed without a copy.
    QByteArray owned;
    QByteArrayView bytes;
    const qint64 size = f.size();
    uchar *mapped = size > 0 ? f.map(0, size) : nullptr;
    if (mapped) {
        bytes = QByteArrayView(reinterpret_cast<const char *>(mapped), qsizetype(size));
    } else {
        // Not mappable (a pipe, a special file): read at most the limit plus one byte.
        owned = f.read(options.maxBytes + 1);
        if (f.error() != QFileDevice::NoError) {
            file.unreadable = true;
            file.kind = FileKind::Unknown;
            file.readError = f.errorString();
            return doc.addFile(std::move(file));
        }
        bytes = owned;
    }
    ReadStatus st = ReadStatus::Ok;
    readInto(doc, file, bytes, options, st);
    if (mapped)
        f.unmap(mapped);
    if (st == ReadStatus::Cancelled) {
        file.malformed = true;
        file.errorMessage = QStringLiteral("reading was cancelled");
    }
    if (status)
        *status = st;
    return doc.addFile(std::move(file));
}

QString DocumentLoader::findChild(const QString &indexDir, const QString &loc)
{
    QString url = loc.trimmed();
    const qsizetype cut = url.indexOf(QRegularExpression(QStringLiteral("[?#]")));
    if (cut >= 0)
        url.truncate(cut);
    const qsizetype slash = url.lastIndexOf(QLatin1Char('/'));
    const QString segment = url.mid(slash + 1);
    const QString name = QUrl::fromPercentEncoding(segment.toUtf8());
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..") ||
        name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name.contains(QChar(0)))
        return {};
    QStringList candidates{name};
    if (name.endsWith(QLatin1String(".gz")))
        candidates << name.chopped(3);
    else
        candidates << name + QLatin1String(".gz");
    const QString dirCanonical = QFileInfo(indexDir).canonicalFilePath();
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(QDir(indexDir).filePath(candidate));
        if (!info.isFile())
            continue;
        // A link that leads out of the index's folder is not followed.
        if (QFileInfo(info.canonicalFilePath()).absolutePath() != dirCanonical)
            continue;
        return info.absoluteFilePath();
    }
    return {};
}

QString DocumentLoader::resolveOwnUrl(const QString &baseUrl, const QString &fileName)
{
    if (baseUrl.isEmpty())
        return {};
    if (baseUrl.endsWith(QLatin1Char('/')))
        return baseUrl + fileName;
    return baseUrl;
}

namespace {

QString wellKnownPrefix(const QString &uri)
{
    if (uri == Ns::Image)
        return QStringLiteral("image");
    if (uri == Ns::Video)
        return QStringLiteral("video");
    if (uri == Ns::News)
        return QStringLiteral("news");
    if (uri == Ns::Xhtml)
        return QStringLiteral("xhtml");
    return {};
}

// Whether the extension XML of a file read into a document of its own reads the
// same as it would have read into doc in turn (NamespaceTable::prefixFor): each
// of its URIs is known to doc with the same prefix, or is a well-known URI whose
// well-known prefix doc has not given away. Anything else is read again serially.
// The table maps URIs and prefixes one to one, so one lookup per URI answers it
// (a hostile child with 100,000 namespaces stays linear).
bool prefixesAgree(const NamespaceTable &doc, const NamespaceTable &own)
{
    for (const auto &[prefix, uri] : own.declarations()) {
        const QString bound = doc.uriFor(prefix);
        if (bound == uri)
            continue; // known with the same prefix
        // A well-known URI doc knows has its well-known prefix, or that prefix is
        // bound to another URI: a free well-known prefix means an unknown URI.
        if (!bound.isEmpty() || prefix != wellKnownPrefix(uri))
            return false;
    }
    return true;
}

// The child files of an index, read ahead in parallel, each into a document of
// its own; take() moves one into the loader's document as if it had been read
// there (same file index, same namespace prefixes, text moved, not copied).
class ChildReadAhead
{
public:
    ChildReadAhead(const QStringList &paths, const ReadOptions &options)
        : m_paths(paths), m_options(options), m_docs(size_t(paths.size())),
          m_status(size_t(paths.size()), Pending)
    {
        m_options.parallel = false; // the threads are busy with a file each
        if (options.progress) {
            // All the children together: each file's share by its size on disk.
            m_progress = options.progress;
            m_sizes.resize(size_t(paths.size()));
            m_done.assign(size_t(paths.size()), 0);
            for (qsizetype k = 0; k < paths.size(); ++k) {
                m_sizes[size_t(k)] = std::max<qint64>(1, QFileInfo(paths[k]).size());
                m_totalBytes += m_sizes[size_t(k)];
            }
        }

        for (auto &d : m_docs)
            d = std::make_unique<SitemapDocument>(); // created here: owned by this thread
        const unsigned threads = std::min<unsigned>(
            {4u, std::max(1u, std::thread::hardware_concurrency()), unsigned(paths.size())});
        std::vector<std::thread> workers;
        for (unsigned t = 1; t < threads; ++t)
            workers.emplace_back([this] { work(); });
        work();
        for (std::thread &w : workers)
            w.join();
        if (m_progress)
            m_progress(m_totalBytes, m_totalBytes);
    }

    int take(SitemapDocument &doc, int k, ReadStatus *status)
    {
        SitemapDocument &own = *m_docs[size_t(k)];
        if (m_status[size_t(k)] == Pending || !prefixesAgree(doc.namespaces(), own.namespaces())) {
            m_docs[size_t(k)].reset();
            return SitemapReader::readFile(doc, m_paths[k], m_options, status);
        }
        *status = m_status[size_t(k)] == Cancelled ? ReadStatus::Cancelled : ReadStatus::Ok;
        SitemapFile file = std::move(own.fileRef(0));
        joinApart(doc, own, file.entries);
        m_docs[size_t(k)].reset();
        return doc.addFile(std::move(file));
    }

private:
    enum State : quint8
    {
        Pending, // not read (reading was cancelled before it started)
        Read,
        Cancelled
    };

    void work()
    {
        for (size_t k = m_next++; k < m_docs.size(); k = m_next++) {
            // Once cancelled, the serial loader reads no further child: neither do we.
            if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
                continue;
            ReadStatus st = ReadStatus::Ok;
            ReadOptions options = m_options;
            if (m_progress)
                options.progress = [this, k](qint64 done, qint64 total) { report(k, done, total); };
            SitemapReader::readFile(*m_docs[k], m_paths[qsizetype(k)], options, &st);
            m_status[k] = st == ReadStatus::Cancelled ? Cancelled : Read;
        }
    }

    void report(size_t k, qint64 done, qint64 total)
    {
        std::lock_guard lock(m_progressMutex);
        m_done[k] = total > 0 ? qint64(double(done) / double(total) * double(m_sizes[k])) : 0;
        qint64 sum = 0;
        for (const qint64 d : m_done)
            sum += d;
        m_progress(std::min(sum, m_totalBytes), m_totalBytes);
    }

    const QStringList &m_paths;
    ReadOptions m_options; // one thread a file; the workers report through report()
    std::function<void(qint64, qint64)> m_progress;
    std::vector<qint64> m_sizes; // on disk
    std::vector<qint64> m_done;  // of m_sizes, as the files report
    qint64 m_totalBytes = 0;
    std::mutex m_progressMutex;
    std::vector<std::unique_ptr<SitemapDocument>> m_docs;
    std::vector<State> m_status; // each written by one worker, read after join()
    std::atomic<size_t> m_next{0};
};

} // namespace

ReadStatus DocumentLoader::load(SitemapDocument &doc, const QString &path, const QString &ownUrl,
                                const ReadOptions &options, bool followIndex)
{
    SitemapDocument scratch; // built apart, then moved in with one reset
    ReadStatus status = ReadStatus::Ok;
    const int main = SitemapReader::readFile(scratch, path, options, &status);
    scratch.fileRef(main).ownUrl = ownUrl;

    if (status == ReadStatus::Ok && followIndex && scratch.file(main).isIndex()) {
        const QString dir = QFileInfo(scratch.file(main).path).absolutePath();
        const QString indexCanonical = QFileInfo(scratch.file(main).path).canonicalFilePath();
        QString folderUrl;
        if (!ownUrl.isEmpty())
            folderUrl = ownUrl.left(ownUrl.lastIndexOf(QLatin1Char('/')) + 1);
        QHash<QString, int> loaded;
        std::vector<int> children;
        const int count = scratch.entryCount(main);
        children.reserve(size_t(count));

        // Which file each entry names, and the distinct children in the order the
        // loop below reads them; they are read ahead in parallel and joined in that
        // order (progress then counts all of them together).
        std::vector<QString> named(static_cast<size_t>(count));
        QStringList readOrder;
        QHash<QString, int> readIndex; // canonical path -> position in readOrder
        for (int i = 0; i < count; ++i) {
            named[size_t(i)] = findChild(dir, scratch.value(main, i, Field::Loc));
            if (named[size_t(i)].isEmpty())
                continue;
            const QString canonical = QFileInfo(named[size_t(i)]).canonicalFilePath();
            if (canonical != indexCanonical && !readIndex.contains(canonical)) {
                readIndex.insert(canonical, int(readOrder.size()));
                readOrder << named[size_t(i)];
            }
        }
        std::unique_ptr<ChildReadAhead> ahead;
        if (options.parallel && readOrder.size() >= 2 && std::thread::hardware_concurrency() > 1)
            ahead = std::make_unique<ChildReadAhead>(readOrder, options);

        for (int i = 0; i < count; ++i) {
            const QString &child = named[size_t(i)];
            if (child.isEmpty()) {
                children.push_back(-1);
                continue;
            }
            const QString canonical = QFileInfo(child).canonicalFilePath();
            if (canonical == indexCanonical) {
                children.push_back(main); // lists itself: nested, not followed
                continue;
            }
            auto it = loaded.constFind(canonical);
            if (it != loaded.constEnd()) {
                children.push_back(*it);
                continue;
            }
            ReadStatus childStatus = ReadStatus::Ok;
            const int index = ahead
                                  ? ahead->take(scratch, readIndex.value(canonical), &childStatus)
                                  : SitemapReader::readFile(scratch, child, options, &childStatus);
            scratch.fileRef(index).parentFile = main;
            if (!folderUrl.isEmpty())
                scratch.fileRef(index).ownUrl = folderUrl + QFileInfo(child).fileName();
            loaded.insert(canonical, index);
            children.push_back(index);
            if (childStatus == ReadStatus::Cancelled) {
                status = ReadStatus::Cancelled;
                break;
            }
        }
        children.resize(size_t(count), -2);
        scratch.fileRef(main).childFile = std::move(children);
    }

    doc.takeContent(scratch);
    return status;
}
