// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Asks what a save does with entries whose errors the writer may not repair:
// for each kind of bad value (last modified, change frequency, priority) the
// user chooses to leave out just the value (the entry is written without it) or
// the whole entry; entries with an error in the URL or the entry itself can only
// be left out whole. Each kind may also be kept as written: entries the user did
// not touch are written with their bytes unchanged, and the file stays invalid
// there (PROTOCOL.md section 5.1). The counts come from the writer's verdicts. Or
// the user fixes them first, or cancels.

#include "entry.h"

#include <QDialog>

#include <array>

class QComboBox;

class SaveErrorsDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Outcome
    {
        Cancel,
        FixThem,
        Save
    };

    // counts: entries with a bad value of each field (Loc unused); wholeEntries:
    // entries with other errors; details: the problems, one per line.
    // keepOffered: whether "keep as written" is among the choices.
    SaveErrorsDialog(const std::array<int, FieldCount> &counts, int wholeEntries,
                     const QString &details, bool keepOffered = true, QWidget *parent = nullptr);

    Outcome outcome() const { return m_outcome; }
    // True when the bad values of field are to be left out, false when their
    // entries are; false for a kind that has no entries.
    bool leavesOutValue(Field field) const;
    // True when the entries of field's kind (Field::Loc: the entries with other
    // errors) are to be kept as written.
    bool keepsAsWritten(Field field) const;
    // The choice for field, null when the kind has no entries (for tests).
    QComboBox *choiceBox(Field field) const { return m_choices[size_t(field)]; }
    void finish(Outcome outcome);

private:
    // Per field; Loc: the entries with an error in the URL or the entry itself.
    std::array<QComboBox *, FieldCount> m_choices{};
    Outcome m_outcome = Outcome::Cancel;
};
