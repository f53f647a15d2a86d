// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionprobe.h"

#include "validator.h"

#include "comparedock.h"
#include "findreplacedialog.h"
#include "mainwindow.h"
#include "messageboxes.h"
#include "overviewdock.h"
#include "overviewtracker.h"
#include "processmemory.h"
#include "saveerrorsdialog.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "validator.h"

#include <QAction>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QItemSelection>
#include <QLineEdit>
#include <QMimeData>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string_view>

namespace {

// Beats in a row with nothing pending before the window counts as idle (as for
// ReadyProbe): what an action posted (repaints, a deferred list) runs first.
constexpr int IdleBeats = 3;

} // namespace

ActionProbe::ActionProbe(MainWindow *window, const QString &compareWith)
    : QObject(window), m_window(window), m_compareWith(compareWith)
{
    connect(window, &MainWindow::loadFinished, this, [this](bool ok) {
        if (!ok)
            fail(QStringLiteral("the file did not open"));
        m_loaded = true;
    });
    connect(window, &MainWindow::saveFinished, this, [this](bool written) {
        m_saveDone = true;
        m_saveWritten = written;
    });
    // Every save takes the options as they stand, and the question about entries with
    // errors (the benchmark's sets have some) its first choices, as Save pressed at once.
    window->setSaveDialogHook([this](SaveOptionsDialog *) {
        m_dialogShownNs = m_clock.nsecsElapsed();
        return true;
    });
    window->setSaveErrorsHook(
        [](SaveErrorsDialog *dialog) { dialog->finish(SaveErrorsDialog::Outcome::Save); });
    makeSteps();
    m_clock.start();
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    m_heartbeat.setInterval(1);
    connect(&m_heartbeat, &QTimer::timeout, this, &ActionProbe::beat);
    m_heartbeat.start();
}

void ActionProbe::makeSteps()
{
    MainWindow *w = m_window;
    auto sortBy = [w](int column) {
        return [w, column] { w->table()->sortByColumn(column, Qt::AscendingOrder); };
    };
    auto save = [this, w] {
        m_saveDone = false;
        m_saveWritten = false;
        m_dialogShownNs = -1;
        if (!w->save())
            fail(QStringLiteral("the save did not start"));
    };
    auto saved = [this] { return m_saveDone; };
    // Triggers a window action, as its menu item or shortcut does.
    auto trigger = [this, w](const char *name) {
        return [this, w, name] {
            auto *action = w->findChild<QAction *>(QLatin1String(name));
            if (!action || !action->isEnabled())
                return fail(QStringLiteral("%1 cannot be used").arg(QLatin1String(name)));
            action->trigger();
        };
    };
    // Where the CSV export goes: next to the set's copy.
    auto csv = [w] {
        const SitemapDocument *doc = w->document();
        return QFileInfo(doc->file(doc->mainFile()).path)
            .dir()
            .filePath(QStringLiteral("shown-rows.csv"));
    };
    // Types a priority into a row, as a cell edit does.
    auto editPriority = [this, w](int row, QString value) {
        return [this, w, row, value] {
            SitemapTableModel *model = w->model();
            if (!model->setData(model->index(row, SitemapTableModel::PriorityColumn), value))
                fail(QStringLiteral("the edit was refused"));
        };
    };
    m_steps = {
        {"sort-url", sortBy(SitemapTableModel::LocColumn), {}},
        {"sort-lastmod", sortBy(SitemapTableModel::LastModColumn), {}},
        // The dialog as Edit > Find and Replace opens it; the replacement is typed
        // first, then the search, whose last key is the one measured.
        {"open-find",
         [this, w] {
             m_find = new FindReplaceDialog(w);
             m_find->show();
             m_find->replaceEdit()->setText(QStringLiteral("www.sitemap-bench.com"));
             m_find->findEdit()->setText(QStringLiteral("www.sitemap-bench.d"));
         },
         [this] { return !m_find->isPreviewPending(); }, false},
        {"find-key",
         [this] { m_find->findEdit()->setText(QStringLiteral("www.sitemap-bench.de")); },
         [this] { return !m_find->isPreviewPending(); }},
        {"replace-all",
         [this] {
             // The sitemap URL stays where it is.
             MessageBoxes::setNextAnswer(QMessageBox::No);
             connect(
                 m_find, &FindReplaceDialog::replaced, this,
                 [this](int count) {
                     MessageBoxes::setNextAnswer(QMessageBox::NoButton);
                     if (count == 0)
                         fail(QStringLiteral("Replace All replaced nothing"));
                 },
                 Qt::SingleShotConnection);
             m_find->replaceAll();
         },
         [this] { return !m_find->isReplacing(); }},
        {"undo", [w] { w->undoStack()->undo(); }, {}},
        {"redo", [w] { w->undoStack()->redo(); }, {}},
        // Find and Replace closed (its Close button) before the save.
        {"close-find", [this] { m_find->reject(); }, {}, false},
        // Every file changed: each is written anew, keeping its layout.
        {"save-all", save, saved},
        {"edit-cell", editPriority(0, QStringLiteral("0.3")), {}},
        {"save-one-edit", save, saved},
        {"compare", [this, w] { w->compareDock()->compareWith(m_compareWith); },
         [w] { return !w->compareDock()->isBusy(); }},
        // An edit while the comparison is on: the comparison follows it.
        {"edit-compared", editPriority(1, QStringLiteral("0.9")), {}},
        // Edit > Delete Rows on every 500th row of the table: rows all over the set.
        {"delete-scattered",
         [this, w] {
             SitemapTableModel *model = w->model();
             QItemSelection rows;
             for (int r = 0; r < model->rowCount(); r += 500)
                 rows.select(model->index(r, 0), model->index(r, model->columnCount() - 1));
             w->table()->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
             const int before = model->rowCount();
             auto *action = w->findChild<QAction *>(QStringLiteral("actionDeleteRows"));
             if (!action || !action->isEnabled())
                 return fail(QStringLiteral("Delete Rows cannot be used"));
             action->trigger();
             if (model->rowCount() >= before)
                 fail(QStringLiteral("Delete Rows removed nothing"));
         },
         {}},
        {"undo-delete", [w] { w->undoStack()->undo(); }, {}},
        {"sort-problems", sortBy(SitemapTableModel::ProblemsColumn), {}},
        {"sort-file", sortBy(SitemapTableModel::FileColumn), {}},
        {"file-order", trigger("actionFileOrder"), {}},
        // Edit > Select All, Copy (every row's four values), and Set Last Modified to
        // Today on every row (a million dates replaced) and its undo.
        {"select-all", [w] { w->table()->selectAll(); }, {}},
        {"copy-all", trigger("actionCopy"),
         [this, checked = std::make_shared<bool>(false)] {
             // Every row on the clipboard, one line each, once the copy is through
             // (counted once: this is asked on every beat while the window is idle).
             if (!*checked) {
                 const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
                 const QByteArray text =
                     mime ? mime->data(QStringLiteral("text/plain")) : QByteArray();
                 if (text.count('\n') != m_window->model()->rowCount())
                     fail(QStringLiteral("the clipboard does not hold every row"));
                 *checked = true;
             }
             return true;
         }},
        {"lastmod-today-all", trigger("actionLastModToday"), {}},
        {"undo-lastmod", [w] { w->undoStack()->undo(); }, {}},
        // File > Export Shown Rows as CSV, every row, next to the set's copy.
        {"export-csv",
         [w, trigger, csv] {
             w->setExportFileNameProvider([path = csv()](QChar *) { return path; });
             trigger("actionExportCsv")();
         },
         // Asked once the window is idle, the file written on its thread included.
         [this, csv] {
             if (!QFileInfo::exists(csv()))
                 fail(QStringLiteral("the export wrote no file"));
             return true;
         }},
    };
}

bool ActionProbe::windowIdle() const
{
    const OverviewTracker *overview = m_window->overviewDock()->tracker();
    return !m_window->isLoading() && !m_window->isSaveRunning() && !m_window->isExportRunning() &&
           !m_window->isCopyRunning() && !m_window->isEditPending() &&
           !m_window->model()->isSorting() && !m_window->compareDock()->isBusy() &&
           !m_window->validator()->isJudging() && !(overview && overview->isPending()) &&
           // The open Find and Replace counts its matches again after each change.
           !(m_find && m_find->isPreviewPending());
}

void ActionProbe::fail(const QString &why)
{
    std::printf("failed: %s (%s)\n", qPrintable(why),
                qPrintable(m_window->statusText() + u' ' + MessageBoxes::lastText()));
    std::fflush(stdout);
    QCoreApplication::exit(1);
}

void ActionProbe::beat()
{
    const qint64 now = m_clock.nsecsElapsed();
    if (m_lastBeatNs >= 0)
        m_longestNs = std::max(m_longestNs, now - m_lastBeatNs);
    m_lastBeatNs = now;
    bool idle = m_loaded && windowIdle();
    if (m_inStep) {
        const Step &step = m_steps[m_next];
        idle = idle && (!step.done || step.done());
    }
    m_idleBeats = idle ? m_idleBeats + 1 : 0;
    if (m_idleBeats < IdleBeats)
        return;
    m_idleBeats = 0;
    if (m_inStep) {
        const Step &step = m_steps[m_next];
        if (step.reported) {
            // The step's peak above what the process held as it began.
            const qint64 peakMiB = (ProcessMemory::peakKib() - m_stepStartKib) / 1024;
            std::printf("action=%s ms=%lld stall_ms=%lld peak_mib=%lld\n", step.name,
                        static_cast<long long>((now - m_stepStartNs) / 1000000),
                        static_cast<long long>(m_longestNs / 1000000),
                        static_cast<long long>(std::max<qint64>(peakMiB, 0)));
            if (m_dialogShownNs >= 0 && std::string_view(step.name).starts_with("save")) {
                std::printf("action=%s-dialog ms=%lld\n", step.name,
                            static_cast<long long>((m_dialogShownNs - m_stepStartNs) / 1000000));
            }
            std::fflush(stdout);
        }
        if (std::string_view(step.name).starts_with("save") && !m_saveWritten)
            return fail(QStringLiteral("%1: nothing was written").arg(QLatin1String(step.name)));
        m_inStep = false;
        ++m_next;
    }
    if (m_next == m_steps.size()) {
        m_heartbeat.stop();
        QCoreApplication::exit(0);
        return;
    }
    m_inStep = true;
    ProcessMemory::resetPeak();
    m_stepStartKib = ProcessMemory::residentKib();
    m_stepStartNs = m_clock.nsecsElapsed();
    m_lastBeatNs = m_stepStartNs;
    m_longestNs = 0;
    m_steps[m_next].start();
}
