// SPDX-License-Identifier: GPL-3.0-or-later
#include "keygroups.h"

void KeyGroups::clear()
{
    m_counter.clear();
    m_groups.clear();
    m_later.clear();
}

void KeyGroups::collectRepeats(KeyGroups &a, KeyGroups &b)
{
    // The keys whose first entry is still to be found.
    HashCounter wantedA, wantedB;
    qsizetype missing = 0;
    for (const auto &later : a.m_later) {
        if (wantedA.count(later.first) == 0) {
            wantedA.add(later.first);
            ++missing;
        }
    }
    for (const auto &later : b.m_later) {
        if (wantedB.count(later.first) == 0) {
            wantedB.add(later.first);
            ++missing;
        }
    }
    const VerdictTable &table = a.m_table;
    for (int f = 0; f < table.fileCount() && missing > 0; ++f) {
        const ZeroedVector<VerdictTable::Marks> &marks = table.marks(f);
        for (int e = 0; e < int(marks.size()) && missing > 0; ++e) {
            const quint64 k = marks[size_t(e)].*a.m_column;
            if (k && wantedA.count(k)) {
                a.m_groups[k].insert({f, e});
                wantedA.remove(k);
                --missing;
            }
            const quint64 n = marks[size_t(e)].*b.m_column;
            if (n && wantedB.count(n)) {
                b.m_groups[n].insert({f, e});
                wantedB.remove(n);
                --missing;
            }
        }
    }
    // Counted in set order: each goes in at the end.
    for (KeyGroups *groups : {&a, &b}) {
        for (const auto &[key, ref] : groups->m_later) {
            groups->m_groups[key].append(ref);
        }
        std::vector<std::pair<quint64, EntryRef>>().swap(groups->m_later);
    }
}

const KeyGroups::Group *KeyGroups::group(quint64 key) const
{
    const auto it = m_groups.constFind(key);
    return it == m_groups.constEnd() ? nullptr : &*it;
}

EntryRef KeyGroups::first(quint64 key) const
{
    const auto it = m_groups.constFind(key);
    if (it == m_groups.constEnd() || it->empty())
        return {};
    return *it->begin();
}

const KeyGroups::Group *KeyGroups::join(quint64 key, EntryRef self)
{
    const quint32 holders = m_counter.add(key);
    const auto it = m_groups.find(key);
    if (it != m_groups.end()) {
        it->insert(self);
        return &*it;
    }
    if (holders == 1)
        return nullptr;
    // The key had one entry until now, and so no group.
    Group group{self};
    if (const EntryRef other = walkForHolder(key, [self](EntryRef r) { return !(r == self); });
        other.file >= 0)
        group.insert(other);
    return &*m_groups.insert(key, std::move(group));
}

const KeyGroups::Group *KeyGroups::leave(quint64 key, EntryRef self, bool *wasFirst)
{
    m_counter.remove(key);
    *wasFirst = false;
    const auto it = m_groups.find(key);
    if (it == m_groups.end())
        return nullptr;
    Group &group = *it;
    group.erase(self, wasFirst);
    if (group.empty()) {
        m_groups.erase(it);
        return nullptr;
    }
    return &group;
}

void KeyGroups::renumber(int file, const std::function<int(int)> &to)
{
    for (Group &group : m_groups)
        group.renumber(file, to);
}
