// SPDX-License-Identifier: GPL-3.0-or-later
// The editor explains a problem's rule: F1 in the Problems list and the list's
// context menu open a window with the rule's reference from docs/rules.md,
// rendered from its Markdown, which follows the next problem explained; and the
// window carries the application's icon. Its screenshots functions take the
// documentation's picture of F1 on a problem, and pictures of the menus, docks and
// dialogs for reviewing a translation, on a real display.

#include "mainwindow.h"
#include "messageboxes.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "ruleexplanationdialog.h"
#include "rulereference.h"
#include "saveoptionsdialog.h"
#include "screenshots.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QScreen>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeView>

#include <memory>

class TestGuiRuleHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        TestSupport::isolateUserState(m_settings.path());
    }

    void init()
    {
        QVERIFY(m_dir.isValid());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        const QString path = TestSupport::writeFile(
            m_dir.path(), QStringLiteral("flawed.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "  <url><loc>/relative</loc></url>\n"
            "  <url><loc>https://shop.de/a</loc><changefreq>sometimes</changefreq></url>\n"
            "</urlset>\n");
        QVERIFY(m_window->openFile(path));
        QTRY_VERIFY(m_window->problemsDock()->view()->model()->rowCount() >= 2);
    }

    void cleanup()
    {
        MessageBoxes::setAutoAnswer(QMessageBox::Discard);
        m_window->close();
        MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
        m_window.reset();
    }

    void windowHasTheApplicationIcon()
    {
        const QIcon icon = m_window->windowIcon();
        QVERIFY(!icon.isNull());
        QVERIFY(icon.availableSizes().contains(QSize(16, 16)));
        QVERIFY(icon.availableSizes().contains(QSize(256, 256)));
    }

    void f1ExplainsTheCurrentProblem()
    {
        ProblemsDock *dock = m_window->problemsDock();
        QTreeView *view = dock->view();
        const QString rule = selectProblem(0);
        QVERIFY(!dock->explanation());
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_F1);
        RuleExplanationDialog *dialog = dock->explanation();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->ruleId(), rule);
        QVERIFY(dialog->windowTitle().contains(rule));
        const RuleReference::Section *section = RuleReference::find(rule);
        QVERIFY(section);
        // Rendered from Markdown: the heading is the id, emphasis markers are gone.
        const QString shown = dialog->browser()->toPlainText();
        QVERIFY(shown.startsWith(rule));
        QVERIFY(shown.contains(QLatin1String("How to fix it.")));
        QVERIFY(!shown.contains(QLatin1String("**How to fix it.**")));
        QVERIFY(shown.contains(section->summary.left(20)));

        // The next problem explained replaces the text in the same window.
        const QString other = selectProblem(1);
        QVERIFY(other != rule);
        QTest::keyClick(view, Qt::Key_F1);
        QCOMPARE(dock->explanation(), dialog);
        QCOMPARE(dialog->ruleId(), other);
        QVERIFY(dialog->browser()->toPlainText().startsWith(other));
    }

    void contextMenuOffersTheExplanation()
    {
        ProblemsDock *dock = m_window->problemsDock();
        QTreeView *view = dock->view();
        const QString rule = selectProblem(1);
        const QRect cell = view->visualRect(view->currentIndex());
        bool offered = false;
        // The menu is modal: pick its action once it shows.
        QTimer::singleShot(0, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(menu);
            offered = menu->actions().contains(dock->explainAction());
            menu->setActiveAction(dock->explainAction());
            QTest::keyClick(menu, Qt::Key_Return);
        });
        emit view->customContextMenuRequested(cell.center());
        QVERIFY(offered);
        QVERIFY(dock->explanation());
        QTRY_VERIFY(dock->explanation()->isVisible());
        QCOMPARE(dock->explanation()->ruleId(), rule);
        QCOMPARE(dock->explainAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
    }

    // The explanation follows the language the editor speaks, not the system's
    // locale: English here, though the locale is German.
    void explanationFollowsTheInterfaceLanguage()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(RuleExplanationDialog::referenceLanguage(), QStringLiteral("en"));
        RuleExplanationDialog dialog;
        QVERIFY(dialog.showRule(QStringLiteral("loc-missing")));
        QLocale::setDefault(before);
        const QString shown = dialog.browser()->toPlainText();
        QVERIFY(shown.contains(QLatin1String("What it means.")));
        QVERIFY(!shown.contains(QLatin1String("Was das bedeutet.")));
    }

    void unknownRuleSaysSo()
    {
        RuleExplanationDialog dialog;
        QVERIFY(!dialog.showRule(QStringLiteral("no-such-rule")));
        QVERIFY(dialog.browser()->toPlainText().contains(QLatin1String("no-such-rule")));
        QVERIFY(dialog.showRule(QStringLiteral("loc-missing")));
    }

    // The picture of F1 on a problem of a corpus file, for docs/editor.md:
    // explain-LANG.png at 1400x900, explain-LANG-1024.png at 1024x640.
    void screenshots()
    {
        if (Screenshots::folder().isEmpty())
            QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("screenshots are taken of a real display (Xvfb): run with -platform xcb");
        if (TestSupport::corpusDir().isEmpty())
            QSKIP("../shared/corpus is absent");
        prepareScreenshots();
        if (QTest::currentTestFailed())
            return;
        const QSize size = QGuiApplication::primaryScreen()->size();
        shoot(size.width() >= 1400
                  ? QStringLiteral("explain-%1.png").arg(Screenshots::language())
                  : QStringLiteral("explain-%1-1024.png").arg(Screenshots::language()));
    }

    // Pictures for reviewing a translation in context: each menu of the menu bar,
    // the Problems dock's context menu, the docks, the save dialog, Find and Replace
    // and F1's window (review-LANG-WIDTH-WHAT.png). Not part of the documentation.
    void reviewScreenshots()
    {
        if (qEnvironmentVariableIsEmpty("SITEMAP_SCREENSHOT_REVIEW"))
            QSKIP("SITEMAP_SCREENSHOT_REVIEW not set: no review pictures wanted");
        if (Screenshots::folder().isEmpty())
            QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("screenshots are taken of a real display (Xvfb): run with -platform xcb");
        if (TestSupport::corpusDir().isEmpty())
            QSKIP("../shared/corpus is absent");
        prepareScreenshots();
        if (QTest::currentTestFailed())
            return;
        const QString prefix = QStringLiteral("review-%1-%2-")
                                   .arg(Screenshots::language())
                                   .arg(QGuiApplication::primaryScreen()->size().width());
        m_window->problemsDock()->explanation()->hide();
        // The docks, all shown.
        for (const char *name : {"actionOverview", "actionEntryDetails"}) {
            auto *action = m_window->findChild<QAction *>(QLatin1String(name));
            QVERIFY(action);
            if (!action->isChecked())
                action->trigger();
        }
        m_window->table()->setCurrentIndex(m_window->model()->index(0, 0));
        QTest::qWait(500);
        shoot(prefix + QStringLiteral("docks.png"));
        // Each menu of the menu bar.
        int n = 0;
        for (QAction *action : m_window->menuBar()->actions()) {
            QMenu *menu = action->menu();
            if (!menu)
                continue;
            menu->popup(m_window->menuBar()->mapToGlobal(
                m_window->menuBar()->actionGeometry(action).bottomLeft()));
            QTest::qWait(400);
            shoot(prefix + QStringLiteral("menu%1.png").arg(++n));
            menu->hide();
        }
        // The Problems dock's context menu.
        QTreeView *view = m_window->problemsDock()->view();
        selectProblem(0);
        QTimer::singleShot(400, this, [&] {
            shoot(prefix + QStringLiteral("problemsmenu.png"));
            if (QWidget *popup = QApplication::activePopupWidget())
                popup->close();
        });
        emit view->customContextMenuRequested(view->visualRect(view->currentIndex()).center());
        // Find and Replace.
        auto *replace = m_window->findChild<QAction *>(QStringLiteral("actionFindReplace"));
        QVERIFY(replace);
        replace->trigger();
        QTest::qWait(500);
        shoot(prefix + QStringLiteral("replace.png"));
        if (QWidget *dialog = QApplication::activeModalWidget())
            dialog->close();
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w != m_window.get() && w->isVisible() && qobject_cast<QDialog *>(w))
                w->close();
        }
        // The save dialog, shown as Save shows it, then cancelled.
        m_window->setSaveDialogHook([&](SaveOptionsDialog *dialog) {
            dialog->show();
            QTest::qWait(500);
            shoot(prefix + QStringLiteral("save.png"));
            return false;
        });
        m_window->saveAs(m_dir.filePath(QStringLiteral("saved.xml")));
        // Saved: the status bar's message and the robots.txt bar.
        m_window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        m_window->saveAs(m_dir.filePath(QStringLiteral("saved.xml")));
        m_window->setSaveDialogHook({});
        QTest::qWait(500);
        shoot(prefix + QStringLiteral("saved.png"));
        // The dialogs behind the menus, modal or not: each shot, then closed.
        for (const char *name : {"actionOpenUrl", "actionSitemapUrl", "actionSetLastMod",
                                 "actionImportCsv", "actionPagesFromFolder"}) {
            auto *action = m_window->findChild<QAction *>(QLatin1String(name));
            QVERIFY2(action, name);
            m_window->table()->setCurrentIndex(m_window->model()->index(0, 0));
            bool shot = false;
            const QString picture = prefix + QLatin1String(name) + QLatin1String(".png");
            QTimer::singleShot(700, this, [&] {
                shoot(picture);
                shot = true;
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    if (auto *dialog = qobject_cast<QDialog *>(w); dialog && dialog->isVisible())
                        dialog->reject();
                }
            });
            action->trigger();
            QTRY_VERIFY(shot);
        }
    }

private:
    // Opens a corpus file in a window of the screen's size, speaking the pictures'
    // language, and explains its first problem with F1.
    void prepareScreenshots()
    {
        QVERIFY(Screenshots::useLanguage(Screenshots::language()));
        // A window made in that language.
        cleanup();
        m_window = std::make_unique<MainWindow>();
        const QSize size = QGuiApplication::primaryScreen()->size();
        m_window->setGeometry(QRect(QPoint(0, 0), size));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QSignalSpy loaded(m_window.get(), &MainWindow::loadFinished);
        QVERIFY(m_window->openFile(TestSupport::corpusDir() +
                                   QLatin1String("/44_handwritten-avtoobves_hreflang-xdefault-"
                                                 "comments.xml")));
        QVERIFY(loaded.wait(10000));
        QTreeView *view = m_window->problemsDock()->view();
        QTRY_VERIFY(view->model()->rowCount() > 0);
        selectProblem(0);
        // F1's action: without a window manager the window may not get the keyboard.
        m_window->problemsDock()->explainAction()->trigger();
        RuleExplanationDialog *dialog = m_window->problemsDock()->explanation();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        // Over the table's right half, where a window manager might put it.
        dialog->move(size.width() - dialog->width() - 40, 60);
        QTest::qWait(500);
    }

    // The whole screen as X shows it, into the pictures' folder.
    void shoot(const QString &name)
    {
        QProcess shot;
        shot.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("xwd -root -silent | convert xwd:- png:'%1'")
                                       .arg(QDir(Screenshots::folder()).filePath(name))});
        QVERIFY(shot.waitForFinished(30000));
        QCOMPARE(shot.exitCode(), 0);
    }

    // Makes the row-th problem (in the dock's order) current; returns its rule.
    QString selectProblem(int row)
    {
        QTreeView *view = m_window->problemsDock()->view();
        const QModelIndex index = view->model()->index(row, 0);
        view->setCurrentIndex(index);
        return index.siblingAtColumn(ProblemListModel::RuleColumn).data().toString();
    }

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestGuiRuleHelp)
#include "tst_gui_rulehelp.moc"
