// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits as values: which file, which entries, which field, the value before and
// after. The document applies and reverts them; the UI wraps them in undo
// commands. Every change to a document goes through one of these. An edit of one
// field over many entries (Set Priority on a million rows) is one value too: it
// keeps each distinct value once and, per entry, which one it had and gets.

#include "entry.h"

#include <QString>

#include <optional>
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

    static EntryData withLoc(const QString &loc)
    {
        EntryData d;
        d.values[int(Field::Loc)] = loc;
        return d;
    }
};

struct DocumentEdit
{
    enum class Kind : quint8
    {
        SetValue,
        InsertEntries,
        RemoveEntries,
        SetValues
    };

    Kind kind = Kind::SetValue;
    int file = 0;
    int entry = 0; // SetValue: the entry; Insert/Remove: the first entry of the range
    Field field = Field::Loc;
    std::optional<QString> before; // SetValue: absent means "not set"
    std::optional<QString> after;
    std::vector<EntryData> entries; // Insert/Remove: the entries, in order
    // SetValues: the entries of the file (ascending), the distinct values (absent
    // means "not set"), and per entry the index of its value before and after.
    std::vector<int> targets;
    std::vector<std::optional<QString>> distinct;
    std::vector<quint32> beforeOf;
    std::vector<quint32> afterOf;

    static DocumentEdit setValue(int file, int entry, Field field, std::optional<QString> before,
                                 std::optional<QString> after)
    {
        DocumentEdit e;
        e.kind = Kind::SetValue;
        e.file = file;
        e.entry = entry;
        e.field = field;
        e.before = std::move(before);
        e.after = std::move(after);
        return e;
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
                                  std::vector<std::optional<QString>> distinct,
                                  std::vector<quint32> beforeOf, std::vector<quint32> afterOf)
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
    // How many entries the edit changes.
    int size() const
    {
        switch (kind) {
        case Kind::SetValue:
            return 1;
        case Kind::SetValues:
            return int(targets.size());
        case Kind::InsertEntries:
        case Kind::RemoveEntries:
            break;
        }
        return int(entries.size());
    }
    // The edit that undoes this one.
    DocumentEdit inverse() const;
};
