#include "sitemapreader.h"

#include "sitemapdocument.h"
#include "xmlescape.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>

#include <expat.h>
#include <zlib.h>

#include <cstring>

namespace {

constexpr char NsSeparator = '\x01';
constexpr qsizetype ParseChunk = 4 << 20;

bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Where the bytes handed to expat start inside the file, so that expat's
// positions can be given in the file's own lines and columns.
struct Origin
{
    int lineOffset = 0;   // lines skipped before the parsed part
    int columnOffset = 0; // columns skipped on the first parsed line
};

TextPosition positionIn(const QByteArrayView data, qsizetype offset)
{
    TextPosition pos{1, 1};
    for (qsizetype i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
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
        // ASCII fast path, eight bytes at a time.
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

QString lookOf(QByteArrayView data)
{
    const QByteArray head =
        data.first(std::min<qsizetype>(data.size(), 4096)).toByteArray().toLower();
    if (head.contains("<!doctype html") || head.contains("<html"))
        return QStringLiteral("an HTML page");
    if (head.contains("<rss"))
        return QStringLiteral("an RSS feed");
    if (head.contains("<feed"))
        return QStringLiteral("an Atom feed");
    if (head.contains("<sitemap") && head.contains("<sitemapnode"))
        return QStringLiteral("an ASP.NET siteMap file");
    return {};
}

QString describeRoot(const QString &local, const QString &uri)
{
    const QString l = local.toLower();
    if (l == QLatin1String("html"))
        return QStringLiteral("an HTML page");
    if (l == QLatin1String("rss") ||
        (l == QLatin1String("rdf") && uri.contains(QLatin1String("rdf"))))
        return QStringLiteral("an RSS feed");
    if (l == QLatin1String("feed"))
        return QStringLiteral("an Atom feed");
    if (local == QLatin1String("siteMap"))
        return QStringLiteral("an ASP.NET siteMap file");
    return QStringLiteral("an XML document whose root element is <%1>").arg(local);
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
    for (;;) {
        if (qint64(zs.total_out) >= maxBytes + 1) {
            file.tooLarge = true;
            file.truncatedAtLimit = true;
            break;
        }
        if (qsizetype(zs.total_out) == out.size())
            out.resize(std::min<qint64>(out.size() * 2, maxBytes + 1));
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + zs.total_out);
        zs.avail_out = uInt(out.size() - qsizetype(zs.total_out));
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc == Z_STREAM_END) {
            // Concatenated members are legal gzip: keep going when more follows.
            if (zs.avail_in > 0 && in.size() - qsizetype(zs.total_in) >= 2 &&
                uchar(in[qsizetype(zs.total_in)]) == 0x1f) {
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
    const qint64 produced = qint64(zs.total_out);
    out.resize(qsizetype(std::min(produced, maxBytes)));
    inflateEnd(&zs);
    return out;
}

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
    static void XMLCALL onEntityDecl(void *self, const XML_Char *, int, const XML_Char *, int,
                                     const XML_Char *, const XML_Char *, const XML_Char *,
                                     const XML_Char *)
    {
        auto *p = static_cast<XmlParse *>(self);
        p->stop(QStringLiteral("the file declares entities in a DTD; a sitemap never needs them "
                               "and they are not expanded"));
    }
    static int XMLCALL onExternalEntity(XML_Parser, const XML_Char *, const XML_Char *,
                                        const XML_Char *, const XML_Char *)
    {
        return XML_STATUS_OK; // never resolved: the reference is skipped
    }

    void start(const XML_Char *name, const XML_Char **atts);
    void end(const XML_Char *name);
    void text(const XML_Char *s, int len);
    void stop(const QString &why)
    {
        if (m_stopReason.isEmpty())
            m_stopReason = why;
        XML_StopParser(m_parser, XML_FALSE);
    }
    TextPosition here() const
    {
        TextPosition pos{int(XML_GetCurrentLineNumber(m_parser)),
                         int(XML_GetCurrentColumnNumber(m_parser)) + 1};
        if (pos.line == 1)
            pos.column += m_origin.columnOffset;
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
    QByteArray qualified(const Name &n)
    {
        const QString uri = QString::fromUtf8(n.uri);
        const bool sitemapNs = n.uri == m_fileNs;
        const QString prefix =
            sitemapNs ? QString() : m_doc.namespaces().prefixFor(uri, QString::fromUtf8(n.prefix));
        if (prefix.isEmpty())
            return n.local.toByteArray();
        return prefix.toUtf8() + ':' + n.local.toByteArray();
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
    QString m_stopReason;

    QByteArray m_fileNs; // the namespace the root is in: its children of that namespace are core
    int m_depth = 0;
    bool m_inEntry = false;
    Entry m_entry;
    QByteArray m_ext;   // extension XML of the current entry
    int m_extDepth = 0; // depth at which the current extension element started
    bool m_tagOpen = false;
    Capture m_capture = Capture::None;
    Field m_field = Field::Loc;
    QByteArray m_value;
    int m_lastCore = -1;
    bool m_sawExtension = false;
};

void XmlParse::run(QByteArrayView data, const char *encoding, const ReadOptions &options,
                   ReadStatus &status)
{
    m_parser = XML_ParserCreateNS(encoding, NsSeparator);
    XML_SetReturnNSTriplet(m_parser, 1);
    XML_SetUserData(m_parser, this);
    XML_SetElementHandler(m_parser, &XmlParse::onStart, &XmlParse::onEnd);
    XML_SetCharacterDataHandler(m_parser, &XmlParse::onText);
    XML_SetEntityDeclHandler(m_parser, &XmlParse::onEntityDecl);
    XML_SetExternalEntityRefHandler(m_parser, &XmlParse::onExternalEntity);
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
        if (code == XML_ERROR_ABORTED && m_file.kind == FileKind::Unknown &&
            m_stopReason.isEmpty()) {
            // Stopped on purpose at a root that is not a sitemap: no other verdict.
        } else {
            m_file.malformed = true;
            m_file.errorPosition = here();
            m_file.errorMessage =
                code == XML_ERROR_ABORTED ? m_stopReason : QString::fromUtf8(XML_ErrorString(code));
        }
    }
    XML_ParserFree(m_parser);
    m_parser = nullptr;
}

void XmlParse::start(const XML_Char *rawName, const XML_Char **atts)
{
    ++m_depth;
    const Name name = split(rawName);

    if (m_depth == 1) {
        m_file.rootName = QString::fromUtf8(name.local);
        m_file.rootNamespace = QString::fromUtf8(name.uri);
        m_fileNs = name.uri.toByteArray();
        for (const XML_Char **a = atts; *a; a += 2) {
            if (std::strcmp(a[0], "ns") == 0)
                m_file.nsAttribute = QString::fromUtf8(a[1]);
        }
        if (name.local == "urlset") {
            m_file.kind = FileKind::UrlSet;
        } else if (name.local == "sitemapindex") {
            m_file.kind = FileKind::Index;
        } else {
            m_file.kind = FileKind::Unknown;
            m_file.notSitemap = describeRoot(m_file.rootName, m_file.rootNamespace);
            XML_StopParser(m_parser, XML_FALSE);
            return;
        }
        if (m_file.rootNamespace == Ns::Sitemap)
            m_file.namespaceKind = NamespaceKind::Standard;
        else if (m_file.rootNamespace.isEmpty())
            m_file.namespaceKind = NamespaceKind::Missing;
        else if (Ns::isLegacySitemap(m_file.rootNamespace))
            m_file.namespaceKind = NamespaceKind::Legacy;
        else
            m_file.namespaceKind = NamespaceKind::Wrong;
        return;
    }

    if (m_depth == 2) {
        const bool isEntry =
            name.uri == m_fileNs && ((m_file.kind == FileKind::UrlSet && name.local == "url") ||
                                     (m_file.kind == FileKind::Index && name.local == "sitemap"));
        if (!isEntry) {
            if (m_file.strayElements++ == 0) {
                m_file.firstStrayElement = QString::fromUtf8(name.local);
                m_file.firstStrayPosition = here();
            }
            return;
        }
        m_inEntry = true;
        m_entry = Entry();
        const TextPosition pos = here();
        m_entry.line = quint32(pos.line);
        m_entry.column = quint32(pos.column);
        m_ext.clear();
        m_lastCore = -1;
        m_sawExtension = false;
        return;
    }

    if (!m_inEntry)
        return;

    if (m_capture == Capture::Extension) {
        openPendingTag();
        m_ext.append('<').append(qualified(name));
        for (const XML_Char **a = atts; *a; a += 2) {
            const Name an = split(a[0]);
            m_ext.append(' ');
            if (an.uri.isEmpty())
                m_ext.append(an.local.data(), an.local.size());
            else
                m_ext.append(qualified(an));
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
        if (name.uri == m_fileNs) {
            if (name.local == "loc")
                core = int(Field::Loc);
            else if (name.local == "lastmod")
                core = int(Field::LastMod);
            else if (name.local == "changefreq")
                core = int(Field::ChangeFreq);
            else if (name.local == "priority")
                core = int(Field::Priority);
        }
        if (core >= 0) {
            if (core < m_lastCore || m_sawExtension)
                m_entry.flags |= Entry::OutOfOrder;
            m_lastCore = core;
            m_field = Field(core);
            m_value.clear();
            if (m_entry.has(m_field)) {
                m_entry.repeated |= fieldBit(m_field);
                m_capture = Capture::Discard;
            } else {
                m_capture = Capture::Field;
            }
            return;
        }
        if (name.uri == m_fileNs)
            m_entry.flags |= Entry::HasUnknownElements;
        else {
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
    if (!m_inEntry)
        return;
    if (depth == 2) {
        for (int f = 0; f < FieldCount; ++f) {
            if (!m_entry.has(Field(f)))
                m_entry.values[f] = {};
        }
        m_entry.extensions = m_doc.pool().add(QByteArrayView(m_ext));
        m_file.entries.push_back(m_entry);
        m_inEntry = false;
        return;
    }
    switch (m_capture) {
    case Capture::Extension: {
        if (m_tagOpen) {
            m_ext.append("/>");
            m_tagOpen = false;
        } else {
            m_ext.append("</").append(qualified(split(rawName))).append('>');
        }
        if (depth == m_extDepth)
            m_capture = Capture::None;
        break;
    }
    case Capture::Field:
        if (depth == 3) {
            m_entry.present |= fieldBit(m_field);
            m_entry.values[int(m_field)] = m_doc.pool().add(QByteArrayView(m_value));
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
    if (data.size() >= 2 && ((uchar(data[0]) == 0xFF && uchar(data[1]) == 0xFE) ||
                             (uchar(data[0]) == 0xFE && uchar(data[1]) == 0xFF))) {
        file.utf16 = true;
        const bool littleEndian = uchar(data[0]) == 0xFF;
        QStringDecoder decoder{littleEndian ? QStringConverter::Utf16LE
                                            : QStringConverter::Utf16BE};
        converted = QString(decoder(data.sliced(2))).toUtf8();
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
            file.notSitemap = QStringLiteral("binary data");
            return;
        }
        if (const QString look = lookOf(data); !look.isEmpty()) {
            file.kind = FileKind::Unknown;
            file.notSitemap = look;
            return;
        }
        if (data[first] == '{' || data[first] == '[') {
            file.kind = FileKind::Unknown;
            file.notSitemap = QStringLiteral("a JSON document");
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

    XmlParse parse(doc, file, origin);
    parse.run(body, "UTF-8", options, status);
    if (file.kind == FileKind::Unknown && file.notSitemap.isEmpty()) {
        file.notSitemap = QStringLiteral("an XML document");
    }
    if (file.malformed && file.rootName.isEmpty()) {
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
        for (int i = 0; i < count; ++i) {
            const QString loc = scratch.value(main, i, Field::Loc);
            const QString child = findChild(dir, loc);
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
            const int index = SitemapReader::readFile(scratch, child, options, &childStatus);
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
