// SPDX-License-Identifier: GPL-3.0-or-later
#include "shownrowsexport.h"

#include "atomicfileset.h"
#include "csvexport.h"
#include "editorstatusbar.h"
#include "fileaccess.h"
#include "messageboxes.h"
#include "sitemaptablemodel.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>

#include <memory>

ShownRowsExport::ShownRowsExport(QWidget *window, SitemapTableModel *model,
                                 EditorStatusBar *statusBar)
    : QObject(window), m_window(window), m_model(model), m_statusBar(statusBar)
{
}

bool ShownRowsExport::write(const QString &path, QChar delimiter, QString *error) const
{
    std::vector<std::pair<int, int>> rows;
    rows.reserve(size_t(m_model->rowCount()));
    for (int row = 0, n = m_model->rowCount(); row < n; ++row)
        rows.emplace_back(m_model->fileAt(row), m_model->entryAt(row));
    // With a BOM: spreadsheets take the file for UTF-8 only then.
    const QByteArray bytes = CsvExport::write(*m_model->document(), rows, delimiter, true);
    // Written whole or not at all, under the name's very bytes (a Latin-1 name too),
    // as a save writes a sitemap.
    AtomicFileSet set;
    QString reason;
    std::unique_ptr<QIODevice> file = set.create(path, &reason);
    if (file) {
        if (file->write(bytes) != bytes.size()) {
            reason = file->errorString();
        } else {
            file->close();
            set.finished(path);
            reason = set.commit();
        }
    }
    if (!reason.isEmpty() && error)
        *error = reason;
    return reason.isEmpty();
}

void ShownRowsExport::ask(const QString &currentPath)
{
    QChar delimiter = QLatin1Char(',');
    QString path;
    if (m_fileNameProvider) {
        path = m_fileNameProvider(&delimiter);
    } else {
        const QString commas = tr("CSV, separated by commas (*.csv)");
        const QString semicolons =
            tr("CSV, separated by semicolons, as Excel reads it in German (*.csv)");
        const QString tabs = tr("Tab-separated text (*.tsv *.txt)");
        // Where the decimal point is a comma, spreadsheets separate by semicolons.
        QString filter = QLocale().decimalPoint() == QLatin1String(",") ? semicolons : commas;
        QString start = QFileInfo(currentPath).completeBaseName();
        if (start.isEmpty())
            start = QStringLiteral("sitemap");
        if (!currentPath.isEmpty())
            start = QFileInfo(currentPath).dir().filePath(start);
        path = QFileDialog::getSaveFileName(
            m_window, tr("Export Shown Rows as CSV"), start + QStringLiteral(".csv"),
            QStringList({commas, semicolons, tabs}).join(QLatin1String(";;")), &filter);
        if (filter == semicolons)
            delimiter = QLatin1Char(';');
        else if (filter == tabs)
            delimiter = QLatin1Char('\t');
    }
    if (path.isEmpty())
        return;
    // A name that is not UTF-8, as the file dialog read it: the file it names.
    path = FileAccess::fromQtName(path);
    const QString shown = FileAccess::shownName(QDir::toNativeSeparators(path));
    QString error;
    if (!write(path, delimiter, &error)) {
        MessageBoxes::warning(m_window, tr("Export Shown Rows as CSV"),
                              tr("%1 could not be written: %2").arg(shown, error));
        return;
    }
    m_statusBar->showStatus(
        tr("Exported %Ln row(s) to %1.", nullptr, m_model->rowCount()).arg(shown), 5000);
}
