// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalogue of PROTOCOL.md section 4: every rule id with its severity, the
// column it belongs to, whether the writer repairs it, a small check function
// and a translatable message that says what is wrong and how to fix it. The
// Validator runs the checks and keeps which rules hit as bits; messages are
// only built when a Problem is asked for.

#include "entryfacts.h"
#include "extensionfacts.h"
#include "filecontext.h"
#include "lastmod.h"
#include "namespaces.h"
#include "problem.h"
#include "ruleid.h"
#include "rulemessage.h"
#include "sitemapfile.h"
#include "urltools.h"

#include <QAnyStringView>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <array>
#include <bit>
#include <optional>

class SitemapDocument;

// A set of rules, one bit per RuleId: what hit on an entry or a file.
class RuleMask
{
public:
    constexpr RuleMask() = default;
    static constexpr RuleMask of(RuleId id)
    {
        RuleMask m;
        m.m_words[quint8(id) / 64] = quint64(1) << (quint8(id) % 64);
        return m;
    }
    constexpr bool has(RuleId id) const
    {
        return (m_words[quint8(id) / 64] >> (quint8(id) % 64)) & 1;
    }
    constexpr bool any() const { return (m_words[0] | m_words[1]) != 0; }
    constexpr explicit operator bool() const { return any(); }
    // A bit at a time: a mask holds few, and where the processor's baseline has no
    // popcnt instruction (x86-64) std::popcount is a call into libgcc, six of them for
    // each entry with a problem as a pass counts its severities.
    int count() const
    {
        int n = 0;
        for (quint64 word : m_words) {
            for (; word != 0; word &= word - 1)
                ++n;
        }
        return n;
    }
    // The lowest rule in the mask as an int of RuleId; -1 when none.
    int lowest() const
    {
        if (m_words[0])
            return std::countr_zero(m_words[0]);
        return m_words[1] ? 64 + std::countr_zero(m_words[1]) : -1;
    }

    constexpr RuleMask operator|(RuleMask o) const
    {
        return RuleMask(m_words[0] | o.m_words[0], m_words[1] | o.m_words[1]);
    }
    constexpr RuleMask operator&(RuleMask o) const
    {
        return RuleMask(m_words[0] & o.m_words[0], m_words[1] & o.m_words[1]);
    }
    constexpr RuleMask operator~() const { return RuleMask(~m_words[0], ~m_words[1]); }
    constexpr RuleMask &operator|=(RuleMask o) { return *this = *this | o; }
    constexpr RuleMask &operator&=(RuleMask o) { return *this = *this & o; }
    constexpr bool operator==(const RuleMask &o) const
    {
        return m_words[0] == o.m_words[0] && m_words[1] == o.m_words[1];
    }
    constexpr bool operator!=(const RuleMask &o) const { return !(*this == o); }

    // The 64 rules from first on, as the bits of a word (first in 1 .. 63), and back.
    constexpr quint64 window(int first) const
    {
        return m_words[0] >> first | m_words[1] << (64 - first);
    }
    static constexpr RuleMask fromWindow(quint64 bits, int first)
    {
        return RuleMask(bits << first, bits >> (64 - first));
    }

private:
    constexpr RuleMask(quint64 low, quint64 high) : m_words{low, high} {}
    quint64 m_words[2] = {0, 0};
};
static_assert(RuleCount <= 128, "rule masks are 128 bits");

constexpr RuleMask ruleBit(RuleId id)
{
    return RuleMask::of(id);
}

// The rules that can hold for one entry, in one word, for the table that keeps
// every entry's verdicts (VerdictTable::Marks: eight bytes an entry less than a
// RuleMask). They lie from FirstEntryRule to LastEntryRule: the file rules that
// concern one entry, the entry and extension rules, the set rules of an entry;
// the rules reported once per file and the web audit's are kept elsewhere.
constexpr RuleId FirstEntryRule = RuleId::IndexNested;
constexpr RuleId LastEntryRule = RuleId::HreflangClusterMismatch;
static_assert(int(FirstEntryRule) > 0 && int(LastEntryRule) - int(FirstEntryRule) < 64,
              "an entry's rules fit in a word");
constexpr bool mayHoldForEntry(RuleId id)
{
    return id >= FirstEntryRule && id <= LastEntryRule;
}

class EntryRuleMask
{
public:
    constexpr EntryRuleMask() = default;
    // The rules of mask an entry can hold (mayHoldForEntry()); others are not kept.
    constexpr EntryRuleMask(RuleMask mask) : m_bits(mask.window(First) & Kept) {}
    constexpr operator RuleMask() const { return RuleMask::fromWindow(m_bits, First); }
    constexpr bool has(RuleId id) const
    {
        return mayHoldForEntry(id) && (m_bits >> (int(id) - First) & 1);
    }
    constexpr explicit operator bool() const { return m_bits != 0; }
    constexpr EntryRuleMask &operator|=(RuleMask o)
    {
        m_bits |= o.window(First) & Kept;
        return *this;
    }
    constexpr bool operator==(const EntryRuleMask &o) const { return m_bits == o.m_bits; }

private:
    static constexpr int First = int(FirstEntryRule);
    static constexpr quint64 Kept = ~quint64(0) >> (63 - (int(LastEntryRule) - First));
    quint64 m_bits = 0;
};

class QDebug;
// The ids of the rules in the mask, for test failures.
QDebug operator<<(QDebug debug, RuleMask mask);

// Facts about one file for the file rules.
struct FileFacts
{
    const SitemapFile *file = nullptr;
    int entryCount = 0;
    int newsCount = 0;
    // Set rules of the file (they are kept by the Validator, here for the message).
    QString uniformPriority;
    QString uniformLastmod;
    int priorityCarriers = 0;
    int lastmodCarriers = 0;
};

namespace Rules {

const char *id(RuleId rule);
QString idString(RuleId rule);
std::optional<RuleId> fromId(QStringView id);
Severity severity(RuleId rule);
// Rules reported once per file (entry -1); the others are reported on an entry.
bool isFileWide(RuleId rule);

// The entry rules that hold, except loc-duplicate and loc-host-mismatch (which
// need the other entries; the Validator adds them).
RuleMask checkEntry(const EntryFacts &facts);
// The entry rules whose verdict the value of one field (lastmod, changefreq or
// priority) decides, given the entry's other facts: the rules checkValue() judges.
// None for the loc, whose rules need the whole entry.
RuleMask valueRules(Field field);
// checkEntry() restricted to valueRules(field), judging only that field of the entry
// (and whether the others are there): what a change of that one value can change.
RuleMask checkValue(const SitemapDocument &doc, int file, int entry, Field field,
                    const FileContext &ctx);
// The file rules that hold, except the uniform set rules.
RuleMask checkFile(const FileFacts &facts);
bool isUtf8OrAscii(const SitemapFile &file);

// What a Problem needs beyond the rule: messages and the column.
QString entryMessage(RuleId rule, const EntryFacts &facts, const QString &expectedOrigin = {});
// The same message before it is put together: for a report that writes it into its
// own bytes. Its values may be views of the document's text (see MessageValue).
RuleMessage entryRuleMessage(RuleId rule, const EntryFacts &facts,
                             const QString &expectedOrigin = {});
// The rule's id ("loc-not-absolute") as the catalogue holds it.
const char *idText(RuleId rule);
QString fileMessage(RuleId rule, const FileFacts &facts);
int entryField(RuleId rule, const EntryFacts &facts);
int fileField(RuleId rule);
bool entryFixedOnSave(RuleId rule, const EntryFacts &facts);
bool fileFixedOnSave(RuleId rule);
// The position of a file problem (line 0 when none).
TextPosition filePosition(RuleId rule, const FileFacts &facts);

// How a message names another entry: its file name and the line of its <loc> (the
// entry's number when it has no position), and with withUrl its loc too.
QString entryReference(const SitemapDocument &doc, int file, int entry, bool withUrl);
// The same without the URL for a file at path ("" for a new one): the line when
// above 0, else the entry.
QString entryPlace(const QString &path, int line, int entry);

// Bits of the rules with the given severity.
RuleMask severityMask(Severity severity);

} // namespace Rules
