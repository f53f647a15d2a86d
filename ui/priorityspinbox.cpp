// SPDX-License-Identifier: GPL-3.0-or-later
#include "priorityspinbox.h"

#include "rules.h"

#include <QLineEdit>
#include <QLocale>

#include <algorithm>
#include <cmath>

PrioritySpinBox::PrioritySpinBox(QWidget *parent) : QAbstractSpinBox(parent)
{
    setAccelerated(false);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
}

QString PrioritySpinBox::notSetText()
{
    return tr("not set");
}

void PrioritySpinBox::setRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
}

bool PrioritySpinBox::number(const QString &text, double *out, int *decimals) const
{
    // The catalogue's decimal, after the locale's separator is made a '.'.
    QString plain = text.trimmed();
    const QString sep = locale().decimalPoint();
    if (!sep.isEmpty() && sep != QLatin1String("."))
        plain.replace(sep, QLatin1String("."));
    if (!Rules::isDecimal(QStringView(plain), out))
        return false;
    if (decimals) {
        const qsizetype dot = plain.indexOf(QLatin1Char('.'));
        *decimals = dot < 0 ? 0 : int(plain.size() - dot - 1);
    }
    return true;
}

std::optional<QString> PrioritySpinBox::value() const
{
    const QString text = lineEdit()->text().trimmed();
    if (text.isEmpty() || text == notSetText())
        return std::nullopt;
    double unused = 0;
    if (!number(text, &unused))
        return text;
    // The file's decimal separator is always '.'.
    QString plain = text;
    const QString sep = locale().decimalPoint();
    if (!sep.isEmpty() && sep != QLatin1String("."))
        plain.replace(sep, QLatin1String("."));
    return plain;
}

void PrioritySpinBox::setValue(const std::optional<QString> &value)
{
    lineEdit()->setText(value ? *value : notSetText());
}

QValidator::State PrioritySpinBox::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    const QString text = input.trimmed();
    if (text.isEmpty() || text == notSetText())
        return QValidator::Acceptable;
    double unused = 0;
    if (number(text, &unused))
        return QValidator::Acceptable;
    // On the way to a number ("-", "+", or part of "not set" being erased).
    if (text == QLatin1String("-") || text == QLatin1String("+") || notSetText().startsWith(text))
        return QValidator::Intermediate;
    return QValidator::Invalid;
}

void PrioritySpinBox::fixup(QString &input) const
{
    // Nothing is guessed: what cannot be read is refused (the previous text stays).
    Q_UNUSED(input);
}

QAbstractSpinBox::StepEnabled PrioritySpinBox::stepEnabled() const
{
    const std::optional<QString> current = value();
    double now = 0;
    if (!current)
        return StepUpEnabled;
    if (!number(*current, &now))
        return StepUpEnabled | StepDownEnabled;
    StepEnabled enabled = StepDownEnabled;
    if (now < m_maximum - m_step / 1000)
        enabled |= StepUpEnabled;
    return enabled;
}

void PrioritySpinBox::stepBy(int steps)
{
    const std::optional<QString> current = value();
    double now = 0;
    int decimals = 1;
    std::optional<double> next;
    if (!current || !number(*current, &now, &decimals)) {
        // From "not set" (or a value that is no number) up to the minimum.
        if (steps > 0)
            next = m_minimum + (steps - 1) * m_step;
    } else {
        // Out of range: back to the nearest end first.
        const double from = std::clamp(now, m_minimum, m_maximum);
        const double to = (from != now) ? from : now + steps * m_step;
        if (to >= m_minimum - m_step / 1000)
            next = std::min(to, m_maximum);
    }
    if (!next) {
        setValue(std::nullopt);
    } else {
        const int places = std::clamp(decimals, 1, 6);
        // -0.0 never shows: rounding to the places shown gives 0.0 itself.
        double rounded = std::round(*next * std::pow(10.0, places)) / std::pow(10.0, places);
        if (rounded == 0.0)
            rounded = 0.0;
        setValue(QString::number(std::max(rounded, m_minimum), 'f', places));
    }
    selectAll();
}
