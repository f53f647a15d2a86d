// SPDX-License-Identifier: GPL-3.0-or-later
// The save conversation without a window: SaveFlow asks a questions object with
// canned answers (options, base URL, incomplete file, entries with errors, kept
// files), runs the writer as a job the event loop goes on around, and ends with
// one outcome. Each answer's branch is taken, and what it leaves on disk and in
// the undo history is checked.

#include "documentsession.h"
#include "editjournal.h"
#include "saveflow.h"
#include "savequestions.h"
#include "sitemapdocument.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <optional>

using namespace TestSupport;

namespace {

QByteArray urlset(int count, const QByteArray &extra = {})
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        out += "<url><loc>https://www.example.com/p" + QByteArray::number(i) +
               "</loc><priority>0.5</priority></url>\n";
    return out + extra + "</urlset>\n";
}

// Answers as the test sets them up, and records what was asked.
class CannedQuestions : public SaveQuestions
{
public:
    // nullopt: the question is answered with Cancel.
    std::optional<WriteOptions> options;
    std::optional<QString> baseUrl;
    bool replace = false;
    SaveErrorsAnswer errors;
    QStringList asked;
    SaveErrorsQuestion lastErrors;
    SaveReport planned;

    bool chooseOptions(const SaveOptionsQuestion &question, WriteOptions *chosen) override
    {
        asked << QStringLiteral("options");
        if (!options)
            return false;
        // The preview the save dialog shows comes from the flow, not from the dialog.
        planned = question.plan(*options);
        *chosen = *options;
        return true;
    }
    bool chooseBaseUrl(const SaveOptionsQuestion &, WriteOptions *chosen) override
    {
        asked << QStringLiteral("baseUrl");
        if (!baseUrl)
            return false;
        chosen->baseUrl = *baseUrl;
        return true;
    }
    bool replaceIncomplete(const QStringList &) override
    {
        asked << QStringLiteral("incomplete");
        return replace;
    }
    SaveErrorsAnswer fixErrors(const SaveErrorsQuestion &question) override
    {
        asked << QStringLiteral("errors");
        lastErrors = question;
        return errors;
    }
    void keptFiles(const SaveReport &) override { asked << QStringLiteral("kept"); }
};

} // namespace

class TestSaveFlow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void optionsCancelledWritesNothing();
    void optionsGivenWritesAsAJob();
    void baseUrlAskedForASplit();
    void baseUrlRefusedCancels();
    void incompleteFileReplacedOnlyWhenAllowed();
    void errorsLeaveOutValuesAndEntries();
    void errorsFixThemOrCancel();
    void nothingLeftIsNotSaved();
    void failureIsTold();
    void keptFilesAreTold();
    void busySessionRefusesASecondSave();
    void splitSaveKeepsTheUndoHistory();
    void undoneSplitIsJournalled();
    void entryLeftOutAndPutBackIsWrittenFromItsValues();

private:
    // Runs flow.start and waits (bounded) for its end; the outcome.
    SaveFlow::Result run(SaveFlow &flow, const QString &target, bool askOptions);
    bool open(DocumentSession &session, const QString &path);

    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSaveFlow::initTestCase()
{
    isolateUserState(m_settings.path());
}

void TestSaveFlow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

bool TestSaveFlow::open(DocumentSession &session, const QString &path)
{
    QSignalSpy finished(&session, &DocumentSession::loadFinished);
    return session.startLoad(path) && finished.wait(10000);
}

SaveFlow::Result TestSaveFlow::run(SaveFlow &flow, const QString &target, bool askOptions)
{
    QSignalSpy finished(&flow, &SaveFlow::finished);
    const bool started = flow.start(target, askOptions);
    if (started) {
        // A job: the writer has not reported yet, the event loop goes on.
        [&] { QVERIFY(flow.isRunning()); }();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!flow.isRunning(), 30000); }();
    }
    [&] { QCOMPARE(finished.count(), 1); }();
    return flow.result();
}

void TestSaveFlow::optionsCancelledWritesNothing()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
    CannedQuestions questions;
    SaveFlow flow(&session, &questions);
    const QString target = m_dir->filePath(QStringLiteral("out.xml"));
    QSignalSpy finished(&flow, &SaveFlow::finished);
    QVERIFY(!flow.start(target, true));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(int(flow.result().outcome), int(SaveFlow::Result::Outcome::Cancelled));
    QCOMPARE(questions.asked, QStringList{QStringLiteral("options")});
    QVERIFY(!QFile::exists(target));
    QVERIFY(!flow.isRunning());
}

void TestSaveFlow::optionsGivenWritesAsAJob()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
    session.setField({{0, 1}}, Field::Priority, QStringLiteral("0.9"));
    CannedQuestions questions;
    WriteOptions options = session.writeOptions();
    options.gzip = true;
    questions.options = options;
    SaveFlow flow(&session, &questions);
    QSignalSpy readOnly(&session, &DocumentSession::readOnlyChanged);
    const QString target = m_dir->filePath(QStringLiteral("out.xml"));
    const SaveFlow::Result result = run(flow, target, true);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Saved));
    QCOMPARE(questions.asked, QStringList{QStringLiteral("options")});
    QCOMPARE(int(questions.planned.status), int(SaveReport::Status::Planned));
    QCOMPARE(readOnly.count(), 2);
    // Written in the gzip form chosen, and the document is that file now, clean,
    // with its edit still to undo.
    const QString written = m_dir->filePath(QStringLiteral("out.xml.gz"));
    QCOMPARE(result.saved.path, written);
    QVERIFY(content(written).contains("<priority>0.9</priority>"));
    QCOMPARE(session.path(), written);
    QVERIFY(session.document()->file(0).gzip);
    QVERIFY(!session.isModified());
    QCOMPARE(session.undoStack()->count(), 1);
    session.undoStack()->undo();
    QCOMPARE(session.document()->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    // Asked no more: the options were confirmed.
    QVERIFY(session.optionsConfirmed());
}

void TestSaveFlow::baseUrlAskedForASplit()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
    CannedQuestions questions;
    WriteOptions options;
    options.maxUrls = 2;
    questions.options = options;
    questions.baseUrl = QStringLiteral("https://www.example.com/");
    SaveFlow flow(&session, &questions);
    const QString target = m_dir->filePath(QStringLiteral("set/sitemap.xml"));
    QVERIFY(QDir().mkpath(QFileInfo(target).path()));
    const SaveFlow::Result result = run(flow, target, true);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Saved));
    QCOMPARE(questions.asked, (QStringList{QStringLiteral("options"), QStringLiteral("baseUrl")}));
    QCOMPARE(result.options.baseUrl, QStringLiteral("https://www.example.com/"));
    QCOMPARE(QDir(QFileInfo(target).path()).entryList(QDir::Files),
             (QStringList{QStringLiteral("sitemap-1.xml"), QStringLiteral("sitemap-2.xml"),
                          QStringLiteral("sitemap.xml")}));
    QVERIFY(readAll(target).contains("<loc>https://www.example.com/sitemap-2.xml</loc>"));
}

void TestSaveFlow::baseUrlRefusedCancels()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
    CannedQuestions questions;
    WriteOptions options;
    options.maxUrls = 2;
    questions.options = options;
    SaveFlow flow(&session, &questions);
    const QString target = m_dir->filePath(QStringLiteral("set/sitemap.xml"));
    QVERIFY(QDir().mkpath(QFileInfo(target).path()));
    const SaveFlow::Result result = run(flow, target, true);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Cancelled));
    QCOMPARE(questions.asked, (QStringList{QStringLiteral("options"), QStringLiteral("baseUrl")}));
    QVERIFY(QDir(QFileInfo(target).path()).entryList(QDir::Files).isEmpty());
    QVERIFY(!session.isSaving());
}

void TestSaveFlow::incompleteFileReplacedOnlyWhenAllowed()
{
    // The file ends in the middle of an entry: what was read may replace it only
    // when the user says so.
    QByteArray cut = urlset(4);
    cut.chop(40);
    const QString path = writeFile(m_dir->path(), QStringLiteral("cut.xml"), cut);
    for (const bool replace : {false, true}) {
        DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
        QVERIFY(open(session, path));
        CannedQuestions questions;
        questions.replace = replace;
        SaveFlow flow(&session, &questions);
        const SaveFlow::Result result = run(flow, path, false);
        QCOMPARE(questions.asked, QStringList{QStringLiteral("incomplete")});
        QCOMPARE(int(result.outcome), int(replace ? SaveFlow::Result::Outcome::Saved
                                                  : SaveFlow::Result::Outcome::Cancelled));
        QCOMPARE(readAll(path) == cut, !replace);
    }
}

void TestSaveFlow::errorsLeaveOutValuesAndEntries()
{
    // A date no engine reads (a value the entry can do without) and a URL no engine
    // takes (the entry itself).
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
    session.setField({{0, 1}}, Field::LastMod, QStringLiteral("yesterday"));
    session.setField({{0, 2}}, Field::Loc, QStringLiteral("ftp://www.example.com/c"));
    const int steps = session.undoStack()->count();
    CannedQuestions questions;
    questions.errors.outcome = SaveErrorsAnswer::Outcome::Save;
    questions.errors.choices.fill(SaveErrorsAnswer::Choice::LeaveOutValue);
    SaveFlow flow(&session, &questions);
    const QString target = m_dir->filePath(QStringLiteral("out.xml"));
    const SaveFlow::Result result = run(flow, target, false);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Saved));
    QCOMPARE(questions.asked, QStringList{QStringLiteral("errors")});
    QCOMPARE(questions.lastErrors.badValues[int(Field::LastMod)], 1);
    QCOMPARE(questions.lastErrors.badEntries, 1);
    QCOMPARE(questions.lastErrors.entries, qint64(2));
    QVERIFY(result.report.dropped);
    const QByteArray written = readAll(target);
    QVERIFY(!written.contains("yesterday"));
    QVERIFY(!written.contains("ftp://"));
    QVERIFY(written.contains("https://www.example.com/p1"));
    // The value left out is an undo step of its own, and the entry left out of the
    // file leaves the table in the save's own step: both undone in turn.
    QCOMPARE(session.undoStack()->count(), steps + 2);
    QCOMPARE(session.document()->optionalValue(0, 1, Field::LastMod), std::nullopt);
    QCOMPARE(session.document()->entryCount(0), 2);
    session.undoStack()->undo();
    QCOMPARE(session.document()->entryCount(0), 3);
    QCOMPARE(session.document()->value(0, 2, Field::Loc),
             QStringLiteral("ftp://www.example.com/c"));
    session.undoStack()->undo();
    QCOMPARE(session.document()->value(0, 1, Field::LastMod), QStringLiteral("yesterday"));

    // Entries whose values stay are left out whole instead.
    DocumentSession again(m_dir->filePath(QStringLiteral("journal2")));
    QVERIFY(open(again, m_dir->filePath(QStringLiteral("in.xml"))));
    again.setField({{0, 1}}, Field::LastMod, QStringLiteral("yesterday"));
    CannedQuestions entries;
    entries.errors.outcome = SaveErrorsAnswer::Outcome::Save;
    entries.errors.choices.fill(SaveErrorsAnswer::Choice::LeaveOutEntry);
    SaveFlow whole(&again, &entries);
    const QString target2 = m_dir->filePath(QStringLiteral("out2.xml"));
    QCOMPARE(int(run(whole, target2, false).outcome), int(SaveFlow::Result::Outcome::Saved));
    QVERIFY(!readAll(target2).contains("https://www.example.com/p1<"));
    // No value was left out: the save's own step takes the entry out of the table,
    // and undoing it gives the entry back with its value.
    QCOMPARE(again.document()->entryCount(0), 2);
    QCOMPARE(again.undoStack()->count(), 2);
    again.undoStack()->undo();
    QCOMPARE(again.document()->value(0, 1, Field::LastMod), QStringLiteral("yesterday"));
}

void TestSaveFlow::errorsFixThemOrCancel()
{
    for (const auto outcome :
         {SaveErrorsAnswer::Outcome::FixThem, SaveErrorsAnswer::Outcome::Cancel}) {
        DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
        QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(3))));
        session.setField({{0, 2}}, Field::Priority, QStringLiteral("7"));
        CannedQuestions questions;
        questions.errors.outcome = outcome;
        SaveFlow flow(&session, &questions);
        const QString target = m_dir->filePath(QStringLiteral("out.xml"));
        const SaveFlow::Result result = run(flow, target, false);
        QCOMPARE(int(result.outcome), int(outcome == SaveErrorsAnswer::Outcome::FixThem
                                              ? SaveFlow::Result::Outcome::FixThem
                                              : SaveFlow::Result::Outcome::Cancelled));
        QVERIFY(!QFile::exists(target));
        QVERIFY(!result.report.blocking.empty());
        QCOMPARE(result.report.blocking.front().entry, 2);
        QVERIFY(session.isModified());
    }
}

void TestSaveFlow::nothingLeftIsNotSaved()
{
    // The only entry can only be left out whole: nothing is left to write.
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(1))));
    session.setField({{0, 0}}, Field::Loc, QStringLiteral("ftp://www.example.com/"));
    CannedQuestions questions;
    questions.errors.outcome = SaveErrorsAnswer::Outcome::Save;
    SaveFlow flow(&session, &questions);
    const QString target = m_dir->filePath(QStringLiteral("out.xml"));
    const SaveFlow::Result result = run(flow, target, false);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::NotSaved));
    QVERIFY2(result.report.error.contains(QLatin1String("no entries")),
             qPrintable(result.report.error));
    QVERIFY(!QFile::exists(target));
}

void TestSaveFlow::failureIsTold()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(2))));
    // A folder below a regular file cannot exist for anyone.
    const QString blocker = writeFile(m_dir->path(), QStringLiteral("file"), "x");
    CannedQuestions questions;
    SaveFlow flow(&session, &questions);
    const SaveFlow::Result result = run(flow, blocker + QStringLiteral("/out.xml"), false);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Failed));
    QVERIFY(!result.report.error.isEmpty());
    QVERIFY(questions.asked.isEmpty());
}

void TestSaveFlow::keptFilesAreTold()
{
    // A killed save's backup of an older version: it may be the only copy.
    const QString path = writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(2));
    const QString backup =
        writeFile(m_dir->path(), QStringLiteral(".in.xml.bak-%1-0-0badc0de").arg(deadProcessId()),
                  "an older version");
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, path));
    session.setField({{0, 0}}, Field::Priority, QStringLiteral("0.1"));
    CannedQuestions questions;
    SaveFlow flow(&session, &questions);
    const SaveFlow::Result result = run(flow, path, false);
    QCOMPARE(int(result.outcome), int(SaveFlow::Result::Outcome::Saved));
    QCOMPARE(questions.asked, QStringList{QStringLiteral("kept")});
    QCOMPARE(result.report.staleKept, QStringList{backup});
    QVERIFY(QFile::exists(backup));
}

void TestSaveFlow::busySessionRefusesASecondSave()
{
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, writeFile(m_dir->path(), QStringLiteral("in.xml"), urlset(2))));
    CannedQuestions questions;
    SaveFlow first(&session, &questions);
    SaveFlow second(&session, &questions);
    QSignalSpy done(&first, &SaveFlow::finished);
    QVERIFY(first.start(m_dir->filePath(QStringLiteral("a.xml")), false));
    QVERIFY(!first.start(m_dir->filePath(QStringLiteral("b.xml")), false));
    QVERIFY(!second.start(m_dir->filePath(QStringLiteral("c.xml")), false));
    QCOMPARE(int(second.result().outcome), int(SaveFlow::Result::Outcome::Failed));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
    QCOMPARE(int(first.result().outcome), int(SaveFlow::Result::Outcome::Saved));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("b.xml"))));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("c.xml"))));
}

QTEST_GUILESS_MAIN(TestSaveFlow)
#include "tst_saveflow.moc"

namespace {

QStringList filesIn(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files, QDir::Name);
}

} // namespace

void TestSaveFlow::splitSaveKeepsTheUndoHistory()
{
    // A save that splits one file into an index and its parts: the window goes on
    // with the files written, and Undo still reaches every edit made before.
    const QString folder = m_dir->filePath(QStringLiteral("site"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = writeFile(folder, QStringLiteral("in.xml"), urlset(5));
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, path));
    session.setField({{0, 1}}, Field::Priority, QStringLiteral("0.9"));
    CannedQuestions questions;
    WriteOptions options;
    options.maxUrls = 2;
    questions.options = options;
    questions.baseUrl = QStringLiteral("https://www.example.com/");
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, path, true).outcome), int(SaveFlow::Result::Outcome::Saved));
    }
    QCOMPARE(filesIn(folder), (QStringList{QStringLiteral("in-1.xml"), QStringLiteral("in-2.xml"),
                                           QStringLiteral("in-3.xml"), QStringLiteral("in.xml")}));
    SitemapDocument *doc = session.document();
    QUndoStack *undo = session.undoStack();
    // The document is the set on disk: the index and its three parts, unmodified.
    QCOMPARE(doc->fileCount(), 4);
    QVERIFY(doc->file(0).isIndex());
    QCOMPARE(doc->entryCount(0), 3);
    QCOMPARE(QFileInfo(doc->file(2).path).fileName(), QStringLiteral("in-2.xml"));
    QCOMPARE(doc->value(1, 1, Field::Priority), QStringLiteral("0.9"));
    QCOMPARE(doc->value(2, 0, Field::Loc), QStringLiteral("https://www.example.com/p2"));
    QVERIFY(undo->isClean());
    QCOMPARE(undo->count(), 2);

    // Undo gives back the one file as it was before the save, then the edit.
    undo->undo();
    QCOMPARE(doc->fileCount(), 1);
    QCOMPARE(doc->entryCount(0), 5);
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.9"));
    QVERIFY(!undo->isClean());
    undo->undo();
    QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.5"));
    undo->redo();
    undo->redo();
    QCOMPARE(doc->fileCount(), 4);
    QVERIFY(undo->isClean());

    // An edit in one part changes that part alone.
    const QByteArray part1 = readAll(folder + QStringLiteral("/in-1.xml"));
    const QByteArray part3 = readAll(folder + QStringLiteral("/in-3.xml"));
    session.setField({{2, 0}}, Field::Priority, QStringLiteral("0.1"));
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, session.path(), false).outcome),
                 int(SaveFlow::Result::Outcome::Saved));
    }
    QCOMPARE(readAll(folder + QStringLiteral("/in-1.xml")), part1);
    QCOMPARE(readAll(folder + QStringLiteral("/in-3.xml")), part3);
    QVERIFY(readAll(folder + QStringLiteral("/in-2.xml")).contains("<priority>0.1</priority>"));
    QCOMPARE(doc->fileCount(), 4);

    // Back to before the split, and saved unsplit: one file again, its parts gone.
    undo->undo();
    undo->undo();
    QCOMPARE(doc->fileCount(), 1);
    WriteOptions whole;
    whole.baseUrl = QStringLiteral("https://www.example.com/");
    questions.options = whole;
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, session.path(), true).outcome),
                 int(SaveFlow::Result::Outcome::Saved));
    }
    QCOMPARE(filesIn(folder), QStringList{QStringLiteral("in.xml")});
    SitemapDocument reread;
    const int file =
        readDocument(reread, readAll(folder + QStringLiteral("/in.xml")), QStringLiteral("in.xml"));
    QCOMPARE(reread.entryCount(file), 5);
    QVERIFY(!reread.file(file).isIndex());
    QCOMPARE(reread.value(file, 1, Field::Priority), QStringLiteral("0.9"));
    QCOMPARE(reread.value(file, 2, Field::Priority), QStringLiteral("0.5"));
}

void TestSaveFlow::undoneSplitIsJournalled()
{
    // The split undone and an edit made: a crash then costs nothing, the journal
    // gives back the one file with the edit on the set on disk.
    const QString folder = m_dir->filePath(QStringLiteral("site"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = writeFile(folder, QStringLiteral("in.xml"), urlset(5));
    const QString journal = m_dir->filePath(QStringLiteral("journal"));
    {
        DocumentSession session(journal);
        QVERIFY(open(session, path));
        CannedQuestions questions;
        WriteOptions options;
        options.maxUrls = 2;
        options.baseUrl = QStringLiteral("https://www.example.com/");
        questions.options = options;
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, path, true).outcome), int(SaveFlow::Result::Outcome::Saved));
        QCOMPARE(session.document()->fileCount(), 4);
        session.undoStack()->undo();
        session.setField({{0, 4}}, Field::Priority, QStringLiteral("0.3"));
        QVERIFY(session.journal()->flush());
    }
    DocumentSession again(journal);
    again.setRecoverOnLoad(path);
    QVERIFY(open(again, path));
    SitemapDocument *doc = again.document();
    QCOMPARE(doc->fileCount(), 1);
    QCOMPARE(doc->entryCount(0), 5);
    QCOMPARE(doc->value(0, 4, Field::Priority), QStringLiteral("0.3"));
    QCOMPARE(doc->value(0, 3, Field::Loc), QStringLiteral("https://www.example.com/p3"));
    QVERIFY(!again.undoStack()->isClean());
}

void TestSaveFlow::entryLeftOutAndPutBackIsWrittenFromItsValues()
{
    // A save in place leaves out an entry the file holds with an error; Undo puts
    // it back, untouched. Its bytes are no longer in the file, and the ones now at
    // its old place belong to the entry after it.
    QByteArray bytes = urlset(4);
    bytes.replace("p1</loc><priority>0.5<", "p1</loc><priority>7<");
    const QString path = writeFile(m_dir->path(), QStringLiteral("in.xml"), bytes);
    DocumentSession session(m_dir->filePath(QStringLiteral("journal")));
    QVERIFY(open(session, path));
    session.setField({{0, 3}}, Field::Priority, QStringLiteral("0.8"));
    CannedQuestions questions;
    questions.errors.outcome = SaveErrorsAnswer::Outcome::Save;
    questions.errors.choices.fill(SaveErrorsAnswer::Choice::LeaveOutEntry);
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, path, false).outcome), int(SaveFlow::Result::Outcome::Saved));
    }
    QVERIFY(!readAll(path).contains("<priority>7<"));
    QCOMPARE(session.document()->entryCount(0), 3);
    session.undoStack()->undo(); // the entry is back as the file held it
    QCOMPARE(session.document()->entryCount(0), 4);

    // Kept as written it cannot be: it has no bytes in the file. Asked once more
    // without that choice, the answer leaves it out; the question is not repeated.
    session.setField({{0, 2}}, Field::Priority, QStringLiteral("0.1"));
    questions.errors.choices.fill(SaveErrorsAnswer::Choice::KeepAsWritten);
    questions.asked.clear();
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, path, false).outcome), int(SaveFlow::Result::Outcome::Saved));
    }
    QCOMPARE(questions.asked, (QStringList{QStringLiteral("errors"), QStringLiteral("errors")}));
    QVERIFY(!questions.lastErrors.keepOffered);
    QVERIFY(!readAll(path).contains("<priority>7<"));
    QVERIFY(readAll(path).contains("p2</loc><priority>0.1<"));
    session.undoStack()->undo(); // the save's step: the entry is back once more

    // Fixed, it is written from its values, not from the bytes now at its old place.
    session.setField({{0, 1}}, Field::Priority, QStringLiteral("0.4"));
    {
        SaveFlow flow(&session, &questions);
        QCOMPARE(int(run(flow, path, false).outcome), int(SaveFlow::Result::Outcome::Saved));
    }
    SitemapDocument reread;
    const int file = readDocument(reread, readAll(path), QStringLiteral("in.xml"));
    QCOMPARE(reread.entryCount(file), 4);
    const QStringList priorities = {QStringLiteral("0.5"), QStringLiteral("0.4"),
                                    QStringLiteral("0.1"), QStringLiteral("0.8")};
    for (int e = 0; e < 4; ++e) {
        QCOMPARE(reread.value(file, e, Field::Loc),
                 QStringLiteral("https://www.example.com/p%1").arg(e));
        QCOMPARE(reread.value(file, e, Field::Priority), priorities[e]);
    }
}
