// SPDX-License-Identifier: GPL-3.0-or-later
#include "validator.h"

#include "pagestorage.h"
#include "positions.h"
#include "prefetch.h"

#include "rules.h"
#include "ruletext.h"
#include "sitemapdocument.h"
#include "workerthread.h"

#include <QDateTime>
#include <QHash>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
#include <optional>
#include <set>
#include <thread>
#include <type_traits>
#include <unordered_map>
#include <utility>

namespace {

qint64 g_nowOverride = 0;
bool g_quickPath = true;

// Storage for tables that start as all zero bytes (PageStorage): a large one is
// zero pages from the kernel, by default all taken in at once, as the tables are
// written all over. Elements made without a value are left as they are (zero):
// only for types whose value is all zero bytes, and only in storage fresh from
// allocate().
template <typename T, PageStorage::Pages P = PageStorage::Pages::Filled> struct ZeroedAllocator
{
    using value_type = T;
    template <typename U> struct rebind
    {
        using other = ZeroedAllocator<U, P>;
    };
    ZeroedAllocator() = default;
    template <typename U> ZeroedAllocator(const ZeroedAllocator<U, P> &) noexcept {}
    T *allocate(size_t n)
    {
        return static_cast<T *>(PageStorage::allocate(std::max<size_t>(n, 1) * sizeof(T), P));
    }
    void deallocate(T *p, size_t n) noexcept
    {
        PageStorage::release(p, std::max<size_t>(n, 1) * sizeof(T));
    }
    template <typename U> void construct(U *) noexcept {}
    template <typename U, typename... Args> void construct(U *p, Args &&...args)
    {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }
    friend bool operator==(const ZeroedAllocator &, const ZeroedAllocator &) { return true; }
};
template <typename T, PageStorage::Pages P = PageStorage::Pages::Filled>
using ZeroedVector = std::vector<T, ZeroedAllocator<T, P>>;
// n zero elements in fresh storage.
template <typename T, PageStorage::Pages P = PageStorage::Pages::Filled>
ZeroedVector<T, P> zeroed(size_t n)
{
    static_assert(std::is_trivially_copyable_v<T>);
    return ZeroedVector<T, P>(n);
}

// Counts per 64-bit key in one flat open-addressing table: 9 bytes a slot (the key
// and a one-byte count; the rare counts from Saturated up are kept aside), no node
// per key, so a million distinct URLs cost tens of MiB, not hundreds.
class HashCounter
{
    // Probed all over, each slot read before it is written.
    static constexpr PageStorage::Pages Pages = PageStorage::Pages::Filled;
    template <typename T> using Table = ZeroedVector<T, Pages>;

public:
    quint32 add(quint64 key)
    {
        if ((m_size + 1) * 10 > m_keys.size() * 7)
            grow();
        const size_t i = slot(key);
        if (m_keys[i] == 0) {
            m_keys[i] = key;
            ++m_size;
        }
        quint8 &c = m_counts[i];
        if (c < Saturated - 1)
            return ++c;
        if (c == Saturated - 1) {
            c = Saturated;
            m_large[key] = Saturated;
            return Saturated;
        }
        return ++m_large[key];
    }
    // Returns the count left; the key must be there.
    quint32 remove(quint64 key)
    {
        if (m_keys.empty())
            return 0;
        size_t i = slot(key);
        if (m_keys[i] == 0)
            return 0;
        if (m_counts[i] == Saturated) {
            auto large = m_large.find(key);
            const quint32 left = --large->second;
            if (left < Saturated) {
                m_large.erase(large);
                m_counts[i] = quint8(left);
            }
            return left;
        }
        if (--m_counts[i] > 0)
            return m_counts[i];
        // Backward-shift deletion keeps probe chains unbroken without tombstones.
        const size_t mask = m_keys.size() - 1;
        size_t j = i;
        for (;;) {
            j = (j + 1) & mask;
            if (m_keys[j] == 0)
                break;
            const size_t home = size_t(m_keys[j]) & mask;
            const bool between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
            if (!between) {
                m_keys[i] = m_keys[j];
                m_counts[i] = m_counts[j];
                i = j;
            }
        }
        m_keys[i] = 0;
        m_counts[i] = 0;
        --m_size;
        return 0;
    }
    quint32 count(quint64 key) const
    {
        if (m_keys.empty())
            return 0;
        const quint8 c = m_counts[slot(key)];
        return c == Saturated ? m_large.at(key) : c;
    }
    size_t size() const { return m_size; }
    // Starts loading the home slot of key into the cache, for a loop that adds
    // many keys: over a table larger than the cache each add waits for memory.
    void prefetch(quint64 key) const
    {
        if (m_keys.empty())
            return;
        const size_t i = size_t(key) & (m_keys.size() - 1);
        prefetchLineToWrite(m_keys.data() + i);
        prefetchLineToWrite(m_counts.data() + i);
    }
    // Room for n keys without growing (a full pass knows how many entries come).
    void reserve(size_t n)
    {
        size_t capacity = 1024;
        while (capacity * 7 < n * 10)
            capacity *= 2;
        if (capacity <= m_keys.size())
            return;
        const Table<quint64> keys = std::exchange(m_keys, zeroed<quint64, Pages>(capacity));
        const Table<quint8> counts = std::exchange(m_counts, zeroed<quint8, Pages>(capacity));
        for (size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != 0) {
                const size_t at = slot(keys[i]);
                m_keys[at] = keys[i];
                m_counts[at] = counts[i];
            }
        }
    }
    void clear()
    {
        m_keys.clear();
        m_counts.clear();
        m_large.clear();
        m_size = 0;
    }

private:
    static constexpr quint8 Saturated = 255;

    size_t slot(quint64 key) const
    {
        const size_t mask = m_keys.size() - 1;
        size_t i = size_t(key) & mask;
        while (m_keys[i] != 0 && m_keys[i] != key)
            i = (i + 1) & mask;
        return i;
    }
    void grow() { reserve(m_keys.empty() ? 1 : m_keys.size()); }

    Table<quint64> m_keys; // 0: empty slot
    Table<quint8> m_counts;
    std::unordered_map<quint64, quint32> m_large; // counts of Saturated and more
    size_t m_size = 0;
};

quint64 mix(quint64 h)
{
    // splitmix64 finalizer: spreads FNV's low bits over the table.
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

__extension__ typedef unsigned __int128 Wide;

// Multiplies and folds the 128-bit product: the mixing step of the hash below.
quint64 fold(quint64 a, quint64 b)
{
    const Wide r = Wide(a) * b;
    return quint64(r) ^ quint64(r >> 64);
}

// Whether the keys of one field's values in a file are all one key, without a table
// of the keys: from their sum and the sum of their squares, as 128-bit integers that
// wrap. For n keys, n * squares - sum * sum is the sum of (a - b)^2 over every pair:
// zero when all are equal; otherwise a positive number that would have to be a
// multiple of 2^128. For two values held m and n times that is m * n * (a - b)^2,
// which with m and n below 2^16 takes keys equal in their low 49 bits: for 64-bit
// hashes, rarer than two URLs sharing a key.
struct KeySpread
{
    Wide sum = 0;
    Wide squares = 0;

    void add(quint64 key, int sign)
    {
        const Wide square = Wide(key) * key;
        if (sign > 0) {
            sum += key;
            squares += square;
        } else {
            sum -= key;
            squares -= square;
        }
    }
    bool allEqual(int n) const { return Wide(quint64(n)) * squares == sum * sum; }
};

quint64 load64(const char *p)
{
    quint64 v;
    std::memcpy(&v, p, 8);
    return v;
}

quint64 load32(const char *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    return v;
}

// A 64-bit hash of bytes, 16 at a time (one 64x64->128 multiply per 16 bytes): URL
// keys and values are hashed as UTF-8, straight from the pool. The last bytes are
// read as the 16 (or 8, or 4) that end the input, overlapping what came before:
// the size is hashed first, so no copy is needed to pad them. Never 0 (the empty
// slot).
quint64 hashBytes(QByteArrayView s, quint64 salt)
{
    constexpr quint64 K0 = 0xa0761d6478bd642fULL, K1 = 0xe7037ed1a0b428dbULL,
                      K2 = 0x8ebc6af09c88c6e3ULL;
    const char *p = s.data();
    const qsizetype size = s.size();
    quint64 h = fold(salt ^ K0, quint64(size) ^ K1);
    if (size > 16) {
        const char *const last = p + size - 16;
        for (; p < last; p += 16)
            h = fold(load64(p) ^ K1, load64(p + 8) ^ h);
        h = fold(load64(last) ^ K1, load64(last + 8) ^ h);
    } else if (size >= 8) {
        h = fold(load64(p) ^ K1, load64(p + size - 8) ^ h);
    } else if (size >= 4) {
        h = fold(load32(p) ^ K1, load32(p + size - 4) ^ h);
    } else if (size > 0) {
        const quint64 bytes = quint64(uchar(p[0])) << 16 | quint64(uchar(p[size / 2])) << 8 |
                              quint64(uchar(p[size - 1]));
        h = fold(bytes ^ K1, h);
    }
    h = mix(h ^ K2);
    return h == 0 ? 1 : h;
}

constexpr quint32 NoOrigin = 0xffffffffu;
// From this many entries a file's full pass is judged on two threads.
constexpr int ParallelEntries = 8192;
// From this many entries a full pass first gives the allocator's free memory back
// (malloc_trim): the sets of several hundred thousand URLs whose peak it lowers.
constexpr qint64 TrimHeapEntries = 200000;
int g_parallelEntries = ParallelEntries;
constexpr RuleMask HreflangSetBits = ruleBit(RuleId::HreflangNoReturn) |
                                     ruleBit(RuleId::HreflangTargetMissing) |
                                     ruleBit(RuleId::HreflangClusterMismatch);
// The extension rules reported once per field or <video:video> (PROTOCOL.md 4.1, 7):
// an entry may carry one of them several times.
constexpr RuleId RepeatedExtensionRules[] = {RuleId::VideoFieldInvalid, RuleId::VideoLocSameAsPage,
                                             RuleId::VideoDeprecated};
// Problems by severity (Severity as the index).
using SeverityCounts = std::array<quint32, 3>;
constexpr SeverityCounts NoCounts = {0, 0, 0};
constexpr RuleMask SetBits = ruleBit(RuleId::LocDuplicate) | ruleBit(RuleId::LocNearDuplicate) |
                             ruleBit(RuleId::LocHostMismatch) | HreflangSetBits |
                             ruleBit(RuleId::IndexLastmodStale);

// One alternate of an entry for the hreflang set rules: its href's duplicate-key
// hash (as an urlset loc's) and its hreflang's.
struct AltRecord
{
    quint64 href = 0;
    quint32 lang = 0;
    bool operator==(const AltRecord &o) const { return href == o.href && lang == o.lang; }
    bool operator<(const AltRecord &o) const
    {
        return href != o.href ? href < o.href : lang < o.lang;
    }
};

struct EntryRef
{
    int file = -1;
    int entry = -1;
    bool operator==(const EntryRef &o) const { return file == o.file && entry == o.entry; }
    bool operator<(const EntryRef &o) const
    {
        return file != o.file ? file < o.file : entry < o.entry;
    }
};
constexpr quint64 NearSalt = 0x6e656172ULL;
constexpr qint64 NoInstant = std::numeric_limits<qint64>::min();

// What a lastmod, changefreq or priority value counts as in the validator's set
// state: whether the entry has it, its key for the uniform rules (priority and
// lastmod) and its instant for index-lastmod-stale (lastmod).
struct ValueFacts
{
    bool has = false;
    quint64 key = 0;
    qint64 instant = NoInstant;
};

// How many distinct values the memos of one edit keep before starting afresh.
constexpr size_t MemoSize = 64;

} // namespace

namespace {

// Numbers the origins (originKey() in UTF-8) of a file in the order first met; a
// handful of hosts, not URLs. Runs of one host skip the lookup.
class OriginNumbers
{
public:
    quint32 number(QByteArrayView origin)
    {
        if (origin.isEmpty())
            return NoOrigin;
        if (m_last != NoOrigin && origin == QByteArrayView(m_keys[m_last]))
            return m_last;
        // fromRawData: looked up without a copy.
        const auto it = m_index.constFind(QByteArray::fromRawData(origin.data(), origin.size()));
        if (it != m_index.constEnd())
            return m_last = *it;
        m_last = quint32(m_keys.size());
        m_keys.push_back(origin.toByteArray());
        m_index.insert(m_keys.back(), m_last);
        return m_last;
    }
    const QByteArray &key(quint32 number) const { return m_keys[number]; }
    quint32 count() const { return quint32(m_keys.size()); }

private:
    std::vector<QByteArray> m_keys;
    QHash<QByteArray, quint32> m_index;
    quint32 m_last = NoOrigin;
};

} // namespace

struct Validator::State
{
    struct FileState
    {
        // Per entry, side by side: an edit reads all three, and at a million entries
        // each table apart was one more wait for memory. Large tables start on a
        // page, so an entry's marks are always in one cache line.
        struct Marks
        {
            RuleMask mask;       // rule bits
            quint64 key = 0;     // duplicate-key hash, 0: none
            quint64 nearKey = 0; // near-duplicate-key hash, 0: none
        };
        static_assert(sizeof(Marks) == 32, "two entries a cache line");
        ZeroedVector<Marks> marks;
        // 1 + index into State::altLists, 0: no alternates. Mostly zero, so its pages
        // are taken in only where written.
        ZeroedVector<quint32, PageStorage::Pages::Huge> altIndex;
        std::vector<quint32> origins; // numbered by originNumbers, NoOrigin: none
        // The problems of an entry beyond one per rule bit, by severity: its own rules'
        // (local: the video rules, once per field or video) and the hreflang set rules'
        // (set: once per alternate or pair). Only entries that have some are held, so
        // most files hold none; keyed by entry, shifted as entries come and go.
        struct Extra
        {
            SeverityCounts local = NoCounts;
            SeverityCounts set = NoCounts;
        };
        QHash<int, Extra> extras;
        RuleMask fileMask;
        FileContext ctx;
        OriginNumbers originNumbers;
        std::vector<quint32> originCounts; // per origin number
        quint32 reference = NoOrigin;      // own origin when known, else the majority
        bool ownKnown = false;
        int priorityCarriers = 0, lastmodCarriers = 0;
        KeySpread prioritySpread, lastmodSpread; // of their value keys
        int newsCount = 0;
        // The newest usable lastmod instant of the file and how many entries hold it
        // (index-lastmod-stale); newestCount 0: none, newestDirty: to be counted again.
        qint64 newestMs = NoInstant;
        int newestCount = 0;
        bool newestDirty = false;
    };

    Validator *q;
    SitemapDocument *doc;
    std::vector<FileState> files;
    HashCounter duplicates;
    HashCounter nearDuplicates;
    // hreflang across the set: the alternates of the entries that list some, the
    // entries naming each href, and the entries with alternates by their loc.
    std::vector<std::vector<AltRecord>> altLists;
    std::vector<quint32> freeAltLists;
    using Groups = QHash<quint64, std::vector<EntryRef>>; // entries by a key
    Groups namers;
    Groups withAltsByLoc;
    // The entries of every key (and near key) that has occurred more than once, in
    // set order: the first is the one the others' messages name, and an edit finds
    // the entries its verdicts depend on here, not by a walk over the set. A list
    // stays while an entry holds its key, so a copy made again (an undo) is found
    // at once; only a key that has never repeated is looked for by a walk.
    // Ordered sets: a bulk edit of many copies of one URL takes them out one by one
    // from the front, which a sorted vector would pay for with a move of the rest.
    using OrderedGroups = QHash<quint64, std::set<EntryRef>>;
    OrderedGroups repeats;
    OrderedGroups nearRepeats;
    // A full pass's second and later occurrences, as counted (in set order), until
    // the first ones are found.
    std::vector<std::pair<quint64, EntryRef>> laterKeys;
    std::vector<std::pair<quint64, EntryRef>> laterNearKeys;
    qint64 counts[3] = {0, 0, 0};
    qint64 entryRuleCounts[RuleCount] = {}; // entries that carry each rule
    RuleMask severityMasks[3];
    mutable Stats stats;        // the lookups that walk the set count their entries too
    Rules::QuickKeys quickKeys; // reused from entry to entry
    // The document's extension prefixes (Rules::setExtensionPrefixes), for every
    // file's context.
    FileContext prefixes;
    qsizetype wrapperDeclarations = -1;
    // Pending signal range, merged while contiguous.
    int pendingFile = -1, pendingFirst = 0, pendingLast = -1;
    bool countsDirty = false;
    int batching = 0; // > 0 while one edit over many entries is applied
    bool batchFileMaskDirty = false;
    // One edit of a field over many entries meets a handful of distinct values: what
    // each pool reference counts as, and the rule bits it gives an entry with the
    // same fields present and repeated, are worked out once per edit.
    struct ValueMemo
    {
        bool has = false;
        TextRef ref;
        ValueFacts facts;
    };
    struct VerdictMemo
    {
        bool has = false;
        TextRef ref;
        quint8 present = 0;
        quint8 repeated = 0;
        RuleMask bits;
    };
    std::vector<ValueMemo> valueMemo;
    std::vector<VerdictMemo> verdictMemo;
    // Removal in progress: the keys and near keys whose groups lost an entry, to be
    // settled once the rows are gone.
    std::vector<quint64> orphanedKeys;
    std::vector<quint64> orphanedNearKeys;
    std::vector<quint64> orphanedLocKeys; // loc keys of removed entries (hreflang)

    State(Validator *validator, SitemapDocument *document) : q(validator), doc(document)
    {
        for (int s = 0; s < 3; ++s)
            severityMasks[s] = Rules::severityMask(Severity(s));
    }

    bool hasEntry(int file, int entry) const
    {
        return file >= 0 && size_t(file) < files.size() && entry >= 0 &&
               size_t(entry) < files[size_t(file)].marks.size();
    }

    static qint64 now()
    {
        return g_nowOverride ? g_nowOverride : QDateTime::currentMSecsSinceEpoch();
    }

    // --- contexts --------------------------------------------------------------
    // The open tags of the validated extensions under the document's prefixes.
    void refreshKnownTags()
    {
        const auto &decls = doc->namespaces().declarations();
        if (wrapperDeclarations == decls.size())
            return;
        wrapperDeclarations = decls.size();
        Rules::setExtensionPrefixes(doc->namespaces(), &prefixes);
        for (FileState &fs : files)
            usePrefixes(fs.ctx);
    }

    void usePrefixes(FileContext &ctx) const
    {
        ctx.knownOpenTags = prefixes.knownOpenTags;
        ctx.imagePrefix = prefixes.imagePrefix;
    }

    void setupContext(int file)
    {
        FileState &fs = files[size_t(file)];
        const SitemapFile &sf = doc->file(file);
        fs.ctx.kind = sf.kind;
        fs.ctx.rssDates = sf.feed == FeedKind::Rss2;
        fs.ctx.nowMSecs = now();
        usePrefixes(fs.ctx);
        fs.ctx.namespaces = &doc->namespaces();
        fs.ctx.ownOrigin.clear();
        fs.ctx.ownFolderPath.clear();
        const QString own = UrlTools::trimXmlWhitespace(sf.ownUrl);
        const UrlTools::Parts parts = UrlTools::split(own);
        if (parts.absolute) {
            fs.ctx.ownOrigin = UrlTools::originKey(own);
            QString path = UrlTools::split(UrlTools::toUriForm(own)).path;
            fs.ctx.ownFolderPath = path.left(path.lastIndexOf(QLatin1Char('/')) + 1);
            if (fs.ctx.ownFolderPath.isEmpty())
                fs.ctx.ownFolderPath = QStringLiteral("/");
        }
        fs.ownKnown = !fs.ctx.ownOrigin.isEmpty();
        fs.ctx.ownOriginUtf8 = fs.ctx.ownOrigin.toUtf8();
        fs.ctx.ownFolderPathUtf8 = fs.ctx.ownFolderPath.toUtf8();
    }

    EntryFacts facts(int file, int entry)
    {
        FileState &fs = files[size_t(file)];
        fs.ctx.nowMSecs = now();
        ++stats.entriesChecked;
        return Rules::entryFacts(*doc, file, entry, fs.ctx);
    }

    // The verdicts of one entry's own rules and the keys of its set rules.
    struct Judged
    {
        RuleMask mask;   // Rules::checkEntry()
        quint64 key = 0; // duplicate-key hash, 0: none
        quint64 nearKey = 0;
        std::vector<AltRecord> alts;     // sorted, each once
        SeverityCounts extra = NoCounts; // problems beyond one per bit of mask
        quint32 origin = NoOrigin;
        int news = 0;
        qint64 lastmodMs = NoInstant; // a lastmod instant index-lastmod-stale may use
    };

    // Judges one entry: from the pool's bytes when Rules::quickEntryFacts() takes it,
    // else through Rules::entryFacts(); both feed the same checkEntry().
    // refreshNow: read the clock for this entry (a full pass reads it once per file).
    Judged judge(int file, int entry, bool refreshNow)
    {
        FileState &fs = files[size_t(file)];
        if (refreshNow)
            fs.ctx.nowMSecs = now();
        ++stats.entriesChecked;
        return judgeWith(file, entry, fs.ctx, quickKeys,
                         [this, &fs](QByteArrayView origin) { return originFor(fs, origin); });
    }

    // judge() on any thread: reads only the document and ctx, numbers origins
    // through originOf(originKey() in UTF-8), and uses scratch for its keys.
    template <typename OriginOf>
    Judged judgeWith(int file, int entry, const FileContext &ctx, Rules::QuickKeys &scratch,
                     OriginOf &&originOf) const
    {
        Judged j;
        EntryFacts ef;
        if (g_quickPath && Rules::quickEntryFacts(*doc, file, entry, ctx, &ef, &scratch)) {
            const QByteArrayView view = scratch.key;
            if (hasDuplicateKey(!view.isEmpty(), ef)) {
                j.key = duplicateHash(file, view);
                const qsizetype pathAt = scratch.originSize;
                if (pathAt > 0 ? UrlTools::nearDuplicateKey(view, pathAt, pathAt + scratch.pathSize,
                                                            &scratch.nearKey)
                               : UrlTools::nearDuplicateKey(view, &scratch.nearKey))
                    j.nearKey = nearHash(file, scratch.nearKey);
            }
            if (scratch.originSize > 0)
                j.origin = originOf(view.first(scratch.originSize));
        } else {
            ef = Rules::entryFacts(*doc, file, entry, ctx);
            if (hasDuplicateKey(!ef.loc.isEmpty(), ef)) {
                const QByteArray key = UrlTools::duplicateKey(ef.loc).toUtf8();
                j.key = duplicateHash(file, key);
                if (UrlTools::nearDuplicateKey(key, &scratch.nearKey))
                    j.nearKey = nearHash(file, scratch.nearKey);
            }
            if (!ef.origin.isEmpty())
                j.origin = originOf(QByteArrayView(ef.origin.toUtf8()));
        }
        j.mask = Rules::checkEntry(ef);
        for (const RuleId rule : RepeatedExtensionRules) {
            if (j.mask & ruleBit(rule))
                j.extra[size_t(Rules::severity(rule))] += quint32(ef.ext.occurrences(rule) - 1);
        }
        j.news = ef.ext.news;
        j.lastmodMs = usableInstant(ef.has(Field::LastMod), ef.lastmodResult);
        if (!ef.ext.alternateLinks.isEmpty() && j.key)
            j.alts = altRecords(ef.ext);
        return j;
    }

    static quint32 langHash(const QString &lang)
    {
        const QByteArray utf8 = lang.toUtf8();
        const quint64 h = hashBytes(utf8, 0x6c616e67ULL);
        return quint32(h ^ (h >> 32));
    }

    static std::vector<AltRecord> altRecords(const ExtensionFacts &ext)
    {
        std::vector<AltRecord> out;
        out.reserve(size_t(ext.alternateLinks.size()));
        for (const ExtensionFacts::Alternate &a : ext.alternateLinks)
            out.push_back({hashBytes(a.hrefKey.toUtf8(), 0), langHash(a.hreflang)});
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    static bool hasDuplicateKey(bool hasLoc, const EntryFacts &f)
    {
        return hasLoc && !(f.kind == FileKind::Text && !f.url.absolute) &&
               f.kind != FileKind::Unknown;
    }

    // key: duplicateKey() of the loc in UTF-8.
    quint64 duplicateHash(int file, QByteArrayView key) const
    {
        // Index entries name sitemaps, not pages: their own key space.
        const quint64 salt = doc->file(file).isIndex() ? 0x5157ULL : 0;
        return hashBytes(key, salt);
    }

    quint64 nearHash(int file, const std::string &near) const
    {
        const quint64 salt = doc->file(file).isIndex() ? 0x5157ULL : 0;
        return hashBytes(QByteArrayView(near.data(), qsizetype(near.size())), salt ^ NearSalt);
    }

    quint32 originFor(FileState &fs, const QString &origin)
    {
        return originFor(fs, QByteArrayView(origin.toUtf8()));
    }

    // origin: an originKey() in UTF-8.
    quint32 originFor(FileState &fs, QByteArrayView origin)
    {
        const quint32 number = fs.originNumbers.number(origin);
        if (number != NoOrigin && number >= fs.originCounts.size())
            fs.originCounts.resize(number + 1, 0);
        return number;
    }

    // --- uniform values ----------------------------------------------------------
    // The key of a trimmed priority or lastmod value: a decimal priority by its number
    // (numerically equal values share it; the bits tell 0 from -0, as the number's
    // 17-digit text did), anything else by its text. Keys are only compared within
    // one file and field (KeySpread), so neither is mixed in.
    static quint64 valueKey(Field field, QByteArrayView trimmed)
    {
        constexpr quint64 TextSalt = 0xa11ceULL;
        constexpr quint64 NumberSalt = TextSalt ^ 0x6e756dULL;
        double number = 0;
        if (field == Field::Priority && Rules::isDecimal(trimmed, &number)) {
            char bits[sizeof number];
            std::memcpy(bits, &number, sizeof number);
            return hashBytes(QByteArrayView(bits, sizeof bits), NumberSalt);
        }
        return hashBytes(trimmed, TextSalt);
    }

    bool tracksValues(Field field) const
    {
        return field == Field::Priority || field == Field::LastMod;
    }

    // The value key of an entry's priority or lastmod, 0 when it has none.
    quint64 entryValueKey(int file, int entry, Field field) const
    {
        if (!doc->entry(file, entry).has(field))
            return 0;
        return valueKey(field, UrlTools::trimXmlWhitespace(doc->rawValue(file, entry, field)));
    }

    // --- index-lastmod-stale -------------------------------------------------------
    // A lastmod instant the rule compares: a date at 00:00 UTC, a time without zone as
    // UTC; none for a value that is no date.
    static qint64 usableInstant(bool has, const LastMod::Result &r)
    {
        if (!has || !r.hasInstant || r.verdict == LastMod::Verdict::Format ||
            r.verdict == LastMod::Verdict::InvalidDate)
            return NoInstant;
        return r.msecsSinceEpoch;
    }

    qint64 lastmodInstant(int file, int entry) const
    {
        const Entry &e = doc->entry(file, entry);
        if (!e.has(Field::LastMod))
            return NoInstant;
        const QByteArrayView raw =
            UrlTools::trimXmlWhitespace(doc->rawValue(file, entry, Field::LastMod));
        const LastMod::Result r = doc->file(file).feed == FeedKind::Rss2
                                      ? LastMod::checkRfc822(QString::fromUtf8(raw))
                                      : LastMod::check(raw);
        return usableInstant(true, r);
    }

    static void addNewest(FileState &fs, qint64 ms)
    {
        if (ms == NoInstant)
            return;
        if (fs.newestCount == 0 || ms > fs.newestMs) {
            fs.newestMs = ms;
            fs.newestCount = 1;
        } else if (ms == fs.newestMs) {
            ++fs.newestCount;
        }
    }

    static void removeNewest(FileState &fs, qint64 ms)
    {
        if (ms == NoInstant || fs.newestCount == 0 || ms != fs.newestMs)
            return;
        if (--fs.newestCount == 0)
            fs.newestDirty = true;
    }

    qint64 newestOf(int file)
    {
        FileState &fs = files[size_t(file)];
        if (fs.newestDirty) {
            fs.newestDirty = false;
            fs.newestCount = 0;
            fs.newestMs = NoInstant;
            for (int e = 0; e < int(fs.marks.size()); ++e) {
                ++stats.entriesScanned;
                addNewest(fs, lastmodInstant(file, e));
            }
        }
        return fs.newestCount > 0 ? fs.newestMs : NoInstant;
    }

    bool isStale(int file, int entry)
    {
        const SitemapFile &sf = doc->file(file);
        if (!sf.isIndex() || size_t(entry) >= sf.childFile.size())
            return false;
        const int child = sf.childFile[size_t(entry)];
        if (child < 0 || size_t(child) >= files.size() || !live(child))
            return false;
        const qint64 newest = newestOf(child);
        if (newest == NoInstant)
            return false;
        if (!doc->entry(file, entry).has(Field::LastMod))
            return true;
        const LastMod::Result own =
            LastMod::check(UrlTools::trimXmlWhitespace(doc->rawValue(file, entry, Field::LastMod)));
        const qint64 ms = usableInstant(true, own);
        return ms != NoInstant && ms < newest;
    }

    // The index entry that lists a file, {-1, -1} when none.
    std::pair<int, int> listingEntry(int file) const
    {
        const int parent = doc->file(file).parentFile;
        if (parent < 0)
            return {-1, -1};
        const std::vector<int> &children = doc->file(parent).childFile;
        for (size_t e = 0; e < children.size(); ++e) {
            if (children[e] == file)
                return {parent, int(e)};
        }
        return {-1, -1};
    }

    // Re-decides index-lastmod-stale where a change in this file may move it.
    void refreshStale(int file, int entry)
    {
        if (doc->file(file).isIndex()) {
            if (hasEntry(file, entry))
                setBit(file, entry, RuleId::IndexLastmodStale, isStale(file, entry));
            return;
        }
        const auto [index, e] = listingEntry(file);
        if (index >= 0 && hasEntry(index, e))
            setBit(index, e, RuleId::IndexLastmodStale, isStale(index, e));
    }

    ValueFacts valueFacts(int file, int entry, Field field) const
    {
        ValueFacts v;
        v.has = doc->entry(file, entry).has(field);
        if (!v.has)
            return v;
        if (field == Field::LastMod)
            v.instant = lastmodInstant(file, entry);
        if (tracksValues(field))
            v.key = entryValueKey(file, entry, field);
        return v;
    }

    // valueFacts() through valueMemo: for the entries of one edit of one file.
    const ValueFacts &memoValueFacts(int file, int entry, Field field)
    {
        const Entry &e = doc->entry(file, entry);
        const bool has = e.has(field);
        const TextRef ref = has ? e.value(field) : TextRef();
        for (const ValueMemo &m : valueMemo) {
            if (m.has == has && m.ref == ref)
                return m.facts;
        }
        if (valueMemo.size() >= MemoSize)
            valueMemo.clear();
        valueMemo.push_back({has, ref, valueFacts(file, entry, field)});
        return valueMemo.back().facts;
    }

    // Rules::checkValue() through verdictMemo.
    RuleMask memoCheckValue(int file, int entry, Field field)
    {
        const Entry &e = doc->entry(file, entry);
        const bool has = e.has(field);
        const TextRef ref = has ? e.value(field) : TextRef();
        for (const VerdictMemo &m : verdictMemo) {
            if (m.has == has && m.ref == ref && m.present == e.present && m.repeated == e.repeated)
                return m.bits;
        }
        if (verdictMemo.size() >= MemoSize)
            verdictMemo.clear();
        ++stats.entriesChecked;
        const RuleMask bits = Rules::checkValue(*doc, file, entry, field, files[size_t(file)].ctx);
        verdictMemo.push_back({has, ref, e.present, e.repeated, bits});
        return bits;
    }

    void countValue(int file, int entry, Field field, int delta)
    {
        countValue(file, field, valueFacts(file, entry, field), delta);
    }

    void countValue(int file, Field field, const ValueFacts &v, int delta)
    {
        if (!v.has)
            return;
        FileState &fs = files[size_t(file)];
        if (field == Field::LastMod) {
            if (delta > 0)
                addNewest(fs, v.instant);
            else
                removeNewest(fs, v.instant);
        }
        if (!tracksValues(field))
            return;
        const bool priority = field == Field::Priority;
        (priority ? fs.priorityCarriers : fs.lastmodCarriers) += delta;
        (priority ? fs.prioritySpread : fs.lastmodSpread).add(v.key, delta);
    }

    // --- masks and signals -------------------------------------------------------
    void adjustCounts(RuleMask mask, int sign)
    {
        if (!mask)
            return;
        for (int s = 0; s < 3; ++s)
            counts[s] += sign * (mask & severityMasks[s]).count();
        countsDirty = true;
    }

    // An entry's extra problems of one kind (set: the hreflang set rules', else its own
    // rules'), counted in counts[].
    void setExtra(int file, int entry, bool set, const SeverityCounts &value)
    {
        FileState &fs = files[size_t(file)];
        auto it = fs.extras.find(entry);
        if (it == fs.extras.end()) {
            if (value == NoCounts)
                return;
            it = fs.extras.insert(entry, FileState::Extra());
        }
        SeverityCounts &slot = set ? it->set : it->local;
        if (slot == value)
            return;
        for (int s = 0; s < 3; ++s)
            counts[s] += qint64(value[size_t(s)]) - qint64(slot[size_t(s)]);
        slot = value;
        if (it->local == NoCounts && it->set == NoCounts)
            fs.extras.erase(it);
        countsDirty = true;
        markChanged(file, entry);
    }

    // Takes an entry's extra problems out of the counts (the entry goes away).
    void dropExtras(int file, int entry)
    {
        FileState &fs = files[size_t(file)];
        const auto it = fs.extras.constFind(entry);
        if (it == fs.extras.constEnd())
            return;
        for (int s = 0; s < 3; ++s)
            counts[s] -= qint64(it->local[size_t(s)]) + qint64(it->set[size_t(s)]);
        fs.extras.erase(it);
        countsDirty = true;
    }

    // Entries at or after first moved by delta: so do their extras.
    static void shiftExtras(FileState &fs, int first, int delta)
    {
        if (fs.extras.isEmpty())
            return;
        QHash<int, FileState::Extra> moved;
        moved.reserve(fs.extras.size());
        for (auto it = fs.extras.cbegin(); it != fs.extras.cend(); ++it)
            moved.insert(it.key() >= first ? it.key() + delta : it.key(), it.value());
        fs.extras = std::move(moved);
    }

    // adjustCounts() of an entry's mask, which the per-rule entry counts follow too.
    void adjustEntryCounts(RuleMask mask, int sign)
    {
        if (!mask)
            return;
        adjustCounts(mask, sign);
        for (RuleMask rest = mask;;) {
            const int rule = rest.lowest();
            if (rule < 0)
                break;
            entryRuleCounts[size_t(rule)] += sign;
            rest &= ~ruleBit(RuleId(rule));
        }
    }

    void markChanged(int file, int entry)
    {
        if (file == pendingFile && entry == pendingLast + 1) {
            pendingLast = entry;
            return;
        }
        // Within one edit over many entries the range grows to cover them all, so
        // listeners get one signal instead of one per gap.
        if (batching > 0 && file == pendingFile) {
            pendingFirst = std::min(pendingFirst, entry);
            pendingLast = std::max(pendingLast, entry);
            return;
        }
        flushRange();
        pendingFile = file;
        pendingFirst = pendingLast = entry;
    }

    void flushRange()
    {
        if (pendingFile >= 0 && pendingLast >= pendingFirst)
            emit q->entryProblemsChanged(pendingFile, pendingFirst, pendingLast);
        pendingFile = -1;
        pendingLast = -1;
    }

    void flush()
    {
        if (batching > 0)
            return;
        flushRange();
        if (countsDirty) {
            countsDirty = false;
            emit q->countsChanged();
        }
    }

    void setMask(int file, int entry, RuleMask mask)
    {
        RuleMask &m = files[size_t(file)].marks[size_t(entry)].mask;
        if (m == mask)
            return;
        adjustEntryCounts(m, -1);
        adjustEntryCounts(mask, +1);
        m = mask;
        markChanged(file, entry);
    }

    void setBit(int file, int entry, RuleId rule, bool on)
    {
        const RuleMask m = files[size_t(file)].marks[size_t(entry)].mask;
        setMask(file, entry, on ? (m | ruleBit(rule)) : (m & ~ruleBit(rule)));
    }

    RuleMask computeFileMask(int file) const
    {
        const FileState &fs = files[size_t(file)];
        RuleMask mask = Rules::checkFile(fileFacts(file));
        const bool sitemap = doc->file(file).kind != FileKind::Unknown;
        if (sitemap && fs.priorityCarriers >= 2 && fs.prioritySpread.allEqual(fs.priorityCarriers))
            mask |= ruleBit(RuleId::PriorityUniform);
        if (sitemap && fs.lastmodCarriers >= 2 && fs.lastmodSpread.allEqual(fs.lastmodCarriers))
            mask |= ruleBit(RuleId::LastmodUniform);
        // Entry-bound file rules live in the entry masks.
        return mask & ~(ruleBit(RuleId::IndexNested) | ruleBit(RuleId::IndexChildMissing) |
                        ruleBit(RuleId::TextLineInvalid));
    }

    void updateFileMask(int file)
    {
        if (batching > 0) {
            batchFileMaskDirty = true;
            return;
        }
        FileState &fs = files[size_t(file)];
        const RuleMask mask = computeFileMask(file);
        if (mask == fs.fileMask)
            return;
        adjustCounts(fs.fileMask, -1);
        adjustCounts(mask, +1);
        fs.fileMask = mask;
        flushRange();
        emit q->fileProblemsChanged(file);
    }

    FileFacts fileFacts(int file) const
    {
        const FileState &fs = files[size_t(file)];
        FileFacts ff;
        ff.file = &doc->file(file);
        ff.entryCount = doc->entryCount(file);
        ff.newsCount = fs.newsCount;
        ff.priorityCarriers = fs.priorityCarriers;
        ff.lastmodCarriers = fs.lastmodCarriers;
        return ff;
    }

    // --- duplicates ----------------------------------------------------------------
    // Set order: files in document order, entries in file order. The first entry of a
    // key is no loc-duplicate and every later one is; the first entry of a near key is
    // no loc-near-duplicate and every later one is, unless it is a loc-duplicate.
    using KeyColumn = quint64 FileState::Marks::*;

    // The first entry in set order that holds key in the column and is taken: a walk
    // over the set, for a key no group holds. None (file -1) when there is none.
    template <typename Take>
    EntryRef walkForHolder(KeyColumn column, quint64 key, const Take &take) const
    {
        for (int f = 0; f < int(files.size()); ++f) {
            const ZeroedVector<FileState::Marks> &marks = files[size_t(f)].marks;
            for (int e = 0; e < int(marks.size()); ++e) {
                ++stats.entriesScanned;
                if (marks[size_t(e)].*column == key && take(EntryRef{f, e}))
                    return {f, e};
            }
        }
        return {};
    }

    // The entry other than self that holds key in the column (keys or nearKeys), for
    // a key that has not repeated before.
    EntryRef otherHolder(KeyColumn column, quint64 key, EntryRef self) const
    {
        return walkForHolder(column, key, [self](EntryRef r) { return !(r == self); });
    }

    // Self, which now holds key in the column, is counted and filed in its group.
    // Returns the group, or nullptr while self is the key's only entry.
    const std::set<EntryRef> *joinGroup(HashCounter &counter, OrderedGroups &groups,
                                        KeyColumn column, quint64 key, EntryRef self)
    {
        const quint32 holders = counter.add(key);
        const auto it = groups.find(key);
        if (it != groups.end()) {
            it->insert(self);
            return &*it;
        }
        if (holders == 1)
            return nullptr;
        // The key had one entry until now, and so no group.
        std::set<EntryRef> group{self};
        if (const EntryRef other = otherHolder(column, key, self); other.file >= 0)
            group.insert(other);
        return &*groups.insert(key, std::move(group));
    }

    // Self gives up key: returns what is left of its group (nullptr: nothing) and
    // whether self was the group's first.
    const std::set<EntryRef> *leaveGroup(HashCounter &counter, OrderedGroups &groups, quint64 key,
                                         EntryRef self, bool *wasFirst)
    {
        counter.remove(key);
        *wasFirst = false;
        const auto it = groups.find(key);
        if (it == groups.end())
            return nullptr;
        std::set<EntryRef> &group = *it;
        if (const auto at = group.find(self); at != group.end()) {
            *wasFirst = at == group.begin();
            group.erase(at);
        }
        if (group.empty()) {
            groups.erase(it);
            return nullptr;
        }
        return &group;
    }

    // loc-near-duplicate of one entry, from its near group and its loc-duplicate bit.
    void settleNear(EntryRef r)
    {
        const FileState &fs = files[size_t(r.file)];
        const quint64 near = fs.marks[size_t(r.entry)].nearKey;
        bool on = false;
        if (near && !fs.marks[size_t(r.entry)].mask.has(RuleId::LocDuplicate)) {
            const auto it = nearRepeats.constFind(near);
            on = it != nearRepeats.constEnd() && !(*it->begin() == r);
        }
        setBit(r.file, r.entry, RuleId::LocNearDuplicate, on);
    }

    void setDuplicate(EntryRef r, bool on)
    {
        setBit(r.file, r.entry, RuleId::LocDuplicate, on);
        settleNear(r);
    }

    // Entry (file, entry) takes key: it is a duplicate when the key occurs before it;
    // when it comes before all others it is the first, and the old first becomes one.
    void addDuplicateKey(int file, int entry, quint64 key)
    {
        files[size_t(file)].marks[size_t(entry)].key = key;
        const EntryRef self{file, entry};
        const std::set<EntryRef> *group =
            key ? joinGroup(duplicates, repeats, &FileState::Marks::key, key, self) : nullptr;
        if (group && !(*group->begin() == self)) {
            setDuplicate(self, true);
            return;
        }
        if (group && group->size() > 1)
            setDuplicate(*std::next(group->begin()), true);
        setDuplicate(self, false);
    }

    // Entry (file, entry) gives up its key; when it was the first occurrence, the
    // next one becomes the first.
    void removeDuplicateKey(int file, int entry)
    {
        const quint64 key = std::exchange(files[size_t(file)].marks[size_t(entry)].key, 0);
        if (key == 0)
            return;
        const EntryRef self{file, entry};
        bool wasFirst = false;
        const std::set<EntryRef> *group = leaveGroup(duplicates, repeats, key, self, &wasFirst);
        if (group && wasFirst)
            setDuplicate(*group->begin(), false);
        setDuplicate(self, false);
    }

    // Entry (file, entry) takes near key near (0: none).
    void joinNearGroup(int file, int entry, quint64 near)
    {
        files[size_t(file)].marks[size_t(entry)].nearKey = near;
        const EntryRef self{file, entry};
        const std::set<EntryRef> *group =
            near ? joinGroup(nearDuplicates, nearRepeats, &FileState::Marks::nearKey, near, self)
                 : nullptr;
        if (group && group->size() > 1 && *group->begin() == self)
            settleNear(*std::next(group->begin()));
        settleNear(self);
    }

    // Entry (file, entry) gives up its near key; when it was the group's first, the
    // next one becomes the first.
    void leaveNearGroup(int file, int entry)
    {
        const quint64 near = std::exchange(files[size_t(file)].marks[size_t(entry)].nearKey, 0);
        if (near == 0)
            return;
        const EntryRef self{file, entry};
        bool wasFirst = false;
        const std::set<EntryRef> *group =
            leaveGroup(nearDuplicates, nearRepeats, near, self, &wasFirst);
        if (group && wasFirst)
            settleNear(*group->begin());
        settleNear(self);
    }

    // The first entry of a duplicate or near-duplicate key that has repeated.
    std::pair<int, int> firstOf(quint64 key, bool near) const
    {
        const OrderedGroups &groups = near ? nearRepeats : repeats;
        const auto it = groups.constFind(key);
        if (it == groups.constEnd() || it->empty())
            return {-1, -1};
        return {it->begin()->file, it->begin()->entry};
    }

    // Gives every key and near key a full pass counted more than once its group: the
    // first entry, which a walk finds (it stops once it has them all), and the later
    // ones as they were counted.
    void collectRepeats()
    {
        // The keys whose first entry is still to be found.
        HashCounter wanted, wantedNear;
        qsizetype missing = 0;
        for (const auto &later : laterKeys) {
            if (wanted.count(later.first) == 0) {
                wanted.add(later.first);
                ++missing;
            }
        }
        for (const auto &later : laterNearKeys) {
            if (wantedNear.count(later.first) == 0) {
                wantedNear.add(later.first);
                ++missing;
            }
        }
        for (int f = 0; f < int(files.size()) && missing > 0; ++f) {
            const FileState &fs = files[size_t(f)];
            for (int e = 0; e < int(fs.marks.size()) && missing > 0; ++e) {
                const quint64 k = fs.marks[size_t(e)].key;
                if (k && wanted.count(k)) {
                    repeats[k].insert({f, e});
                    wanted.remove(k);
                    --missing;
                }
                const quint64 n = fs.marks[size_t(e)].nearKey;
                if (n && wantedNear.count(n)) {
                    nearRepeats[n].insert({f, e});
                    wantedNear.remove(n);
                    --missing;
                }
            }
        }
        // Counted in set order: each goes in at the end.
        for (const auto &[key, ref] : laterKeys) {
            std::set<EntryRef> &group = repeats[key];
            group.insert(group.end(), ref);
        }
        for (const auto &[near, ref] : laterNearKeys) {
            std::set<EntryRef> &group = nearRepeats[near];
            group.insert(group.end(), ref);
        }
        std::vector<std::pair<quint64, EntryRef>>().swap(laterKeys);
        std::vector<std::pair<quint64, EntryRef>>().swap(laterNearKeys);
    }

    // --- hreflang across the set -------------------------------------------------------
    const std::vector<AltRecord> *altsOf(int file, int entry) const
    {
        const quint32 i = files[size_t(file)].altIndex[size_t(entry)];
        return i ? &altLists[i - 1] : nullptr;
    }

    // Gives an entry its alternates (none: empty) and files it under its loc and hrefs.
    void setAlternates(int file, int entry, std::vector<AltRecord> alts)
    {
        FileState &fs = files[size_t(file)];
        quint32 &index = fs.altIndex[size_t(entry)];
        if (alts.empty())
            return;
        if (freeAltLists.empty()) {
            altLists.push_back(std::move(alts));
            index = quint32(altLists.size());
        } else {
            index = freeAltLists.back();
            freeAltLists.pop_back();
            altLists[index - 1] = std::move(alts);
        }
        const EntryRef self{file, entry};
        for (const AltRecord &a : altLists[index - 1])
            namers[a.href].push_back(self);
        withAltsByLoc[fs.marks[size_t(entry)].key].push_back(self);
    }

    static void eraseRef(Groups &map, quint64 key, EntryRef ref)
    {
        const auto it = map.find(key);
        if (it == map.end())
            return;
        std::vector<EntryRef> &refs = *it;
        refs.erase(std::remove(refs.begin(), refs.end(), ref), refs.end());
        if (refs.empty())
            map.erase(it);
    }

    // Takes an entry's alternates out (its loc key as filed).
    void dropAlternates(int file, int entry, quint64 locKey)
    {
        quint32 &index = files[size_t(file)].altIndex[size_t(entry)];
        if (!index)
            return;
        const EntryRef self{file, entry};
        for (const AltRecord &a : altLists[index - 1])
            eraseRef(namers, a.href, self);
        eraseRef(withAltsByLoc, locKey, self);
        altLists[index - 1].clear();
        altLists[index - 1].shrink_to_fit();
        freeAltLists.push_back(index);
        index = 0;
    }

    // Entries at or after (file, first) moved by delta: so do their references (in
    // set order before, and so after).
    void shiftRefs(int file, int first, int delta)
    {
        for (Groups *map : {&namers, &withAltsByLoc}) {
            for (std::vector<EntryRef> &refs : *map) {
                for (EntryRef &r : refs) {
                    if (r.file == file && r.entry >= first)
                        r.entry += delta;
                }
            }
        }
        // The ordered groups' entries that move are taken out and put back where they
        // were (before the first entry of a later file): the order does not change.
        for (OrderedGroups *map : {&repeats, &nearRepeats}) {
            for (std::set<EntryRef> &group : *map) {
                auto it = group.lower_bound(EntryRef{file, first});
                const auto later = group.lower_bound(EntryRef{file + 1, 0});
                std::vector<std::set<EntryRef>::node_type> moving;
                while (it != later)
                    moving.push_back(group.extract(it++));
                for (std::set<EntryRef>::node_type &node : moving) {
                    node.value().entry += delta;
                    group.insert(later, std::move(node));
                }
            }
        }
    }

    // The first entry of the set whose loc has this key, and whether there is one.
    std::optional<EntryRef> firstWithLoc(quint64 key) const
    {
        const quint32 all = duplicates.count(key);
        if (all == 0)
            return std::nullopt;
        return firstWithLoc(key, all, withAltsByLoc.constFind(key));
    }

    // The same, given the key's count (not 0) and its holders that list alternates.
    std::optional<EntryRef> firstWithLoc(quint64 key, quint32 all,
                                         Groups::const_iterator withAlts) const
    {
        if (withAlts != withAltsByLoc.constEnd() && quint32(withAlts->size()) == all)
            return *std::min_element(withAlts->begin(), withAlts->end());
        if (const auto group = repeats.constFind(key); group != repeats.constEnd()) {
            for (const EntryRef &r : *group) {
                if (!doc->file(r.file).isIndex())
                    return r;
            }
            return std::nullopt;
        }
        // One entry holds the URL and lists no alternates: looked for.
        const EntryRef found = walkForHolder(&FileState::Marks::key, key, [this](EntryRef r) {
            return !doc->file(r.file).isIndex();
        });
        if (found.file < 0)
            return std::nullopt;
        return found;
    }

    struct HreflangFinding
    {
        RuleMask mask;
        // Per rule, the alternates concerned, each href once: the index in the entry's
        // sorted AltRecords of the first record with that href.
        std::vector<int> noReturn, missing;
        // hreflang-cluster-mismatch once per pair: the alternate and the other entry.
        std::vector<std::pair<int, EntryRef>> mismatch;

        // Problems beyond one per bit of mask.
        SeverityCounts extra() const
        {
            SeverityCounts out = NoCounts;
            const auto more = [](size_t n) { return n > 1 ? quint32(n - 1) : 0u; };
            out[size_t(Rules::severity(RuleId::HreflangNoReturn))] += more(noReturn.size());
            out[size_t(Rules::severity(RuleId::HreflangTargetMissing))] += more(missing.size());
            out[size_t(Rules::severity(RuleId::HreflangClusterMismatch))] += more(mismatch.size());
            return out;
        }
    };

    HreflangFinding hreflangFinding(int file, int entry) const
    {
        HreflangFinding out;
        const std::vector<AltRecord> *alts = altsOf(file, entry);
        const quint64 self = files[size_t(file)].marks[size_t(entry)].key;
        if (!alts || !self)
            return out;
        const EntryRef me{file, entry};
        for (size_t i = 0; i < alts->size(); ++i) {
            const AltRecord &a = (*alts)[i];
            // Records are sorted by href: one finding per href, whatever its hreflangs.
            if (a.href == self || (i > 0 && (*alts)[i - 1].href == a.href))
                continue;
            // Index entries' keys are salted apart, so a count is of pages.
            const quint32 holders = duplicates.count(a.href);
            if (holders == 0) {
                out.missing.push_back(int(i));
                out.mask |= ruleBit(RuleId::HreflangTargetMissing);
                continue;
            }
            // A target that lists no alternates returns no link, whichever entry holds
            // the URL: that needs no search of the set for the entry.
            const auto withAlts = withAltsByLoc.constFind(a.href);
            const std::optional<EntryRef> target = withAlts != withAltsByLoc.constEnd()
                                                       ? firstWithLoc(a.href, holders, withAlts)
                                                       : std::nullopt;
            const std::vector<AltRecord> *back =
                target ? altsOf(target->file, target->entry) : nullptr;
            const bool returns =
                back && std::any_of(back->begin(), back->end(),
                                    [self](const AltRecord &b) { return b.href == self; });
            if (!returns) {
                out.noReturn.push_back(int(i));
                out.mask |= ruleBit(RuleId::HreflangNoReturn);
                continue;
            }
            if (*target < me && *back != *alts) {
                out.mismatch.emplace_back(int(i), *target);
                out.mask |= ruleBit(RuleId::HreflangClusterMismatch);
            }
        }
        return out;
    }

    void refreshHreflang(int file, int entry)
    {
        const RuleMask m = files[size_t(file)].marks[size_t(entry)].mask;
        const HreflangFinding finding = hreflangFinding(file, entry);
        setMask(file, entry, (m & ~HreflangSetBits) | finding.mask);
        setExtra(file, entry, true, finding.extra());
        // Which pages a finding names (and so its problems) may change with the mask
        // and the counts staying the same.
        markChanged(file, entry);
    }

    // The entries whose hreflang findings depend on an entry with this loc key.
    void refreshNamersOf(quint64 key)
    {
        if (!key)
            return;
        const auto it = namers.constFind(key);
        if (it == namers.constEnd())
            return;
        const std::vector<EntryRef> refs = *it;
        for (const EntryRef &r : refs)
            refreshHreflang(r.file, r.entry);
    }

    // --- host mismatch ---------------------------------------------------------------
    quint32 computeReference(int file)
    {
        FileState &fs = files[size_t(file)];
        if (fs.ownKnown)
            return originFor(fs, fs.ctx.ownOrigin);
        quint32 best = NoOrigin;
        quint32 bestCount = 0;
        int tied = 0;
        for (quint32 i = 0; i < fs.originCounts.size(); ++i) {
            if (fs.originCounts[i] > bestCount) {
                best = i;
                bestCount = fs.originCounts[i];
                tied = 1;
            } else if (bestCount > 0 && fs.originCounts[i] == bestCount) {
                ++tied;
            }
        }
        if (tied > 1) {
            // On a tie the origin seen first in the file wins.
            for (quint32 o : fs.origins) {
                ++stats.entriesScanned;
                if (o != NoOrigin && fs.originCounts[o] == bestCount)
                    return o;
            }
        }
        return best;
    }

    bool mismatches(const FileState &fs, quint32 origin) const
    {
        return origin != NoOrigin && fs.reference != NoOrigin && origin != fs.reference;
    }

    // Re-decides the reference origin; when it moved, entries of the old and the new
    // reference change verdict (only entries whose verdict changes are signalled).
    void updateReference(int file)
    {
        FileState &fs = files[size_t(file)];
        const quint32 reference = computeReference(file);
        if (reference == fs.reference)
            return;
        fs.reference = reference;
        for (size_t e = 0; e < fs.origins.size(); ++e) {
            ++stats.entriesScanned;
            setBit(file, int(e), RuleId::LocHostMismatch, mismatches(fs, fs.origins[e]));
        }
    }

    void setOrigin(int file, int entry, quint32 origin)
    {
        FileState &fs = files[size_t(file)];
        quint32 &slot = fs.origins[size_t(entry)];
        if (slot != NoOrigin)
            --fs.originCounts[slot];
        slot = origin;
        if (origin != NoOrigin)
            ++fs.originCounts[origin];
    }

    // --- passes ------------------------------------------------------------------------
    void fullPass()
    {
        ++stats.fullPasses;
#ifdef __GLIBC__
        // Reading a large set frees its buffers (and the read-ahead threads' arenas)
        // in pieces the allocator keeps; give them back before the pass builds its
        // tables, or both are held at once. A smaller document has little to give
        // back, and the trim's walk and system calls would be most of its cost.
        if (doc->totalEntryCount() >= TrimHeapEntries)
            malloc_trim(0);
#endif
        files.clear();
        duplicates.clear();
        nearDuplicates.clear();
        repeats.clear();
        nearRepeats.clear();
        laterKeys.clear();
        laterNearKeys.clear();
        altLists.clear();
        freeAltLists.clear();
        namers.clear();
        withAltsByLoc.clear();
        for (qint64 &c : counts)
            c = 0;
        std::fill(std::begin(entryRuleCounts), std::end(entryRuleCounts), 0);
        wrapperDeclarations = -1;
        files.resize(size_t(doc->fileCount()));
        // Every URL has a key and (an http(s) one) a near key: sized once, not doubled
        // twenty times over a large set.
        duplicates.reserve(size_t(doc->totalEntryCount()));
        nearDuplicates.reserve(size_t(doc->totalEntryCount()));
        refreshKnownTags();
        for (int f = 0; f < doc->fileCount(); ++f) {
            FileState &fs = files[size_t(f)];
            setupContext(f);
            const size_t n = size_t(doc->entryCount(f));
            fs.marks = zeroed<FileState::Marks>(n);
            fs.altIndex = zeroed<quint32, PageStorage::Pages::Huge>(n);
            fs.origins.assign(n, NoOrigin);
            if (doc->file(f).kind == FileKind::Unknown)
                continue;
            judgeFile(f);
        }
        // The duplicates were marked as they were counted (countRange()); their groups
        // are kept for the edits and for the messages that name the first entry.
        collectRepeats();
        // hreflang across the set, now that every loc is counted, and the index
        // lastmods against their files.
        for (int f = 0; f < int(files.size()); ++f) {
            FileState &fs = files[size_t(f)];
            for (size_t e = 0; e < fs.altIndex.size(); ++e) {
                if (!fs.altIndex[e])
                    continue;
                const HreflangFinding finding = hreflangFinding(f, int(e));
                fs.marks[e].mask |= finding.mask;
                if (finding.extra() != NoCounts)
                    fs.extras[int(e)].set = finding.extra();
            }
            if (doc->file(f).isIndex() && doc->file(f).kind != FileKind::Unknown) {
                for (size_t e = 0; e < fs.marks.size(); ++e) {
                    if (isStale(f, int(e)))
                        fs.marks[e].mask |= ruleBit(RuleId::IndexLastmodStale);
                }
            }
        }
        for (int f = 0; f < int(files.size()); ++f) {
            FileState &fs = files[size_t(f)];
            fs.reference = computeReference(f);
            for (size_t e = 0; e < fs.origins.size(); ++e) {
                if (mismatches(fs, fs.origins[e]))
                    fs.marks[e].mask |= ruleBit(RuleId::LocHostMismatch);
                adjustEntryCounts(fs.marks[e].mask, +1);
            }
            for (const FileState::Extra &extra : std::as_const(fs.extras)) {
                for (size_t s = 0; s < 3; ++s)
                    counts[s] += qint64(extra.local[s]) + qint64(extra.set[s]);
            }
            fs.fileMask = computeFileMask(f);
            adjustCounts(fs.fileMask, +1);
        }
        countsDirty = true;
        for (int f = 0; f < int(files.size()); ++f) {
            emit q->fileProblemsChanged(f);
            if (!files[size_t(f)].marks.empty())
                emit q->entryProblemsChanged(f, 0, int(files[size_t(f)].marks.size()) - 1);
        }
        flush();
    }

    // A full pass's part of the entries [first, last) of a file, found on any
    // thread: the masks and duplicate keys go straight into the file's vectors
    // (each range its own slots), the rest waits here for the counts.
    struct RangePass
    {
        int first = 0;
        std::vector<quint32> origins; // numbered by numbers
        OriginNumbers numbers;
        std::vector<quint64> priorityKeys; // entryValueKey(), 0: none
        std::vector<quint64> lastmodKeys;
        std::vector<std::pair<int, std::vector<AltRecord>>> alts; // entries with alternates
        std::vector<std::pair<int, SeverityCounts>> extras;       // entries with some
        int news = 0;
        qint64 newestMs = NoInstant;
        int newestCount = 0;
    };

    void judgeRange(int file, int first, int last, RangePass &out)
    {
        FileState &fs = files[size_t(file)];
        Rules::QuickKeys scratch;
        scratch.values = std::make_unique<Rules::ValueMemo>();
        const auto originOf = [&out](QByteArrayView origin) { return out.numbers.number(origin); };
        out.first = first;
        out.origins.resize(size_t(last - first));
        out.priorityKeys.resize(size_t(last - first));
        out.lastmodKeys.resize(size_t(last - first));
        for (int e = first; e < last; ++e) {
            Judged j = judgeWith(file, e, fs.ctx, scratch, originOf);
            const size_t k = size_t(e - first);
            fs.marks[size_t(e)] = {j.mask, j.key, j.nearKey};
            out.origins[k] = j.origin;
            out.news += j.news;
            if (j.lastmodMs != NoInstant) {
                if (out.newestCount == 0 || j.lastmodMs > out.newestMs) {
                    out.newestMs = j.lastmodMs;
                    out.newestCount = 1;
                } else if (j.lastmodMs == out.newestMs) {
                    ++out.newestCount;
                }
            }
            if (!j.alts.empty())
                out.alts.emplace_back(e, std::move(j.alts));
            if (j.extra != NoCounts)
                out.extras.emplace_back(e, j.extra);
            out.priorityKeys[k] = entryValueKey(file, e, Field::Priority);
            out.lastmodKeys[k] = entryValueKey(file, e, Field::LastMod);
        }
    }

    // Judges every entry of a file (on two threads when it is large) and counts
    // what the set rules need, in entry order: the same counts, origin numbers
    // and first occurrences as one entry after the other.
    void judgeFile(int file)
    {
        FileState &fs = files[size_t(file)];
        const int n = int(fs.marks.size());
        const bool two = n >= g_parallelEntries && std::thread::hardware_concurrency() > 1;
        std::vector<RangePass> parts;
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
            const auto judgePiece = [this, file, n, &parts](int k) {
                const int first = int(qint64(n) * k / Pieces);
                const int last = int(qint64(n) * (k + 1) / Pieces);
                judgeRange(file, first, last, parts[size_t(k)]);
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
                    countRange(file, parts[size_t(counted++)]);
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
            judgeRange(file, 0, n, parts[0]);
            countRange(file, parts[0]);
        }
        stats.entriesChecked += n;
        for (RangePass &part : parts) {
            for (auto &[e, alts] : part.alts)
                setAlternates(file, e, std::move(alts));
            for (const auto &[e, extra] : part.extras)
                fs.extras[e].local = extra;
            for (int k = 0; k < part.newestCount; ++k)
                addNewest(fs, part.newestMs);
        }
    }

    // What the set rules need of a judged range, counted in entry order (the ranges
    // are counted first to last): the same counts, origin numbers and first
    // occurrences as one entry after the other.
    void countRange(int file, const RangePass &part)
    {
        FileState &fs = files[size_t(file)];
        std::vector<quint32> number(part.numbers.count());
        for (quint32 i = 0; i < part.numbers.count(); ++i)
            number[i] = originFor(fs, QByteArrayView(part.numbers.key(i)));
        // The tables' slots of an entry a few ahead are loaded while this one is counted.
        constexpr size_t Ahead = 8;
        const size_t count = part.origins.size();
        for (size_t k = 0; k < count; ++k) {
            const int e = part.first + int(k);
            if (k + Ahead < count) {
                duplicates.prefetch(fs.marks[size_t(e) + Ahead].key);
                nearDuplicates.prefetch(fs.marks[size_t(e) + Ahead].nearKey);
            }
            // Counted in entry order, every occurrence after the first of a key is a
            // duplicate, and of a near key a near duplicate unless a duplicate already.
            RuleMask &mask = fs.marks[size_t(e)].mask;
            if (const quint64 key = fs.marks[size_t(e)].key) {
                if (duplicates.add(key) > 1) {
                    mask |= ruleBit(RuleId::LocDuplicate);
                    laterKeys.emplace_back(key, EntryRef{file, e});
                }
            }
            if (const quint64 near = fs.marks[size_t(e)].nearKey) {
                if (nearDuplicates.add(near) > 1) {
                    if (!(mask & ruleBit(RuleId::LocDuplicate)))
                        mask |= ruleBit(RuleId::LocNearDuplicate);
                    laterNearKeys.emplace_back(near, EntryRef{file, e});
                }
            }
            setOrigin(file, e, part.origins[k] == NoOrigin ? NoOrigin : number[part.origins[k]]);
            if (const quint64 key = part.priorityKeys[k]) {
                ++fs.priorityCarriers;
                fs.prioritySpread.add(key, +1);
            }
            if (const quint64 key = part.lastmodKeys[k]) {
                ++fs.lastmodCarriers;
                fs.lastmodSpread.add(key, +1);
            }
        }
        fs.newsCount += part.news;
    }

    // The local rules of one entry again, keeping its set verdicts.
    Judged recheckEntry(int file, int entry)
    {
        FileState &fs = files[size_t(file)];
        const Judged j = judge(file, entry, true);
        const RuleMask set = fs.marks[size_t(entry)].mask & SetBits;
        setMask(file, entry, j.mask | set);
        setExtra(file, entry, false, j.extra);
        return j;
    }

    // --- edits ---------------------------------------------------------------------------
    void prefetchEntry(int file, int entry, Field field) const
    {
        if (file < 0 || size_t(file) >= files.size())
            return;
        const FileState &fs = files[size_t(file)];
        const size_t e = size_t(entry);
        if (e >= fs.marks.size() || e >= fs.origins.size())
            return;
        prefetchLine(&fs.marks[e]);
        prefetchLine(&fs.altIndex[e]);
        prefetchLine(&fs.origins[e]);
        if (field == Field::Loc) {
            // The counts the old URL's keys leave.
            duplicates.prefetch(fs.marks[e].key);
            nearDuplicates.prefetch(fs.marks[e].nearKey);
        }
    }

    bool live(int file) const
    {
        return file >= 0 && size_t(file) < files.size() &&
               doc->file(file).kind != FileKind::Unknown;
    }

    // One edit over many entries, one signal at the end. A lastmod, changefreq or
    // priority changes only the rules that value decides (Rules::valueRules()): those
    // bits are judged again, once per distinct value, and the entry's other verdicts
    // stay. A loc takes the whole per-entry path.
    void beforeValuesChange(int file, Field field, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        valueMemo.clear();
        for (const int entry : entries)
            countValue(file, field, memoValueFacts(file, entry, field), -1);
    }

    void afterValuesChange(int file, Field field, const std::vector<int> &entries)
    {
        ++batching;
        if (field == Field::Loc || !live(file)) {
            for (const int entry : entries)
                afterValueChange(file, entry, field);
        } else {
            FileState &fs = files[size_t(file)];
            fs.ctx.nowMSecs = now();
            valueMemo.clear();
            verdictMemo.clear();
            const RuleMask scope = Rules::valueRules(field);
            for (const int entry : entries) {
                if (!hasEntry(file, entry))
                    continue;
                countValue(file, field, memoValueFacts(file, entry, field), +1);
                const RuleMask bits = memoCheckValue(file, entry, field);
                setMask(file, entry, (fs.marks[size_t(entry)].mask & ~scope) | bits);
            }
            updateFileMask(file);
        }
        --batching;
        // index-lastmod-stale once every entry's new value is counted: a recount of
        // the newest lastmod in between would see values not yet counted.
        if (live(file) && (field == Field::LastMod || doc->file(file).isIndex())) {
            if (doc->file(file).isIndex()) {
                for (const int entry : entries)
                    refreshStale(file, entry);
            } else if (!entries.empty()) {
                refreshStale(file, entries.front());
            }
        }
        if (std::exchange(batchFileMaskDirty, false) && live(file))
            updateFileMask(file);
        flush();
    }

    void beforeValueChange(int file, int entry, Field field)
    {
        if (!live(file))
            return;
        countValue(file, entry, field, -1);
    }

    void afterValueChange(int file, int entry, Field field)
    {
        if (!live(file) || !hasEntry(file, entry))
            return;
        countValue(file, entry, field, +1);
        const Judged j = recheckEntry(file, entry);
        if (field == Field::Loc) {
            // The counts the new URL's keys join, asked for together.
            duplicates.prefetch(j.key);
            nearDuplicates.prefetch(j.nearKey);
            FileState &fs = files[size_t(file)];
            const quint64 key = j.key;
            const quint64 oldKey = fs.marks[size_t(entry)].key;
            const bool hadAlternates = fs.altIndex[size_t(entry)] != 0;
            if (hadAlternates || !j.alts.empty())
                dropAlternates(file, entry, oldKey);
            if (key != oldKey) {
                removeDuplicateKey(file, entry);
                addDuplicateKey(file, entry, key);
            }
            if (!j.alts.empty())
                setAlternates(file, entry, j.alts);
            if (hadAlternates || !j.alts.empty())
                refreshHreflang(file, entry);
            if (key != oldKey) {
                refreshNamersOf(oldKey);
                refreshNamersOf(key);
            }
            if (j.nearKey != fs.marks[size_t(entry)].nearKey) {
                leaveNearGroup(file, entry);
                joinNearGroup(file, entry, j.nearKey);
            }
            const quint32 origin = j.origin;
            if (origin != fs.origins[size_t(entry)]) {
                setOrigin(file, entry, origin);
                updateReference(file);
                setBit(file, entry, RuleId::LocHostMismatch, mismatches(fs, origin));
            }
        }
        if ((field == Field::LastMod || doc->file(file).isIndex()) && batching == 0)
            refreshStale(file, entry);
        updateFileMask(file);
        // Signalled again now that every verdict is final: a signal flushed halfway (as
        // another entry's verdict changed) showed the entry's problems before its
        // alternates were counted again.
        markChanged(file, entry);
        flush();
    }

    // New extension XML for some entries of a file: their own rules, the news count,
    // and the hreflang set rules of theirs and of the entries naming them.
    void beforeExtensionsChange(int file, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        FileState &fs = files[size_t(file)];
        for (const int e : entries) {
            if (fs.newsCount > 0 && doc->entry(file, e).extensionCount > 0)
                fs.newsCount -= facts(file, e).ext.news;
        }
    }

    void afterExtensionsChange(int file, const std::vector<int> &entries)
    {
        if (!live(file))
            return;
        FileState &fs = files[size_t(file)];
        refreshKnownTags();
        ++batching;
        for (const int e : entries) {
            if (!hasEntry(file, e))
                continue;
            const Judged j = recheckEntry(file, e);
            fs.newsCount += j.news;
            dropAlternates(file, e, fs.marks[size_t(e)].key);
            setAlternates(file, e, j.alts);
        }
        for (const int e : entries) {
            if (!hasEntry(file, e))
                continue;
            refreshHreflang(file, e);
            refreshNamersOf(fs.marks[size_t(e)].key);
            // The messages and positions may change with the mask staying the same.
            markChanged(file, e);
        }
        --batching;
        batchFileMaskDirty = false;
        updateFileMask(file);
        flush();
    }

    void beforeInsert(int file, int first, int count)
    {
        if (file < 0 || size_t(file) >= files.size())
            return;
        // Rows exist at once (without verdicts), so views asking early stay in range.
        FileState &fs = files[size_t(file)];
        fs.marks.insert(fs.marks.begin() + first, size_t(count), FileState::Marks());
        fs.altIndex.insert(fs.altIndex.begin() + first, size_t(count), 0);
        shiftRefs(file, first, count);
        shiftExtras(fs, first, count);
        fs.origins.insert(fs.origins.begin() + first, size_t(count), NoOrigin);
    }

    void afterInsert(int file, int first, int count)
    {
        if (!live(file))
            return;
        FileState &fs = files[size_t(file)];
        refreshKnownTags();
        for (int e = first; e < first + count; ++e) {
            const Judged j = recheckEntry(file, e);
            fs.newsCount += j.news;
            countValue(file, e, Field::Priority, +1);
            countValue(file, e, Field::LastMod, +1);
            addDuplicateKey(file, e, j.key);
            joinNearGroup(file, e, j.nearKey);
            setOrigin(file, e, j.origin);
            setAlternates(file, e, j.alts);
        }
        for (int e = first; e < first + count; ++e) {
            if (fs.altIndex[size_t(e)])
                refreshHreflang(file, e);
            refreshNamersOf(fs.marks[size_t(e)].key);
            if (doc->file(file).isIndex())
                refreshStale(file, e);
        }
        if (!doc->file(file).isIndex())
            refreshStale(file, -1);
        const quint32 before = fs.reference;
        updateReference(file);
        if (fs.reference == before) {
            for (int e = first; e < first + count; ++e)
                setBit(file, e, RuleId::LocHostMismatch, mismatches(fs, fs.origins[size_t(e)]));
        }
        updateFileMask(file);
        flush();
    }

    void beforeRemove(int file, int first, int count)
    {
        orphanedKeys.clear();
        orphanedNearKeys.clear();
        orphanedLocKeys.clear();
        if (!live(file))
            return;
        FileState &fs = files[size_t(file)];
        for (int e = first; e < first + count; ++e) {
            countValue(file, e, Field::Priority, -1);
            countValue(file, e, Field::LastMod, -1);
            if (fs.newsCount > 0) {
                const Entry &entry = doc->entry(file, e);
                if (entry.extensionCount > 0)
                    fs.newsCount -= facts(file, e).ext.news;
            }
            setOrigin(file, e, NoOrigin);
            quint64 &key = fs.marks[size_t(e)].key;
            const RuleMask mask = fs.marks[size_t(e)].mask;
            if (key)
                orphanedLocKeys.push_back(key);
            dropAlternates(file, e, key);
            // The entries' groups lose them now; the new first entries are settled
            // once the rows are gone (afterRemove()).
            const EntryRef self{file, e};
            bool wasFirst = false;
            if (quint64 &near = fs.marks[size_t(e)].nearKey) {
                if (leaveGroup(nearDuplicates, nearRepeats, near, self, &wasFirst) && wasFirst)
                    orphanedNearKeys.push_back(near);
                near = 0;
            }
            if (key) {
                if (leaveGroup(duplicates, repeats, key, self, &wasFirst) && wasFirst)
                    orphanedKeys.push_back(key);
                key = 0;
            }
            adjustEntryCounts(mask, -1);
            dropExtras(file, e);
        }
    }

    void afterRemove(int file, int first, int count)
    {
        if (file < 0 || size_t(file) >= files.size())
            return;
        FileState &fs = files[size_t(file)];
        if (size_t(first + count) <= fs.marks.size()) {
            fs.marks.erase(fs.marks.begin() + first, fs.marks.begin() + first + count);
            fs.altIndex.erase(fs.altIndex.begin() + first, fs.altIndex.begin() + first + count);
            shiftRefs(file, first + count, -count);
            for (int e = first; e < first + count; ++e)
                fs.extras.remove(e);
            shiftExtras(fs, first + count, -count);
            fs.origins.erase(fs.origins.begin() + first, fs.origins.begin() + first + count);
        }
        if (!live(file)) {
            flush();
            return;
        }
        // A removed first entry hands "first" to the next one of its group.
        for (const quint64 key : orphanedKeys) {
            if (const auto group = repeats.constFind(key); group != repeats.constEnd())
                setDuplicate(*group->begin(), false);
        }
        orphanedKeys.clear();
        for (const quint64 near : orphanedNearKeys) {
            if (const auto group = nearRepeats.constFind(near); group != nearRepeats.constEnd())
                settleNear(*group->begin());
        }
        orphanedNearKeys.clear();
        for (quint64 key : orphanedLocKeys)
            refreshNamersOf(key);
        orphanedLocKeys.clear();
        if (!doc->file(file).isIndex())
            refreshStale(file, -1);
        // Entries after the gap moved: their rows' problems are the same, but the
        // view's rows shifted under them; the model handles that through the document.
        updateReference(file);
        updateFileMask(file);
        flush();
    }

    void ownUrlChanged(int file)
    {
        if (!live(file))
            return;
        setupContext(file);
        FileState &fs = files[size_t(file)];
        for (int e = 0; e < int(fs.marks.size()); ++e)
            recheckEntry(file, e);
        updateReference(file);
        updateFileMask(file);
        flush();
    }

    // --- problems ------------------------------------------------------------------------------
    Problem makeProblem(RuleId rule, int file, int entry) const
    {
        Problem p;
        p.rule = Rules::idString(rule);
        p.severity = Rules::severity(rule);
        p.file = file;
        p.entry = entry;
        return p;
    }

    QString expectedFor(RuleId rule, const FileState &fs) const
    {
        if (rule == RuleId::LocHostMismatch)
            return fs.reference == NoOrigin ? QString()
                                            : QString::fromUtf8(fs.originNumbers.key(fs.reference));
        if (rule == RuleId::LocOutsidePath)
            return fs.ctx.ownOrigin + fs.ctx.ownFolderPath;
        return {};
    }

    std::vector<Problem> entryProblems(int file, int entry) const
    {
        std::vector<Problem> out;
        if (!hasEntry(file, entry) || entry >= doc->entryCount(file))
            return out;
        const FileState &fs = files[size_t(file)];
        const RuleMask mask = fs.marks[size_t(entry)].mask;
        if (!mask)
            return out;
        FileContext ctx = fs.ctx;
        ctx.nowMSecs = now();
        const EntryFacts ef = Rules::entryFacts(*doc, file, entry, ctx);
        const SitemapFile &sf = doc->file(file);
        std::optional<HreflangFinding> finding;
        // One problem of a rule: occurrence says which one of a rule reported per
        // field, video, alternate or pair.
        const auto add = [&](RuleId rule, int occurrence) {
            Problem p = makeProblem(rule, file, entry);
            TextPosition at = Rules::entryPosition(p.rule, *doc, file, entry);
            const int child = isExtensionRule(rule) ? ef.ext.childAt(rule, occurrence) : -1;
            if (child >= 0)
                at = sf.spot(doc->entry(file, entry), Spot::Extension, child);
            QString extra = expectedFor(rule, fs);
            if (isExtensionRule(rule) && !ef.ext.detail(rule, occurrence).isEmpty())
                extra = ef.ext.detail(rule, occurrence);
            if (HreflangSetBits & ruleBit(rule)) {
                const bool mismatch = rule == RuleId::HreflangClusterMismatch;
                const std::vector<int> &alts =
                    rule == RuleId::HreflangNoReturn ? finding->noReturn : finding->missing;
                const size_t n = mismatch ? finding->mismatch.size() : alts.size();
                const size_t i = size_t(occurrence);
                const int alt = i >= n ? -1 : mismatch ? finding->mismatch[i].first : alts[i];
                if (const ExtensionFacts::Alternate *a = firstNaming(ef, file, entry, alt)) {
                    at = sf.spot(doc->entry(file, entry), Spot::Extension, a->child);
                    extra = quoted(a->href);
                }
                if (mismatch && i < n) {
                    const EntryRef with = finding->mismatch[i].second;
                    p.relatedFile = with.file;
                    p.relatedEntry = with.entry;
                    extra = clusterDifference(ef, file, entry, with, ctx);
                }
            }
            if (rule == RuleId::IndexLastmodStale)
                extra = newestLastmodText(sf.childFile[size_t(entry)]);
            p.line = at.line;
            p.column = at.column;
            p.field = Rules::entryField(rule, ef);
            if (rule == RuleId::LocDuplicate || rule == RuleId::LocNearDuplicate) {
                const bool near = rule == RuleId::LocNearDuplicate;
                const auto [f0, e0] = firstOf(
                    near ? fs.marks[size_t(entry)].nearKey : fs.marks[size_t(entry)].key, near);
                if (f0 >= 0) {
                    p.relatedFile = f0;
                    p.relatedEntry = e0;
                    extra = Rules::entryReference(*doc, f0, e0, near);
                }
            }
            p.message = Rules::entryMessage(rule, ef, extra);
            p.fixedOnSave = Rules::entryFixedOnSave(rule, ef);
            out.push_back(std::move(p));
        };
        for (int r = 0; r < RuleCount; ++r) {
            const RuleId rule = RuleId(r);
            if (!(mask & ruleBit(rule)))
                continue;
            int occurrences = 1;
            if (HreflangSetBits & ruleBit(rule)) {
                if (!finding)
                    finding = hreflangFinding(file, entry);
                const size_t n = rule == RuleId::HreflangNoReturn        ? finding->noReturn.size()
                                 : rule == RuleId::HreflangTargetMissing ? finding->missing.size()
                                                                         : finding->mismatch.size();
                occurrences = std::max(1, int(n));
            } else if (isExtensionRule(rule)) {
                occurrences = ef.ext.occurrences(rule);
            }
            for (int i = 0; i < occurrences; ++i)
                add(rule, i);
        }
        return out;
    }

    // The newest lastmod of a file as written, quoted.
    QString newestLastmodText(int file) const
    {
        qint64 best = NoInstant;
        int at = -1;
        for (int e = 0; e < doc->entryCount(file); ++e) {
            const qint64 ms = lastmodInstant(file, e);
            if (ms != NoInstant && (at < 0 || ms > best)) {
                best = ms;
                at = e;
            }
        }
        return at < 0 ? QString()
                      : quoted(UrlTools::trimXmlWhitespace(doc->value(file, at, Field::LastMod)));
    }

    // The alternate of an entry's facts behind its sorted AltRecord number index.
    const ExtensionFacts::Alternate *alternateFor(const EntryFacts &ef, int file, int entry,
                                                  int index) const
    {
        const std::vector<AltRecord> *alts = altsOf(file, entry);
        if (!alts || index < 0 || size_t(index) >= alts->size())
            return nullptr;
        const AltRecord want = (*alts)[size_t(index)];
        for (const ExtensionFacts::Alternate &a : ef.ext.alternateLinks) {
            if (hashBytes(a.hrefKey.toUtf8(), 0) == want.href && langHash(a.hreflang) == want.lang)
                return &a;
        }
        return nullptr;
    }

    // The entry's first link, in document order, naming the href of its sorted AltRecord
    // number index.
    const ExtensionFacts::Alternate *firstNaming(const EntryFacts &ef, int file, int entry,
                                                 int index) const
    {
        const std::vector<AltRecord> *alts = altsOf(file, entry);
        if (!alts || index < 0 || size_t(index) >= alts->size())
            return nullptr;
        const quint64 href = (*alts)[size_t(index)].href;
        for (const ExtensionFacts::Alternate &a : ef.ext.alternateLinks) {
            if (hashBytes(a.hrefKey.toUtf8(), 0) == href)
                return &a;
        }
        return nullptr;
    }

    // One (hreflang, href) pair that one of two entries lists and the other does not, in words.
    QString clusterDifference(const EntryFacts &ef, int file, int entry, EntryRef other,
                              const FileContext &ctx) const
    {
        const std::vector<AltRecord> &mine = *altsOf(file, entry);
        const std::vector<AltRecord> &theirs = *altsOf(other.file, other.entry);
        const EntryFacts of = Rules::entryFacts(*doc, other.file, other.entry, ctx);
        const QString otherUrl = quoted(of.loc);
        for (size_t i = 0; i < mine.size(); ++i) {
            if (!std::binary_search(theirs.begin(), theirs.end(), mine[i])) {
                if (const ExtensionFacts::Alternate *a = alternateFor(ef, file, entry, int(i)))
                    return RuleText::tr("this URL lists hreflang %1 for %2, %3 does not")
                        .arg(quoted(a->hreflang), a->href, otherUrl);
            }
        }
        for (size_t i = 0; i < theirs.size(); ++i) {
            if (!std::binary_search(mine.begin(), mine.end(), theirs[i])) {
                if (const ExtensionFacts::Alternate *a =
                        alternateFor(of, other.file, other.entry, int(i)))
                    return RuleText::tr("%1 lists hreflang %2 for %3, this URL does not")
                        .arg(otherUrl, quoted(a->hreflang), a->href);
            }
        }
        return otherUrl;
    }

    QString firstValue(int file, Field field) const
    {
        for (int e = 0; e < doc->entryCount(file); ++e) {
            if (doc->entry(file, e).has(field))
                return UrlTools::trimXmlWhitespace(doc->value(file, e, field));
        }
        return {};
    }

    std::vector<Problem> fileProblems(int file) const
    {
        std::vector<Problem> out;
        if (file < 0 || size_t(file) >= files.size())
            return out;
        const FileState &fs = files[size_t(file)];
        if (!fs.fileMask)
            return out;
        FileFacts ff = fileFacts(file);
        if (fs.fileMask & ruleBit(RuleId::PriorityUniform))
            ff.uniformPriority = firstValue(file, Field::Priority);
        if (fs.fileMask & ruleBit(RuleId::LastmodUniform))
            ff.uniformLastmod = firstValue(file, Field::LastMod);
        for (int r = 0; r < RuleCount; ++r) {
            const RuleId rule = RuleId(r);
            if (!(fs.fileMask & ruleBit(rule)))
                continue;
            Problem p = makeProblem(rule, file, -1);
            const TextPosition pos = Rules::filePosition(rule, ff);
            p.line = pos.line;
            p.column = pos.line > 0 ? pos.column : 0;
            p.field = Rules::fileField(rule);
            p.message = Rules::fileMessage(rule, ff);
            p.fixedOnSave = Rules::fileFixedOnSave(rule);
            out.push_back(std::move(p));
        }
        return out;
    }
};

Validator::Validator(SitemapDocument *doc, QObject *parent)
    : QObject(parent), m_doc(doc), d(new State(this, doc))
{
    connect(doc, &SitemapDocument::aboutToReset, this, [this] { d->files.clear(); });
    connect(doc, &SitemapDocument::resetDone, this, [this] { d->fullPass(); });
    connect(doc, &SitemapDocument::valueAboutToChange, this,
            [this](int file, int entry, Field field) { d->beforeValueChange(file, entry, field); });
    connect(doc, &SitemapDocument::valueChanged, this,
            [this](int file, int entry, Field field) { d->afterValueChange(file, entry, field); });
    connect(doc, &SitemapDocument::valuesAboutToChange, this,
            [this](int file, Field field, const std::vector<int> &entries) {
                d->beforeValuesChange(file, field, entries);
            });
    connect(doc, &SitemapDocument::valuesChanged, this,
            [this](int file, Field field, const std::vector<int> &entries) {
                d->afterValuesChange(file, field, entries);
            });
    connect(doc, &SitemapDocument::extensionsAboutToChange, this,
            [this](int file, const std::vector<int> &entries) {
                d->beforeExtensionsChange(file, entries);
            });
    connect(doc, &SitemapDocument::extensionsChanged, this,
            [this](int file, const std::vector<int> &entries) {
                d->afterExtensionsChange(file, entries);
            });
    connect(doc, &SitemapDocument::entriesAboutToBeInserted, this,
            [this](int file, int first, int count) { d->beforeInsert(file, first, count); });
    connect(doc, &SitemapDocument::entriesInserted, this,
            [this](int file, int first, int count) { d->afterInsert(file, first, count); });
    connect(doc, &SitemapDocument::entriesAboutToBeRemoved, this,
            [this](int file, int first, int count) { d->beforeRemove(file, first, count); });
    connect(doc, &SitemapDocument::entriesRemoved, this,
            [this](int file, int first, int count) { d->afterRemove(file, first, count); });
    connect(doc, &SitemapDocument::ownUrlChanged, this,
            [this](int file) { d->ownUrlChanged(file); });
    // A file's facts decide file rules and set rules alike: judged anew.
    connect(doc, &SitemapDocument::fileFactsChanged, this, [this] { d->fullPass(); });
    d->fullPass();
}

Validator::~Validator()
{
    delete d;
}

std::vector<Problem> Validator::entryProblems(int file, int entry) const
{
    std::vector<Problem> out = d->entryProblems(file, entry);
    if (m_extra && m_extra->hasProblems(file, entry))
        m_extra->appendProblems(file, entry, out);
    return out;
}

std::vector<Problem> Validator::ownEntryProblems(int file, int entry) const
{
    return d->entryProblems(file, entry);
}

int Validator::ownWorstSeverity(int file, int entry) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    for (int s = 2; s >= 0; --s) {
        if (mask & d->severityMasks[s])
            return s;
    }
    return -1;
}

void Validator::setExtraProblems(const ExtraProblemSource *source)
{
    m_extra = source;
    extraProblemsChanged(-1, 0, 0);
}

void Validator::extraProblemsChanged(int file, int first, int last)
{
    if (file >= 0) {
        emit entryProblemsChanged(file, first, last);
    } else {
        for (int f = 0; f < m_doc->fileCount(); ++f) {
            if (m_doc->entryCount(f) > 0)
                emit entryProblemsChanged(f, 0, m_doc->entryCount(f) - 1);
        }
    }
    emit countsChanged();
}

std::vector<Problem> Validator::fileProblems(int file) const
{
    return d->fileProblems(file);
}

namespace {

// Like a compiler: by position; problems without one first.
bool beforeByPosition(const Problem &a, const Problem &b)
{
    if (a.line != b.line)
        return a.line < b.line;
    return a.column < b.column;
}

} // namespace

std::vector<Problem> Validator::problemsOfFile(int file) const
{
    std::vector<Problem> out = fileProblems(file);
    if (file >= 0 && size_t(file) < d->files.size()) {
        const auto &marks = d->files[size_t(file)].marks;
        for (size_t e = 0; e < marks.size(); ++e) {
            if (!marks[e].mask && !(m_extra && m_extra->hasProblems(file, int(e))))
                continue;
            std::vector<Problem> entry = entryProblems(file, int(e));
            std::move(entry.begin(), entry.end(), std::back_inserter(out));
        }
    }
    std::stable_sort(out.begin(), out.end(), beforeByPosition);
    return out;
}

void Validator::forEachProblemOfFile(int file,
                                     const std::function<void(const Problem &)> &visit) const
{
    if (file < 0 || size_t(file) >= d->files.size())
        return;
    // The entries with problems in the order of their positions: each entry's problems
    // lie inside it, so sorting each entry's problems and merging in the file's own
    // problems gives the order of problemsOfFile(). Where they are not (an edited
    // document: a new entry has no position, a moved one breaks the order), the whole
    // sort. Only those entries are looked at: the others' order does not matter.
    const auto &marks = d->files[size_t(file)].marks;
    std::vector<int> withProblems;
    quint32 line = 0;
    quint32 column = 0;
    for (size_t e = 0; e < marks.size(); ++e) {
        if (!marks[e].mask && !(m_extra && m_extra->hasProblems(file, int(e))))
            continue;
        const Entry &entry = m_doc->entry(file, int(e));
        if (entry.line == 0 || entry.line < line ||
            (entry.line == line && entry.column <= column)) {
            for (const Problem &p : problemsOfFile(file))
                visit(p);
            return;
        }
        line = entry.line;
        column = entry.column;
        withProblems.push_back(int(e));
    }
    std::vector<Problem> own = fileProblems(file);
    std::stable_sort(own.begin(), own.end(), beforeByPosition);
    size_t next = 0;
    for (const int e : withProblems) {
        std::vector<Problem> problems = entryProblems(file, e);
        std::stable_sort(problems.begin(), problems.end(), beforeByPosition);
        for (const Problem &p : problems) {
            while (next < own.size() && !beforeByPosition(p, own[next]))
                visit(own[next++]);
            visit(p);
        }
    }
    while (next < own.size())
        visit(own[next++]);
}

std::vector<Problem> Validator::allProblems() const
{
    std::vector<Problem> out;
    for (int f = 0; f < int(d->files.size()); ++f) {
        std::vector<Problem> p = problemsOfFile(f);
        std::move(p.begin(), p.end(), std::back_inserter(out));
    }
    return out;
}

RuleMask Validator::entryRuleMask(int file, int entry) const
{
    return d->hasEntry(file, entry) ? d->files[size_t(file)].marks[size_t(entry)].mask : RuleMask();
}

std::optional<std::pair<int, int>> Validator::entryWithUrl(const QString &url) const
{
    const QString trimmed = UrlTools::trimXmlWhitespace(url);
    if (!UrlTools::split(trimmed).absolute)
        return std::nullopt;
    const QByteArray key = UrlTools::duplicateKey(trimmed).toUtf8();
    if (key.isEmpty())
        return std::nullopt;
    // Hashed as duplicateHash() hashes a sitemap's (not an index's) loc.
    const std::optional<EntryRef> ref = d->firstWithLoc(hashBytes(key, 0));
    if (!ref)
        return std::nullopt;
    return std::pair<int, int>(ref->file, ref->entry);
}

RuleMask Validator::fileRuleMask(int file) const
{
    return file >= 0 && size_t(file) < d->files.size() ? d->files[size_t(file)].fileMask
                                                       : RuleMask();
}

int Validator::worstSeverity(int file, int entry) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    const int extra = m_extra ? m_extra->worstSeverity(file, entry, -1) : -1;
    for (int s = 2; s > extra; --s) {
        if (mask & d->severityMasks[s])
            return s;
    }
    return extra;
}

int Validator::worstSeverity(int file, int entry, Field field) const
{
    const RuleMask mask = entryRuleMask(file, entry);
    if (m_extra) {
        const int extra = m_extra->worstSeverity(file, entry, int(field));
        if (extra >= 0) {
            const RuleMask own = mask;
            // The validator's own rules on the field, then the worse of both.
            int worst = extra;
            EntryFacts shape;
            const Entry &e = m_doc->entry(file, entry);
            shape.repeated = e.repeated;
            shape.present = e.present;
            for (int r = 0; r < RuleCount && own; ++r) {
                const RuleId rule = RuleId(r);
                if ((own & ruleBit(rule)) && Rules::entryField(rule, shape) == int(field))
                    worst = std::max(worst, int(Rules::severity(rule)));
            }
            return worst;
        }
    }
    if (!mask || entry >= m_doc->entryCount(file))
        return -1;
    // The column of a rule is fixed except for two, which depend on the entry.
    EntryFacts shape;
    const Entry &e = m_doc->entry(file, entry);
    shape.repeated = e.repeated;
    shape.present = e.present;
    int worst = -1;
    for (int r = 0; r < RuleCount; ++r) {
        const RuleId rule = RuleId(r);
        if ((mask & ruleBit(rule)) && Rules::entryField(rule, shape) == int(field))
            worst = std::max(worst, int(Rules::severity(rule)));
    }
    return worst;
}

int Validator::count(Severity severity) const
{
    return int(d->counts[int(severity)]) + (m_extra ? m_extra->count(severity) : 0);
}

qint64 Validator::entriesWith(RuleId rule) const
{
    return d->entryRuleCounts[int(rule)];
}

const Validator::Stats &Validator::stats() const
{
    return d->stats;
}

void Validator::prefetchEntry(int file, int entry, Field field) const
{
    d->prefetchEntry(file, entry, field);
}

void Validator::resetStats()
{
    d->stats = {};
}

void Validator::setCurrentTimeForTesting(qint64 msecsSinceEpoch)
{
    g_nowOverride = msecsSinceEpoch;
}

void Validator::setParallelPassForTesting(int minEntries)
{
    g_parallelEntries = minEntries > 0 ? minEntries : ParallelEntries;
}

void Validator::setQuickPathForTesting(bool enabled)
{
    g_quickPath = enabled;
}
