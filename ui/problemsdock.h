// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Problems dock: every problem of the document with a text filter and
// toggles per severity; activating one asks the main window to show its cell.
// A problem's context menu and F1 explain its rule (RuleExplanationDialog).

#include <QDockWidget>

class ProblemListModel;
class QAction;
class RuleExplanationDialog;
class QLineEdit;
class QSortFilterProxyModel;
class QToolButton;
class QTreeView;
class ProblemFilterModel;

class ProblemsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ProblemsDock(ProblemListModel *problems, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }
    QToolButton *severityToggle(int severity) const { return m_toggles[severity]; }
    QAction *explainAction() const { return m_explain; }
    // Shows the entry the current problem names besides its own (the first copy of
    // a duplicate, ...); disabled when it names none.
    QAction *relatedAction() const { return m_related; }
    // The explanation window, once a rule was explained (nullptr before).
    RuleExplanationDialog *explanation() const { return m_explanation; }

    // Shows the reference of the current problem's rule.
    void explainCurrentProblem();

signals:
    // field is a Field value, or -1 for the whole row or a file problem (entry -1).
    void problemActivated(int file, int entry, int field);

private:
    void updateToggleTexts();

    ProblemListModel *m_problems;
    ProblemFilterModel *m_proxy;
    QLineEdit *m_filter;
    QToolButton *m_toggles[3];
    QTreeView *m_view;
    QAction *m_explain;
    QAction *m_related;
    RuleExplanationDialog *m_explanation = nullptr;
};
