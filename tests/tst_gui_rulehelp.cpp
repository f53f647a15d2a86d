// SPDX-License-Identifier: GPL-3.0-or-later
// The editor explains a problem's rule: F1 in the Problems list and the list's
// context menu open a window with the rule's reference from docs/rules.md,
// rendered from its Markdown, which follows the next problem explained; and the
// window carries the application's icon.

#include "mainwindow.h"
#include "messageboxes.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "ruleexplanationdialog.h"
#include "rulereference.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
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

    void unknownRuleSaysSo()
    {
        RuleExplanationDialog dialog;
        QVERIFY(!dialog.showRule(QStringLiteral("no-such-rule")));
        QVERIFY(dialog.browser()->toPlainText().contains(QLatin1String("no-such-rule")));
        QVERIFY(dialog.showRule(QStringLiteral("loc-missing")));
    }

private:
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
