// SPDX-License-Identifier: GPL-3.0-or-later
#include "rowedits.h"

#include "documentsession.h"
#include "editorstatusbar.h"
#include "entrytable.h"
#include "filecontroller.h"
#include "inputdialogs.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "workprogress.h"

#include <QClipboard>
#include <QDate>
#include <QGuiApplication>
#include <QMimeData>

#include <algorithm>

RowEdits::RowEdits(QWidget *window, DocumentSession *session, EntryTable *table,
                   FileController *files, EditorStatusBar *statusBar)
    : QObject(window), m_window(window), m_session(session), m_table(table), m_files(files),
      m_statusBar(statusBar)
{
}

RowEdits::~RowEdits()
{
    if (!m_copying.isRunning())
        return;
    m_copying.stop();
    QGuiApplication::restoreOverrideCursor();
}

void RowEdits::addRow()
{
    SitemapDocument *doc = m_session->document();
    if (doc->fileCount() == 0)
        m_files->newDocument();
    int position = 0;
    const int file = m_table->insertionPoint(&position);
    if (file < 0)
        return;
    // Start from the site of the row the user is on.
    const QString loc = m_session->suggestedLoc(file, position);
    doc->submit(DocumentEdit::insert(file, position, {EntryData::withLoc(loc)}));
    const SitemapTableModel *model = m_table->tableModel();
    const QModelIndex index = model->indexOf(file, position, Field::Loc);
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
        m_table->setFocus();
        m_table->edit(index);
    }
}

void RowEdits::deleteSelectedRows()
{
    const std::vector<std::pair<int, int>> entries = m_table->selectedEntries();
    if (entries.empty())
        return;
    const SitemapTableModel *model = m_table->tableModel();
    const int firstRow = model->rowOf(entries.front().first, entries.front().second);
    m_session->removeEntries(entries);
    if (model->rowCount() > 0) {
        const int row = std::clamp(firstRow, 0, model->rowCount() - 1);
        m_table->setCurrentIndex(model->index(
            row, m_table->currentIndex().isValid() ? m_table->currentIndex().column() : 0));
    }
}

void RowEdits::duplicateSelectedRows()
{
    m_session->duplicateEntries(m_table->selectedEntries());
}

void RowEdits::pasteUrls(const QString &text)
{
    if (m_session->refuseWhileSaving())
        return;
    std::vector<EntryData> rows = DocumentSession::parseRows(text);
    if (rows.empty()) {
        m_statusBar->showStatus(tr("The clipboard holds no URLs."), 4000);
        return;
    }
    if (m_session->document()->fileCount() == 0)
        m_files->newDocument();
    int position = 0;
    const int file = m_table->insertionPoint(&position);
    if (file < 0)
        return;
    const int count = int(rows.size());
    m_session->pasteRows(file, position, std::move(rows));
    m_statusBar->showStatus(tr("Added %Ln row(s) from the clipboard.", nullptr, count), 4000);
}

qsizetype RowEdits::s_manyRowsFrom = 100000;

namespace {

void putOnClipboard(QByteArray text)
{
    // The text goes to the clipboard as the UTF-8 it is made of: a string of a
    // million rows is made only when something asks for one (a paste here), and
    // another program takes the bytes as they are.
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("text/plain"), text);
    QGuiApplication::clipboard()->setMimeData(mime);
}

} // namespace

void RowEdits::copySelection()
{
    finishCopy(); // one copy at a time: the one before is on the clipboard first
    std::vector<std::pair<int, int>> entries = m_table->selectedEntries();
    if (entries.empty())
        return;
    // URLs alone when only URLs are selected (a list to paste anywhere); otherwise
    // the rows' four values separated by tabs, in the order Paste reads them.
    const bool locsOnly = m_table->onlyUrlsSelected();
    const int count = int(entries.size());
    if (entries.size() < size_t(s_manyRowsFrom)) {
        putOnClipboard(m_session->rowsAsText(entries, locsOnly));
        m_statusBar->showStatus(tr("Copied %Ln row(s).", nullptr, count), 4000);
        return;
    }
    // The text of a hundred thousand rows takes a moment: it is made on a thread,
    // from the document as it is now, while the pointer and the status bar say so,
    // with its progress and Cancel. Once cancelled, the clipboard keeps what it had.
    QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    m_statusBar->showStatus(tr("Copying %Ln row(s)…", nullptr, count));
    auto progress = std::make_shared<WorkProgress>(2 * qint64(count));
    m_statusBar->startWorkProgress(tr("Copying: %p%"), progress);
    auto text = std::make_shared<QByteArray>();
    m_copying.start(
        this,
        [session = m_session, locsOnly, text, progress,
         entries = std::make_shared<const std::vector<std::pair<int, int>>>(std::move(entries)),
         hold = m_session->document()->holdForReading()] {
            *text = session->rowsAsText(*entries, locsOnly, progress.get());
            hold->release();
        },
        [this, text, count, progress] {
            QGuiApplication::restoreOverrideCursor();
            m_statusBar->stopWorkProgress(progress.get());
            if (progress->isCancelled()) {
                m_statusBar->showStatus(
                    tr("The copy was cancelled: the clipboard holds what it held before."), 5000);
                return;
            }
            putOnClipboard(std::move(*text));
            m_statusBar->showStatus(tr("Copied %Ln row(s).", nullptr, count), 4000);
        });
}

void RowEdits::pasteClipboard()
{
    finishCopy();
    pasteUrls(QGuiApplication::clipboard()->text());
}

void RowEdits::setFieldOfSelection(Field field, const std::optional<QString> &value)
{
    std::vector<std::pair<int, int>> entries = m_table->selectedEntries();
    // The edit of many rows keeps every value it replaces: it is worked out on a
    // thread while the window goes on, and comes as one undo step.
    if (entries.size() >= size_t(s_manyRowsFrom))
        m_session->startSetField(std::move(entries), field, value);
    else
        m_session->setField(entries, field, value);
}

void RowEdits::setLastModToday()
{
    setFieldOfSelection(Field::LastMod, QDate::currentDate().toString(Qt::ISODate));
}

void RowEdits::askLastMod()
{
    bool ok = false;
    const QString value = InputDialogs::getText(
        m_window, tr("Set Last Modified"),
        tr("Last modified for the selected rows (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm; empty "
           "removes it):"),
        QDate::currentDate().toString(Qt::ISODate), &ok);
    if (!ok)
        return;
    const QString trimmedValue = value.trimmed();
    setFieldOfSelection(Field::LastMod, trimmedValue.isEmpty()
                                            ? std::nullopt
                                            : std::optional<QString>(trimmedValue));
}
