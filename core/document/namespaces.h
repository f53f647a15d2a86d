// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The namespace URIs the protocol knows, and the document-wide table that gives
// every extension namespace one prefix, so entries from files that used other
// prefixes for the same URI share a form the writer can declare once.

#include <QHash>
#include <QString>
#include <QStringList>

namespace Ns {
inline const QString Sitemap = QStringLiteral("http://www.sitemaps.org/schemas/sitemap/0.9");
inline const QString Image = QStringLiteral("http://www.google.com/schemas/sitemap-image/1.1");
inline const QString Video = QStringLiteral("http://www.google.com/schemas/sitemap-video/1.1");
inline const QString News = QStringLiteral("http://www.google.com/schemas/sitemap-news/0.9");
inline const QString Xhtml = QStringLiteral("http://www.w3.org/1999/xhtml");
inline const QString Xml = QStringLiteral("http://www.w3.org/XML/1998/namespace");

// The namespace the reader binds a prefix to that the file uses but never
// declares (prefix-undeclared): this base plus the prefix. Nothing in it can be
// written namespace-well-formed; a save leaves it out.
inline const QString UndeclaredPrefixBase =
    QStringLiteral("urn:x-sitemap-editor:undeclared-prefix:");
inline bool isUndeclaredPrefix(QStringView uri)
{
    return uri.startsWith(UndeclaredPrefixBase);
}

// True for the legacy sitemap namespaces of PROTOCOL.md section 1.
bool isLegacySitemap(const QString &uri);
} // namespace Ns

class NamespaceTable
{
public:
    // The canonical prefix for uri, registering it with the preferred prefix (or a
    // well-known one, or a generated one) on first use. The sitemap namespace has
    // the empty prefix.
    QString prefixFor(const QString &uri, const QString &preferredPrefix = {});
    QString uriFor(const QString &prefix) const { return m_uriByPrefix.value(prefix); }
    // Whether prefixFor(uri) gives a prefix without registering one.
    bool knows(const QString &uri) const
    {
        return uri == Ns::Sitemap || uri == Ns::Xml || m_prefixByUri.contains(uri);
    }
    // (prefix, uri) pairs in registration order, the sitemap namespace excluded.
    const QList<QPair<QString, QString>> &declarations() const { return m_declarations; }
    void clear();

private:
    QHash<QString, QString> m_prefixByUri;
    QHash<QString, QString> m_uriByPrefix;
    QList<QPair<QString, QString>> m_declarations;
    int m_nextGenerated = 1; // generated prefixes ns1, ns2, ... below this are taken
};
