// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentSession without a window: a file opened on the loading thread, edits as
// undo steps, the journal of unsaved edits written and retired, a save on the
// writer's thread that the document waits for read-only, and what a failed load
// tells.

#include "documentsession.h"
#include "editjournal.h"
#include "namespaces.h"
#include "rules.h"
#include "saveflow.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "validator.h"
#include "workprogress.h"
#include "writtenfacts.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <atomic>
#include <memory>
#include <thread>

using namespace TestSupport;

namespace {

const QByteArray sitemap = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                           "<url><loc>https://www.example.com/</loc>"
                           "<lastmod>2024-05-01</lastmod></url>\n"
                           "<url><loc>https://www.example.com/b</loc>"
                           "<priority>0.5</priority></url>\n"
                           "<url><loc>https://www.example.com/c</loc>"
                           "<changefreq>daily</changefreq></url>\n"
                           "</urlset>\n";

using Outcome = DocumentSession::LoadResult::Outcome;

// Opens path in session and waits for the loading thread; the outcome it reported.
DocumentSession::LoadResult load(DocumentSession &session, const QString &path)
{
    QSignalSpy finished(&session, &DocumentSession::loadFinished);
    if (!session.startLoad(path))
        return {Outcome::Cancelled, {}, QStringLiteral("not started"), {}, false, {}};
    if (!finished.wait(10000))
        return {Outcome::Cancelled, {}, QStringLiteral("no answer"), {}, false, {}};
    return finished.first().first().value<DocumentSession::LoadResult>();
}

// Starts the writer in session and waits (bounded) for its report; Failed with
// "not started" or "no answer" when there is none.
SaveReport write(DocumentSession &session, const QString &path, const WriteOptions &options)
{
    QSignalSpy finished(&session, &DocumentSession::writeFinished);
    SaveReport none;
    none.status = SaveReport::Status::Failed;
    if (!session.startWrite(path, options)) {
        none.error = QStringLiteral("not started");
        return none;
    }
    if (!finished.wait(30000)) {
        none.error = QStringLiteral("no answer");
        return none;
    }
    return finished.first().first().value<SaveReport>();
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensOnItsThreadAsSaved();
    void editIsOneUndoStepAndJournalled();
    void bulkEditsAreOneUndoStepEach();
    void valueOnManyRowsOfSeveralFiles();
    void savesAndReadsBack();
    void setSaveTakesInOnlyWhatItWrote();
    void saveOfASetJudgesItOnce();
    void saveOfOneFileJudgesItAndItsIndex();
    void adoptedKindOrIndexJudgesTheSetAgain();
    void planIsReadOnAnotherThreadWhileHeld();
    void readOnlyWhileSaving();
    void unreadableFileKeepsTheDocument();
    void malformedFileTellsWhere();
    void sitemapUrlIsRememberedForTheFile();
    void journalIsRecoveredOnTheNextLoad();
    void recoveredRowsKeepTheirNamespaces();
    void otherProgramsChangesAreSeen();
    void changesToASetsFilesAreSeen();
    void refusedSaveSaysWhatToLeaveOut();
    void deleteAcrossFilesRemovesTheRowsChosen();
    void entryPutBackAfterASaveTakesTheFileLayout();
    void savedCopyIsTakenInAsReadFromDisk();
    void firstVerdictsAreJudgedWhileReading();

private:
    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    QString journalFolder() const { return m_dir->filePath(QStringLiteral("journal")); }
    // index.xml listing a.xml, b.xml and c.xml, each the test sitemap under a folder
    // of its own name; the index's path.
    QString writeSetOfThree() const;
};

namespace {

QByteArray threeUrls(const char *prefix)
{
    QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < 3; ++i)
        body += "<url><loc>https://www.example.com/" + QByteArray(prefix) + QByteArray::number(i) +
                "</loc></url>\n";
    return body + "</urlset>\n";
}

QStringList names(const char *spaced)
{
    return QString::fromLatin1(spaced).split(QLatin1Char(' '));
}

// Every problem the validator gives, one line each, in its order.
QStringList problemLines(const Validator &validator)
{
    QStringList out;
    for (const Problem &p : validator.allProblems()) {
        out << QStringLiteral("%1 %2:%3 %4:%5 %6 (%7)")
                   .arg(p.rule)
                   .arg(p.file)
                   .arg(p.entry)
                   .arg(p.line)
                   .arg(p.column)
                   .arg(p.message)
                   .arg(p.relatedEntry);
    }
    return out;
}

QStringList locsOf(const SitemapDocument &doc, int file)
{
    QStringList out;
    for (int e = 0; e < doc.entryCount(file); ++e)
        out << doc.value(file, e, Field::Loc).section(QLatin1Char('/'), -1);
    return out;
}

} // namespace

void TestSession::initTestCase()
{
    qRegisterMetaType<DocumentSession::LoadResult>();
    // The remembered sitemap URLs are settings: the test's own, never the user's.
    isolateUserState(m_settings.path());
}

void TestSession::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), sitemap);
}

void TestSession::cleanup()
{
    m_dir.reset();
}

void TestSession::opensOnItsThreadAsSaved()
{
    DocumentSession session(journalFolder());
    QSignalSpy pathChanged(&session, &DocumentSession::pathChanged);
    const DocumentSession::LoadResult result = load(session, m_path);
    QCOMPARE(int(result.outcome), int(Outcome::Opened));
    QCOMPARE(result.path, QFileInfo(m_path).absoluteFilePath());
    QVERIFY(!session.isLoading());
    QCOMPARE(session.path(), QFileInfo(m_path).absoluteFilePath());
    QCOMPARE(session.displayName(), QStringLiteral("sitemap.xml"));
    QVERIFY(pathChanged.count() >= 1);
    QCOMPARE(session.document()->entryCount(0), 3);
    QCOMPARE(session.document()->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(!session.isModified());
    QCOMPARE(session.undoStack()->count(), 0);
    QVERIFY(!session.optionsConfirmed());
    QVERIFY(!session.writeOptions().gzip);
}

void TestSession::editIsOneUndoStepAndJournalled()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    // The table model submits this way: through the document's edit handler.
    doc->submit(DocumentEdit::setValue(0, 1, Field::Priority, QStringLiteral("0.5"),
                                       QStringLiteral("0.9")));
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    QVERIFY(session.isModified());
    QCOMPARE(session.undoStack()->count(), 1);
    QCOMPARE(session.journal()->pendingEditCount(), 1);
    QVERIFY(session.journal()->flush());
    const QString journalFile = session.journal()->journalPath(session.path());
    QVERIFY2(QFile::exists(journalFile), qPrintable(journalFile));

    // Undone to the saved state: nothing is left to recover.
    session.undoStack()->undo();
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(!session.isModified());
    QVERIFY(!QFile::exists(journalFile));
    QVERIFY(session.journal()->pendingRecoveries().isEmpty());

    // Redone: modified again, and journalled again.
    session.undoStack()->redo();
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    QVERIFY(session.isModified());
    QVERIFY(session.journal()->flush());
    QCOMPARE(session.journal()->pendingRecoveries().size(), 1);
}

void TestSession::bulkEditsAreOneUndoStepEach()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QUndoStack *undo = session.undoStack();
    const std::vector<std::pair<int, int>> all{{0, 0}, {0, 1}, {0, 2}};

    QCOMPARE(session.setField(all, Field::Priority, QStringLiteral("0.3")), 3);
    QCOMPARE(undo->count(), 1);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(doc->value(0, i, Field::Priority), QStringLiteral("0.3"));
    undo->undo();
    QCOMPARE(doc->optionalValue(0, 0, Field::Priority), std::nullopt);
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    QVERIFY(!session.isModified());

    const quint32 firstLine = doc->entryData(0, 0).line;
    const quint32 lastLine = doc->entryData(0, 2).line;
    QVERIFY(firstLine > 0 && lastLine > firstLine);
    QCOMPARE(session.duplicateEntries({{0, 0}, {0, 2}}), 2);
    QCOMPARE(doc->entryCount(0), 5);
    // Each copy right after its original: the originals keep their place in the
    // file (and so their own bytes in a save), the copies are new.
    QCOMPARE(doc->entryData(0, 0).line, firstLine);
    QCOMPARE(doc->entryData(0, 1).line, 0u);
    QCOMPARE(doc->entryData(0, 3).line, lastLine);
    QCOMPARE(doc->entryData(0, 4).line, 0u);
    QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.example.com/"));
    QCOMPARE(doc->value(0, 4, Field::Loc), QStringLiteral("https://www.example.com/c"));
    // Two runs removed as one batch of the document, and put back as one.
    QSignalSpy batches(doc, &SitemapDocument::batchAboutToStart);
    QSignalSpy batchesDone(doc, &SitemapDocument::batchDone);
    QCOMPARE(session.removeEntries({{0, 0}, {0, 1}, {0, 3}}), 3);
    QCOMPARE(doc->entryCount(0), 2);
    QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://www.example.com/b"));
    QCOMPARE(undo->count(), 2);
    QCOMPARE(batches.count(), 1);
    QCOMPARE(batches.at(0).at(0).toInt(), 2);
    QCOMPARE(batchesDone.count(), 1);
    QVERIFY(!doc->inBatch());
    undo->undo();
    QCOMPARE(batches.count(), 2);
    QCOMPARE(batches.at(1).at(0).toInt(), 2);
    QCOMPARE(batchesDone.count(), 2);
    QCOMPARE(doc->entryCount(0), 5);
    undo->undo();
    QCOMPARE(doc->entryCount(0), 3);
    QVERIFY(!session.isModified());

    // Pasted rows: one URL a line, or the values separated by tabs.
    std::vector<EntryData> rows = DocumentSession::parseRows(
        QStringLiteral("https://www.example.com/d\r\n\n"
                       "https://www.example.com/e\t2024-06-01\tweekly\t0.7\textra\n"));
    QCOMPARE(rows.size(), size_t(2));
    QCOMPARE(session.suggestedLoc(0, 3), QStringLiteral("https://www.example.com/"));
    // Copy gives what Paste reads.
    QCOMPARE(session.rowsAsText({{0, 0}, {0, 2}}, true),
             QByteArray("https://www.example.com/\nhttps://www.example.com/c\n"));
    QCOMPARE(session.rowsAsText({{0, 0}}, false),
             QByteArray("https://www.example.com/\t2024-05-01\t\t\n"));
    // A value is trimmed, and a tab or line break inside it is a space: one row, one
    // line of four cells.
    session.setField({{0, 0}}, Field::ChangeFreq, QStringLiteral(" \tweekly\tor\r\nmore\n "));
    QCOMPARE(session.rowsAsText({{0, 0}}, false),
             QByteArray("https://www.example.com/\t2024-05-01\tweekly or  more\t\n"));
    undo->undo();
    const std::vector<EntryData> copied = DocumentSession::parseRows(
        QString::fromUtf8(session.rowsAsText({{0, 0}, {0, 1}, {0, 2}}, false)));
    QCOMPARE(copied.size(), size_t(3));
    QCOMPARE(copied[1].values[int(Field::Priority)], std::optional<QString>(QStringLiteral("0.5")));
    QCOMPARE(copied[2].values[int(Field::ChangeFreq)],
             std::optional<QString>(QStringLiteral("daily")));
    session.pasteRows(0, 3, std::move(rows));
    QCOMPARE(undo->count(), 1);
    QVERIFY2(undo->undoText().startsWith(QStringLiteral("Paste 2 row")),
             qPrintable(undo->undoText()));
    QCOMPARE(doc->entryCount(0), 5);
    QCOMPARE(doc->value(0, 4, Field::ChangeFreq), QStringLiteral("weekly"));
    QCOMPARE(doc->value(0, 4, Field::Priority), QStringLiteral("0.7"));
}

// A date set on 70,000 rows of three files, the second empty (worked out on two
// threads): every row gets it, in one undo step, and the undo gives each row its
// own date back.
void TestSession::valueOnManyRowsOfSeveralFiles()
{
    const auto urlset = [](int first, int count) {
        QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = first; i < first + count; ++i) {
            // Some URLs with whitespace around them, which a copy trims off.
            const QByteArray space = i % 997 == 5 ? " \n\t" : "";
            body += "<url><loc>" + space + "https://www.example.com/p" + QByteArray::number(i) +
                    space + "</loc>";
            if (i % 9 != 4) // no date
                body += "<lastmod>2024-0" + QByteArray::number(1 + i % 9) + "-" +
                        QByteArray::number(10 + i % 19) + "</lastmod>";
            body += "</url>\n";
        }
        return body + "</urlset>\n";
    };
    const QString dir = m_dir->path();
    writeFile(dir, QStringLiteral("a.xml"), urlset(0, 40000));
    writeFile(dir, QStringLiteral("b.xml"), urlset(0, 0));
    writeFile(dir, QStringLiteral("c.xml"), urlset(40000, 30000));
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const char *name : {"a.xml", "b.xml", "c.xml"})
        index += "<sitemap><loc>https://www.example.com/" + QByteArray(name) + "</loc></sitemap>\n";
    index += "</sitemapindex>\n";
    const QString indexPath = writeFile(dir, QStringLiteral("index.xml"), index);

    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, indexPath).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    std::vector<std::pair<int, int>> rows;
    std::vector<std::optional<QString>> before;
    for (int f = 0; f < doc->fileCount(); ++f) {
        if (doc->file(f).isIndex())
            continue;
        for (int e = 0; e < doc->entryCount(f); ++e) {
            rows.emplace_back(f, e);
            before.push_back(doc->optionalValue(f, e, Field::LastMod));
        }
    }
    QCOMPARE(rows.size(), size_t(70000));
    // The rows of one date already have it.
    const QString date = QStringLiteral("2024-01-10");
    const auto already = std::count(before.begin(), before.end(), std::optional<QString>(date));
    QVERIFY(already > 0);
    QCOMPARE(session.setField(rows, Field::LastMod, date), int(70000 - already));
    QCOMPARE(session.undoStack()->count(), 1);
    for (const auto &[f, e] : rows)
        QCOMPARE(doc->optionalValue(f, e, Field::LastMod), std::optional<QString>(date));
    session.undoStack()->undo();
    for (size_t i = 0; i < rows.size(); ++i)
        QCOMPARE(doc->optionalValue(rows[i].first, rows[i].second, Field::LastMod), before[i]);
    QVERIFY(!session.isModified());

    // Copy of these rows, measured and written in two halves on two threads: each
    // line is its own row's, in the order asked for, the halves meeting exactly.
    const std::vector<std::pair<int, int>> reversed(rows.rbegin(), rows.rend());
    for (const bool locsOnly : {false, true}) {
        const QList<QByteArray> lines = session.rowsAsText(reversed, locsOnly).split('\n');
        QCOMPARE(lines.size(), qsizetype(reversed.size() + 1));
        QVERIFY(lines.last().isEmpty());
        for (size_t i = 0; i < reversed.size(); ++i) {
            const auto &[f, e] = reversed[i];
            QString line = doc->value(f, e, Field::Loc).trimmed();
            if (!locsOnly)
                line +=
                    QLatin1Char('\t') + doc->value(f, e, Field::LastMod) + QLatin1String("\t\t");
            QCOMPARE(lines[qsizetype(i)], line.toUtf8());
        }
    }
    // With progress, as a copy on a thread shows it: the same text, two units a row
    // in all; once cancelled, no text.
    const qint64 units = 2 * qint64(reversed.size());
    WorkProgress progress(units);
    QCOMPARE(session.rowsAsText(reversed, false, &progress), session.rowsAsText(reversed, false));
    QCOMPARE(progress.progress(), std::make_pair(units, units));
    progress.cancel();
    QVERIFY(session.rowsAsText(reversed, false, &progress).isEmpty());
}

void TestSession::savesAndReadsBack()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    session.setField({{0, 2}}, Field::Priority, QStringLiteral("0.8"));
    QVERIFY(session.journal()->flush());
    QCOMPARE(session.journal()->pendingRecoveries().size(), 1);

    const QString target = m_dir->filePath(QStringLiteral("out/saved.xml"));
    QVERIFY(QDir().mkpath(QFileInfo(target).path()));
    WriteOptions options = session.writeOptions();
    options.baseUrl = QStringLiteral("https://www.example.com/");
    const SaveReport report = write(session, target, options);
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    const DocumentSession::Saved saved = session.adoptSave(report, target, options);
    QCOMPARE(saved.path, QFileInfo(target).absoluteFilePath());
    QVERIFY(saved.oneForOne);
    QVERIFY(!saved.changedBySave);
    QCOMPARE(session.path(), saved.path);
    QVERIFY(!session.isModified());
    QVERIFY(session.optionsConfirmed());
    QCOMPARE(session.sitemapUrl(), QStringLiteral("https://www.example.com/"));
    // The journal starts again from the file as saved.
    QCOMPARE(session.journal()->pendingEditCount(), 0);
    QVERIFY(session.journal()->pendingRecoveries().isEmpty());

    // What a second session reads from the file is what the first one showed.
    DocumentSession reread(journalFolder());
    QCOMPARE(int(load(reread, target).outcome), int(Outcome::Opened));
    QCOMPARE(reread.document()->entryCount(0), 3);
    QCOMPARE(reread.document()->value(0, 2, Field::Priority), QStringLiteral("0.8"));
    QCOMPARE(reread.document()->value(0, 2, Field::ChangeFreq), QStringLiteral("daily"));
    QCOMPARE(reread.document()->value(0, 0, Field::LastMod), QStringLiteral("2024-05-01"));
    // The base URL it was saved with is where it is served from now on.
    QCOMPARE(reread.sitemapUrl(), QStringLiteral("https://www.example.com/"));
    // The source file is untouched.
    QCOMPARE(readAll(m_path), sitemap);
}

// A set saved after an edit in one of its files: that file is written and read back
// on the writer's thread, the others are left as they were and kept as read; the
// journal then notes the files as they are, so that a crash after the next edit is
// recovered against them.
void TestSession::setSaveTakesInOnlyWhatItWrote()
{
    const QByteArray index =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "<sitemap><loc>https://www.example.com/a.xml</loc></sitemap>\n"
        "<sitemap><loc>https://www.example.com/b.xml</loc></sitemap>\n"
        "</sitemapindex>\n";
    const QByteArray b = QByteArray(sitemap).replace("example.com/", "example.com/b/");
    const QString set = writeFile(m_dir->path(), QStringLiteral("index.xml"), index);
    const QString aPath = writeFile(m_dir->path(), QStringLiteral("a.xml"), sitemap);
    const QString bPath = writeFile(m_dir->path(), QStringLiteral("b.xml"), b);
    {
        DocumentSession session(journalFolder());
        QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
        SitemapDocument *doc = session.document();
        QCOMPARE(doc->fileCount(), 3);
        const int a = QFileInfo(doc->file(1).path).fileName() == QLatin1String("a.xml") ? 1 : 2;
        session.setField({{a, 1}}, Field::Priority, QStringLiteral("0.7"));
        WriteOptions options = session.writeOptions();
        options.baseUrl = QStringLiteral("https://www.example.com/");
        const SaveReport report = write(session, set, options);
        QCOMPARE(int(report.status), int(SaveReport::Status::Written));
        int unchanged = 0;
        QStringList kept;
        for (const WrittenFile &f : report.files) {
            unchanged += f.unchanged;
            kept << QStringLiteral("%1 %2 %3")
                        .arg(QFileInfo(f.path).fileName())
                        .arg(f.unchanged)
                        .arg(f.standardFormReason);
        }
        // b.xml is left as it was; the index gains the lastmods it lacked
        // (index-lastmod-stale, repaired on write).
        QVERIFY2(unchanged == 1, qPrintable(kept.join(QStringLiteral("; "))));
        QVERIFY(readAll(set).contains("<lastmod>2024-05-01</lastmod></sitemap>"));
        const DocumentSession::Saved saved = session.adoptSave(report, set, options);
        QVERIFY(saved.oneForOne);
        QVERIFY(!session.isModified());
        QCOMPARE(readAll(bPath), b);
        QVERIFY(readAll(aPath).contains("<priority>0.7</priority>"));
        QCOMPARE(readAll(aPath).size(), sitemap.size()); // 0.5 became 0.7, nothing else
        // The document holds what the files hold, a.xml's new bytes included.
        QCOMPARE(doc->value(a, 1, Field::Priority), QStringLiteral("0.7"));
        QCOMPARE(doc->file(a).source.size, qint64(sitemap.size()));

        // A new row of b.xml left out by the next save: what is written of b.xml is its
        // bytes as they are, and the document drops the row as the file has none.
        const int bFile = 3 - a;
        session.pasteRows(bFile, 3, {EntryData::withLoc(QStringLiteral("not a URL"))});
        QCOMPARE(doc->entryCount(bFile), 4);
        WriteOptions leaveOut = options;
        leaveOut.exclude(bFile, 3);
        const SaveReport second = write(session, set, leaveOut);
        QCOMPARE(int(second.status), int(SaveReport::Status::Written));
        session.adoptSave(second, set, leaveOut);
        QCOMPARE(readAll(bPath), b);
        QCOMPARE(doc->entryCount(bFile), 3);

        session.setField({{a, 0}}, Field::Priority, QStringLiteral("0.2"));
        QVERIFY(session.journal()->flush());
        // Left without saving, as a crash would.
    }
    DocumentSession next(journalFolder());
    QCOMPARE(next.journal()->pendingRecoveries().size(), 1);
    next.setRecoverOnLoad(QFileInfo(set).absoluteFilePath());
    const DocumentSession::LoadResult result = load(next, set);
    QCOMPARE(int(result.outcome), int(Outcome::Opened));
    QVERIFY2(!result.recoveryFailed, qPrintable(result.recoveryMessage));
    const SitemapDocument *doc = next.document();
    const int a = QFileInfo(doc->file(1).path).fileName() == QLatin1String("a.xml") ? 1 : 2;
    QCOMPARE(doc->value(a, 0, Field::Priority), QStringLiteral("0.2"));
    QCOMPARE(doc->value(a, 1, Field::Priority), QStringLiteral("0.7"));
}

void TestSession::readOnlyWhileSaving()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    QSignalSpy readOnly(&session, &DocumentSession::readOnlyChanged);
    QSignalSpy refused(&session, &DocumentSession::editRefused);
    bool checked = false;
    connect(&session, &DocumentSession::saveStarted, this, [&](const QString &) {
        checked = true;
        QVERIFY(session.isSaving());
        SitemapDocument *doc = session.document();
        doc->submit(DocumentEdit::setValue(0, 1, Field::Priority, QStringLiteral("0.5"),
                                           QStringLiteral("0.1")));
        QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.5"));
        QCOMPARE(session.setField({{0, 0}}, Field::ChangeFreq, QStringLiteral("never")), 0);
        QVERIFY(!session.setSitemapUrl(QStringLiteral("https://www.example.com/")));
        QVERIFY(!session.newDocument(QStringLiteral("Untitled")));
        QVERIFY(!session.startLoad(m_path));
        QCOMPARE(session.undoStack()->count(), 0);
        QCOMPARE(refused.count(), 5);
        // A second save waits for the first.
        QVERIFY(!session.startWrite(m_dir->filePath(QStringLiteral("second.xml")), {}));
    });
    const QString target = m_dir->filePath(QStringLiteral("saved.xml"));
    const SaveReport report = write(session, target, session.writeOptions());
    QVERIFY(checked);
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("second.xml"))));
    QCOMPARE(readOnly.count(), 2);
    QCOMPARE(readOnly.at(0).first().toBool(), true);
    QCOMPARE(readOnly.at(1).first().toBool(), false);
    // Editable again.
    QVERIFY(!session.isSaving());
    QCOMPARE(session.setField({{0, 0}}, Field::ChangeFreq, QStringLiteral("never")), 1);
    QCOMPARE(session.document()->value(0, 0, Field::ChangeFreq), QStringLiteral("never"));
}

void TestSession::unreadableFileKeepsTheDocument()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    session.setField({{0, 0}}, Field::Priority, QStringLiteral("0.2"));
    const QString missing = m_dir->filePath(QStringLiteral("missing.xml"));
    const DocumentSession::LoadResult result = load(session, missing);
    QCOMPARE(int(result.outcome), int(Outcome::Unreadable));
    QCOMPARE(result.path, QFileInfo(missing).absoluteFilePath());
    QVERIFY2(!result.reason.isEmpty(), "the reader's words on why");
    // The document shown until now stays, edits, path and all.
    QCOMPARE(session.path(), QFileInfo(m_path).absoluteFilePath());
    QCOMPARE(session.document()->value(0, 0, Field::Priority), QStringLiteral("0.2"));
    QVERIFY(session.isModified());
}

void TestSession::malformedFileTellsWhere()
{
    DocumentSession session(journalFolder());
    const QString broken =
        writeFile(m_dir->path(), QStringLiteral("broken.xml"),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<url><loc>https://www.example.com/</loc></url>\n"
                  "<url><loc>https://www.example.com/?a=1&b=2</loc></url>\n"
                  "</urlset>\n");
    const DocumentSession::LoadResult result = load(session, broken);
    // The entries before the error are shown; the file says where it stopped.
    QCOMPARE(int(result.outcome), int(Outcome::Opened));
    const SitemapFile &file = session.document()->file(0);
    QVERIFY(!file.fullyRead());
    QCOMPARE(file.errorPosition.line, 4);
    QVERIFY2(!file.errorMessage.isEmpty(), "a message that says what is wrong");
    QCOMPARE(session.document()->entryCount(0), 1);
    QCOMPARE(session.path(), QFileInfo(broken).absoluteFilePath());
}

void TestSession::sitemapUrlIsRememberedForTheFile()
{
    {
        DocumentSession session(journalFolder());
        QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
        QVERIFY(session.setSitemapUrl(QStringLiteral("https://www.example.com/maps/")));
        QCOMPARE(session.sitemapUrl(), QStringLiteral("https://www.example.com/maps/"));
        QCOMPARE(session.document()->file(0).ownUrl,
                 QStringLiteral("https://www.example.com/maps/sitemap.xml"));
        // A URL is no edit: the file on disk is unchanged.
        QVERIFY(!session.isModified());
    }
    DocumentSession next(journalFolder());
    const DocumentSession::LoadResult result = load(next, m_path);
    QCOMPARE(result.rememberedUrl, QStringLiteral("https://www.example.com/maps/"));
    QCOMPARE(next.sitemapUrl(), QStringLiteral("https://www.example.com/maps/"));
    QCOMPARE(next.document()->file(0).ownUrl,
             QStringLiteral("https://www.example.com/maps/sitemap.xml"));
    // What the File menu's question takes.
    QVERIFY(DocumentSession::isSitemapUrl(QStringLiteral("http://www.example.com/")));
    QVERIFY(DocumentSession::isSitemapUrl(QString()));
    QVERIFY(!DocumentSession::isSitemapUrl(QStringLiteral("ftp://www.example.com/")));
    QVERIFY(!DocumentSession::isSitemapUrl(QStringLiteral("www.example.com/sitemap.xml")));
    // An empty URL forgets it.
    QVERIFY(next.setSitemapUrl(QString()));
    DocumentSession third(journalFolder());
    QVERIFY(load(third, m_path).rememberedUrl.isEmpty());
}

void TestSession::journalIsRecoveredOnTheNextLoad()
{
    {
        DocumentSession session(journalFolder());
        QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
        session.setField({{0, 1}}, Field::LastMod, QStringLiteral("2025-01-02"));
        QVERIFY(session.journal()->flush());
        // Left without saving, as a crash would: the journal stays.
    }
    DocumentSession next(journalFolder());
    QCOMPARE(next.journal()->pendingRecoveries().size(), 1);
    next.setRecoverOnLoad(QFileInfo(m_path).absoluteFilePath());
    const DocumentSession::LoadResult result = load(next, m_path);
    QCOMPARE(int(result.outcome), int(Outcome::Opened));
    QVERIFY(!result.recoveryFailed);
    QCOMPARE(next.document()->value(0, 1, Field::LastMod), QStringLiteral("2025-01-02"));
    // The restored edits are not on disk.
    QVERIFY(next.isModified());

    // Thrown away: a new document retires the journal.
    QVERIFY(next.newDocument(QStringLiteral("Untitled")));
    QVERIFY(next.path().isEmpty());
    QCOMPARE(next.displayName(), QStringLiteral("Untitled"));
    QVERIFY(!next.isModified());
    QVERIFY(next.journal()->pendingRecoveries().isEmpty());
}

// Rows whose extension XML uses a namespace the file on disk does not declare (an
// alternate added after the last save, a row left out by the save and brought back
// by undo) come back from the journal with that namespace declared: otherwise the
// recovered alternate would be text with an unknown prefix, neither checked nor
// written as an alternate.
void TestSession::recoveredRowsKeepTheirNamespaces()
{
    {
        DocumentSession session(journalFolder());
        QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
        SitemapDocument *doc = session.document();
        const QString prefix = doc->extensionPrefix(Ns::Xhtml);
        EntryData row = EntryData::withLoc(QStringLiteral("https://www.example.com/de/"));
        row.extensionsXml = QLatin1Char('<') + prefix +
                            QStringLiteral(":link rel=\"alternate\" hreflang=\"de\" "
                                           "href=\"https://www.example.com/b\"/>");
        row.extensionCount = 1;
        session.pasteRows(0, 3, {row});
        QCOMPARE(doc->entryCount(0), 4);
        QVERIFY(session.journal()->flush());
    }
    DocumentSession next(journalFolder());
    next.setRecoverOnLoad(QFileInfo(m_path).absoluteFilePath());
    const DocumentSession::LoadResult result = load(next, m_path);
    QCOMPARE(int(result.outcome), int(Outcome::Opened));
    QVERIFY(!result.recoveryFailed);
    const SitemapDocument *doc = next.document();
    QCOMPARE(doc->entryCount(0), 4);
    QVERIFY(doc->extensionsXml(0, 3).contains(QLatin1String(":link")));
    bool declared = false;
    for (const auto &[prefix, uri] : doc->namespaces().declarations())
        declared =
            declared || (uri == Ns::Xhtml && doc->extensionsXml(0, 3).startsWith(
                                                 QLatin1Char('<') + prefix + QLatin1Char(':')));
    QVERIFY2(declared, "the recovered row's alternate uses an undeclared prefix");
    // The validator reads it as an alternate: one that names another page without
    // listing its own.
    QVERIFY(next.validator()->entryRuleMask(0, 3) & ruleBit(RuleId::HreflangNoSelf));
    QVERIFY(next.validator()->entryRuleMask(0, 3) & ruleBit(RuleId::HreflangNoReturn));
}

void TestSession::otherProgramsChangesAreSeen()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    QVERIFY(session.filesChangedOnDisk(m_path).isEmpty());
    // Another program rewrites the file: a save over it would replace that.
    QByteArray other = sitemap;
    other.replace("/c</loc>", "/changed</loc>");
    writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), other);
    QCOMPARE(session.filesChangedOnDisk(m_path), QStringList{QFileInfo(m_path).absoluteFilePath()});
    // A save elsewhere replaces nothing of it.
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere.xml"));
    QVERIFY(session.filesChangedOnDisk(elsewhere).isEmpty());
    // Saved over it (the user chose to): the files as written are the ones watched.
    const SaveReport report = write(session, m_path, session.writeOptions());
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    session.adoptSave(report, m_path, session.writeOptions());
    QVERIFY(session.filesChangedOnDisk(m_path).isEmpty());
    QCOMPARE(readAll(m_path).contains("/changed</loc>"), false);
    // An untitled document has no files to watch.
    QVERIFY(session.newDocument(QStringLiteral("Untitled")));
    writeFile(m_dir->path(), QStringLiteral("sitemap.xml"), other);
    QVERIFY(session.filesChangedOnDisk(m_path).isEmpty());
}

void TestSession::changesToASetsFilesAreSeen()
{
    // The fingerprints of an index and its files are taken as the set is read, on the
    // loading thread: a later change of any of them is seen, and only that one.
    const QString set = writeSetOfThree();
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
    QCOMPARE(session.document()->fileCount(), 4);
    QVERIFY(session.filesChangedOnDisk(set).isEmpty());
    const QString b = m_dir->filePath(QStringLiteral("b.xml"));
    QByteArray changed = readAll(b);
    changed.replace("/b/c</loc>", "/b/changed</loc>");
    QVERIFY(changed != readAll(b));
    writeFile(m_dir->path(), QStringLiteral("b.xml"), changed);
    QCOMPARE(session.filesChangedOnDisk(set), QStringList{QFileInfo(b).absoluteFilePath()});
    // The index itself rewritten as well.
    writeFile(m_dir->path(), QStringLiteral("index.xml"), readAll(set) + "<!-- -->\n");
    QCOMPARE(session.filesChangedOnDisk(set).size(), 2);
}

QString TestSession::writeSetOfThree() const
{
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const char *name : {"a", "b", "c"}) {
        index +=
            QByteArray("<sitemap><loc>https://www.example.com/") + name + ".xml</loc></sitemap>\n";
        writeFile(
            m_dir->path(), QString::fromLatin1(name) + QStringLiteral(".xml"),
            QByteArray(sitemap).replace("example.com/", QByteArray("example.com/") + name + '/'));
    }
    index += "</sitemapindex>\n";
    const QString set = writeFile(m_dir->path(), QStringLiteral("index.xml"), index);
    return set;
}

void TestSession::saveOfASetJudgesItOnce()
{
    // Every file of a set of four written: the written files' facts are taken in
    // together, once. A file's facts decide its file rules, not its entries' verdicts
    // (each kept its kind): the set is not judged again (at a million entries a pass
    // takes a second), only the files' rules and the index's entries.
    const QString set = writeSetOfThree();
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->fileCount(), 4);
    for (int f = 1; f < 4; ++f)
        session.setField({{f, 0}}, Field::Priority, QStringLiteral("0.9"));
    // The last child's first URL made the same as the first child's: a duplicate
    // across files, which only the set's pass finds.
    session.setField({{3, 0}}, Field::Loc, doc->value(1, 0, Field::Loc));
    const Validator::Stats before = session.validator()->stats();
    QSignalSpy adopted(doc, &SitemapDocument::factsAdopted);
    QSignalSpy factsChanged(doc, &SitemapDocument::fileFactsChanged);
    WriteOptions options = session.writeOptions();
    options.baseUrl = QStringLiteral("https://www.example.com/");
    const SaveReport report = write(session, set, options);
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    QCOMPARE(report.files.size(), size_t(4));
    session.adoptSave(report, set, options);
    QVERIFY(!session.isModified());
    QCOMPARE(factsChanged.count(), 4); // the index too: it gains the lastmods it lacked
    QCOMPARE(adopted.count(), 1);
    QCOMPARE(session.validator()->stats().fullPasses, before.fullPasses);
    QCOMPARE(session.validator()->stats().fileRejudges, before.fileRejudges + 1);
    const QStringList judged = problemLines(*session.validator());
    QVERIFY(judged.join(QLatin1Char('\n')).contains(QLatin1String("loc-duplicate")));
    const Validator fresh(doc);
    QCOMPARE(judged, problemLines(fresh));
}

void TestSession::saveOfOneFileJudgesItAndItsIndex()
{
    // One child of six edited and saved: the child the save wrote, and the index that
    // lists it, are judged again with their new facts; the rest of the set keeps its
    // verdicts, which stay those a fresh validator gives (a pass of the whole set takes
    // most of a second at a million entries).
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int c = 0; c < 6; ++c) {
        const QByteArray name = "c" + QByteArray::number(c);
        index += "<sitemap><loc>https://www.example.com/" + name + ".xml</loc></sitemap>\n";
        // The saved child has a DOCTYPE, which the save leaves out: a file rule
        // (doctype-present) its new facts no longer break.
        QByteArray body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
                          QByteArray(c == 2 ? "<!DOCTYPE urlset>\n" : "") +
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                          "  <!-- kept by hand -->\n";
        for (int i = 0; i < 5; ++i) {
            // The fifth child repeats a URL of the second: a duplicate across files.
            const QByteArray loc =
                c == 4 && i == 0 ? QByteArray("https://www.example.com/c1/0")
                                 : "https://www.example.com/" + name + '/' + QByteArray::number(i);
            body += "  <url><loc>" + loc + "</loc><lastmod>2024-0" + QByteArray::number(i + 1) +
                    "-01</lastmod></url>\n";
        }
        writeFile(m_dir->path(), QString::fromLatin1(name) + QStringLiteral(".xml"),
                  body + "</urlset>\n");
    }
    index += "</sitemapindex>\n";
    const QString set = writeFile(m_dir->path(), QStringLiteral("six.xml"), index);
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->fileCount(), 7);
    session.setField({{3, 2}}, Field::Priority, QStringLiteral("0.9"));
    // A URL of the saved child made the same as one of the last child's.
    session.setField({{3, 4}}, Field::Loc, doc->value(6, 1, Field::Loc));
    QVERIFY(problemLines(*session.validator())
                .join(u'\n')
                .contains(QLatin1String("doctype-present 3:-1")));
    const Validator::Stats before = session.validator()->stats();
    QSignalSpy adopted(doc, &SitemapDocument::factsAdopted);
    WriteOptions options = session.writeOptions();
    options.baseUrl = QStringLiteral("https://www.example.com/");
    const SaveReport report = write(session, set, options);
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    session.adoptSave(report, set, options);
    QVERIFY(!session.isModified());
    QCOMPARE(adopted.count(), 1);
    const std::vector<int> files = adopted.at(0).at(0).value<std::vector<int>>();
    QVERIFY(std::find(files.begin(), files.end(), 3) != files.end());
    QVERIFY(files.size() <= 2);
    QCOMPARE(session.validator()->stats().fullPasses, before.fullPasses);
    QCOMPARE(session.validator()->stats().fileRejudges, before.fileRejudges + 1);
    const QStringList judged = problemLines(*session.validator());
    const QString all = judged.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QLatin1String("loc-duplicate 6:1")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("loc-duplicate 5:0")), qPrintable(all));
    QVERIFY2(!all.contains(QLatin1String("doctype-present")), qPrintable(all));
    const Validator fresh(doc);
    QCOMPARE(judged, problemLines(fresh));
    // The DOCTYPE left out, the standard form written.
    QVERIFY(!readAll(doc->file(3).path).contains("DOCTYPE"));

    // A save of most of the set judges its files' rules, not the whole set again.
    session.validator()->setBackgroundJudging(1);
    for (int file = 1; file <= 6; ++file)
        session.setField({{file, 0}}, Field::Priority, QStringLiteral("0.3"));
    QTRY_VERIFY(!session.validator()->isJudging());
    // Which rules each entry breaks (their lines move with the save's layout).
    const auto rules = [](RuleMask mask) {
        QStringList ids;
        for (int r = 0; r < RuleCount; ++r) {
            if (mask.has(RuleId(r)))
                ids << Rules::idString(RuleId(r));
        }
        return ids.join(u' ');
    };
    const auto verdicts = [doc, rules](const Validator &v) {
        QStringList out;
        for (int f = 0; f < doc->fileCount(); ++f) {
            out << rules(v.fileRuleMask(f));
            for (int e = 0; e < doc->entryCount(f); ++e)
                out << rules(v.entryRuleMask(f, e));
        }
        return out;
    };
    const QStringList beforeSave = verdicts(*session.validator());
    const quint64 passes = session.validator()->stats().fullPasses;
    const SaveReport most = write(session, set, options);
    QCOMPARE(int(most.status), int(SaveReport::Status::Written));
    session.adoptSave(most, set, options);
    QVERIFY(!session.validator()->isJudging());
    QCOMPARE(verdicts(*session.validator()), beforeSave);
    QCOMPARE(session.validator()->stats().fullPasses, passes);
    QCOMPARE(problemLines(*session.validator()), problemLines(Validator(doc)));
}

void TestSession::adoptedKindOrIndexJudgesTheSetAgain()
{
    // A feed in a set is written as a sitemap: its kind changes, which decides what
    // the set rules count and what the verdicts from before mean, so the whole set is
    // judged again at once.
    const QByteArray index =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        "<sitemap><loc>https://www.example.com/a.xml</loc></sitemap>\n"
        "<sitemap><loc>https://www.example.com/feed.xml</loc></sitemap>\n"
        "</sitemapindex>\n";
    const QByteArray feed = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<rss version=\"2.0\"><channel><title>News</title>\n"
                            "<item><link>https://www.example.com/news/1</link>"
                            "<pubDate>Tue, 07 May 2024 10:00:00 GMT</pubDate></item>\n"
                            "<item><link>https://www.example.com/a/0</link></item>\n"
                            "</channel></rss>\n";
    writeFile(m_dir->path(), QStringLiteral("a.xml"),
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
              "<url><loc>https://www.example.com/a/0</loc></url>\n</urlset>\n");
    writeFile(m_dir->path(), QStringLiteral("feed.xml"), feed);
    const QString set = writeFile(m_dir->path(), QStringLiteral("index.xml"), index);
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->fileCount(), 3);
    const int feedFile = doc->file(1).isFeed() ? 1 : 2;
    QVERIFY(doc->file(feedFile).isFeed());
    session.setField({{feedFile, 0}}, Field::Priority, QStringLiteral("0.4"));
    session.validator()->setBackgroundJudging(1);
    const QStringList beforeSave = problemLines(*session.validator());
    const quint64 passes = session.validator()->stats().fullPasses;
    WriteOptions options = session.writeOptions();
    options.baseUrl = QStringLiteral("https://www.example.com/");
    const SaveReport report = write(session, set, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QVERIFY(beforeSave.join(u'\n').contains(QLatin1String("feed-sitemap")));
    session.adoptSave(report, set, options);
    QCOMPARE(doc->file(feedFile).kind, FileKind::UrlSet);
    QVERIFY(!session.validator()->isJudging());
    QCOMPARE(session.validator()->stats().fullPasses, passes + 1);
    QCOMPARE(problemLines(*session.validator()), problemLines(Validator(doc)));
    QVERIFY(!problemLines(*session.validator()).join(u'\n').contains(QLatin1String("feed-")));

    // An index whose entries are a third of the set or more, written with its
    // children: judged whole again, on a thread in a set as large as
    // setBackgroundJudging() says, the verdicts from before kept meanwhile.
    session.setField({{1, 0}, {2, 0}}, Field::Priority, QStringLiteral("0.6"));
    session.setField({{0, 0}, {0, 1}}, Field::LastMod, QStringLiteral("2024-06-01"));
    // The problems, without their places (the save's layout moves lines).
    const auto unplaced = [](QStringList lines) {
        for (QString &line : lines) {
            QStringList parts = line.split(u' ');
            parts.removeAt(2);
            line = parts.join(u' ');
        }
        return lines;
    };
    const QStringList beforeSecond = unplaced(problemLines(*session.validator()));
    const SaveReport second = write(session, set, options);
    QVERIFY2(second.status == SaveReport::Status::Written, qPrintable(second.error));
    session.adoptSave(second, set, options);
    QVERIFY(session.validator()->isJudging());
    QCOMPARE(unplaced(problemLines(*session.validator())), beforeSecond);
    QTRY_VERIFY(!session.validator()->isJudging());
    QCOMPARE(session.validator()->stats().fullPasses, passes + 2);
    QCOMPARE(problemLines(*session.validator()), problemLines(Validator(doc)));
}

void TestSession::planIsReadOnAnotherThreadWhileHeld()
{
    // The save options dialog plans a large set on another thread while it shows:
    // the document is held (no edit lands), the plan is the one made here, and a plan
    // no longer wanted stops before its next file.
    const QString set = writeSetOfThree();
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, set).outcome), int(Outcome::Opened));
    session.setField({{1, 0}, {1, 1}}, Field::Priority, QStringLiteral("0.9"));
    WriteOptions options = session.writeOptions();
    options.baseUrl = QStringLiteral("https://www.example.com/");
    const SaveReport here = session.plan(set, options);
    QCOMPARE(int(here.status), int(SaveReport::Status::Planned));

    // URLs edited in numbers judged on a thread: the hold has every verdict judged
    // first, on this thread, so the plan on another reads them as they will stay.
    session.validator()->setBackgroundJudging(1);
    const QString url = session.document()->value(2, 1, Field::Loc);
    session.setField({{2, 1}}, Field::Loc, url + QStringLiteral("?v=2"));
    QVERIFY(session.validator()->isJudging());
    session.setField({{2, 1}}, Field::Loc, url);
    session.holdForPlan(true);
    QVERIFY(!session.validator()->isJudging());
    session.validator()->setBackgroundJudging(0);
    QSignalSpy refused(&session, &DocumentSession::editRefused);
    SaveReport there;
    SaveReport stopped;
    std::atomic<int> filesAsked{0};
    std::thread planner([&] {
        there = session.plan(set, options);
        WriteOptions stopping = options;
        stopping.stopPlan = [&filesAsked] { return ++filesAsked > 1; };
        stopped = session.plan(set, stopping);
    });
    // Meanwhile the window reads the document and its verdicts, and an edit is refused.
    qint64 read = 0;
    for (int round = 0; round < 50; ++round) {
        for (int f = 0; f < session.document()->fileCount(); ++f)
            read += session.document()->value(f, 0, Field::Loc).size();
        read += session.validator()->errorCount() + 1;
    }
    QCOMPARE(session.setField({{2, 0}}, Field::Priority, QStringLiteral("0.1")), 0);
    planner.join();
    QVERIFY(read > 0);
    QVERIFY(refused.count() > 0);
    session.holdForPlan(false);

    QCOMPARE(int(there.status), int(here.status));
    QCOMPARE(there.files.size(), here.files.size());
    for (size_t i = 0; i < here.files.size(); ++i) {
        QCOMPARE(there.files[i].path, here.files[i].path);
        QCOMPARE(there.files[i].unchanged, here.files[i].unchanged);
        QCOMPARE(there.files[i].entries, here.files[i].entries);
    }
    QCOMPARE(int(stopped.status), int(SaveReport::Status::Failed));
    QVERIFY(stopped.files.empty());
    QVERIFY(filesAsked >= 2);
    // Released: edits land again.
    QCOMPARE(session.setField({{2, 0}}, Field::Priority, QStringLiteral("0.1")), 1);
}

void TestSession::refusedSaveSaysWhatToLeaveOut()
{
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, m_path).outcome), int(Outcome::Opened));
    // A date no engine reads (a value the entry can do without) and a URL no engine
    // takes (the entry itself).
    session.setField({{0, 1}}, Field::LastMod, QStringLiteral("yesterday"));
    session.document()->submit(DocumentEdit::setValue(0, 2, Field::Loc,
                                                      QStringLiteral("https://www.example.com/c"),
                                                      QStringLiteral("ftp://www.example.com/c")));
    const QString target = m_dir->filePath(QStringLiteral("saved.xml"));
    WriteOptions options = session.writeOptions();
    const SaveReport refused = write(session, target, options);
    QCOMPARE(int(refused.status), int(SaveReport::Status::Refused));
    QVERIFY(!QFile::exists(target));

    SaveFlow::Blocking blocking = SaveFlow::sortBlocking(*session.document(), refused);
    QCOMPARE(blocking.badValues[size_t(Field::LastMod)], (std::set<std::pair<int, int>>{{0, 1}}));
    QCOMPARE(blocking.badEntries, (std::set<std::pair<int, int>>{{0, 2}}));
    QCOMPARE(blocking.leaveOut.size(), size_t(1));
    QCOMPARE(blocking.leaveOut.front().entry, 1);
    QCOMPARE(blocking.leaveOut.front().field, Field::LastMod);

    // The user's answer: leave the date out (an edit like any other), and the
    // entry whole.
    session.submit(QStringLiteral("Leave out"), std::move(blocking.leaveOut));
    QCOMPARE(session.document()->optionalValue(0, 1, Field::LastMod), std::nullopt);
    options.dropInvalid = true;
    const SaveReport report = write(session, target, options);
    QCOMPARE(int(report.status), int(SaveReport::Status::Written));
    DocumentSession reread(journalFolder());
    QCOMPARE(int(load(reread, target).outcome), int(Outcome::Opened));
    QCOMPARE(reread.document()->entryCount(0), 2);
    QCOMPARE(reread.document()->value(0, 1, Field::Loc),
             QStringLiteral("https://www.example.com/b"));
    QCOMPARE(reread.document()->optionalValue(0, 1, Field::LastMod), std::nullopt);
    QCOMPARE(reread.document()->value(0, 1, Field::Priority), QStringLiteral("0.5"));
}

// A file saved as a copy of its own bytes is taken in from the bytes written, not
// read back: the document then holds what a fresh read of the file gives, the
// position of every element (after values of another length on the same line and
// lines of their own), the file's size, time and fingerprint, and the values as
// the save wrote them (a URL with a space percent-encoded).
void TestSession::savedCopyIsTakenInAsReadFromDisk()
{
    const QByteArray bytes =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
        "<!-- kept by hand -->\r\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\r\n"
        "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\r\n"
        "<url><loc>https://www.example.com/a</loc><lastmod>2024-05-01</lastmod>"
        "<priority>0.5</priority></url>\r\n"
        "\t<url>\r\n\t\t<loc>https://www.example.com/b</loc>\r\n"
        "\t\t<image:image><image:loc>https://www.example.com/b.png</image:loc></image:image>\r\n"
        "\t\t<changefreq>daily</changefreq>\r\n\t</url>\r\n"
        "<url><loc>https://www.example.com/c</loc></url><url><loc>https://www.example.com/d</loc>"
        "<priority>0.1</priority></url>\r\n"
        "</urlset>\r\n";
    const QString path = writeFile(m_dir->path(), QStringLiteral("kept.xml"), bytes);
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, path).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->entryCount(0), 4);
    session.setField({{0, 0}}, Field::Loc, QStringLiteral("https://www.example.com/a-longer-path"));
    session.setField({{0, 1}}, Field::Loc, QStringLiteral("https://www.example.com/b b"));
    session.setField({{0, 2}}, Field::Loc, QStringLiteral("https://www.example.com/"));
    session.setField({{0, 3}}, Field::Priority, QStringLiteral("0.25"));
    // The changefreq after the image: tag-order, which the save repairs.
    QVERIFY(
        problemLines(*session.validator()).join(u'\n').contains(QLatin1String("tag-order 0:1")));
    const WriteOptions options = session.writeOptions();
    const int takenBefore = WrittenFacts::takenFromCopies();
    const SaveReport report = write(session, path, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QVERIFY(!report.files.empty() && !report.files.back().standardForm);
    // Taken in from what the copy recorded as it wrote the file, not from its bytes.
    QCOMPARE(WrittenFacts::takenFromCopies(), takenBefore + 1);
    const DocumentSession::Saved saved = session.adoptSave(report, path, options);
    QVERIFY(!problemLines(*session.validator()).join(u'\n').contains(QLatin1String("tag-order")));
    QVERIFY(saved.oneForOne);
    QVERIFY(saved.changedBySave); // the space became %20
    QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://www.example.com/b%20b"));

    // What the document took in of the written file, against a fresh read of it.
    const auto takenInAsRead = [&] {
        SitemapDocument fresh;
        SitemapReader::readFile(fresh, path);
        const SitemapFile &held = doc->file(0);
        const SitemapFile &read = fresh.file(0);
        QCOMPARE(held.path, read.path);
        QCOMPARE(held.source.size, read.source.size);
        QCOMPARE(held.source.modifiedMs, read.source.modifiedMs);
        QCOMPARE(held.source.bodyOffset, read.source.bodyOffset);
        QCOMPARE(held.uncompressedSize, read.uncompressedSize);
        QCOMPARE(held.edits, quint64(0));
        QCOMPARE(doc->entryCount(0), fresh.entryCount(0));
        for (int e = 0; e < fresh.entryCount(0); ++e) {
            const Entry &mine = doc->entry(0, e);
            const Entry &theirs = fresh.entry(0, e);
            QCOMPARE(mine.line, theirs.line);
            QCOMPARE(mine.column, theirs.column);
            QCOMPARE(mine.spotMask, theirs.spotMask);
            // Edited: the save's own change of the space in a URL is an edit.
            QCOMPARE(mine.flags & ~Entry::Edited, int(theirs.flags));
            QCOMPARE(mine.repeated, theirs.repeated);
            QCOMPARE(held.sourceOffset(mine), read.sourceOffset(theirs));
            for (int n = 0; n < FixedSpotCount; ++n) {
                const TextPosition a = held.spot(mine, Spot(n));
                const TextPosition b = read.spot(theirs, Spot(n));
                QCOMPARE(a.line, b.line);
                QCOMPARE(a.column, b.column);
            }
            for (quint32 x = 0; x < theirs.extensionCount; ++x) {
                QCOMPARE(held.spot(mine, Spot::Extension, int(x)).column,
                         read.spot(theirs, Spot::Extension, int(x)).column);
                QCOMPARE(held.spot(mine, Spot::Extension, int(x)).line,
                         read.spot(theirs, Spot::Extension, int(x)).line);
            }
            for (int k = 0; k < FieldCount; ++k)
                QCOMPARE(doc->optionalValue(0, e, Field(k)), fresh.optionalValue(0, e, Field(k)));
        }
    };
    takenInAsRead();
    if (QTest::currentTestFailed())
        return;
    // Nothing but the edited values changed in the file, and the changefreq after
    // the image moved before it (tag-order).
    QByteArray expected = bytes;
    expected.replace("example.com/a<", "example.com/a-longer-path<")
        .replace("example.com/b<", "example.com/b%20b<")
        .replace("\t\t<changefreq>daily</changefreq>\r\n", "")
        .replace("\t\t<image:image>", "\t\t<changefreq>daily</changefreq>\r\n\t\t<image:image>")
        .replace("example.com/c<", "example.com/<")
        .replace("<priority>0.1<", "<priority>0.25<");
    QCOMPARE(readAll(path), expected);

    // An entry left out by the next save and another edited: the file holds one
    // entry less, and the document takes in the positions once the save's removal
    // of that entry is applied.
    session.setField({{0, 3}}, Field::Priority, QStringLiteral("0.35"));
    WriteOptions leaveOut = session.writeOptions();
    leaveOut.exclude(0, 1);
    const int takenBeforeSecond = WrittenFacts::takenFromCopies();
    const SaveReport second = write(session, path, leaveOut);
    QVERIFY2(second.status == SaveReport::Status::Written, qPrintable(second.error));
    QCOMPARE(WrittenFacts::takenFromCopies(), takenBeforeSecond + 1);
    session.adoptSave(second, path, leaveOut);
    QCOMPARE(doc->entryCount(0), 3);
    QVERIFY(!readAll(path).contains("example.com/b%20b"));
    takenInAsRead();
}

void TestSession::entryPutBackAfterASaveTakesTheFileLayout()
{
    // An entry deleted, the file saved, the delete undone and the file saved again:
    // the entry's own bytes are no longer in the file, so it is written anew in the
    // file's layout, each of its extension elements on a line of its own as the
    // file's other children are, with the file's line ends. In a file of one layout,
    // that is the file as it was.
    QTemporaryDir dir;
    const QByteArray entry =
        "\t<url>\r\n\t\t<loc>https://example.com/two</loc>\r\n"
        "\t\t<image:image>\r\n\t\t\t<image:loc>https://example.com/1.png</image:loc>\r\n"
        "\t\t</image:image>\r\n"
        "\t\t<image:image>\r\n\t\t\t<image:loc>https://example.com/2.png</image:loc>\r\n"
        "\t\t</image:image>\r\n\t</url>\r\n";
    const QByteArray original =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
        "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
        "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\r\n"
        "\t<url>\r\n\t\t<loc>https://example.com/one</loc>\r\n"
        "\t\t<image:image>\r\n\t\t\t<image:loc>https://example.com/0.png</image:loc>\r\n"
        "\t\t</image:image>\r\n\t</url>\r\n" +
        entry +
        "\t<url>\r\n\t\t<loc>https://example.com/three</loc>\r\n\t</url>\r\n"
        "</urlset>\r\n";
    const QString path = m_dir->filePath(QStringLiteral("put-back.xml"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(original);
    out.close();
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, path).outcome), int(Outcome::Opened));
    const auto save = [&] {
        const WriteOptions options = session.writeOptions();
        const SaveReport report = write(session, path, options);
        QCOMPARE(int(report.status), int(SaveReport::Status::Written));
        session.adoptSave(report, path, options);
    };
    QCOMPARE(session.removeEntries({{0, 1}}), 1);
    save();
    QByteArray without = original;
    without.remove(original.indexOf(entry), entry.size());
    QCOMPARE(readAll(path), without);
    session.undoStack()->undo();
    QCOMPARE(session.document()->entryCount(0), 3);
    save();
    QCOMPARE(readAll(path), original);
}

void TestSession::deleteAcrossFilesRemovesTheRowsChosen()
{
    // Rows chosen in two files whose numbers follow each other (a's second, b's
    // third) are two separate removals, not one block in either file.
    writeFile(m_dir->path(), QStringLiteral("a.xml"), threeUrls("a"));
    writeFile(m_dir->path(), QStringLiteral("b.xml"), threeUrls("b"));
    const QString index =
        writeFile(m_dir->path(), QStringLiteral("index.xml"),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<sitemap><loc>https://www.example.com/a.xml</loc></sitemap>\n"
                  "<sitemap><loc>https://www.example.com/b.xml</loc></sitemap>\n"
                  "</sitemapindex>\n");
    DocumentSession session(journalFolder());
    QCOMPARE(int(load(session, index).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->fileCount(), 3);
    const int a = doc->file(0).childFile.at(0);
    const int b = doc->file(0).childFile.at(1);
    QCOMPARE(locsOf(*doc, a), names("a0 a1 a2"));
    QCOMPARE(locsOf(*doc, b), names("b0 b1 b2"));

    QVERIFY(a < b);
    QCOMPARE(session.removeEntries({{a, 1}, {b, 2}}), 2);
    QCOMPARE(locsOf(*doc, a), names("a0 a2"));
    QCOMPARE(locsOf(*doc, b), names("b0 b1"));
    QCOMPARE(session.undoStack()->count(), 1);

    session.undoStack()->undo();
    QCOMPARE(locsOf(*doc, a), names("a0 a1 a2"));
    QCOMPARE(locsOf(*doc, b), names("b0 b1 b2"));
}

// The first pass of the rules runs on the loading thread (Validator::prepare); the
// session's validator takes its verdicts with the content. They must be the ones
// a pass on the document itself gives, judged against the URL remembered for the
// file, and the validator must go on from them edit by edit.
void TestSession::firstVerdictsAreJudgedWhileReading()
{
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
                            "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    // Across the two files: a duplicate, an hreflang link without its return, a
    // page on another host, a date that is none, and the same priority everywhere.
    QVERIFY(!writeFile(m_dir->path(), QStringLiteral("a.xml"),
                       head + "<url><loc>https://www.kunde-shop.de/shop/1</loc>"
                              "<xhtml:link rel=\"alternate\" hreflang=\"de\" "
                              "href=\"https://www.kunde-shop.de/shop/de/1\"/>"
                              "<priority>0.5</priority></url>\n"
                              "<url><loc>https://www.kunde-shop.de/shop/2</loc>"
                              "<lastmod>2024-13-01</lastmod><priority>0.5</priority></url>\n"
                              "</urlset>\n")
                 .isEmpty());
    QVERIFY(!writeFile(m_dir->path(), QStringLiteral("b.xml"),
                       head + "<url><loc>https://www.kunde-shop.de/shop/2</loc>"
                              "<priority>0.5</priority></url>\n"
                              "<url><loc>https://anderer-host.de/3</loc>"
                              "<priority>0.5</priority></url>\n"
                              "<url><loc>https://www.kunde-shop.de/shop/de/1</loc>"
                              "<priority>0.5</priority></url>\n"
                              "</urlset>\n")
                 .isEmpty());
    const QString index =
        writeFile(m_dir->path(), QStringLiteral("index.xml"),
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                  "<sitemap><loc>https://www.kunde-shop.de/shop/a.xml</loc></sitemap>\n"
                  "<sitemap><loc>https://www.kunde-shop.de/shop/b.xml</loc></sitemap>\n"
                  "</sitemapindex>\n");
    {
        DocumentSession first(journalFolder());
        QCOMPARE(int(load(first, index).outcome), int(Outcome::Opened));
        QVERIFY(first.setSitemapUrl(QStringLiteral("https://www.kunde-shop.de/shop/")));
    }

    DocumentSession session(journalFolder());
    const Validator::Stats before = session.validator()->stats();
    QCOMPARE(int(load(session, index).outcome), int(Outcome::Opened));
    SitemapDocument *doc = session.document();
    QCOMPARE(doc->fileCount(), 3);
    QCOMPARE(doc->file(1).ownUrl, QStringLiteral("https://www.kunde-shop.de/shop/a.xml"));
    // Judged ahead and taken: no pass of its own on this thread.
    const Validator::Stats &stats = session.validator()->stats();
    QCOMPARE(stats.adoptedPasses, before.adoptedPasses + 1);
    QCOMPARE(stats.fullPasses, before.fullPasses + 1);

    const QStringList taken = problemLines(*session.validator());
    const Validator fresh(doc);
    QCOMPARE(taken, problemLines(fresh));
    for (const char *rule :
         {"loc-duplicate", "hreflang-no-return", "lastmod-invalid-date", "priority-uniform"}) {
        QVERIFY2(taken.join(QLatin1Char('\n')).contains(QLatin1String(rule)), rule);
    }

    // Edits go on from the verdicts taken: the duplicate made unique, the other
    // host brought home, the return link's page removed.
    doc->submit(DocumentEdit::setValue(2, 0, Field::Loc,
                                       QStringLiteral("https://www.kunde-shop.de/shop/2"),
                                       QStringLiteral("https://www.kunde-shop.de/shop/4")));
    doc->submit(DocumentEdit::setValue(2, 1, Field::Loc,
                                       QStringLiteral("https://anderer-host.de/3"),
                                       QStringLiteral("https://www.kunde-shop.de/shop/3")));
    const QStringList edited = problemLines(*session.validator());
    QCOMPARE(edited, problemLines(fresh));
    QVERIFY(!edited.join(QLatin1Char('\n')).contains(QLatin1String("loc-duplicate")));
    QCOMPARE(session.validator()->stats().fullPasses, before.fullPasses + 1);
    session.undoStack()->undo();
    session.undoStack()->undo();
    QCOMPARE(problemLines(*session.validator()), taken);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
