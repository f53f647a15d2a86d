// SPDX-License-Identifier: GPL-3.0-or-later
#include "webauditstore.h"

#include "positions.h"
#include "rules.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QSignalBlocker>

WebAuditStore::WebAuditStore(SitemapDocument *document, Validator *validator, QObject *parent)
    : QObject(parent), m_doc(document), m_validator(validator)
{
    // The counts follow the locs and lastmods; they are counted again when asked
    // after a change (told before it, so that no count is read stale).
    connect(m_doc, &SitemapDocument::aboutToReset, this, &WebAuditStore::countsStale);
    connect(m_doc, &SitemapDocument::resetDone, this, &WebAuditStore::countsStale);
    connect(m_doc, &SitemapDocument::valuesAboutToChange, this, &WebAuditStore::countsStale);
    connect(m_doc, &SitemapDocument::entriesAboutToBeInserted, this, &WebAuditStore::countsStale);
    connect(m_doc, &SitemapDocument::entriesAboutToBeRemoved, this, &WebAuditStore::countsStale);
    // After a change the validator tells its views when its own counts moved; the
    // findings' counts may move when its own do not (a loc edited to a URL without
    // findings), so the store tells them too.
    connect(m_doc, &SitemapDocument::valuesChanged, this, &WebAuditStore::countsMayHaveMoved);
    connect(m_doc, &SitemapDocument::entriesInserted, this, &WebAuditStore::countsMayHaveMoved);
    connect(m_doc, &SitemapDocument::entriesRemoved, this, &WebAuditStore::countsMayHaveMoved);
    m_validator->setExtraProblems(this);
}

WebAuditStore::~WebAuditStore()
{
    // The window's views may be gone already: no one is told.
    if (m_validator && m_validator->extraProblems() == this) {
        const QSignalBlocker quiet(m_validator.data());
        m_validator->setExtraProblems(nullptr);
    }
}

void WebAuditStore::addResult(const WebResult &result,
                              const std::vector<std::pair<int, int>> &entries)
{
    Kept kept{result, false};
    for (const WebRules::Finding &f : WebRules::findings(result, result.url)) {
        if (f.rule != RuleId::WebLastmodBehind)
            kept.findsAlways = true;
    }
    m_results.insert(UrlTools::duplicateKey(result.url), kept);
    m_countsValid = false;
    for (const auto &[file, entry] : entries)
        m_validator->extraProblemsChanged(file, entry, entry);
    if (entries.empty())
        emit m_validator->countsChanged();
    emit changed();
}

void WebAuditStore::countsMayHaveMoved()
{
    m_countsValid = false;
    if (!m_results.isEmpty() && m_validator)
        emit m_validator->countsChanged();
}

void WebAuditStore::clear()
{
    if (m_results.isEmpty())
        return;
    m_results.clear();
    m_countsValid = false;
    m_validator->extraProblemsChanged(-1, 0, 0);
    emit changed();
}

const WebAuditStore::Kept *WebAuditStore::keptFor(int file, int entry) const
{
    if (m_results.isEmpty() || file < 0 || file >= m_doc->fileCount() || entry < 0 ||
        entry >= m_doc->entryCount(file))
        return nullptr;
    const FileKind kind = m_doc->file(file).kind;
    if (kind == FileKind::Index || kind == FileKind::Unknown)
        return nullptr;
    const QString loc = UrlTools::trimXmlWhitespace(m_doc->value(file, entry, Field::Loc));
    if (loc.isEmpty())
        return nullptr;
    const auto it = m_results.constFind(UrlTools::duplicateKey(loc));
    return it == m_results.constEnd() ? nullptr : &*it;
}

const WebResult *WebAuditStore::resultFor(int file, int entry) const
{
    const Kept *k = keptFor(file, entry);
    return k ? &k->result : nullptr;
}

std::vector<WebRules::Finding> WebAuditStore::findings(int file, int entry) const
{
    const Kept *k = keptFor(file, entry);
    if (!k)
        return {};
    return WebRules::findings(
        k->result, UrlTools::trimXmlWhitespace(m_doc->value(file, entry, Field::Loc)),
        UrlTools::trimXmlWhitespace(m_doc->value(file, entry, Field::LastMod)));
}

bool WebAuditStore::hasFinding(int file, int entry, RuleId rule) const
{
    for (const WebRules::Finding &f : findings(file, entry)) {
        if (f.rule == rule)
            return true;
    }
    return false;
}

bool WebAuditStore::hasProblems(int file, int entry) const
{
    const Kept *k = keptFor(file, entry);
    if (!k)
        return false;
    if (k->findsAlways)
        return true;
    return k->result.lastModified > 0 && !findings(file, entry).empty();
}

void WebAuditStore::appendProblems(int file, int entry, std::vector<Problem> &out) const
{
    for (const WebRules::Finding &f : findings(file, entry)) {
        Problem p;
        p.rule = Rules::idString(f.rule);
        p.severity = f.severity;
        p.file = file;
        p.entry = entry;
        const TextPosition at = Rules::entryPosition(p.rule, *m_doc, file, entry);
        p.line = at.line;
        p.column = at.column;
        p.field = f.rule == RuleId::WebLastmodBehind ? int(Field::LastMod) : int(Field::Loc);
        p.message = f.message;
        out.push_back(std::move(p));
    }
}

int WebAuditStore::worstSeverity(int file, int entry, int field) const
{
    int worst = -1;
    if (!hasProblems(file, entry))
        return worst;
    for (const WebRules::Finding &f : findings(file, entry)) {
        const int on = f.rule == RuleId::WebLastmodBehind ? int(Field::LastMod) : int(Field::Loc);
        if (field < 0 || field == on)
            worst = std::max(worst, int(f.severity));
    }
    return worst;
}

int WebAuditStore::count(Severity severity) const
{
    if (m_results.isEmpty())
        return 0;
    if (!m_countsValid) {
        m_counts = {0, 0, 0};
        for (int f = 0; f < m_doc->fileCount(); ++f) {
            for (int e = 0; e < m_doc->entryCount(f); ++e) {
                if (!hasProblems(f, e))
                    continue;
                for (const WebRules::Finding &finding : findings(f, e))
                    ++m_counts[size_t(finding.severity)];
            }
        }
        m_countsValid = true;
    }
    return m_counts[size_t(severity)];
}
