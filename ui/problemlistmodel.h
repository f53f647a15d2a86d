// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every problem the validator reports, as a list for the Problems dock, in file
// and entry order. It follows the validator's signals and replaces only the
// entries whose problems changed; it also keeps error and warning counts per file
// for the files panel.

#include "problem.h"

#include <QAbstractTableModel>

#include <array>
#include <vector>

class SitemapDocument;
class Validator;

class ProblemListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        SeverityColumn,
        MessageColumn,
        LocationColumn,
        RuleColumn,
        ColumnCount
    };
    enum Role
    {
        SeverityRole = Qt::UserRole + 1,
        FileRole,
        EntryRole,
        FieldRole,
        // The entry the problem names besides its own (the first copy of a
        // duplicate, the member an hreflang cluster disagrees with); -1 when none.
        RelatedFileRole,
        RelatedEntryRole
    };

    explicit ProblemListModel(QObject *parent = nullptr);

    // Follows the validator's signals; a new content of the document is listed when
    // the validator has settled it (Validator::settled).
    void setValidator(SitemapDocument *document, Validator *validator);

    const Problem &problem(int row) const { return m_problems[size_t(row)]; }
    int problemCount(int file, Severity severity) const;
    int totalCount(Severity severity) const { return m_totals[size_t(severity)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void fileCountsChanged();

private:
    void rebuild();
    void scheduleRebuild();
    void replaceRange(int file, int firstEntry, int lastEntry, std::vector<Problem> problems);
    void count(const Problem &problem, int delta);

    SitemapDocument *m_doc = nullptr;
    Validator *m_validator = nullptr;
    std::vector<Problem> m_problems;
    std::vector<std::array<int, 3>> m_counts; // per file, per Severity
    std::array<int, 3> m_totals = {0, 0, 0};
    bool m_rebuildPending = false;
    bool m_resetPending = false; // the document was reset; the validator has not settled it yet
};
