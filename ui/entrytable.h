// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table of the document's entries (SitemapTableModel): its delegates, its
// selection read as entries, where new rows go, and the widths of its columns.
// The columns follow the room the table gets (the files panel shown or hidden)
// until the user sizes one; from then on the widths stay, for every document and
// the next runs (WindowStateKeeper).

#include <QList>
#include <QTableView>

#include <utility>
#include <vector>

class SitemapTableModel;

class EntryTable : public QTableView
{
    Q_OBJECT

public:
    explicit EntryTable(SitemapTableModel *model, QWidget *parent = nullptr);

    SitemapTableModel *tableModel() const { return m_model; }

    // The entries of the selected cells (the current cell's when none is
    // selected), in file and entry order.
    std::vector<std::pair<int, int>> selectedEntries() const;
    // Only cells of the URL column are selected.
    bool onlyUrlsSelected() const;
    // Where new rows go: after the current row in its file, else at the end of the
    // first file the table shows. The file, -1 when there is none.
    int insertionPoint(int *position) const;
    // Makes index current, in the middle of the view, with the focus.
    void goTo(const QModelIndex &index);
    // What was typed into a cell goes into it now, and its editor closes.
    void commitOpenEditor();
    // Cells open an editor when clicked twice or typed into; not while saving.
    void setEditable(bool editable);
    // Unsorted: the rows in the order of the file (View > File Order).
    void showFileOrder();
    void showFileColumn(bool shown);

    // Fits the columns to the view, unless the user sized one.
    void fitColumns();
    // Once the events waiting now are handled.
    void fitColumnsSoon();
    bool followsView() const { return m_autoFitColumns; }
    // New content: fitted anew, unless the user's widths are kept.
    void fitNewContent();
    // The widths kept from an earlier run (0: the column keeps its width).
    void restoreColumnWidths(const QList<int> &widths);
    // The widths the user chose, to keep; empty when the columns follow the view.
    QList<int> userColumnWidths() const;

signals:
    // What a cell editor's text would be judged, as the user types; empty when
    // the editor closed or its text is fine.
    void draftJudged(const QString &verdict);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    SitemapTableModel *m_model;
    bool m_autoFitColumns = true;
    // The user sized a column (now or in an earlier run): the widths stay for
    // every document until then.
    bool m_keepColumnWidths = false;
    bool m_fittingColumns = false;
    struct Place
    {
        int row = -1;
        int column = 0;
        int scroll = 0;
    };
    Place m_placeBeforeReset;
};
