#pragma once

// Append-only arena of UTF-8 text. A million entries keep their values here as
// (chunk, offset, size) references instead of four heap strings each; an edit
// appends the new value and points the entry at it.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>
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

    // Bytes held, for the benchmark's memory figures.
    qsizetype bytesAllocated() const { return m_allocated; }
    void clear();

private:
    struct Chunk
    {
        std::unique_ptr<char[]> data;
        quint32 capacity = 0;
        quint32 used = 0;
    };
    static constexpr quint32 ChunkSize = 1u << 20;
    std::vector<Chunk> m_chunks;
    qsizetype m_allocated = 0;
};
