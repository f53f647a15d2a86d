// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads sitemaps, sitemap indexes, text sitemaps and their gzip forms into a
// SitemapDocument, losing nothing: every entry before an error, every
// extension element, and the facts the validator needs. The XML parser (expat)
// stays behind this interface. DTDs and external entities are never resolved.

#include "protocol.h"

#include <QString>

#include <atomic>
#include <functional>

class SitemapDocument;

struct ReadOptions
{
    // Uncompressed bytes read at the most; past it reading stops (file-too-large).
    qint64 maxBytes = Protocol::MaxFileBytes + 8 * 1024 * 1024;
    // Called now and then with bytes done and bytes in all: of the current file, or
    // of all the children of an index while they are read in parallel. It may be
    // called from the reader's threads, one call at a time.
    std::function<void(qint64 done, qint64 total)> progress;
    const std::atomic<bool> *cancel = nullptr;
    // Whether the reader may use several threads: for the children of an index,
    // and for an XML file of at least splitMinBytes, read in pieces of about
    // splitPieceBytes (2 to 32 of them) split between children of the root, which
    // two threads take in turn as they come. Off: one thread (the tests' reference).
    bool parallel = true;
    qint64 splitMinBytes = 1 << 20;
    qint64 splitPieceBytes = 384 * 1024;
    // The file must be an entry of its own folder (an index's child): a symbolic
    // link out of it is refused, checked on the file actually opened.
    bool confineToFolder = false;
};

enum class ReadStatus
{
    Ok,
    Cancelled
};

class SitemapReader
{
public:
    // Reads the file at path into doc as a new file and returns its index; a
    // file that cannot be read at all is still added, marked unreadable.
    static int readFile(SitemapDocument &doc, const QString &path, const ReadOptions &options = {},
                        ReadStatus *status = nullptr);
    // The same for bytes in memory; name is used for the .gz check and messages.
    static int readBytes(SitemapDocument &doc, const QByteArray &bytes, const QString &name,
                         const ReadOptions &options = {}, ReadStatus *status = nullptr);
    // How many reads so far joined two or more pieces of a file read on two
    // threads (ReadOptions::splitMinBytes). For tests and measurements.
    static int splitReads();
    // How many pieces those reads joined in all.
    static int piecesJoined();
};
