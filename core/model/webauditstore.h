// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The web audit's answers in the editor (PROTOCOL.md section 4.2), kept per URL
// (compared as loc-duplicate compares URLs): an entry shows the findings of the
// answer to the URL its loc holds now, so they stay until its loc changes. The
// store is the validator's ExtraProblemSource: the findings are problems like
// every other rule's, in the Problems dock, on the rows and in the counts.

#include "validator.h"
#include "webresult.h"
#include "webrules.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <array>
#include <utility>
#include <vector>

class SitemapDocument;

class WebAuditStore : public QObject, public ExtraProblemSource
{
    Q_OBJECT

public:
    // Shows its findings through validator (set as its extra problems).
    WebAuditStore(SitemapDocument *document, Validator *validator, QObject *parent = nullptr);
    ~WebAuditStore() override;

    // Keeps the answer for its URL (replacing an earlier one) and tells the
    // validator's views about entries, those whose loc is that URL.
    void addResult(const WebResult &result, const std::vector<std::pair<int, int>> &entries);
    // Forgets every answer (another document was opened).
    void clear();
    int resultCount() const { return int(m_results.size()); }

    // The answer to the URL the entry's loc holds now; null when none.
    const WebResult *resultFor(int file, int entry) const;
    std::vector<WebRules::Finding> findings(int file, int entry) const;
    // True when the entry has a finding of rule.
    bool hasFinding(int file, int entry, RuleId rule) const;

    // ExtraProblemSource
    bool hasProblems(int file, int entry) const override;
    bool hasAnyProblems() const override { return !m_results.isEmpty(); }
    void appendProblems(int file, int entry, std::vector<Problem> &out) const override;
    int worstSeverity(int file, int entry, int field) const override;
    int count(Severity severity) const override;

signals:
    void changed();

private:
    struct Kept
    {
        WebResult result;
        // Findings that do not depend on the entry's lastmod (all but web-lastmod-behind).
        bool findsAlways = false;
    };
    const Kept *keptFor(int file, int entry) const;
    void countsStale() { m_countsValid = false; }
    void countsMayHaveMoved();

    SitemapDocument *m_doc;
    QPointer<Validator> m_validator;
    QHash<QString, Kept> m_results; // by UrlTools::duplicateKey()
    mutable std::array<int, 3> m_counts = {0, 0, 0};
    mutable bool m_countsValid = true;
};
