// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A quick look at the shape of XML as its bytes arrive, so that a read can stop
// where the text has surely stopped being well-formed (PROTOCOL.md section 6.1: a
// file that stops being well-formed after a few bytes costs a few bytes of
// memory, however long it is). It follows tags only: an end tag that closes no
// open element or another one than the last opened, or an element after the
// root's end. Anything it does not follow (a DOCTYPE, a declaration after the
// start, text before the root, a tag it cannot read) makes it give up, never
// report: a stop it reports is always past the parser's first error, so the bytes
// kept give the parser's verdict on the whole file.

#include <QByteArray>
#include <QByteArrayView>

#include <string>
#include <string_view>
#include <vector>

class XmlShapeCheck
{
public:
    // data: every byte fed so far, from the first; the new ones begin at from (only
    // a construct left unfinished at the end of the last call is read again).
    // Returns how many bytes to keep, up to and with the construct at fault, when
    // the text is malformed there; -1 otherwise.
    qsizetype feed(QByteArrayView data);
    // No verdict will come: the text holds what this look does not follow.
    bool gaveUp() const { return m_gaveUp; }

    // The whole of data at once (a first look at a file's start).
    static qsizetype malformedEnd(QByteArrayView data);

private:
    qsizetype giveUp()
    {
        m_gaveUp = true;
        return -1;
    }

    qsizetype m_next = 0; // the first byte not looked at, or the start of an unfinished construct
    bool m_gaveUp = false;
    bool m_rootSeen = false;
    bool m_rootClosed = false;
    std::string m_names;          // the open elements' names, one after the other
    std::vector<size_t> m_starts; // where each open name begins in m_names
};
