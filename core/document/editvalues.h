// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pagestorage.h"
#include "stringpool.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <initializer_list>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

// The distinct values of a SetValues edit, each once: their UTF-8 bytes one after
// the other in one buffer, and where each ends. A Replace All over a million URLs
// then holds two million values in their bytes and four bytes each, not in two
// million strings. Copies share the storage (an edit and its inverse, the undo
// stack and the journal), so taking the inverse of an edit copies nothing. A value
// is either set (possibly empty) or absent ("not set").
//
// A value the document's pool holds already may be kept as its reference into a
// pin of that pool (appendPinned()) instead of a copy of its bytes: the values a
// Replace All replaces are the million URLs the pool holds (70 MB at a million).
//
// The copies also share where the document's pool holds each value (pooled()):
// applying the edit records the references of the values it puts in and of the
// ones it replaces, so that undoing and redoing it puts nothing into the pool
// again (a Replace All over a million URLs would add its URLs each time).
class EditValues
{
public:
    EditValues() = default;
    EditValues(std::initializer_list<std::optional<QString>> values)
    {
        for (const std::optional<QString> &v : values)
            append(v);
    }

    void append(const std::optional<QString> &value)
    {
        if (value)
            appendUtf8(QByteArrayView(value->toUtf8()));
        else
            appendAbsent();
    }
    void appendUtf8(QByteArrayView utf8)
    {
        m_bytes.append(utf8);
        m_ends.append(quint32(m_bytes.size()));
    }
    void appendAbsent() { m_ends.append(quint32(m_bytes.size()) | AbsentBit); }
    // A set value that pin's pool holds at ref: read through the pin, which every
    // copy of these values keeps. All pinned values of one EditValues share a pin.
    void appendPinned(TextRef ref, const std::shared_ptr<const StringPool::Pin> &pin)
    {
        if (ref.isEmpty()) {
            appendUtf8({});
            return;
        }
        std::vector<TextRef> &refs = pinnedRefs(pin);
        refs.resize(size_t(m_ends.size()));
        refs.push_back(ref);
        m_ends.append(quint32(m_bytes.size()));
    }
    // Appends other's values after these, in their order. Its bytes are taken over,
    // not copied, while these have none of their own (values before kept pinned, then
    // the values after). Pinned values of both share a pin.
    void appendValues(EditValues &&other)
    {
        const auto offset = quint32(m_bytes.size());
        const auto first = quint32(m_ends.size());
        if (offset == 0)
            m_bytes = std::move(other.m_bytes);
        else
            m_bytes.append(other.m_bytes);
        m_ends.reserve(m_ends.size() + other.m_ends.size());
        for (const quint32 end : std::as_const(other.m_ends))
            m_ends.append((end & AbsentBit) | ((end & ~AbsentBit) + offset));
        if (other.m_pinned && !other.m_pinned->refs.empty()) {
            std::vector<TextRef> &refs = pinnedRefs(other.m_pinned->pin);
            refs.resize(first);
            refs.insert(refs.end(), other.m_pinned->refs.begin(), other.m_pinned->refs.end());
        }
        other = EditValues();
    }

    // Room for values and their bytes, its pages taken in at once (PageStorage):
    // for values about to be appended.
    void reserve(qsizetype values, qsizetype bytes)
    {
        m_ends.reserve(values);
        m_bytes.reserve(bytes);
        PageStorage::populateRoom(m_ends);
        PageStorage::populateRoom(m_bytes);
    }

    // Gives back room reserved that is mostly unused (a million rows whose values
    // were a handful): what an edit keeps on the undo stack is what it holds.
    void squeeze()
    {
        if (m_bytes.capacity() > 2 * m_bytes.size() + 4096)
            m_bytes.squeeze();
        if (m_ends.capacity() > 2 * m_ends.size() + 1024)
            m_ends.squeeze();
    }
    quint32 size() const { return quint32(m_ends.size()); }
    bool isEmpty() const { return m_ends.isEmpty(); }
    bool isSet(quint32 i) const { return (m_ends.at(i) & AbsentBit) == 0; }
    // The bytes of value i (empty when it is absent).
    QByteArrayView utf8(quint32 i) const
    {
        if (m_pinned && i < m_pinned->refs.size() && !m_pinned->refs[i].isEmpty())
            return m_pinned->pin->view(m_pinned->refs[i]);
        const quint32 begin = i == 0 ? 0 : m_ends.at(i - 1) & ~AbsentBit;
        const quint32 end = m_ends.at(i) & ~AbsentBit;
        return QByteArrayView(m_bytes.constData() + begin, qsizetype(end - begin));
    }
    std::optional<QString> value(quint32 i) const
    {
        if (!isSet(i))
            return std::nullopt;
        return QString::fromUtf8(utf8(i));
    }

    // The references of these values in one pool, as far as they are known.
    struct PooledRefs
    {
        quint64 poolId = 0;
        std::vector<TextRef> refs;
        std::vector<bool> known;
    };
    // The references known for the pool poolId (none yet when they were for another
    // pool). Shared by every copy made after the first call; the document uses it
    // on the thread that applies edits only (an edit planned on another thread may
    // make it there first, before the edit is handed over).
    PooledRefs &pooled(quint64 poolId) const
    {
        if (!m_pooled)
            m_pooled = std::make_shared<PooledRefs>();
        if (m_pooled->poolId != poolId || m_pooled->refs.size() != size_t(size())) {
            m_pooled->poolId = poolId;
            m_pooled->refs.assign(size_t(size()), TextRef());
            m_pooled->known.assign(size_t(size()), false);
        }
        return *m_pooled;
    }

private:
    // Ends are offsets into m_bytes below 2 GiB (an edit is of one file, and a file's
    // values are bounded by its size); the top bit marks an absent value.
    static constexpr quint32 AbsentBit = 0x80000000u;
    QByteArray m_bytes;
    QList<quint32> m_ends; // a pinned value adds no bytes: its end is the one before
    struct Pinned
    {
        std::shared_ptr<const StringPool::Pin> pin;
        std::vector<TextRef> refs; // per value up to the last pinned one; empty: not pinned
    };
    std::shared_ptr<Pinned> m_pinned;
    // The pinned references, this object's own (a copy shares them until then),
    // read through pin.
    std::vector<TextRef> &pinnedRefs(const std::shared_ptr<const StringPool::Pin> &pin)
    {
        if (!m_pinned)
            m_pinned = std::make_shared<Pinned>();
        else if (m_pinned.use_count() > 1)
            m_pinned = std::make_shared<Pinned>(*m_pinned);
        // A later pin of the same pool (same id: not cleared since) holds every chunk
        // the earlier one did, and those made since: it serves all the references.
        Q_ASSERT(!m_pinned->pin || (pin && m_pinned->pin->poolId() == pin->poolId()));
        m_pinned->pin = pin;
        return m_pinned->refs;
    }
    mutable std::shared_ptr<PooledRefs> m_pooled;
};
