// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontroller.h"

#include "dialogsavequestions.h"
#include "editjournal.h"
#include "editorstatusbar.h"
#include "entrytable.h"
#include "externalchanges.h"
#include "fileaccess.h"
#include "inputdialogs.h"
#include "messageboxes.h"
#include "newsitemap.h"
#include "robotshintbar.h"
#include "savesummary.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemapwriter.h"
#include "tablescope.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

namespace {
QString fileDialogFilter()
{
    return FileController::tr("Sitemaps (*.xml *.xml.gz *.gz *.txt);;All files (*)");
}
} // namespace

FileController::FileController(QMainWindow *window, DocumentSession *session, EntryTable *table,
                               TableScope *scope, EditorStatusBar *statusBar,
                               RobotsHintBar *robotsHint)
    : QObject(window), m_window(window), m_session(session), m_doc(session->document()),
      m_table(table), m_scope(scope), m_statusBar(statusBar), m_robotsHint(robotsHint)
{
    connect(m_session, &DocumentSession::loadFinished, this, &FileController::finishLoading);
    // The save's questions are answered with dialogs; the flow owns the conversation.
    m_saveQuestions = std::make_unique<DialogSaveQuestions>(window);
    m_saveFlow = new SaveFlow(m_session, m_saveQuestions.get(), this);
    connect(m_saveFlow, &SaveFlow::writerStarted, this, [this](const QString &path) {
        m_statusBar->startSaveProgress();
        m_statusBar->showStatus(tr("Saving %1…").arg(QFileInfo(path).fileName()));
        QApplication::setOverrideCursor(Qt::BusyCursor);
    });
    connect(m_saveFlow, &SaveFlow::writerFinished, this, [this] {
        QApplication::restoreOverrideCursor();
        m_statusBar->stopProgress();
        m_statusBar->clearStatus();
        emit stateChanged();
    });
    connect(m_saveFlow, &SaveFlow::finished, this, &FileController::saveEnded);
    m_externalChanges = new ExternalChanges(window, m_session);
    connect(m_externalChanges, &ExternalChanges::status, this,
            [this](const QString &text) { m_statusBar->showStatus(text, 15000); });
    connect(m_externalChanges, &ExternalChanges::reloadRequested, this,
            [this](const QString &path) {
                m_session->undoStack()->setClean(); // the user chose the version on disk
                openFile(path);
            });
}

FileController::~FileController() = default;

bool FileController::refuseEditWhileSaving()
{
    // The session says why (editRefused).
    return m_session->refuseWhileSaving();
}

// --- documents -------------------------------------------------------------------

void FileController::newDocument()
{
    if (!m_session->newDocument(tr("Untitled")))
        return;
    m_table->scrollToTop();
    m_scope->showOneFile();
}

void FileController::askNewDocument()
{
    // Not while a load or a save runs (the action is disabled then; the question
    // comes back here once a save chosen in it is done).
    if (m_session->isLoading() || m_session->isSaving())
        return;
    QString site;
    if (maybeSave([this] { askNewDocument(); }) && NewSitemap::askSiteUrl(m_window, &site)) {
        newDocument();
        if (!site.isEmpty())
            setSitemapUrl(NewSitemap::sitemapUrlFor(site));
    }
}

bool FileController::closeDocument()
{
    if (m_session->isLoading() || refuseEditWhileSaving() || !maybeSave())
        return false;
    newDocument();
    emit stateChanged();
    return true;
}

bool FileController::revert()
{
    const QString path = m_session->path();
    if (path.isEmpty() || m_session->undoStack()->isClean() || m_session->isLoading() ||
        refuseEditWhileSaving())
        return false;
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        m_window, tr("Revert"),
        tr("Throw away the unsaved changes to %1 and load it again from disk?")
            .arg(m_session->displayName()),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel, QString(),
        {{QMessageBox::Discard, tr("&Revert")}});
    if (answer != QMessageBox::Discard)
        return false;
    // The user chose the version on disk: openFile asks nothing more.
    m_session->undoStack()->setClean();
    return openFile(path);
}

void FileController::openExample(const QByteArray &bytes, const QString &name)
{
    if (refuseEditWhileSaving())
        return;
    SitemapDocument example;
    SitemapReader::readBytes(example, bytes, name);
    if (!m_session->takeUntitled(example, name))
        return;
    m_table->scrollToTop();
    m_table->showFileColumn(false);
    m_table->fitColumns();
}

void FileController::openFetched(SitemapDocument &fetched, const QString &url,
                                 const QStringList &notes)
{
    if (refuseEditWhileSaving())
        return;
    if (!m_session->undoStack()->isClean()) {
        // Kept for after the save the user may choose first.
        auto held = std::make_shared<SitemapDocument>();
        held->takeContent(fetched);
        if (!maybeSave([this, held, url, notes] { openFetched(*held, url, notes); }))
            return;
        fetched.takeContent(*held);
    }
    // Untitled: Save asks where it goes.
    const QString name =
        fetched.fileCount() > 0 ? QUrl(fetched.file(0).ownUrl).fileName() : QString();
    if (!m_session->takeFetched(fetched, name.isEmpty() ? url : name))
        return;
    m_table->scrollToTop();
    m_scope->showSetShape();
    m_table->fitNewContent();
    m_statusBar->showStatus(tr("Fetched %1.").arg(m_doc->file(0).ownUrl), 8000, notes);
    emit stateChanged();
    emit loadFinished(true);
}

bool FileController::offerRecovery()
{
    const QList<EditJournal::Recovery> pending = m_session->journal()->pendingRecoveries();
    for (const EditJournal::Recovery &recovery : pending) {
        const QString name = QFileInfo(recovery.path).fileName();
        if (recovery.changed) {
            MessageBoxes::warning(
                m_window, tr("Recover Unsaved Changes"),
                tr("The editor kept unsaved changes to %1, but the file has changed on disk since, "
                   "so they cannot be restored.")
                    .arg(name));
            m_session->journal()->remove(recovery.path);
            continue;
        }
        const QMessageBox::StandardButton answer = MessageBoxes::question(
            m_window, tr("Recover Unsaved Changes"),
            tr("The editor stopped with %n unsaved change(s) to %1 (last kept %2). Restore them?",
               nullptr, recovery.editCount)
                .arg(name, QLocale().toString(recovery.written, QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes, recovery.path);
        if (answer == QMessageBox::Yes) {
            m_session->setRecoverOnLoad(QFileInfo(recovery.path).absoluteFilePath());
            if (openFile(recovery.path))
                return true;
            m_session->setRecoverOnLoad(QString());
        } else {
            m_session->journal()->remove(recovery.path);
        }
    }
    return false;
}

void FileController::open()
{
    if (m_session->isLoading() || refuseEditWhileSaving())
        return;
    // The file first, then the question about unsaved changes (openFile asks it):
    // asked once, and not at all when the user does not choose a file.
    const QString current = m_session->path();
    const QString dir = current.isEmpty() ? QString() : QFileInfo(current).path();
    // The dialog reads a name that is not UTF-8 as Qt does: the file it means.
    const QString path = FileAccess::fromQtName(
        m_openFileNameProvider
            ? m_openFileNameProvider()
            : QFileDialog::getOpenFileName(m_window, tr("Open Sitemap"), dir, fileDialogFilter()));
    if (!path.isEmpty())
        openFile(path);
}

bool FileController::openFile(const QString &path)
{
    if (m_session->isLoading() || refuseEditWhileSaving() ||
        !maybeSave([this, path] { openFile(path); }))
        return false;
    if (!m_session->startLoad(path))
        return false;
    m_statusBar->startLoadProgress();
    m_statusBar->showStatus(
        tr("Opening %1…").arg(FileAccess::shownName(QFileInfo(path).fileName())));
    emit stateChanged();
    return true;
}

void FileController::finishLoading(const DocumentSession::LoadResult &result)
{
    using Outcome = DocumentSession::LoadResult::Outcome;
    m_statusBar->stopProgress();
    const QString name = FileAccess::shownName(QFileInfo(result.path).fileName());
    if (result.outcome != Outcome::Opened) {
        m_savedStatus.clear();
        m_savedNotes.clear();
    }

    if (result.outcome == Outcome::Cancelled) {
        m_statusBar->showStatus(tr("Opening %1 was cancelled.").arg(name), 5000);
        emit stateChanged();
        emit loadFinished(false);
        return;
    }
    if (result.outcome == Outcome::Unreadable) {
        m_statusBar->clearStatus();
        MessageBoxes::warning(m_window, tr("Open Sitemap"), tr("%1 could not be opened.").arg(name),
                              result.reason);
        emit stateChanged();
        emit loadFinished(false);
        return;
    }
    if (result.recoveryFailed)
        MessageBoxes::warning(m_window, tr("Recover Unsaved Changes"),
                              tr("The unsaved changes could not be restored."),
                              result.recoveryMessage);
    const QString &rememberedUrl = result.rememberedUrl;
    emit recentFileUsed(result.path);
    m_scope->showSetShape();
    // New content, new widths: after the files panel has taken its room (and again
    // when the table's width settles).
    m_table->scrollToTop();
    m_table->fitNewContent();
    const SitemapFile &main = m_doc->file(0);
    QString message = main.fullyRead()
                          ? tr("Opened %1.").arg(name)
                          : tr("%1 was not read to its end: %2 (line %3). The entries before it "
                               "are shown.")
                                .arg(name, main.errorMessage)
                                .arg(main.errorPosition.line);
    if (!rememberedUrl.isEmpty())
        message +=
            QLatin1Char(' ') +
            tr("Checked against the sitemap URL you gave it last time: %1").arg(rememberedUrl);
    if (!m_savedStatus.isEmpty()) {
        message = std::exchange(m_savedStatus, QString());
        m_statusBar->showStatus(message, 20000, std::exchange(m_savedNotes, {}));
        m_robotsHint->showFor(std::exchange(m_savedBaseUrl, QString()), name);
    } else {
        m_statusBar->showStatus(message,
                                !main.fullyRead() ? 0 : (rememberedUrl.isEmpty() ? 4000 : 8000));
    }
    emit stateChanged();
    emit loadFinished(true);
}

bool FileController::maybeSave(std::function<void()> then)
{
    if (m_session->undoStack()->isClean())
        return true;
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        m_window, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved. Save them?").arg(m_session->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        // What was asked for goes on once the files are written.
        if (save())
            m_afterSave = std::move(then);
        return false;
    }
    // Discarded: the journal goes when the document does (retire()), so that a
    // load cancelled after this still has the edits journalled.
    return answer == QMessageBox::Discard;
}

// --- the sitemap URL -----------------------------------------------------------------

void FileController::askSitemapUrl()
{
    bool ok = false;
    const QString value = InputDialogs::getText(
        m_window, tr("Sitemap URL"),
        tr("The URL the sitemap is served at, such as https://www.example.com/sitemap.xml, or "
           "its folder, ending in /. URLs on other hosts or outside that folder are flagged. "
           "Leave it empty when it is not known."),
        m_session->sitemapUrl(), &ok);
    if (!ok)
        return;
    const QString url = value.trimmed();
    if (!DocumentSession::isSitemapUrl(url)) {
        MessageBoxes::warning(m_window, tr("Sitemap URL"),
                              tr("%1 is not an absolute http or https URL.").arg(url));
        return;
    }
    setSitemapUrl(url);
}

void FileController::setSitemapUrl(const QString &url)
{
    if (!m_session->setSitemapUrl(url))
        return;
    m_statusBar->showStatus(url.trimmed().isEmpty()
                                ? tr("The sitemap URL is not known.")
                                : tr("Checking the URLs against %1.").arg(url.trimmed()),
                            4000);
}

// --- saving ------------------------------------------------------------------------

bool FileController::save()
{
    if (m_session->path().isEmpty())
        return saveAs();
    return saveTo(m_session->path(), !m_session->optionsConfirmed());
}

QString FileController::askSetFolder()
{
    const QString folder = FileAccess::fromQtName(
        m_saveFolderProvider ? m_saveFolderProvider()
                             : QFileDialog::getExistingDirectory(
                                   m_window, tr("Save Sitemap Set to Folder"), QDir::homePath()));
    if (folder.isEmpty())
        return {};
    const QDir dir(folder);
    QString indexName = QFileInfo(QUrl(m_doc->file(0).path).path()).fileName();
    if (indexName.isEmpty())
        indexName = QStringLiteral("sitemap.xml");
    // The set's files by the names they will have; those already there are replaced
    // only when the user says so.
    QStringList existing;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        const QString name =
            f == 0 ? indexName : QFileInfo(QUrl(m_doc->file(f).path).path()).fileName();
        const QString written = SitemapWriter::outputName(name, m_session->writeOptions().gzip);
        if (!name.isEmpty() && dir.exists(written))
            existing << written;
    }
    if (!existing.isEmpty()) {
        const QMessageBox::StandardButton answer = MessageBoxes::question(
            m_window, tr("Save Sitemap Set"),
            tr("%1 already holds %n file(s) of this set. Replace them?", nullptr,
               int(existing.size()))
                .arg(QDir::toNativeSeparators(dir.absolutePath())),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel,
            existing.join(QLatin1Char('\n')), {{QMessageBox::Yes, tr("&Replace")}});
        if (answer != QMessageBox::Yes)
            return {};
    }
    return dir.absoluteFilePath(indexName);
}

bool FileController::saveAs(const QString &path)
{
    QString target = path;
    const QString current = m_session->path();
    const bool untitledSet = current.isEmpty() && m_scope->isSet();
    if (target.isEmpty() && untitledSet && !m_saveFileNameProvider) {
        target = askSetFolder();
        if (target.isEmpty())
            return false;
    }
    if (target.isEmpty() && m_saveFileNameProvider)
        target = m_saveFileNameProvider();
    if (target.isEmpty() && !m_saveFileNameProvider) {
        const QString suggestion = current.isEmpty() ? m_session->displayName() : current;
        target = QFileDialog::getSaveFileName(m_window, tr("Save Sitemap As"), suggestion,
                                              fileDialogFilter());
    }
    if (target.isEmpty())
        return false;
    return saveTo(FileAccess::fromQtName(target), true);
}

bool FileController::saveTo(const QString &path, bool askOptions)
{
    if (m_session->isLoading() || m_session->isSaving() || m_saveFlow->isRunning())
        return false;
    if (!m_externalChanges->confirmSave(path))
        return false;
    m_table->commitOpenEditor();
    return m_saveFlow->start(path, askOptions);
}

bool FileController::isSaveRunning() const
{
    return m_saveFlow->isRunning();
}

void FileController::setSaveErrorsHook(std::function<void(SaveErrorsDialog *)> hook)
{
    m_saveQuestions->errorsHook = std::move(hook);
}

void FileController::setSaveDialogHook(std::function<bool(SaveOptionsDialog *)> hook)
{
    m_saveQuestions->optionsHook = std::move(hook);
}

void FileController::saveEnded(const SaveFlow::Result &result)
{
    const SaveReport &report = result.report;
    switch (result.outcome) {
    case SaveFlow::Result::Outcome::Saved: {
        const QString &written = result.saved.path;
        emit recentFileUsed(written);
        // The notes stay longer: there is a tooltip to read.
        const QStringList notes = SaveSummary::notes(report);
        QString message = SaveSummary::message(report);
        if (result.saved.changedBySave)
            message += QLatin1Char(' ') +
                       tr("The table shows the values as saved; Undo shows them as they were.");
        m_statusBar->showStatus(message, notes.isEmpty() ? 8000 : 20000, notes);
        if (!result.saved.oneForOne) {
            // Split into an index and its parts: the window shows that set from
            // now on, so that the Files panel, Save and the journal work on the
            // files that exist.
            m_savedStatus = message;
            m_savedNotes = notes;
            m_savedBaseUrl = result.options.baseUrl;
            openFile(written);
        }
        m_robotsHint->showFor(result.options.baseUrl, QFileInfo(written).fileName());
        break;
    }
    case SaveFlow::Result::Outcome::Cancelled:
        break;
    case SaveFlow::Result::Outcome::FixThem:
        if (!report.blocking.empty()) {
            const Problem &first = report.blocking.front();
            m_scope->showProblemsOnly();
            m_scope->showEntry(first.file, first.entry, first.field);
        }
        break;
    case SaveFlow::Result::Outcome::NotSaved:
        MessageBoxes::warning(m_window, tr("Save"), tr("The sitemap was not saved."), report.error);
        break;
    case SaveFlow::Result::Outcome::Failed:
        MessageBoxes::warning(m_window, tr("Save"), tr("The sitemap could not be saved."),
                              report.error);
        break;
    }
    const bool written = result.outcome == SaveFlow::Result::Outcome::Saved;
    m_lastSaveWritten = written;
    std::function<void()> then = std::exchange(m_afterSave, {});
    if (m_closeAfterSave) {
        // Asked for while the writer ran: now the files are complete (or untouched).
        m_closeAfterSave = false;
        QTimer::singleShot(0, this, [this] {
            if (m_window->isVisible())
                m_window->close();
        });
    } else if (written && then) {
        QTimer::singleShot(0, this, std::move(then));
    }
    emit saveFinished(written);
}
