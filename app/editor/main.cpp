// The editor's entry point: the application, its translations, and the first
// document (a file named on the command line, or the bundled example).

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sitemap-editor"));
    QApplication::setOrganizationName(QStringLiteral("sitemap-editor"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    // German (or another language we have) from the system locale; Qt's own
    // dialogs too, where the Qt translations are installed.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    // English needs its file too, for the plural forms; it is the fallback.
    if (translator.load(QLocale(), QStringLiteral("sitemap-editor"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")) ||
        translator.load(QStringLiteral(":/i18n/sitemap-editor_en.qm")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Edit and check XML sitemaps."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "The sitemap to open."));
    parser.process(app);

    MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (window.offerRecovery()) {
        // Reopening the file whose unsaved changes were kept.
    } else if (!files.isEmpty()) {
        window.openFile(files.first());
    } else {
        QFile example(QStringLiteral(":/examples/example-sitemap.xml"));
        if (example.open(QIODevice::ReadOnly))
            window.openExample(example.readAll(), QStringLiteral("example-sitemap.xml"));
    }
    return QApplication::exec();
}
