// SPDX-License-Identifier: GPL-3.0-or-later
#include "guitestcase.h"

#include "messageboxes.h"
#include "testsupport.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

bool GuiTestCase::startInEnglish(const QString &settingsFolder)
{
    TestSupport::isolateUserState(settingsFolder);
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(english);
    return Translations::install(qApp, english);
}

void GuiTestCase::startWindow(QSize size, Wait wait)
{
    dir = std::make_unique<QTemporaryDir>();
    QVERIFY(dir->isValid());
    showWindow(size, wait);
    MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
}

void GuiTestCase::showWindow(QSize size, Wait wait)
{
    window = std::make_unique<MainWindow>();
    if (size.isValid())
        window->resize(size);
    window->show();
    if (wait == Wait::Active) {
        QApplication::setActiveWindow(window.get());
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
    } else {
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    }
}

void GuiTestCase::closeWindow()
{
    MessageBoxes::setNextAnswer(QMessageBox::NoButton);
    MessageBoxes::setAutoAnswer(QMessageBox::Discard);
    if (window)
        window->close();
    MessageBoxes::setAutoAnswer(QMessageBox::NoButton);
    window.reset();
    dir.reset();
}

bool GuiTestCase::openPath(const QString &path)
{
    QSignalSpy loaded(window.get(), &MainWindow::loadFinished);
    if (!window->openFile(path) || !loaded.wait(10000))
        return false;
    return loaded.first().first().toBool();
}

QString GuiTestCase::openWritten(const QString &name, const QByteArray &xml)
{
    const QString path = TestSupport::writeFile(dir->path(), name, xml);
    if (!openPath(path)) {
        QTest::qFail(qPrintable(QStringLiteral("%1 did not open").arg(name)), __FILE__, __LINE__);
        return {};
    }
    return path;
}

QAction *GuiTestCase::menuAction(const QString &objectName) const
{
    for (QAction *top : window->menuBar()->actions()) {
        if (!top->menu())
            continue;
        for (QAction *a : top->menu()->actions()) {
            if (a->objectName() == objectName)
                return a;
        }
    }
    return nullptr;
}

bool saveEnded(MainWindow &window, bool started, int timeoutMs)
{
    if (!started)
        return false;
    if (!QTest::qWaitFor([&window] { return !window.isSaveRunning(); }, timeoutMs)) {
        QTest::qFail("the save did not end in time", __FILE__, __LINE__);
        return false;
    }
    return window.lastSaveWritten();
}
