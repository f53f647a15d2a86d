// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parse of one XML sitemap into a document: expat's callbacks, or the fast
// scanner's, turned into entries, facts and extension XML.

#include "fastxmlscanner.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <expat.h>

#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace Reading {

constexpr char NsSeparator = '\x01';
constexpr qsizetype ParseChunk = 4 << 20;

// Inline comparisons for the element names seen once per element: the
// out-of-line QByteArrayView operator== showed in the profile.
inline bool sameBytes(QByteArrayView a, QByteArrayView b)
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
    // then from resumeAt on: a later piece of a split read (see readXml). With
    // at, the line count at resumeAt (FastXmlScanner::lineCounts()).
    void setSkip(qsizetype headEnd, qsizetype resumeAt,
                 const FastXmlScanner::LineCount *at = nullptr)
    {
        m_headEnd = headEnd;
        m_resumeAt = resumeAt;
        m_resumeCount = at;
    }
    bool paused() const { return m_paused; }
    // Which readers run() may use: the fast scanner with expat where it gives up
    // (the default), or one of them alone. A piece of a split read scans fast
    // only; where the scanner gives up, the piece is read again with expat once
    // every piece before it has joined.
    enum class Readers : quint8
    {
        Both,
        FastOnly,
        ExpatOnly
    };
    void setReaders(Readers readers) { m_readers = readers; }
    // After run() with Readers::FastOnly: whether the scanner gave up.
    bool needsExpat() const { return m_needsExpat; }
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
            m_file.notSitemap = QString::fromLatin1(
                QT_TRANSLATE_NOOP("Rules", "an RSS 2.0 file without a <channel>"));
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
        static_cast<XmlParse *>(self)->start(split(name), atts, nullptr);
    }
    static void XMLCALL onEnd(void *self, const XML_Char *name)
    {
        static_cast<XmlParse *>(self)->end(name, nullptr);
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

    // A name split into its parts: expat's, split here (id -1), or the fast
    // scanner's, split and numbered there.
    using Name = FastXmlName;
    // One start tag; attNames, when given, are atts' names split (the scanner's).
    void start(const Name &name, const XML_Char **atts, const Name *attNames);
    static Name attributeName(const XML_Char **atts, const Name *attNames, qsizetype i)
    {
        return attNames ? attNames[i] : split(atts[2 * i]);
    }
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
    // One end tag: its name as expat gives it, or split (named, the scanner's).
    void end(const XML_Char *rawName, const Name *named);
    void text(const XML_Char *s, int len);
    void valueText(const char *s, int len);
    void extensionText(const char *s, int len);
    void clearValue()
    {
        m_value.clear(); // std::string keeps its capacity
        m_valueView = {};
    }
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
    qsizetype tagOffset() const
    {
        if (m_fast)
            return m_fast->tagOffset();
        return qsizetype(XML_GetCurrentByteIndex(m_parser)) + m_offsetDelta;
    }
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
    static Name split(const char *name)
    {
        Name n;
        n.expanded = name;
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
    void noteUndeclared(const Name &name, const XML_Char **atts, const Name *attNames);
    // What an element name is to the entries of a urlset or index, by the
    // namespace the root is in and the local name.
    // The four core elements come first, in the order of Field.
    enum class Role : quint8
    {
        Loc,
        LastMod,
        ChangeFreq,
        Priority,
        Unknown, // not yet looked at (in m_roles)
        Other,   // another namespace
        FileOther,
        Url,
        Sitemap
    };
    static_assert(int(Role::Loc) == int(Field::Loc) && int(Role::LastMod) == int(Field::LastMod) &&
                  int(Role::ChangeFreq) == int(Field::ChangeFreq) &&
                  int(Role::Priority) == int(Field::Priority));
    // The core field a role is, or -1.
    static int coreField(Role role) { return role <= Role::Priority ? int(role) : -1; }
    Role roleOf(const Name &n)
    {
        if (n.id < 0)
            return classify(n);
        if (size_t(n.id) >= m_roles.size())
            m_roles.resize(size_t(n.id) + 1, Role::Unknown);
        Role &known = m_roles[size_t(n.id)];
        if (known == Role::Unknown)
            known = classify(n);
        return known;
    }
    Role classify(const Name &n) const
    {
        if (!sameBytes(n.uri, m_fileNs))
            return Role::Other;
        if (isName(n.local, "url"))
            return Role::Url;
        if (isName(n.local, "sitemap"))
            return Role::Sitemap;
        static constexpr QByteArrayView core[FieldCount] = {"loc", "lastmod", "changefreq",
                                                            "priority"};
        for (int f = 0; f < FieldCount; ++f) {
            if (n.local == core[f])
                return Role(f);
        }
        return Role::FileOther;
    }
    // Appends the name with the document's canonical prefix. A URI's canonical
    // prefix never changes once registered, so a numbered name's qualified form
    // is built once per parse.
    void appendQualified(std::string &out, const Name &n)
    {
        if (n.id >= 0) {
            if (size_t(n.id) >= m_qualified.size())
                m_qualified.resize(size_t(n.id) + 1);
            std::string &known = m_qualified[size_t(n.id)];
            if (known.empty())
                buildQualified(known, n);
            out += known;
            return;
        }
        buildQualified(out, n);
    }
    void buildQualified(std::string &out, const Name &n)
    {
        if (!sameBytes(n.uri, m_fileNs)) {
            const QByteArray &prefix = canonicalPrefix(n);
            if (!prefix.isEmpty())
                out.append(prefix.constData(), size_t(prefix.size())).append(1, ':');
        }
        out.append(n.local.data(), size_t(n.local.size()));
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
            m_ext += '>';
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
    const FastXmlScanner::LineCount *m_resumeCount = nullptr;
    Readers m_readers = Readers::Both;
    bool m_needsExpat = false;
    bool m_paused = false;
    FastXmlScanner *m_fast = nullptr; // set while the fast scanner feeds this parse
    // Where the start tag of the entry being read begins in the parsed input
    // (SitemapFile::sourceOffset()), and what turns expat's byte index in a copy
    // of a later piece (expatCopy()) into that input's.
    qsizetype m_entryOffset = 0;
    qsizetype m_offsetDelta = 0;
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
    // By the scanner's name ids: the role, and the qualified form (empty: not yet built).
    std::vector<Role> m_roles;
    std::vector<std::string> m_qualified;
    int m_depth = 0;
    bool m_inEntry = false;
    Entry m_entry;
    std::string m_ext;  // extension XML of the current entry
    int m_extDepth = 0; // depth at which the current extension element started
    bool m_tagOpen = false;
    Capture m_capture = Capture::None;
    Field m_field = Field::Loc;
    std::string m_value;        // keeps its capacity from value to value
    QByteArrayView m_valueView; // the value while it is one piece of m_input (m_value empty)
    QByteArrayView m_input;     // what the fast scanner reads
    int m_lastCore = -1;
    bool m_sawExtension = false;
};

} // namespace Reading
