// SPDX-License-Identifier: GPL-3.0-or-later
// The rule reference (docs/rules.md) against the rule catalogue: every rule id
// has one section and every section is a rule, with the catalogue's severity and
// the parts a user looks for; `sitemap-tool rules` and `explain` print it; and no
// document of the project links outside the repository.

#include "rulereference.h"
#include "rules.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
        const TestSupport::ToolResult t = TestSupport::runTool({QStringLiteral("explain"), id});
        QCOMPARE(t.exitCode, 0);
        QVERIFY(t.err.isEmpty());
        const QString text = QString::fromUtf8(t.out);
        QVERIFY(text.startsWith(id + QLatin1String("\n\nSeverity: ")));
        QVERIFY(text.contains(RuleReference::find(id)->body));
    }
    const TestSupport::ToolResult t =
        TestSupport::runTool({QStringLiteral("explain"), QStringLiteral("loc-fragment")});
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
