// SPDX-License-Identifier: GPL-3.0-or-later
#include "valuecounttracker.h"

#include "sitemapdocument.h"
#include "urltools.h"

#include <cstring>

ValueCountTracker::ValueCountTracker(const SitemapDocument &doc) : m_doc(&doc) {}

void ValueCountTracker::reset(int fileCount)
{
    m_files.clear();
    m_files.resize(size_t(fileCount));
}

quint64 ValueCountTracker::valueKey(Field field, QByteArrayView trimmed)
{
    constexpr quint64 TextSalt = 0xa11ceULL;
    constexpr quint64 NumberSalt = TextSalt ^ 0x6e756dULL;
    double number = 0;
    if (field == Field::Priority && Rules::isDecimal(trimmed, &number)) {
        char bits[sizeof number];
        std::memcpy(bits, &number, sizeof number);
        return hashBytes(QByteArrayView(bits, sizeof bits), NumberSalt);
    }
    return hashBytes(trimmed, TextSalt);
}

quint64 ValueCountTracker::entryValueKey(const SitemapDocument &doc, int file, int entry,
                                         Field field)
{
    if (!doc.entry(file, entry).has(field))
        return 0;
    return valueKey(field, UrlTools::trimXmlWhitespace(doc.rawValue(file, entry, field)));
}

RuleMask ValueCountTracker::fileRules(int file) const
{
    RuleMask mask;
    if (m_doc->file(file).kind == FileKind::Unknown)
        return mask;
    const File &f = m_files[size_t(file)];
    if (f.priorityCarriers >= 2 && f.prioritySpread.allEqual(f.priorityCarriers))
        mask |= ruleBit(RuleId::PriorityUniform);
    // An index's lastmods are its files' newest, as the writer keeps them: alike
    // when the files changed together (PROTOCOL.md 4, v3).
    if (!m_doc->file(file).isIndex() && f.lastmodCarriers >= 2 &&
        f.lastmodSpread.allEqual(f.lastmodCarriers))
        mask |= ruleBit(RuleId::LastmodUniform);
    return mask;
}

void ValueCountTracker::fillFacts(int file, RuleMask mask, FileFacts &ff) const
{
    const File &f = m_files[size_t(file)];
    ff.newsCount = f.newsCount;
    ff.priorityCarriers = f.priorityCarriers;
    ff.lastmodCarriers = f.lastmodCarriers;
    if (mask & ruleBit(RuleId::PriorityUniform))
        ff.uniformPriority = firstValue(file, Field::Priority);
    if (mask & ruleBit(RuleId::LastmodUniform))
        ff.uniformLastmod = firstValue(file, Field::LastMod);
}

QString ValueCountTracker::firstValue(int file, Field field) const
{
    for (int e = 0; e < m_doc->entryCount(file); ++e) {
        if (m_doc->entry(file, e).has(field))
            return UrlTools::trimXmlWhitespace(m_doc->value(file, e, field));
    }
    return {};
}
