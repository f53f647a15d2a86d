// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Entity escaping for text and attribute values, on UTF-8 bytes: the reader
// uses it to keep extension elements as XML, the writer for every value.

#include <QByteArray>
#include <QByteArrayView>

#include <cstring>

namespace XmlEscape {

// Appends text with & < > " ' replaced by their entities, to a QByteArray or a
// std::string.
namespace Detail {

// Whether one of the eight bytes at p is one that escaping replaces (a byte equal
// to c is a zero byte of the word xor c repeated).
inline bool anyEscaped(const char *p)
{
    constexpr quint64 ones = 0x0101010101010101ULL;
    constexpr quint64 highs = 0x8080808080808080ULL;
    quint64 w;
    std::memcpy(&w, p, 8);
    const auto zeroByte = [](quint64 x) { return ((x - ones) & ~x & highs) != 0; };
    return zeroByte(w ^ (ones * '&')) || zeroByte(w ^ (ones * '<')) || zeroByte(w ^ (ones * '>')) ||
           zeroByte(w ^ (ones * '"')) || zeroByte(w ^ (ones * '\''));
}

} // namespace Detail

template <typename Out> inline void appendEscaped(Out &out, QByteArrayView text)
{
    qsizetype run = 0;
    // Eight bytes at a time past those that stay; each byte of a word that holds
    // one to replace is looked at.
    qsizetype plainTo = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i >= plainTo) {
            while (i + 8 <= text.size() && !Detail::anyEscaped(text.data() + i))
                i += 8;
            if (i >= text.size())
                break;
            plainTo = i + 8;
        }
        const char *entity = nullptr;
        qsizetype len = 0;
        switch (text[i]) {
        case '&':
            entity = "&amp;";
            len = 5;
            break;
        case '<':
            entity = "&lt;";
            len = 4;
            break;
        case '>':
            entity = "&gt;";
            len = 4;
            break;
        case '"':
            entity = "&quot;";
            len = 6;
            break;
        case '\'':
            entity = "&apos;";
            len = 6;
            break;
        default:
            continue;
        }
        out.append(text.data() + run, i - run);
        out.append(entity, len);
        run = i + 1;
    }
    out.append(text.data() + run, text.size() - run);
}

inline QByteArray escaped(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size());
    appendEscaped(out, text);
    return out;
}

} // namespace XmlEscape
