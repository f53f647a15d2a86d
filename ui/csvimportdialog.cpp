// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvimportdialog.h"

#include "fileaccess.h"
#include "mainwindow.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QString valueText(const std::optional<QString> &value)
{
    return value ? *value : CsvImportDialog::tr("(not set)");
}

} // namespace

CsvImportDialog::CsvImportDialog(MainWindow *window) : ImportPreviewDialog(window)
{
    setObjectName(QStringLiteral("csvImportDialog"));
    setWindowTitle(tr("Import CSV"));
    resize(760, 520);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_file = new QLineEdit(this);
    QPushButton *choose = addPathRow(form, tr("CSV or text &file:"), m_file, tr("C&hoose…"));
    layout->addLayout(form);
    auto *help = new QLabel(tr("Columns loc (or url), lastmod, changefreq and priority, in any "
                               "order when the first row names them, else in that order; or one "
                               "URL a line. Separated by commas, semicolons or tabs; UTF-8."),
                            this);
    help->setWordWrap(true);
    layout->addWidget(help);
    m_add = new QCheckBox(tr("&Add URLs that are not in the sitemap"), this);
    m_add->setChecked(true);
    m_update = new QCheckBox(tr("&Update the rows with the same URL"), this);
    m_update->setChecked(true);
    m_update->setToolTip(tr("Values are taken as the file writes them; an empty cell leaves "
                            "the row's value as it is."));
    for (QCheckBox *box : {m_add, m_update})
        layout->addWidget(box);
    addPreview(layout);
    m_summary->setObjectName(QStringLiteral("csvImportSummary"));
    addButtons(layout, tr("&Preview"), tr("&Import"));
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import CSV"), m_file->text(),
            tr("CSV and text files (*.csv *.tsv *.txt);;All files (*)"));
        if (path.isEmpty())
            return;
        m_file->setText(path);
        preview();
    });
    connect(m_file, &QLineEdit::textChanged, this, &CsvImportDialog::invalidate);
    for (QCheckBox *box : {m_add, m_update})
        connect(box, &QCheckBox::toggled, this, &CsvImportDialog::invalidate);
}

void CsvImportDialog::openFor(MainWindow *window)
{
    openModal(new CsvImportDialog(window));
}

int CsvImportDialog::targetFile() const
{
    const int scope = m_window->model()->fileScope();
    const SitemapDocument *doc = m_window->document();
    return scope >= 0 && scope < doc->fileCount() && !doc->file(scope).isIndex() ? scope : -1;
}

bool CsvImportDialog::preview()
{
    beginPreview();
    const QString typed = m_file->text().trimmed();
    // A name that is not UTF-8, as the file dialog read it, means the file chosen:
    // opened by its very bytes (Qt's QFile would look for the U+FFFD name).
    const QString path = FileAccess::fromQtName(typed);
    const FileAccess::QtPath qtPath(path);
    QFile file(qtPath.path().isEmpty() ? path : qtPath.path());
    if (typed.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        m_summary->setText(tr("The file cannot be read: %1")
                               .arg(typed.isEmpty() ? tr("no file chosen") : file.errorString()));
        return false;
    }
    const CsvTable table = CsvImport::read(file.readAll());
    if (!table.error.isEmpty()) {
        m_summary->setText(table.error);
        return false;
    }
    const SitemapDocument &doc = *m_window->document();
    m_plan = CsvImport::plan(doc, table, m_add->isChecked(), m_update->isChecked(), targetFile());

    QString form;
    if (table.delimiter.isNull())
        form = tr("one URL a line");
    else if (table.delimiter == QLatin1Char(','))
        form = tr("separated by commas");
    else if (table.delimiter == QLatin1Char(';'))
        form = tr("separated by semicolons");
    else if (table.delimiter == QLatin1Char('\t'))
        form = tr("separated by tabs");
    else
        form = tr("separated by \"%1\"").arg(table.delimiter);
    QStringList columns;
    for (int f = 0; f < FieldCount; ++f) {
        if (table.columnOf[f] >= 0 && (table.header || !table.delimiter.isNull() || f == 0))
            columns << CsvImport::fieldName(Field(f));
    }
    QStringList summary;
    summary << tr("%Ln row(s) read, %1", nullptr, int(table.records.size())).arg(form) +
                   (table.header ? tr("; columns named in the first row: %1.")
                                 : tr("; columns in the order %1."))
                       .arg(columns.join(QLatin1String(", ")));
    if (!table.ignoredColumns.isEmpty())
        summary << tr("Columns left out: %1.").arg(table.ignoredColumns.join(QLatin1String(", ")));
    if (m_add->isChecked())
        summary << tr("%Ln new row(s).", nullptr, int(m_plan.added.size()));
    if (m_update->isChecked())
        summary << tr("%Ln row(s) get new values.", nullptr, int(m_plan.updates.size()));
    if (m_plan.current > 0)
        summary << tr("%Ln row(s) hold these values already.", nullptr, int(m_plan.current));
    if (m_plan.notUpdated > 0)
        summary << tr("%Ln row(s) with other values are left as they are.", nullptr,
                      int(m_plan.notUpdated));
    if (!m_plan.refused.empty())
        summary << tr("%Ln line(s) refused.", nullptr, int(m_plan.refused.size()));
    m_summary->setText(summary.join(QLatin1Char(' ')));

    QStringList lines;
    auto more = [&](size_t count) {
        if (count > PreviewLines)
            lines << tr("  … and %Ln more", nullptr, int(count - PreviewLines));
    };
    if (!m_plan.added.empty())
        lines << tr("Added:");
    for (size_t i = 0; i < m_plan.added.size() && i < PreviewLines; ++i) {
        const EntryData &row = m_plan.added[i];
        QStringList values;
        for (int k = 1; k < FieldCount; ++k) {
            if (row.values[k])
                values << CsvImport::fieldName(Field(k)) + QLatin1Char(' ') + *row.values[k];
        }
        lines << tr("  + line %1: %2").arg(m_plan.addedLines[i]).arg(*row.values[int(Field::Loc)]) +
                     (values.isEmpty() ? QString()
                                       : QLatin1String("  ") + values.join(QLatin1String(", ")));
    }
    more(m_plan.added.size());
    if (!m_plan.updates.empty())
        lines << tr("Changed:");
    for (size_t i = 0; i < m_plan.updates.size() && i < PreviewLines; ++i) {
        const CsvUpdate &u = m_plan.updates[i];
        QStringList changes;
        for (int k = 1; k < FieldCount; ++k) {
            if (u.changed & fieldBit(Field(k)))
                changes << QStringLiteral("%1 %2 → %3")
                               .arg(CsvImport::fieldName(Field(k)), valueText(u.before[k]),
                                    u.after[k]);
        }
        lines << tr("  ~ line %1: %2").arg(u.line).arg(doc.value(u.file, u.entry, Field::Loc)) +
                     QLatin1String("  ") + changes.join(QLatin1String(", "));
    }
    more(m_plan.updates.size());
    if (!m_plan.refused.empty())
        lines << tr("Refused:");
    for (size_t i = 0; i < m_plan.refused.size() && i < PreviewLines; ++i)
        lines << tr("  ! line %1: %2").arg(m_plan.refused[i].line).arg(m_plan.refused[i].reason);
    more(m_plan.refused.size());
    showPreview(lines, m_plan.empty(), !m_plan.empty());
    return true;
}

int CsvImportDialog::apply()
{
    if (!canApply(m_plan.empty()))
        return 0;
    const std::vector<DocumentEdit> edits = m_plan.edits(*m_window->document());
    const int added = int(m_plan.added.size());
    const int updated = int(m_plan.updates.size());
    submit(edits, tr("Import %n row(s) from CSV", nullptr, added + updated),
           tr("Imported: %Ln new row(s)", nullptr, added) +
               tr(", %Ln row(s) changed.", nullptr, updated));
    return added + updated;
}
