// SPDX-License-Identifier: GPL-3.0-or-later
#include "setmemory.h"

#include "positions.h"
#include "prefetch.h"
#include "rules.h"
#include "settracker.h"
#include "sitemapdocument.h"
#include "validator.h"

#include <algorithm>
#include <vector>

namespace {

// The tables grow by half when this full (tenths): a million keys take 1.5 million
// slots and 2.6 million take 3.4 million, where doubling from a power of two would
// give two and four million (and hold the old table beside the new one meanwhile).
constexpr size_t LoadTenths = 8;
constexpr size_t FirstSlots = 1024;

size_t grown(size_t size)
{
    return size == 0 ? FirstSlots : size + size / 2;
}

// A key's first slot in a table of any size: the high bits of key * size.
__extension__ using Wide = unsigned __int128;

size_t home(quint64 key, size_t size)
{
    return size_t((Wide(key) * size) >> 64);
}

// The slot holding what matches key, or the empty slot where it would go.
template <typename Table, typename Matches>
size_t slotOf(const Table &table, quint64 key, const Matches &matches)
{
    const size_t size = table.size();
    size_t i = home(key, size);
    while (!matches(table[i])) {
        if (++i == size)
            i = 0;
    }
    return i;
}

// Items in the order of their keys' highest bits, which is the order of the slots
// the keys read in a table of any size (home() grows with the key): a file's keys
// then walk each table from its start to its end, the slots of a 4 KiB page one
// after another, where in the file's order each went to a page at random, and
// the processor looked up where almost every one of them lies (the tables of a
// million URLs span 30 MB).
template <typename T, typename KeyOf> void inSlotOrder(std::vector<T> &items, const KeyOf &keyOf)
{
    constexpr int Bits = 12;
    std::vector<quint32> starts((size_t(1) << Bits) + 1);
    for (const T &item : items)
        ++starts[size_t(keyOf(item) >> (64 - Bits)) + 1];
    for (size_t b = 1; b < starts.size(); ++b)
        starts[b] += starts[b - 1];
    std::vector<T> sorted(items.size());
    for (const T &item : items)
        sorted[starts[size_t(keyOf(item) >> (64 - Bits))]++] = item;
    items.swap(sorted);
}

// The slots of a key this many ahead are loaded while one is looked up or added.
constexpr size_t Ahead = 8;

// Each of items, in the order inSlotOrder() gave them, handed to act, the slot of
// the one Ahead after it in table loaded meanwhile.
template <typename T, typename KeyOf, typename Table, typename Act>
void walkInSlotOrder(const std::vector<T> &items, const KeyOf &keyOf, const Table &table,
                     const Act &act)
{
    for (size_t i = 0; i < items.size(); ++i) {
        if (i + Ahead < items.size())
            prefetchLine(&table[home(keyOf(items[i + Ahead]), table.size())]);
        act(items[i]);
    }
}

struct Keyed
{
    quint64 key = 0;
    quint32 item = 0;
};

} // namespace

void SetMemory::lookUp(const quint64 *keys, const quint64 *nearKeys, size_t n, quint8 *found) const
{
    std::fill(found, found + n, quint8(0));
    std::vector<Keyed> order;
    order.reserve(n);
    const auto keyOf = [](const Keyed &k) { return k.key; };
    const auto inOrder = [&](const quint64 *of, size_t tableSize) {
        order.clear();
        if (tableSize == 0)
            return false;
        for (size_t i = 0; i < n; ++i) {
            if (of[i])
                order.push_back({of[i], quint32(i)});
        }
        inSlotOrder(order, keyOf);
        return true;
    };
    if (inOrder(keys, m_places.size())) {
        walkInSlotOrder(order, keyOf, m_places, [&](const Keyed &k) {
            if (firstWithKey(k.key))
                found[k.item] |= KeyRemembered;
        });
    }
    if (inOrder(nearKeys, m_near.size())) {
        walkInSlotOrder(order, keyOf, m_near, [&](const Keyed &k) {
            if (hasNearKey(k.key))
                found[k.item] |= NearRemembered;
        });
    }
}

const SetMemory::Place *SetMemory::firstWithKey(quint64 key) const
{
    if (m_places.empty() || key == 0)
        return nullptr;
    const Place &p = m_places[slotOf(m_places, key,
                                     [key](const Place &q) { return q.key == 0 || q.key == key; })];
    return p.key == key ? &p : nullptr;
}

bool SetMemory::hasNearKey(quint64 nearKey) const
{
    if (m_near.empty() || nearKey == 0)
        return false;
    return m_near[slotOf(m_near, nearKey,
                         [nearKey](quint64 k) { return k == 0 || k == nearKey; })] == nearKey;
}

QString SetMemory::reference(const Place &place) const
{
    const QString path = place.file < quint32(m_names.size()) ? m_names[place.file] : QString();
    return place.where > 0 ? Rules::entryPlace(path, place.where, -1)
                           : Rules::entryPlace(path, 0, -place.where - 1);
}

void SetMemory::resizePlaces(size_t size)
{
    ZeroedVector<Place, PageStorage::Pages::Filled> old = std::move(m_places);
    m_places = zeroed<Place, PageStorage::Pages::Filled>(size);
    for (const Place &p : old) {
        if (p.key)
            m_places[slotOf(m_places, p.key, [](const Place &q) { return q.key == 0; })] = p;
    }
}

void SetMemory::resizeNear(size_t size)
{
    ZeroedVector<quint64, PageStorage::Pages::Filled> old = std::move(m_near);
    m_near = zeroed<quint64, PageStorage::Pages::Filled>(size);
    for (const quint64 k : old) {
        if (k)
            m_near[slotOf(m_near, k, [](quint64 h) { return h == 0; })] = k;
    }
}

void SetMemory::reserve(qint64 urls)
{
    if (urls <= 0)
        return;
    // Full to LoadTenths at urls keys, so that they fit without a step of growth.
    const size_t size = size_t(urls) * 10 / LoadTenths + 1;
    if (size > m_places.size())
        resizePlaces(size);
    if (size > m_near.size())
        resizeNear(size);
}

void SetMemory::addPlace(const Place &place)
{
    const auto free = [key = place.key](const Place &q) { return q.key == 0 || q.key == key; };
    if ((m_placeCount + 1) * 10 > m_places.size() * LoadTenths)
        resizePlaces(grown(m_places.size()));
    Place &slot = m_places[slotOf(m_places, place.key, free)];
    if (slot.key == 0) {
        slot = place;
        ++m_placeCount;
    }
}

void SetMemory::addNear(quint64 nearKey)
{
    if ((m_nearCount + 1) * 10 > m_near.size() * LoadTenths)
        resizeNear(grown(m_near.size()));
    quint64 &slot =
        m_near[slotOf(m_near, nearKey, [nearKey](quint64 k) { return k == 0 || k == nearKey; })];
    if (slot == 0) {
        slot = nearKey;
        ++m_nearCount;
    }
}

void SetMemory::rememberFile(int setFile, const SitemapDocument &doc, int docFile,
                             const Validator &validator)
{
    const SitemapFile &sf = doc.file(docFile);
    if (m_names.size() <= setFile)
        m_names.resize(setFile + 1);
    m_names[setFile] = sf.path;
    if (m_newest.size() <= size_t(setFile))
        m_newest.resize(size_t(setFile) + 1);
    auto [ms, text] = validator.newestLastmod(docFile);
    m_newest[size_t(setFile)] = {ms, std::move(text)};
    const int n = doc.entryCount(docFile);
    // Each key once (a duplicate's key is here already, from a file before or an
    // entry before it, and so is its near key, which the same URL gives), then
    // into the tables in the order of their slots. The keys are all different, so
    // the order they go in does not change what the tables hold.
    std::vector<Place> places;
    std::vector<quint64> nearKeys;
    places.reserve(size_t(n));
    nearKeys.reserve(size_t(n));
    for (int e = 0; e < n; ++e) {
        if (validator.entryRuleMask(docFile, e).has(RuleId::LocDuplicate))
            continue;
        const auto [key, nearKey] = validator.entryKeys(docFile, e);
        if (key) {
            const TextPosition at = sf.spot(doc.entry(docFile, e), Spot::Loc);
            places.push_back({key, quint32(setFile), at.line > 0 ? at.line : -(e + 1)});
        }
        if (nearKey)
            nearKeys.push_back(nearKey);
    }
    // Room first: a table that grows moves every key to a new slot.
    if ((m_placeCount + places.size()) * 10 > m_places.size() * LoadTenths)
        resizePlaces(
            std::max(grown(m_places.size()), (m_placeCount + places.size()) * 10 / LoadTenths + 1));
    if ((m_nearCount + nearKeys.size()) * 10 > m_near.size() * LoadTenths)
        resizeNear(
            std::max(grown(m_near.size()), (m_nearCount + nearKeys.size()) * 10 / LoadTenths + 1));
    const auto placeKey = [](const Place &p) { return p.key; };
    inSlotOrder(places, placeKey);
    walkInSlotOrder(places, placeKey, m_places, [this](const Place &p) { addPlace(p); });
    const auto itself = [](quint64 k) { return k; };
    inSlotOrder(nearKeys, itself);
    walkInSlotOrder(nearKeys, itself, m_near, [this](quint64 k) { addNear(k); });
}

qint64 SetMemory::newestMs(int setFile) const
{
    return size_t(setFile) < m_newest.size() ? m_newest[size_t(setFile)].ms : NoInstant;
}

QString SetMemory::newestText(int setFile) const
{
    return size_t(setFile) < m_newest.size() ? m_newest[size_t(setFile)].text : QString();
}

SetMemory SetMemory::datesOnly() const
{
    SetMemory m;
    m.m_names = m_names;
    m.m_newest = m_newest;
    return m;
}
