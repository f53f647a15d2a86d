// SPDX-License-Identifier: GPL-3.0-or-later
// Authoring in the real window, offscreen: File ▸ New with the site's URL, Find
// and Replace (a regular expression over the host of 10,000 rows, one undo step,
// the count shown first, duplicates it creates counted and flagged), pages from
// the site folder previewed, applied and undone, a replace in the URLs of images
// and hreflang links as one undo step with the locs, and the save
// dialog's stylesheet option, the robots.txt line shown after a save, a CSV
// import previewed, applied as one undo step and undone, and the export of the
// rows a filtered, sorted table shows.

#include "csvimport.h"
#include "csvimportdialog.h"
#include "documentsession.h"
#include "editorstatusbar.h"
#include "findreplacedialog.h"
#include "folderimportdialog.h"
#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "problemsdock.h"
#include "robotshintbar.h"
#include "rules.h"
#include "saveoptionsdialog.h"
#include "screenshots.h"
#include "shownrowsexport.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "translations.h"
#include "validator.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <memory>

namespace {

// While it lives, Find and Replace counts and plans on a thread from the first entry.
struct CountsOnAThread
{
    CountsOnAThread() { FindReplaceDialog::setBackgroundCountFrom(1); }
    ~CountsOnAThread() { FindReplaceDialog::setBackgroundCountFrom(from); }
    CountsOnAThread(const CountsOnAThread &) = delete;
    CountsOnAThread &operator=(const CountsOnAThread &) = delete;
    const qint64 from = FindReplaceDialog::backgroundCountFrom();
};

// Whether a label of dialog names field as its buddy (Alt+letter moves there).
bool labelFor(QWidget *dialog, QWidget *field)
{
    const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
    return std::any_of(labels.cbegin(), labels.cend(),
                       [field](const QLabel *label) { return label->buddy() == field; });
}

QByteArray urlset(int count)
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i)
        xml += "  <url><loc>http://www.example.com/page-" + QByteArray::number(i) +
               "</loc><lastmod>2024-01-01</lastmod></url>\n";
    return xml + "</urlset>\n";
}

} // namespace

class TestGuiAuthoring : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        QVERIFY(startInEnglish(settingsDir.path()));
    }

    void init() { startWindow(); }

    void cleanup() { closeWindow(); }

    void newAsksForTheSiteUrl()
    {
        open(QStringLiteral("site.xml"), urlset(3));
        auto *action = window->findChild<QAction *>(QStringLiteral("actionNew"));
        QVERIFY(action);
        // A URL that is not http(s) is refused and asked again; then a good one.
        int asked = 0;
        std::function<void()> answer = [&] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                QTimer::singleShot(10, this, answer);
                return;
            }
            QCOMPARE(dialog->objectName(), QStringLiteral("newSitemapDialog"));
            ++asked;
            if (asked == 1) {
                dialog->setTextValue(QStringLiteral("example.com"));
                QTimer::singleShot(10, this, answer);
            } else {
                QVERIFY(dialog->labelText().contains(QStringLiteral("example.com is not")));
                dialog->setTextValue(QStringLiteral("https://www.example.org"));
            }
            dialog->accept();
        };
        QTimer::singleShot(0, this, answer);
        action->trigger();
        QCOMPARE(asked, 2);
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->fileCount(), 1);
        QCOMPARE(doc->entryCount(0), 0);
        QVERIFY(window->currentPath().isEmpty());
        QCOMPARE(doc->file(0).ownUrl, QStringLiteral("https://www.example.org/sitemap.xml"));
        QCOMPARE(window->sitemapUrl(), QStringLiteral("https://www.example.org/sitemap.xml"));
        // A new URL on another host is judged against it at once.
        window->pasteUrls(QStringLiteral("https://elsewhere.example.net/a\n"));
        QCOMPARE(doc->entryCount(0), 1);
        bool mismatch = false;
        for (const Problem &p : window->validator()->entryProblems(0, 0))
            mismatch = mismatch || p.rule == QLatin1String("loc-host-mismatch");
        QVERIFY(mismatch);

        // Cancel keeps the document as it is.
        QTimer::singleShot(0, this, [] {
            if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget()))
                dialog->reject();
        });
        MessageBoxes::setAutoAnswer(QMessageBox::Discard);
        action->trigger();
        QCOMPARE(doc->entryCount(0), 1);
    }

    void regexReplaceOfTheHostIsOneUndoStep()
    {
        constexpr int Rows = 10000;
        open(QStringLiteral("big.xml"), urlset(Rows));
        SitemapDocument *doc = window->document();
        QCOMPARE(doc->entryCount(0), Rows);
        auto *action = window->findChild<QAction *>(QStringLiteral("actionFindReplace"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_H));
        action->trigger();
        auto *dialog = window->findChild<FindReplaceDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());

        dialog->regexBox()->setChecked(true);
        dialog->findEdit()->setText(QStringLiteral("^http://www\\.(example)\\.com/"));
        dialog->replaceEdit()->setText(QStringLiteral("https://\\1.org/"));
        dialog->updatePreview();
        // The count before anything changes.
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("10,000 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("http://www.example.com/page-0"));
        const int undoBefore = window->undoStack()->count();

        QTest::mouseClick(dialog->replaceButton(), Qt::LeftButton);
        QCOMPARE(window->undoStack()->count(), undoBefore + 1);
        // One edit value for the file's 10,000 URLs, not a command for each.
        QCOMPARE(window->undoStack()->command(undoBefore)->childCount(), 1);
        for (int i : {0, 1, 4999, Rows - 1})
            QCOMPARE(doc->value(0, i, Field::Loc),
                     QStringLiteral("https://example.org/page-%1").arg(i));
        // Untouched values stay as they were.
        QCOMPARE(doc->value(0, 7, Field::LastMod), QStringLiteral("2024-01-01"));
        QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("No URL matches")));
        QCOMPARE(window->model()->data(window->model()->index(0, 0)).toString(),
                 QStringLiteral("https://example.org/page-0"));

        window->undoStack()->undo();
        QCOMPARE(window->undoStack()->count(), undoBefore + 1);
        QCOMPARE(window->undoStack()->index(), undoBefore);
        for (int i : {0, 1, 4999, Rows - 1})
            QCOMPARE(doc->value(0, i, Field::Loc),
                     QStringLiteral("http://www.example.com/page-%1").arg(i));
        window->undoStack()->redo();
        QCOMPARE(doc->value(0, Rows - 1, Field::Loc),
                 QStringLiteral("https://example.org/page-%1").arg(Rows - 1));
    }

    void findAndReplaceFromTheFilterFields()
    {
        // The filter fields have the focus as a file opens; Ctrl+H there is Find and
        // Replace, not a key the field takes for itself.
        open(QStringLiteral("site.xml"), urlset(3));
        QApplication::setActiveWindow(window.get());
        for (QLineEdit *field : {window->filterEdit(), window->problemsDock()->filterEdit()}) {
            if (auto *open = window->findChild<FindReplaceDialog *>())
                open->reject();
            field->setFocus();
            field->setText(QStringLiteral("page"));
            QTest::keyClick(field, Qt::Key_H, Qt::ControlModifier);
            auto *dialog = window->findChild<FindReplaceDialog *>();
            QVERIFY(dialog);
            QVERIFY(dialog->isVisible());
            QCOMPARE(field->text(), QStringLiteral("page"));
        }
    }

    void closedDialogCountsNothing()
    {
        // Closed, the dialog does not count after each edit (a count of a large set
        // takes the cores for a second); shown again, it counts the document as it is.
        open(QStringLiteral("big.xml"), urlset(30000));
        const CountsOnAThread onAThread;
        FindReplaceDialog *dialog = openFindReplace();
        QVERIFY(dialog);
        dialog->findEdit()->setText(QStringLiteral("page-1"));
        dialog->replaceEdit()->setText(QStringLiteral("side-1"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("11,111 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));

        // Edits while it is closed: no count is started.
        dialog->reject();
        QVERIFY(!dialog->isVisible());
        SitemapTableModel *model = window->model();
        QVERIFY(model->setData(model->index(1, SitemapTableModel::LocColumn),
                               QStringLiteral("http://www.example.com/other")));
        QVERIFY(!dialog->isPreviewPending());
        QTest::qWait(300);
        QVERIFY(!dialog->isPreviewPending());

        // Shown again: the count follows the edit.
        QCOMPARE(openFindReplace(), dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->isPreviewPending());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("11,110 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));

        // Closed while it counts: the count stops, and is made again once shown.
        QVERIFY(model->setData(model->index(10, SitemapTableModel::LocColumn),
                               QStringLiteral("http://www.example.com/else")));
        QVERIFY(dialog->isPreviewPending());
        dialog->reject();
        QVERIFY(!dialog->isPreviewPending());
        QCOMPARE(openFindReplace(), dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("11,109 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));
    }

    void largeSetIsCountedOnAThread()
    {
        // From backgroundCountFrom() entries on the dialog counts on a thread: the
        // window answers meanwhile, and an edit made during a count stops it (the
        // document is only read while nothing changes it) and a new count follows.
        open(QStringLiteral("big.xml"), urlset(30000));
        const CountsOnAThread onAThread;
        FindReplaceDialog *dialog = openFindReplace();
        QVERIFY(dialog);
        dialog->findEdit()->setText(QStringLiteral("page-1"));
        dialog->replaceEdit()->setText(QStringLiteral("side-1"));
        dialog->updatePreview();
        QVERIFY(dialog->isPreviewPending());
        QCOMPARE(dialog->previewLabel()->text(), QStringLiteral("Counting the URLs that match…"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        // page-1, page-10..19, page-100..199, page-1000..1999, page-10000..19999.
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("11,111 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));
        QVERIFY(dialog->replaceButton()->isEnabled());

        // An edit while a count runs: one URL fewer matches.
        dialog->updatePreview();
        QVERIFY(dialog->isPreviewPending());
        SitemapTableModel *model = window->model();
        QVERIFY(model->setData(model->index(1, SitemapTableModel::LocColumn),
                               QStringLiteral("http://www.example.com/other")));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("11,110 URLs match")),
                 qPrintable(dialog->previewLabel()->text()));

        // Replace All while a count runs: the count stops, and the plan is made on a
        // thread, the dialog's inputs off and its button a Stop meanwhile. Stop
        // changes nothing.
        SitemapDocument *doc = window->document();
        const int undoBefore = window->undoStack()->count();
        QSignalSpy replaced(dialog, &FindReplaceDialog::replaced);
        dialog->updatePreview();
        QVERIFY(dialog->isPreviewPending());
        QCOMPARE(dialog->replaceAll(), -1);
        QVERIFY(dialog->isReplacing());
        QVERIFY(!dialog->findEdit()->isEnabled());
        QCOMPARE(dialog->replaceButton()->text(), QStringLiteral("&Stop"));
        QTest::mouseClick(dialog->replaceButton(), Qt::LeftButton);
        QVERIFY(!dialog->isReplacing());
        QVERIFY(dialog->findEdit()->isEnabled());
        QCOMPARE(dialog->replaceButton()->text(), QStringLiteral("Replace &All"));
        QCOMPARE(window->undoStack()->count(), undoBefore);
        QCOMPARE(doc->value(0, 10, Field::Loc), QStringLiteral("http://www.example.com/page-10"));
        QVERIFY(window->statusText().contains(QStringLiteral("stopped")));
        QCOMPARE(replaced.count(), 0);

        // Again, with an edit while the plan is made: the plan is made again over the
        // edited document, so the URL typed into a match is replaced too. The
        // verdicts of the URLs replaced are judged on a thread as well.
        window->validator()->setBackgroundJudging(1000);
        auto *progress = window->findChild<QProgressBar *>();
        QVERIFY(progress);
        // What the window shows as the replacement is made: the pass has begun.
        bool judgingShown = false;
        connect(dialog, &FindReplaceDialog::replaced, this, [&] {
            judgingShown = window->validator()->isJudging() && progress->isVisible() &&
                           progress->format().startsWith(QStringLiteral("Checking the rules"));
        });
        QCOMPARE(dialog->replaceAll(), -1);
        QVERIFY(model->setData(model->index(2, SitemapTableModel::LocColumn),
                               QStringLiteral("http://www.example.com/page-1-typed")));
        QVERIFY(dialog->isReplacing());
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 1, 10000);
        QCOMPARE(replaced.first().first().toInt(), 11111);
        QVERIFY(judgingShown);
        QCOMPARE(window->undoStack()->count(), undoBefore + 2);
        QCOMPARE(doc->value(0, 10, Field::Loc), QStringLiteral("http://www.example.com/side-10"));
        QCOMPARE(doc->value(0, 2, Field::Loc),
                 QStringLiteral("http://www.example.com/side-1-typed"));
        QTRY_VERIFY_WITH_TIMEOUT(!window->validator()->isJudging(), 10000);
        QVERIFY(!progress->isVisible());
        const Validator fresh(doc);
        QCOMPARE(window->validator()->count(Severity::Warning), fresh.count(Severity::Warning));
        QCOMPARE(window->validator()->count(Severity::Error), fresh.count(Severity::Error));
        for (int e = 0; e < doc->entryCount(0); ++e)
            QCOMPARE(window->validator()->entryRuleMask(0, e), fresh.entryRuleMask(0, e));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isPreviewPending(), 10000);
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral("No URL matches")),
                 qPrintable(dialog->previewLabel()->text()));

        // A plan that is through while a save holds the document changes nothing
        // then: it is made again once the save is through, and replaces after it.
        dialog->findEdit()->setText(QStringLiteral("side-10"));
        dialog->replaceEdit()->setText(QStringLiteral("held-10"));
        const int undoHeld = window->undoStack()->count();
        window->session()->holdForPlan(true);
        QCOMPARE(dialog->replaceAll(), -1);
        QTest::qWait(400);
        QVERIFY(dialog->isReplacing());
        QCOMPARE(window->undoStack()->count(), undoHeld);
        QCOMPARE(doc->value(0, 10, Field::Loc), QStringLiteral("http://www.example.com/side-10"));
        window->session()->holdForPlan(false);
        QTRY_COMPARE_WITH_TIMEOUT(replaced.count(), 2, 10000);
        QVERIFY(replaced.last().first().toInt() > 0);
        QCOMPARE(window->undoStack()->count(), undoHeld + 1);
        QCOMPARE(doc->value(0, 10, Field::Loc), QStringLiteral("http://www.example.com/held-10"));
        // Closing the dialog during a count waits for its thread.
        dialog->updatePreview();
        delete dialog;
    }

    void replaceCountsAndFlagsDuplicates()
    {
        open(QStringLiteral("site.xml"), urlset(12));
        window->findChild<QAction *>(QStringLiteral("actionFindReplace"))->trigger();
        auto *dialog = window->findChild<FindReplaceDialog *>();
        QVERIFY(dialog);
        // page-1 and page-10, page-11 all become page-1: two duplicates.
        dialog->regexBox()->setChecked(true);
        dialog->findEdit()->setText(QStringLiteral("page-1\\d$"));
        dialog->replaceEdit()->setText(QStringLiteral("page-1"));
        dialog->updatePreview();
        QVERIFY2(dialog->previewLabel()->text().contains(
                     QStringLiteral("2 URLs would then be a duplicate")),
                 qPrintable(dialog->previewLabel()->text()));
        // The whole preview is shown, not cut off at the dialog's edge.
        QCoreApplication::processEvents();
        QLabel *preview = dialog->previewLabel();
        QVERIFY2(preview->height() >= preview->heightForWidth(preview->width()),
                 qPrintable(QStringLiteral("%1 px for %2")
                                .arg(preview->height())
                                .arg(preview->heightForWidth(preview->width()))));
        // Plain text is taken literally: the pattern's characters match nothing.
        dialog->regexBox()->setChecked(false);
        dialog->updatePreview();
        QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("No URL matches")));
        dialog->regexBox()->setChecked(true);
        // An invalid expression says so and replaces nothing.
        dialog->findEdit()->setText(QStringLiteral("(unclosed"));
        dialog->updatePreview();
        QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("not valid")));
        QVERIFY(!dialog->replaceButton()->isEnabled());
        dialog->findEdit()->setText(QStringLiteral("page-1\\d$"));
        QCOMPARE(dialog->replaceAll(), 2);
        // The wait cursor shown while counting and replacing is gone again.
        QVERIFY(!QApplication::overrideCursor());
        bool duplicate = false;
        for (const Problem &p : window->validator()->entryProblems(0, 10))
            duplicate = duplicate || p.rule == QLatin1String("loc-duplicate");
        QVERIFY(duplicate);

        // Case and the selection: only the selected row, only with the right case.
        window->undoStack()->undo();
        dialog->regexBox()->setChecked(false);
        dialog->matchCaseBox()->setChecked(true);
        dialog->selectionBox()->setChecked(true);
        dialog->findEdit()->setText(QStringLiteral("PAGE"));
        dialog->replaceEdit()->setText(QStringLiteral("seite"));
        window->table()->selectRow(window->model()->rowOf(0, 3));
        dialog->updatePreview();
        QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("No URL matches")));
        dialog->matchCaseBox()->setChecked(false);
        QCOMPARE(dialog->replaceAll(), 1);
        QCOMPARE(window->document()->value(0, 3, Field::Loc),
                 QStringLiteral("http://www.example.com/seite-3"));
        QCOMPARE(window->document()->value(0, 4, Field::Loc),
                 QStringLiteral("http://www.example.com/page-4"));
    }

    void replaceInExtensionUrlsIsOneUndoStepWithTheLocs()
    {
        const QByteArray xml =
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
            "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
            "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
            "<url><loc>http://www.example.com/en</loc>"
            "<image:image><image:loc>http://www.example.com/i.png</image:loc>"
            "<image:title>http://www.example.com</image:title></image:image>"
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"http://www.example.com/en\"/>"
            "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"http://www.example.com/de\"/>"
            "</url>\n"
            "<url><loc>http://www.example.com/de</loc>"
            "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"http://www.example.com/en\"/>"
            "<xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"http://www.example.com/de\"/>"
            "</url>\n"
            "</urlset>\n";
        open(QStringLiteral("site.xml"), xml);
        SitemapDocument *doc = window->document();
        const QString before0 = doc->extensionsXml(0, 0);
        const QString before1 = doc->extensionsXml(0, 1);
        window->findChild<QAction *>(QStringLiteral("actionFindReplace"))->trigger();
        auto *dialog = window->findChild<FindReplaceDialog *>();
        QVERIFY(dialog);
        dialog->findEdit()->setText(QStringLiteral("http://www.example.com/"));
        dialog->replaceEdit()->setText(QStringLiteral("https://example.com/"));
        dialog->updatePreview();
        QVERIFY(!dialog->previewLabel()->text().contains(QStringLiteral("hreflang")));
        dialog->extensionUrlsBox()->setChecked(true);
        dialog->updatePreview();
        QVERIFY2(dialog->previewLabel()->text().contains(QStringLiteral(
                     "5 image, video or hreflang URLs match; Replace All changes 5.")),
                 qPrintable(dialog->previewLabel()->text()));
        const int undoBefore = window->undoStack()->count();
        QTest::mouseClick(dialog->replaceButton(), Qt::LeftButton);
        QCOMPARE(window->undoStack()->count(), undoBefore + 1);
        QCOMPARE(doc->value(0, 1, Field::Loc), QStringLiteral("https://example.com/de"));
        QString expected0 = before0;
        expected0.replace(QStringLiteral(">http://www.example.com/i.png<"),
                          QStringLiteral(">https://example.com/i.png<"));
        expected0.replace(QStringLiteral("\"http://www.example.com/"),
                          QStringLiteral("\"https://example.com/"));
        QCOMPARE(doc->extensionsXml(0, 0), expected0);
        QVERIFY(expected0.contains(QStringLiteral(">http://www.example.com</")));
        QVERIFY(
            doc->extensionsXml(0, 1).contains(QStringLiteral("href=\"https://example.com/en\"")));
        // The moved cluster is whole: no hreflang problem on either page.
        for (int e : {0, 1}) {
            for (const Problem &p : window->validator()->entryProblems(0, e))
                QVERIFY2(!p.rule.startsWith(QLatin1String("hreflang")), qPrintable(p.message));
        }
        window->undoStack()->undo();
        QCOMPARE(doc->extensionsXml(0, 0), before0);
        QCOMPARE(doc->extensionsXml(0, 1), before1);
        QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("http://www.example.com/en"));
    }

    void saveDialogWritesTheStylesheet()
    {
        open(QStringLiteral("site.xml"), urlset(3));
        const QString target = dir->filePath(QStringLiteral("out/sitemap.xml"));
        QDir().mkpath(dir->filePath(QStringLiteral("out")));
        window->setSaveFileNameProvider([target] { return target; });
        bool offered = false;
        window->setSaveDialogHook([&offered](SaveOptionsDialog *dialog) {
            offered = dialog->stylesheetBox() != nullptr;
            dialog->stylesheetBox()->setChecked(true);
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        QVERIFY(offered);
        const QByteArray xml = TestSupport::readAll(target);
        QVERIFY2(xml.contains("<?xml-stylesheet type=\"text/xsl\" href=\"sitemap.xsl\"?>"),
                 xml.left(200).constData());
        QVERIFY(QFile::exists(dir->filePath(QStringLiteral("out/sitemap.xsl"))));
    }

    void robotsLineAfterASave()
    {
        open(QStringLiteral("site.xml"), urlset(25));
        auto *bar = window->findChild<RobotsHintBar *>();
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());
        const QString target = dir->filePath(QStringLiteral("sitemap.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->maxUrlsBox()->setValue(10);
            dialog->baseUrlEdit()->setText(QStringLiteral("http://www.example.com/"));
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        // The index of the split set is what robots.txt names, also once the window
        // has opened the set it wrote.
        QTRY_VERIFY(!window->isLoading());
        QCOMPARE(window->document()->fileCount(), 4);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->line(), QStringLiteral("Sitemap: http://www.example.com/sitemap.xml"));
        const QString text = bar->textLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("ping")) && text.contains(QStringLiteral("2023")) &&
                     text.contains(QStringLiteral("2022")),
                 qPrintable(text));
        QApplication::clipboard()->clear();
        QTest::mouseClick(bar->copyButton(), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("Sitemap: http://www.example.com/sitemap.xml"));
        // Another document: the line is no longer about it.
        open(QStringLiteral("other.xml"), urlset(2));
        QVERIFY(!bar->isVisible());

        // Without a base URL the line takes the host all URLs are on, and says how to
        // set another.
        const QString plain = dir->filePath(QStringLiteral("plain.xml"));
        window->setSaveFileNameProvider([plain] { return plain; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->baseUrlEdit()->clear();
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        QCOMPARE(bar->line(), QStringLiteral("Sitemap: http://www.example.com/plain.xml"));
        QVERIFY(bar->textLabel()->text().contains(QStringLiteral("Sitemap URL")));
    }

    void dialogLabelsNameTheirFields()
    {
        // A field's label with a shortcut letter has a buddy: without one it shows a
        // literal "&" (a row of two widgets gets none from the form layout).
        FolderImportDialog folder(window.get(), true);
        CsvImportDialog csv(window.get());
        for (QDialog *dialog : {static_cast<QDialog *>(&folder), static_cast<QDialog *>(&csv)}) {
            for (QLabel *label : dialog->findChildren<QLabel *>()) {
                if (label->text().contains(QLatin1Char('&')) &&
                    label->text().endsWith(QLatin1Char(':')))
                    QVERIFY2(label->buddy(), qPrintable(label->text()));
            }
        }
    }

    void pagesFromFolderPreviewAppliedAndUndone()
    {
        // The sitemap has two of the site's pages, one with an old lastmod, and a URL
        // the folder does not have.
        const QByteArray xml =
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<url><loc>https://www.example.com/</loc><lastmod>2020-01-01</lastmod></url>\n"
            "<url><loc>https://www.example.com/about.html</loc>"
            "<lastmod>2024-03-02T10:00:00+00:00</lastmod></url>\n"
            "<url><loc>https://www.example.com/gone.html</loc></url>\n"
            "</urlset>\n";
        open(QStringLiteral("site.xml"), xml);
        const QString site = dir->filePath(QStringLiteral("site"));
        const QByteArray page = "<html><head><title>t</title></head><body></body></html>";
        const struct
        {
            const char *path;
            int day;
        } pages[] = {{"index.html", 1},
                     {"about.html", 2},
                     {"blog/index.html", 3},
                     {"blog/post.html", 4},
                     {"private/x.html", 5}};
        for (const auto &p : pages) {
            const QString path = TestSupport::writeFile(site, QString::fromUtf8(p.path), page);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime(QDate(2024, 3, p.day), QTime(10, 0), Qt::UTC),
                                  QFileDevice::FileModificationTime));
        }
        TestSupport::writeFile(site, QStringLiteral("hidden.html"),
                               "<meta name=\"robots\" content=\"noindex\">");

        SitemapDocument *doc = window->document();
        const int undoBefore = window->undoStack()->count();
        FolderImportDialog dialog(window.get(), true);
        QVERIFY(labelFor(&dialog, dialog.folderEdit()));
        dialog.folderEdit()->setText(site);
        dialog.siteUrlEdit()->setText(QStringLiteral("https://www.example.com"));
        dialog.excludeEdit()->setText(QStringLiteral("private"));
        QVERIFY(!dialog.applyButton()->isEnabled());
        QTest::mouseClick(dialog.scanButton(), Qt::LeftButton);
        // The preview: what is added, which row gets a new lastmod, what is left out.
        QCOMPARE(dialog.plan().added.size(), size_t(2));
        QCOMPARE(dialog.plan().lastmods.size(), size_t(1));
        QCOMPARE(dialog.plan().current, 1);
        const QString preview = dialog.preview()->toPlainText();
        QVERIFY2(preview.contains(QStringLiteral("+ https://www.example.com/blog/  "
                                                 "2024-03-03T10:00:00+00:00")),
                 qPrintable(preview));
        QVERIFY(preview.contains(QStringLiteral("+ https://www.example.com/blog/post.html")));
        QVERIFY(preview.contains(
            QStringLiteral("~ https://www.example.com/  2020-01-01 → 2024-03-01T10:00:00+00:00")));
        QVERIFY(preview.contains(QStringLiteral("- hidden.html")));
        QVERIFY(preview.contains(QStringLiteral("- private/x.html")));
        QVERIFY(!preview.contains(QStringLiteral("about.html  ")));
        QVERIFY2(dialog.summaryLabel()->text().contains(QStringLiteral("2 new rows")),
                 qPrintable(dialog.summaryLabel()->text()));
        // Nothing changed yet.
        QCOMPARE(doc->entryCount(0), 3);
        QCOMPARE(window->undoStack()->count(), undoBefore);

        QVERIFY(dialog.applyButton()->isEnabled());
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QCOMPARE(window->undoStack()->count(), undoBefore + 1);
        QCOMPARE(doc->entryCount(0), 5);
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2024-03-01T10:00:00+00:00"));
        QCOMPARE(doc->value(0, 3, Field::Loc), QStringLiteral("https://www.example.com/blog/"));
        QCOMPARE(doc->value(0, 4, Field::Loc),
                 QStringLiteral("https://www.example.com/blog/post.html"));
        // A row the folder does not have stays as it was.
        QCOMPARE(doc->value(0, 2, Field::Loc), QStringLiteral("https://www.example.com/gone.html"));
        QVERIFY(!doc->entry(0, 2).has(Field::LastMod));

        window->undoStack()->undo();
        QCOMPARE(doc->entryCount(0), 3);
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2020-01-01"));

        // Set Last Modified from Files: the existing rows only.
        FolderImportDialog lastmods(window.get(), false);
        lastmods.folderEdit()->setText(site);
        lastmods.siteUrlEdit()->setText(QStringLiteral("https://www.example.com/"));
        QVERIFY(lastmods.scan());
        QVERIFY(lastmods.plan().added.empty());
        QCOMPARE(lastmods.plan().lastmods.size(), size_t(1));
        QCOMPARE(lastmods.apply(), 1);
        QCOMPARE(doc->entryCount(0), 3);
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2024-03-01T10:00:00+00:00"));
        // An unreadable folder says so.
        lastmods.folderEdit()->setText(dir->filePath(QStringLiteral("missing")));
        QVERIFY(!lastmods.scan());
        QVERIFY(lastmods.summaryLabel()->text().contains(QStringLiteral("cannot be read")));
    }

    void csvImportUpdatesMatchedRowsAndUndo()
    {
        constexpr int Rows = 2000;
        open(QStringLiteral("site.xml"), urlset(Rows));
        SitemapDocument *doc = window->document();
        // German Excel: semicolons, a BOM, columns in an order of their own, a quoted
        // value with the delimiter in it, a new URL, and lines that are refused.
        QByteArray csv = "\xEF\xBB\xBFPriority;URL;lastmod\r\n";
        for (int i = 0; i < Rows; i += 2)
            csv += "0.7;http://www.example.com/page-" + QByteArray::number(i) + ";\r\n";
        csv += "\"0,3\";http://www.example.com/page-1;2025-02-01\r\n"
               ";http://www.example.com/new;2025-03-01\r\n"
               "0.1;;2025-01-01\r\n"
               "0.2;HTTP://WWW.EXAMPLE.COM/page-0;\r\n";
        const QString path = TestSupport::writeFile(dir->path(), QStringLiteral("prices.csv"), csv);

        auto *action = window->findChild<QAction *>(QStringLiteral("actionImportCsv"));
        QVERIFY(action);
        action->trigger();
        auto *dialog = window->findChild<CsvImportDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(!dialog->applyButton()->isEnabled());
        // The file field's label gives it its shortcut (shown underlined, not as "&").
        QVERIFY(labelFor(dialog, dialog->fileEdit()));
        dialog->fileEdit()->setText(path);
        QTest::mouseClick(dialog->previewButton(), Qt::LeftButton);
        const QString summary = dialog->summaryLabel()->text();
        QVERIFY2(summary.contains(QStringLiteral("1,004 rows read, separated by semicolons")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("1 new row.")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("1,001 rows get new values.")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("2 lines refused.")), qPrintable(summary));
        const QString preview = dialog->previewText()->toPlainText();
        QVERIFY2(preview.contains(QStringLiteral("+ line 1003: http://www.example.com/new  "
                                                 "lastmod 2025-03-01")),
                 qPrintable(preview.left(2000)));
        QVERIFY(preview.contains(
            QStringLiteral("~ line 1002: http://www.example.com/page-1  lastmod 2024-01-01 → "
                           "2025-02-01, priority (not set) → 0.3")));
        QVERIFY(preview.contains(QStringLiteral("! line 1004: no URL")));
        QVERIFY(preview.contains(QStringLiteral("! line 1005: the same URL as line 2")));
        // Nothing changed yet.
        QCOMPARE(doc->entryCount(0), Rows);
        QVERIFY(!doc->entry(0, 0).has(Field::Priority));
        const int undoBefore = window->undoStack()->count();

        QVERIFY(dialog->applyButton()->isEnabled());
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        QCOMPARE(window->undoStack()->count(), undoBefore + 1);
        QCOMPARE(doc->entryCount(0), Rows + 1);
        QCOMPARE(doc->value(0, 0, Field::Priority), QStringLiteral("0.7"));
        QCOMPARE(doc->value(0, Rows - 2, Field::Priority), QStringLiteral("0.7"));
        // An empty cell leaves the value; values are kept as typed, and judged.
        QCOMPARE(doc->value(0, 0, Field::LastMod), QStringLiteral("2024-01-01"));
        QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.3"));
        QCOMPARE(doc->value(0, 1, Field::LastMod), QStringLiteral("2025-02-01"));
        QVERIFY(!doc->entry(0, 3).has(Field::Priority));
        QCOMPARE(doc->value(0, Rows, Field::Loc), QStringLiteral("http://www.example.com/new"));
        QVERIFY(!doc->entry(0, Rows).has(Field::Priority));
        // The decimal comma German Excel writes is read as a point: a valid priority.
        bool flagged = false;
        for (const Problem &p : window->validator()->entryProblems(0, 1))
            flagged = flagged || p.rule == QLatin1String("priority-invalid");
        QVERIFY(!flagged);
        QCOMPARE(window->model()->data(window->model()->indexOf(0, 0, Field::Priority)).toString(),
                 QStringLiteral("0.7"));

        window->undoStack()->undo();
        QCOMPARE(window->undoStack()->index(), undoBefore);
        QCOMPARE(doc->entryCount(0), Rows);
        for (int i : {0, 1, Rows - 2})
            QVERIFY(!doc->entry(0, i).has(Field::Priority));
        QCOMPARE(doc->value(0, 1, Field::LastMod), QStringLiteral("2024-01-01"));
        window->undoStack()->redo();
        QCOMPARE(doc->entryCount(0), Rows + 1);
        QCOMPARE(doc->value(0, 1, Field::Priority), QStringLiteral("0.3"));

        // A file that cannot be imported says why and changes nothing.
        auto *again = new CsvImportDialog(window.get());
        again->setAttribute(Qt::WA_DeleteOnClose);
        again->fileEdit()->setText(TestSupport::writeFile(dir->path(), QStringLiteral("latin1.csv"),
                                                          "loc\nhttp://www.example.com/\xFC\n"));
        QVERIFY(!again->preview());
        QVERIFY(again->summaryLabel()->text().contains(QStringLiteral("not UTF-8 (line 2")));
        QVERIFY(!again->applyButton()->isEnabled());
        again->close();
    }

    void exportOfAFilteredSortedTable()
    {
        const QByteArray xml =
            "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<url><loc>https://www.example.com/blog/b</loc><lastmod>2024-02-01</lastmod></url>\n"
            "<url><loc>https://www.example.com/shop</loc><priority>0.9</priority></url>\n"
            "<url><loc> https://www.example.com/blog/a,\"x\" </loc>"
            "<changefreq>weekly</changefreq></url>\n"
            "<url><loc>https://www.example.com/blog/c</loc><priority>0.2</priority></url>\n"
            "</urlset>\n";
        open(QStringLiteral("site.xml"), xml);
        window->filterEdit()->setText(QStringLiteral("blog"));
        QTRY_COMPARE(window->model()->rowCount(), 3);
        window->table()->sortByColumn(SitemapTableModel::LocColumn, Qt::DescendingOrder);
        const QString path = dir->filePath(QStringLiteral("shown.csv"));
        QChar *asked = nullptr;
        window->setExportFileNameProvider([&](QChar *delimiter) {
            asked = delimiter;
            *delimiter = QLatin1Char(';');
            return path;
        });
        auto *action = window->findChild<QAction *>(QStringLiteral("actionExportCsv"));
        QVERIFY(action);
        action->trigger();
        QVERIFY(asked);
        // The file is written on a thread, the window going on meanwhile: an edit made
        // now is not in it, the rows being taken as they were when the export began.
        QVERIFY2(window->statusText().contains(QStringLiteral("Exporting 3 rows to")),
                 qPrintable(window->statusText()));
        QVERIFY(window->isExportRunning());
        window->session()->setField({{0, 0}}, Field::Priority, QStringLiteral("0.9"));
        QTRY_VERIFY(!window->isExportRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("Exported 3 rows")),
                 qPrintable(window->statusText()));
        const QByteArray written = TestSupport::readAll(path);
        QCOMPARE(written, QByteArray("\xEF\xBB\xBF"
                                     "loc;lastmod;changefreq;priority\r\n"
                                     "https://www.example.com/blog/c;;;0.2\r\n"
                                     "https://www.example.com/blog/b;2024-02-01;;\r\n"
                                     "\"https://www.example.com/blog/a,\"\"x\"\"\";;weekly;\r\n"));
        // It reads back as it was written.
        const CsvTable table = CsvImport::read(written);
        QVERIFY(table.error.isEmpty());
        QCOMPARE(table.records.size(), size_t(3));
        QCOMPARE(table.records[2].cells.front(),
                 QStringLiteral("https://www.example.com/blog/a,\"x\""));
        // The document is unchanged by an export: the one edit is the test's own.
        QCOMPARE(window->undoStack()->count(), 1);
        window->undoStack()->undo();
        QVERIFY(window->undoStack()->isClean());
        // A file that cannot be written says so.
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        window->setExportFileNameProvider(
            [&](QChar *) { return dir->filePath(QStringLiteral("missing/shown.csv")); });
        action->trigger();
        QTRY_VERIFY(!window->isExportRunning());
        QVERIFY2(MessageBoxes::lastText().contains(QStringLiteral("could not be written")),
                 qPrintable(MessageBoxes::lastText()));
    }

    void anExportCanBeCancelled()
    {
        // The export shows its progress with Cancel (here at once). Cancelled before
        // the file is whole, nothing is written: a file of that name keeps its bytes,
        // and no temporary file is left beside it.
        const auto atOnce = workProgressAtOnce();
        open(QStringLiteral("site.xml"),
             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
             "<url><loc>https://www.example.com/a</loc></url>\n"
             "<url><loc>https://www.example.com/b</loc></url>\n"
             "</urlset>\n");
        QTemporaryDir out;
        const QString path = out.filePath(QStringLiteral("shown.csv"));
        QVERIFY(TestSupport::writeFile(out.path(), QStringLiteral("shown.csv"), "kept\n") == path);
        window->setExportFileNameProvider([&](QChar *) { return path; });
        // The file is opened only once the test has pressed Cancel.
        auto cancelled = std::make_shared<std::atomic<bool>>(false);
        auto *exporter = window->findChild<ShownRowsExport *>();
        QVERIFY(exporter);
        FileSystemHooks hooks;
        hooks.open = [cancelled](const QString &name, QString *error) {
            for (int i = 0; i < 10000 && !cancelled->load(); ++i)
                QThread::msleep(1);
            return FileSystemHooks::openFile(name, error);
        };
        exporter->setFileSystemHooks(hooks);
        auto *bar = qobject_cast<EditorStatusBar *>(window->statusBar());
        QVERIFY(bar);
        window->findChild<QAction *>(QStringLiteral("actionExportCsv"))->trigger();
        QVERIFY(window->isExportRunning());
        QVERIFY(bar->progressBar()->isVisible());
        QCOMPARE(bar->progressBar()->format(), QStringLiteral("Exporting: %p%"));
        QTest::mouseClick(bar->cancelButton(), Qt::LeftButton);
        cancelled->store(true);
        QTRY_VERIFY(!window->isExportRunning());
        QVERIFY2(window->statusText().contains(QStringLiteral("export was cancelled")),
                 qPrintable(window->statusText()));
        QVERIFY(!bar->progressBar()->isVisible());
        QCOMPARE(TestSupport::readAll(path), QByteArray("kept\n"));
        QCOMPARE(QDir(out.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("shown.csv")});
        // Not cancelled, the same export writes the file.
        window->findChild<QAction *>(QStringLiteral("actionExportCsv"))->trigger();
        QTRY_VERIFY(!window->isExportRunning());
        QVERIFY(TestSupport::readAll(path).contains("https://www.example.com/b"));
        QVERIFY(!bar->progressBar()->isVisible());
    }

    // Not a check: the pictures of docs/editor.md, taken when SITEMAP_SCREENSHOT_DIR
    // names a folder and the window runs on a real display (Xvfb, -platform xcb).
    void screenshots()
    {
        const QString outDir = Screenshots::folder();
        if (outDir.isEmpty())
            QSKIP("SITEMAP_SCREENSHOT_DIR not set: no pictures wanted");
        if (QGuiApplication::platformName() != QLatin1String("xcb"))
            QSKIP("screenshots are taken of a real display (Xvfb): run with -platform xcb");
        const QString lang = Screenshots::language();
        QVERIFY(Screenshots::useLanguage(lang));
        closeWindow();
        const QSize size = QGuiApplication::primaryScreen()->size();
        startWindow(size);
        window->setGeometry(QRect(QPoint(0, 0), size));
        const QString suffix = size.width() >= 1400 ? QString() : QStringLiteral("-1024");
        auto shoot = [&](const QString &name) {
            QTest::qWait(600);
            QProcess shot;
            shot.start(QStringLiteral("sh"),
                       {QStringLiteral("-c"),
                        QStringLiteral("xwd -root -silent | convert xwd:- png:'%1'")
                            .arg(QDir(outDir).filePath(name + suffix + QStringLiteral(".png")))});
            QVERIFY(shot.waitForFinished(30000));
            QCOMPARE(shot.exitCode(), 0);
        };
        // A shop on http:// moving to https:// without the www.
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
                         "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n";
        const char *const pages[] = {"",         "shop/",          "shop/shoes/",   "shop/bags/",
                                     "about/",   "blog/",          "blog/spring/",  "blog/summer/",
                                     "contact/", "shop/shoes/red", "shop/bags/blue"};
        for (int i = 0; i < int(std::size(pages)); ++i)
            xml += "<url><loc>http://www.shop-example.net/" + QByteArray(pages[i]) +
                   "</loc><lastmod>2024-0" + QByteArray::number(1 + i % 9) +
                   "-15</lastmod><changefreq>weekly</changefreq>"
                   "<image:image><image:loc>http://www.shop-example.net/img/" +
                   QByteArray::number(i) + ".jpg</image:loc></image:image></url>\n";
        xml += "</urlset>\n";
        QVERIFY(!openWritten(QStringLiteral("sitemap.xml"), xml).isEmpty());
        window->setSitemapUrl(QStringLiteral("http://www.shop-example.net/sitemap.xml"));

        window->findChild<QAction *>(QStringLiteral("actionFindReplace"))->trigger();
        auto *replace = window->findChild<FindReplaceDialog *>();
        QVERIFY(replace);
        replace->regexBox()->setChecked(true);
        replace->extensionUrlsBox()->setChecked(true);
        replace->findEdit()->setText(QStringLiteral("^http://www\\.(shop-example\\.net)/"));
        replace->replaceEdit()->setText(QStringLiteral("https://\\1/"));
        replace->updatePreview();
        replace->resize(qMin(size.width() - 40, 620), replace->sizeHint().height());
        replace->move(window->geometry().center() - replace->rect().center());
        shoot(QStringLiteral("replace-") + lang);
        replace->close();

        // The site's folder: pages the sitemap has and new ones, one noindex.
        const QString site = dir->filePath(QStringLiteral("site"));
        const QByteArray page = "<html><head><title>t</title></head><body></body></html>";
        const char *const files[] = {"index.html",
                                     "shop/index.html",
                                     "shop/shoes/index.html",
                                     "shop/sale/index.html",
                                     "blog/index.html",
                                     "blog/autumn/index.html",
                                     "blog/winter/index.html",
                                     "imprint.html"};
        int day = 1;
        for (const char *f : files) {
            QFile file(TestSupport::writeFile(site, QString::fromUtf8(f), page));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(QDateTime(QDate(2024, 10, day++), QTime(9, 30), Qt::UTC),
                                     QFileDevice::FileModificationTime));
        }
        TestSupport::writeFile(site, QStringLiteral("drafts/new.html"), page);
        TestSupport::writeFile(site, QStringLiteral("search.html"),
                               "<meta name=\"robots\" content=\"noindex\">");
        auto *folder = new FolderImportDialog(window.get(), true);
        folder->setAttribute(Qt::WA_DeleteOnClose);
        folder->folderEdit()->setText(QDir::toNativeSeparators(site));
        folder->siteUrlEdit()->setText(QStringLiteral("http://www.shop-example.net/"));
        folder->excludeEdit()->setText(QStringLiteral("drafts"));
        folder->show();
        QVERIFY(folder->scan());
        folder->move(window->geometry().center() - folder->rect().center());
        shoot(QStringLiteral("folder-") + lang);
        folder->close();
    }

private:
    void open(const QString &name, const QByteArray &xml) { openWritten(name, xml); }
    // Edit > Find and Replace, as its menu item or Ctrl+H opens it.
    FindReplaceDialog *openFindReplace()
    {
        window->findChild<QAction *>(QStringLiteral("actionFindReplace"))->trigger();
        return window->findChild<FindReplaceDialog *>();
    }

    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiAuthoring)
#include "tst_gui_authoring.moc"
