// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a severity looks in the editor: an icon and a cell tint. The table model
// only reports severities as numbers (core has no QtGui); this is where they get
// their colour.

#include "problem.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace SeverityStyle {

QIcon icon(Severity severity);
// A tint for the cell background, mixed into the palette's base colour.
QColor tint(Severity severity, const QColor &base);
QString label(Severity severity); // "Error", "Warning", "Note", translated

} // namespace SeverityStyle
