// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the rule messages share: their translation context and how they quote a value.

#include <QChar>
#include <QCoreApplication>
#include <QString>

// The context the rule messages are translated in ("Rules" in the .ts files);
// lupdate needs a class to find it in; a free tr() has none.
struct RuleText
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

inline QString quoted(const QString &s, int max = 80)
{
    QString v = s;
    if (v.size() > max)
        v = v.left(max - 1) + QChar(0x2026);
    return QLatin1Char('"') + v + QLatin1Char('"');
}
