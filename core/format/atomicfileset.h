// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes a set of files so that either all of them replace their old versions
// or none does: each file is written under a temporary name next to its target,
// and only when every one is complete are they renamed into place, with the old
// versions kept aside until the last rename succeeded (and put back if one fails).
// File access goes through hooks so that tests can inject failing devices and
// failing renames.
//
// The names next to a target are .NAME.tmp-PID-COUNTER-RANDOM (a file being
// written) and .NAME.bak-PID-COUNTER-RANDOM (the old NAME while the set is moved
// into place); a NAME too long for that is shortened, its extension kept. A
// process killed while writing leaves them behind: removeStale() tidies up after
// it on the next save into that folder.
//
// Before the first rename, commit() writes a journal, .sitemap-editor.commit, in
// the folder of the first target, naming every file of the set; it is removed
// when the last rename and the clean-up are done. A process killed in between
// leaves it: recover() completes that commit (every new file was complete and on
// disk before the journal was written), so the folder holds the whole new set.
// The files of the old set that the new one does not use (removeWithCommit) are
// named in the journal too and removed once every new file is in place, so a set
// never lists a file that is gone and no old part outlives its index, whether the
// commit ends normally or is completed by recover().
// The writer calls it before each save into the folder and the loader before
// each open.

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

// Called from the writer's threads: whatever they capture must be thread-safe.
struct FileSystemHooks
{
    // Opens path for writing (truncating); null or a closed device on failure,
    // with *error set. Default: a QFile.
    std::function<std::unique_ptr<QIODevice>(const QString &path, QString *error)> open;
    // Renames from to to, replacing to when it exists. Default: rename(2).
    std::function<bool(const QString &from, const QString &to, QString *error)> rename;

    static std::unique_ptr<QIODevice> openFile(const QString &path, QString *error);
    static bool renameFile(const QString &from, const QString &to, QString *error);
};

// What removeStale() found in a folder.
struct StaleFiles
{
    // Temporary files and backups of processes that are gone, removed because they
    // held nothing that is not on disk under the real name.
    QStringList removed;
    // Left where they are: a backup whose file was replaced (or removed) since may be
    // the only copy of the old version, and the temporary files of a set that was
    // already being moved into place may be the only copy of the new ones.
    QStringList kept;
};

class AtomicFileSet
{
public:
    explicit AtomicFileSet(FileSystemHooks hooks = {});
    ~AtomicFileSet(); // discards whatever was not committed
    AtomicFileSet(const AtomicFileSet &) = delete;
    AtomicFileSet &operator=(const AtomicFileSet &) = delete;

    // Opens a new temporary file next to target (same folder, so the rename is
    // atomic); returns it and registers the pair. Thread-safe.
    std::unique_ptr<QIODevice> create(const QString &target, QString *error);
    // Called after the device was written and closed without error. Thread-safe.
    void finished(const QString &target);
    // Moves a finished file to a new target name (a split is only known late).
    void retarget(const QString &oldTarget, const QString &newTarget);

    // The order the files go into place (targets; others after them). Files are
    // written in parallel, so the writer says which come first: the index last.
    void setCommitOrder(const QStringList &targets);
    // Files of the old set that the new set does not use, removed by commit() after
    // the last rename, in this order (an index before the files it names). Only the
    // caller knows which files the old set named: nothing else is ever removed.
    void removeWithCommit(const QStringList &paths);
    // After commit(): the files it removed, and those it could not remove (with the
    // reason), of removeWithCommit's.
    QStringList removed() const;
    QStringList notRemoved() const;
    // Renames every file into place, in the commit order; on failure puts the old files back,
    // removes the new ones and returns the reason. Empty on success. *restored says
    // whether the folder is as it was before (false when an old file could not be
    // put back, the reason names where it is kept). A target that exists read-only
    // is refused before anything is renamed; a replaced file keeps its permissions
    // and, where the system allows, its owner and group.
    QString commit(bool *restored = nullptr);
    // Removes the temporary files (after a failure elsewhere).
    void discard();

    QStringList targets() const;

    // Removes what killed processes left of their sets in folder: the temporary
    // files and redundant backups (see StaleFiles) named after a target that
    // isTarget accepts (the name without the leading dot and the suffix), whose
    // process is no longer running. Files of a running process, other users'
    // processes included, and names that do not match exactly are never touched.
    // Paths in keep (absolute) are never removed, whatever their name.
    static StaleFiles removeStale(const QString &folder,
                                  const std::function<bool(const QString &name)> &isTarget,
                                  const QStringList &keep = {});

    // Completes a commit that a killed process left in folder (see above): lines
    // saying what was done, empty when there was nothing to do. A journal of a
    // process that still runs is left alone.
    static QStringList recover(const QString &folder);
    // The journal's file name.
    static QString journalName();

private:
    QString writeJournal(const QString &folder, const std::vector<QString> &backups);
    struct Item
    {
        QString target;
        QString temp;
        bool complete = false;
    };
    bool doRename(const QString &from, const QString &to, QString *error);

    FileSystemHooks m_hooks;
    mutable std::mutex m_mutex;
    std::vector<Item> m_items;
    QStringList m_obsolete;
    QStringList m_removed;
    QStringList m_notRemoved;
    bool m_committed = false;
};

// An exclusive lock on a folder's set, held while a save reads the old set and
// replaces it: two saves into one folder, from any processes, take turns. It is a
// flock(2) on the folder itself, so nothing is left in the folder.
class FolderLock
{
public:
    FolderLock() = default;
    ~FolderLock();
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;

    // Waits up to waitMs for the lock; false with *error set when another save
    // still holds it then. A folder that cannot be opened (the save then fails
    // with its own reason) or a file system without locks is not locked.
    bool lock(const QString &folder, int waitMs, QString *error);

private:
    int m_fd = -1;
};
