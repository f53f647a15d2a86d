// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Work in the background gives way to the window. The window's thread waits for
// the threads Qt paints with (a large fill is split among them), and those wait
// for a core like any other thread: when the editor's own workers held both
// cores (a sort of a million rows, a check of the set), one paint of the table
// waited tens of milliseconds for its helpers. A worker that lowers its thread's
// priority leaves a core to them whenever they ask, and still has every core
// nobody else wants.

namespace ThreadPriority {

// Lowers the calling thread's priority a few steps below the process's (a nice
// of +5 on Linux); the threads it starts inherit that.
void lowerForBackgroundWork();

} // namespace ThreadPriority
