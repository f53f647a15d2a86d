// SPDX-License-Identifier: GPL-3.0-or-later
// Killing the editor loses nothing that was saved, and offers back what was not
// (data safety). A real editor window runs in a process
// of its own (scripted-editor, tests/support/scriptededitor.cpp: MainWindow made as
// app/editor/main.cpp makes it, driven by a script of edits) with its home and
// XDG folders in a temporary folder, and is killed with SIGKILL:
//   - mid-edit, once its autosave journal holds the edits;
//   - mid-save of a 315,000-URL gzipped index set, once its temporary files are
//     being written.
// The next start is this process's own MainWindow, with the same folders: it must
// offer the edits back (the question pre-answered), the files on disk must be the
// ones from before, and a save from the recovered session must succeed and tidy
// up what the killed save left. Every wait has a generous hang guard; nothing
// here measures time.

#include "documentloader.h"
#include "editjournal.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "testsupport.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMap>
#include <QProcess>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>

#include <cerrno>
#include <csignal>
#include <memory>
#include <unistd.h>

using namespace TestSupport;

namespace {

constexpr int HangGuardMs = 60000;

// A file of entries in the form the writer writes, so that a save gives back the
// same values: count URLs named after seed.
QByteArray urlset(int count, int seed)
{
    QByteArray xml;
    xml.reserve(qsizetype(count) * 140);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        xml += "<url>\n  <loc>https://www.example.com/section-" + QByteArray::number(seed) +
               "/page-" + QByteArray::number(i) + "</loc>\n  <lastmod>2024-05-" +
               QByteArray::number(10 + i % 18) +
               "</lastmod>\n  <changefreq>weekly</changefreq>\n  <priority>0." +
               QByteArray::number(i % 10) + "</priority>\n</url>\n";
    }
    return xml + "</urlset>\n";
}

// What the script of scripted-editor does to a document, done here to a copy of
// the files it opened: what the recovered document must hold, exactly.
void applyScript(SitemapDocument &doc)
{
    const int first = doc.fileCount() > 1 ? 1 : 0;
    const int last = doc.fileCount() - 1;
    const int middle = (first + last) / 2;
    doc.apply(DocumentEdit::setValue(first, 0, Field::Loc, doc.optionalValue(first, 0, Field::Loc),
                                     QStringLiteral("https://www.example.com/edited")));
    doc.apply(DocumentEdit::setValue(middle, 1, Field::Priority,
                                     doc.optionalValue(middle, 1, Field::Priority),
                                     QStringLiteral("0.9")));
    doc.apply(DocumentEdit::insert(
        last, doc.entryCount(last),
        {EntryData::withLoc(QStringLiteral("https://www.example.com/added"))}));
}

// Every value of every entry, file by file; the first difference, or empty.
QString difference(const SitemapDocument &actual, const SitemapDocument &expected)
{
    if (actual.fileCount() != expected.fileCount())
        return QStringLiteral("%1 files, expected %2")
            .arg(actual.fileCount())
            .arg(expected.fileCount());
    for (int f = 0; f < expected.fileCount(); ++f) {
        if (actual.entryCount(f) != expected.entryCount(f))
            return QStringLiteral("file %1: %2 entries, expected %3")
                .arg(f)
                .arg(actual.entryCount(f))
                .arg(expected.entryCount(f));
        for (int e = 0; e < expected.entryCount(f); ++e) {
            for (int field = 0; field < FieldCount; ++field) {
                const Field which = Field(field);
                if (actual.rawValue(f, e, which) != expected.rawValue(f, e, which) ||
                    actual.entry(f, e).has(which) != expected.entry(f, e).has(which))
                    return QStringLiteral("file %1, entry %2, field %3: '%4', expected '%5'")
                        .arg(f)
                        .arg(e)
                        .arg(field)
                        .arg(actual.value(f, e, which), expected.value(f, e, which));
            }
        }
    }
    return {};
}

QMap<QString, QByteArray> filesOf(const QString &dir)
{
    QMap<QString, QByteArray> out;
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name))
        out.insert(name, readAll(QDir(dir).filePath(name)));
    return out;
}

// Hidden files a process left next to the set: .NAME.tmp-PID-... and .NAME.bak-PID-...
QStringList leftBehind(const QString &dir, qint64 pid)
{
    QStringList out;
    const QString tmp = QStringLiteral(".tmp-%1-").arg(pid);
    const QString bak = QStringLiteral(".bak-%1-").arg(pid);
    for (const QString &name : QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name)) {
        if (name.contains(tmp) || name.contains(bak))
            out << name;
    }
    return out;
}

// Complete: a gzip stream to its end, holding a document to its closing tag.
bool isComplete(const QByteArray &gz)
{
    const QByteArray xml = gunzip(gz);
    return xml.endsWith("</urlset>\n") || xml.endsWith("</sitemapindex>\n");
}

// Every thread of pid stopped (SIGSTOP reaches the writer's threads too, a moment
// later than the one that takes it), or ending.
bool processStopped(qint64 pid)
{
    const QString tasks = QStringLiteral("/proc/%1/task").arg(pid);
    const QStringList threads = QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &thread : threads) {
        QFile stat(tasks + QLatin1Char('/') + thread + QStringLiteral("/stat"));
        if (!stat.open(QIODevice::ReadOnly))
            continue; // ended
        const QByteArray line = stat.readAll();
        // "tid (comm) state ...": the state follows the last ')'.
        const qsizetype close = line.lastIndexOf(')');
        if (close < 0 || close + 2 >= line.size() || !QByteArray("TtZX").contains(line[close + 2]))
            return false;
    }
    return true;
}

} // namespace

class TestGuiCrashRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The editor's names: its journal folder is made of them, in both processes.
        QApplication::setApplicationName(QStringLiteral("sitemap-editor"));
        QApplication::setOrganizationName(QStringLiteral("sitemap-editor"));
        // Nothing of the user's is read or written, here or in the editor started.
        qputenv("HOME", QFile::encodeName(m_home.filePath(QStringLiteral("home"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("cache"))));
    }

    void cleanup()
    {
        MessageBoxes::setNextAnswer(QMessageBox::NoButton);
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
    }

    void killedWhileEditing();
    void killedWhileSaving();

private:
    // Starts scripted-editor on path with its journal under dataHome; reads up to
    // the AUTOSAVE line into *journalDir.
    std::unique_ptr<QProcess> startEditor(const QString &mode, const QString &path,
                                          const QString &dataHome, QString *journalDir);
    // The next line of the editor that starts with prefix; empty when the editor
    // ended or the hang guard ran out first.
    static QByteArray waitForLine(QProcess &editor, const QByteArray &prefix);
    static void killEditor(QProcess &editor);
    // The next start: a window of this process, with the journal folder of the
    // killed one, told to restore what it offers.
    std::unique_ptr<MainWindow> restart(const QString &dataHome, const QString &journalDir,
                                        bool *recovering);

    QTemporaryDir m_home;
};

std::unique_ptr<QProcess> TestGuiCrashRecovery::startEditor(const QString &mode,
                                                            const QString &path,
                                                            const QString &dataHome,
                                                            QString *journalDir)
{
    auto editor = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    editor->setProcessEnvironment(env);
    // Its complaints, if any, go to the test's log rather than into a pipe that fills.
    editor->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    editor->start(QStringLiteral(SCRIPTED_EDITOR_PATH), {mode, path});
    const QByteArray line = waitForLine(*editor, "AUTOSAVE ");
    *journalDir = QString::fromLocal8Bit(line.mid(9)).trimmed();
    return editor;
}

QByteArray TestGuiCrashRecovery::waitForLine(QProcess &editor, const QByteArray &prefix)
{
    const QDeadlineTimer guard(HangGuardMs);
    while (!guard.hasExpired()) {
        while (editor.canReadLine()) {
            const QByteArray line = editor.readLine();
            if (line.startsWith(prefix))
                return line;
        }
        if (editor.state() == QProcess::NotRunning)
            return {};
        editor.waitForReadyRead(100);
    }
    return {};
}

void TestGuiCrashRecovery::killEditor(QProcess &editor)
{
    editor.kill(); // SIGKILL: no handler, no destructor, no flush runs
    QVERIFY(editor.waitForFinished(HangGuardMs));
    QCOMPARE(editor.exitStatus(), QProcess::CrashExit);
}

std::unique_ptr<MainWindow>
TestGuiCrashRecovery::restart(const QString &dataHome, const QString &journalDir, bool *recovering)
{
    qputenv("XDG_DATA_HOME", QFile::encodeName(dataHome));
    auto window = std::make_unique<MainWindow>();
    window->show();
    [&] { QCOMPARE(window->journal()->directory(), journalDir); }();
    // Yes to the restore, and past any warning (until cleanup()): no dialog waits.
    MessageBoxes::setAutoAnswer(QMessageBox::Yes);
    *recovering = window->offerRecovery();
    return window;
}

void TestGuiCrashRecovery::killedWhileEditing()
{
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString dataHome = work.filePath(QStringLiteral("data"));
    const QByteArray original = urlset(40, 0);
    const QString path =
        writeFile(work.filePath(QStringLiteral("site")), QStringLiteral("sitemap.xml"), original);

    QString journalDir;
    std::unique_ptr<QProcess> editor =
        startEditor(QStringLiteral("edit"), path, dataHome, &journalDir);
    QVERIFY2(!journalDir.isEmpty(), "the editor did not start");
    QVERIFY2(journalDir.startsWith(dataHome), qPrintable(journalDir));
    QVERIFY2(!waitForLine(*editor, "EDITED").isEmpty(), "the editor did not finish its edits");
    killEditor(*editor);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(readAll(path), original);

    bool recovering = false;
    std::unique_ptr<MainWindow> window = restart(dataHome, journalDir, &recovering);
    QVERIFY2(recovering, "the edits were not offered back");
    QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
    QVERIFY(loaded.wait(HangGuardMs));
    QVERIFY(loaded.first().first().toBool());
    QCOMPARE(QFileInfo(window->currentPath()).canonicalFilePath(),
             QFileInfo(path).canonicalFilePath());

    SitemapDocument expected;
    DocumentLoader::load(expected, path);
    applyScript(expected);
    const QString diff = difference(*window->document(), expected);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    QVERIFY(window->isWindowModified());
    QVERIFY(!window->undoStack()->isClean());
    QCOMPARE(readAll(path), original);

    // Thrown away now: nothing is offered on the start after.
    MessageBoxes::setNextAnswer(QMessageBox::Discard);
    QVERIFY(window->close());
    window.reset();
    QVERIFY(!restart(dataHome, journalDir, &recovering)->isLoading());
    QVERIFY(!recovering);
}

void TestGuiCrashRecovery::killedWhileSaving()
{
    // An index of seven gzipped files of 45,000 URLs: a save takes long enough to
    // be caught writing, and the added row keeps the last file under the limit.
    constexpr int Files = 7;
    constexpr int UrlsPerFile = 45000;
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const QString dataHome = work.filePath(QStringLiteral("data"));
    const QString site = work.filePath(QStringLiteral("site"));
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int n = 1; n <= Files; ++n) {
        const QByteArray name = "sitemap-" + QByteArray::number(n) + ".xml.gz";
        writeFile(site, QString::fromLatin1(name), gzip(urlset(UrlsPerFile, n)));
        index += "<sitemap>\n  <loc>https://www.example.com/" + name +
                 "</loc>\n  <lastmod>2024-05-27</lastmod>\n</sitemap>\n";
    }
    index += "</sitemapindex>\n";
    const QString path = writeFile(site, QStringLiteral("sitemap.xml.gz"), gzip(index));
    const QMap<QString, QByteArray> before = filesOf(site);
    SitemapDocument expected;
    DocumentLoader::load(expected, path);
    QCOMPARE(expected.fileCount(), Files + 1);
    for (int n = 1; n <= Files; ++n)
        QCOMPARE(QFileInfo(expected.file(n).path).fileName(),
                 QStringLiteral("sitemap-%1.xml.gz").arg(n));
    applyScript(expected);

    QString journalDir;
    std::unique_ptr<QProcess> editor =
        startEditor(QStringLiteral("save"), path, dataHome, &journalDir);
    QVERIFY2(!journalDir.isEmpty(), "the editor did not start");
    QVERIFY2(!waitForLine(*editor, "SAVING").isEmpty(), "the editor did not start saving");

    // Stop it, look, and go on a little or kill it: what was seen is what the kill
    // leaves, with no time for the save to move on in between. Killed once three of
    // its files are under way (the first ones complete by then, as a rule).
    const qint64 pid = editor->processId();
    bool caught = false;
    bool saved = false;
    const QDeadlineTimer guard(HangGuardMs);
    while (!caught && !saved && !guard.hasExpired()) {
        ::kill(pid_t(pid), SIGSTOP);
        while (!processStopped(pid) && !guard.hasExpired())
            QThread::usleep(200);
        caught = leftBehind(site, pid).size() >= 3;
        if (caught)
            break;
        ::kill(pid_t(pid), SIGCONT);
        editor->waitForReadyRead(2);
        saved = editor->canReadLine() && editor->peek(64).startsWith("SAVED");
    }
    const bool savedOk = saved && editor->readLine().startsWith("SAVED ok");
    QVERIFY2(caught || saved, "the save neither started writing nor ended");
    qInfo("killed while saving; left behind: %s",
          qPrintable(leftBehind(site, pid).join(QStringLiteral(", "))));
    killEditor(*editor);
    if (QTest::currentTestFailed())
        return;

    // Whatever the moment: every file under its own name is the old one or a
    // complete new one, never half of one.
    const QMap<QString, QByteArray> after = filesOf(site);
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        QVERIFY2(before.value(it.key()) == it.value() || isComplete(it.value()),
                 qPrintable(it.key()));
    const bool untouched = after == before;

    bool recovering = false;
    std::unique_ptr<MainWindow> window = restart(dataHome, journalDir, &recovering);
    QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
    if (untouched) {
        // The usual case: killed while writing its temporary files (or before it
        // replaced any file). The edits come back.
        QVERIFY2(caught, "nothing written, yet no temporary file seen");
        QVERIFY2(recovering, "the edits were not offered back");
        QVERIFY(loaded.wait(HangGuardMs));
        QVERIFY(loaded.first().first().toBool());
        const QString diff = difference(*window->document(), expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(window->isWindowModified());
    } else {
        // The save got to moving its files into place before the kill landed (a
        // loaded machine): the files are complete, checked above; whether the
        // journal was still there decides what was offered. Open the set as it is.
        qWarning("the save had replaced files before the kill landed; recovery not tested");
        if (savedOk) {
            SitemapDocument written;
            DocumentLoader::load(written, path);
            const QString diff = difference(written, expected);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
        }
        if (!recovering)
            QVERIFY(window->openFile(path));
        QVERIFY(loaded.wait(HangGuardMs));
        QVERIFY(loaded.first().first().toBool());
    }
    QVERIFY(!caught || !leftBehind(site, pid).isEmpty());

    // A save from the next session writes the set and removes what the killed one
    // left (its process is gone), saying so in the notes of its status message (its
    // tooltip); what it keeps is also told in a message box (answered here).
    window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
    MessageBoxes::setAutoAnswer(QMessageBox::Ok);
    QVERIFY(saveEnded(*window, window->save()));
    MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
    QVERIFY(!window->isWindowModified());
    const QString message = window->statusBar()->toolTip();
    const bool reused = ::kill(pid_t(pid), 0) == 0 || errno != ESRCH;
    if (reused) {
        qWarning("the killed editor's process id is in use again; its files are kept");
    } else if (untouched) {
        QCOMPARE(leftBehind(site, pid), QStringList());
        if (caught)
            QVERIFY2(message.contains(QLatin1String("left by a save that was interrupted")),
                     qPrintable(message));
    } else {
        // Backups of replaced files (and that set's temporary files) stay: the save
        // names each one.
        for (const QString &name : leftBehind(site, pid)) {
            QVERIFY2(message.contains(QStringLiteral("Kept %1").arg(
                         QDir::toNativeSeparators(QDir(site).filePath(name)))),
                     qPrintable(message));
            QVERIFY2(MessageBoxes::lastText().contains(name), qPrintable(MessageBoxes::lastText()));
        }
    }
    QCOMPARE(window->journal()->pendingRecoveries().size(), 0);
    const QMap<QString, QByteArray> resaved = filesOf(site);
    QCOMPARE(resaved.keys(), before.keys());
    for (auto it = resaved.cbegin(); it != resaved.cend(); ++it)
        QVERIFY2(isComplete(it.value()), qPrintable(it.key()));
    if (untouched) {
        SitemapDocument reread;
        DocumentLoader::load(reread, path);
        const QString diff = difference(reread, expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
    for (const char *name : {"sitemap.xml.gz", "sitemap-1.xml.gz"}) {
        const QString verdict = schemaCheck(QDir(site).filePath(QLatin1String(name)));
        if (verdict.startsWith(QLatin1String("skip:")))
            break;
        QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
    }
}

QTEST_MAIN(TestGuiCrashRecovery)
#include "tst_gui_crashrecovery.moc"
