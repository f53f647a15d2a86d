// SPDX-License-Identifier: GPL-3.0-or-later
#include "xmlparse.h"

#include "bytedecoding.h"
#include "splitread.h"
#include "xmlescape.h"

#include <algorithm>
#include <type_traits>

namespace Reading {

namespace {

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

} // namespace

void XmlParse::run(QByteArrayView data, const char *encoding, const ReadOptions &options,
                   ReadStatus &status)
{
    if (FastXmlScanner::enabled() && m_readers != Readers::ExpatOnly) {
        // The strict scanner first, on a parse of its own: when it gives up, this
        // one starts clean and expat reads the whole input (and finds the error).
        XmlParse fast(m_doc, m_file, m_origin);
        fast.m_pauseAt = m_pauseAt;
        fast.m_headEnd = m_headEnd;
        fast.m_resumeAt = m_resumeAt;
        fast.m_resumeCount = m_resumeCount;
        fast.m_shift = m_shift;
        fast.m_lenient = m_lenient;
        if (fast.runFast(data, options, status)) {
            m_paused = fast.m_paused;
            fast.finishFeed();
            return;
        }
        if (m_readers == Readers::FastOnly) {
            m_needsExpat = true;
            return;
        }
    }
    QByteArray resumed;
    if (m_resumeAt > 0) {
        // Expat cannot skip: it reads a copy of the prolog and root tag, then
        // whitespace that keeps every later position right, then the rest.
        resumed = expatCopy(data, m_headEnd, m_resumeAt);
        m_offsetDelta = m_resumeAt - (resumed.size() - (data.size() - m_resumeAt));
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
            m_file.endedEarly = code == XML_ERROR_NO_ELEMENTS || code == XML_ERROR_UNCLOSED_TOKEN ||
                                code == XML_ERROR_PARTIAL_CHAR ||
                                code == XML_ERROR_UNCLOSED_CDATA_SECTION;
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
        scanner.setSkip(m_headEnd, m_resumeAt, m_resumeCount);
    m_fast = &scanner;
    m_input = data;
    FastXmlHandler handler;
    handler.user = this;
    handler.startNamed = [](void *self, const FastXmlName &name, const char **atts,
                            const FastXmlName *attNames) {
        static_cast<XmlParse *>(self)->start(name, atts, attNames);
    };
    handler.endNamed = [](void *self, const FastXmlName &name) {
        static_cast<XmlParse *>(self)->end(name.expanded, &name);
    };
    handler.text = [](void *self, const char *s, int len) {
        static_cast<XmlParse *>(self)->text(s, len);
    };
    // text() keeps nothing while m_capture is None.
    static_assert(std::is_same_v<std::underlying_type_t<Capture>, quint8> &&
                  int(Capture::None) == 0);
    handler.textGate = reinterpret_cast<const quint8 *>(&m_capture);
    const FastXmlScanner::Result result =
        scanner.run(handler, options.progress, options.cancel, ParseChunk);
    m_fast = nullptr;
    m_input = {};
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
void XmlParse::noteUndeclared(const Name &name, const XML_Char **atts, const Name *attNames)
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
    for (qsizetype i = 0; atts[2 * i]; ++i)
        note(attributeName(atts, attNames, i).uri);
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
    m_entryOffset = tagOffset();
    m_entry.setPosition(quint32(m_entryPos.line), quint32(m_entryPos.column));
    m_ext.clear(); // keeps the buffer
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
    m_entry.extensions = m_doc.pool().add(QByteArrayView(m_ext.data(), qsizetype(m_ext.size())));
    // The entry's offset first (for a save that keeps the file's own bytes), then
    // the positions of its children.
    m_entry.spots =
        m_file.appendSpots(m_entryOffset, m_spotMask, m_fixedSpots, m_extSpots, &m_entry.spotMask);
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
                clearValue();
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
            clearValue();
            m_capture = Capture::Field;
        }
    }
}

void XmlParse::start(const Name &name, const XML_Char **atts, const Name *attNames)
{
    ++m_depth; // first: expat may still report the end of an empty tag after a stop
    if (m_checkAttributeEntities && atts[0] && !attributeEntityCheck())
        return;
    if (m_lenient)
        noteUndeclared(name, atts, attNames);

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
        const Role role = roleOf(name);
        const bool isEntry = (m_file.kind == FileKind::UrlSet && role == Role::Url) ||
                             (m_file.kind == FileKind::Index && role == Role::Sitemap);
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
        m_ext += '<';
        appendQualified(m_ext, name);
        for (qsizetype i = 0; atts[2 * i]; ++i) {
            const Name an = attributeName(atts, attNames, i);
            m_ext += ' ';
            if (an.uri.isEmpty())
                m_ext.append(an.local.data(), size_t(an.local.size()));
            else
                appendQualified(m_ext, an);
            m_ext.append("=\"");
            XmlEscape::appendEscaped(m_ext, QByteArrayView(atts[2 * i + 1]));
            m_ext += '"';
        }
        m_tagOpen = true;
        return;
    }
    if (m_capture != Capture::None)
        return; // markup inside a core value: its text is kept, the tags are not

    if (m_depth == 3) {
        const Role role = roleOf(name);
        const bool sitemapNs = role != Role::Other;
        const int core = coreField(role);
        if (core >= 0) {
            if (core < m_lastCore || m_sawExtension)
                m_entry.flags |= Entry::OutOfOrder;
            m_lastCore = core;
            m_field = Field(core);
            clearValue();
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
            if (m_entry.extensionCount < Entry::MaxExtensionCount)
                ++m_entry.extensionCount;
            m_sawExtension = true;
        }
        m_capture = Capture::Extension;
        m_extDepth = m_depth;
        --m_depth; // re-enter to serialize this element like its descendants
        start(name, atts, attNames);
    }
}

void XmlParse::end(const XML_Char *rawName, const Name *named)
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
            m_ext += "/>";
            m_tagOpen = false;
        } else {
            m_ext += "</";
            appendQualified(m_ext, named ? *named : split(rawName));
            m_ext += '>';
        }
        if (depth == m_extDepth)
            m_capture = Capture::None;
        break;
    }
    case Capture::Field:
        if (depth == m_entryDepth + 1) {
            m_entry.present |= fieldBit(m_field);
            m_entry.values[int(m_field)] = m_doc.pool().add(
                m_valueView.isNull() ? QByteArrayView(m_value.data(), qsizetype(m_value.size()))
                                     : m_valueView);
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
    if (m_capture == Capture::Field)
        valueText(s, len);
    else if (m_capture == Capture::Extension)
        extensionText(s, len);
}

void XmlParse::valueText(const char *s, int len)
{
    // A value given in one piece of the fast scanner's input is added to the
    // pool from there (that input outlives the parse); any other is gathered.
    if (m_fast && m_value.empty() && m_valueView.isNull() && s >= m_input.data() &&
        s + len <= m_input.data() + m_input.size()) {
        m_valueView = QByteArrayView(s, len);
        return;
    }
    if (!m_valueView.isNull()) {
        m_value.assign(m_valueView.data(), size_t(m_valueView.size()));
        m_valueView = {};
    }
    m_value.append(s, size_t(len));
}

void XmlParse::extensionText(const char *s, int len)
{
    openPendingTag();
    XmlEscape::appendEscaped(m_ext, QByteArrayView(s, len));
}

} // namespace Reading
