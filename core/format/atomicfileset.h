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
// into place). A process killed mid-save leaves them behind: removeStale()
// tidies up after it on the next save into that folder.

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
    // Renames every file into place, in the commit order; on failure puts the old files back,
    // removes the new ones and returns the reason. Empty on success.
    QString commit();
    // Removes the temporary files (after a failure elsewhere).
    void discard();

    QStringList targets() const;

    // Removes what killed processes left of their sets in folder: the temporary
    // files and redundant backups (see StaleFiles) named after a target that
    // isTarget accepts (the name without the leading dot and the suffix), whose
    // process is no longer running. Files of a running process, other users'
    // processes included, and names that do not match exactly are never touched.
    static StaleFiles removeStale(const QString &folder,
                                  const std::function<bool(const QString &name)> &isTarget);

private:
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
    bool m_committed = false;
};
