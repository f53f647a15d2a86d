// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A strict scanner for the common form of sitemap XML, several times cheaper than
// expat. It reports the same events expat reports to the reader (start tags with
// "uri\1local\1prefix" names and attribute arrays, end tags, decoded and
// line-end-normalised text) for documents it fully verifies, and gives up
// (Result::Fallback) on anything it does not: a DOCTYPE, non-ASCII or unusual
// names, many attributes, an entity it cannot decode, any well-formedness error.
// The caller then discards what it built and reads the whole input with expat,
// which gives the error with its position: verdicts never differ.

#include <QByteArrayView>
#include <QtGlobal>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

// An expanded name as the scanner resolved it. The views point into expanded,
// expat's "uri\1local\1prefix" (or "local" without a namespace). id numbers the
// distinct (namespace, qualified name) pairs of one scan from 0, element and
// attribute names alike: equal ids, equal names. Valid for the call it is given to.
struct FastXmlName
{
    const char *expanded = nullptr;
    QByteArrayView uri;
    QByteArrayView local;
    QByteArrayView prefix;
    int id = -1;
};

// Callbacks in expat's form. Names and attribute strings are NUL-terminated;
// atts is {name0, value0, name1, value1, ..., nullptr} without xmlns attributes.
// When startNamed is set it is called instead of start, with the names split
// (attNames[i] is the name atts[2 * i] spells); when endNamed is set, instead of end.
struct FastXmlHandler
{
    void *user = nullptr;
    void (*start)(void *user, const char *name, const char **atts) = nullptr;
    void (*end)(void *user, const char *name) = nullptr;
    void (*text)(void *user, const char *s, int len) = nullptr;
    void (*startNamed)(void *user, const FastXmlName &name, const char **atts,
                       const FastXmlName *attNames) = nullptr;
    void (*endNamed)(void *user, const FastXmlName &name) = nullptr;
    // When set, text is reported only while *textGate is nonzero (the handler's
    // own flag for "text is kept here"): most text between tags is dropped unseen.
    const quint8 *textGate = nullptr;
};

class FastXmlScanner
{
public:
    enum class Result : quint8
    {
        Done,      // the whole input was verified and reported
        Stopped,   // a handler called stop()
        Cancelled, // *cancel became true between progress steps
        Fallback,  // not verified: discard the events and read it with expat
        Paused     // reached the pause offset between two children of the root
    };
    struct Position
    {
        int line = 0;   // 1-based; LF, CR LF and a lone CR each end a line, as for expat
        int column = 0; // 1-based, in characters (UTF-8 sequences count once)
    };

    explicit FastXmlScanner(QByteArrayView data);
    ~FastXmlScanner();
    FastXmlScanner(const FastXmlScanner &) = delete;
    FastXmlScanner &operator=(const FastXmlScanner &) = delete;

    // Scans data, calling progress(done, total) after each progressStep bytes and at
    // the end, and looking at *cancel after each step but the last (as the expat
    // loop of the reader does).
    Result run(const FastXmlHandler &handler,
               const std::function<void(qint64, qint64)> &progress = {},
               const std::atomic<bool> *cancel = nullptr, qsizetype progressStep = 4 << 20);
    // From a handler: stop after the current event (run() returns Stopped).
    void stop();
    // Makes run() return Paused when the scan comes to offset as the '<' of a tag
    // directly inside the root element (all before it verified and reported). At
    // any other place (inside a child, a comment, a tag) the scan goes on past it.
    // For reading one large file on two threads (see the reader).
    void setPauseAt(qsizetype offset);
    // How far the count of lines and columns has come at an offset of the input.
    struct LineCount
    {
        int lineEnds = 0;        // LFs, and CRs not before an LF, before the offset
        qsizetype lineStart = 0; // where the offset's line starts
        int column = 0;          // characters on that line before the offset
        bool highOnLine = false; // whether a byte >= 0x80 is among them
        bool hasCr = false;      // whether a CR comes before the offset
    };
    // The counts at each of offsets (ascending, within data), in one pass over the
    // bytes before the last: for the scanners of a split read (setSkip).
    static std::vector<LineCount> lineCounts(QByteArrayView data,
                                             const std::vector<qsizetype> &offsets);
    // Makes run() go on at offset to right after the root's start tag, when that
    // tag ends at offset from: a later piece of a split read, whose earlier pieces
    // (verified by other scanners, each paused where the next begins) are skipped.
    // Positions stay those of the whole input; with at, the count at to
    // (lineCounts()), the skipped bytes are not counted again.
    void setSkip(qsizetype from, qsizetype to, const LineCount *at = nullptr);
    // Bytes consumed so far: after a stop() from the start handler of the root,
    // where the root's start tag ends.
    qsizetype offset() const;
    // Where the start tag being reported begins (its '<'). Positions asked for
    // must not go backwards; counting is incremental.
    Position tagPosition();
    // The offset in the input of that '<'.
    qsizetype tagOffset() const;

    // Why and where run() fell back, for tests and debugging.
    const char *fallbackReason() const;
    qsizetype fallbackOffset() const;

    // Whether the reader tries the scanner first (default on; the environment
    // variable SITEMAP_FAST_SCAN=0 turns it off), and how many reads it
    // completed without falling back. For tests and measurements.
    static void setEnabled(bool on);
    static bool enabled();
    static int completedScans();
    static void countCompleted();

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};
