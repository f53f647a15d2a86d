// SPDX-License-Identifier: GPL-3.0-or-later
// The reader and `sitemap-tool export` on the real sitemaps of ../shared/corpus:
// entry counts against MANIFEST.tsv, and every exported entry against what an
// independent XML parser (QXmlStreamReader) finds in the same bytes.

#include "documentloader.h"
#include "sitemapdocument.h"
#include "testsupport.h"
#include "validator.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

#include <zlib.h>

using namespace TestSupport;

namespace {

struct ManifestRow
{
    QString file;
    int urlCount = 0;
    QString kind;
    bool wellFormed = false;
};

QList<ManifestRow> manifest()
{
    QList<ManifestRow> rows;
    QFile f(corpusDir() + QStringLiteral("/MANIFEST.tsv"));
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cols = lines[i].split('\t');
        if (cols.size() < 9)
            continue;
        ManifestRow row;
        row.file = QString::fromUtf8(cols[0]);
        row.urlCount = cols[5].toInt();
        row.kind = QString::fromUtf8(cols[6]);
        row.wellFormed = cols[8].startsWith("yes");
        rows << row;
    }
    return rows;
}

QString xmlTrimmed(const QString &s)
{
    const auto space = [](QChar c) {
        return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r') ||
               c == QLatin1Char('\n');
    };
    qsizetype b = 0;
    qsizetype e = s.size();
    while (b < e && space(s[b]))
        ++b;
    while (e > b && space(s[e - 1]))
        --e;
    return s.mid(b, e - b);
}

// The entries an independent parser sees, as `export --format jsonl` prints them
// (minus "file"): complete entries only, up to the first error.
QList<QJsonObject> independentEntries(const QByteArray &bytes, bool *malformed)
{
    QList<QJsonObject> entries;
    QXmlStreamReader xml(bytes);
    QString fileNs;
    int depth = 0;
    QJsonObject entry;
    int extensions = 0;
    QString capturing;
    QString text;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            ++depth;
            if (depth == 1)
                fileNs = xml.namespaceUri().toString();
            if (depth == 2) {
                entry = QJsonObject();
                extensions = 0;
            } else if (depth == 3) {
                const QString local = xml.name().toString();
                const bool core =
                    xml.namespaceUri() == fileNs &&
                    (local == QLatin1String("loc") || local == QLatin1String("lastmod") ||
                     local == QLatin1String("changefreq") || local == QLatin1String("priority"));
                if (core && !entry.contains(local)) {
                    capturing = local;
                    text.clear();
                } else if (xml.namespaceUri() != fileNs) {
                    ++extensions;
                }
            }
            break;
        case QXmlStreamReader::Characters:
            if (!capturing.isEmpty())
                text += xml.text();
            break;
        case QXmlStreamReader::EndElement:
            if (depth == 3 && !capturing.isEmpty()) {
                entry.insert(capturing, xmlTrimmed(text));
                capturing.clear();
            } else if (depth == 2) {
                entry.insert(QStringLiteral("extensions"), extensions);
                entries << entry;
            }
            --depth;
            break;
        default:
            break;
        }
    }
    *malformed = xml.hasError();
    return entries;
}

} // namespace

class TestCorpus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void readsEveryFile_data();
    void readsEveryFile();
    void exportMatchesIndependentParser_data() { readsEveryFile_data(); }
    void exportMatchesIndependentParser();
};

void TestCorpus::initTestCase()
{
    if (corpusDir().isEmpty())
        QSKIP(
            "../shared/corpus is absent: the real-world corpus tests need it next to the checkout");
}

void TestCorpus::readsEveryFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("urlCount");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("wellFormed");
    const QList<ManifestRow> rows = manifest();
    for (const ManifestRow &row : rows)
        QTest::newRow(qPrintable(row.file))
            << row.file << row.urlCount << row.kind << row.wellFormed;
}

void TestCorpus::readsEveryFile()
{
    QFETCH(QString, file);
    QFETCH(int, urlCount);
    QFETCH(QString, kind);
    QFETCH(bool, wellFormed);
    const QString path = corpusDir() + QLatin1Char('/') + file;
    SitemapDocument doc;
    DocumentLoader::load(doc, path, {}, {}, false);
    const SitemapFile &f = doc.file(0);
    QVERIFY(!f.unreadable);
    QCOMPARE(f.gzip, kind.startsWith(QLatin1String("gz(")));
    // check streams each file's problems; they come in the order of the sorted list.
    {
        const Validator validator(&doc);
        for (int n = 0; n < doc.fileCount(); ++n) {
            const std::vector<Problem> sorted = validator.problemsOfFile(n);
            size_t i = 0;
            RuleMessage::Writer writer;
            std::string message;
            validator.forEachProblemOfFile(n, [&](const ProblemLine &p) {
                QVERIFY(i < sorted.size());
                QVERIFY(p.rule.has_value());
                QCOMPARE(Rules::idString(*p.rule), sorted[i].rule);
                QCOMPARE(p.severity, sorted[i].severity);
                // The message a report writes is the one the editor shows.
                message.clear();
                writer.append(p.message, message);
                QCOMPARE(QString::fromStdString(message), sorted[i].message);
                QCOMPARE(p.message.toString(), sorted[i].message);
                QCOMPARE(p.entry, sorted[i].entry);
                QCOMPARE(p.line, sorted[i].line);
                QCOMPARE(p.column, sorted[i].column);
                ++i;
            });
            QCOMPARE(i, sorted.size());
        }
    }

    if (kind.startsWith(QLatin1String("other:"))) {
        QCOMPARE(f.kind, FileKind::Unknown);
        QVERIFY(!f.notSitemap.isEmpty());
        QVERIFY(!f.malformed);
        return;
    }
    if (kind == QLatin1String("txt"))
        QCOMPARE(f.kind, FileKind::Text);
    else if (kind.contains(QLatin1String("index")))
        QCOMPARE(f.kind, FileKind::Index);
    else
        QCOMPARE(f.kind, FileKind::UrlSet);

    if (wellFormed || kind == QLatin1String("txt")) {
        QVERIFY2(!f.malformed, qPrintable(f.errorMessage));
        QCOMPARE(doc.entryCount(0), urlCount);
        return;
    }
    // Not well-formed: every complete entry before the error, and where it is.
    QVERIFY(f.malformed);
    QVERIFY(f.errorPosition.line > 0);
    QVERIFY(f.errorPosition.column > 0);
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    bool malformed = false;
    const QList<QJsonObject> expected = independentEntries(raw.readAll(), &malformed);
    QVERIFY(malformed);
    QCOMPARE(doc.entryCount(0), int(expected.size()));
    QVERIFY(doc.entryCount(0) < urlCount);
}

void TestCorpus::exportMatchesIndependentParser()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    const QString path = corpusDir() + QLatin1Char('/') + file;
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    QByteArray bytes = raw.readAll();
    if (bytes.startsWith("\x1f\x8b"))
        bytes = gunzip(bytes);
    bool malformed = false;
    QList<QJsonObject> expected;
    if (kind == QLatin1String("txt")) {
        // One entry per non-blank line, the line trimmed.
        if (bytes.startsWith("\xEF\xBB\xBF"))
            bytes = bytes.mid(3);
        for (const QByteArray &line : bytes.split('\n')) {
            const QString loc = xmlTrimmed(QString::fromUtf8(line));
            if (!loc.isEmpty())
                expected << QJsonObject{{QStringLiteral("loc"), loc},
                                        {QStringLiteral("extensions"), 0}};
        }
    } else if (kind.startsWith(QLatin1String("other:"))) {
        malformed = true; // not a sitemap: exit 1, nothing exported
    } else {
        expected = independentEntries(bytes, &malformed);
    }

    const ToolResult r = runTool({QStringLiteral("export"), path});
    QCOMPARE(r.exitCode, malformed ? 1 : 0);
    const QList<QByteArray> lines = r.out.split('\n');
    QList<QJsonObject> got;
    for (const QByteArray &line : lines) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        QJsonObject o = QJsonDocument::fromJson(line, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, line.constData());
        QCOMPARE(o.take(QStringLiteral("file")).toString(), path);
        got << o;
    }
    QCOMPARE(got.size(), expected.size());
    for (qsizetype i = 0; i < got.size(); ++i)
        QVERIFY2(got[i] == expected[i],
                 qPrintable(QStringLiteral("entry %1: %2 vs %3")
                                .arg(i)
                                .arg(QString::fromUtf8(QJsonDocument(got[i]).toJson()),
                                     QString::fromUtf8(QJsonDocument(expected[i]).toJson()))));
}

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
