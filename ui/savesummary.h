// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the editor tells the user after a save, in the user's language and
// numbers: one short sentence for the status bar ("Saved example.xml (1,000
// URLs)."), the notes behind it (repairs, what was left out, files removed or
// kept), and the leftovers of an interrupted save that the user has to look at.
// SaveReport::summaryLines() stays the command line's English account.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

struct SaveReport;
enum class StandardFormReason;

class SaveSummary
{
    Q_DECLARE_TR_FUNCTIONS(SaveSummary)

public:
    // "Saved example.xml (1,000 URLs)." or "Saved 120,001 URLs in 3 files and an
    // index (sitemap-index.xml).", plus "2 notes." when notes(report) has any.
    static QString message(const SaveReport &report);
    // One line per note, translated; empty when the save has nothing to add.
    static QStringList notes(const SaveReport &report);
    // The files an interrupted save left that were kept because they may be the
    // only copy of a file (SaveReport::staleKept), for a message the user has to
    // act on; empty when there are none.
    static QString keptFilesText(const SaveReport &report);
    // Why a file is written in the standard form, as a clause ("it is split").
    static QString standardFormReason(StandardFormReason reason);
};
