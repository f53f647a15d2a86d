// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-tool: checks, exports and converts sitemaps for scripts and CI.
// Qt Core only; the commands live in the cli library (commandtable.h). URLs are
// fetched by the sitemap-fetch module (Qt Network), loaded when the first URL is.

#include "auditcommand.h"
#include "commandline.h"
#include "commandtable.h"
#include "commandusage.h"
#include "fileaccess.h"
#include "pagestorage.h"
#include "remotesource.h"
#include "sourceloader.h"
#include "webauditrunner.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QIODevice>
#include <QLibrary>
#include <QTextStream>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <new>
#include <system_error>

namespace {

int run(const QString &command, const QStringList &args, QTextStream &out, QTextStream &err);

// The sitemap-fetch module's RemoteSource, from where it is installed relative to
// this program (SITEMAP_FETCH_MODULE_DIR, from the install layout), else from
// beside this program (the build tree); null and *error naming the places
// looked at when it is not there or cannot be used.
// Where loadFetchModule() found the module.
QString &fetchModulePath()
{
    static QString path;
    return path;
}

RemoteSource *loadFetchModule(QString *error)
{
    const QDir here(QCoreApplication::applicationDirPath());
    const QString name = QStringLiteral(SITEMAP_FETCH_MODULE);
    const QStringList places{
        QDir::cleanPath(here.filePath(QStringLiteral(SITEMAP_FETCH_MODULE_DIR "/") + name)),
        here.filePath(name)};
    for (const QString &path : places) {
        if (!QFileInfo(path).isFile())
            continue;
        // Never unloaded: the documents it made live until the end.
        QLibrary library(path);
        const auto entry =
            reinterpret_cast<SitemapFetchEntry>(library.resolve(SitemapFetchEntryName));
        if (!entry) {
            *error = QStringLiteral("cannot load %1 to fetch URLs: %2")
                         .arg(QDir::toNativeSeparators(path), library.errorString());
            return nullptr;
        }
        const QByteArray key =
            QByteArrayLiteral(PROJECT_VERSION "/") + QByteArray::number(RemoteSourceInterface);
        if (RemoteSource *source = entry(key.constData())) {
            fetchModulePath() = path;
            return source;
        }
        *error = QStringLiteral("%1 is not from the same build as this sitemap-tool %2; reinstall "
                                "both together")
                     .arg(QDir::toNativeSeparators(path), QStringLiteral(PROJECT_VERSION));
        return nullptr;
    }
    *error = QStringLiteral("fetching URLs needs the module %1, which is not installed (looked "
                            "for %2 and %3)")
                 .arg(name, QDir::toNativeSeparators(places.at(0)),
                      QDir::toNativeSeparators(places.at(1)));
    return nullptr;
}

// The module's web audit runner (sitemap-tool audit), from the module
// loadFetchModule() finds and checks.
WebAuditRunner *loadAuditRunner(QString *error)
{
    if (fetchModulePath().isEmpty() && !loadFetchModule(error))
        return nullptr;
    QLibrary library(fetchModulePath());
    const auto entry =
        reinterpret_cast<SitemapWebAuditEntry>(library.resolve(SitemapWebAuditEntryName));
    const QByteArray key =
        QByteArrayLiteral(PROJECT_VERSION "/") + QByteArray::number(RemoteSourceInterface);
    if (WebAuditRunner *runner = entry ? entry(key.constData()) : nullptr)
        return runner;
    *error = QStringLiteral("cannot use %1 to check URLs: %2")
                 .arg(QDir::toNativeSeparators(fetchModulePath()), library.errorString());
    return nullptr;
}

} // namespace

int main(int argc, char **argv)
{
    PageStorage::keepLargeBlocksMapped();
    PageStorage::useSmallPagesOnly(true);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sitemap-tool"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    // The arguments by their bytes: a file name in another encoding than UTF-8
    // (Latin-1) is opened by its own bytes, which Qt's arguments() would lose.
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << FileAccess::decodeName(QByteArrayView(argv[i]));
    if (args.isEmpty() || args.first() == QLatin1String("--help") ||
        args.first() == QLatin1String("-h")) {
        (args.isEmpty() ? err : out) << CommandUsage::overview();
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version")) {
        out << "sitemap-tool " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    // A file-size limit makes a write fail with EFBIG, reported like any other
    // write error, instead of ending the process.
    std::signal(SIGXFSZ, SIG_IGN);
    SourceLoader::setRemoteSourceProvider(loadFetchModule);
    AuditCommand::setRunnerProvider(loadAuditRunner);
    CommandLine::setProcessEndsWithCommand();
    const QString command = args.takeFirst();
    int status = 2;
    try {
        status = run(command, args, out, err);
    } catch (const std::bad_alloc &) {
        out.flush();
        err << "sitemap-tool " << command
            << ": out of memory (a memory limit such as ulimit -v may be too low); nothing more "
               "was done\n";
        status = 2;
    } catch (const std::system_error &e) {
        out.flush();
        err << "sitemap-tool " << command << ": " << QString::fromLocal8Bit(e.what())
            << " (a limit such as ulimit -u may be too low); nothing more was done\n";
        status = 2;
    }
    // Output that did not reach its destination (a full disk, a closed pipe) is a failure.
    out.flush();
    bool failed = out.status() != QTextStream::Ok;
    QString why = failed && out.device() ? out.device()->errorString() : QString();
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        failed = true;
        if (why.isEmpty() && errno != 0)
            why = QString::fromLocal8Bit(std::strerror(errno));
    }
    if (failed) {
        err << "sitemap-tool " << command << ": cannot write the output"
            << (why.isEmpty() ? QString() : QStringLiteral(": ") + why) << '\n';
        status = 2;
    }
    err.flush();
    return status;
}

namespace {

int run(const QString &command, const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (const CommandTable::Command *found = CommandTable::find(command))
        return found->run(args, out, err);
    err << "sitemap-tool: unknown command '" << command << "'\n" << CommandUsage::overview();
    return 2;
}

} // namespace
