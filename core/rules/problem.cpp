// SPDX-License-Identifier: GPL-3.0-or-later
#include "problem.h"

const char *severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        break;
    }
    return "error";
}

QString severityName(Severity severity)
{
    return QString::fromLatin1(severityWord(severity));
}
