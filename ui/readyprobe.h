// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For the benchmark (bench/run.sh, `sitemap-editor --bench-ready FILE`): waits until
// the editor is ready after opening a file (the document read and judged, the
// window painted, the overview counted), then prints on stdout how long that took
// since main() began and the longest time the GUI thread was kept from its event
// loop meanwhile ("ready_ms=N stall_ms=N"), and quits. A failed open prints
// "failed" and quits with status 1.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

class MainWindow;

class ReadyProbe : public QObject
{
public:
    ReadyProbe(MainWindow *window, const QElapsedTimer &sinceStart);

private:
    void beat();

    MainWindow *m_window;
    QElapsedTimer m_sinceStart;
    QTimer m_heartbeat;
    qint64 m_lastBeatNs = -1;
    qint64 m_longestNs = 0;
    bool m_loaded = false;
    int m_idleBeats = 0;
};
