// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Keeps the window's place between runs in the user's settings: its geometry,
// the layout of its docks and toolbar (QMainWindow::saveState, so which docks are
// open too) and the widths of the table's columns the user set. Saved when the
// window closes, restored when the editor starts (app/editor/main.cpp), not by
// every window a test makes.

#include <QList>

class QMainWindow;
class QTableView;

class WindowStateKeeper
{
public:
    WindowStateKeeper(QMainWindow *window, QTableView *table);

    // columnWidths: the widths the user chose (empty when the columns follow the
    // window): kept, or forgotten.
    void save(const QList<int> &columnWidths) const;
    // Restores geometry and dock layout; the column widths kept, empty when none.
    QList<int> restore() const;

private:
    QMainWindow *m_window;
    QTableView *m_table;
};
