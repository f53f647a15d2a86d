// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileaccess.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Closes a descriptor when it goes out of scope.
struct Descriptor
{
    int fd = -1;
    explicit Descriptor(int f) : fd(f) {}
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
};

constexpr int ReadFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;

QString kindOf(mode_t mode)
{
    if (S_ISFIFO(mode))
        return QStringLiteral("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    if (S_ISCHR(mode))
        return QStringLiteral("a character device");
    if (S_ISBLK(mode))
        return QStringLiteral("a block device");
    return QStringLiteral("a special file");
}

// Opens name in the folder dirFd stands for, following no link except one that
// resolves to an entry of that same folder.
int openConfined(const QString &path, QString *error)
{
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    const Descriptor dir(
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.fd < 0) {
        *error = FileAccess::errorText(errno);
        return -1;
    }
    const QByteArray name = QFile::encodeName(info.fileName());
    int fd = ::openat(dir.fd, name.constData(), ReadFlags | O_NOFOLLOW);
    if (fd >= 0 || (errno != ELOOP && errno != EMLINK)) {
        if (fd < 0)
            *error = FileAccess::errorText(errno);
        return fd;
    }
    // A symbolic link: followed only to a file of the same folder, which is then
    // opened by its own name there, again without following anything.
    const QString target = info.canonicalFilePath();
    if (target.isEmpty()) {
        *error = QStringLiteral("a symbolic link that leads nowhere (or in a loop)");
        return -1;
    }
    const QFileInfo targetInfo(target);
    struct stat dirStat = {};
    struct stat targetDir = {};
    if (::fstat(dir.fd, &dirStat) != 0 ||
        ::stat(QFile::encodeName(targetInfo.absolutePath()).constData(), &targetDir) != 0 ||
        dirStat.st_dev != targetDir.st_dev || dirStat.st_ino != targetDir.st_ino) {
        *error = QStringLiteral("a symbolic link that leads out of the folder: not followed");
        return -1;
    }
    fd = ::openat(dir.fd, QFile::encodeName(targetInfo.fileName()).constData(),
                  ReadFlags | O_NOFOLLOW);
    if (fd < 0)
        *error = errno == ELOOP
                     ? QStringLiteral("a symbolic link that leads out of the folder: not followed")
                     : FileAccess::errorText(errno);
    return fd;
}

} // namespace

QString FileAccess::errorText(int error)
{
    if (error == ENOENT)
        return QStringLiteral("no such file");
    return QString::fromLocal8Bit(std::strerror(error));
}

FileAccess::ReadResult FileAccess::readFile(const QString &path, qint64 limit, qint64 gzipLimit,
                                            bool confined)
{
    ReadResult result;
    const Descriptor file(confined ? openConfined(path, &result.error)
                                   : ::open(QFile::encodeName(path).constData(), ReadFlags));
    if (file.fd < 0) {
        if (result.error.isEmpty())
            result.error = errorText(errno);
        return result;
    }
    struct stat st = {};
    if (::fstat(file.fd, &st) != 0) {
        result.error = errorText(errno);
        return result;
    }
    if (S_ISDIR(st.st_mode)) {
        result.error = QStringLiteral("is a directory, not a file");
        return result;
    }
    if (!S_ISREG(st.st_mode)) {
        result.error = QStringLiteral("is %1, not a regular file").arg(kindOf(st.st_mode));
        return result;
    }
    // The descriptor of a regular file: blocking reads from here on.
    ::fcntl(file.fd, F_SETFL, ::fcntl(file.fd, F_GETFL) & ~O_NONBLOCK);

    qint64 cap = limit + 1;
    const qint64 expected = std::max<qint64>(0, qint64(st.st_size));
    result.bytes.reserve(qsizetype(std::min<qint64>(expected, std::max(limit, gzipLimit)) + 1));
    constexpr qint64 Chunk = qint64(1) << 20;
    qint64 have = 0;
    for (;;) {
        if (have == 2 && uchar(result.bytes[0]) == 0x1f && uchar(result.bytes[1]) == 0x8b)
            cap = gzipLimit + 1;
        if (have >= cap)
            break;
        const qint64 want = std::min(have < 2 ? 2 - have : Chunk, cap - have);
        if (result.bytes.size() < have + want)
            result.bytes.resize(qsizetype(have + want));
        const ssize_t got = ::read(file.fd, result.bytes.data() + have, size_t(want));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            result.error = errorText(errno);
            result.bytes.clear();
            return result;
        }
        if (got == 0)
            break;
        have += got;
    }
    result.bytes.resize(qsizetype(have));
    result.ok = true;
    return result;
}
