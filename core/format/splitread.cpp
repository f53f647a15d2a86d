// SPDX-License-Identifier: GPL-3.0-or-later
#include "splitread.h"

#include "bytedecoding.h"
#include "documentjoin.h"
#include "workerthread.h"

#include <QScopeGuard>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace Reading {

// A large file is cut into pieces at start tags of entries (children of the root)
// spread evenly over it. The first piece is read into the caller's document; each
// later one on whichever of two threads is free, into a document of its own: its
// scanner reads the prolog and the root's start tag, then jumps to the piece's
// start, so that it has the root's namespace bindings in scope and counts every
// position in the file's own bytes (from line counts taken beforehand, in one
// pass, instead of counting the skipped bytes again). Each piece but the last
// stops where the next begins when its scanner arrives there directly inside the
// root, having verified everything before it; the pieces' entries, facts and
// verdict then continue one another, exactly as one reader going on would have
// produced them (same bindings, same state). A piece that does not arrive there
// (the place is inside a comment, say, or the file ends early, or an error stops
// it) reads on to the end by itself, and the pieces after it are thrown away.
// Where the scanner gives up on a later piece, expat reads from that piece's
// start on once the pieces before it have joined; it cannot jump, so it reads a
// copy: the prolog and root tag, whitespace that puts the piece's first byte on
// its own line and column, then the rest (expatCopy()).

namespace {

std::atomic<int> g_splitReads{0};
std::atomic<int> g_piecesJoined{0};

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

// The first start tag of an entry in [from, to) of body, or -1.
qsizetype entryStart(QByteArrayView body, qsizetype from, qsizetype to, const QByteArray &entryTag)
{
    for (qsizetype at = body.indexOf(entryTag, from); at >= 0 && at < to;
         at = body.indexOf(entryTag, at + 1)) {
        const qsizetype next = at + entryTag.size();
        if (next < body.size() && (body[next] == '>' || isXmlSpace(body[next])))
            return at;
    }
    return -1;
}

constexpr int MaxPieces = 32;

// Where the pieces after the first begin: entry start tags at about equal steps
// after the root's start tag (ending at headEnd). Ascending; empty when there is
// no place to split.
std::vector<qsizetype> pieceStarts(QByteArrayView body, qsizetype headEnd,
                                   const QByteArray &entryTag, qint64 pieceBytes)
{
    const qsizetype span = body.size() - headEnd;
    const auto pieces =
        qsizetype(std::clamp<qint64>(span / std::max<qint64>(pieceBytes, 1), 2, MaxPieces));
    std::vector<qsizetype> starts;
    qsizetype from = headEnd + 1;
    for (qsizetype k = 1; k < pieces; ++k) {
        const qsizetype to = k + 1 < pieces ? headEnd + span / pieces * (k + 1) : body.size();
        const qsizetype at =
            entryStart(body, std::max(from, headEnd + span / pieces * k), to, entryTag);
        if (at < 0)
            continue;
        starts.push_back(at);
        from = at + 1;
    }
    return starts;
}

// A piece after the first, read into a document of its own.
struct Piece
{
    SitemapDocument doc;
    SitemapFile file;
    ReadStatus status = ReadStatus::Ok;
    bool read = false;       // taken by a thread (not left for a cancel or a stop)
    bool paused = false;     // arrived where the next piece begins
    bool needsExpat = false; // the scanner gave up: expat reads it at the join
    std::vector<QByteArray> unbound;
    std::atomic<bool> drop{false}; // its read stops: cancelled, or no longer needed
    std::atomic<bool> done{false}; // its thread is through with it
};

// Appends a piece's entries and what it found to file, as one reader going on.
void appendPiece(SitemapDocument &doc, SitemapFile &file, SitemapDocument &pieceDoc,
                 const SitemapFile &piece)
{
    // The piece's entries are rebased as they are copied, in one go.
    const quint32 chunkOffset = absorbApart(doc, pieceDoc);
    const auto spotBase = quint32(file.spots.size());
    file.spots.insert(file.spots.end(), piece.spots.begin(), piece.spots.end());
    // The piece's shared layout is the file's when the file has none yet; where the
    // two differ, the piece's entries of its layout get words of their own.
    if (file.spots.sharedMask() == 0)
        file.spots.takeLayout(piece.spots);
    const SpotTable::Layout &pieceLayout = piece.spots.sharedLayout();
    const bool sameLayout = file.spots.sharedLayout() == pieceLayout;
    const std::vector<quint32> noExtension;
    file.entries.reserve(file.entries.size() + piece.entries.size());
    for (const Entry &e : piece.entries) {
        Entry moved = rebased(e, chunkOffset);
        if (moved.hasSharedSpots()) {
            if (!sameLayout)
                moved.spots = file.appendOwnSpots(moved.spots, pieceLayout.mask, pieceLayout.words,
                                                  noExtension, &moved.spotMask);
        } else if (moved.spots != Entry::NoSpots) {
            moved.spots += spotBase;
        }
        file.entries.push_back(moved);
    }
    if (file.strayElements == 0) {
        file.firstStrayElement = piece.firstStrayElement;
        file.firstStrayPosition = piece.firstStrayPosition;
    }
    file.strayElements += piece.strayElements;
    file.malformed = piece.malformed;
    file.errorPosition = piece.errorPosition;
    file.errorMessage = piece.errorMessage;
}

} // namespace

// A later piece for expat (see above).
QByteArray expatCopy(QByteArrayView body, qsizetype headEnd, qsizetype split)
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

// Reads body (the XML from its declaration on) into file, in pieces on two threads
// when it is large enough and has places to split. unbound gets the prefixes of the
// start tag where the read stopped because they were never declared.
void readXml(SitemapDocument &doc, SitemapFile &file, Origin origin, QByteArrayView body,
             const ReadOptions &options, ReadStatus &status, std::vector<QByteArray> &unbound)
{
    QByteArray entryTag;
    qsizetype headEnd = -1;
    std::vector<qsizetype> starts;
    // SITEMAP_SPLIT_READ=0 turns it off, to compare (the benchmark does).
    static const bool enabled = qgetenv("SITEMAP_SPLIT_READ") != "0";
    if (enabled && options.parallel && options.splitMinBytes > 0 &&
        body.size() >= options.splitMinBytes && FastXmlScanner::enabled() &&
        std::thread::hardware_concurrency() > 1) {
        headEnd = rootStartTag(body, &entryTag);
        if (headEnd > 0)
            starts = pieceStarts(body, headEnd, entryTag, options.splitPieceBytes);
    }
    // Room for the entries the body could hold, reserved ahead: growing by doubling
    // would copy the table again at each step. Unused room holds no memory (the
    // table is mapped on its own), and a file of smaller entries still grows.
    file.entries.reserve(file.entries.size() + size_t(body.size() / BytesPerEntryReserved));
    if (starts.empty()) {
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }

    const SitemapFile before = file;
    const int count = int(starts.size()) + 1;
    const auto begin = [&](int k) { return k == 0 ? qsizetype(0) : starts[size_t(k - 1)]; };
    const auto end = [&](int k) { return k + 1 < count ? starts[size_t(k)] : body.size(); };
    // Pieces 1 to count - 1 (later[k - 1]); piece 0 is read into doc and file.
    const std::unique_ptr<Piece[]> later(new Piece[size_t(count - 1)]);
    // Pieces from this one on are not read: one before it read on past its end.
    std::atomic<int> needed{count};
    std::atomic<int> next{1};
    const auto stopAfter = [&](int k) {
        int was = needed.load();
        while (k + 1 < was && !needed.compare_exchange_weak(was, k + 1)) {
        }
        for (int j = k + 1; j < count; ++j)
            later[size_t(j - 1)].drop.store(true, std::memory_order_relaxed);
    };

    // Progress: the bytes all pieces have read, one call at a time, never going
    // back. A piece that reads on past its end counts on with its own figure.
    std::mutex progressMutex;
    std::vector<qint64> pieceDone(size_t(count), 0);
    qint64 reported = 0;
    const auto report = [&](int k, qint64 done) {
        std::lock_guard lock(progressMutex);
        auto &mine = pieceDone[size_t(k)];
        mine = std::max(mine, done - begin(k));
        qint64 sum = 0;
        for (const qint64 d : pieceDone)
            sum += d;
        reported = std::max(reported, std::min<qint64>(sum, body.size()));
        options.progress(reported, body.size());
    };

    // Entry tables of joined pieces, for the pieces still to be read.
    std::mutex spareMutex;
    std::vector<decltype(SitemapFile::entries)> spareEntries;
    // Reads piece k, taken by this thread; marks it done however it ends.
    std::vector<FastXmlScanner::LineCount> lineCounts;
    const auto readPiece = [&](int k) {
        Piece &piece = later[size_t(k - 1)];
        const auto markDone = qScopeGuard([&] {
            piece.done.store(true, std::memory_order_release);
            piece.done.notify_all();
        });
        if (k >= needed.load())
            return;
        ReadOptions pieceOptions;
        pieceOptions.maxBytes = options.maxBytes;
        pieceOptions.parallel = false;
        pieceOptions.cancel = &piece.drop;
        if (options.progress || options.cancel) {
            // A cancel reaches the piece through its own flag.
            pieceOptions.progress = [&, k](qint64 done, qint64) {
                if (options.progress)
                    report(k, done);
                if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                    later[size_t(k - 1)].drop.store(true, std::memory_order_relaxed);
            };
        }
        {
            // An entry table a joined piece left, whose pages are in memory already.
            std::lock_guard lock(spareMutex);
            if (!spareEntries.empty()) {
                piece.file.entries = std::move(spareEntries.back());
                spareEntries.pop_back();
            }
        }
        piece.file.entries.reserve(size_t((end(k) - begin(k)) / BytesPerEntryReserved));
        XmlParse parse(piece.doc, piece.file, origin);
        parse.setSkip(headEnd, begin(k), &lineCounts[size_t(k - 1)]);
        if (k + 1 < count)
            parse.setPauseAt(end(k));
        parse.setReaders(XmlParse::Readers::FastOnly);
        parse.run(body, "UTF-8", pieceOptions, piece.status);
        piece.read = true;
        piece.paused = parse.paused();
        piece.needsExpat = parse.needsExpat();
        piece.unbound = parse.unboundPrefixes();
        if (k + 1 < count && !(piece.paused && piece.status == ReadStatus::Ok))
            stopAfter(k);
    };
    // Takes the next piece and reads it; false when none is left to take.
    const auto takePiece = [&] {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            return false; // the pieces not taken are left, as a cancelled reader leaves them
        if (next.load() >= std::min(needed.load(), count))
            return false;
        const int k = next.fetch_add(1);
        if (k >= count)
            return false;
        readPiece(k);
        return true;
    };
    // The line counts at the pieces' starts are taken on the worker while the
    // first piece is read; then both threads take pieces as they come.
    std::atomic<bool> counted{false};
    WorkerThread worker([&] {
        {
            // Set however this block is left, so that the first thread never waits
            // for nothing (an exception is thrown again at the join).
            const auto markCounted = qScopeGuard([&] {
                counted.store(true, std::memory_order_release);
                counted.notify_all();
            });
            lineCounts = FastXmlScanner::lineCounts(body, starts);
        }
        while (takePiece()) {
        }
    });

    {
        ReadOptions firstOptions = options;
        if (options.progress)
            firstOptions.progress = [&](qint64 done, qint64) { report(0, done); };
        XmlParse parse(doc, file, origin);
        parse.setPauseAt(end(0));
        parse.run(body, "UTF-8", firstOptions, status);
        unbound = parse.unboundPrefixes();
        if (!parse.paused() || status != ReadStatus::Ok) {
            // The first piece read everything itself (or was cancelled).
            stopAfter(0);
            worker.join();
            return;
        }
    }
    counted.wait(false, std::memory_order_acquire);
    if (lineCounts.size() != starts.size()) { // the worker failed: its error is thrown
        stopAfter(0);
        worker.join();
        return;
    }

    // Appends piece k, done, to file; false when the read ends with it (or
    // before it: rereadAll when the whole file must be read again in one go).
    bool rereadAll = false;
    int joined = 1; // pieces appended to file
    const auto join = [&](int k) {
        Piece &piece = later[size_t(k - 1)];
        if (!piece.read) {
            status = ReadStatus::Cancelled; // what was read before stands
            return false;
        }
        SitemapDocument *pieceDoc = &piece.doc;
        const SitemapFile *pieceFile = &piece.file;
        std::optional<SitemapDocument> expatDoc;
        SitemapFile expatFile;
        if (piece.needsExpat) {
            ReadOptions expatOptions;
            expatOptions.maxBytes = options.maxBytes;
            expatOptions.parallel = false;
            expatOptions.cancel = options.cancel;
            pieceDoc = &expatDoc.emplace();
            pieceFile = &expatFile;
            XmlParse parse(*pieceDoc, expatFile, origin);
            parse.setSkip(headEnd, begin(k));
            parse.setReaders(XmlParse::Readers::ExpatOnly);
            piece.status = ReadStatus::Ok;
            parse.run(body, "UTF-8", expatOptions, piece.status);
            piece.paused = false;
            piece.unbound = parse.unboundPrefixes();
        }
        if (!prefixesAgree(doc.namespaces(), pieceDoc->namespaces())) {
            if (piece.status == ReadStatus::Cancelled)
                status = ReadStatus::Cancelled; // the pieces before it stand
            else
                rereadAll = true; // its reader picked prefixes one reader would not have
            return false;
        }
        appendPiece(doc, file, *pieceDoc, *pieceFile);
        ++joined;
        // Its entry table goes to a piece still to be read, instead of new pages.
        piece.file.entries.clear();
        {
            std::lock_guard lock(spareMutex);
            spareEntries.push_back(std::move(piece.file.entries));
        }
        // Cancelled in this piece: what it read before stands, as in one reader.
        status = piece.status;
        unbound = std::move(piece.unbound);
        return piece.paused && piece.status == ReadStatus::Ok;
    };
    // Pieces are joined in order as soon as they are done, between pieces this
    // thread reads, so that the copying is shared out too.
    int joinNext = 1;
    for (bool goOn = true; goOn && joinNext < count;) {
        Piece &piece = later[size_t(joinNext - 1)];
        if (piece.done.load(std::memory_order_acquire)) {
            goOn = join(joinNext++);
        } else if (!takePiece()) {
            if (joinNext >= next.load()) { // never taken: the read was cancelled
                status = ReadStatus::Cancelled;
                break;
            }
            piece.done.wait(false, std::memory_order_acquire);
        }
    }
    if (joinNext < count)
        stopAfter(joinNext - 1);
    worker.join();
    if (rereadAll) {
        // (The text of the pieces stays in the pool, unused.)
        file = before;
        XmlParse parse(doc, file, origin);
        parse.run(body, "UTF-8", options, status);
        unbound = parse.unboundPrefixes();
        return;
    }
    if (joined > 1) {
        g_splitReads.fetch_add(1, std::memory_order_relaxed);
        g_piecesJoined.fetch_add(joined, std::memory_order_relaxed);
    }
    if (options.progress && status == ReadStatus::Ok)
        options.progress(body.size(), body.size());
}

int splitReads()
{
    return g_splitReads.load(std::memory_order_relaxed);
}

int piecesJoined()
{
    return g_piecesJoined.load(std::memory_order_relaxed);
}

} // namespace Reading
