// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar of the real window, offscreen: messages elided to the room the
// permanent widgets leave, with the whole text in the tooltip; the short counts
// of a narrow window; and what a save says (in English with the editor's
// translations; tst_gui_translation checks the German).

#include "guitestcase.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "saveoptionsdialog.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "testsupport.h"
#include "translations.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

QByteArray urlset(int count, const QByteArray &firstLoc = {})
{
    QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int i = 0; i < count; ++i) {
        const QByteArray loc = i == 0 && !firstLoc.isEmpty()
                                   ? firstLoc
                                   : "https://www.exemplar.de/page-" + QByteArray::number(i);
        xml += "  <url><loc>" + loc + "</loc></url>\n";
    }
    return xml + "</urlset>\n";
}

} // namespace

class TestGuiStatusBar : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir.isValid());
        TestSupport::isolateUserState(settingsDir.path());
        // English numbers with group separators, and the English plural forms.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(Translations::install(qApp, QLocale(QLocale::English, QLocale::UnitedStates)));
    }

    void init() { startWindow(); }

    void cleanup() { closeWindow(); }

    void longMessageIsElidedToTheRoomLeft()
    {
        open(QStringLiteral("site.xml"), urlset(3));
        QStatusBar *bar = window->statusBar();
        const QString text =
            QStringLiteral("A message that begins here, ") +
            QStringLiteral("and goes on and on about nothing in particular, ").repeated(8) +
            QStringLiteral("and ends here.");
        window->showStatus(text, 0, {QStringLiteral("a detail")});
        QCOMPARE(window->statusText(), text);
        QString shown = bar->currentMessage();
        QVERIFY2(shown != text && shown.contains(QChar(0x2026)), qPrintable(shown));
        QVERIFY(shown.startsWith(QStringLiteral("A message that")));
        QVERIFY(shown.endsWith(QStringLiteral("ends here.")));
        // It ends before the counts begin.
        QVERIFY2(6 + bar->fontMetrics().horizontalAdvance(shown) < window->countsLabel()->x(),
                 qPrintable(shown));
        QVERIFY(bar->toolTip().startsWith(text));
        QVERIFY(bar->toolTip().contains(QStringLiteral("a detail")));

        // A wider window shows more of it.
        window->resize(1400, 900);
        QTRY_VERIFY(bar->currentMessage().size() > shown.size());
        shown = bar->currentMessage();
        QVERIFY(6 + bar->fontMetrics().horizontalAdvance(shown) < window->countsLabel()->x());

        // A short one is shown whole, and goes with its timeout, tooltip and all.
        window->showStatus(QStringLiteral("Short."), 50);
        QCOMPARE(bar->currentMessage(), QStringLiteral("Short."));
        QCOMPARE(bar->toolTip(), QStringLiteral("Short."));
        QTRY_VERIFY(bar->currentMessage().isEmpty());
        QVERIFY(window->statusText().isEmpty());
        QVERIFY(bar->toolTip().isEmpty());

        // A message of Qt's own (a status tip) replaces ours and its tooltip.
        window->showStatus(text);
        bar->showMessage(QStringLiteral("Someone else's"));
        QVERIFY(window->statusText().isEmpty());
        QVERIFY(bar->toolTip().isEmpty());
    }

    void countsAreShortInANarrowWindow()
    {
        open(QStringLiteral("site.xml"), urlset(1200, "/relative/page"));
        window->resize(1400, 900);
        QLabel *counts = window->countsLabel();
        QTRY_COMPARE(counts->text(), QStringLiteral("1,200 URLs  ·  1 error  ·  0 warnings"));
        QCOMPARE(counts->toolTip(), QStringLiteral("1,200 URLs\n1 error\n0 warnings"));
        window->resize(window->minimumSizeHint().width(), 640);
        if (window->statusBar()->width() > 700)
            QSKIP("the window does not get narrow enough here");
        QTRY_COMPARE(counts->text(), QStringLiteral("1,200 URLs · 1 err. · 0 warn."));
        QCOMPARE(counts->toolTip(), QStringLiteral("1,200 URLs\n1 error\n0 warnings"));
    }

    void saveSaysWhatWasWritten()
    {
        open(QStringLiteral("site.xml"), urlset(1000));
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        // Nothing edited: nothing written, and the status bar says so.
        QVERIFY(saveEnded(*window, window->save()));
        QCOMPARE(window->statusText(), QStringLiteral("Nothing changed: no file was written."));
        QVERIFY(window->model()->setData(window->model()->indexOf(0, 0, Field::Priority),
                                         QStringLiteral("0.7")));
        QVERIFY(saveEnded(*window, window->save()));
        QCOMPARE(window->statusText(), QStringLiteral("Saved site.xml (1,000 URLs)."));
        QCOMPARE(window->statusBar()->currentMessage(), window->statusText());
    }

    void splitSaveSaysFilesAndIndex()
    {
        open(QStringLiteral("site.xml"), urlset(25));
        const QString target = dir->filePath(QStringLiteral("out.xml"));
        window->setSaveFileNameProvider([target] { return target; });
        window->setSaveDialogHook([](SaveOptionsDialog *dialog) {
            dialog->maxUrlsBox()->setValue(10);
            dialog->baseUrlEdit()->setText(QStringLiteral("https://www.exemplar.de/"));
            return true;
        });
        QVERIFY(saveEnded(*window, window->saveAs()));
        // The window then opens the set it wrote and says what the save did.
        QTRY_VERIFY(!window->isLoading());
        // A split writes the standard form, and the note says why.
        QCOMPARE(window->statusText(),
                 QStringLiteral("Saved 25 URLs in 3 files and an index (out.xml). 1 note."));
        QVERIFY2(window->statusBar()->toolTip().contains(QStringLiteral("standard form")),
                 qPrintable(window->statusBar()->toolTip()));
    }

    void saveNotesAreInTheTooltip()
    {
        // Whitespace around a URL: repaired on the way.
        open(QStringLiteral("site.xml"), urlset(3, "  https://www.exemplar.de/padded  "));
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        const QString before = MessageBoxes::lastText();
        QVERIFY(saveEnded(*window, window->save()));
        QCOMPARE(window->statusText(),
                 QStringLiteral("Saved site.xml (3 URLs). 1 note. The table shows the values as "
                                "saved; Undo shows them as they were."));
        const QString tip = window->statusBar()->toolTip();
        QVERIFY2(tip.startsWith(window->statusText()), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Repaired loc-whitespace in 1 place.")),
                 qPrintable(tip));
        // Nothing for the user to act on: no message box.
        QCOMPARE(MessageBoxes::lastText(), before);
    }

    void keptLeftoversAreToldInAMessageBox()
    {
        open(QStringLiteral("site.xml"), urlset(3));
        // The backup of an interrupted save, of a version that is not the one in place:
        // it may be the only copy, so the save keeps it and says so.
        const QString backup =
            QStringLiteral(".site.xml.bak-%1-0-0badc0de").arg(TestSupport::deadProcessId());
        TestSupport::writeFile(dir->path(), backup, urlset(2));
        QVERIFY(window->model()->setData(window->model()->indexOf(0, 0, Field::Priority),
                                         QStringLiteral("0.7")));
        window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        MessageBoxes::setNextAnswer(QMessageBox::Ok);
        QVERIFY(saveEnded(*window, window->save()));
        QVERIFY(QFile::exists(dir->filePath(backup)));
        const QString told = MessageBoxes::lastText();
        QVERIFY2(told.contains(backup + QStringLiteral(", an earlier version of site.xml")),
                 qPrintable(told));
        QVERIFY2(told.contains(QDir::toNativeSeparators(dir->path())), qPrintable(told));
        QCOMPARE(window->statusText(), QStringLiteral("Saved site.xml (3 URLs). 1 note."));
        QVERIFY(window->statusBar()->toolTip().contains(
            QStringLiteral("Kept %1: an earlier version of site.xml")
                .arg(QDir::toNativeSeparators(dir->filePath(backup)))));
    }

private:
    void open(const QString &name, const QByteArray &xml) { openWritten(name, xml); }

    QTemporaryDir settingsDir;
};

QTEST_MAIN(TestGuiStatusBar)
#include "tst_gui_statusbar.moc"
