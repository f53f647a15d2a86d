// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A regular file's bytes mapped into memory, read-only: the pages the system
// already holds for the file are used as they are, not zeroed and copied into
// memory of the process's own as a read(2) does.
//
// A mapped file that is cut short while it is mapped would end the process with
// SIGBUS at the first touch of a page past its new end. Here such a touch reads
// zeros instead: a handler for the signal puts zero pages over the rest of the
// mapping and notes that it did (cut()). Whoever reads the bytes asks cut() when
// done and reads the file again by read(2) when it is true. A file rewritten in
// place while mapped shows the new bytes where they land; a reader that must be
// sure of its bytes compares the file's stamp after reading, as it does after a
// read(2).

#include <cstddef>
#include <memory>

class MappedFile
{
public:
    // Maps size bytes of the descriptor of a regular file from its start; null when
    // the system will not (the caller reads it instead). Nothing is taken in yet.
    static std::unique_ptr<MappedFile> map(int fd, std::size_t size);
    ~MappedFile();
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    const char *data() const { return m_data; }
    std::size_t size() const { return m_size; }
    // Takes in the pages of [from, to) in a few calls (from the disk, if the system
    // does not hold them yet), so that reading them is not a fault per page. False
    // when the system could not (the file was cut: cut() is then true, or the
    // system has no such call and the pages come in as they are read).
    bool takeIn(std::size_t from, std::size_t to) const;
    // Whether a page read as zeros because the file ended before it.
    bool cut() const;

private:
    MappedFile(char *data, std::size_t size, std::size_t mapped, int slot);
    char *m_data;
    std::size_t m_size;
    std::size_t m_mapped; // whole pages
    int m_slot;           // in the table the signal handler looks in
};
