// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table's right-click menu: the window's own edit actions (copy, paste, add,
// duplicate, delete, the bulk priority, change frequency and last modified), so
// that a shortcut, an enabled state and an undo step are the same wherever the
// action is chosen, and two of its own for the URL of the row clicked: open it in
// the browser (http and https URLs only, never a local file) and copy it.
//
// A right-click on a cell outside the selection selects that cell first, as
// spreadsheets do; inside the selection it keeps the selection.

#include <QObject>
#include <QPersistentModelIndex>
#include <QUrl>

#include <functional>

class MainWindow;
class QAction;
class QMenu;
class QPoint;

class TableContextMenu : public QObject
{
    Q_OBJECT

public:
    explicit TableContextMenu(MainWindow *window);

    // What a right-click at pos (viewport coordinates) does up to showing the menu:
    // the selection follows the click, the menu's entries are enabled for the row.
    // The menu, or null when the click is outside the cells.
    QMenu *prepare(const QPoint &pos);
    QMenu *menu() const { return m_menu; }
    QAction *openUrlAction() const { return m_openUrl; }
    QAction *copyUrlAction() const { return m_copyUrl; }
    // The URL the menu's own entries act on, as the cell holds it (trimmed); empty
    // when the row has none.
    QString url() const;
    // The URL "Open in Browser" would open; invalid when the row's URL is no
    // absolute http(s) URL.
    QUrl browserUrl() const;

    // For tests: what opens a URL instead of the desktop's browser.
    void setUrlOpener(std::function<bool(const QUrl &)> opener) { m_opener = std::move(opener); }

private:
    void show(const QPoint &pos);
    void openInBrowser();
    void copyUrl();

    MainWindow *m_window;
    QMenu *m_menu;
    QAction *m_openUrl;
    QAction *m_copyUrl;
    QPersistentModelIndex m_row; // a cell of the row clicked
    std::function<bool(const QUrl &)> m_opener;
};
