// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The File menu's flows between the user and the DocumentSession: new, open
// (the file dialog, the load in the background and what it met), the example,
// a fetched document, recovery of journalled edits, revert, close, the question
// about unsaved changes, the sitemap URL, and the save (SaveFlow, its questions
// answered with dialogs, DialogSaveQuestions) with what it said afterwards.
//
// A save runs the writer on a thread of its own while the window keeps drawing
// and answering; the document takes no edits until the save is done (the writer
// reads it), and a close waits for it.

#include "documentsession.h"
#include "saveflow.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

class DialogSaveQuestions;
class EditorStatusBar;
class EntryTable;
class ExternalChanges;
class RobotsHintBar;
class SaveErrorsDialog;
class SaveOptionsDialog;
class SitemapDocument;
class TableScope;
class QMainWindow;

class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(QMainWindow *window, DocumentSession *session, EntryTable *table,
                   TableScope *scope, EditorStatusBar *statusBar, RobotsHintBar *robotsHint);
    ~FileController() override;

    // An empty untitled document.
    void newDocument();
    // File > New: after the question about unsaved changes, asks for the site.
    void askNewDocument();
    // File > Open: the file dialog, then openFile().
    void open();
    // Opens path in the background (after asking about unsaved changes); false
    // when the user kept the current document. loadFinished() tells the outcome.
    bool openFile(const QString &path);
    void openExample(const QByteArray &bytes, const QString &name);
    void openFetched(SitemapDocument &fetched, const QString &url, const QStringList &notes);
    bool offerRecovery();
    bool closeDocument();
    bool revert();
    // Asks about unsaved changes: true to go on now. When the user chooses to save,
    // false, and then runs once the save has written the files.
    bool maybeSave(std::function<void()> then = {});

    bool save();
    bool saveAs(const QString &path = {});
    bool isSaveRunning() const;
    bool lastSaveWritten() const { return m_lastSaveWritten; }
    // The window closes once the running save is done.
    void closeAfterSave() { m_closeAfterSave = true; }

    // File > Sitemap URL: asks for it, then setSitemapUrl().
    void askSitemapUrl();
    void setSitemapUrl(const QString &url);

    // For tests: answers to the dialogs, instead of the user.
    void setSaveFileNameProvider(std::function<QString()> provider)
    {
        m_saveFileNameProvider = std::move(provider);
    }
    void setSaveFolderProvider(std::function<QString()> provider)
    {
        m_saveFolderProvider = std::move(provider);
    }
    void setOpenFileNameProvider(std::function<QString()> provider)
    {
        m_openFileNameProvider = std::move(provider);
    }
    void setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook);
    void setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook);

signals:
    void loadFinished(bool ok);
    void saveFinished(bool written);
    // A load or a save started or ended, or the document was replaced: what the
    // window's actions may do has changed.
    void stateChanged();
    // path was opened or saved: it heads File > Open Recent.
    void recentFileUsed(const QString &path);

private:
    void finishLoading(const DocumentSession::LoadResult &result);
    bool saveTo(const QString &path, bool askOptions);
    // Where an untitled set goes: a folder, the index under its own name and each
    // file under its name next to it; empty when cancelled.
    QString askSetFolder();
    void saveEnded(const SaveFlow::Result &result);
    bool refuseEditWhileSaving();

    QMainWindow *m_window;
    DocumentSession *m_session;
    SitemapDocument *m_doc; // the session's, for short
    EntryTable *m_table;
    TableScope *m_scope;
    EditorStatusBar *m_statusBar;
    RobotsHintBar *m_robotsHint;
    ExternalChanges *m_externalChanges; // other programs' changes to the open files
    std::unique_ptr<DialogSaveQuestions> m_saveQuestions;
    SaveFlow *m_saveFlow;
    // A split save opens the set it wrote: what the save says is shown once it is open.
    QString m_savedStatus;
    QStringList m_savedNotes;
    QString m_savedBaseUrl;
    bool m_closeAfterSave = false;
    bool m_lastSaveWritten = false;
    std::function<void()> m_afterSave; // what maybeSave() left for a save to finish

    std::function<QString()> m_saveFileNameProvider;
    std::function<QString()> m_saveFolderProvider;
    std::function<QString()> m_openFileNameProvider;
};
