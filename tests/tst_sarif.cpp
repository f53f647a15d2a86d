// SPDX-License-Identifier: GPL-3.0-or-later
// `sitemap-tool check --format sarif` against the members SARIF 2.1.0 requires
// (the OASIS specification, sections 3.13 sarifLog, 3.14 run, 3.18/3.19 tool and
// toolComponent, 3.27 result, 3.28 location, 3.29 physicalLocation, 3.30 region,
// 3.49 reportingDescriptor, 3.50 reportingConfiguration, 3.20 invocation, 3.58
// notification), and against the same check's JSON output: the same problems,
// in the same order, at the same places.

#include "rules.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray flawed = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                          "  <url><loc>/relative</loc><priority>2</priority></url>\n"
                          "  <url>\n"
                          "    <loc>https://www.example.com/a#top</loc>\n"
                          "    <changefreq>sometimes</changefreq>\n"
                          "  </url>\n"
                          "  <url><loc>https://www.example.com/b</loc>"
                          "<lastmod>2024-13-01</lastmod></url>\n"
                          "</urlset>\n";
const QByteArray clean = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                         "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                         "  <url><loc>https://shop.de/</loc></url>\n"
                         "</urlset>\n";

QJsonObject parse(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "not JSON:" << error.errorString() << bytes.left(200);
    return doc.object();
}

QString levelOf(const QString &severity)
{
    return severity == QLatin1String("info") ? QStringLiteral("note") : severity;
}

} // namespace

class TestSarif : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void logShape();
    void resultsMatchJsonOutput();
    void uriIsPercentEncodedRelativeReference();
    void unreadableFileIsANotification();
    void exitStatusAsForText();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSarif::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QDir::setCurrent(m_dir->path());
}

void TestSarif::logShape()
{
    TestSupport::writeFile(m_dir->path(), QStringLiteral("flawed.xml"), flawed);
    const TestSupport::ToolResult t =
        TestSupport::runTool({QStringLiteral("check"), QStringLiteral("--format"),
                              QStringLiteral("sarif"), QStringLiteral("flawed.xml")});
    QCOMPARE(t.exitCode, 1);
    const QJsonObject log = parse(t.out);
    // sarifLog: version "2.1.0", $schema, runs.
    QCOMPARE(log.value(QLatin1String("version")).toString(), QStringLiteral("2.1.0"));
    QVERIFY(log.value(QLatin1String("$schema")).toString().contains(QLatin1String("sarif")));
    const QJsonArray runs = log.value(QLatin1String("runs")).toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject run = runs[0].toObject();
    // run.tool.driver: name, version, rules.
    const QJsonObject driver =
        run.value(QLatin1String("tool")).toObject().value(QLatin1String("driver")).toObject();
    QCOMPARE(driver.value(QLatin1String("name")).toString(), QStringLiteral("sitemap-tool"));
    QVERIFY(!driver.value(QLatin1String("version")).toString().isEmpty());
    const QJsonArray rules = driver.value(QLatin1String("rules")).toArray();
    QCOMPARE(rules.size(), RuleCount);
    for (int i = 0; i < RuleCount; ++i) {
        const QJsonObject rule = rules[i].toObject();
        QCOMPARE(rule.value(QLatin1String("id")).toString(), Rules::idString(RuleId(i)));
        const QString summary = rule.value(QLatin1String("shortDescription"))
                                    .toObject()
                                    .value(QLatin1String("text"))
                                    .toString();
        QVERIFY(summary.size() > 15);
        QCOMPARE(rule.value(QLatin1String("defaultConfiguration"))
                     .toObject()
                     .value(QLatin1String("level"))
                     .toString(),
                 levelOf(severityName(Rules::severity(RuleId(i)))));
        QVERIFY(rule.value(QLatin1String("help"))
                    .toObject()
                    .value(QLatin1String("markdown"))
                    .toString()
                    .contains(QLatin1String("**How to fix it.**")));
    }
    // Columns are Unicode characters, not SARIF's default UTF-16 code units.
    QCOMPARE(run.value(QLatin1String("columnKind")).toString(),
             QStringLiteral("unicodeCodePoints"));
    QVERIFY(run.value(QLatin1String("results")).isArray());
    const QJsonArray invocations = run.value(QLatin1String("invocations")).toArray();
    QCOMPARE(invocations.size(), 1);
    QCOMPARE(invocations[0].toObject().value(QLatin1String("executionSuccessful")).toBool(false),
             true);
}

void TestSarif::resultsMatchJsonOutput()
{
    TestSupport::writeFile(m_dir->path(), QStringLiteral("flawed.xml"), flawed);
    TestSupport::writeFile(m_dir->path(), QStringLiteral("clean.xml"), clean);
    const QStringList files{QStringLiteral("flawed.xml"), QStringLiteral("clean.xml")};
    const TestSupport::ToolResult sarif = TestSupport::runTool(
        QStringList{QStringLiteral("check"), QStringLiteral("--format=sarif")} + files);
    const TestSupport::ToolResult json = TestSupport::runTool(
        QStringList{QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json")} +
        files);
    QCOMPARE(sarif.exitCode, json.exitCode);

    const QJsonObject run = parse(sarif.out).value(QLatin1String("runs")).toArray()[0].toObject();
    const QJsonArray rules = run.value(QLatin1String("tool"))
                                 .toObject()
                                 .value(QLatin1String("driver"))
                                 .toObject()
                                 .value(QLatin1String("rules"))
                                 .toArray();
    const QJsonArray results = run.value(QLatin1String("results")).toArray();
    QJsonArray expected;
    for (const QJsonValue &file : parse(json.out).value(QLatin1String("files")).toArray()) {
        for (const QJsonValue &issue : file.toObject().value(QLatin1String("issues")).toArray()) {
            QJsonObject o = issue.toObject();
            o.insert(QLatin1String("path"), file.toObject().value(QLatin1String("path")));
            expected.append(o);
        }
    }
    QVERIFY(expected.size() >= 5);
    QCOMPARE(results.size(), expected.size());
    for (int i = 0; i < results.size(); ++i) {
        const QJsonObject result = results[i].toObject();
        const QJsonObject issue = expected[i].toObject();
        // result: ruleId, ruleIndex into the driver's rules, level, message.text.
        const QString ruleId = result.value(QLatin1String("ruleId")).toString();
        QCOMPARE(ruleId, issue.value(QLatin1String("rule")).toString());
        const int ruleIndex = result.value(QLatin1String("ruleIndex")).toInt(-1);
        QCOMPARE(rules[ruleIndex].toObject().value(QLatin1String("id")).toString(), ruleId);
        QCOMPARE(result.value(QLatin1String("level")).toString(),
                 levelOf(issue.value(QLatin1String("severity")).toString()));
        QCOMPARE(result.value(QLatin1String("message"))
                     .toObject()
                     .value(QLatin1String("text"))
                     .toString(),
                 issue.value(QLatin1String("message")).toString());
        // locations[0].physicalLocation: artifactLocation.uri and the region.
        const QJsonArray locations = result.value(QLatin1String("locations")).toArray();
        QCOMPARE(locations.size(), 1);
        const QJsonObject physical =
            locations[0].toObject().value(QLatin1String("physicalLocation")).toObject();
        QCOMPARE(physical.value(QLatin1String("artifactLocation"))
                     .toObject()
                     .value(QLatin1String("uri"))
                     .toString(),
                 issue.value(QLatin1String("path")).toString());
        const QJsonObject region = physical.value(QLatin1String("region")).toObject();
        if (issue.contains(QLatin1String("line"))) {
            QCOMPARE(region.value(QLatin1String("startLine")).toInt(),
                     issue.value(QLatin1String("line")).toInt());
            QCOMPARE(region.value(QLatin1String("startColumn")).toInt(),
                     issue.value(QLatin1String("column")).toInt());
            QVERIFY(region.value(QLatin1String("startLine")).toInt() >= 1);
        } else {
            QVERIFY(!physical.contains(QLatin1String("region")));
        }
        QCOMPARE(result.value(QLatin1String("properties"))
                     .toObject()
                     .value(QLatin1String("entry"))
                     .toInt(-1),
                 issue.value(QLatin1String("entry")).toInt(-1));
    }
    // The second entry's fragment, on its line (4, or 5 where its <loc> starts).
    bool found = false;
    for (const QJsonValue &v : results) {
        const QJsonObject r = v.toObject();
        if (r.value(QLatin1String("ruleId")).toString() != QLatin1String("loc-fragment"))
            continue;
        const QJsonObject region = r.value(QLatin1String("locations"))
                                       .toArray()[0]
                                       .toObject()
                                       .value(QLatin1String("physicalLocation"))
                                       .toObject()
                                       .value(QLatin1String("region"))
                                       .toObject();
        QVERIFY(region.value(QLatin1String("startLine")).toInt() >= 4);
        QVERIFY(region.value(QLatin1String("startLine")).toInt() <= 5);
        QVERIFY(region.value(QLatin1String("startColumn")).toInt() >= 3);
        QCOMPARE(r.value(QLatin1String("level")).toString(), QStringLiteral("warning"));
        found = true;
    }
    QVERIFY(found);
}

void TestSarif::uriIsPercentEncodedRelativeReference()
{
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub dir")));
    TestSupport::writeFile(m_dir->path() + QLatin1String("/sub dir"), QStringLiteral("a:b#1%.xml"),
                           flawed);
    const TestSupport::ToolResult t =
        TestSupport::runTool({QStringLiteral("check"), QStringLiteral("--format"),
                              QStringLiteral("sarif"), QStringLiteral("sub dir/a:b#1%.xml")});
    QCOMPARE(t.exitCode, 1);
    const QJsonArray results = parse(t.out)
                                   .value(QLatin1String("runs"))
                                   .toArray()[0]
                                   .toObject()
                                   .value(QLatin1String("results"))
                                   .toArray();
    QVERIFY(!results.isEmpty());
    for (const QJsonValue &v : results) {
        QCOMPARE(v.toObject()
                     .value(QLatin1String("locations"))
                     .toArray()[0]
                     .toObject()
                     .value(QLatin1String("physicalLocation"))
                     .toObject()
                     .value(QLatin1String("artifactLocation"))
                     .toObject()
                     .value(QLatin1String("uri"))
                     .toString(),
                 QStringLiteral("sub%20dir/a%3Ab%231%25.xml"));
    }
}

void TestSarif::unreadableFileIsANotification()
{
    TestSupport::writeFile(m_dir->path(), QStringLiteral("clean.xml"), clean);
    const TestSupport::ToolResult t = TestSupport::runTool(
        {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("sarif"),
         QStringLiteral("clean.xml"), QStringLiteral("missing.xml")});
    QCOMPARE(t.exitCode, 2);
    const QJsonObject run = parse(t.out).value(QLatin1String("runs")).toArray()[0].toObject();
    QVERIFY(run.value(QLatin1String("results")).toArray().isEmpty());
    const QJsonObject invocation = run.value(QLatin1String("invocations")).toArray()[0].toObject();
    QCOMPARE(invocation.value(QLatin1String("executionSuccessful")).toBool(true), false);
    const QJsonArray notifications =
        invocation.value(QLatin1String("toolExecutionNotifications")).toArray();
    QCOMPARE(notifications.size(), 1);
    const QJsonObject notification = notifications[0].toObject();
    QCOMPARE(notification.value(QLatin1String("level")).toString(), QStringLiteral("error"));
    QVERIFY(notification.value(QLatin1String("message"))
                .toObject()
                .value(QLatin1String("text"))
                .toString()
                .contains(QLatin1String("missing.xml")));
    QCOMPARE(notification.value(QLatin1String("locations"))
                 .toArray()[0]
                 .toObject()
                 .value(QLatin1String("physicalLocation"))
                 .toObject()
                 .value(QLatin1String("artifactLocation"))
                 .toObject()
                 .value(QLatin1String("uri"))
                 .toString(),
             QStringLiteral("missing.xml"));
}

void TestSarif::exitStatusAsForText()
{
    TestSupport::writeFile(m_dir->path(), QStringLiteral("clean.xml"), clean);
    TestSupport::writeFile(m_dir->path(), QStringLiteral("flawed.xml"), flawed);
    for (const QString &file : {QStringLiteral("clean.xml"), QStringLiteral("flawed.xml"),
                                QStringLiteral("missing.xml")}) {
        const TestSupport::ToolResult text = TestSupport::runTool({QStringLiteral("check"), file});
        const TestSupport::ToolResult sarif = TestSupport::runTool(
            {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("sarif"), file});
        QCOMPARE(sarif.exitCode, text.exitCode);
        QVERIFY(parse(sarif.out).contains(QLatin1String("runs")));
    }
}

QTEST_GUILESS_MAIN(TestSarif)
#include "tst_sarif.moc"
