// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderimportdialog.h"

#include "fileaccess.h"
#include "mainwindow.h"
#include "sitemapdocument.h"
#include "urltools.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

FolderImportDialog::FolderImportDialog(MainWindow *window, bool addPages)
    : ImportPreviewDialog(window)
{
    setObjectName(QStringLiteral("folderImportDialog"));
    setWindowTitle(addPages ? tr("Add Pages from Folder") : tr("Set Last Modified from Files"));
    resize(720, 520);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_folder = new QLineEdit(this);
    QPushButton *choose = addPathRow(form, tr("Site &folder:"), m_folder, tr("C&hoose…"));
    // The pages live in the folder the sitemap is served from, not below the sitemap
    // file itself ("https://host/sitemap.xml" gives "https://host/").
    const QString sitemapUrl = window->sitemapUrl().trimmed();
    m_siteUrl = new QLineEdit(
        sitemapUrl.isEmpty() ? QString() : SiteScanner::folderOf(UrlTools::folderUrl(sitemapUrl)),
        this);
    m_siteUrl->setPlaceholderText(tr("https://www.example.com/"));
    form->addRow(tr("Its &URL:"), m_siteUrl);
    m_exclude = new QLineEdit(this);
    m_exclude->setPlaceholderText(tr("drafts *.tmp.html"));
    m_exclude->setToolTip(tr("Patterns separated by spaces: a folder or file name, or a path "
                             "below the folder; * and ? stay within a name, ** crosses folders."));
    form->addRow(tr("&Leave out:"), m_exclude);
    layout->addLayout(form);
    m_git = new QCheckBox(tr("Last modified from the last &git commit of each file"), this);
    m_add = new QCheckBox(tr("&Add pages that are not in the sitemap"), this);
    m_add->setChecked(addPages);
    m_lastmod = new QCheckBox(tr("Set &last modified of rows that are pages"), this);
    m_lastmod->setChecked(true);
    for (QCheckBox *box : {m_git, m_add, m_lastmod})
        layout->addWidget(box);
    addPreview(layout);
    addButtons(layout, tr("&Scan"), tr("A&pply"));
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Site Folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });
    for (QLineEdit *edit : {m_folder, m_siteUrl, m_exclude})
        connect(edit, &QLineEdit::textChanged, this, &FolderImportDialog::invalidate);
    for (QCheckBox *box : {m_git, m_add, m_lastmod})
        connect(box, &QCheckBox::toggled, this, &FolderImportDialog::invalidate);
}

void FolderImportDialog::openFor(MainWindow *window, bool addPages)
{
    openModal(new FolderImportDialog(window, addPages));
}

bool FolderImportDialog::scan()
{
    beginPreview();
    ScanOptions options;
    options.baseUrl = m_siteUrl->text().trimmed();
    options.excludes =
        m_exclude->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    options.useGit = m_git->isChecked();
    if (SiteScanner::urlFor(options.baseUrl, QString()).isEmpty()) {
        m_summary->setText(tr("Enter the site's URL, such as https://www.example.com/."));
        return false;
    }
    // A folder chosen in the dialog whose name is not UTF-8 reads as Qt reads it.
    const ScanResult result =
        SiteScanner::scan(FileAccess::fromQtName(m_folder->text().trimmed()), options);
    if (!result.ok) {
        m_summary->setText(tr("The folder cannot be read: %1").arg(result.error));
        return false;
    }
    m_plan = FolderImport::plan(*m_window->document(), result, m_add->isChecked(),
                                m_lastmod->isChecked());
    QStringList summary;
    summary << tr("%Ln page(s) found.", nullptr, int(result.pages.size()));
    if (m_add->isChecked())
        summary << tr("%Ln new row(s).", nullptr, int(m_plan.added.size()));
    if (m_lastmod->isChecked())
        summary << tr("%Ln row(s) get a new last modified.", nullptr, int(m_plan.lastmods.size()));
    if (m_plan.current > 0)
        summary << tr("%Ln row(s) are up to date.", nullptr, int(m_plan.current));
    if (!result.noindex.isEmpty())
        summary << tr("%Ln page(s) left out for their robots noindex.", nullptr,
                      int(result.noindex.size()));
    if (options.useGit && !result.gitUsed)
        summary << tr("Git was not used (%1): last modified is the time of each file.")
                       .arg(result.gitNote);
    m_summary->setText(summary.join(QLatin1Char(' ')));

    QStringList lines;
    const SitemapDocument &doc = *m_window->document();
    if (!m_plan.added.empty())
        lines << tr("Added:");
    for (size_t i = 0; i < m_plan.added.size() && i < PreviewLines; ++i)
        lines << QStringLiteral("  + %1  %2")
                     .arg(*m_plan.added[i].values[int(Field::Loc)],
                          *m_plan.added[i].values[int(Field::LastMod)]);
    if (!m_plan.lastmods.empty())
        lines << tr("New last modified:");
    for (size_t i = 0; i < m_plan.lastmods.size() && i < PreviewLines; ++i) {
        const LastmodChange &e = m_plan.lastmods[i];
        lines << QStringLiteral("  ~ %1  %2 → %3")
                     .arg(doc.value(e.file, e.entry, Field::Loc),
                          e.before ? *e.before : tr("(not set)"), e.after);
    }
    if (!result.noindex.isEmpty())
        lines << tr("Left out (robots noindex):");
    for (const QString &path : result.noindex)
        lines << QStringLiteral("  - ") + path;
    if (!result.excluded.isEmpty())
        lines << tr("Left out (patterns):");
    for (const QString &path : result.excluded)
        lines << QStringLiteral("  - ") + path;
    showPreview(lines, m_plan.empty(), true);
    return true;
}

int FolderImportDialog::apply()
{
    if (!canApply(m_plan.empty()))
        return 0;
    if (m_plan.file < 0 && !m_plan.added.empty())
        return 0;
    const std::vector<DocumentEdit> edits = m_plan.edits(*m_window->document());
    const int added = int(m_plan.added.size());
    const int updated = int(m_plan.lastmods.size());
    submit(edits,
           added > 0 ? tr("Add %n page(s) from the folder", nullptr, added)
                     : tr("Set last modified of %n row(s) from files", nullptr, updated),
           // Only what happened: no "set last modified of 0" after pages were added.
           added > 0 && updated > 0 ? tr("Added %Ln row(s)", nullptr, added) +
                                          tr(", set last modified of %Ln.", nullptr, updated)
           : added > 0 ? tr("Added %Ln row(s).", nullptr, added)
                       : tr("Set last modified of %Ln row(s).", nullptr, updated));
    return added + updated;
}
