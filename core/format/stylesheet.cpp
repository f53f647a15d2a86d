// SPDX-License-Identifier: GPL-3.0-or-later
#include "stylesheet.h"

#include "atomicfileset.h"
#include "fileaccess.h"

#include <QDir>
#include <QFile>
#include <QFileDevice>

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
    const QString path = FileAccess::absolutePath(QDir(folder).filePath(fileName()));
    if (data.isEmpty()) {
        *error = QStringLiteral("the stylesheet is missing from this build");
        return false;
    }
    // Replaced in one step, as the sitemaps are (a name with any bytes included).
    AtomicFileSet set;
    QString why;
    std::unique_ptr<QIODevice> file = set.create(path, &why);
    if (!file) {
        *error = why;
        return false;
    }
    if (file->write(data) != data.size()) {
        *error =
            QStringLiteral("cannot write %1: %2")
                .arg(FileAccess::shownName(QDir::toNativeSeparators(path)), file->errorString());
        return false;
    }
    file->close();
    if (auto *device = qobject_cast<QFileDevice *>(file.get());
        device && device->error() != QFileDevice::NoError) {
        *error =
            QStringLiteral("cannot write %1: %2")
                .arg(FileAccess::shownName(QDir::toNativeSeparators(path)), device->errorString());
        return false;
    }
    set.finished(path);
    *error = set.commit();
    return error->isEmpty();
}
