// SPDX-License-Identifier: GPL-3.0-or-later
#include "sitemapdocument.h"

#include "extensionelements.h"
#include "hashbytes.h"
#include "pagestorage.h"
#include "prefetch.h"

#include <QHash>

#include <algorithm>
#include <bit>

DocumentEdit DocumentEdit::inverse() const
{
    DocumentEdit e = *this;
    switch (kind) {
    case Kind::InsertEntries:
        e.kind = Kind::RemoveEntries;
        break;
    case Kind::RemoveEntries:
        e.kind = Kind::InsertEntries;
        break;
    case Kind::SetValues:
        std::swap(e.beforeOf, e.afterOf);
        break;
    case Kind::SetExtensions:
        for (ExtensionsChange &c : e.extensionChanges) {
            std::swap(c.before, c.after);
            std::swap(c.countBefore, c.countAfter);
            std::swap(c.spotsBefore, c.spotsAfter);
        }
        break;
    case Kind::ReplaceFiles:
        // The swap holds the files the document does not: applying the edit again
        // gives back the ones it took out.
        break;
    }
    return e;
}

SitemapDocument::SitemapDocument(QObject *parent) : QObject(parent)
{
    connect(this, &SitemapDocument::aboutToChange, this, [this] { m_readers.waitForAll(); });
}

SitemapDocument::~SitemapDocument() = default;

qint64 SitemapDocument::totalEntryCount() const
{
    qint64 n = 0;
    for (const SitemapFile &f : m_files)
        n += qint64(f.entries.size());
    return n;
}

int SitemapDocument::firstSitemapFile() const
{
    for (int f = 0; f < fileCount(); ++f) {
        if (!m_files[size_t(f)].isIndex())
            return f;
    }
    return -1;
}

QString SitemapDocument::value(int file, int entry, Field field) const
{
    const Entry &e = this->entry(file, entry);
    if (!e.has(field))
        return QString();
    QString s = m_pool.string(e.value(field));
    if (s.isNull())
        s = QLatin1String(""); // present but empty: not null
    return s;
}

void SitemapDocument::prefetchEntry(int file, int entry) const
{
    if (file < 0 || file >= fileCount() || entry < 0 || entry >= entryCount(file))
        return;
    const Entry &e = this->entry(file, entry);
    prefetchLine(&e);
    prefetchLine(reinterpret_cast<const char *>(&e + 1) - 1);
    for (const TextRef &ref : e.values) {
        if (!ref.isEmpty())
            prefetchLine(m_pool.view(ref).data());
    }
    if (!e.extensions.isEmpty())
        prefetchLine(m_pool.view(e.extensions).data());
}

std::optional<QString> SitemapDocument::optionalValue(int file, int entry, Field field) const
{
    if (!this->entry(file, entry).has(field))
        return std::nullopt;
    return value(file, entry, field);
}

void SitemapDocument::addPoolRoom(StringPool::Room room)
{
    emit aboutToChange();
    m_pool.addRoom(std::move(room));
}

QString SitemapDocument::extensionsXml(int file, int entry) const
{
    return m_pool.string(this->entry(file, entry).extensions);
}

EntryData SitemapDocument::entryData(int file, int entry) const
{
    const Entry &e = this->entry(file, entry);
    EntryData d;
    for (int f = 0; f < FieldCount; ++f)
        d.values[f] = optionalValue(file, entry, Field(f));
    d.extensionsXml = m_pool.string(e.extensions);
    d.extensionCount = e.extensionCount;
    d.repeated = e.repeated;
    d.flags = e.flags;
    d.line = e.line;
    d.column = e.column;
    d.spots = e.spots;
    d.spotMask = e.spotMask;
    d.spotsFile = file;
    d.spotsGeneration = m_files[size_t(file)].sourceGeneration;
    return d;
}

int SitemapDocument::addFile(SitemapFile file)
{
    emit aboutToChange();
    m_files.push_back(std::move(file));
    return int(m_files.size()) - 1;
}

void SitemapDocument::beginBatch(int structuralEdits)
{
    if (m_batchDepth++ == 0)
        emit batchAboutToStart(structuralEdits);
}

void SitemapDocument::endBatch()
{
    Q_ASSERT(m_batchDepth > 0);
    if (--m_batchDepth == 0)
        emit batchDone();
}

void SitemapDocument::beginReset()
{
    emit aboutToChange();
    emit aboutToReset();
}

void SitemapDocument::endReset()
{
    emit contentReady();
    emit resetDone();
}

void SitemapDocument::clear()
{
    beginReset();
    m_files.clear();
    m_pool.clear();
    m_namespaces.clear();
    endReset();
}

void SitemapDocument::takeContent(SitemapDocument &other)
{
    beginReset();
    m_files = std::move(other.m_files);
    m_pool = std::move(other.m_pool);
    m_namespaces = std::move(other.m_namespaces);
    other.m_files.clear();
    other.m_pool.clear();
    other.m_namespaces.clear();
    endReset();
}

void SitemapDocument::setOwnUrl(int file, const QString &url)
{
    if (m_files[size_t(file)].ownUrl == url)
        return;
    emit aboutToChange();
    m_files[size_t(file)].ownUrl = url;
    emit ownUrlChanged(file);
}

void SitemapDocument::adoptFileFacts(std::vector<AdoptedFacts> files)
{
    if (files.empty())
        return;
    emit aboutToChange();
    std::vector<int> adopted;
    std::vector<int> reshaped;
    for (AdoptedFacts &adopting : files) {
        adopted.push_back(adopting.file);
        if (adoptOneFile(adopting.file, adopting.path, std::move(adopting.facts),
                         adopting.places ? &*adopting.places : nullptr))
            reshaped.push_back(adopting.file);
    }
    for (std::vector<int> *list : {&adopted, &reshaped}) {
        std::sort(list->begin(), list->end());
        list->erase(std::unique(list->begin(), list->end()), list->end());
    }
    emit factsAdopted(adopted, reshaped);
}

bool SitemapDocument::adoptOneFile(int file, const QString &path, SitemapFile facts,
                                   const std::vector<EntryPlace> *places)
{
    bool reshaped = false;
    emit fileFactsAboutToChange(file);
    SitemapFile &target = m_files[size_t(file)];
    // The written file's offsets when it holds the same entries (a later save
    // keeps its bytes); otherwise the old positions stay.
    const size_t written = places ? places->size() : facts.entries.size();
    const bool sameEntries = written == target.entries.size();
    const auto take = [&](Entry &e, const auto &w) {
        // The children as written: a save puts them in the schema's order and writes
        // a repeated one once.
        constexpr quint8 order = Entry::OutOfOrder;
        e.spots = w.spots;
        e.spotMask = w.spotMask;
        e.setPosition(quint32(w.line), quint32(w.column));
        const quint8 flags = quint8((e.flags & ~(Entry::Edited | order)) | (w.flags & order));
        reshaped = reshaped || flags != (e.flags & ~Entry::Edited) || e.repeated != w.repeated;
        e.flags = flags;
        e.repeated = w.repeated;
    };
    if (sameEntries) {
        for (size_t i = 0; i < written; ++i) {
            if (places)
                take(target.entries[i], (*places)[i]);
            else
                take(target.entries[i], facts.entries[i]);
        }
    }
    if (places) {
        target.path = path;
        if (sameEntries) {
            target.spots = std::move(facts.spots);
            target.source = std::move(facts.source);
            target.uncompressedSize = facts.uncompressedSize;
            target.tooLarge = facts.tooLarge;
            target.truncatedAtLimit = facts.truncatedAtLimit;
            target.edits = 0;
            ++target.sourceGeneration;
        } else {
            target.source = {};
        }
        emit fileFactsChanged(file);
        return reshaped;
    }
    SitemapFile adopted = std::move(facts);
    adopted.path = path;
    adopted.ownUrl = std::move(target.ownUrl);
    if (sameEntries) {
        adopted.edits = 0;
        adopted.sourceGeneration = target.sourceGeneration + 1;
    } else {
        adopted.spots = std::move(target.spots);
        adopted.source = {};
        adopted.edits = target.edits;
        adopted.sourceGeneration = target.sourceGeneration;
    }
    adopted.entries = std::move(target.entries);
    adopted.childFile = std::move(target.childFile);
    adopted.parentFile = target.parentFile;
    target = std::move(adopted);
    emit fileFactsChanged(file);
    return reshaped;
}

void SitemapDocument::markUnedited(int file)
{
    emit aboutToChange();
    m_files[size_t(file)].edits = 0;
}

void SitemapDocument::submit(DocumentEdit edit)
{
    if (m_editHandler)
        m_editHandler(std::move(edit));
    else
        apply(edit);
}

Entry SitemapDocument::makeEntry(const EntryData &data, int file)
{
    Entry e;
    for (int f = 0; f < FieldCount; ++f) {
        if (data.values[f]) {
            e.present |= fieldBit(Field(f));
            e.values[f] = m_pool.add(*data.values[f]);
        }
    }
    e.extensions = m_pool.add(data.extensionsXml);
    e.setExtensionCount(data.extensionCount);
    e.repeated = data.repeated;
    e.flags = data.flags;
    e.setPosition(data.line, data.column);
    if (data.spotsFile == file && data.spots != Entry::NoSpots &&
        data.spotsGeneration == m_files[size_t(file)].sourceGeneration) {
        e.spots = data.spots;
        e.spotMask = data.spotMask;
    }
    return e;
}

void SitemapDocument::forgetSources()
{
    emit aboutToChange();
    for (SitemapFile &f : m_files) {
        f.source = {};
        f.edits = std::max<quint64>(f.edits, 1);
        ++f.sourceGeneration;
    }
}

void SitemapDocument::replaceFiles(const DocumentEdit &edit)
{
    for (const auto &[prefix, uri] : edit.namespaces)
        m_namespaces.prefixFor(uri, prefix);
    beginReset();
    if (edit.swap) {
        std::swap(m_files, edit.swap->files);
    } else {
        // From a journal: the files as data, with no bytes on disk behind them.
        m_files.clear();
        for (const FileData &data : edit.files) {
            SitemapFile f;
            f.path = data.path;
            f.ownUrl = data.ownUrl;
            f.kind =
                data.kind <= quint8(FileKind::Unknown) ? FileKind(data.kind) : FileKind::Unknown;
            f.gzip = data.gzip;
            f.parentFile = data.parentFile;
            f.childFile = data.childFile;
            f.edits = 1;
            m_files.push_back(std::move(f));
        }
        for (size_t i = 0; i < edit.files.size(); ++i) {
            for (EntryData d : edit.files[i].entries) {
                d.spotsFile = -1;
                d.flags |= Entry::Edited;
                m_files[i].entries.push_back(makeEntry(d, int(i)));
            }
        }
    }
    endReset();
}

void SitemapDocument::apply(const DocumentEdit &edit)
{
    emit aboutToChange();
    if (edit.kind == DocumentEdit::Kind::ReplaceFiles) {
        replaceFiles(edit);
        return;
    }
    if (edit.kind == DocumentEdit::Kind::InsertEntries) {
        insertRuns(edit.file, {&edit});
        return;
    }
    if (edit.kind == DocumentEdit::Kind::RemoveEntries) {
        removeRuns(edit.file, {&edit});
        return;
    }
    SitemapFile &f = m_files[size_t(edit.file)];
    ++f.edits;
    switch (edit.kind) {
    case DocumentEdit::Kind::SetValues:
        setValues(edit, false);
        break;
    case DocumentEdit::Kind::SetExtensions: {
        for (const auto &[prefix, uri] : edit.namespaces)
            m_namespaces.prefixFor(uri, prefix);
        emit extensionsAboutToChange(edit.file, edit.targets);
        for (size_t i = 0; i < edit.targets.size(); ++i) {
            const DocumentEdit::ExtensionsChange &c = edit.extensionChanges[i];
            Entry &e = f.entries[size_t(edit.targets[i])];
            e.extensions = m_pool.add(c.after);
            e.setExtensionCount(c.countAfter);
            e.flags |= Entry::Edited;
            // The reader's positions of the children hold for the XML it read only.
            if (c.spotsAfter)
                e.spotMask |= Entry::ExtensionSpots;
            else
                e.spotMask &= quint8(~Entry::ExtensionSpots);
        }
        emit extensionsChanged(edit.file, edit.targets);
        break;
    }
    case DocumentEdit::Kind::InsertEntries:
    case DocumentEdit::Kind::RemoveEntries:
    case DocumentEdit::Kind::ReplaceFiles:
        break; // handled above
    }
}

void SitemapDocument::applyInverse(const DocumentEdit &edit)
{
    if (edit.kind != DocumentEdit::Kind::SetValues) {
        apply(edit.inverse());
        return;
    }
    emit aboutToChange();
    ++m_files[size_t(edit.file)].edits;
    setValues(edit, true);
}

// A SetValues edit, forwards or backwards (inverse: each entry gets its value
// before): the pool's references of the values are kept for both ways.
void SitemapDocument::setValues(const DocumentEdit &edit, bool inverse)
{
    emit valuesAboutToChange(edit.file, edit.field, edit.targets);
    // Each distinct value goes into the pool once, and only when some entry gets
    // it and the pool does not hold it for this edit yet; the references an entry
    // had are kept for the value it had, for the undo.
    SitemapFile &f = m_files[size_t(edit.file)];
    EditValues::PooledRefs &pooled = edit.distinct.pooled(m_pool.id());
    const quint8 bit = fieldBit(edit.field);
    const std::vector<quint32> &afterOf = inverse ? edit.beforeOf : edit.afterOf;
    const std::vector<quint32> &beforeOf = inverse ? edit.afterOf : edit.beforeOf;
    for (size_t i = 0; i < edit.targets.size(); ++i) {
        const quint32 v = afterOf[i];
        Entry &e = f.entries[size_t(edit.targets[i])];
        const quint32 was = beforeOf[i];
        if (!pooled.known[was] && e.has(edit.field) && edit.distinct.isSet(was) &&
            m_pool.view(e.value(edit.field)) == edit.distinct.utf8(was)) {
            pooled.known[was] = true;
            pooled.refs[was] = e.value(edit.field);
        }
        if (!pooled.known[v] && edit.distinct.isSet(v)) {
            pooled.known[v] = true;
            pooled.refs[v] = m_pool.add(edit.distinct.utf8(v));
        }
        if (edit.distinct.isSet(v)) {
            e.present |= bit;
            e.values[int(edit.field)] = pooled.refs[v];
        } else {
            e.present &= quint8(~bit);
            e.values[int(edit.field)] = {};
        }
        e.repeated &= quint8(~bit);
        e.flags |= Entry::Edited;
    }
    emit valuesChanged(edit.file, edit.field, edit.targets);
}

void SitemapDocument::applyInOrder(const std::vector<const DocumentEdit *> &edits,
                                   const std::vector<bool> *inverse)
{
    using Kind = DocumentEdit::Kind;
    // A run of each edit lies before the last one's (removals) or after it
    // (insertions), so the numbers of each edit are those of the whole group's.
    const auto follows = [](const DocumentEdit &last, const DocumentEdit &next) {
        if (next.kind != last.kind || next.file != last.file)
            return false;
        if (next.kind == Kind::RemoveEntries)
            return next.entry + int(next.entries.size()) <= last.entry;
        return next.kind == Kind::InsertEntries &&
               next.entry >= last.entry + int(last.entries.size());
    };
    for (size_t i = 0; i < edits.size();) {
        const DocumentEdit &edit = *edits[i];
        if (edit.kind != Kind::RemoveEntries && edit.kind != Kind::InsertEntries) {
            if (inverse && (*inverse)[i])
                applyInverse(edit);
            else
                apply(edit);
            ++i;
            continue;
        }
        Q_ASSERT(!inverse || !(*inverse)[i]);
        std::vector<const DocumentEdit *> group{edits[i]};
        for (++i; i < edits.size() && follows(*group.back(), *edits[i]); ++i)
            group.push_back(edits[i]);
        emit aboutToChange();
        if (edit.kind == Kind::RemoveEntries)
            removeRuns(edit.file, group);
        else
            insertRuns(edit.file, group);
    }
}

// edits: removals of entries of file, each before the last.
void SitemapDocument::removeRuns(int file, const std::vector<const DocumentEdit *> &edits)
{
    SitemapFile &f = m_files[size_t(file)];
    f.edits += int(edits.size());
    EntryRuns runs;
    runs.reserve(edits.size());
    for (auto it = edits.rbegin(); it != edits.rend(); ++it)
        EntryRunsOf::append(runs, {(*it)->entry, int((*it)->entries.size())});
    if (runs.empty())
        return;
    emit entriesAboutToBeRemoved(file, runs);
    EntryRunsOf::erase(f.entries, runs);
    if (f.isIndex() && int(f.childFile.size()) >= runs.back().end())
        EntryRunsOf::erase(f.childFile, runs);
    emit entriesRemoved(file, runs);
}

// edits: insertions of entries into file, each after the last.
void SitemapDocument::insertRuns(int file, const std::vector<const DocumentEdit *> &edits)
{
    SitemapFile &f = m_files[size_t(file)];
    f.edits += int(edits.size());
    EntryRuns runs;
    runs.reserve(edits.size());
    for (const DocumentEdit *edit : edits) {
        for (const auto &[prefix, uri] : edit->namespaces)
            m_namespaces.prefixFor(uri, prefix);
        EntryRunsOf::append(runs, {edit->entry, int(edit->entries.size())});
    }
    if (runs.empty())
        return;
    emit entriesAboutToBeInserted(file, runs);
    std::vector<Entry> made;
    made.reserve(size_t(EntryRunsOf::total(runs)));
    for (const DocumentEdit *edit : edits) {
        for (const EntryData &d : edit->entries)
            made.push_back(makeEntry(d, file));
    }
    size_t next = 0;
    EntryRunsOf::insert(f.entries, runs, [&](int) { return std::move(made[next++]); });
    if (f.isIndex() && !f.childFile.empty())
        EntryRunsOf::insert(f.childFile, runs, [](int) { return -2; });
    emit entriesInserted(file, runs);
}

void SitemapDocument::addUsedDeclarations(const QString &xml,
                                          std::vector<std::pair<QString, QString>> &used) const
{
    for (const auto &[prefix, uri] : m_namespaces.declarations()) {
        const std::pair<QString, QString> decl{prefix, uri};
        if (std::find(used.begin(), used.end(), decl) == used.end() &&
            xml.contains(QLatin1Char('<') + prefix + QLatin1Char(':')))
            used.push_back(decl);
    }
}

std::shared_ptr<const DocumentEdit>
SitemapDocument::withUsedNamespaces(std::shared_ptr<const DocumentEdit> edit) const
{
    if (edit->kind == DocumentEdit::Kind::ReplaceFiles) {
        // A journal cannot share the swap: it keeps the files now in the document.
        DocumentEdit recorded = *edit;
        recorded.swap.reset();
        recorded.files.clear();
        for (int f = 0; f < fileCount(); ++f) {
            const SitemapFile &file = m_files[size_t(f)];
            FileData data;
            data.path = file.path;
            data.ownUrl = file.ownUrl;
            data.kind = quint8(file.kind);
            data.gzip = file.gzip;
            data.parentFile = file.parentFile;
            data.childFile = file.childFile;
            data.entries.reserve(file.entries.size());
            for (int e = 0; e < entryCount(f); ++e) {
                data.entries.push_back(entryData(f, e));
                if (!data.entries.back().extensionsXml.isEmpty())
                    addUsedDeclarations(data.entries.back().extensionsXml, recorded.namespaces);
            }
            recorded.files.push_back(std::move(data));
        }
        return std::make_shared<const DocumentEdit>(std::move(recorded));
    }
    if (edit->kind != DocumentEdit::Kind::InsertEntries &&
        edit->kind != DocumentEdit::Kind::RemoveEntries)
        return edit;
    // Copied only when its entries use a declaration it does not record yet.
    std::vector<std::pair<QString, QString>> used = edit->namespaces;
    for (const EntryData &d : edit->entries) {
        if (!d.extensionsXml.isEmpty())
            addUsedDeclarations(d.extensionsXml, used);
    }
    if (used.size() == edit->namespaces.size())
        return edit;
    auto recorded = std::make_shared<DocumentEdit>(*edit);
    recorded->namespaces = std::move(used);
    return recorded;
}

DocumentEdit SitemapDocument::setExtensionsEdit(int file, const std::vector<int> &entries,
                                                const std::vector<QString> &after) const
{
    std::vector<int> targets;
    std::vector<DocumentEdit::ExtensionsChange> changes;
    std::vector<std::pair<QString, QString>> used;
    for (size_t i = 0; i < entries.size() && i < after.size(); ++i) {
        const Entry &e = entry(file, entries[i]);
        DocumentEdit::ExtensionsChange c;
        c.before = m_pool.string(e.extensions);
        if (c.before == after[i])
            continue;
        c.after = after[i];
        c.countBefore = e.extensionCount;
        c.countAfter = ExtensionElements::extensionCount(ExtensionElements::split(c.after));
        c.spotsBefore = e.spotMask & Entry::ExtensionSpots;
        c.spotsAfter = false;
        addUsedDeclarations(c.after, used);
        targets.push_back(entries[i]);
        changes.push_back(std::move(c));
    }
    return DocumentEdit::setExtensions(file, std::move(targets), std::move(changes),
                                       std::move(used));
}

DocumentEdit SitemapDocument::setValuesEdit(int file, Field field, const std::vector<int> &entries,
                                            const std::optional<QString> &value) const
{
    // Each value before is kept once in distinct: found by its bytes, straight from
    // the pool, in a table of the indexes of distinct (a million priorities make a
    // handful of values, a million dates as many as there are dates).
    std::vector<int> targets;
    EditValues distinct{value};
    std::vector<quint32> beforeOf;
    const QByteArray valueUtf8 = value ? value->toUtf8() : QByteArray();
    // Room for every value before being a value of its own (a million dates are as
    // many values): distinct and the table are not copied as they grow. The sizes
    // come from the references; the text is read once, below.
    qsizetype room = valueUtf8.size();
    for (const int entry : entries)
        room += m_pool.view(this->entry(file, entry).value(field)).size();
    distinct.reserve(qsizetype(entries.size()) + 2, room);
    // Open addressing: index + 1 of a value in distinct, 0 free. Sized for every
    // value before and the new one at most half full, it never grows.
    const size_t slotCount = std::bit_ceil(std::max<size_t>(64, entries.size() * 2 + 2));
    const PageStorage::Block tableStorage(slotCount * sizeof(quint32), PageStorage::Pages::Filled);
    quint32 *const table = reinterpret_cast<quint32 *>(tableStorage.data());
    constexpr quint64 Salt = 0x5ca1ab1e;
    const auto slotOf = [slotCount](quint64 hash) {
        return size_t(HashBytes::Wide(hash) * slotCount >> 64);
    };
    const auto place = [&](quint32 index, quint64 hash) {
        size_t at = slotOf(hash);
        while (table[at] != 0)
            at = at + 1 == slotCount ? 0 : at + 1;
        table[at] = index + 1;
    };
    // Where the pool holds each value before: the entry's own reference, so that the
    // edit's first apply need not compare a million values' bytes to learn it.
    std::vector<TextRef> refOf(1);
    std::vector<bool> knownOf(1, false);
    refOf.reserve(entries.size() + 2);
    knownOf.reserve(entries.size() + 2);
    PageStorage::populateRoom(refOf);
    const auto indexOf = [&](QByteArrayView bytes, TextRef ref) {
        const quint64 hash = hashBytes(bytes, Salt);
        for (size_t at = slotOf(hash); table[at] != 0; at = at + 1 == slotCount ? 0 : at + 1) {
            const quint32 index = table[at] - 1;
            if (distinct.isSet(index) && distinct.utf8(index) == bytes)
                return index;
        }
        const quint32 index = distinct.size();
        distinct.appendUtf8(bytes);
        refOf.push_back(ref);
        knownOf.push_back(true);
        place(index, hash);
        return index;
    };
    if (value)
        place(0, hashBytes(QByteArrayView(valueUtf8), Salt));
    quint32 absentIndex = value ? quint32(-1) : 0;
    targets.reserve(entries.size());
    beforeOf.reserve(entries.size());
    PageStorage::populateRoom(targets);
    PageStorage::populateRoom(beforeOf);
    for (const int entry : entries) {
        const Entry &e = this->entry(file, entry);
        quint32 index = 0;
        if (!e.has(field)) {
            if (!value)
                continue;
            if (absentIndex == quint32(-1)) {
                absentIndex = distinct.size();
                distinct.appendAbsent();
                refOf.emplace_back();
                knownOf.push_back(false);
            }
            index = absentIndex;
        } else {
            index = indexOf(m_pool.view(e.value(field)), e.value(field));
            if (index == 0)
                continue; // already the value
        }
        targets.push_back(entry);
        beforeOf.push_back(index);
    }
    distinct.squeeze();
    Q_ASSERT(refOf.size() == distinct.size() && knownOf.size() == distinct.size());
    if (refOf.capacity() > 2 * refOf.size() + 512)
        refOf.shrink_to_fit();
    EditValues::PooledRefs &pooled = distinct.pooled(m_pool.id());
    pooled.refs = std::move(refOf);
    pooled.known = std::move(knownOf);
    std::vector<quint32> afterOf(targets.size(), 0);
    return DocumentEdit::setValues(file, field, std::move(targets), std::move(distinct),
                                   std::move(beforeOf), std::move(afterOf));
}

DocumentEdit
SitemapDocument::setValuesEdit(int file, Field field,
                               const std::vector<std::pair<int, QString>> &values) const
{
    std::vector<int> targets;
    EditValues distinct;
    std::vector<quint32> beforeOf;
    std::vector<quint32> afterOf;
    QHash<QString, quint32> indexOf;
    quint32 absentIndex = quint32(-1);
    auto indexFor = [&](const std::optional<QString> &value) {
        if (!value) {
            if (absentIndex == quint32(-1)) {
                absentIndex = distinct.size();
                distinct.appendAbsent();
            }
            return absentIndex;
        }
        auto found = indexOf.constFind(*value);
        if (found == indexOf.constEnd()) {
            found = indexOf.insert(*value, distinct.size());
            distinct.append(*value);
        }
        return *found;
    };
    for (const auto &[entry, value] : values) {
        const std::optional<QString> before = optionalValue(file, entry, field);
        if (before == value)
            continue;
        targets.push_back(entry);
        beforeOf.push_back(indexFor(before));
        afterOf.push_back(indexFor(value));
    }
    return DocumentEdit::setValues(file, field, std::move(targets), std::move(distinct),
                                   std::move(beforeOf), std::move(afterOf));
}
