// SPDX-License-Identifier: GPL-3.0-or-later
// The editor in German, with the translations loaded as the editor loads them
// (Translations::install from the files embedded under :/i18n): the window's
// own strings and the validator's rule messages, in the Problems dock, the
// cell tooltips and the problems column; what a save says, with German numbers;
// F1's rule explanation from the German reference; Undo and Redo named as Qt's
// German names them ("Rückgängig: …").

#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "priorityspinbox.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "ruleexplanationdialog.h"
#include "rulereference.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "translations.h"
#include "undoactions.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <memory>

class TestGuiTranslation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
        // A German user's numbers too (the editor takes them from the system locale).
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
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

    // What a save says, in German words and numbers; the details too.
    void saveMessageIsGerman()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
        for (int i = 0; i < 1200; ++i)
            xml += "<url><loc>https://www.example.com/seite-" + QByteArray::number(i) +
                   "</loc></url>\n";
        xml += "</urlset>\n";
        const QString path = TestSupport::writeFile(dir.path(), QStringLiteral("site.xml"), xml);
        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::loadFinished);
        QVERIFY(window.openFile(path));
        QVERIFY(loaded.wait(10000));
        QVERIFY2(window.countsLabel()->toolTip().startsWith(QStringLiteral("1.200 URLs\n0 Fehler")),
                 qPrintable(window.countsLabel()->toolTip()));

        window.setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        QVERIFY(saveEnded(window, window.save()));
        QCOMPARE(window.statusText(),
                 QStringLiteral("Nichts geändert: Es wurde keine Datei geschrieben."));
        QVERIFY(window.model()->setData(window.model()->indexOf(0, 0, Field::Priority),
                                        QStringLiteral("0.7")));
        QVERIFY(saveEnded(window, window.save()));
        QCOMPARE(window.statusText(), QStringLiteral("site.xml gespeichert (1.200 URLs)."));

        // Notes: the count in the message, the details in the tooltip.
        window.document()->submit(DocumentEdit::setValue(
            0, 1, Field::Loc, QStringLiteral("https://www.example.com/seite-1"),
            QStringLiteral(" https://www.example.com/seite-neu ")));
        window.setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->maxUrlsBox()->setValue(50000);
            return true;
        });
        QVERIFY(saveEnded(window, window.saveAs(path)));
        QCOMPARE(window.statusText(),
                 QStringLiteral("site.xml gespeichert (1.200 URLs). 1 Anmerkung. Die Tabelle zeigt "
                                "die Werte wie gespeichert; Rückgängig zeigt sie wie zuvor."));
        const QString tip = window.statusBar()->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("loc-whitespace an 1 Stelle repariert.")),
                 qPrintable(tip));
        // The info problems have a word of their own, on the same screen.
        const QString infoToggle =
            window.problemsDock()->severityToggle(int(Severity::Info))->text();
        QVERIFY2(infoToggle.endsWith(QStringLiteral(" Hinweise")) ||
                     infoToggle.endsWith(QStringLiteral(" Hinweis")),
                 qPrintable(infoToggle));

        // Split: files and an index.
        const QString target = dir.filePath(QStringLiteral("geteilt.xml"));
        window.setSaveFileNameProvider([target] { return target; });
        window.setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->maxUrlsBox()->setValue(500);
            dialog->baseUrlEdit()->setText(QStringLiteral("https://www.example.com/"));
            return true;
        });
        QVERIFY(saveEnded(window, window.saveAs()));
        QTRY_VERIFY(!window.isLoading());
        QCOMPARE(
            window.statusText(),
            QStringLiteral("1.200 URLs in 3 Dateien und einem Index (geteilt.xml) gespeichert. "
                           "1 Anmerkung."));

        MessageBoxes::setAutoAnswer(QMessageBox::Discard);
        window.close();
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
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

    void shortcutsAndSeverityAreGerman()
    {
        MainWindow window;
        window.show();
        // The severity column of the Problems dock.
        QAbstractItemModel *problems = window.problemsDock()->view()->model();
        QCOMPARE(problems->headerData(ProblemListModel::SeverityColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Schweregrad"));
        // Key names are Qt's own words: German only with Qt's translations installed.
        if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                           QStringLiteral("/qtbase_de.qm")))
            QSKIP("Qt's German translations (qt6-translations-l10n) are not installed");
        auto shortcut = [&window](const char *name) {
            auto *action = window.findChild<QAction *>(QLatin1String(name));
            return action ? action->shortcut().toString(QKeySequence::NativeText) : QString();
        };
        QCOMPARE(shortcut("actionOpen"), QStringLiteral("Strg+O"));
        QCOMPARE(shortcut("actionAddRow"), QStringLiteral("Einfg"));
        QCOMPARE(shortcut("actionDeleteRows"), QStringLiteral("Entf"));
        QVERIFY2(window.filterEdit()->placeholderText().endsWith(QStringLiteral("(Strg+F)")),
                 qPrintable(window.filterEdit()->placeholderText()));
    }

    // F1 on a problem shows the rule's reference in German: the German document's
    // section, with German headings, and none of the English one.
    void f1ExplainsInGerman()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = TestSupport::writeFile(
            dir.path(), QStringLiteral("site.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "  <url><loc>https://shop.de/a</loc></url>\n"
            "  <url><loc>/relative/page</loc></url>\n"
            "</urlset>\n");
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::loadFinished);
        QVERIFY(window.openFile(path));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(RuleExplanationDialog::referenceLanguage(), QStringLiteral("de"));

        ProblemsDock *dock = window.problemsDock();
        QTreeView *view = dock->view();
        QTRY_VERIFY(view->model()->rowCount() >= 1);
        const QString rule = QStringLiteral("loc-not-absolute");
        QModelIndex problem;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex index = view->model()->index(r, 0);
            if (index.siblingAtColumn(ProblemListModel::RuleColumn).data().toString() == rule)
                problem = index;
        }
        QVERIFY(problem.isValid());
        view->setCurrentIndex(problem);
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_F1);
        RuleExplanationDialog *dialog = dock->explanation();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Regel loc-not-absolute"));
        const QString shown = dialog->browser()->toPlainText();
        QVERIFY2(shown.startsWith(rule), qPrintable(shown));
        for (const QString &german :
             {QStringLiteral("Schweregrad: Fehler · Search Console: „Invalid URL“"),
              QStringLiteral("Die URL hat kein Schema oder keinen Host."),
              QStringLiteral("Was das bedeutet."),
              QStringLiteral("Warum Suchmaschinen darauf achten."),
              QStringLiteral("So beheben Sie es. Schreiben Sie die vollständige URL."),
              QStringLiteral("Beispiel."), QStringLiteral("<!-- beanstandet -->")}) {
            QVERIFY2(shown.contains(german), qPrintable(german + QLatin1String(" in ") + shown));
        }
        for (const char *english : {"Severity", "What it means", "Why engines care",
                                    "How to fix it", "Example.", "flagged"}) {
            QVERIFY2(!shown.contains(QLatin1String(english)), english);
        }
        const RuleReference::Section *german = RuleReference::find(rule, u"de");
        QVERIFY(german);
        QVERIFY(shown.contains(german->summary));

        // The context menu's entry is German too.
        QCOMPARE(dock->explainAction()->text(), QStringLiteral("Regel &erklären"));
    }

    // Undo and Redo name the step in Qt's German form, "Rückgängig: …", not glued
    // to the prefix ("Rückgängig Priorität bearbeiten"); typed in the table.
    void undoTextHasQtsGermanForm()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = TestSupport::writeFile(
            dir.path(), QStringLiteral("site.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "  <url><loc>https://shop.de/a</loc><priority>0.5</priority></url>\n"
            "</urlset>\n");
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::loadFinished);
        QVERIFY(window.openFile(path));
        QVERIFY(loaded.wait(10000));
        auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
        auto *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
        QVERIFY(undo && redo);
        QCOMPARE(undo->text(), QStringLiteral("&Rückgängig"));
        QCOMPARE(redo->text(), QStringLiteral("&Wiederherstellen"));
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());

        QTableView *table = window.table();
        table->setCurrentIndex(window.model()->index(0, SitemapTableModel::PriorityColumn));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_F2);
        PrioritySpinBox *spin = nullptr;
        QTRY_VERIFY((spin = table->findChild<PrioritySpinBox *>()) && spin->isVisible());
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0.7"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(window.document()->value(0, 0, Field::Priority), QStringLiteral("0.7"));
        QCOMPARE(undo->text(), QStringLiteral("&Rückgängig: Priorität bearbeiten"));
        QVERIFY(undo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Wiederherstellen"));

        undo->trigger();
        QTRY_COMPARE(window.document()->value(0, 0, Field::Priority), QStringLiteral("0.5"));
        QCOMPARE(undo->text(), QStringLiteral("&Rückgängig"));
        QVERIFY(!undo->isEnabled());
        QCOMPARE(redo->text(), QStringLiteral("&Wiederherstellen: Priorität bearbeiten"));
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QTRY_COMPARE(window.document()->value(0, 0, Field::Priority), QStringLiteral("0.7"));
        QCOMPARE(redo->text(), QStringLiteral("&Wiederherstellen"));
        QCOMPARE(undo->text(), QStringLiteral("&Rückgängig: Priorität bearbeiten"));

        // An "&" in a step's text is shown, not taken as the mnemonic.
        QCOMPARE(UndoActions::undoText(QStringLiteral("A & B")),
                 QStringLiteral("&Rückgängig: A && B"));
        MessageBoxes::setAutoAnswer(QMessageBox::Discard);
        window.close();
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
    }

    // The dialogs that ask for a URL with a sentence or two of German fit on a
    // 1024-pixel screen: their explanation wraps, their buttons stay in reach.
    void urlDialogsFitASmallScreen()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char *name : {"actionSitemapUrl", "actionNew"}) {
            auto *action = window.findChild<QAction *>(QLatin1String(name));
            QVERIFY2(action, name);
            int width = 0;
            QString label;
            QTimer::singleShot(0, this, [&] {
                auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                width = dialog->sizeHint().width();
                label = dialog->labelText();
                dialog->reject();
            });
            action->trigger();
            QVERIFY2(width > 0, name);
            QVERIFY2(width <= 800, qPrintable(QString::number(width) + QLatin1Char(' ') + label));
            QVERIFY2(!label.isEmpty() && !label.contains(QLatin1String(" the ")),
                     qPrintable(label));
        }
    }

private:
    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiTranslation)
#include "tst_gui_translation.moc"
