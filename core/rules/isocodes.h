// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The code lists the language, region and script rules compare with: ISO 639
// languages, ISO 3166-1 alpha-2 countries, UN M.49 areas and ISO 15924 scripts.
// Lookups are ASCII case-insensitive; anything that is not ASCII letters (or, for
// an area, digits) of the right length is simply not a code.

#include <QByteArrayView>
#include <QStringView>

namespace IsoCodes {

// ISO 639-1: "en", "de".
bool isLanguage2(QStringView code);
// ISO 639-2 (bibliographic or terminology) or ISO 639-3: "deu", "ger", "yue".
bool isLanguage3(QStringView code);
// A three-letter code of a language that has no ISO 639-1 code ("yue", not "eng").
bool isLanguage3WithoutPart1(QStringView code);
// An assigned ISO 3166-1 alpha-2 code: "GB", not "UK".
bool isCountry(QStringView code);
// A UN M.49 area code used as a region in language tags: "419", "001".
bool isM49Area(QStringView code);
// ISO 15924: "Latn", "Hant".
bool isScript(QStringView code);

} // namespace IsoCodes
