// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Append-only arena of UTF-8 text. A million entries keep their values here as
// (chunk, offset, size) references instead of four heap strings each; an edit
// appends the new value and points the entry at it. Short values are stored once
// ("weekly", "0.5", "2024-05-01" repeat across entries): text is never changed
// in place, so entries can share it.

#include "pagestorage.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <bit>
#include <memory>
#include <utility>
#include <vector>

// Where a value is: its chunk, its offset there and its size, in eight bytes (a
// million entries keep five each). A chunk holds up to MaxOffset + 1 bytes, but
// for a chunk that holds one value only (at offset 0); a value of LongSize bytes
// or more has a chunk of its own, and its size is that chunk's (StringPool::view()).
struct TextRef
{
    static constexpr int SizeBits = 24;
    static constexpr int OffsetBits = 22;
    static constexpr int ChunkBits = 18;
    static constexpr quint32 LongSize = (1u << SizeBits) - 1;
    static constexpr quint32 MaxOffset = (1u << OffsetBits) - 1;
    static constexpr quint32 MaxChunks = 1u << ChunkBits;
    static_assert(ChunkBits == (32 - SizeBits) + (32 - OffsetBits), "the rest of both words");

    // Two words of 32 bits, so that a record of references packs to four bytes.
    quint32 size : SizeBits = 0; // LongSize: as many bytes as the value's chunk holds
    quint32 chunkHigh : 32 - SizeBits = 0;
    quint32 offset : OffsetBits = 0;
    quint32 chunkLow : 32 - OffsetBits = 0;

    quint32 chunk() const { return chunkHigh << (32 - OffsetBits) | chunkLow; }
    void setChunk(quint32 index)
    {
        chunkLow = index & ((1u << (32 - OffsetBits)) - 1);
        chunkHigh = index >> (32 - OffsetBits);
    }
    bool isEmpty() const { return size == 0; }
    friend bool operator==(const TextRef &a, const TextRef &b)
    {
        return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
    }
};
static_assert(sizeof(TextRef) == 8 && alignof(TextRef) == 4, "two words");

class StringPool
{
public:
    StringPool();
    // A moved-from pool is empty and has an identity of its own (see id()).
    StringPool(StringPool &&other) noexcept;
    StringPool &operator=(StringPool &&other) noexcept;
    StringPool(const StringPool &) = delete;
    StringPool &operator=(const StringPool &) = delete;
    ~StringPool();

    // While one is alive, a few full-size chunks of the pools that are cleared or go
    // (those nothing pins) are kept for the next pools' text: `check` reads a set's
    // files one after another, each let go once judged, and a chunk taken over is
    // memory in use already, where a fresh one is pages the system clears first
    // (some 6 MB a file of 50,000 URLs). A pool reads only the bytes it wrote, so a
    // chunk's old bytes stay unread.
    class ChunkReuse
    {
    public:
        ChunkReuse();
        ~ChunkReuse();
        ChunkReuse(const ChunkReuse &) = delete;
        ChunkReuse &operator=(const ChunkReuse &) = delete;
    };

    // Values up to this many bytes are stored once: adding the same one again
    // gives the same reference (while its table has room).
    static constexpr qsizetype ShortValue = 16;

    TextRef add(QByteArrayView utf8);

    // Room for values of some bytes in all, made on any thread with its pages taken
    // in there: a pool given it (addRoom()) puts the next values there without a
    // page fault on its own thread. For the values an edit planned on another thread
    // brings (a Replace All over a million URLs: some 60 MB, whose pages took the
    // window's thread 150 ms to take in).
    struct Room
    {
        PageStorage::Block block;
        quint32 capacity = 0;
    };
    static Room makeRoom(qsizetype bytes);
    void addRoom(Room room);
    // About this many bytes of text come (a file of that size is read): from a
    // chunk's worth on, the chunks start at their full size rather than growing to
    // it, so that the text lies on huge pages from its first byte. A small chunk is
    // on pages of 4 KiB, which cost more to take in and, read out of order (a sort,
    // the set rules' lookups), miss the processor's page table cache more often.
    void expect(qsizetype bytes)
    {
        if (bytes >= qsizetype(ChunkSize))
            m_fullChunks = true;
    }
    TextRef add(const QString &text) { return add(QByteArrayView(text.toUtf8())); }

    QByteArrayView view(TextRef ref) const { return viewIn(m_chunks, ref); }
    QString string(TextRef ref) const { return QString::fromUtf8(view(ref)); }

    // Moves other's text to the end of this pool and returns what to add to the
    // chunk of each of other's references (see rebased()). For reading the files
    // of an index in parallel, each into a pool of its own, then joining them
    // without copying a byte.
    quint32 absorb(StringPool &&other);
    static TextRef rebased(TextRef ref, quint32 chunkOffset)
    {
        if (ref.size != 0)
            ref.setChunk(ref.chunk() + chunkOffset); // absorb() made sure it fits
        return ref;
    }

    // Names this pool's contents: references taken from a pool hold while its id()
    // is the same (a pool only grows until it is cleared, which gives it a new id),
    // so an edit may keep the references of its values for the next time.
    quint64 id() const { return m_id; }

    // Bytes held, for the benchmark's memory figures.
    qsizetype bytesAllocated() const { return m_allocated; }
    void clear();

    // The text this pool holds now, readable on any thread through the references
    // taken from it so far, for as long as the pin lives: the pool only appends, and
    // a pin keeps the pool's blocks from being freed when the pool is cleared or
    // destroyed. Made while the pool does not change (on its thread, or under a
    // hold that keeps its owner from changing it).
    class Pin;
    std::shared_ptr<const Pin> pin() const;

private:
    void trimLastChunk();
    // Hands the blocks to ChunkReuse's spares, as many as it keeps; the others stay
    // with the caller, to go as it lets them.
    static void giveBack(std::vector<std::shared_ptr<PageStorage::Block>> &blocks);
    TextRef append(QByteArrayView utf8);
    using ShortWords = std::pair<quint64, quint64>;
    static ShortWords shortWords(const char *p, qsizetype n);
    static quint32 shortHash(ShortWords words, qsizetype n);
    void growShort();

    // A chunk is a block of its own, or a piece of a room (addRoom()): a block of
    // more than TextRef::MaxOffset + 1 bytes is cut into pieces a reference can
    // reach every byte of.
    struct Chunk
    {
        char *data = nullptr;
        quint32 capacity = 0;
        quint32 used = 0;
        quint32 block = 0; // in m_blocks
    };
    static constexpr quint32 RoomPiece = TextRef::MaxOffset + 1;
    // The bytes of ref among chunks (the pool's, or a pin's copy of them).
    static QByteArrayView viewIn(const std::vector<Chunk> &chunks, TextRef ref)
    {
        if (ref.size == 0)
            return {};
        const Chunk &chunk = chunks[ref.chunk()];
        const qsizetype size = ref.size == TextRef::LongSize ? chunk.used : qsizetype(ref.size);
        return QByteArrayView(chunk.data + ref.offset, size);
    }
    // A pool's chunks grow from FirstChunkSize to ChunkSize, so that a small
    // document holds little; a full-size chunk is filled from end to end, on huge
    // pages where the system offers them.
    static constexpr quint32 FirstChunkSize = 64u << 10;
    static constexpr quint32 ChunkSize = 2u << 20;
    static_assert(ChunkSize <= RoomPiece, "every byte of a chunk within a reference's reach");
    void addChunk(Chunk chunk);
    std::vector<Chunk> m_chunks;
    // Shared with the pins (pin()), which keep a block as long as they live.
    std::vector<std::shared_ptr<PageStorage::Block>> m_blocks;
    std::vector<Chunk> m_roomLeft; // pieces of a room not yet filled, taken from the back
    qsizetype m_allocated = 0;

    // Open addressing over the short values stored so far (size 0: a free slot).
    // It stops taking new values when full, so a file of a million distinct
    // short values costs it no more than its fixed size.
    static constexpr size_t ShortSlots = 1u << 16;
    std::vector<TextRef> m_short;
    size_t m_shortUsed = 0;
    bool m_fullChunks = false; // expect()
    quint64 m_id;
};

class StringPool::Pin
{
public:
    QByteArrayView view(TextRef ref) const { return StringPool::viewIn(m_chunks, ref); }
    quint64 poolId() const { return m_poolId; }

private:
    friend class StringPool;
    std::vector<Chunk> m_chunks;
    std::vector<std::shared_ptr<PageStorage::Block>> m_blocks;
    quint64 m_poolId = 0;
};

// What was worked out from pooled values, kept by reference: the pool stores a
// short value once, so a value that repeats over many entries ("weekly", "0.5")
// is worked out once. Only short values are kept, as a longer one is stored anew
// each time and its reference never comes again. References are reused once a
// pool is cleared, so a memo serves one pass over a document that does not
// change meanwhile. Open addressing over Slots slots; once three quarters are
// taken, new values are worked out every time.
template <typename Value, size_t Slots> class PoolRefMemo
{
    static_assert(Slots >= 2 && (Slots & (Slots - 1)) == 0, "a power of two");

public:
    // The value for ref: the one kept, or else work()'s, which is then kept.
    template <typename Work> Value get(TextRef ref, Work &&work)
    {
        if (ref.size == 0 || ref.size > quint32(StringPool::ShortValue))
            return work();
        if (m_slots.empty())
            m_slots.resize(Slots);
        constexpr size_t mask = Slots - 1;
        const quint64 h = std::bit_cast<quint64>(ref) * 0x9e3779b97f4a7c15ull;
        for (size_t i = size_t(h >> 40) & mask;; i = (i + 1) & mask) {
            Slot &slot = m_slots[i];
            if (slot.ref.size == 0) {
                Value value = work();
                if (m_used < Slots / 4 * 3) {
                    slot.ref = ref;
                    slot.value = value;
                    ++m_used;
                }
                return value;
            }
            if (slot.ref == ref)
                return slot.value;
        }
    }

private:
    struct Slot
    {
        TextRef ref; // size 0: free
        Value value{};
    };
    std::vector<Slot> m_slots;
    size_t m_used = 0;
};
