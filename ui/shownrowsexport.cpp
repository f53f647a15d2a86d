// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownrowsexport.h"

#include "atomicfileset.h"
#include "csvexport.h"
#include "editorstatusbar.h"
#include "fileaccess.h"
#include "messageboxes.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "workprogress.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <memory>
#include <vector>

ShownRowsExport::ShownRowsExport(QWidget *window, SitemapTableModel *model,
                                 EditorStatusBar *statusBar)
    : QObject(window), m_window(window), m_model(model), m_statusBar(statusBar)
{
}

ShownRowsExport::~ShownRowsExport() = default;

namespace {

// How an export on its thread ended: written, cancelled, or the reason it was not.
struct Outcome
{
    QString reason;
    bool cancelled = false;
};

// parts written one after the other to path, whole or not at all, under the name's
// very bytes (a Latin-1 name too), as a save writes a sitemap. progress advances
// by rows units over the whole; once it is cancelled, nothing is written.
Outcome writeFile(const QString &path, const std::vector<QByteArray> &parts, WorkProgress *progress,
                  qint64 rows, const FileSystemHooks &hooks)
{
    AtomicFileSet set(hooks);
    Outcome outcome;
    std::unique_ptr<QIODevice> file = set.create(path, &outcome.reason);
    if (!file)
        return outcome;
    qint64 total = 0;
    for (const QByteArray &part : parts)
        total += part.size();
    constexpr qsizetype Block = 8 << 20;
    qint64 written = 0;
    for (const QByteArray &part : parts) {
        for (qsizetype at = 0; at < part.size(); at += Block) {
            const qsizetype size = std::min(Block, part.size() - at);
            if (file->write(part.constData() + at, size) != size) {
                outcome.reason = file->errorString();
                return outcome;
            }
            // This block's share of the rows: the units the bytes before it did not
            // already count.
            const qint64 before = written * rows / total;
            written += size;
            if (!progress->advance(written * rows / total - before)) {
                outcome.cancelled = true;
                return outcome;
            }
        }
    }
    file->close();
    set.finished(path);
    outcome.reason = set.commit();
    return outcome;
}

} // namespace

void ShownRowsExport::start(const QString &path, QChar delimiter)
{
    finish(); // an export still under way ends first, its message shown
    std::vector<std::pair<int, int>> rows;
    const int count = m_model->rowCount();
    m_model->appendEntriesOf(0, count - 1, rows);
    // The text is made and the file written on a thread while the window goes on. It
    // is of the document as it is now: a change meanwhile waits until the text is made
    // (holdForReading()), and is not in the file. With a BOM: spreadsheets take the
    // file for UTF-8 only then.
    const QString shown = FileAccess::shownName(QDir::toNativeSeparators(path));
    m_statusBar->showStatus(tr("Exporting %Ln row(s) to %1…", nullptr, count).arg(shown));
    // The text counts two units a row, the file's bytes one.
    auto progress = std::make_shared<WorkProgress>(3 * qint64(count));
    m_statusBar->startWorkProgress(tr("Exporting: %p%"), progress);
    auto outcome = std::make_shared<Outcome>();
    const SitemapDocument *doc = m_model->document();
    // Not cancelled when the window closes meanwhile: the file asked for is written.
    m_work.start(
        this,
        [path, doc,
         rows = std::make_shared<const std::vector<std::pair<int, int>>>(std::move(rows)),
         delimiter, outcome, progress, hooks = m_hooks, hold = doc->holdForReading()] {
            const std::vector<QByteArray> parts =
                CsvExport::writeParts(*doc, *rows, delimiter, true, progress.get());
            hold->release();
            if (progress->isCancelled())
                outcome->cancelled = true;
            else
                *outcome = writeFile(path, parts, progress.get(), qint64(rows->size()), hooks);
        },
        [this, outcome, progress, shown, count] {
            m_statusBar->stopWorkProgress(progress.get());
            if (outcome->cancelled) {
                m_statusBar->showStatus(
                    tr("The export was cancelled: %1 was not written.").arg(shown), 5000);
            } else if (!outcome->reason.isEmpty()) {
                m_statusBar->clearStatus();
                MessageBoxes::warning(
                    m_window, tr("Export Shown Rows as CSV"),
                    tr("%1 could not be written: %2").arg(shown, outcome->reason));
            } else {
                m_statusBar->showStatus(tr("Exported %Ln row(s) to %1.", nullptr, count).arg(shown),
                                        5000);
            }
        });
}

void ShownRowsExport::finish()
{
    m_work.finish();
}

void ShownRowsExport::ask(const QString &currentPath)
{
    QChar delimiter = QLatin1Char(',');
    QString path;
    if (m_fileNameProvider) {
        path = m_fileNameProvider(&delimiter);
    } else {
        const QString commas = tr("CSV, separated by commas (*.csv)");
        const QString semicolons =
            tr("CSV, separated by semicolons, as Excel reads it in German (*.csv)");
        const QString tabs = tr("Tab-separated text (*.tsv *.txt)");
        // Where the decimal point is a comma, spreadsheets separate by semicolons.
        QString filter = QLocale().decimalPoint() == QLatin1String(",") ? semicolons : commas;
        QString start = QFileInfo(currentPath).completeBaseName();
        if (start.isEmpty())
            start = QStringLiteral("sitemap");
        if (!currentPath.isEmpty())
            start = QFileInfo(currentPath).dir().filePath(start);
        path = QFileDialog::getSaveFileName(
            m_window, tr("Export Shown Rows as CSV"), start + QStringLiteral(".csv"),
            QStringList({commas, semicolons, tabs}).join(QLatin1String(";;")), &filter);
        if (filter == semicolons)
            delimiter = QLatin1Char(';');
        else if (filter == tabs)
            delimiter = QLatin1Char('\t');
    }
    if (path.isEmpty())
        return;
    // A name that is not UTF-8, as the file dialog read it: the file it names.
    start(FileAccess::fromQtName(path), delimiter);
}
