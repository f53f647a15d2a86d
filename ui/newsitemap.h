// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File ▸ New: asks for the site's URL, so that the new sitemap's own URL is known
// from the start (SITE/sitemap.xml) and new URLs are judged against it.

#include <QString>

class QWidget;

namespace NewSitemap {

// The site URL the user gave (empty: not known); false when the user cancelled.
// A URL that is not absolute http(s) is refused with the reason and asked again.
bool askSiteUrl(QWidget *parent, QString *siteUrl);
// The sitemap's own URL for a site URL: its folder plus sitemap.xml ("" for "").
QString sitemapUrlFor(const QString &siteUrl);

} // namespace NewSitemap
