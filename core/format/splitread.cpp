// SPDX-License-Identifier: GPL-3.0-or-later
#include "splitread.h"

#include "bytedecoding.h"
#include "documentjoin.h"
#include "workerthread.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace Reading {

// The second half of the file, from a child of the root near the middle (split),
// is read on a thread of its own, into a document of its own: its scanner reads
// the prolog and the root's start tag, then jumps to split, so that it has the
// root's namespace bindings in scope and counts every position in the file's
// own bytes. The first reader stops at split when its scanner arrives there
// directly inside the root, having verified everything before it; the second
// reader's entries, facts and verdict then continue the first's, exactly as one
// reader going on would have produced them (same bindings, same state). Anywhere
// else (split inside a comment, say, or the first half read by expat) the first
// reader reads to the end by itself and the second's work is thrown away. When
// the second half needs expat (it cannot jump), expat reads a copy: the prolog
// and root tag, whitespace that puts split's byte on its own line and column,
// then the rest (secondHalf()).

namespace {

std::atomic<int> g_splitReads{0};

// Entries reserved ahead: one per so many bytes of XML. A typical entry takes
// 100 to 300 bytes; a file of entries as short as this still reads, by growing.
constexpr qsizetype BytesPerEntryReserved = 64;

// Where the root's start tag ends and the qualified name of its entries, or -1.
qsizetype rootStartTag(QByteArrayView body, QByteArray *entryTag)
{
    struct Probe
    {
        FastXmlScanner *scanner = nullptr;
        QByteArray entryTag;
    } probe;
    FastXmlScanner scanner(body);
    probe.scanner = &scanner;
    FastXmlHandler handler;
    handler.user = &probe;
    handler.start = [](void *user, const char *name, const char **) {
        auto *self = static_cast<Probe *>(user);
        // "uri\1local\1prefix" (or "local" without a namespace).
        const QList<QByteArray> parts = QByteArray(name).split(NsSeparator);
        const QByteArray local = parts.size() >= 2 ? parts[1] : parts[0];
        const QByteArray prefix = parts.size() >= 3 ? parts[2] : QByteArray();
        const char *entry = local == "urlset"         ? "url"
                            : local == "sitemapindex" ? "sitemap"
                                                      : nullptr;
        if (entry)
            self->entryTag = '<' + (prefix.isEmpty() ? QByteArray() : prefix + ':') + entry;
        self->scanner->stop();
    };
    handler.end = [](void *, const char *) {};
    handler.text = [](void *, const char *, int) {};
    if (scanner.run(handler) != FastXmlScanner::Result::Stopped || probe.entryTag.isEmpty())
        return -1;
    *entryTag = probe.entryTag;
    return scanner.offset();
}

// A start tag of an entry near the middle of body, after from, or -1.
qsizetype splitPoint(QByteArrayView body, qsizetype from, const QByteArray &entryTag)
{
    const qsizetype middle = from + (body.size() - from) / 2;
    const qsizetype window = std::min<qsizetype>(body.size(), middle + (1 << 20));
    for (qsizetype at = body.indexOf(entryTag, middle); at >= 0 && at < window;
         at = body.indexOf(entryTag, at + 1)) {
        const qsizetype next = at + entryTag.size();
        if (next < body.size() && (body[next] == '>' || isXmlSpace(body[next])))
            return at;
    }
    return -1;
}

} // namespace

// The second half for expat (see above).
QByteArray secondHalf(QByteArrayView body, qsizetype headEnd, qsizetype split)
{
    const QByteArrayView between = body.sliced(headEnd, split - headEnd);
    qsizetype lines = 0;
    qsizetype lineStart = 0; // in between, after its last line end
    for (const char *p = between.data(), *end = between.data() + between.size();;) {
        const void *nl = std::memchr(p, '\n', size_t(end - p));
        if (!nl)
            break;
        ++lines;
        p = static_cast<const char *>(nl) + 1;
        lineStart = p - between.data();
    }
    if (between.contains('\r')) { // a lone CR ends a line too (CR LF was counted at its LF)
        for (qsizetype i = 0; i < between.size(); ++i) {
            if (between[i] == '\r' && (i + 1 == between.size() || between[i + 1] != '\n')) {
                ++lines;
                lineStart = std::max(lineStart, i + 1);
            }
        }
    }
    qsizetype columns = 0; // characters, as positions count them
    const QByteArrayView lastLine = lines > 0 ? between.sliced(lineStart) : between;
    for (const char c : lastLine)
        columns += (uchar(c) & 0xC0) != 0x80;
    if (lines == 0) {
        // On the line of the root tag: its characters are in the head already.
        columns = 0;
        for (const char c : between)
            columns += (uchar(c) & 0xC0) != 0x80;
    }
    QByteArray out;
    out.reserve(headEnd + lines + columns + body.size() - split);
    out.append(body.first(headEnd));
    out.append(QByteArray(lines, '\n'));
    out.append(QByteArray(columns, ' '));
    out.append(body.sliced(split));
    return out;
}

// Reads body (the XML from its declaration on) into file, on two threads when it
// is large enough and has a place to split. unbound gets the prefixes of the
// start tag where the read stopped because they were never declared.
void readXml(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
             const ReadOptions &options, ReadStatus &status, std::vector<QByteArray> &unbound)
{
    QByteArray entryTag;
    qsizetype headEnd = -1;
    qsizetype split = -1;
    // SITEMAP_SPLIT_READ=0 turns it off, to compare (the benchmark does).
    static const bool enabled = qgetenv("SITEMAP_SPLIT_READ") != "0";
    if (enabled && options.parallel && options.splitMinBytes > 0 &&
        body.size() >= options.splitMinBytes && FastXmlScanner::enabled() &&
        std::thread::hardware_concurrency() > 1) {
        headEnd = rootStartTag(body, &entryTag);
        if (headEnd > 0)
            split = splitPoint(body, headEnd, entryTag);
    }
    // Room for the entries the body could hold, reserved ahead: growing by doubling
    // would copy the table again at each step. Unused room holds no memory (the
    // table is mapped on its own), and a file of smaller entries still grows.
    file.entries.reserve(file.entries.size() + size_t(body.size() / BytesPerEntryReserved));
    if (split < 0) {
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }

    const SitemapFile before = file;
    SitemapDocument secondDoc;
    SitemapFile second;
    ReadStatus secondStatus = ReadStatus::Ok;
    std::atomic<bool> dropSecond{false};
    ReadOptions secondOptions;
    secondOptions.maxBytes = options.maxBytes;
    secondOptions.cancel = &dropSecond;
    secondOptions.parallel = false;
    // Progress: the bytes both halves have read, one call at a time. Should the
    // first read on past split alone, its own figure counts from then on. The
    // second half hears of a cancel through its own flag.
    ReadOptions firstOptions = options;
    std::mutex progressMutex;
    qint64 firstDone = 0;
    qint64 secondDone = 0;
    bool alone = false;
    if (options.progress) {
        firstOptions.progress = [&](qint64 done, qint64) {
            std::lock_guard lock(progressMutex);
            alone = alone || done > split;
            firstDone = done;
            options.progress(alone ? done : std::min(firstDone + secondDone, body.size()),
                             body.size());
        };
    }
    if (options.progress || options.cancel) {
        secondOptions.progress = [&](qint64 done, qint64) {
            if (options.progress) {
                std::lock_guard lock(progressMutex);
                secondDone = std::max<qint64>(0, done - split);
                if (!alone)
                    options.progress(std::min(firstDone + secondDone, body.size()), body.size());
            }
            // Looked at after the call, as one reader does.
            if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                dropSecond.store(true, std::memory_order_relaxed);
        };
    }
    std::vector<QByteArray> secondUnbound;
    second.entries.reserve(size_t((body.size() - split) / BytesPerEntryReserved));
    WorkerThread worker([&] {
        XmlParse parse(secondDoc, second, origin);
        parse.setSkip(headEnd, split);
        parse.run(body, "UTF-8", secondOptions, secondStatus);
        secondUnbound = parse.unboundPrefixes();
    });

    bool joined = false;
    {
        XmlParse parse(doc, file, origin);
        parse.setPauseAt(split);
        parse.run(body, "UTF-8", firstOptions, status);
        joined = parse.paused() && status == ReadStatus::Ok;
        unbound = parse.unboundPrefixes();
    }
    if (!joined)
        dropSecond.store(true, std::memory_order_relaxed);
    worker.join();
    if (!joined)
        return; // the first reader read everything itself (or was cancelled)
    unbound = std::move(secondUnbound);

    if (!prefixesAgree(doc.namespaces(), secondDoc.namespaces())) {
        if (secondStatus == ReadStatus::Cancelled) {
            status = ReadStatus::Cancelled; // the first half stands
            return;
        }
        // The second reader picked prefixes a single reader would not have: read
        // the file again, in one go. (Its text stays in the pool, unused.)
        file = before;
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }
    g_splitReads.fetch_add(1, std::memory_order_relaxed);
    // Cancelled in the second half: what it read before stands, as in one reader.
    status = secondStatus;
    // The second half's entries are rebased as they are copied, in one go.
    const quint32 chunkOffset = absorbApart(doc, secondDoc);
    const auto spotBase = quint32(file.spots.size());
    // Exactly the room both halves need: growing would leave slack the reader then
    // copies the whole table again to give back.
    file.spots.reserve(file.spots.size() + second.spots.size());
    file.spots.insert(file.spots.end(), second.spots.begin(), second.spots.end());
    file.entries.reserve(file.entries.size() + second.entries.size());
    for (const Entry &e : second.entries) {
        Entry moved = rebased(e, chunkOffset);
        if (moved.spots != Entry::NoSpots)
            moved.spots += spotBase;
        file.entries.push_back(moved);
    }
    if (file.strayElements == 0) {
        file.firstStrayElement = second.firstStrayElement;
        file.firstStrayPosition = second.firstStrayPosition;
    }
    file.strayElements += second.strayElements;
    file.malformed = second.malformed;
    file.errorPosition = second.errorPosition;
    file.errorMessage = second.errorMessage;
    if (options.progress && status == ReadStatus::Ok)
        options.progress(body.size(), body.size());
}

int splitReads()
{
    return g_splitReads.load(std::memory_order_relaxed);
}

} // namespace Reading
