// SPDX-License-Identifier: GPL-3.0-or-later
#include "sha256.h"

#include <QIODevice>

#include <algorithm>
#include <atomic>
#include <cstring>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define SITEMAP_SHA_NI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace {

constexpr std::array<quint32, 8> InitialState = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                                 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

#ifdef SITEMAP_SHA_NI
// FIPS 180-4, section 4.2.2: the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes, four to a round group.
alignas(16) constexpr quint32 RoundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

bool cpuHasShaNi()
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return false;
    const bool ssse3 = c & (1u << 9);
    const bool sse41 = c & (1u << 19);
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
        return false;
    const bool sha = b & (1u << 29);
    return ssse3 && sse41 && sha;
}

// count blocks of 64 bytes into state. The instructions work on the state as two
// halves, ABEF and CDGH; each sha256rnds2 does two rounds, the halves trading
// places, and sha256msg1/msg2 extend the message four words at a time.
__attribute__((target("sha,sse4.1,ssse3"))) void compressShaNi(quint32 *state, const uchar *data,
                                                               size_t count)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128(reinterpret_cast<const __m128i *>(state));      // DCBA
    __m128i cdgh = _mm_loadu_si128(reinterpret_cast<const __m128i *>(state + 4)); // HGFE
    tmp = _mm_shuffle_epi32(tmp, 0xB1);                                           // CDAB
    cdgh = _mm_shuffle_epi32(cdgh, 0x1B);                                         // EFGH
    __m128i abef = _mm_alignr_epi8(tmp, cdgh, 8);                                 // ABEF
    cdgh = _mm_blend_epi16(cdgh, tmp, 0xF0);                                      // CDGH

    for (size_t block = 0; block < count; ++block, data += 64) {
        const __m128i abefSaved = abef;
        const __m128i cdghSaved = cdgh;
        __m128i w[4];
        for (int i = 0; i < 4; ++i) {
            w[i] = _mm_shuffle_epi8(
                _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + 16 * i)), byteSwap);
        }
        for (int group = 0; group < 16; ++group) {
            __m128i &words = w[group & 3];
            if (group >= 4) {
                // Words 4g..4g+3 from the sixteen before them (FIPS 180-4, 6.2.2 step 1),
                // into the slot the words of group g - 4 leave free.
                const __m128i &w1 = w[(group - 3) & 3];
                const __m128i &w2 = w[(group - 2) & 3];
                const __m128i &w3 = w[(group - 1) & 3];
                __m128i next = _mm_sha256msg1_epu32(words, w1);
                next = _mm_add_epi32(next, _mm_alignr_epi8(w3, w2, 4));
                words = _mm_sha256msg2_epu32(next, w3);
            }
            __m128i wk = _mm_add_epi32(words, _mm_load_si128(reinterpret_cast<const __m128i *>(
                                                  RoundConstants + 4 * group)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);
            wk = _mm_shuffle_epi32(wk, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, wk);
        }
        abef = _mm_add_epi32(abef, abefSaved);
        cdgh = _mm_add_epi32(cdgh, cdghSaved);
    }

    tmp = _mm_shuffle_epi32(abef, 0x1B);     // FEBA
    cdgh = _mm_shuffle_epi32(cdgh, 0xB1);    // DCHG
    abef = _mm_blend_epi16(tmp, cdgh, 0xF0); // DCBA
    cdgh = _mm_alignr_epi8(cdgh, tmp, 8);    // HGFE
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state), abef);
    _mm_storeu_si128(reinterpret_cast<__m128i *>(state + 4), cdgh);
}
#endif

bool processorHasShaNi()
{
#ifdef SITEMAP_SHA_NI
    static const bool has = cpuHasShaNi();
    return has;
#else
    return false;
#endif
}

std::atomic<bool> g_allowFast{true};

} // namespace

Sha256::Sha256() : m_fast(accelerated()), m_state(InitialState)
{
    if (!m_fast)
        m_portable = std::make_unique<QCryptographicHash>(QCryptographicHash::Sha256);
}

Sha256::~Sha256() = default;

void Sha256::addData(QByteArrayView data)
{
    if (data.isEmpty())
        return; // the view of an empty QByteArray has no data at all (null)
    if (!m_fast) {
        m_portable->addData(data);
        return;
    }
#ifdef SITEMAP_SHA_NI
    m_length += quint64(data.size());
    const uchar *p = reinterpret_cast<const uchar *>(data.data());
    size_t left = size_t(data.size());
    if (m_pendingSize > 0) {
        const size_t take = std::min(left, size_t(64 - m_pendingSize));
        std::memcpy(m_pending.data() + m_pendingSize, p, take);
        m_pendingSize += int(take);
        p += take;
        left -= take;
        if (m_pendingSize < 64)
            return;
        compressShaNi(m_state.data(), m_pending.data(), 1);
        m_pendingSize = 0;
    }
    if (left >= 64) {
        compressShaNi(m_state.data(), p, left / 64);
        p += left / 64 * 64;
        left %= 64;
    }
    if (left > 0) {
        std::memcpy(m_pending.data(), p, left);
        m_pendingSize = int(left);
    }
#endif
}

bool Sha256::addData(QIODevice *device)
{
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 n = device->read(buffer.data(), buffer.size());
        if (n < 0)
            return false;
        if (n == 0)
            return device->atEnd();
        addData(QByteArrayView(buffer.constData(), n));
    }
}

QByteArray Sha256::result()
{
    if (!m_fast)
        return m_portable->result();
    // FIPS 180-4, 5.1.1: a one bit, zeros, and the length in bits, big-endian.
    const quint64 bits = m_length * 8;
    uchar tail[128] = {};
    std::memcpy(tail, m_pending.data(), size_t(m_pendingSize));
    tail[m_pendingSize] = 0x80;
    const int blocks = m_pendingSize < 56 ? 1 : 2;
    for (int i = 0; i < 8; ++i)
        tail[blocks * 64 - 1 - i] = uchar(bits >> (8 * i));
#ifdef SITEMAP_SHA_NI
    compressShaNi(m_state.data(), tail, size_t(blocks));
#endif
    QByteArray digest(32, Qt::Uninitialized);
    for (int i = 0; i < 8; ++i) {
        for (int k = 0; k < 4; ++k)
            digest[4 * i + k] = char(m_state[size_t(i)] >> (24 - 8 * k));
    }
    return digest;
}

QByteArray Sha256::hash(QByteArrayView data)
{
    Sha256 h;
    h.addData(data);
    return h.result();
}

bool Sha256::accelerated()
{
    return processorHasShaNi() && g_allowFast.load(std::memory_order_relaxed);
}

void Sha256::setAcceleratedForTesting(bool on)
{
    g_allowFast.store(on, std::memory_order_relaxed);
}
