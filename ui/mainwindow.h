// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor's window: it builds and wires the parts and holds what they share.
// The document it shows lives in a DocumentSession (the document, its validator,
// undo stack and journal, loading and saving); the parts of the window:
//   - EntryTable: the table of entries (the filter bar above it is the window's);
//   - TableScope: what of a set the table shows (Files panel, File column) and the
//     way to one entry;
//   - FileController: new, open, save, revert, close and the questions they ask;
//   - RowEdits and ShownRowsExport: the Edit menu's work on rows, the CSV export;
//   - WindowActions: the menus, their actions and the toolbar;
//   - EditorStatusBar: messages, counts and progress; and the docks.
// The functions below are the window's face for the parts that reach it
// (dialogs, docks, controllers) and for tests; most hand the call on.

#include "documentedit.h"
#include "documentsession.h"

#include <QMainWindow>

#include <functional>
#include <utility>
#include <vector>

class EditJournal;
class EditorStatusBar;
class EntryTable;
class CompareDock;
class FileController;
class OverviewDock;
class EntryDetailsDock;
class OpenUrlController;
class FilesPanel;
class ProblemListModel;
class ProblemsDock;
class RobotsHintBar;
class RowEdits;
class ShownRowsExport;
class TableScope;
class WebAuditController;
class SaveErrorsDialog;
class SaveOptionsDialog;
class SitemapDocument;
class SitemapTableModel;
class TableContextMenu;
class Validator;
class WindowActions;
class QCheckBox;
class QLabel;
class QLineEdit;
class QTableView;
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
    // Whether a file of Export Shown Rows as CSV is being written.
    bool isExportRunning() const;
    // Whether Copy is making the text of many rows.
    bool isCopyRunning() const;
    // Whether a field set on many rows is being worked out (its undo step to come).
    bool isEditPending() const;
    // How the last save ended: true when its files were written.
    bool lastSaveWritten() const;
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

    // Every status message goes through here (EditorStatusBar): elided to the room
    // the progress bar, Cancel and the counts leave it, the whole text and details
    // (one per line) in the status bar's tooltip while it is shown.
    // timeout in ms, 0 until replaced.
    void showStatus(const QString &text, int timeout = 0, const QStringList &details = {});
    void clearStatus();
    // The whole text of the status message shown now (the status bar may show it
    // elided); empty when none.
    QString statusText() const;

    // For tests: answer the save dialogs without showing them.
    void setSaveFileNameProvider(std::function<QString()> provider);
    // For tests: the folder an untitled set (a fetched index) is saved into.
    void setSaveFolderProvider(std::function<QString()> provider);
    // For tests: fill in the question about entries with errors instead of showing it
    // (SaveErrorsDialog::finish gives the outcome).
    void setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook);
    // For tests: answer File > Open's file dialog without showing it.
    void setOpenFileNameProvider(std::function<QString()> provider);
    // For tests: answer the save dialog instead of the user (true accepts it).
    void setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook);
    // For tests: answer File > Export Shown Rows' file dialog without showing it (an
    // empty name cancels); the provider sets the delimiter the file type chosen stands for.
    void setExportFileNameProvider(std::function<QString(QChar *delimiter)> provider);

    // The open document's life: what the window shows and edits.
    DocumentSession *session() const { return m_session; }
    SitemapDocument *document() const { return m_doc; }
    Validator *validator() const { return m_validator; }
    SitemapTableModel *model() const { return m_model; }
    QTableView *table() const;
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
    QLabel *countsLabel() const;
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
    void showProblem(int file, int entry, int field);

signals:
    void loadFinished(bool ok);
    // The writer has started on path; the document is read-only until it is done.
    void saveStarted(const QString &path);
    // A save's conversation has ended: written says whether its files were written.
    void saveFinished(bool written);

protected:
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *createCentralWidget();
    void createDocks();
    void updateTitle();
    void updateActions();

    DocumentSession *m_session;
    // The session's, for short.
    SitemapDocument *m_doc;
    Validator *m_validator;
    QUndoStack *m_undo;
    SitemapTableModel *m_model;
    ProblemListModel *m_problems;
    EntryTable *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_problemsOnly = nullptr;
    QToolButton *m_overviewFilter = nullptr;
    RobotsHintBar *m_robotsHint = nullptr;
    EditorStatusBar *m_statusBar = nullptr;
    ProblemsDock *m_problemsDock = nullptr;
    FilesPanel *m_filesPanel = nullptr;
    CompareDock *m_compareDock = nullptr;
    OverviewDock *m_overviewDock = nullptr;
    EntryDetailsDock *m_detailsDock = nullptr;
    TableScope *m_scope = nullptr;
    FileController *m_files = nullptr;
    RowEdits *m_edits = nullptr;
    ShownRowsExport *m_shownRowsExport = nullptr;
    OpenUrlController *m_openUrl = nullptr;
    WebAuditController *m_webAudit = nullptr;
    WindowActions *m_actions = nullptr;
    TableContextMenu *m_contextMenu = nullptr;
};
