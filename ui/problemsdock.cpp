// SPDX-License-Identifier: GPL-3.0-or-later
#include "problemsdock.h"

#include "problemlistmodel.h"
#include "ruleexplanationdialog.h"
#include "severitystyle.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

// Filters the problem list by severity and by text in the message, location or rule.
class ProblemFilterModel : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setFilterText(const QString &text)
    {
        m_text = text;
        if (auto *list = qobject_cast<ProblemListModel *>(sourceModel()))
            list->setSearching(!text.isEmpty());
        invalidateFilter();
    }
    void setSeverityShown(int severity, bool shown)
    {
        m_shown[severity] = shown;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
        const int severity = index.data(ProblemListModel::SeverityRole).toInt();
        if (severity < 0 || severity > 2 || !m_shown[severity])
            return false;
        if (m_text.isEmpty())
            return true;
        auto *list = qobject_cast<const ProblemListModel *>(sourceModel());
        return list && list->rowContains(sourceRow, m_text);
    }

private:
    bool m_shown[3] = {true, true, true};
    QString m_text;
};

ProblemsDock::ProblemsDock(ProblemListModel *problems, QWidget *parent)
    : QDockWidget(tr("Problems"), parent), m_problems(problems)
{
    setObjectName(QStringLiteral("ProblemsDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(content);
    m_filter->setPlaceholderText(tr("Filter problems"));
    m_filter->setClearButtonEnabled(true);
    bar->addWidget(m_filter, 1);
    const Severity order[3] = {Severity::Error, Severity::Warning, Severity::Info};
    for (Severity severity : order) {
        auto *toggle = new QToolButton(content);
        toggle->setCheckable(true);
        toggle->setChecked(true);
        toggle->setIcon(SeverityStyle::icon(severity));
        toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        toggle->setAutoRaise(true);
        m_toggles[int(severity)] = toggle;
        bar->addWidget(toggle);
    }
    layout->addLayout(bar);

    m_proxy = new ProblemFilterModel(this);
    m_proxy->setSourceModel(problems);
    m_view = new QTreeView(content);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ProblemListModel::MessageColumn, QHeaderView::Stretch);
    m_view->setColumnWidth(ProblemListModel::SeverityColumn, 110);
    m_view->setColumnWidth(ProblemListModel::LocationColumn, 220);
    m_view->setColumnWidth(ProblemListModel::RuleColumn, 150);
    layout->addWidget(m_view);
    setWidget(content);

    connect(m_filter, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_proxy->setFilterText(text); });
    for (int severity = 0; severity < 3; ++severity) {
        connect(m_toggles[severity], &QToolButton::toggled, this,
                [this, severity](bool on) { m_proxy->setSeverityShown(severity, on); });
    }
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        emit problemActivated(index.data(ProblemListModel::FileRole).toInt(),
                              index.data(ProblemListModel::EntryRole).toInt(),
                              index.data(ProblemListModel::FieldRole).toInt());
    });
    connect(problems, &ProblemListModel::fileCountsChanged, this, &ProblemsDock::updateToggleTexts);

    // What the current problem's rule means: F1 in the list, or its context menu.
    m_explain = new QAction(tr("&Explain Rule"), this);
    m_explain->setObjectName(QStringLiteral("explainRuleAction"));
    m_explain->setShortcut(QKeySequence::HelpContents);
    m_explain->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_explain);
    connect(m_explain, &QAction::triggered, this, &ProblemsDock::explainCurrentProblem);
    m_related = new QAction(tr("&Go to Related Entry"), this);
    m_related->setObjectName(QStringLiteral("relatedEntryAction"));
    m_related->setToolTip(tr("Shows the entry this problem names besides its own, such as the "
                             "first copy of a duplicate URL"));
    m_related->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Return));
    m_related->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_related->setEnabled(false);
    m_view->addAction(m_related);
    connect(m_related, &QAction::triggered, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        const int file = current.data(ProblemListModel::RelatedFileRole).toInt();
        const int entry = current.data(ProblemListModel::RelatedEntryRole).toInt();
        if (current.isValid() && file >= 0 && entry >= 0)
            emit problemActivated(file, entry, int(Field::Loc));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                m_related->setEnabled(current.isValid() &&
                                      current.data(ProblemListModel::RelatedEntryRole).toInt() >=
                                          0);
            });
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_view->indexAt(pos);
        if (!index.isValid())
            return;
        m_view->setCurrentIndex(index);
        QMenu menu(m_view);
        menu.addAction(m_explain);
        menu.addAction(m_related);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    updateToggleTexts();
}

void ProblemsDock::explainCurrentProblem()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const QString rule =
        current.siblingAtColumn(ProblemListModel::RuleColumn).data(Qt::DisplayRole).toString();
    if (rule.isEmpty())
        return;
    if (!m_explanation)
        m_explanation = new RuleExplanationDialog(this);
    m_explanation->showRule(rule);
    m_explanation->show();
    m_explanation->raise();
    m_explanation->activateWindow();
}

void ProblemsDock::updateToggleTexts()
{
    const int totals[3] = {m_problems->totalCount(Severity::Info),
                           m_problems->totalCount(Severity::Warning),
                           m_problems->totalCount(Severity::Error)};
    m_toggles[int(Severity::Error)]->setText(tr("%Ln error(s)", nullptr, totals[2]));
    m_toggles[int(Severity::Warning)]->setText(tr("%Ln warning(s)", nullptr, totals[1]));
    m_toggles[int(Severity::Info)]->setText(tr("%Ln note(s)", nullptr, totals[0]));
}
