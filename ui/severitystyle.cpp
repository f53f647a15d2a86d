// SPDX-License-Identifier: GPL-3.0-or-later
#include "severitystyle.h"

#include <QApplication>
#include <QStyle>

namespace SeverityStyle {

QIcon icon(Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info:
        break;
    }
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}

QColor tint(Severity severity, const QColor &base)
{
    QColor colour;
    switch (severity) {
    case Severity::Error:
        colour = QColor(230, 40, 40);
        break;
    case Severity::Warning:
        colour = QColor(235, 170, 0);
        break;
    case Severity::Info:
        colour = QColor(40, 120, 230);
        break;
    }
    // A light wash over the base, so text stays readable in light and dark palettes.
    const qreal alpha = severity == Severity::Info ? 0.12 : 0.22;
    return QColor::fromRgbF(float(base.redF() * (1 - alpha) + colour.redF() * alpha),
                            float(base.greenF() * (1 - alpha) + colour.greenF() * alpha),
                            float(base.blueF() * (1 - alpha) + colour.blueF() * alpha));
}

QString label(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QApplication::translate("SeverityStyle", "Error");
    case Severity::Warning:
        return QApplication::translate("SeverityStyle", "Warning");
    case Severity::Info:
        break;
    }
    return QApplication::translate("SeverityStyle", "Note");
}

} // namespace SeverityStyle
