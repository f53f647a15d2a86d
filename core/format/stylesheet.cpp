// SPDX-License-Identifier: GPL-3.0-or-later
#include "stylesheet.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

QString Stylesheet::fileName()
{
    return QStringLiteral("sitemap.xsl");
}

QByteArray Stylesheet::bytes()
{
    QFile file(QStringLiteral(":/sitemap/sitemap.xsl"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool Stylesheet::writeInto(const QString &folder, QString *error)
{
    const QByteArray data = bytes();
    const QString path = QDir(folder).filePath(fileName());
    if (data.isEmpty()) {
        *error = QStringLiteral("the stylesheet is missing from this build");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *error = QStringLiteral("cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}
