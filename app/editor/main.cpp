// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's entry point: the application, its translations, and the first
// document (a file named on the command line, or the bundled example).

#include "actionprobe.h"
#include "fileaccess.h"
#include "mainwindow.h"
#include "pagestorage.h"
#include "readyprobe.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    PageStorage::keepLargeBlocksMapped();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sitemap-editor"));
    QApplication::setOrganizationName(QStringLiteral("sitemap-editor"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    // German (or another language we have) from the system locale; Qt's own
    // dialogs too, where the Qt translations are installed.
    Translations::install(&app, QLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Edit and check XML sitemaps."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "The sitemap to open."));
    // For the benchmark only: report when the file is open and the window idle, then quit.
    QCommandLineOption benchReady(QStringLiteral("bench-ready"));
    benchReady.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(benchReady);
    // For the benchmark only: once the file is open, take the heavy actions one after
    // another, report how each went, then quit. It saves over the file's set.
    QCommandLineOption benchActions(QStringLiteral("bench-actions"));
    benchActions.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(benchActions);
    // File names by their bytes, a Latin-1 one included (see FileAccess::decodeName).
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << FileAccess::decodeName(QByteArrayView(argv[i]));
    parser.process(arguments);

    MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(benchReady))
        new ReadyProbe(&window, sinceStart);
    else if (parser.isSet(benchActions) && !files.isEmpty())
        new ActionProbe(&window, FileAccess::absolutePath(files.last()));
    // Where the window was, its docks and column widths, as the last run left them.
    window.restoreWindowState();
    window.show();
    if (window.offerRecovery()) {
        // Reopening the file whose unsaved changes were kept.
    } else if (!files.isEmpty()) {
        window.openFile(FileAccess::absolutePath(files.first()));
    } else {
        QFile example(QStringLiteral(":/examples/example-sitemap.xml"));
        if (example.open(QIODevice::ReadOnly))
            window.openExample(example.readAll(), QStringLiteral("example-sitemap.xml"));
    }
    return QApplication::exec();
}
