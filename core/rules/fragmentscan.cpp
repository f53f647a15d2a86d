// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionfacts.h"

#include "namespaces.h"
#include "protocol.h"
#include "rules.h"
#include "ruletext.h"
#include "urltools.h"

#include <QVarLengthArray>

#include <cstring>
#include <string>

namespace {

// Bytes of character data by what text() must do about them.
enum TextClass : quint8
{
    NonSpace = 1, // a character that is not XML whitespace
    Special = 2   // '&', '>', CR, another control, or a byte >= 0x80: a closer look
};
struct TextClasses
{
    quint8 of[256] = {};
    constexpr TextClasses()
    {
        for (int c = 0; c < 256; ++c) {
            const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
            of[c] = space ? 0 : NonSpace;
            if (c == '&' || c == '>' || c == '\r' || (c < 0x20 && !space) || c >= 0x80)
                of[c] |= Special;
        }
    }
};
constexpr TextClasses Classes{};

// The byte-level scan behind extensionFacts(): the reference's state machine over the
// tokens of the fragment, which the reader wrote as canonical XML, for images and
// hreflang alternates (what large sitemaps carry on every URL). Returns false for
// anything it does not expect, and for video and news; the caller then asks the
// reference.
class FragmentScan
{
public:
    FragmentScan(QByteArrayView fragment, QAnyStringView loc, const FileContext &ctx,
                 ExtensionFacts *facts)
        : m_s(fragment), m_ctx(ctx), m_judge(*facts, loc)
    {
    }

    bool run()
    {
        const char *const data = m_s.data();
        const qsizetype n = m_s.size();
        qsizetype i = 0;
        while (i < n) {
            if (data[i] != '<') {
                const qsizetype end = text(i);
                if (end < 0)
                    return false;
                i = end;
                continue;
            }
            if (i + 1 >= n)
                return false;
            const char c = data[i + 1];
            if (c == '/') {
                i = endTag(i + 2);
            } else if (c == '!' || c == '?') {
                return false;
            } else {
                i = startTag(i + 1);
            }
            if (i < 0 || m_leave)
                return false;
        }
        return m_depth == 1 && m_collect == Collect::None;
    }

private:
    enum class Kind : quint8
    {
        Sitemap,
        NoNamespace,
        Xml,
        Image,
        Video,
        News,
        Xhtml,
        Other
    };
    enum class Top : quint8
    {
        None,
        Image
    };
    enum class Collect : quint8
    {
        None,
        ImageLoc
    };
    struct Name
    {
        QByteArrayView prefix; // empty: none
        QByteArrayView local;
        QByteArrayView qualified;
    };
    struct Attribute
    {
        Name name;
        QByteArrayView raw; // escaped as written
        int uri = -1;       // index into m_prefixes, -1: no prefix
    };
    struct Prefix
    {
        QByteArrayView prefix;
        QString uri;
        Kind kind;
    };

    static bool isNameStart(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }
    static bool isNameChar(char c)
    {
        return isNameStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
    }
    template <qsizetype N> static bool is(QByteArrayView v, const char (&s)[N])
    {
        return v.size() == N - 1 && memcmp(v.data(), s, size_t(N - 1)) == 0;
    }

    // An ASCII NCName with at most one prefix; returns the index after it, -1 otherwise.
    qsizetype name(qsizetype i, Name *out) const
    {
        const qsizetype n = m_s.size();
        const qsizetype start = i;
        qsizetype colon = -1;
        if (i >= n || !isNameStart(m_s[i]))
            return -1;
        ++i;
        while (i < n) {
            const char c = m_s[i];
            if (isNameChar(c)) {
                ++i;
            } else if (c == ':' && colon < 0 && i + 1 < n && isNameStart(m_s[i + 1])) {
                colon = i;
                i += 2;
            } else {
                break;
            }
        }
        out->qualified = m_s.sliced(start, i - start);
        if (colon >= 0) {
            out->prefix = m_s.sliced(start, colon - start);
            out->local = m_s.sliced(colon + 1, i - colon - 1);
        } else {
            out->prefix = {};
            out->local = out->qualified;
        }
        return i;
    }

    // The index in m_prefixes of a prefix's namespace; -1 when the reference would
    // not find it declared.
    int resolve(QByteArrayView prefix)
    {
        for (qsizetype k = 0; k < m_prefixes.size(); ++k) {
            if (m_prefixes[k].prefix == prefix)
                return int(k);
        }
        if (is(prefix, "xmlns"))
            return -1;
        QString uri;
        if (is(prefix, "xml")) {
            uri = Ns::Xml;
        } else {
            if (!m_ctx.namespaces)
                return -1;
            uri = m_ctx.namespaces->uriFor(QString::fromLatin1(prefix));
            // Undeclared, or a binding the reference's parser refuses.
            if (uri.isEmpty() || uri == Ns::Xml ||
                uri == QLatin1String("http://www.w3.org/2000/xmlns/"))
                return -1;
        }
        Kind kind = Kind::Other;
        if (uri == Ns::Image)
            kind = Kind::Image;
        else if (uri == Ns::Video)
            kind = Kind::Video;
        else if (uri == Ns::News)
            kind = Kind::News;
        else if (uri == Ns::Xhtml)
            kind = Kind::Xhtml;
        else if (uri == Ns::Xml)
            kind = Kind::Xml;
        else if (uri == Ns::Sitemap)
            kind = Kind::Sitemap;
        m_prefixes.push_back({prefix, std::move(uri), kind});
        return int(m_prefixes.size() - 1);
    }

    // Checks an entity reference at i ('&'); returns the index after it, -1 when the
    // reference would reject it. *code: the character it stands for.
    qsizetype entity(qsizetype i, char32_t *code) const
    {
        const qsizetype semi = m_s.indexOf(';', i);
        if (semi < 0 || semi - i > 12)
            return -1;
        const QByteArrayView e = m_s.sliced(i + 1, semi - i - 1);
        if (is(e, "amp"))
            *code = '&';
        else if (is(e, "lt"))
            *code = '<';
        else if (is(e, "gt"))
            *code = '>';
        else if (is(e, "quot"))
            *code = '"';
        else if (is(e, "apos"))
            *code = '\'';
        else if (e.size() >= 2 && e[0] == '#') {
            const bool hex = e[1] == 'x';
            const QByteArrayView digits = e.sliced(hex ? 2 : 1);
            if (digits.isEmpty())
                return -1;
            char32_t v = 0;
            for (char c : digits) {
                int d = -1;
                if (c >= '0' && c <= '9')
                    d = c - '0';
                else if (hex && c >= 'a' && c <= 'f')
                    d = c - 'a' + 10;
                else if (hex && c >= 'A' && c <= 'F')
                    d = c - 'A' + 10;
                if (d < 0)
                    return -1;
                v = v * (hex ? 16 : 10) + char32_t(d);
                if (v > 0x10FFFF)
                    return -1;
            }
            const bool valid = v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF) ||
                               (v >= 0xE000 && v <= 0xFFFD) || (v >= 0x10000 && v <= 0x10FFFF);
            if (!valid)
                return -1;
            *code = v;
        } else {
            return -1;
        }
        return semi + 1;
    }

    static void appendCode(QByteArray &out, char32_t v)
    {
        const QString s = QString::fromUcs4(&v, 1);
        out.append(s.toUtf8());
    }
    static bool isXmlSpace(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

    // U+FFFE or U+FFFF, which the reference's parser refuses.
    static bool hasNonCharacter(QByteArrayView v)
    {
        for (qsizetype k = v.indexOf('\xEF'); k >= 0 && k + 2 < v.size();
             k = v.indexOf('\xEF', k + 1)) {
            if (v[k + 1] == '\xBF' && (v[k + 2] == '\xBE' || v[k + 2] == '\xBF'))
                return true;
        }
        return false;
    }

    // Character data from i up to the next '<'; returns its end, -1 when unexpected.
    qsizetype text(qsizetype i)
    {
        const qsizetype n = m_s.size();
        {
            // Most text is plain: a URL, or the whitespace between two tags.
            const char *const data = m_s.data();
            quint8 seen = 0;
            qsizetype end = i;
            for (; end < n && data[end] != '<'; ++end)
                seen |= Classes.of[uchar(data[end])];
            if (!(seen & Special)) {
                m_textGiven = m_textGiven || (seen & NonSpace);
                if (m_collect == Collect::ImageLoc)
                    m_text.append(data + i, end - i);
                return end;
            }
        }
        {
            qsizetype end = m_s.indexOf('<', i);
            if (end < 0)
                end = n;
            if (hasNonCharacter(m_s.sliced(i, end - i)))
                return -1;
        }
        const bool keep = m_collect == Collect::ImageLoc;
        qsizetype run = i; // start of the bytes kept as they are, not yet appended
        const auto keepRun = [&](qsizetype end) {
            if (keep && end > run)
                m_text.append(m_s.data() + run, end - run);
        };
        while (i < n) {
            const char c = m_s[i];
            if (c == '<') {
                keepRun(i);
                return i;
            }
            if (c == '>')
                return -1; // the reader writes &gt;; "]]>" would be an error
            if (c == '&') {
                keepRun(i);
                char32_t code = 0;
                const qsizetype next = entity(i, &code);
                if (next < 0)
                    return -1;
                if (keep)
                    appendCode(m_text, code);
                m_textGiven = m_textGiven || !isXmlSpace(code);
                i = next;
                run = i;
                continue;
            }
            if (uchar(c) < 0x20 && c != '\t' && c != '\n' && c != '\r')
                return -1;
            if (c == '\r') { // end-of-line normalization
                keepRun(i);
                if (keep)
                    m_text.append('\n');
                if (i + 1 < n && m_s[i + 1] == '\n')
                    ++i;
                run = i + 1;
            }
            m_textGiven = m_textGiven || !isXmlSpace(char32_t(uchar(c)));
            ++i;
        }
        keepRun(i);
        return i;
    }

    // An attribute value, decoded as the reference decodes it.
    static QString attributeValue(QByteArrayView raw, FragmentScan &scan)
    {
        QByteArray out;
        out.reserve(raw.size());
        for (qsizetype i = 0; i < raw.size(); ++i) {
            const char c = raw[i];
            if (c == '&') {
                char32_t code = 0;
                const qsizetype at = raw.data() - scan.m_s.data() + i;
                const qsizetype next = scan.entity(at, &code);
                appendCode(out, code);
                i = next - 1 - (raw.data() - scan.m_s.data());
            } else if (c == '\r') {
                out.append(' ');
                if (i + 1 < raw.size() && raw[i + 1] == '\n')
                    ++i;
            } else if (c == '\t' || c == '\n') {
                out.append(' ');
            } else {
                out.append(c);
            }
        }
        return QString::fromUtf8(out);
    }

    qsizetype startTag(qsizetype i)
    {
        const qsizetype n = m_s.size();
        Name el;
        i = name(i, &el);
        if (i < 0)
            return -1;
        m_attributes.resize(0);
        bool selfClosing = false;
        for (;;) {
            if (i >= n)
                return -1;
            const char c = m_s[i];
            if (c == '>') {
                ++i;
                break;
            }
            if (c == '/') {
                if (i + 1 >= n || m_s[i + 1] != '>')
                    return -1;
                i += 2;
                selfClosing = true;
                break;
            }
            if (c != ' ')
                return -1;
            ++i;
            Attribute a;
            i = name(i, &a.name);
            if (i < 0 || i + 1 >= n || m_s[i] != '=' || m_s[i + 1] != '"')
                return -1;
            const qsizetype from = i + 2;
            qsizetype to = from;
            while (to < n && m_s[to] != '"') {
                const char v = m_s[to];
                if (v == '<' || (uchar(v) < 0x20 && v != '\t' && v != '\n' && v != '\r'))
                    return -1;
                if (v == '&') {
                    char32_t code = 0;
                    const qsizetype next = entity(to, &code);
                    if (next < 0)
                        return -1;
                    to = next;
                    continue;
                }
                ++to;
            }
            if (to >= n)
                return -1;
            a.raw = m_s.sliced(from, to - from);
            i = to + 1;
            if (is(a.name.qualified, "xmlns") || hasNonCharacter(a.raw))
                return -1; // a default namespace; U+FFFE, U+FFFF
            if (!a.name.prefix.isEmpty()) {
                a.uri = resolve(a.name.prefix);
                if (a.uri < 0)
                    return -1;
            }
            for (const Attribute &b : m_attributes) {
                if (b.name.qualified == a.name.qualified)
                    return -1;
                if (a.uri >= 0 && b.uri >= 0 && a.name.local == b.name.local &&
                    m_prefixes[a.uri].uri == m_prefixes[b.uri].uri)
                    return -1;
            }
            m_attributes.push_back(a);
        }
        Kind kind = Kind::Sitemap;
        if (!el.prefix.isEmpty()) {
            if (is(el.prefix, "xml"))
                return -1;
            const int k = resolve(el.prefix);
            if (k < 0)
                return -1;
            kind = m_prefixes[k].kind;
        }
        m_open.push_back(el.qualified);
        ++m_depth;
        if (m_collect == Collect::None)
            startElement(el, kind);
        if (selfClosing)
            endElement();
        return i;
    }

    qsizetype endTag(qsizetype i)
    {
        Name el;
        i = name(i, &el);
        if (i < 0 || i >= m_s.size() || m_s[i] != '>' || m_open.empty() ||
            m_open.back() != el.qualified)
            return -1;
        endElement();
        return i + 1;
    }

    void collect(Collect what)
    {
        m_collect = what;
        m_collectDepth = m_depth;
        m_text.resize(0);
        m_textGiven = false;
    }

    void startElement(const Name &el, Kind kind)
    {
        if (m_depth == 2) {
            ++m_child;
            m_imageHasLoc = false;
            m_top = Top::None;
            if (kind == Kind::Image && is(el.local, "image")) {
                m_top = Top::Image;
                m_judge.image(m_child);
            } else if ((kind == Kind::Video && is(el.local, "video")) ||
                       (kind == Kind::News && is(el.local, "news"))) {
                m_leave = true; // video and news are the reference's
            } else if (kind == Kind::Xhtml && is(el.local, "link")) {
                link();
            }
        } else if (m_depth == 3 && m_top == Top::Image && kind == Kind::Image) {
            const QByteArrayView child = el.local;
            if (is(child, "caption") || is(child, "title") || is(child, "geo_location") ||
                is(child, "license"))
                m_judge.deprecatedImageChild(QString::fromLatin1(child), m_child);
            if (is(child, "loc")) {
                m_imageHasLoc = true;
                collect(Collect::ImageLoc);
            }
        }
    }

    void endElement()
    {
        if (m_collect != Collect::None) {
            if (m_depth == m_collectDepth)
                finishCollect();
        } else if (m_depth == 2 && m_top == Top::Image) {
            m_judge.imageEnd(m_imageHasLoc, m_child);
            m_top = Top::None;
        }
        m_open.pop_back();
        --m_depth;
    }

    void finishCollect()
    {
        m_collect = Collect::None;
        m_judge.imageLoc(UrlTools::trimXmlWhitespace(QByteArrayView(m_text)), m_child);
    }

    // <xhtml:link>: the reference's hreflang checks on its decoded attributes.
    void link()
    {
        const Attribute *hreflang = nullptr;
        const Attribute *hrefAttr = nullptr;
        for (const Attribute &a : m_attributes) {
            if (!hreflang && is(a.name.qualified, "hreflang"))
                hreflang = &a;
            else if (!hrefAttr && is(a.name.qualified, "href"))
                hrefAttr = &a;
        }
        if (!hreflang)
            return;
        const QString lang = UrlTools::trimXmlWhitespace(attributeValue(hreflang->raw, *this));
        const QString href = hrefAttr
                                 ? UrlTools::trimXmlWhitespace(attributeValue(hrefAttr->raw, *this))
                                 : QString();
        m_judge.alternate(lang, href, m_child);
    }

    QByteArrayView m_s;
    const FileContext &m_ctx;
    Rules::ExtensionJudge m_judge;

    int m_depth = 1; // the reference's wrapper element is depth 1
    int m_child = -1;
    bool m_leave = false;
    QVarLengthArray<QByteArrayView, 8> m_open;
    QVarLengthArray<Attribute, 4> m_attributes;
    QVarLengthArray<Prefix, 4> m_prefixes;

    Top m_top = Top::None;
    bool m_imageHasLoc = false;

    Collect m_collect = Collect::None;
    int m_collectDepth = 0;
    QByteArray m_text;
    bool m_textGiven = false;
};

// QString::contains(tag) on the UTF-8 fragment.
bool containsTag(QByteArrayView fragment, const QString &tag)
{
    char ascii[64];
    const qsizetype n = tag.size();
    bool plain = n <= qsizetype(sizeof ascii);
    for (qsizetype i = 0; plain && i < n; ++i) {
        const char16_t c = tag[i].unicode();
        plain = c < 0x80;
        ascii[i] = char(c);
    }
    if (plain)
        return fragment.indexOf(QByteArrayView(ascii, n)) >= 0;
    return fragment.indexOf(tag.toUtf8()) >= 0;
}

// The bytes plainImages() takes in a loc as they are: printable ASCII but for '<',
// '&' and '>', and tab and LF.
struct PlainLocByteTable
{
    bool of[256] = {};
    constexpr PlainLocByteTable()
    {
        for (int c = 0x20; c < 0x7f; ++c)
            of[c] = c != '<' && c != '&' && c != '>';
        of[int('\t')] = of[int('\n')] = true;
    }
};
constexpr PlainLocByteTable PlainLocBytes{};

// A fragment of images with a loc and nothing else, in the form the reader writes
// (the prefix of the image namespace on every tag, only whitespace between them, a
// loc of plain ASCII without references): the most common extension content, read
// at its tags with the calls FragmentScan would make. False, having called nothing,
// for anything else.
bool plainImages(QByteArrayView s, QByteArrayView prefix, Rules::ExtensionJudge &judge)
{
    if (prefix.isEmpty() || prefix.size() > 32)
        return false;
    char buffer[4][48];
    const auto tag = [&](int k, const char *open, const char *local) {
        char *out = buffer[k];
        const size_t o = std::strlen(open);
        std::memcpy(out, open, o);
        std::memcpy(out + o, prefix.data(), size_t(prefix.size()));
        out[o + size_t(prefix.size())] = ':';
        const size_t l = std::strlen(local);
        std::memcpy(out + o + size_t(prefix.size()) + 1, local, l);
        return QByteArrayView(out, qsizetype(o + size_t(prefix.size()) + 1 + l));
    };
    const QByteArrayView openImage = tag(0, "<", "image>");
    const QByteArrayView openLoc = tag(1, "<", "loc>");
    const QByteArrayView closeLoc = tag(2, "</", "loc>");
    const QByteArrayView closeImage = tag(3, "</", "image>");
    const qsizetype n = s.size();
    qsizetype i = 0;
    const auto space = [&] {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n'))
            ++i;
    };
    const auto take = [&](QByteArrayView t) {
        if (n - i < t.size() || std::memcmp(s.data() + i, t.data(), size_t(t.size())) != 0)
            return false;
        i += t.size();
        return true;
    };
    constexpr int Most = 16;
    QByteArrayView locs[Most];
    int count = 0;
    space();
    while (i < n) {
        if (count == Most || !take(openImage))
            return false;
        space();
        if (!take(openLoc))
            return false;
        const qsizetype from = i;
        while (i < n && PlainLocBytes.of[uchar(s[i])])
            ++i;
        if (i < n && s[i] != '<')
            return false;
        locs[count++] = s.sliced(from, i - from);
        if (!take(closeLoc))
            return false;
        space();
        if (!take(closeImage))
            return false;
        space();
    }
    if (count == 0)
        return false;
    for (int k = 0; k < count; ++k) {
        const int child = k; // counted from 0, as FragmentScan counts
        judge.image(child);
        judge.imageLoc(UrlTools::trimXmlWhitespace(locs[k]), child);
        judge.imageEnd(true, child);
    }
    return true;
}

} // namespace

namespace Rules {

void setExtensionPrefixes(const NamespaceTable &table, FileContext *ctx)
{
    ctx->knownOpenTags.clear();
    ctx->imagePrefix.clear();
    for (const auto &[prefix, uri] : table.declarations()) {
        if (uri == Ns::Image || uri == Ns::Video || uri == Ns::News || uri == Ns::Xhtml)
            ctx->knownOpenTags << QLatin1Char('<') + prefix + QLatin1Char(':');
        // A prefix that resolves to the image namespace as a fragment's does, in ASCII.
        if (uri == Ns::Image && ctx->imagePrefix.isEmpty() && !prefix.isEmpty() &&
            table.uriFor(prefix) == Ns::Image) {
            const QByteArray ascii = prefix.toLatin1();
            if (QString::fromLatin1(ascii) == prefix)
                ctx->imagePrefix = ascii;
        }
    }
}

bool extensionFactsScan(QByteArrayView fragmentUtf8, QAnyStringView loc, const FileContext &ctx,
                        ExtensionFacts *facts)
{
    *facts = {};
    {
        ExtensionJudge judge(*facts, loc);
        if (plainImages(fragmentUtf8, ctx.imagePrefix, judge))
            return true;
    }
    bool relevant = false;
    for (const QString &tag : ctx.knownOpenTags)
        relevant = relevant || containsTag(fragmentUtf8, tag);
    return !relevant || FragmentScan(fragmentUtf8, loc, ctx, facts).run();
}

} // namespace Rules
