// SPDX-License-Identifier: GPL-3.0-or-later
#include "severitydelegate.h"

#include "draftverdict.h"
#include "severitystyle.h"
#include "sitemapdocument.h"
#include "sitemaptablemodel.h"
#include "urltools.h"

#include <QAction>
#include <QLineEdit>
#include <QPersistentModelIndex>

void SeverityDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    // URLs differ at their end and the problem text starts with what matters:
    // elide URLs in the middle, everything else at the right.
    if (index.column() != SitemapTableModel::LocColumn)
        option->textElideMode = Qt::ElideRight;
    const QVariant severity = index.data(SitemapTableModel::SeverityRole);
    if (!severity.isValid())
        return;
    const auto level = Severity(severity.toInt());
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = SeverityStyle::icon(level);
    option->backgroundBrush = SeverityStyle::tint(level, option->palette.color(QPalette::Base));
}

QWidget *SeverityDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                        const QModelIndex &index) const
{
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        watchDraft(line, line, index);
    return editor;
}

void SeverityDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // The value as the file holds it: what is typed is stored as typed.
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        Field field;
        if (SitemapTableModel::fieldOf(index.column(), &field)) {
            line->setText(UrlTools::trimXmlWhitespace(
                index.data(SitemapTableModel::RawValueRole).toString()));
            return;
        }
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

std::optional<QString> SeverityDelegate::draftValue(QWidget *, const QString &text,
                                                    const QModelIndex &index) const
{
    const QString value = UrlTools::trimXmlWhitespace(text);
    if (value.isEmpty() && index.column() != SitemapTableModel::LocColumn)
        return std::nullopt;
    return value;
}

void SeverityDelegate::watchDraft(QWidget *editor, QLineEdit *text, const QModelIndex &index) const
{
    const auto *model = qobject_cast<const SitemapTableModel *>(index.model());
    Field field;
    if (!model || !model->document() || !SitemapTableModel::fieldOf(index.column(), &field))
        return;
    auto *marker = text->addAction(QIcon(), QLineEdit::LeadingPosition);
    marker->setVisible(false);
    const QPersistentModelIndex cell(index);
    const QPalette plain = text->palette();
    auto judge = [this, editor, text, marker, cell, field, plain, model] {
        if (!cell.isValid() || !model->document())
            return;
        const int file = cell.data(SitemapTableModel::FileIndexRole).toInt();
        const int entry = cell.data(SitemapTableModel::EntryIndexRole).toInt();
        const std::vector<Problem> problems = DraftVerdict::problems(
            *model->document(), file, entry, field, draftValue(editor, text->text(), cell));
        QPalette palette = plain;
        if (problems.empty()) {
            marker->setVisible(false);
            text->setPalette(palette);
            text->setToolTip(QString());
            emit draftJudged(QString());
            return;
        }
        Severity worst = Severity::Info;
        QStringList lines;
        for (const Problem &p : problems) {
            if (int(p.severity) > int(worst))
                worst = p.severity;
            QString line = SeverityStyle::label(p.severity) + QStringLiteral(": ") + p.message;
            if (p.fixedOnSave)
                line += QLatin1Char(' ') + tr("(fixed on save)");
            lines << line;
        }
        palette.setColor(QPalette::Base, SeverityStyle::tint(worst, plain.color(QPalette::Base)));
        text->setPalette(palette);
        marker->setIcon(SeverityStyle::icon(worst));
        marker->setToolTip(lines.join(QLatin1Char('\n')));
        marker->setVisible(true);
        text->setToolTip(lines.join(QLatin1Char('\n')));
        emit draftJudged(lines.first());
    };
    connect(text, &QLineEdit::textChanged, editor, judge);
    // The text setEditorData puts in is judged too, once the event loop runs.
    QMetaObject::invokeMethod(editor, judge, Qt::QueuedConnection);
    connect(editor, &QObject::destroyed, this, [this] { emit draftJudged(QString()); });
}
