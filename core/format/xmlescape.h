// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Entity escaping for text and attribute values, on UTF-8 bytes: the reader
// uses it to keep extension elements as XML, the writer for every value.

#include <QByteArray>
#include <QByteArrayView>

namespace XmlEscape {

// Appends text with & < > " ' replaced by their entities, to a QByteArray or a
// std::string.
template <typename Out> inline void appendEscaped(Out &out, QByteArrayView text)
{
    qsizetype run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
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
