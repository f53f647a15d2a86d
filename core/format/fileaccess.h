// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a file the way the reader needs it: opened once, by a descriptor that
// is checked after opening (a regular file, inside the folder it must be in), and
// read with read(2) into memory, so that a file cut short or rewritten while it is
// read gives fewer bytes, never a signal. Special files (a FIFO, a device, a
// socket) are refused before anything waits on them.

#include <QByteArray>
#include <QString>

namespace FileAccess {

// The words for an errno value: the C library's, except that a missing file says
// "no such file" as the reader always has.
QString errorText(int error);

struct ReadResult
{
    bool ok = false;
    QByteArray bytes; // at most the limit plus one byte: one more says there was more
    QString error;    // why nothing was read, when !ok
};

// Reads path to its end or to limit + 1 bytes (gzipLimit + 1 when the file starts
// with the gzip magic bytes: compressed data may be a little larger than what it
// holds). confined: the file must be an entry of its own folder, or a symbolic link
// to one there; a link that leads out of the folder is refused, and what is read is
// the file that was checked, even when the name is swapped for a link meanwhile.
ReadResult readFile(const QString &path, qint64 limit, qint64 gzipLimit, bool confined);

} // namespace FileAccess
