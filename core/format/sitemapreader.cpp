#include "sitemapreader.h"

#include "bytedecoding.h"
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
            e.line = quint32(line);
            e.column = quint32(lead + 1);
            e.present = fieldBit(Field::Loc);
            e.values[int(Field::Loc)] = doc.pool().add(text);
            file.entries.push_back(e);
        }
        ++line;
        pos = nl + 1;
    }
}

void readInto(SitemapDocument &doc, SitemapFile &file, QByteArrayView raw,
              const ReadOptions &options, ReadStatus &status)
{
    QByteArray inflated;
    QByteArrayView data = raw;
    if (raw.size() >= 2 && uchar(raw[0]) == 0x1f && uchar(raw[1]) == 0x8b) {
        file.gzip = true;
        inflated = gunzip(raw, options.maxBytes, file);
        data = inflated;
    } else if (data.size() > options.maxBytes) {
        file.tooLarge = true;
        file.truncatedAtLimit = true;
        data = data.first(qsizetype(options.maxBytes));
    }
    file.uncompressedSize = data.size();
    if (file.gzip && !file.tooLarge && file.uncompressedSize > 52428800)
        file.tooLarge = true;
    if (!file.gzip && raw.size() > 52428800)
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
    }

    qsizetype first = 0;
    while (first < data.size() && isXmlSpace(data[first]))
        ++first;
    if (first == data.size()) {
        file.kind = FileKind::Text; // empty or only whitespace: an empty sitemap
        return;
    }

    // A declaration is looked for near the start only (junk before it is a
    // warning or a blank line, not megabytes) and never after the root.
    const QByteArrayView headPart = data.first(std::min<qsizetype>(data.size(), 64 * 1024));
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

    readXml(doc, file, origin, body, options, status);
    // Growing by doubling left up to a third of each file's entries unused: 24 MiB
    // over an index of twenty 50,000-URL files.
    file.entries.shrink_to_fit();
    if (file.kind == FileKind::Unknown && file.notSitemap.isEmpty()) {
        file.notSitemap = notSitemapText(QT_TRANSLATE_NOOP("Rules", "an XML document"));
    }
    if (file.malformed && file.rootName.isEmpty()) {
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
    Reading::readInto(doc, file, QByteArrayView(bytes), options, st);
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

int SitemapReader::readFile(SitemapDocument &doc, const QString &path, const ReadOptions &options,
                            ReadStatus *status)
{
    SitemapFile file;
    const QFileInfo info(path);
    file.path = info.absoluteFilePath();
    if (status)
        *status = ReadStatus::Ok;

    QFile f(path);
    if (!info.exists()) {
        file.unreadable = true;
        file.readError = QStringLiteral("no such file");
    } else if (info.isDir()) {
        file.unreadable = true;
        file.readError = QStringLiteral("is a directory, not a file");
    } else if (!f.open(QIODevice::ReadOnly)) {
        file.unreadable = true;
        file.readError = f.errorString();
    }
    if (file.unreadable) {
        file.kind = FileKind::Unknown;
        return doc.addFile(std::move(file));
    }

    // Map the file when we can: a large sitemap is parsed without a copy.
    QByteArray owned;
    QByteArrayView bytes;
    const qint64 size = f.size();
    uchar *mapped = size > 0 ? f.map(0, size) : nullptr;
    if (mapped) {
        bytes = QByteArrayView(reinterpret_cast<const char *>(mapped), qsizetype(size));
    } else {
        // Not mappable (a pipe, a special file): read at most the limit plus one byte.
        owned = f.read(options.maxBytes + 1);
        if (f.error() != QFileDevice::NoError) {
            file.unreadable = true;
            file.kind = FileKind::Unknown;
            file.readError = f.errorString();
            return doc.addFile(std::move(file));
        }
        bytes = owned;
    }
    ReadStatus st = ReadStatus::Ok;
    Reading::readInto(doc, file, bytes, options, st);
    if (mapped)
        f.unmap(mapped);
    if (st == ReadStatus::Cancelled) {
        file.malformed = true;
        file.errorMessage = QStringLiteral("reading was cancelled");
    }
    if (status)
        *status = st;
    return doc.addFile(std::move(file));
}
