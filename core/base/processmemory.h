// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What this process holds in memory (Linux's /proc/self/status), for the benchmark
// and the editor's probe of its actions: the resident set now, its peak, and a
// reset of that peak so that a later peak is one step's.

#include <QByteArrayView>
#include <QtGlobal>

namespace ProcessMemory {

// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"); 0 when there is none.
qint64 statusKib(QByteArrayView name);
inline qint64 residentKib()
{
    return statusKib("VmRSS");
}
// The peak resident set (VmHWM, else getrusage()'s maximum).
qint64 peakKib();
// Sets the peak to the resident set now (Linux 4.0 and later; nothing elsewhere).
void resetPeak();

} // namespace ProcessMemory
