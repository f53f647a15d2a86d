// SPDX-License-Identifier: GPL-3.0-or-later
// PageStorage: the large tables of a read and a pass, mapped on their own. What a
// user relies on is that no value is lost or changed on the way: storage comes
// zeroed, a vector on it keeps its elements through growth and trimToSize(), and
// a string pool on its blocks gives back every value as it was added, and the
// key counters on them count every key right (the duplicate rules rely on it).

#include "editvalues.h"
#include "entryrefset.h"
#include "hashcounter.h"
#include "pagestorage.h"
#include "stringpool.h"

#include <QFile>
#include <QScopeGuard>
#include <QTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <set>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

class TestPageStorage : public QObject
{
    Q_OBJECT

private slots:
    void storageIsZeroed_data();
    void storageIsZeroed();
    void vectorKeepsElements();
    void trimToSizeKeepsElements();
    void discardOnlyWholePagesInside();
    void filledIsTakenInAtOnce();
    void smallPagesOnlyAsksForNoHugePages();
    void smallFilledIsTakenInOnSmallPages();
    void blockMoves();
    void sharedHugePagesKeepEachBlock();
    void poolKeepsValuesAcrossChunks();
    void poolAbsorbKeepsValues();
    void poolKeepsLongValues();
    void poolExpectingAFileStartsWithFullChunks();
    void poolRoomOfManyPiecesKeepsValues();
    void pinKeepsTextWhenThePoolGoes();
    void poolTakesOverChunksWhileReused();
    void pinnedEditValuesKeepTheirBytes();
    void hashCounterCountsEveryKey();
    void entryRefSetKeepsItsEntriesInOrder();
};

void TestPageStorage::storageIsZeroed_data()
{
    QTest::addColumn<qulonglong>("bytes");
    QTest::addColumn<int>("pages");
    using PageStorage::Pages;
    for (const auto &[name, pages] :
         {std::pair{"small", Pages::Small}, std::pair{"huge", Pages::Huge},
          std::pair{"filled", Pages::Filled}, std::pair{"small filled", Pages::SmallFilled}}) {
        QTest::addRow("%s, 1 byte", name) << qulonglong(1) << int(pages);
        QTest::addRow("%s, just below mapped", name)
            << qulonglong(PageStorage::MappedBytes - 1) << int(pages);
        QTest::addRow("%s, mapped", name) << qulonglong(PageStorage::MappedBytes) << int(pages);
        QTest::addRow("%s, 5 MiB and a bit", name) << qulonglong((5u << 20) + 4097) << int(pages);
    }
}

void TestPageStorage::storageIsZeroed()
{
    QFETCH(qulonglong, bytes);
    QFETCH(int, pages);
    auto *p = static_cast<unsigned char *>(
        PageStorage::allocate(size_t(bytes), PageStorage::Pages(pages)));
    QVERIFY(p);
    size_t nonZero = 0;
    for (size_t i = 0; i < bytes; ++i)
        nonZero += p[i] != 0;
    QCOMPARE(nonZero, size_t(0));
    // Every byte can be written and read back.
    for (size_t i = 0; i < bytes; ++i)
        p[i] = static_cast<unsigned char>(i * 7 + 1);
    size_t wrong = 0;
    for (size_t i = 0; i < bytes; ++i)
        wrong += p[i] != static_cast<unsigned char>(i * 7 + 1);
    QCOMPARE(wrong, size_t(0));
    PageStorage::release(p, size_t(bytes));
}

void TestPageStorage::vectorKeepsElements()
{
    // Grown by push_back across the mapped size, then copied: the values stay.
    std::vector<quint64, PageStorage::Allocator<quint64, PageStorage::Pages::Huge>> v;
    constexpr quint64 count = 700000; // 5.3 MiB
    for (quint64 i = 0; i < count; ++i)
        v.push_back(i * 0x9E3779B97F4A7C15ull);
    QVERIFY(v.capacity() * sizeof(quint64) >= PageStorage::MappedBytes);
    const auto copy = v;
    for (quint64 i = 0; i < count; ++i) {
        if (v[size_t(i)] != i * 0x9E3779B97F4A7C15ull || copy[size_t(i)] != v[size_t(i)])
            QFAIL(qPrintable(QStringLiteral("element %1 changed").arg(i)));
    }
}

void TestPageStorage::trimToSizeKeepsElements()
{
    // Room reserved far ahead (as the reader does), filled in part: trimToSize()
    // gives back the pages beyond the last element, the elements stay, and the
    // vector grows on into the room given back.
    std::vector<quint32, PageStorage::Allocator<quint32, PageStorage::Pages::Huge>> v;
    v.reserve(3000000); // 11.4 MiB
    const quint32 *const before = v.data();
    for (quint32 i = 0; i < 1234567; ++i)
        v.push_back(i ^ 0xA5A5A5A5u);
    PageStorage::trimToSize(v);
    QVERIFY(v.data() == before); // mapped storage is not moved
    QCOMPARE(v.size(), size_t(1234567));
    for (quint32 i = 0; i < 1234567; ++i) {
        if (v[i] != (i ^ 0xA5A5A5A5u))
            QFAIL(qPrintable(QStringLiteral("element %1 changed").arg(i)));
    }
    for (quint32 i = 1234567; i < 2000000; ++i)
        v.push_back(i ^ 0xA5A5A5A5u);
    for (quint32 i = 0; i < 2000000; ++i) {
        if (v[i] != (i ^ 0xA5A5A5A5u))
            QFAIL(qPrintable(QStringLiteral("element %1 changed after growing").arg(i)));
    }

    // Storage from malloc is shrunk instead.
    std::vector<quint32, PageStorage::Allocator<quint32>> small;
    small.reserve(1000);
    small.push_back(7);
    small.push_back(8);
    PageStorage::trimToSize(small);
    QCOMPARE(small.capacity(), size_t(2));
    QCOMPARE(small[0], 7u);
    QCOMPARE(small[1], 8u);

    // A table on huge pages filled to less than one (a file's entries) moves into an
    // arena of them rather than give back the rest of its first huge page, which
    // would split it; one on small pages gives the pages back in place.
    constexpr quint32 count = 400000; // 1.5 MiB
    std::vector<quint32, PageStorage::Allocator<quint32, PageStorage::Pages::Huge>> huge;
    std::vector<quint32, PageStorage::Allocator<quint32, PageStorage::Pages::Small>> plain;
    huge.reserve(786432); // 3 MiB
    plain.reserve(786432);
    const quint32 *const plainBefore = plain.data();
    for (quint32 i = 0; i < count; ++i) {
        huge.push_back(i * 2654435761u);
        plain.push_back(i * 2654435761u);
    }
    PageStorage::trimToSize(huge);
    PageStorage::trimToSize(plain);
    QCOMPARE(huge.capacity(), size_t(count));
    QVERIFY(plain.data() == plainBefore);
    for (quint32 i = 0; i < count; ++i) {
        if (huge[i] != i * 2654435761u || plain[i] != i * 2654435761u)
            QFAIL(qPrintable(QStringLiteral("element %1 changed").arg(i)));
    }
}

void TestPageStorage::sharedHugePagesKeepEachBlock()
{
    // Tables of a few hundred KiB asking for huge pages share them: each comes zeroed,
    // keeps its bytes while its neighbours are written, given back and taken again,
    // and a block given back reads as zero when its place is handed out again. Once
    // every block is given back, their storage is unmapped.
    using PageStorage::Pages;
    struct Held
    {
        unsigned char *p;
        size_t bytes;
        unsigned char fill;
    };
    std::vector<Held> held;
    const auto take = [&](size_t bytes, Pages pages, unsigned char fill) {
        auto *p = static_cast<unsigned char *>(PageStorage::allocate(bytes, pages));
        for (size_t i = 0; i < bytes; ++i) {
            if (p[i] != 0)
                return false;
        }
        std::memset(p, fill, bytes);
        held.push_back({p, bytes, fill});
        return true;
    };
    const auto intact = [&] {
        for (const Held &h : held) {
            for (size_t i = 0; i < h.bytes; ++i) {
                if (h.p[i] != h.fill)
                    return false;
            }
        }
        return true;
    };
    // 300 blocks of 128 KiB to 2 MiB less a byte: more than one arena's worth.
    size_t total = 0;
    for (int i = 0; i < 300; ++i) {
        const size_t bytes = PageStorage::MappedBytes + size_t(i) * 6151 % (1800u << 10);
        QVERIFY2(take(bytes, i % 2 ? Pages::Filled : Pages::Huge, (unsigned char)(i % 250 + 1)),
                 qPrintable(QStringLiteral("block %1 not zeroed").arg(i)));
        total += bytes;
    }
    QVERIFY(total > (64u << 20));
    QVERIFY(intact());
    // Every other block given back; the rest keep their bytes, new ones come zeroed.
    std::vector<Held> kept;
    for (size_t i = 0; i < held.size(); ++i) {
        if (i % 2)
            PageStorage::release(held[i].p, held[i].bytes);
        else
            kept.push_back(held[i]);
    }
    held = kept;
    QVERIFY(intact());
    for (int i = 0; i < 40; ++i)
        QVERIFY(take(PageStorage::MappedBytes + size_t(i) * 4099, Pages::Filled, 0xEE));
    QVERIFY(intact());
    for (const Held &h : held)
        PageStorage::release(h.p, h.bytes);
#if defined(__linux__)
    // Nothing of them is mapped any more.
    unsigned char vec = 0;
    QCOMPARE(::mincore(held.front().p - (reinterpret_cast<std::uintptr_t>(held.front().p) % 4096),
                       4096, &vec),
             -1);
#endif
}

void TestPageStorage::discardOnlyWholePagesInside()
{
    // A range that starts and ends inside pages: the bytes of the partly covered
    // pages at both ends stay, the whole pages in between read as zero.
    const size_t bytes = 4u << 20;
    auto *p = static_cast<unsigned char *>(PageStorage::allocate(bytes, PageStorage::Pages::Huge));
    std::memset(p, 0xEE, bytes);
    const size_t from = 4096 * 3 + 100;
    const size_t to = bytes - 4096 * 2 - 100;
    PageStorage::discard(p + from, to - from);
    const size_t firstWhole = 4096 * 4;
    const size_t lastWhole = bytes - 4096 * 3;
    for (size_t i = 0; i < firstWhole; ++i)
        QCOMPARE(int(p[i]), 0xEE);
    for (size_t i = lastWhole; i < bytes; ++i)
        QCOMPARE(int(p[i]), 0xEE);
#if defined(__linux__)
    size_t nonZero = 0;
    for (size_t i = firstWhole; i < lastWhole; ++i)
        nonZero += p[i] != 0;
    QCOMPARE(nonZero, size_t(0));
#endif
    PageStorage::release(p, bytes);
}

// How many of the pages [p, p + bytes) touches are in memory (resident); size_t(-1)
// when the system cannot tell.
size_t residentPages(const void *p, size_t bytes)
{
#if defined(__linux__)
    const size_t page = 4096;
    const auto begin = reinterpret_cast<std::uintptr_t>(p) & ~std::uintptr_t(page - 1);
    const auto end = reinterpret_cast<std::uintptr_t>(p) + bytes;
    std::vector<unsigned char> in((end - begin + page - 1) / page);
    if (::mincore(reinterpret_cast<void *>(begin), end - begin, in.data()) != 0)
        return size_t(-1);
    size_t n = 0;
    for (unsigned char c : in)
        n += c & 1;
    return n;
#else
    Q_UNUSED(p);
    Q_UNUSED(bytes);
    return 0;
#endif
}

void TestPageStorage::filledIsTakenInAtOnce()
{
#if !defined(__linux__)
    QSKIP("page residency is read with mincore(), which this system lacks");
#else
    // A table to be written all over takes in its pages when made (one call instead
    // of a fault per page); room reserved ahead takes in none until written.
    const size_t bytes = 3u << 20;
    const size_t pages = bytes / 4096;
    void *filled = PageStorage::allocate(bytes, PageStorage::Pages::Filled);
    void *huge = PageStorage::allocate(bytes, PageStorage::Pages::Huge);
    QCOMPARE(residentPages(filled, bytes), pages);
    QCOMPARE(residentPages(huge, bytes), size_t(0));
    // Storage of another allocator, about to be written.
    std::vector<char> other;
    other.reserve(bytes);
    if (!PageStorage::populate(other.data(), bytes)) {
        PageStorage::release(filled, bytes);
        PageStorage::release(huge, bytes);
        QSKIP("this kernel cannot take in pages at once (MADV_POPULATE_WRITE)");
    }
    // Its whole pages at least (malloc's block is not page-aligned: the partly covered
    // pages at its ends are not taken in).
    const size_t taken = residentPages(other.data(), bytes);
    QVERIFY(taken != size_t(-1));
    QVERIFY(taken >= pages - 1);
    PageStorage::release(filled, bytes);
    PageStorage::release(huge, bytes);
#endif
}

// Whether the mapping that holds p was asked for huge pages (its "hg" flag in
// /proc/self/smaps); nullopt when it cannot be told.
std::optional<bool> advisedHuge(const void *p)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    bool inside = false;
    // (The file's size reads as zero: it is read whole, not to its end.)
    const QByteArray all = smaps.readAll();
    for (const QByteArray &line : all.split('\n')) {
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        bool startOk = false;
        bool endOk = false;
        if (dash > 0 && space > dash) {
            const quint64 start = line.left(dash).toULongLong(&startOk, 16);
            const quint64 end = line.mid(dash + 1, space - dash - 1).toULongLong(&endOk, 16);
            if (startOk && endOk) {
                inside = at >= start && at < end;
                continue;
            }
        }
        if (inside && line.startsWith("VmFlags:"))
            return line.split(' ').contains("hg");
    }
    return std::nullopt;
}

// Whether bytes from PageStorage::allocate() at p read as zero and keep what is
// written over them; gives them back either way.
bool zeroedAndKeepsWrites(unsigned char *p, size_t bytes)
{
    const bool zeroed = std::all_of(p, p + bytes, [](unsigned char c) { return c == 0; });
    std::fill(p, p + bytes, static_cast<unsigned char>(0x5A));
    const bool kept = std::all_of(p, p + bytes, [](unsigned char c) { return c == 0x5A; });
    PageStorage::release(p, bytes);
    return zeroed && kept;
}

void TestPageStorage::smallPagesOnlyAsksForNoHugePages()
{
#if !defined(__linux__)
    QSKIP("huge pages are asked for on Linux only");
#else
    // The command-line tool takes 4 KiB pages for every table: nothing it maps is
    // asked for as huge pages, neither a table of its own nor one that would have
    // shared an arena of them, and its tables still come zeroed, taken in when
    // filled, and keep what is written.
    const size_t large = 4u << 20;
    const size_t shared = 1u << 20;
    void *hugeBefore = PageStorage::allocate(large, PageStorage::Pages::Huge);
    void *sharedBefore = PageStorage::allocate(shared, PageStorage::Pages::Filled);
    const std::optional<bool> hugeAdvised = advisedHuge(hugeBefore);
    const std::optional<bool> sharedAdvised = advisedHuge(sharedBefore);
    PageStorage::release(hugeBefore, large);
    PageStorage::release(sharedBefore, shared);
    if (!hugeAdvised || !*hugeAdvised || !sharedAdvised || !*sharedAdvised)
        QSKIP("this system takes no advice of huge pages (no transparent huge pages)");

    PageStorage::useSmallPagesOnly(true);
    const auto restore = qScopeGuard([] { PageStorage::useSmallPagesOnly(false); });
    auto *table =
        static_cast<unsigned char *>(PageStorage::allocate(large, PageStorage::Pages::Huge));
    auto *filled =
        static_cast<unsigned char *>(PageStorage::allocate(shared, PageStorage::Pages::Filled));
    QCOMPARE(advisedHuge(table), std::optional<bool>(false));
    QCOMPARE(advisedHuge(filled), std::optional<bool>(false));
    QCOMPARE(residentPages(filled, shared), shared / 4096);
    QCOMPARE(residentPages(table, large), size_t(0));
    // Another allocator's storage asked for huge pages stays as it is.
    std::vector<char> other(large + 4096);
    PageStorage::adviseHuge(other.data(), other.size());
    QCOMPARE(advisedHuge(other.data() + 4096), std::optional<bool>(false));
    for (const auto &[p, bytes] : {std::pair{table, large}, std::pair{filled, shared}})
        QVERIFY(zeroedAndKeepsWrites(p, bytes));
#endif
}

void TestPageStorage::smallFilledIsTakenInOnSmallPages()
{
#if !defined(__linux__)
    QSKIP("page residency and huge pages are read on Linux only");
#else
    // A sort's rows: every page taken in when made, none of them asked for as huge
    // pages (fresh huge pages are slow to come by), whether the table is larger than
    // a huge page or would have shared an arena of them; zeroed, and keeps what is
    // written. A vector of them trimmed gives back the pages beyond its elements.
    const size_t large = 5u << 20;
    const size_t shared = 1u << 20;
    void *probe = PageStorage::allocate(large, PageStorage::Pages::Huge);
    const std::optional<bool> hugeAdvised = advisedHuge(probe);
    PageStorage::release(probe, large);
    auto *table =
        static_cast<unsigned char *>(PageStorage::allocate(large, PageStorage::Pages::SmallFilled));
    auto *small = static_cast<unsigned char *>(
        PageStorage::allocate(shared, PageStorage::Pages::SmallFilled));
    QCOMPARE(residentPages(table, large), large / 4096);
    QCOMPARE(residentPages(small, shared), shared / 4096);
    if (hugeAdvised && *hugeAdvised) {
        QCOMPARE(advisedHuge(table), std::optional<bool>(false));
        QCOMPARE(advisedHuge(small), std::optional<bool>(false));
    }
    for (const auto &[p, bytes] : {std::pair{table, large}, std::pair{small, shared}})
        QVERIFY(zeroedAndKeepsWrites(p, bytes));
    std::vector<quint64, PageStorage::Allocator<quint64, PageStorage::Pages::SmallFilled>> rows;
    rows.reserve(large / sizeof(quint64));
    QCOMPARE(residentPages(rows.data(), large), large / 4096);
    for (quint64 i = 0; i < 1000; ++i)
        rows.push_back(i * 3);
    PageStorage::trimToSize(rows);
    QCOMPARE(rows.size(), size_t(1000));
    for (quint64 i = 0; i < 1000; ++i)
        QCOMPARE(rows[size_t(i)], i * 3);
    QVERIFY(residentPages(rows.data(), large) <= size_t(2));
#endif
}

void TestPageStorage::blockMoves()
{
    PageStorage::Block a(3u << 20, PageStorage::Pages::Huge);
    std::memset(a.data(), 'x', a.size());
    char *const data = a.data();
    PageStorage::Block b(std::move(a));
    QVERIFY(b.data() == data); // the same bytes, not copied
    QCOMPARE(b.size(), size_t(3u << 20));
    QVERIFY(!a.data());
    PageStorage::Block c(10, PageStorage::Pages::Small);
    c = std::move(b);
    QVERIFY(c.data() == data);
    QCOMPARE(c.data()[(3u << 20) - 1], 'x');
}

void TestPageStorage::poolKeepsValuesAcrossChunks()
{
    // More than the first chunks and several full ones, long and short values
    // (short ones are stored once): every reference gives back its own text.
    StringPool pool;
    std::vector<std::pair<TextRef, QByteArray>> added;
    quint32 state = 99;
    qsizetype total = 0;
    while (total < (9 << 20)) {
        state = state * 1664525u + 1013904223u;
        const int size = int(state >> 20) % 300 + 1;
        QByteArray text(size, Qt::Uninitialized);
        for (int i = 0; i < size; ++i)
            text[i] = char('a' + (state >> (i % 24)) % 26);
        added.emplace_back(pool.add(QByteArrayView(text)), text);
        total += size;
    }
    const QByteArray big(3 << 20, 'z'); // larger than a chunk: a chunk of its own
    added.emplace_back(pool.add(QByteArrayView(big)), big);
    for (const auto &[ref, text] : added) {
        if (pool.view(ref) != QByteArrayView(text))
            QFAIL("a pooled value changed");
    }
}

void TestPageStorage::poolAbsorbKeepsValues()
{
    // Two pools whose last chunks are full-size and partly filled (their room is
    // given back when one takes in the other), then more values after: every
    // reference, rebased where it came from the other pool, gives back its text.
    const auto fill = [](StringPool &pool, qsizetype bytes, char base) {
        std::vector<std::pair<TextRef, QByteArray>> added;
        for (int i = 0; qsizetype(added.size()) * 100 < bytes; ++i) {
            const QByteArray text = QByteArray(100, char(base + i % 20)) + QByteArray::number(i);
            added.emplace_back(pool.add(QByteArrayView(text)), text);
        }
        return added;
    };
    StringPool first, second;
    auto a = fill(first, (7 << 20) + 12345, 'a');
    const auto b = fill(second, (5 << 20) + 777, 'A');
    const quint32 offset = first.absorb(std::move(second));
    for (const auto &[ref, text] : b)
        a.emplace_back(StringPool::rebased(ref, offset), text);
    const auto c = fill(first, 3 << 20, 'k');
    a.insert(a.end(), c.begin(), c.end());
    for (const auto &[ref, text] : a) {
        if (first.view(ref) != QByteArrayView(text))
            QFAIL("a pooled value changed");
    }
}

void TestPageStorage::poolKeepsLongValues()
{
    // A reference holds sizes below TextRef::LongSize itself; a value that long or
    // longer (an entry's extension elements may be) has a chunk of its own, whose
    // size is the value's. Values after it go on as before.
    StringPool pool;
    const TextRef before = pool.add(QByteArrayView("https://example.com/before"));
    QByteArray exact(qsizetype(TextRef::LongSize), 'e');
    exact[0] = '<';
    QByteArray longer(qsizetype(TextRef::LongSize) + 4096, 'l');
    longer[longer.size() - 1] = '>';
    const TextRef exactRef = pool.add(QByteArrayView(exact));
    const TextRef longerRef = pool.add(QByteArrayView(longer));
    const TextRef after = pool.add(QByteArrayView("https://example.com/after"));
    QCOMPARE(pool.view(before), QByteArrayView("https://example.com/before"));
    QCOMPARE(pool.view(exactRef).size(), exact.size());
    QVERIFY(pool.view(exactRef) == QByteArrayView(exact));
    QCOMPARE(pool.view(longerRef).size(), longer.size());
    QVERIFY(pool.view(longerRef) == QByteArrayView(longer));
    QCOMPARE(pool.view(after), QByteArrayView("https://example.com/after"));
    QVERIFY(!(exactRef == longerRef));
}

void TestPageStorage::poolExpectingAFileStartsWithFullChunks()
{
    // A pool told that a file of a few MiB comes takes a chunk of full size (2 MiB,
    // on huge pages) for its first value; one told nothing, or of a small file, or
    // cleared since, starts small. Every value reads back either way.
    const auto firstChunk = [](qsizetype expected, bool clearFirst) {
        StringPool pool;
        pool.expect(expected);
        if (clearFirst)
            pool.clear();
        std::vector<std::pair<TextRef, QByteArray>> added;
        for (int i = 0; i < 1000; ++i) {
            const QByteArray text = "https://a.com/page-" + QByteArray::number(i) + "-of-many";
            added.emplace_back(pool.add(QByteArrayView(text)), text);
        }
        for (const auto &[ref, text] : added) {
            if (pool.view(ref) != QByteArrayView(text))
                return qsizetype(-1);
        }
        return pool.bytesAllocated();
    };
    const qsizetype small = firstChunk(0, false);
    QVERIFY(small > 0);
    QCOMPARE_LT(small, qsizetype(1) << 20);
    QCOMPARE(firstChunk(1 << 20, false), small);
    QCOMPARE(firstChunk(6 << 20, false), qsizetype(2) << 20);
    QCOMPARE(firstChunk(6 << 20, true), small);
}

void TestPageStorage::poolRoomOfManyPiecesKeepsValues()
{
    // A room larger than a reference's offset can reach is cut into pieces: values
    // fill it piece by piece, none split between two, with no chunk allocated
    // for them, and every reference gives back its text; taken into another pool
    // with a room of its own half used, both rooms' values and the rest still do.
    const auto fill = [](StringPool &pool, qsizetype bytes, char base) {
        std::vector<std::pair<TextRef, QByteArray>> added;
        qsizetype total = 0;
        for (int i = 0; total + 200 < bytes; ++i) {
            const QByteArray text =
                QByteArray(60 + i % 131, char(base + i % 20)) + QByteArray::number(i);
            added.emplace_back(pool.add(QByteArrayView(text)), text);
            total += text.size();
        }
        return added;
    };
    constexpr qsizetype RoomBytes = (11 << 20) + 4321;
    StringPool first;
    auto a = fill(first, 1000, 'a');
    first.addRoom(StringPool::makeRoom(RoomBytes));
    const qsizetype withRoom = first.bytesAllocated();
    QVERIFY(withRoom >= RoomBytes);
    const auto inRoom = fill(first, RoomBytes, 'A');
    QCOMPARE(first.bytesAllocated(), withRoom);
    a.insert(a.end(), inRoom.begin(), inRoom.end());

    StringPool second;
    const auto b = fill(second, 5000, 'k');
    second.addRoom(StringPool::makeRoom(RoomBytes));
    const auto c = fill(second, RoomBytes / 2, 'K');
    const quint32 offset = first.absorb(std::move(second));
    for (const auto &[ref, text] : b)
        a.emplace_back(StringPool::rebased(ref, offset), text);
    for (const auto &[ref, text] : c)
        a.emplace_back(StringPool::rebased(ref, offset), text);
    const auto d = fill(first, RoomBytes, 'q'); // the rest of the second room, then chunks
    a.insert(a.end(), d.begin(), d.end());
    for (const auto &[ref, text] : a) {
        if (first.view(ref) != QByteArrayView(text))
            QFAIL("a pooled value changed");
    }
}

void TestPageStorage::poolTakesOverChunksWhileReused()
{
    // While a ChunkReuse lives (check reading a set's files one after another), the
    // full chunks of a pool that goes serve the next pool's text: its values read back
    // as written, none of the old bytes show through, and a chunk a pin still holds is
    // never taken over (the pin reads its values after the next pool wrote its own).
    using Values = std::vector<std::pair<TextRef, QByteArray>>;
    const auto fill = [](StringPool &pool, qsizetype bytes, char base, Values &out) {
        pool.expect(bytes);
        for (qsizetype total = 0; total < bytes;) {
            const QByteArray text =
                QByteArray(30 + int(out.size() % 71), char(base + out.size() % 20)) +
                QByteArray::number(qulonglong(out.size()));
            out.emplace_back(pool.add(QByteArrayView(text)), text);
            total += text.size();
        }
    };
    // Where each value's chunk starts.
    const auto chunksOf = [](const StringPool &pool, const Values &values) {
        std::set<const char *> starts;
        for (const auto &[ref, text] : values)
            starts.insert(pool.view(ref).data() - ref.offset);
        return starts;
    };
    const auto readsBack = [](const StringPool &pool, const Values &values) {
        return std::all_of(values.begin(), values.end(), [&pool](const auto &value) {
            return pool.view(value.first) == QByteArrayView(value.second);
        });
    };
    const StringPool::ChunkReuse reuse;
    Values first;
    std::vector<const char *> chunkStarts; // of each of first's values
    {
        StringPool pool;
        fill(pool, 7 << 20, 'a', first);
        QVERIFY(readsBack(pool, first));
        for (const auto &[ref, text] : first)
            chunkStarts.push_back(pool.view(ref).data() - ref.offset);
        QVERIFY(chunksOf(pool, first).size() >= 4);
    }
    Values second;
    StringPool next;
    fill(next, 5 << 20, 'A', second);
    QVERIFY(readsBack(next, second));
    // Its last chunk, part full, was the first pool's: past the last value lies the
    // byte the first pool wrote there, where a fresh chunk (which could be mapped at
    // the same address) holds a zero.
    const auto &[lastRef, lastText] = second.back();
    const char *const lastStart = next.view(lastRef).data() - lastRef.offset;
    const quint32 past = lastRef.offset + quint32(lastText.size());
    const auto written = std::find_if(first.begin(), first.end(), [&](const auto &value) {
        const auto &[ref, text] = value;
        return chunkStarts[&value - first.data()] == lastStart && ref.offset <= past &&
               past < ref.offset + quint32(text.size());
    });
    QVERIFY2(written != first.end(), "the next pool wrote into no chunk the first one filled");
    QCOMPARE(next.view(lastRef).data()[lastText.size()],
             written->second[qsizetype(past - written->first.offset)]);

    // A pinned pool's chunks stay its pin's.
    Values pinnedValues;
    std::shared_ptr<const StringPool::Pin> pin;
    std::set<const char *> pinnedChunks;
    {
        StringPool pool;
        fill(pool, 5 << 20, 'k', pinnedValues);
        pin = pool.pin();
        pinnedChunks = chunksOf(pool, pinnedValues);
    }
    Values after;
    StringPool later;
    fill(later, 5 << 20, 'q', after);
    QVERIFY(readsBack(later, after));
    for (const char *start : chunksOf(later, after))
        QVERIFY2(!pinnedChunks.count(start), "a pinned chunk was taken over");
    for (const auto &[ref, text] : pinnedValues) {
        if (pin->view(ref) != QByteArrayView(text))
            QFAIL("a pinned value changed after another pool took the spare chunks");
    }
}

void TestPageStorage::pinKeepsTextWhenThePoolGoes()
{
    // A pin is read on other threads while the pool goes on (an undo step's values
    // written by the journal while the user edits, or after the document is
    // closed): it gives back every value the pool held when it was taken, after the
    // pool grew, took in another pool, cut its last chunk (a small one is copied
    // into a block of its own), was cleared and was destroyed.
    std::vector<std::pair<TextRef, QByteArray>> added;
    auto pool = std::make_unique<StringPool>();
    const auto fill = [&added](StringPool &into, qsizetype bytes, char base) {
        for (qsizetype total = 0; total < bytes;) {
            const QByteArray text =
                QByteArray(40 + int(added.size() % 97), char(base + added.size() % 20)) +
                QByteArray::number(qulonglong(added.size()));
            added.emplace_back(into.add(QByteArrayView(text)), text);
            total += text.size();
        }
    };
    fill(*pool, 20000, 'a'); // the first, small chunk: cut into a block of its own below
    const QByteArray big(3 << 20, 'z');
    added.emplace_back(pool->add(QByteArrayView(big)), big);
    added.emplace_back(pool->add(QByteArrayView("0.5")), QByteArray("0.5"));
    const std::shared_ptr<const StringPool::Pin> early = pool->pin();
    const size_t seenEarly = added.size();
    QCOMPARE(early->poolId(), pool->id());

    StringPool other;
    other.add(QByteArrayView("https://example.com/other"));
    pool->absorb(std::move(other)); // cuts the pool's last chunk
    fill(*pool, 5 << 20, 'A');
    const std::shared_ptr<const StringPool::Pin> late = pool->pin();
    const size_t seenLate = added.size();

    pool->clear();
    pool->add(QByteArrayView(QByteArray(1 << 20, 'c'))); // new blocks, where the old were
    pool.reset();
    for (size_t i = 0; i < seenLate; ++i) {
        const auto &[ref, text] = added[i];
        if (late->view(ref) != QByteArrayView(text))
            QFAIL("a pinned value changed after the pool went");
        if (i < seenEarly && early->view(ref) != QByteArrayView(text))
            QFAIL("a value pinned before the pool grew changed");
    }
}

void TestPageStorage::pinnedEditValuesKeepTheirBytes()
{
    // An edit's values pinned in the pool, mixed with values of its own and absent
    // ones in any order: each reads back as it was, in every copy; a copy that gets
    // more values leaves the others as they were; and they outlive the pool.
    auto pool = std::make_unique<StringPool>();
    const TextRef loc = pool->add(QByteArrayView("https://example.com/a-long-enough-url"));
    const TextRef shortRef = pool->add(QByteArrayView("weekly"));
    EditValues values;
    values.appendUtf8("own-first");
    {
        const std::shared_ptr<const StringPool::Pin> pin = pool->pin();
        values.appendPinned(loc, pin);
        values.appendAbsent();
        values.appendUtf8("own-second");
        values.appendPinned(shortRef, pin);
        values.appendPinned(TextRef(), pin); // set and empty
        values.appendUtf8("");
        values.appendUtf8("own-third");
    }
    const EditValues copy = values;
    EditValues grown = values;
    grown.appendPinned(loc, pool->pin());
    grown.appendUtf8("own-fourth");
    pool.reset();

    const std::vector<std::optional<QString>> expected = {
        QStringLiteral("own-first"),
        QStringLiteral("https://example.com/a-long-enough-url"),
        std::nullopt,
        QStringLiteral("own-second"),
        QStringLiteral("weekly"),
        QString(),
        QString(),
        QStringLiteral("own-third")};
    for (const EditValues *v : std::array<const EditValues *, 2>{&values, &copy}) {
        QCOMPARE(v->size(), quint32(expected.size()));
        for (quint32 i = 0; i < v->size(); ++i) {
            QCOMPARE(v->isSet(i), expected[i].has_value());
            QCOMPARE(v->value(i), expected[i]);
            QCOMPARE(v->utf8(i), QByteArrayView(expected[i].value_or(QString()).toUtf8()));
        }
    }
    QCOMPARE(grown.size(), quint32(expected.size() + 2));
    for (quint32 i = 0; i < quint32(expected.size()); ++i)
        QCOMPARE(grown.value(i), expected[i]);
    QCOMPARE(grown.utf8(quint32(expected.size())),
             QByteArrayView("https://example.com/a-long-enough-url"));
    QCOMPARE(grown.utf8(quint32(expected.size()) + 1), QByteArrayView("own-fourth"));

    // Values appended after others, as a plan puts its values after after its values
    // before: to values with bytes of their own, and to values pinned only (whose
    // bytes are then taken over). Each reads back in its place, the other is empty.
    StringPool second;
    for (const bool ownBytes : {true, false}) {
        const TextRef a = second.add(QByteArrayView("https://example.com/pinned-before-one"));
        const TextRef b = second.add(QByteArrayView("https://example.com/pinned-before-two"));
        const std::shared_ptr<const StringPool::Pin> both = second.pin();
        EditValues head;
        if (ownBytes)
            head.appendUtf8("head-own");
        head.appendPinned(a, both);
        head.appendPinned(b, both);
        EditValues tail;
        tail.appendUtf8("tail-own-one");
        tail.appendAbsent();
        tail.appendPinned(a, both);
        tail.appendUtf8("tail-own-two");
        head.appendValues(std::move(tail));
        QCOMPARE(tail.size(), 0u);
        std::vector<std::optional<QByteArray>> want;
        if (ownBytes)
            want.emplace_back("head-own");
        want.emplace_back("https://example.com/pinned-before-one");
        want.emplace_back("https://example.com/pinned-before-two");
        want.emplace_back("tail-own-one");
        want.emplace_back(std::nullopt);
        want.emplace_back("https://example.com/pinned-before-one");
        want.emplace_back("tail-own-two");
        QCOMPARE(head.size(), quint32(want.size()));
        for (quint32 i = 0; i < head.size(); ++i) {
            QCOMPARE(head.isSet(i), want[i].has_value());
            QCOMPARE(head.utf8(i), QByteArrayView(want[i].value_or(QByteArray())));
        }
    }
}

void TestPageStorage::hashCounterCountsEveryKey()
{
    // Keys added and removed at random, some many times (their counts kept aside),
    // a third of them with the top bits set so that their home slots are the last
    // ones and their runs go on from the first: after each round every key's count
    // and the number of keys are a map's, through growth from empty and from a
    // table made for a given number of keys.
    for (const std::size_t reserved : {std::size_t(0), std::size_t(3000)}) {
        HashCounter counter;
        counter.reserve(reserved);
        std::map<quint64, quint32> expected;
        quint64 state = 7 + reserved;
        const auto nextKey = [&state] {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            const quint64 pick = (state >> 33) % 5000;
            if (pick % 3 == 0)
                return ~quint64(0) - pick; // home slots at the table's end
            return (pick + 1) * 0x9E3779B97F4A7C15ull;
        };
        for (int round = 0; round < 6; ++round) {
            for (int i = 0; i < 4000; ++i) {
                const quint64 key = nextKey();
                QCOMPARE(counter.add(key), ++expected[key]);
            }
            for (int i = 0; i < 300; ++i)
                QCOMPARE(counter.add(42), ++expected[42]);
            for (int i = 0; i < 3000 && !expected.empty(); ++i) {
                const quint64 key = nextKey();
                const auto it = expected.find(key);
                if (it == expected.end())
                    continue;
                QCOMPARE(counter.remove(key), --it->second);
                if (it->second == 0)
                    expected.erase(it);
            }
            QCOMPARE(counter.size(), expected.size());
            for (const auto &[key, count] : expected) {
                if (counter.count(key) != count)
                    QFAIL(qPrintable(QStringLiteral("key %1: counted %2, not %3")
                                         .arg(key)
                                         .arg(counter.count(key))
                                         .arg(count)));
            }
        }
    }
}

void TestPageStorage::entryRefSetKeepsItsEntriesInOrder()
{
    // A group of entries the way a full pass fills it (appended in order, over
    // many runs), then edited: taken out from the front one by one as a bulk edit
    // does, added and taken out anywhere at random, renumbered when rows come and
    // go in one file. After each step it holds what an ordered set holds, in the
    // same order, and names the same first entry.
    EntryRefSet set;
    std::set<EntryRef> expected;
    const auto same = [&set, &expected](const char *step) {
        if (set.size() != expected.size())
            QFAIL(qPrintable(QStringLiteral("%1: %2 entries, not %3")
                                 .arg(QLatin1String(step))
                                 .arg(set.size())
                                 .arg(expected.size())));
        auto it = expected.begin();
        for (const EntryRef &r : set) {
            if (!(r == *it))
                QFAIL(qPrintable(QStringLiteral("%1: (%2, %3) where (%4, %5) belongs")
                                     .arg(QLatin1String(step))
                                     .arg(r.file)
                                     .arg(r.entry)
                                     .arg(it->file)
                                     .arg(it->entry)));
            ++it;
        }
    };
    for (int file = 0; file < 3; ++file) {
        for (int entry = 0; entry < 1500; entry += 1 + entry % 3) {
            set.append({file, entry});
            expected.insert({file, entry});
        }
    }
    same("filled");
    QVERIFY(!set.insert({1, 0}));

    for (int i = 0; i < 700; ++i) {
        bool wasFirst = false;
        const EntryRef first = *expected.begin();
        QVERIFY(set.erase(first, &wasFirst));
        QVERIFY(wasFirst);
        expected.erase(expected.begin());
    }
    same("taken from the front");

    quint64 state = 11;
    const auto next = [&state](int n) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return int((state >> 33) % quint64(n));
    };
    for (int i = 0; i < 6000; ++i) {
        const EntryRef r{next(3), next(1600)};
        if (next(2) == 0) {
            QCOMPARE(set.insert(r), expected.insert(r).second);
        } else {
            bool wasFirst = false;
            const bool first = !expected.empty() && *expected.begin() == r;
            QCOMPARE(set.erase(r, &wasFirst), expected.erase(r) == 1);
            QCOMPARE(wasFirst, first);
        }
    }
    same("edited at random");
    QCOMPARE(set.begin() == set.end(), expected.empty());

    // File 1 loses its entries 100 to 899 and the rest move up; then file 2 gets
    // ten rows in front of each of its entries.
    const auto removal = [](int e) { return e < 100 ? e : e < 900 ? -1 : e - 800; };
    const auto insertion = [](int e) { return e * 11 + 10; };
    set.renumber(1, removal);
    set.renumber(2, insertion);
    std::set<EntryRef> renumbered;
    for (EntryRef r : expected) {
        if (r.file == 1)
            r.entry = removal(r.entry);
        else if (r.file == 2)
            r.entry = insertion(r.entry);
        if (r.entry >= 0)
            renumbered.insert(r);
    }
    expected.swap(renumbered);
    same("renumbered");

    while (!expected.empty()) {
        QVERIFY(set.erase(*expected.rbegin()));
        expected.erase(std::prev(expected.end()));
    }
    same("emptied from the back");
    QVERIFY(set.empty());
    QVERIFY(set.begin() == set.end());
}

QTEST_GUILESS_MAIN(TestPageStorage)
#include "tst_pagestorage.moc"
