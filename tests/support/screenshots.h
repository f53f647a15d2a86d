// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the GUI tests that take the documentation's pictures share: where the
// pictures go and in which language the window speaks while they are taken.

#include <QString>

namespace Screenshots {

// The folder the pictures go to (SITEMAP_SCREENSHOT_DIR); empty when none are wanted.
QString folder();
// The pictures' language, as it stands in their names (SITEMAP_SCREENSHOT_LANG,
// "en" when unset).
QString language();
// Makes the application speak lang from now on, as the editor does when it starts
// in that locale: "de" is German, anything else English (United States); the
// default locale and the editor's translations, English plural forms included.
// False when the translations could not be installed.
bool useLanguage(const QString &lang);

} // namespace Screenshots
