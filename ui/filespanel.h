// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The side panel of an index set: the index and each file it lists, with the
// number of URLs, errors and warnings, and the files that were not found next to
// the index. Choosing one shows only its entries in the table; a file's tooltip
// tells its path and, when known, the URL it is served at.

#include <QDockWidget>

class ProblemListModel;
class SitemapDocument;
class QTreeWidget;
class QTreeWidgetItem;

class FilesPanel : public QDockWidget
{
    Q_OBJECT

public:
    FilesPanel(SitemapDocument *document, ProblemListModel *problems, QWidget *parent = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    // Fills the list again (after a load); counts follow by themselves.
    void refresh();
    // Makes file the current item (which chooses it, as a click does); false when
    // the list does not hold it.
    bool selectFile(int file);

signals:
    // -1: all files.
    void fileChosen(int file);

private:
    void updateCounts();
    void updateToolTip(int file);
    void applyToolTip(QTreeWidgetItem *item, int file);
    void fixCountColumns(bool fixed);
    QTreeWidgetItem *itemOf(int file) const;

    SitemapDocument *m_document;
    ProblemListModel *m_problems;
    QTreeWidget *m_tree;
    bool m_countsPending = false;
};
