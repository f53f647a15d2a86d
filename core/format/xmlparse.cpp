#include "xmlparse.h"

#include "bytedecoding.h"
#include "splitread.h"
#include "xmlescape.h"

#include <algorithm>

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
    if (FastXmlScanner::enabled()) {
        // The strict scanner first, on a parse of its own: when it gives up, this
        // one starts clean and expat reads the whole input (and finds the error).
        XmlParse fast(m_doc, m_file, m_origin);
        fast.m_pauseAt = m_pauseAt;
        fast.m_headEnd = m_headEnd;
        fast.m_resumeAt = m_resumeAt;
        if (fast.runFast(data, options, status)) {
            m_paused = fast.m_paused;
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
        if (code == XML_ERROR_ABORTED && m_file.kind == FileKind::Unknown &&
            m_stopReason.isEmpty()) {
            // Stopped on purpose at a root that is not a sitemap: no other verdict.
        } else {
            m_file.malformed = true;
            m_file.errorPosition = code == XML_ERROR_ABORTED ? m_stopAt : here();
            m_file.errorMessage =
                code == XML_ERROR_ABORTED ? m_stopReason : QString::fromUtf8(XML_ErrorString(code));
        }
    }
    XML_ParserFree(m_parser);
    m_parser = nullptr;
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

void XmlParse::start(const XML_Char *rawName, const XML_Char **atts)
{
    ++m_depth; // first: expat may still report the end of an empty tag after a stop
    if (m_checkAttributeEntities && atts[0] && !attributeEntityCheck())
        return;
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
            halt();
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
        m_inEntry = true;
        m_entry = Entry();
        const TextPosition pos = entryPosition();
        m_entry.line = quint32(pos.line);
        m_entry.column = quint32(pos.column);
        m_ext.resize(0); // keeps the buffer, unlike clear()
        m_lastCore = -1;
        m_sawExtension = false;
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
            } else {
                m_capture = Capture::Field;
            }
            return;
        }
        if (sitemapNs)
            m_entry.flags |= Entry::HasUnknownElements;
        else {
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
            m_ext.append("</");
            appendQualified(m_ext, split(rawName));
            m_ext.append('>');
        }
        if (depth == m_extDepth)
            m_capture = Capture::None;
        break;
    }
    case Capture::Field:
        if (depth == 3) {
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

} // namespace Reading
