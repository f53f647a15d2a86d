// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sitemap, a text sitemap, or an index with the child files found next to it:
// the files with their facts and entries, the string pool behind the entries,
// and the one path by which edits change it. Views and the validator follow it
// through its signals.

#include "documentedit.h"
#include "entryruns.h"
#include "namespaces.h"
#include "readholds.h"
#include "sitemapfile.h"
#include "stringpool.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class SitemapDocument : public QObject
{
    Q_OBJECT

public:
    explicit SitemapDocument(QObject *parent = nullptr);
    ~SitemapDocument() override;

    // --- content -------------------------------------------------------------
    int fileCount() const { return int(m_files.size()); }
    const SitemapFile &file(int index) const { return m_files[size_t(index)]; }
    int entryCount(int file) const { return int(m_files[size_t(file)].entries.size()); }
    const Entry &entry(int file, int entry) const
    {
        return m_files[size_t(file)].entries[size_t(entry)];
    }
    qint64 totalEntryCount() const;

    // The value as written (entities decoded, whitespace kept); a null QString when absent.
    QString value(int file, int entry, Field field) const;
    std::optional<QString> optionalValue(int file, int entry, Field field) const;
    // Starts loading the entry and its text into the cache (see prefetch.h), for an
    // edit that will read them. Changes nothing.
    void prefetchEntry(int file, int entry) const;
    QByteArrayView rawValue(int file, int entry, Field field) const
    {
        return m_pool.view(this->entry(file, entry).value(field));
    }
    QString extensionsXml(int file, int entry) const;
    EntryData entryData(int file, int entry) const;

    const StringPool &pool() const { return m_pool; }
    // Room made on another thread for the values of an edit to come
    // (StringPool::makeRoom); a change for what reads the document meanwhile.
    void addPoolRoom(StringPool::Room room);
    const NamespaceTable &namespaces() const { return m_namespaces; }

    // For a thread that reads the document while the window goes on and must get to
    // the end of its read (Copy's text, an export's rows): until the hold is released,
    // any change of the document waits for it (aboutToChange), and so does the
    // document's end. Taken on the document's thread.
    std::shared_ptr<ReadHolds::Hold> holdForReading() const { return m_readers.take(); }

    // The file index the document was opened on (the index for an index set).
    int mainFile() const { return m_files.empty() ? -1 : 0; }
    // The first file that is not an index: where new rows go when no file is
    // chosen (an import, a new row). -1 when there is none.
    int firstSitemapFile() const;

    // --- building (reader and loader) ---------------------------------------
    // Direct access for the reader; emits nothing. Wrap a load in
    // beginReset()/endReset() so views and the validator start over once.
    StringPool &pool() { return m_pool; }
    NamespaceTable &namespaces() { return m_namespaces; }
    SitemapFile &fileRef(int index) { return m_files[size_t(index)]; }
    int addFile(SitemapFile file);
    void beginReset();
    void endReset();
    void clear(); // beginReset + empty + endReset
    // Move the content of another document (a background load) into this one.
    void takeContent(SitemapDocument &other);

    void setOwnUrl(int file, const QString &url);
    // After a save wrote the file anew: its path and the facts the reader found in
    // what was written (kind, namespace, compression, read to its end, ...) take
    // the place of the old ones. Its entries, their positions, its place in the
    // set and its own URL stay, but for what the save changed in how an entry is
    // written (children in the schema's order, a repeated one written once). Emits
    // fileFactsChanged for each file, then factsAdopted() once with the files: what
    // judges the set (the validator) does so once for a save of many files.
    // With places, facts holds only what a copy of the file's own bytes changes
    // (WrittenFacts::fromCopy()): the spots and the bytes' stamp, and places its
    // entries'; the file's other facts stay, as the copy kept them.
    struct AdoptedFacts
    {
        int file = 0;
        QString path;
        SitemapFile facts;
        std::optional<std::vector<EntryPlace>> places;
    };
    void adoptFileFacts(std::vector<AdoptedFacts> files);

    // --- editing ---------------------------------------------------------------
    // The handler the UI registers: it receives every edit the model or a command
    // submits (and pushes an undo command that calls apply()). Without one,
    // submit() applies the edit directly.
    // Edits applied together, as one undo step (a delete of many scattered rows,
    // its undo): between batchAboutToStart() and batchDone() listeners may put off
    // what each edit would make them redo. structuralEdits counts the edits that
    // insert or remove entries. Batches nest; only the outermost is signalled.
    void beginBatch(int structuralEdits);
    void endBatch();
    bool inBatch() const { return m_batchDepth > 0; }

    // The edit is taken by value and handed on: an edit of a million rows (Replace
    // All) holds megabytes of entry numbers, and a caller moves it in.
    using EditHandler = std::function<void(DocumentEdit)>;
    void setEditHandler(EditHandler handler) { m_editHandler = std::move(handler); }
    void submit(DocumentEdit edit);
    void apply(const DocumentEdit &edit);
    // Applies edit.inverse(): a SetValues edit backwards, without a copy of its
    // tables (a million rows' entry numbers and values' indexes), others through
    // their inverse.
    void applyInverse(const DocumentEdit &edit);
    void revert(const DocumentEdit &edit) { applyInverse(edit); }
    // Applies edits in their order, as apply() of each would (applyInverse() of
    // those whose inverse is set: SetValues edits only). Removals of entries of one
    // file that follow one another, each before the last (as Delete Rows makes
    // them), are one pass signalled as runs, and so are insertions each after the
    // last (as their undo makes them).
    void applyInOrder(const std::vector<const DocumentEdit *> &edits,
                      const std::vector<bool> *inverse = nullptr);
    // The files' bytes on disk are no longer theirs (a save wrote the set in another
    // shape): a later save writes each of them in the standard form.
    void forgetSources();
    // The file's own bytes hold the document's values again (a save wrote them and
    // the edits to its saved form were applied): SitemapFile::edits back to none.
    void markUnedited(int file);
    // The edit that sets field of the given entries of file (ascending) to value,
    // leaving out those that already hold it; empty targets when none changes.
    DocumentEdit setValuesEdit(int file, Field field, const std::vector<int> &entries,
                               const std::optional<QString> &value) const;
    // The edit that sets field of each given entry of file (ascending) to a value of
    // its own, leaving out those that hold it already.
    DocumentEdit setValuesEdit(int file, Field field,
                               const std::vector<std::pair<int, QString>> &values) const;
    // The edit that gives the given entries of file (ascending) the extension XML
    // in after (one text per entry), leaving out those whose XML does not change.
    // The texts use the document's canonical prefixes (extensionPrefix()); the
    // declarations they use go with the edit.
    DocumentEdit setExtensionsEdit(int file, const std::vector<int> &entries,
                                   const std::vector<QString> &after) const;
    // The canonical prefix of an extension namespace, registering the namespace
    // (with its well-known prefix when free) when the document has none yet.
    QString extensionPrefix(const QString &uri)
    {
        if (!m_namespaces.knows(uri))
            emit aboutToChange();
        return m_namespaces.prefixFor(uri);
    }
    // edit with the declarations its entries' extension XML uses (InsertEntries and
    // RemoveEntries; for ReplaceFiles also the files it put in, as data): what a
    // journal records. Any other edit is shared as it is, not copied.
    std::shared_ptr<const DocumentEdit>
    withUsedNamespaces(std::shared_ptr<const DocumentEdit> edit) const;

signals:
    // Before any change of the document, whatever it is (an edit, a reset, a file's
    // facts, a namespace registered): what reads the document on another thread stops
    // there, as the document is read freely only while nothing changes it.
    void aboutToChange();
    void aboutToReset();
    // The new content is complete; resetDone follows at once. For work that only
    // reads the document and is started at once on another thread (the overview's
    // count), so that it runs alongside the listeners of resetDone (the validator's
    // full pass) instead of after them.
    void contentReady();
    void resetDone();
    // One field of some entries of a file (ascending), changed by one edit (a cell
    // edit is one of one).
    void valuesAboutToChange(int file, Field field, const std::vector<int> &entries);
    void valuesChanged(int file, Field field, const std::vector<int> &entries);
    // The extension XML of entries of a file (ascending), changed by one edit.
    void extensionsAboutToChange(int file, const std::vector<int> &entries);
    void extensionsChanged(int file, const std::vector<int> &entries);
    // Entries of a file put in or taken out, in runs (entryruns.h): one run for an
    // edit, several for edits applied together (applyInOrder()).
    void entriesAboutToBeInserted(int file, const EntryRuns &runs);
    void entriesInserted(int file, const EntryRuns &runs);
    void entriesAboutToBeRemoved(int file, const EntryRuns &runs);
    void entriesRemoved(int file, const EntryRuns &runs);
    void ownUrlChanged(int file);
    void fileFactsAboutToChange(int file);
    void fileFactsChanged(int file);
    // files: the files adoptFileFacts() took facts for, ascending; reshaped: those of
    // them in which an entry's flags of how it is written changed (its verdicts may).
    void factsAdopted(const std::vector<int> &files, const std::vector<int> &reshaped);
    void batchAboutToStart(int structuralEdits);
    void batchDone();

private:
    // True when an entry's flags of how it is written changed.
    bool adoptOneFile(int file, const QString &path, SitemapFile facts,
                      const std::vector<EntryPlace> *places);
    // Adds to used the document's declarations whose prefix xml uses ("<prefix:").
    void addUsedDeclarations(const QString &xml,
                             std::vector<std::pair<QString, QString>> &used) const;
    Entry makeEntry(const EntryData &data, int file);
    void replaceFiles(const DocumentEdit &edit);
    void setValues(const DocumentEdit &edit, bool inverse);
    void removeRuns(int file, const std::vector<const DocumentEdit *> &edits);
    void insertRuns(int file, const std::vector<const DocumentEdit *> &edits);

    StringPool m_pool;
    NamespaceTable m_namespaces;
    std::vector<SitemapFile> m_files;
    EditHandler m_editHandler;
    int m_batchDepth = 0;
    mutable ReadHolds m_readers; // last: waited for before anything else is destroyed
};
