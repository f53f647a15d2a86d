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

// What a stylesheet href may be (PROTOCOL.md section 6.1): an http or https URL, or
// a relative reference (no scheme), without control characters.
enum class Href
{
    Valid,
    ControlCharacter, // U+0000..U+001F, U+007F..U+009F
    Scheme            // a scheme other than http and https (javascript:, file:, data:)
};
Href checkHref(const QString &href);
// Why href cannot be linked, in English (sitemap-tool, the writer's report); empty
// when it can.
QString hrefProblem(const QString &href);

enum class Written
{
    Written, // the project's stylesheet is there now
    Kept,    // a different sitemap.xsl was there: kept as it is, and linked
    Failed
};
// Writes it as fileName() into folder. A sitemap.xsl already there that differs
// from the project's is never replaced: it is kept (and the files link it, by the
// same name). Failed with the reason in *error.
Written writeInto(const QString &folder, QString *error);

} // namespace Stylesheet
