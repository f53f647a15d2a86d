// SPDX-License-Identifier: GPL-3.0-or-later
#include "savingguitestcase.h"

#include "saveoptionsdialog.h"

#include <QTest>

void SavingGuiTestCase::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QVERIFY(startInEnglish(m_settingsDir.path()));
}

void SavingGuiTestCase::init()
{
    startWindow();
    window->setSaveDialogHook([](SaveOptionsDialog *) { return true; });
}

void SavingGuiTestCase::cleanup()
{
    closeWindow();
}
