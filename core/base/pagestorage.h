// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Storage for the large tables of a read and a pass, straight from the kernel.
//
// A table of 128 KiB or more is mapped on its own (mmap): its pages are zero and
// untouched until written, so room reserved ahead costs address space, not memory,
// and freeing it gives the pages back at once. One under 2 MiB that asks for huge
// pages is laid in an arena of huge pages it shares with others of its size (none
// of its own 2 MiB ranges would be whole); freed, its pages are given back too. On
// request the whole 2 MiB ranges of a table are backed by huge pages where the
// kernel offers them (transparent huge pages in "madvise" mode): one page fault
// instead of 512 for a table that is filled from end to end. A table that will be
// filled can also be taken in at once: a page fault is an exception and a return
// for every 4 KiB, which takes microseconds in a virtual machine, where one call
// takes in the whole table for a fraction of that. Smaller tables come from malloc.

#include <cstddef>
#include <new>
#include <utility>

namespace PageStorage {

// From this size up a table is mapped on its own (as glibc maps such a block, see
// keepLargeBlocksMapped()).
constexpr std::size_t MappedBytes = std::size_t(128) << 10;
// A huge page (transparent huge pages on x86-64).
constexpr std::size_t HugeBytes = std::size_t(2) << 20;

enum class Pages
{
    Small,      // 4 KiB pages: a table that may stay partly filled (its last huge page
                // would be memory held for nothing)
    Huge,       // huge pages where the kernel offers them: a table filled to its end, its
                // pages taken in as they are written (room reserved ahead stays free)
    Filled,     // Huge, and every page taken in at once: a table that is written all over
                // (a hash table, a pass's per-entry table, a chunk of strings), whose
                // pages would otherwise each take a fault (a hash table's two: as the
                // shared zero page when read, again when written)
    SmallFilled // 4 KiB pages, every page taken in at once: a table made on a user's
                // action and written all over at once (the rows of a sort), whose wait
                // is felt. A fresh huge page needs 2 MiB the system has free in one
                // piece, which in a virtual machine is often memory the host has taken
                // back, each page then cleared at the host's pace: 21 MB of rows took
                // 55 ms on huge pages, and 10 ms on 4 KiB pages (from those just freed)
};

// Whether a table of this kind asks for huge pages.
constexpr bool asksForHugePages(Pages pages)
{
    return pages == Pages::Huge || pages == Pages::Filled;
}

// For a program's start: every malloc block from 128 KiB up is mapped on its own
// and given back when freed. Without this, glibc raises that size to the largest
// block freed so far (up to 32 MiB), so that the file buffers of an index's reads
// then stay held in its arenas: 10 MiB more at the peak of checking twenty files.
void keepLargeBlocksMapped();

// For a short program whose memory is small (the command-line tool): 4 KiB pages
// for every table, none asked for as huge pages, from now on (false: as asked for
// again). A fresh huge page is 2 MiB the system clears at once, and in a virtual
// machine it is often memory the host has taken back since another program freed
// it: clearing it then takes milliseconds a page, where 4 KiB pages come first from
// those just freed. A run of a few tens of milliseconds reads too little for huge
// pages' fewer misses to pay that back.
void useSmallPagesOnly(bool only);

// bytes of zeroed storage (never null: throws std::bad_alloc).
void *allocate(std::size_t bytes, Pages pages);
// Gives back what allocate(bytes, ...) returned.
void release(void *p, std::size_t bytes) noexcept;
// Asks for huge pages for the whole 2 MiB ranges of [p, p + bytes) not yet touched:
// for storage another allocator made. Nothing where the system has no such pages.
void adviseHuge(void *p, std::size_t bytes) noexcept;
// Takes in the pages of [p, p + bytes) that lie wholly inside it, in one call: for
// storage another allocator made that is about to be written from end to end.
// False where the system cannot (the pages then come in as they are written).
bool populate(void *p, std::size_t bytes) noexcept;
// Gives back the pages of [p, p + bytes) that lie wholly inside it: they read as
// zero when touched again.
void discard(void *p, std::size_t bytes) noexcept;

// A block of bytes from allocate(), given back when it goes.
class Block
{
public:
    Block() = default;
    Block(std::size_t bytes, Pages pages)
        : m_data(static_cast<char *>(PageStorage::allocate(bytes, pages))), m_bytes(bytes)
    {
    }
    Block(Block &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr)), m_bytes(std::exchange(other.m_bytes, 0))
    {
    }
    Block &operator=(Block &&other) noexcept
    {
        if (this != &other) {
            release(m_data, m_bytes);
            m_data = std::exchange(other.m_data, nullptr);
            m_bytes = std::exchange(other.m_bytes, 0);
        }
        return *this;
    }
    Block(const Block &) = delete;
    Block &operator=(const Block &) = delete;
    ~Block() { release(m_data, m_bytes); }

    char *data() const { return m_data; }
    std::size_t size() const { return m_bytes; }

private:
    char *m_data = nullptr;
    std::size_t m_bytes = 0;
};

// A std::vector allocator on allocate(). Elements are constructed as usual.
template <typename T, Pages P = Pages::Small> struct Allocator
{
    using value_type = T;
    static constexpr Pages pages = P;
    template <typename U> struct rebind
    {
        using other = Allocator<U, P>;
    };
    Allocator() = default;
    template <typename U> Allocator(const Allocator<U, P> &) noexcept {}
    T *allocate(std::size_t n) { return static_cast<T *>(PageStorage::allocate(n * sizeof(T), P)); }
    void deallocate(T *p, std::size_t n) noexcept { PageStorage::release(p, n * sizeof(T)); }
    friend bool operator==(const Allocator &, const Allocator &) { return true; }
};

// Lets a vector hold no more memory than its elements need. Storage mapped on its
// own keeps its room (reserved address space costs nothing) and gives back the
// pages beyond the last element, as a huge page brings in 2 MiB at once; storage
// from malloc is shrunk (a copy), and so is a table on huge pages whose elements
// now fit in less than one (into an arena, see below).
template <typename Vector> void trimToSize(Vector &v)
{
    using T = typename Vector::value_type;
    // A table on huge pages that now needs less than one is copied into an arena of
    // them (into malloc's storage when under MappedBytes): giving back the rest of its own first
    // huge page would split it into pages of 4 KiB, whose misses in the processor's page tables
    // every pass over the table then pays (a value set on the 2.6M set's files of 1.9 MB of entries
    // each took eight times as long).
    constexpr bool huge = asksForHugePages(Vector::allocator_type::pages);
    const std::size_t used = v.size() * sizeof(T);
    if (v.capacity() * sizeof(T) < MappedBytes ||
        (huge && used < HugeBytes && v.capacity() * sizeof(T) >= HugeBytes)) {
        v.shrink_to_fit();
        return;
    }
    discard(v.data() + v.size(), (v.capacity() - v.size()) * sizeof(T));
}

// Takes in, in one call, the pages of the room a vector reserved beyond its
// elements: for a vector about to be filled up to its capacity.
template <typename Vector> void populateRoom(Vector &v)
{
    using T = typename Vector::value_type;
    if (v.capacity() > v.size())
        populate(v.data() + v.size(), (v.capacity() - v.size()) * sizeof(T));
}

} // namespace PageStorage
