// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small window that shows one rule's reference (docs/rules.md, through
// rulereference.h), in the interface's language (docs/rules.de.md in German):
// what the rule means, why engines care, how to fix it, an example. The Problems
// dock opens it from a problem's context menu and F1; it stays open beside the
// table and follows the next problem explained.

#include <QDialog>

class QTextBrowser;

class RuleExplanationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RuleExplanationDialog(QWidget *parent = nullptr);

    // Shows the reference of a rule id; false (and a short note) when there is none.
    bool showRule(const QString &ruleId);
    QString ruleId() const { return m_ruleId; }
    QTextBrowser *browser() const { return m_browser; }
    // The language of the reference shown ("en", "de"): the interface's.
    static QString referenceLanguage();

private:
    QTextBrowser *m_browser;
    QString m_ruleId;
};
