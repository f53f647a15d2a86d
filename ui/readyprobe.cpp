// SPDX-License-Identifier: GPL-3.0-or-later
#include "readyprobe.h"

#include "mainwindow.h"
#include "overviewdock.h"
#include "overviewtracker.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>

namespace {

// Beats in a row with nothing pending before the window counts as idle: what was
// posted while the document was taken in (repaints, a deferred list) runs first.
constexpr int IdleBeats = 3;

} // namespace

ReadyProbe::ReadyProbe(MainWindow *window, const QElapsedTimer &sinceStart)
    : QObject(window), m_window(window), m_sinceStart(sinceStart)
{
    connect(window, &MainWindow::loadFinished, this, [this](bool ok) {
        if (ok) {
            m_loaded = true;
            return;
        }
        std::puts("failed");
        std::fflush(stdout);
        QCoreApplication::exit(1);
    });
    // The event loop runs a beat every millisecond when it is free; the longest gap
    // between two beats is the longest time it was not.
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    m_heartbeat.setInterval(1);
    connect(&m_heartbeat, &QTimer::timeout, this, &ReadyProbe::beat);
    m_heartbeat.start();
}

void ReadyProbe::beat()
{
    const qint64 now = m_sinceStart.nsecsElapsed();
    if (m_lastBeatNs >= 0)
        m_longestNs = std::max(m_longestNs, now - m_lastBeatNs);
    m_lastBeatNs = now;
    const OverviewTracker *overview = m_window->overviewDock()->tracker();
    const bool idle = m_loaded && !(overview && overview->isPending());
    m_idleBeats = idle ? m_idleBeats + 1 : 0;
    if (m_idleBeats < IdleBeats)
        return;
    m_heartbeat.stop();
    std::printf("ready_ms=%lld stall_ms=%lld\n", static_cast<long long>(now / 1000000),
                static_cast<long long>(m_longestNs / 1000000));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}
