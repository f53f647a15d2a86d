// SPDX-License-Identifier: GPL-3.0-or-later
#include "externalchanges.h"

#include "documentloader.h"
#include "documentsession.h"
#include "fileaccess.h"
#include "messageboxes.h"
#include "sitemapcompare.h"
#include "sitemapdocument.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>

ExternalChanges::ExternalChanges(QWidget *window, DocumentSession *session)
    : QObject(window), m_window(window), m_session(session)
{
    connect(m_session, &DocumentSession::changedOnDisk, this, &ExternalChanges::changed);
}

void ExternalChanges::changed(const QStringList &paths)
{
    QStringList names;
    for (const QString &p : paths)
        names << FileAccess::shownName(QFileInfo(p).fileName());
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

bool ExternalChanges::confirmSave(const QString &target)
{
    const QStringList changed = m_session->filesChangedOnDisk(target);
    if (changed.isEmpty())
        return true;
    const QString mainPath = QFileInfo(target).absoluteFilePath();
    QStringList names;
    for (const QString &p : changed)
        names << FileAccess::shownName(QDir::toNativeSeparators(p));
    const QMessageBox::StandardButton answer = MessageBoxes::question(
        m_window, tr("File Changed on Disk"),
        tr("%1 was changed by another program since it was opened or saved here. %2\n\nReload "
           "it (your changes in this window are lost), overwrite it with this window's version "
           "(the other program's changes are lost), or cancel?")
            .arg(QFileInfo(mainPath).fileName(), describeChanges(*m_session->document(), mainPath)),
        QMessageBox::Save | QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel,
        names.join(QLatin1Char('\n')),
        {{QMessageBox::Save, tr("Overwrite")}, {QMessageBox::Reset, tr("Reload")}});
    if (answer == QMessageBox::Save)
        return true;
    if (answer == QMessageBox::Reset)
        emit reloadRequested(mainPath);
    return false;
}
