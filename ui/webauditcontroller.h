// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The editor's web audit (PROTOCOL.md section 4.2): Tools ▸ Check URLs on the
// Web… (WebAuditDialog), the answers kept per URL (WebAuditStore, shown as
// problems like every other rule's), and the one-step fixes over the selected
// rows: "Use the Target URL" (web-redirect), "Use the Canonical URL"
// (web-canonical-elsewhere) and "Remove the Entries" (web-not-found, web-noindex),
// each one undo step.

#include <QObject>

#include <utility>
#include <vector>

class MainWindow;
class QAction;
class QMenu;
class WebAuditDialog;
class WebAuditStore;

class WebAuditController : public QObject
{
    Q_OBJECT

public:
    explicit WebAuditController(MainWindow *window);

    // Adds the actions to menu (the Tools menu).
    void addActions(QMenu *menu);

    WebAuditStore *store() const { return m_store; }
    QAction *checkAction() const { return m_check; }
    QAction *useTargetAction() const { return m_useTarget; }
    QAction *useCanonicalAction() const { return m_useCanonical; }
    QAction *removeAction() const { return m_remove; }
    // The dialog, made on first use.
    WebAuditDialog *dialog();

    // The fixes over the selected rows; each returns how many entries it changed.
    int useTargetUrls();
    int useCanonicalUrls();
    int removeEntries();
    // The selected entries each fix applies to.
    std::vector<std::pair<int, std::pair<int, QString>>> targets(bool canonical) const;
    std::vector<std::pair<int, int>> removable() const;

    void updateActions();

private:
    int useUrls(bool canonical);

    MainWindow *m_window;
    WebAuditStore *m_store;
    WebAuditDialog *m_dialog = nullptr;
    QAction *m_check;
    QAction *m_useTarget;
    QAction *m_useCanonical;
    QAction *m_remove;
};
