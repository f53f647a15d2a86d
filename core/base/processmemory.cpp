// SPDX-License-Identifier: GPL-3.0-or-later
#include "processmemory.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <sys/resource.h>

namespace ProcessMemory {

qint64 statusKib(QByteArrayView name)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(name) && line.size() > name.size() && line[name.size()] == ':')
            return line.mid(name.size() + 1).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

qint64 peakKib()
{
    if (const qint64 kib = statusKib("VmHWM"))
        return kib;
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}

void resetPeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

} // namespace ProcessMemory
