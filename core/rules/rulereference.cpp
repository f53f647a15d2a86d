// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulereference.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>

namespace {

// "**What it means.**" -> "What it means."; "`loc`" -> "loc": the summary is plain text.
QString plainText(QString markdown)
{
    markdown.remove(QStringLiteral("**"));
    markdown.remove(QLatin1Char('`'));
    return markdown.simplified();
}

// The severity a severity line states, in the document's language, as the
// catalogue names it: "Fehler" -> "error".
QString severityOf(const QString &stated)
{
    if (stated == QLatin1String("Fehler"))
        return QStringLiteral("error");
    if (stated == QLatin1String("Warnung"))
        return QStringLiteral("warning");
    if (stated == QLatin1String("Hinweis"))
        return QStringLiteral("info");
    return stated;
}

QList<RuleReference::Section> load(const QString &resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return RuleReference::parse(QString::fromUtf8(file.readAll()));
}

} // namespace

namespace RuleReference {

QList<Section> parse(const QString &document)
{
    static const QRegularExpression heading(QStringLiteral("^### `([a-z0-9-]+)`\\s*$"));
    static const QRegularExpression severityLine(QStringLiteral(
        "^(?:Severity: (error|warning|info)|Schweregrad: (Fehler|Warnung|Hinweis))\\b"));

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
                    current->severity =
                        severityOf(m.hasCaptured(1) ? m.captured(1) : m.captured(2));
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

QStringList languages()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString languageFor(const QLocale &locale)
{
    const QStringList available = languages();
    for (const QString &uiLanguage : locale.uiLanguages()) {
        // "de-DE", "de_AT", "de" -> "de"; "C" names no language.
        const QString language =
            uiLanguage.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (available.contains(language))
            return language;
    }
    return available.first();
}

const QList<Section> &sections()
{
    static const QList<Section> english = load(QStringLiteral(":/docs/rules.md"));
    return english;
}

const QList<Section> &sections(QStringView language)
{
    static const QList<Section> german = load(QStringLiteral(":/docs/rules.de.md"));
    static const QList<Section> none;
    if (language == QLatin1String("en"))
        return sections();
    if (language == QLatin1String("de"))
        return german;
    return none;
}

const Section *find(QStringView id)
{
    for (const Section &section : sections()) {
        if (section.id == id)
            return &section;
    }
    return nullptr;
}

const Section *find(QStringView id, QStringView language)
{
    for (const Section &section : sections(language)) {
        if (section.id == id)
            return &section;
    }
    return find(id);
}

QString markdown(const Section &section)
{
    return QLatin1String("# ") + section.id + QLatin1String("\n\n") + section.body +
           QLatin1Char('\n');
}

} // namespace RuleReference
