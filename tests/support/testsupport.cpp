// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "bytedecoding.h"
#include "sitemapdocument.h"
#include "sitemapfetcher.h"
#include "sitemapreader.h"
#include "sourceloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

namespace {

// Commands run in-process fetch with the tests' own SitemapFetcher (the tests link
// Qt Network); sitemap-tool loads the sitemap-fetch module for the same calls.
const bool remoteSourceSet = [] {
    SourceLoader::setRemoteSourceProvider(
        [](QString *) { return &SitemapFetcher::remoteSource(); });
    return true;
}();

} // namespace

namespace TestSupport {

QString sharedDir()
{
    const QString dir = QString::fromUtf8(SITEMAP_SHARED_DIR);
    return QFileInfo(dir).isDir() ? dir : QString();
}

QString corpusDir()
{
    const QString shared = sharedDir();
    const QString dir = shared + QStringLiteral("/corpus");
    return !shared.isEmpty() && QFileInfo(dir).isDir() ? dir : QString();
}

QString schemasDir()
{
    const QString shared = sharedDir();
    const QString dir = shared + QStringLiteral("/schemas");
    return !shared.isEmpty() && QFileInfo(dir).isDir() ? dir : QString();
}

qint64 deadProcessId()
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        const pid_t pid = ::fork();
        if (pid < 0)
            qFatal("fork failed");
        if (pid == 0)
            ::_exit(0); // only async-signal-safe calls in the child of a threaded process
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        // Reaped: gone, unless the id was handed out again at once.
        if (::kill(pid, 0) == -1 && errno == ESRCH)
            return pid;
    }
    qFatal("no process id that is free");
    return -1;
}

int readDocument(SitemapDocument &doc, const QByteArray &bytes, const QString &name)
{
    doc.beginReset();
    const int file = SitemapReader::readBytes(doc, bytes, name);
    doc.endReset();
    return file;
}

QString writeFile(const QString &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir + QLatin1Char('/') + name;
    QFileInfo(path).dir().mkpath(QStringLiteral("."));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write fixture %s", qPrintable(path));
    f.write(bytes);
    return path;
}

QByteArray gzip(const QByteArray &bytes)
{
    z_stream zs{};
    if (deflateInit2(&zs, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2 failed");
    QByteArray out;
    out.resize(qsizetype(deflateBound(&zs, uLong(bytes.size()))) + 32);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
    zs.avail_in = uInt(bytes.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

QByteArray gunzip(const QByteArray &bytes)
{
    bool complete = false;
    const QByteArray out =
        Reading::gunzip(bytes, std::numeric_limits<qint64>::max() / 2, &complete);
    return complete ? out : QByteArray();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QByteArray content(const QString &path)
{
    const QByteArray bytes = readAll(path);
    return path.endsWith(QLatin1String(".gz")) ? gunzip(bytes) : bytes;
}

QString schemaCheck(const QString &path)
{
    const QByteArray bytes = content(path);
    if (bytes.isEmpty())
        return QStringLiteral("%1 is empty or not readable").arg(path);
    static QTemporaryDir scratch;
    QString file = path;
    if (path.endsWith(QLatin1String(".gz")))
        file =
            writeFile(scratch.path(), QFileInfo(path).fileName() + QStringLiteral(".xml"), bytes);
    const bool index = bytes.contains("<sitemapindex");
    return validateWithSchema(file, index ? QStringLiteral("siteindex.xsd")
                                          : QStringLiteral("sitemap-all.xsd"));
}

ToolResult runTool(const QStringList &arguments)
{
    return runToolInLocale(arguments, {});
}

ToolResult runToolInLocale(const QStringList &arguments, const QStringList &localeVariables)
{
    QProcess p;
    if (!localeVariables.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
            environment.remove(QString::fromLatin1(name));
        for (const QString &variable : localeVariables)
            environment.insert(variable.section(QLatin1Char('='), 0, 0),
                               variable.section(QLatin1Char('='), 1));
        p.setProcessEnvironment(environment);
    }
    p.start(QString::fromUtf8(SITEMAP_TOOL_PATH), arguments);
    ToolResult r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QStringList neededLibraries(const QString &elf, QString *skip, QString *error)
{
    QString program = QStandardPaths::findExecutable(QStringLiteral("readelf"));
    QStringList arguments{QStringLiteral("-d"), elf};
    if (program.isEmpty()) {
        program = QStandardPaths::findExecutable(QStringLiteral("objdump"));
        arguments = {QStringLiteral("-p"), elf};
    }
    if (program.isEmpty()) {
        *skip = QStringLiteral("neither readelf nor objdump is installed (binutils)");
        return {};
    }
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = program + QStringLiteral(" failed on ") + elf + QStringLiteral(": ") +
                 QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    // readelf: "0x... (NEEDED)  Shared library: [libQt6Core.so.6]";
    // objdump: "  NEEDED               libQt6Core.so.6".
    QStringList needed;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (line.contains("(NEEDED)")) {
            const qsizetype open = line.indexOf('[');
            const qsizetype close = line.lastIndexOf(']');
            if (open >= 0 && close > open)
                needed << QString::fromUtf8(line.mid(open + 1, close - open - 1));
        } else if (line.trimmed().startsWith("NEEDED ")) {
            needed << QString::fromUtf8(line.trimmed().mid(7).trimmed());
        }
    }
    if (needed.isEmpty())
        *error = QStringLiteral("no NEEDED entry found in ") + elf;
    return needed;
}

QString validateWithSchema(const QString &file, const QString &schemaName)
{
    const QString schemas = schemasDir();
    if (schemas.isEmpty())
        return QStringLiteral("skip: ../shared/schemas is absent");
    const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
    if (xmllint.isEmpty())
        return QStringLiteral("skip: xmllint is not installed (libxml2-utils)");
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(xmllint, {QStringLiteral("--noout"), QStringLiteral("--nonet"),
                      QStringLiteral("--schema"), schemas + QLatin1Char('/') + schemaName, file});
    p.waitForFinished(120000);
    if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
        return {};
    return QString::fromUtf8(p.readAll());
}

void isolateUserState(const QString &settingsDir)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(QStringLiteral("sitemap-editor-test"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir);
}

bool writeRaw(const QByteArray &path, const QByteArray &bytes)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size();
    return ::close(fd) == 0 && ok;
}

QByteArray readRaw(const QByteArray &path)
{
    QByteArray out;
    const int fd = ::open(path.constData(), O_RDONLY);
    if (fd < 0)
        return out;
    char buffer[4096];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
        out.append(buffer, n);
    ::close(fd);
    return out;
}

QList<QByteArray> rawNames(const QByteArray &folder)
{
    QList<QByteArray> out;
    if (DIR *dir = ::opendir(folder.constData())) {
        while (const dirent *e = ::readdir(dir)) {
            if (qstrcmp(e->d_name, ".") != 0 && qstrcmp(e->d_name, "..") != 0)
                out << QByteArray(e->d_name);
        }
        ::closedir(dir);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void removeRawTree(const QByteArray &root)
{
    ::nftw(
        root.constData(),
        [](const char *path, const struct stat *, int, FTW *) {
            ::remove(path); // what cannot be removed stays; the walk goes on
            return 0;
        },
        16, FTW_DEPTH | FTW_PHYS);
}

} // namespace TestSupport
