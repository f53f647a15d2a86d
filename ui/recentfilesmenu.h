// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File > Open Recent: the files opened or saved last, newest first, kept in the
// user's settings (a name Qt can take as text as text, any other by its bytes).
// Files gone from the disk leave the list whenever the menu opens.

#include <QMenu>

class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFilesMenu(QWidget *parent = nullptr);

    // path goes to the top of the list.
    void add(const QString &path);

signals:
    void fileChosen(const QString &path);

private:
    // The list as the settings keep it, without the files that are gone.
    void refresh();
};
