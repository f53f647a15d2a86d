// SPDX-License-Identifier: GPL-3.0-or-later
#include "filespanel.h"

#include "problemlistmodel.h"
#include "severitystyle.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>

namespace {
enum Column
{
    NameColumn,
    UrlsColumn,
    ErrorsColumn,
    WarningsColumn,
    ColumnCount
};
constexpr int FileRole = Qt::UserRole + 1;

// A file's name cut short at its start ("…t-07.xml"), where the files of a set differ
// (part-01.xml, part-02.xml); cut in the middle, a narrow panel showed "part….xml"
// for every one of them. "All files" and a missing child keep their first words.
class NameDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int file = index.data(FileRole).toInt();
        option->textElideMode =
            file >= 0 ? Qt::ElideLeft : (file == -1 ? Qt::ElideRight : Qt::ElideMiddle);
    }
};
} // namespace

FilesPanel::FilesPanel(SitemapDocument *document, ProblemListModel *problems, QWidget *parent)
    : QDockWidget(tr("Files"), parent), m_document(document), m_problems(problems)
{
    setObjectName(QStringLiteral("FilesPanel"));
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(ColumnCount);
    // Icons for the counts keep the panel narrow; the words are in the tooltips.
    auto *header = new QTreeWidgetItem;
    header->setText(NameColumn, tr("File"));
    header->setText(UrlsColumn, tr("URLs"));
    header->setIcon(ErrorsColumn, SeverityStyle::icon(Severity::Error));
    header->setToolTip(ErrorsColumn, tr("Errors"));
    header->setIcon(WarningsColumn, SeverityStyle::icon(Severity::Warning));
    header->setToolTip(WarningsColumn, tr("Warnings"));
    m_tree->setHeaderItem(header);
    m_tree->setRootIsDecorated(false);
    m_tree->setItemDelegateForColumn(NameColumn, new NameDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    for (int c = UrlsColumn; c < ColumnCount; ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    setWidget(m_tree);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, FileRole).toInt() >= -1)
            emit fileChosen(item->data(0, FileRole).toInt());
    });
    connect(m_document, &SitemapDocument::resetDone, this, &FilesPanel::refresh);
    connect(m_document, &SitemapDocument::ownUrlChanged, this, &FilesPanel::updateToolTip);
    auto later = [this] {
        if (m_countsPending)
            return;
        m_countsPending = true;
        QTimer::singleShot(0, this, &FilesPanel::updateCounts);
    };
    connect(m_document, &SitemapDocument::entriesInserted, this, later);
    connect(m_document, &SitemapDocument::entriesRemoved, this, later);
    connect(m_problems, &ProblemListModel::fileCountsChanged, this, later);
    refresh();
}

void FilesPanel::refresh()
{
    const QSignalBlocker blocker(m_tree);
    fixCountColumns(true);
    m_tree->clear();
    auto *all = new QTreeWidgetItem(m_tree, {tr("All files")});
    all->setData(0, FileRole, -1);
    all->setIcon(0, style()->standardIcon(QStyle::SP_DirIcon));
    for (int f = 0; f < m_document->fileCount(); ++f) {
        const SitemapFile &file = m_document->file(f);
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(NameColumn,
                      file.path.isEmpty() ? tr("(new)") : QFileInfo(file.path).fileName());
        item->setData(0, FileRole, f);
        applyToolTip(item, f);
        item->setIcon(0, style()->standardIcon(file.isIndex() ? QStyle::SP_DirLinkIcon
                                                              : QStyle::SP_FileIcon));
        // The children the index names but that are not next to it.
        if (file.isIndex()) {
            for (size_t e = 0; e < file.childFile.size() && e < file.entries.size(); ++e) {
                if (file.childFile[e] != -1)
                    continue;
                const QString loc =
                    UrlTools::trimXmlWhitespace(m_document->value(f, int(e), Field::Loc));
                const QString name = QUrl(loc).fileName();
                auto *missing = new QTreeWidgetItem(m_tree);
                missing->setText(NameColumn, tr("%1 (missing)").arg(name.isEmpty() ? loc : name));
                missing->setToolTip(
                    NameColumn, tr("Listed in the index but not found next to it: %1").arg(loc));
                missing->setIcon(0, SeverityStyle::icon(Severity::Warning));
                missing->setData(0, FileRole, -2);
                QFont italic = missing->font(NameColumn);
                italic.setItalic(true);
                missing->setFont(NameColumn, italic);
            }
        }
    }
    m_tree->setCurrentItem(all);
    updateCounts();
}

QTreeWidgetItem *FilesPanel::itemOf(int file) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->data(0, FileRole).toInt() == file)
            return item;
    }
    return nullptr;
}

bool FilesPanel::selectFile(int file)
{
    QTreeWidgetItem *item = itemOf(file);
    if (!item)
        return false;
    m_tree->setCurrentItem(item);
    m_tree->scrollToItem(item);
    return true;
}

void FilesPanel::updateToolTip(int file)
{
    QTreeWidgetItem *item = itemOf(file);
    if (item && file >= 0 && file < m_document->fileCount())
        applyToolTip(item, file);
}

void FilesPanel::applyToolTip(QTreeWidgetItem *item, int file)
{
    const SitemapFile &sf = m_document->file(file);
    item->setToolTip(
        NameColumn, sf.ownUrl.isEmpty() ? sf.path : tr("%1\nServed at %2").arg(sf.path, sf.ownUrl));
}

void FilesPanel::updateCounts()
{
    m_countsPending = false;
    fixCountColumns(true);
    const QLocale locale;
    qint64 urls = 0;
    int errors = 0;
    int warnings = 0;
    QTreeWidgetItem *all = nullptr;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        const int f = item->data(0, FileRole).toInt();
        if (f == -1) {
            all = item;
            continue;
        }
        if (f < 0 || f >= m_document->fileCount())
            continue;
        const int n = m_document->entryCount(f);
        const int e = m_problems->problemCount(f, Severity::Error);
        const int w = m_problems->problemCount(f, Severity::Warning);
        item->setText(UrlsColumn, locale.toString(n));
        item->setText(ErrorsColumn, locale.toString(e));
        item->setText(WarningsColumn, locale.toString(w));
        if (!m_document->file(f).isIndex())
            urls += n;
        errors += e;
        warnings += w;
    }
    if (all) {
        all->setText(UrlsColumn, locale.toString(urls));
        all->setText(ErrorsColumn, locale.toString(errors));
        all->setText(WarningsColumn, locale.toString(warnings));
    }
    fixCountColumns(false);
}

// A column that fits its contents is measured again over every item at each change
// of a cell: the panel's cells are set with the count columns fixed, and those are
// measured once after.
void FilesPanel::fixCountColumns(bool fixed)
{
    for (int c = UrlsColumn; c < ColumnCount; ++c)
        m_tree->header()->setSectionResizeMode(c, fixed ? QHeaderView::Fixed
                                                        : QHeaderView::ResizeToContents);
}
