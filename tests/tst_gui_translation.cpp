// The editor in German, with the translations loaded as the editor loads them
// (Translations::install from the files embedded under :/i18n): the window's
// own strings and the validator's rule messages, in the Problems dock, the
// cell tooltips and the problems column.

#include "mainwindow.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "translations.h"
#include "validator.h"

#include <QApplication>
#include <QLocale>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

class TestGuiTranslation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setApplicationName(QStringLiteral("sitemap-editor-test"));
        QVERIFY(Translations::install(qApp, QLocale(QLocale::German, QLocale::Germany)));
    }

    void ruleMessagesAreGerman()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = TestSupport::writeFile(
            dir.path(), QStringLiteral("site.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "  <url><loc>https://www.example.com/</loc></url>\n"
            "  <url><loc>/relative/page</loc><priority>1.5</priority></url>\n"
            "</urlset>\n");
        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::loadFinished);
        QVERIFY(window.openFile(path));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(loaded.first().first().toBool(), true);

        // The window's own strings.
        QStringList menus;
        const QList<QAction *> actions = window.menuBar()->actions();
        for (QAction *action : actions)
            menus << action->text();
        QVERIFY2(menus.contains(QStringLiteral("&Datei")), qPrintable(menus.join(u',')));

        // loc-not-absolute, as the validator words it.
        const std::vector<Problem> problems = window.validator()->entryProblems(0, 1);
        QString locMessage;
        QString priorityMessage;
        for (const Problem &p : problems) {
            if (p.rule == QLatin1String("loc-not-absolute"))
                locMessage = p.message;
            if (p.rule == QLatin1String("priority-range"))
                priorityMessage = p.message;
        }
        QCOMPARE(locMessage, QStringLiteral("\"/relative/page\" ist keine absolute URL (dazu "
                                            "gehören ein Schema und ein Host). Schreiben Sie die "
                                            "vollständige URL, zum Beispiel "
                                            "https://example.com/seite."));
        QVERIFY2(priorityMessage.startsWith(QStringLiteral("Die Priorität 1.5 liegt außerhalb")),
                 qPrintable(priorityMessage));

        // The Problems dock lists it in German.
        QAbstractItemModel *list = window.problemsDock()->view()->model();
        bool listed = false;
        for (int r = 0; r < list->rowCount(); ++r) {
            if (list->index(r, ProblemListModel::RuleColumn).data().toString() ==
                QLatin1String("loc-not-absolute"))
                listed =
                    list->index(r, ProblemListModel::MessageColumn).data().toString() == locMessage;
        }
        QVERIFY(listed);

        // The flagged cell's tooltip too.
        const int row = window.model()->rowOf(0, 1);
        const QString tip = window.model()
                                ->index(row, SitemapTableModel::LocColumn)
                                .data(Qt::ToolTipRole)
                                .toString();
        QVERIFY2(tip.contains(QStringLiteral("ist keine absolute URL")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("is not an absolute URL")), qPrintable(tip));
    }

    // The reader describes what a file that is not a sitemap looks like in
    // English (sitemap-tool prints it so); the rule message translates it.
    void notSitemapDescriptionsAreGerman()
    {
        const auto message = [](const QByteArray &bytes, const QString &name) {
            SitemapDocument doc;
            SitemapReader::readBytes(doc, bytes, name);
            const Validator validator(&doc);
            for (const Problem &p : validator.allProblems()) {
                if (p.rule == QLatin1String("not-a-sitemap"))
                    return p.message;
            }
            return QString();
        };
        const QString html = message("<!DOCTYPE html>\n<html><body>Hallo</body></html>\n",
                                     QStringLiteral("page.xml"));
        QVERIFY2(html.contains(QStringLiteral("eine HTML-Seite")), qPrintable(html));
        const QString other = message("<?xml version=\"1.0\"?>\n<catalog><item/></catalog>\n",
                                      QStringLiteral("catalog.xml"));
        QVERIFY2(other.contains(QStringLiteral("ein XML-Dokument mit dem Wurzelelement <catalog>")),
                 qPrintable(other));
        const QString json = message("{\"urls\": []}\n", QStringLiteral("urls.txt"));
        QVERIFY2(json.contains(QStringLiteral("ein JSON-Dokument")), qPrintable(json));
    }
};

QTEST_MAIN(TestGuiTranslation)
#include "tst_gui_translation.moc"
