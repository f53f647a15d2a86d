// SPDX-License-Identifier: GPL-3.0-or-later
#include "bytestream.h"

#include <utility>

#include "jsontext.h"

#include <QFileDevice>

#include <charconv>

ByteStream::ByteStream(QTextStream &out) : m_out(out) {}

ByteStream::~ByteStream()
{
    flush();
}

ByteStream &ByteStream::operator<<(qint64 n)
{
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, n);
    return *this << QByteArrayView(digits, result.ptr - digits);
}

ByteStream &ByteStream::operator<<(const QString &text)
{
    const qsizetype room = m_encoder.requiredSpace(text.size());
    if (room > Chunk - m_size) {
        flush();
        if (room > Chunk) {
            const QByteArray bytes = m_encoder.encode(text);
            return writeLarge(bytes);
        }
    }
    m_size = m_encoder.appendToBuffer(m_data.get() + m_size, text) - m_data.get();
    return *this;
}

void ByteStream::jsonQuoted(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c == u'"' || c == u'\\') {
            *this << JsonText::quoted(text);
            return;
        }
    }
    *this << '"' << text << '"';
}

void ByteStream::jsonQuotedUtf8(QByteArrayView utf8)
{
    *this << '"';
    qsizetype from = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const uchar c = uchar(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        *this << utf8.sliced(from, i - from);
        from = i + 1;
        switch (c) {
        case '"':
            *this << "\\\"";
            break;
        case '\\':
            *this << "\\\\";
            break;
        case '\n':
            *this << "\\n";
            break;
        case '\r':
            *this << "\\r";
            break;
        case '\t':
            *this << "\\t";
            break;
        default: {
            static const char hex[] = "0123456789abcdef";
            const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            *this << QByteArrayView(escape, 6);
        }
        }
    }
    *this << utf8.sliced(from) << '"';
}

ByteStream &ByteStream::writeLarge(QByteArrayView bytes)
{
    flush();
    if (bytes.size() > Chunk) {
        write(bytes);
    } else {
        std::memcpy(m_data.get(), bytes.data(), size_t(bytes.size()));
        m_size = bytes.size();
    }
    return *this;
}

void ByteStream::flush()
{
    write(QByteArrayView(m_data.get(), m_size));
    m_size = 0;
}

void ByteStream::hold()
{
    flush();
    m_holding = true;
}

QByteArray ByteStream::release()
{
    flush();
    m_holding = false;
    return std::exchange(m_held, QByteArray());
}

void ByteStream::write(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return;
    if (m_holding) {
        m_held.append(bytes);
        return;
    }
    if (QIODevice *device = m_out.device()) {
        // What went through the text stream before goes out first.
        m_out.flush();
        bool written = device->write(bytes.data(), bytes.size()) == bytes.size();
        // A file device keeps what it was given in buffers of its own: pushed on, so
        // that a full disk or a closed pipe shows here.
        if (auto *file = qobject_cast<QFileDevice *>(device))
            written = file->flush() && written;
        if (!written)
            m_out.setStatus(QTextStream::WriteFailed);
    } else {
        m_out << QString::fromUtf8(bytes);
    }
}
