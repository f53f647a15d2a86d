#include "atomicfileset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace {

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

void AtomicFileSet::discard()
{
    std::lock_guard lock(m_mutex);
    for (const Item &item : m_items)
        QFile::remove(item.temp);
    m_items.clear();
}
