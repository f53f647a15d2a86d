// SPDX-License-Identifier: GPL-3.0-or-later
// The editor for tst_gui_crashrecovery to kill: the real window, made the way
// app/editor/main.cpp makes it (same application names, so the autosave journal
// goes where the editor's goes), driven by a fixed script through the table, its
// delegates, the Edit menu's actions and the undo stack, as a user would. A
// separate program because the editor itself takes no script, and a kill has to
// hit a process of its own.
//
//   scripted-editor edit FILE   opens FILE, edits, waits until the journal holds
//                               every edit, prints EDITED, then idles
//   scripted-editor save FILE   the same, then prints SAVING and saves the whole
//                               set in place (SAVED ok|failed when it ends), then idles
//
// The edits, with first the first file holding URLs (1 for an index set), middle
// the one in the middle and last the last file:
//   - entry 0 of first: the URL typed into its cell, https://www.example.com/edited;
//   - entry 1 of middle: priority 0.9 (Edit > Set Priority);
//   - entry 2 of middle: lastmod 2024-12-24, then undone (Edit > Undo);
//   - a row added after the last entry of last, https://www.example.com/added typed in.
// It prints AUTOSAVE DIR first (where the journal goes), never exits by itself,
// and says why on stderr with exit status 2 when the script cannot be followed.

#include "editjournal.h"
#include "mainwindow.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <cstdio>
#include <cstdlib>

namespace {

void say(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

[[noreturn]] void giveUp(const QString &why)
{
    std::fputs(qPrintable(QStringLiteral("scripted-editor: %1\n").arg(why)), stderr);
    std::exit(2);
}

QLineEdit *openLineEditor(QTableView *table)
{
    const QList<QLineEdit *> editors = table->viewport()->findChildren<QLineEdit *>();
    for (QLineEdit *editor : editors) {
        if (editor->isVisible())
            return editor;
    }
    return nullptr;
}

// Types text into the cell editor that is open, as a user does, and confirms it.
void typeIntoEditor(QTableView *table, const QString &text)
{
    QLineEdit *editor = openLineEditor(table);
    if (!editor)
        giveUp(QStringLiteral("no cell editor opened"));
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits on its next event, as it does for a user.
    if (!QTest::qWaitFor([table] { return !openLineEditor(table); }, 60000))
        giveUp(QStringLiteral("the cell editor did not close"));
}

void trigger(MainWindow &window, const char *name)
{
    auto *action = window.findChild<QAction *>(QLatin1String(name));
    if (!action || !action->isEnabled())
        giveUp(QStringLiteral("%1 is not there to trigger").arg(QLatin1String(name)));
    action->trigger();
}

void edit(MainWindow &window)
{
    const SitemapDocument *doc = window.document();
    SitemapTableModel *model = window.model();
    QTableView *table = window.table();
    const int first = doc->fileCount() > 1 ? 1 : 0;
    const int last = doc->fileCount() - 1;
    const int middle = (first + last) / 2;

    const QModelIndex loc = model->indexOf(first, 0, Field::Loc);
    table->setCurrentIndex(loc);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_F2);
    typeIntoEditor(table, QStringLiteral("https://www.example.com/edited"));

    table->setCurrentIndex(model->indexOf(middle, 1, Field::Priority));
    window.setFieldOfSelection(Field::Priority, QStringLiteral("0.9"));
    table->setCurrentIndex(model->indexOf(middle, 2, Field::LastMod));
    window.setFieldOfSelection(Field::LastMod, QStringLiteral("2024-12-24"));
    trigger(window, "actionUndo");

    table->setCurrentIndex(model->indexOf(last, doc->entryCount(last) - 1, Field::Loc));
    trigger(window, "actionAddRow");
    typeIntoEditor(table, QStringLiteral("https://www.example.com/added"));
}

// The journal is written on its timer, as in the editor; wait until the one on
// disk holds every edit made.
void waitForJournal(MainWindow &window)
{
    EditJournal *store = window.journal();
    const QString path = QFileInfo(window.currentPath()).canonicalFilePath();
    const bool written = QTest::qWaitFor(
        [&] {
            const QList<EditJournal::Recovery> pending = store->pendingRecoveries();
            for (const EditJournal::Recovery &r : pending) {
                if (r.path == path && r.editCount == store->pendingEditCount())
                    return true;
            }
            return false;
        },
        60000);
    if (!written)
        giveUp(QStringLiteral("the journal was not written: %1").arg(store->errorString()));
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sitemap-editor"));
    QApplication::setOrganizationName(QStringLiteral("sitemap-editor"));
    Translations::install(&app, QLocale());
    const QStringList args = QApplication::arguments();
    if (args.size() != 3 || (args[1] != QLatin1String("edit") && args[1] != QLatin1String("save")))
        giveUp(QStringLiteral("usage: scripted-editor edit|save FILE"));

    MainWindow window;
    window.show();
    QApplication::setActiveWindow(&window);
    if (!QTest::qWaitForWindowActive(&window))
        giveUp(QStringLiteral("the window did not become active"));
    // Sooner than the editor's two seconds, so that the test is quick.
    window.journal()->setInterval(100);
    say(QStringLiteral("AUTOSAVE %1").arg(window.journal()->directory()));

    QSignalSpy loaded(&window, &MainWindow::loadFinished);
    if (!window.openFile(args[2]) || !loaded.wait(60000) || !loaded.first().first().toBool())
        giveUp(QStringLiteral("cannot open %1").arg(args[2]));
    edit(window);
    waitForJournal(window);
    say(QStringLiteral("EDITED"));

    if (args[1] == QLatin1String("save")) {
        window.setSaveDialogHook([](SaveOptionsDialog *) { return true; });
        say(QStringLiteral("SAVING"));
        // The save is a job: wait (bounded) for its end.
        const bool saved = window.save() &&
                           QTest::qWaitFor([&window] { return !window.isSaveRunning(); }, 60000) &&
                           window.lastSaveWritten();
        say(saved ? QStringLiteral("SAVED ok") : QStringLiteral("SAVED failed"));
    }
    return QApplication::exec();
}
