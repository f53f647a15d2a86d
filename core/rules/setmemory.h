// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the set rules keep of the files of a set that were judged and let go, so
// that `sitemap-tool check` can read, judge, report and free an index's children
// one at a time (docs/architecture.md, "check, one file at a time"): for each
// duplicate key its first entry's place (the file's name and line, what a
// loc-duplicate message names), each near key seen, and per file the newest
// lastmod an index entry is compared with. About 35 bytes a URL, against the
// hundreds a document holds.
//
// A Validator given a SetMemory judges its document as the files after those
// remembered: loc-duplicate counts the remembered keys as earlier entries, and
// index-lastmod-stale takes a file's newest lastmod from here when the document
// holds the file without its entries. What the memory cannot answer as the whole
// set would (a near-duplicate of a file let go, whose message quotes that URL;
// any hreflang alternate, whose rules look at later files too) it notes, and the
// caller judges the set whole instead.

#include "zeroedvector.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <vector>

class SitemapDocument;
class Validator;

class SetMemory
{
public:
    // The first entry of a duplicate key that was remembered, or null.
    struct Place
    {
        quint64 key = 0;
        quint32 file = 0;
        qint32 where = 0; // the loc's line, or -(entry + 1) when it has none
    };
    const Place *firstWithKey(quint64 key) const;
    bool hasNearKey(quint64 nearKey) const;
    // firstWithKey() and hasNearKey() of n entries at once: bit KeyRemembered of
    // found[i] when keys[i] is remembered, NearRemembered when nearKeys[i] is (0:
    // no key). The keys are looked up in the order of the slots they read.
    static constexpr quint8 KeyRemembered = 1;
    static constexpr quint8 NearRemembered = 2;
    void lookUp(const quint64 *keys, const quint64 *nearKeys, size_t n, quint8 *found) const;
    // loc-duplicate's message detail for a remembered place ("part-01.xml, line 7").
    QString reference(const Place &place) const;

    // Remembers the entries of docFile, judged by validator, as file setFile of the
    // set (numbered as the whole set's document numbers its files).
    void rememberFile(int setFile, const SitemapDocument &doc, int docFile,
                      const Validator &validator);
    // Room for about urls URLs in all (those remembered included), taken at once:
    // grown a half at a time, the tables of a million URLs are copied and taken
    // anew some twenty times, a tenth of check's work on such a set.
    void reserve(qint64 urls);

    // The newest usable lastmod of a remembered file and its text as written,
    // quoted; ms is NoInstant when the file has none (or was not remembered).
    qint64 newestMs(int setFile) const;
    QString newestText(int setFile) const;

    // The same memory without the keys: for the set's first file (the index), judged
    // last, whose entries no earlier entry precedes.
    SetMemory datesOnly() const;

    // Something was met that the memory cannot judge as the whole set would.
    void needWholeSet() const { m_wholeSetNeeded = true; }
    bool wholeSetNeeded() const { return m_wholeSetNeeded; }

private:
    struct Newest
    {
        qint64 ms = std::numeric_limits<qint64>::min();
        QString text;
    };
    void addPlace(const Place &place);
    void addNear(quint64 nearKey);
    void resizePlaces(size_t size);
    void resizeNear(size_t size);

    ZeroedVector<Place, PageStorage::Pages::Filled> m_places; // open addressing by key
    size_t m_placeCount = 0;
    ZeroedVector<quint64, PageStorage::Pages::Filled> m_near;
    size_t m_nearCount = 0;
    QStringList m_names;          // file names by set file number ("" unknown)
    std::vector<Newest> m_newest; // by set file number
    mutable bool m_wholeSetNeeded = false;
};
