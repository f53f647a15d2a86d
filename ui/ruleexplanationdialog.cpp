// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleexplanationdialog.h"

#include "rulereference.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

RuleExplanationDialog::RuleExplanationDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("RuleExplanationDialog"));
    auto *layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    layout->addWidget(m_browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(620, 520);
}

bool RuleExplanationDialog::showRule(const QString &ruleId)
{
    m_ruleId = ruleId;
    setWindowTitle(tr("Rule %1").arg(ruleId));
    const RuleReference::Section *section = RuleReference::find(ruleId, referenceLanguage());
    if (!section) {
        m_browser->setPlainText(tr("There is no explanation for the rule %1.").arg(ruleId));
        return false;
    }
    m_browser->setMarkdown(RuleReference::markdown(*section));
    return true;
}

QString RuleExplanationDialog::referenceLanguage()
{
    // Translated with the rest of the interface, so that the reference follows the
    // language the editor speaks (the translation loaded), not the system's.
    return tr("en", "the language of the rule reference shown: the code of a language it is "
                    "written in (en, de), the interface's own where it has one");
}
