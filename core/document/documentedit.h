// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Edits as values: which file, which entries, which field, the value before and
// after. The document applies and reverts them; the UI wraps them in undo
// commands. Every change to a document goes through one of these.

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
        RemoveEntries
    };

    Kind kind = Kind::SetValue;
    int file = 0;
    int entry = 0; // SetValue: the entry; Insert/Remove: the first entry of the range
    Field field = Field::Loc;
    std::optional<QString> before; // SetValue: absent means "not set"
    std::optional<QString> after;
    std::vector<EntryData> entries; // Insert/Remove: the entries, in order

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
    // The edit that undoes this one.
    DocumentEdit inverse() const;
};
