// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's guard against overwriting what another program wrote: the files
// of the open document are watched (DiskChangeWatch); the status bar says when
// one changed, and a save over a changed file first asks whether to reload it,
// overwrite it or cancel, saying how many URLs the file on disk has that the
// window has not, and the other way round.

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class DiskChangeWatch;
class SitemapDocument;
class QWidget;

class ExternalChanges : public QObject
{
    Q_OBJECT

public:
    // busy: true while the window itself writes the files (their changes are its own).
    ExternalChanges(QWidget *window, std::function<bool()> busy);

    // The document at mainPath was opened or saved: these are its files on disk now.
    void watch(const QString &mainPath, const QStringList &files);
    void clear();
    // Called before saving doc to target: true when the save may go ahead (nothing
    // changed on disk, or the user chose to overwrite). Reload emits reloadRequested.
    bool confirmSave(const SitemapDocument &doc, const QString &target);
    // How the file on disk differs from doc, in words ("3 URLs added, 1 removed").
    static QString describeChanges(const SitemapDocument &doc, const QString &path);

signals:
    void reloadRequested(const QString &path);
    void status(const QString &text);

private:
    void changed(const QStringList &paths);

    QWidget *m_window;
    std::function<bool()> m_busy;
    DiskChangeWatch *m_watch;
    QString m_mainPath;
};
