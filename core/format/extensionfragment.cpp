// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionfragment.h"

#include <algorithm>

namespace Writing {

qsizetype findFrom(QByteArrayView v, qsizetype from, const char *needle)
{
    const qsizetype at = v.sliced(std::min(from, v.size())).indexOf(QByteArrayView(needle));
    return at < 0 ? v.size() : from + at;
}

bool skipNonElement(QByteArrayView v, qsizetype &i)
{
    const QByteArrayView rest = v.sliced(i);
    if (rest.startsWith("<!--"))
        i = findFrom(v, i + 4, "-->") + 3;
    else if (rest.startsWith("<![CDATA["))
        i = findFrom(v, i + 9, "]]>") + 3;
    else if (rest.startsWith("<?"))
        i = findFrom(v, i + 2, "?>") + 2;
    else
        return false;
    return true;
}

void scanFragment(QByteArrayView v, const PrefixTable &prefixes, ExtensionFragment &out)
{
    int depth = 0;
    qsizetype topBegin = 0;
    bool topUnknown = false;
    quint64 topMask = 0;
    bool topOverflow = false;
    QString topName;
    int dropDepth = -1; // depth of the undeclared-prefix element being left out
    qsizetype dropBegin = 0;
    auto usePrefix = [&](QByteArrayView prefix) {
        if (prefix.isEmpty() || prefix == "xml" || dropDepth >= 0)
            return;
        const int i = prefixes.indexOf(prefix);
        if (i < 0) {
            if (out.undeclaredPrefix.isEmpty())
                out.undeclaredPrefix = QString::fromUtf8(prefix);
        } else if (i < 64) {
            topMask |= quint64(1) << i;
        } else {
            topOverflow = true;
        }
    };
    auto closeTop = [&](qsizetype end) {
        if (topUnknown) {
            out.unknown.push_back({topBegin, end, topName});
        } else {
            out.nsMask |= topMask;
            out.nsOverflow |= topOverflow;
        }
    };
    const qsizetype n = v.size();
    qsizetype i = 0;
    while (i < n) {
        if (v[i] != '<') {
            ++i;
            continue;
        }
        if (skipNonElement(v, i))
            continue;
        const QByteArrayView rest = v.sliced(i);
        if (rest.startsWith("</")) {
            i = findFrom(v, i, ">") + 1;
            --depth;
            if (depth == dropDepth) {
                out.undeclared.push_back({dropBegin, i, QString()});
                dropDepth = -1;
            }
            if (depth == 0)
                closeTop(i);
            continue;
        }
        const qsizetype begin = i++;
        const qsizetype nameStart = i;
        while (i < n && !isXmlSpace(v[i]) && v[i] != '>' && v[i] != '/')
            ++i;
        const QByteArrayView name = v.sliced(nameStart, i - nameStart);
        const qsizetype colon = name.indexOf(':');
        const QByteArrayView prefix = colon < 0 ? QByteArrayView() : name.first(colon);
        if (depth == 0) {
            topBegin = begin;
            topMask = 0;
            topOverflow = false;
            topUnknown = prefix.isEmpty();
            topName = QString::fromUtf8(name);
            if (prefix == prefixes.newsPrefix() && !prefix.isEmpty() &&
                name.sliced(colon + 1) == "news")
                ++out.news;
        }
        if (dropDepth < 0 && prefixes.isUndeclared(prefix)) {
            dropDepth = depth;
            dropBegin = begin;
        }
        usePrefix(prefix);
        bool selfClosing = false;
        while (i < n) {
            while (i < n && isXmlSpace(v[i]))
                ++i;
            if (i >= n)
                break;
            if (v[i] == '>') {
                ++i;
                break;
            }
            if (v[i] == '/') {
                selfClosing = true;
                i += 2;
                break;
            }
            qsizetype attrBegin = i; // with the space before it
            while (attrBegin > 0 && isXmlSpace(v[attrBegin - 1]))
                --attrBegin;
            const qsizetype attrStart = i;
            while (i < n && v[i] != '=' && !isXmlSpace(v[i]))
                ++i;
            const QByteArrayView attr = v.sliced(attrStart, i - attrStart);
            const qsizetype attrColon = attr.indexOf(':');
            const bool undeclaredAttr =
                attrColon > 0 && dropDepth < 0 && prefixes.isUndeclared(attr.first(attrColon));
            if (attrColon > 0 && !attr.startsWith("xmlns") && !undeclaredAttr)
                usePrefix(attr.first(attrColon));
            while (i < n && v[i] != '"' && v[i] != '\'')
                ++i;
            if (i >= n)
                break;
            const char quote = v[i];
            ++i;
            while (i < n && v[i] != quote)
                ++i;
            ++i;
            if (undeclaredAttr)
                out.undeclared.push_back({attrBegin, i, QString()});
        }
        if (selfClosing) {
            if (depth == dropDepth) {
                out.undeclared.push_back({dropBegin, i, QString()});
                dropDepth = -1;
            }
            if (depth == 0)
                closeTop(i);
        } else {
            ++depth;
        }
    }
}

} // namespace Writing
