// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshots.h"

#include "translations.h"

#include <QCoreApplication>
#include <QLocale>

namespace Screenshots {

QString folder()
{
    return qEnvironmentVariable("SITEMAP_SCREENSHOT_DIR");
}

QString language()
{
    return qEnvironmentVariable("SITEMAP_SCREENSHOT_LANG", QStringLiteral("en"));
}

bool useLanguage(const QString &lang)
{
    const QLocale locale = lang == QLatin1String("de")
                               ? QLocale(QLocale::German, QLocale::Germany)
                               : QLocale(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(locale);
    return Translations::install(QCoreApplication::instance(), locale);
}

} // namespace Screenshots
