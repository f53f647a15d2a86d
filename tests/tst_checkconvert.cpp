// SPDX-License-Identifier: GPL-3.0-or-later
// check and convert --drop-invalid cannot disagree: over the corpus, files the test
// writes and generated entries, an entry is written by the writer if and only if
// the validator (what `check` prints) reports no error on it that the writer
// repairs (PROTOCOL.md section 5).

#include "documentedit.h"
#include "documentloader.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"
#include "testsupport.h"
#include "validator.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

// The written form of the locs of the entries check finds nothing unrepairable on.
QStringList expectedLocs(const SitemapDocument &doc, const Validator &validator)
{
    QStringList locs;
    for (int f = 0; f < doc.fileCount(); ++f) {
        const FileKind kind = doc.file(f).kind;
        if (kind != FileKind::UrlSet && kind != FileKind::Text)
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            bool blocked = false;
            for (const Problem &p : validator.entryProblems(f, e))
                blocked = blocked || (p.severity == Severity::Error && !p.fixedOnSave);
            if (!blocked)
                locs << SitemapWriter::writtenValue(Field::Loc, doc.value(f, e, Field::Loc));
        }
    }
    locs.sort();
    return locs;
}

// The locs of the sitemaps a save wrote, read back.
QStringList writtenLocs(const QString &target)
{
    QStringList locs;
    if (!QFileInfo::exists(target))
        return locs;
    SitemapDocument doc;
    DocumentLoader::load(doc, target);
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).kind != FileKind::UrlSet)
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e)
            locs << doc.value(f, e, Field::Loc);
    }
    locs.sort();
    return locs;
}

QStringList convertDroppingInvalid(SitemapDocument &doc, const Validator &validator,
                                   const QString &name, QString *error)
{
    QTemporaryDir out;
    WriteOptions options;
    options.dropInvalid = true;
    options.allowIncompleteInput = true;
    options.preserve = false; // as convert writes: the standard form (PROTOCOL.md section 5.1)
    options.baseUrl = QStringLiteral("https://example.com/");
    const QString target = out.filePath(SitemapWriter::outputName(name, false));
    const SaveReport report = SitemapWriter::save(doc, validator, target, options);
    *error = report.error;
    return writtenLocs(target);
}

void compareForFile(const QString &path)
{
    SitemapDocument doc;
    DocumentLoader::load(doc, path);
    if (doc.fileCount() == 0 || doc.file(0).kind == FileKind::Unknown || doc.file(0).unreadable)
        return; // not a sitemap: neither command writes an entry of it
    Validator validator(&doc);
    QString error;
    const QStringList written =
        convertDroppingInvalid(doc, validator, QFileInfo(path).fileName(), &error);
    const QStringList expected = expectedLocs(doc, validator);
    if (written != expected) {
        QStringList onlyWritten;
        QStringList onlyExpected;
        std::set_difference(written.begin(), written.end(), expected.begin(), expected.end(),
                            std::back_inserter(onlyWritten));
        std::set_difference(expected.begin(), expected.end(), written.begin(), written.end(),
                            std::back_inserter(onlyExpected));
        QFAIL(qPrintable(QStringLiteral("%1: written but not clean to check: %2; clean to check "
                                        "but not written: %3 (%4)")
                             .arg(path, onlyWritten.mid(0, 5).join(u' '),
                                  onlyExpected.mid(0, 5).join(u' '), error)));
    }
}

} // namespace

class TestCheckConvert : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
    void fixtures_data();
    void fixtures();
    void generated();
};

void TestCheckConvert::corpus_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SITEMAP_SHARED_DIR "/corpus"));
    if (!dir.exists())
        QSKIP("the corpus (../shared/corpus) is not here");
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        if (name == QLatin1String("MANIFEST.tsv") || name == QLatin1String("README.md"))
            continue;
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

void TestCheckConvert::corpus()
{
    QFETCH(QString, path);
    compareForFile(path);
}

void TestCheckConvert::fixtures_data()
{
    QTest::addColumn<QByteArray>("content");
    const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                            "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    auto urlset = [&](const QByteArray &body) { return head + body + "</urlset>\n"; };
    QTest::newRow("short loc") << urlset("<url><loc>http://a.b/</loc></url>"
                                         "<url><loc>https://example.com/ok</loc></url>");
    QTest::newRow("year zero") << urlset(
        "<url><loc>https://example.com/a</loc><lastmod>0000-01-01</lastmod></url>"
        "<url><loc>https://example.com/b</loc><lastmod>2024</lastmod></url>");
    QTest::newRow("changefreq case")
        << urlset("<url><loc>https://example.com/a</loc><changefreq>Daily</changefreq></url>"
                  "<url><loc>https://example.com/b</loc><changefreq>sometimes</changefreq></url>");
    QTest::newRow("priority") << urlset(
        "<url><loc>https://example.com/a</loc><priority>.5</priority></url>"
        "<url><loc>https://example.com/b</loc><priority>1.5</priority></url>"
        "<url><loc>https://example.com/c</loc><priority>high</priority></url>");
    QTest::newRow("repeated and missing")
        << urlset("<url><loc>https://example.com/a</loc><loc>https://example.com/a2</loc></url>"
                  "<url><lastmod>2024-01-01</lastmod></url>"
                  "<url><loc>  https://example.com/caf\xc3\xa9 menu  </loc></url>");
    QTest::newRow("malformed") << head + "<url><loc>https://example.com/a</loc></url>"
                                         "<url><loc>https://example.com/b & c</loc></url>";
    QTest::newRow("text") << QByteArray("https://example.com/a\nnot a url\nftp://example.com/f\n"
                                        "http://a.b/\n");
}

void TestCheckConvert::fixtures()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const bool text = !content.startsWith('<');
    const QString path = TestSupport::writeFile(
        dir.path(), text ? QStringLiteral("fixture.txt") : QStringLiteral("fixture.xml"), content);
    compareForFile(path);
}

void TestCheckConvert::generated()
{
    const QStringList locs = {
        QStringLiteral("https://example.com/page"),
        QStringLiteral("http://a.b/"),
        QStringLiteral("http://a.bc/"),
        QStringLiteral("/relative"),
        QStringLiteral("ftp://example.com/file"),
        QStringLiteral(" https://example.com/padded "),
        QStringLiteral("https://example.com/caf\u00e9"),
        QStringLiteral("https://example.com/a b#frag"),
        QStringLiteral("https://example.com/") + QString(2100, QLatin1Char('x')),
        QStringLiteral("https://example.com/[x]"),
        QString(),
    };
    const QStringList lastmods = {
        QString(),
        QStringLiteral("2024-05-01"),
        QStringLiteral("2024"),
        QStringLiteral("0000-01-01"),
        QStringLiteral("2024-13-01"),
        QStringLiteral("2024-05-01T10:15"),
        QStringLiteral("2024-05-01T10:15+02:00"),
        QStringLiteral("yesterday"),
    };
    const QStringList changefreqs = {QString(), QStringLiteral("daily"), QStringLiteral("Weekly"),
                                     QStringLiteral("sometimes")};
    const QStringList priorities = {QString(),
                                    QStringLiteral("0.5"),
                                    QStringLiteral("+1"),
                                    QStringLiteral(".5"),
                                    QStringLiteral("1.01"),
                                    QStringLiteral("-0"),
                                    QStringLiteral("high")};
    QRandomGenerator random(13);
    auto pick = [&](const QStringList &values) {
        return values[int(random.bounded(quint32(values.size())))];
    };
    for (int round = 0; round < 20; ++round) {
        std::vector<EntryData> entries;
        for (int i = 0; i < 50; ++i) {
            QString loc = pick(locs);
            if (!loc.isEmpty() && loc.contains(QLatin1String("example.com/")))
                loc += QStringLiteral("/%1/%2").arg(round).arg(i); // no duplicates needed
            EntryData d = EntryData::withLoc(loc);
            d.values[int(Field::LastMod)] = pick(lastmods);
            d.values[int(Field::ChangeFreq)] = pick(changefreqs);
            d.values[int(Field::Priority)] = pick(priorities);
            entries.push_back(std::move(d));
        }
        SitemapDocument doc;
        SitemapFile f;
        f.kind = FileKind::UrlSet;
        doc.addFile(f);
        doc.apply(DocumentEdit::insert(0, 0, std::move(entries)));
        Validator validator(&doc);
        QString error;
        const QStringList written =
            convertDroppingInvalid(doc, validator, QStringLiteral("generated.xml"), &error);
        QCOMPARE(written, expectedLocs(doc, validator));
    }
}

QTEST_GUILESS_MAIN(TestCheckConvert)
#include "tst_checkconvert.moc"
