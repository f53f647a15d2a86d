#include "stringpool.h"

#include <cstring>

StringPool::StringPool() = default;

TextRef StringPool::add(QByteArrayView utf8)
{
    if (utf8.isEmpty())
        return {};
    const auto size = quint32(utf8.size());
    if (m_chunks.empty() || m_chunks.back().capacity - m_chunks.back().used < size) {
        // A value larger than a chunk gets a chunk of its own, so no value is split.
        Chunk chunk;
        chunk.capacity = std::max(ChunkSize, size);
        chunk.data.reset(new char[chunk.capacity]);
        m_allocated += chunk.capacity;
        m_chunks.push_back(std::move(chunk));
    }
    Chunk &chunk = m_chunks.back();
    std::memcpy(chunk.data.get() + chunk.used, utf8.data(), size);
    TextRef ref{quint32(m_chunks.size() - 1), chunk.used, size};
    chunk.used += size;
    return ref;
}

void StringPool::clear()
{
    m_chunks.clear();
    m_allocated = 0;
}
