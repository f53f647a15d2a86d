// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A 64-bit hash of bytes for the validator's keys (URLs, values, hreflang codes)
// and the 128-bit arithmetic it is built on.

#include <QByteArrayView>
#include <QtGlobal>

#include <cstring>

namespace HashBytes {

__extension__ typedef unsigned __int128 Wide;

// splitmix64 finalizer: spreads the low bits of h over all 64.
inline quint64 mix(quint64 h)
{
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

// Multiplies and folds the 128-bit product: the mixing step of hashBytes().
inline quint64 fold(quint64 a, quint64 b)
{
    const Wide r = Wide(a) * b;
    return quint64(r) ^ quint64(r >> 64);
}

inline quint64 load64(const char *p)
{
    quint64 v;
    std::memcpy(&v, p, 8);
    return v;
}

inline quint64 load32(const char *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    return v;
}

} // namespace HashBytes

// A 64-bit hash of bytes, 16 at a time (one 64x64->128 multiply per 16 bytes): URL
// keys and values are hashed as UTF-8, straight from the pool. The last bytes are
// read as the 16 (or 8, or 4) that end the input, overlapping what came before:
// the size is hashed first, so no copy is needed to pad them. Never 0 (the empty
// slot of HashCounter). Different salts give unrelated key spaces.
inline quint64 hashBytes(QByteArrayView s, quint64 salt)
{
    using namespace HashBytes;
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
