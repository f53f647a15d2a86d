// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The life of the open document, apart from the window that shows it: the
// document and its validator, the undo stack every edit goes through, the
// journal of unsaved edits (EditJournal), where the document is on disk and
// where it is served (the writer's options), and the threads that load and save
// it, and the watch on its files for changes other programs make. It shows
// nothing and asks nothing: the window asks the user and passes the
// answers in; what happened comes back as return values and signals.
//
// A save runs the writer on a thread of its own while the caller's event loop
// goes on (a job: startWrite() returns at once, writeFinished() comes when it is
// done); the document is read-only until then (the writer reads it):
// every edit, load and change of the sitemap URL is refused meanwhile, and
// editRefused() says so.
//
// Qt Core and Qt Gui (QUndoStack lives in Qt Gui); no widgets.

#include "backgroundwork.h"
#include "diskchangewatch.h"
#include "documentedit.h"
#include "documentloader.h"
#include "sitemapfile.h"
#include "sitemapwriter.h"
#include "validator.h"

#include <QObject>
#include <QString>

#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <set>
#include <utility>
#include <vector>

class EditJournal;
class DocumentEditCommand;
class SitemapDocument;
class WorkProgress;
class QThread;
class QUndoCommand;
class QUndoStack;

class DocumentSession : public QObject
{
    Q_OBJECT

public:
    // The journal is kept in EditJournal's default folder, or in journalFolder.
    explicit DocumentSession(QObject *parent = nullptr);
    explicit DocumentSession(const QString &journalFolder, QObject *parent = nullptr);
    // Waits for a save that is running and cancels a load.
    ~DocumentSession() override;

    SitemapDocument *document() const { return m_doc; }
    Validator *validator() const { return m_validator; }
    QUndoStack *undoStack() const { return m_undo; }
    EditJournal *journal() const { return m_journal; }

    // --- where the document is ---------------------------------------------------
    // The main file on disk; empty for an untitled document.
    QString path() const { return m_path; }
    // What the title calls it: the file name, or the name given to an untitled one.
    QString displayName() const { return m_displayName; }
    // Not as on disk (or as last saved): the undo stack is not at its clean state.
    bool isModified() const;
    // The writer's options of the last save (or of the file as read: its gzip form
    // and its sitemap URL as base URL), and whether the user confirmed them in the
    // save dialog since the document was opened.
    const WriteOptions &writeOptions() const { return m_writeOptions; }
    bool optionsConfirmed() const { return m_optionsConfirmed; }

    // Where the sitemap is served (PROTOCOL.md section 6, --base-url): a URL ending
    // in '/' is the folder of the main file, any other the main file's own URL. The
    // document's files get their own URLs from it (an index's children: its folder
    // plus their file names), so loc-host-mismatch and loc-outside-path judge
    // against it. Empty: unknown.
    QString sitemapUrl() const { return m_writeOptions.baseUrl; }
    // Sets the sitemap URL and remembers it for the file (SitemapUrlMemory) so it
    // is judged against it when opened again; an empty URL forgets it. False,
    // with editRefused(), while saving.
    bool setSitemapUrl(const QString &url);
    // What setSitemapUrl takes: an absolute http or https URL, or nothing (unknown).
    static bool isSitemapUrl(const QString &url);
    // Sets it for this session only, the main file named mainFileName (the save
    // dialog's base URL for the file about to be written).
    void applySitemapUrl(const QString &url, const QString &mainFileName);
    // The base URL chosen for a save to target: judged against from now on, and
    // remembered for the file when target is the document's own file.
    void setSaveBaseUrl(const QString &url, const QString &target);

    // --- other programs' changes --------------------------------------------------
    // The document's files on disk are watched from the time they were opened or
    // saved here (DiskChangeWatch). Those that differ now, when target is the
    // main file (a save over it would replace another program's changes); empty
    // otherwise.
    QStringList filesChangedOnDisk(const QString &target) const;

    // --- replacing the document --------------------------------------------------
    // Each of these leaves the document shown until now (its journal with it) and
    // starts a new one with no undo history, as saved, with default options. False,
    // with editRefused(), while saving.
    // An untitled document of one empty <urlset>, called displayName.
    bool newDocument(const QString &displayName);
    // content (read from memory: the bundled example) as an untitled document.
    bool takeUntitled(SitemapDocument &content, const QString &displayName);
    // A document fetched from a URL: untitled, its own URL known (the sitemap URL),
    // saved in the form it was fetched in (gzip or not).
    bool takeFetched(SitemapDocument &content, const QString &displayName);
    // The document is closed, saved or thrown away: nothing is left to recover
    // next time (the journal is retired).
    void close();

    // --- loading -----------------------------------------------------------------
    struct LoadResult
    {
        enum class Outcome
        {
            Opened,
            Cancelled,
            Unreadable, // nothing could be read: reason says why
        };
        Outcome outcome = Outcome::Opened;
        QString path;          // absolute
        QString reason;        // Unreadable: the reader's words
        QString rememberedUrl; // the sitemap URL the user gave the file last time
        // The journal asked for (recoverOnLoad) could not be re-applied: the
        // document is as on disk, and recoveryMessage says why.
        bool recoveryFailed = false;
        QString recoveryMessage;
    };
    bool isLoading() const { return m_loadThread != nullptr; }
    // Reads path on a thread of its own; its content replaces the document in one
    // step when it is done, and loadFinished() tells the outcome. False (nothing
    // started) while loading or saving. The caller asks about unsaved changes first.
    bool startLoad(const QString &path);
    // The load of path that comes next re-applies the unsaved edits the journal
    // kept for it (EditJournal::recover); empty: none.
    void setRecoverOnLoad(const QString &path) { m_recoverPath = path; }
    // Stops a load and waits for its thread; loadFinished(Cancelled) comes before
    // this returns.
    void cancelLoading();
    // How far the reader is: the main file, then the files of an index; then, in
    // the phase that judges the set, the entries judged of all.
    std::pair<qint64, qint64> loadProgress() const
    {
        return {m_loadDone.load(), m_loadTotal.load()};
    }
    // Whether the load is judging the set it has read (the last phase of a load).
    bool loadIsJudging() const { return m_loadJudging.load(); }

    // --- saving ------------------------------------------------------------------
    bool isSaving() const { return m_saveThread != nullptr; }
    // Neither a save nor a plan holds the document (holdForPlan()): an edit lands.
    bool takesEdits() const { return !isSaving() && m_planHolds == 0; }
    // Starts the writer on path with options on a thread of its own and returns at
    // once; writeFinished() brings its report when it is done. The document is
    // read-only meanwhile (readOnlyChanged). False (nothing started) while loading
    // or saving. SaveFlow holds the conversation around it.
    bool startWrite(const QString &path, const WriteOptions &options);
    // What the writer would do with options (SitemapWriter::plan), nothing written.
    // It may run on another thread while the document is held (holdForPlan()).
    SaveReport plan(const QString &path, const WriteOptions &options) const;
    // While held, the document takes no edits, loads or URLs, as while the writer runs:
    // a plan may be read from it on another thread (the save options dialog's preview).
    // Holds nest. A hold first has the validator judge what it still had to
    // (Validator::finishJudging()), so the plan's verdicts are every edit's.
    void holdForPlan(bool held);
    std::pair<qint64, qint64> saveProgress() const
    {
        return {m_saveDone.load(), m_saveTotal.load()};
    }

    struct Saved
    {
        QString path; // the main file as written: the one to open again
        // The table shows the values as written: one undo step made them so.
        bool changedBySave = false;
        // The files written are the document's files one for one; false for a
        // split (an index and its parts), after which the document stands for
        // nothing on disk and should be opened from path.
        bool oneForOne = true;
    };
    // After write() reported Written or Planned: the options become the
    // document's, its files take the paths and facts of what was written (and the
    // edits that make their entries what was written, as one undo step), it is
    // clean, the journal starts again from the files on disk, and the sitemap URL
    // is remembered for the file written.
    Saved adoptSave(const SaveReport &report, const QString &path, const WriteOptions &options);

    // --- editing -----------------------------------------------------------------
    // The guard of every change: while saving, emits editRefused() and returns true.
    bool refuseWhileSaving();
    // One undo step named text (the edit's own description when empty).
    void push(DocumentEdit edit, const QString &text = {});
    // Edits as one undo step named text; a single edit goes alone under its own
    // name; none, nothing (an empty step would still mark the document modified).
    void submit(const QString &text, std::vector<DocumentEdit> edits);
    // Edits as one undo step named text, even a single one.
    void submitNamed(const QString &text, std::vector<DocumentEdit> edits);

    // Bulk edits on entries (file, entry), sorted and without repeats, as
    // selections give them. Each is one undo step; return the number of entries
    // changed.
    // Sets field (nullopt: removes it); one edit value per file.
    int setField(const std::vector<std::pair<int, int>> &entries, Field field,
                 const std::optional<QString> &value);
    // setField() of many rows, its edit worked out on a thread while the window goes
    // on; the undo step comes once it is there. Meanwhile the document is held for
    // reading (a change waits for the edit to be worked out), and every change that
    // comes through the session (refuseWhileSaving()), a save and a load push the
    // pending step first (settlePendingEdit()), so that it comes before them as it
    // was asked for before them. What changes the document otherwise drops the
    // pending step (pendingEditDropped()).
    void startSetField(std::vector<std::pair<int, int>> entries, Field field,
                       std::optional<QString> value);
    bool isEditPending() const { return m_pendingEdit.isRunning(); }
    // Pushes the pending step now, once worked out; nothing when none is.
    void settlePendingEdit() { m_pendingEdit.finish(); }
    // The edits of setField(), one per file that changes; the document is only read.
    std::vector<DocumentEdit> setFieldEdits(const std::vector<std::pair<int, int>> &entries,
                                            Field field, const std::optional<QString> &value) const;
    int removeEntries(const std::vector<std::pair<int, int>> &entries);
    // Each copy right after its original.
    int duplicateEntries(const std::vector<std::pair<int, int>> &entries);
    // Rows as a clipboard gives them: one URL a line, or the values as Copy gives
    // them (loc, lastmod, changefreq, priority separated by tabs; more columns, as
    // a spreadsheet adds, are ignored). Blank lines are skipped.
    static std::vector<EntryData> parseRows(const QString &text);
    // The entries as Copy gives them, in the form parseRows reads: a line each,
    // the URL alone (locsOnly: a list to paste anywhere) or the four values
    // separated by tabs, their XML whitespace trimmed and tabs and line breaks
    // inside a value made spaces; UTF-8, as the pool holds it. With progress: two
    // units a row, and nothing once it is cancelled.
    QByteArray rowsAsText(const std::vector<std::pair<int, int>> &entries, bool locsOnly,
                          WorkProgress *progress = nullptr) const;
    // Inserts pasted rows before position of file as one undo step ("Paste 3 rows").
    void pasteRows(int file, int position, std::vector<EntryData> rows);
    // The URL a new row before position of file starts with: the site of the row
    // before it, since most new URLs share it; empty when there is none.
    QString suggestedLoc(int file, int position) const;

signals:
    // The path or the display name changed.
    void pathChanged();
    // The document's content is about to be replaced (new, opened, fetched): views
    // drop their sorting first, so the new rows come in the file's order.
    void aboutToReplaceContent();
    void loadFinished(const DocumentSession::LoadResult &result);
    // The writer has started on path.
    void saveStarted(const QString &path);
    // The writer started by startWrite() is done: the document is editable again.
    void writeFinished(const SaveReport &report);
    // True from the start of a save until its report is back.
    void readOnlyChanged(bool readOnly);
    // A change was refused because the document is being saved.
    void editRefused();
    // A step of startSetField() is pending (true) or pushed or dropped (false).
    void pendingEditChanged(bool pending);
    // The document changed before the pending step of count rows was pushed: it was
    // dropped, as it was worked out on the document before.
    void pendingEditDropped(int count);
    // Another program changed some of the document's files (told once per change;
    // a change seen during a save is looked at again after it, since it may be the
    // save's own).
    void changedOnDisk(const QStringList &paths);

private:
    void init();
    void finishLoading();
    // Leaves the document shown until now and takes content, untitled or at path.
    void replaceContent(SitemapDocument &content, const QString &path, const QString &displayName);
    void setPath(const QString &path, const QString &displayName = {});
    void clearHistory();
    bool adoptWrittenFiles(const SaveReport &report, std::vector<DocumentEdit> *toSavedForm);
    // The save wrote the set in another shape (split into parts, an index for one
    // file, fewer parts): the document takes the files written at mainPath in one
    // undoable step. False, changing nothing, when they cannot be read back whole.
    bool adoptReshapedSet(const QString &mainPath);
    // Files adopted by adoptWrittenFiles() while the document held entries the save
    // left out: file, written path and the facts read from it, adopted again once
    // the edits to the saved form are applied. Filled and emptied within one save's end.
    struct PendingLayout
    {
        int file;
        QString path;
        SitemapFile facts;
        std::optional<std::vector<EntryPlace>> places;
    };
    std::vector<PendingLayout> m_layoutsAfterSave;
    std::vector<int> m_adoptedExactly; // files whose written entries match the document's
    DocumentEditCommand *makeCommand(DocumentEdit edit, QUndoCommand *parent = nullptr);
    // The undo step of setField()'s edits; the number of entries changed.
    int submitSetField(Field field, std::vector<DocumentEdit> built);
    // The document at mainPath was opened or saved: these are its files on disk now.
    // The main file and files, the paths a watch on a set takes.
    static QStringList watchedPaths(const QString &mainPath, const QStringList &files);
    void watchFiles(const QString &mainPath, const QStringList &files,
                    const QHash<QString, DiskFingerprint> &taken = {});
    void diskChanged(const QStringList &paths);

    SitemapDocument *m_doc = nullptr;
    Validator *m_validator = nullptr;
    QUndoStack *m_undo = nullptr;
    EditJournal *m_journal = nullptr;
    DiskChangeWatch *m_watch = nullptr;
    QString m_watchedMain; // the main file of the files watched; empty: none

    QString m_path;
    QString m_displayName;
    WriteOptions m_writeOptions;
    bool m_optionsConfirmed = false;
    // Set while a save's own edit is pushed: the journal begins anew after it.
    bool m_journalPaused = false;
    // The set a save wrote in another shape, read back by its thread.
    std::unique_ptr<SitemapDocument> m_readBack;
    // The files a save wrote one for one as its thread took them in, for
    // adoptWrittenFiles(): read back (an empty document for a file it left as it
    // was), or, for a copy of a file's own bytes, what the copy recorded of it
    // (WrittenFacts::fromCopy()).
    struct Reread
    {
        std::unique_ptr<SitemapDocument> doc;
        std::optional<SitemapFile> positions;
        std::vector<EntryPlace> places; // with positions
    };
    std::vector<Reread> m_rereads;
    // For each of them, the edits to its saved form, worked out by the save's thread
    // too (SavedForm::editsToSavedForm()); they hold while the document has not
    // changed since the save began (m_changes == m_savedFormAt).
    std::vector<std::optional<std::vector<DocumentEdit>>> m_savedForm;
    quint64 m_savedFormAt = 0;
    quint64 m_changes = 0; // changes of the document (aboutToChange)
    QString m_recoverPath; // the file whose journal is re-applied once it has loaded

    QThread *m_loadThread = nullptr;
    std::unique_ptr<SitemapDocument> m_loadDoc;
    QString m_loadPath;
    ReadStatus m_loadStatus = ReadStatus::Ok;
    QString m_loadRememberedUrl;                         // set by the loading thread
    std::unique_ptr<Validator::Prepared> m_loadVerdicts; // set by the loading thread
    // The files' fingerprints as read, set by the loading thread: taken on the window's
    // thread, the 75 files of a large set were 45 ms of its longest stall.
    QHash<QString, DiskFingerprint> m_loadPrints;
    std::atomic<bool> m_cancelLoad{false};
    std::atomic<bool> m_loadJudging{false};
    std::atomic<qint64> m_loadDone{0};
    std::atomic<qint64> m_loadTotal{0};

    QThread *m_saveThread = nullptr; // the writer's, from startWrite() to writeFinished()
    int m_planHolds = 0;             // holdForPlan()
    BackgroundWork m_pendingEdit;    // startSetField()'s edit being worked out
    std::atomic<qint64> m_saveDone{0};
    std::atomic<qint64> m_saveTotal{0};
};

Q_DECLARE_METATYPE(DocumentSession::LoadResult)
Q_DECLARE_METATYPE(SaveReport)
