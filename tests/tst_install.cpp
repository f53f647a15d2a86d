// SPDX-License-Identifier: GPL-3.0-or-later
// `cmake --install` into a temporary DESTDIR: every file in its standard place
// and nothing else, the installed programs run, and the desktop entry and the
// AppStream metadata pass their validators (desktop-file-validate, appstreamcli).

#include "rules.h"
#include "testhttpserver.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString appId = QStringLiteral("org.sitemapeditor.SitemapEditor");
const int iconSizes[] = {16, 22, 24, 32, 48, 64, 128, 256};

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &arguments,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
        const QString &workingFolder = {})
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (!workingFolder.isEmpty())
        process.setWorkingDirectory(workingFolder);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(240000)) {
        process.kill();
        process.waitForFinished();
        result.err = "did not finish: " + process.errorString().toUtf8();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// The width and height in a PNG's IHDR chunk.
QSize pngSize(const QByteArray &png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.mid(12, 4) != "IHDR")
        return {};
    const auto be32 = [&](int at) {
        return (uchar(png[at]) << 24) | (uchar(png[at + 1]) << 16) | (uchar(png[at + 2]) << 8) |
               uchar(png[at + 3]);
    };
    return QSize(be32(16), be32(20));
}

} // namespace

class TestInstall : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void layout();
    void installedToolRuns();
    void installedToolFetchesThroughItsModule();
    void installedEditorRuns();
    void programsLoadNoLibraryFromTheFolderTheyRunIn();
    void editorReportsWhenReady();
    void editorTimesItsHeavyActions();
    void desktopEntryIsValid();
    void appstreamMetadataIsValid();
    void manPagesAndCompletion();

private:
    // Skips when a validator is missing, except in CI, where scripts/deps.sh installs it.
    bool requireProgram(const QString &name, const char *package);

    QTemporaryDir m_dest;
    QString m_usr; // m_dest + the prefix
};

bool TestInstall::requireProgram(const QString &name, const char *package)
{
    if (!QStandardPaths::findExecutable(name).isEmpty())
        return true;
    const QByteArray message =
        name.toUtf8() + " is missing: install " + package + " (scripts/deps.sh does)";
    if (qgetenv("CI") == "true")
        QTest::qFail(message.constData(), __FILE__, __LINE__);
    else
        QTest::qSkip(message.constData(), __FILE__, __LINE__);
    return false;
}

void TestInstall::initTestCase()
{
#if SITEMAP_SANITIZED
    // The sanitizer build checks the code for memory errors; its programs need the
    // sanitizer runtimes and are not what anyone installs. The plain build runs this.
    QSKIP("install layout is checked in the plain build, not the sanitizer build");
#endif
#if !SITEMAP_GUI
    QSKIP("the editor is not built (SITEMAP_BUILD_GUI=OFF): nothing to install for the desktop");
#endif
    QVERIFY(m_dest.isValid());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("DESTDIR"), m_dest.path());
    const Run install = run(QStringLiteral("cmake"),
                            {QStringLiteral("--install"), QStringLiteral(SITEMAP_BUILD_DIR),
                             QStringLiteral("--prefix"), QStringLiteral("/usr")},
                            environment);
    QVERIFY2(install.exitCode == 0, (install.out + install.err).constData());
    m_usr = m_dest.path() + QLatin1String("/usr");
}

void TestInstall::layout()
{
    QStringList expected{
        QStringLiteral("bin/sitemap-editor"),
        QStringLiteral("bin/sitemap-tool"),
        QStringLiteral(SITEMAP_INSTALL_LIBDIR "/sitemap-editor/sitemap-fetch.so"),
        QLatin1String("share/applications/") + appId + QLatin1String(".desktop"),
        QLatin1String("share/metainfo/") + appId + QLatin1String(".metainfo.xml"),
        QLatin1String("share/icons/hicolor/scalable/apps/") + appId + QLatin1String(".svg"),
        QStringLiteral("share/man/man1/sitemap-editor.1.gz"),
        QStringLiteral("share/man/man1/sitemap-tool.1.gz"),
        QStringLiteral("share/bash-completion/completions/sitemap-tool"),
        QStringLiteral("share/doc/sitemap-editor/copyright"),
        QStringLiteral("share/doc/sitemap-editor/README.md"),
        QStringLiteral("share/doc/sitemap-editor/rules.md"),
        QStringLiteral("share/doc/sitemap-editor/rules.de.md"),
        QStringLiteral("share/doc/sitemap-editor/ci.md"),
    };
    for (int size : iconSizes) {
        expected << QStringLiteral("share/icons/hicolor/%1x%1/apps/").arg(size) + appId +
                        QLatin1String(".png");
    }
    QStringList installed;
    for (QDirIterator it(m_dest.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
         it.hasNext();) {
        installed << QDir(m_usr).relativeFilePath(it.next());
    }
    installed.sort();
    expected.sort();
    QCOMPARE(installed, expected);

    for (const char *program : {"bin/sitemap-editor", "bin/sitemap-tool"}) {
        const QFileInfo info(m_usr + QLatin1Char('/') + QLatin1String(program));
        QVERIFY2(info.isExecutable(), program);
    }
    for (int size : iconSizes) {
        const QByteArray png = TestSupport::readAll(
            m_usr + QStringLiteral("/share/icons/hicolor/%1x%1/apps/").arg(size) + appId +
            QLatin1String(".png"));
        QCOMPARE(pngSize(png), QSize(size, size));
    }
    const QByteArray svg =
        TestSupport::readAll(m_usr + QLatin1String("/share/icons/hicolor/scalable/apps/") + appId +
                             QLatin1String(".svg"));
    QVERIFY(svg.contains("<svg"));
    QCOMPARE(TestSupport::readAll(m_usr + QLatin1String("/share/doc/sitemap-editor/copyright")),
             TestSupport::readAll(QStringLiteral(SITEMAP_SOURCE_DIR "/LICENSE")));
}

// A program run in a folder that holds files named as the libraries it needs takes
// the system's all the same: a run-time search path with an empty entry (which the
// build tree's programs had) makes the loader look in the current folder first, and
// there it stopped at the first such file (or would load a crafted one).
void TestInstall::programsLoadNoLibraryFromTheFolderTheyRunIn()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    for (const char *name : {"libz.so.1", "libexpat.so.1", "libQt6Core.so.6", "libQt6Gui.so.6",
                             "libQt6Widgets.so.6", "libstdc++.so.6", "libm.so.6", "libgcc_s.so.1"})
        TestSupport::writeFile(folder.path(), QLatin1String(name), "not a library\n");
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &program : {QStringLiteral(SITEMAP_BUILD_DIR "/app/sitemap-tool"),
                                   QStringLiteral(SITEMAP_BUILD_DIR "/app/sitemap-editor"),
                                   m_usr + QLatin1String("/bin/sitemap-tool"),
                                   m_usr + QLatin1String("/bin/sitemap-editor")}) {
        const Run r = run(program, {QStringLiteral("--version")}, environment, folder.path());
        QVERIFY2(r.exitCode == 0,
                 qPrintable(program + QLatin1String(": ") + QString::fromUtf8(r.out + r.err)));
        QVERIFY2(r.out.endsWith(" " SITEMAP_PROJECT_VERSION "\n"), r.out.constData());
    }
}

void TestInstall::installedToolRuns()
{
    const QString tool = m_usr + QLatin1String("/bin/sitemap-tool");
    Run r = run(tool, {QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("sitemap-tool " SITEMAP_PROJECT_VERSION "\n"));
    r = run(tool, {QStringLiteral("rules")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count('\n'), RuleCount);
    r = run(tool, {QStringLiteral("explain"), QStringLiteral("loc-not-absolute")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("**How to fix it.**"));

    QTemporaryDir dir;
    const QString sitemap =
        TestSupport::writeFile(dir.path(), QStringLiteral("sitemap.xml"),
                               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                               "  <url><loc>/about</loc></url>\n"
                               "</urlset>\n");
    r = run(tool, {QStringLiteral("check"), sitemap});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(":3:") && r.out.contains("[loc-not-absolute]"), r.out.constData());
}

void TestInstall::installedToolFetchesThroughItsModule()
{
    const QString tool = m_usr + QLatin1String("/bin/sitemap-tool");
    // The program does not link Qt Network; its module does, and is found where
    // it is installed.
    QString skip, error;
    QStringList needed = TestSupport::neededLibraries(tool, &skip, &error);
    if (skip.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString &library : std::as_const(needed))
            QVERIFY2(!library.startsWith(QLatin1String("libQt6Network")), qPrintable(library));
        needed = TestSupport::neededLibraries(
            m_usr + QLatin1String("/" SITEMAP_INSTALL_LIBDIR "/sitemap-editor/sitemap-fetch.so"),
            &skip, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(needed.contains(QStringLiteral("libQt6Network.so.6")),
                 qPrintable(needed.join(u' ')));
    } else {
        qInfo("not reading the programs' libraries: %s", qPrintable(skip));
    }

    TestHttpServer server;
    QVERIFY(server.port() > 0);
    server.setBody(QStringLiteral("/sitemap.xml"),
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                   "  <url><loc>/about</loc></url>\n"
                   "</urlset>\n");
    const QString url = server.url(QStringLiteral("/sitemap.xml"));
    const Run r = run(tool, {QStringLiteral("check"), url});
    QVERIFY2(r.exitCode == 1, (r.out + r.err).constData());
    QVERIFY2(r.out.contains(url.toUtf8() + ":3:") && r.out.contains("[loc-not-absolute]"),
             r.out.constData());
    QCOMPARE(server.hits(QStringLiteral("/sitemap.xml")), 1);
}

void TestInstall::installedEditorRuns()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const Run r = run(m_usr + QLatin1String("/bin/sitemap-editor"), {QStringLiteral("--version")},
                      environment);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(SITEMAP_PROJECT_VERSION), (r.out + r.err).constData());
}

// The benchmark's measure of the editor's load (bench/run.sh section 9): the window
// opens the file, reports when it is idle and quits on its own.
void TestInstall::editorReportsWhenReady()
{
    QTemporaryDir home;
    const QString file = TestSupport::writeFile(
        home.path(), QStringLiteral("site.xml"),
        QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                          "<url><loc>https://www.sitemap-test.de/</loc></url>\n</urlset>\n"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const char *name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        environment.insert(QLatin1String(name), home.path());
    const Run r = run(m_usr + QLatin1String("/bin/sitemap-editor"),
                      {QStringLiteral("--bench-ready"), file}, environment);
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    const QRegularExpression ready(QStringLiteral("^ready_ms=(\\d+) stall_ms=(\\d+)\n$"));
    const QRegularExpressionMatch m = ready.match(QString::fromUtf8(r.out));
    QVERIFY2(m.hasMatch(), r.out.constData());
    QVERIFY(m.captured(2).toLongLong() <= m.captured(1).toLongLong());
    // Hidden from the help, which is for users.
    const Run help =
        run(m_usr + QLatin1String("/bin/sitemap-editor"), {QStringLiteral("--help")}, environment);
    QVERIFY(!help.out.contains("bench-ready"));
}

// The benchmark's measure of the window's heavy actions (bench/run.sh section 10): every
// action runs, through the window, and what it saved is in the file.
void TestInstall::editorTimesItsHeavyActions()
{
    QTemporaryDir home;
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                     "<!-- kept by hand -->\n";
    for (int i = 0; i < 5; ++i)
        xml += "<url><loc>https://www.sitemap-bench.de/page-" + QByteArray::number(i) +
               "</loc><priority>0.5</priority></url>\n";
    xml += "</urlset>\n";
    const QString file = TestSupport::writeFile(home.path(), QStringLiteral("site.xml"), xml);
    const QString original = TestSupport::writeFile(home.path(), QStringLiteral("old.xml"), xml);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const char *name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        environment.insert(QLatin1String(name), home.path());
    const Run r = run(m_usr + QLatin1String("/bin/sitemap-editor"),
                      {QStringLiteral("--bench-actions"), file, original}, environment);
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    QStringList actions;
    const QRegularExpression line(
        QStringLiteral("^action=([a-z-]+) ms=(\\d+)( stall_ms=(\\d+) peak_mib=\\d+)?$"));
    for (const QString &text : QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = line.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        if (m.hasCaptured(4))
            QVERIFY(m.captured(4).toLongLong() <= m.captured(2).toLongLong());
        actions << m.captured(1);
    }
    QCOMPARE(actions, QStringList({QStringLiteral("sort-url"),
                                   QStringLiteral("sort-lastmod"),
                                   QStringLiteral("find-key"),
                                   QStringLiteral("replace-all"),
                                   QStringLiteral("undo"),
                                   QStringLiteral("redo"),
                                   QStringLiteral("save-all"),
                                   QStringLiteral("save-all-dialog"),
                                   QStringLiteral("edit-cell"),
                                   QStringLiteral("save-one-edit"),
                                   QStringLiteral("compare"),
                                   QStringLiteral("edit-compared"),
                                   QStringLiteral("delete-scattered"),
                                   QStringLiteral("undo-delete"),
                                   QStringLiteral("sort-problems"),
                                   QStringLiteral("sort-file"),
                                   QStringLiteral("file-order"),
                                   QStringLiteral("select-all"),
                                   QStringLiteral("copy-all"),
                                   QStringLiteral("lastmod-today-all"),
                                   QStringLiteral("undo-lastmod"),
                                   QStringLiteral("export-csv")}));
    // The second save asks nothing: its options were confirmed by the first.
    // Replaced, saved, one priority edited and saved, the hand-kept layout kept.
    const QByteArray saved = TestSupport::readAll(file);
    QVERIFY2(saved.contains("<!-- kept by hand -->\n"), saved.constData());
    QVERIFY2(!saved.contains("www.sitemap-bench.de"), saved.constData());
    QCOMPARE(saved.count("www.sitemap-bench.com"), 5);
    QCOMPARE(saved.count("<priority>0.3</priority>"), 1);
    QCOMPARE(TestSupport::readAll(original), xml);
}

void TestInstall::desktopEntryIsValid()
{
    if (!requireProgram(QStringLiteral("desktop-file-validate"), "desktop-file-utils"))
        return;
    const QString desktop =
        m_usr + QLatin1String("/share/applications/") + appId + QLatin1String(".desktop");
    const Run r = run(QStringLiteral("desktop-file-validate"), {desktop});
    QVERIFY2(r.exitCode == 0 && r.out.isEmpty() && r.err.isEmpty(), (r.out + r.err).constData());
    // It starts the installed program and names the installed icon.
    const QByteArray entry = TestSupport::readAll(desktop);
    QVERIFY(entry.contains("\nExec=sitemap-editor %f\n"));
    QVERIFY(entry.contains("\nIcon=" + appId.toUtf8() + '\n'));
}

void TestInstall::appstreamMetadataIsValid()
{
    if (!requireProgram(QStringLiteral("appstreamcli"), "appstream"))
        return;
    const QString metainfo =
        m_usr + QLatin1String("/share/metainfo/") + appId + QLatin1String(".metainfo.xml");
    const Run r = run(QStringLiteral("appstreamcli"),
                      {QStringLiteral("validate"), QStringLiteral("--no-net"), metainfo});
    QVERIFY2(r.exitCode == 0, (r.out + r.err).constData());
    // No warning and no error (infos and pedantic notes are allowed).
    QVERIFY2(!r.out.contains("\nW: ") && !r.out.startsWith("W: ") && !r.out.contains("E: "),
             r.out.constData());
    const QByteArray xml = TestSupport::readAll(metainfo);
    QVERIFY(xml.contains("<release version=\"" SITEMAP_PROJECT_VERSION "\""));
    QVERIFY(xml.contains("<launchable type=\"desktop-id\">" + appId.toUtf8() + ".desktop<"));
}

void TestInstall::manPagesAndCompletion()
{
    for (const char *program : {"sitemap-tool", "sitemap-editor"}) {
        const QByteArray page = TestSupport::gunzip(
            TestSupport::readAll(m_usr + QLatin1String("/share/man/man1/") +
                                 QLatin1String(program) + QLatin1String(".1.gz")));
        QVERIFY2(page.contains(".TH " + QByteArray(program).toUpper() + " 1 "), program);
        QVERIFY2(page.contains(QByteArray(program) + " " SITEMAP_PROJECT_VERSION), program);
        QVERIFY2(!page.contains('@'), "a placeholder was left in the page");
    }
    const QByteArray toolPage = TestSupport::gunzip(
        TestSupport::readAll(m_usr + QLatin1String("/share/man/man1/sitemap-tool.1.gz")));
    for (const char *command : {"check", "export", "convert", "rules", "explain", "audit"})
        QVERIFY2(toolPage.contains(".B sitemap-tool " + QByteArray(command)), command);
    QVERIFY(toolPage.contains(".SH EXIT STATUS"));

    const QString completion =
        m_usr + QLatin1String("/share/bash-completion/completions/sitemap-tool");
    QVERIFY(TestSupport::readAll(completion).contains("complete -F _sitemap_tool sitemap-tool"));
    const Run syntax = run(QStringLiteral("bash"), {QStringLiteral("-n"), completion});
    QVERIFY2(syntax.exitCode == 0, syntax.err.constData());
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
