// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Append-only arena of UTF-8 text. A million entries keep their values here as
// (chunk, offset, size) references instead of four heap strings each; an edit
// appends the new value and points the entry at it. Short values are stored once
// ("weekly", "0.5", "2024-05-01" repeat across entries): text is never changed
// in place, so entries can share it.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

struct TextRef
{
    quint32 chunk = 0;
    quint32 offset = 0;
    quint32 size = 0;

    bool isEmpty() const { return size == 0; }
    friend bool operator==(const TextRef &a, const TextRef &b)
    {
        return a.chunk == b.chunk && a.offset == b.offset && a.size == b.size;
    }
};

class StringPool
{
public:
    StringPool();
    StringPool(StringPool &&) noexcept = default;
    StringPool &operator=(StringPool &&) noexcept = default;
    StringPool(const StringPool &) = delete;
    StringPool &operator=(const StringPool &) = delete;

    TextRef add(QByteArrayView utf8);
    TextRef add(const QString &text) { return add(QByteArrayView(text.toUtf8())); }

    QByteArrayView view(TextRef ref) const
    {
        if (ref.size == 0)
            return {};
        return QByteArrayView(m_chunks[ref.chunk].data.get() + ref.offset, qsizetype(ref.size));
    }
    QString string(TextRef ref) const { return QString::fromUtf8(view(ref)); }

    // Moves other's text to the end of this pool and returns what to add to the
    // chunk of each of other's references (see rebased()). For reading the files
    // of an index in parallel, each into a pool of its own, then joining them
    // without copying a byte.
    quint32 absorb(StringPool &&other);
    static TextRef rebased(TextRef ref, quint32 chunkOffset)
    {
        if (ref.size != 0)
            ref.chunk += chunkOffset;
        return ref;
    }

    // Bytes held, for the benchmark's memory figures.
    qsizetype bytesAllocated() const { return m_allocated; }
    void clear();

private:
    void trimLastChunk();
    TextRef append(QByteArrayView utf8);
    using ShortWords = std::pair<quint64, quint64>;
    static ShortWords shortWords(const char *p, qsizetype n);
    static quint32 shortHash(ShortWords words, qsizetype n);
    void growShort();

    struct Chunk
    {
        std::unique_ptr<char[]> data;
        quint32 capacity = 0;
        quint32 used = 0;
    };
    static constexpr quint32 ChunkSize = 1u << 20;
    std::vector<Chunk> m_chunks;
    qsizetype m_allocated = 0;

    // Open addressing over the short values stored so far (size 0: a free slot).
    // It stops taking new values when full, so a file of a million distinct
    // short values costs it no more than its fixed size.
    static constexpr qsizetype ShortValue = 16;
    static constexpr size_t ShortSlots = 1u << 16;
    std::vector<TextRef> m_short;
    size_t m_shortUsed = 0;
};
