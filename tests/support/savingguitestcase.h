// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A GUI test of saving: the English interface with the user's state in a folder
// of the test's own (GuiTestCase::startInEnglish), a fresh window per test whose
// save dialog is pre-answered with the options as they are, closed afterwards as a
// user closes it. A test class derives from it and declares its test slots only:
// QtTest runs these initTestCase(), init() and cleanup() for it.

#include "guitestcase.h"

#include <QTemporaryDir>

class SavingGuiTestCase : public GuiTestCase
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

private:
    QTemporaryDir m_settingsDir;
};
