// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the GUI tests share: a fresh folder and a real MainWindow per test, closed
// afterwards as a user closes it (changes and their journal thrown away), and a
// file written and opened through the window. A test class derives from it and
// calls startWindow() in init() and closeWindow() in cleanup() (SavingGuiTestCase
// does both, in English, with the save dialog pre-answered).

#include "editorstatusbar.h"
#include "mainwindow.h"

#include <QByteArray>
#include <QObject>
#include <QScopeGuard>
#include <QSize>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <utility>

class QAction;

// Waits until the save that started (save() or saveAs() returned started) has
// ended, at most timeoutMs: true when it wrote its files. A save that does not end
// in time fails the test (and gives false); one that did not start gives false.
bool saveEnded(MainWindow &window, bool started, int timeoutMs = 60000);

class GuiTestCase : public QObject
{
protected:
    enum class Wait
    {
        Exposed, // shown on the screen
        Active   // also the active window (keyboard focus goes to it)
    };
    // What most GUI tests start with: the user's settings, recent files and journals
    // kept in settingsFolder (a folder of the test's own), and the English interface.
    // False when the translations could not be installed.
    static bool startInEnglish(const QString &settingsFolder);
    // A fresh folder (dir) and a window shown at size; no message box pre-answered.
    void startWindow(QSize size = QSize(1024, 640), Wait wait = Wait::Exposed);
    // A new window alone (after a simulated crash, say), shown at size.
    void showWindow(QSize size = QSize(1024, 640), Wait wait = Wait::Exposed);
    // Closes the window the way a user does, answering Discard to unsaved changes.
    void closeWindow();
    // Writes xml to name in dir and opens it in the window, waiting until it is
    // loaded; the path written, empty when the load failed (the test has failed).
    QString openWritten(const QString &name, const QByteArray &xml);
    // Opens path in the window and waits until it is loaded.
    bool openPath(const QString &path);
    // The action named objectName in a menu of the window's menu bar, where a user
    // finds it; null when no menu there holds it.
    QAction *menuAction(const QString &objectName) const;
    // Work on a thread shows its progress bar with Cancel at once, not after a moment,
    // until the guard returned is gone.
    static auto workProgressAtOnce()
    {
        const int delay = std::exchange(EditorStatusBar::s_workProgressDelay, 0);
        return qScopeGuard([delay] { EditorStatusBar::s_workProgressDelay = delay; });
    }

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<MainWindow> window;
};
