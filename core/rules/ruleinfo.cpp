// SPDX-License-Identifier: GPL-3.0-or-later
// What a problem says of its rule, looked up in the catalogue by the rule's id: the
// id, severity, column, message, whether a save repairs it and where the problem
// is. The catalogue and the checks that decide the verdicts are in rules.cpp.

#include "rulecatalogue.h"
#include "rules.h"

#include "positions.h"
#include "ruletext.h"
#include "sitemapdocument.h"

#include <QDebug>
#include <QFileInfo>

#include <array>
#include <string>

namespace Rules {

QString entryPlace(const QString &path, int line, int entry)
{
    const QString name = path.isEmpty() ? RuleText::tr("this file") : QFileInfo(path).fileName();
    return line > 0 ? RuleText::tr("%1, line %2").arg(name).arg(line)
                    : RuleText::tr("%1, entry %2").arg(name).arg(entry + 1);
}

QString entryReference(const SitemapDocument &doc, int file, int entry, bool withUrl)
{
    const SitemapFile &sf = doc.file(file);
    const TextPosition at = sf.spot(doc.entry(file, entry), Spot::Loc);
    const QString where = entryPlace(sf.path, at.line, entry);
    if (!withUrl)
        return where;
    const QString loc = UrlTools::trimXmlWhitespace(doc.value(file, entry, Field::Loc));
    return RuleText::tr("%1 in %2").arg(quoted(loc), where);
}

const char *id(RuleId rule)
{
    return RuleCatalogue::row(rule).id;
}

QString idString(RuleId rule)
{
    // Every problem names its rule: the ids' UTF-16 text is made once and each
    // string refers to it, so that a problem's id costs neither an allocation nor a
    // count shared by the threads that make problems.
    static const std::array<std::u16string, RuleCount> ids = [] {
        std::array<std::u16string, RuleCount> made;
        for (int r = 0; r < RuleCount; ++r) {
            for (const char *c = RuleCatalogue::row(RuleId(r)).id; *c; ++c)
                made[size_t(r)].push_back(char16_t(*c));
        }
        return made;
    }();
    const std::u16string &id = ids[size_t(rule)];
    return QString::fromRawData(reinterpret_cast<const QChar *>(id.data()), qsizetype(id.size()));
}

std::optional<RuleId> fromId(QStringView id)
{
    for (const RuleDef &d : RuleCatalogue::rows()) {
        if (id == QLatin1String(d.id))
            return d.rule;
    }
    return std::nullopt;
}

Severity severity(RuleId rule)
{
    return RuleCatalogue::row(rule).severity;
}

bool isFileWide(RuleId rule)
{
    const RuleDef &d = RuleCatalogue::row(rule);
    return d.fileCheck != nullptr || d.fileMessage != nullptr;
}

RuleMask severityMask(Severity s)
{
    RuleMask mask;
    for (const RuleDef &d : RuleCatalogue::rows()) {
        if (d.severity == s)
            mask |= ruleBit(d.rule);
    }
    return mask;
}

QString entryMessage(RuleId rule, const EntryFacts &facts, const QString &expectedOrigin)
{
    return entryRuleMessage(rule, facts, expectedOrigin).toString();
}

RuleMessage entryRuleMessage(RuleId rule, const EntryFacts &facts, const QString &expectedOrigin)
{
    const RuleDef &d = RuleCatalogue::row(rule);
    return d.entryMessage ? d.entryMessage(facts, expectedOrigin) : RuleMessage::made(QString());
}

const char *idText(RuleId rule)
{
    return RuleCatalogue::row(rule).id;
}

QString fileMessage(RuleId rule, const FileFacts &facts)
{
    const RuleDef &d = RuleCatalogue::row(rule);
    return d.fileMessage ? d.fileMessage(facts) : QString();
}

int entryField(RuleId rule, const EntryFacts &facts)
{
    if (rule == RuleId::TagRepeated) {
        for (int i = 0; i < FieldCount; ++i) {
            if (facts.repeated & fieldBit(Field(i)))
                return i;
        }
    }
    if (rule == RuleId::IndexEntryField)
        return int(facts.has(Field::Priority) ? Field::Priority : Field::ChangeFreq);
    return RuleCatalogue::row(rule).field;
}

int fileField(RuleId rule)
{
    return RuleCatalogue::row(rule).field;
}

bool entryFixedOnSave(RuleId rule, const EntryFacts &facts)
{
    if (rule == RuleId::ChangefreqInvalid)
        return isChangefreqValue(facts.changefreq().toLower());
    return RuleCatalogue::row(rule).fixedOnSave;
}

bool fileFixedOnSave(RuleId rule)
{
    return RuleCatalogue::row(rule).fixedOnSave;
}

TextPosition filePosition(RuleId rule, const FileFacts &facts)
{
    switch (rule) {
    case RuleId::XmlMalformed:
        return facts.file->errorPosition;
    case RuleId::LeadingContent:
        return facts.file->leadingContent;
    case RuleId::EncodingNotUtf8:
        return facts.file->invalidUtf8;
    default:
        return Rules::filePosition(idString(rule), *facts.file);
    }
}

} // namespace Rules

QDebug operator<<(QDebug debug, RuleMask mask)
{
    QDebugStateSaver saver(debug);
    QStringList ids;
    for (int r = 0; r < RuleCount; ++r) {
        if (mask.has(RuleId(r)))
            ids << QLatin1String(Rules::id(RuleId(r)));
    }
    debug.nospace() << '{' << ids.join(QLatin1Char(' ')) << '}';
    return debug;
}
