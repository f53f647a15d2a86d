// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a file the way the reader needs it: opened once, by a descriptor that
// is checked after opening (a regular file, inside the folder it must be in), and
// read with read(2) into memory, so that a file cut short or rewritten while it is
// read gives fewer bytes, never a signal; or, for a caller that asks and reads it
// again when it was cut, mapped (MappedFile: no copy of the system's pages, and
// a cut read as zeros, not a signal). Special files (a FIFO, a device, a socket)
// are refused before anything waits on them.

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class MappedFile;

namespace FileAccess {

// File names are bytes; Qt reads them as UTF-8 and turns bytes that are not into
// U+FFFD, so a Latin-1 name (caf\xe9.xml) could not be opened again. These two keep
// every byte: a byte that is not part of valid UTF-8 becomes the lone surrogate
// U+DC00 + byte (as Python's surrogateescape), and back; valid UTF-8 is read as
// usual. Command-line arguments and directory entries go through decodeName, every
// path the file layer hands to the system through encodeName.
QString decodeName(QByteArrayView bytes);
QByteArray encodeName(QStringView name);
// A name for messages: each such byte as \xNN.
QString shownName(const QString &name);
// The path that a name Qt's own calls read from the system (a file dialog's
// result) means. Qt reads each byte that is not UTF-8 as U+FFFD, so a part of
// the path holding U+FFFD is looked up among its folder's entries as Qt reads
// them; one that no entry, or more than one, reads as is kept as it is.
QString fromQtName(const QString &qtPath);
// True when Qt's own calls (QFile, QFileInfo, QFileSystemWatcher, which take a
// name as UTF-8) name path right: it holds no such byte.
bool qtCanName(const QString &path);

// Stands for a file or folder where only Qt's own calls can go, while it lives:
// path() is the name itself when qtCanName, else /proc/self/fd/N of a descriptor
// held on it (O_PATH), which the kernel resolves to that very file or folder
// whatever its name; empty when it cannot be opened.
class QtPath
{
public:
    explicit QtPath(const QString &path);
    ~QtPath();
    QtPath(const QtPath &) = delete;
    QtPath &operator=(const QtPath &) = delete;
    const QString &path() const { return m_path; }

private:
    int m_fd = -1;
    QString m_path;
};

// path made absolute and clean by string operations only (QFileInfo makes a
// relative path absolute through its bytes, and loses such names on the way).
QString absolutePath(const QString &path);

// The file system by those names (Qt's own calls would look for the U+FFFD name).
bool exists(const QString &path);            // follows links
bool isFile(const QString &path);            // a regular file, links followed
bool isFolder(const QString &path);          // a folder, links followed
bool canList(const QString &folder);         // its entries may be read and opened
qint64 fileSize(const QString &path);        // -1 when there is none
QDateTime lastModified(const QString &path); // UTC; invalid when there is none
// What tells whether a file changed since it was read: its size and modification
// time from one stat(), the time in milliseconds since the epoch. No time-zone
// work (a local time goes through the C library's time-zone state, which readers
// on several threads must not touch). Both -1 when there is no such file.
struct Stamp
{
    qint64 size = -1;
    qint64 modifiedMs = -1;
};
Stamp stamp(const QString &path);
QString canonicalPath(const QString &path); // empty when it does not resolve
bool remove(const QString &path);
bool makePath(const QString &path); // with its parents; true when it is a folder
// The regular files in folder, hidden ones included, sorted by name; links to
// regular files too when linkedFiles.
QStringList fileNames(const QString &folder, bool linkedFiles = false);
// The folders in folder (no links), hidden ones included, sorted by name.
QStringList folderNames(const QString &folder);

// The words for an errno value: the C library's, except that a missing file says
// "no such file" as the reader always has.
QString errorText(int error);

struct ReadResult
{
    bool ok = false;
    QByteArray bytes;     // at most the limit plus one byte: one more says there was more
    QString error;        // why nothing was read, when !ok
    bool stopped = false; // the rest was not read: stopAt said the bytes read are enough
    qint64 size = 0;      // the file's size when it was opened
    // When the file was mapped (Mapping::Allowed): what bytes points into, which
    // must outlive every use of them. Whoever reads them asks its cut() after.
    std::shared_ptr<const MappedFile> mapped;
};

// Whether readFile() may map a file instead of reading it: for a caller that
// uses the bytes only while it holds the result, and reads the file again when
// the mapping says it was cut (MappedFile).
enum class Mapping
{
    Never,
    Allowed
};

// Where reading may stop: given the bytes read so far and where the new ones
// begin, how many of them to keep when the rest of the file need not be read
// (a malformed XML file is not read past its first malformation), else -1.
// newFrom 0 is a look at the bytes from the start; each later call of one read
// gives the same bytes and more, newFrom where the more begin.
using StopAt = std::function<qsizetype(QByteArrayView bytes, qsizetype newFrom)>;

// Reads path to its end or to limit + 1 bytes (gzipLimit + 1 when the file starts
// with the gzip magic bytes: compressed data may be a little larger than what it
// holds). confined: the file must be an entry of its own folder, or a symbolic link
// to one there; a link that leads out of the folder is refused, and what is read is
// the file that was checked, even when the name is swapped for a link meanwhile.
// stopAt, when given, is asked after the first MiB (before the room for the
// whole file is taken), then once at the end, or after each MiB read when the
// file is over the limit. With Mapping::Allowed, a file of a MiB or more within the limit
// is mapped (result.mapped) where the system allows.
ReadResult readFile(const QString &path, qint64 limit, qint64 gzipLimit, bool confined,
                    const StopAt &stopAt = {}, Mapping mapping = Mapping::Never);

// While one is alive, a buffer handed back with recycle() is kept (as many as the
// users alive ask for, the largest) and taken by the next read it is large enough
// for (or by takeRoom()), instead of fresh pages, which the system zeroes and maps
// one by one: one for a reader of many files in turn (sitemap-tool check of an
// index), a few for a save that reads, copies and writes several at once. Without
// one, recycle() frees the buffer.
class BufferReuse
{
public:
    explicit BufferReuse(int buffers = 1);
    ~BufferReuse();
    BufferReuse(const BufferReuse &) = delete;
    BufferReuse &operator=(const BufferReuse &) = delete;
};
void recycle(QByteArray &&bytes);
// The room to take for bytes: rounded up to 2 MiB (a huge page) from 1 MiB on, so
// that a buffer kept from one file fits the next of about the same size.
inline qint64 roomFor(qint64 bytes)
{
    constexpr qint64 step = qint64(2) << 20;
    return bytes < (qint64(1) << 20) ? bytes : (bytes + step - 1) / step * step;
}
// An empty buffer with room for at least bytes (and not much more) from those kept,
// or a null one.
QByteArray takeRoom(qint64 bytes);

} // namespace FileAccess
