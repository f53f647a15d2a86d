// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Compares two documents (two sitemaps, or two sets of an index with its
// children) the way PROTOCOL.md section 6 `diff` says: the entries of the
// sitemaps, text sitemaps and feeds of each side (never an index's own <sitemap>
// entries), matched by the loc-duplicate key (the first entry with a key wins on
// each side); lastmod, changefreq and priority compared as the trimmed text
// export prints, extensions by namespace URI, local name, attributes and
// trimmed text, whatever prefixes and layout each file used.
//
// The editor's Compare With... and `sitemap-tool diff` both use it.

#include <QByteArray>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class SitemapDocument;

namespace Compare {

// What can differ between two matched entries; bits of Changed::fields.
enum class Aspect : quint8
{
    LastMod,
    ChangeFreq,
    Priority,
    Extensions
};
constexpr int AspectCount = 4;
constexpr quint8 aspectBit(Aspect a)
{
    return quint8(1u << quint8(a));
}
// "lastmod", "changefreq", "priority", "extensions": the names the command line prints.
const char *aspectKey(Aspect a);

struct EntryRef
{
    int file = -1;
    int entry = -1;
};

struct Changed
{
    EntryRef before; // in the old document
    EntryRef after;  // in the new document
    quint8 fields = 0;
    bool has(Aspect a) const { return fields & aspectBit(a); }
};

struct Result
{
    std::vector<EntryRef> added;   // only in the new document, in its order
    std::vector<EntryRef> removed; // only in the old document, in its order
    std::vector<Changed> changed;  // in the new document's order
    qint64 unchanged = 0;
    bool cancelled = false;

    bool identical() const { return added.empty() && removed.empty() && changed.empty(); }
};

// The comparison key of a loc as written (loc-duplicate's key, UTF-8); empty when
// the value holds no URL.
QByteArray matchKey(QByteArrayView rawLoc);

// Compares the two documents. cancel, when given, is polled now and then; a
// cancelled comparison returns with cancelled set and partial lists.
Result compare(const SitemapDocument &before, const SitemapDocument &after,
               const std::atomic<bool> *cancel = nullptr);

// A comparison against one old side, taken in steps. The constructor reads the
// old side's keys (on any thread: it only reads before, which must outlive it).
// Each pass over a new side can then be split into steps, so that a window's
// thread goes back to its event loop between them; the new side must not change
// during a pass (a change calls for stop() and a new start()).
class Comparison
{
public:
    explicit Comparison(const SitemapDocument &before, const std::atomic<bool> *cancel = nullptr);
    ~Comparison();
    Comparison(const Comparison &) = delete;
    Comparison &operator=(const Comparison &) = delete;

    // True when cancel stopped the constructor: the comparison cannot be used.
    bool isCancelled() const { return m_cancelled; }
    const SitemapDocument &before() const { return m_before; }

    // Starts a pass over after, dropping any pass under way.
    void start(const SitemapDocument &after);
    void stop();
    bool isRunning() const { return m_pass != nullptr; }
    // Goes on with the pass for at most budget entries of the new side (then of the
    // old side's, sixteen for one, to list those not found); true when the pass is
    // through (takeResult() then gives its result).
    bool step(qint64 budget);
    // How far the pass is, from 0 to 1.
    double progress() const;
    // The result of the pass that step() finished; ends the pass. Before the pass is
    // through, the lists so far (removed still empty or in part).
    Result takeResult();

private:
    struct OldSide;
    struct Pass;
    const SitemapDocument &m_before;
    std::unique_ptr<OldSide> m_old;
    std::unique_ptr<Pass> m_pass;
    QByteArray m_key;       // the key looked up
    QByteArray m_other;     // the key of an entry with the same hash
    size_t m_lastAdded = 0; // added entries the last pass found
    bool m_cancelled = false;
};

// The value of an aspect as it is compared: the trimmed text of a field, the
// extension XML as the document holds it; nullopt when absent.
std::optional<QString> aspectValue(const SitemapDocument &doc, EntryRef ref, Aspect a);

// The loc of an entry, trimmed as export prints it.
QString locText(const SitemapDocument &doc, EntryRef ref);

// True when the two extension fragments hold the same elements (namespace URI,
// local name, attributes, trimmed text, in order), each read with its own
// document's prefixes. Comments and processing instructions do not count.
bool sameExtensions(const SitemapDocument &docA, const QString &xmlA, const SitemapDocument &docB,
                    const QString &xmlB);

// The canonical form sameExtensions() compares (for tests and messages).
QString canonicalExtensions(const SitemapDocument &doc, const QString &xml);

} // namespace Compare
