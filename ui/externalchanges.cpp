// SPDX-License-Identifier: GPL-3.0-or-later
#include "externalchanges.h"

#include "diskchangewatch.h"
#include "documentloader.h"
#include "messageboxes.h"
#include "sitemapcompare.h"
#include "sitemapdocument.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>
#include <QWidget>

ExternalChanges::ExternalChanges(QWidget *window, std::function<bool()> busy)
    : QObject(window), m_window(window), m_busy(std::move(busy)), m_watch(new DiskChangeWatch(this))
{
    connect(m_watch, &DiskChangeWatch::changedOnDisk, this, &ExternalChanges::changed);
}

void ExternalChanges::watch(const QString &mainPath, const QStringList &files)
{
    m_mainPath = QFileInfo(mainPath).absoluteFilePath();
    QStringList paths = files;
    if (!paths.contains(m_mainPath))
        paths.prepend(m_mainPath);
    m_watch->watch(paths);
}

void ExternalChanges::clear()
{
    m_mainPath.clear();
    m_watch->clear();
}

void ExternalChanges::changed(const QStringList &paths)
{
    if (m_busy && m_busy()) {
        // The window's own save: looked at again once it is done (and re-watched).
        QTimer::singleShot(500, this, [this] {
            const QStringList now = m_watch->changedFiles();
            if (!now.isEmpty() && !(m_busy && m_busy()))
                changed(now);
        });
        return;
    }
    QStringList names;
    for (const QString &p : paths)
        names << QFileInfo(p).fileName();
    emit status(tr("%1 was changed on disk by another program. Saving will ask before it "
                   "replaces the changes.")
                    .arg(names.join(QStringLiteral(", "))));
}

QString ExternalChanges::describeChanges(const SitemapDocument &doc, const QString &path)
{
    SitemapDocument disk;
    DocumentLoader::load(disk, path);
    if (disk.fileCount() == 0 || disk.file(disk.mainFile()).unreadable)
        return tr("The file is no longer there or cannot be read.");
    const Compare::Result diff = Compare::compare(doc, disk);
    if (diff.identical())
        return tr("The URLs on disk are the same as in this window; the file differs in other "
                  "ways.");
    return tr("On disk compared with this window: %n URL(s) added", nullptr,
              int(diff.added.size())) +
           QStringLiteral(", ") + tr("%n removed", nullptr, int(diff.removed.size())) +
           QStringLiteral(", ") + tr("%n changed", nullptr, int(diff.changed.size())) +
           QLatin1Char('.');
}

bool ExternalChanges::confirmSave(const SitemapDocument &doc, const QString &target)
{
    if (m_mainPath.isEmpty() || QFileInfo(target).absoluteFilePath() != m_mainPath)
        return true;
    const QStringList changed = m_watch->changedFiles();
    if (changed.isEmpty())
        return true;
    QStringList names;
    for (const QString &p : changed)
        names << QDir::toNativeSeparators(p);
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        m_window, tr("File Changed on Disk"),
        tr("%1 was changed by another program since it was opened or saved here. %2\n\nReload "
           "it (your changes in this window are lost), overwrite it with this window's version "
           "(the other program's changes are lost), or cancel?")
            .arg(QFileInfo(m_mainPath).fileName(), describeChanges(doc, m_mainPath)),
        QMessageBox::Save | QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel,
        names.join(QLatin1Char('\n')),
        {{QMessageBox::Save, tr("Overwrite")}, {QMessageBox::Reset, tr("Reload")}});
    if (answer == QMessageBox::Save)
        return true;
    if (answer == QMessageBox::Reset)
        emit reloadRequested(m_mainPath);
    return false;
}
