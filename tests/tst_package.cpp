// SPDX-License-Identifier: GPL-3.0-or-later
// `cpack -G DEB` on this build: the package's control data (dependencies computed
// by dpkg-shlibdeps, with versions, not a hand-written list), its contents in the
// standard places under /usr, programs that run once unpacked, and (where apt
// can tell) dependencies that Debian can satisfy.

#include "testsupport.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &arguments, const QString &workingDir = {})
{
    QProcess process;
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(280000)) {
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

// "Depends: a (>= 1), b | c" -> {"a (>= 1)", "b | c"}
QStringList field(const QByteArray &control, const char *name)
{
    const QRegularExpression re(QLatin1String("(?:^|\\n) ") + QLatin1String(name) +
                                QLatin1String(": ([^\\n]*)"));
    const QRegularExpressionMatch m = re.match(QString::fromUtf8(control));
    if (!m.hasMatch())
        return {};
    QStringList items = m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString &item : items)
        item = item.trimmed();
    return items;
}

} // namespace

class TestPackage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void controlData();
    void contents();
    void unpackedProgramsRun();
    void dependenciesResolve();

private:
    QTemporaryDir m_dir;
    QString m_deb;
};

void TestPackage::initTestCase()
{
#if SITEMAP_SANITIZED
    // A package of sanitizer-instrumented programs is nothing anyone ships, and
    // dpkg-shlibdeps would add the sanitizer runtimes; the plain build runs this.
    QSKIP("the package is built and checked in the plain build, not the sanitizer build");
#endif
#if !SITEMAP_GUI
    QSKIP("the editor is not built (SITEMAP_BUILD_GUI=OFF): the package needs it");
#endif
    for (const char *program : {"cpack", "dpkg-deb", "dpkg-shlibdeps"}) {
        if (QStandardPaths::findExecutable(QLatin1String(program)).isEmpty()) {
            const QByteArray message =
                QByteArray(program) + " is missing: install dpkg-dev (scripts/deps.sh does)";
            if (qgetenv("CI") == "true")
                QFAIL(message.constData());
            QSKIP(message.constData());
        }
    }
    QVERIFY(m_dir.isValid());
    const Run cpack = run(QStringLiteral("cpack"),
                          {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                           QStringLiteral(SITEMAP_BUILD_DIR "/CPackConfig.cmake"),
                           QStringLiteral("-B"), m_dir.path()},
                          QStringLiteral(SITEMAP_BUILD_DIR));
    QVERIFY2(cpack.exitCode == 0, (cpack.out + cpack.err).constData());
    const QStringList debs = QDir(m_dir.path()).entryList({QStringLiteral("*.deb")}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    m_deb = m_dir.filePath(debs.first());
    const QString arch = QString::fromUtf8(
        run(QStringLiteral("dpkg"), {QStringLiteral("--print-architecture")}).out.trimmed());
    QCOMPARE(debs.first(), QLatin1String("sitemap-editor_" SITEMAP_PROJECT_VERSION "_") + arch +
                               QLatin1String(".deb"));
}

void TestPackage::controlData()
{
    const Run info = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-I"), m_deb});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QCOMPARE(field(info.out, "Package"), QStringList{QStringLiteral("sitemap-editor")});
    QCOMPARE(field(info.out, "Version"), QStringList{QStringLiteral(SITEMAP_PROJECT_VERSION)});
    QVERIFY(!field(info.out, "Maintainer").isEmpty());
    QVERIFY(info.out.contains(" Description: editor and checker for XML sitemaps\n"));

    // Computed by dpkg-shlibdeps from the programs' libraries: every library the
    // programs link, each with the minimum version its symbols need.
    const QStringList depends = field(info.out, "Depends");
    QVERIFY2(!depends.isEmpty(), info.out.constData());
    for (const char *package : {"libc6", "libstdc++6", "libqt6core6", "libqt6gui6",
                                "libqt6widgets6", "libexpat1", "zlib1g"}) {
        bool found = false;
        for (const QString &d : depends) {
            if (d.startsWith(QLatin1String(package) + QLatin1String(" (>= ")))
                found = true;
        }
        QVERIFY2(found, qPrintable(QLatin1String(package) + QLatin1String(" not in ") +
                                   depends.join(QLatin1String(", "))));
    }
    // Nothing of the build machine: no -dev packages, no sanitizer runtimes.
    for (const QString &d : depends) {
        QVERIFY2(!d.contains(QLatin1String("-dev")) && !d.startsWith(QLatin1String("libasan")) &&
                     !d.startsWith(QLatin1String("libubsan")),
                 qPrintable(d));
    }
}

void TestPackage::contents()
{
    const Run list = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), m_deb});
    QVERIFY2(list.exitCode == 0, list.err.constData());
    QStringList files;
    for (const QByteArray &line : list.out.split('\n')) {
        if (line.isEmpty() || line.startsWith('d'))
            continue;
        files << QString::fromUtf8(line.mid(line.indexOf(" ./") + 1));
    }
    const QString id = QStringLiteral("org.sitemapeditor.SitemapEditor");
    for (const QString &path :
         {QStringLiteral("./usr/bin/sitemap-editor"), QStringLiteral("./usr/bin/sitemap-tool"),
          QStringLiteral("./usr/" SITEMAP_INSTALL_LIBDIR "/sitemap-editor/sitemap-fetch.so"),
          QLatin1String("./usr/share/applications/") + id + QLatin1String(".desktop"),
          QLatin1String("./usr/share/metainfo/") + id + QLatin1String(".metainfo.xml"),
          QLatin1String("./usr/share/icons/hicolor/scalable/apps/") + id + QLatin1String(".svg"),
          QLatin1String("./usr/share/icons/hicolor/48x48/apps/") + id + QLatin1String(".png"),
          QStringLiteral("./usr/share/man/man1/sitemap-tool.1.gz"),
          QStringLiteral("./usr/share/man/man1/sitemap-editor.1.gz"),
          QStringLiteral("./usr/share/bash-completion/completions/sitemap-tool"),
          QStringLiteral("./usr/share/doc/sitemap-editor/copyright")}) {
        QVERIFY2(files.contains(path), qPrintable(path));
    }
    for (const QString &path : std::as_const(files))
        QVERIFY2(path.startsWith(QLatin1String("./usr/")), qPrintable(path));
    // The programs are executable by everyone.
    QVERIFY(list.out.contains("-rwxr-xr-x root/root"));
}

void TestPackage::unpackedProgramsRun()
{
    QTemporaryDir root;
    const Run extract = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, root.path()});
    QVERIFY2(extract.exitCode == 0, extract.err.constData());
    const Run version =
        run(root.path() + QLatin1String("/usr/bin/sitemap-tool"), {QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.out, QByteArray("sitemap-tool " SITEMAP_PROJECT_VERSION "\n"));
    const Run explain = run(root.path() + QLatin1String("/usr/bin/sitemap-tool"),
                            {QStringLiteral("explain"), QStringLiteral("loc-missing")});
    QCOMPARE(explain.exitCode, 0);
    QVERIFY(explain.out.startsWith("loc-missing\n"));
}

void TestPackage::dependenciesResolve()
{
    // apt's simulation installs nothing; it says whether the package's dependencies
    // can be satisfied here, as `apt install ./FILE.deb` would need.
    if (QStandardPaths::findExecutable(QStringLiteral("apt-get")).isEmpty())
        QSKIP("apt-get is not available");
    const Run simulate =
        run(QStringLiteral("apt-get"), {QStringLiteral("install"), QStringLiteral("--simulate"),
                                        QStringLiteral("--no-install-recommends"), m_deb});
    QVERIFY2(simulate.exitCode == 0, (simulate.out + simulate.err).constData());
    QVERIFY2(simulate.out.contains("Inst sitemap-editor"), simulate.out.constData());
}

QTEST_GUILESS_MAIN(TestPackage)
#include "tst_package.moc"
