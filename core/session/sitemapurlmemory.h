// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sitemap URL (File ▸ Sitemap URL, the save dialog's base URL) the user gave
// a file, kept in the settings across sessions so that the file is judged
// against it again when it is opened next time. Keyed by the absolute path of
// the main file; only the most recently used files are kept, like the recent
// files list.

#include <QString>

namespace SitemapUrlMemory {

constexpr int MaxFiles = 50;

// The URL remembered for the file at path; empty when none.
QString recall(const QString &path);
// Remembers url for path as the most recent one; an empty url forgets it.
void remember(const QString &path, const QString &url);
void forget(const QString &path);

} // namespace SitemapUrlMemory
