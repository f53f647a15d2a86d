// SPDX-License-Identifier: GPL-3.0-or-later
#include "preservingcopy.h"

#include "fileaccess.h"
#include "lastmod.h"
#include "pagestorage.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "urltools.h"
#include "xmlescape.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

namespace Writing {

namespace {

// v.indexOf(c, from) without the generic search QByteArrayView goes through: the
// copy looks for a '<' or '>' several times per element.
qsizetype findByte(QByteArrayView v, char c, qsizetype from)
{
    if (from >= v.size())
        return -1;
    const void *at = std::memchr(v.data() + from, c, size_t(v.size() - from));
    return at ? static_cast<const char *>(at) - v.data() : -1;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

QByteArrayView trimmed(QByteArrayView v)
{
    qsizetype b = 0;
    qsizetype e = v.size();
    while (b < e && isSpace(v[b]))
        ++b;
    while (e > b && isSpace(v[e - 1]))
        --e;
    return v.sliced(b, e - b);
}

qsizetype spaceBefore(QByteArrayView body, qsizetype at, qsizetype floor)
{
    while (at > floor && isSpace(body[at - 1]))
        --at;
    return at;
}

// A start tag from its '<' at lt: where it ends (after '>'), its name, whether it
// closes itself. -1 when it does not end.
qsizetype startTag(QByteArrayView body, qsizetype lt, QByteArrayView *name, bool *selfClosing)
{
    const qsizetype n = body.size();
    qsizetype i = lt + 1;
    while (i < n && !isSpace(body[i]) && body[i] != '/' && body[i] != '>')
        ++i;
    *name = body.sliced(lt + 1, i - lt - 1);
    char quote = 0;
    for (; i < n; ++i) {
        const char c = body[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '>') {
            *selfClosing = body[i - 1] == '/';
            return name->isEmpty() ? -1 : i + 1;
        }
    }
    return -1;
}

void splitName(QByteArrayView name, SourceElement &e)
{
    const qsizetype colon = findByte(name, ':', 0);
    e.prefix = colon < 0 ? QByteArrayView() : name.first(colon);
    e.local = colon < 0 ? name : name.sliced(colon + 1);
}

// Skips markup that is not an element at lt (comment, CDATA, processing
// instruction): where it ends, lt itself when it is none, -1 when it does not end.
qsizetype skipOther(QByteArrayView body, qsizetype lt)
{
    // Most '<' open or close an element: told by the one byte after it.
    if (lt + 1 < body.size() && body[lt + 1] != '!' && body[lt + 1] != '?')
        return lt;
    const QByteArrayView rest = body.sliced(lt);
    const auto past = [&](const char *end, qsizetype from) -> qsizetype {
        const qsizetype e = body.indexOf(end, from);
        return e < 0 ? -1 : e + qsizetype(std::strlen(end));
    };
    if (rest.startsWith("<!--"))
        return past("-->", lt + 4);
    if (rest.startsWith("<![CDATA["))
        return past("]]>", lt + 9);
    if (rest.startsWith("<?"))
        return past("?>", lt + 2);
    if (rest.startsWith("<!"))
        return -1; // a DOCTYPE inside the root: not a file this copy handles
    return lt;
}

void appendUtf8(QByteArray &out, uint cp)
{
    const char32_t c = char32_t(cp);
    out.append(QString::fromUcs4(&c, 1).toUtf8());
}

// Where the file's children of the root start and its own facts.
struct Root
{
    qsizetype tagEnd = -1;
    QByteArray lineEnd = "\n";
    QList<QPair<QByteArray, QByteArray>> declarations; // prefix (empty: default), URI
};

Root findRoot(QByteArrayView body)
{
    Root root;
    const qsizetype nl = body.indexOf('\n');
    if (nl > 0 && body[nl - 1] == '\r')
        root.lineEnd = "\r\n";
    qsizetype i = 0;
    while (i < body.size()) {
        if (isSpace(body[i])) {
            ++i;
            continue;
        }
        if (body[i] != '<')
            return root;
        const qsizetype other = skipOther(body, i);
        if (other < 0)
            return root;
        if (other > i) {
            i = other;
            continue;
        }
        QByteArrayView name;
        bool selfClosing = false;
        const qsizetype end = startTag(body, i, &name, &selfClosing);
        if (end < 0 || selfClosing)
            return root;
        const QByteArrayView tag = body.sliced(i, end - i);
        qsizetype at = 0;
        while ((at = tag.indexOf("xmlns", at)) >= 0) {
            qsizetype k = at + 5;
            QByteArray prefix;
            if (k < tag.size() && tag[k] == ':') {
                const qsizetype p = k + 1;
                while (k < tag.size() && tag[k] != '=' && !isSpace(tag[k]))
                    ++k;
                prefix = tag.sliced(p, k - p).toByteArray();
            }
            while (k < tag.size() && (isSpace(tag[k]) || tag[k] == '='))
                ++k;
            if (k < tag.size() && (tag[k] == '"' || tag[k] == '\'')) {
                const qsizetype close = tag.indexOf(tag[k], k + 1);
                if (close > k) {
                    root.declarations.append(
                        {prefix, decodeText(tag.sliced(k + 1, close - k - 1))});
                    at = close;
                }
            }
            at = std::max(at + 1, k);
        }
        root.tagEnd = end;
        return root;
    }
    return root;
}

// How entries of a file are laid out, taken from one of them.
struct Layout
{
    QByteArray before;   // whitespace before an entry
    QByteArray prefix;   // "sm:" or empty
    QByteArray childSep; // whitespace before each child
    QByteArray closeSep; // whitespace before the end tag
};

Layout layoutOf(QByteArrayView body, const SourceEntry *model, const Root &root)
{
    Layout l;
    if (!model) {
        l.before = root.lineEnd + "  ";
        l.childSep = root.lineEnd + "    ";
        l.closeSep = root.lineEnd + "  ";
        return l;
    }
    const SourceElement &self = model->self;
    l.before = body.sliced(self.wsBegin, self.begin - self.wsBegin).toByteArray();
    if (!self.prefix.isEmpty())
        l.prefix = self.prefix.toByteArray() + ':';
    if (!model->children.empty()) {
        const SourceElement &c =
            model->children.size() > 1 ? model->children[1] : model->children[0];
        l.childSep = body.sliced(c.wsBegin, c.begin - c.wsBegin).toByteArray();
        const qsizetype lastEnd = model->children.back().end;
        const QByteArrayView close = body.sliced(lastEnd, self.innerEnd - lastEnd);
        if (trimmed(close).isEmpty())
            l.closeSep = close.toByteArray();
    }
    return l;
}

// The standard form of an entry (SitemapWriter's, one child a line) laid out
// like the file's entries.
// An entry's extension elements as the document keeps them, each one's inside as
// it is, with sep (the file's separator between an entry's children) between two
// top-level ones instead of whatever whitespace lay there (the document keeps
// none).
QByteArray separatedChildren(QByteArrayView ext, const QByteArray &sep)
{
    QByteArray out;
    out.reserve(ext.size() + 8 * sep.size());
    int depth = 0;
    bool afterChild = false; // at the top level, right after a child's end
    qsizetype i = 0;
    while (i < ext.size()) {
        if (afterChild) {
            qsizetype j = i;
            while (j < ext.size() && isSpace(ext[j]))
                ++j;
            if (j < ext.size() && ext[j] == '<') {
                out += sep;
                i = j;
            }
            afterChild = false;
        }
        if (ext[i] != '<') {
            out += ext[i++];
            continue;
        }
        // A comment, CDATA or a processing instruction, an end tag, or a start tag
        // (whose quoted values may hold '>'); markup that does not end runs to the end.
        qsizetype end = skipOther(ext, i);
        const bool other = end != i;
        const bool closes = !other && i + 1 < ext.size() && ext[i + 1] == '/';
        bool selfClosing = false;
        if (closes) {
            end = ext.indexOf('>', i);
            end = end < 0 ? -1 : end + 1;
        } else if (!other) {
            QByteArrayView name;
            end = startTag(ext, i, &name, &selfClosing);
        }
        if (end < 0)
            end = ext.size();
        out += ext.sliced(i, end - i);
        i = end;
        if (closes)
            --depth;
        else if (!other && !selfClosing)
            ++depth;
        afterChild = depth <= 0;
        depth = std::max(depth, 0);
    }
    return out;
}

QByteArray relayout(QByteArrayView standard, const Layout &l)
{
    const qsizetype open = standard.indexOf('>');
    const QByteArrayView tag = standard.sliced(1, open - 1); // url or sitemap
    QByteArrayView rest = standard.sliced(open + 1);
    if (rest.startsWith('\n'))
        rest = rest.sliced(1);
    const QByteArray closeTag = "</" + tag.toByteArray() + ">\n";
    if (rest.endsWith(closeTag))
        rest.chop(closeTag.size());
    QByteArray out = "<" + l.prefix + tag.toByteArray() + ">";
    static const char *const core[] = {"loc", "lastmod", "changefreq", "priority"};
    bool more = true;
    while (more) {
        more = false;
        for (const char *name : core) {
            const QByteArray openCore = QByteArray("  <") + name + '>';
            if (!rest.startsWith(openCore))
                continue;
            const QByteArray closeCore = QByteArray("</") + name + ">\n";
            const qsizetype end = rest.indexOf(closeCore);
            if (end < 0)
                continue;
            out += l.childSep + '<' + l.prefix + name + '>';
            out += rest.sliced(openCore.size(), end - openCore.size());
            out += "</" + l.prefix + name + '>';
            rest = rest.sliced(end + closeCore.size());
            more = true;
        }
    }
    QByteArrayView ext = rest;
    if (ext.startsWith("  "))
        ext = ext.sliced(2);
    if (ext.endsWith('\n'))
        ext.chop(1);
    if (!ext.isEmpty()) {
        // The document keeps the elements' text as an XML reader gives it, with each
        // line ending one line feed: in a file whose lines end CR LF, they are again.
        QByteArray text = ext.toByteArray();
        if ((l.before + l.childSep + l.closeSep).contains('\r')) {
            QByteArray crlf;
            crlf.reserve(text.size() + text.count('\n'));
            for (qsizetype i = 0; i < text.size(); ++i) {
                if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'))
                    crlf += '\r';
                crlf += text[i];
            }
            text = std::move(crlf);
        }
        out += l.childSep + separatedChildren(text, l.childSep);
    }
    out += l.closeSep + "</" + l.prefix + tag.toByteArray() + '>';
    return out;
}

// The extension elements of an entry's standard form (SitemapWriter's, one child
// a line): what follows the core children, without the end tag.
QByteArrayView extensionBlock(QByteArrayView standard)
{
    const qsizetype open = standard.indexOf('>');
    QByteArrayView rest = standard.sliced(open + 1);
    static const char *const core[] = {"loc", "lastmod", "changefreq", "priority"};
    for (const char *name : core) {
        const QByteArray openCore = QByteArray("\n  <") + name + '>';
        if (!rest.startsWith(openCore))
            continue;
        const qsizetype end = rest.indexOf(QByteArray("</") + name + '>');
        if (end < 0)
            return {};
        rest = rest.sliced(end + qsizetype(std::strlen(name)) + 3);
    }
    const qsizetype close = rest.lastIndexOf("</");
    return trimmed(close < 0 ? rest : rest.first(close));
}

// The top-level elements of an extension block, in order; comments and
// whitespace between them are not elements. Nothing when it does not scan.
std::optional<std::vector<QByteArrayView>> topLevelElements(QByteArrayView block)
{
    std::vector<QByteArrayView> elements;
    qsizetype at = 0;
    while (at < block.size()) {
        if (isSpace(block[at])) {
            ++at;
            continue;
        }
        if (block[at] != '<')
            return std::nullopt;
        const qsizetype other = skipOther(block, at);
        if (other < 0)
            return std::nullopt;
        if (other > at) {
            at = other;
            continue;
        }
        SourceEntry element;
        if (!scanElement(block, at, &element))
            return std::nullopt;
        elements.push_back(block.sliced(at, element.self.end - at));
        at = element.self.end;
    }
    return elements;
}

// The verdict of the lastmod last checked: an entry's lastmod is checked for its
// repair, for the newest before and for the newest written, the same bytes each time.
class LastmodMemo
{
public:
    const LastMod::Result &check(QByteArrayView t)
    {
        if (m_size < 0 || t.size() != m_size ||
            std::memcmp(m_bytes, t.data(), size_t(m_size)) != 0) {
            m_result = LastMod::check(t);
            // A longer value (no valid date is) is not kept: checked each time.
            m_size = t.size() <= qsizetype(sizeof(m_bytes)) ? t.size() : -1;
            if (m_size > 0)
                std::memcpy(m_bytes, t.data(), size_t(m_size));
        }
        return m_result;
    }

private:
    char m_bytes[48];
    qsizetype m_size = -1; // -1: nothing kept
    LastMod::Result m_result;
};

// The repaired form of an untouched value, and the rule it repairs; nothing when
// it stays as written.
std::optional<QByteArray> repairOf(Field field, QByteArrayView value, const char **rule,
                                   QString *message, LastmodMemo &memo)
{
    const QByteArrayView t = trimmed(value);
    switch (field) {
    case Field::Loc: {
        // A URL written as the writer writes it (the most of them) stays, found
        // without a conversion.
        if (t.size() == value.size() && UrlTools::isPlainUri(value))
            return std::nullopt;
        const QString written = SitemapWriter::writtenValue(Field::Loc, QString::fromUtf8(value));
        const QByteArray w = written.toUtf8();
        if (w == value)
            return std::nullopt;
        if (w == t) {
            *rule = "loc-whitespace";
            *message = QStringLiteral("whitespace around <loc> trimmed");
        } else if (UrlTools::hasInvalidPercent(QString::fromUtf8(t))) {
            *rule = "loc-percent-invalid";
            *message = QStringLiteral("a % that encodes nothing written as %25");
        } else {
            *rule = "loc-unescaped";
            *message = QStringLiteral("<loc> percent-encoded");
        }
        return w;
    }
    case Field::LastMod: {
        if (memo.check(t).verdict != LastMod::Verdict::Imprecise)
            return std::nullopt;
        const QByteArray w = LastMod::schemaForm(t);
        *rule = "lastmod-imprecise";
        *message = QStringLiteral("<lastmod> %1 written as %2")
                       .arg(QString::fromUtf8(t), QString::fromUtf8(w));
        return w;
    }
    case Field::ChangeFreq: {
        // Most values are written in lower case already: nothing to lower, no copy.
        if (std::none_of(t.begin(), t.end(), [](char c) { return (c >= 'A' && c <= 'Z'); }))
            return std::nullopt;
        const QByteArray lower = t.toByteArray().toLower();
        if (lower == t || !Rules::isChangefreqValue(QString::fromUtf8(lower)))
            return std::nullopt;
        *rule = "changefreq-invalid";
        *message = QStringLiteral("<changefreq> %1 written as %2")
                       .arg(QString::fromUtf8(t), QString::fromUtf8(lower));
        return lower;
    }
    case Field::Priority:
        break;
    }
    return std::nullopt;
}

QByteArray coreNameOf(Field field)
{
    static const char *const names[] = {"loc", "lastmod", "changefreq", "priority"};
    return names[int(field)];
}

int coreFieldOf(QByteArrayView local)
{
    if (local == "loc")
        return int(Field::Loc);
    if (local == "lastmod")
        return int(Field::LastMod);
    if (local == "changefreq")
        return int(Field::ChangeFreq);
    if (local == "priority")
        return int(Field::Priority);
    return -1;
}

void noteNewest(LastmodMemo &memo, QByteArrayView lastmod, QByteArray &newest, qint64 &key)
{
    const QByteArrayView t = trimmed(lastmod);
    if (t.isEmpty())
        return;
    const LastMod::Result &r = memo.check(t);
    if (r.verdict != LastMod::Verdict::Valid && r.verdict != LastMod::Verdict::Imprecise)
        return;
    if (newest.isEmpty() || r.msecsSinceEpoch > key) {
        newest = LastMod::schemaForm(t);
        key = r.msecsSinceEpoch;
    }
}

class Copy
{
public:
    Copy(const SitemapDocument &doc, int file, QByteArrayView body,
         const PreservingCopy::Hooks &hooks)
        : m_doc(doc), m_file(file), m_body(body), m_hooks(hooks)
    {
    }
    PreservingCopy::Result runXml();
    PreservingCopy::Result runText();

private:
    struct Node
    {
        enum Kind : quint8
        {
            Element,
            Other,
            RootClose
        } kind = Other;
        qsizetype wsBegin = 0;
        qsizetype begin = 0;
        qsizetype end = 0;
    };
    bool nextNode(qsizetype pos, Node &node, SourceEntry *entry);
    bool isUntouched(int entry, const SourceEntry &src) const;
    struct Op
    {
        qsizetype begin;
        qsizetype end;
        QByteArray text;
    };
    bool editExtensions(const SourceEntry &src, QByteArrayView block, const Layout &layout,
                        std::vector<Op> &ops);
    void writeEntry(int entry, const SourceEntry &src);
    bool writeNew(int entry);
    void sourceNewest(const SourceEntry &src);
    QByteArray valueOf(int entry, Field f) const
    {
        return m_doc.rawValue(m_file, entry, f).toByteArray();
    }
    // Room for the copy, its pages taken in at once: the copy writes it from end to
    // end, and a page fault for every 4 KiB of a file's copy took longer than the
    // copying itself in a virtual machine.
    void reserveOut(qsizetype bytes)
    {
        // A buffer a file written before gave back has its pages already.
        m_out = FileAccess::takeRoom(bytes);
        if (!m_out.isNull())
            return;
        m_out.reserve(FileAccess::roomFor(bytes));
        PageStorage::adviseHuge(m_out.data(), size_t(m_out.capacity()));
        PageStorage::populate(m_out.data(), size_t(m_out.capacity()));
    }
    const SourceElement *coreChild(const SourceEntry &src, int field, int *count) const;
    PreservingCopy::Result fail(const QString &why)
    {
        PreservingCopy::Result r;
        r.whyNot = why;
        return r;
    }

    const SitemapDocument &m_doc;
    const int m_file;
    const QByteArrayView m_body;
    const PreservingCopy::Hooks &m_hooks;
    Root m_root;
    QByteArray m_out;
    PreservingCopy::Result m_result;
    std::optional<SourceEntry> m_model; // the entry new ones are laid out like
    QString m_failed;                   // an entry written anew needs what the file lacks
    QByteArray m_added;                 // declarations the root gains for such entries
    LastmodMemo m_lastmods;
    QByteArray m_decoded;  // sourceNewest()'s decoded lastmod, its room kept
    std::vector<Op> m_ops; // writeEntry()'s, their room kept
    // Hooks::record: the entry written last, its '<' at out in m_out. from: the
    // source entry it is a copy of, with ops (its own bytes where nullptr) that
    // replace only the insides of children (the caller records the values they
    // write); nullptr: m_out is scanned again there, and its values compared.
    void record(int entry, qsizetype out, const SourceEntry *from, const std::vector<Op> *ops);
    // The value of field as a reader decodes inner (nullptr: no such child), when it
    // is not the document's.
    void recordValue(int entry, int field, const QByteArrayView *inner);
    // The same for a value written escaped.
    void recordWritten(int entry, int field, const QByteArray &value);
    SourceEntry m_rescan; // record()'s, its room kept
    // Whether every prefix the text's elements use is declared on the root for the
    // namespace the document gives it.
    bool declares(QByteArrayView text);
};

bool Copy::declares(QByteArrayView text)
{
    for (qsizetype at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
        qsizetype k = at + 1;
        if (k < text.size() && text[k] == '/')
            continue;
        const qsizetype start = k;
        while (k < text.size() && !isSpace(text[k]) && text[k] != '>' && text[k] != '/' &&
               text[k] != ':')
            ++k;
        if (k >= text.size() || text[k] != ':')
            continue;
        const QByteArray prefix = text.sliced(start, k - start).toByteArray();
        const QByteArray uri = m_doc.namespaces().uriFor(QString::fromUtf8(prefix)).toUtf8();
        bool bound = false;
        for (const auto &[p, u] : std::as_const(m_root.declarations)) {
            if (p != prefix)
                continue;
            if (!uri.isEmpty() && u != uri) { // empty: the sitemap's own prefix
                m_failed = QStringLiteral("an entry written anew uses the prefix %1, which the "
                                          "file binds to another namespace")
                               .arg(QString::fromUtf8(prefix));
                return false;
            }
            bound = true;
        }
        if (!bound && uri.isEmpty()) {
            m_failed = QStringLiteral("an entry written anew uses the prefix %1, which no "
                                      "namespace is known for")
                           .arg(QString::fromUtf8(prefix));
            return false;
        }
        if (!bound) {
            // Declared on the root, as the standard form declares extensions.
            m_root.declarations.append({prefix, uri});
            m_added += " xmlns:" + prefix + "=\"" + XmlEscape::escaped(uri) + '"';
        }
    }
    return true;
}

bool Copy::nextNode(qsizetype pos, Node &node, SourceEntry *entry)
{
    qsizetype i = pos;
    while (i < m_body.size() && isSpace(m_body[i]))
        ++i;
    if (i >= m_body.size())
        return false;
    node.wsBegin = pos;
    node.begin = i;
    if (m_body[i] != '<') {
        const qsizetype lt = m_body.indexOf('<', i);
        if (lt < 0)
            return false;
        node.kind = Node::Other;
        node.end = spaceBefore(m_body, lt, i);
        return true;
    }
    if (m_body.sliced(i).startsWith("</")) {
        node.kind = Node::RootClose;
        node.end = m_body.size();
        return true;
    }
    const qsizetype other = skipOther(m_body, i);
    if (other < 0)
        return false;
    if (other > i) {
        node.kind = Node::Other;
        node.end = other;
        return true;
    }
    if (!scanElement(m_body, i, entry))
        return false;
    entry->self.wsBegin = pos;
    node.kind = Node::Element;
    node.end = entry->self.end;
    return true;
}

const SourceElement *Copy::coreChild(const SourceEntry &src, int field, int *count) const
{
    const SourceElement *found = nullptr;
    *count = 0;
    for (const SourceElement &c : src.children) {
        if (c.coreField == field) {
            if (!found)
                found = &c;
            ++*count;
        }
    }
    return found;
}

void Copy::sourceNewest(const SourceEntry &src)
{
    int count = 0;
    if (const SourceElement *c = coreChild(src, int(Field::LastMod), &count))
        noteNewest(
            m_lastmods,
            decodedView(m_body.sliced(c->innerBegin, c->innerEnd - c->innerBegin), m_decoded),
            m_result.newestBefore, m_result.newestBeforeKey);
}

bool Copy::isUntouched(int entry, const SourceEntry &src) const
{
    const Entry &e = m_doc.entry(m_file, entry);
    int extensionChildren = 0;
    for (const SourceElement &c : src.children) {
        if (c.coreField < 0)
            ++extensionChildren;
    }
    const bool extensionsAsRead =
        (e.spotMask & Entry::ExtensionSpots) || (extensionChildren == 0 && e.extensions.size == 0);
    if (!extensionsAsRead)
        return false;
    for (int f = 0; f < FieldCount; ++f) {
        int count = 0;
        const SourceElement *c = coreChild(src, f, &count);
        if (bool(c) != e.has(Field(f)))
            return false;
        if (c && decodeText(m_body.sliced(c->innerBegin, c->innerEnd - c->innerBegin)) !=
                     m_doc.rawValue(m_file, entry, Field(f)))
            return false;
        if (count > 1 && !e.isRepeated(Field(f)))
            return false;
    }
    return true;
}

// The edits that turn the extension elements of src into those of block: the
// elements found in both in the same order keep their bytes (a longest common
// subsequence), the others are removed with the space before them or inserted
// after the element before them, laid out like the entry's children. False when
// either side does not scan or the lists are too long to compare.
bool Copy::editExtensions(const SourceEntry &src, QByteArrayView block, const Layout &layout,
                          std::vector<Op> &ops)
{
    const std::optional<std::vector<QByteArrayView>> wanted = topLevelElements(block);
    if (!wanted)
        return false;
    std::vector<const SourceElement *> had;
    qsizetype coreEnd = src.self.innerBegin;
    for (const SourceElement &c : src.children) {
        if (c.coreField < 0)
            had.push_back(&c);
        else if (had.empty())
            coreEnd = c.end;
        else
            return false; // a core child after an extension element
    }
    const size_t n = had.size();
    const size_t m = wanted->size();
    if (n * m > 1'000'000)
        return false;
    const auto bytesOf = [&](size_t i) {
        return m_body.sliced(had[i]->begin, had[i]->end - had[i]->begin);
    };
    // lcs[i][j]: the longest common subsequence of had[i..] and wanted[j..].
    std::vector<quint32> lcs((n + 1) * (m + 1), 0);
    const auto at = [&](size_t i, size_t j) -> quint32 & { return lcs[i * (m + 1) + j]; };
    for (size_t i = n; i-- > 0;) {
        for (size_t j = m; j-- > 0;)
            at(i, j) = bytesOf(i) == (*wanted)[j] ? at(i + 1, j + 1) + 1
                                                  : std::max(at(i + 1, j), at(i, j + 1));
    }
    qsizetype anchor = coreEnd;
    size_t i = 0;
    size_t j = 0;
    QByteArray inserted;
    const auto flush = [&] {
        if (inserted.isEmpty())
            return;
        declares(inserted);
        ops.push_back({anchor, anchor, std::move(inserted)});
        inserted.clear();
    };
    while (i < n || j < m) {
        if (i < n && j < m && bytesOf(i) == (*wanted)[j]) {
            flush();
            anchor = had[i]->end;
            ++i;
            ++j;
        } else if (j < m && (i == n || at(i, j + 1) >= at(i + 1, j))) {
            inserted += layout.childSep + (*wanted)[j].toByteArray();
            ++j;
        } else {
            ops.push_back({had[i]->wsBegin, had[i]->end, {}});
            ++i;
        }
    }
    flush();
    return true;
}

namespace {

// Whether an element's start tag holds a namespace declaration (which would make
// its name, or its children's, mean something the root does not say).
bool declaresNamespace(QByteArrayView bytes, const SourceElement &e)
{
    const qsizetype name = e.local.size() + (e.prefix.isEmpty() ? 0 : e.prefix.size() + 1);
    const qsizetype tag = e.innerBegin - e.begin;
    // "<name>" or "<name/>": no attribute.
    if (tag <= name + 3)
        return false;
    return bytes.sliced(e.begin, tag).contains("xmlns");
}

} // namespace

void Copy::recordValue(int entry, int field, const QByteArrayView *inner)
{
    const Field f = Field(field);
    const bool has = m_doc.entry(m_file, entry).has(f);
    if (!inner) {
        if (has)
            m_result.layout.values.push_back({entry, f, false, {}});
        return;
    }
    QByteArray storage;
    const QByteArrayView decoded = decodedView(*inner, storage);
    if (has && decoded == m_doc.rawValue(m_file, entry, f))
        return;
    m_result.layout.values.push_back({entry, f, true, decoded.toByteArray()});
}

void Copy::recordWritten(int entry, int field, const QByteArray &value)
{
    if (value.contains('\r')) { // read back as a line end
        const QByteArray inner = XmlEscape::escaped(value);
        const QByteArrayView view(inner);
        recordValue(entry, field, &view);
        return;
    }
    const Field f = Field(field);
    if (m_doc.entry(m_file, entry).has(f) &&
        QByteArrayView(value) == m_doc.rawValue(m_file, entry, f))
        return;
    m_result.layout.values.push_back({entry, f, true, value});
}

void Copy::record(int entry, qsizetype out, const SourceEntry *from, const std::vector<Op> *ops)
{
    WrittenLayout &layout = m_result.layout;
    if (!layout.usable)
        return;
    const SourceEntry *scanned = from;
    QByteArrayView bytes = m_body;
    if (!from) {
        if (!scanElement(m_out, out, &m_rescan)) {
            layout.usable = false;
            return;
        }
        scanned = &m_rescan;
        bytes = m_out;
    }
    const SourceEntry &src = *scanned;
    if (declaresNamespace(bytes, src.self)) {
        layout.usable = false;
        return;
    }
    // Where a source offset lands in m_out: moved by the ops that end before it.
    const qsizetype base = from ? out - from->self.begin : 0;
    size_t nextOp = 0;
    qsizetype shift = base;
    const auto written = [&](qsizetype at) {
        if (!from)
            return at;
        while (ops && nextOp < ops->size() && (*ops)[nextOp].end <= at) {
            const Op &op = (*ops)[nextOp++];
            shift += op.text.size() - (op.end - op.begin);
        }
        return at + shift;
    };
    layout.entries.push_back(entry);
    layout.offsets.push_back(out);
    layout.kinds.push_back(WrittenLayout::EntryItself);
    const SourceElement *first[FieldCount] = {};
    for (const SourceElement &c : src.children) {
        if (declaresNamespace(bytes, c)) {
            layout.usable = false;
            return;
        }
        qint8 kind = qint8(c.coreField);
        if (c.coreField < 0)
            kind = c.prefix == src.self.prefix ? WrittenLayout::UnknownSitemap
                                               : WrittenLayout::Extension;
        const qsizetype at = written(c.begin);
        layout.offsets.push_back(at);
        layout.kinds.push_back(kind);
        if (c.coreField >= 0 && !first[c.coreField])
            first[c.coreField] = &c;
    }
    if (from)
        return;
    for (int f = 0; f < FieldCount; ++f) {
        const SourceElement *c = first[f];
        if (!c) {
            recordValue(entry, f, nullptr);
            continue;
        }
        const QByteArrayView inner =
            QByteArrayView(m_out).sliced(c->innerBegin, c->innerEnd - c->innerBegin);
        recordValue(entry, f, &inner);
    }
}

// Writes a source entry that is to be written: its bytes where untouched, edits
// and repairs of values in place, the whole entry anew where its children change.
void Copy::writeEntry(int entry, const SourceEntry &src)
{
    const Entry &e = m_doc.entry(m_file, entry);
    const std::optional<QByteArray> lastmodOverride =
        m_hooks.lastmodOverride ? m_hooks.lastmodOverride(entry) : std::nullopt;
    bool anew = (e.flags & Entry::HasUnknownElements) != 0 || e.repeated;
    int extensionChildren = 0;
    for (const SourceElement &c : src.children) {
        if (c.coreField < 0)
            ++extensionChildren;
    }
    const bool extensionsEdited = !((e.spotMask & Entry::ExtensionSpots) ||
                                    (extensionChildren == 0 && e.extensions.size == 0));
    const SourceElement *child[FieldCount] = {};
    for (int f = 0; f < FieldCount && !anew; ++f) {
        int count = 0;
        child[f] = coreChild(src, f, &count);
        if (count > 1)
            anew = true;
    }
    // tag-order: a core child after a later one or after an extension element moves
    // to its place in schema order (removed here, inserted below); nothing else moves.
    const SourceElement *moved[FieldCount] = {};
    if (!anew && (e.flags & Entry::OutOfOrder)) {
        int lastInOrder = -1;
        bool extensionSeen = false;
        for (const SourceElement &c : src.children) {
            const int f = c.coreField;
            if (f < 0) {
                extensionSeen = true;
            } else if (extensionSeen || f < lastInOrder) {
                moved[f] = &c;
                child[f] = nullptr;
            } else {
                lastInOrder = f;
            }
        }
        m_hooks.repaired("tag-order", entry,
                         QStringLiteral("children written in the schema's order"));
    }
    std::vector<Op> extensionOps;
    if (!anew && extensionsEdited && (e.flags & Entry::OutOfOrder))
        anew = true;
    if (!anew && extensionsEdited) {
        QByteArray standard;
        if (!m_hooks.standardEntry(entry, standard))
            return; // left out: the run said why
        anew = !editExtensions(src, extensionBlock(standard), layoutOf(m_body, &src, m_root),
                               extensionOps);
    }
    if (anew) {
        QByteArray standard;
        if (!m_hooks.standardEntry(entry, standard))
            return; // left out: the run said why
        const QByteArray laidOut = relayout(standard, layoutOf(m_body, &src, m_root));
        declares(laidOut);
        m_out.append(m_body.sliced(src.self.wsBegin, src.self.begin - src.self.wsBegin));
        const qsizetype at = m_out.size();
        m_out.append(laidOut);
        if (m_hooks.record)
            record(entry, findByte(m_out, '<', at), nullptr, nullptr);
        ++m_result.entries;
        noteNewest(
            m_lastmods,
            SitemapWriter::writtenValue(Field::LastMod, m_doc.value(m_file, entry, Field::LastMod))
                .toUtf8(),
            m_result.newestLastmod, m_result.newestKey);
        return;
    }
    std::vector<Op> &ops = m_ops;
    ops.clear();
    // Only an element added needs the entry's layout.
    std::optional<Layout> laidOut;
    const auto layout = [&]() -> const Layout & {
        if (!laidOut)
            laidOut = layoutOf(m_body, &src, m_root);
        return *laidOut;
    };
    // The lastmod as written counts for the newest of the file.
    const auto noteWritten = [this](QByteArrayView lastmod) {
        noteNewest(m_lastmods, lastmod, m_result.newestLastmod, m_result.newestKey);
    };
    // The values the ops write inside children, for Hooks::record.
    std::optional<QByteArray> targets[FieldCount];
    for (int f = 0; f < FieldCount; ++f) {
        const Field field = Field(f);
        std::optional<QByteArray> target;
        const bool isOverride = field == Field::LastMod && lastmodOverride.has_value();
        const bool has = e.has(field) || (isOverride && !lastmodOverride->isEmpty());
        const SourceElement *c = child[f];
        if (has && c) {
            const QByteArrayView inner = m_body.sliced(c->innerBegin, c->innerEnd - c->innerBegin);
            QByteArray decodedStore;
            const QByteArrayView decoded = decodedView(inner, decodedStore);
            if (isOverride) {
                if (trimmed(decoded) != *lastmodOverride)
                    target = *lastmodOverride;
                if (field == Field::LastMod)
                    noteWritten(target ? QByteArrayView(*target) : trimmed(decoded));
            } else {
                const QByteArrayView value = m_doc.rawValue(m_file, entry, field);
                if (decoded == value) {
                    const char *rule = nullptr;
                    QString message;
                    target = repairOf(field, value, &rule, &message, m_lastmods);
                    if (target)
                        m_hooks.repaired(rule, entry, message);
                } else {
                    // An edited value: written in its written form, the repair told.
                    target = SitemapWriter::writtenUtf8(field, value);
                    const char *rule = nullptr;
                    QString message;
                    if (*target != value && repairOf(field, value, &rule, &message, m_lastmods))
                        m_hooks.repaired(rule, entry, message);
                }
                if (field == Field::LastMod)
                    noteWritten(target ? QByteArrayView(*target) : trimmed(decoded));
            }
            if (target) {
                ops.push_back({c->innerBegin, c->innerEnd, XmlEscape::escaped(*target)});
                targets[f] = std::move(target);
            }
        } else if (!has && c) {
            ops.push_back({c->wsBegin, c->end, {}});
        } else if (has && !c) {
            const QByteArray value =
                isOverride ? *lastmodOverride
                           : SitemapWriter::writtenValue(field, m_doc.value(m_file, entry, field))
                                 .toUtf8();
            if (field == Field::LastMod)
                noteWritten(value);
            const QByteArray name = layout().prefix + coreNameOf(field);
            QByteArray element = layout().childSep + '<' + name + '>' + XmlEscape::escaped(value) +
                                 "</" + name + '>';
            if (const SourceElement *m = moved[f]) {
                // Moved by tag-order: its own bytes where its value is untouched.
                ops.push_back({m->wsBegin, m->end, {}});
                if (!isOverride &&
                    decodeText(m_body.sliced(m->innerBegin, m->innerEnd - m->innerBegin)) ==
                        valueOf(entry, field))
                    element = layout().childSep +
                              m_body.sliced(m->begin, m->end - m->begin).toByteArray();
            }
            // After the core child before it in schema order, else before the first child.
            qsizetype at = -1;
            for (int g = f - 1; g >= 0 && at < 0; --g) {
                if (child[g])
                    at = child[g]->end;
            }
            if (at < 0)
                at = src.children.empty() ? src.self.innerBegin : src.children.front().wsBegin;
            ops.push_back({at, at, element});
        }
    }
    // The new core children come before the extension elements inserted at the
    // same place; an insertion before a removal that starts there.
    ops.insert(ops.end(), extensionOps.begin(), extensionOps.end());
    if (ops.size() > 1)
        std::stable_sort(ops.begin(), ops.end(), [](const Op &a, const Op &b) {
            return a.begin < b.begin || (a.begin == b.begin && a.end < b.end);
        });
    qsizetype at = src.self.wsBegin;
    // No op starts before the entry's start tag ends.
    const qsizetype written = m_out.size() + (src.self.begin - src.self.wsBegin);
    for (const Op &op : ops) {
        m_out.append(m_body.sliced(at, op.begin - at));
        m_out.append(op.text);
        at = op.end;
    }
    m_out.append(m_body.sliced(at, src.self.end - at));
    ++m_result.entries;
    if (m_hooks.record) {
        // Values replaced inside their elements move the children; anything else
        // changes which children there are.
        const bool inside = std::all_of(ops.begin(), ops.end(), [&](const Op &op) {
            return std::any_of(
                src.children.begin(), src.children.end(), [&](const SourceElement &c) {
                    return op.begin == c.innerBegin && op.end == c.innerEnd && c.innerEnd < c.end;
                });
        });
        if (!inside) {
            record(entry, written, nullptr, nullptr);
            return;
        }
        record(entry, written, &src, &ops);
        for (int f = 0; f < FieldCount; ++f) {
            if (targets[f]) {
                recordWritten(entry, f, *targets[f]);
            } else if (f == int(Field::LastMod) && lastmodOverride && child[f]) {
                // Kept as written where it is the index's newest already.
                const SourceElement *c = child[f];
                const QByteArrayView inner =
                    m_body.sliced(c->innerBegin, c->innerEnd - c->innerBegin);
                recordValue(entry, f, &inner);
            }
        }
    }
}

bool Copy::writeNew(int entry)
{
    QByteArray standard;
    if (!m_hooks.standardEntry(entry, standard))
        return false;
    const Layout layout = layoutOf(m_body, m_model ? &*m_model : nullptr, m_root);
    const QByteArray laidOut = relayout(standard, layout);
    declares(laidOut);
    m_out.append(layout.before);
    const qsizetype at = m_out.size();
    m_out.append(laidOut);
    if (m_hooks.record)
        record(entry, findByte(m_out, '<', at), nullptr, nullptr);
    ++m_result.entries;
    noteNewest(
        m_lastmods,
        SitemapWriter::writtenValue(Field::LastMod, m_doc.value(m_file, entry, Field::LastMod))
            .toUtf8(),
        m_result.newestLastmod, m_result.newestKey);
    return true;
}

PreservingCopy::Result Copy::runXml()
{
    m_root = findRoot(m_body);
    if (m_root.tagEnd < 0)
        return fail(QStringLiteral("its root element was not found again"));
    reserveOut(m_body.size() + m_body.size() / 64 + 4096);
    m_out.append(m_body.first(m_root.tagEnd));
    if (m_hooks.record) {
        // Children are told apart by their prefix: only while the root binds the
        // file's namespace to one prefix at most.
        const QByteArray ns = m_doc.file(m_file).rootNamespace.toUtf8();
        const auto bindings =
            std::count_if(m_root.declarations.cbegin(), m_root.declarations.cend(),
                          [&](const QPair<QByteArray, QByteArray> &d) { return d.second == ns; });
        m_result.layout.usable = bindings <= 1;
        // Room for every entry and its children as read (grown, a large file's
        // table is copied and its new pages taken in, more than the recording costs).
        const int entries = m_doc.entryCount(m_file);
        size_t elements = 0;
        for (int i = 0; i < entries; ++i) {
            const Entry &e = m_doc.entry(m_file, i);
            elements += 1 + size_t(qPopulationCount(e.present)) +
                        size_t(qPopulationCount(e.repeated)) + e.extensionCount;
        }
        elements += elements / 32;
        m_result.layout.entries.reserve(size_t(entries));
        m_result.layout.offsets.reserve(elements);
        m_result.layout.kinds.reserve(elements);
    }
    qsizetype pos = m_root.tagEnd;
    // The first entry is the model until one before the new ones was seen.
    {
        Node node;
        SourceEntry first;
        qsizetype at = pos;
        while (nextNode(at, node, &first) && node.kind == Node::Other)
            at = node.end;
        if (node.kind == Node::Element)
            m_model = first;
    }
    const SitemapFile &file = m_doc.file(m_file);
    const int count = m_doc.entryCount(m_file);
    // Scanned into, then swapped with the model: no allocation per entry.
    SourceEntry src;
    for (int i = 0; i < count; ++i) {
        const qint64 offset = file.sourceOffset(m_doc.entry(m_file, i));
        if (offset < pos) {
            // Not read from here (new, or a copy of an entry written already).
            PreservingCopy::Decision d = m_hooks.decide(i);
            if (d == PreservingCopy::Decision::KeepAsWritten)
                d = m_hooks.touchedKept(i);
            if (d == PreservingCopy::Decision::Write)
                writeNew(i);
            continue;
        }
        Node node;
        for (;;) {
            if (!nextNode(pos, node, &src) || node.kind == Node::RootClose || node.begin > offset)
                return fail(QStringLiteral("an entry was not found where it was read"));
            if (node.kind == Node::Element && node.begin == offset)
                break;
            if (node.kind == Node::Element)
                sourceNewest(src); // an entry removed: left out with the space before it
            else
                m_out.append(m_body.sliced(pos, node.end - pos));
            pos = node.end;
        }
        sourceNewest(src);
        PreservingCopy::Decision d = m_hooks.decide(i);
        if (d == PreservingCopy::Decision::KeepAsWritten && !isUntouched(i, src))
            d = m_hooks.touchedKept(i);
        switch (d) {
        case PreservingCopy::Decision::LeaveOut:
            break;
        case PreservingCopy::Decision::KeepAsWritten:
            if (m_hooks.record)
                record(i, m_out.size() + (node.begin - pos), &src, nullptr);
            m_out.append(m_body.sliced(pos, node.end - pos));
            ++m_result.entries;
            ++m_result.keptAsWritten;
            break;
        case PreservingCopy::Decision::Write:
            if (m_hooks.verbatim && m_hooks.verbatim(i)) {
                if (m_hooks.record)
                    record(i, m_out.size() + (node.begin - pos), &src, nullptr);
                m_out.append(m_body.sliced(pos, node.end - pos));
                ++m_result.entries;
                int lastmods = 0;
                if (const SourceElement *c = coreChild(src, int(Field::LastMod), &lastmods))
                    noteNewest(
                        m_lastmods,
                        decodeText(m_body.sliced(c->innerBegin, c->innerEnd - c->innerBegin)),
                        m_result.newestLastmod, m_result.newestKey);
            } else {
                writeEntry(i, src);
            }
            break;
        }
        if (!m_model)
            m_model.emplace();
        std::swap(*m_model, src);
        pos = node.end;
    }
    for (;;) {
        Node node;
        if (!nextNode(pos, node, &src))
            return fail(QStringLiteral("the end of its root element was not found again"));
        if (node.kind == Node::RootClose)
            break;
        if (node.kind == Node::Element)
            sourceNewest(src);
        else
            m_out.append(m_body.sliced(pos, node.end - pos));
        pos = node.end;
    }
    m_out.append(m_body.sliced(pos));
    if (!m_failed.isEmpty())
        return fail(m_failed);
    if (!m_added.isEmpty()) {
        m_result.layout.usable = false;   // every offset after the root's start tag moved
        qsizetype at = m_root.tagEnd - 1; // the root's '>'
        while (at > 0 && isSpace(m_out[at - 1]))
            --at;
        m_out.insert(at, m_added);
    }
    m_result.ok = true;
    m_result.changed = QByteArrayView(m_out) != m_body;
    m_result.bytes = std::move(m_out);
    return std::move(m_result);
}

PreservingCopy::Result Copy::runText()
{
    m_result.layout.usable = false; // not recorded: a text sitemap is read again
    const qsizetype nl = m_body.indexOf('\n');
    const QByteArray lineEnd = nl > 0 && m_body[nl - 1] == '\r' ? "\r\n" : "\n";
    const SitemapFile &file = m_doc.file(m_file);
    reserveOut(m_body.size() + 4096);
    qsizetype pos = 0;
    // Copies the lines of [pos, to): blank ones stay, the others were entries removed.
    const auto region = [&](qsizetype to) {
        while (pos < to) {
            qsizetype end = m_body.indexOf('\n', pos);
            end = end < 0 || end >= to ? to : end + 1;
            if (trimmed(m_body.sliced(pos, end - pos)).isEmpty())
                m_out.append(m_body.sliced(pos, end - pos));
            pos = end;
        }
    };
    const auto lineAfter = [&](qsizetype at) {
        const qsizetype e = m_body.indexOf('\n', at);
        return e < 0 ? m_body.size() : e + 1;
    };
    const int count = m_doc.entryCount(m_file);
    for (int i = 0; i < count; ++i) {
        const qint64 offset = file.sourceOffset(m_doc.entry(m_file, i));
        PreservingCopy::Decision d = m_hooks.decide(i);
        const QByteArray value = valueOf(i, Field::Loc);
        if (offset < pos || offset >= m_body.size()) {
            if (d == PreservingCopy::Decision::KeepAsWritten)
                d = m_hooks.touchedKept(i);
            if (d != PreservingCopy::Decision::Write)
                continue;
            if (!m_out.isEmpty() && !m_out.endsWith('\n'))
                m_out.append(lineEnd);
            m_out.append(SitemapWriter::writtenUtf8(Field::Loc, value));
            m_out.append(lineEnd);
            ++m_result.entries;
            continue;
        }
        const qsizetype lineStart = offset == 0 ? 0 : m_body.lastIndexOf('\n', offset - 1) + 1;
        if (lineStart < pos)
            return fail(QStringLiteral("a line was not found where it was read"));
        region(lineStart);
        const qsizetype end = lineAfter(offset);
        qsizetype urlEnd = end;
        while (urlEnd > offset && isSpace(m_body[urlEnd - 1]))
            --urlEnd;
        const QByteArrayView url = m_body.sliced(offset, urlEnd - offset);
        if (d == PreservingCopy::Decision::KeepAsWritten && url != value)
            d = m_hooks.touchedKept(i);
        if (d == PreservingCopy::Decision::LeaveOut) {
            pos = end;
            continue;
        }
        std::optional<QByteArray> target;
        if (d == PreservingCopy::Decision::Write) {
            if (url == value) {
                const char *rule = nullptr;
                QString message;
                target = repairOf(Field::Loc, value, &rule, &message, m_lastmods);
                if (target)
                    m_hooks.repaired(rule, i, message);
            } else {
                target = SitemapWriter::writtenUtf8(Field::Loc, value);
            }
        } else {
            ++m_result.keptAsWritten;
        }
        m_out.append(m_body.sliced(lineStart, offset - lineStart));
        m_out.append(target ? QByteArrayView(*target) : url);
        m_out.append(m_body.sliced(urlEnd, end - urlEnd));
        ++m_result.entries;
        pos = end;
    }
    region(m_body.size());
    m_result.ok = true;
    m_result.changed = QByteArrayView(m_out) != m_body;
    m_result.bytes = std::move(m_out);
    return std::move(m_result);
}

} // namespace

bool scanElement(QByteArrayView body, qsizetype offset, SourceEntry *entry)
{
    if (offset < 0 || offset >= body.size() || body[offset] != '<')
        return false;
    SourceEntry &e = *entry;
    e.children.clear();
    QByteArrayView name;
    bool selfClosing = false;
    qsizetype pos = startTag(body, offset, &name, &selfClosing);
    if (pos < 0)
        return false;
    e.self.begin = offset;
    e.self.wsBegin = spaceBefore(body, offset, 0);
    splitName(name, e.self);
    e.self.innerBegin = pos;
    if (selfClosing) {
        e.self.innerEnd = e.self.end = pos;
        return true;
    }
    int depth = 1;
    bool childOpen = false;
    for (;;) {
        const qsizetype lt = findByte(body, '<', pos);
        if (lt < 0)
            return false;
        const qsizetype other = skipOther(body, lt);
        if (other < 0)
            return false;
        if (other > lt) {
            pos = other;
            continue;
        }
        if (lt + 1 < body.size() && body[lt + 1] == '/') {
            const qsizetype gt = findByte(body, '>', lt);
            if (gt < 0)
                return false;
            --depth;
            if (depth == 0) {
                e.self.innerEnd = lt;
                e.self.end = gt + 1;
                return true;
            }
            if (depth == 1 && childOpen) {
                e.children.back().innerEnd = lt;
                e.children.back().end = gt + 1;
                childOpen = false;
            }
            pos = gt + 1;
            continue;
        }
        const qsizetype end = startTag(body, lt, &name, &selfClosing);
        if (end < 0)
            return false;
        if (depth == 1) {
            SourceElement c;
            c.begin = lt;
            c.wsBegin = spaceBefore(body, lt,
                                    e.children.empty() ? e.self.innerBegin : e.children.back().end);
            splitName(name, c);
            c.coreField = c.prefix == e.self.prefix ? coreFieldOf(c.local) : -1;
            c.innerBegin = end;
            if (selfClosing)
                c.innerEnd = c.end = end;
            else
                childOpen = true;
            e.children.push_back(c);
        }
        if (!selfClosing)
            ++depth;
        pos = end;
    }
}

QByteArrayView decodedView(QByteArrayView in, QByteArray &storage)
{
    // Text without a reference, markup or carriage return reads as it is written:
    // looked for eight bytes at a time (a byte equal to one of them is a zero byte
    // of the word xor that byte repeated).
    constexpr quint64 ones = 0x0101010101010101ULL;
    constexpr quint64 highs = 0x8080808080808080ULL;
    const auto hasZeroByte = [](quint64 x) { return ((x - ones) & ~x & highs) != 0; };
    const char *p = in.data();
    const char *const end = p + in.size();
    bool plain = true;
    for (; plain && end - p >= 8; p += 8) {
        quint64 w;
        std::memcpy(&w, p, 8);
        plain = !hasZeroByte(w ^ (ones * '&')) && !hasZeroByte(w ^ (ones * '<')) &&
                !hasZeroByte(w ^ (ones * '\r'));
    }
    for (; plain && p < end; ++p)
        plain = *p != '&' && *p != '<' && *p != '\r';
    if (plain)
        return in;
    storage = decodeText(in);
    return storage;
}

QByteArray decodeText(QByteArrayView in)
{
    QByteArray out;
    out.reserve(in.size());
    const qsizetype n = in.size();
    for (qsizetype i = 0; i < n;) {
        const char c = in[i];
        if (c == '\r') {
            out.append('\n');
            i += (i + 1 < n && in[i + 1] == '\n') ? 2 : 1;
            continue;
        }
        if (c == '<') {
            const QByteArrayView rest = in.sliced(i);
            if (rest.startsWith("<![CDATA[")) {
                qsizetype end = in.indexOf("]]>", i + 9);
                if (end < 0)
                    end = n;
                const QByteArray cdata = in.sliced(i + 9, end - i - 9).toByteArray();
                out.append(QByteArray(cdata).replace("\r\n", "\n").replace('\r', '\n'));
                i = std::min(n, end + 3);
                continue;
            }
            const char *close = rest.startsWith("<!--") ? "-->"
                                : rest.startsWith("<?") ? "?>"
                                                        : ">";
            const qsizetype end = in.indexOf(close, i + 1);
            i = end < 0 ? n : end + qsizetype(std::strlen(close));
            continue;
        }
        if (c == '&') {
            const qsizetype semi = in.indexOf(';', i);
            if (semi > i) {
                const QByteArrayView name = in.sliced(i + 1, semi - i - 1);
                bool known = true;
                if (name == "lt")
                    out.append('<');
                else if (name == "gt")
                    out.append('>');
                else if (name == "amp")
                    out.append('&');
                else if (name == "quot")
                    out.append('"');
                else if (name == "apos")
                    out.append('\'');
                else if (name.startsWith("#x") || name.startsWith("#X")) {
                    bool ok = false;
                    const uint cp = name.sliced(2).toByteArray().toUInt(&ok, 16);
                    known = ok;
                    if (ok)
                        appendUtf8(out, cp);
                } else if (name.startsWith('#')) {
                    bool ok = false;
                    const uint cp = name.sliced(1).toByteArray().toUInt(&ok, 10);
                    known = ok;
                    if (ok)
                        appendUtf8(out, cp);
                } else {
                    known = false;
                }
                if (known) {
                    i = semi + 1;
                    continue;
                }
            }
        }
        out.append(c);
        ++i;
    }
    return out;
}

PreservingCopy::Result PreservingCopy::copy(const SitemapDocument &doc, int file,
                                            QByteArrayView body, const Hooks &hooks)
{
    Copy copy(doc, file, body, hooks);
    return doc.file(file).kind == FileKind::Text ? copy.runText() : copy.runXml();
}

} // namespace Writing
