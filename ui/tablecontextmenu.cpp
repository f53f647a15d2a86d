// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablecontextmenu.h"

#include "mainwindow.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "urltools.h"

#include <QAction>
#include <QClipboard>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QMenu>
#include <QTableView>

TableContextMenu::TableContextMenu(MainWindow *window)
    : QObject(window), m_window(window), m_menu(new QMenu(window->table()))
{
    m_menu->setObjectName(QStringLiteral("tableContextMenu"));
    m_openUrl = new QAction(tr("&Open URL in Browser"), this);
    m_openUrl->setObjectName(QStringLiteral("actionOpenInBrowser"));
    m_openUrl->setStatusTip(tr("Open the URL of this row in the web browser"));
    connect(m_openUrl, &QAction::triggered, this, &TableContextMenu::openInBrowser);
    m_copyUrl = new QAction(tr("Copy &URL"), this);
    m_copyUrl->setObjectName(QStringLiteral("actionCopyUrl"));
    m_copyUrl->setStatusTip(tr("Copy the URL of this row as it is written"));
    connect(m_copyUrl, &QAction::triggered, this, &TableContextMenu::copyUrl);

    // The window's actions, found by name: the same objects as in the Edit menu.
    auto add = [this](const char *name) {
        if (auto *action = m_window->findChild<QAction *>(QLatin1String(name)))
            m_menu->addAction(action);
    };
    auto addMenu = [this](const char *name) {
        if (auto *menu = m_window->findChild<QMenu *>(QLatin1String(name)))
            m_menu->addMenu(menu);
    };
    m_menu->addAction(m_openUrl);
    m_menu->addAction(m_copyUrl);
    m_menu->addSeparator();
    add("actionCopy");
    add("actionPasteUrls");
    m_menu->addSeparator();
    add("actionAddRow");
    add("actionDuplicateRows");
    add("actionDeleteRows");
    m_menu->addSeparator();
    addMenu("menuSetPriority");
    addMenu("menuSetChangeFreq");
    add("actionSetLastMod");
    add("actionLastModToday");

    QTableView *table = m_window->table();
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QWidget::customContextMenuRequested, this, &TableContextMenu::show);
}

QMenu *TableContextMenu::prepare(const QPoint &pos)
{
    QTableView *table = m_window->table();
    const QModelIndex index = table->indexAt(pos);
    if (!index.isValid())
        return nullptr;
    QItemSelectionModel *selection = table->selectionModel();
    if (!selection->isSelected(index))
        selection->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    else
        selection->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    m_row = index;
    m_copyUrl->setEnabled(!url().isEmpty());
    m_openUrl->setEnabled(browserUrl().isValid());
    return m_menu;
}

void TableContextMenu::show(const QPoint &pos)
{
    if (QMenu *menu = prepare(pos))
        menu->popup(m_window->table()->viewport()->mapToGlobal(pos));
}

QString TableContextMenu::url() const
{
    if (!m_row.isValid())
        return {};
    const auto *model = m_window->model();
    const int file = model->fileAt(m_row.row());
    const int entry = model->entryAt(m_row.row());
    const SitemapDocument *doc = m_window->document();
    if (file < 0 || file >= doc->fileCount() || entry < 0 || entry >= doc->entryCount(file))
        return {};
    return UrlTools::trimXmlWhitespace(doc->value(file, entry, Field::Loc));
}

QUrl TableContextMenu::browserUrl() const
{
    const QString loc = url();
    const UrlTools::Parts parts = UrlTools::split(loc);
    // Hostile content leads to web pages only: no file:, no other scheme.
    if (!parts.absolute || parts.host.isEmpty() ||
        (parts.scheme != QLatin1String("http") && parts.scheme != QLatin1String("https")))
        return {};
    const QUrl url(UrlTools::toUriForm(loc), QUrl::StrictMode);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return {};
    return url;
}

void TableContextMenu::openInBrowser()
{
    const QUrl url = browserUrl();
    if (!url.isValid())
        return;
    const bool opened = m_opener ? m_opener(url) : QDesktopServices::openUrl(url);
    if (!opened)
        m_window->showStatus(tr("No browser could open %1.").arg(url.toDisplayString()), 5000);
}

void TableContextMenu::copyUrl()
{
    const QString loc = url();
    if (loc.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(loc);
    m_window->showStatus(tr("Copied %1.").arg(loc), 3000);
}
