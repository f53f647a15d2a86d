// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskchangewatch.h"

#include "fileaccess.h"
#include "sha256.h"

#include <QFile>
#include <QFileSystemWatcher>
#include <QSet>
#include <QTimer>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

DiskFingerprint DiskFingerprint::of(const QString &path)
{
    DiskFingerprint print;
    struct stat st = {};
    const QByteArray name = FileAccess::encodeName(path); // a Latin-1 name too
    if (::stat(name.constData(), &st) != 0)
        return print;
    print.exists = true;
    print.size = qint64(st.st_size);
    print.modified = qint64(st.st_mtim.tv_sec) * 1000000000 + qint64(st.st_mtim.tv_nsec);
    print.device = quint64(st.st_dev);
    print.inode = quint64(st.st_ino);
    QFile file;
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0 && !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        ::close(fd);
    if (file.isOpen()) {
        constexpr qint64 Edge = 64 * 1024;
        Sha256 hash;
        hash.addData(file.read(Edge));
        if (print.size > 2 * Edge && file.seek(print.size - Edge))
            hash.addData(file.read(Edge));
        else
            hash.addData(file.readAll());
        print.hash = hash.result();
    }
    return print;
}

DiskChangeWatch::DiskChangeWatch(QObject *parent)
    : QObject(parent), m_watcher(new QFileSystemWatcher(this)), m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(250);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_settle, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle,
            qOverload<>(&QTimer::start));
    connect(m_settle, &QTimer::timeout, this, &DiskChangeWatch::look);
}

DiskChangeWatch::~DiskChangeWatch()
{
    clear();
}

void DiskChangeWatch::addWatch(const QString &path)
{
    if (FileAccess::qtCanName(path)) {
        m_watcher->addPath(path);
        return;
    }
    auto held = std::make_unique<FileAccess::QtPath>(path);
    if (held->path().isEmpty())
        return;
    m_watcher->addPath(held->path());
    m_held[path] = std::move(held);
}

QHash<QString, DiskFingerprint> DiskChangeWatch::fingerprints(const QStringList &paths)
{
    QHash<QString, DiskFingerprint> prints;
    for (const QString &path : paths) {
        const QString absolute = FileAccess::absolutePath(path);
        prints.insert(absolute, DiskFingerprint::of(absolute));
    }
    return prints;
}

void DiskChangeWatch::watch(const QStringList &paths, const QHash<QString, DiskFingerprint> &taken)
{
    clear();
    QSet<QString> folders;
    for (const QString &path : paths) {
        const QString absolute = FileAccess::absolutePath(path);
        const auto given = taken.constFind(absolute);
        m_prints.insert(absolute, given != taken.cend() ? *given : DiskFingerprint::of(absolute));
        folders.insert(
            absolute.left(std::max<qsizetype>(1, absolute.lastIndexOf(QLatin1Char('/')))));
    }
    if (!m_prints.isEmpty()) {
        const QStringList files = m_prints.keys();
        for (const QString &file : files) {
            if (FileAccess::exists(file))
                addWatch(file);
        }
        for (const QString &folder : std::as_const(folders))
            addWatch(folder);
    }
}

void DiskChangeWatch::clear()
{
    m_settle->stop();
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    m_held.clear(); // once nothing watches through them
    m_prints.clear();
    m_told.clear();
}

QStringList DiskChangeWatch::changedFiles() const
{
    QStringList changed;
    for (auto it = m_prints.cbegin(); it != m_prints.cend(); ++it) {
        if (!(DiskFingerprint::of(it.key()) == it.value()))
            changed << it.key();
    }
    changed.sort();
    return changed;
}

void DiskChangeWatch::look()
{
    // A file replaced by a rename is a new inode: watch the new one. A descriptor
    // held for a name Qt cannot take stays on the old inode, so it is opened anew.
    for (auto it = m_prints.cbegin(); it != m_prints.cend(); ++it) {
        if (!FileAccess::exists(it.key()))
            continue;
        if (FileAccess::qtCanName(it.key())) {
            if (!m_watcher->files().contains(it.key()))
                m_watcher->addPath(it.key());
            continue;
        }
        if (const auto held = m_held.find(it.key()); held != m_held.end()) {
            m_watcher->removePath(held->second->path());
            m_held.erase(held);
        }
        addWatch(it.key());
    }
    const QStringList changed = changedFiles();
    if (changed.isEmpty() || changed == m_told)
        return;
    m_told = changed;
    emit changedOnDisk(changed);
}
