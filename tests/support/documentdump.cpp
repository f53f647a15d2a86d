// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentdump.h"

#include "sitemapdocument.h"

namespace TestSupport {

static QString pos(const TextPosition &p)
{
    return QStringLiteral("%1:%2").arg(p.line).arg(p.column);
}

QStringList dumpDocument(const SitemapDocument &doc)
{
    QStringList out;
    for (int f = 0; f < doc.fileCount(); ++f) {
        const SitemapFile &file = doc.file(f);
        out << QStringLiteral("file %1 kind=%2 ns=%3 rootNs=%4 root=%5 nsAttr=%6 notSitemap=%7")
                   .arg(file.path)
                   .arg(int(file.kind))
                   .arg(int(file.namespaceKind))
                   .arg(file.rootNamespace, file.rootName, file.nsAttribute, file.notSitemap);
        out << QStringLiteral("gzip=%1 corrupt=%2 %3 bom=%4 enc=%5 utf16=%6 nonAscii=%7 "
                              "badUtf8=%8 leading=%9")
                   .arg(file.gzip)
                   .arg(file.gzipCorrupt)
                   .arg(file.gzipError)
                   .arg(file.bom)
                   .arg(file.declaredEncoding)
                   .arg(file.utf16)
                   .arg(file.nonAscii)
                   .arg(pos(file.invalidUtf8), pos(file.leadingContent));
        out << QStringLiteral("malformed=%1 at=%2 msg=%3 tooLarge=%4 truncated=%5 size=%6")
                   .arg(file.malformed)
                   .arg(pos(file.errorPosition), file.errorMessage)
                   .arg(file.tooLarge)
                   .arg(file.truncatedAtLimit)
                   .arg(file.uncompressedSize);
        out << QStringLiteral("unreadable=%1 %2 stray=%3 %4 %5 entries=%6")
                   .arg(file.unreadable)
                   .arg(file.readError)
                   .arg(file.strayElements)
                   .arg(file.firstStrayElement, pos(file.firstStrayPosition))
                   .arg(file.entries.size());
        out << QStringLiteral("root at %1 feed=%2 undeclared=%3 at %4 doctype=%5 entities=%6")
                   .arg(pos(file.rootPosition))
                   .arg(int(file.feed))
                   .arg(file.undeclaredPrefixes.join(QLatin1Char(',')),
                        pos(file.undeclaredPrefixAt), pos(file.doctype))
                   .arg(file.entityDeclared);
        for (size_t i = 0; i < file.entries.size(); ++i) {
            const Entry &e = file.entries[i];
            QString line =
                QStringLiteral("entry %1 at %2:%3 present=%4 repeated=%5 flags=%6 ext=%7")
                    .arg(i)
                    .arg(e.line)
                    .arg(e.column)
                    .arg(e.present)
                    .arg(e.repeated)
                    .arg(e.flags)
                    .arg(e.extensionCount);
            for (const TextRef &v : e.values)
                line += QStringLiteral(" [%1]").arg(QString::fromUtf8(doc.pool().view(v)));
            line += QStringLiteral(" {%1}").arg(QString::fromUtf8(doc.pool().view(e.extensions)));
            // Where each child element starts: the core ones, the repeated and unknown
            // ones, and every extension child.
            line += QStringLiteral(" spots");
            for (int k = 0; k < FixedSpotCount; ++k)
                line += QLatin1Char(' ') + pos(file.spot(e, Spot(k)));
            for (quint32 k = 0; k < e.extensionCount && k < 64; ++k)
                line += QLatin1Char(' ') + pos(file.spot(e, Spot::Extension, int(k)));
            out << line;
        }
    }
    for (const auto &[prefix, uri] : doc.namespaces().declarations())
        out << QStringLiteral("xmlns:%1=%2").arg(prefix, uri);
    return out;
}

} // namespace TestSupport
