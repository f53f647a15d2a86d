// SPDX-License-Identifier: GPL-3.0-or-later
#include "webauditcontroller.h"

#include "documentsession.h"
#include "mainwindow.h"
#include "sitemapdocument.h"
#include "webauditdialog.h"
#include "webauditstore.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QMenu>
#include <QTableView>
#include <QUndoStack>
#include <QUrl>

#include <map>

namespace {

bool isHttpUrl(const QString &url)
{
    const QUrl u(url);
    const QString scheme = u.scheme().toLower();
    return (scheme == QLatin1String("http") || scheme == QLatin1String("https")) &&
           !u.host().isEmpty();
}

} // namespace

WebAuditController::WebAuditController(MainWindow *window)
    : QObject(window), m_window(window),
      m_store(new WebAuditStore(window->document(), window->validator(), this))
{
    m_check = new QAction(tr("Check URLs on the &Web…"), this);
    m_check->setObjectName(QStringLiteral("actionCheckUrls"));
    m_check->setStatusTip(tr("Request the pages of the selected rows or of all, and show what "
                             "search engines will say about them"));
    m_useTarget = new QAction(tr("Use the &Target URL"), this);
    m_useTarget->setObjectName(QStringLiteral("actionUseTargetUrl"));
    m_useTarget->setStatusTip(
        tr("Replace each selected URL that redirects by the URL it redirects to"));
    m_useCanonical = new QAction(tr("Use the &Canonical URL"), this);
    m_useCanonical->setObjectName(QStringLiteral("actionUseCanonicalUrl"));
    m_useCanonical->setStatusTip(
        tr("Replace each selected URL whose page names another canonical URL by that URL"));
    m_remove = new QAction(tr("&Remove the Entries Not Found or Noindex"), this);
    m_remove->setObjectName(QStringLiteral("actionRemoveWebFindings"));
    m_remove->setStatusTip(
        tr("Remove the selected entries whose page is not found or forbids indexing"));

    connect(m_check, &QAction::triggered, this, [this] {
        WebAuditDialog *d = dialog();
        d->refresh();
        d->show();
        d->raise();
        d->activateWindow();
    });
    connect(m_useTarget, &QAction::triggered, this, &WebAuditController::useTargetUrls);
    connect(m_useCanonical, &QAction::triggered, this, &WebAuditController::useCanonicalUrls);
    connect(m_remove, &QAction::triggered, this, &WebAuditController::removeEntries);
    // Another document: the answers were about the one before.
    connect(window->session(), &DocumentSession::aboutToReplaceContent, m_store,
            &WebAuditStore::clear);
    connect(m_store, &WebAuditStore::changed, this, &WebAuditController::updateActions);
    connect(window->table()->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WebAuditController::updateActions);
    connect(window->undoStack(), &QUndoStack::indexChanged, this,
            &WebAuditController::updateActions);
    updateActions();
}

void WebAuditController::addActions(QMenu *menu)
{
    menu->addAction(m_check);
    menu->addSeparator();
    menu->addAction(m_useTarget);
    menu->addAction(m_useCanonical);
    menu->addAction(m_remove);
}

WebAuditDialog *WebAuditController::dialog()
{
    if (!m_dialog)
        m_dialog = new WebAuditDialog(m_window, m_store);
    return m_dialog;
}

std::vector<std::pair<int, std::pair<int, QString>>>
WebAuditController::targets(bool canonical) const
{
    std::vector<std::pair<int, std::pair<int, QString>>> out;
    if (m_store->resultCount() == 0)
        return out;
    const RuleId rule = canonical ? RuleId::WebCanonicalElsewhere : RuleId::WebRedirect;
    for (const auto &[file, entry] : m_window->selectedEntries()) {
        if (!m_store->hasFinding(file, entry, rule))
            continue;
        const WebResult *r = m_store->resultFor(file, entry);
        const QString url = canonical ? r->canonical : r->location;
        // Fetched content leads to http(s) URLs only.
        if (isHttpUrl(url))
            out.push_back({file, {entry, url}});
    }
    return out;
}

std::vector<std::pair<int, int>> WebAuditController::removable() const
{
    std::vector<std::pair<int, int>> out;
    if (m_store->resultCount() == 0)
        return out;
    for (const auto &[file, entry] : m_window->selectedEntries()) {
        if (m_store->hasFinding(file, entry, RuleId::WebNotFound) ||
            m_store->hasFinding(file, entry, RuleId::WebNoindex))
            out.push_back({file, entry});
    }
    return out;
}

int WebAuditController::useUrls(bool canonical)
{
    const auto chosen = targets(canonical);
    if (chosen.empty())
        return 0;
    std::map<int, std::vector<std::pair<int, QString>>> byFile;
    for (const auto &[file, value] : chosen)
        byFile[file].push_back(value);
    std::vector<DocumentEdit> edits;
    int count = 0;
    for (auto &[file, values] : byFile) {
        DocumentEdit edit = m_window->document()->setValuesEdit(file, Field::Loc, values);
        if (edit.targets.empty())
            continue;
        count += int(edit.targets.size());
        edits.push_back(std::move(edit));
    }
    if (edits.empty())
        return 0;
    m_window->session()->submitNamed(
        canonical ? tr("Use the Canonical URL") : tr("Use the Target URL"), std::move(edits));
    return count;
}

int WebAuditController::useTargetUrls()
{
    return useUrls(false);
}

int WebAuditController::useCanonicalUrls()
{
    return useUrls(true);
}

int WebAuditController::removeEntries()
{
    const std::vector<std::pair<int, int>> entries = removable();
    if (entries.empty())
        return 0;
    return m_window->session()->removeEntries(entries);
}

void WebAuditController::updateActions()
{
    const bool any = m_store->resultCount() > 0;
    m_useTarget->setEnabled(any && !targets(false).empty());
    m_useCanonical->setEnabled(any && !targets(true).empty());
    m_remove->setEnabled(any && !removable().empty());
}
