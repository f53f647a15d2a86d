// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Notices when files the editor has open are changed on disk by another program:
// a fingerprint of each file (existence, size, modification time, inode, and a
// hash of its first and last 64 KiB) taken when it was opened or saved, compared
// with the file as it is now. A QFileSystemWatcher on the files and their folders
// says when to look (a file replaced by a rename is seen through its folder); the
// fingerprint says whether anything changed. Files and folders whose names Qt
// cannot take (a Latin-1 caf\xe9.xml) are watched through FileAccess::QtPath.

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QStringList>

#include <map>
#include <memory>

namespace FileAccess {
class QtPath;
}

class QFileSystemWatcher;
class QTimer;

struct DiskFingerprint
{
    bool exists = false;
    qint64 size = 0;
    qint64 modified = 0; // nanoseconds since the epoch
    quint64 device = 0;
    quint64 inode = 0;
    QByteArray hash; // of the first and last 64 KiB

    static DiskFingerprint of(const QString &path);
    bool operator==(const DiskFingerprint &other) const = default;
};

class DiskChangeWatch : public QObject
{
    Q_OBJECT

public:
    explicit DiskChangeWatch(QObject *parent = nullptr);
    ~DiskChangeWatch() override;

    // Takes the fingerprints of paths (absolute) as they are now, the ones to
    // compare with from here on; forgets the files watched before. Fingerprints
    // taken before (a load's, on its thread, right after the read) are used as given.
    void watch(const QStringList &paths, const QHash<QString, DiskFingerprint> &taken = {});
    // The fingerprints of paths as watch() would take them, for another thread.
    static QHash<QString, DiskFingerprint> fingerprints(const QStringList &paths);
    void clear();
    QStringList watched() const { return m_prints.keys(); }
    // The watched files that differ from their fingerprints now.
    QStringList changedFiles() const;

signals:
    // Some watched files differ from their fingerprints (told once per change).
    void changedOnDisk(const QStringList &paths);

private:
    void look();
    // Watches path, a file or folder, by a name Qt's watcher can take.
    void addWatch(const QString &path);

    QFileSystemWatcher *m_watcher;
    QTimer *m_settle; // a change is looked at once the writing program has had a moment
    QHash<QString, DiskFingerprint> m_prints;
    QStringList m_told; // changed files already told about
    // The descriptors that stand for the watched names Qt cannot take, by name.
    std::map<QString, std::unique_ptr<FileAccess::QtPath>> m_held;
};
