// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application's icon, the one the desktop shows for the installed program
// (packaging/sitemap-editor.svg rendered at the theme's sizes, embedded as :/icons).

#include <QIcon>

namespace AppIcon {

QIcon icon();

} // namespace AppIcon
