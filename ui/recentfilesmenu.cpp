// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfilesmenu.h"

#include "fileaccess.h"

#include <QFileInfo>
#include <QSettings>

namespace {

const char RecentFilesKey[] = "recentFiles";
constexpr int MaxRecentFiles = 8;

// The recent files as the settings keep them: a name Qt can take as text, any
// other by its bytes (text would lose a byte that is not UTF-8).
QStringList recentFiles(const QSettings &settings)
{
    QStringList files;
    const QVariantList listed = settings.value(QLatin1String(RecentFilesKey)).toList();
    for (const QVariant &value : listed)
        files << (value.typeId() == QMetaType::QByteArray
                      ? FileAccess::decodeName(value.toByteArray())
                      : value.toString());
    return files;
}

void setRecentFiles(QSettings &settings, const QStringList &files)
{
    QVariantList listed;
    for (const QString &path : files)
        listed << (FileAccess::qtCanName(path) ? QVariant(path)
                                               : QVariant(FileAccess::encodeName(path)));
    settings.setValue(QLatin1String(RecentFilesKey), listed);
}

} // namespace

RecentFilesMenu::RecentFilesMenu(QWidget *parent) : QMenu(tr("Open &Recent"), parent)
{
    setObjectName(QStringLiteral("menuRecent"));
    // A save can remove files the list names (the other form of a gzip switch, old
    // split parts): the menu is checked against the disk whenever it opens.
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::refresh);
    refresh();
}

void RecentFilesMenu::add(const QString &path)
{
    QSettings settings;
    QStringList files = recentFiles(settings);
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    setRecentFiles(settings, files);
    refresh();
}

void RecentFilesMenu::refresh()
{
    clear();
    QSettings settings;
    const QStringList listed = recentFiles(settings);
    QStringList files;
    for (const QString &path : listed) {
        if (FileAccess::exists(path))
            files << path;
    }
    if (files.size() != listed.size())
        setRecentFiles(settings, files);
    int number = 0;
    for (const QString &path : files) {
        ++number;
        QAction *action = addAction(QStringLiteral("&%1 %2").arg(number).arg(
            FileAccess::shownName(QFileInfo(path).fileName())));
        action->setToolTip(FileAccess::shownName(path));
        action->setStatusTip(FileAccess::shownName(path));
        connect(action, &QAction::triggered, this, [this, path] { emit fileChosen(path); });
    }
    if (files.isEmpty())
        addAction(tr("(none)"))->setEnabled(false);
    else {
        addSeparator();
        QAction *clearList = addAction(tr("&Clear List"));
        connect(clearList, &QAction::triggered, this, [this] {
            QSettings().remove(QLatin1String(RecentFilesKey));
            refresh();
        });
    }
}
