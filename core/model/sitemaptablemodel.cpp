// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemaptablemodel.h"

#include "bytesort.h"
#include "prefetch.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "urltools.h"
#include "validator.h"
#include "workerthread.h"

#include <QFileInfo>
#include <QTimer>
#include <QUrl>

#include <QtEndian>

#include <algorithm>
#include <array>
#include <atomic>
#include <charconv>
#include <cstring>
#include <memory>
#include <optional>
#include <thread>
#include <utility>

namespace {

// From this many entries in scope the filter tests them on two threads.
constexpr size_t ParallelFilterRows = 32768;
// From this many rows a sort makes its keys, and sorts them, on two threads.
constexpr size_t ParallelSortRows = 65536;

constexpr std::array<unsigned char, 256> makeLowerTable()
{
    std::array<unsigned char, 256> table{};
    for (int i = 0; i < 256; ++i)
        table[size_t(i)] = (i >= 'A' && i <= 'Z') ? (unsigned char)(i + 32) : (unsigned char)i;
    return table;
}
constexpr std::array<unsigned char, 256> LowerTable = makeLowerTable();

// ASCII case-insensitive search of an already lower-cased needle in raw UTF-8.
bool containsLowered(QByteArrayView haystack, const QByteArray &needle)
{
    const qsizetype m = needle.size();
    const qsizetype n = haystack.size();
    if (m == 0)
        return true;
    if (m > n)
        return false;
    const auto *h = reinterpret_cast<const unsigned char *>(haystack.data());
    const auto *p = reinterpret_cast<const unsigned char *>(needle.constData());
    const unsigned char first = p[0];
    const qsizetype last = n - m;
    auto matchesAt = [&](qsizetype i) {
        qsizetype j = 1;
        while (j < m && LowerTable[h[i + j]] == p[j])
            ++j;
        return j == m;
    };
    if (first < 'a' || first > 'z') {
        // No case to fold: let memchr find the candidates.
        const unsigned char *at = h;
        while (at <= h + last) {
            at = static_cast<const unsigned char *>(
                std::memchr(at, first, size_t(h + last - at + 1)));
            if (!at)
                return false;
            if (matchesAt(at - h))
                return true;
            ++at;
        }
        return false;
    }
    for (qsizetype i = 0; i <= last; ++i) {
        // For a letter, OR 0x20 folds exactly its upper case onto it.
        if ((h[i] | 0x20) == first && matchesAt(i))
            return true;
    }
    return false;
}

QByteArray lowered(const QByteArray &bytes)
{
    QByteArray result = bytes;
    for (char &c : result)
        c = char(LowerTable[(unsigned char)c]);
    return result;
}

// Up to eight bytes from offset, big-endian, so that integer order is byte order.
quint64 prefixKey(const char *data, qsizetype size, qsizetype offset)
{
    if (offset + 8 <= size) {
        quint64 word;
        std::memcpy(&word, data + offset, sizeof word);
        return qFromBigEndian(word);
    }
    quint64 key = 0;
    for (int i = 0; i < 8; ++i) {
        key <<= 8;
        if (offset + i < size)
            key |= (unsigned char)data[offset + i];
    }
    return key;
}

// How many bytes a and b begin with alike.
qsizetype sharedPrefix(QByteArrayView a, QByteArrayView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    qsizetype i = 0;
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// The distinct first sixteen bytes of a sort's text keys, each given its rank in
// byte order: when few values begin alike (the path segments after a site's host),
// a key of the rank and the next fourteen bytes orders by thirty bytes at once,
// where the sixteen bytes alone leave nearly every row in a tie to be sorted again.
class HeadRanks
{
public:
    static constexpr int RankBits = 16;
    static constexpr size_t MaxHeads = size_t(1) << RankBits;

    HeadRanks() { m_slots.resize(size_t(1) << m_bits); }
    // False once more than MaxHeads distinct heads came (then of no use).
    bool add(quint64 a, quint64 b)
    {
        if (m_full)
            return false;
        Slot &slot = find(a, b);
        if (slot.used)
            return true;
        if (m_count == MaxHeads) {
            m_full = true;
            return false;
        }
        slot = {a, b, 0, true};
        if (++m_count * 2 > m_slots.size())
            grow();
        return true;
    }
    size_t count() const { return m_count; }
    // Ranks the heads of both tables together, into this one; false when they are
    // more than MaxHeads.
    bool rankWith(const HeadRanks &other)
    {
        if (m_full || other.m_full)
            return false;
        std::vector<std::pair<quint64, quint64>> heads;
        heads.reserve(m_count + other.m_count);
        for (const HeadRanks *table : {static_cast<const HeadRanks *>(this), &other}) {
            for (const Slot &slot : table->m_slots) {
                if (slot.used)
                    heads.emplace_back(slot.a, slot.b);
            }
        }
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        if (heads.size() > MaxHeads)
            return false;
        while ((size_t(1) << m_bits) < heads.size() * 2)
            ++m_bits;
        m_slots.assign(size_t(1) << m_bits, Slot());
        m_count = heads.size();
        for (size_t r = 0; r < heads.size(); ++r)
            find(heads[r].first, heads[r].second) = {heads[r].first, heads[r].second, quint32(r),
                                                     true};
        return true;
    }
    // The rank of a head ranked by rankWith().
    quint64 rank(quint64 a, quint64 b) const { return m_slots[slotOf(a, b)].rank; }

private:
    struct Slot
    {
        quint64 a = 0;
        quint64 b = 0;
        quint32 rank = 0;
        bool used = false;
    };
    size_t slotOf(quint64 a, quint64 b) const
    {
        const quint64 h = (a ^ (b * 0x9E3779B97F4A7C15ull)) * 0xFF51AFD7ED558CCDull;
        const size_t mask = m_slots.size() - 1;
        for (size_t i = size_t(h >> (64 - m_bits));; i = (i + 1) & mask) {
            const Slot &slot = m_slots[i];
            if (!slot.used || (slot.a == a && slot.b == b))
                return i;
        }
    }
    Slot &find(quint64 a, quint64 b) { return m_slots[slotOf(a, b)]; }
    void grow()
    {
        std::vector<Slot> old(size_t(1) << ++m_bits);
        old.swap(m_slots);
        for (const Slot &slot : old) {
            if (slot.used)
                find(slot.a, slot.b) = slot;
        }
    }

    int m_bits = 12; // the table holds 2^m_bits slots, at most half of them used
    std::vector<Slot> m_slots;
    size_t m_count = 0;
    bool m_full = false;
};

// A double mapped to an unsigned integer of the same order.
quint64 orderedDouble(double value)
{
    quint64 bits;
    std::memcpy(&bits, &value, sizeof bits);
    return (bits & (quint64(1) << 63)) ? ~bits : bits | (quint64(1) << 63);
}

QString trimmed(const QString &text)
{
    return UrlTools::trimXmlWhitespace(text);
}

} // namespace

SitemapTableModel::SitemapTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_resort.setSingleShot(true);
    m_resort.setInterval(0);
    connect(&m_resort, &QTimer::timeout, this, [this] {
        if (m_sortColumn >= 0 && !m_batchReset && !m_sorting.isRunning())
            sort(m_sortColumn, m_sortOrder);
    });
}

QStringList SitemapTableModel::changeFreqValues()
{
    QStringList values;
    for (const char *value : Protocol::ChangefreqValues)
        values << QString::fromLatin1(value);
    return values;
}

bool SitemapTableModel::fieldOf(int column, Field *field)
{
    if (column < LocColumn || column > PriorityColumn)
        return false;
    *field = Field(column);
    return true;
}

qint64 SitemapTableModel::s_backgroundSortFrom = 200000;
size_t SitemapTableModel::s_parallelRowsFrom = 131072;

SitemapTableModel::~SitemapTableModel()
{
    stopSorting();
}

void SitemapTableModel::setDocument(SitemapDocument *document, Validator *validator)
{
    stopSorting();
    beginResetModel();
    if (m_doc)
        disconnect(m_doc, nullptr, this, nullptr);
    if (m_validator)
        disconnect(m_validator, nullptr, this, nullptr);
    m_doc = document;
    m_validator = validator;
    m_fileScope = -1;
    if (m_doc) {
        connect(m_doc, &SitemapDocument::aboutToReset, this, [this] { beginResetModel(); });
        connect(m_doc, &SitemapDocument::resetDone, this, [this] {
            m_fileScope = -1;
            rebuild();
            endResetModel();
        });
        connect(m_doc, &SitemapDocument::valuesChanged, this, &SitemapTableModel::onValuesChanged);
        connect(m_doc, &SitemapDocument::extensionsChanged, this,
                &SitemapTableModel::onExtensionsChanged);
        connect(m_doc, &SitemapDocument::entriesAboutToBeInserted, this,
                &SitemapTableModel::onEntriesAboutToBeInserted);
        connect(m_doc, &SitemapDocument::entriesInserted, this,
                &SitemapTableModel::onEntriesInserted);
        connect(m_doc, &SitemapDocument::entriesAboutToBeRemoved, this,
                &SitemapTableModel::onEntriesAboutToBeRemoved);
        connect(m_doc, &SitemapDocument::entriesRemoved, this,
                &SitemapTableModel::onEntriesRemoved);
        // A sort on its thread reads the document: it stops before the document
        // changes, and starts again once the change is done.
        connect(m_doc, &SitemapDocument::aboutToChange, this, [this] {
            if (!m_sorting.isRunning())
                return;
            stopSorting();
            m_resort.start();
        });
        connect(m_doc, &SitemapDocument::batchAboutToStart, this,
                &SitemapTableModel::onBatchAboutToStart);
        connect(m_doc, &SitemapDocument::batchDone, this, &SitemapTableModel::onBatchDone);
        connect(m_doc, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_doc = nullptr;
            m_validator = nullptr;
            rebuild();
            endResetModel();
        });
    }
    if (m_validator) {
        connect(m_validator, &Validator::entryProblemsChanged, this,
                &SitemapTableModel::onEntryProblemsChanged);
        connect(m_validator, &Validator::fileProblemsChanged, this,
                &SitemapTableModel::onFileProblemsChanged);
        connect(m_validator, &QObject::destroyed, this, [this] { m_validator = nullptr; });
    }
    rebuild();
    endResetModel();
}

void SitemapTableModel::setFileScope(int file)
{
    if (file == m_fileScope)
        return;
    beginResetModel();
    m_fileScope = file;
    rebuild();
    endResetModel();
}

bool SitemapTableModel::fileInScope(int file) const
{
    if (m_fileScope >= 0)
        return file == m_fileScope;
    return !m_doc->file(file).isIndex() || m_scopeIncludesIndexes;
}

// Starts over from the document; the caller brackets it with a model reset.
void SitemapTableModel::rebuild()
{
    stopSorting();
    m_order.clear();
    m_rows.clear();
    m_rowIndex.clear();
    // The filter's spare tables are sized for the document before.
    RowRefs().swap(m_spareRows);
    std::vector<quint8>().swap(m_keep);
    m_pendingInsertRow = -1;
    m_pendingInsertOrder = -1;
    m_pendingRemoveRow = -1;
    m_natural = false;
    m_fileStart.clear();
    if (!m_doc)
        return;
    if (m_fileScope >= m_doc->fileCount())
        m_fileScope = -1;
    m_scopeIncludesIndexes = true;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        if (!m_doc->file(f).isIndex() && m_doc->file(f).isSitemap())
            m_scopeIncludesIndexes = false;
    }
    if (naturalWanted()) {
        useNaturalOrder();
        return;
    }
    sortOrderVector();
    filterOrder();
}

bool SitemapTableModel::naturalWanted() const
{
    return m_doc && m_sortColumn < 0 && m_filterText.isEmpty() && !m_problemsOnly &&
           !overlayFilters() && !m_rowFilter;
}

void SitemapTableModel::useNaturalOrder()
{
    m_natural = true;
    m_fileStart.assign(size_t(m_doc->fileCount()) + 1, 0);
    int row = 0;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        m_fileStart[size_t(f)] = row;
        if (fileInScope(f))
            row += m_doc->entryCount(f);
    }
    m_fileStart.back() = row;
    RowRefs().swap(m_order);
    RowRefs().swap(m_rows);
    RowRefs().swap(m_spareRows);
    std::vector<RowNumbers>().swap(m_rowIndex);
    std::vector<quint8>().swap(m_keep);
    m_rowsFiltered = true;
}

void SitemapTableModel::materializeRows()
{
    if (!m_natural)
        return;
    m_natural = false;
    m_fileStart.clear();
    m_order = naturalOrder();
    m_rows = m_order;
    rebuildRowIndex();
}

// m_rows anew from m_order: the rows the filters let through, and their index.
void SitemapTableModel::filterOrder()
{
    m_rows.clear();
    const QByteArray needle = lowered(m_filterText.toUtf8());
    QByteArray needleEncoded =
        lowered(QUrl::toPercentEncoding(m_filterText, QByteArrayLiteral("/:?#[]@!$&'()*+,;=%")));
    if (needleEncoded == needle)
        needleEncoded.clear();
    if (needle.isEmpty() && !m_problemsOnly && !overlayFilters() && !m_rowFilter)
        m_rows = m_order;
    else
        matchingRows(m_rows, needle, needleEncoded, false);
    m_rowsFiltered = true;
    rebuildRowIndex();
}

// Appends the rows of m_order that match to rows, in its order (narrowOnly: of
// those shown now). The entries are tested in file order, where the entries and
// their text lie one after another in memory, then the matches picked out in the
// sort order: walking a sorted million rows straight into the pool is a cache miss
// per row.
void SitemapTableModel::matchingRows(RowRefs &rows, const QByteArray &needle,
                                     const QByteArray &needleEncoded, bool narrowOnly)
{
    std::vector<size_t> base(size_t(m_doc->fileCount()) + 1, 0);
    for (int f = 0; f < m_doc->fileCount(); ++f)
        base[size_t(f) + 1] = base[size_t(f)] + (fileInScope(f) ? size_t(m_doc->entryCount(f)) : 0);
    std::vector<quint8> &keep = m_keep;
    keep.assign(base.back(), 0);
    // Tests the entries [lo, hi) of those in scope, numbered across the files.
    const auto scan = [&](size_t lo, size_t hi) {
        for (int f = 0; f < m_doc->fileCount(); ++f) {
            const size_t first = base[size_t(f)];
            const size_t from = std::max(lo, first);
            const size_t to = std::min(hi, base[size_t(f) + 1]);
            for (size_t i = from; i < to; ++i) {
                const int e = int(i - first);
                if (narrowOnly && rowOf(f, e) < 0)
                    continue;
                keep[i] = rowMatches({f, e}, needle, needleEncoded);
            }
        }
    };
    // A large table is tested on two threads: a keystroke over a million rows.
    // Both only read (the overlay and the validator too); a row filter keeps
    // scratch space of its own, so it is asked on this thread alone.
    const size_t total = base.back();
    inTwoHalves(total,
                total >= ParallelFilterRows && !m_rowFilter &&
                    std::thread::hardware_concurrency() > 1,
                scan);
    rows.reserve(size_t(std::count(keep.begin(), keep.end(), quint8(1))));
    for (RowRef ref : m_order) {
        if (keep[base[size_t(ref.file)] + size_t(ref.entry)])
            rows.push_back(ref);
    }
}

void SitemapTableModel::rebuildRowIndex()
{
    if (!m_doc || m_natural) {
        m_rowIndex.clear();
        return;
    }
    m_rowIndex.resize(size_t(m_doc->fileCount()));
    for (int f = 0; f < m_doc->fileCount(); ++f)
        m_rowIndex[size_t(f)].assign(size_t(m_doc->entryCount(f)), -1);
    // Each row writes its own entry's number: a large table on two threads.
    const auto number = [this](size_t from, size_t to) {
        for (size_t i = from; i < to; ++i)
            m_rowIndex[size_t(m_rows[i].file)][size_t(m_rows[i].entry)] = int(i);
    };
    inTwoHalves(m_rows.size(), m_rows.size() >= s_parallelRowsFrom, number);
}

void SitemapTableModel::appendEntriesOf(int first, int last,
                                        std::vector<std::pair<int, int>> &out) const
{
    if (first > last)
        return;
    out.reserve(out.size() + size_t(last - first + 1));
    if (!m_natural) {
        for (int row = first; row <= last; ++row)
            out.emplace_back(m_rows[size_t(row)].file, m_rows[size_t(row)].entry);
        return;
    }
    // In file order each file's rows follow one another: a file at a time.
    const auto next = std::upper_bound(m_fileStart.begin(), m_fileStart.end(), first);
    int row = first;
    for (size_t file = size_t(next - m_fileStart.begin()) - 1; row <= last; ++file) {
        const int start = m_fileStart[file];
        const int end = std::min(m_fileStart[file + 1], last + 1);
        for (; row < end; ++row)
            out.emplace_back(int(file), row - start);
    }
}

int SitemapTableModel::rowOf(int file, int entry) const
{
    if (m_natural) {
        if (file < 0 || size_t(file) + 1 >= m_fileStart.size() || entry < 0 ||
            entry >= m_fileStart[size_t(file) + 1] - m_fileStart[size_t(file)])
            return -1;
        return m_fileStart[size_t(file)] + entry;
    }
    if (file < 0 || size_t(file) >= m_rowIndex.size())
        return -1;
    const RowNumbers &rows = m_rowIndex[size_t(file)];
    if (entry < 0 || size_t(entry) >= rows.size())
        return -1;
    return rows[size_t(entry)];
}

QModelIndex SitemapTableModel::indexOf(int file, int entry, Field field) const
{
    const int row = rowOf(file, entry);
    return row < 0 ? QModelIndex() : index(row, columnOf(field));
}

// --- filtering -----------------------------------------------------------------

bool SitemapTableModel::rowMatches(RowRef ref, const QByteArray &needle,
                                   const QByteArray &needleEncoded) const
{
    if (m_problemsOnly && (!m_validator || m_validator->worstSeverity(ref.file, ref.entry) < 0))
        return false;
    if (overlayFilters() && !m_overlay->accepts(ref.file, ref.entry))
        return false;
    if (m_rowFilter && !m_rowFilter->accepts(ref.file, ref.entry))
        return false;
    if (needle.isEmpty())
        return true;
    for (int f = 0; f < FieldCount; ++f) {
        const QByteArrayView raw = m_doc->rawValue(ref.file, ref.entry, Field(f));
        if (containsLowered(raw, needle))
            return true;
        if (!needleEncoded.isEmpty() && containsLowered(raw, needleEncoded))
            return true;
    }
    return false;
}

void SitemapTableModel::setTextFilter(const QString &text)
{
    if (text == m_filterText)
        return;
    // Typing one more character can only narrow: scan the rows shown, not all
    // (unless rows kept their place after an edit: then they are not the matches).
    const bool narrow = m_rowsFiltered && !m_filterText.isEmpty() &&
                        text.contains(m_filterText, Qt::CaseInsensitive);
    m_filterText = text;
    applyFilter(narrow);
}

void SitemapTableModel::setProblemsOnly(bool on)
{
    if (on == m_problemsOnly)
        return;
    m_problemsOnly = on;
    applyFilter(on && m_rowsFiltered);
}

void SitemapTableModel::setOverlay(const TableOverlay *overlay)
{
    m_overlay = overlay;
    overlayChanged();
}

void SitemapTableModel::overlayChanged()
{
    applyFilter(false);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void SitemapTableModel::setRowFilter(const RowFilter *filter)
{
    m_rowFilter = filter;
    rowFilterChanged();
}

void SitemapTableModel::rowFilterChanged()
{
    applyFilter(false);
}

void SitemapTableModel::applyFilter(bool narrowOnly)
{
    if (!m_doc)
        return;
    if (naturalWanted()) {
        if (!m_natural)
            reorderRows(std::nullopt);
        return;
    }
    materializeRows();
    const QByteArray needle = lowered(m_filterText.toUtf8());
    QByteArray needleEncoded =
        lowered(QUrl::toPercentEncoding(m_filterText, QByteArrayLiteral("/:?#[]@!$&'()*+,;=%")));
    if (needleEncoded == needle)
        needleEncoded.clear();
    RowRefs rows = std::move(m_spareRows);
    rows.clear();
    if (needle.isEmpty() && !m_problemsOnly && !overlayFilters() && !m_rowFilter) {
        rows.assign(m_order.begin(), m_order.end());
    } else if (narrowOnly && m_rows.size() < 20000) {
        for (RowRef ref : m_rows) {
            if (rowMatches(ref, needle, needleEncoded))
                rows.push_back(ref);
        }
    } else {
        matchingRows(rows, needle, needleEncoded, narrowOnly);
    }
    reorderRows(std::move(rows));
    m_rowsFiltered = true;
}

// Replaces the rows shown, keeping selections and the current cell on the
// entries they were on (or dropping them when those are filtered out).
void SitemapTableModel::reorderRows(std::optional<RowRefs> newRows)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    RowRefs refs;
    refs.reserve(size_t(before.size()));
    for (const QModelIndex &index : before)
        refs.push_back(rowAt(index.row()));
    if (newRows) {
        // From the natural order, m_order was set by the caller.
        m_natural = false;
        m_fileStart.clear();
        m_spareRows = std::exchange(m_rows, std::move(*newRows));
        rebuildRowIndex();
    } else {
        useNaturalOrder();
    }
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = rowOf(refs[size_t(i)].file, refs[size_t(i)].entry);
        after.append(row < 0 ? QModelIndex() : index(row, before[i].column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

// --- sorting ---------------------------------------------------------------------

void SitemapTableModel::sort(int column, Qt::SortOrder order)
{
    if (column >= ColumnCount)
        return;
    // The same sort again while it runs (QTableView::sortByColumn() asks twice, once
    // through the header's indicator): the one under way gives it. Stopping it would
    // wait for its sort, which cannot stop half way.
    if (m_sorting.isRunning() && column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    stopSorting();
    if (!m_doc)
        return;
    if (naturalWanted()) {
        if (!m_natural)
            reorderRows(std::nullopt);
        return;
    }
    if (unfilteredRowCount() >= s_backgroundSortFrom) {
        // A large table is sorted on a thread of its own, which reads only the
        // document (the problems column: their severities, taken here); the rows keep
        // their order until it is done. A change of the document stops it first
        // (aboutToChange), and the sort starts again after. The spare rows' storage
        // takes the sorted order.
        std::vector<int> files = filesInScope();
        auto severities = std::make_shared<std::vector<quint8>>(
            column == ProblemsColumn ? worstSeverities(files) : std::vector<quint8>());
        auto sorted = std::make_shared<std::optional<RowRefs>>(std::exchange(m_spareRows, {}));
        m_sorting.start(
            this,
            [doc = m_doc, files = std::move(files), severities, sorted, column, order,
             cancel = m_sorting.cancelFlag()] {
                RowRefs storage = std::move(**sorted);
                *sorted =
                    sortRows(*doc, column, order, files, *severities, std::move(storage), cancel);
            },
            [this, sorted] { showSorted(std::move(*sorted)); });
        return;
    }
    materializeRows();
    sortOrderVector();
    showSortedOrder();
}

void SitemapTableModel::stopSorting()
{
    m_resort.stop();
    m_sorting.stop();
}

void SitemapTableModel::showSorted(std::optional<RowRefs> sorted)
{
    if (!sorted)
        return;
    if (m_natural) {
        // Every row in scope was shown in file order: the sorted order takes its
        // place as it is, without the tables of the file order made first.
        m_order = std::move(*sorted);
        RowRefs rows;
        rows.assign(m_order.begin(), m_order.end());
        reorderRows(std::move(rows));
        emit sortingDone();
        return;
    }
    // The order before gives its storage to the rows shown, if they have none spare
    // (fresh pages for a million rows are a page fault every 4 KiB).
    std::swap(m_order, *sorted);
    if (m_spareRows.capacity() < m_order.size())
        m_spareRows = std::move(*sorted);
    showSortedOrder();
    emit sortingDone();
}

void SitemapTableModel::showSortedOrder()
{
    RowRefs rows = std::move(m_spareRows);
    rows.clear();
    if (m_rows.size() == m_order.size()) {
        rows.assign(m_order.begin(), m_order.end()); // every row in scope is shown
    } else {
        rows.reserve(m_rows.size());
        for (RowRef ref : m_order) {
            if (rowOf(ref.file, ref.entry) >= 0)
                rows.push_back(ref);
        }
    }
    reorderRows(std::move(rows));
}

// Sorts m_order by m_sortColumn. Each row gets a key: sixteen bytes of its value
// after the prefix that every value shares (the scheme and host of the URLs), as
// two integers, taken in file order (the pool read from start to end), so
// comparisons never touch the pool. Rows whose keys tie are sorted again by the
// next sixteen bytes, and so on (a radix sort of sixteen-byte digits): each
// value's bytes are read once per digit, not once per comparison, which on
// millions of URLs with long common paths was most of the time (each a miss in
// the cache). When few distinct first sixteen bytes begin many values (the
// sections of a site's paths), each key is the rank of its first sixteen bytes and
// the fourteen after them (HeadRanks), which leaves far fewer ties to sort again.
// The keys are sorted by their bytes (ByteSort), the row's place in file order
// last, so equal values keep the file order. The shared prefix is taken from
// a few values and checked as each key is made (made again when one value
// differs sooner); a large set makes its keys, sorts them and sorts its ties on
// two threads.
void SitemapTableModel::sortOrderVector()
{
    if (m_sortColumn < 0) {
        m_order = naturalOrder();
        return;
    }
    const std::vector<int> files = filesInScope();
    const std::vector<quint8> severities =
        m_sortColumn == ProblemsColumn ? worstSeverities(files) : std::vector<quint8>();
    std::optional<RowRefs> sorted = sortRows(*m_doc, m_sortColumn, m_sortOrder, files, severities,
                                             std::exchange(m_spareRows, {}), nullptr);
    m_order = std::move(*sorted);
}

// The worst severity of each entry of files, plus one (0: none), in file order.
std::vector<quint8> SitemapTableModel::worstSeverities(const std::vector<int> &files) const
{
    std::vector<quint8> severities;
    if (!m_validator)
        return severities;
    severities.reserve(size_t(m_doc->totalEntryCount()));
    for (const int f : files) {
        const int n = m_doc->entryCount(f);
        for (int e = 0; e < n; ++e)
            severities.push_back(quint8(m_validator->worstSeverity(f, e) + 1));
    }
    return severities;
}

SitemapTableModel::RowRefs SitemapTableModel::naturalOrder() const
{
    return naturalOrder(*m_doc, filesInScope());
}

std::vector<int> SitemapTableModel::filesInScope() const
{
    std::vector<int> files;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        if (fileInScope(f))
            files.push_back(f);
    }
    return files;
}

SitemapTableModel::RowRefs SitemapTableModel::naturalOrder(const SitemapDocument &doc,
                                                           const std::vector<int> &files)
{
    RowRefs natural;
    natural.reserve(size_t(doc.totalEntryCount()));
    for (const int f : files) {
        const int n = doc.entryCount(f);
        for (int e = 0; e < n; ++e)
            natural.push_back({f, e});
    }
    return natural;
}

std::optional<SitemapTableModel::RowRefs>
SitemapTableModel::sortRows(const SitemapDocument &doc, int column, Qt::SortOrder order,
                            const std::vector<int> &files, const std::vector<quint8> &severities,
                            RowRefs storage, const std::atomic<bool> *cancel)
{
    struct Key
    {
        quint64 prefix;
        quint64 second; // text: the eight bytes after prefix's
        const char *data;
        quint32 size;
        quint32 natural; // the row's place in file order
    };
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };

    // Where each file's rows start in file order: a row's place gives its entry
    // without a table of every row.
    std::vector<size_t> starts(files.size() + 1, 0);
    for (size_t k = 0; k < files.size(); ++k)
        starts[k + 1] = starts[k] + size_t(doc.entryCount(files[k]));
    const size_t rowCount = starts.back();
    // The file of a row in file order, from the first file its stretch of 2^shift
    // rows holds: stretches a thirty-second of a file's rows on average, so that few
    // hold the start of another file (a search over the files' starts, a row at a
    // time in sort order, mispredicts its way through).
    int shift = 0;
    while (shift < 30 && (size_t(64) << shift) <= rowCount / std::max<size_t>(files.size(), 1))
        ++shift;
    std::vector<quint32> firstSlot((rowCount >> shift) + 1, 0);
    for (size_t b = 0, slot = 0; b < firstSlot.size(); ++b) {
        while (slot + 1 < starts.size() - 1 && starts[slot + 1] <= (b << shift))
            ++slot;
        firstSlot[b] = quint32(slot);
    }
    const auto slotAt = [&starts, &firstSlot, shift](size_t natural) {
        size_t k = firstSlot[natural >> shift];
        while (starts[k + 1] <= natural) // starts ends with the row count
            ++k;
        return k;
    };
    const auto refAt = [&](size_t natural) {
        const size_t k = slotAt(natural);
        return RowRef{files[k], int(natural - starts[k])};
    };

    // The keys' table is written from end to end by the two threads that make the
    // keys, each taking in the pages of its half at once: fresh pages are slow to
    // come by (a fault for each 4 KiB page of 83 MB took a third of a second at
    // 2.6M rows). It lies on 4 KiB pages, which come from memory just freed: fresh
    // huge pages are often memory a virtual machine's host has taken back (see
    // PageStorage::Pages::SmallFilled), and taking in the 83 MB took 80 to 180 ms
    // on them, 35 to 60 ms on 4 KiB pages, with no slower a sort.
    struct Keys
    {
        explicit Keys(size_t n)
            : block(std::max<size_t>(n, 1) * sizeof(Key), PageStorage::Pages::Small),
              rows(reinterpret_cast<Key *>(block.data())), count(n)
        {
            std::uninitialized_default_construct_n(rows, count);
        }
        Key *begin() const { return rows; }
        Key *end() const { return rows + count; }
        size_t size() const { return count; }
        Key &operator[](size_t i) const { return rows[i]; }

        PageStorage::Block block;
        Key *rows;
        size_t count;
    };
    Keys keys(rowCount);
    qsizetype common = 0;
    bool textKeys = false;
    Field field = Field::Loc;
    QByteArrayView first;
    if (fieldOf(column, &field) && field != Field::Priority) {
        textKeys = true;
        // The prefix every value shares, as far as a few values spread over the set
        // show it; the keys' pass checks it on every value (makeKeys()).
        const size_t step = std::max<size_t>(1, rowCount / 64);
        bool haveFirst = false;
        for (size_t i = 0; i < rowCount; i += step) {
            const RowRef ref = refAt(i);
            const QByteArrayView raw = doc.rawValue(ref.file, ref.entry, field);
            if (raw.isEmpty())
                continue;
            if (!haveFirst) {
                first = raw;
                common = raw.size();
                haveFirst = true;
            }
            common = std::min(common, sharedPrefix(raw, first));
        }
    }
    std::atomic<size_t> unset{0};
    // The prefix shared by all values when shorter than common (the keys are then
    // made again, from there).
    std::atomic<qsizetype> sharedByAll{common};
    const auto makeKeys = [&](size_t from, size_t to) {
        size_t unsetHere = 0;
        qsizetype shorter = common;
        size_t slot = from < to ? slotAt(from) : 0;
        RowRef ref = from < to ? refAt(from) : RowRef{};
        if (from < to)
            PageStorage::populate(&keys[from], (to - from) * sizeof(Key));
        for (size_t i = from; i < to; ++i, ++ref.entry) {
            while (i == starts[slot + 1]) { // the next file's first row
                ++slot;
                ref = {files[slot], 0};
            }
            Key &key = keys[i];
            key.natural = quint32(i);
            key.second = 0;
            key.data = nullptr;
            key.size = 0;
            if (textKeys) {
                const QByteArrayView raw = doc.rawValue(ref.file, ref.entry, field);
                if (!raw.isEmpty() && (raw.size() < common || std::memcmp(raw.data(), first.data(),
                                                                          size_t(common)) != 0)) {
                    shorter = std::min(shorter, sharedPrefix(raw, first.first(common)));
                }
                key.data = raw.data();
                key.size = quint32(raw.size());
                key.prefix = raw.isEmpty() ? 0 : prefixKey(raw.data(), raw.size(), common);
                key.second = raw.isEmpty() ? 0 : prefixKey(raw.data(), raw.size(), common + 8);
                unsetHere += raw.isEmpty();
            } else if (column == PriorityColumn) {
                const QByteArrayView raw = doc.rawValue(ref.file, ref.entry, Field::Priority);
                double value = 0;
                const char *begin = raw.data();
                const char *end = begin + raw.size();
                while (begin < end &&
                       (*begin == ' ' || *begin == '\t' || *begin == '\r' || *begin == '\n'))
                    ++begin;
                if (raw.isEmpty()) {
                    key.prefix = 0; // not set first
                } else if (std::from_chars(begin, end, value).ec == std::errc()) {
                    key.prefix = orderedDouble(value);
                } else {
                    key.prefix = ~quint64(0); // not a number: last
                }
            } else if (column == FileColumn) {
                key.prefix = quint64(ref.file);
            } else { // problems: by worst severity
                key.prefix = i < severities.size() ? severities[i] : 0;
            }
        }
        unset += unsetHere;
        qsizetype was = sharedByAll.load();
        while (shorter < was && !sharedByAll.compare_exchange_weak(was, shorter)) {
        }
    };
    // The keys of a large set on two threads (the validator's lookups are reads).
    const auto makeAllKeys = [&] {
        unset = 0;
        inTwoHalves(keys.size(), keys.size() >= ParallelSortRows, makeKeys);
    };
    // Few distinct heads (the first sixteen bytes after the shared prefix) among many
    // rows: each key becomes its head's rank and the fourteen bytes after the head
    // (HeadRanks). Not when the heads already tell most rows apart, or are too many.
    const auto rankHeads = [&] {
        HeadRanks heads;
        HeadRanks upperHalf;
        std::atomic<bool> tooMany{false};
        inTwoHalves(keys.size(), true, [&](size_t from, size_t to) {
            HeadRanks &table = from == 0 ? heads : upperHalf;
            for (size_t i = from; i < to && !tooMany.load(std::memory_order_relaxed); ++i) {
                if (keys[i].size != 0 && !table.add(keys[i].prefix, keys[i].second))
                    tooMany = true;
            }
        });
        if (tooMany || !heads.rankWith(upperHalf) || heads.count() * 8 > keys.size())
            return false;
        inTwoHalves(keys.size(), true, [&](size_t from, size_t to) {
            for (size_t i = from; i < to; ++i) {
                Key &key = keys[i];
                if (key.size == 0)
                    continue;
                const quint64 rank = heads.rank(key.prefix, key.second);
                key.prefix = rank << (64 - HeadRanks::RankBits) |
                             prefixKey(key.data, key.size, common + 16) >> HeadRanks::RankBits;
                key.second = prefixKey(key.data, key.size, common + 16 + 6);
            }
        });
        return true;
    };
    makeAllKeys();
    if (sharedByAll < common) {
        common = sharedByAll;
        makeAllKeys();
    }
    if (cancelled())
        return std::nullopt;
    // Where the keys' text ends: the rows that tie up to there are sorted again by
    // the bytes that follow.
    qsizetype covered = common + 16;
    if (textKeys && keys.size() >= ParallelSortRows && rankHeads())
        covered = common + 16 + 14;
    if (cancelled())
        return std::nullopt;

    const bool descending = order == Qt::DescendingOrder;
    const auto byPrefix = [descending](const Key &a, const Key &b) {
        if (a.prefix != b.prefix)
            return descending ? a.prefix > b.prefix : a.prefix < b.prefix;
        if (a.second != b.second)
            return descending ? a.second > b.second : a.second < b.second;
        return a.natural < b.natural;
    };
    // The same order as words, for ByteSort.
    const auto wordOf = [descending](const Key &k, size_t w) -> quint64 {
        const quint64 flip = descending ? ~quint64(0) : 0;
        return w == 0 ? k.prefix ^ flip : w == 1 ? k.second ^ flip : k.natural;
    };
    const auto sortKeys = [&](Key *from, Key *to) {
        ByteSort::sort<3>(from, to, wordOf, byPrefix);
    };
    // Values not set come first (last when descending), in file order.
    auto lo = keys.begin();
    auto hi = keys.end();
    if (textKeys && unset > 0 && descending)
        hi = std::stable_partition(lo, hi, [](const Key &k) { return k.size != 0; });
    else if (textKeys && unset > 0)
        lo = std::stable_partition(lo, hi, [](const Key &k) { return k.size == 0; });
    if (size_t(hi - lo) >= ParallelSortRows) {
        // Split at a pivot near the median, then each side sorted on a thread of its
        // own: no merge and no second table. The order is total (ties go by file
        // order), so the sides meet exactly; the pivot is the median of keys taken
        // evenly over the range, and lands within a few hundredths of the middle.
        constexpr size_t Samples = 255;
        std::array<Key, Samples> samples;
        const size_t span = size_t(hi - lo);
        for (size_t i = 0; i < Samples; ++i)
            samples[i] = lo[qsizetype(span * i / Samples)];
        std::nth_element(samples.begin(), samples.begin() + Samples / 2, samples.end(), byPrefix);
        const Key pivot = samples[Samples / 2];
        const auto mid = std::partition(lo, hi, [&](const Key &k) { return byPrefix(k, pivot); });
        WorkerThread second([&] { sortKeys(mid, hi); });
        sortKeys(lo, mid);
        second.join();
    } else {
        sortKeys(lo, hi);
    }
    if (cancelled())
        return std::nullopt;
    if (textKeys) {
        // Runs of one key. Values hold no NUL byte, so values of one padded key agree up to where
        // it ends and end at the same place within it: a run whose values all end within its key
        // holds one value, already in file order.
        struct Run
        {
            size_t begin;
            size_t end;
        };
        // (A value that ends where the key ends ties with the longer ones it begins:
        // the next key, zero for it, puts it first.)
        // keyEnd: the offset the keys' text ends at.
        const auto pushRuns = [&keys](std::vector<Run> &runs, size_t begin, size_t end,
                                      qsizetype keyEnd) {
            for (size_t i = begin; i < end;) {
                size_t j = i + 1;
                bool longer = qsizetype(keys[i].size) > keyEnd;
                while (j < end && keys[j].prefix == keys[i].prefix &&
                       keys[j].second == keys[i].second) {
                    longer = longer || qsizetype(keys[j].size) > keyEnd;
                    ++j;
                }
                if (j - i > 1 && longer)
                    runs.push_back({i, j});
                i = j;
            }
        };
        // Sorts the runs of rows [from, to) by their next sixteen bytes, then the
        // runs that still tie after that, and so on: a level at a time, every run of
        // a level at the same offset. A row's bytes are far from its key (the values lie in file
        // order, the keys in sorted order), each a miss in the cache: the rows a little ahead are
        // asked for while one is read, so that the misses overlap.
        const auto refine = [&](size_t from, size_t to) {
            constexpr size_t Ahead = 16;
            std::vector<Run> runs;
            std::vector<Run> next;
            pushRuns(runs, from, to, covered);
            for (qsizetype offset = covered; !runs.empty(); offset += 16) {
                size_t aheadRun = 0;
                size_t aheadRow = runs.front().begin;
                const auto askAhead = [&] {
                    if (aheadRun == runs.size())
                        return;
                    prefetchLine(keys[aheadRow].data + offset);
                    if (++aheadRow == runs[aheadRun].end && ++aheadRun < runs.size())
                        aheadRow = runs[aheadRun].begin;
                };
                for (size_t k = 0; k < Ahead; ++k)
                    askAhead();
                for (const Run &run : runs) {
                    for (size_t i = run.begin; i < run.end; ++i) {
                        askAhead();
                        keys[i].prefix = prefixKey(keys[i].data, keys[i].size, offset);
                        keys[i].second = prefixKey(keys[i].data, keys[i].size, offset + 8);
                    }
                    std::sort(keys.begin() + qsizetype(run.begin),
                              keys.begin() + qsizetype(run.end), byPrefix);
                    pushRuns(next, run.begin, run.end, offset + 16);
                }
                runs.swap(next);
                next.clear();
            }
        };
        const size_t from = size_t(lo - keys.begin());
        const size_t to = size_t(hi - keys.begin());
        if (keys.size() >= ParallelSortRows) {
            // Two threads take half of the rows each, split where two keys differ
            // (the runs are apart from one another).
            size_t mid = from + (to - from) / 2;
            while (mid > from && mid < to && keys[mid].prefix == keys[mid - 1].prefix &&
                   keys[mid].second == keys[mid - 1].second)
                ++mid;
            WorkerThread second([&] { refine(mid, to); });
            refine(from, mid);
            second.join();
        } else {
            refine(from, to);
        }
    }
    if (cancelled())
        return std::nullopt;
    RowRefs sorted = std::move(storage);
    sorted.resize(keys.size());
    inTwoHalves(keys.size(), keys.size() >= ParallelSortRows, [&](size_t from, size_t to) {
        for (size_t i = from; i < to; ++i)
            sorted[i] = refAt(keys[i].natural);
    });
    return sorted;
}

// --- document and validator signals ---------------------------------------------

void SitemapTableModel::onValuesChanged(int file, Field field, const std::vector<int> &entries)
{
    if (m_batchReset)
        return; // the rows are built anew when the batch is done
    // Rows keep their place, as after one edit: the rows shown are no longer
    // exactly the matches, and a narrower filter must look at every row again.
    if (!m_filterText.isEmpty() || m_problemsOnly || overlayFilters() || m_rowFilter)
        m_rowsFiltered = false;
    // One signal for the column over the rows the entries are shown in (sorting
    // may scatter them: the span from the first to the last). An edit of a quarter
    // of the rows or more is told for every row, without finding each one's row (a
    // random lookup each, tens of ms for Replace All at a million).
    const int column = columnOf(field);
    if (rowCount() > 0 && qint64(entries.size()) * 4 >= rowCount()) {
        emit dataChanged(index(0, column), index(rowCount() - 1, column));
        return;
    }
    int top = -1, bottom = -1;
    for (const int entry : entries) {
        const int row = rowOf(file, entry);
        if (row < 0)
            continue;
        top = top < 0 ? row : std::min(top, row);
        bottom = std::max(bottom, row);
    }
    if (top < 0)
        return;
    emit dataChanged(index(top, column), index(bottom, column));
}

void SitemapTableModel::onExtensionsChanged(int file, const std::vector<int> &entries)
{
    if (m_batchReset)
        return; // the rows are built anew when the batch is done
    // No column shows the extensions; the rows' tooltips and problem marks may change.
    if (m_problemsOnly || overlayFilters())
        m_rowsFiltered = false;
    int top = -1, bottom = -1;
    for (const int entry : entries) {
        const int row = rowOf(file, entry);
        if (row < 0)
            continue;
        top = top < 0 ? row : std::min(top, row);
        bottom = std::max(bottom, row);
    }
    if (top >= 0)
        emit dataChanged(index(top, 0), index(bottom, columnCount() - 1));
}

void SitemapTableModel::onEntriesAboutToBeInserted(int file, const EntryRuns &runs)
{
    m_pendingInsertRow = -1;
    if (!m_batchReset && runs.size() > 1) {
        beginBatchReset();
        m_runsReset = true;
    }
    if (m_batchReset) {
        batchRuns(file, runs, true);
        return; // the rows are built anew when the batch is done
    }
    if (!m_doc || !fileInScope(file) || runs.empty())
        return;
    const int first = runs.front().first;
    const int count = runs.front().count;
    if (m_natural) {
        const int row = m_fileStart[size_t(file)] + first;
        m_pendingInsertRow = row;
        beginInsertRows(QModelIndex(), row, row + count - 1);
        return;
    }
    // New rows go next to their neighbours in the file: after the entry before
    // them, or before the entry they push down, or at the end.
    int row = int(m_rows.size());
    if (first > 0 && rowOf(file, first - 1) >= 0)
        row = rowOf(file, first - 1) + 1;
    else if (rowOf(file, first) >= 0)
        row = rowOf(file, first);
    int orderPos = int(m_order.size());
    for (size_t i = 0; i < m_order.size(); ++i) {
        const RowRef ref = m_order[i];
        if (ref.file != file)
            continue;
        if (ref.entry == first - 1) {
            orderPos = int(i) + 1;
            break;
        }
        if (ref.entry == first && first == 0) {
            orderPos = int(i);
            break;
        }
    }
    m_pendingInsertRow = row;
    m_pendingInsertOrder = orderPos;
    beginInsertRows(QModelIndex(), row, row + count - 1);
}

void SitemapTableModel::onEntriesInserted(int file, const EntryRuns &runs)
{
    if (std::exchange(m_runsReset, false)) {
        endBatchReset();
        return;
    }
    if (m_batchReset || runs.empty())
        return; // the rows are built anew when the batch is done
    const int first = runs.front().first;
    const int count = runs.front().count;
    if (m_natural) {
        if (std::exchange(m_pendingInsertRow, -1) < 0)
            return; // a file not in scope
        for (size_t f = size_t(file) + 1; f < m_fileStart.size(); ++f)
            m_fileStart[f] += count;
        endInsertRows();
        return;
    }
    if (!m_filterText.isEmpty() || m_problemsOnly || overlayFilters() || m_rowFilter)
        m_rowsFiltered = false;
    if (m_pendingInsertRow < 0) {
        // Not shown: keep the row index sized to the document.
        if (m_doc && size_t(file) < m_rowIndex.size())
            m_rowIndex[size_t(file)].insert(m_rowIndex[size_t(file)].begin() + first, size_t(count),
                                            -1);
        return;
    }
    auto shift = [file, first, count](RowRefs &refs) {
        for (RowRef &ref : refs) {
            if (ref.file == file && ref.entry >= first)
                ref.entry += count;
        }
    };
    shift(m_order);
    shift(m_rows);
    RowRefs added;
    added.reserve(size_t(count));
    for (int i = 0; i < count; ++i)
        added.push_back({file, first + i});
    m_rows.insert(m_rows.begin() + m_pendingInsertRow, added.begin(), added.end());
    m_order.insert(m_order.begin() + m_pendingInsertOrder, added.begin(), added.end());
    m_pendingInsertRow = -1;
    m_pendingInsertOrder = -1;
    rebuildRowIndex();
    endInsertRows();
}

void SitemapTableModel::onEntriesAboutToBeRemoved(int file, const EntryRuns &runs)
{
    if (!m_batchReset && runs.size() > 1) {
        beginBatchReset();
        m_runsReset = true;
    }
    if (m_batchReset) {
        batchRuns(file, runs, false);
        return; // the rows are built anew when the batch is done
    }
    if (!m_doc || !fileInScope(file) || runs.empty())
        return;
    const int first = runs.front().first;
    const int count = runs.front().count;
    if (m_natural) {
        // Ended once the document has let the entries go, so that the rows after
        // show what they showed before.
        const int row = m_fileStart[size_t(file)] + first;
        m_pendingRemoveRow = row;
        beginRemoveRows(QModelIndex(), row, row + count - 1);
        return;
    }
    std::vector<int> rows;
    for (int e = first; e < first + count; ++e) {
        const int row = rowOf(file, e);
        if (row >= 0)
            rows.push_back(row);
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    // The unfiltered order first: who hears rowsRemoved finds both counts right.
    m_order.erase(std::remove_if(m_order.begin(), m_order.end(),
                                 [file, first, count](RowRef ref) {
                                     return ref.file == file && ref.entry >= first &&
                                            ref.entry < first + count;
                                 }),
                  m_order.end());
    // Remove contiguous runs from the bottom up, so the rows above keep their numbers.
    size_t i = 0;
    while (i < rows.size()) {
        const int last = rows[i];
        int firstRow = last;
        ++i;
        while (i < rows.size() && rows[i] == firstRow - 1) {
            firstRow = rows[i];
            ++i;
        }
        beginRemoveRows(QModelIndex(), firstRow, last);
        m_rows.erase(m_rows.begin() + firstRow, m_rows.begin() + last + 1);
        endRemoveRows();
    }
    rebuildRowIndex();
}

void SitemapTableModel::onEntriesRemoved(int file, const EntryRuns &runs)
{
    if (std::exchange(m_runsReset, false)) {
        endBatchReset();
        return;
    }
    if (m_batchReset || !m_doc || runs.empty())
        return; // the rows are built anew when the batch is done
    const int first = runs.front().first;
    const int count = runs.front().count;
    if (m_natural) {
        if (std::exchange(m_pendingRemoveRow, -1) < 0)
            return; // a file not in scope
        for (size_t f = size_t(file) + 1; f < m_fileStart.size(); ++f)
            m_fileStart[f] -= count;
        endRemoveRows();
        return;
    }
    auto shift = [file, first, count](RowRefs &refs) {
        for (RowRef &ref : refs) {
            if (ref.file == file && ref.entry >= first + count)
                ref.entry -= count;
        }
    };
    shift(m_order);
    shift(m_rows);
    rebuildRowIndex();
}

void SitemapTableModel::onBatchAboutToStart(int structuralEdits)
{
    if (structuralEdits < BatchResetFrom || m_batchReset || !m_doc)
        return;
    beginBatchReset();
}

void SitemapTableModel::onBatchDone()
{
    if (m_batchReset && !m_runsReset)
        endBatchReset();
}

void SitemapTableModel::beginBatchReset()
{
    // A sort under way is made again after the batch (m_order is still the order before).
    m_resortAfterBatch = isSorting();
    stopSorting();
    m_batchReset = true;
    m_batchInserted = false;
    // The natural order needs no record of the rows before: it is made anew.
    m_batchLeft.assign(m_natural ? 0 : size_t(m_doc->fileCount()), std::nullopt);
    beginResetModel();
}

void SitemapTableModel::batchRuns(int file, const EntryRuns &runs, bool inserted)
{
    if (size_t(file) >= m_batchLeft.size() || runs.empty())
        return;
    std::optional<BatchFile> &batch = m_batchLeft[size_t(file)];
    if (!batch) {
        batch.emplace();
        batch->before = m_doc->entryCount(file);
    }
    if (inserted) {
        m_batchInserted = true;
        if (!batch->left && batch->removed.empty() && batch->isNew.empty() &&
            runs.back().end() <= batch->before + EntryRunsOf::total(runs)) {
            // The file's only change so far: which entries are new gives every number.
            batch->isNew.assign(size_t(batch->before + EntryRunsOf::total(runs)), false);
            for (const EntryRun &run : runs)
                std::fill_n(batch->isNew.begin() + run.first, run.count, true);
            return;
        }
        if (!batch->left) {
            // Room for the entries put in too, so that they move the numbers in place.
            batch->makeLeft();
            batch->left->reserve(batch->left->size() + size_t(EntryRunsOf::total(runs)));
        }
        BatchNumbers &left = *batch->left;
        if (runs.back().end() <= int(left.size()) + EntryRunsOf::total(runs))
            EntryRunsOf::insert(left, runs, [](int) { return -1; });
    } else if (!batch->left && batch->isNew.empty()) {
        batch->removed.push_back(runs);
    } else if (!batch->left) {
        batch->makeLeft();
        if (runs.back().end() <= int(batch->left->size()))
            EntryRunsOf::erase(*batch->left, runs);
    } else if (runs.back().end() <= int(batch->left->size())) {
        EntryRunsOf::erase(*batch->left, runs);
    }
}

void SitemapTableModel::BatchFile::makeLeft()
{
    BatchNumbers numbers;
    // Written once, without zeroing first: at 2.6M rows that was 10 MB of memset on
    // the window's thread.
    if (!isNew.empty()) {
        // The one insertion, no removal before it: the entries before it in their
        // order, the new ones -1.
        numbers.reserve(isNew.size());
        int e = 0;
        for (const bool put : isNew)
            numbers.push_back(put ? -1 : e++);
        isNew.clear();
    } else {
        numbers.reserve(size_t(before));
        for (int e = 0; e < before; ++e)
            numbers.push_back(e);
        for (const EntryRuns &runs : removed) {
            if (runs.back().end() <= int(numbers.size()))
                EntryRunsOf::erase(numbers, runs);
        }
        removed.clear();
    }
    left = std::move(numbers);
}

int SitemapTableModel::BatchFile::newEnd(int k) const
{
    if (left) {
        while (size_t(k) < left->size() && (*left)[size_t(k)] < 0)
            ++k;
        return k;
    }
    while (size_t(k) < isNew.size() && isNew[size_t(k)])
        ++k;
    return k;
}

size_t SitemapTableModel::BatchFile::numbersNow(RowNumbers &now) const
{
    if (left) {
        std::fill(now.begin(), now.end(), -1);
        size_t added = 0;
        for (size_t k = 0; k < left->size(); ++k) {
            const int was = (*left)[k];
            if (was >= 0 && size_t(was) < now.size())
                now[size_t(was)] = int(k);
            else if (was < 0)
                ++added;
        }
        return added;
    }
    if (!isNew.empty()) {
        // The entries before the insertion keep their order among the new ones.
        size_t e = 0;
        size_t added = 0;
        for (size_t k = 0; k < isNew.size(); ++k) {
            if (isNew[k])
                ++added;
            else if (e < now.size())
                now[e++] = int(k);
        }
        return added;
    }
    // The removals one after the other, each renumbering what the ones before left.
    // The entries that stay keep their order, so each removal's runs are walked once,
    // from the first to the last.
    struct Walk
    {
        size_t run = 0;
        int before = 0; // entries its runs before the current one take out
    };
    std::vector<Walk> walks(removed.size());
    for (size_t e = 0; e < now.size(); ++e) {
        int number = int(e);
        for (size_t s = 0; s < removed.size() && number >= 0; ++s) {
            const EntryRuns &runs = removed[s];
            Walk &walk = walks[s];
            while (walk.run < runs.size() && runs[walk.run].end() <= number)
                walk.before += runs[walk.run++].count;
            if (walk.run < runs.size() && runs[walk.run].first <= number)
                number = -1;
            else
                number -= walk.before;
        }
        now[e] = number;
    }
    return 0;
}

void SitemapTableModel::endBatchReset()
{
    m_batchReset = false;
    if (m_natural) {
        useNaturalOrder();
    } else if (m_batchLeft.size() != size_t(m_doc->fileCount())) {
        rebuild(); // sorted there
        m_resortAfterBatch = false;
    } else {
        // The rows keep their order, without the removed entries and with the others
        // numbered as they are now (a sort of a million rows again would take most
        // of a second). An entry put in follows the one before it in its file; the
        // sort, if any, is made again after (on a thread, for a large table).
        // Each touched file's entries before the batch, numbered as they are now
        // (-1: taken out), written over the file's row numbers, which are made
        // anew after (filterOrder()): fresh pages for them were thousands of page
        // faults at 2.6 million rows.
        size_t inserted = 0;
        for (size_t f = 0; f < m_batchLeft.size(); ++f) {
            if (!m_batchLeft[f] || m_rowIndex.size() <= f)
                continue;
            inserted += m_batchLeft[f]->numbersNow(m_rowIndex[f]);
        }
        const auto nowOf = [this](size_t file, int entry) {
            if (m_rowIndex.size() <= file || size_t(entry) >= m_rowIndex[file].size())
                return -1;
            return m_rowIndex[file][size_t(entry)];
        };
        // The rows' entries as numbered now (-1: taken out), in place: each is a
        // miss in memory for most rows, so a large table looks them up on two
        // threads, a half of the rows each.
        const auto renumber = [this, &nowOf](size_t from, size_t to) {
            for (size_t i = from; i < to; ++i) {
                RowRef &ref = m_order[i];
                if (m_batchLeft[size_t(ref.file)])
                    ref.entry = nowOf(size_t(ref.file), ref.entry);
            }
        };
        inTwoHalves(m_order.size(), m_order.size() >= s_parallelRowsFrom, renumber);
        // The entries put in from entry k on, up to the next one that was there.
        const auto addNew = [this](RowRefs &order, int file, int k) {
            const BatchFile &batch = *m_batchLeft[size_t(file)];
            if (!batch.left && batch.isNew.empty())
                return; // nothing put in
            for (const int end = batch.newEnd(k); k < end; ++k)
                order.push_back({file, k});
        };
        std::vector<char> placed(m_batchLeft.size(), 0);
        // Into the spare rows' storage, whose pages are in already (fresh pages for a
        // million rows are thousands of page faults): an undo of a removal fits in
        // the storage the rows had before it.
        RowRefs order = std::move(m_spareRows);
        order.clear();
        order.reserve(m_order.size() + inserted);
        for (const RowRef ref : m_order) {
            if (ref.entry < 0)
                continue;
            const size_t f = size_t(ref.file);
            if (m_batchInserted && m_batchLeft[f] && !std::exchange(placed[f], char(1)))
                addNew(order, ref.file, 0); // those before the file's first entry left
            order.push_back(ref);
            if (m_batchInserted && m_batchLeft[f])
                addNew(order, ref.file, ref.entry + 1);
        }
        // Files in scope with none of their entries from before left.
        for (size_t f = 0; m_batchInserted && f < m_batchLeft.size(); ++f) {
            if (m_batchLeft[f] && !placed[f] && fileInScope(int(f)))
                addNew(order, int(f), 0);
        }
        m_spareRows = std::exchange(m_order, std::move(order));
        filterOrder();
        if (m_batchInserted && m_sortColumn >= 0)
            m_resortAfterBatch = true;
    }
    m_batchLeft.clear();
    m_batchInserted = false;
    endResetModel();
    emit rowsRebuiltAfterBatch();
    // A large table sorts again on its thread once the window has shown the rows:
    // the sort's first steps take in fresh memory, which the paint after a reset
    // would wait behind.
    if (std::exchange(m_resortAfterBatch, false)) {
        if (unfilteredRowCount() < s_backgroundSortFrom)
            sort(m_sortColumn, m_sortOrder);
        else
            m_resort.start();
    }
}

void SitemapTableModel::onEntryProblemsChanged(int file, int first, int last)
{
    if (m_batchReset)
        return; // the rows are built anew when the batch is done
    if (m_problemsOnly || m_rowFilter)
        m_rowsFiltered = false;
    if (rowCount() == 0 || !m_doc || file < 0 || file >= m_doc->fileCount())
        return;
    // A whole-file pass: repaint everything at once instead of row by row.
    if (last - first > 4096) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    int minRow = -1;
    int maxRow = -1;
    for (int e = first; e <= last; ++e) {
        const int row = rowOf(file, e);
        if (row < 0)
            continue;
        minRow = minRow < 0 ? row : std::min(minRow, row);
        maxRow = std::max(maxRow, row);
    }
    if (minRow >= 0)
        emit dataChanged(index(minRow, 0), index(maxRow, ColumnCount - 1));
}

void SitemapTableModel::onFileProblemsChanged(int file)
{
    if (m_batchReset)
        return; // the rows are built anew when the batch is done
    Q_UNUSED(file);
    // File problems are listed in the Problems dock and the files panel, not in rows.
}

// --- QAbstractItemModel ---------------------------------------------------------

bool SitemapTableModel::isShown(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this && index.row() < rowCount() &&
           index.column() < ColumnCount;
}

int SitemapTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_natural ? m_fileStart.back() : int(m_rows.size());
}

int SitemapTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SitemapTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_doc || !isShown(index))
        return {};
    const RowRef ref = rowAt(index.row());
    const int column = index.column();
    Field field = Field::Loc;
    const bool isField = fieldOf(column, &field);
    QVariant overlaid;
    if (m_overlay && role != Qt::EditRole && role != RawValueRole) {
        overlaid = m_overlay->data(ref.file, ref.entry, column, role);
        if (!overlaid.isNull() && role != Qt::ToolTipRole)
            return overlaid;
    }

    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (isField) {
            const QString value = m_doc->value(ref.file, ref.entry, field);
            if (field == Field::Loc && !value.isEmpty())
                return UrlTools::toReadableForm(value);
            return value;
        }
        if (column == FileColumn) {
            const QString path = m_doc->file(ref.file).path;
            return path.isEmpty() ? tr("(new)") : QFileInfo(path).fileName();
        }
        if (column == ProblemsColumn && m_validator) {
            const std::vector<Problem> problems = m_validator->entryProblems(ref.file, ref.entry);
            if (problems.empty())
                return QString();
            const auto worst = std::max_element(
                problems.begin(), problems.end(),
                [](const Problem &a, const Problem &b) { return a.severity < b.severity; });
            if (problems.size() == 1)
                return worst->message;
            // The count first: a long message is cut at the right.
            return tr("%n problem(s): %1", nullptr, int(problems.size())).arg(worst->message);
        }
        return {};
    case RawValueRole:
        if (isField && m_doc->entry(ref.file, ref.entry).has(field))
            return m_doc->value(ref.file, ref.entry, field);
        return {};
    case SeverityRole: {
        if (!m_validator || column == FileColumn)
            return {};
        const int severity = isField ? m_validator->worstSeverity(ref.file, ref.entry, field)
                                     : m_validator->worstSeverity(ref.file, ref.entry);
        return severity < 0 ? QVariant() : QVariant(severity);
    }
    case Qt::ToolTipRole:
    case ProblemsRole: {
        QStringList lines;
        bool fixedOnSave = false;
        if (m_validator && column != FileColumn) {
            for (const Problem &p : m_validator->entryProblems(ref.file, ref.entry)) {
                if (isField && p.field != int(field))
                    continue;
                QString line;
                switch (p.severity) {
                case Severity::Error:
                    line = tr("Error: %1").arg(p.message);
                    break;
                case Severity::Warning:
                    line = tr("Warning: %1").arg(p.message);
                    break;
                case Severity::Info:
                    line = tr("Note: %1").arg(p.message);
                    break;
                }
                if (p.fixedOnSave)
                    line += QLatin1Char(' ') + tr("(fixed on save)");
                fixedOnSave = fixedOnSave || p.fixedOnSave;
                lines.append(line);
            }
        }
        if (role == Qt::ToolTipRole) {
            if (!overlaid.isNull())
                lines.prepend(overlaid.toString());
            if (column == FileColumn)
                return overlaid.isNull()
                           ? m_doc->file(ref.file).path
                           : overlaid.toString() + QLatin1Char('\n') + m_doc->file(ref.file).path;
            if (isField && field == Field::Loc) {
                const QString raw = m_doc->value(ref.file, ref.entry, field);
                if (!raw.isEmpty() && raw != UrlTools::toReadableForm(raw))
                    lines.append(tr("In the file: %1").arg(raw));
            }
            // What the save will write instead, before it does.
            if (isField && fixedOnSave) {
                const QString raw = m_doc->value(ref.file, ref.entry, field);
                const QString written = SitemapWriter::writtenValue(field, raw);
                if (written != raw)
                    lines.append(tr("Saved as: %1").arg(written));
            }
            if (lines.isEmpty())
                return {};
        }
        return lines.join(QLatin1Char('\n'));
    }
    case ChoicesRole:
        if (column == ChangeFreqColumn)
            return QStringList{QString()} + changeFreqValues();
        return {};
    case MinimumRole:
        return column == PriorityColumn ? QVariant(Protocol::MinPriority) : QVariant();
    case MaximumRole:
        return column == PriorityColumn ? QVariant(Protocol::MaxPriority) : QVariant();
    case StepRole:
        return column == PriorityColumn ? QVariant(0.1) : QVariant();
    case FileIndexRole:
        return ref.file;
    case EntryIndexRole:
        return ref.entry;
    default:
        return {};
    }
}

QVariant SitemapTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // The entry's number in its file, so a row keeps its name when sorted; with
        // the files of a set shown together, its number among their entries (the
        // files in order), so that no number stands for two rows.
        if (role != Qt::DisplayRole || section < 0 || section >= rowCount())
            return {};
        const RowRef row = rowAt(section);
        qint64 number = qint64(row.entry) + 1;
        if (m_fileScope < 0 && m_doc) {
            for (int f = 0; f < row.file && f < m_doc->fileCount(); ++f) {
                if (fileInScope(f))
                    number += m_doc->entryCount(f);
            }
        }
        return number;
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (section) {
    case LocColumn:
        return role == Qt::DisplayRole ? tr("URL") : tr("The page's address (<loc>)");
    case LastModColumn:
        return role == Qt::DisplayRole ? tr("Last modified")
                                       : tr("When the page last changed (<lastmod>)");
    case ChangeFreqColumn:
        return role == Qt::DisplayRole ? tr("Change frequency")
                                       : tr("How often the page changes (<changefreq>)");
    case PriorityColumn:
        return role == Qt::DisplayRole
                   ? tr("Priority")
                   : tr("Priority relative to the site's other pages (<priority>)");
    case FileColumn:
        return role == Qt::DisplayRole ? tr("File") : tr("The sitemap file the URL is in");
    case ProblemsColumn:
        return role == Qt::DisplayRole ? tr("Problems") : tr("What is wrong with the entry");
    default:
        return {};
    }
}

Qt::ItemFlags SitemapTableModel::flags(const QModelIndex &index) const
{
    if (!isShown(index))
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    Field field;
    if (fieldOf(index.column(), &field))
        result |= Qt::ItemIsEditable;
    return result;
}

bool SitemapTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_doc || role != Qt::EditRole || !isShown(index))
        return false;
    Field field;
    if (!fieldOf(index.column(), &field))
        return false;
    const RowRef ref = rowAt(index.row());
    // In a large set the row's tables are far apart and seldom in the cache: asked
    // for together, the edit waits for memory about once instead of at each.
    if (m_validator)
        m_validator->prefetchEntry(ref.file, ref.entry, field);
    m_doc->prefetchEntry(ref.file, ref.entry);
    const std::optional<QString> before = m_doc->optionalValue(ref.file, ref.entry, field);

    std::optional<QString> after;
    if (field == Field::Priority &&
        (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float)) {
        const double number = value.toDouble();
        if (number < Protocol::MinPriority || number > Protocol::MaxPriority) {
            emit editRejected(tr("The priority must lie between 0.0 and 1.0."));
            return false;
        }
        after = QString::number(number, 'f', 1);
    } else if (!value.isNull() && value.canConvert<QString>()) {
        const QString text = trimmed(value.toString());
        if (field == Field::Loc) {
            // The value as the file holds it, or the readable form the table shows:
            // unchanged text is no edit. A changed one is stored as typed, like a
            // pasted one; what the writer will encode is flagged "fixed on save".
            if (before && (text == trimmed(*before) || text == UrlTools::toReadableForm(*before)))
                return true;
            if (text.contains(QLatin1Char('\n'))) {
                emit editRejected(tr("A URL cannot span several lines."));
                return false;
            }
            after = text;
        } else if (!text.isEmpty()) {
            after = text;
        }
    } else if (field == Field::Loc) {
        after = QString();
    }
    if (field == Field::Loc && !after)
        after = QString();
    if (before == after)
        return true;
    m_doc->submit(DocumentEdit::setValue(ref.file, ref.entry, field, before, after));
    return true;
}
