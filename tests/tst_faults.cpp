// SPDX-License-Identifier: GPL-3.0-or-later
// Faults and races a user's machine has, met by the file layer: a process killed
// at each step of a save, two saves into one folder at once, a child of an index
// swapped for a link out of its folder while it is read, a file cut short while
// it is read, special files, permissions, resource limits, a full output, long
// names, and saves that must not remove what they did not write.
//
// The tests that fork or set resource limits skip under the sanitizers (whose
// runtimes do not live with either), as tst_hostile's limits do.

#include "atomicfileset.h"
#include "documentloader.h"
#include "fileaccess.h"
#include "protocol.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemapwriter.h"
#include "testsupport.h"
#include "validator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace TestSupport;

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define FAULTS_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define FAULTS_SANITIZED 1
#endif
#endif
#ifndef FAULTS_SANITIZED
#define FAULTS_SANITIZED 0
#endif

#define SKIP_UNDER_SANITIZERS()                                                                    \
    do {                                                                                           \
        if (FAULTS_SANITIZED)                                                                      \
            QSKIP("forks or sets resource limits: not under ASan or TSan");                        \
    } while (0)

namespace {

QByteArray urlset(const QByteArray &host, int count)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        out += "<url><loc>https://" + host + "/page/" + QByteArray::number(i) + "</loc></url>\n";
    return out + "</urlset>\n";
}

QByteArray sitemapIndex(const QStringList &locs)
{
    QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        out += "<sitemap><loc>" + loc.toUtf8() + "</loc></sitemap>\n";
    return out + "</sitemapindex>\n";
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

QString toolText(const ToolResult &r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(r.exitCode)
        .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err.left(2000)));
}

// The hosts of the URLs of the set an index (or a sitemap) at path stands for, read
// as the editor opens it; "missing" when a file the index names is not there.
QSet<QString> hostsOfSet(const QString &path, int *urls = nullptr)
{
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    QSet<QString> hosts;
    int count = 0;
    const SitemapFile &main = doc.file(doc.mainFile());
    if (main.unreadable)
        return {QStringLiteral("unreadable")};
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            hosts.insert(QUrl(doc.value(f, e, Field::Loc).trimmed()).host());
            ++count;
        }
    }
    if (main.isIndex()) {
        for (int child : main.childFile) {
            if (child < 0)
                hosts.insert(QStringLiteral("missing"));
        }
    }
    if (urls)
        *urls = count;
    return hosts;
}

SaveReport saveJudged(SitemapDocument &doc, const QString &target, const WriteOptions &options)
{
    Validator validator(&doc);
    return SitemapWriter::save(doc, validator, target, options);
}

WriteOptions splitOptions(int maxUrls)
{
    WriteOptions options;
    options.maxUrls = maxUrls;
    options.baseUrl = QStringLiteral("https://a.example/");
    return options;
}

// The set the commit tests start from: 9 URLs of a.example saved to target in
// parts of three, and their index.
bool saveOldSet(const QString &target)
{
    SitemapDocument old;
    SitemapReader::readBytes(old, urlset("a.example", 9), QStringLiteral("a.xml"));
    return saveJudged(old, target, splitOptions(3)).ok();
}

// The set they save over it: count URLs of b.example in parts of three, each rename
// into place or back through rename.
SaveReport saveNewSet(const QString &target, int count,
                      const decltype(FileSystemHooks::rename) &rename)
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, urlset("b.example", count), QStringLiteral("b.xml"));
    WriteOptions options = splitOptions(3);
    options.hooks.rename = rename;
    return saveJudged(doc, target, options);
}

// Runs body in a forked child that ends with _exit; the child's exit status, or
// 128 + the signal that ended it.
template <typename Body> int inChild(Body body)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        body();
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

struct Run
{
    bool finished = false; // within the time allowed
    int exitCode = -1;     // -1 when ended by a signal
    QByteArray out;
    QByteArray err;
    QString text() const
    {
        return QStringLiteral("finished=%1 exit=%2\nstderr: %3")
            .arg(finished)
            .arg(exitCode)
            .arg(QString::fromUtf8(err.left(2000)));
    }
};

// sitemap-tool with an environment, a resource limit and an output file of choice.
Run tool(const QStringList &arguments, const QStringList &env = {}, int resource = -1,
         rlim_t limit = 0, const QString &stdoutFile = {}, int waitMs = 20000)
{
    QProcess p;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &e : env)
        environment.insert(e.section(QLatin1Char('='), 0, 0), e.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(environment);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    if (resource >= 0) {
        p.setChildProcessModifier([resource, limit] {
            const rlimit l{limit, limit};
            ::setrlimit(resource, &l);
        });
    }
    p.start(QString::fromUtf8(SITEMAP_TOOL_PATH), arguments);
    Run r;
    if (!p.waitForStarted())
        return r;
    r.finished = p.waitForFinished(waitMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

bool hiddenLeftovers(const QString &dir)
{
    for (const QString &name : filesIn(dir)) {
        if (name.contains(QLatin1String(".tmp-")) || name.contains(QLatin1String(".bak-")))
            return true;
    }
    return false;
}

// sitemap-tool run with arguments as raw bytes (QProcess would pass them as
// UTF-8); its exit status, standard output and standard error.
struct RawRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString text() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(2000)));
    }
};

// In a forked child: becomes toolPath run with arguments, or exits with failed
// when it cannot.
[[noreturn]] void execTool(const QByteArray &toolPath, std::vector<QByteArray> &arguments,
                           int failed)
{
    std::vector<char *> argv{const_cast<char *>(toolPath.constData())};
    for (QByteArray &b : arguments)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    ::execv(toolPath.constData(), argv.data());
    ::_exit(failed);
}

RawRun rawTool(const QList<QByteArray> &arguments, const QString &scratch)
{
    const QByteArray toolPath = SITEMAP_TOOL_PATH;
    const QByteArray outPath = QFile::encodeName(scratch + QStringLiteral("/raw.out"));
    const QByteArray errPath = QFile::encodeName(scratch + QStringLiteral("/raw.err"));
    std::vector<QByteArray> bytes(arguments.begin(), arguments.end());
    RawRun r;
    r.exitCode = inChild([&] {
        const int o = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int e = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (o < 0 || e < 0 || ::dup2(o, 1) < 0 || ::dup2(e, 2) < 0)
            ::_exit(127);
        execTool(toolPath, bytes, 127);
    });
    r.out = readAll(QFile::decodeName(outPath));
    r.err = readAll(QFile::decodeName(errPath));
    return r;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

private slots:
    void sweepRemovesOnlyListedParts();
    void inputNamedLikeATemporaryFileIsKept();
    void confinementHoldsWhileChildIsSwapped();
    void permissionsAndOwnerKept();
    void readOnlyTargetRefused();
    void killedInTheRenamesLeavesAWholeSet();
    void killedAtEachStepOfTheCommit();
    void killedCommitCompletedRemovesOldParts();
    void splitGzipSaveRemovesTheOldIndex();
    void failedRollbackIsNotCalledUntouched();
    void killedWhileUndoingAFailedCommit();
    void concurrentSavesTakeTurns();
    void switchingGzipKeepsTheSetWhole();
    void maxUrlsAboveTheProtocolRefused();
    void fileCutShortWhileRead();
    void fifoRefused();
    void indexListingAFileRepeatedlyWritesNothing();
    void fileSizeLimit();
    void memoryLimit();
    void processLimit();
    void fullOutput();
    void longNameSaved();
    void causesInMessages();
    void fileNamesKeepEveryByte();
    void latin1FileNames();
};

void TestFaults::sweepRemovesOnlyListedParts()
{
    // Files that look like split parts but no index of ours listed stay.
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("site.xml"), urlset("a.example", 3));
    const QString out = dir.filePath(QStringLiteral("o"));
    writeFile(out, QStringLiteral("site-7.xml"), "notes");
    writeFile(out, QStringLiteral("site-2024.xml"), urlset("b.example", 2));
    const ToolResult first = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    QVERIFY2(first.exitCode == 0, qPrintable(toolText(first)));
    QCOMPARE(filesIn(out), (QStringList{QStringLiteral("site-2024.xml"),
                                        QStringLiteral("site-7.xml"), QStringLiteral("site.xml")}));
    QCOMPARE(readAll(QDir(out).filePath(QStringLiteral("site-7.xml"))), QByteArray("notes"));

    // The parts an older split listed are removed when a smaller save replaces it.
    writeFile(dir.path(), QStringLiteral("site.xml"), urlset("a.example", 7));
    const ToolResult split =
        runTool({QStringLiteral("convert"), QStringLiteral("--max-urls"), QStringLiteral("3"),
                 QStringLiteral("--base-url"), QStringLiteral("https://a.example/"),
                 QStringLiteral("-o"), out, input});
    QVERIFY2(split.exitCode == 0, qPrintable(toolText(split)));
    QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("site-3.xml"))));
    writeFile(dir.path(), QStringLiteral("site.xml"), urlset("a.example", 2));
    const ToolResult small = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    QVERIFY2(small.exitCode == 0, qPrintable(toolText(small)));
    QCOMPARE(filesIn(out), (QStringList{QStringLiteral("site-2024.xml"),
                                        QStringLiteral("site-7.xml"), QStringLiteral("site.xml")}));
    QCOMPARE(readAll(QDir(out).filePath(QStringLiteral("site-7.xml"))), QByteArray("notes"));
}

void TestFaults::inputNamedLikeATemporaryFileIsKept()
{
    // A child whose name has the form of a killed save's temporary file is the
    // user's file while it is an input of the save.
    QTemporaryDir dir;
    const QString childName = QStringLiteral(".child.xml.tmp-%1-0-0badc0de").arg(deadProcessId());
    writeFile(dir.path(), childName, urlset("a.example", 2));
    const QString index =
        writeFile(dir.path(), QStringLiteral("index.xml"),
                  sitemapIndex({QStringLiteral("https://a.example/") + childName}));
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 2);
    const SaveReport report =
        saveJudged(doc, dir.filePath(QStringLiteral("copy.xml")), WriteOptions());
    QVERIFY2(report.ok(), qPrintable(report.error));
    QVERIFY2(QFileInfo::exists(dir.filePath(childName)),
             qPrintable(filesIn(dir.path()).join(u' ')));
    QVERIFY(report.staleRemoved.isEmpty());
}

void TestFaults::confinementHoldsWhileChildIsSwapped()
{
    // The child's name flips between a file in the folder and a link to a file
    // outside it; whatever a read meets, nothing of the outside file gets in.
    QTemporaryDir outside;
    const QString secret = writeFile(outside.path(), QStringLiteral("secret.txt"),
                                     "https://outside.example/secret-line\n");
    QTemporaryDir dir;
    const QString index = writeFile(dir.path(), QStringLiteral("index.xml"),
                                    sitemapIndex({QStringLiteral("https://a.example/child.xml")}));
    const QByteArray inside = urlset("a.example", 1);
    const QByteArray child = QFile::encodeName(dir.filePath(QStringLiteral("child.xml")));
    const QByteArray linkTemp = QFile::encodeName(dir.filePath(QStringLiteral("link.tmp")));
    const QByteArray fileTemp = QFile::encodeName(dir.filePath(QStringLiteral("file.tmp")));
    writeFile(dir.path(), QStringLiteral("child.xml"), inside);

    // Each state lasts about as long as the other (a pause after each rename), so
    // reads meet both even where the file's write is slow (sanitizers, load).
    std::atomic<bool> stop{false};
    std::thread swapper([&] {
        const QByteArray target = QFile::encodeName(secret);
        while (!stop.load()) {
            if (::symlink(target.constData(), linkTemp.constData()) == 0)
                ::rename(linkTemp.constData(), child.constData());
            std::this_thread::sleep_for(std::chrono::microseconds(300));
            QFile f(QFile::decodeName(fileTemp));
            if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                f.write(inside);
                f.close();
                ::rename(fileTemp.constData(), child.constData());
            }
            std::this_thread::sleep_for(std::chrono::microseconds(300));
        }
    });
    int outsideReads = 0;
    int insideReads = 0;
    // At least 1.5 s of reads, and on until one read met the file itself (so the
    // test shows reads go through while the name flips), 60 s at the most.
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&start] { return std::chrono::steady_clock::now() - start; };
    while (elapsed() < std::chrono::milliseconds(1500) ||
           (insideReads == 0 && elapsed() < std::chrono::seconds(60))) {
        SitemapDocument doc;
        DocumentLoader::load(doc, index);
        for (int f = 1; f < doc.fileCount(); ++f) {
            for (int e = 0; e < doc.entryCount(f); ++e) {
                if (doc.value(f, e, Field::Loc).contains(QLatin1String("outside.example")))
                    ++outsideReads;
                else
                    ++insideReads;
            }
        }
    }
    stop = true;
    swapper.join();
    QCOMPARE(outsideReads, 0);
    QVERIFY(insideReads > 0);
}

void TestFaults::permissionsAndOwnerKept()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in/site.xml"), urlset("a", 2));
    const QString out = dir.filePath(QStringLiteral("o"));
    const QString target = QDir(out).filePath(QStringLiteral("site.xml"));
    for (mode_t mode : {mode_t(0600), mode_t(0640), mode_t(0664)}) {
        writeFile(out, QStringLiteral("site.xml"), "old");
        QVERIFY(::chmod(QFile::encodeName(target).constData(), mode) == 0);
        const bool root = ::geteuid() == 0;
        if (root)
            QVERIFY(::chown(QFile::encodeName(target).constData(), 4321, 4322) == 0);
        const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
        QVERIFY2(r.exitCode == 0, qPrintable(toolText(r)));
        struct stat st = {};
        QVERIFY(::stat(QFile::encodeName(target).constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode);
        if (root) {
            QCOMPARE(st.st_uid, uid_t(4321));
            QCOMPARE(st.st_gid, gid_t(4322));
        }
        QVERIFY(readAll(target).contains("<urlset"));
    }
}

void TestFaults::readOnlyTargetRefused()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in/site.xml"), urlset("a", 2));
    const QString out = dir.filePath(QStringLiteral("o"));
    const QString target = writeFile(out, QStringLiteral("site.xml"), "old");
    QVERIFY(::chmod(QFile::encodeName(target).constData(), 0444) == 0);
    const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    QVERIFY2(r.exitCode == 2, qPrintable(toolText(r)));
    QVERIFY2(r.err.contains("read-only"), qPrintable(toolText(r)));
    QCOMPARE(readAll(target), QByteArray("old"));
    QCOMPARE(filesIn(out), QStringList{QStringLiteral("site.xml")});
}

void TestFaults::killedInTheRenamesLeavesAWholeSet()
{
    SKIP_UNDER_SANITIZERS();
    // The old set: 3 parts of a.example; the new one: 4 parts of b.example. The
    // saving process dies at each rename in turn; the next open sees one whole set.
    for (int killAt = 1; killAt <= 5; ++killAt) {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("site.xml"));
        QVERIFY(saveOldSet(target));
        const int status = inChild([&] {
            int renames = 0;
            saveNewSet(target, 12,
                       [&renames, killAt](const QString &from, const QString &to, QString *error) {
                           if (++renames == killAt)
                               ::_exit(70); // killed before this rename
                           return FileSystemHooks::renameFile(from, to, error);
                       });
        });
        QCOMPARE(status, 70);
        int urls = 0;
        const QSet<QString> hosts = hostsOfSet(target, &urls);
        QVERIFY2(hosts == QSet<QString>{QStringLiteral("b.example")} ||
                     hosts == QSet<QString>{QStringLiteral("a.example")},
                 qPrintable(QStringLiteral("kill at rename %1: %2 in %3")
                                .arg(killAt)
                                .arg(QStringList(hosts.begin(), hosts.end()).join(u','),
                                     filesIn(dir.path()).join(u' '))));
        QCOMPARE(urls, hosts.contains(QStringLiteral("b.example")) ? 12 : 9);
        QVERIFY2(!hiddenLeftovers(dir.path()), qPrintable(filesIn(dir.path()).join(u' ')));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral(".sitemap-editor.commit"))));
    }
}

void TestFaults::killedAtEachStepOfTheCommit()
{
    SKIP_UNDER_SANITIZERS();
    // sitemap-tool convert ends itself at step K of its commit (before the
    // journal, after it, after each rename, after the clean-up); the next convert
    // or check finds the old set or the new one, whole.
    QTemporaryDir dir;
    const QString oldInput = writeFile(dir.path(), QStringLiteral("a/site.xml"), urlset("a.ex", 9));
    const QString newInput = writeFile(dir.path(), QStringLiteral("b/site.xml"), urlset("b.ex", 8));
    auto split = [](const char *host) {
        return QStringList{QStringLiteral("convert"), QStringLiteral("--max-urls"),
                           QStringLiteral("3"), QStringLiteral("--base-url"),
                           QStringLiteral("https://%1/").arg(QLatin1String(host))};
    };
    bool completed = false;
    for (int step = 1; step <= 12 && !completed; ++step) {
        const QString out = dir.filePath(QStringLiteral("out%1").arg(step));
        const ToolResult old =
            runTool(split("a.ex") + QStringList{QStringLiteral("-o"), out, oldInput});
        QVERIFY2(old.exitCode == 0, qPrintable(toolText(old)));
        const Run killed = tool(split("b.ex") + QStringList{QStringLiteral("-o"), out, newInput},
                                {QStringLiteral("SITEMAP_TEST_COMMIT_EXIT_AT=%1").arg(step)});
        QVERIFY2(killed.exitCode == 70 || killed.exitCode == 0, qPrintable(killed.text()));
        completed = killed.exitCode == 0;
        const ToolResult check =
            runTool({QStringLiteral("check"), QDir(out).filePath(QStringLiteral("site.xml"))});
        QVERIFY2(check.exitCode == 0, qPrintable(toolText(check)));
        int urls = 0;
        const QSet<QString> hosts =
            hostsOfSet(QDir(out).filePath(QStringLiteral("site.xml")), &urls);
        QVERIFY2(hosts == QSet<QString>{QStringLiteral("b.ex")} ||
                     hosts == QSet<QString>{QStringLiteral("a.ex")},
                 qPrintable(QStringLiteral("step %1: %2").arg(step).arg(filesIn(out).join(u' '))));
        QCOMPARE(urls, hosts.contains(QStringLiteral("b.ex")) ? 8 : 9);
        // The next save completes or tidies whatever is left.
        const ToolResult again =
            runTool(split("b.ex") + QStringList{QStringLiteral("-o"), out, newInput});
        QVERIFY2(again.exitCode == 0, qPrintable(toolText(again)));
        QCOMPARE(filesIn(out),
                 (QStringList{QStringLiteral("site-1.xml"), QStringLiteral("site-2.xml"),
                              QStringLiteral("site-3.xml"), QStringLiteral("site.xml")}));
    }
    QVERIFY2(completed, "the commit has more steps than the test expects");
}

void TestFaults::killedCommitCompletedRemovesOldParts()
{
    SKIP_UNDER_SANITIZERS();
    // A set of 22 parts saved again as 20 parts; the saving process dies before each
    // rename into place in turn. The next open completes the commit: the new set
    // whole, and the two parts the old index listed and the new one does not are gone.
    for (int killAt : {1, 10, 20, 21}) {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("site.xml"));
        SitemapDocument old;
        SitemapReader::readBytes(old, urlset("a.example", 22), QStringLiteral("a.xml"));
        QVERIFY(saveJudged(old, target, splitOptions(1)).ok());
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("site-22.xml"))));
        const int status = inChild([&] {
            int renames = 0;
            SitemapDocument doc;
            SitemapReader::readBytes(doc, urlset("b.example", 20), QStringLiteral("b.xml"));
            WriteOptions options = splitOptions(1);
            options.hooks.rename = [&renames, killAt](const QString &from, const QString &to,
                                                      QString *error) {
                if (++renames == killAt)
                    ::_exit(70); // killed before this rename
                return FileSystemHooks::renameFile(from, to, error);
            };
            saveJudged(doc, target, options);
        });
        QCOMPARE(status, 70);
        int urls = 0;
        const QSet<QString> hosts = hostsOfSet(target, &urls); // the next run: recovers
        const QString where = QStringLiteral("killed at rename %1: %2")
                                  .arg(killAt)
                                  .arg(filesIn(dir.path()).join(u' '));
        QVERIFY2(hosts == QSet<QString>{QStringLiteral("b.example")}, qPrintable(where));
        QCOMPARE(urls, 20);
        QVERIFY2(!QFileInfo::exists(dir.filePath(QStringLiteral("site-21.xml"))),
                 qPrintable(where));
        QVERIFY2(!QFileInfo::exists(dir.filePath(QStringLiteral("site-22.xml"))),
                 qPrintable(where));
        QCOMPARE(filesIn(dir.path()).size(), 21);
        QVERIFY(!QFileInfo::exists(dir.filePath(AtomicFileSet::journalName())));
    }
}

void TestFaults::splitGzipSaveRemovesTheOldIndex()
{
    // An index set (sitemap.xml listing sitemap-0.xml) saved in place with at most 5
    // URLs a file and gzip: the new set is sitemap.xml.gz and its parts, and no file
    // of the old set is left to list what is gone.
    QTemporaryDir dir;
    const QString index =
        writeFile(dir.path(), QStringLiteral("sitemap.xml"),
                  sitemapIndex({QStringLiteral("https://a.example/sitemap-0.xml")}));
    writeFile(dir.path(), QStringLiteral("sitemap-0.xml"), urlset("a.example", 18));
    writeFile(dir.path(), QStringLiteral("notes.xml"), urlset("a.example", 1));
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 2);
    WriteOptions options;
    options.maxUrls = 5;
    options.gzip = true;
    options.baseUrl = QStringLiteral("https://a.example/");
    const SaveReport report = saveJudged(doc, index, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(
        filesIn(dir.path()),
        (QStringList{QStringLiteral("notes.xml"), QStringLiteral("sitemap-0-1.xml.gz"),
                     QStringLiteral("sitemap-0-2.xml.gz"), QStringLiteral("sitemap-0-3.xml.gz"),
                     QStringLiteral("sitemap-0-4.xml.gz"), QStringLiteral("sitemap.xml.gz")}));
    // The old index first: it named the part removed after it.
    QCOMPARE(report.removedFiles,
             (QStringList{index, dir.filePath(QStringLiteral("sitemap-0.xml"))}));
    const QString summary = report.summaryLines().join(u'\n');
    QVERIFY2(summary.contains(QLatin1String("removed ") + index), qPrintable(summary));
    const ToolResult check =
        runTool({QStringLiteral("check"), dir.filePath(QStringLiteral("sitemap.xml.gz"))});
    QVERIFY2(check.exitCode == 0, qPrintable(toolText(check)));
    QVERIFY2(!check.out.contains("index-child-missing"), qPrintable(toolText(check)));
    int urls = 0;
    QCOMPARE(hostsOfSet(dir.filePath(QStringLiteral("sitemap.xml.gz")), &urls),
             QSet<QString>{QStringLiteral("a.example")});
    QCOMPARE(urls, 18);
}

void TestFaults::failedRollbackIsNotCalledUntouched()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("site.xml"));
    QVERIFY(saveOldSet(target));

    // The index cannot be moved into place, and the old parts cannot be put back.
    const SaveReport report =
        saveNewSet(target, 9, [&target](const QString &from, const QString &to, QString *error) {
            if (to == target || from.contains(QLatin1String(".bak-"))) {
                *error = QStringLiteral("Input/output error");
                return false;
            }
            return FileSystemHooks::renameFile(from, to, error);
        });
    QCOMPARE(report.status, SaveReport::Status::Failed);
    QVERIFY2(report.error.contains(QLatin1String("could not be put back")),
             qPrintable(report.error));
    QVERIFY2(!report.error.contains(QLatin1String("left as they were")), qPrintable(report.error));
}

void TestFaults::killedWhileUndoingAFailedCommit()
{
    SKIP_UNDER_SANITIZERS();
    // The old set: 3 parts of a.example; the new one: 4 parts of b.example. One
    // rename into place fails (a middle part, or the index), and the saving process
    // dies before or after each step that puts an old file back. The next open
    // finds the old set whole: the parts, the index naming them, nothing else.
    for (const int failAt : {5, 2}) {
        for (int killAt = 1;; ++killAt) {
            const QString where = QStringLiteral("rename %1 fails, killed at point %2 of the undo")
                                      .arg(failAt)
                                      .arg(killAt);
            QTemporaryDir dir;
            const QString target = dir.filePath(QStringLiteral("site.xml"));
            QVERIFY(saveOldSet(target));
            const int status = inChild([&] {
                int forward = 0;
                int undo = 0;
                auto rename = [&, failAt, killAt](const QString &from, const QString &to,
                                                  QString *error) {
                    if (!from.contains(QLatin1String(".bak-"))) {
                        if (++forward == failAt) {
                            *error = QStringLiteral("Input/output error");
                            return false;
                        }
                        return FileSystemHooks::renameFile(from, to, error);
                    }
                    // Odd points: killed before this undo step; even: right after it.
                    ++undo;
                    if (killAt == 2 * undo - 1)
                        ::_exit(70);
                    const bool ok = FileSystemHooks::renameFile(from, to, error);
                    if (killAt == 2 * undo)
                        ::_exit(70);
                    return ok;
                };
                const SaveReport report = saveNewSet(target, 12, rename);
                ::_exit(report.status == SaveReport::Status::Failed ? 0 : 1);
            });
            QVERIFY2(status == 70 || status == 0, qPrintable(where));
            int urls = 0;
            const QSet<QString> hosts = hostsOfSet(target, &urls);
            const QString files = filesIn(dir.path()).join(u' ');
            QVERIFY2(hosts == QSet<QString>{QStringLiteral("a.example")},
                     qPrintable(where + QStringLiteral(": ") +
                                QStringList(hosts.begin(), hosts.end()).join(u',') +
                                QStringLiteral(" in ") + files));
            QCOMPARE(urls, 9);
            QCOMPARE(filesIn(dir.path()),
                     (QStringList{QStringLiteral("site-1.xml"), QStringLiteral("site-2.xml"),
                                  QStringLiteral("site-3.xml"), QStringLiteral("site.xml")}));
            if (status == 0)
                break; // the undo ran to its end: every point was tried
        }
    }
}

void TestFaults::concurrentSavesTakeTurns()
{
    // Two saves into one folder at once, each slow to move its files into place:
    // the folder ends with one whole set, never a mix.
    for (int round = 0; round < 3; ++round) {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("site.xml"));
        auto save = [&target](const char *host, int count) {
            SitemapDocument doc;
            SitemapReader::readBytes(doc, urlset(host, count), QStringLiteral("in.xml"));
            WriteOptions options = splitOptions(3);
            options.hooks.rename = [](const QString &from, const QString &to, QString *error) {
                std::this_thread::sleep_for(std::chrono::milliseconds(15));
                return FileSystemHooks::renameFile(from, to, error);
            };
            return saveJudged(doc, target, options);
        };
        SaveReport a;
        SaveReport b;
        std::thread first([&] { a = save("a.example", 12); });
        std::thread second([&] { b = save("b.example", 9); });
        first.join();
        second.join();
        QVERIFY2(a.ok() || a.error.contains(QLatin1String("in progress")), qPrintable(a.error));
        QVERIFY2(b.ok() || b.error.contains(QLatin1String("in progress")), qPrintable(b.error));
        int urls = 0;
        const QSet<QString> hosts = hostsOfSet(target, &urls);
        QVERIFY2(hosts.size() == 1 && !hosts.contains(QStringLiteral("missing")),
                 qPrintable(QStringList(hosts.begin(), hosts.end()).join(u',')));
        QCOMPARE(urls, hosts.contains(QStringLiteral("a.example")) ? 12 : 9);
    }
}

void TestFaults::switchingGzipKeepsTheSetWhole()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in/site.xml"), urlset("a.ex", 7));
    const QString out = dir.filePath(QStringLiteral("o"));
    const QStringList split = {QStringLiteral("convert"),
                               QStringLiteral("--max-urls"),
                               QStringLiteral("3"),
                               QStringLiteral("--base-url"),
                               QStringLiteral("https://a.ex/"),
                               QStringLiteral("-o"),
                               out};
    for (bool gzip : {false, true, false}) {
        const ToolResult r =
            runTool(split + (gzip ? QStringList{QStringLiteral("--gzip")} : QStringList()) +
                    QStringList{input});
        QVERIFY2(r.exitCode == 0, qPrintable(toolText(r)));
        // Every index in the folder names files that are there.
        for (const QString &name : filesIn(out)) {
            int urls = 0;
            const QSet<QString> hosts = hostsOfSet(QDir(out).filePath(name), &urls);
            QVERIFY2(!hosts.contains(QStringLiteral("missing")),
                     qPrintable(name + QLatin1Char(' ') + filesIn(out).join(u' ')));
        }
        const QString ext = gzip ? QStringLiteral(".xml.gz") : QStringLiteral(".xml");
        QCOMPARE(filesIn(out),
                 (QStringList{QStringLiteral("site-1") + ext, QStringLiteral("site-2") + ext,
                              QStringLiteral("site-3") + ext, QStringLiteral("site") + ext}));
    }
}

void TestFaults::maxUrlsAboveTheProtocolRefused()
{
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("in/site.xml"), urlset("a.ex", 2));
    const QString out = dir.filePath(QStringLiteral("o"));
    for (const auto &[option, value] : {std::pair{"--max-urls", Protocol::MaxUrlsPerSitemap + 1},
                                        std::pair{"--max-bytes", Protocol::MaxFileBytes + 1}}) {
        const ToolResult r = runTool({QStringLiteral("convert"), QLatin1String(option),
                                      QString::number(value), QStringLiteral("-o"), out, input});
        QVERIFY2(r.exitCode == 2, qPrintable(toolText(r)));
        QVERIFY2(r.err.contains("limit"), qPrintable(toolText(r)));
        QVERIFY(!QFileInfo::exists(QDir(out).filePath(QStringLiteral("site.xml"))));
    }
}

void TestFaults::fileCutShortWhileRead()
{
    // Another program truncates and rewrites the file while sitemap-tool reads it:
    // the read gets fewer bytes (or a malformed file), never a crash.
    QTemporaryDir dir;
    const QByteArray full = urlset("a.example", 200000);
    const QString path = writeFile(dir.path(), QStringLiteral("site.xml"), full);
    std::atomic<bool> stop{false};
    std::thread cutter([&] {
        const QByteArray name = QFile::encodeName(path);
        while (!stop.load()) {
            if (::truncate(name.constData(), 100) != 0)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            QFile f(path);
            if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                f.write(full);
            f.close();
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    });
    QStringList crashes;
    for (int run = 0; run < 20; ++run) {
        const Run r = tool({QStringLiteral("check"), path});
        if (!r.finished || r.exitCode < 0 || r.exitCode > 2)
            crashes << QStringLiteral("run %1: ").arg(run) + r.text();
    }
    stop = true;
    cutter.join();
    QVERIFY2(crashes.isEmpty(), qPrintable(crashes.join(u'\n')));
}

void TestFaults::fifoRefused()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.xml"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const QStringList &args :
         {QStringList{QStringLiteral("check"), fifo}, QStringList{QStringLiteral("export"), fifo},
          QStringList{QStringLiteral("convert"), QStringLiteral("-o"),
                      dir.filePath(QStringLiteral("o")), fifo}}) {
        const Run r = tool(args, {}, -1, 0, {}, 10000);
        QVERIFY2(r.finished, qPrintable(args.first() + QStringLiteral(" waits on a FIFO")));
        QVERIFY2(r.exitCode == 2, qPrintable(r.text()));
        QVERIFY2(r.err.contains("FIFO"), qPrintable(r.text()));
    }
}

void TestFaults::indexListingAFileRepeatedlyWritesNothing()
{
    // Refused before a single temporary file is opened.
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("child.xml"), urlset("a.example", 2));
    writeFile(dir.path(), QStringLiteral("other.xml"), urlset("a.example", 2));
    const QString loc = QStringLiteral("https://a.example/child.xml");
    const QString repeated =
        writeFile(dir.path(), QStringLiteral("repeated.xml"), sitemapIndex({loc, loc, loc, loc}));
    const QString many = writeFile(dir.path(), QStringLiteral("many.xml"),
                                   sitemapIndex({loc, QStringLiteral("https://a.example/other.xml"),
                                                 QStringLiteral("https://a.example/x.xml")}));
    for (const QString &index : {repeated, many}) {
        SitemapDocument doc;
        DocumentLoader::load(doc, index);
        WriteOptions options;
        options.maxSitemaps = 2;
        std::atomic<int> opened{0};
        options.hooks.open = [&opened](const QString &path, QString *error) {
            ++opened;
            return FileSystemHooks::openFile(path, error);
        };
        const SaveReport report = saveJudged(doc, dir.filePath(QStringLiteral("out.xml")), options);
        QCOMPARE(report.status, SaveReport::Status::Refused);
        QCOMPARE(opened.load(), 0);
    }
}

void TestFaults::fileSizeLimit()
{
    SKIP_UNDER_SANITIZERS();
    QTemporaryDir dir;
    const QString input =
        writeFile(dir.path(), QStringLiteral("in/site.xml"), urlset("a.ex", 5000));
    const QString out = dir.filePath(QStringLiteral("o"));
    QVERIFY(QDir().mkpath(out));
    const Run r = tool({QStringLiteral("convert"), QStringLiteral("-o"), out, input}, {},
                       RLIMIT_FSIZE, 64 * 1024);
    QVERIFY2(r.exitCode == 2, qPrintable(r.text()));
    QVERIFY2(r.err.contains("File too large"), qPrintable(r.text()));
    QCOMPARE(filesIn(out), QStringList());
}

void TestFaults::memoryLimit()
{
    SKIP_UNDER_SANITIZERS();
    // Limits too low for a 10 MB file, from one that leaves no room for the
    // threads' work to one that is enough: a message and exit 2, or a verdict;
    // never a crash, whichever thread runs out.
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("site.xml"), urlset("a.ex", 200000));
    for (const rlim_t mib : {60, 70, 80, 90, 100, 150, 300}) {
        const Run r = tool({QStringLiteral("check"), input}, {}, RLIMIT_AS, mib << 20);
        QVERIFY2(r.finished && r.exitCode >= 0 && r.exitCode <= 2,
                 qPrintable(QStringLiteral("%1 MiB: ").arg(mib) + r.text()));
        if (r.exitCode == 2)
            QVERIFY2(r.err.contains("out of memory") || r.err.contains("limit"),
                     qPrintable(QStringLiteral("%1 MiB: ").arg(mib) + r.text()));
    }
}

void TestFaults::processLimit()
{
    SKIP_UNDER_SANITIZERS();
    // Under a limit on processes (ulimit -u) no thread can be started: the index's
    // children are not read ahead, no file is read in pieces, judged or written
    // on two threads, and still check and convert give what they give without it.
    // Root is not bound by the limit, so the run drops to the unprivileged uid 65534.
    QTemporaryDir dir;
    QVERIFY(::chmod(QFile::encodeName(dir.path()).constData(), 0755) == 0);
    QStringList locs;
    for (int k = 1; k <= 3; ++k) {
        const QString name = QStringLiteral("child-%1.xml").arg(k);
        // Over ReadOptions::splitMinBytes and the validator's two-thread size.
        const QString path = writeFile(dir.path(), name, urlset("a.ex", 22000 + k));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0644) == 0);
        locs << QStringLiteral("https://a.ex/") + name;
    }
    const QString index = writeFile(dir.path(), QStringLiteral("index.xml"), sitemapIndex(locs));
    QVERIFY(::chmod(QFile::encodeName(index).constData(), 0644) == 0);
    QTemporaryDir outputs;
    QVERIFY(::chmod(QFile::encodeName(outputs.path()).constData(), 0777) == 0);

    // The command as uid 65534 (when root) under RLIMIT_NPROC 1: its stdout, stderr
    // and exit status, or 70-80 when the limit cannot be set or made to bind.
    auto limited = [&](const QStringList &args, const QString &name, QByteArray *out,
                       QByteArray *err) {
        const QByteArray outPath =
            QFile::encodeName(outputs.filePath(name + QLatin1String(".out")));
        const QByteArray errPath =
            QFile::encodeName(outputs.filePath(name + QLatin1String(".err")));
        const QByteArray toolPath = SITEMAP_TOOL_PATH;
        std::vector<QByteArray> bytes;
        for (const QString &a : args)
            bytes.push_back(QFile::encodeName(a));
        const int status = inChild([&] {
            const int o = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int e = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (o < 0 || e < 0 || ::dup2(o, 1) < 0 || ::dup2(e, 2) < 0)
                ::_exit(71);
            if (::geteuid() == 0 &&
                (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0))
                ::_exit(72);
            const rlimit one{1, 1};
            if (::setrlimit(RLIMIT_NPROC, &one) != 0)
                ::_exit(73);
            const pid_t probe = ::fork();
            if (probe == 0)
                ::_exit(0);
            if (probe > 0) {
                ::waitpid(probe, nullptr, 0);
                ::_exit(74); // the limit does not bind this user
            }
            if (::access(toolPath.constData(), X_OK) != 0 ||
                ::access(bytes.back().constData(), R_OK) != 0)
                ::_exit(75);
            execTool(toolPath, bytes, 76);
        });
        *out = readAll(QFile::decodeName(outPath));
        *err = readAll(QFile::decodeName(errPath));
        return status;
    };

    QByteArray out;
    QByteArray err;
    const int checked =
        limited({QStringLiteral("check"), index}, QStringLiteral("check"), &out, &err);
    if (checked >= 70 && checked <= 76)
        QSKIP(qPrintable(QStringLiteral("a binding process limit cannot be set up here (step %1): "
                                        "not root and the limit does not bind, or uid 65534 "
                                        "cannot reach the build")
                             .arg(checked)));
    const ToolResult free = runTool({QStringLiteral("check"), index});
    QCOMPARE(free.exitCode, 0);
    QVERIFY2(checked == free.exitCode,
             qPrintable(QStringLiteral("exit %1: %2").arg(checked).arg(QString::fromUtf8(err))));
    QCOMPARE(out, free.out);
    QCOMPARE(err, free.err);

    const QString freeDir = outputs.filePath(QStringLiteral("free"));
    const QString limitedDir = outputs.filePath(QStringLiteral("limited"));
    QVERIFY(QDir().mkpath(limitedDir));
    QVERIFY(::chmod(QFile::encodeName(limitedDir).constData(), 0777) == 0);
    const QStringList convert = {QStringLiteral("convert"), QStringLiteral("--max-urls"),
                                 QStringLiteral("20000"), QStringLiteral("-o")};
    const ToolResult freeConvert = runTool(convert + QStringList{freeDir, index});
    QCOMPARE(freeConvert.exitCode, 0);
    const int converted =
        limited(convert + QStringList{limitedDir, index}, QStringLiteral("convert"), &out, &err);
    QVERIFY2(converted == 0,
             qPrintable(QStringLiteral("exit %1: %2").arg(converted).arg(QString::fromUtf8(err))));
    QCOMPARE(filesIn(limitedDir), filesIn(freeDir));
    QVERIFY(filesIn(freeDir).size() > 3);
    for (const QString &name : filesIn(freeDir))
        QVERIFY2(readAll(QDir(limitedDir).filePath(name)) == readAll(QDir(freeDir).filePath(name)),
                 qPrintable(name));
}

void TestFaults::fullOutput()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full here");
    QTemporaryDir dir;
    const QString input = writeFile(dir.path(), QStringLiteral("site.xml"), urlset("a.ex", 200));
    for (const char *command : {"export", "check"}) {
        const Run r =
            tool({QLatin1String(command), QStringLiteral("--format"),
                  QLatin1String(qstrcmp(command, "export") == 0 ? "jsonl" : "json"), input},
                 {}, -1, 0, QStringLiteral("/dev/full"));
        QVERIFY2(r.exitCode == 2, qPrintable(r.text()));
        QVERIFY2(r.err.contains("cannot write the output"), qPrintable(r.text()));
    }
}

void TestFaults::longNameSaved()
{
    QTemporaryDir dir;
    const QString name = QString(240, QLatin1Char('n')) + QStringLiteral(".xml");
    const QString input = writeFile(dir.path(), QStringLiteral("in/") + name, urlset("a.ex", 3));
    const QString out = dir.filePath(QStringLiteral("o"));
    const ToolResult r = runTool({QStringLiteral("convert"), QStringLiteral("-o"), out, input});
    QVERIFY2(r.exitCode == 0, qPrintable(toolText(r)));
    QCOMPARE(filesIn(out), QStringList{name});
}

void TestFaults::causesInMessages()
{
    QTemporaryDir dir;
    const QString loop = dir.filePath(QStringLiteral("loop.xml"));
    QVERIFY(::symlink("loop.xml", QFile::encodeName(loop).constData()) == 0);
    const ToolResult r = runTool({QStringLiteral("check"), loop});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("symbolic link"), qPrintable(toolText(r)));
    QVERIFY2(!r.err.contains("no such file"), qPrintable(toolText(r)));
}

void TestFaults::fileNamesKeepEveryByte()
{
    // Every byte 0x80-0xFF that is not part of valid UTF-8 comes back as it was.
    for (int b = 0x80; b <= 0xff; ++b) {
        const QByteArray name = QByteArray("caf") + char(b) + ".xml";
        const QString decoded = FileAccess::decodeName(name);
        QCOMPARE(decoded.size(), 8);
        QCOMPARE(decoded[3].unicode(), char16_t(0xdc00 + b));
        QCOMPARE(FileAccess::encodeName(decoded), name);
        QCOMPARE(FileAccess::shownName(decoded),
                 QStringLiteral("caf\\x%1.xml").arg(b, 2, 16, QLatin1Char('0')));
    }
    // Valid UTF-8 is read as UTF-8, and written back the same.
    for (const QString &text :
         {QStringLiteral("caf\u00e9.xml"), QStringLiteral("\u65e5\u672c.xml"),
          QString::fromUtf8("\xf0\x9f\x98\x80-\xf4\x8f\xbf\xbf.xml"), QStringLiteral("plain")}) {
        QCOMPARE(FileAccess::decodeName(text.toUtf8()), text);
        QCOMPARE(FileAccess::encodeName(text), text.toUtf8());
        QCOMPARE(FileAccess::shownName(text), text);
    }
    // Every pair of bytes, and invalid sequences next to valid ones: bytes -> text
    // -> the same bytes, and text made of them -> the same text.
    for (int a = 0; a < 256; ++a) {
        for (int b = 0; b < 256; ++b) {
            const QByteArray bytes = QByteArray("x") + char(a) + char(b) + "\xc3\xa9";
            const QString decoded = FileAccess::decodeName(bytes);
            QCOMPARE(FileAccess::encodeName(decoded), bytes);
            QCOMPARE(FileAccess::decodeName(FileAccess::encodeName(decoded)), decoded);
        }
    }
    for (const QByteArray &bytes :
         {QByteArray("\xed\xb3\xa9"), QByteArray("\xe9\xf0\x9f\x98\x80\xe9"),
          QByteArray("\xf0\x9f\x98"), QByteArray("\xc0\xaf"), QByteArray("\xf4\x90\x80\x80")}) {
        const QString decoded = FileAccess::decodeName(bytes);
        QCOMPARE(FileAccess::encodeName(decoded), bytes);
    }
}

void TestFaults::latin1FileNames()
{
    // Names in Latin-1 (bytes that are not UTF-8), made with POSIX calls: a file,
    // a folder with an index whose children are in it (one of them Latin-1 too),
    // and an output folder; sitemap-tool reads and writes them by their bytes.
    QTemporaryDir scratch;
    const QByteArray base = QFile::encodeName(scratch.path());
    const QByteArray folder = base + "/dir\xe9";
    const QByteArray out = base + "/out\xe9";
    const auto cleanUp = qScopeGuard([&] {
        removeRawTree(folder);
        removeRawTree(out);
    });
    QVERIFY(::mkdir(folder.constData(), 0755) == 0);
    const QByteArray file = folder + "/caf\xe9.xml";
    QVERIFY(writeRaw(file, urlset("www.shop.de", 3)));
    QVERIFY(writeRaw(folder + "/child-1.xml", urlset("www.one.de", 2)));
    QVERIFY(writeRaw(folder + "/child-2.xml", urlset("www.one.de", 2)));
    QVERIFY(writeRaw(folder + "/caf\xe9-3.xml", urlset("www.one.de", 2)));
    const QByteArray index = folder + "/index.xml";
    QVERIFY(writeRaw(index, sitemapIndex({QStringLiteral("https://www.one.de/child-1.xml"),
                                          QStringLiteral("https://www.one.de/child-2.xml"),
                                          QStringLiteral("https://www.one.de/caf%E9-3.xml")})));
    const QString tmp = scratch.path();

    RawRun r = rawTool({"check", file}, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
    QVERIFY2(r.out.contains("in 1 file"), qPrintable(r.text()));
    r = rawTool({"check", "--format", "json", file}, tmp);
    QVERIFY2(r.exitCode == 0 && r.out.contains("/dir\\\\xe9/caf\\\\xe9.xml\""),
             qPrintable(r.text()));

    r = rawTool({"export", file}, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
    QCOMPARE(r.out.count("\"loc\":\"https://www.shop.de/page/"), 3);
    QVERIFY2(r.out.contains("caf\\\\xe9.xml\""), qPrintable(r.text()));

    // Into a Latin-1 folder that does not exist yet, under the input's own name.
    r = rawTool({"convert", "--write-stylesheet", "-o", out, file}, tmp);
    QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
    QVERIFY2(r.out.contains("out\\xe9/caf\\xe9.xml (3 URLs"), qPrintable(r.text()));
    QCOMPARE(rawNames(out), (QList<QByteArray>{"caf\xe9.xml", "sitemap.xsl"}));
    QCOMPARE(readRaw(out + "/caf\xe9.xml").count("<loc>https://www.shop.de/page/"), 3);

    // An index in a Latin-1 folder: every child read, split into parts there, and
    // split again (the second save sweeps by the first one's index).
    r = rawTool({"check", index}, tmp);
    QVERIFY2(r.exitCode == 0 && r.out.contains("in 4 files"), qPrintable(r.text()));
    const QByteArray parts = folder + "/parts";
    for (int round = 0; round < 2; ++round) {
        r = rawTool(
            {"convert", "--max-urls", "1", "--base-url", "https://www.one.de/", "-o", parts, index},
            tmp);
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        QCOMPARE(
            rawNames(parts),
            (QList<QByteArray>{"caf\xe9-3-1.xml", "caf\xe9-3-2.xml", "child-1-1.xml",
                               "child-1-2.xml", "child-2-1.xml", "child-2-2.xml", "index.xml"}));
        QVERIFY(readRaw(parts + "/index.xml").contains("<loc>https://www.one.de/caf%E9-3-2.xml"));
        r = rawTool({"check", parts + "/index.xml"}, tmp);
        QVERIFY2(r.exitCode == 0 && r.out.contains("in 7 files"), qPrintable(r.text()));
    }

    // A Latin-1 name that is not there is named as it is.
    r = rawTool({"check", folder + "/nope\xe9.xml"}, tmp);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("dir\\xe9/nope\\xe9.xml: cannot read: no such file"),
             qPrintable(r.text()));
}

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
