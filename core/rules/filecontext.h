// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namespaces.h"
#include "sitemapfile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// Facts about the file an entry lives in that the entry rules need.
struct FileContext
{
    FileKind kind = FileKind::UrlSet;
    QString ownOrigin;     // originKey of the file's own URL, empty when unknown
    QString ownFolderPath; // path of the own URL up to and including its last '/'
    qint64 nowMSecs = 0;   // for lastmod-future
    // The document's prefixes, to declare those a fragment uses when parsing it.
    const NamespaceTable *namespaces = nullptr;
    // "<image:" etc. for the validated extension namespaces the document declares:
    // a fragment without any of them has nothing to check.
    QStringList knownOpenTags;
    // A prefix the document declares for the image namespace (ASCII; empty when none
    // is): extensionFactsScan() reads fragments of plain images in it at their tags.
    QByteArray imagePrefix;
    // The file is an RSS feed: its dates are RFC 822 pubDates (LastMod::checkRfc822).
    bool rssDates = false;
    // ownOrigin and ownFolderPath in UTF-8, for Rules::entryFacts().
    QByteArray ownOriginUtf8;
    QByteArray ownFolderPathUtf8;
};
