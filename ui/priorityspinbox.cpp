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

QString PrioritySpinBox::plainDecimal(const QString &text) const
{
    // One decimal separator, '.' or ',' whatever the locale (or the locale's own,
    // should it be another): "0,3" and "0.3" mean 0.3 in English and German alike.
    // Text with two separators is no number, and nor is a ',' that could group
    // thousands in a locale that groups with it ("1,000" in English): such text
    // is kept as typed, and the validator says what is wrong with it.
    QString plain = text.trimmed();
    const QString sep = locale().decimalPoint();
    if (sep.size() == 1 && sep != QLatin1String(".") && sep != QLatin1String(","))
        plain.replace(sep, QLatin1String("."));
    const qsizetype comma = plain.indexOf(QLatin1Char(','));
    if (comma >= 0) {
        if (plain.contains(QLatin1Char('.')) || plain.indexOf(QLatin1Char(','), comma + 1) >= 0)
            return {};
        const bool groups = locale().groupSeparator() == QLatin1String(",");
        qsizetype integer = comma;
        qsizetype digits = 0;
        while (integer > 0 && plain[integer - 1].isDigit()) {
            --integer;
            ++digits;
        }
        const bool zeroInteger =
            QStringView(plain).mid(integer, digits).count(QLatin1Char('0')) == digits;
        if (groups && plain.size() - comma - 1 == 3 && !zeroInteger)
            return {};
        plain[comma] = QLatin1Char('.');
    }
    return plain;
}

bool PrioritySpinBox::number(const QString &text, double *out, int *decimals) const
{
    const QString plain = plainDecimal(text);
    if (plain.isEmpty() || !Rules::isDecimal(QStringView(plain), out))
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
    // The file's decimal separator is always '.'; the digits stay as typed.
    return plainDecimal(text);
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
    // No key is dropped: text that is no number stays as typed, is judged as it
    // is typed (the cell editor's tooltip and the status bar), and a commit
    // stores it as typed, flagged, as the other cells do.
    return QValidator::Intermediate;
}

void PrioritySpinBox::fixup(QString &input) const
{
    // Nothing is guessed: text that is no number is kept as typed.
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
