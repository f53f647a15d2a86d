// SPDX-License-Identifier: GPL-3.0-or-later
// One entry in the standard form: its values serialized as section 5 writes them,
// with the one repair each may have, and its extension elements verbatim.
#include "saverun.h"

#include "lastmod.h"
#include "namespaces.h"
#include "urltools.h"

namespace Writing {

QByteArrayView trimmedView(QByteArrayView v)
{
    qsizetype b = 0;
    qsizetype e = v.size();
    while (b < e && isXmlSpace(v[b]))
        ++b;
    while (e > b && isXmlSpace(v[e - 1]))
        --e;
    return v.sliced(b, e - b);
}

bool SaveRun::appendEntry(int file, int entry, bool indexEntry, QByteArray &out,
                          ExtensionFragment &frag, QByteArray &lastmodOut, qint64 &lastmodKey)
{
    // The validator has judged the entry (blockedByValidator): every value here is
    // valid or has the one repair section 5 allows.
    const Entry &e = m_doc.entry(file, entry);
    const qsizetype start = out.size();
    auto fail = [&](const char *rule, const QString &message) {
        out.truncate(start);
        addBlocking(file, entry, QString::fromLatin1(rule), message);
        return false;
    };

    out.append(indexEntry ? "<sitemap>\n  <loc>" : "<url>\n  <loc>");
    // loc
    const QByteArrayView rawLoc = m_doc.rawValue(file, entry, Field::Loc);
    const QByteArrayView loc = trimmedView(rawLoc);
    if (loc.size() != rawLoc.size())
        repaired("loc-whitespace", file, entry,
                 [] { return QStringLiteral("whitespace around <loc> trimmed"); });
    QByteArrayView uri = loc;
    QByteArray encoded;
    if (!UrlTools::isPlainUri(loc)) {
        const QString text = QString::fromUtf8(loc);
        encoded = UrlTools::toUriForm(text).toUtf8();
        uri = encoded;
        const bool strayPercent = UrlTools::hasInvalidPercent(text);
        if (strayPercent)
            repaired("loc-percent-invalid", file, entry,
                     [] { return QStringLiteral("a % that encodes nothing written as %25"); });
        if (UrlTools::hasUnescapedCharacters(text) || (encoded != loc && !strayPercent))
            repaired("loc-unescaped", file, entry,
                     [] { return QStringLiteral("<loc> percent-encoded"); });
    }
    XmlEscape::appendEscaped(out, uri);
    out.append("</loc>\n");

    // lastmod
    if (e.has(Field::LastMod)) {
        QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::LastMod));
        // An RSS pubDate is written as the W3C form of the same instant.
        QByteArray fromPubDate;
        if (m_doc.file(file).feed == FeedKind::Rss2) {
            fromPubDate = LastMod::rfc822ToW3c(QString::fromUtf8(raw)).toUtf8();
            if (!fromPubDate.isEmpty())
                raw = fromPubDate;
        }
        const LastMod::Result verdict = LastMod::check(raw);
        m_lastmodScratch = LastMod::schemaForm(raw);
        if (verdict.verdict == LastMod::Verdict::Imprecise)
            repaired("lastmod-imprecise", file, entry, [&] {
                return QStringLiteral("<lastmod> %1 written as %2")
                    .arg(QString::fromUtf8(raw), QString::fromUtf8(m_lastmodScratch));
            });
        out.append("  <lastmod>").append(m_lastmodScratch).append("</lastmod>\n");
        const qint64 key = verdict.msecsSinceEpoch;
        if (lastmodOut.isEmpty() || key > lastmodKey) {
            lastmodOut = m_lastmodScratch;
            lastmodKey = key;
        }
    }
    // changefreq
    if (e.has(Field::ChangeFreq)) {
        const QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::ChangeFreq));
        const QByteArray lower = raw.toByteArray().toLower();
        if (lower != raw)
            repaired("changefreq-invalid", file, entry, [&] {
                return QStringLiteral("<changefreq> %1 written as %2")
                    .arg(QString::fromUtf8(raw), QString::fromUtf8(lower));
            });
        out.append("  <changefreq>").append(lower).append("</changefreq>\n");
    }
    // priority
    if (e.has(Field::Priority)) {
        const QByteArrayView raw = trimmedView(m_doc.rawValue(file, entry, Field::Priority));
        out.append("  <priority>").append(raw).append("</priority>\n");
    }
    if (e.flags & Entry::OutOfOrder)
        repaired("tag-order", file, entry,
                 [] { return QStringLiteral("children written in the schema's order"); });

    // extensions, verbatim after the core children
    frag = ExtensionFragment();
    const QByteArrayView ext = trimmedView(m_doc.pool().view(e.extensions));
    if (!ext.isEmpty()) {
        scanFragment(ext, m_prefixes, frag);
        if (!frag.undeclaredPrefix.isEmpty())
            return fail("extension-undeclared",
                        QStringLiteral("an extension element uses the prefix %1, which no "
                                       "namespace is declared for")
                            .arg(frag.undeclaredPrefix));
        QByteArray kept;
        QByteArrayView written = ext;
        if (!frag.unknown.empty() || !frag.undeclared.empty()) {
            // Both lists are in document order; a span inside one already left out
            // (an undeclared attribute of an unknown element) is skipped.
            std::vector<const ExtensionFragment::Span *> spans;
            for (const ExtensionFragment::Span &span : frag.unknown)
                spans.push_back(&span);
            for (const ExtensionFragment::Span &span : frag.undeclared)
                spans.push_back(&span);
            std::stable_sort(spans.begin(), spans.end(),
                             [](const ExtensionFragment::Span *a,
                                const ExtensionFragment::Span *b) { return a->begin < b->begin; });
            qsizetype at = 0;
            for (const ExtensionFragment::Span *span : spans) {
                if (span->begin < at)
                    continue;
                kept.append(ext.sliced(at, span->begin - at));
                at = span->end;
                if (span->name.isEmpty())
                    continue;
                note(m_report.leftOut, m_report.leftOutCounts, QStringLiteral("tag-unknown"), file,
                     entry, [&] {
                         return QStringLiteral("<%1> in entry %2 of %3 is not a sitemap element "
                                               "and was left out")
                             .arg(span->name)
                             .arg(entry)
                             .arg(fileLabel(m_doc.file(file)));
                     });
            }
            kept.append(ext.sliced(at));
            written = trimmedView(kept);
            if (!frag.undeclared.empty())
                repaired("prefix-undeclared", file, entry, [&] {
                    return QStringLiteral("%1 element(s) or attribute(s) with an undeclared prefix "
                                          "in entry %2 of %3 were left out")
                        .arg(frag.undeclared.size())
                        .arg(entry)
                        .arg(fileLabel(m_doc.file(file)));
                });
        }
        if (frag.nsMask & m_sequences.mask()) {
            QByteArray ordered = m_sequences.fix(written);
            if (!ordered.isEmpty()) {
                kept = std::move(ordered);
                written = kept;
                repaired("tag-order", file, entry, [] {
                    return QStringLiteral("children of extension elements written in the "
                                          "schema's order");
                });
            }
        }
        if (!written.isEmpty())
            out.append("  ").append(written).append('\n');
        for (size_t i = 0; i < m_prefixes.decls().size(); ++i) {
            if (frag.nsOverflow || (i < 64 && (frag.nsMask & (quint64(1) << i)))) {
                const QString nsUri = QString::fromUtf8(m_prefixes.decls()[i].second);
                if (nsUri != Ns::Image && nsUri != Ns::Video && nsUri != Ns::News &&
                    nsUri != Ns::Xhtml)
                    m_notValidated.insert(nsUri);
            }
        }
    }
    out.append(indexEntry ? "</sitemap>\n" : "</url>\n");
    return true;
}

// An entry as appendEntry() wrote it, with its <lastmod> line replaced by (or, when
// it has none, given after its <loc> line) one holding lastmod.
QByteArray SaveRun::withLastmod(const QByteArray &entry, const QByteArray &lastmod)
{
    static constexpr QByteArrayView LocEnd("</loc>\n"), LastmodEnd("</lastmod>\n");
    const QByteArray line = "  <lastmod>" + lastmod + "</lastmod>\n";
    QByteArray out = entry;
    const qsizetype at = out.indexOf(LocEnd) + LocEnd.size(); // the line after the loc's
    if (QByteArrayView(out).sliced(at).startsWith("  <lastmod>")) {
        const qsizetype end = out.indexOf(LastmodEnd, at) + LastmodEnd.size();
        out.replace(at, end - at, line);
    } else {
        out.insert(at, line);
    }
    return out;
}

void SaveRun::appendIndexEntry(QByteArray &out, const QString &loc, QByteArrayView lastmod,
                               QByteArrayView extensions)
{
    out.append("<sitemap>\n  <loc>");
    XmlEscape::appendEscaped(out, UrlTools::toUriForm(loc).toUtf8());
    out.append("</loc>\n");
    if (!lastmod.isEmpty())
        out.append("  <lastmod>").append(lastmod).append("</lastmod>\n");
    if (!extensions.isEmpty())
        out.append("  ").append(extensions).append('\n');
    out.append("</sitemap>\n");
}

} // namespace Writing
