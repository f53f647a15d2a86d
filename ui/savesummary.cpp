// SPDX-License-Identifier: GPL-3.0-or-later
#include "savesummary.h"

#include "sitemapwriter.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

namespace {

QString fileName(const QString &path)
{
    return QFileInfo(path).fileName();
}

// The file a hidden backup ".NAME.bak-PID-N-RANDOM" is an earlier version of; empty
// for the other files an interrupted save leaves (its temporary files).
QString backupOf(const QString &path)
{
    static const QRegularExpression backupName(QStringLiteral("^\\.(.+)\\.bak-"));
    const QRegularExpressionMatch match = backupName.match(fileName(path));
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

QString SaveSummary::message(const SaveReport &report)
{
    qint64 urls = 0;
    int sitemaps = 0;
    QString index;
    QString single;
    for (const WrittenFile &file : report.files) {
        if (file.index) {
            index = fileName(file.path);
        } else {
            urls += file.entries;
            ++sitemaps;
            single = fileName(file.path);
        }
    }
    // %Ln takes an int; a save never comes near that many URLs in one document.
    const QString urlText = tr("%Ln URL(s)", nullptr, int(urls));
    QString text;
    if (!index.isEmpty())
        text = tr("Saved %1 in %2 and an index (%3).")
                   .arg(urlText, tr("%Ln file(s)", nullptr, sitemaps), index);
    else if (sitemaps == 1)
        text = tr("Saved %1 (%2).").arg(single, urlText);
    else
        text = tr("Saved %1 in %2.").arg(urlText, tr("%Ln file(s)", nullptr, sitemaps));
    qint64 unchanged = 0;
    for (const WrittenFile &file : report.files)
        unchanged += file.unchanged ? 1 : 0;
    if (unchanged > 0 && unchanged == qint64(report.files.size()))
        text = tr("Nothing changed: no file was written.");
    else if (unchanged > 0)
        text = tr("%1 %Ln file(s) unchanged, not written.", nullptr, int(unchanged)).arg(text);
    if (report.keptAsWritten > 0)
        text = tr("%1 %Ln entry(s) with errors kept as written: the file stays invalid there.",
                  nullptr, int(report.keptAsWritten))
                   .arg(text);
    const qsizetype count = notes(report).size();
    if (count > 0)
        text = tr("%1 %Ln note(s).", "the save message, then how many notes it has", int(count))
                   .arg(text);
    return text;
}

QString SaveSummary::standardFormReason(StandardFormReason reason)
{
    switch (reason) {
    case StandardFormReason::NotPreserved:
        return tr("the standard form was asked for");
    case StandardFormReason::PlaceUnknown:
        return tr("where its entries are in the file is not known");
    case StandardFormReason::NotReadToEnd:
        return tr("it was not read to its end");
    case StandardFormReason::Feed:
        return tr("a feed is written as an XML sitemap");
    case StandardFormReason::Namespace:
        return tr("its sitemap namespace is repaired");
    case StandardFormReason::Encoding:
        return tr("it is written as UTF-8");
    case StandardFormReason::LeadingContent:
        return tr("the content before the XML is left out");
    case StandardFormReason::GzipName:
        return tr("its name is made to match its compression");
    case StandardFormReason::Doctype:
        return tr("the DOCTYPE is left out");
    case StandardFormReason::PrefixUndeclared:
        return tr("what uses an undeclared prefix is left out");
    case StandardFormReason::StrayElements:
        return tr("elements under the root that are not entries are left out");
    case StandardFormReason::Gzipped:
        return tr("it is gzipped");
    case StandardFormReason::NotGzipped:
        return tr("it is no longer gzipped");
    case StandardFormReason::Stylesheet:
        return tr("a stylesheet instruction is added");
    case StandardFormReason::TextValues:
        return tr("a text sitemap cannot hold a value other than the URL");
    case StandardFormReason::Split:
        return tr("it is split");
    case StandardFormReason::ChangedOnDisk:
        return tr("it changed on disk since it was read");
    case StandardFormReason::LayoutLost:
        return tr("its layout could not be followed");
    }
    return {};
}

QStringList SaveSummary::notes(const SaveReport &report)
{
    QStringList lines;
    if (report.dropped)
        lines << tr("Left out %Ln entry(s) with errors.", nullptr, int(report.blockingEntries));
    if (report.excludedEntries > 0)
        lines << tr("Left out %Ln entry(s) you excluded.", nullptr, int(report.excludedEntries));
    for (const WrittenFile &file : report.files) {
        if (file.standardForm && file.commentsDropped > 0)
            lines << tr("%1 was rewritten in the standard form (%2); %Ln comment(s) in it were "
                        "not kept.",
                        nullptr, int(file.commentsDropped))
                         .arg(fileName(file.path), standardFormReason(file.standardFormWhy));
        else if (file.standardForm)
            lines << tr("%1 was rewritten in the standard form (%2).")
                         .arg(fileName(file.path), standardFormReason(file.standardFormWhy));
    }
    for (const QString &text : report.incompleteInputs)
        lines << tr("Written from what could be read: %1.").arg(text);
    for (auto it = report.repairCounts.cbegin(); it != report.repairCounts.cend(); ++it)
        lines << tr("Repaired %1 in %Ln place(s).", "%1 is a rule id such as loc-whitespace",
                    int(it.value()))
                     .arg(it.key());
    for (auto it = report.leftOutCounts.cbegin(); it != report.leftOutCounts.cend(); ++it)
        lines << tr("Left out %1 in %Ln place(s).", "%1 is a rule id such as tag-unknown",
                    int(it.value()))
                     .arg(it.key());
    for (const QString &uri : report.notValidated)
        lines << tr("The extension namespace %1 was written as it was, without a schema to check "
                    "it against.")
                     .arg(uri);
    for (const QString &path : report.removedFiles)
        lines << tr("Removed %1: it is no longer part of the set.").arg(fileName(path));
    for (const QString &failure : report.notRemoved)
        lines << tr("Could not remove a file that is no longer part of the set: %1").arg(failure);
    if (!report.stylesheetPath.isEmpty() && report.stylesheetKept)
        lines << tr("Kept the stylesheet %1 that was there, which differs from this program's, "
                    "and linked it.")
                     .arg(fileName(report.stylesheetPath));
    else if (!report.stylesheetPath.isEmpty())
        lines << tr("Wrote the stylesheet %1: browsers show the files as a table.")
                     .arg(fileName(report.stylesheetPath));
    if (!report.stylesheetError.isEmpty())
        lines << tr("The stylesheet was not written: %1").arg(report.stylesheetError);
    for (const QString &path : report.staleRemoved)
        lines << tr("Removed %1, left by a save that was interrupted.").arg(fileName(path));
    for (const QString &path : report.staleKept) {
        const QString original = backupOf(path);
        lines << (original.isEmpty()
                      ? tr("Kept %1, left by a save that was interrupted while moving its files "
                           "into place: it may be the only copy of a file.")
                            .arg(QDir::toNativeSeparators(path))
                      : tr("Kept %1: an earlier version of %2 that a save which was interrupted "
                           "had replaced.")
                            .arg(QDir::toNativeSeparators(path), original));
    }
    return lines;
}

QString SaveSummary::keptFilesText(const SaveReport &report)
{
    if (report.staleKept.isEmpty())
        return {};
    QString folder = QFileInfo(report.staleKept.first()).absolutePath();
    for (const QString &path : report.staleKept) {
        if (QFileInfo(path).absolutePath() != folder)
            folder.clear();
    }
    QStringList items;
    for (const QString &path : report.staleKept) {
        const QString name = folder.isEmpty() ? QDir::toNativeSeparators(path) : fileName(path);
        const QString original = backupOf(path);
        items << (original.isEmpty() ? tr("%1, written by the interrupted save").arg(name)
                                     : tr("%1, an earlier version of %2").arg(name, original));
    }
    const int count = int(report.staleKept.size());
    const QString intro =
        folder.isEmpty()
            ? tr("A save that was interrupted left %n file(s) that may be the only copy of their "
                 "content, so the editor kept them. Look at them and remove them when they are "
                 "not needed:",
                 nullptr, count)
            : tr("A save that was interrupted left %n file(s) in %1 that may be the only copy of "
                 "their content, so the editor kept them. Look at them and remove them when they "
                 "are not needed:",
                 nullptr, count)
                  .arg(QDir::toNativeSeparators(folder));
    return intro + QStringLiteral("\n\n• ") + items.join(QStringLiteral("\n• "));
}
