// SPDX-License-Identifier: GPL-3.0-or-later
#include "indexdatetracker.h"

#include "ruletext.h"
#include "setmemory.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <algorithm>

IndexDateTracker::IndexDateTracker(const SitemapDocument &doc, VerdictTable &table)
    : m_doc(&doc), m_table(table)
{
}

void IndexDateTracker::reset(int fileCount)
{
    m_files.clear();
    m_files.resize(size_t(fileCount));
}

qint64 IndexDateTracker::usableInstant(bool has, const LastMod::Result &r)
{
    if (!has || !r.hasInstant || r.verdict == LastMod::Verdict::Format ||
        r.verdict == LastMod::Verdict::InvalidDate)
        return NoInstant;
    return r.msecsSinceEpoch;
}

qint64 IndexDateTracker::lastmodInstant(int file, int entry) const
{
    const Entry &e = m_doc->entry(file, entry);
    if (!e.has(Field::LastMod))
        return NoInstant;
    const QByteArrayView raw =
        UrlTools::trimXmlWhitespace(m_doc->rawValue(file, entry, Field::LastMod));
    const LastMod::Result r = m_doc->file(file).feed == FeedKind::Rss2
                                  ? LastMod::checkRfc822(QString::fromUtf8(raw))
                                  : LastMod::check(raw);
    return usableInstant(true, r);
}

void IndexDateTracker::add(int file, qint64 ms)
{
    if (ms == NoInstant)
        return;
    forgetNewestEntry(file);
    File &f = m_files[size_t(file)];
    if (f.newestCount == 0 || ms > f.newestMs) {
        f.newestMs = ms;
        f.newestCount = 1;
    } else if (ms == f.newestMs) {
        ++f.newestCount;
    }
}

void IndexDateTracker::addJudged(int file, qint64 ms, int count, int first)
{
    if (ms == NoInstant || count <= 0)
        return;
    File &f = m_files[size_t(file)];
    if (f.newestCount == 0 || ms > f.newestMs) {
        f.newestMs = ms;
        f.newestCount = count;
        f.newestAt = first;
    } else if (ms == f.newestMs) {
        f.newestCount += count;
        if (f.newestAt < 0 || first < 0)
            f.newestAt = -1;
        else
            f.newestAt = std::min(f.newestAt, first);
    }
}

void IndexDateTracker::remove(int file, qint64 ms)
{
    File &f = m_files[size_t(file)];
    if (ms == NoInstant || f.newestCount == 0 || ms != f.newestMs)
        return;
    f.newestAt = -1;
    if (--f.newestCount == 0)
        f.dirty = true;
}

void IndexDateTracker::forgetNewestEntry(int file)
{
    if (file >= 0 && size_t(file) < m_files.size())
        m_files[size_t(file)].newestAt = -1;
}

bool IndexDateTracker::live(int file) const
{
    return file >= 0 && file < m_table.fileCount() && m_doc->file(file).kind != FileKind::Unknown;
}

qint64 IndexDateTracker::newestOf(int file)
{
    File &f = m_files[size_t(file)];
    if (f.dirty) {
        f.dirty = false;
        f.newestCount = 0;
        f.newestMs = NoInstant;
        const int n = int(m_table.marks(file).size());
        for (int e = 0; e < n; ++e) {
            ++m_table.stats().entriesScanned;
            addJudged(file, lastmodInstant(file, e), 1, e);
        }
    }
    return f.newestCount > 0 ? f.newestMs : NoInstant;
}

bool IndexDateTracker::isStale(int file, int entry)
{
    const SitemapFile &sf = m_doc->file(file);
    if (!sf.isIndex() || size_t(entry) >= sf.childFile.size())
        return false;
    const int child = sf.childFile[size_t(entry)];
    if (child < 0 || !live(child))
        return false;
    const qint64 newest = remembered(child) ? m_memory->newestMs(child) : newestOf(child);
    if (newest == NoInstant)
        return false;
    if (!m_doc->entry(file, entry).has(Field::LastMod))
        return true;
    const LastMod::Result own =
        LastMod::check(UrlTools::trimXmlWhitespace(m_doc->rawValue(file, entry, Field::LastMod)));
    const qint64 ms = usableInstant(true, own);
    return ms != NoInstant && ms < newest;
}

std::pair<int, int> IndexDateTracker::listingEntry(int file) const
{
    const int parent = m_doc->file(file).parentFile;
    if (parent < 0)
        return {-1, -1};
    const std::vector<int> &children = m_doc->file(parent).childFile;
    for (size_t e = 0; e < children.size(); ++e) {
        if (children[e] == file)
            return {parent, int(e)};
    }
    return {-1, -1};
}

void IndexDateTracker::judgeAll()
{
    for (int f = 0; f < m_table.fileCount(); ++f) {
        if (!m_doc->file(f).isIndex() || m_doc->file(f).kind == FileKind::Unknown)
            continue;
        ZeroedVector<VerdictTable::Marks> &marks = m_table.marks(f);
        for (size_t e = 0; e < marks.size(); ++e) {
            if (isStale(f, int(e)))
                marks[e].mask |= ruleBit(RuleId::IndexLastmodStale);
        }
    }
}

void IndexDateTracker::refresh(int file, int entry)
{
    if (m_doc->file(file).isIndex()) {
        if (m_table.hasEntry(file, entry))
            m_table.setBit(file, entry, RuleId::IndexLastmodStale, isStale(file, entry));
        return;
    }
    const auto [index, e] = listingEntry(file);
    if (index < 0 || !m_table.hasEntry(index, e))
        return;
    const bool was = m_table.mask(index, e).has(RuleId::IndexLastmodStale);
    const bool stale = isStale(index, e);
    m_table.setBit(index, e, RuleId::IndexLastmodStale, stale);
    // Still stale, but the message names the file's newest lastmod, which this
    // change may have moved: the listeners ask for it again.
    if (was && stale)
        m_table.markChanged(index, e);
}

bool IndexDateTracker::remembered(int file) const
{
    return m_memory && m_doc->entryCount(file) == 0;
}

std::pair<qint64, QString> IndexDateTracker::newest(int file) const
{
    // As the full pass found it, when nothing has changed since: no entry's date
    // read again (a file of 50,000 entries asked for by the set memory).
    if (file >= 0 && size_t(file) < m_files.size()) {
        const File &f = m_files[size_t(file)];
        if (!f.dirty && f.newestCount > 0 && f.newestAt >= 0 &&
            f.newestAt < m_doc->entryCount(file))
            return {f.newestMs, quoted(UrlTools::trimXmlWhitespace(
                                    m_doc->value(file, f.newestAt, Field::LastMod)))};
    }
    qint64 best = NoInstant;
    int at = -1;
    for (int e = 0; e < m_doc->entryCount(file); ++e) {
        const qint64 ms = lastmodInstant(file, e);
        if (ms != NoInstant && (at < 0 || ms > best)) {
            best = ms;
            at = e;
        }
    }
    if (at < 0)
        return {NoInstant, QString()};
    return {best, quoted(UrlTools::trimXmlWhitespace(m_doc->value(file, at, Field::LastMod)))};
}

QString IndexDateTracker::newestLastmodText(int file) const
{
    if (remembered(file))
        return m_memory->newestText(file);
    return newest(file).second;
}

std::vector<ProblemDetail> IndexDateTracker::details(RuleId, int file, int entry,
                                                     const EntryFacts &, const FileContext &) const
{
    ProblemDetail d;
    d.extra = newestLastmodText(m_doc->file(file).childFile[size_t(entry)]);
    return {d};
}
