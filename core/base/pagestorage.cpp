// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagestorage.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace PageStorage {

namespace {

std::atomic<bool> g_smallPagesOnly{false}; // useSmallPagesOnly()

#if defined(__linux__)
constexpr std::size_t PageBytes = 4096;

// Whether a table asking for pages of this kind is given huge pages.
bool hugePagesFor(Pages pages)
{
    return asksForHugePages(pages) && !g_smallPagesOnly.load(std::memory_order_relaxed);
}

// Whether a table asking for pages of this kind has them taken in at once.
bool takenAtOnce(Pages pages)
{
    return pages == Pages::Filled || pages == Pages::SmallFilled;
}

std::size_t mappedSize(std::size_t bytes)
{
    return (bytes + PageBytes - 1) & ~(PageBytes - 1);
}

// madvise() for the whole units of unit bytes that lie inside [p, p + bytes);
// false when the system refused it.
bool adviseInside(void *p, std::size_t bytes, std::size_t unit, int advice)
{
    const auto begin = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t first = (begin + unit - 1) & ~(unit - 1);
    const std::uintptr_t last = (begin + bytes) & ~(unit - 1);
    return last <= first || ::madvise(reinterpret_cast<void *>(first), last - first, advice) == 0;
}

// size bytes mapped on an address that is a multiple of alignment (a power of two):
// mapped that much larger, then cut. Null when the system refused.
void *mapAligned(std::size_t size, std::size_t alignment)
{
    void *raw = ::mmap(nullptr, size + alignment, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return nullptr;
    const auto start = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = (start + alignment - 1) & ~(alignment - 1);
    if (aligned > start)
        ::munmap(raw, aligned - start);
    const std::uintptr_t end = start + size + alignment;
    if (end > aligned + size)
        ::munmap(reinterpret_cast<void *>(aligned + size), end - (aligned + size));
    return reinterpret_cast<void *>(aligned);
}

// Writes every page of [p, p + size) into memory, fresh zero pages of its own.
void takeIn(char *p, std::size_t size)
{
    if (populate(p, size))
        return;
    // An older kernel: a write to each page (the pages are zero, so is the byte).
    for (std::size_t at = 0; at < size; at += PageBytes)
        reinterpret_cast<volatile char *>(p)[at] = 0;
}

// Tables from MappedBytes up to a huge page that ask for huge pages: each mapped on
// its own would be 4 KiB pages (none of its 2 MiB ranges is whole), and a page fault
// for each of them takes microseconds in a virtual machine. They share huge pages
// instead, laid one after the other in arenas of ArenaBytes, each on an address that
// is a multiple of ArenaBytes (so that a block's arena is found from its address).
// A block given back gives back its pages (they read as zero when used again); an
// arena with no block left is unmapped. The huge page an arena's last block ends in
// is held whole, partly unused: arenas are large so that there are few of them (at
// 32 MiB the 2.6M set's entries and tables took seven, 8 MiB of such pages).
constexpr std::size_t ArenaBytes = std::size_t(128) << 20;

struct Arena
{
    std::uintptr_t base = 0;
    std::size_t used = 0; // bytes handed out from the start, the last block's end
    std::size_t live = 0; // bytes of the blocks not given back
};

struct Arenas
{
    std::mutex mutex;
    std::vector<Arena> list; // the one blocks are taken from last
};

Arenas &arenas()
{
    static Arenas *all = new Arenas; // never destroyed: a block may outlive main()
    return *all;
}

bool inArena(std::size_t bytes, Pages pages)
{
    return hugePagesFor(pages) && bytes >= MappedBytes && bytes < HugeBytes;
}

void *mapArena()
{
    void *p = mapAligned(ArenaBytes, ArenaBytes);
    if (p)
        ::madvise(p, ArenaBytes, MADV_HUGEPAGE);
    return p;
}

void *takeFromArena(std::size_t bytes)
{
    const std::size_t size = mappedSize(bytes);
    Arenas &all = arenas();
    const std::lock_guard<std::mutex> lock(all.mutex);
    if (all.list.empty() || all.list.back().used + size > ArenaBytes) {
        void *base = mapArena();
        if (!base)
            throw std::bad_alloc();
        all.list.push_back({reinterpret_cast<std::uintptr_t>(base), 0, 0});
    }
    Arena &arena = all.list.back();
    void *p = reinterpret_cast<void *>(arena.base + arena.used);
    arena.used += size;
    arena.live += size;
    return p;
}

// False when p is not in an arena.
bool giveBackToArena(void *p, std::size_t bytes)
{
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t base = at & ~(ArenaBytes - 1);
    const std::size_t size = mappedSize(bytes);
    Arenas &all = arenas();
    const std::lock_guard<std::mutex> lock(all.mutex);
    const auto arena = std::find_if(all.list.begin(), all.list.end(),
                                    [base](const Arena &a) { return a.base == base; });
    if (arena == all.list.end())
        return false;
    arena->live -= size;
    if (arena->live == 0) {
        ::munmap(reinterpret_cast<void *>(arena->base), ArenaBytes);
        all.list.erase(arena);
    } else {
        ::madvise(p, size, MADV_DONTNEED);
    }
    return true;
}
#endif

} // namespace

void useSmallPagesOnly(bool only)
{
    g_smallPagesOnly.store(only, std::memory_order_relaxed);
}

void adviseHuge(void *p, std::size_t bytes) noexcept
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (!hugePagesFor(Pages::Huge))
        return;
    adviseInside(p, bytes, HugeBytes, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}

bool populate(void *p, std::size_t bytes) noexcept
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    // A few megabytes per call: the kernel holds the process's lock on its memory
    // map through each call, and anything that maps memory meanwhile waits for it.
    // That includes a new thread's stack, such as one of the threads Qt paints
    // with, started by the window's thread in the middle of a paint. Taking in
    // 100 MB in one call kept the window waiting 80 ms.
    constexpr std::size_t Chunk = std::size_t(4) << 20;
    const auto begin = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t first = (begin + PageBytes - 1) & ~(PageBytes - 1);
    const std::uintptr_t last = (begin + bytes) & ~(PageBytes - 1);
    for (std::uintptr_t at = first; at < last; at += Chunk) {
        if (::madvise(reinterpret_cast<void *>(at), std::min<std::uintptr_t>(Chunk, last - at),
                      MADV_POPULATE_WRITE) != 0)
            return false;
    }
    return true;
#else
    (void)p;
    (void)bytes;
    return false;
#endif
}

void keepLargeBlocksMapped()
{
#if defined(__GLIBC__)
    ::mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

void discard(void *p, std::size_t bytes) noexcept
{
#if defined(__linux__)
    adviseInside(p, bytes, PageBytes, MADV_DONTNEED);
#else
    (void)p;
    (void)bytes;
#endif
}

void *allocate(std::size_t bytes, Pages pages)
{
#if defined(__linux__)
    if (inArena(bytes, pages)) {
        void *p = takeFromArena(bytes);
        if (takenAtOnce(pages))
            takeIn(static_cast<char *>(p), mappedSize(bytes));
        return p;
    }
    if (bytes >= MappedBytes) {
        const std::size_t size = mappedSize(bytes);
        if (!hugePagesFor(pages) || bytes < HugeBytes) {
            void *p =
                ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED)
                throw std::bad_alloc();
            if (takenAtOnce(pages))
                takeIn(static_cast<char *>(p), size);
            return p;
        }
        // Starting on a huge page's boundary, so that every whole 2 MiB of the table
        // can be one page.
        void *p = mapAligned(size, HugeBytes);
        if (!p)
            throw std::bad_alloc();
        adviseHuge(p, size);
        if (takenAtOnce(pages))
            takeIn(static_cast<char *>(p), size);
        return p;
    }
#else
    (void)pages;
#endif
    void *p = std::calloc(bytes == 0 ? 1 : bytes, 1);
    if (!p)
        throw std::bad_alloc();
    return p;
}

void release(void *p, std::size_t bytes) noexcept
{
    if (!p)
        return;
#if defined(__linux__)
    if (bytes >= MappedBytes) {
        if (bytes < HugeBytes && giveBackToArena(p, bytes))
            return;
        ::munmap(p, mappedSize(bytes));
        return;
    }
#endif
    std::free(p);
}

} // namespace PageStorage
