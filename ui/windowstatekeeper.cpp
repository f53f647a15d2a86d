// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowstatekeeper.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QTableView>
#include <QVariant>

namespace {
const char GeometryKey[] = "window/geometry";
const char StateKey[] = "window/state";
const char ColumnsKey[] = "window/columnWidths";
// Raised when the docks or toolbars change so much that an old layout is no use.
constexpr int StateVersion = 1;
} // namespace

WindowStateKeeper::WindowStateKeeper(QMainWindow *window, QTableView *table)
    : m_window(window), m_table(table)
{
}

void WindowStateKeeper::save(const QList<int> &columnWidths) const
{
    QSettings settings;
    settings.setValue(QLatin1String(GeometryKey), m_window->saveGeometry());
    settings.setValue(QLatin1String(StateKey), m_window->saveState(StateVersion));
    if (columnWidths.isEmpty()) {
        settings.remove(QLatin1String(ColumnsKey));
    } else {
        QVariantList widths;
        for (int width : columnWidths)
            widths << width;
        settings.setValue(QLatin1String(ColumnsKey), widths);
    }
}

QList<int> WindowStateKeeper::restore() const
{
    const QSettings settings;
    const QByteArray geometry = settings.value(QLatin1String(GeometryKey)).toByteArray();
    // restoreGeometry keeps the window on a screen that is there now.
    if (!geometry.isEmpty())
        m_window->restoreGeometry(geometry);
    const QByteArray state = settings.value(QLatin1String(StateKey)).toByteArray();
    if (!state.isEmpty())
        m_window->restoreState(state, StateVersion);
    QList<int> widths;
    const QVariantList kept = settings.value(QLatin1String(ColumnsKey)).toList();
    // The last column stretches to the rest: only those before it are kept.
    const int columns = m_table->model() ? m_table->model()->columnCount() - 1 : 0;
    if (kept.size() != columns)
        return {};
    for (const QVariant &value : kept) {
        bool ok = false;
        const int width = value.toInt(&ok);
        if (!ok || width < 0 || width > 4000)
            return {};
        widths << width;
    }
    return widths;
}
