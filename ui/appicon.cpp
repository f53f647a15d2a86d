// SPDX-License-Identifier: GPL-3.0-or-later
#include "appicon.h"

#include <QDirIterator>

namespace AppIcon {

QIcon icon()
{
    QIcon icon;
    for (QDirIterator it(QStringLiteral(":/icons"), {QStringLiteral("sitemap-editor.png")},
                         QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();)
        icon.addFile(it.next());
    return icon;
}

} // namespace AppIcon
