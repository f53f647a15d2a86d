// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemlistmodel.h"

#include "severitystyle.h"
#include "sitemapdocument.h"
#include "validator.h"

#include <QFileInfo>
#include <QTimer>

#include <algorithm>

namespace {

template <typename R> bool before(const R &p, int file, int entry)
{
    return p.file < file || (p.file == file && p.entry < entry);
}

qint64 entryKey(int file, int entry)
{
    return (qint64(file) << 32) | quint32(entry);
}

} // namespace

ProblemListModel::ProblemListModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProblemListModel::setValidator(SitemapDocument *document, Validator *validator)
{
    if (m_validator)
        disconnect(m_validator, nullptr, this, nullptr);
    if (m_doc)
        disconnect(m_doc, nullptr, this, nullptr);
    m_doc = document;
    m_validator = validator;
    if (m_validator) {
        connect(m_validator, &Validator::entryProblemsChanged, this,
                [this](int file, int first, int last) {
                    if (m_rebuildPending)
                        return;
                    std::vector<Row> fresh;
                    appendRows(file, first, last, &fresh);
                    replaceRange(file, first, last, std::move(fresh));
                });
        connect(m_validator, &Validator::fileProblemsChanged, this, [this](int file) {
            if (m_rebuildPending)
                return;
            std::vector<Row> fresh;
            appendRows(file, -1, -1, &fresh);
            replaceRange(file, -1, -1, std::move(fresh));
        });
        // A new content is listed once the validator has judged it.
        connect(m_validator, &Validator::settled, this, [this] {
            if (m_resetPending)
                rebuild();
        });
    }
    if (m_doc) {
        // During a reset the validator's signals speak of the new content: wait for it.
        connect(m_doc, &SitemapDocument::aboutToReset, this, [this] {
            m_rebuildPending = true;
            m_resetPending = true;
        });
        // A file's name or facts changed (a save): the locations shown are made anew.
        connect(m_doc, &SitemapDocument::fileFactsChanged, this, [this](int file) {
            const auto lo =
                std::lower_bound(m_rows.begin(), m_rows.end(), 0,
                                 [file](const Row &r, int) { return before(r, file, -1); });
            const auto hi = std::lower_bound(
                lo, m_rows.end(), 0, [file](const Row &r, int) { return before(r, file + 1, -1); });
            if (lo == hi)
                return;
            const int first = int(lo - m_rows.begin());
            const int last = int(hi - m_rows.begin()) - 1;
            if (!m_searchText.empty())
                std::fill(m_searchText.begin() + first, m_searchText.begin() + last + 1, QString());
            emit dataChanged(index(first, LocationColumn), index(last, LocationColumn));
        });
        // Rows moving in the document renumber the entries after them; the
        // validator reports the new verdicts, but stored entry numbers would be
        // stale, so start over once the change has settled.
        connect(m_doc, &SitemapDocument::entriesInserted, this, &ProblemListModel::scheduleRebuild);
        connect(m_doc, &SitemapDocument::entriesRemoved, this, &ProblemListModel::scheduleRebuild);
    }
    rebuild();
}

void ProblemListModel::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &ProblemListModel::rebuild);
}

void ProblemListModel::rebuild()
{
    m_rebuildPending = false;
    m_resetPending = false;
    beginResetModel();
    m_rows.clear();
    m_built.clear();
    m_searchText.clear();
    m_counts.clear();
    m_totals = {0, 0, 0};
    if (m_validator && m_doc) {
        m_counts.resize(size_t(m_doc->fileCount()), {0, 0, 0});
        for (int f = 0; f < m_doc->fileCount(); ++f)
            appendRows(f, -1, m_doc->entryCount(f) - 1, &m_rows);
        for (const Row &row : m_rows)
            count(row, 1);
    }
    endResetModel();
    emit fileCountsChanged();
}

// The rows of file's entries firstEntry..lastEntry, from -1: the file's own first.
void ProblemListModel::appendRows(int file, int firstEntry, int lastEntry,
                                  std::vector<Row> *rows) const
{
    std::vector<Severity> severities;
    const auto append = [&](int e) {
        for (size_t i = 0; i < severities.size(); ++i)
            rows->push_back({file, e, quint32(i), severities[i]});
    };
    if (firstEntry < 0) {
        for (const Problem &p : m_validator->fileProblems(file))
            severities.push_back(p.severity);
        append(-1);
    }
    // Only the entries with a problem are asked for theirs: most have none.
    std::vector<int> entries;
    m_validator->entriesWithProblems(file, firstEntry, lastEntry, &entries);
    for (const int e : entries) {
        severities.clear();
        m_validator->entryProblemSeverities(file, e, &severities);
        append(e);
    }
}

void ProblemListModel::count(const Row &row, int delta)
{
    if (row.file < 0) {
        m_totals[size_t(row.severity)] += delta;
        return;
    }
    if (size_t(row.file) >= m_counts.size())
        m_counts.resize(size_t(row.file) + 1, {0, 0, 0});
    m_counts[size_t(row.file)][size_t(row.severity)] += delta;
    m_totals[size_t(row.severity)] += delta;
}

int ProblemListModel::problemCount(int file, Severity severity) const
{
    if (file < 0 || size_t(file) >= m_counts.size())
        return 0;
    return m_counts[size_t(file)][size_t(severity)];
}

// Replaces the rows of entries firstEntry..lastEntry of file (-1..-1: the file's own).
void ProblemListModel::replaceRange(int file, int firstEntry, int lastEntry, std::vector<Row> rows)
{
    // Messages may name other entries (the first copy of a duplicate): made anew.
    m_built.clear();
    auto lo =
        std::lower_bound(m_rows.begin(), m_rows.end(), 0, [file, firstEntry](const Row &r, int) {
            return before(r, file, firstEntry);
        });
    auto hi = std::lower_bound(lo, m_rows.end(), 0, [file, lastEntry](const Row &r, int) {
        return before(r, file, lastEntry + 1);
    });
    const int first = int(lo - m_rows.begin());
    const int removed = int(hi - lo);
    if (removed > 0 && removed == int(rows.size()) &&
        std::equal(lo, hi, rows.begin(), [](const Row &a, const Row &b) {
            return a.entry == b.entry && a.index == b.index && a.severity == b.severity;
        })) {
        // The same rows: only what they say may have changed.
        if (!m_searchText.empty())
            std::fill(m_searchText.begin() + first, m_searchText.begin() + first + removed,
                      QString());
        emit dataChanged(index(first, 0), index(first + removed - 1, ColumnCount - 1));
        return;
    }
    if (removed == 0 && rows.empty())
        return;
    if (removed > 0) {
        beginRemoveRows(QModelIndex(), first, first + removed - 1);
        for (auto it = lo; it != hi; ++it)
            count(*it, -1);
        m_rows.erase(lo, hi);
        if (!m_searchText.empty())
            m_searchText.erase(m_searchText.begin() + first,
                               m_searchText.begin() + first + removed);
        endRemoveRows();
    }
    if (!rows.empty()) {
        beginInsertRows(QModelIndex(), first, first + int(rows.size()) - 1);
        for (const Row &r : rows)
            count(r, 1);
        m_rows.insert(m_rows.begin() + first, rows.begin(), rows.end());
        if (!m_searchText.empty())
            m_searchText.insert(m_searchText.begin() + first, rows.size(), QString());
        endInsertRows();
    }
    emit fileCountsChanged();
}

const Problem *ProblemListModel::built(const Row &row) const
{
    if (!m_validator || !m_doc || row.file < 0 || row.file >= m_doc->fileCount() ||
        row.entry >= m_doc->entryCount(row.file))
        return nullptr;
    const qint64 key = entryKey(row.file, row.entry);
    std::vector<Problem> *problems = m_built.object(key);
    if (!problems) {
        problems = new std::vector<Problem>(row.entry < 0
                                                ? m_validator->fileProblems(row.file)
                                                : m_validator->entryProblems(row.file, row.entry));
        m_built.insert(key, problems);
    }
    return row.index < problems->size() ? &(*problems)[row.index] : nullptr;
}

bool ProblemListModel::rowContains(int row, const QString &text) const
{
    if (!m_searching)
        return true;
    if (m_searchText.size() != m_rows.size())
        m_searchText.assign(m_rows.size(), QString());
    QString &searched = m_searchText[size_t(row)];
    if (searched.isEmpty()) {
        // Message, location and rule as shown, one per line (a filter has no line break).
        for (int column = MessageColumn; column < ColumnCount; ++column) {
            if (column > MessageColumn)
                searched += QLatin1Char('\n');
            searched += data(index(row, column)).toString();
        }
    }
    return searched.contains(text, Qt::CaseInsensitive);
}

void ProblemListModel::setSearching(bool searching)
{
    m_searching = searching;
    if (!searching)
        std::vector<QString>().swap(m_searchText);
}

Problem ProblemListModel::problem(int row) const
{
    const Row &r = m_rows[size_t(row)];
    if (const Problem *p = built(r))
        return *p;
    Problem stale;
    stale.file = r.file;
    stale.entry = r.entry;
    stale.severity = r.severity;
    return stale;
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProblemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[size_t(index.row())];
    // What the row holds itself, without making the problem.
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == SeverityColumn)
            return SeverityStyle::label(row.severity);
        break;
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return SeverityStyle::icon(row.severity);
        return {};
    case SeverityRole:
        return int(row.severity);
    case FileRole:
        return row.file;
    case EntryRole:
        return row.entry;
    case Qt::ToolTipRole:
    case FieldRole:
    case RelatedFileRole:
    case RelatedEntryRole:
        break;
    default:
        return {};
    }
    const Problem *built = this->built(row);
    if (!built)
        return {};
    const Problem &p = *built;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MessageColumn:
            return p.fixedOnSave ? tr("%1 (fixed on save)").arg(p.message) : p.message;
        case LocationColumn: {
            QString name;
            if (p.file >= 0 && p.file < m_doc->fileCount())
                name = QFileInfo(m_doc->file(p.file).path).fileName();
            // An untitled document's file has no name: the place alone.
            if (p.line > 0)
                return name.isEmpty() ? tr("Line %1").arg(p.line)
                                      : tr("%1, line %2").arg(name).arg(p.line);
            if (p.entry >= 0)
                return name.isEmpty() ? tr("Entry %1").arg(p.entry + 1)
                                      : tr("%1, entry %2").arg(name).arg(p.entry + 1);
            return name;
        }
        case RuleColumn:
            return p.rule;
        }
        return {};
    case Qt::ToolTipRole:
        return p.message;
    case FieldRole:
        return p.field;
    case RelatedFileRole:
        return p.relatedFile;
    case RelatedEntryRole:
        return p.relatedEntry;
    default:
        return {};
    }
}

QVariant ProblemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case MessageColumn:
        return tr("Description");
    case LocationColumn:
        return tr("Location");
    case RuleColumn:
        return tr("Rule");
    }
    return {};
}
