// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablescope.h"

#include "editorstatusbar.h"
#include "entrytable.h"
#include "filespanel.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QTreeWidget>

TableScope::TableScope(QMainWindow *window, SitemapTableModel *model, EntryTable *table,
                       FilesPanel *filesPanel, QLineEdit *filter, QCheckBox *problemsOnly,
                       EditorStatusBar *statusBar)
    : QObject(window), m_window(window), m_model(model), m_table(table), m_filesPanel(filesPanel),
      m_filter(filter), m_problemsOnly(problemsOnly), m_statusBar(statusBar)
{
}

bool TableScope::isSet() const
{
    const SitemapDocument *doc = m_model->document();
    return doc->fileCount() > 1 || (doc->fileCount() == 1 && doc->file(0).isIndex());
}

void TableScope::showSetShape()
{
    const bool set = isSet();
    m_filesPanel->setVisible(set);
    if (set)
        m_window->resizeDocks({m_filesPanel}, {m_window->width() < 1200 ? 240 : 300},
                              Qt::Horizontal);
    m_table->showFileColumn(set);
}

void TableScope::showOneFile()
{
    m_filesPanel->setVisible(false);
    m_table->showFileColumn(false);
}

void TableScope::chooseFile(int file)
{
    m_model->setFileScope(file);
    m_table->showFileColumn(file < 0);
}

void TableScope::showProblemsOnly()
{
    m_problemsOnly->setChecked(true);
}

void TableScope::showEntry(int file, int entry, int field)
{
    if (entry < 0) {
        // A file of a set: choose it in the Files panel, which shows its entries.
        if (isSet() && m_filesPanel->selectFile(file)) {
            m_filesPanel->show();
            m_filesPanel->raise();
            m_filesPanel->tree()->setFocus(Qt::OtherFocusReason);
        }
        m_statusBar->showStatus(tr("This problem concerns the whole file."), 4000);
        return;
    }
    const Field target = (field >= 0 && field < FieldCount) ? Field(field) : Field::Loc;
    QModelIndex index = m_model->indexOf(file, entry, target);
    if (!index.isValid()) {
        // Hidden by the filter or the file choice: show everything again.
        m_filter->clear();
        m_problemsOnly->setChecked(false);
        // The Files panel says what the table shows: choosing "all files" there
        // widens the scope; without a panel item, widen it directly.
        if (!m_filesPanel->selectFile(-1))
            m_model->setFileScope(-1);
        index = m_model->indexOf(file, entry, target);
    }
    if (!index.isValid())
        return;
    m_table->goTo(index);
}
