// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits as values: which file, which entries, which field, the value before and
// after. The document applies and reverts them; the UI wraps them in undo
// commands. Every change to a document goes through one of these. An edit of one
// field over many entries (Set Priority on a million rows) is one value too: it
// keeps each distinct value once and, per entry, which one it had and gets.
//
// SetExtensions replaces the extension XML of some entries of one file (images,
// videos, news, hreflang links, vendor elements): one undo step, one journal
// record, whatever the number of entries. To use it, take each entry's current
// XML (SitemapDocument::extensionsXml()), change only the element concerned in
// that text, and hand the result to SitemapDocument::setExtensionsEdit(), which
// fills in the before side, counts the direct children and leaves out entries
// whose XML does not change; then submit() the edit. The XML uses the document's
// canonical prefixes: ask SitemapDocument::extensionPrefix() for the one of a
// namespace (it registers the namespace when the document has none yet, and the
// edit records it so a replayed journal declares it too). The document applies
// the texts as given, so everything outside the changed element stays
// byte-for-byte; the validator and the table judge the changed entries again.

#include "editvalues.h"
#include "entry.h"

#include <QString>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

// A self-contained copy of one entry, for inserting, removing and undoing.
struct EntryData
{
    std::optional<QString> values[FieldCount];
    QString extensionsXml;
    quint32 extensionCount = 0;
    quint8 repeated = 0;
    quint8 flags = 0;
    quint32 line = 0;
    quint32 column = 0;
    // Where the entry was read from (Entry::spots, Entry::spotMask) and in which
    // file: an entry removed and put back in its file keeps its own bytes in a save.
    quint32 spots = Entry::NoSpots;
    quint8 spotMask = 0;
    int spotsFile = -1;
    quint32 spotsGeneration = 0; // SitemapFile::sourceGeneration when they were taken

    static EntryData withLoc(const QString &loc)
    {
        EntryData d;
        d.values[int(Field::Loc)] = loc;
        return d;
    }
};

// One file with its entries, as a journal keeps the files a ReplaceFiles edit
// puts into the document: enough to rebuild them on a document read from disk.
struct FileData
{
    QString path;
    QString ownUrl;
    quint8 kind = 0; // FileKind
    bool gzip = false;
    int parentFile = -1;
    std::vector<int> childFile;
    std::vector<EntryData> entries;
};

struct SitemapFile;

// The files a ReplaceFiles edit swaps with the document's: before it is applied,
// the files it puts in; after, the ones it took out. Undo and redo alternate, so
// one set of files serves both without a copy.
struct FileSwap
{
    std::vector<SitemapFile> files;
};

struct DocumentEdit
{
    // The numbers are kept in journals. 0 was a single value, now a SetValues of one
    // (journals of earlier versions are read that way).
    enum class Kind : quint8
    {
        InsertEntries = 1,
        RemoveEntries = 2,
        SetValues = 3,
        SetExtensions = 4,
        // The document's files as a whole: a save that wrote the set in another shape
        // (split into parts, joined, renamed) replaces the files by the ones written,
        // and Undo gives back the files as they were. Views and the validator start
        // over, as after a load.
        ReplaceFiles
    };

    // SetExtensions: one entry's extension XML and its number of direct child
    // elements outside the sitemap namespace, before and after, and whether the
    // positions the reader recorded for those children still apply.
    struct ExtensionsChange
    {
        QString before;
        QString after;
        quint32 countBefore = 0;
        quint32 countAfter = 0;
        bool spotsBefore = false;
        bool spotsAfter = false;
    };

    Kind kind = Kind::SetValues;
    int file = 0;
    int entry = 0; // Insert/Remove: the first entry of the range; SetValues: the first target
    Field field = Field::Loc;
    std::vector<EntryData> entries; // Insert/Remove: the entries, in order
    // SetValues: the entries of the file (ascending), the distinct values (absent
    // means "not set"), and per entry the index of its value before and after.
    std::vector<int> targets;
    EditValues distinct;
    std::vector<quint32> beforeOf;
    std::vector<quint32> afterOf;
    // SetExtensions: per entry of targets (ascending), its change.
    std::vector<ExtensionsChange> extensionChanges;
    // SetExtensions, InsertEntries and RemoveEntries: the (prefix, namespace URI)
    // declarations the extension XML it puts into the document uses, registered on
    // apply (and on revert), so that a journal replayed on a file that declares
    // none of them declares them too.
    std::vector<std::pair<QString, QString>> namespaces;
    // ReplaceFiles: the files swapped in (shared by the edit and its inverse), and
    // as a journal records and replays it, the files it puts in as data.
    std::shared_ptr<FileSwap> swap;
    std::vector<FileData> files;

    // One value of one entry: a SetValues of one (absent means "not set"), so that a
    // cell edit and Set Priority on a million rows take the same path everywhere.
    static DocumentEdit setValue(int file, int entry, Field field, std::optional<QString> before,
                                 std::optional<QString> after)
    {
        const bool same = before == after;
        EditValues distinct{before};
        if (!same)
            distinct.append(after);
        return setValues(file, field, {entry}, std::move(distinct), {0}, {same ? 0u : 1u});
    }
    static DocumentEdit insert(int file, int first, std::vector<EntryData> entries)
    {
        DocumentEdit e;
        e.kind = Kind::InsertEntries;
        e.file = file;
        e.entry = first;
        e.entries = std::move(entries);
        return e;
    }
    static DocumentEdit remove(int file, int first, std::vector<EntryData> entries)
    {
        DocumentEdit e;
        e.kind = Kind::RemoveEntries;
        e.file = file;
        e.entry = first;
        e.entries = std::move(entries);
        return e;
    }
    // Sets field of the given entries (ascending) of file: distinct holds each value
    // once, beforeOf and afterOf index it per entry. SitemapDocument::setValuesEdit
    // builds one from the document.
    static DocumentEdit setValues(int file, Field field, std::vector<int> targets,
                                  EditValues distinct, std::vector<quint32> beforeOf,
                                  std::vector<quint32> afterOf)
    {
        DocumentEdit e;
        e.kind = Kind::SetValues;
        e.file = file;
        e.field = field;
        e.entry = targets.empty() ? 0 : targets.front();
        e.targets = std::move(targets);
        e.distinct = std::move(distinct);
        e.beforeOf = std::move(beforeOf);
        e.afterOf = std::move(afterOf);
        return e;
    }
    // Replaces the extension XML of the given entries (ascending) of file; changes
    // holds one change per entry. SitemapDocument::setExtensionsEdit() builds one
    // from the new texts.
    static DocumentEdit setExtensions(int file, std::vector<int> targets,
                                      std::vector<ExtensionsChange> changes,
                                      std::vector<std::pair<QString, QString>> namespaces = {})
    {
        DocumentEdit e;
        e.kind = Kind::SetExtensions;
        e.file = file;
        e.entry = targets.empty() ? 0 : targets.front();
        e.targets = std::move(targets);
        e.extensionChanges = std::move(changes);
        e.namespaces = std::move(namespaces);
        return e;
    }
    // How many entries the edit changes.
    int size() const
    {
        switch (kind) {
        case Kind::SetValues:
        case Kind::SetExtensions:
            return int(targets.size());
        case Kind::InsertEntries:
        case Kind::RemoveEntries:
            break;
        case Kind::ReplaceFiles:
            return 0;
        }
        return int(entries.size());
    }
    // The edit that undoes this one.
    DocumentEdit inverse() const;
};
