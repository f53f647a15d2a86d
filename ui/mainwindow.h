// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor's window: the table of entries with its filter, the Problems dock,
// the files panel of an index set, menus, dialogs and the status bar. The
// document it shows lives in a DocumentSession (the document, its validator,
// undo stack and journal, loading and saving); the window asks the user and
// tells the session the answers.
//
// A save runs the writer on a thread of its own while the window keeps drawing
// and answering; the document takes no edits until the save is done (the writer
// reads it), and a close waits for it.

#include "documentedit.h"
#include "documentsession.h"
#include "saveflow.h"
#include "sitemapwriter.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

class EditJournal;
class ExternalChanges;
class CompareDock;
class DialogSaveQuestions;
class OverviewDock;
class EntryDetailsDock;
class OpenUrlController;
class FilesPanel;
class ProblemListModel;
class ProblemsDock;
class WebAuditController;
class SaveErrorsDialog;
class SaveOptionsDialog;
class SitemapDocument;
class SitemapTableModel;
class TableContextMenu;
class Validator;
class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;
class QToolButton;
class QUndoStack;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens path in the background (after asking about unsaved changes); false
    // when the user kept the current document. loadFinished() tells the outcome.
    bool openFile(const QString &path);
    // Opens the sample sitemap bundled with the program (untitled: Save asks where).
    void openExample(const QByteArray &bytes, const QString &name);
    void newDocument();
    // File > Close: the document goes (after asking about unsaved changes) and an
    // empty untitled one takes its place; false when the user kept it.
    bool closeDocument();
    // File > Revert: the file loaded again from disk, its unsaved changes thrown
    // away after asking; false when there is nothing to revert or the user said no.
    bool revert();
    // Where the window was and how it was laid out when the editor last closed
    // (WindowStateKeeper): the editor's main() asks for it, a test window does not.
    void restoreWindowState();
    // Whether the document is a set (an index, or several files), and the Files panel
    // and File column shown or hidden to match.
    bool isSet() const;
    void showSetShape();
    // Shows a document fetched from url (File > Open URL...) as an untitled one
    // whose own URL is known; notes are what fetching met on the way.
    void openFetched(SitemapDocument &fetched, const QString &url, const QStringList &notes);
    bool isLoading() const;
    void cancelLoading();

    // Both start a save (SaveFlow) and return at once, the window working on while
    // the writer runs: true when it was started (saveFinished() tells how it ended),
    // false when it ended before the writer ran (cancelled, or another save runs).
    bool save();
    bool saveAs(const QString &path = {});
    // The writer is running (the document takes no edits).
    bool isSaving() const;
    // A save's conversation is going on: from save() to saveFinished().
    bool isSaveRunning() const;
    // How the last save ended: true when its files were written.
    bool lastSaveWritten() const { return m_lastSaveWritten; }
    // Offers back the unsaved edits the autosave journal kept when the editor
    // stopped without saving; true when one is being restored (it opens that file).
    bool offerRecovery();
    QString currentPath() const;

    // Where the sitemap is served, as the save dialog's base URL and the File menu's
    // "Sitemap URL" take it (DocumentSession::sitemapUrl). It stays with the
    // document until another one is opened, and is remembered for the file
    // (SitemapUrlMemory), like a base URL the file was saved with: the next time
    // the file is opened it is judged against it again. An empty URL forgets it.
    void setSitemapUrl(const QString &url);
    QString sitemapUrl() const;

    // Every status message goes through here: elided to the room the progress bar,
    // Cancel and the counts leave it (again whenever that changes), the whole text
    // and details (one per line) in the status bar's tooltip while it is shown.
    // timeout in ms, 0 until replaced.
    void showStatus(const QString &text, int timeout = 0, const QStringList &details = {});
    void clearStatus();
    // The whole text of the status message shown now (the status bar may show it
    // elided); empty when none.
    QString statusText() const { return m_statusText; }

    // For tests: answer the save dialogs without showing them.
    void setSaveFileNameProvider(std::function<QString()> provider)
    {
        m_saveFileNameProvider = std::move(provider);
    }
    // For tests: the folder an untitled set (a fetched index) is saved into.
    void setSaveFolderProvider(std::function<QString()> provider)
    {
        m_saveFolderProvider = std::move(provider);
    }
    // For tests: fill in the question about entries with errors instead of showing it
    // (SaveErrorsDialog::finish gives the outcome).
    void setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook);
    // For tests: answer File > Open's file dialog without showing it.
    void setOpenFileNameProvider(std::function<QString()> provider)
    {
        m_openFileNameProvider = std::move(provider);
    }
    // For tests: answer the save dialog instead of the user (true accepts it).
    void setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook);
    // For tests: answer File > Export Shown Rows' file dialog without showing it (an
    // empty name cancels); the provider sets the delimiter the file type chosen stands for.
    void setExportFileNameProvider(std::function<QString(QChar *delimiter)> provider)
    {
        m_exportFileNameProvider = std::move(provider);
    }

    // The open document's life: what the window shows and edits.
    DocumentSession *session() const { return m_session; }
    SitemapDocument *document() const { return m_doc; }
    Validator *validator() const { return m_validator; }
    SitemapTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QUndoStack *undoStack() const { return m_undo; }
    QLineEdit *filterEdit() const { return m_filter; }
    QCheckBox *problemsOnlyBox() const { return m_problemsOnly; }
    ProblemsDock *problemsDock() const { return m_problemsDock; }
    CompareDock *compareDock() const { return m_compareDock; }
    OverviewDock *overviewDock() const { return m_overviewDock; }
    // In the filter bar while a bar of the overview filters the table; a click ends it.
    QToolButton *overviewFilterButton() const { return m_overviewFilter; }
    EntryDetailsDock *detailsDock() const { return m_detailsDock; }
    OpenUrlController *openUrlController() const { return m_openUrl; }
    FilesPanel *filesPanel() const { return m_filesPanel; }
    // Tools ▸ Check URLs on the Web… and its fixes.
    WebAuditController *webAudit() const { return m_webAudit; }
    TableContextMenu *tableContextMenu() const { return m_contextMenu; }
    QLabel *countsLabel() const { return m_countsLabel; }
    EditJournal *journal() const;

    // The entries of the selected cells, in file and entry order.
    std::vector<std::pair<int, int>> selectedEntries() const;

    // Edit actions (also in the Edit menu).
    void addRow();
    void deleteSelectedRows();
    void duplicateSelectedRows();
    void pasteUrls(const QString &text);
    void setFieldOfSelection(Field field, const std::optional<QString> &value);
    void setLastModToday();
    // The rows the table shows (its filter, file and sort order) as CSV in path
    // (CsvExport); false, with the reason in *error, when it cannot be written.
    bool exportShownRows(const QString &path, QChar delimiter, QString *error = nullptr) const;
    void showProblem(int file, int entry, int field);

signals:
    void loadFinished(bool ok);
    // The writer has started on path; the document is read-only until it is done.
    void saveStarted(const QString &path);
    // A save's conversation has ended: written says whether its files were written.
    void saveFinished(bool written);

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createDocks();
    void fitColumns();
    // Unsorted: the rows in the order of the file (View > File Order).
    void showFileOrder();
    // Asks about unsaved changes: true to go on now. When the user chooses to save,
    // false, and then runs once the save has written the files.
    bool maybeSave(std::function<void()> then = {});
    void open();
    void finishLoading(const DocumentSession::LoadResult &result);
    bool saveTo(const QString &path, bool askOptions);
    // Where an untitled set goes: a folder, the index under its own name and each
    // file under its name next to it; empty when cancelled.
    QString askSetFolder();
    void saveEnded(const SaveFlow::Result &result);
    void commitOpenEditor();
    bool refuseEditWhileSaving();
    void updateTitle();
    void updateCounts();
    void fitStatus();
    int statusRoom() const;
    void updateActions();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void copySelection();
    void askLastMod();
    void askExportShownRows();
    void askSitemapUrl();
    int targetFileForNewRows(int *position) const;

    DocumentSession *m_session;
    // The session's, for short.
    SitemapDocument *m_doc;
    Validator *m_validator;
    QUndoStack *m_undo;
    SitemapTableModel *m_model;
    ProblemListModel *m_problems;
    ExternalChanges *m_externalChanges; // other programs' changes to the open files
    // A split save opens the set it wrote: what the save says is shown once it is open.
    QString m_savedStatus;
    QStringList m_savedNotes;
    QString m_savedBaseUrl;
    QTableView *m_table;
    QLineEdit *m_filter;
    QCheckBox *m_problemsOnly;
    ProblemsDock *m_problemsDock;
    CompareDock *m_compareDock = nullptr;
    WebAuditController *m_webAudit = nullptr;
    OverviewDock *m_overviewDock = nullptr;
    QToolButton *m_overviewFilter = nullptr;
    EntryDetailsDock *m_detailsDock = nullptr;
    OpenUrlController *m_openUrl = nullptr;
    FilesPanel *m_filesPanel;
    QLabel *m_countsLabel;
    QProgressBar *m_progress;
    QPushButton *m_cancelButton;
    QTimer *m_statusTimer;
    QString m_statusText;    // the message as given
    QString m_statusShown;   // as the status bar shows it, elided
    QString m_statusToolTip; // the whole text and its details
    QString m_draftVerdict;  // the verdict on a cell editor's text, while it is shown
    bool m_fittingStatus = false;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_editActions;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_sitemapUrlAction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_revertAction = nullptr;
    TableContextMenu *m_contextMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;

    bool m_autoFitColumns = true;
    // The user sized a column (now or in an earlier run): the widths stay for
    // every document until then.
    bool m_keepColumnWidths = false;
    bool m_fittingColumns = false;

    QTimer *m_progressTimer;
    int m_loadFileNumber = 1;
    bool m_closeAfterSave = false;
    bool m_lastSaveWritten = false;
    std::function<void()> m_afterSave; // what maybeSave() left for a save to finish
    std::unique_ptr<DialogSaveQuestions> m_saveQuestions;
    SaveFlow *m_saveFlow = nullptr;

    std::function<QString()> m_saveFileNameProvider;
    std::function<QString()> m_saveFolderProvider;
    std::function<QString()> m_openFileNameProvider;
    std::function<QString(QChar *)> m_exportFileNameProvider;
};
