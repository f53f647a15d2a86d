// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfileset.h"

#include "fileaccess.h"

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
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// A file name of at most 200 bytes: the hidden names add up to 40 more, and
// a name may have 255. A longer one loses characters before its extension.
QString shortenedName(const QString &fileName)
{
    constexpr qsizetype MaxBytes = 200;
    if (FileAccess::encodeName(fileName).size() <= MaxBytes)
        return fileName;
    QString ext;
    for (const char *suffix : {".xml.gz", ".xml", ".txt.gz", ".txt", ".gz"}) {
        if (fileName.endsWith(QLatin1String(suffix))) {
            ext = QLatin1String(suffix);
            break;
        }
    }
    QString stem = fileName.chopped(ext.size());
    while (!stem.isEmpty() && FileAccess::encodeName(stem).size() + ext.size() + 1 > MaxBytes) {
        stem.chop(1);
        if (!stem.isEmpty() && stem.back().isHighSurrogate())
            stem.chop(1);
    }
    return stem + QLatin1Char('~') + ext;
}

// Keep in step with staleName() below.
QString hiddenSibling(const QString &target, const char *kind)
{
    static std::atomic<quint32> counter{0};
    const QFileInfo info(FileAccess::absolutePath(target));
    return info.absolutePath() +
           QStringLiteral("/.%1.%2-%3-%4-%5")
               .arg(shortenedName(info.fileName()), QLatin1String(kind))
               .arg(QCoreApplication::applicationPid())
               .arg(counter.fetch_add(1))
               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

QString systemError()
{
    return FileAccess::errorText(errno);
}

QByteArray encoded(const QString &path)
{
    return FileAccess::encodeName(path);
}

// A path as messages show it.
QString shown(const QString &path)
{
    return FileAccess::shownName(QDir::toNativeSeparators(path));
}

// The test suite's kill and delay points in a commit (tests/tst_faults.cpp):
// SITEMAP_TEST_COMMIT_EXIT_AT=K ends the process at the K-th step of a commit as
// a kill would; SITEMAP_TEST_COMMIT_DELAY_MS slows every step down.
void commitStep()
{
    static const int exitAt = qEnvironmentVariableIntValue("SITEMAP_TEST_COMMIT_EXIT_AT");
    static const int delayMs = qEnvironmentVariableIntValue("SITEMAP_TEST_COMMIT_DELAY_MS");
    static std::atomic<int> step{0};
    if (delayMs > 0)
        ::usleep(useconds_t(delayMs) * 1000);
    if (exitAt > 0 && step.fetch_add(1) + 1 == exitAt)
        ::_exit(70);
}

void syncFolder(const QString &folder)
{
    const int fd = ::open(encoded(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// The permission bits a new file gets: 0666 less the umask.
mode_t newFileMode()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("Umask:")) {
                bool ok = false;
                const uint mask = line.mid(6).trimmed().toUInt(&ok, 8);
                if (ok)
                    return mode_t(0666 & ~mask);
            }
        }
    }
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mode_t(0666 & ~mask);
}

// The journal's lines name paths percent-encoded, so that any byte fits.
QByteArray journalField(const QString &path)
{
    return path.isEmpty() ? QByteArray("-") : encoded(path).toPercentEncoding("/");
}

QString journalPath(const QByteArray &field)
{
    return field == "-" ? QString()
                        : FileAccess::decodeName(QByteArray::fromPercentEncoding(field));
}

// Appends the line that says a failed commit is being undone, on disk before the
// first file goes back. Without it (the journal cannot be written to) a kill while
// undoing is completed forwards, as before.
void markRollback(const QString &journal)
{
    const int fd = ::open(encoded(journal).constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd < 0)
        return;
    constexpr char line[] = "rollback\n";
    if (::write(fd, line, sizeof line - 1) == ssize_t(sizeof line - 1))
        ::fdatasync(fd);
    ::close(fd);
}

bool exists(const QString &path)
{
    struct stat st = {};
    return ::lstat(encoded(path).constData(), &st) == 0;
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

// Opens path for reading into file (by the name's own bytes).
bool openForReading(QFile &file, const QString &path)
{
    const int fd = ::open(encoded(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    if (file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        return true;
    ::close(fd);
    return false;
}

// Copies from to the new file to; the reason when it cannot.
QString copyFile(const QString &from, const QString &to)
{
    QFile in;
    if (!openForReading(in, from))
        return FileAccess::errorText(errno);
    const int fd = ::open(encoded(to).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return FileAccess::errorText(errno);
    QFile out;
    if (!out.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        FileAccess::remove(to);
        return out.errorString();
    }
    constexpr qint64 Block = 1 << 16;
    for (;;) {
        const QByteArray chunk = in.read(Block);
        if (chunk.isEmpty())
            break;
        if (out.write(chunk) != chunk.size())
            break;
    }
    QString why = in.error() != QFileDevice::NoError    ? in.errorString()
                  : out.error() != QFileDevice::NoError ? out.errorString()
                                                        : QString();
    if (why.isEmpty() && !out.flush())
        why = out.errorString();
    out.close();
    if (!why.isEmpty())
        FileAccess::remove(to);
    return why;
}

bool sameBytes(const QString &a, const QString &b)
{
    QFile fa;
    QFile fb;
    if (!openForReading(fa, a) || !openForReading(fb, b))
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
    if (::lstat(FileAccess::encodeName(backup).constData(), &b) != 0 || !S_ISREG(b.st_mode))
        return false;
    if (::stat(FileAccess::encodeName(target).constData(), &t) != 0 || !S_ISREG(t.st_mode))
        return false;
    if (b.st_dev == t.st_dev && b.st_ino == t.st_ino)
        return true;
    return b.st_size == t.st_size && sameBytes(backup, target);
}

} // namespace

std::unique_ptr<QIODevice> FileSystemHooks::openFile(const QString &path, QString *error)
{
    // O_EXCL: a temporary name that already exists is never someone else's file to
    // clobber. Readable by its owner only until commit() gives it its final permissions.
    const int fd = ::open(encoded(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (error)
            *error = systemError();
        return nullptr;
    }
    auto file = std::make_unique<QFile>();
    if (!file->open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle)) {
        if (error)
            *error = file->errorString();
        ::close(fd);
        ::unlink(encoded(path).constData());
        return nullptr;
    }
    return file;
}

bool FileSystemHooks::renameFile(const QString &from, const QString &to, QString *error)
{
    // rename(2) replaces the target atomically; QFile::rename refuses an existing target.
    if (::rename(FileAccess::encodeName(from).constData(),
                 FileAccess::encodeName(to).constData()) == 0)
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
                         .arg(shown(target),
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

void AtomicFileSet::removeWithCommit(const QStringList &paths)
{
    std::lock_guard lock(m_mutex);
    for (const QString &path : paths) {
        if (!m_obsolete.contains(path))
            m_obsolete << path;
    }
}

QStringList AtomicFileSet::removed() const
{
    std::lock_guard lock(m_mutex);
    return m_removed;
}

QStringList AtomicFileSet::notRemoved() const
{
    std::lock_guard lock(m_mutex);
    return m_notRemoved;
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

QString AtomicFileSet::writeJournal(const QString &folder, const std::vector<QString> &backups)
{
    QByteArray text = "sitemap-editor commit\npid " +
                      QByteArray::number(QCoreApplication::applicationPid()) + '\n';
    for (size_t i = 0; i < m_items.size(); ++i)
        text += journalField(m_items[i].temp) + ' ' + journalField(m_items[i].target) + ' ' +
                journalField(backups[i]) + '\n';
    // A file of the old set to remove once the new set is in place: "remove PATH".
    for (const QString &path : std::as_const(m_obsolete))
        text += "remove " + journalField(path) + '\n';
    const QString path = folder + QLatin1Char('/') + journalName();
    const QString temp = hiddenSibling(path, "tmp");
    const int fd = ::open(encoded(temp).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return QStringLiteral("cannot write the commit journal in %1: %2")
            .arg(shown(folder), systemError());
    qsizetype done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.constData() + done, size_t(text.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += n;
    }
    const int writeErrno = errno;
    const bool ok = done == text.size() && ::fsync(fd) == 0;
    const int syncErrno = errno;
    ::close(fd);
    if (!ok || ::rename(encoded(temp).constData(), encoded(path).constData()) != 0) {
        const int why = !ok ? (done == text.size() ? syncErrno : writeErrno) : errno;
        ::unlink(encoded(temp).constData());
        return QStringLiteral("cannot write the commit journal in %1: %2")
            .arg(shown(folder), FileAccess::errorText(why));
    }
    syncFolder(folder);
    return {};
}

QString AtomicFileSet::commit(bool *restored)
{
    if (restored)
        *restored = true;
    std::lock_guard lock(m_mutex);
    for (const Item &item : m_items) {
        if (!item.complete)
            return QStringLiteral("%1 was not written completely").arg(shown(item.target));
    }

    // A read-only file is not replaced; a replaced one keeps its permissions and
    // owner, a new one gets what a new file gets.
    const mode_t freshMode = newFileMode();
    for (const Item &item : m_items) {
        struct stat t = {};
        if (::stat(encoded(item.target).constData(), &t) != 0) {
            ::chmod(encoded(item.temp).constData(), freshMode);
            continue;
        }
        if (S_ISREG(t.st_mode) && (t.st_mode & 0222) == 0)
            return QStringLiteral("%1 is read-only: it was not replaced (make it writable or save "
                                  "under another name)")
                .arg(shown(item.target));
        if (t.st_uid != ::geteuid() || t.st_gid != ::getegid()) {
            // The owner only root may give; the group where this user is in it.
            if (::chown(encoded(item.temp).constData(), t.st_uid, t.st_gid) != 0 &&
                ::chown(encoded(item.temp).constData(), uid_t(-1), t.st_gid) != 0) {
            }
        }
        ::chmod(encoded(item.temp).constData(), t.st_mode & 07777);
    }
    commitStep();

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
    auto dropBackups = [&backups] {
        for (QString &backup : backups) {
            if (!backup.isEmpty())
                FileAccess::remove(backup);
            backup.clear();
        }
    };
    for (size_t i = 0; i < m_items.size() && failure.isEmpty(); ++i) {
        const QString &target = m_items[i].target;
        if (!exists(target))
            continue;
        const QString backup = hiddenSibling(target, "bak");
        if (::link(encoded(target).constData(), encoded(backup).constData()) != 0) {
            const QString copyError = copyFile(target, backup);
            if (!copyError.isEmpty()) {
                failure = QStringLiteral("cannot keep a copy of %1 while replacing it: %2")
                              .arg(shown(target), copyError);
                break;
            }
        }
        backups[i] = backup;
    }
    const QString first = !m_items.empty()        ? m_items.front().target
                          : !m_obsolete.isEmpty() ? m_obsolete.front()
                                                  : QString();
    const QString folder =
        first.isEmpty() ? QString() : QFileInfo(FileAccess::absolutePath(first)).absolutePath();
    const QString journal = folder + QLatin1Char('/') + journalName();
    if (failure.isEmpty() && !first.isEmpty())
        failure = writeJournal(folder, backups);
    if (!failure.isEmpty()) {
        dropBackups();
        for (const Item &item : m_items)
            FileAccess::remove(item.temp);
        m_items.clear();
        return failure;
    }
    commitStep();

    for (size_t i = 0; i < m_items.size() && failure.isEmpty(); ++i) {
        QString why;
        if (!doRename(m_items[i].temp, m_items[i].target, &why)) {
            failure = QStringLiteral("cannot move the new %1 into place: %2")
                          .arg(shown(m_items[i].target), why);
            break;
        }
        placed.push_back({&m_items[i], backups[i]});
        commitStep();
    }

    if (!failure.isEmpty()) {
        // The journal says first that the set goes back: a process killed while it
        // does leaves a journal that recover() completes backwards, not forwards.
        markRollback(journal);
        commitStep();
        // Put back what was there before, newest first.
        QStringList kept;
        QStringList left;
        for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
            const size_t i = size_t(it->item - m_items.data());
            if (it->backup.isEmpty()) {
                if (!FileAccess::remove(it->item->target))
                    left << shown(it->item->target);
            } else {
                QString why;
                // Never delete the only copy of the old file: say where it is.
                if (!doRename(it->backup, it->item->target, &why))
                    kept << shown(it->backup);
            }
            backups[i].clear();
            commitStep();
        }
        // The remaining backups are second names of old files still in place.
        dropBackups();
        if (!kept.isEmpty())
            failure += QStringLiteral("; the previous version could not be put back and is kept "
                                      "as %1")
                           .arg(kept.join(QStringLiteral(", ")));
        if (!left.isEmpty())
            failure += QStringLiteral("; the new %1 could not be removed again")
                           .arg(left.join(QStringLiteral(", ")));
        if (restored)
            *restored = kept.isEmpty() && left.isEmpty();
        for (const Item &item : m_items)
            FileAccess::remove(item.temp); // the ones not moved yet
        FileAccess::remove(journal);
        m_items.clear();
        return failure;
    }

    // Every new file is in place: the old set's files it does not use go, in the
    // order given (an old index before the parts it names).
    for (const QString &path : std::as_const(m_obsolete)) {
        if (::unlink(encoded(path).constData()) == 0)
            m_removed << path;
        else if (errno != ENOENT)
            m_notRemoved << QStringLiteral("%1: %2").arg(shown(path), systemError());
        commitStep();
    }
    dropBackups();
    commitStep();
    // The renames are stored only once the folders are: sync each one.
    QSet<QString> folders;
    for (const Item &item : m_items)
        folders.insert(QFileInfo(FileAccess::absolutePath(item.target)).absolutePath());
    for (const QString &f : std::as_const(folders))
        syncFolder(f);
    FileAccess::remove(journal);
    syncFolder(folder);
    commitStep();
    m_items.clear();
    m_committed = true;
    return {};
}

QString AtomicFileSet::journalName()
{
    return QStringLiteral(".sitemap-editor.commit");
}

QStringList AtomicFileSet::recover(const QString &folder)
{
    const QString path = folder + QLatin1Char('/') + journalName();
    QFile journal;
    if (!openForReading(journal, path))
        return {};
    const QList<QByteArray> lines = journal.readAll().split('\n');
    journal.close();
    if (lines.size() < 2 || lines[0] != "sitemap-editor commit" || !lines[1].startsWith("pid "))
        return {QStringLiteral("%1 is not a commit journal of this program; it was left alone")
                    .arg(shown(path))};
    const qint64 pid = lines[1].mid(4).toLongLong();
    if (pid != QCoreApplication::applicationPid() && !processGone(pid))
        return {};
    struct Line
    {
        QString temp;
        QString target;
        QString backup;
    };
    std::vector<Line> set;
    QStringList obsolete;
    bool rollback = false;
    for (qsizetype i = 2; i < lines.size(); ++i) {
        if (lines[i] == "rollback") {
            rollback = true;
            continue;
        }
        if (lines[i].startsWith("remove ")) {
            const QString old = journalPath(lines[i].mid(7));
            if (!old.isEmpty())
                obsolete << old;
            continue;
        }
        const QList<QByteArray> fields = lines[i].split(' ');
        if (fields.size() == 3)
            set.push_back({journalPath(fields[0]), journalPath(fields[1]), journalPath(fields[2])});
    }
    QStringList failed;
    int moved = 0;
    int removed = 0;
    if (rollback) {
        // A failed commit was being undone: every old file goes back (a backup still
        // there is the old file, whether or not it was already in place again), a new
        // file with no old one is removed, and what was never moved is dropped.
        for (auto it = set.rbegin(); it != set.rend(); ++it) {
            if (it->target.isEmpty())
                continue;
            if (!it->temp.isEmpty() && exists(it->temp)) {
                ::unlink(encoded(it->temp).constData());
            } else if (it->backup.isEmpty()) {
                if (::unlink(encoded(it->target).constData()) == 0)
                    ++moved;
                else if (errno != ENOENT)
                    failed << QStringLiteral("%1: %2").arg(shown(it->target), systemError());
            }
            if (it->backup.isEmpty() || !exists(it->backup))
                continue;
            if (backupIsRedundant(it->backup, it->target)) {
                ::unlink(encoded(it->backup).constData());
            } else if (::rename(encoded(it->backup).constData(), encoded(it->target).constData()) ==
                       0) {
                ++moved;
            } else {
                failed << QStringLiteral("%1: %2").arg(shown(it->target), systemError());
            }
        }
    } else {
        for (const Line &line : set) {
            if (line.temp.isEmpty() || line.target.isEmpty() || !exists(line.temp))
                continue;
            if (::rename(encoded(line.temp).constData(), encoded(line.target).constData()) == 0)
                ++moved;
            else
                failed << QStringLiteral("%1: %2").arg(shown(line.target), systemError());
        }
        // Only once the whole new set is in place: the old set's files it does not use.
        // A rollback leaves them, as the failed commit did (it never reached them).
        if (failed.isEmpty()) {
            for (const QString &old : std::as_const(obsolete)) {
                if (::unlink(encoded(old).constData()) == 0)
                    ++removed;
                else if (errno != ENOENT)
                    failed << QStringLiteral("%1: %2").arg(shown(old), systemError());
            }
        }
    }
    if (!failed.isEmpty())
        return {QStringLiteral("a save into %1 was interrupted and could not be %2 (%3); "
                               "its journal %4 is kept")
                    .arg(shown(folder),
                         rollback ? QStringLiteral("undone") : QStringLiteral("completed"),
                         failed.join(QStringLiteral(", ")), journalName())};
    if (!rollback) {
        for (const Line &line : set) {
            if (!line.backup.isEmpty())
                ::unlink(encoded(line.backup).constData());
        }
    }
    syncFolder(folder);
    ::unlink(encoded(path).constData());
    syncFolder(folder);
    if (rollback)
        return {QStringLiteral("undid a save into %1 that failed and was interrupted while it was "
                               "undone (%2 files put back or removed); the previous files are in "
                               "place")
                    .arg(shown(folder))
                    .arg(moved)};
    if (removed > 0)
        return {QStringLiteral("completed a save into %1 that was interrupted (%2 files moved into "
                               "place, %3 files of the old set removed)")
                    .arg(shown(folder))
                    .arg(moved)
                    .arg(removed)};
    return {QStringLiteral("completed a save into %1 that was interrupted (%2 files moved into "
                           "place)")
                .arg(shown(folder))
                .arg(moved)};
}

StaleFiles AtomicFileSet::removeStale(const QString &folder,
                                      const std::function<bool(const QString &name)> &isTarget,
                                      const QStringList &keep)
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
    const QStringList names = FileAccess::fileNames(folder);
    for (const QString &name : names) {
        const QRegularExpressionMatch m = staleName().match(name);
        if (!m.hasMatch() || !isTarget(m.captured(1)) || keep.contains(dir.absoluteFilePath(name)))
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
            else if (FileAccess::remove(f.path))
                out.removed << f.path;
        }
        for (const Found *f : redundant) {
            if (FileAccess::remove(f->path))
                out.removed << f->path;
        }
    }
    return out;
}

void AtomicFileSet::discard()
{
    std::lock_guard lock(m_mutex);
    for (const Item &item : m_items)
        FileAccess::remove(item.temp);
    m_items.clear();
}

FolderLock::~FolderLock()
{
    if (m_fd >= 0)
        ::close(m_fd); // releases the lock
}

bool FolderLock::lock(const QString &folder, int waitMs, QString *error)
{
    m_fd = ::open(encoded(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_fd < 0)
        return true; // nothing can be written there either: the save says why, naming its file
    for (int waited = 0;; waited += 20) {
        if (::flock(m_fd, LOCK_EX | LOCK_NB) == 0)
            return true;
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK)
            return true; // no locks on this file system: saved to as before
        if (waited >= waitMs)
            break;
        ::usleep(20 * 1000);
    }
    ::close(m_fd);
    m_fd = -1;
    if (error)
        *error = QStringLiteral("another save into %1 is in progress; try again when it has "
                                "finished")
                     .arg(shown(folder));
    return false;
}
