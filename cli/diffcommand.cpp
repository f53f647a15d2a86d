// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool diff (PROTOCOL.md section 6): what changed between two sitemaps
// or two sets (an index with the children found next to it), as lines or one
// JSON object.

#include "commandline.h"
#include "documentloader.h"
#include "jsontext.h"
#include "sitemapcompare.h"
#include "sitemapdocument.h"
#include "sourceloader.h"
#include "toolcommands.h"

#include <QDir>
#include <QFileInfo>

namespace {

// Reads one side; 2 when it cannot be compared at all.
int loadSide(const QString &argument, SitemapDocument &doc, QTextStream &err)
{
    SourceLoader::load(doc, argument, {}, QStringLiteral("diff"), err);
    const SitemapFile &file = doc.file(0);
    if (file.unreadable) {
        err << argument << ": error: cannot read the file: " << file.readError << '\n';
        return 2;
    }
    if (!file.isSitemap()) {
        err << argument << ": error: not a sitemap: this looks like "
            << (file.notSitemap.isEmpty() ? QStringLiteral("something else") : file.notSitemap)
            << '\n';
        return 2;
    }
    // A side read only in part is compared as far as it was read; say so.
    for (int f = 0; f < doc.fileCount(); ++f) {
        const SitemapFile &sf = doc.file(f);
        const QString path = SourceLoader::displayPath(argument, doc, f);
        if (sf.malformed)
            err << path << ':' << sf.errorPosition.line << ':' << sf.errorPosition.column
                << ": warning: reading stopped: " << sf.errorMessage << " (compared the "
                << doc.entryCount(f) << " entries before it)\n";
        else if (sf.truncatedAtLimit)
            err << path << ": warning: reading stopped after " << sf.uncompressedSize
                << " bytes, past the protocol's limit (compared the " << doc.entryCount(f)
                << " entries before it)\n";
        else if (f > 0 && sf.unreadable)
            err << path << ": warning: cannot read the file: " << sf.readError
                << " (its entries are not compared)\n";
    }
    return 0;
}

QString textValue(const std::optional<QString> &v)
{
    if (!v)
        return QStringLiteral("(none)");
    // Extension XML on one line.
    return v->simplified();
}

QString jsonValue(const std::optional<QString> &v)
{
    return v ? JsonText::quoted(*v) : QStringLiteral("null");
}

} // namespace

int ToolCommands::diff(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    if (const int status = CommandLine::parse(parser, "diff", arguments, out, err); status >= 0)
        return status;
    if (!SourceLoader::beginRun(parser, "diff", err))
        return 2;
    const bool json = parser.value(QStringLiteral("format")) == QLatin1String("json");
    const QStringList sides = parser.positionalArguments();
    if (sides.size() != 2)
        return CommandLine::usageError("diff",
                                       sides.size() < 2 ? QStringLiteral("OLD and NEW are needed")
                                                        : QStringLiteral("too many files"),
                                       err);

    SitemapDocument before, after;
    const int statusBefore = loadSide(sides[0], before, err);
    const int statusAfter = loadSide(sides[1], after, err);
    if (statusBefore || statusAfter)
        return 2;

    const Compare::Result r = Compare::compare(before, after);
    if (json) {
        auto refs = [&](const std::vector<Compare::EntryRef> &list, const SitemapDocument &doc,
                        const QString &argument) {
            out << '[';
            for (size_t k = 0; k < list.size(); ++k) {
                if (k)
                    out << ',';
                out << "{\"loc\":" << JsonText::quoted(Compare::locText(doc, list[k]))
                    << ",\"file\":"
                    << JsonText::quoted(SourceLoader::displayPath(argument, doc, list[k].file))
                    << '}';
            }
            out << ']';
        };
        out << "{\"added\":";
        refs(r.added, after, sides[1]);
        out << ",\"removed\":";
        refs(r.removed, before, sides[0]);
        out << ",\"changed\":[";
        for (size_t k = 0; k < r.changed.size(); ++k) {
            const Compare::Changed &c = r.changed[k];
            if (k)
                out << ',';
            out << "{\"loc\":" << JsonText::quoted(Compare::locText(after, c.after)) << ",\"file\":"
                << JsonText::quoted(SourceLoader::displayPath(sides[1], after, c.after.file))
                << ",\"fields\":{";
            bool first = true;
            for (int a = 0; a < Compare::AspectCount; ++a) {
                if (!c.has(Compare::Aspect(a)))
                    continue;
                if (!first)
                    out << ',';
                first = false;
                out << '"' << Compare::aspectKey(Compare::Aspect(a)) << "\":["
                    << jsonValue(Compare::aspectValue(before, c.before, Compare::Aspect(a))) << ','
                    << jsonValue(Compare::aspectValue(after, c.after, Compare::Aspect(a))) << ']';
            }
            out << "}}";
        }
        out << "],\"summary\":{\"added\":" << r.added.size() << ",\"removed\":" << r.removed.size()
            << ",\"changed\":" << r.changed.size() << ",\"unchanged\":" << r.unchanged << "}}\n";
    } else {
        for (const Compare::EntryRef &e : r.added)
            out << "+ " << Compare::locText(after, e) << '\n';
        for (const Compare::EntryRef &e : r.removed)
            out << "- " << Compare::locText(before, e) << '\n';
        for (const Compare::Changed &c : r.changed) {
            const QString loc = Compare::locText(after, c.after);
            for (int a = 0; a < Compare::AspectCount; ++a) {
                if (!c.has(Compare::Aspect(a)))
                    continue;
                out << "~ " << loc << ' ' << Compare::aspectKey(Compare::Aspect(a)) << ' '
                    << textValue(Compare::aspectValue(before, c.before, Compare::Aspect(a)))
                    << " -> " << textValue(Compare::aspectValue(after, c.after, Compare::Aspect(a)))
                    << '\n';
            }
        }
        out << r.added.size() << " added, " << r.removed.size() << " removed, " << r.changed.size()
            << " changed, " << r.unchanged << " unchanged\n";
    }
    return r.identical() ? 0 : 1;
}
