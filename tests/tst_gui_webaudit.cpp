// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Check URLs on the Web... through the real window, against servers of
// the test's own on 127.0.0.1: the dialog counts the URLs and the time they take,
// asks before more than 1,000, runs with a progress bar and Cancel, and the
// findings are problems like every other rule's (Problems dock, row flags,
// counts, F1), kept per URL until the loc changes. The fixes (Use the Target URL,
// Use the Canonical URL, Remove the Entries) are one undo step each; the answers
// list sorts and filters by web status.

#include "audittestserver.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "problemlistmodel.h"
#include "problemsdock.h"
#include "rulereference.h"
#include "saveoptionsdialog.h"
#include "screenshots.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "validator.h"
#include "webauditcontroller.h"
#include "webauditdialog.h"
#include "webauditstore.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

using Reply = AuditTestServer::Reply;

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "  <url><loc>" + loc.toUtf8() + "</loc></url>\n";
    return xml + "</urlset>\n";
}

Reply page(const AuditTestServer::Request &r, int delayMs = 0)
{
    Reply reply{
        200,    {{"Content-Type", "text/html"}}, "<html><head></head></html>", Reply::Normal, 0,
        delayMs};
    if (r.path == QLatin1String("/robots.txt")) {
        reply.status = 200;
        reply.body = "User-agent: *\nDisallow: /private\n";
    } else if (r.path == QLatin1String("/gone")) {
        reply.status = 404;
    } else if (r.path == QLatin1String("/old")) {
        reply.status = 301;
        reply.headers = {{"Location", "/new"}};
    } else if (r.path == QLatin1String("/copy")) {
        reply.body = "<html><head><link rel=\"canonical\" href=\"/original\"></head></html>";
    } else if (r.path == QLatin1String("/hidden")) {
        reply.body = "<html><head><meta name=\"robots\" content=\"noindex\"></head></html>";
    }
    return reply;
}

QStringList webRulesOf(const std::vector<Problem> &problems)
{
    QStringList out;
    // The web audit's findings (a URL on 127.0.0.1 is also loc-localhost).
    for (const Problem &p : problems) {
        if (p.rule.startsWith(QLatin1String("web-")))
            out << p.rule;
    }
    return out;
}

} // namespace

class TestGuiWebAudit : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        QVERIFY(startInEnglish(settingsDir.path()));
    }
    void init() { startWindow(QSize(1200, 800)); }
    void cleanup() { closeWindow(); }
    void checkAndFix();
    void asksAboveAThousand();
    void cancelMidRun();
    // Not a check: the documentation's pictures, taken when SITEMAP_SCREENSHOT_DIR
    // names a folder (SITEMAP_SCREENSHOT_LANG=de for German).
    void screenshots();

private:
    // Opens the dialog through the Tools menu and checks all rows to the end.
    WebAuditDialog *runAll();
    void selectEntries(const std::vector<int> &entries);

    QTemporaryDir settingsDir;
};

WebAuditDialog *TestGuiWebAudit::runAll()
{
    QAction *check = menuAction(u"actionCheckUrls"_s);
    if (!check)
        return nullptr;
    check->trigger();
    WebAuditDialog *dialog = window->webAudit()->dialog();
    dialog->setTimeoutForTesting(3000);
    dialog->allButton()->setChecked(true);
    dialog->delayBox()->setValue(50);
    QSignalSpy finished(dialog, &WebAuditDialog::checkFinished);
    QTest::mouseClick(dialog->checkButton(), Qt::LeftButton);
    if (!finished.wait(20000))
        return nullptr;
    return dialog;
}

void TestGuiWebAudit::selectEntries(const std::vector<int> &entries)
{
    window->table()->clearSelection();
    for (int e : entries)
        window->table()->selectionModel()->select(
            window->model()->index(window->model()->rowOf(0, e), 0),
            QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

void TestGuiWebAudit::checkAndFix()
{
    AuditTestServer server([](const AuditTestServer::Request &r) { return page(r); });
    const QStringList locs{server.url(u"/fine"_s),   server.url(u"/gone"_s),
                           server.url(u"/old"_s),    server.url(u"/copy"_s),
                           server.url(u"/hidden"_s), server.url(u"/private/x"_s),
                           server.url(u"/gone"_s)};
    QVERIFY(!openWritten(u"sitemap.xml"_s, urlset(locs)).isEmpty());
    const int errorsBefore = window->validator()->count(Severity::Error);

    // The dialog says how many distinct URLs on how many hosts, and how long.
    QAction *check = menuAction(u"actionCheckUrls"_s);
    QVERIFY(check);
    check->trigger();
    WebAuditDialog *dialog = window->webAudit()->dialog();
    QVERIFY(dialog->isVisible());
    dialog->allButton()->setChecked(true);
    QCOMPARE(dialog->urls().size(), 6);
    QVERIFY2(
        dialog->summaryLabel()->text().startsWith(u"6 distinct URLs on 1 host: about 2 seconds"_s),
        qPrintable(dialog->summaryLabel()->text()));
    dialog->delayBox()->setValue(1000);
    QVERIFY2(dialog->summaryLabel()->text().contains(u"about 6 seconds"_s),
             qPrintable(dialog->summaryLabel()->text()));
    dialog->close();

    QVERIFY(runAll());
    QCOMPARE(dialog->progressBar()->value(), 6);
    // Findings on the entries, as problems.
    const Validator *v = window->validator();
    QCOMPARE(webRulesOf(v->entryProblems(0, 0)), QStringList());
    QCOMPARE(webRulesOf(v->entryProblems(0, 1)), QStringList{u"web-not-found"_s});
    QCOMPARE(webRulesOf(v->entryProblems(0, 2)), QStringList{u"web-redirect"_s});
    QCOMPARE(webRulesOf(v->entryProblems(0, 3)), QStringList{u"web-canonical-elsewhere"_s});
    QCOMPARE(webRulesOf(v->entryProblems(0, 4)), QStringList{u"web-noindex"_s});
    QCOMPARE(webRulesOf(v->entryProblems(0, 5)), QStringList{u"web-robots-blocked"_s});
    QCOMPARE(webRulesOf(v->entryProblems(0, 6)), QStringList{u"web-not-found"_s}); // same URL
    QCOMPARE(v->count(Severity::Error), errorsBefore + 4);
    // The Problems dock lists them; the row's loc cell is flagged; F1 has a text.
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(window->problemsDock()->view()->model());
    auto *list = qobject_cast<ProblemListModel *>(proxy->sourceModel());
    QStringList listed;
    for (int r = 0; r < list->rowCount(); ++r)
        listed << list->problem(r).rule;
    QCOMPARE(listed.count(u"web-not-found"_s), 2);
    QVERIFY(listed.contains(u"web-redirect"_s));
    const QModelIndex goneCell = window->model()->indexOf(0, 1, Field::Loc);
    QCOMPARE(goneCell.data(SitemapTableModel::SeverityRole).toInt(), int(Severity::Error));
    QVERIFY(RuleReference::find(u"web-not-found") != nullptr);
    // Only the robots.txt and each distinct URL once; the blocked one not at all.
    QCOMPARE(server.requests().size(), 1 + 5);

    // The answers list: sorted by web status, filtered by it.
    QSortFilterProxyModel *answers = dialog->resultsProxy();
    QCOMPARE(answers->rowCount(), 6);
    dialog->statusFilterBox()->setCurrentIndex(WebAuditDialog::Redirection);
    QCOMPARE(answers->rowCount(), 1);
    QVERIFY(answers->index(0, 1).data().toString().startsWith(u"301 \u2192 "_s));
    dialog->statusFilterBox()->setCurrentIndex(WebAuditDialog::WithFindings);
    QCOMPARE(answers->rowCount(), 5);
    dialog->statusFilterBox()->setCurrentIndex(WebAuditDialog::AllStatuses);
    answers->sort(1, Qt::DescendingOrder);
    QCOMPARE(answers->index(0, 1).data().toString(), u"404"_s);

    // Use the Target URL over a selection: one undo step.
    WebAuditController *web = window->webAudit();
    selectEntries({0, 2});
    QVERIFY(web->useTargetAction()->isEnabled());
    QVERIFY(!web->removeAction()->isEnabled()); // neither is not found nor noindex
    const int steps = window->undoStack()->count();
    web->useTargetAction()->trigger();
    QCOMPARE(window->undoStack()->count(), steps + 1);
    QCOMPARE(window->document()->value(0, 2, Field::Loc), server.url(u"/new"_s));
    // The new URL was not checked: its findings are gone with the old loc.
    QCOMPARE(webRulesOf(v->entryProblems(0, 2)), QStringList());
    window->undoStack()->undo();
    QCOMPARE(window->document()->value(0, 2, Field::Loc), server.url(u"/old"_s));
    QCOMPARE(webRulesOf(v->entryProblems(0, 2)), QStringList{u"web-redirect"_s});

    // Use the Canonical URL.
    selectEntries({3});
    QVERIFY(web->useCanonicalAction()->isEnabled());
    web->useCanonicalAction()->trigger();
    QCOMPARE(window->document()->value(0, 3, Field::Loc), server.url(u"/original"_s));
    QCOMPARE(window->undoStack()->count(), steps + 1);

    // Remove the entries not found or noindex: the selection's 404s and noindex.
    selectEntries({0, 1, 4, 6});
    QVERIFY(web->removeAction()->isEnabled());
    web->removeAction()->trigger();
    QCOMPARE(window->document()->entryCount(0), 4);
    QCOMPARE(window->undoStack()->count(), steps + 2);
    QCOMPARE(window->document()->value(0, 0, Field::Loc), server.url(u"/fine"_s));
    window->undoStack()->undo();
    QCOMPARE(window->document()->entryCount(0), 7);

    // An edit of a loc: the row shows the findings of the URL it holds now.
    window->model()->setData(window->model()->indexOf(0, 0, Field::Loc), server.url(u"/gone"_s));
    QCOMPARE(webRulesOf(v->entryProblems(0, 0)), QStringList{u"web-not-found"_s});
    window->model()->setData(window->model()->indexOf(0, 1, Field::Loc), server.url(u"/other"_s));
    QCOMPARE(webRulesOf(v->entryProblems(0, 1)), QStringList());

    // A save is not held up by findings about the pages.
    window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
    const int entries = window->document()->entryCount(0);
    QVERIFY(saveEnded(*window, window->save()));
    SitemapDocument saved;
    SitemapReader::readFile(saved, window->document()->file(0).path);
    QCOMPARE(saved.entryCount(0), entries);
    // Another document: the answers were about the one before.
    QVERIFY(!openWritten(u"other.xml"_s, urlset({server.url(u"/gone"_s)})).isEmpty());
    QCOMPARE(webRulesOf(v->entryProblems(0, 0)), QStringList());
    QCOMPARE(web->store()->resultCount(), 0);
}

void TestGuiWebAudit::asksAboveAThousand()
{
    AuditTestServer server([](const AuditTestServer::Request &r) { return page(r); });
    QStringList locs;
    for (int i = 0; i < 1001; ++i)
        locs << server.url(u"/p%1"_s.arg(i));
    QVERIFY(!openWritten(u"big.xml"_s, urlset(locs)).isEmpty());
    WebAuditDialog *dialog = window->webAudit()->dialog();
    dialog->allButton()->setChecked(true);
    dialog->refresh();
    QString asked;
    dialog->setConfirmHook([&asked](const QString &question) {
        asked = question;
        return false;
    });
    QVERIFY(!dialog->startCheck());
    QVERIFY2(asked.startsWith(u"Check 1,001 URLs? At this pace that takes about 5 minutes"_s),
             qPrintable(asked));
    QVERIFY(!dialog->isRunning());
    QTest::qWait(100);
    QCOMPARE(server.requests().size(), 0);
    // 1,000 are checked without asking: the selection of the first thousand rows.
    window->table()->selectAll();
    window->table()->selectionModel()->select(
        window->model()->index(window->model()->rowOf(0, 1000), 0),
        QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
    dialog->refresh();
    dialog->selectedButton()->setChecked(true);
    QCOMPARE(dialog->urls().size(), 1000);
    asked.clear();
    QVERIFY(dialog->startCheck());
    QVERIFY(asked.isEmpty());
    dialog->cancelCheck();
}

void TestGuiWebAudit::cancelMidRun()
{
    AuditTestServer server([](const AuditTestServer::Request &r) { return page(r, 100); });
    QStringList locs;
    for (int i = 0; i < 40; ++i)
        locs << server.url(u"/p%1"_s.arg(i));
    QVERIFY(!openWritten(u"slow.xml"_s, urlset(locs)).isEmpty());
    WebAuditDialog *dialog = window->webAudit()->dialog();
    dialog->allButton()->setChecked(true);
    dialog->delayBox()->setValue(50);
    dialog->refresh();
    QSignalSpy finished(dialog, &WebAuditDialog::checkFinished);
    QVERIFY(dialog->startCheck());
    QVERIFY(dialog->cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() >= 3, 10000);
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QCOMPARE(finished.size(), 1);
    QVERIFY(!dialog->isRunning());
    const int done = dialog->progressBar()->value();
    QVERIFY(done < 40);
    const qsizetype asked = server.requests().size();
    QTest::qWait(300);
    QCOMPARE(server.requests().size(), asked);
    QVERIFY(dialog->checkButton()->isEnabled()); // can start again
}

void TestGuiWebAudit::screenshots()
{
    const QString outDir = Screenshots::folder();
    if (outDir.isEmpty())
        QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
    const QString lang = Screenshots::language();
    QVERIFY(Screenshots::useLanguage(lang));
    // The findings picture: answers fed in as recorded from a shop's pages (the
    // test requests nothing but from 127.0.0.1).
    const QString site = u"https://www.shop-example.net/"_s;
    const QStringList paths{u""_s,
                            u"products/lamp"_s,
                            u"products/chair"_s,
                            u"products/old-table"_s,
                            u"blog/2024/spring-sale"_s,
                            u"search?q=lamps"_s,
                            u"about"_s,
                            u"cart"_s,
                            u"products/sofa?colour=red"_s,
                            u"blog/"_s};
    QStringList locs;
    for (const QString &p : paths)
        locs << site + p;
    closeWindow();
    startWindow(QSize(1400, 900));
    QVERIFY(!openWritten(u"sitemap.xml"_s, urlset(locs)).isEmpty());
    WebAuditDialog *dialog = window->webAudit()->dialog();
    dialog->allButton()->setChecked(true);
    dialog->refresh();
    const auto answer = [&](int i, int status, const QString &location = {},
                            const QString &canonical = {}, const QString &noindex = {}) {
        WebResult r;
        r.url = locs.at(i);
        r.outcome = WebResult::Outcome::Answered;
        r.status = status;
        r.ms = 80 + (i * 37) % 200;
        r.location = location;
        r.canonical = canonical;
        r.noindex = noindex;
        dialog->feedResult(r);
    };
    answer(0, 200);
    answer(1, 200);
    answer(2, 200);
    answer(3, 404);
    answer(4, 301, site + u"blog/2024/spring-sale/"_s);
    answer(5, 200, {}, {}, u"<meta name=\"robots\" content=\"noindex, follow\">"_s);
    answer(6, 200);
    {
        WebResult r;
        r.url = locs.at(7);
        r.outcome = WebResult::Outcome::RobotsBlocked;
        r.blockedBy = u"Disallow: /cart"_s;
        dialog->feedResult(r);
    }
    answer(8, 200, {}, site + u"products/sofa"_s);
    answer(9, 503);
    dialog->resultsView()->sortByColumn(1, Qt::DescendingOrder);
    dialog->resize(820, 600);
    dialog->move(window->geometry().topLeft() + QPoint(540, 200));
    dialog->show();
    window->problemsDock()->show();
    QTest::qWait(300);
    // The window with the dialog over it, as on the screen.
    QPixmap shot = window->grab();
    {
        QPainter painter(&shot);
        painter.drawPixmap(dialog->geometry().topLeft() - window->geometry().topLeft(),
                           dialog->grab());
    }
    QVERIFY(shot.save(QDir(outDir).filePath(u"webaudit-%1.png"_s.arg(lang))));
    QVERIFY(dialog->grab().save(QDir(outDir).filePath(u"webaudit-dialog-%1.png"_s.arg(lang))));

    // The progress: a real run against a slow server of the test's own.
    AuditTestServer server([](const AuditTestServer::Request &r) { return page(r, 300); });
    QStringList local;
    for (int i = 0; i < 60; ++i)
        local << server.url(u"/page-%1"_s.arg(i));
    QVERIFY(!openWritten(u"local.xml"_s, urlset(local)).isEmpty());
    dialog->allButton()->setChecked(true);
    dialog->refresh();
    QVERIFY(dialog->startCheck());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() >= 12, 20000);
    QVERIFY(dialog->grab().save(QDir(outDir).filePath(u"webaudit-progress-%1.png"_s.arg(lang))));
    dialog->cancelCheck();
}

QTEST_MAIN(TestGuiWebAudit)
#include "tst_gui_webaudit.moc"
