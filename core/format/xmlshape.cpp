// SPDX-License-Identifier: GPL-3.0-or-later
#include "xmlshape.h"

#include <cstring>

namespace {

constexpr size_t MaxDepth = 256;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// The end of a name that begins at from: whitespace, '/' or '>' ends it.
qsizetype nameEnd(const char *p, qsizetype from, qsizetype end)
{
    qsizetype i = from;
    while (i < end && !isSpace(p[i]) && p[i] != '/' && p[i] != '>')
        ++i;
    return i;
}

// The offset just past the first marker at or after from, -1 when none yet.
qsizetype pastMarker(QByteArrayView data, qsizetype from, QByteArrayView marker)
{
    const qsizetype at = data.indexOf(marker, from);
    return at < 0 ? -1 : at + marker.size();
}

} // namespace

qsizetype XmlShapeCheck::malformedEnd(QByteArrayView data)
{
    XmlShapeCheck check;
    return check.feed(data);
}

qsizetype XmlShapeCheck::feed(QByteArrayView data)
{
    if (m_gaveUp)
        return -1;
    const char *p = data.data();
    const qsizetype n = data.size();
    qsizetype i = m_next;
    for (;;) {
        m_next = i;
        const void *lt = i < n ? std::memchr(p + i, '<', size_t(n - i)) : nullptr;
        const qsizetype textEnd = lt ? static_cast<const char *>(lt) - p : n;
        if (!m_rootSeen) {
            // Text before the root is whitespace (after a byte order mark), or junk
            // the reader skips (leading-content): only a start at '<' is followed.
            for (qsizetype k = i; k < textEnd; ++k) {
                if (isSpace(p[k]))
                    continue;
                if (k < 3 && uchar(p[k]) >= 0x80) {
                    if (n < 3)
                        return -1; // a byte order mark, perhaps: wait for all of it
                    if (data.startsWith("\xEF\xBB\xBF"))
                        continue;
                }
                return giveUp();
            }
        }
        if (!lt) {
            m_next = n;
            return -1;
        }
        i = textEnd;
        if (n - i < 2) {
            m_next = i;
            return -1;
        }
        const char c = p[i + 1];
        if (c == '?') {
            // A processing instruction; a declaration anywhere but at the start means
            // the reader skips what came before it.
            if (i > 0 && n - i >= 6 && data.sliced(i, 5) == "<?xml" && isSpace(p[i + 5]))
                return giveUp();
            const qsizetype end = pastMarker(data, i + 2, "?>");
            if (end < 0)
                return -1;
            i = end;
            continue;
        }
        if (c == '!') {
            if (n - i < 9) {
                m_next = i;
                return -1;
            }
            qsizetype end = -1;
            if (data.sliced(i, 4) == "<!--")
                end = pastMarker(data, i + 4, "-->");
            else if (data.sliced(i, 9) == "<![CDATA[")
                end = pastMarker(data, i + 9, "]]>");
            else
                return giveUp(); // a DOCTYPE: its subset is not followed
            if (end < 0)
                return -1;
            i = end;
            continue;
        }
        if (c == '/') {
            const void *gt = std::memchr(p + i, '>', size_t(n - i));
            if (!gt)
                return -1;
            const qsizetype close = static_cast<const char *>(gt) - p;
            const qsizetype nameFrom = i + 2;
            const qsizetype nameTo = nameEnd(p, nameFrom, close);
            if (nameTo == nameFrom || !m_rootSeen)
                return giveUp();
            if (m_starts.empty())
                return close + 1; // closes nothing: the root has ended
            const size_t top = m_starts.back();
            const std::string_view open = std::string_view(m_names).substr(top);
            if (open != std::string_view(p + nameFrom, size_t(nameTo - nameFrom)))
                return close + 1; // closes another element than the last opened
            m_names.resize(top);
            m_starts.pop_back();
            if (m_starts.empty())
                m_rootClosed = true;
            i = close + 1;
            continue;
        }
        // A start tag: its end is the first '>' outside a quoted attribute value.
        qsizetype k = i + 1;
        char quote = 0;
        for (; k < n; ++k) {
            const char b = p[k];
            if (quote) {
                if (b == quote)
                    quote = 0;
                else if (b == '<')
                    return giveUp(); // malformed, but not a shape this look follows
            } else if (b == '"' || b == '\'') {
                quote = b;
            } else if (b == '>') {
                break;
            } else if (b == '<') {
                return giveUp();
            }
        }
        if (k >= n)
            return -1;
        const qsizetype nameTo = nameEnd(p, i + 1, k);
        if (nameTo == i + 1)
            return giveUp();
        if (m_rootClosed)
            return k + 1; // an element after the root's end
        m_rootSeen = true;
        if (p[k - 1] != '/') {
            if (m_starts.size() >= MaxDepth)
                return giveUp();
            m_starts.push_back(m_names.size());
            m_names.append(p + i + 1, size_t(nameTo - (i + 1)));
        } else if (m_starts.empty()) {
            m_rootClosed = true; // an empty root
        }
        i = k + 1;
    }
}
