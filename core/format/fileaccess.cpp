// SPDX-License-Identifier: GPL-3.0-or-later
#include "fileaccess.h"
#include "mappedfile.h"
#include "pagestorage.h"
#include "workerthread.h"

#include <QDir>
#include <QFileInfo>
#include <QTimeZone>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <vector>

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

// What readFile() reads of a larger file before asking whether to read on.
constexpr qint64 FirstLookBytes = qint64(1) << 20;

// From this size a file may be mapped (Mapping::Allowed): below it, a read costs
// less than setting up and tearing down a mapping.
constexpr qint64 MapFromBytes = qint64(1) << 20;

// From this size a regular file is read in two halves at once.
constexpr qint64 TwoThreadReadBytes = qint64(4) << 20;

// Whether bytes begin with the gzip stream's magic bytes.
bool startsAsGzip(QByteArrayView bytes)
{
    return bytes.size() >= 2 && uchar(bytes[0]) == 0x1f && uchar(bytes[1]) == 0x8b;
}

// Reads up to size bytes at offset into to, to the end of the file. Returns the
// bytes read, or -1 with errno set.
qint64 readAt(int fd, char *to, qint64 size, qint64 offset)
{
    qint64 done = 0;
    while (done < size) {
        const ssize_t got = ::pread(fd, to + done, size_t(size - done), off_t(offset + done));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        if (got == 0)
            break;
        done += got;
    }
    return done;
}

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
    const QFileInfo info(FileAccess::absolutePath(path));
    const QString folder = info.absolutePath();
    const Descriptor dir(
        ::open(FileAccess::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.fd < 0) {
        *error = FileAccess::errorText(errno);
        return -1;
    }
    const QByteArray name = FileAccess::encodeName(info.fileName());
    int fd = ::openat(dir.fd, name.constData(), ReadFlags | O_NOFOLLOW);
    if (fd >= 0 || (errno != ELOOP && errno != EMLINK)) {
        if (fd < 0)
            *error = FileAccess::errorText(errno);
        return fd;
    }
    // A symbolic link: followed only to a file of the same folder, which is then
    // opened by its own name there, again without following anything.
    const QString target = FileAccess::canonicalPath(path);
    if (target.isEmpty()) {
        *error = QStringLiteral("a symbolic link that leads nowhere (or in a loop)");
        return -1;
    }
    const QFileInfo targetInfo(target);
    struct stat dirStat = {};
    struct stat targetDir = {};
    if (::fstat(dir.fd, &dirStat) != 0 ||
        ::stat(FileAccess::encodeName(targetInfo.absolutePath()).constData(), &targetDir) != 0 ||
        dirStat.st_dev != targetDir.st_dev || dirStat.st_ino != targetDir.st_ino) {
        *error = QStringLiteral("a symbolic link that leads out of the folder: not followed");
        return -1;
    }
    fd = ::openat(dir.fd, FileAccess::encodeName(targetInfo.fileName()).constData(),
                  ReadFlags | O_NOFOLLOW);
    if (fd < 0)
        *error = errno == ELOOP
                     ? QStringLiteral("a symbolic link that leads out of the folder: not followed")
                     : FileAccess::errorText(errno);
    return fd;
}

// The length of the valid UTF-8 sequence at bytes[i], or 0 when there is none.
qsizetype utf8Sequence(QByteArrayView bytes, qsizetype i)
{
    const auto at = [&bytes](qsizetype k) { return uchar(bytes[k]); };
    const uchar lead = at(i);
    if (lead < 0x80)
        return 1;
    qsizetype length = 0;
    uchar low = 0x80;
    uchar high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0)
            low = 0xa0; // no overlong form
        else if (lead == 0xed)
            high = 0x9f; // no surrogate
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0)
            low = 0x90;
        else if (lead == 0xf4)
            high = 0x8f; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (i + length > bytes.size() || at(i + 1) < low || at(i + 1) > high)
        return 0;
    for (qsizetype k = 2; k < length; ++k) {
        if ((at(i + k) & 0xc0) != 0x80)
            return 0;
    }
    return length;
}

constexpr char16_t EscapeBase = 0xdc00;

bool isEscapedByte(QStringView name, qsizetype i)
{
    const char16_t c = name[i].unicode();
    return c >= EscapeBase + 0x80 && c <= EscapeBase + 0xff &&
           (i == 0 || !name[i - 1].isHighSurrogate());
}

} // namespace

QString FileAccess::decodeName(QByteArrayView bytes)
{
    if (bytes.isValidUtf8())
        return QString::fromUtf8(bytes);
    QString out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        const qsizetype length = utf8Sequence(bytes, i);
        if (length == 0) {
            out += QChar(char16_t(EscapeBase + uchar(bytes[i])));
            ++i;
        } else {
            out += QString::fromUtf8(bytes.sliced(i, length));
            i += length;
        }
    }
    return out;
}

QByteArray FileAccess::encodeName(QStringView name)
{
    bool escaped = false;
    for (qsizetype i = 0; i < name.size() && !escaped; ++i)
        escaped = isEscapedByte(name, i);
    if (!escaped)
        return name.toUtf8();
    QByteArray out;
    out.reserve(name.size() * 3);
    qsizetype from = 0; // start of the run of ordinary characters
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (!isEscapedByte(name, i))
            continue;
        out += name.sliced(from, i - from).toUtf8();
        out += char(name[i].unicode() - EscapeBase);
        from = i + 1;
    }
    out += name.sliced(from).toUtf8();
    return out;
}

QString FileAccess::shownName(const QString &name)
{
    QString out;
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (isEscapedByte(name, i))
            out += QStringLiteral("\\x%1").arg(name[i].unicode() - EscapeBase, 2, 16,
                                               QLatin1Char('0'));
        else
            out += name[i];
    }
    return out;
}

QString FileAccess::fromQtName(const QString &qtPath)
{
    constexpr QChar Replacement(0xfffd);
    if (!qtPath.contains(Replacement))
        return qtPath;
    const QStringList parts = absolutePath(qtPath).split(QLatin1Char('/'));
    QString out;
    for (qsizetype p = 1; p < parts.size(); ++p) {
        QString part = parts[p];
        if (part.contains(Replacement)) {
            QList<QByteArray> matches;
            if (DIR *dir =
                    ::opendir(encodeName(out.isEmpty() ? QStringLiteral("/") : out).constData())) {
                while (const dirent *entry = ::readdir(dir)) {
                    const QByteArrayView name(entry->d_name);
                    if (QFile::decodeName(name.toByteArray()) == part)
                        matches << name.toByteArray();
                }
                ::closedir(dir);
            }
            if (matches.size() == 1)
                part = decodeName(matches.first());
        }
        out += QLatin1Char('/') + part;
    }
    return out;
}

bool FileAccess::qtCanName(const QString &path)
{
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (isEscapedByte(path, i))
            return false;
    }
    return true;
}

FileAccess::QtPath::QtPath(const QString &path)
{
    if (qtCanName(path)) {
        m_path = path;
        return;
    }
    m_fd = ::open(encodeName(path).constData(), O_PATH | O_CLOEXEC);
    if (m_fd >= 0)
        m_path = QStringLiteral("/proc/self/fd/%1").arg(m_fd);
}

FileAccess::QtPath::~QtPath()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

QString FileAccess::absolutePath(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')))
        return QDir::cleanPath(path);
    QByteArray cwd(PATH_MAX, '\0');
    while (!::getcwd(cwd.data(), size_t(cwd.size()))) {
        if (errno != ERANGE)
            return QDir::cleanPath(QDir::currentPath() + QLatin1Char('/') + path);
        cwd.resize(cwd.size() * 2);
    }
    cwd.truncate(qsizetype(std::strlen(cwd.constData())));
    return QDir::cleanPath(decodeName(cwd) + QLatin1Char('/') + path);
}

bool FileAccess::exists(const QString &path)
{
    struct stat st = {};
    return ::stat(encodeName(path).constData(), &st) == 0;
}

bool FileAccess::isFile(const QString &path)
{
    struct stat st = {};
    return ::stat(encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

bool FileAccess::isFolder(const QString &path)
{
    struct stat st = {};
    return ::stat(encodeName(path).constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool FileAccess::canList(const QString &folder)
{
    return ::access(encodeName(folder).constData(), R_OK | X_OK) == 0;
}

QDateTime FileAccess::lastModified(const QString &path)
{
    struct stat st = {};
    if (::stat(encodeName(path).constData(), &st) != 0)
        return {};
    return QDateTime::fromMSecsSinceEpoch(
        qint64(st.st_mtim.tv_sec) * 1000 + qint64(st.st_mtim.tv_nsec) / 1000000, QTimeZone::utc());
}

FileAccess::Stamp FileAccess::stamp(const QString &path)
{
    struct stat st = {};
    if (::stat(encodeName(path).constData(), &st) != 0)
        return {};
    return {qint64(st.st_size),
            qint64(st.st_mtim.tv_sec) * 1000 + qint64(st.st_mtim.tv_nsec) / 1000000};
}

qint64 FileAccess::fileSize(const QString &path)
{
    struct stat st = {};
    return ::stat(encodeName(path).constData(), &st) == 0 ? qint64(st.st_size) : -1;
}

QString FileAccess::canonicalPath(const QString &path)
{
    if (path.isEmpty())
        return {};
    char *resolved = ::realpath(encodeName(path).constData(), nullptr);
    if (!resolved)
        return {};
    const QString out = decodeName(QByteArrayView(resolved));
    std::free(resolved);
    return out;
}

bool FileAccess::remove(const QString &path)
{
    return ::unlink(encodeName(path).constData()) == 0;
}

bool FileAccess::makePath(const QString &path)
{
    const QByteArray bytes = encodeName(absolutePath(path));
    struct stat st = {};
    for (qsizetype slash = bytes.indexOf('/', 1);; slash = bytes.indexOf('/', slash + 1)) {
        const QByteArray part = slash < 0 ? bytes : bytes.left(slash);
        if (::mkdir(part.constData(), 0777) != 0 && errno != EEXIST)
            return false;
        if (slash < 0)
            break;
    }
    return ::stat(bytes.constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

namespace {

// The entries of folder that wanted accepts (by their stat, and whether they are
// links), sorted by name; "." and ".." never.
template <typename Wanted> QStringList entryNames(const QString &folder, Wanted wanted)
{
    QStringList out;
    DIR *dir = ::opendir(FileAccess::encodeName(folder).constData());
    if (!dir)
        return out;
    const int dirFd = ::dirfd(dir);
    while (const dirent *entry = ::readdir(dir)) {
        if (std::strcmp(entry->d_name, ".") == 0 || std::strcmp(entry->d_name, "..") == 0)
            continue;
        struct stat st = {};
        if (::fstatat(dirFd, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        const bool link = S_ISLNK(st.st_mode);
        if (link && ::fstatat(dirFd, entry->d_name, &st, 0) != 0)
            continue;
        if (wanted(st, link))
            out << FileAccess::decodeName(QByteArrayView(entry->d_name));
    }
    ::closedir(dir);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

QStringList FileAccess::fileNames(const QString &folder, bool linkedFiles)
{
    return entryNames(folder, [linkedFiles](const struct stat &st, bool link) {
        return S_ISREG(st.st_mode) && (linkedFiles || !link);
    });
}

QStringList FileAccess::folderNames(const QString &folder)
{
    return entryNames(
        folder, [](const struct stat &st, bool link) { return S_ISDIR(st.st_mode) && !link; });
}

QString FileAccess::errorText(int error)
{
    if (error == ENOENT)
        return QStringLiteral("no such file");
    return QString::fromLocal8Bit(std::strerror(error));
}

namespace {

// The buffers handed back while a BufferReuse is alive: a few, for the threads of
// a save that read, copy and write several files at once.
struct Spare
{
    std::mutex mutex;
    int users = 0;
    size_t kept = 0; // the most any user alive asked for
    std::vector<QByteArray> bytes;
};

Spare &spare()
{
    static Spare s;
    return s;
}

} // namespace

// A kept buffer whose room is enough for bytes, and not much more.
QByteArray FileAccess::takeRoom(qint64 bytes)
{
    Spare &s = spare();
    std::lock_guard lock(s.mutex);
    if (s.users == 0)
        return {};
    for (QByteArray &kept : s.bytes) {
        if (kept.capacity() >= bytes && kept.capacity() <= 2 * bytes + (1 << 20)) {
            QByteArray taken = std::exchange(kept, std::move(s.bytes.back()));
            s.bytes.pop_back();
            taken.truncate(0); // the room stays
            return taken;
        }
    }
    return {};
}

FileAccess::BufferReuse::BufferReuse(int buffers)
{
    std::lock_guard lock(spare().mutex);
    ++spare().users;
    spare().kept = std::max(spare().kept, size_t(std::max(1, buffers)));
}

FileAccess::BufferReuse::~BufferReuse()
{
    std::vector<QByteArray> dropped;
    std::lock_guard lock(spare().mutex);
    if (--spare().users == 0) {
        dropped = std::exchange(spare().bytes, {});
        spare().kept = 0;
    }
}

void FileAccess::recycle(QByteArray &&bytes)
{
    QByteArray dropped = std::move(bytes);
    if (!dropped.isDetached() || dropped.capacity() < (1 << 20))
        return;
    Spare &s = spare();
    std::lock_guard lock(s.mutex);
    if (s.users == 0)
        return;
    if (s.bytes.size() < s.kept) {
        s.bytes.push_back(std::move(dropped));
        return;
    }
    // The smallest kept makes way for a larger one.
    const auto smallest = std::min_element(
        s.bytes.begin(), s.bytes.end(),
        [](const QByteArray &a, const QByteArray &b) { return a.capacity() < b.capacity(); });
    if (smallest->capacity() < dropped.capacity())
        std::swap(*smallest, dropped);
}

namespace {

// Maps the file of fd, expected bytes long, into result as readFile() would read
// it; false when the system would not map it. A file cut or changed meanwhile is
// the caller's to tell (result.mapped's cut(), the file's stamp), as stopAt has
// seen what it was.
bool mapInto(FileAccess::ReadResult &result, int fd, qint64 expected,
             const FileAccess::StopAt &stopAt)
{
    std::shared_ptr<MappedFile> mapped = MappedFile::map(fd, size_t(expected));
    if (!mapped)
        return false;
    const QByteArrayView all(mapped->data(), qsizetype(expected));
    result.ok = true;
    if (stopAt && expected > FirstLookBytes) {
        // The first MiB is looked at before the rest is taken in: a file that
        // stops being XML in it costs that much, however long it is.
        mapped->takeIn(0, size_t(FirstLookBytes));
        const qsizetype keep = stopAt(all.first(qsizetype(FirstLookBytes)), 0);
        if (keep >= 0) {
            result.bytes = all.first(keep).toByteArray();
            result.stopped = true;
            result.mapped = std::move(mapped);
            return true;
        }
        mapped->takeIn(size_t(FirstLookBytes), size_t(expected));
    } else {
        mapped->takeIn(0, size_t(expected));
    }
    result.bytes = QByteArray::fromRawData(all.data(), all.size());
    if (stopAt) {
        const qsizetype keep = stopAt(result.bytes, 0);
        if (keep >= 0) {
            result.bytes.truncate(keep); // a copy of its own
            result.stopped = true;
        }
    }
    result.mapped = std::move(mapped);
    return true;
}

} // namespace

FileAccess::ReadResult FileAccess::readFile(const QString &path, qint64 limit, qint64 gzipLimit,
                                            bool confined, const StopAt &stopAt, Mapping mapping)
{
    ReadResult result;
    const Descriptor file(confined ? openConfined(path, &result.error)
                                   : ::open(FileAccess::encodeName(path).constData(), ReadFlags));
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
    result.size = expected;
    if (mapping == Mapping::Allowed && expected >= MapFromBytes && expected <= limit &&
        mapInto(result, file.fd, expected, stopAt))
        return result;
    // A file over the limit is read a piece at a time, stopAt asked after each, so
    // that one which stops being XML soon costs what was read up to there, not the
    // limit. Any other is filled from end to end: huge pages, where the system
    // offers them, and the pages the file's size needs taken in at once, not
    // faulted in as read.
    const bool stepwise = stopAt && expected > limit;
    qint64 have = 0;
    QByteArrayView looked;
    const auto failed = [&](int error) {
        result.error = errorText(error);
        result.bytes.clear();
        return result;
    };
    if (stepwise && expected > FirstLookBytes) {
        // The first MiB alone, before any room for the file is taken: a file that
        // need not be read further (zeros after a few bytes of XML: a sparse file
        // of gigabytes) costs that much and no more. It is read into a buffer the
        // thread keeps (a buffer of its own for each file was 256 page faults a
        // file), and copied to the start of the room when the read goes on.
        thread_local std::unique_ptr<char[]> look;
        if (!look)
            look.reset(new char[size_t(FirstLookBytes)]);
        const qint64 got = readAt(file.fd, look.get(), FirstLookBytes, 0);
        if (got < 0)
            return failed(errno);
        looked = QByteArrayView(look.get(), qsizetype(got));
        const qsizetype keep = stopAt(looked, 0);
        if (keep >= 0) {
            result.bytes = looked.first(keep).toByteArray();
            result.stopped = true;
            result.ok = true;
            return result;
        }
        if (startsAsGzip(looked))
            cap = gzipLimit + 1;
        if (::lseek(file.fd, off_t(got), SEEK_SET) < 0)
            return failed(errno);
        have = got;
    }
    const qint64 room = std::min<qint64>(expected, std::max(limit, gzipLimit)) + 1;
    result.bytes = takeRoom(room);
    result.bytes.reserve(qsizetype(roomFor(room)));
    if (!looked.isEmpty()) {
        result.bytes.resize(looked.size());
        std::memcpy(result.bytes.data(), looked.data(), size_t(looked.size()));
    }
    // Any other file is filled from end to end: huge pages, where the system offers
    // them, and the pages the file's size needs taken in with one call per range,
    // not faulted in as read; each range by the thread that reads into it.
    if (!stepwise)
        PageStorage::adviseHuge(result.bytes.data(), size_t(result.bytes.capacity()));
    const auto takeIn = [&](qint64 from, qint64 to) {
        to = std::min(to, qint64(result.bytes.capacity()));
        if (!stepwise && to > from)
            PageStorage::populate(result.bytes.data() + from, size_t(to - from));
    };
    if (!stepwise && stopAt && expected > FirstLookBytes) {
        // The first MiB is looked at before the rest is taken in: a file that stops
        // being XML in it costs that much memory, however long it is. The room
        // beyond it is only address space until then.
        takeIn(0, FirstLookBytes);
        result.bytes.resize(qsizetype(FirstLookBytes));
        const qint64 got = readAt(file.fd, result.bytes.data(), FirstLookBytes, 0);
        if (got < 0)
            return failed(errno);
        result.bytes.resize(qsizetype(got));
        const qsizetype keep = stopAt(result.bytes, 0);
        if (keep >= 0) {
            QByteArray whole = std::exchange(result.bytes, result.bytes.first(keep));
            recycle(std::move(whole));
            result.stopped = true;
            result.ok = true;
            return result;
        }
        if (startsAsGzip(result.bytes))
            cap = gzipLimit + 1;
        have = got;
        if (::lseek(file.fd, off_t(got), SEEK_SET) < 0)
            return failed(errno);
    }
    constexpr qint64 Chunk = qint64(1) << 20;
    if (!stepwise && expected >= TwoThreadReadBytes && std::thread::hardware_concurrency() > 1) {
        // Most of a large read is the copy out of the page cache into pages touched
        // for the first time: the second half is taken in and read on another
        // thread meanwhile. What the file holds beyond its size at the start is
        // read below, as is the rest of a file that became shorter.
        char magic[2] = {};
        // (A first look has told already.)
        if (have < 2 && ::pread(file.fd, magic, 2, 0) == 2 && startsAsGzip({magic, 2}))
            cap = gzipLimit + 1;
        const qint64 target = std::min(expected, cap);
        result.bytes.resize(qsizetype(target));
        const qint64 half = have + (target - have) / 2;
        qint64 second = 0;
        int secondError = 0;
        qint64 first = 0;
        {
            WorkerThread worker([&] {
                takeIn(half, target);
                second = readAt(file.fd, result.bytes.data() + half, target - half, half);
                secondError = errno;
            });
            takeIn(have, half);
            first = readAt(file.fd, result.bytes.data() + have, half - have, have);
            const int firstError = errno;
            worker.join();
            if (first < 0 || second < 0)
                return failed(first < 0 ? firstError : secondError);
        }
        have = first < half - have ? have + first : half + second;
        if (::lseek(file.fd, off_t(have), SEEK_SET) < 0)
            return failed(errno);
    } else {
        takeIn(have, expected);
    }
    for (;;) {
        if (have == 2 && startsAsGzip(result.bytes))
            cap = gzipLimit + 1;
        if (have >= cap)
            break;
        // Up to the size the file was said to have: the buffer reserved for it is
        // not moved (a copy of the whole file into pages touched anew).
        qint64 want = have < 2 ? 2 - have : Chunk;
        if (have < expected)
            want = std::min(want, expected - have);
        want = std::min(want, cap - have);
        // As large as it was said to be: whether it ends here is asked with a read
        // of a few bytes into a buffer of its own, copied on when there was more.
        const bool probing = have >= expected && have >= 2;
        char probe[4096];
        if (probing)
            want = std::min<qint64>(want, qint64(sizeof probe));
        else if (result.bytes.size() < have + want)
            result.bytes.resize(qsizetype(have + want));
        char *const into = probing ? probe : result.bytes.data() + have;
        const ssize_t got = ::read(file.fd, into, size_t(want));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            result.error = errorText(errno);
            result.bytes.clear();
            return result;
        }
        if (got == 0)
            break;
        if (probing) {
            result.bytes.resize(qsizetype(have + got));
            std::memcpy(result.bytes.data() + have, probe, size_t(got));
        }
        have += got;
        if (stepwise && have >= 2) {
            const qsizetype keep = stopAt(QByteArrayView(result.bytes.constData(), qsizetype(have)),
                                          qsizetype(have - got));
            if (keep >= 0) {
                result.bytes.truncate(keep);
                result.bytes.squeeze();
                result.stopped = true;
                result.ok = true;
                return result;
            }
        }
    }
    result.bytes.resize(qsizetype(have));
    if (stopAt && !stepwise) {
        const qsizetype keep = stopAt(result.bytes, 0);
        if (keep >= 0) {
            result.bytes.truncate(keep);
            result.stopped = true;
        }
    }
    result.ok = true;
    return result;
}
