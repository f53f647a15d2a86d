// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's guard against overwriting what another program wrote: the
// session watches the files of the open document (DocumentSession::changedOnDisk);
// the status bar says when one changed, and a save over a changed file first
// asks whether to reload it, overwrite it or cancel, saying how many URLs the
// file on disk has that the window has not, and the other way round.

#include <QObject>
#include <QString>
#include <QStringList>

class DocumentSession;
class SitemapDocument;
class QWidget;

class ExternalChanges : public QObject
{
    Q_OBJECT

public:
    ExternalChanges(QWidget *window, DocumentSession *session);

    // Called before saving the session's document to target: true when the save may
    // go ahead (nothing changed on disk, or the user chose to overwrite). Reload
    // emits reloadRequested.
    bool confirmSave(const QString &target);
    // How the file on disk differs from doc, in words ("3 URLs added, 1 removed").
    static QString describeChanges(const SitemapDocument &doc, const QString &path);

signals:
    void reloadRequested(const QString &path);
    void status(const QString &text);

private:
    void changed(const QStringList &paths);

    QWidget *m_window;
    DocumentSession *m_session;
};
