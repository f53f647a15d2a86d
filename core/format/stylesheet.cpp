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

Stylesheet::Href Stylesheet::checkHref(const QString &href)
{
    for (const QChar c : href) {
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
            return Href::ControlCharacter;
    }
    // A scheme is letters, digits, + - . after a letter, before the first ':' that
    // comes before any / ? # (RFC 3986 section 4.2: otherwise a relative path).
    const qsizetype colon = href.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return Href::Valid;
    const QStringView head = QStringView(href).first(colon);
    if (head.contains(QLatin1Char('/')) || head.contains(QLatin1Char('?')) ||
        head.contains(QLatin1Char('#')))
        return Href::Valid;
    const QString scheme = head.toString().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        return Href::Valid;
    return Href::Scheme;
}

QString Stylesheet::hrefProblem(const QString &href)
{
    switch (checkHref(href)) {
    case Href::Valid:
        return {};
    case Href::ControlCharacter:
        return QStringLiteral("the stylesheet URL holds a control character");
    case Href::Scheme:
        return QStringLiteral("the stylesheet URL must be an http or https URL or a relative "
                              "reference, not '%1'")
            .arg(href.left(href.indexOf(QLatin1Char(':')) + 1));
    }
    return {};
}

Stylesheet::Written Stylesheet::writeInto(const QString &folder, QString *error)
{
    const QByteArray data = bytes();
    const QString path = FileAccess::absolutePath(QDir(folder).filePath(fileName()));
    if (data.isEmpty()) {
        *error = QStringLiteral("the stylesheet is missing from this build");
        return Written::Failed;
    }
    // One that is there already: the same is left alone, a different one kept.
    if (FileAccess::exists(path)) {
        const FileAccess::ReadResult there =
            FileAccess::readFile(path, data.size(), data.size(), false);
        if (!there.ok && !FileAccess::isFile(path)) {
            *error = QStringLiteral("%1 is there and is not a file")
                         .arg(FileAccess::shownName(QDir::toNativeSeparators(path)));
            return Written::Failed;
        }
        if (there.ok && there.bytes == data)
            return Written::Written;
        return Written::Kept;
    }
    // Replaced in one step, as the sitemaps are (a name with any bytes included).
    AtomicFileSet set;
    QString why;
    std::unique_ptr<QIODevice> file = set.create(path, &why);
    if (!file) {
        *error = why;
        return Written::Failed;
    }
    if (file->write(data) != data.size()) {
        *error =
            QStringLiteral("cannot write %1: %2")
                .arg(FileAccess::shownName(QDir::toNativeSeparators(path)), file->errorString());
        return Written::Failed;
    }
    file->close();
    if (auto *device = qobject_cast<QFileDevice *>(file.get());
        device && device->error() != QFileDevice::NoError) {
        *error =
            QStringLiteral("cannot write %1: %2")
                .arg(FileAccess::shownName(QDir::toNativeSeparators(path)), device->errorString());
        return Written::Failed;
    }
    set.finished(path);
    *error = set.commit();
    return error->isEmpty() ? Written::Written : Written::Failed;
}
