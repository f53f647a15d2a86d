// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 64-bit hash of the validator's set tables (duplicate and near-duplicate
// keys, values): 16 bytes at a time, one 64x64->128 multiply per 16 bytes. Never
// 0, which the tables keep for an empty slot. ByteHash gives the same hash of
// bytes handed over in pieces, so that a key made of parts of a URL is hashed
// without first being copied together.

#include <QByteArrayView>
#include <QtGlobal>

#include <algorithm>
#include <cstring>

namespace ByteHashing {

inline constexpr quint64 K0 = 0xa0761d6478bd642fULL;
inline constexpr quint64 K1 = 0xe7037ed1a0b428dbULL;
inline constexpr quint64 K2 = 0x8ebc6af09c88c6e3ULL;

// splitmix64's finalizer: spreads every input bit over the whole word.
inline quint64 mix(quint64 h)
{
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

// Multiplies and folds the 128-bit product.
inline quint64 fold(quint64 a, quint64 b)
{
    __extension__ typedef unsigned __int128 Wide;
    const Wide r = Wide(a) * b;
    return quint64(r) ^ quint64(r >> 64);
}

inline quint64 load64(const char *p)
{
    quint64 v;
    std::memcpy(&v, p, 8);
    return v;
}

inline quint64 start(quint64 salt, qsizetype size)
{
    return fold(salt ^ K0, quint64(size) ^ K1);
}

inline quint64 block(quint64 h, const char *p)
{
    return fold(load64(p) ^ K1, load64(p + 8) ^ h);
}

// The last 1 to 15 bytes, and the end.
inline quint64 finish(quint64 h, const char *tail, qsizetype size)
{
    if (size > 0) {
        char padded[16] = {};
        std::memcpy(padded, tail, size_t(size));
        h = fold(load64(padded) ^ K1, load64(padded + 8) ^ h ^ quint64(size));
    }
    h = mix(h ^ K2);
    return h == 0 ? 1 : h;
}

} // namespace ByteHashing

inline quint64 hashBytes(QByteArrayView s, quint64 salt)
{
    const char *p = s.data();
    qsizetype n = s.size();
    quint64 h = ByteHashing::start(salt, n);
    for (; n >= 16; p += 16, n -= 16)
        h = ByteHashing::block(h, p);
    return ByteHashing::finish(h, p, n);
}

// hashBytes() of the concatenation of the pieces given to add(), whose sizes add
// up to the size given first.
class ByteHash
{
public:
    ByteHash(quint64 salt, qsizetype totalSize) : m_h(ByteHashing::start(salt, totalSize)) {}

    void add(QByteArrayView piece)
    {
        const char *p = piece.data();
        qsizetype n = piece.size();
        if (m_held > 0) {
            const qsizetype take = std::min<qsizetype>(16 - m_held, n);
            std::memcpy(m_buffer + m_held, p, size_t(take));
            m_held += take;
            p += take;
            n -= take;
            if (m_held < 16)
                return;
            m_h = ByteHashing::block(m_h, m_buffer);
            m_held = 0;
        }
        for (; n >= 16; p += 16, n -= 16)
            m_h = ByteHashing::block(m_h, p);
        std::memcpy(m_buffer, p, size_t(n));
        m_held = n;
    }
    quint64 result() const { return ByteHashing::finish(m_h, m_buffer, m_held); }

private:
    quint64 m_h;
    char m_buffer[16] = {};
    qsizetype m_held = 0;
};
