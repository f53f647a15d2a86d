// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the writer reads from an entry's extension fragment (the extension XML the
// reader kept, canonical and well-formed): the declared prefixes it uses, its
// top-level elements in the sitemap namespace (tag-unknown, left out) and its
// <news:news> elements.

#include "namespaces.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <utility>
#include <vector>

namespace Writing {

inline bool isXmlSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// What the writer needs to know about an entry's extension XML: which declared
// prefixes it uses, its top-level elements in the sitemap namespace (tag-unknown,
// left out), and whether it carries a <news:news>.
struct ExtensionFragment
{
    quint64 nsMask = 0;
    bool nsOverflow = false; // a prefix past the 64th declaration: declare them all
    int news = 0;
    QString undeclaredPrefix;
    struct Span
    {
        qsizetype begin;
        qsizetype end;
        QString name;
    };
    std::vector<Span> unknown;
    // Elements (any depth) and attributes whose prefix the source file never
    // declared (prefix-undeclared): they cannot be written namespace-well-formed.
    std::vector<Span> undeclared;
};

// The document's namespace declarations as UTF-8, looked up by prefix.
class PrefixTable
{
public:
    explicit PrefixTable(const NamespaceTable &table)
    {
        const auto &decls = table.declarations();
        for (int i = 0; i < decls.size(); ++i) {
            const QByteArray prefix = decls[i].first.toUtf8();
            m_decls.push_back({prefix, decls[i].second.toUtf8()});
            m_undeclared.push_back(Ns::isUndeclaredPrefix(decls[i].second));
            if (decls[i].second == Ns::News)
                m_newsPrefix = prefix;
        }
    }
    int indexOf(QByteArrayView prefix) const
    {
        // Most fragments use one or two prefixes: a linear scan beats hashing.
        for (size_t i = 0; i < m_decls.size(); ++i) {
            if (m_decls[i].first == prefix)
                return int(i);
        }
        return -1;
    }
    const std::vector<std::pair<QByteArray, QByteArray>> &decls() const { return m_decls; }
    const QByteArray &newsPrefix() const { return m_newsPrefix; }
    // Whether the prefix stands for one the source file used without declaring it.
    bool isUndeclared(QByteArrayView prefix) const
    {
        const int i = prefix.isEmpty() ? -1 : indexOf(prefix);
        return i >= 0 && m_undeclared[size_t(i)];
    }

private:
    std::vector<std::pair<QByteArray, QByteArray>> m_decls;
    std::vector<bool> m_undeclared;
    QByteArray m_newsPrefix;
};

// The offset of needle at or after from, or the end of v.
qsizetype findFrom(QByteArrayView v, qsizetype from, const char *needle);
// Skips the comment, CDATA section or processing instruction that starts at i;
// false when an element tag (or an end tag) starts there instead.
bool skipNonElement(QByteArrayView v, qsizetype &i);
// One pass over serialized XML (as the reader writes it: well-formed, no
// namespace declarations of its own).
void scanFragment(QByteArrayView v, const PrefixTable &prefixes, ExtensionFragment &out);

} // namespace Writing
