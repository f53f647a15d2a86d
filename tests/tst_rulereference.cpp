// SPDX-License-Identifier: GPL-3.0-or-later
// The rule reference (docs/rules.md) against the rule catalogue: every rule id
// has one section and every section is a rule, with the catalogue's severity and
// the parts a user looks for; the German reference (docs/rules.de.md) has the
// same sections with the same parts, the web audit's rules included;
// `sitemap-tool rules` and `explain` print it, `explain` in German under a German
// locale; and no document of the project links outside the repository.

#include "rulereference.h"
#include "rules.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

QStringList catalogueIds()
{
    QStringList ids;
    for (int i = 0; i < RuleCount; ++i)
        ids << Rules::idString(RuleId(i));
    return ids;
}

QStringList referenceIds()
{
    QStringList ids;
    for (const RuleReference::Section &s : RuleReference::sections())
        ids << s.id;
    return ids;
}

QString fileText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The rule tables of PROTOCOL.md section 4: "| `rule-id` ... | severity | when |"
// (empty when ../shared is absent).
QList<QRegularExpressionMatch> protocolRows()
{
    static const QRegularExpression row(
        QStringLiteral("^\\| `([a-z0-9-]+)`[^|]*\\| (error|warning|info) \\|"),
        QRegularExpression::MultilineOption);
    const QString protocol = fileText(TestSupport::sharedDir() + QLatin1String("/PROTOCOL.md"));
    QList<QRegularExpressionMatch> rows;
    for (auto it = row.globalMatch(protocol); it.hasNext();)
        rows << it.next();
    return rows;
}

QStringList protocolIds()
{
    QStringList ids;
    for (const QRegularExpressionMatch &m : protocolRows())
        ids << m.captured(1);
    return ids;
}

QString protocolSeverity(const QString &id)
{
    for (const QRegularExpressionMatch &m : protocolRows()) {
        if (m.captured(1) == id)
            return m.captured(2);
    }
    return {};
}

// The web audit's rules (PROTOCOL.md section 4.2) with their severities: the
// catalogue's once it has them, else as the rule book lists them.
QList<std::pair<QString, QString>> webRules()
{
    QList<std::pair<QString, QString>> rules;
    for (int i = 0; i < RuleCount; ++i) {
        const QString id = Rules::idString(RuleId(i));
        if (id.startsWith(QLatin1String("web-")))
            rules.append({id, severityName(Rules::severity(RuleId(i)))});
    }
    if (!rules.isEmpty())
        return rules;
    static const char *const ruleBook[][2] = {
        {"web-not-found", "error"},      {"web-client-error", "error"},
        {"web-server-error", "warning"}, {"web-redirect", "warning"},
        {"web-noindex", "error"},        {"web-canonical-elsewhere", "warning"},
        {"web-robots-blocked", "error"}, {"web-unreachable", "warning"},
        {"web-lastmod-behind", "info"},
    };
    for (const auto &rule : ruleBook)
        rules.append({QLatin1String(rule[0]), QLatin1String(rule[1])});
    return rules;
}

// Every rule a reference is written for, with its severity.
QList<std::pair<QString, QString>> allRules()
{
    QList<std::pair<QString, QString>> rules;
    for (int i = 0; i < RuleCount; ++i) {
        const QString id = Rules::idString(RuleId(i));
        if (!id.startsWith(QLatin1String("web-")))
            rules.append({id, severityName(Rules::severity(RuleId(i)))});
    }
    return rules + webRules();
}

// The parts of a section in each language: the labels a reader looks for.
const QList<std::pair<QLatin1String, QLatin1String>> &partLabels()
{
    static const QList<std::pair<QLatin1String, QLatin1String>> labels{
        {QLatin1String("**What it means.**"), QLatin1String("**Was das bedeutet.**")},
        {QLatin1String("**Why engines care.**"),
         QLatin1String("**Warum Suchmaschinen darauf achten.**")},
        {QLatin1String("**How to fix it.**"), QLatin1String("**So beheben Sie es.**")},
        {QLatin1String("**Example.**"), QLatin1String("**Beispiel.**")},
    };
    return labels;
}

// The first line of a section's body: its severity line.
QString severityLine(const RuleReference::Section &section)
{
    return section.body.section(QLatin1Char('\n'), 0, 0);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestRuleReference : public QObject
{
    Q_OBJECT

private slots:
    void embeddedReferenceIsTheDocument();
    void everyCatalogueRuleHasOneSection();
    void sectionsHaveTheirParts();
    void everyProtocolRuleHasASection();
    void parseFindsSectionsOnly();
    void rulesCommandListsTheCatalogue();
    void rulesCommandJson();
    void rulesCommandUsage();
    void explainPrintsTheSection();
    void explainUsageAndErrors();
    void germanReferenceIsTheDocument();
    void everyRuleHasAGermanSection();
    void germanSectionsHaveTheEnglishParts();
    void germanSectionsAreGerman();
    void parseReadsGermanSeverities();
    void languageFollowsTheLocale();
    void findFallsBackToEnglish();
    void explainSpeaksTheLocalesLanguage();
    void documentsLinkInsideTheRepository();
};

void TestRuleReference::embeddedReferenceIsTheDocument()
{
    const QString source = fileText(QStringLiteral(SITEMAP_SOURCE_DIR "/docs/rules.md"));
    QVERIFY(!source.isEmpty());
    QCOMPARE(fileText(QStringLiteral(":/docs/rules.md")), source);
}

void TestRuleReference::everyCatalogueRuleHasOneSection()
{
    const QStringList reference = referenceIds();
    QCOMPARE(QSet<QString>(reference.begin(), reference.end()).size(), reference.size());
    const QStringList catalogue = catalogueIds();
    for (const QString &id : catalogue)
        QVERIFY2(reference.contains(id), qPrintable(id + QLatin1String(" has no section")));
    for (const QString &id : reference)
        QVERIFY2(catalogue.contains(id),
                 qPrintable(id + QLatin1String(" has a section but is no rule")));
    QCOMPARE(reference.size(), catalogue.size());
}

void TestRuleReference::sectionsHaveTheirParts()
{
    for (const RuleReference::Section &s : RuleReference::sections()) {
        const QByteArray id = s.id.toUtf8();
        if (const auto rule = Rules::fromId(s.id)) {
            QVERIFY2(s.severity == severityName(Rules::severity(*rule)),
                     (id + " states the severity " + s.severity.toUtf8()).constData());
        }
        QVERIFY2(s.summary.size() > 15, id.constData());
        QVERIFY2(!s.summary.contains(QLatin1Char('\n')), id.constData());
        for (const char *part : {"**What it means.**", "**Why engines care.**",
                                 "**How to fix it.**", "**Example.**", "```"}) {
            QVERIFY2(s.body.contains(QLatin1String(part)), (id + " lacks " + part).constData());
        }
    }
}

void TestRuleReference::everyProtocolRuleHasASection()
{
    const QStringList ids = protocolIds();
    if (ids.isEmpty())
        QSKIP("../shared/PROTOCOL.md is absent");
    QVERIFY(ids.size() >= 53);
    for (const QString &id : ids) {
        const RuleReference::Section *s = RuleReference::find(id);
        QVERIFY2(s, qPrintable(id + QLatin1String(" has no section")));
        QCOMPARE(s->severity, protocolSeverity(id));
    }
    QCOMPARE(sorted(referenceIds()), sorted(ids));
}

void TestRuleReference::parseFindsSectionsOnly()
{
    const QList<RuleReference::Section> sections = RuleReference::parse(QStringLiteral(
        "# Title\n\nIntro.\n\n## Group\n\n### `a-rule`\n\nSeverity: warning · Fixed on save\n\n"
        "The `first` paragraph,\non two lines.\n\n**What it means.** More.\n\n```text\n"
        "### `not-a-rule`\n```\n\n## Next group\n\nNot in a section.\n\n### `b-rule`\n\n"
        "Severity: info\n\nB.\n"));
    QCOMPARE(sections.size(), 2);
    QCOMPARE(sections[0].id, QStringLiteral("a-rule"));
    QCOMPARE(sections[0].severity, QStringLiteral("warning"));
    QCOMPARE(sections[0].summary, QStringLiteral("The first paragraph, on two lines."));
    QVERIFY(sections[0].body.startsWith(QLatin1String("Severity: warning")));
    QVERIFY(sections[0].body.endsWith(QLatin1String("```")));
    QVERIFY(sections[0].body.contains(QLatin1String("### `not-a-rule`")));
    QVERIFY(!sections[0].body.contains(QLatin1String("Not in a section")));
    QCOMPARE(sections[1].id, QStringLiteral("b-rule"));
    QCOMPARE(sections[1].summary, QStringLiteral("B."));
}

void TestRuleReference::rulesCommandListsTheCatalogue()
{
    const TestSupport::ToolResult t = TestSupport::runTool({QStringLiteral("rules")});
    QCOMPARE(t.exitCode, 0);
    QVERIFY(t.err.isEmpty());
    const QStringList lines = QString::fromUtf8(t.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList ids;
    for (const QString &line : lines) {
        const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY(columns.size() >= 3);
        ids << columns[0];
        const auto rule = Rules::fromId(columns[0]);
        QVERIFY2(rule, qPrintable(columns[0]));
        QCOMPARE(columns[1], severityName(Rules::severity(*rule)));
        QVERIFY(line.endsWith(RuleReference::find(columns[0])->summary));
    }
    QCOMPARE(ids, catalogueIds());
}

void TestRuleReference::rulesCommandJson()
{
    const TestSupport::ToolResult t = TestSupport::runTool(
        {QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(t.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(t.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    QStringList ids;
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject o = v.toObject();
        QCOMPARE(o.size(), 3);
        ids << o.value(QLatin1String("rule")).toString();
        const RuleReference::Section *s = RuleReference::find(ids.last());
        QVERIFY(s);
        QCOMPARE(o.value(QLatin1String("severity")).toString(), s->severity);
        QCOMPARE(o.value(QLatin1String("summary")).toString(), s->summary);
    }
    QCOMPARE(ids, catalogueIds());
    const TestSupport::ToolResult same =
        TestSupport::runTool({QStringLiteral("rules"), QStringLiteral("--format=json")});
    QCOMPARE(same.out, t.out);
}

void TestRuleReference::rulesCommandUsage()
{
    TestSupport::ToolResult t =
        TestSupport::runTool({QStringLiteral("rules"), QStringLiteral("--help")});
    QCOMPARE(t.exitCode, 0);
    QVERIFY(t.out.startsWith("usage: sitemap-tool rules"));
    t = TestSupport::runTool(
        {QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("xml")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.out.isEmpty());
    QVERIFY(t.err.contains("usage: sitemap-tool rules"));
    t = TestSupport::runTool({QStringLiteral("rules"), QStringLiteral("--colour")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.err.contains("usage: sitemap-tool rules"));
    t = TestSupport::runTool({QStringLiteral("rules"), QStringLiteral("--format")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.err.contains("usage: sitemap-tool rules"));
}

void TestRuleReference::explainPrintsTheSection()
{
    const QStringList ids = catalogueIds();
    for (const QString &id : ids) {
        const TestSupport::ToolResult t = TestSupport::runToolInLocale(
            {QStringLiteral("explain"), id}, {QStringLiteral("LC_ALL=C")});
        QCOMPARE(t.exitCode, 0);
        QVERIFY(t.err.isEmpty());
        const QString text = QString::fromUtf8(t.out);
        QVERIFY(text.startsWith(id + QLatin1String("\n\nSeverity: ")));
        QVERIFY(text.contains(RuleReference::find(id)->body));
    }
    const TestSupport::ToolResult t =
        TestSupport::runToolInLocale({QStringLiteral("explain"), QStringLiteral("loc-fragment")},
                                     {QStringLiteral("LANG=en_US.UTF-8")});
    QVERIFY(t.out.contains("**How to fix it.** Remove the fragment."));
}

void TestRuleReference::explainUsageAndErrors()
{
    TestSupport::ToolResult t =
        TestSupport::runTool({QStringLiteral("explain"), QStringLiteral("no-such-rule")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.out.isEmpty());
    QVERIFY(t.err.contains("unknown rule id 'no-such-rule'"));
    t = TestSupport::runTool({QStringLiteral("explain")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.err.contains("usage: sitemap-tool explain RULE-ID"));
    t = TestSupport::runTool(
        {QStringLiteral("explain"), QStringLiteral("--verbose"), QStringLiteral("loc-missing")});
    QCOMPARE(t.exitCode, 2);
    QVERIFY(t.err.contains("usage: sitemap-tool explain RULE-ID"));
    t = TestSupport::runTool({QStringLiteral("explain"), QStringLiteral("--help")});
    QCOMPARE(t.exitCode, 0);
    QVERIFY(t.out.startsWith("usage: sitemap-tool explain RULE-ID"));
}

void TestRuleReference::germanReferenceIsTheDocument()
{
    const QString source = fileText(QStringLiteral(SITEMAP_SOURCE_DIR "/docs/rules.de.md"));
    QVERIFY(!source.isEmpty());
    QCOMPARE(fileText(QStringLiteral(":/docs/rules.de.md")), source);
}

void TestRuleReference::everyRuleHasAGermanSection()
{
    const QList<RuleReference::Section> &german = RuleReference::sections(u"de");
    QStringList ids;
    for (const RuleReference::Section &s : german)
        ids << s.id;
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    const QList<std::pair<QString, QString>> rules = allRules();
    QCOMPARE(webRules().size(), 9);
    QStringList expected;
    for (const auto &[id, severity] : rules) {
        expected << id;
        const RuleReference::Section *s = nullptr;
        for (const RuleReference::Section &section : german) {
            if (section.id == id)
                s = &section;
        }
        QVERIFY2(s, qPrintable(id + QLatin1String(" has no German section")));
        QVERIFY2(s->severity == severity,
                 qPrintable(id + QLatin1String(" states the severity ") + s->severity));
    }
    for (const QString &id : std::as_const(ids))
        QVERIFY2(expected.contains(id),
                 qPrintable(id + QLatin1String(" has a German section but is no rule")));
    QCOMPARE(ids.size(), expected.size());
    // The rules of the English document in its order.
    QStringList englishOrder = referenceIds();
    QStringList sameRules = ids;
    sameRules.removeIf([&](const QString &id) { return !englishOrder.contains(id); });
    englishOrder.removeIf([&](const QString &id) { return !sameRules.contains(id); });
    QCOMPARE(sameRules, englishOrder);
}

void TestRuleReference::germanSectionsHaveTheEnglishParts()
{
    for (const auto &[id, severity] : allRules()) {
        const RuleReference::Section *de = RuleReference::find(id, u"de");
        QVERIFY2(de && de != RuleReference::find(id), qPrintable(id));
        const QByteArray name = id.toUtf8();
        QVERIFY2(de->summary.size() > 15, name.constData());
        QVERIFY2(severityLine(*de).startsWith(QLatin1String("Schweregrad: ")), name.constData());
        const RuleReference::Section *en = RuleReference::find(id);
        for (const auto &[english, germanLabel] : partLabels()) {
            QVERIFY2(de->body.count(germanLabel) == 1,
                     qPrintable(id + QLatin1String(" lacks ") + germanLabel));
            if (en)
                QVERIFY2(en->body.contains(english),
                         qPrintable(id + QLatin1String(" lacks ") + english));
        }
        // The parts in the same order, the example last with its code.
        qsizetype at = -1;
        for (const auto &labels : partLabels()) {
            const qsizetype next = de->body.indexOf(labels.second);
            QVERIFY2(next > at, name.constData());
            at = next;
        }
        QVERIFY2(de->body.indexOf(QLatin1String("```"), at) > at, name.constData());
        if (!en)
            continue; // a web audit rule whose English section is written elsewhere
        QCOMPARE(de->body.count(QLatin1String("```")), en->body.count(QLatin1String("```")));
        // The severity line names Search Console's label and the repair on save
        // where the English one does.
        const QString enLine = severityLine(*en);
        const QString deLine = severityLine(*de);
        QVERIFY2(enLine.contains(QLatin1String("Search Console:")) ==
                     deLine.contains(QLatin1String("Search Console:")),
                 name.constData());
        QVERIFY2(enLine.contains(QLatin1String("Fixed on save")) ==
                     deLine.contains(QLatin1String("Wird beim Speichern behoben")),
                 name.constData());
        QVERIFY2(enLine.count(QLatin1Char('"')) == deLine.count(QChar(0x201C)) * 2,
                 (name + " names other Search Console labels").constData());
    }
}

void TestRuleReference::germanSectionsAreGerman()
{
    const QString document = fileText(QStringLiteral(":/docs/rules.de.md"));
    for (const char *english :
         {"Severity:", "**What it means.**", "**Why engines care.**", "**How to fix it.**",
          "**Example.**", "Fixed on save", "<!-- flagged", "<!-- fine"}) {
        QVERIFY2(!document.contains(QLatin1String(english)), english);
    }
    for (const RuleReference::Section &s : RuleReference::sections(u"de")) {
        // German words a summary in English would not have.
        static const QRegularExpression germanWord(
            QStringLiteral("\\b(der|die|das|ist|ein|eine|nicht|oder|und|hat|kein|keine|"
                           "einer|eines|einem)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(germanWord.match(s.summary).hasMatch(),
                 qPrintable(s.id + QLatin1String(": ") + s.summary));
    }
}

void TestRuleReference::parseReadsGermanSeverities()
{
    const QList<RuleReference::Section> sections = RuleReference::parse(QStringLiteral(
        "## Gruppe\n\n### `a-rule`\n\nSchweregrad: Fehler · Search Console: \u201EX\u201C\n\n"
        "Erster Absatz.\n\n### `b-rule`\n\nSchweregrad: Warnung · Wird beim Speichern behoben\n\n"
        "B.\n\n### `c-rule`\n\nSchweregrad: Hinweis\n\nC.\n\n### `d-rule`\n\nSchweregrad: "
        "Fehlerhaft\n\nD.\n"));
    QCOMPARE(sections.size(), 4);
    QCOMPARE(sections[0].severity, QStringLiteral("error"));
    QCOMPARE(sections[0].summary, QStringLiteral("Erster Absatz."));
    QCOMPARE(sections[1].severity, QStringLiteral("warning"));
    QCOMPARE(sections[2].severity, QStringLiteral("info"));
    QCOMPARE(sections[3].severity, QString());
}

void TestRuleReference::languageFollowsTheLocale()
{
    QCOMPARE(RuleReference::languages(), QStringList({QStringLiteral("en"), QStringLiteral("de")}));
    QCOMPARE(RuleReference::languageFor(QLocale(QLocale::German, QLocale::Germany)), u"de");
    QCOMPARE(RuleReference::languageFor(QLocale(QLocale::German, QLocale::Austria)), u"de");
    QCOMPARE(RuleReference::languageFor(QLocale(QLocale::English, QLocale::UnitedStates)), u"en");
    QCOMPARE(RuleReference::languageFor(QLocale::c()), u"en");
    // No French reference: English, the language the reference is written in first.
    QCOMPARE(RuleReference::languageFor(QLocale(QLocale::French, QLocale::France)), u"en");
    QVERIFY(RuleReference::sections(u"fr").isEmpty());
}

void TestRuleReference::findFallsBackToEnglish()
{
    QCOMPARE(RuleReference::find(u"loc-missing", u"en"), RuleReference::find(u"loc-missing"));
    QCOMPARE(RuleReference::find(u"loc-missing", u"fr"), RuleReference::find(u"loc-missing"));
    const RuleReference::Section *de = RuleReference::find(u"loc-missing", u"de");
    QVERIFY(de);
    QVERIFY(de->body.startsWith(QLatin1String("Schweregrad: Fehler")));
    QVERIFY(!RuleReference::find(u"no-such-rule", u"de"));
}

void TestRuleReference::explainSpeaksTheLocalesLanguage()
{
    const QStringList arguments{QStringLiteral("explain"), QStringLiteral("loc-fragment")};
    const RuleReference::Section *de = RuleReference::find(u"loc-fragment", u"de");
    const RuleReference::Section *en = RuleReference::find(u"loc-fragment");
    QVERIFY(de && en && de != en);
    const QString german = QLatin1String("loc-fragment\n\n") + de->body + QLatin1Char('\n');
    const QString english = QLatin1String("loc-fragment\n\n") + en->body + QLatin1Char('\n');
    const QList<std::pair<QStringList, QString>> cases{
        {{QStringLiteral("LANGUAGE=de"), QStringLiteral("LANG=de_DE.UTF-8")}, german},
        {{QStringLiteral("LANG=de_DE.UTF-8")}, german},
        {{QStringLiteral("LC_ALL=de_AT.UTF-8")}, german},
        {{QStringLiteral("LANGUAGE=fr:de"), QStringLiteral("LANG=fr_FR.UTF-8")}, german},
        {{QStringLiteral("LC_ALL=C")}, english},
        {{QStringLiteral("LANG=C")}, english},
        {{QStringLiteral("LANG=en_GB.UTF-8")}, english},
        {{QStringLiteral("LANGUAGE=en"), QStringLiteral("LANG=de_DE.UTF-8")}, english},
    };
    for (const auto &[variables, expected] : cases) {
        const TestSupport::ToolResult t = TestSupport::runToolInLocale(arguments, variables);
        QCOMPARE(t.exitCode, 0);
        QVERIFY(t.err.isEmpty());
        QVERIFY2(QString::fromUtf8(t.out) == expected, qPrintable(variables.join(u' ')));
    }
    // Every rule of the catalogue in German.
    for (const QString &id : catalogueIds()) {
        const TestSupport::ToolResult t = TestSupport::runToolInLocale(
            {QStringLiteral("explain"), id}, {QStringLiteral("LANG=de_DE.UTF-8")});
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.out.startsWith((id + QLatin1String("\n\nSchweregrad: ")).toUtf8()),
                 qPrintable(id));
    }
}

void TestRuleReference::documentsLinkInsideTheRepository()
{
    const QDir root(QStringLiteral(SITEMAP_SOURCE_DIR));
    QStringList documents{root.filePath(QStringLiteral("README.md"))};
    for (QDirIterator it(root.path(), {QStringLiteral("*.md")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        // Build trees (build/, build-asan/, ...) and hidden folders are not the project's
        // documents.
        const QString relative = root.relativeFilePath(path);
        if (!relative.startsWith(QLatin1String("build")) &&
            !relative.startsWith(QLatin1Char('.')) && !documents.contains(path))
            documents << path;
    }
    QVERIFY(documents.size() >= 3);
    // Markdown links and images: [text](target) and ![alt](target).
    static const QRegularExpression link(QStringLiteral("\\]\\(([^)\\s]+)\\)"));
    for (const QString &path : std::as_const(documents)) {
        const QString text = fileText(path);
        const QDir folder = QFileInfo(path).dir();
        for (auto it = link.globalMatch(text); it.hasNext();) {
            QString target = it.next().captured(1);
            const QByteArray where =
                (root.relativeFilePath(path) + QLatin1String(": ") + target).toUtf8();
            QVERIFY2(!target.contains(QLatin1String("://")) &&
                         !target.startsWith(QLatin1String("mailto:")),
                     (where + " leaves the repository").constData());
            target = target.section(QLatin1Char('#'), 0, 0);
            if (target.isEmpty())
                continue;
            const QString resolved = QDir::cleanPath(folder.absoluteFilePath(target));
            QVERIFY2(resolved.startsWith(QDir::cleanPath(root.absolutePath()) + QLatin1Char('/')),
                     (where + " points outside the repository").constData());
            QVERIFY2(QFileInfo::exists(resolved), (where + " does not exist").constData());
        }
    }
}

QTEST_GUILESS_MAIN(TestRuleReference)
#include "tst_rulereference.moc"
