// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentsession.h"

#include "diskchangewatch.h"
#include "documenteditcommand.h"
#include "documentjoin.h"
#include "editjournal.h"
#include "fileaccess.h"
#include "pagestorage.h"
#include "savedform.h"
#include "sitemapdocument.h"
#include "sitemapurlmemory.h"
#include "urltools.h"
#include "validator.h"
#include "workerthread.h"
#include "workprogress.h"
#include "writtenfacts.h"

#include <QFileInfo>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <cstring>

namespace {
// From this many rows a value set on the rows of several files is worked out on two
// threads.
constexpr size_t ParallelEditRows = 65536;
// Copies of removed entries taken on two threads from so many on.
constexpr size_t ParallelEntryCopies = 1024;

// Gives the files of doc their own URLs from where the sitemap is served (the main
// file's URL or folder, see DocumentSession::sitemapUrl): the files an index lists
// live in its folder.
void setOwnUrls(SitemapDocument &doc, const QString &base, const QString &mainFileName)
{
    if (doc.fileCount() == 0)
        return;
    const QString own = DocumentLoader::resolveOwnUrl(base, mainFileName);
    doc.setOwnUrl(0, own);
    const QString folder = own.isEmpty() ? QString() : UrlTools::folderUrl(own);
    for (int f = 1; f < doc.fileCount(); ++f) {
        const SitemapFile &file = doc.file(f);
        if (file.parentFile != 0)
            continue;
        doc.setOwnUrl(f, folder.isEmpty() ? QString() : folder + QFileInfo(file.path).fileName());
    }
}
} // namespace

DocumentSession::DocumentSession(QObject *parent) : QObject(parent)
{
    m_journal = new EditJournal(this);
    init();
}

DocumentSession::DocumentSession(const QString &journalFolder, QObject *parent) : QObject(parent)
{
    m_journal = new EditJournal(journalFolder, this);
    init();
}

void DocumentSession::init()
{
    qRegisterMetaType<SaveReport>();
    m_doc = new SitemapDocument(this);
    // The validator first: it must have judged a change before the views ask it.
    m_validator = new Validator(m_doc, this);
    // An edit of many URLs is judged on a thread, so the window goes on meanwhile.
    m_validator->setBackgroundJudging(Validator::EditorBackgroundJudging);
    connect(m_doc, &SitemapDocument::aboutToChange, this, [this] { ++m_changes; });
    m_undo = new QUndoStack(this);
    m_watch = new DiskChangeWatch(this);
    connect(m_watch, &DiskChangeWatch::changedOnDisk, this, &DocumentSession::diskChanged);
    m_doc->setEditHandler([this](DocumentEdit edit) {
        if (!refuseWhileSaving())
            m_undo->push(makeCommand(std::move(edit)));
    });
    // Undone back to the saved state: nothing is left to recover.
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            m_journal->discard();
    });
}

DocumentSession::~DocumentSession()
{
    cancelLoading();
    // The writer must not read a deleted document: it finishes first (its set is
    // committed or untouched).
    if (m_saveThread) {
        m_saveThread->wait();
        delete m_saveThread;
        m_saveThread = nullptr;
    }
    m_doc->setEditHandler({});
    // The undo stack's commands and the journal outlive no document: a stack torn
    // down is no undo to the saved state.
    m_undo->disconnect(this);
    delete m_undo;
    delete m_validator;
    delete m_doc;
}

bool DocumentSession::isModified() const
{
    return !m_undo->isClean();
}

// --- where the document is -------------------------------------------------------

void DocumentSession::setPath(const QString &path, const QString &displayName)
{
    m_path = path;
    if (path.isEmpty()) {
        m_watchedMain.clear();
        m_watch->clear();
    }
    m_displayName =
        displayName.isEmpty() ? FileAccess::shownName(QFileInfo(path).fileName()) : displayName;
    emit pathChanged();
}

bool DocumentSession::setSitemapUrl(const QString &url)
{
    if (refuseWhileSaving())
        return false;
    const QString name = m_path.isEmpty() ? m_displayName : QFileInfo(m_path).fileName();
    applySitemapUrl(url, name);
    if (!m_path.isEmpty())
        SitemapUrlMemory::remember(m_path, url);
    return true;
}

bool DocumentSession::isSitemapUrl(const QString &url)
{
    if (url.isEmpty())
        return true;
    const UrlTools::Parts parts = UrlTools::split(url);
    const bool http =
        parts.scheme == QLatin1String("http") || parts.scheme == QLatin1String("https");
    return parts.absolute && http;
}

void DocumentSession::applySitemapUrl(const QString &url, const QString &mainFileName)
{
    const QString base = url.trimmed();
    m_writeOptions.baseUrl = base;
    setOwnUrls(*m_doc, base, mainFileName);
}

void DocumentSession::setSaveBaseUrl(const QString &url, const QString &target)
{
    applySitemapUrl(url, QFileInfo(target).fileName());
    if (!m_path.isEmpty() &&
        QFileInfo(target).absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
        SitemapUrlMemory::remember(target, url);
}

// --- other programs' changes ----------------------------------------------------

QStringList DocumentSession::watchedPaths(const QString &mainPath, const QStringList &files)
{
    const QString main = QFileInfo(mainPath).absoluteFilePath();
    QStringList paths = files;
    if (!paths.contains(main))
        paths.prepend(main);
    return paths;
}

void DocumentSession::watchFiles(const QString &mainPath, const QStringList &files,
                                 const QHash<QString, DiskFingerprint> &taken)
{
    m_watchedMain = QFileInfo(mainPath).absoluteFilePath();
    m_watch->watch(watchedPaths(mainPath, files), taken);
}

void DocumentSession::diskChanged(const QStringList &paths)
{
    if (isSaving()) {
        // The session's own save: looked at again once it is done (and re-watched).
        QTimer::singleShot(500, this, [this] {
            const QStringList now = m_watch->changedFiles();
            if (!now.isEmpty() && !isSaving())
                diskChanged(now);
        });
        return;
    }
    emit changedOnDisk(paths);
}

QStringList DocumentSession::filesChangedOnDisk(const QString &target) const
{
    if (m_watchedMain.isEmpty() || QFileInfo(target).absoluteFilePath() != m_watchedMain)
        return {};
    return m_watch->changedFiles();
}

// --- replacing the document ------------------------------------------------------

// A document taken in anew starts with no undo history and as saved: clear()
// alone keeps a clean index that resetClean() had set to "never".
void DocumentSession::clearHistory()
{
    m_undo->clear();
    m_undo->setClean();
}

void DocumentSession::replaceContent(SitemapDocument &content, const QString &path,
                                     const QString &displayName)
{
    // A step pending is the document's before: its history goes with it.
    settlePendingEdit();
    // A document of its own, never the file shown before: the edits made to it must
    // not be journalled as that file's.
    m_journal->retire();
    emit aboutToReplaceContent();
    m_doc->takeContent(content);
    clearHistory();
    m_writeOptions = WriteOptions();
    m_optionsConfirmed = false;
    setPath(path, displayName);
}

bool DocumentSession::newDocument(const QString &displayName)
{
    if (refuseWhileSaving())
        return false;
    SitemapDocument fresh;
    SitemapFile file;
    file.kind = FileKind::UrlSet;
    fresh.addFile(std::move(file));
    replaceContent(fresh, QString(), displayName);
    return true;
}

bool DocumentSession::takeUntitled(SitemapDocument &content, const QString &displayName)
{
    if (refuseWhileSaving())
        return false;
    replaceContent(content, QString(), displayName);
    return true;
}

bool DocumentSession::takeFetched(SitemapDocument &content, const QString &displayName)
{
    if (refuseWhileSaving())
        return false;
    replaceContent(content, QString(), displayName);
    m_writeOptions.gzip = m_doc->file(0).gzip;
    m_writeOptions.baseUrl = m_doc->file(0).ownUrl;
    return true;
}

void DocumentSession::close()
{
    m_journal->retire();
}

// --- loading ---------------------------------------------------------------------

bool DocumentSession::startLoad(const QString &path)
{
    if (isLoading() || refuseWhileSaving())
        return false;
    m_loadDoc = std::make_unique<SitemapDocument>();
    m_loadPath = QFileInfo(path).absoluteFilePath();
    m_cancelLoad = false;
    m_loadDone = 0;
    m_loadTotal = 0;
    m_loadJudging = false;
    m_loadPrints.clear();
    SitemapDocument *target = m_loadDoc.get();
    const QString loadPath = m_loadPath;
    // The reader fills a document of its own off the GUI thread; the session
    // takes its content in one step when it is done.
    m_loadThread = QThread::create([this, target, loadPath] {
        ReadOptions options;
        options.cancel = &m_cancelLoad;
        options.progress = [this](qint64 done, qint64 total) {
            m_loadDone = done;
            m_loadTotal = total;
        };
        m_loadStatus = DocumentLoader::load(*target, loadPath, QString(), options);
        if (m_loadStatus == ReadStatus::Cancelled || target->fileCount() == 0 ||
            target->file(0).unreadable) {
            return;
        }
        // The fingerprints of the files as read, for the watch on them.
        QStringList files;
        for (int f = 0; f < target->fileCount(); ++f)
            files << target->file(f).path;
        m_loadPrints = DiskChangeWatch::fingerprints(watchedPaths(loadPath, files));
        // Where the user said last time that this file is served: judged against it
        // from the first verdict on.
        m_loadRememberedUrl = SitemapUrlMemory::recall(loadPath);
        if (!m_loadRememberedUrl.isEmpty())
            setOwnUrls(*target, m_loadRememberedUrl, QFileInfo(loadPath).fileName());
        // The first pass of the rules here too, so that taking the content on the
        // GUI thread does not judge a million entries there.
        if (!m_cancelLoad) {
            m_loadJudging = true;
            m_loadVerdicts = Validator::prepare(
                *target,
                [this](qint64 done, qint64 total) {
                    m_loadTotal = total;
                    m_loadDone = done;
                },
                &m_cancelLoad);
        }
        // Cancel pressed while the set was judged: the set is not opened after all.
        if (m_cancelLoad)
            m_loadStatus = ReadStatus::Cancelled;
    });
    connect(m_loadThread, &QThread::finished, this, &DocumentSession::finishLoading);
    m_loadThread->start();
    return true;
}

void DocumentSession::cancelLoading()
{
    if (!m_loadThread)
        return;
    m_cancelLoad = true;
    m_loadThread->wait();
    finishLoading();
}

void DocumentSession::finishLoading()
{
    if (!m_loadThread)
        return;
    m_loadThread->wait();
    delete m_loadThread;
    m_loadThread = nullptr;
    std::unique_ptr<SitemapDocument> loaded = std::move(m_loadDoc);
    LoadResult result;
    result.path = m_loadPath;
    std::unique_ptr<Validator::Prepared> verdicts = std::move(m_loadVerdicts);
    if (m_loadStatus == ReadStatus::Cancelled) {
        result.outcome = LoadResult::Outcome::Cancelled;
        emit loadFinished(result);
        return;
    }
    if (loaded->fileCount() == 0 || loaded->file(0).unreadable) {
        result.outcome = LoadResult::Outcome::Unreadable;
        result.reason = loaded->fileCount() ? loaded->file(0).readError : QString();
        emit loadFinished(result);
        return;
    }
    result.rememberedUrl = std::exchange(m_loadRememberedUrl, QString());
    // The document shown until now is left: its journal with it.
    m_validator->adoptOnNextReset(std::move(verdicts));
    replaceContent(*loaded, m_loadPath, QString());
    if (!m_recoverPath.isEmpty() && m_recoverPath == m_loadPath) {
        const EditJournal::RecoverResult recovered =
            m_journal->recover(m_loadPath, *m_doc, &result.recoveryMessage);
        if (recovered == EditJournal::RecoverResult::Recovered) {
            // The restored edits are not on disk: the document stays modified.
            m_undo->resetClean();
            result.recoveryMessage.clear();
        } else {
            result.recoveryFailed = true;
            m_journal->begin(*m_doc);
        }
        m_recoverPath.clear();
    } else {
        m_journal->begin(*m_doc);
    }
    m_writeOptions.gzip = m_doc->file(0).gzip;
    m_writeOptions.baseUrl =
        result.rememberedUrl.isEmpty() ? m_doc->file(0).ownUrl : result.rememberedUrl;
    QStringList files;
    for (int f = 0; f < m_doc->fileCount(); ++f)
        files << m_doc->file(f).path;
    watchFiles(m_loadPath, files, std::exchange(m_loadPrints, {}));
    emit loadFinished(result);
}

// --- saving ----------------------------------------------------------------------

namespace {

// Which written file each file of doc became when a save wrote one file for each
// (the main file the last one written, the others by name); empty otherwise.
std::vector<QString> writtenTargets(const SitemapDocument &doc, const SaveReport &report, bool gzip)
{
    if (report.status != SaveReport::Status::Written || report.files.empty() ||
        int(report.files.size()) != doc.fileCount())
        return {};
    std::vector<QString> targets(size_t(doc.fileCount()));
    targets[0] = report.files.back().path;
    for (int f = 1; f < doc.fileCount(); ++f) {
        const QString name = QFileInfo(doc.file(f).path).fileName();
        for (const WrittenFile &written : report.files) {
            if (QFileInfo(written.path).fileName() == SitemapWriter::outputName(name, gzip))
                targets[size_t(f)] = written.path;
        }
        if (targets[size_t(f)].isEmpty())
            return {};
    }
    return targets;
}

// A file the save left as it was, where it was read from, and whose entries are
// still those it holds (no edit since it was read or saved, none left out): the
// document holds it already. A file "unchanged" because what the save wrote of an
// edited file came out as its bytes (a new entry left out) is read back.
bool keptInPlace(const SitemapDocument &doc, int file, const SaveReport &report,
                 const QString &target)
{
    const SitemapFile &f = doc.file(file);
    for (const WrittenFile &written : report.files) {
        if (written.path == target)
            return written.unchanged && f.edits == 0 && written.entries == doc.entryCount(file) &&
                   FileAccess::canonicalPath(target) == FileAccess::canonicalPath(f.path);
    }
    return false;
}

} // namespace

bool DocumentSession::startWrite(const QString &path, const WriteOptions &options)
{
    if (isLoading() || isSaving())
        return false;
    settlePendingEdit(); // the save writes it
    WriteOptions writeOptions = options;
    m_saveDone = 0;
    m_saveTotal = 0;
    writeOptions.progress = [this](qint64 done, qint64 total) {
        m_saveDone = done;
        m_saveTotal = total;
    };
    // The writer reads the document and the validator's verdicts and changes
    // neither. Both change only through the document's edits, loads and URLs, all
    // of which are refused until m_saveThread is cleared (refuseWhileSaving), so
    // the caller may go on reading them meanwhile.
    // The writer judges the save by every edit's verdicts.
    m_validator->finishJudging();
    m_journal->holdWrites(true); // until the save is through
    auto report = std::make_shared<SaveReport>();
    auto readBack = std::make_shared<std::unique_ptr<SitemapDocument>>();
    auto rereads = std::make_shared<std::vector<Reread>>();
    auto savedForm = std::make_shared<std::vector<std::optional<std::vector<DocumentEdit>>>>();
    const quint64 changesAtStart = m_changes;
    const SitemapDocument *doc = m_doc;
    const Validator *validator = m_validator;
    QThread *gui = thread();
    // A file written as a copy of its own bytes is taken in on the thread that wrote
    // it, while the next file is copied (WriteOptions::writtenCopy): from what the
    // copy recorded, or else by reading those bytes.
    struct TakenIn
    {
        Reread reread;
        qint64 size = -1;
        std::optional<std::vector<DocumentEdit>> edits;
    };
    auto copies = std::make_shared<std::vector<TakenIn>>(size_t(doc->fileCount()));
    writeOptions.writtenCopy = [copies, doc, gui](int file, const QByteArray &bytes,
                                                  const Writing::WrittenLayout &layout) {
        TakenIn &taken = (*copies)[size_t(file)];
        taken.size = bytes.size();
        if (std::optional<WrittenFacts::Taken> recorded =
                WrittenFacts::fromCopy(*doc, file, bytes, layout)) {
            taken.reread.positions = std::move(recorded->positions);
            taken.reread.places = std::move(recorded->places);
            taken.edits = std::move(recorded->edits);
            return;
        }
        taken.reread.doc = std::make_unique<SitemapDocument>();
        ReadOptions readOptions;
        readOptions.parallel = false; // beside the save's own threads
        SitemapReader::readBytes(*taken.reread.doc, bytes, QString(), readOptions);
        SitemapFile &read = taken.reread.doc->fileRef(0);
        // As read from the file: its size (its time once it has its name).
        read.source.size = bytes.size();
        if (!read.unreadable)
            taken.edits = SavedForm::editsToSavedForm(*doc, file, *taken.reread.doc, 0);
        taken.reread.doc->moveToThread(gui);
    };
    QThread *thread = QThread::create([report, readBack, rereads, savedForm, doc, validator, path,
                                       gui, copies, writeOptions = std::move(writeOptions)] {
        *report = SitemapWriter::save(*doc, *validator, path, writeOptions);
        // The files written one for one are taken in from what the save made of
        // them, or by reading each back (adoptWrittenFiles): here, not on the GUI
        // thread, all but those the save left as they were.
        const std::vector<QString> targets = writtenTargets(*doc, *report, writeOptions.gzip);
        for (size_t f = 0; f < targets.size(); ++f) {
            Reread reread;
            std::optional<std::vector<DocumentEdit>> edits;
            if (!keptInPlace(*doc, int(f), *report, targets[f])) {
                TakenIn &taken = (*copies)[f];
                const FileAccess::Stamp stamp = FileAccess::stamp(targets[f]);
                if ((taken.reread.doc || taken.reread.positions) && stamp.size == taken.size) {
                    reread = std::move(taken.reread);
                    edits = std::move(taken.edits);
                    SitemapFile &facts =
                        reread.positions ? *reread.positions : reread.doc->fileRef(0);
                    facts.path = FileAccess::absolutePath(targets[f]);
                    facts.source.modifiedMs = stamp.modifiedMs;
                } else {
                    reread.doc = std::make_unique<SitemapDocument>();
                    ReadOptions readOptions;
                    SitemapReader::readFile(*reread.doc, targets[f], readOptions);
                    // What the file holds against the document's values: here, as the
                    // document is only read until the save is through.
                    if (reread.doc->fileCount() > 0 && !reread.doc->file(0).unreadable)
                        edits = SavedForm::editsToSavedForm(*doc, int(f), *reread.doc, 0);
                    reread.doc->moveToThread(gui);
                }
            }
            if (!reread.doc && !reread.positions) {
                reread.doc = std::make_unique<SitemapDocument>();
                reread.doc->moveToThread(gui);
            }
            rereads->push_back(std::move(reread));
            savedForm->push_back(std::move(edits));
        }
        copies->clear();
        // A set written in another shape is taken in by reading it back
        // (adoptReshapedSet): read here, not on the GUI thread.
        if (report->status == SaveReport::Status::Written && !report->files.empty() &&
            int(report->files.size()) != doc->fileCount()) {
            auto written = std::make_unique<SitemapDocument>();
            ReadOptions readOptions;
            readOptions.confineToFolder = true;
            DocumentLoader::load(*written, report->files.back().path, QString(), readOptions);
            written->moveToThread(gui);
            *readBack = std::move(written);
        }
    });
    connect(
        thread, &QThread::finished, this,
        [this, thread, report, readBack, rereads, savedForm, changesAtStart] {
            thread->wait();
            delete thread;
            m_saveThread = nullptr;
            m_readBack = std::move(*readBack);
            m_rereads = std::move(*rereads);
            m_savedForm = std::move(*savedForm);
            m_savedFormAt = changesAtStart;
            // Saved, the journal starts anew (adoptSave()); not, its edits are written.
            m_journal->holdWrites(false);
            emit readOnlyChanged(false);
            emit writeFinished(*report);
        },
        Qt::QueuedConnection);
    m_saveThread = thread;
    emit readOnlyChanged(true);
    thread->start();
    emit saveStarted(path);
    return true;
}

void DocumentSession::holdForPlan(bool held)
{
    if (held) {
        settlePendingEdit(); // the plan is of the document with it
        m_validator->finishJudging();
    }
    m_planHolds += held ? 1 : -1;
}

SaveReport DocumentSession::plan(const QString &path, const WriteOptions &options) const
{
    // On the document's thread a plan needs the verdicts of every edit; on another
    // thread it runs while the document is held, which saw to that.
    if (QThread::currentThread() == thread())
        m_validator->finishJudging();
    return SitemapWriter::plan(*m_doc, *m_validator, path, options);
}

DocumentSession::Saved DocumentSession::adoptSave(const SaveReport &report, const QString &path,
                                                  const WriteOptions &options)
{
    Saved saved;
    m_writeOptions = options;
    m_writeOptions.excluded.clear();
    m_writeOptions.dropInvalid = false;
    m_writeOptions.allowIncompleteInput = false;
    m_writeOptions.progress = {};
    m_optionsConfirmed = true;
    // The main file as written (NAME.xml.gz for a gzipped save): the one to open
    // again, from the title, Save and the recent files.
    saved.path = report.files.empty() ? QFileInfo(path).absoluteFilePath()
                                      : QFileInfo(report.files.back().path).absoluteFilePath();
    // The document shows what the files now hold (Undo gives back what it held
    // before), and the journal starts from there.
    std::vector<DocumentEdit> toSavedForm;
    saved.oneForOne = adoptWrittenFiles(report, &toSavedForm) || adoptReshapedSet(saved.path);
    saved.changedBySave = !toSavedForm.empty();
    if (!toSavedForm.empty())
        submitNamed(tr("Changes Made by the Save"), std::move(toSavedForm));
    // The written files' entry offsets, now that the entries match (a later save keeps
    // their bytes).
    std::vector<SitemapDocument::AdoptedFacts> layouts;
    for (PendingLayout &pending : m_layoutsAfterSave) {
        if (pending.file < m_doc->fileCount() &&
            size_t(m_doc->entryCount(pending.file)) ==
                (pending.places ? pending.places->size() : pending.facts.entries.size())) {
            layouts.push_back(
                {pending.file, pending.path, std::move(pending.facts), std::move(pending.places)});
            m_adoptedExactly.push_back(pending.file);
        }
    }
    m_doc->adoptFileFacts(std::move(layouts));
    m_layoutsAfterSave.clear();
    m_readBack.reset();
    m_rereads.clear();
    m_savedForm.clear();
    // Those files now hold the document's values: the next save need not read them.
    for (int file : m_adoptedExactly)
        m_doc->markUnedited(file);
    m_adoptedExactly.clear();
    m_undo->setClean();
    m_journal->markSaved(*m_doc);
    setPath(saved.path);
    QStringList files;
    for (const WrittenFile &f : report.files)
        files << f.path;
    watchFiles(saved.path, files);
    // Saved without one: forgotten, as when it is cleared.
    SitemapUrlMemory::remember(saved.path, options.baseUrl);
    return saved;
}

bool DocumentSession::adoptWrittenFiles(const SaveReport &report,
                                        std::vector<DocumentEdit> *toSavedForm)
{
    if (report.status != SaveReport::Status::Written || report.files.empty())
        return true;
    const std::vector<QString> targets = writtenTargets(*m_doc, report, m_writeOptions.gzip);
    if (targets.empty())
        return false;
    // Taken in by the save's thread when it saved this document's files.
    std::vector<Reread> rereads = std::move(m_rereads);
    std::vector<std::optional<std::vector<DocumentEdit>>> savedForm = std::move(m_savedForm);
    if (rereads.size() != targets.size())
        rereads.clear();
    if (savedForm.size() != targets.size() || m_savedFormAt != m_changes)
        savedForm.clear();
    std::vector<SitemapDocument::AdoptedFacts> adopted;
    for (int f = 0; f < m_doc->fileCount(); ++f) {
        const QString &target = targets[size_t(f)];
        if (keptInPlace(*m_doc, f, report, target)) {
            m_adoptedExactly.push_back(f);
            continue;
        }
        std::optional<std::vector<DocumentEdit>> edits =
            savedForm.empty() ? std::nullopt : std::move(savedForm[size_t(f)]);
        // What the copy recorded holds only while the document is as it was saved.
        std::optional<SitemapFile> positions;
        std::optional<std::vector<EntryPlace>> places;
        if (!rereads.empty() && edits && rereads[size_t(f)].positions) {
            positions = std::move(rereads[size_t(f)].positions);
            places = std::move(rereads[size_t(f)].places);
        }
        SitemapFile facts;
        size_t entries = 0;
        if (positions) {
            facts = std::move(*positions);
            entries = places->size();
        } else {
            SitemapDocument here;
            SitemapDocument *reread =
                rereads.empty() || !rereads[size_t(f)].doc ? &here : rereads[size_t(f)].doc.get();
            if (reread->fileCount() == 0) {
                ReadOptions options;
                SitemapReader::readFile(*reread, target, options);
            }
            if (reread->fileCount() == 0 || reread->file(0).unreadable)
                continue;
            if (!edits)
                edits = SavedForm::editsToSavedForm(*m_doc, f, *reread, 0);
            facts = std::move(reread->fileRef(0));
            entries = facts.entries.size();
        }
        for (DocumentEdit &edit : *edits)
            toSavedForm->push_back(std::move(edit));
        const QString written =
            QFileInfo(target).absolutePath() + QLatin1Char('/') + QFileInfo(target).fileName();
        // Entries the save left out: the file's offsets fit once the edits to the
        // saved form are applied (adoptLayoutsAfterSave()).
        if (entries != size_t(m_doc->entryCount(f)))
            m_layoutsAfterSave.push_back({f, written, facts, places});
        else
            m_adoptedExactly.push_back(f);
        adopted.push_back({f, written, std::move(facts), std::move(places)});
    }
    m_doc->adoptFileFacts(std::move(adopted));
    return true;
}

bool DocumentSession::adoptReshapedSet(const QString &mainPath)
{
    // Read back by the save's thread, or here when it was not.
    std::unique_ptr<SitemapDocument> readBack = std::move(m_readBack);
    if (!readBack || readBack->fileCount() == 0 ||
        QFileInfo(readBack->file(0).path).absoluteFilePath() !=
            QFileInfo(mainPath).absoluteFilePath()) {
        readBack = std::make_unique<SitemapDocument>();
        ReadOptions options;
        options.confineToFolder = true;
        DocumentLoader::load(*readBack, mainPath, QString(), options);
    }
    SitemapDocument &written = *readBack;
    if (written.fileCount() == 0)
        return false;
    for (int f = 0; f < written.fileCount(); ++f) {
        const SitemapFile &file = written.file(f);
        if (!file.fullyRead() || !file.isSitemap() ||
            std::any_of(file.childFile.begin(), file.childFile.end(),
                        [](int child) { return child < 0; }))
            return false;
    }
    // The extension XML read there must mean what it would mean here.
    if (!Reading::prefixesAgree(m_doc->namespaces(), written.namespaces()))
        return false;
    setOwnUrls(written, m_writeOptions.baseUrl, QFileInfo(mainPath).fileName());
    auto swap = std::make_shared<FileSwap>();
    const quint32 offset = Reading::absorbApart(*m_doc, written);
    for (int f = 0; f < written.fileCount(); ++f) {
        SitemapFile file = std::move(written.fileRef(f));
        for (Entry &e : file.entries)
            e = Reading::rebased(e, offset);
        swap->files.push_back(std::move(file));
    }
    // The files the document holds until now are no longer on disk as they were:
    // when Undo gives them back, a save writes them anew.
    m_doc->forgetSources();
    DocumentEdit edit;
    edit.kind = DocumentEdit::Kind::ReplaceFiles;
    edit.swap = std::move(swap);
    m_journalPaused = true;
    DocumentEditCommand *command = makeCommand(std::move(edit));
    command->setText(tr("Changes Made by the Save"));
    m_undo->push(command);
    m_journalPaused = false;
    return true;
}

// --- editing ---------------------------------------------------------------------

bool DocumentSession::refuseWhileSaving()
{
    // A step asked for before this change comes before it.
    settlePendingEdit();
    if (takesEdits())
        return false;
    emit editRefused();
    return true;
}

DocumentEditCommand *DocumentSession::makeCommand(DocumentEdit edit, QUndoCommand *parent)
{
    return new DocumentEditCommand(
        m_doc, std::move(edit),
        [this](std::shared_ptr<const DocumentEdit> applied, bool inverse) {
            if (!m_journalPaused)
                m_journal->record(m_doc->withUsedNamespaces(std::move(applied)), inverse);
        },
        parent);
}

void DocumentSession::push(DocumentEdit edit, const QString &text)
{
    if (refuseWhileSaving())
        return;
    DocumentEditCommand *command = makeCommand(std::move(edit));
    if (!text.isEmpty())
        command->setText(text);
    m_undo->push(command);
}

void DocumentSession::submit(const QString &text, std::vector<DocumentEdit> edits)
{
    // An empty macro would still mark the document modified.
    if (edits.empty() || refuseWhileSaving())
        return;
    if (edits.size() == 1) {
        m_doc->submit(std::move(edits.front()));
        return;
    }
    submitNamed(text, std::move(edits));
}

void DocumentSession::submitNamed(const QString &text, std::vector<DocumentEdit> edits)
{
    if (edits.empty() || refuseWhileSaving())
        return;
    auto *batch = new DocumentBatchCommand(m_doc, text);
    for (DocumentEdit &edit : edits)
        makeCommand(std::move(edit), batch);
    m_undo->push(batch);
}

int DocumentSession::setField(const std::vector<std::pair<int, int>> &selected, Field field,
                              const std::optional<QString> &value)
{
    if (refuseWhileSaving())
        return 0;
    return submitSetField(field, setFieldEdits(selected, field, value));
}

void DocumentSession::startSetField(std::vector<std::pair<int, int>> entries, Field field,
                                    std::optional<QString> value)
{
    if (refuseWhileSaving()) // a step pending before is pushed there
        return;
    auto built = std::make_shared<std::vector<DocumentEdit>>();
    const quint64 changes = m_changes;
    const int count = int(entries.size());
    m_pendingEdit.start(
        this,
        [this, built, field, value = std::move(value),
         entries = std::make_shared<const std::vector<std::pair<int, int>>>(std::move(entries)),
         hold = m_doc->holdForReading()] {
            *built = setFieldEdits(*entries, field, value);
            hold->release();
        },
        [this, built, field, changes, count] {
            emit pendingEditChanged(false);
            if (m_changes != changes) {
                emit pendingEditDropped(count);
                return;
            }
            submitSetField(field, std::move(*built));
        });
    emit pendingEditChanged(true);
}

std::vector<DocumentEdit>
DocumentSession::setFieldEdits(const std::vector<std::pair<int, int>> &selected, Field field,
                               const std::optional<QString> &value) const
{
    // One edit value per file, whatever the number of rows. Each keeps every value it
    // replaces (a million dates): many rows are worked out on two threads, taking
    // the files in turn (the document is only read).
    std::vector<std::pair<size_t, size_t>> runs; // of selected, one per file
    for (size_t i = 0; i < selected.size();) {
        const size_t from = i;
        while (i < selected.size() && selected[i].first == selected[from].first)
            ++i;
        runs.emplace_back(from, i);
    }
    std::vector<DocumentEdit> built(runs.size());
    std::atomic<size_t> next{0};
    const auto build = [&] {
        std::vector<int> entries;
        for (size_t r = next++; r < runs.size(); r = next++) {
            entries.clear();
            for (size_t i = runs[r].first; i < runs[r].second; ++i)
                entries.push_back(selected[i].second);
            built[r] = m_doc->setValuesEdit(selected[runs[r].first].first, field, entries, value);
        }
    };
    if (runs.size() > 1 && selected.size() >= ParallelEditRows) {
        WorkerThread second(build);
        build();
        second.join();
    } else {
        build();
    }
    std::vector<DocumentEdit> edits;
    for (DocumentEdit &edit : built) {
        if (!edit.targets.empty())
            edits.push_back(std::move(edit));
    }
    return edits;
}

int DocumentSession::submitSetField(Field field, std::vector<DocumentEdit> edits)
{
    int changed = 0;
    for (const DocumentEdit &edit : edits)
        changed += edit.size();
    QString text;
    switch (field) {
    case Field::ChangeFreq:
        text = tr("Set change frequency of %Ln row(s)", nullptr, changed);
        break;
    case Field::Priority:
        text = tr("Set priority of %Ln row(s)", nullptr, changed);
        break;
    case Field::LastMod:
        text = tr("Set last modified of %Ln row(s)", nullptr, changed);
        break;
    case Field::Loc:
        text = tr("Set URL of %Ln row(s)", nullptr, changed);
        break;
    }
    submit(text, std::move(edits));
    return changed;
}

int DocumentSession::removeEntries(const std::vector<std::pair<int, int>> &entries)
{
    if (entries.empty())
        return 0;
    // Each entry's copy for the undo, on two threads for many (the values are
    // turned into text one by one, each from its own place in memory).
    std::vector<EntryData> copies(entries.size());
    inTwoHalves(entries.size(), entries.size() >= ParallelEntryCopies,
                [this, &entries, &copies](size_t from, size_t to) {
                    for (size_t k = from; k < to; ++k)
                        copies[k] = m_doc->entryData(entries[k].first, entries[k].second);
                });
    // Contiguous runs per file, removed from the last to the first so the
    // numbers of the runs before stay right.
    const auto continues = [&entries](size_t k) {
        return entries[k - 1].first == entries[k].first &&
               entries[k - 1].second == entries[k].second - 1;
    };
    size_t runCount = 1;
    for (size_t k = 1; k < entries.size(); ++k)
        runCount += !continues(k);
    std::vector<DocumentEdit> edits;
    edits.reserve(runCount);
    size_t i = entries.size();
    while (i > 0) {
        size_t start = i - 1;
        while (start > 0 && continues(start))
            --start;
        std::vector<EntryData> removed(std::make_move_iterator(copies.begin() + qsizetype(start)),
                                       std::make_move_iterator(copies.begin() + qsizetype(i)));
        edits.push_back(
            DocumentEdit::remove(entries[start].first, entries[start].second, std::move(removed)));
        i = start;
    }
    submit(tr("Delete %Ln row(s)", nullptr, int(entries.size())), std::move(edits));
    return int(entries.size());
}

int DocumentSession::duplicateEntries(const std::vector<std::pair<int, int>> &entries)
{
    std::vector<DocumentEdit> edits;
    // From the last to the first, each copy right after its original.
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        EntryData copy = m_doc->entryData(it->first, it->second);
        copy.line = 0;
        copy.column = 0;
        edits.push_back(DocumentEdit::insert(it->first, it->second + 1, {copy}));
    }
    submit(tr("Duplicate %Ln row(s)", nullptr, int(entries.size())), std::move(edits));
    return int(entries.size());
}

std::vector<EntryData> DocumentSession::parseRows(const QString &text)
{
    std::vector<EntryData> rows;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        QString row = line;
        if (row.endsWith(QLatin1Char('\r')))
            row.chop(1);
        if (row.trimmed().isEmpty())
            continue;
        const QStringList cells = row.split(QLatin1Char('\t'));
        EntryData entry = EntryData::withLoc(cells.first().trimmed());
        for (int field = 1; field < FieldCount && field < cells.size(); ++field) {
            const QString value = cells.at(field).trimmed();
            if (!value.isEmpty())
                entry.values[field] = value;
        }
        rows.push_back(std::move(entry));
    }
    return rows;
}

QByteArray DocumentSession::rowsAsText(const std::vector<std::pair<int, int>> &entries,
                                       bool locsOnly, WorkProgress *progress) const
{
    // The values' bytes straight from the pool into one buffer: a million rows are
    // not a string for each cell and each line, nor a string converted whole. Tabs
    // and line breaks inside a value become spaces, so that each row stays one line
    // of cells. Each half of the rows is measured, then written, on a thread of its
    // own; the document is only read.
    if (entries.empty())
        return QByteArrayLiteral("\n");
    const int fields = locsOnly ? 1 : FieldCount;
    const bool twoThreads = entries.size() >= ParallelEditRows;
    // Each half's room from the values' sizes, which their references hold: the text
    // itself is read once, as it is written.
    qsizetype room[2] = {0, 0};
    inTwoHalves(entries.size(), twoThreads, [&](std::size_t from, std::size_t to) {
        qsizetype size = 0;
        inChunks(from, to, progress, 1, [&](std::size_t chunk, std::size_t end) {
            for (std::size_t i = chunk; i < end; ++i) {
                for (int field = 0; field < fields; ++field) // a tab, or the line's end
                    size +=
                        m_doc->rawValue(entries[i].first, entries[i].second, Field(field)).size() +
                        1;
            }
        });
        room[from == 0 ? 0 : 1] = size;
    });
    if (progress && progress->isCancelled())
        return {};
    QByteArray text(room[0] + room[1], Qt::Uninitialized);
    // Tens of megabytes written from end to end: in huge pages, each half taking in
    // its own at once rather than a page fault for every 4 KiB.
    PageStorage::adviseHuge(text.data(), size_t(text.size()));
    qsizetype written[2] = {0, 0};
    inTwoHalves(entries.size(), twoThreads, [&](std::size_t from, std::size_t to) {
        const int half = from == 0 ? 0 : 1;
        char *const begin = text.data() + (half == 0 ? 0 : room[0]);
        PageStorage::populate(begin, size_t(room[half]));
        char *out = begin;
        inChunks(from, to, progress, 1, [&](std::size_t chunk, std::size_t end) {
            for (std::size_t i = chunk; i < end; ++i) {
                for (int field = 0; field < fields; ++field) {
                    if (field > 0)
                        *out++ = '\t';
                    const QByteArrayView value = UrlTools::trimXmlWhitespace(
                        m_doc->rawValue(entries[i].first, entries[i].second, Field(field)));
                    for (const char c : value) // no branch: vectorised
                        *out++ = c == '\t' || c == '\r' || c == '\n' ? ' ' : c;
                }
                *out++ = '\n';
            }
        });
        written[half] = out - begin;
    });
    if (progress && progress->isCancelled())
        return {};
    // Whitespace trimmed off the first half's values leaves a gap before the second.
    if (written[0] < room[0])
        std::memmove(text.data() + written[0], text.data() + room[0], size_t(written[1]));
    text.resize(written[0] + written[1]);
    return text;
}

void DocumentSession::pasteRows(int file, int position, std::vector<EntryData> rows)
{
    const int count = int(rows.size());
    push(DocumentEdit::insert(file, position, std::move(rows)),
         tr("Paste %Ln row(s)", nullptr, count));
}

QString DocumentSession::suggestedLoc(int file, int position) const
{
    if (position <= 0)
        return {};
    const QString near = m_doc->value(file, position - 1, Field::Loc);
    const UrlTools::Parts parts = UrlTools::split(UrlTools::trimXmlWhitespace(near));
    return parts.absolute ? UrlTools::originKey(near) + QLatin1Char('/') : QString();
}
