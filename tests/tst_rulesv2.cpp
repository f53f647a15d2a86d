// The rules of rule book version 2, as `sitemap-tool check --format json` reports
// them: for each rule a file that triggers it (with the line and column of every
// report, at the element PROTOCOL.md names) and a near miss that does not; the
// repairs the writer makes for them; and the hreflang set rules kept incrementally
// through random edits, compared with a fresh full pass after each.

#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "testsupport.h"
#include "toolcommands.h"
#include "validator.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Every extension namespace on one line (line 2); entries start on line 3.
QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\" "
           "xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\" "
           "xmlns:news=\"http://www.google.com/schemas/sitemap-news/0.9\" "
           "xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" +
           body + "</urlset>\n";
}

QByteArray index(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</sitemapindex>\n";
}

// One <url> on one line.
QByteArray url(const QByteArray &loc, const QByteArray &more = {})
{
    return "<url><loc>" + loc + "</loc>" + more + "</url>\n";
}

[[maybe_unused]] QByteArray link(const QByteArray &lang, const QByteArray &href)
{
    return "<xhtml:link rel=\"alternate\" hreflang=\"" + lang + "\" href=\"" + href + "\"/>";
}

struct Report
{
    QString rule;
    QString file; // file name
    int line = 0;
    int column = 0;
    QString message;
};

// check --format json on path (in process, the same code as the binary).
QList<Report> check(const QString &path)
{
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    ToolCommands::check({QStringLiteral("--format"), QStringLiteral("json"), path}, out, err);
    out.flush();
    const QJsonObject root = QJsonDocument::fromJson(outText.toUtf8()).object();
    QList<Report> reports;
    for (const QJsonValue &file : root.value(QLatin1String("files")).toArray()) {
        const QString name =
            QFileInfo(file.toObject().value(QLatin1String("path")).toString()).fileName();
        for (const QJsonValue &v : file.toObject().value(QLatin1String("issues")).toArray()) {
            const QJsonObject o = v.toObject();
            reports.push_back({o.value(QLatin1String("rule")).toString(), name,
                               o.value(QLatin1String("line")).toInt(),
                               o.value(QLatin1String("column")).toInt(),
                               o.value(QLatin1String("message")).toString()});
        }
    }
    return reports;
}

} // namespace

class TestRulesV2 : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void rule_data();
    void rule();
    void percentRepairedOnSave();

private:
    QTemporaryDir m_dir;
    int m_case = 0;
};

void TestRulesV2::initTestCase()
{
    // news-stale and lastmod-future are judged against a fixed "now".
    Validator::setCurrentTimeForTesting(
        QDateTime::fromString(QStringLiteral("2024-06-01T12:00:00Z"), Qt::ISODate)
            .toMSecsSinceEpoch());
}

void TestRulesV2::cleanupTestCase()
{
    Validator::setCurrentTimeForTesting(0);
}

void TestRulesV2::rule_data()
{
    QTest::addColumn<QByteArray>("main");  // main.xml, checked
    QTest::addColumn<QByteArray>("child"); // child.xml next to it, when not empty
    QTest::addColumn<QString>("rule");
    // Where each report of the rule is: "file:line:column ..." in report order; empty
    // for a near miss, where the rule must not be reported at all.
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message"); // part of the first report's message

    auto row = [](const char *tag, const QByteArray &main, const char *rule, const char *where,
                  const char *message = "", const QByteArray &child = {}) {
        QTest::newRow(tag) << main << child << QString::fromLatin1(rule)
                           << QString::fromLatin1(where) << QString::fromUtf8(message);
    };

    // --- loc ---------------------------------------------------------------------
    row("loc-percent-invalid", urlset(url("https://shop.de/a%zz/b") + url("https://shop.de/c%4")),
        "loc-percent-invalid", "main.xml:3:6 main.xml:4:6", "%25");
    row("loc-percent-invalid: near, %41 and %2f", urlset(url("https://shop.de/a%41/b%2f")),
        "loc-percent-invalid", "");
    row("loc-placeholder-host",
        urlset(url("https://www.Example.COM./a") + url("https://shop.test/a") +
               url("https://printer.local/status")),
        "loc-placeholder-host", "main.xml:3:6 main.xml:4:6 main.xml:5:6", "www.Example.COM.");
    row("loc-placeholder-host: near, example.de and mytest.com",
        urlset(url("https://example.de/a") + url("https://mytest.com/a") +
               url("https://example.com.au/a")),
        "loc-placeholder-host", "");
    row("loc-placeholder-host: near, localhost is loc-localhost",
        urlset(url("https://shop.localhost/a")), "loc-placeholder-host", "");
    row("loc-duplicate names the first copy",
        urlset(url("https://shop.de/a") + url("https://shop.de/b") + url("https://SHOP.de:443/a")),
        "loc-duplicate", "main.xml:5:6", "main.xml, line 3");
    row("loc-near-duplicate",
        urlset(url("https://shop.de/a/") + url("http://www.shop.de/a") +
               url("https://shop.de/x/index.HTML") + url("https://shop.de/x") +
               url("https://shop.de") + url("http://shop.de/default.aspx")),
        "loc-near-duplicate", "main.xml:4:6 main.xml:6:6 main.xml:8:6",
        "\"https://shop.de/a/\" in main.xml, line 3");
    row("loc-near-duplicate: near, query and case of the path differ",
        urlset(url("https://shop.de/a?x=1") + url("https://shop.de/a?x=2") +
               url("https://shop.de/A") + url("https://shop.de/a/b/index.html/")),
        "loc-near-duplicate", "");
    row("loc-near-duplicate: an exact duplicate is loc-duplicate only",
        urlset(url("https://shop.de/a") + url("https://shop.de/a")), "loc-near-duplicate", "");
    row("loc-near-duplicate: across the files of an index",
        index("<sitemap><loc>https://shop.de/child.xml</loc></sitemap>\n"), "loc-near-duplicate",
        "child.xml:4:6", "main.xml",
        urlset(url("https://shop.de/a") + url("https://www.shop.de/a/")));
}

void TestRulesV2::rule()
{
    QFETCH(QByteArray, main);
    QFETCH(QByteArray, child);
    QFETCH(QString, rule);
    QFETCH(QString, where);
    QFETCH(QString, message);

    const QString dir = m_dir.filePath(QString::number(++m_case));
    QVERIFY(QDir().mkpath(dir));
    if (!child.isEmpty()) {
        TestSupport::writeFile(dir, QStringLiteral("child.xml"), child);
        // A child reached through the index: its loc rules see the other file too.
        message.replace(QLatin1String("main.xml"), QLatin1String("child.xml"));
    }
    const QString path = TestSupport::writeFile(dir, QStringLiteral("main.xml"), main);
    const QList<Report> reports = check(path);
    QStringList got;
    QString firstMessage;
    for (const Report &r : reports) {
        if (r.rule != rule)
            continue;
        got << QStringLiteral("%1:%2:%3").arg(r.file).arg(r.line).arg(r.column);
        if (firstMessage.isEmpty())
            firstMessage = r.message;
    }
    QCOMPARE(got.join(QLatin1Char(' ')), where);
    if (!message.isEmpty())
        QVERIFY2(firstMessage.contains(message), qPrintable(firstMessage));
}

void TestRulesV2::percentRepairedOnSave()
{
    const QString dir = m_dir.filePath(QStringLiteral("percent"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = TestSupport::writeFile(dir, QStringLiteral("in.xml"),
                                                urlset(url("https://shop.de/a%zz/100%")));
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    const int status =
        ToolCommands::convert({QStringLiteral("-o"), dir + QStringLiteral("/out"), path}, out, err);
    out.flush();
    QCOMPARE(status, 0);
    QVERIFY2(outText.contains(QLatin1String("loc-percent-invalid")), qPrintable(outText));
    QVERIFY2(!outText.contains(QLatin1String("loc-unescaped")), qPrintable(outText));
    const QByteArray written = TestSupport::readAll(dir + QStringLiteral("/out/in.xml"));
    QVERIFY2(written.contains("<loc>https://shop.de/a%25zz/100%25</loc>"), written.constData());
}

QTEST_GUILESS_MAIN(TestRulesV2)
#include "tst_rulesv2.moc"
