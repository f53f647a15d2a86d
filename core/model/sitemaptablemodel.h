// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The entries of a document as a table for the editor: one row per entry of the
// files it shows, columns loc, lastmod, changefreq, priority, file and problems.
//
// Sorting and filtering live here, in a vector of row references, because a
// QSortFilterProxyModel calling data() per comparison cannot sort a million rows
// in a second: this model compares the raw UTF-8 in the document's string pool and
// filters by scanning raw bytes. Edits never change the document directly:
// setData() turns them into DocumentEdits and submits them (the UI's handler puts
// them on the undo stack). The model follows the document's and the validator's
// signals; it never rescans the document after an edit, and edited rows keep
// their place until the sort or the filter is changed, so a fixed cell does not
// jump away under the user.
//
// Severity is exposed as a number (SeverityRole), never as a colour or icon:
// core does not link QtGui. The UI maps it.

#include "backgroundwork.h"
#include "entry.h"
#include "entryruns.h"
#include "pagestorage.h"

#include <QAbstractTableModel>
#include <QByteArray>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class SitemapDocument;
class Validator;

// A layer a view puts over the table (the marks of a comparison): extra data for
// some roles, and a filter of its own on top of the text and problems filters.
class TableOverlay
{
public:
    virtual ~TableOverlay() = default;
    // A value for role on the cell, or a null QVariant to leave the cell as it is.
    // For Qt::ToolTipRole the text is put before the model's own tooltip.
    virtual QVariant data(int file, int entry, int column, int role) const = 0;
    virtual bool accepts(int file, int entry) const = 0;
    // Whether it accepts every row (it only paints them): the table then filters
    // nothing for it, and keeps no tables of rows for it.
    virtual bool acceptsAll() const { return false; }
};

// A filter a view puts over the table next to the text, problems and overlay
// filters (the bar chosen in the overview): a row is shown when every one of
// them accepts it.
class RowFilter
{
public:
    virtual ~RowFilter() = default;
    virtual bool accepts(int file, int entry) const = 0;
};

class SitemapTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LocColumn,
        LastModColumn,
        ChangeFreqColumn,
        PriorityColumn,
        FileColumn,
        ProblemsColumn,
        ColumnCount
    };

    enum Role
    {
        // The value as written in the file (QString), or a null QVariant when absent.
        RawValueRole = Qt::UserRole + 1,
        // The worst severity (int of Severity) on the cell; a null QVariant when none.
        // For the problems column and the file column: the worst on the row.
        SeverityRole,
        // The problem messages of the cell, one per line (QString), empty when none.
        ProblemsRole,
        // changefreq: the allowed values (QStringList), the first one "" for "not set".
        ChoicesRole,
        // priority: the range of the spin box (double).
        MinimumRole,
        MaximumRole,
        StepRole,
        // The document file index of the row (int), and the entry index in that file.
        FileIndexRole,
        EntryIndexRole,
    };

    explicit SitemapTableModel(QObject *parent = nullptr);
    ~SitemapTableModel() override;

    // The document to show, and the validator that judges it (may be null). Neither is owned.
    void setDocument(SitemapDocument *document, Validator *validator);
    SitemapDocument *document() const { return m_doc; }
    Validator *validator() const { return m_validator; }

    // Show only the entries of one file (-1: every sitemap file of the document;
    // an index itself is shown only when it is chosen, or when the document holds
    // nothing else).
    void setFileScope(int file);
    int fileScope() const { return m_fileScope; }

    // Filters: a case-insensitive text found in any of the four values, and rows
    // that carry at least one problem.
    void setTextFilter(const QString &text);
    QString textFilter() const { return m_filterText; }
    void setProblemsOnly(bool on);
    bool problemsOnly() const { return m_problemsOnly; }
    // The overlay (not owned; null: none). Call overlayChanged() when what it
    // returns changes.
    void setOverlay(const TableOverlay *overlay);
    const TableOverlay *overlay() const { return m_overlay; }
    void overlayChanged();
    // The row filter (not owned; null: none). Call rowFilterChanged() when what
    // it accepts changes.
    void setRowFilter(const RowFilter *filter);
    const RowFilter *rowFilter() const { return m_rowFilter; }
    void rowFilterChanged();
    // Rows in the table before filtering.
    int unfilteredRowCount() const { return m_natural ? m_fileStart.back() : int(m_order.size()); }
    // Whether the rows are held in tables (a sort or a filter made them); not, they
    // are every entry in scope in file order, found from where each file's rows start.
    bool holdsRowTables() const { return !m_natural; }

    // Where an entry is shown (-1: filtered out or not in scope), and back.
    int rowOf(int file, int entry) const;
    QModelIndex indexOf(int file, int entry, Field field) const;
    int fileAt(int row) const { return rowAt(row).file; }
    int entryAt(int row) const { return rowAt(row).entry; }
    // The (file, entry) of rows first to last, appended to out: a run of rows at
    // once (every row of a million selected) rather than a row at a time.
    void appendEntriesOf(int first, int last, std::vector<std::pair<int, int>> &out) const;
    static int columnOf(Field field) { return int(field); }
    // The field a column edits; false for the file and problems columns.
    static bool fieldOf(int column, Field *field);
    // The changefreq values of the protocol.
    static QStringList changeFreqValues();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    // A sort by a value of backgroundSortFrom() rows or more runs on a thread of its
    // own: the rows keep their order until sortingDone(). It counts from when it is
    // due to start again (after a change of the document, or a batch).
    bool isSorting() const { return m_sorting.isRunning() || m_resort.isActive(); }
    static qint64 backgroundSortFrom() { return s_backgroundSortFrom; }
    static void setBackgroundSortFrom(qint64 rows) { s_backgroundSortFrom = rows; }
    // From this many rows the rows are made anew after a batch on two threads (a
    // test sets it low to walk that way on a small table).
    static size_t parallelRowsFrom() { return s_parallelRowsFrom; }
    static void setParallelRowsFrom(size_t rows) { s_parallelRowsFrom = rows; }

signals:
    // The user's value could not be stored (for a status bar message, never a dialog).
    void editRejected(const QString &reason);
    // The rows were built anew after a batch of many insertions or removals (a
    // model reset): a view may put its current row back where it was.
    void rowsRebuiltAfterBatch();
    // A sort on its thread is done and its order shown.
    void sortingDone();

private:
    struct RowRef
    {
        int file;
        int entry;
    };
    // The tables of a million rows: mapped on their own and written from end to end
    // as they are made (a sort's order, the rows a filter keeps), so their pages are
    // taken in with one call, not a page fault per 4 KiB (such faults took 50 ms of a
    // 1M-URL set's opening). On 4 KiB pages: they are made while the user waits, and
    // fresh huge pages are slow to come by (the 21 MB of the first sort at 2.6M rows
    // took 55 ms on them); they are read from end to end or a row at a time, where
    // huge pages gain little.
    using RowRefs =
        std::vector<RowRef, PageStorage::Allocator<RowRef, PageStorage::Pages::SmallFilled>>;
    using RowNumbers = std::vector<int, PageStorage::Allocator<int, PageStorage::Pages::Filled>>;

    void rebuild();
    void matchingRows(RowRefs &rows, const QByteArray &needle, const QByteArray &needleEncoded,
                      bool narrowOnly);
    // The entry a row shows: from the tables, or in the natural order from where
    // each file's rows start.
    RowRef rowAt(int row) const
    {
        if (!m_natural)
            return m_rows[size_t(row)];
        const auto next = std::upper_bound(m_fileStart.begin(), m_fileStart.end(), row);
        const int file = int(next - m_fileStart.begin()) - 1;
        return {file, row - m_fileStart[size_t(file)]};
    }
    // True when the rows are every entry in scope, in file order: no sort and no filter.
    bool naturalWanted() const;
    // An overlay that hides rows (not one that only paints them).
    bool overlayFilters() const { return m_overlay && !m_overlay->acceptsAll(); }
    // The natural order without tables (no signal: the caller tells the views).
    void useNaturalOrder();
    // The tables of the natural order, for a sort or a filter to work on (no signal:
    // the rows stay as they are).
    void materializeRows();
    bool isShown(const QModelIndex &index) const;
    bool fileInScope(int file) const;
    void applyFilter(bool narrowOnly);
    // Shows newRows (nullopt: the natural order), keeping selections on their entries.
    void reorderRows(std::optional<RowRefs> newRows);
    bool rowMatches(RowRef ref, const QByteArray &needle, const QByteArray &needleEncoded) const;
    void rebuildRowIndex();
    void sortOrderVector();
    RowRefs naturalOrder() const;
    std::vector<int> filesInScope() const;
    // Every entry of files (ascending), in file order.
    static RowRefs naturalOrder(const SitemapDocument &doc, const std::vector<int> &files);
    // Every row of files (ascending) sorted by column, in storage's memory; nullopt
    // when cancel was set. It reads only the document, and for the problems column
    // severities (worstSeverities()).
    static std::optional<RowRefs> sortRows(const SitemapDocument &doc, int column,
                                           Qt::SortOrder order, const std::vector<int> &files,
                                           const std::vector<quint8> &severities, RowRefs storage,
                                           const std::atomic<bool> *cancel);
    std::vector<quint8> worstSeverities(const std::vector<int> &files) const;
    // Shows m_order (newly sorted), the filter's rows in its order.
    void showSortedOrder();
    void stopSorting();
    // Shows the rows a sort on its thread gave (none: it was stopped).
    void showSorted(std::optional<RowRefs> sorted);

    void onValuesChanged(int file, Field field, const std::vector<int> &entries);
    void onExtensionsChanged(int file, const std::vector<int> &entries);
    void onEntriesAboutToBeInserted(int file, const EntryRuns &runs);
    void onEntriesInserted(int file, const EntryRuns &runs);
    void onEntriesAboutToBeRemoved(int file, const EntryRuns &runs);
    void onEntriesRemoved(int file, const EntryRuns &runs);
    void onEntryProblemsChanged(int file, int first, int last);
    void onFileProblemsChanged(int file);
    void onBatchAboutToStart(int structuralEdits);
    void onBatchDone();
    // The reset of a batch (or of one change of several runs): begun, told of each
    // file's runs, and ended with the rows in their order.
    void beginBatchReset();
    void batchRuns(int file, const EntryRuns &runs, bool inserted);
    void endBatchReset();
    void filterOrder();

    SitemapDocument *m_doc = nullptr;
    Validator *m_validator = nullptr;
    int m_fileScope = -1;
    bool m_scopeIncludesIndexes = false;
    QString m_filterText;
    bool m_problemsOnly = false;
    const TableOverlay *m_overlay = nullptr;
    const RowFilter *m_rowFilter = nullptr;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;

    // With no sort and no filter (as a set is opened) the rows are every entry in
    // scope in file order, held without tables: a row is found from where its file's
    // rows start. The tables below (20 bytes a row: 52 MiB and a tenth of a second
    // of the window's time at 2.6 million rows) are made once a sort or a filter
    // asks for them, and given back when neither is left.
    bool m_natural = false;
    std::vector<int> m_fileStart; // per document file its first row; then the row count

    RowRefs m_order; // every row in scope, in sort order
    RowRefs m_rows;  // the rows shown: m_order filtered
    // The storage of the rows shown before, and the filter's marks: kept for the
    // next keystroke, as fresh tables of a million rows would take thousands of
    // page faults each time (milliseconds in a virtual machine).
    RowRefs m_spareRows;
    std::vector<quint8> m_keep;
    std::vector<RowNumbers> m_rowIndex; // per file, per entry: its row in m_rows or -1
    int m_pendingInsertRow = -1;        // between entriesAboutToBeInserted and Inserted
    int m_pendingInsertOrder = -1;
    int m_pendingRemoveRow = -1; // natural order: between entriesAboutToBeRemoved and Removed
    // m_rows is exactly m_order filtered: no row was added, edited or judged anew
    // since (those keep their place), so a narrower filter may scan m_rows alone.
    bool m_rowsFiltered = true;
    // A document batch of at least BatchResetFrom insertions or removals is one model
    // reset: each run would walk every row and rebuild the row index (seconds for a
    // thousand scattered runs at a million rows), the reset does it once.
    static constexpr int BatchResetFrom = 16;
    bool m_batchReset = false;
    bool m_runsReset = false; // the reset is of one change of several runs
    bool m_batchInserted = false;
    bool m_resortAfterBatch = false;
    // In a batch, per file: its entries' numbers before the batch (nullopt:
    // untouched), and its removals. As long as a file only loses entries, each
    // removal's runs are kept as they come (numbered as the entries were just
    // before it) and the new numbers are worked out once at the end, in one pass
    // over the file's row numbers (a table of every entry made and shifted for
    // Delete Rows over scattered rows took a tenth of a second at 2.6M rows). So are
    // the runs of an insertion that is the file's only change (the undo of such a
    // removal). Once entries are put in otherwise, left holds per entry now its
    // number before the batch (-1: put in by the batch), written from end to end:
    // its pages are taken in at once.
    using BatchNumbers = std::vector<int, PageStorage::Allocator<int, PageStorage::Pages::Filled>>;
    struct BatchFile
    {
        int before = 0;                 // entries before the batch
        std::vector<EntryRuns> removed; // the removals' runs while left is not made
        std::vector<bool> isNew;        // the only insertion while left is not made: per entry
                                        // now, whether it put the entry in (empty: none)
        std::optional<BatchNumbers> left;
        void makeLeft(); // from before, removed and isNew
        // Per entry before the batch, its number now (-1: taken out), written over now;
        // returns the number of entries the batch put in.
        size_t numbersNow(RowNumbers &now) const;
        // The end of the entries put in by the batch from entry k on (k if it was
        // there before).
        int newEnd(int k) const;
    };
    std::vector<std::optional<BatchFile>> m_batchLeft;
    BackgroundWork m_sorting;
    QTimer m_resort; // the sort made again once the window's thread is free
    static qint64 s_backgroundSortFrom;
    static size_t s_parallelRowsFrom;
};
