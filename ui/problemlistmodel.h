// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every problem the validator reports, as a list for the Problems dock, in file
// and entry order. It follows the validator's signals and replaces only the
// entries whose problems changed; it also keeps error and warning counts per file
// for the files panel. A row holds only where its problem is and how bad it is:
// the problem itself (its message, position and field) is made from the
// validator when a view asks for it, so that a million problems cost little and
// a message always says what the document holds now.

#include "problem.h"

#include <QAbstractTableModel>
#include <QCache>

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

    Problem problem(int row) const;
    // Whether the row's message, location or rule contains text (case-insensitive),
    // for the dock's filter. The texts are made for every row the first time and
    // kept while searching; setSearching(false) lets them go.
    bool rowContains(int row, const QString &text) const;
    void setSearching(bool searching);
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
    // A problem: the index-th of entry's problems in the validator's order (of the
    // file's own problems when entry is -1).
    struct Row
    {
        int file = -1;
        int entry = -1;
        quint32 index = 0;
        Severity severity = Severity::Error;
    };

    void rebuild();
    void scheduleRebuild();
    void appendRows(int file, int firstEntry, int lastEntry, std::vector<Row> *rows) const;
    void replaceRange(int file, int firstEntry, int lastEntry, std::vector<Row> rows);
    void count(const Row &row, int delta);
    // The problem of a row, made from the validator; null when the row is stale (the
    // list is rebuilt once a change of rows has settled).
    const Problem *built(const Row &row) const;

    SitemapDocument *m_doc = nullptr;
    Validator *m_validator = nullptr;
    std::vector<Row> m_rows;
    // The problems of the entries shown last, by file and entry.
    mutable QCache<qint64, std::vector<Problem>> m_built{256};
    // While searching, the text of each row that has been searched (empty: not yet),
    // in step with m_rows.
    bool m_searching = false;
    mutable std::vector<QString> m_searchText;
    std::vector<std::array<int, 3>> m_counts; // per file, per Severity
    std::array<int, 3> m_totals = {0, 0, 0};
    bool m_rebuildPending = false;
    bool m_resetPending = false; // the document was reset; the validator has not settled it yet
};
