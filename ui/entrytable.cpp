// SPDX-License-Identifier: GPL-3.0-or-later
#include "entrytable.h"

#include "changefreqdelegate.h"
#include "lastmoddelegate.h"
#include "prioritydelegate.h"
#include "severitydelegate.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>
#include <array>

namespace {
constexpr QAbstractItemView::EditTriggers TableEditTriggers = QAbstractItemView::DoubleClicked |
                                                              QAbstractItemView::EditKeyPressed |
                                                              QAbstractItemView::AnyKeyPressed;
} // namespace

EntryTable::EntryTable(SitemapTableModel *model, QWidget *parent)
    : QTableView(parent), m_model(model)
{
    setObjectName(QStringLiteral("entryTable"));
    setModel(m_model);
    setSortingEnabled(true);
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    // A third click on a header returns to the order of the file.
    horizontalHeader()->setSortIndicatorClearable(true);
    // The columns follow the room the table gets (the files panel shown or hidden).
    viewport()->installEventFilter(this);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(TableEditTriggers);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    // A million rows: fixed row heights, never measured per row.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setHighlightSections(false);
    // The column headers show no selection, yet Qt asks the header's selection model,
    // on every paint of them, whether the columns beside each are wholly selected: a
    // walk over every row for each column once a selection spans a million rows. The
    // header gets a selection model of its own, which never holds anything.
    horizontalHeader()->setSelectionModel(new QItemSelectionModel(m_model, this));
    // A header narrower than its title ("Change frequency" in a narrow window) shows
    // its start, not a piece of its middle.
    horizontalHeader()->setTextElideMode(Qt::ElideRight);
    // Fitting a column measures the rows in sight only: Qt's default measures a
    // thousand rows besides (4,000 text layouts for the short columns at each load).
    horizontalHeader()->setResizeContentsPrecision(0);
    setItemDelegate(new SeverityDelegate(this));
    setItemDelegateForColumn(SitemapTableModel::LastModColumn, new LastModDelegate(this));
    setItemDelegateForColumn(SitemapTableModel::ChangeFreqColumn, new ChangeFreqDelegate(this));
    setItemDelegateForColumn(SitemapTableModel::PriorityColumn, new PriorityDelegate(this));
    for (auto *delegate : findChildren<SeverityDelegate *>())
        connect(delegate, &SeverityDelegate::draftJudged, this, &EntryTable::draftJudged);
    setColumnWidth(SitemapTableModel::LocColumn, 460);
    setColumnWidth(SitemapTableModel::LastModColumn, 190);
    setColumnWidth(SitemapTableModel::ChangeFreqColumn, 130);
    setColumnWidth(SitemapTableModel::PriorityColumn, 80);
    setColumnWidth(SitemapTableModel::FileColumn, 150);

    // A batch of many insertions or removals resets the model: the current cell
    // stays at its row and column (after a delete, the row that followed), the
    // table where it was scrolled to.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = currentIndex();
        m_placeBeforeReset = {current.row(), current.column(), verticalScrollBar()->value()};
    });
    connect(m_model, &SitemapTableModel::rowsRebuiltAfterBatch, this, [this] {
        const int rows = m_model->rowCount();
        if (m_placeBeforeReset.row >= 0 && rows > 0)
            selectionModel()->setCurrentIndex(
                m_model->index(std::min(m_placeBeforeReset.row, rows - 1),
                               m_placeBeforeReset.column),
                QItemSelectionModel::ClearAndSelect);
        verticalScrollBar()->setValue(m_placeBeforeReset.scroll);
    });

    // A large table sorts on a thread: the busy pointer until its rows are in order.
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, [this] {
        if (m_model->isSorting())
            viewport()->setCursor(Qt::BusyCursor);
    });
    connect(m_model, &SitemapTableModel::sortingDone, this, [this] { viewport()->unsetCursor(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_model->isSorting())
            viewport()->unsetCursor();
    });

    // Columns follow the window until the user sizes one.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int oldSize, int newSize) {
                // The last column stretches with the view by itself, and a column
                // hidden or shown (the file column of a set) is no width the user chose.
                if (!m_fittingColumns && column != SitemapTableModel::ProblemsColumn &&
                    oldSize != 0 && newSize != 0) {
                    m_autoFitColumns = false;
                    m_keepColumnWidths = true;
                }
            });
}

bool EntryTable::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && watched == viewport()) {
        const auto *resize = static_cast<QResizeEvent *>(event);
        if (m_autoFitColumns && resize->size().width() != resize->oldSize().width())
            fitColumnsSoon();
    }
    return QTableView::eventFilter(watched, event);
}

// --- the selection -----------------------------------------------------------------------

std::vector<std::pair<int, int>> EntryTable::selectedEntries() const
{
    std::vector<std::pair<int, int>> entries;
    const QItemSelection selection = selectionModel()->selection();
    for (const QItemSelectionRange &range : selection)
        m_model->appendEntriesOf(range.top(), range.bottom(), entries);
    if (entries.empty() && currentIndex().isValid()) {
        const int row = currentIndex().row();
        entries.emplace_back(m_model->fileAt(row), m_model->entryAt(row));
    }
    // Rows in file order are in order already (every row of a large set selected).
    if (!std::is_sorted(entries.begin(), entries.end()))
        std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    return entries;
}

bool EntryTable::onlyUrlsSelected() const
{
    // From the selection's ranges: its indexes would be a million for the rows of a
    // large set.
    const QItemSelection selection = selectionModel()->selection();
    return !selection.isEmpty() &&
           std::all_of(selection.begin(), selection.end(), [](const QItemSelectionRange &r) {
               return r.left() == SitemapTableModel::LocColumn &&
                      r.right() == SitemapTableModel::LocColumn;
           });
}

int EntryTable::insertionPoint(int *position) const
{
    const QModelIndex current = currentIndex();
    if (current.isValid()) {
        const int file = m_model->fileAt(current.row());
        *position = m_model->entryAt(current.row()) + 1;
        return file;
    }
    const SitemapDocument *doc = m_model->document();
    int file = m_model->fileScope();
    if (file < 0)
        file = doc->firstSitemapFile();
    if (file < 0)
        file = doc->fileCount() > 0 ? 0 : -1;
    *position = file >= 0 ? doc->entryCount(file) : 0;
    return file;
}

void EntryTable::goTo(const QModelIndex &index)
{
    setCurrentIndex(index);
    scrollTo(index, QAbstractItemView::PositionAtCenter);
    setFocus(Qt::OtherFocusReason);
}

void EntryTable::commitOpenEditor()
{
    // What was typed into a cell before the save belongs in it; committed later, it
    // would change the document while the writer reads it.
    const QModelIndex current = currentIndex();
    QWidget *editor = current.isValid() ? indexWidget(current) : nullptr;
    if (!editor)
        return;
    QAbstractItemDelegate *delegate = itemDelegateForIndex(current);
    emit delegate->commitData(editor);
    emit delegate->closeEditor(editor, QAbstractItemDelegate::NoHint);
}

void EntryTable::setEditable(bool editable)
{
    setEditTriggers(editable ? TableEditTriggers : QAbstractItemView::NoEditTriggers);
}

void EntryTable::showFileOrder()
{
    // The header tells the view, the view the model: sort(-1) is the file's order.
    horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    if (m_model->sortColumn() >= 0)
        m_model->sort(-1);
}

void EntryTable::showFileColumn(bool shown)
{
    setColumnHidden(SitemapTableModel::FileColumn, !shown);
}

// --- column widths -----------------------------------------------------------------------

void EntryTable::fitColumns()
{
    if (!m_autoFitColumns)
        return;
    // Short columns fit their content (the view measures the rows in sight only);
    // the URL gets the room left but what the problems need, up to about a third.
    m_fittingColumns = true;
    QHeaderView *header = horizontalHeader();
    struct Short
    {
        int column;
        int cap;   // no wider than this
        int floor; // given up to this, at most, when room is short
    };
    // In the order they give up room when it is short: change frequency and
    // priority read in a few letters; a file name and a date are never cut.
    const std::array<Short, 4> shorts = {{{SitemapTableModel::PriorityColumn, 200, 48},
                                          {SitemapTableModel::ChangeFreqColumn, 200, 64},
                                          {SitemapTableModel::FileColumn, 240, 240},
                                          {SitemapTableModel::LastModColumn, 260, 260}}};
    std::array<int, 4> widths{};
    int used = 0;
    for (size_t i = 0; i < shorts.size(); ++i) {
        if (isColumnHidden(shorts[i].column))
            continue;
        resizeColumnToContents(shorts[i].column);
        widths[i] = std::min(header->sectionSize(shorts[i].column) + 12, shorts[i].cap);
        used += widths[i];
    }
    // The problems' text of the rows in sight: no wider than it needs.
    const int problemsText =
        std::max(static_cast<const QAbstractItemView *>(this)->sizeHintForColumn(
                     SitemapTableModel::ProblemsColumn),
                 header->sectionSizeHint(SitemapTableModel::ProblemsColumn)) +
        12;
    const int view = viewport()->width();
    const int minLoc = view * 2 / 5;
    const int minProblems = 100;
    // In a narrow table (a small screen, the files panel beside it) the URL comes
    // first: the short columns give up room in the order above, none below its floor.
    int excess = used - std::max(0, view - minLoc - minProblems);
    for (size_t i = 0; i < shorts.size() && excess > 0; ++i) {
        if (widths[i] == 0)
            continue;
        const int give = std::min(excess, std::max(0, widths[i] - shorts[i].floor));
        widths[i] -= give;
        used -= give;
        excess -= give;
    }
    for (size_t i = 0; i < shorts.size(); ++i) {
        if (widths[i] > 0)
            setColumnWidth(shorts[i].column, widths[i]);
    }
    const int free = view - used;
    const int problems =
        std::max(minProblems, std::min({problemsText, free * 28 / 100, 460, free - minLoc}));
    setColumnWidth(SitemapTableModel::ProblemsColumn, problems);
    // What is left, short of room or not: no scroll bar for the last pixels.
    setColumnWidth(SitemapTableModel::LocColumn, std::max(120, free - problems));
    m_fittingColumns = false;
}

void EntryTable::fitColumnsSoon()
{
    QTimer::singleShot(0, this, &EntryTable::fitColumns);
}

void EntryTable::fitNewContent()
{
    m_autoFitColumns = !m_keepColumnWidths;
    fitColumnsSoon();
}

void EntryTable::restoreColumnWidths(const QList<int> &widths)
{
    if (widths.isEmpty())
        return;
    m_fittingColumns = true;
    for (int column = 0; column < int(widths.size()); ++column) {
        if (widths[column] > 0)
            setColumnWidth(column, widths[column]);
    }
    m_fittingColumns = false;
    m_autoFitColumns = false;
    m_keepColumnWidths = true;
}

QList<int> EntryTable::userColumnWidths() const
{
    QList<int> widths;
    if (m_keepColumnWidths) {
        for (int column = 0; column < SitemapTableModel::ProblemsColumn; ++column)
            widths << horizontalHeader()->sectionSize(column);
    }
    return widths;
}
