// SPDX-License-Identifier: GPL-3.0-or-later
#include "setmemory.h"

#include "positions.h"
#include "rules.h"
#include "settracker.h"
#include "sitemapdocument.h"
#include "validator.h"

namespace {

// Tables grow at this load (tenths), doubling.
constexpr size_t LoadTenths = 7;

template <typename Table>
size_t slotOf(const Table &table, quint64 key, quint64 (*keyOf)(const typename Table::value_type &))
{
    const size_t mask = table.size() - 1;
    size_t i = size_t(key) & mask;
    while (keyOf(table[i]) != 0 && keyOf(table[i]) != key)
        i = (i + 1) & mask;
    return i;
}

quint64 placeKey(const SetMemory::Place &p)
{
    return p.key;
}

quint64 plainKey(const quint64 &k)
{
    return k;
}

} // namespace

const SetMemory::Place *SetMemory::firstWithKey(quint64 key) const
{
    if (m_places.empty() || key == 0)
        return nullptr;
    const Place &p = m_places[slotOf(m_places, key, placeKey)];
    return p.key == key ? &p : nullptr;
}

bool SetMemory::hasNearKey(quint64 nearKey) const
{
    if (m_near.empty() || nearKey == 0)
        return false;
    return m_near[slotOf(m_near, nearKey, plainKey)] == nearKey;
}

void SetMemory::prefetch(quint64 key, quint64 nearKey) const
{
    if (key && !m_places.empty())
        prefetchLine(&m_places[size_t(key) & (m_places.size() - 1)]);
    if (nearKey && !m_near.empty())
        prefetchLine(&m_near[size_t(nearKey) & (m_near.size() - 1)]);
}

QString SetMemory::reference(const Place &place) const
{
    const QString path = place.file < quint32(m_names.size()) ? m_names[place.file] : QString();
    return place.where > 0 ? Rules::entryPlace(path, place.where, -1)
                           : Rules::entryPlace(path, 0, -place.where - 1);
}

void SetMemory::addPlace(const Place &place)
{
    if ((m_placeCount + 1) * 10 > m_places.size() * LoadTenths) {
        ZeroedVector<Place, PageStorage::Pages::Filled> old = std::move(m_places);
        m_places =
            zeroed<Place, PageStorage::Pages::Filled>(std::max<size_t>(1024, old.size() * 2));
        for (const Place &p : old) {
            if (p.key)
                m_places[slotOf(m_places, p.key, placeKey)] = p;
        }
    }
    Place &slot = m_places[slotOf(m_places, place.key, placeKey)];
    if (slot.key == 0) {
        slot = place;
        ++m_placeCount;
    }
}

void SetMemory::addNear(quint64 nearKey)
{
    if ((m_nearCount + 1) * 10 > m_near.size() * LoadTenths) {
        ZeroedVector<quint64, PageStorage::Pages::Filled> old = std::move(m_near);
        m_near =
            zeroed<quint64, PageStorage::Pages::Filled>(std::max<size_t>(1024, old.size() * 2));
        for (const quint64 k : old) {
            if (k)
                m_near[slotOf(m_near, k, plainKey)] = k;
        }
    }
    quint64 &slot = m_near[slotOf(m_near, nearKey, plainKey)];
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
    constexpr int Ahead = 8; // the slots of an entry a few ahead load meanwhile
    for (int e = 0; e < n; ++e) {
        if (e + Ahead < n) {
            const auto [k, nk] = validator.entryKeys(docFile, e + Ahead);
            prefetch(k, nk);
        }
        // A duplicate's key is here already (from a file before or an entry before
        // it), and so is its near key, which the same URL gives.
        if (validator.entryRuleMask(docFile, e).has(RuleId::LocDuplicate))
            continue;
        const auto [key, nearKey] = validator.entryKeys(docFile, e);
        if (key) {
            const TextPosition at = sf.spot(doc.entry(docFile, e), Spot::Loc);
            addPlace({key, quint32(setFile), at.line > 0 ? at.line : -(e + 1)});
        }
        if (nearKey)
            addNear(nearKey);
    }
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

size_t SetMemory::bytes() const
{
    return m_places.capacity() * sizeof(Place) + m_near.capacity() * sizeof(quint64);
}
