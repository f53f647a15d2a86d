// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The output of a report as UTF-8 bytes: appended to a buffer and written to the
// stream's device in large pieces, with no conversion or locale work per piece (a
// check of a million problems prints a million lines).

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringEncoder>
#include <QTextStream>

#include <cstring>
#include <memory>

class ByteStream
{
public:
    explicit ByteStream(QTextStream &out);
    ~ByteStream(); // writes what is left
    ByteStream(const ByteStream &) = delete;
    ByteStream &operator=(const ByteStream &) = delete;

    ByteStream &operator<<(const char *text) { return *this << QByteArrayView(text); }
    ByteStream &operator<<(QByteArrayView bytes)
    {
        if (bytes.size() > Chunk - m_size)
            return writeLarge(bytes);
        if (bytes.isEmpty()) // its data() may be null, which memcpy() must not get
            return *this;
        std::memcpy(m_data.get() + m_size, bytes.data(), size_t(bytes.size()));
        m_size += bytes.size();
        return *this;
    }
    ByteStream &operator<<(char c)
    {
        if (m_size == Chunk)
            return *this << QByteArrayView(&c, 1);
        m_data[size_t(m_size++)] = c;
        return *this;
    }
    ByteStream &operator<<(int n) { return *this << qint64(n); }
    ByteStream &operator<<(qint64 n);
    ByteStream &operator<<(const QString &text); // as UTF-8

    // text as a JSON string literal, quotes included (JsonText::quoted()'s escaping).
    void jsonQuoted(const QString &text);
    // The same of text in UTF-8, escaped as its bytes come.
    void jsonQuotedUtf8(QByteArrayView utf8);

    // Writes the buffer out. A failed write sets the stream's status to WriteFailed.
    void flush();

    // From now on what is written is kept, not written out, until release() hands
    // it back (a report that must come before it is written out first).
    void hold();
    QByteArray release();
    qsizetype heldSize() const { return m_held.size() + m_size; }

private:
    // Writes what the buffer holds and then bytes, which do not fit into it.
    ByteStream &writeLarge(QByteArrayView bytes);
    void write(QByteArrayView bytes);

    static constexpr qsizetype Chunk = 1 << 16;
    QTextStream &m_out;
    bool m_holding = false;
    QByteArray m_held;
    std::unique_ptr<char[]> m_data{new char[Chunk]};
    qsizetype m_size = 0;
    QStringEncoder m_encoder{QStringEncoder::Utf8, QStringConverter::Flag::Stateless};
};
