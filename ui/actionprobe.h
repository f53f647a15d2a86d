// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For the benchmark (bench/run.sh, `sitemap-editor --bench-actions FILE`): once FILE
// is open and the window idle, takes the window's heavy actions one after another as
// a user would (sorting, a key typed into Find and Replace, Replace All, its undo and
// redo, saving every file, one edit and its save, Compare With) and prints a line for
// each: how long from its start until the window was idle again, and the longest time
// the GUI thread was kept from its event loop meanwhile
// ("action=NAME ms=N stall_ms=N"). Then it quits; status 1 when a step failed.
//
// It saves over FILE and the files of its set: the benchmark opens a copy. Each save
// takes the options as they stand and the first choices for entries with errors.

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <vector>

class FindReplaceDialog;
class MainWindow;

class ActionProbe : public QObject
{
public:
    ActionProbe(MainWindow *window, const QString &compareWith);

private:
    struct Step
    {
        const char *name;
        std::function<void()> start;
        std::function<bool()> done; // null: done once the window is idle
        bool reported = true;
    };
    void makeSteps();
    void beat();
    bool windowIdle() const;
    void fail(const QString &why);

    MainWindow *m_window;
    QString m_compareWith;
    FindReplaceDialog *m_find = nullptr;
    std::vector<Step> m_steps;
    size_t m_next = 0;
    bool m_loaded = false;
    bool m_inStep = false;
    bool m_saveDone = false;
    bool m_saveWritten = false;
    qint64 m_dialogShownNs = -1;
    QElapsedTimer m_clock;
    QTimer m_heartbeat;
    qint64 m_stepStartNs = 0;
    qint64 m_stepStartKib = 0; // resident at the step's start
    qint64 m_lastBeatNs = -1;
    qint64 m_longestNs = 0;
    int m_idleBeats = 0;
};
