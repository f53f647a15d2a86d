// SPDX-License-Identifier: GPL-3.0-or-later
#include "threadpriority.h"

#include <QThread>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace ThreadPriority {

void lowerForBackgroundWork()
{
#ifdef Q_OS_LINUX
    // Linux keeps a nice value per thread (setpriority() on the thread's id);
    // QThread::setPriority() cannot lower a normal thread there, other than to
    // the idle class, which would starve the work behind any busy process.
    constexpr int Steps = 5;
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, 0);
    if (now == -1 && errno != 0)
        return;
    setpriority(PRIO_PROCESS, id_t(gettid()), now + Steps);
#else
    if (QThread *thread = QThread::currentThread())
        thread->setPriority(QThread::LowPriority);
#endif
}

} // namespace ThreadPriority
