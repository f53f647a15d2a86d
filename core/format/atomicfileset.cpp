// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfileset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <map>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Keep in step with staleName() below.
QString hiddenSibling(const QString &target, const char *kind)
{
    static std::atomic<quint32> counter{0};
    const QFileInfo info(target);
    return info.absolutePath() +
           QStringLiteral("/.%1.%2-%3-%4-%5")
               .arg(info.fileName(), QLatin1String(kind))
               .arg(QCoreApplication::applicationPid())
               .arg(counter.fetch_add(1))
               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// Exactly the names hiddenSibling() makes: .NAME.KIND-PID-COUNTER-RANDOM.
const QRegularExpression &staleName()
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\.(.+)\\.(tmp|bak)-([1-9][0-9]{0,9})-([0-9]{1,10})-([0-9a-f]{8})$"));
    return pattern;
}

// Only a process that provably does not exist: EPERM is someone else's live one.
bool processGone(qint64 pid)
{
    if (pid <= 0 || pid > std::numeric_limits<pid_t>::max())
        return false;
    return ::kill(pid_t(pid), 0) == -1 && errno == ESRCH;
}

bool sameBytes(const QString &a, const QString &b)
{
    QFile fa(a);
    QFile fb(b);
    if (!fa.open(QIODevice::ReadOnly) || !fb.open(QIODevice::ReadOnly))
        return false;
    constexpr qint64 Block = 1 << 16;
    for (;;) {
        const QByteArray x = fa.read(Block);
        const QByteArray y = fb.read(Block);
        if (x != y)
            return false;
        if (x.isEmpty())
            return fa.error() == QFileDevice::NoError && fb.error() == QFileDevice::NoError;
    }
}

// True when deleting backup loses nothing: target is the very same file (the
// commit never replaced it), or, where the backup had to be a copy, the same bytes.
bool backupIsRedundant(const QString &backup, const QString &target)
{
    struct stat b = {};
    struct stat t = {};
    if (::lstat(QFile::encodeName(backup).constData(), &b) != 0 || !S_ISREG(b.st_mode))
        return false;
    if (::stat(QFile::encodeName(target).constData(), &t) != 0 || !S_ISREG(t.st_mode))
        return false;
    if (b.st_dev == t.st_dev && b.st_ino == t.st_ino)
        return true;
    return b.st_size == t.st_size && sameBytes(backup, target);
}

} // namespace

std::unique_ptr<QIODevice> FileSystemHooks::openFile(const QString &path, QString *error)
{
    auto file = std::make_unique<QFile>(path);
    // NewOnly: a temporary name that already exists is never someone else's file to clobber.
    if (!file->open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        if (error)
            *error = file->errorString();
        return nullptr;
    }
    return file;
}

bool FileSystemHooks::renameFile(const QString &from, const QString &to, QString *error)
{
    // rename(2) replaces the target atomically; QFile::rename refuses an existing target.
    if (::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    if (error)
        *error = systemError();
    return false;
}

AtomicFileSet::AtomicFileSet(FileSystemHooks hooks) : m_hooks(std::move(hooks))
{
    if (!m_hooks.open)
        m_hooks.open = &FileSystemHooks::openFile;
    if (!m_hooks.rename)
        m_hooks.rename = &FileSystemHooks::renameFile;
}

AtomicFileSet::~AtomicFileSet()
{
    if (!m_committed)
        discard();
}

std::unique_ptr<QIODevice> AtomicFileSet::create(const QString &target, QString *error)
{
    const QString temp = hiddenSibling(target, "tmp");
    {
        std::lock_guard lock(m_mutex);
        m_items.push_back({target, temp, false});
    }
    QString why;
    auto device = m_hooks.open(temp, &why);
    if (!device || !device->isOpen()) {
        if (error)
            *error = QStringLiteral("cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(target),
                              why.isEmpty() ? QStringLiteral("cannot create a file there") : why);
        return nullptr;
    }
    return device;
}

void AtomicFileSet::finished(const QString &target)
{
    std::lock_guard lock(m_mutex);
    for (Item &item : m_items) {
        if (item.target == target)
            item.complete = true;
    }
}

void AtomicFileSet::retarget(const QString &oldTarget, const QString &newTarget)
{
    std::lock_guard lock(m_mutex);
    for (Item &item : m_items) {
        if (item.target == oldTarget)
            item.target = newTarget;
    }
}

QStringList AtomicFileSet::targets() const
{
    std::lock_guard lock(m_mutex);
    QStringList out;
    for (const Item &item : m_items)
        out << item.target;
    return out;
}

bool AtomicFileSet::doRename(const QString &from, const QString &to, QString *error)
{
    return m_hooks.rename(from, to, error);
}

void AtomicFileSet::setCommitOrder(const QStringList &targets)
{
    std::lock_guard lock(m_mutex);
    auto rank = [&targets](const Item &item) {
        const qsizetype at = targets.indexOf(item.target);
        return at < 0 ? targets.size() : at;
    };
    std::stable_sort(m_items.begin(), m_items.end(),
                     [&rank](const Item &a, const Item &b) { return rank(a) < rank(b); });
}

QString AtomicFileSet::commit()
{
    std::lock_guard lock(m_mutex);
    for (const Item &item : m_items) {
        if (!item.complete)
            return QStringLiteral("%1 was not written completely")
                .arg(QDir::toNativeSeparators(item.target));
    }

    // Keep every old file under a second name (a hard link: the old file stays in
    // place until the new one replaces it in one step) so that a failed rename
    // later in the set can put all of them back.
    struct Placed
    {
        const Item *item;
        QString backup; // empty when there was no old file
    };
    std::vector<Placed> placed;
    std::vector<QString> backups(m_items.size());
    QString failure;
    for (size_t i = 0; i < m_items.size() && failure.isEmpty(); ++i) {
        const QString &target = m_items[i].target;
        if (!QFileInfo::exists(target))
            continue;
        const QString backup = hiddenSibling(target, "bak");
        if (::link(QFile::encodeName(target).constData(), QFile::encodeName(backup).constData()) !=
                0 &&
            !QFile::copy(target, backup)) {
            failure = QStringLiteral("cannot keep a copy of %1 while replacing it: %2")
                          .arg(QDir::toNativeSeparators(target), systemError());
            break;
        }
        backups[i] = backup;
    }

    for (size_t i = 0; i < m_items.size() && failure.isEmpty(); ++i) {
        QString why;
        if (!doRename(m_items[i].temp, m_items[i].target, &why)) {
            failure = QStringLiteral("cannot move the new %1 into place: %2")
                          .arg(QDir::toNativeSeparators(m_items[i].target), why);
            break;
        }
        placed.push_back({&m_items[i], backups[i]});
    }

    if (!failure.isEmpty()) {
        // Put back what was there before, newest first.
        QStringList kept;
        for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
            const size_t i = size_t(it->item - m_items.data());
            if (it->backup.isEmpty()) {
                QFile::remove(it->item->target);
            } else {
                QString why;
                if (doRename(it->backup, it->item->target, &why)) {
                    backups[i].clear();
                } else {
                    // Never delete the only copy of the old file: say where it is.
                    kept << QDir::toNativeSeparators(it->backup);
                    backups[i].clear();
                }
            }
        }
        // The remaining backups are second names of old files still in place.
        for (const QString &backup : backups) {
            if (!backup.isEmpty())
                QFile::remove(backup);
        }
        if (!kept.isEmpty())
            failure += QStringLiteral("; the previous version could not be put back and is kept "
                                      "as %1")
                           .arg(kept.join(QStringLiteral(", ")));
        for (const Item &item : m_items)
            QFile::remove(item.temp); // the ones not moved yet
        m_items.clear();
        return failure;
    }

    for (const QString &backup : backups) {
        if (!backup.isEmpty())
            QFile::remove(backup);
    }
    // The renames are stored only once the folders are: sync each one.
    QSet<QString> folders;
    for (const Item &item : m_items)
        folders.insert(QFileInfo(item.target).absolutePath());
    for (const QString &folder : std::as_const(folders)) {
        const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
        if (fd >= 0) {
            ::fsync(fd);
            ::close(fd);
        }
    }
    m_items.clear();
    m_committed = true;
    return {};
}

StaleFiles AtomicFileSet::removeStale(const QString &folder,
                                      const std::function<bool(const QString &name)> &isTarget)
{
    StaleFiles out;
    struct Found
    {
        QString path;
        QString target;
        bool backup = false;
    };
    std::map<qint64, std::vector<Found>> byProcess;
    const QDir dir(folder);
    const QStringList names =
        dir.entryList(QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDir::Name);
    for (const QString &name : names) {
        const QRegularExpressionMatch m = staleName().match(name);
        if (!m.hasMatch() || !isTarget(m.captured(1)))
            continue;
        byProcess[m.captured(3).toLongLong()].push_back({dir.absoluteFilePath(name),
                                                         dir.absoluteFilePath(m.captured(1)),
                                                         m.captured(2) == QLatin1String("bak")});
    }
    for (const auto &[pid, files] : byProcess) {
        if (!processGone(pid))
            continue;
        // A backup that is not the file in place any more means the process was
        // killed while moving its set into place: its temporary files may be the
        // new versions of the rest of that set, and the backup the old version.
        bool replacing = false;
        std::vector<const Found *> redundant;
        for (const Found &f : files) {
            if (!f.backup)
                continue;
            if (backupIsRedundant(f.path, f.target)) {
                redundant.push_back(&f);
            } else {
                replacing = true;
                out.kept << f.path;
            }
        }
        for (const Found &f : files) {
            if (f.backup)
                continue;
            if (replacing)
                out.kept << f.path;
            else if (QFile::remove(f.path))
                out.removed << f.path;
        }
        for (const Found *f : redundant) {
            if (QFile::remove(f->path))
                out.removed << f->path;
        }
    }
    return out;
}

void AtomicFileSet::discard()
{
    std::lock_guard lock(m_mutex);
    for (const Item &item : m_items)
        QFile::remove(item.temp);
    m_items.clear();
}
