// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// SHA-256, as the editor's journal fingerprints every file it opens (the reader
// hashes each file's bytes on its threads). On a processor with the SHA
// instructions (x86 SHA-NI) the blocks go through them, several times faster
// than QCryptographicHash, which does the work everywhere else; the digest is
// the same either way. Hashing the 219 MB of the benchmark's 1M-URL set took
// about a third of the reading threads' time before.

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>

#include <array>
#include <memory>

class QIODevice;

class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;

    void addData(QByteArrayView data);
    // Reads device to its end; false on a read error.
    bool addData(QIODevice *device);
    // The 32-byte digest of everything added; the object is not to be used after.
    QByteArray result();

    static QByteArray hash(QByteArrayView data);

    // Whether the processor's SHA instructions are used.
    static bool accelerated();
    // Tests: off makes new objects use QCryptographicHash; on goes back to what
    // the processor offers (never on where it has no SHA instructions).
    static void setAcceleratedForTesting(bool on);

private:
    bool m_fast;
    std::array<quint32, 8> m_state;
    std::array<uchar, 64> m_pending;
    int m_pendingSize = 0;
    quint64 m_length = 0;
    std::unique_ptr<QCryptographicHash> m_portable;
};
