// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulereference.h"

#include <QFile>
#include <QRegularExpression>

namespace {

// "**What it means.**" -> "What it means."; "`loc`" -> "loc": the summary is plain text.
QString plainText(QString markdown)
{
    markdown.remove(QStringLiteral("**"));
    markdown.remove(QLatin1Char('`'));
    return markdown.simplified();
}

} // namespace

namespace RuleReference {

QList<Section> parse(const QString &document)
{
    static const QRegularExpression heading(QStringLiteral("^### `([a-z0-9-]+)`\\s*$"));
    static const QRegularExpression severityLine(
        QStringLiteral("^Severity: (error|warning|info)\\b"));

    QList<Section> result;
    const QStringList lines = document.split(QLatin1Char('\n'));
    Section *current = nullptr;
    QStringList body;
    bool inFence = false;
    const auto finish = [&] {
        if (!current)
            return;
        while (!body.isEmpty() && body.last().trimmed().isEmpty())
            body.removeLast();
        while (!body.isEmpty() && body.first().trimmed().isEmpty())
            body.removeFirst();
        current->body = body.join(QLatin1Char('\n'));
        // The summary: the first paragraph after the severity line.
        QStringList paragraph;
        bool severitySeen = false;
        for (const QString &line : std::as_const(body)) {
            if (!severitySeen) {
                const QRegularExpressionMatch m = severityLine.match(line);
                if (m.hasMatch()) {
                    current->severity = m.captured(1);
                    severitySeen = true;
                }
                continue;
            }
            if (line.trimmed().isEmpty()) {
                if (!paragraph.isEmpty())
                    break;
                continue;
            }
            paragraph << line;
        }
        current->summary = plainText(paragraph.join(QLatin1Char(' ')));
        body.clear();
        current = nullptr;
    };
    for (const QString &rawLine : lines) {
        QString line = rawLine;
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.startsWith(QLatin1String("```")))
            inFence = !inFence;
        if (!inFence && line.startsWith(QLatin1String("#"))) {
            const QRegularExpressionMatch m = heading.match(line);
            if (m.hasMatch() || line.startsWith(QLatin1String("## ")) ||
                line.startsWith(QLatin1String("# "))) {
                finish();
                if (m.hasMatch()) {
                    result.append(Section{m.captured(1), {}, {}, {}});
                    current = &result.last();
                }
                continue;
            }
        }
        if (current)
            body << line;
    }
    finish();
    return result;
}

const QList<Section> &sections()
{
    static const QList<Section> all = [] {
        QFile file(QStringLiteral(":/docs/rules.md"));
        if (!file.open(QIODevice::ReadOnly))
            return QList<Section>();
        return parse(QString::fromUtf8(file.readAll()));
    }();
    return all;
}

const Section *find(QStringView id)
{
    for (const Section &section : sections()) {
        if (section.id == id)
            return &section;
    }
    return nullptr;
}

QString markdown(const Section &section)
{
    return QLatin1String("# ") + section.id + QLatin1String("\n\n") + section.body +
           QLatin1Char('\n');
}

} // namespace RuleReference
