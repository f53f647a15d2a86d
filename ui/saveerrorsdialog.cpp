// SPDX-License-Identifier: GPL-3.0-or-later
#include "saveerrorsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
enum Choice
{
    LeaveValue,
    LeaveEntries,
    KeepAsWritten
};
} // namespace

SaveErrorsDialog::SaveErrorsDialog(const std::array<int, FieldCount> &counts, int wholeEntries,
                                   const QString &details, bool keepOffered, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("saveErrorsDialog"));
    setWindowTitle(tr("Entries With Errors"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Search engines reject these values and entries; the editor does "
                                "not write them as they are. For each kind, leave out just the "
                                "value (the entry is written without it) or the whole entry."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!keepOffered) {
        auto *edited = new QLabel(tr("These entries were edited or have no text of their own in "
                                     "the file (new, or put back by Undo): they cannot be kept as "
                                     "written."),
                                  this);
        edited->setWordWrap(true);
        layout->addWidget(edited);
    }
    auto *form = new QFormLayout;
    auto addKind = [this, form, &counts, keepOffered](Field field, const QString &label) {
        const int count = counts[size_t(field)];
        if (count <= 0)
            return;
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("leaveOutChoice%1").arg(int(field)));
        box->addItem(tr("Leave out the value"), LeaveValue);
        box->addItem(tr("Leave out the entries"), LeaveEntries);
        if (keepOffered)
            box->addItem(tr("Keep as written (the file stays invalid)"), KeepAsWritten);
        m_choices[size_t(field)] = box;
        form->addRow(label.arg(count), box);
    };
    addKind(Field::LastMod, tr("%1 with a last-modified date that is not valid:"));
    addKind(Field::ChangeFreq, tr("%1 with a change frequency that is not valid:"));
    addKind(Field::Priority, tr("%1 with a priority that is not valid:"));
    if (wholeEntries > 0) {
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("leaveOutChoice%1").arg(int(Field::Loc)));
        box->addItem(tr("left out whole"), LeaveEntries);
        if (keepOffered)
            box->addItem(tr("Keep as written (the file stays invalid)"), KeepAsWritten);
        m_choices[size_t(Field::Loc)] = box;
        form->addRow(tr("%1 with an error in the URL or the entry itself:").arg(wholeEntries), box);
    }
    layout->addLayout(form);
    if (!details.isEmpty()) {
        auto *list = new QPlainTextEdit(details, this);
        list->setReadOnly(true);
        list->setMaximumHeight(140);
        layout->addWidget(list);
    }
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *save = buttons->addButton(tr("Save Without Them"), QDialogButtonBox::AcceptRole);
    QPushButton *fix = buttons->addButton(tr("Fix Them"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    save->setDefault(true);
    connect(save, &QPushButton::clicked, this, [this] { finish(Outcome::Save); });
    connect(fix, &QPushButton::clicked, this, [this] { finish(Outcome::FixThem); });
    connect(buttons, &QDialogButtonBox::rejected, this, [this] { finish(Outcome::Cancel); });
    layout->addWidget(buttons);
}

bool SaveErrorsDialog::leavesOutValue(Field field) const
{
    const QComboBox *box = m_choices[size_t(field)];
    return box && field != Field::Loc && box->currentData().toInt() == LeaveValue;
}

bool SaveErrorsDialog::keepsAsWritten(Field field) const
{
    const QComboBox *box = m_choices[size_t(field)];
    return box && box->currentData().toInt() == KeepAsWritten;
}

void SaveErrorsDialog::finish(Outcome outcome)
{
    m_outcome = outcome;
    if (outcome == Outcome::Save)
        accept();
    else
        reject();
}
