// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The priority cell's editor: a spin box over the text of a decimal rather than
// over a double, so a value is shown and kept exactly as the file writes it
// ("0.85" stays "0.85", "1.5" stays "1.5" until the user changes it). Typed text
// is taken with '.' or ',' as its decimal separator in any locale and kept as
// typed (with '.'; "0,30" is "0.30"); text that is no number, or could be read
// two ways ("1,000" in English), is kept as typed and flagged; the arrows step
// by the model's step within its range, in as many decimals as the value has;
// one step below the minimum is "not set", and nothing lies below that.

#include <QAbstractSpinBox>

#include <optional>

class PrioritySpinBox : public QAbstractSpinBox
{
    Q_OBJECT

public:
    explicit PrioritySpinBox(QWidget *parent = nullptr);

    void setRange(double minimum, double maximum);
    void setSingleStep(double step) { m_step = step; }

    // The value as the file writes it: the decimal text with '.', or nullopt for
    // "not set". Text that is no decimal (a file's "high") is returned as it is.
    std::optional<QString> value() const;
    void setValue(const std::optional<QString> &value);
    // The text field, for what watches the text as it is typed.
    QLineEdit *textEdit() const { return lineEdit(); }
    // The text shown for "not set".
    static QString notSetText();

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    void stepBy(int steps) override;

protected:
    StepEnabled stepEnabled() const override;

private:
    // The text with '.' as its decimal separator, or empty when its separators
    // do not make one decimal (two of them, or a ',' that may group thousands).
    QString plainDecimal(const QString &text) const;
    // The number the text holds (either decimal separator); false when none.
    bool number(const QString &text, double *out, int *decimals = nullptr) const;

    double m_minimum = 0.0;
    double m_maximum = 1.0;
    double m_step = 0.1;
};
