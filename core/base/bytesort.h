// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Sorts records in place by a key of Words 64-bit words, compared as unsigned
// numbers from the first word to the last: a radix sort on the key's bytes, most
// significant first (an American flag sort), with std::sort for short ranges.
// Each record is moved to its byte's bucket once per byte, where a comparison
// sort compares it some twenty times on a million records, a mispredicted branch
// each; bytes that are the same in every record of the range (the zeros above a
// small number, a text's common prefix) are passed over without a look. The sort
// is not stable: a key that should keep an order among equals carries it in its
// last word.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace ByteSort {

// Ranges at most this long go to std::sort.
inline constexpr std::ptrdiff_t ShortRange = 64;

namespace detail {

template <std::size_t Words, typename T, typename WordOf, typename Less> class Sorter
{
public:
    Sorter(const WordOf &wordOf, const Less &less) : m_wordOf(wordOf), m_less(less) {}

    void sort(T *lo, T *hi)
    {
        if (hi - lo <= ShortRange) {
            std::sort(lo, hi, m_less);
            return;
        }
        // The bytes that differ somewhere in the range: the others need no pass.
        std::array<std::uint64_t, Words> all{};
        std::array<std::uint64_t, Words> any{};
        for (std::size_t w = 0; w < Words; ++w)
            all[w] = any[w] = m_wordOf(*lo, w);
        for (const T *p = lo + 1; p < hi; ++p) {
            for (std::size_t w = 0; w < Words; ++w) {
                const std::uint64_t word = m_wordOf(*p, w);
                all[w] &= word;
                any[w] |= word;
            }
        }
        for (std::size_t d = 0; d < Words * 8; ++d) {
            if (byteAt(all[d / 8] ^ any[d / 8], d % 8) != 0)
                m_varying[m_varyingCount++] = std::uint8_t(d);
        }
        sortFrom(lo, hi, 0);
    }

private:
    static unsigned byteAt(std::uint64_t word, std::size_t index)
    {
        return unsigned(word >> (56 - 8 * index)) & 0xff;
    }
    unsigned digit(const T &record, std::size_t d) const
    {
        return byteAt(m_wordOf(record, d / 8), d % 8);
    }

    // Sorts [lo, hi), whose records agree in the varying bytes before level.
    void sortFrom(T *lo, T *hi, std::size_t level)
    {
        for (; level < m_varyingCount; ++level) {
            const std::ptrdiff_t n = hi - lo;
            if (n <= ShortRange) {
                std::sort(lo, hi, m_less);
                return;
            }
            const std::size_t d = m_varying[level];
            std::array<std::ptrdiff_t, 256> count{};
            for (const T *p = lo; p < hi; ++p)
                ++count[digit(*p, d)];
            if (std::find(count.begin(), count.end(), n) != count.end())
                continue; // one bucket holds the range: the next byte
            std::array<std::ptrdiff_t, 256> next;
            std::array<std::ptrdiff_t, 256> end;
            std::ptrdiff_t at = 0;
            for (std::size_t b = 0; b < 256; ++b) {
                next[b] = at;
                at += count[b];
                end[b] = at;
            }
            // Each record that is not in its bucket's part is swapped into the next
            // free place of its bucket, and the one found there goes on.
            for (std::size_t b = 0; b < 256; ++b) {
                while (next[b] < end[b]) {
                    T record = lo[next[b]];
                    std::size_t to = digit(record, d);
                    while (to != b) {
                        std::swap(record, lo[next[to]++]);
                        to = digit(record, d);
                    }
                    lo[next[b]++] = record;
                }
            }
            for (std::size_t b = 0; b < 256; ++b) {
                if (count[b] > 1)
                    sortFrom(lo + (end[b] - count[b]), lo + end[b], level + 1);
            }
            return;
        }
        // Every byte of the key is the same: the records are equal.
    }

    const WordOf &m_wordOf;
    const Less &m_less;
    std::array<std::uint8_t, Words * 8> m_varying{};
    std::size_t m_varyingCount = 0;
};

} // namespace detail

// Sorts [lo, hi) by the words wordOf(record, 0) to wordOf(record, Words - 1), each
// compared as an unsigned number. less must order records the same way (it sorts
// short ranges); records whose words are all equal end in no particular order.
template <std::size_t Words, typename T, typename WordOf, typename Less>
void sort(T *lo, T *hi, const WordOf &wordOf, const Less &less)
{
    detail::Sorter<Words, T, WordOf, Less>(wordOf, less).sort(lo, hi);
}

} // namespace ByteSort
