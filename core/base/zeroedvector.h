// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Storage for tables that start as all zero bytes (PageStorage): a large one is
// zero pages from the kernel, by default all taken in at once, as the tables are
// written all over. Elements made without a value are left as they are (zero):
// only for types whose value is all zero bytes, and only in storage fresh from
// allocate().

#include "pagestorage.h"

#include <algorithm>
#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

template <typename T, PageStorage::Pages P = PageStorage::Pages::Filled> struct ZeroedAllocator
{
    using value_type = T;
    template <typename U> struct rebind
    {
        using other = ZeroedAllocator<U, P>;
    };
    ZeroedAllocator() = default;
    template <typename U> ZeroedAllocator(const ZeroedAllocator<U, P> &) noexcept {}
    T *allocate(std::size_t n)
    {
        return static_cast<T *>(PageStorage::allocate(std::max<std::size_t>(n, 1) * sizeof(T), P));
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        PageStorage::release(p, std::max<std::size_t>(n, 1) * sizeof(T));
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
ZeroedVector<T, P> zeroed(std::size_t n)
{
    static_assert(std::is_trivially_copyable_v<T>);
    return ZeroedVector<T, P>(n);
}
