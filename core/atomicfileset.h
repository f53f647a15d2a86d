#pragma once

// Writes a set of files so that either all of them replace their old versions
// or none does: each file is written under a temporary name next to its target,
// and only when every one is complete are they renamed into place, with the old
// versions kept aside until the last rename succeeded (and put back if one fails).
// File access goes through hooks so that tests can inject failing devices and
// failing renames.

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
