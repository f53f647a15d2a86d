// SPDX-License-Identifier: GPL-3.0-or-later
#include "entryjudge.h"

#include "hashbytes.h"
#include "indexdatetracker.h"
#include "sitemapdocument.h"
#include "valuecounttracker.h"
#include "workerthread.h"

#include <QDateTime>

#include <atomic>
#include <thread>

namespace {

qint64 g_nowOverride = 0;
// From this many entries a file's full pass is judged on two threads.
constexpr int ParallelEntries = 8192;
int g_parallelEntries = ParallelEntries;
// The extension rules reported once per field or <video:video> (PROTOCOL.md 4.1, 7):
// an entry may carry one of them several times.
constexpr RuleId RepeatedExtensionRules[] = {RuleId::VideoFieldInvalid, RuleId::VideoLocSameAsPage,
                                             RuleId::VideoDeprecated};
constexpr quint64 NearSalt = 0x6e656172ULL;

bool hasDuplicateKey(bool hasLoc, const EntryFacts &f)
{
    return hasLoc && !(f.kind == FileKind::Text && !f.url.absolute) && f.kind != FileKind::Unknown;
}

} // namespace

EntryJudge::EntryJudge(const SitemapDocument &doc, Validator::Stats &stats)
    : m_doc(&doc), m_stats(stats)
{
}

qint64 EntryJudge::now()
{
    return g_nowOverride ? g_nowOverride : QDateTime::currentMSecsSinceEpoch();
}

void EntryJudge::setNowForTesting(qint64 msecsSinceEpoch)
{
    g_nowOverride = msecsSinceEpoch;
}

void EntryJudge::setParallelEntriesForTesting(int minEntries)
{
    g_parallelEntries = minEntries > 0 ? minEntries : ParallelEntries;
}

void EntryJudge::reset(int fileCount)
{
    m_contexts.clear();
    m_contexts.resize(size_t(fileCount));
    m_wrapperDeclarations = -1;
}

void EntryJudge::rebind(const SitemapDocument &doc)
{
    m_doc = &doc;
    if (m_prefixes.namespaces)
        m_prefixes.namespaces = &doc.namespaces();
    for (FileContext &ctx : m_contexts) {
        if (ctx.namespaces)
            ctx.namespaces = &doc.namespaces();
    }
}

void EntryJudge::refreshKnownTags()
{
    const auto &decls = m_doc->namespaces().declarations();
    if (m_wrapperDeclarations == decls.size())
        return;
    m_wrapperDeclarations = decls.size();
    Rules::setExtensionPrefixes(m_doc->namespaces(), &m_prefixes);
    for (FileContext &ctx : m_contexts) {
        ctx.knownOpenTags = m_prefixes.knownOpenTags;
        ctx.imagePrefix = m_prefixes.imagePrefix;
    }
}

const FileContext &EntryJudge::setupContext(int file)
{
    FileContext &ctx = m_contexts[size_t(file)];
    const SitemapFile &sf = m_doc->file(file);
    ctx.kind = sf.kind;
    ctx.rssDates = sf.feed == FeedKind::Rss2;
    ctx.nowMSecs = now();
    ctx.knownOpenTags = m_prefixes.knownOpenTags;
    ctx.imagePrefix = m_prefixes.imagePrefix;
    ctx.namespaces = &m_doc->namespaces();
    ctx.ownOrigin.clear();
    ctx.ownFolderPath.clear();
    const QString own = UrlTools::trimXmlWhitespace(sf.ownUrl);
    const UrlTools::Parts parts = UrlTools::split(own);
    if (parts.absolute) {
        ctx.ownOrigin = UrlTools::originKey(own);
        QString path = UrlTools::split(UrlTools::toUriForm(own)).path;
        ctx.ownFolderPath = path.left(path.lastIndexOf(QLatin1Char('/')) + 1);
        if (ctx.ownFolderPath.isEmpty())
            ctx.ownFolderPath = QStringLiteral("/");
    }
    ctx.ownOriginUtf8 = ctx.ownOrigin.toUtf8();
    ctx.ownFolderPathUtf8 = ctx.ownFolderPath.toUtf8();
    return ctx;
}

EntryFacts EntryJudge::facts(int file, int entry)
{
    FileContext &ctx = m_contexts[size_t(file)];
    ctx.nowMSecs = now();
    ++m_stats.entriesChecked;
    EntryFacts f;
    Rules::EntryKeys keys;
    Rules::entryFacts(*m_doc, file, entry, ctx, &f, &keys);
    return f;
}

EntryJudge::Judged EntryJudge::judge(int file, int entry, bool refreshNow, OriginTracker &origins)
{
    FileContext &ctx = m_contexts[size_t(file)];
    if (refreshNow)
        ctx.nowMSecs = now();
    ++m_stats.entriesChecked;
    return judgeWith(file, entry, ctx, m_keys, [&origins, file](QByteArrayView origin) {
        return origins.number(file, origin);
    });
}

// Judges one entry from its facts and keys (Rules::entryFacts()). On any thread: reads
// only the document and ctx, numbers origins through originOf(originKey() in UTF-8),
// and uses scratch for its keys.
template <typename OriginOf>
EntryJudge::Judged EntryJudge::judgeWith(int file, int entry, const FileContext &ctx,
                                         Rules::EntryKeys &scratch, OriginOf &&originOf) const
{
    Judged j;
    EntryFacts ef;
    Rules::entryFacts(*m_doc, file, entry, ctx, &ef, &scratch);
    const QByteArrayView key = scratch.key;
    if (hasDuplicateKey(!key.isEmpty(), ef)) {
        j.key = duplicateHash(file, key);
        const qsizetype pathAt = scratch.originSize;
        if (pathAt > 0 ? UrlTools::nearDuplicateKey(key, pathAt, pathAt + scratch.pathSize,
                                                    &scratch.nearKey)
                       : UrlTools::nearDuplicateKey(key, &scratch.nearKey))
            j.nearKey = nearHash(file, scratch.nearKey);
    }
    if (!scratch.origin.isEmpty())
        j.origin = originOf(scratch.origin);
    j.mask = Rules::checkEntry(ef);
    for (const RuleId rule : RepeatedExtensionRules) {
        if (j.mask & ruleBit(rule))
            j.extra[size_t(Rules::severity(rule))] += quint32(ef.ext.occurrences(rule) - 1);
    }
    j.news = ef.ext.news;
    j.lastmodMs = IndexDateTracker::usableInstant(ef.has(Field::LastMod), ef.lastmodResult);
    if (!ef.ext.alternateLinks.isEmpty() && j.key)
        j.alts = HreflangTracker::altRecords(ef.ext);
    return j;
}

// key: duplicateKey() of the loc in UTF-8.
quint64 EntryJudge::duplicateHash(int file, QByteArrayView key) const
{
    // Index entries name sitemaps, not pages: their own key space.
    const quint64 salt = m_doc->file(file).isIndex() ? 0x5157ULL : 0;
    return hashBytes(key, salt);
}

quint64 EntryJudge::nearHash(int file, const std::string &near) const
{
    const quint64 salt = m_doc->file(file).isIndex() ? 0x5157ULL : 0;
    return hashBytes(QByteArrayView(near.data(), qsizetype(near.size())), salt ^ NearSalt);
}

void EntryJudge::judgeRange(int file, int first, int last, ZeroedVector<VerdictTable::Marks> &marks,
                            Range &out) const
{
    const FileContext &ctx = m_contexts[size_t(file)];
    Rules::EntryKeys scratch;
    scratch.values = std::make_unique<Rules::ValueMemo>();
    const auto originOf = [&out](QByteArrayView origin) { return out.numbers.number(origin); };
    out.first = first;
    out.origins.resize(size_t(last - first));
    out.priorityKeys.resize(size_t(last - first));
    out.lastmodKeys.resize(size_t(last - first));
    for (int e = first; e < last; ++e) {
        Judged j = judgeWith(file, e, ctx, scratch, originOf);
        const size_t k = size_t(e - first);
        marks[size_t(e)] = {j.mask, j.key, j.nearKey};
        out.origins[k] = j.origin;
        out.news += j.news;
        if (j.lastmodMs != NoInstant) {
            if (out.newestCount == 0 || j.lastmodMs > out.newestMs) {
                out.newestMs = j.lastmodMs;
                out.newestCount = 1;
                out.newestAt = e;
            } else if (j.lastmodMs == out.newestMs) {
                ++out.newestCount;
            }
        }
        if (!j.alts.empty())
            out.alts.emplace_back(e, std::move(j.alts));
        if (j.extra != NoCounts)
            out.extras.emplace_back(e, j.extra);
        out.priorityKeys[k] = ValueCountTracker::entryValueKey(*m_doc, file, e, Field::Priority);
        out.lastmodKeys[k] = ValueCountTracker::entryValueKey(*m_doc, file, e, Field::LastMod);
    }
}

std::vector<EntryJudge::Range>
EntryJudge::judgeFile(int file, ZeroedVector<VerdictTable::Marks> &marks,
                      const std::function<void(const Range &)> &count)
{
    const int n = int(marks.size());
    const bool two =
        !m_oneThread && n >= g_parallelEntries && std::thread::hardware_concurrency() > 1;
    std::vector<Range> parts;
    if (two) {
        // Both threads judge pieces of the file as they come (a thread slowed by
        // the host takes fewer); the starting thread also counts the pieces in
        // order, each as soon as it and those before it are judged, so that
        // little is left to count when the last piece is done.
        constexpr int Pieces = 32;
        constexpr quint8 Done = 1, Failed = 2;
        parts.resize(Pieces);
        std::vector<std::atomic<quint8>> state(Pieces); // 0: not yet judged
        std::atomic<int> next{0};
        const auto judgePiece = [this, file, n, &marks, &parts](int k) {
            const int first = int(qint64(n) * k / Pieces);
            const int last = int(qint64(n) * (k + 1) / Pieces);
            judgeRange(file, first, last, marks, parts[size_t(k)]);
        };
        WorkerThread worker([&] {
            try {
                for (int k = next++; k < Pieces; k = next++) {
                    judgePiece(k);
                    state[size_t(k)].store(Done, std::memory_order_release);
                    state[size_t(k)].notify_one();
                }
            } catch (...) {
                // join() throws it again; the counting below must not wait on.
                for (std::atomic<quint8> &s : state) {
                    quint8 unjudged = 0;
                    s.compare_exchange_strong(unjudged, Failed);
                    s.notify_one();
                }
                throw;
            }
        });
        int counted = 0;
        const auto countJudged = [&] {
            while (counted < Pieces &&
                   state[size_t(counted)].load(std::memory_order_acquire) == Done)
                count(parts[size_t(counted++)]);
        };
        for (int k = next++; k < Pieces; k = next++) {
            judgePiece(k);
            state[size_t(k)].store(Done, std::memory_order_release);
            countJudged();
        }
        while (counted < Pieces) {
            std::atomic<quint8> &s = state[size_t(counted)];
            s.wait(0, std::memory_order_acquire);
            if (s.load(std::memory_order_acquire) == Failed)
                break;
            countJudged();
        }
        worker.join();
    } else {
        parts.resize(1);
        judgeRange(file, 0, n, marks, parts[0]);
        count(parts[0]);
    }
    m_stats.entriesChecked += n;
    return parts;
}
