// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor's languages: its own translations (the .ts files compiled by CMake
// and embedded under :/i18n, the rule messages of core included) and Qt's, for
// the standard dialogs, chosen from a locale. The editor and its tests load
// them through here, so a test sees what a user sees.

class QCoreApplication;
class QLocale;

namespace Translations {

// Installs the translators for locale on app (they become its children).
// English needs its file too, for the plural forms; it is the fallback when
// locale has no file of its own. False when no translation of ours loaded.
bool install(QCoreApplication *app, const QLocale &locale);

} // namespace Translations
