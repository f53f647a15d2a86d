// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Keeps a recovery copy of unsaved edits, so that a crash or a kill of the editor
// costs no work: the DocumentEdits applied since the last save are written, now
// and then and atomically, to a journal under
// QStandardPaths::AppLocalDataLocation/autosave/, one journal per document keyed
// by the path of its main file. On the next start pendingRecoveries() lists what
// can be offered back, and recover() re-applies a journal to a freshly loaded
// document, refusing when a file on disk changed since the journal began
// (size, modification time and SHA-256 of every file of the document).
//
// Use from the main window:
//   - after a document is loaded (or saved: markSaved), begin(doc);
//   - for every edit the document applies, record(edit); for an undo,
//     record(edit.inverse()), or record(edit, true) when the document applied
//     the edit backwards as it is (SitemapDocument::applyInverse()) - the journal
//     is the edits in the order they were applied, so replaying it in order gives
//     the same values;
//   - on a clean save, markSaved(doc); when the document is back at its saved
//     state (an undo to it), discard(); when the document is left (closed, or
//     replaced by another one or by a new untitled one), retire();
//   - at start-up, for each of pendingRecoveries(), ask the user; on yes, load
//     the file into a document and recover(path, doc); on no, remove(path).
// Journals are written at most every interval() ms after a change, on a thread
// of their own (a journal of a Replace All over a million URLs is a hundred MB
// and more); flush() writes at once. The writes go through QSaveFile, so a
// journal is always either the old one or the new one, never half of each.
// Qt Core only. A document without a path (never saved) is not journalled.

#include "backgroundwork.h"
#include "documentedit.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

class SitemapDocument;

class EditJournal : public QObject
{
    Q_OBJECT

public:
    // Journals in QStandardPaths::AppLocalDataLocation/autosave.
    explicit EditJournal(QObject *parent = nullptr);
    // Journals in directory (tests, or a custom location).
    explicit EditJournal(const QString &directory, QObject *parent = nullptr);
    // Writes what is pending: the journal survives this object (a crash would not
    // run this either, which is why writes also happen on the timer).
    ~EditJournal() override;

    QString directory() const { return m_directory; }
    // Milliseconds between a change and the write of the journal (default 2000).
    int interval() const { return m_timer.interval(); }
    void setInterval(int msec) { m_timer.setInterval(msec); }

    // --- the document being edited ---------------------------------------------
    // Starts an empty journal for doc: records the fingerprint of each of its files
    // on disk. Returns false (and sets errorString) when doc has no path or a file
    // cannot be read. Any earlier journal of this store is dropped from memory,
    // not from disk: call discard() or markSaved() for that.
    bool begin(const SitemapDocument &doc);
    // Appends an edit that the document applied; the journal is written within
    // interval() ms. Ignored before begin(). Taken by value: the edit of a Replace
    // All holds megabytes of entry numbers, and a caller with an edit of its own
    // moves it in instead of having it copied.
    void record(DocumentEdit edit);
    // The same, kept as shared (an undo step keeps it too; it is never changed);
    // inverse: the document applied it backwards, and it is written as its inverse
    // (made on the journal's thread, not the window's).
    void record(std::shared_ptr<const DocumentEdit> edit, bool inverse = false);
    // Writes the journal now (when there are edits), after a write under way on its
    // thread; false on an I/O error.
    bool flush();
    // A write on the journal's thread is under way.
    bool isWriting() const { return m_writing.isRunning(); }
    // While the document's files are being saved the journal is not written (a write
    // under way is given up, and the journal on disk stays as it was): a save that
    // succeeds makes the write moot (markSaved()), and it would take the save's
    // cores. Released, the journal is written within interval() ms when it has edits
    // to write.
    void holdWrites(bool held);
    // The document was saved: its journal is removed and a new one begins,
    // fingerprinting the files as saved.
    bool markSaved(const SitemapDocument &doc);
    // The document is back at the state of its files (an undo to the saved state):
    // the journal is removed and journalling goes on from there.
    void discard();
    // The document is left (closed, or replaced by another or a new one): its
    // journal is removed and nothing is recorded until the next begin(). A record
    // belongs to one document; a new document is never the file it started from.
    void retire();
    // The path whose edits are being journalled; empty before begin().
    QString currentPath() const { return m_path; }
    int pendingEditCount() const { return int(m_edits.size()); }
    QString errorString() const { return m_error; }

    // --- recovery -----------------------------------------------------------------
    struct Recovery
    {
        QString path;         // the document's main file
        QDateTime written;    // when the journal was last written
        int editCount = 0;    // edits it holds
        bool changed = false; // a file's size or modification time differs now (recover refuses)
    };
    // The journals in directory() that can be offered back, oldest first.
    // Unreadable or corrupt journals are left out.
    QList<Recovery> pendingRecoveries() const;

    enum class RecoverResult
    {
        Recovered,
        NoJournal,    // nothing recorded for this path
        FileChanged,  // a file on disk is not the one the edits were made to
        Corrupt,      // the journal cannot be read
        DoesNotApply, // an edit names an entry doc does not have; doc is unchanged
    };
    // Re-applies the journal for path to doc, freshly loaded from path, and starts
    // journalling doc (with the recovered edits). doc is changed only on Recovered.
    RecoverResult recover(const QString &path, SitemapDocument &doc, QString *message = nullptr);
    // Removes the journal for path (the user declined the recovery).
    bool remove(const QString &path);

    // The journal file for a document path (absolute path; exists or not).
    QString journalPath(const QString &documentPath) const;

signals:
    // A write failed (disk full, folder not writable); the UI may say so once.
    void writeFailed(const QString &message);

private:
    struct Fingerprint
    {
        QString path;
        qint64 size = -1;
        qint64 mtimeMs = 0;
        QByteArray sha256;
    };

    // What a write of the journal needs, taken on the editor's thread: the
    // edits are shared, not copied.
    // An edit recorded, and whether it is to be written as its inverse.
    struct Recorded
    {
        std::shared_ptr<const DocumentEdit> edit;
        bool inverse = false;
    };
    struct Snapshot
    {
        QString directory;
        QString file;
        QString path;
        std::vector<Fingerprint> files;
        std::vector<Recorded> edits;
    };
    Snapshot snapshot() const;
    // What a write on the journal's thread and the window's thread share: whether the
    // write was given up, and the lock under which it commits or not.
    struct WriteGate
    {
        std::atomic<bool> givenUp{false};
        std::mutex commit;
    };
    // Writes a journal; the error, or empty. With a gate, it stops without a trace
    // (nothing committed) once the gate is given up, and commits only under its lock
    // while it is not.
    // The SHA-256 of each file is taken here when the journal does not hold it yet.
    static QString write(Snapshot &journal, WriteGate *gate = nullptr);
    // Takes the SHA-256 of every file that has none yet (false: given up meanwhile).
    static bool completeFingerprints(std::vector<Fingerprint> &files,
                                     const std::atomic<bool> *cancel);
    // Keeps what a write took of the files, where they are still the journal's.
    void keepFingerprints(const std::vector<Fingerprint> &taken);
    void writeInBackground();
    // Gives a write under way up without waiting for it: it stops at its next check
    // and commits nothing (a commit of hundreds of MB cannot stop half way, and the
    // window would wait for it). The journal's next write starts once it is through.
    void giveUpWriting();
    // The same, then waits for the write's thread.
    void stopWriting();
    // Removes the journals a crash left while they were being removed.
    void removeLeftAside() const;
    static bool fingerprint(const QString &path, Fingerprint &out);
    bool fingerprintAll(const SitemapDocument &doc, std::vector<Fingerprint> &out);

    QString m_directory;
    QString m_path;
    std::vector<Fingerprint> m_files;
    std::vector<Recorded> m_edits;
    bool m_dirty = false;
    bool m_held = false;    // holdWrites()
    quint64 m_recorded = 0; // edits recorded so far, to tell whether a write holds them all
    BackgroundWork m_writing;
    std::shared_ptr<WriteGate> m_gate; // of the write under way
    QTimer m_timer;
    QString m_error;
};
