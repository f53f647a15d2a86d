// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The project's own XSL stylesheet (resources/sitemap.xsl), which shows a written
// sitemap or index in a browser as a table (PROTOCOL.md section 5). The writer
// links it by WriteOptions::stylesheetHref; this writes the file itself.

#include <QByteArray>
#include <QString>

namespace Stylesheet {

// The name it is written under next to the sitemaps, and the relative href to it.
QString fileName(); // "sitemap.xsl"
QByteArray bytes();
// Writes it as fileName() into folder (replacing an older copy whole); false
// with the reason in *error.
bool writeInto(const QString &folder, QString *error);

} // namespace Stylesheet
