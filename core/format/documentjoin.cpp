// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentjoin.h"

#include "namespaces.h"

namespace Reading {

namespace {

QString wellKnownPrefix(const QString &uri)
{
    if (uri == Ns::Image)
        return QStringLiteral("image");
    if (uri == Ns::Video)
        return QStringLiteral("video");
    if (uri == Ns::News)
        return QStringLiteral("news");
    if (uri == Ns::Xhtml)
        return QStringLiteral("xhtml");
    return {};
}

} // namespace

quint32 absorbApart(SitemapDocument &doc, SitemapDocument &apart)
{
    for (const auto &[prefix, uri] : apart.namespaces().declarations())
        doc.namespaces().prefixFor(uri, prefix);
    return doc.pool().absorb(std::move(apart.pool()));
}

Entry rebased(Entry entry, quint32 chunkOffset)
{
    for (TextRef &v : entry.values)
        v = StringPool::rebased(v, chunkOffset);
    entry.extensions = StringPool::rebased(entry.extensions, chunkOffset);
    return entry;
}

void joinApart(SitemapDocument &doc, SitemapDocument &apart,
               decltype(SitemapFile::entries) &entries)
{
    const quint32 offset = absorbApart(doc, apart);
    for (Entry &e : entries)
        e = rebased(e, offset);
}

bool prefixesAgree(const NamespaceTable &doc, const NamespaceTable &own)
{
    for (const auto &[prefix, uri] : own.declarations()) {
        const QString bound = doc.uriFor(prefix);
        if (bound == uri)
            continue; // known with the same prefix
        // A well-known URI doc knows has its well-known prefix, or that prefix is
        // bound to another URI: a free well-known prefix means an unknown URI.
        if (!bound.isEmpty() || prefix != wellKnownPrefix(uri))
            return false;
    }
    return true;
}

} // namespace Reading
