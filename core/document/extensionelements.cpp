// SPDX-License-Identifier: GPL-3.0-or-later
#include "extensionelements.h"

#include <QXmlStreamReader>

namespace ExtensionElements {

namespace {

// The index after the markup that starts at i (a comment, CDATA section or
// processing instruction); -1 when an element tag starts there.
qsizetype skipNonElement(QStringView v, qsizetype i)
{
    const QStringView rest = v.sliced(i);
    auto after = [&](qsizetype from, QStringView close) {
        const qsizetype at = v.indexOf(close, from);
        return at < 0 ? v.size() : at + close.size();
    };
    if (rest.startsWith(u"<!--"))
        return after(i + 4, u"-->");
    if (rest.startsWith(u"<![CDATA["))
        return after(i + 9, u"]]>");
    if (rest.startsWith(u"<?"))
        return after(i + 2, u"?>");
    return -1;
}

// The index after the tag that starts at i ('<'), quotes respected; sets
// selfClosing when it ends in "/>".
qsizetype tagEnd(QStringView v, qsizetype i, bool *selfClosing)
{
    QChar quote;
    for (qsizetype k = i + 1; k < v.size(); ++k) {
        const QChar c = v[k];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'>') {
            *selfClosing = v[k - 1] == u'/';
            return k + 1;
        }
    }
    *selfClosing = false;
    return v.size();
}

} // namespace

std::vector<Span> split(QStringView xml)
{
    std::vector<Span> out;
    int depth = 0;
    qsizetype i = 0;
    const qsizetype n = xml.size();
    while (i < n) {
        if (xml[i] != u'<') {
            ++i;
            continue;
        }
        const qsizetype skipped = skipNonElement(xml, i);
        if (skipped >= 0) {
            i = skipped;
            continue;
        }
        bool selfClosing = false;
        const qsizetype end = tagEnd(xml, i, &selfClosing);
        if (i + 1 < n && xml[i + 1] == u'/') {
            --depth;
            if (depth == 0 && !out.empty())
                out.back().end = end;
        } else {
            if (depth == 0) {
                Span s;
                s.begin = i;
                s.end = end;
                qsizetype k = i + 1;
                while (k < end && !xml[k].isSpace() && xml[k] != u'/' && xml[k] != u'>')
                    ++k;
                const QStringView name = xml.sliced(i + 1, k - i - 1);
                const qsizetype colon = name.indexOf(u':');
                s.prefix = colon < 0 ? QString() : name.left(colon).toString();
                s.local = name.sliced(colon + 1).toString();
                out.push_back(std::move(s));
            }
            if (!selfClosing)
                ++depth;
        }
        i = end;
    }
    return out;
}

quint32 extensionCount(const std::vector<Span> &spans)
{
    quint32 n = 0;
    for (const Span &s : spans) {
        if (!s.prefix.isEmpty())
            ++n;
    }
    return n;
}

QString Node::attribute(const QString &name) const
{
    for (const auto &[key, value] : attributes) {
        if (key == name)
            return value;
    }
    return {};
}

const Node *Node::child(const QString &childLocal) const
{
    for (const Node &c : children) {
        if (c.uri == uri && c.local == childLocal)
            return &c;
    }
    return nullptr;
}

QString Node::childText(const QString &childLocal) const
{
    const Node *c = child(childLocal);
    return c ? c->text.trimmed() : QString();
}

bool read(QStringView elementXml, const NamespaceTable &namespaces, Node *out)
{
    // The element inside a wrapper that declares the document's prefixes.
    QString wrapped = QStringLiteral("<w");
    for (const auto &[prefix, uri] : namespaces.declarations())
        wrapped += QStringLiteral(" xmlns:%1=\"%2\"").arg(prefix, escaped(uri));
    wrapped += QLatin1Char('>');
    wrapped += elementXml;
    wrapped += QStringLiteral("</w>");
    QXmlStreamReader reader(wrapped);
    std::vector<Node *> stack;
    Node root;
    bool seen = false;
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (reader.name() == QLatin1String("w") && stack.empty() && !seen) {
                seen = true;
                stack.push_back(&root);
                break;
            }
            Node node;
            node.uri = reader.namespaceUri().toString();
            node.local = reader.name().toString();
            node.qualified = reader.qualifiedName().toString();
            for (const QXmlStreamAttribute &a : reader.attributes())
                node.attributes.append({a.qualifiedName().toString(), a.value().toString()});
            Node *parent = stack.back();
            parent->children.push_back(std::move(node));
            stack.push_back(&parent->children.back());
            break;
        }
        case QXmlStreamReader::EndElement:
            stack.pop_back();
            break;
        case QXmlStreamReader::Characters:
            if (!stack.empty())
                stack.back()->text += reader.text();
            break;
        default:
            break;
        }
    }
    if (reader.hasError() || root.children.size() != 1)
        return false;
    *out = std::move(root.children.front());
    return true;
}

QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '&':
            out += QLatin1String("&amp;");
            break;
        case '<':
            out += QLatin1String("&lt;");
            break;
        case '>':
            out += QLatin1String("&gt;");
            break;
        case '"':
            out += QLatin1String("&quot;");
            break;
        case '\t':
            out += QLatin1String("&#9;");
            break;
        case '\n':
            out += QLatin1String("&#10;");
            break;
        case '\r':
            out += QLatin1String("&#13;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace ExtensionElements
