// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Storage for the large tables of a read and a pass, straight from the kernel.
//
// A table of a megabyte or more is mapped on its own (mmap): its pages are zero and
// untouched until written, so room reserved ahead costs address space, not memory,
// and freeing it gives the pages back at once. On request the whole 2 MiB ranges of
// a table are backed by huge pages where the kernel offers them (transparent huge
// pages in "madvise" mode): one page fault instead of 512 for a table that is filled
// from end to end. Smaller tables come from malloc as usual.

#include <cstddef>
#include <new>
#include <utility>

namespace PageStorage {

// From this size up a table is mapped on its own.
constexpr std::size_t MappedBytes = std::size_t(1) << 20;

enum class Pages
{
    Small, // 4 KiB pages: a table that may stay partly filled (its last huge page
           // would be memory held for nothing)
    Huge,  // huge pages where the kernel offers them: a table filled to its end
    Filled // Huge, and every page taken in at once: a table read and written all over
           // (a hash table), whose pages would otherwise each be faulted twice, as
           // the shared zero page when read and again when written
};

// bytes of zeroed storage (never null: throws std::bad_alloc).
void *allocate(std::size_t bytes, Pages pages);
// Gives back what allocate(bytes, ...) returned.
void release(void *p, std::size_t bytes) noexcept;
// Asks for huge pages for the whole 2 MiB ranges of [p, p + bytes) not yet touched:
// for storage another allocator made. Nothing where the system has no such pages.
void adviseHuge(void *p, std::size_t bytes) noexcept;

// A std::vector allocator on allocate(). Elements are constructed as usual.
template <typename T, Pages P = Pages::Small> struct Allocator
{
    using value_type = T;
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

// Whether a vector's storage is mapped on its own: then its unused room holds no
// memory, and shrinking it would only copy.
template <typename Vector> bool isMapped(const Vector &v)
{
    return v.capacity() * sizeof(typename Vector::value_type) >= MappedBytes;
}

} // namespace PageStorage
