// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlheadscan.h"

#include <QList>

#include <cctype>

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

QByteArrayView trimmed(QByteArrayView v)
{
    while (!v.isEmpty() && isSpace(v.front()))
        v = v.sliced(1);
    while (!v.isEmpty() && isSpace(v.back()))
        v.chop(1);
    return v;
}

// Where needle starts in hay from from, ASCII case-insensitively; -1 when not there.
qsizetype findNoCase(QByteArrayView hay, QByteArrayView needle, qsizetype from)
{
    for (qsizetype i = from; i + needle.size() <= hay.size(); ++i) {
        if (hay.sliced(i, needle.size()).compare(needle, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

// An attribute value with its character references decoded (the named ones a URL
// or a directive list holds, and numeric ones).
QString decoded(QByteArrayView v)
{
    const QString s = QString::fromUtf8(v);
    if (!s.contains(QLatin1Char('&')))
        return s;
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != QLatin1Char('&')) {
            out += s[i];
            continue;
        }
        const qsizetype semi = s.indexOf(QLatin1Char(';'), i);
        if (semi < 0 || semi - i > 10) {
            out += s[i];
            continue;
        }
        const QStringView name = QStringView(s).sliced(i + 1, semi - i - 1);
        char32_t c = 0;
        if (name == u"amp")
            c = '&';
        else if (name == u"quot")
            c = '"';
        else if (name == u"apos")
            c = '\'';
        else if (name == u"lt")
            c = '<';
        else if (name == u"gt")
            c = '>';
        else if (name.startsWith(u"#x") || name.startsWith(u"#X"))
            c = name.sliced(2).toUInt(nullptr, 16);
        else if (name.startsWith(u"#"))
            c = name.sliced(1).toUInt();
        if (c == 0 || c > 0x10FFFF) {
            out += s[i];
            continue;
        }
        out += QString::fromUcs4(&c, 1);
        i = semi;
    }
    return out;
}

// The attributes of a start tag, name (lower case) and value.
QList<std::pair<QByteArray, QByteArrayView>> attributesOf(QByteArrayView a)
{
    QList<std::pair<QByteArray, QByteArrayView>> out;
    qsizetype i = 0;
    const qsizetype n = a.size();
    while (i < n) {
        while (i < n && (isSpace(a[i]) || a[i] == '/'))
            ++i;
        const qsizetype nameStart = i;
        while (i < n && !isSpace(a[i]) && a[i] != '=' && a[i] != '/')
            ++i;
        if (i == nameStart)
            break;
        const QByteArray name = a.sliced(nameStart, i - nameStart).toByteArray().toLower();
        while (i < n && isSpace(a[i]))
            ++i;
        QByteArrayView value;
        if (i < n && a[i] == '=') {
            ++i;
            while (i < n && isSpace(a[i]))
                ++i;
            if (i < n && (a[i] == '"' || a[i] == '\'')) {
                const char q = a[i++];
                const qsizetype start = i;
                while (i < n && a[i] != q)
                    ++i;
                value = a.sliced(start, i - start);
                ++i;
            } else {
                const qsizetype start = i;
                while (i < n && !isSpace(a[i]))
                    ++i;
                value = a.sliced(start, i - start);
            }
        }
        out.append({name, value});
    }
    return out;
}

bool isHeadElement(QByteArrayView name)
{
    static const char *const names[] = {"html",  "head",   "meta",     "link", "title",
                                        "style", "script", "noscript", "base", "template"};
    for (const char *n : names) {
        if (name == QByteArrayView(n))
            return true;
    }
    return false;
}

bool isRawText(QByteArrayView name)
{
    return name == "script" || name == "style" || name == "title" || name == "textarea" ||
           name == "template";
}

} // namespace

bool HtmlHeadScan::forbidsIndexing(QByteArrayView directives)
{
    QByteArray token;
    const auto check = [&token] {
        const bool hit = token == "noindex" || token == "none";
        token.clear();
        return hit;
    };
    for (const char c : directives) {
        if (c == ',' || isSpace(c)) {
            if (check())
                return true;
        } else {
            token += char(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return check();
}

QString HtmlHeadScan::headerNoindex(QByteArrayView value)
{
    // "noindex", "googlebot: noindex, nofollow", "otherbot: noindex": a part whose
    // text before a colon is a single word other than a directive that takes a
    // value names the crawler the parts from there on are for.
    bool forUs = true;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= value.size(); ++i) {
        if (i < value.size() && value[i] != ',')
            continue;
        QByteArrayView part = trimmed(value.sliced(start, i - start));
        start = i + 1;
        const qsizetype colon = part.indexOf(':');
        if (colon > 0) {
            const QByteArray name = trimmed(part.first(colon)).toByteArray().toLower();
            const bool directive = name == "unavailable_after" || name == "max-snippet" ||
                                   name == "max-image-preview" || name == "max-video-preview";
            if (!directive && !name.contains(' ')) {
                forUs = name == "googlebot";
                part = trimmed(part.sliced(colon + 1));
            }
        }
        if (forUs && forbidsIndexing(part))
            return QStringLiteral("X-Robots-Tag: ") + QString::fromUtf8(trimmed(value));
    }
    return {};
}

QString HtmlHeadScan::headerCanonical(QByteArrayView value)
{
    // Link: <URL>; rel="canonical", <URL2>; rel=alternate
    qsizetype i = 0;
    while (i < value.size()) {
        const qsizetype open = value.indexOf('<', i);
        if (open < 0)
            return {};
        const qsizetype close = value.indexOf('>', open);
        if (close < 0)
            return {};
        const QByteArrayView target = value.sliced(open + 1, close - open - 1);
        // The parameters run to the next link (a comma outside quotes).
        qsizetype end = close + 1;
        bool quoted = false;
        while (end < value.size() && (quoted || value[end] != ',')) {
            if (value[end] == '"')
                quoted = !quoted;
            ++end;
        }
        const QByteArrayView params = value.sliced(close + 1, end - close - 1);
        for (const QByteArrayView param : QByteArray(params.toByteArray()).split(';')) {
            const qsizetype eq = param.indexOf('=');
            if (eq < 0)
                continue;
            if (trimmed(param.first(eq)).compare("rel", Qt::CaseInsensitive) != 0)
                continue;
            QByteArray rel = trimmed(param.sliced(eq + 1)).toByteArray().toLower();
            if (rel.startsWith('"') && rel.endsWith('"') && rel.size() >= 2)
                rel = rel.mid(1, rel.size() - 2);
            for (const QByteArray &token : rel.simplified().split(' ')) {
                if (token == "canonical")
                    return QString::fromUtf8(trimmed(target));
            }
        }
        i = end + 1;
    }
    return {};
}

bool HtmlHeadScan::feed(QByteArrayView bytes)
{
    if (m_done)
        return true;
    m_buffer.append(bytes);
    scan();
    // What was read past is not needed again.
    if (m_pos > 65536) {
        m_buffer.remove(0, m_pos);
        m_pos = 0;
    }
    return m_done;
}

void HtmlHeadScan::element(QByteArrayView name, QByteArrayView attributes)
{
    if (name != "meta" && name != "link")
        return;
    QByteArrayView nameAttr, content, rel, href;
    bool hasHref = false;
    for (const auto &[key, value] : attributesOf(attributes)) {
        if (key == "name")
            nameAttr = value;
        else if (key == "content")
            content = value;
        else if (key == "rel")
            rel = value;
        else if (key == "href" && !hasHref) {
            href = value;
            hasHref = true;
        }
    }
    if (name == "meta" && m_noindex.isEmpty()) {
        const QByteArray who = trimmed(nameAttr).toByteArray().toLower();
        if ((who == "robots" || who == "googlebot") && forbidsIndexing(decoded(content).toUtf8()))
            m_noindex = QStringLiteral("<meta name=\"%1\" content=\"%2\">")
                            .arg(QString::fromUtf8(nameAttr), decoded(content));
    } else if (name == "link" && m_canonical.isEmpty() && hasHref) {
        for (const QByteArray &token : decoded(rel).toUtf8().toLower().simplified().split(' ')) {
            if (token == "canonical") {
                m_canonical = decoded(trimmed(href)).trimmed();
                break;
            }
        }
    }
}

void HtmlHeadScan::scan()
{
    const QByteArrayView v(m_buffer);
    const qsizetype n = v.size();
    while (!m_done) {
        if (!m_rawEnd.isEmpty()) {
            const qsizetype end = findNoCase(v, m_rawEnd, m_pos);
            if (end < 0) {
                // Keep the last bytes: the end tag may be cut between two reads.
                m_pos = qMax(m_pos, n - m_rawEnd.size());
                return;
            }
            m_pos = end; // the end tag is read as one below
            m_rawEnd.clear();
        }
        const qsizetype lt = v.indexOf('<', m_pos);
        if (lt < 0) {
            m_pos = n;
            return;
        }
        m_pos = lt;
        const QByteArrayView rest = v.sliced(lt);
        if (rest.size() < 4)
            return;
        if (rest.startsWith("<!--")) {
            const qsizetype end = v.indexOf("-->", lt + 4);
            if (end < 0)
                return;
            m_pos = end + 3;
            continue;
        }
        if (rest.startsWith("<!") || rest.startsWith("<?")) {
            const qsizetype end = v.indexOf('>', lt);
            if (end < 0)
                return;
            m_pos = end + 1;
            continue;
        }
        const bool endTag = rest[1] == '/';
        const qsizetype nameStart = lt + (endTag ? 2 : 1);
        if (nameStart >= n)
            return;
        if (!isLetter(v[nameStart])) {
            m_pos = lt + 1; // a '<' in text
            continue;
        }
        qsizetype i = nameStart;
        while (i < n && !isSpace(v[i]) && v[i] != '>' && v[i] != '/')
            ++i;
        const QByteArray name = v.sliced(nameStart, i - nameStart).toByteArray().toLower();
        // The end of the tag, past quoted attribute values.
        qsizetype end = i;
        char quote = 0;
        while (end < n) {
            const char c = v[end];
            if (quote)
                quote = c == quote ? 0 : quote;
            else if (c == '"' || c == '\'')
                quote = c;
            else if (c == '>')
                break;
            ++end;
        }
        if (end >= n)
            return; // the tag is not complete yet
        m_pos = end + 1;
        if (endTag) {
            if (name == "head")
                m_done = true;
            continue;
        }
        if (!isHeadElement(name)) {
            m_done = true; // <body>, or an element that starts the body
            return;
        }
        element(name, v.sliced(i, end - i));
        if (isRawText(name) && v[end - 1] != '/')
            m_rawEnd = "</" + name;
    }
}
