// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemlistmodel.h"

#include "severitystyle.h"
#include "sitemapdocument.h"
#include "validator.h"

#include <QFileInfo>
#include <QTimer>

#include <algorithm>

namespace {
bool before(const Problem &p, int file, int entry)
{
    return p.file < file || (p.file == file && p.entry < entry);
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
                    std::vector<Problem> fresh;
                    for (int e = first; e <= last; ++e) {
                        std::vector<Problem> some = m_validator->entryProblems(file, e);
                        fresh.insert(fresh.end(), some.begin(), some.end());
                    }
                    replaceRange(file, first, last, std::move(fresh));
                });
        connect(m_validator, &Validator::fileProblemsChanged, this, [this](int file) {
            if (!m_rebuildPending)
                replaceRange(file, -1, -1, m_validator->fileProblems(file));
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
    m_problems.clear();
    m_counts.clear();
    m_totals = {0, 0, 0};
    if (m_validator && m_doc) {
        m_problems = m_validator->allProblems();
        std::stable_sort(
            m_problems.begin(), m_problems.end(),
            [](const Problem &a, const Problem &b) { return before(a, b.file, b.entry); });
        m_counts.resize(size_t(m_doc->fileCount()), {0, 0, 0});
        for (const Problem &p : m_problems)
            count(p, 1);
    }
    endResetModel();
    emit fileCountsChanged();
}

void ProblemListModel::count(const Problem &problem, int delta)
{
    if (problem.file < 0) {
        m_totals[size_t(problem.severity)] += delta;
        return;
    }
    if (size_t(problem.file) >= m_counts.size())
        m_counts.resize(size_t(problem.file) + 1, {0, 0, 0});
    m_counts[size_t(problem.file)][size_t(problem.severity)] += delta;
    m_totals[size_t(problem.severity)] += delta;
}

int ProblemListModel::problemCount(int file, Severity severity) const
{
    if (file < 0 || size_t(file) >= m_counts.size())
        return 0;
    return m_counts[size_t(file)][size_t(severity)];
}

// Replaces the problems of entries firstEntry..lastEntry of file (-1..-1: the file's own).
void ProblemListModel::replaceRange(int file, int firstEntry, int lastEntry,
                                    std::vector<Problem> problems)
{
    auto lo = std::lower_bound(
        m_problems.begin(), m_problems.end(), 0,
        [file, firstEntry](const Problem &p, int) { return before(p, file, firstEntry); });
    auto hi = std::lower_bound(lo, m_problems.end(), 0, [file, lastEntry](const Problem &p, int) {
        return before(p, file, lastEntry + 1);
    });
    const int first = int(lo - m_problems.begin());
    const int removed = int(hi - lo);
    if (removed == 0 && problems.empty())
        return;
    if (removed > 0) {
        beginRemoveRows(QModelIndex(), first, first + removed - 1);
        for (auto it = lo; it != hi; ++it)
            count(*it, -1);
        m_problems.erase(lo, hi);
        endRemoveRows();
    }
    if (!problems.empty()) {
        beginInsertRows(QModelIndex(), first, first + int(problems.size()) - 1);
        for (const Problem &p : problems)
            count(p, 1);
        m_problems.insert(m_problems.begin() + first, std::make_move_iterator(problems.begin()),
                          std::make_move_iterator(problems.end()));
        endInsertRows();
    }
    emit fileCountsChanged();
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

int ProblemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Problem &p = m_problems[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return SeverityStyle::label(p.severity);
        case MessageColumn:
            return p.fixedOnSave ? tr("%1 (fixed on save)").arg(p.message) : p.message;
        case LocationColumn: {
            QString name;
            if (m_doc && p.file >= 0 && p.file < m_doc->fileCount())
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
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return SeverityStyle::icon(p.severity);
        return {};
    case Qt::ToolTipRole:
        return p.message;
    case SeverityRole:
        return int(p.severity);
    case FileRole:
        return p.file;
    case EntryRole:
        return p.entry;
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
