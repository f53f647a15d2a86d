// SPDX-License-Identifier: GPL-3.0-or-later
#include "stringpool.h"

#include <limits>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>

namespace {
quint64 newPoolId()
{
    static std::atomic<quint64> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

// The chunks kept while a StringPool::ChunkReuse is alive: enough for a file of
// 50,000 URLs (three) and the one read beside it.
struct SpareChunks
{
    static constexpr size_t Kept = 8;
    std::mutex mutex;
    int users = 0;
    std::vector<std::shared_ptr<PageStorage::Block>> blocks;
};

// Never destroyed: a pool that goes after the program's statics (one kept to the
// process's end) still hands its chunks here.
SpareChunks &spareChunks()
{
    static auto *const spare = new SpareChunks;
    return *spare;
}

std::shared_ptr<PageStorage::Block> takeSpareChunk()
{
    SpareChunks &spare = spareChunks();
    const std::lock_guard lock(spare.mutex);
    if (spare.blocks.empty())
        return nullptr;
    std::shared_ptr<PageStorage::Block> block = std::move(spare.blocks.back());
    spare.blocks.pop_back();
    return block;
}
} // namespace

StringPool::ChunkReuse::ChunkReuse()
{
    const std::lock_guard lock(spareChunks().mutex);
    ++spareChunks().users;
    // giveBack(), called where nothing may throw, then never allocates.
    spareChunks().blocks.reserve(SpareChunks::Kept);
}

StringPool::ChunkReuse::~ChunkReuse()
{
    std::vector<std::shared_ptr<PageStorage::Block>> dropped; // freed after the lock
    const std::lock_guard lock(spareChunks().mutex);
    if (--spareChunks().users == 0)
        dropped.swap(spareChunks().blocks);
}

void StringPool::giveBack(std::vector<std::shared_ptr<PageStorage::Block>> &blocks)
{
    SpareChunks &spare = spareChunks();
    const std::lock_guard lock(spare.mutex);
    if (spare.users == 0)
        return;
    for (std::shared_ptr<PageStorage::Block> &block : blocks) {
        if (spare.blocks.size() == SpareChunks::Kept)
            return;
        // Nothing else holds it (a pin would read it) and it is a whole chunk.
        if (block && block.use_count() == 1 && block->size() == ChunkSize)
            spare.blocks.push_back(std::move(block));
    }
}

StringPool::StringPool() : m_id(newPoolId()) {}

StringPool::~StringPool()
{
    giveBack(m_blocks);
}

StringPool::StringPool(StringPool &&other) noexcept
    : m_chunks(std::move(other.m_chunks)), m_blocks(std::move(other.m_blocks)),
      m_roomLeft(std::move(other.m_roomLeft)), m_allocated(other.m_allocated),
      m_short(std::move(other.m_short)), m_shortUsed(other.m_shortUsed),
      m_fullChunks(other.m_fullChunks), m_id(other.m_id)
{
    other.clear();
}

StringPool &StringPool::operator=(StringPool &&other) noexcept
{
    if (this != &other) {
        m_chunks = std::move(other.m_chunks);
        giveBack(m_blocks);
        m_blocks = std::move(other.m_blocks);
        m_roomLeft = std::move(other.m_roomLeft);
        m_allocated = other.m_allocated;
        m_short = std::move(other.m_short);
        m_shortUsed = other.m_shortUsed;
        m_fullChunks = other.m_fullChunks;
        m_id = other.m_id;
        other.clear();
    }
    return *this;
}

TextRef StringPool::add(QByteArrayView utf8)
{
    if (utf8.isEmpty())
        return {};
    if (utf8.size() > ShortValue)
        return append(utf8);
    // Short values: found again by content, stored once.
    if (m_short.empty())
        m_short.resize(1024);
    else if (m_shortUsed >= m_short.size() / 4 * 3 && m_short.size() < ShortSlots)
        growShort();
    const size_t mask = m_short.size() - 1;
    const ShortWords words = shortWords(utf8.data(), utf8.size());
    for (size_t i = shortHash(words, utf8.size()) & mask;; i = (i + 1) & mask) {
        const TextRef slot = m_short[i];
        if (slot.size == 0) {
            const TextRef ref = append(utf8);
            if (m_shortUsed < m_short.size() / 4 * 3) {
                m_short[i] = ref;
                ++m_shortUsed;
            }
            return ref;
        }
        if (slot.size == quint32(utf8.size()) &&
            shortWords(m_chunks[slot.chunk()].data + slot.offset, utf8.size()) == words)
            return slot;
    }
}

namespace {
template <typename W> W loadWord(const char *p)
{
    W w;
    std::memcpy(&w, p, sizeof w);
    return w;
}
} // namespace

// Two words that hold every byte of a value of 1 to 16 bytes (the loads may
// overlap): with the size, equal words mean equal values.
StringPool::ShortWords StringPool::shortWords(const char *p, qsizetype n)
{
    if (n >= 8)
        return {loadWord<quint64>(p), loadWord<quint64>(p + n - 8)};
    if (n >= 4)
        return {loadWord<quint32>(p), loadWord<quint32>(p + n - 4)};
    return {quint64(quint8(p[0])) | quint64(quint8(p[n / 2])) << 8 |
                quint64(quint8(p[n - 1])) << 16,
            0};
}

quint32 StringPool::shortHash(ShortWords words, qsizetype n)
{
    // The words combined, then MurmurHash3's finaliser: every bit of the input
    // reaches the low bits the table is indexed by.
    quint64 h = words.first * 0x9E3779B97F4A7C15ull + words.second + quint64(n);
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDull;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ull;
    h ^= h >> 33;
    return quint32(h);
}

void StringPool::growShort()
{
    std::vector<TextRef> old(m_short.size() * 2);
    old.swap(m_short);
    const size_t mask = m_short.size() - 1;
    for (const TextRef &ref : old) {
        if (ref.size == 0)
            continue;
        const QByteArrayView text = view(ref);
        size_t i = shortHash(shortWords(text.data(), text.size()), text.size()) & mask;
        while (m_short[i].size != 0)
            i = (i + 1) & mask;
        m_short[i] = ref;
    }
}

void StringPool::addChunk(Chunk chunk)
{
    // As many chunks as a reference can name; more would take hundreds of GiB.
    if (m_chunks.size() >= TextRef::MaxChunks)
        throw std::bad_alloc();
    m_chunks.push_back(chunk);
}

TextRef StringPool::append(QByteArrayView utf8)
{
    const auto size = quint32(utf8.size());
    if (m_chunks.empty() || m_chunks.back().capacity - m_chunks.back().used < size) {
        if (!m_roomLeft.empty() && size <= m_roomLeft.back().capacity) {
            addChunk(m_roomLeft.back());
            m_roomLeft.pop_back();
        } else {
            // A value larger than a chunk gets a chunk of its own, so no value is
            // split.
            const quint32 step = m_fullChunks ? 5 : std::min<size_t>(m_chunks.size(), 5);
            const quint32 capacity = std::max(std::min(ChunkSize, FirstChunkSize << step), size);
            std::shared_ptr<PageStorage::Block> block =
                capacity == ChunkSize ? takeSpareChunk() : nullptr;
            if (!block) {
                // Filled from end to end, but for the last chunk, which is cut to size.
                block = std::make_shared<PageStorage::Block>(capacity, PageStorage::Pages::Filled);
            }
            addChunk({block->data(), capacity, 0, quint32(m_blocks.size())});
            m_blocks.push_back(std::move(block));
            m_allocated += capacity;
        }
    }
    Chunk &chunk = m_chunks.back();
    std::memcpy(chunk.data + chunk.used, utf8.data(), size);
    TextRef ref;
    ref.setChunk(quint32(m_chunks.size() - 1));
    ref.offset = chunk.used; // below RoomPiece, or 0 in a chunk of one value
    ref.size = std::min(size, TextRef::LongSize);
    chunk.used += size;
    return ref;
}

StringPool::Room StringPool::makeRoom(qsizetype bytes)
{
    Room room;
    if (bytes <= 0)
        return room;
    // A value never spans two pieces (addRoom()): each piece but the last may
    // leave a few bytes unused.
    constexpr qsizetype PieceSlack = 8 << 10;
    bytes += (bytes / RoomPiece) * PieceSlack;
    if (bytes > qsizetype(std::numeric_limits<quint32>::max()))
        return room;
    room.capacity = quint32(bytes);
    room.block = PageStorage::Block(size_t(bytes), PageStorage::Pages::Filled);
    return room;
}

void StringPool::addRoom(Room room)
{
    if (room.capacity == 0 || !room.block.data())
        return;
    // What the chunk before the room has left stays unused: at most a chunk's size.
    const auto block = quint32(m_blocks.size());
    char *const data = room.block.data();
    m_blocks.push_back(std::make_shared<PageStorage::Block>(std::move(room.block)));
    m_allocated += room.capacity;
    // The first piece takes the next value; the others wait, in any order.
    for (size_t at = 0; at < room.capacity; at += RoomPiece) {
        const Chunk piece{data + at, quint32(std::min<size_t>(RoomPiece, room.capacity - at)), 0,
                          block};
        if (at == 0)
            addChunk(piece);
        else
            m_roomLeft.push_back(piece);
    }
}

// A chunk filled no further is cut to what it holds: without this, the pools of
// twenty files joined into one kept twenty part-empty chunks (14 MiB at 1M URLs).
void StringPool::trimLastChunk()
{
    if (m_chunks.empty())
        return;
    Chunk &chunk = m_chunks.back();
    if (chunk.capacity - chunk.used < 64 * 1024)
        return;
    m_allocated -= chunk.capacity - chunk.used;
    std::shared_ptr<PageStorage::Block> &block = m_blocks[chunk.block];
    if (block->size() >= PageStorage::MappedBytes) {
        // Mapped on its own: the pages beyond what it holds are given back in place.
        PageStorage::discard(chunk.data + chunk.used, chunk.capacity - chunk.used);
    } else {
        // From malloc, so a block of its own (a room's small block is one piece). A
        // pin that holds the block before keeps it.
        auto data = std::make_shared<PageStorage::Block>(std::max<quint32>(chunk.used, 1),
                                                         PageStorage::Pages::Small);
        std::memcpy(data->data(), chunk.data, chunk.used);
        block = std::move(data);
        chunk.data = block->data();
    }
    chunk.capacity = chunk.used;
}

quint32 StringPool::absorb(StringPool &&other)
{
    trimLastChunk();
    other.trimLastChunk();
    const auto offset = quint32(m_chunks.size());
    if (offset + other.m_chunks.size() > TextRef::MaxChunks)
        throw std::bad_alloc();
    const auto blocks = quint32(m_blocks.size());
    m_chunks.reserve(m_chunks.size() + other.m_chunks.size());
    for (Chunk chunk : other.m_chunks) {
        chunk.block += blocks;
        m_chunks.push_back(chunk);
    }
    for (Chunk chunk : other.m_roomLeft) {
        chunk.block += blocks;
        m_roomLeft.push_back(chunk);
    }
    for (std::shared_ptr<PageStorage::Block> &block : other.m_blocks)
        m_blocks.push_back(std::move(block));
    m_allocated += other.m_allocated;
    other.clear();
    return offset;
}

std::shared_ptr<const StringPool::Pin> StringPool::pin() const
{
    auto pin = std::make_shared<Pin>();
    pin->m_chunks = m_chunks;
    pin->m_blocks = m_blocks;
    pin->m_poolId = m_id;
    return pin;
}

void StringPool::clear()
{
    m_chunks.clear();
    m_roomLeft.clear();
    giveBack(m_blocks);
    m_blocks.clear();
    m_allocated = 0;
    std::vector<TextRef>().swap(m_short);
    m_shortUsed = 0;
    m_fullChunks = false;
    m_id = newPoolId();
}
