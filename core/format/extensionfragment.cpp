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
    auto usePrefix = [&](QByteArrayView prefix) {
        if (prefix.isEmpty() || prefix == "xml")
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
            if (--depth == 0)
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
            const qsizetype attrStart = i;
            while (i < n && v[i] != '=' && !isXmlSpace(v[i]))
                ++i;
            const QByteArrayView attr = v.sliced(attrStart, i - attrStart);
            const qsizetype attrColon = attr.indexOf(':');
            if (attrColon > 0 && !attr.startsWith("xmlns"))
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
        }
        if (selfClosing) {
            if (depth == 0)
                closeTop(i);
        } else {
            ++depth;
        }
    }
}

} // namespace Writing
