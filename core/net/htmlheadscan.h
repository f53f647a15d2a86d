// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the head of an HTML page as it arrives, without building a document, for
// the web audit (PROTOCOL.md section 4.2): a <meta name="robots"> or
// <meta name="googlebot"> whose content holds noindex or none, and the first
// <link rel="canonical">. The head ends at </head>, at <body>, or at the first
// element that cannot stand in a head (an HTML parser starts the body there);
// comments and the text of <script>, <style>, <title>, <textarea> and
// <template> are skipped. Also the X-Robots-Tag and Link headers' readings.

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

class HtmlHeadScan
{
public:
    // Scans more of the body; true once the head has ended, when nothing more
    // needs to be read.
    bool feed(QByteArrayView bytes);
    bool done() const { return m_done; }

    // The meta element that forbids indexing, as "<meta name=... content=...>";
    // empty when none was seen.
    QString noindex() const { return m_noindex; }
    // The first canonical link's href (character references decoded); empty when none.
    QString canonical() const { return m_canonical; }

    // True when a robots directive list ("noindex, nofollow") forbids indexing.
    static bool forbidsIndexing(QByteArrayView directives);
    // The value of one X-Robots-Tag header when it forbids indexing for Googlebot
    // (no user agent named, or "googlebot:"); empty otherwise.
    static QString headerNoindex(QByteArrayView value);
    // The target of the first link with rel="canonical" in a Link header, as written.
    static QString headerCanonical(QByteArrayView value);

private:
    void scan();
    void element(QByteArrayView name, QByteArrayView attributes);

    QByteArray m_buffer;
    qsizetype m_pos = 0;
    QByteArray m_rawEnd; // the end tag a raw-text element waits for ("</script")
    bool m_done = false;
    QString m_noindex;
    QString m_canonical;
};
