// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapreader.h"

#include "bytedecoding.h"
#include "fileaccess.h"
#include "mappedfile.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "splitread.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QUrl>

#include <expat.h>
#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace Reading {

namespace {

void readText(SitemapDocument &doc, SitemapFile &file, QByteArrayView data, int firstLine)
{
    int line = firstLine;
    qsizetype pos = 0;
    while (pos <= data.size()) {
        qsizetype nl = data.indexOf('\n', pos);
        if (nl < 0)
            nl = data.size();
        QByteArrayView text = data.sliced(pos, nl - pos);
        while (!text.isEmpty() && isXmlSpace(text.back()))
            text.chop(1);
        qsizetype lead = 0;
        while (lead < text.size() && isXmlSpace(text[lead]))
            ++lead;
        text = text.sliced(lead);
        if (!text.isEmpty()) {
            Entry e;
            e.setPosition(quint32(line), quint32(lead + 1));
            e.present = fieldBit(Field::Loc);
            e.values[int(Field::Loc)] = doc.pool().add(text);
            e.spots = quint32(file.spots.size());
            file.spots.push_back(SitemapFile::packOffset(pos + lead));
            file.entries.push_back(e);
        }
        ++line;
        pos = nl + 1;
    }
}

// The root's start tag: where declarations can be added to it (before its '>' or
// "/>") and the prefixes it declares; insertAt -1 when there is none to be found.
struct RootTag
{
    qsizetype insertAt = -1;
    std::vector<QByteArray> declared;
};

RootTag findRootTag(QByteArrayView d)
{
    RootTag root;
    const qsizetype n = d.size();
    qsizetype i = 0;
    while (i < n) {
        if (isXmlSpace(d[i])) {
            ++i;
            continue;
        }
        if (d[i] != '<')
            return root;
        const QByteArrayView rest = d.sliced(i);
        if (rest.startsWith("<?")) {
            const qsizetype end = d.indexOf("?>", i + 2);
            if (end < 0)
                return root;
            i = end + 2;
            continue;
        }
        if (rest.startsWith("<!--")) {
            const qsizetype end = d.indexOf("-->", i + 4);
            if (end < 0)
                return root;
            i = end + 3;
            continue;
        }
        if (rest.startsWith("<!")) { // DOCTYPE, with an internal subset in brackets
            int brackets = 0;
            char quote = 0;
            qsizetype j = i + 2;
            for (; j < n; ++j) {
                const char c = d[j];
                if (quote) {
                    quote = c == quote ? 0 : quote;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '[') {
                    ++brackets;
                } else if (c == ']') {
                    --brackets;
                } else if (c == '>' && brackets <= 0) {
                    break;
                }
            }
            i = j + 1;
            continue;
        }
        char quote = 0;
        qsizetype j = i + 1;
        for (; j < n; ++j) {
            const char c = d[j];
            if (quote) {
                quote = c == quote ? 0 : quote;
                continue;
            }
            if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                break;
            } else if (c == 'x' && isXmlSpace(d[j - 1]) && d.sliced(j).startsWith("xmlns:")) {
                qsizetype k = j + 6;
                while (k < n && d[k] != '=' && !isXmlSpace(d[k]))
                    ++k;
                root.declared.push_back(d.sliced(j + 6, k - j - 6).toByteArray());
            }
        }
        if (j >= n)
            return root;
        root.insertAt = d[j - 1] == '/' ? j - 1 : j;
        return root;
    }
    return root;
}

// Reads body whole when it uses namespace prefixes it never declares (PROTOCOL.md
// section 1, prefix-undeclared): expat refuses the start tag of the first use;
// each such prefix is then bound, by a declaration added to the root's start
// tag, to a namespace of its own (Ns::UndeclaredPrefixBase), and the file read
// again, positions given as in the file itself. A prefix bound in a nested scope
// only keeps that binding. A few rounds at most: each finds the prefixes of one tag.
void readXmlLenient(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
                    const ReadOptions &options, ReadStatus &status)
{
    const SitemapFile before = file;
    std::vector<QByteArray> unbound;
    readXml(doc, file, origin, body, options, status, unbound);
    if (unbound.empty() || status != ReadStatus::Ok)
        return;
    const RootTag root = findRootTag(body);
    if (root.insertAt < 0)
        return;
    std::vector<QByteArray> bound;
    for (int round = 0; round < 32 && !unbound.empty(); ++round) {
        bool added = false;
        for (const QByteArray &prefix : unbound) {
            if (std::find(bound.begin(), bound.end(), prefix) == bound.end() &&
                std::find(root.declared.begin(), root.declared.end(), prefix) ==
                    root.declared.end()) {
                bound.push_back(prefix);
                added = true;
            }
        }
        if (!added)
            return; // the verdict of the last read stands
        QByteArray declarations;
        for (const QByteArray &prefix : bound)
            declarations +=
                " xmlns:" + prefix + "=\"" + Ns::UndeclaredPrefixBase.toUtf8() + prefix + '"';
        QByteArray copy;
        copy.reserve(body.size() + declarations.size());
        copy.append(body.first(root.insertAt))
            .append(declarations)
            .append(body.sliced(root.insertAt));
        XmlParse::Injection shift;
        const QByteArrayView head = body.first(root.insertAt);
        const qsizetype lineStart = head.lastIndexOf('\n') + 1;
        shift.line = int(head.count('\n')) + 1;
        for (const char c : head.sliced(lineStart))
            shift.column += (uchar(c) & 0xC0) != 0x80;
        shift.length = int(declarations.size());
        file = before;
        XmlParse parse(doc, file, origin);
        parse.setInjection(shift);
        parse.run(copy, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        if (status != ReadStatus::Ok)
            return;
    }
}

// stopEarly: a gzip stream is inflated only to where it surely stops being
// well-formed (*stoppedEarly then says it was).
void readInto(SitemapDocument &doc, SitemapFile &file, QByteArrayView raw,
              const ReadOptions &options, ReadStatus &status, bool stopEarly = false,
              bool *stoppedEarly = nullptr)
{
    QByteArray inflated;
    QByteArrayView data = raw;
    if (raw.size() >= 2 && uchar(raw[0]) == 0x1f && uchar(raw[1]) == 0x8b) {
        file.gzip = true;
        inflated = gunzip(raw, options.maxBytes, file, stopEarly, stoppedEarly);
        data = inflated;
    } else if (data.size() > options.maxBytes) {
        file.tooLarge = true;
        file.truncatedAtLimit = true;
        data = data.first(qsizetype(options.maxBytes));
    }
    file.uncompressedSize = data.size();
    if (file.gzip && !file.tooLarge && file.uncompressedSize > Protocol::MaxFileBytes)
        file.tooLarge = true;
    if (!file.gzip && raw.size() > Protocol::MaxFileBytes)
        file.tooLarge = true;

    // UTF-16 (by its byte order mark) is read after conversion to UTF-8.
    QByteArray converted;
    const bool bomLE = data.size() >= 2 && uchar(data[0]) == 0xFF && uchar(data[1]) == 0xFE;
    const bool bomBE = data.size() >= 2 && uchar(data[0]) == 0xFE && uchar(data[1]) == 0xFF;
    // Without a mark, UTF-16 shows in a first '<' followed or preceded by NUL
    // (XML 1.0 appendix F). Expat detects it by itself and would read such a
    // file without the utf16 fact, so that encoding-not-utf8 was never reported.
    const bool bareLE = !bomLE && !bomBE && data.size() >= 4 && data[0] == '<' && data[1] == '\0' &&
                        data[2] != '\0' && data[3] == '\0';
    const bool bareBE = !bomLE && !bomBE && data.size() >= 4 && data[0] == '\0' && data[1] == '<' &&
                        data[2] == '\0' && data[3] != '\0';
    if (bomLE || bomBE || bareLE || bareBE) {
        file.utf16 = true;
        const bool littleEndian = bomLE || bareLE;
        QStringDecoder decoder{littleEndian ? QStringConverter::Utf16LE
                                            : QStringConverter::Utf16BE};
        converted = QString(decoder(data.sliced(bomLE || bomBE ? 2 : 0))).toUtf8();
        data = converted;
    }
    if (data.startsWith("\xEF\xBB\xBF")) {
        file.bom = true;
        data = data.sliced(3);
        file.source.bodyOffset = 3;
    }
    // The values of a large file are a good part of its bytes.
    doc.pool().expect(data.size());

    qsizetype first = 0;
    while (first < data.size() && isXmlSpace(data[first]))
        ++first;
    if (first == data.size()) {
        file.kind = FileKind::Text; // empty or only whitespace: an empty sitemap
        return;
    }

    // A declaration is looked for near the start only (junk before it is a
    // warning or a blank line, not megabytes) and never after the root.
    const QByteArrayView headPart = data.first(std::min(data.size(), DeclarationLookBytes));
    qsizetype decl = headPart.indexOf("<?xml ");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\t");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\n");
    if (decl < 0)
        decl = headPart.indexOf("<?xml\r");
    if (decl > 0) {
        const QByteArrayView before = headPart.first(decl);
        if (before.contains("<urlset") || before.contains("<sitemapindex"))
            decl = -1;
    }
    bool xml = data[first] == '<' || decl >= 0;
    qsizetype rootAt = -1;
    if (!xml) {
        const qsizetype u = data.indexOf("<urlset");
        const qsizetype s = data.indexOf("<sitemapindex");
        rootAt = u < 0 ? s : (s < 0 ? u : std::min(u, s));
        xml = rootAt >= 0;
    }

    if (!xml) {
        if (looksBinary(data)) {
            file.kind = FileKind::Unknown;
            file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "binary data"));
            return;
        }
        if (const QString look = lookOf(data); !look.isEmpty()) {
            file.kind = FileKind::Unknown;
            file.notSitemap = look;
            return;
        }
        if (data[first] == '{' || data[first] == '[') {
            file.kind = FileKind::Unknown;
            file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "a JSON document"));
            return;
        }
        file.kind = FileKind::Text;
        QByteArray repaired;
        const qsizetype bad = firstInvalidUtf8(data);
        if (bad >= 0) {
            file.invalidUtf8 = positionIn(data, bad);
            repaired = QString::fromUtf8(data).toUtf8();
            data = repaired;
        }
        readText(doc, file, data, 1);
        return;
    }

    // Junk before the declaration (or, without one, before the root) is skipped.
    qsizetype start = 0;
    if (decl > 0)
        start = decl;
    else if (decl < 0 && data[first] != '<' && rootAt > 0)
        start = rootAt;
    if (start > 0)
        file.leadingContent = {1, 1};
    file.source.bodyOffset += start;
    Origin origin;
    {
        const QByteArrayView skipped = data.first(start);
        origin.lineOffset = int(skipped.count('\n'));
        const qsizetype lastNl = skipped.lastIndexOf('\n');
        origin.columnOffset = int(start - (lastNl + 1));
    }
    QByteArrayView body = data.sliced(start);

    // Only UTF-8 reaches expat: another declared encoding is converted first.
    file.declaredEncoding = declaredEncoding(body);
    QByteArray recoded;
    if (!file.declaredEncoding.isEmpty() && !file.utf16 && !isUtf8Name(file.declaredEncoding)) {
        if (isAsciiName(file.declaredEncoding)) {
            file.nonAscii =
                std::any_of(body.begin(), body.end(), [](char c) { return (c & 0x80) != 0; });
        } else {
            QStringDecoder decoder(file.declaredEncoding.toLatin1().constData());
            if (decoder.isValid()) {
                recoded = QString(decoder(body)).toUtf8();
            } else {
                QStringDecoder latin1(QStringConverter::Latin1);
                recoded = QString(latin1(body)).toUtf8();
            }
            body = recoded;
        }
    }
    if (recoded.isEmpty()) {
        const qsizetype bad = firstInvalidUtf8(body);
        if (bad >= 0) {
            TextPosition pos = positionIn(body, bad);
            if (pos.line == 1)
                pos.column += origin.columnOffset;
            pos.line += origin.lineOffset;
            file.invalidUtf8 = pos;
            // Read on with the bad bytes replaced, so that nothing after them is lost.
            recoded = QString::fromUtf8(body).toUtf8();
            body = recoded;
        }
    }

    readXmlLenient(doc, file, origin, body, options, status);
    // Room left unused is memory held (24 MiB over an index of twenty 50,000-URL
    // files, grown by doubling) unless given back.
    PageStorage::trimToSize(file.entries);
    PageStorage::trimToSize(file.spots);
    if (file.kind == FileKind::Unknown && file.notSitemap.isEmpty() && !file.entityDeclared) {
        file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "an XML document"));
    }
    if (file.malformed && file.rootName.isEmpty() && !file.entityDeclared) {
        // Never reached a root element: say what the file looks like when we can.
        const QString look = lookOf(body);
        if (!look.isEmpty()) {
            file.kind = FileKind::Unknown;
            file.notSitemap = look;
            file.malformed = false;
            file.errorMessage.clear();
            file.errorPosition = {};
        } else {
            file.kind = FileKind::Unknown;
        }
    }
}

} // namespace

} // namespace Reading

int SitemapReader::readBytes(SitemapDocument &doc, const QByteArray &bytes, const QString &name,
                             const ReadOptions &options, ReadStatus *status)
{
    SitemapFile file;
    file.path = name;
    ReadStatus st = ReadStatus::Ok;
    bool stoppedEarly = false;
    Reading::readInto(doc, file, QByteArrayView(bytes), options, st, true, &stoppedEarly);
    if (stoppedEarly && file.malformed && file.rootName.isEmpty() && st == ReadStatus::Ok) {
        // As readFile(): what the file looks like is told from all of its text.
        file = SitemapFile();
        file.path = name;
        Reading::readInto(doc, file, QByteArrayView(bytes), options, st);
    }
    if (st == ReadStatus::Cancelled) {
        file.malformed = true;
        file.errorMessage = QStringLiteral("reading was cancelled");
    }
    if (status)
        *status = st;
    return doc.addFile(std::move(file));
}

int SitemapReader::splitReads()
{
    return Reading::splitReads();
}

int SitemapReader::piecesJoined()
{
    return Reading::piecesJoined();
}

int SitemapReader::readFile(SitemapDocument &doc, const QString &path, const ReadOptions &options,
                            ReadStatus *status)
{
    SitemapFile file;
    file.path = FileAccess::absolutePath(path);
    if (status)
        *status = ReadStatus::Ok;

    FileAccess::Stamp before = FileAccess::stamp(file.path);
    const SitemapFile unread = file;
    // Compressed data may be slightly larger than what it holds: room for that.
    // A file that begins as XML is not read past a byte XML never allows, nor past
    // a tag at which it surely stops being well-formed.
    FileAccess::ReadResult result;
    ReadStatus st = ReadStatus::Ok;
    // Reads the file into result; false (the file added as unreadable) when it cannot.
    const auto read = [&](Reading::XmlReadEnd *readEnd, FileAccess::Mapping mapping) {
        result = FileAccess::ReadResult();
        result = FileAccess::readFile(
            path, options.maxBytes, options.maxBytes + options.maxBytes / 8 + (1 << 20),
            options.confineToFolder,
            [readEnd](QByteArrayView bytes, qsizetype from) { return (*readEnd)(bytes, from); },
            mapping);
        if (result.stopped && result.size > Protocol::MaxFileBytes)
            file.tooLarge = true; // over the limit, though the rest was not read
        if (result.ok)
            return true;
        file.unreadable = true;
        file.readError = result.error;
        file.kind = FileKind::Unknown;
        return false;
    };
    // Reads and parses the file; false when it could not be read.
    const auto readAndParse = [&](FileAccess::Mapping mapping) {
        file = unread;
        st = ReadStatus::Ok;
        Reading::XmlReadEnd readEnd;
        if (!read(&readEnd, mapping))
            return false;
        bool stoppedEarly = false;
        Reading::readInto(doc, file, result.bytes, options, st, true, &stoppedEarly);
        if ((readEnd.stopped() || stoppedEarly) && file.malformed && file.rootName.isEmpty() &&
            st == ReadStatus::Ok) {
            // The parse stopped before a root element, where what the file looks like
            // is told from all of its text (lookOf()): read again without stopping
            // early, so that the verdict is the whole file's.
            file = unread;
            Reading::XmlReadEnd whole(false);
            if (!read(&whole, mapping))
                return false;
            Reading::readInto(doc, file, result.bytes, options, st);
        }
        return true;
    };
    // A file is mapped where it can be (no copy of it). One that was cut short while
    // mapped read as zeros from there on, and one that changed may have shown some
    // of its new bytes: it is read again, by read(2), for a verdict on bytes that
    // were there together.
    if (!readAndParse(FileAccess::Mapping::Allowed))
        return doc.addFile(std::move(file));
    FileAccess::Stamp after = FileAccess::stamp(file.path);
    if (result.mapped &&
        (result.mapped->cut() || after.size != before.size ||
         after.modifiedMs != before.modifiedMs) &&
        st != ReadStatus::Cancelled) {
        before = FileAccess::stamp(file.path);
        if (!readAndParse(FileAccess::Mapping::Never))
            return doc.addFile(std::move(file));
        after = FileAccess::stamp(file.path);
    }
    const QByteArrayView bytes = result.bytes;
    // The stamp a save compares before it copies the file's own bytes: what was
    // read, unless the file changed while it was read.
    if (after.size == bytes.size() && after.modifiedMs == before.modifiedMs) {
        file.source.size = after.size;
    }
    file.source.modifiedMs = before.modifiedMs;
    FileAccess::recycle(std::move(result.bytes));
    if (st == ReadStatus::Cancelled) {
        file.malformed = true;
        file.errorMessage = QStringLiteral("reading was cancelled");
    }
    if (status)
        *status = st;
    return doc.addFile(std::move(file));
}
