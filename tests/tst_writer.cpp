// SPDX-License-Identifier: GPL-3.0-or-later
// SitemapWriter: canonical output, repairs, refusals, splits by count, bytes and
// news, gzip, atomic commits under injected failures, and round trips of the
// corpus. Every file written here is checked with xmllint against the schemas.

#include "documentloader.h"
#include "namespaces.h"
#include "savedform.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "sitemapwriter.h"
#include "testsupport.h"
#include "urltools.h"
#include "validator.h"
#include "xmlescape.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

#include <atomic>
#include <memory>
#include <unistd.h>

using namespace TestSupport;

namespace {

#define VERIFY_SCHEMA(path)                                                                        \
    do {                                                                                           \
        const QString verdict_ = schemaCheck(path);                                                \
        if (verdict_.startsWith(QLatin1String("skip:")))                                           \
            QSKIP(qPrintable(verdict_));                                                           \
        QVERIFY2(verdict_.isEmpty(), qPrintable(QString(path) + QLatin1Char(' ') + verdict_));     \
    } while (0)

// A save or plan with the verdicts of a validator of the document's own.
SaveReport saveJudged(SitemapDocument &doc, const QString &target, const WriteOptions &options = {})
{
    Validator validator(&doc);
    return SitemapWriter::save(doc, validator, target, options);
}

SaveReport planJudged(SitemapDocument &doc, const QString &target, const WriteOptions &options = {})
{
    Validator validator(&doc);
    return SitemapWriter::plan(doc, validator, target, options);
}

std::unique_ptr<SitemapDocument> makeDoc(std::vector<EntryData> entries)
{
    auto doc = std::make_unique<SitemapDocument>();
    SitemapFile f;
    f.kind = FileKind::UrlSet;
    doc->addFile(f);
    doc->apply(DocumentEdit::insert(0, 0, std::move(entries)));
    return doc;
}

std::vector<EntryData> simpleEntries(int count, const QString &lastmod = {})
{
    std::vector<EntryData> entries;
    entries.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        EntryData d = EntryData::withLoc(QStringLiteral("https://example.com/page/%1").arg(i));
        if (!lastmod.isEmpty())
            d.values[int(Field::LastMod)] = lastmod;
        entries.push_back(std::move(d));
    }
    return entries;
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

// What a save killed by the system leaves, named as AtomicFileSet names it.
QString leftover(const char *target, const char *kind, qint64 pid, int counter)
{
    return QStringLiteral(".%1.%2-%3-%4-0badc0de")
        .arg(QLatin1String(target), QLatin1String(kind))
        .arg(pid)
        .arg(counter);
}

int countOf(const QByteArray &haystack, const char *needle)
{
    return int(haystack.count(needle));
}

// A file of an index set: its name, its <url> elements, and the lastmod its index
// entry gives (none when empty).
struct IndexedFile
{
    QString name;
    QByteArray urls;
    QByteArray lastmod;
};

// Writes each file into dir as a urlset of its URLs, then sitemap.xml, an index
// naming them in this order on https://example.com/; the index's path.
QString writeIndexSet(const QString &dir, const std::vector<IndexedFile> &files)
{
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const IndexedFile &file : files) {
        writeFile(dir, file.name,
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                  "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
                      file.urls + "</urlset>\n");
        index += "<sitemap><loc>https://example.com/" + file.name.toUtf8() + "</loc>";
        if (!file.lastmod.isEmpty())
            index += "<lastmod>" + file.lastmod + "</lastmod>";
        index += "</sitemap>\n";
    }
    return writeFile(dir, QStringLiteral("sitemap.xml"), index + "</sitemapindex>\n");
}

// A device that accepts limit bytes and then fails, like a full disk.
class FailingDevice : public QIODevice
{
public:
    explicit FailingDevice(qint64 limit) : m_limit(limit) { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 len) override
    {
        if (m_written + len > m_limit) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        m_written += len;
        return len;
    }

private:
    qint64 m_limit;
    qint64 m_written = 0;
};

} // namespace

class TestWriter : public QObject
{
    Q_OBJECT

private slots:
    void escapedByteForByte();
    void canonicalOutput();
    void extensionChildOrder();
    void writtenValues_data();
    void writtenValues();
    void plainUriMatchesUrlTools();
    void refusesInvalidEntries();
    void blocksExactlyWhatTheValidatorBlocks();
    void fixedOnSaveComesFromTheRuleTable();
    void dropsInvalidWhenAsked();
    void excludedEntries();
    void savedFormOfASave();
    void splitByCount_data();
    void splitByCount();
    void splitNeedsBaseUrl();
    void byteLimitExact();
    void newsLimit();
    void gzipSplit();
    void olderSplitRemoved();
    void unwritableFolder();
    void failingDevice();
    void failedRename();
    void malformedInput();
    void indexSetSavesBack();
    void indexLastmodStaleRepaired();
    void indexLocsWrittenAnewUnderABaseUrl();
    void staleFilesOfKilledSaves();
    void staleFilesThatMayBeTheOnlyCopy();
    void corpusRoundTrip();
};

// Escaping looks at eight bytes at a time: every place of a character to escape in
// a word, at every length and offset, gives what escaping byte by byte gives.
void TestWriter::escapedByteForByte()
{
    const auto byHand = [](QByteArrayView text) {
        QByteArray out;
        for (const char c : text) {
            switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&apos;";
                break;
            default:
                out += c;
            }
        }
        return out;
    };
    const QByteArray specials = "&<>\"'";
    for (int length = 0; length <= 33; ++length) {
        for (int at = 0; at < length; ++at) {
            for (const char c : specials) {
                QByteArray text(length, 'a');
                text[at] = c;
                if (at + 9 < length)
                    text[at + 9] = '&';
                text[length - 1] = char(0xC3); // a byte >= 0x80 stays
                QCOMPARE(XmlEscape::escaped(text), byHand(text));
                std::string out;
                XmlEscape::appendEscaped(out, text);
                QCOMPARE(QByteArray::fromStdString(out), byHand(text));
            }
        }
        const QByteArray plain(length, 'x');
        QCOMPARE(XmlEscape::escaped(plain), plain);
    }
}

void TestWriter::canonicalOutput()
{
    auto doc = std::make_unique<SitemapDocument>();
    SitemapFile f;
    f.kind = FileKind::UrlSet;
    doc->addFile(f);
    const QString image = doc->namespaces().prefixFor(Ns::Image, QStringLiteral("img"));
    const QString xhtml = doc->namespaces().prefixFor(Ns::Xhtml);
    std::vector<EntryData> entries;
    EntryData a =
        EntryData::withLoc(QStringLiteral("  https://example.com/caf\u00e9 menu?a=1&b=2\n"));
    a.values[int(Field::LastMod)] = QStringLiteral("2024");
    a.values[int(Field::ChangeFreq)] = QStringLiteral("Daily");
    a.values[int(Field::Priority)] = QStringLiteral("0.5");
    a.extensionsXml =
        QStringLiteral("<%1:image><%1:loc>https://example.com/a.png?x=1&amp;y=&lt;2&gt;"
                       "</%1:loc></%1:image><tmpagetype>post</tmpagetype>"
                       "<%2:link rel=\"alternate\" hreflang=\"de\" "
                       "href=\"https://example.com/de/\"/>")
            .arg(image, xhtml);
    a.extensionCount = 2;
    a.flags = Entry::HasUnknownElements | Entry::OutOfOrder;
    entries.push_back(a);
    EntryData b = EntryData::withLoc(QStringLiteral("https://example.com/b"));
    b.values[int(Field::LastMod)] = QStringLiteral("2024-05-01T10:15+02:00");
    entries.push_back(b);
    EntryData c = EntryData::withLoc(QStringLiteral("https://example.com/c%20d"));
    c.values[int(Field::LastMod)] = QStringLiteral("2024-05");
    entries.push_back(c);
    entries.push_back(EntryData::withLoc(QStringLiteral("https://example.com/it's")));
    doc->apply(DocumentEdit::insert(0, 0, entries));
    Validator validator(doc.get());

    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    const SaveReport report = SitemapWriter::save(*doc, validator, target);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.files.size(), size_t(1));
    QCOMPARE(report.files[0].path, target);
    QCOMPARE(report.files[0].entries, qint64(4));
    VERIFY_SCHEMA(target);

    const QByteArray out = readAll(target);
    QVERIFY(out.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset "
                           "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""));
    QVERIFY(out.contains(" xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""));
    QVERIFY(out.contains(" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    QVERIFY2(out.contains("<loc>https://example.com/caf%C3%A9%20menu?a=1&amp;b=2</loc>"),
             out.constData());
    QVERIFY(out.contains("<lastmod>2024-01-01</lastmod>"));
    QVERIFY(out.contains("<lastmod>2024-05-01T10:15:00+02:00</lastmod>"));
    QVERIFY(out.contains("<lastmod>2024-05-01</lastmod>"));
    QVERIFY(out.contains("<changefreq>daily</changefreq>"));
    QVERIFY(out.contains("<loc>https://example.com/c%20d</loc>")); // never encoded twice
    // An apostrophe is allowed in a URL as it is, and escaped in the file.
    QVERIFY2(out.contains("<loc>https://example.com/it&apos;s</loc>"), out.constData());
    QVERIFY(out.contains("<image:loc>https://example.com/a.png?x=1&amp;y=&lt;2&gt;</image:loc>"));
    QVERIFY(!out.contains("tmpagetype"));
    // Core children first, in schema order, extensions after them.
    const qsizetype priority = out.indexOf("<priority>");
    QVERIFY(out.indexOf("<loc>") < out.indexOf("<lastmod>"));
    QVERIFY(out.indexOf("<changefreq>") < priority);
    QVERIFY(priority < out.indexOf("<image:image>"));

    QCOMPARE(report.leftOutCounts.value(QStringLiteral("tag-unknown")), qint64(1));
    QVERIFY(report.leftOut.front().message.contains(QLatin1String("tmpagetype")));
    QCOMPARE(report.repairCounts.value(QStringLiteral("lastmod-imprecise")), qint64(3));
    QCOMPARE(report.repairCounts.value(QStringLiteral("loc-whitespace")), qint64(1));
    QCOMPARE(report.repairCounts.value(QStringLiteral("loc-unescaped")), qint64(1));
    QCOMPARE(report.repairCounts.value(QStringLiteral("changefreq-invalid")), qint64(1));
    QCOMPARE(report.repairCounts.value(QStringLiteral("tag-order")), qint64(1));
    QVERIFY(filesIn(dir.path()) == QStringList{QStringLiteral("sitemap.xml")}); // no temp left

    // What was written reads back as what was meant.
    SitemapDocument back;
    SitemapReader::readFile(back, target);
    QCOMPARE(back.entryCount(0), 4);
    QVERIFY(back.file(0).fullyRead());
    QCOMPARE(back.value(0, 0, Field::Loc),
             QStringLiteral("https://example.com/caf%C3%A9%20menu?a=1&b=2"));
    QCOMPARE(back.value(0, 3, Field::Loc), QStringLiteral("https://example.com/it's"));
    QCOMPARE(back.entry(0, 0).extensionCount, quint32(2));
    QCOMPARE(back.entry(0, 0).flags, quint8(0));
}

void TestWriter::extensionChildOrder()
{
    // The extension schemas fix their children's order; sources often do not.
    auto doc = std::make_unique<SitemapDocument>();
    SitemapFile f;
    doc->addFile(f);
    const QString v = doc->namespaces().prefixFor(Ns::Video, QStringLiteral("vid"));
    const QString n = doc->namespaces().prefixFor(Ns::News);
    const QString i = doc->namespaces().prefixFor(Ns::Image);
    EntryData d = EntryData::withLoc(QStringLiteral("https://example.com/v"));
    d.extensionsXml =
        QStringLiteral("<%1:video>\n    <%1:title>T &amp; U</%1:title>\n    <%1:description>D"
                       "</%1:description>\n    <%1:content_loc>https://example.com/v.mp4"
                       "</%1:content_loc>\n    <%1:thumbnail_loc>https://example.com/t.jpg"
                       "</%1:thumbnail_loc>\n  </%1:video>"
                       "<%2:news><%2:title>N</%2:title><%2:publication><%2:language>en"
                       "</%2:language><%2:name>P</%2:name></%2:publication>"
                       "<%2:publication_date>2024-05-01</%2:publication_date></%2:news>"
                       "<%3:image><%3:title>I</%3:title><%3:loc>https://example.com/i.png"
                       "</%3:loc></%3:image>")
            .arg(v, n, i);
    d.extensionCount = 3;
    doc->apply(DocumentEdit::insert(0, 0, {d}));
    Validator validator(doc.get());
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("v.xml"));
    const SaveReport report = SitemapWriter::save(*doc, validator, target);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.repairCounts.value(QStringLiteral("tag-order")), qint64(1));
    VERIFY_SCHEMA(target);
    const QByteArray out = readAll(target);
    QVERIFY2(out.contains("<video:video>\n    <video:thumbnail_loc>https://example.com/t.jpg"
                          "</video:thumbnail_loc>\n    <video:title>T &amp; U</video:title>\n"),
             out.constData());
    QVERIFY(out.contains("<news:news><news:publication><news:name>P</news:name><news:language>"
                         "en</news:language></news:publication><news:publication_date>"));
    QVERIFY(out.contains("<image:image><image:loc>https://example.com/i.png</image:loc>"
                         "<image:title>I</image:title></image:image>"));

    // Nothing is lost: the same elements read back.
    SitemapDocument back;
    SitemapReader::readFile(back, target);
    QCOMPARE(back.entry(0, 0).extensionCount, quint32(3));
    QCOMPARE(back.extensionsXml(0, 0).size(), doc->extensionsXml(0, 0).size());
    QCOMPARE(back.extensionsXml(0, 0).count(u'<'), doc->extensionsXml(0, 0).count(u'<'));
}

void TestWriter::writtenValues_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    const int loc = int(Field::Loc);
    const int lastmod = int(Field::LastMod);
    const int changefreq = int(Field::ChangeFreq);
    QTest::newRow("loc trimmed") << loc << " \thttps://a.example/x \r\n"
                                 << "https://a.example/x";
    QTest::newRow("loc space") << loc << "https://a.example/a b"
                               << "https://a.example/a%20b";
    QTest::newRow("loc %XX kept") << loc << "https://a.example/%E2%82%AC"
                                  << "https://a.example/%E2%82%AC";
    QTest::newRow("loc idn") << loc << QStringLiteral("https://b\u00fccher.example/")
                             << "https://xn--bcher-kva.example/";
    QTest::newRow("year") << lastmod << "2024"
                          << "2024-01-01";
    QTest::newRow("month") << lastmod << "2024-05"
                           << "2024-05-01";
    QTest::newRow("no seconds") << lastmod << "2024-05-01T10:15Z"
                                << "2024-05-01T10:15:00Z";
    QTest::newRow("valid kept") << lastmod << "2024-05-01T10:15:00.5Z"
                                << "2024-05-01T10:15:00.5Z";
    QTest::newRow("date zone") << lastmod << "2024-05-01+02:00"
                               << "2024-05-01+02:00";
    QTest::newRow("changefreq") << changefreq << "Weekly"
                                << "weekly";
}

void TestWriter::writtenValues()
{
    QFETCH(int, field);
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(SitemapWriter::writtenValue(Field(field), in), out);
}

void TestWriter::plainUriMatchesUrlTools()
{
    // The writer skips the encoder for URLs that need nothing: it must agree with it.
    const QStringList urls = {
        QStringLiteral("https://example.com/"),
        QStringLiteral("https://example.com/a/b?c=d&e=f#g"),
        QStringLiteral("http://example.com:8080/~user/a-b_c.d!$'()*+,;=:@"),
        QStringLiteral("https://example.com/%41%c3%a9"),
        QStringLiteral("https://user@example.com/path?q=%20"),
    };
    for (const QString &url : urls)
        QCOMPARE(SitemapWriter::writtenValue(Field::Loc, url), UrlTools::toUriForm(url));
}

// The writer takes its verdicts from the validator: year 0 is no date to either,
// and a <loc> of 11 characters is loc-too-short with the catalogue's message.
void TestWriter::blocksExactlyWhatTheValidatorBlocks()
{
    auto entries = simpleEntries(3);
    entries[0].values[int(Field::LastMod)] = QStringLiteral("0000-01-01");
    entries[1].values[int(Field::Loc)] = QStringLiteral("http://a.b/");
    auto doc = makeDoc(entries);
    Validator validator(doc.get());
    QTemporaryDir dir;
    const SaveReport report =
        SitemapWriter::plan(*doc, validator, dir.filePath(QStringLiteral("sitemap.xml")));
    QCOMPARE(report.status, SaveReport::Status::Refused);
    QCOMPARE(report.blockingEntries, qint64(2));
    QStringList blocked;
    for (const Problem &p : report.blocking)
        blocked << QStringLiteral("%1:%2").arg(p.entry).arg(p.rule);
    // (http://a.b/ is on another host than the others too: loc-host-mismatch.)
    QVERIFY2(blocked.contains(QStringLiteral("0:lastmod-invalid-date")),
             qPrintable(blocked.join(u' ')));
    QVERIFY2(blocked.contains(QStringLiteral("1:loc-too-short")), qPrintable(blocked.join(u' ')));
    for (const Problem &p : report.blocking) {
        bool found = false;
        for (const Problem &q : validator.entryProblems(p.file, p.entry))
            found = found || (q.rule == p.rule && q.message == p.message);
        QVERIFY2(found, qPrintable(p.message));
    }
}

// Errors the rule table marks as fixed on save never stop a save, and the writer
// repairs each of them (it keeps no list of such rules of its own).
void TestWriter::fixedOnSaveComesFromTheRuleTable()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    writeFile(dir.path(), QStringLiteral("sitemap.xml"),
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<urlset xmlns=\"http://example.com/not-the-sitemap-namespace\">\n"
              "<url><loc>https://example.com/a b</loc></url>\n"
              "<url><loc>https://example.com/100%zz</loc></url>\n"
              "</urlset>\n");
    SitemapDocument doc;
    SitemapReader::readFile(doc, target);
    Validator validator(&doc);
    QStringList fixedErrors;
    for (int e = 0; e < doc.entryCount(0); ++e) {
        for (const Problem &p : validator.entryProblems(0, e)) {
            if (p.severity == Severity::Error && p.fixedOnSave)
                fixedErrors << p.rule;
        }
    }
    for (const Problem &p : validator.fileProblems(0)) {
        if (p.severity == Severity::Error && p.fixedOnSave)
            fixedErrors << p.rule;
    }
    fixedErrors.sort();
    QCOMPARE(fixedErrors,
             (QStringList{QStringLiteral("loc-percent-invalid"), QStringLiteral("loc-unescaped"),
                          QStringLiteral("namespace-wrong")}));

    const SaveReport report = SitemapWriter::save(doc, validator, target);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QVERIFY(report.blocking.empty());
    for (const QString &rule : std::as_const(fixedErrors))
        QVERIFY2(report.repairCounts.value(rule) > 0, qPrintable(rule));
    const QByteArray out = readAll(target);
    QVERIFY(out.contains("xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""));
    QVERIFY(out.contains("<loc>https://example.com/a%20b</loc>"));
    QVERIFY(out.contains("<loc>https://example.com/100%25zz</loc>"));
    VERIFY_SCHEMA(target);
}

void TestWriter::refusesInvalidEntries()
{
    auto entries = simpleEntries(5);
    entries[1].values[int(Field::Loc)] = QStringLiteral("/relative/page");
    entries[3].values[int(Field::Priority)] = QStringLiteral("high");
    auto doc = makeDoc(entries);
    Validator validator(doc.get());
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    writeFile(dir.path(), QStringLiteral("sitemap.xml"), "old");

    const SaveReport report = SitemapWriter::save(*doc, validator, target);
    QCOMPARE(report.status, SaveReport::Status::Refused);
    QCOMPARE(report.blockingEntries, qint64(2));
    QVERIFY(report.error.contains(QLatin1String("2 entries")));
    QStringList rules;
    for (const Problem &p : report.blocking)
        rules << QStringLiteral("%1:%2").arg(p.entry).arg(p.rule);
    QVERIFY2(rules.contains(QStringLiteral("1:loc-not-absolute")), qPrintable(rules.join(u' ')));
    QVERIFY2(rules.contains(QStringLiteral("3:priority-invalid")), qPrintable(rules.join(u' ')));
    QCOMPARE(readAll(target), QByteArray("old"));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("sitemap.xml")});

    // A plan takes the same verdicts.
    const SaveReport own = SitemapWriter::plan(*doc, validator, target);
    QCOMPARE(own.status, SaveReport::Status::Refused);
    QCOMPARE(own.blockingEntries, qint64(2));
}

void TestWriter::dropsInvalidWhenAsked()
{
    auto entries = simpleEntries(4);
    entries[2].values[int(Field::LastMod)] = QStringLiteral("yesterday");
    auto doc = makeDoc(entries);
    Validator validator(doc.get());
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    WriteOptions options;
    options.dropInvalid = true;
    const SaveReport report = SitemapWriter::save(*doc, validator, target, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QVERIFY(report.dropped);
    QCOMPARE(report.blockingEntries, qint64(1));
    QCOMPARE(report.blocking.front().entry, 2);
    QCOMPARE(report.files.front().entries, qint64(3));
    QVERIFY(!readAll(target).contains("page/2<"));
    VERIFY_SCHEMA(target);

    // Nothing left: nothing written.
    auto bad = makeDoc({EntryData::withLoc(QStringLiteral("mailto:someone@example.com"))});
    Validator badValidator(bad.get());
    const QString other = dir.filePath(QStringLiteral("other.xml"));
    const SaveReport none = SitemapWriter::save(*bad, badValidator, other, options);
    QCOMPARE(none.status, SaveReport::Status::Refused);
    QVERIFY(none.error.contains(QLatin1String("no entries")));
    QVERIFY(!QFileInfo::exists(other));
}

void TestWriter::excludedEntries()
{
    auto entries = simpleEntries(3);
    entries[1].values[int(Field::Loc)] = QStringLiteral("not a url");
    auto doc = makeDoc(entries);
    Validator validator(doc.get());
    QTemporaryDir dir;
    WriteOptions options;
    options.exclude(0, 1);
    const QString target = dir.filePath(QStringLiteral("s.xml"));
    const SaveReport report = SitemapWriter::save(*doc, validator, target, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.excludedEntries, qint64(1));
    QVERIFY(!report.dropped);
    QCOMPARE(countOf(readAll(target), "<url>"), 2);
    VERIFY_SCHEMA(target);
}

void TestWriter::savedFormOfASave()
{
    // A URL with a space (written %20), a priority with spaces around it (written
    // trimmed), and an entry left out: the edits bring the document to what the
    // file holds, and undone in reverse they give back what it held.
    auto entries = simpleEntries(4);
    entries[0].values[int(Field::Loc)] = QStringLiteral("https://example.com/a b");
    entries[2].values[int(Field::Priority)] = QStringLiteral(" 0.5 ");
    auto doc = makeDoc(entries);
    const std::vector<EntryData> before = [&] {
        std::vector<EntryData> all;
        for (int e = 0; e < doc->entryCount(0); ++e)
            all.push_back(doc->entryData(0, e));
        return all;
    }();
    Validator validator(doc.get());
    QTemporaryDir dir;
    WriteOptions options;
    options.exclude(0, 1);
    const QString target = dir.filePath(QStringLiteral("s.xml"));
    const SaveReport report = SitemapWriter::save(*doc, validator, target, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    SitemapDocument written;
    DocumentLoader::load(written, target);
    QCOMPARE(written.entryCount(0), 3);

    const std::vector<DocumentEdit> edits = SavedForm::editsToSavedForm(*doc, 0, written, 0);
    QVERIFY(!edits.empty());
    for (const DocumentEdit &edit : edits)
        doc->apply(edit);
    QCOMPARE(doc->entryCount(0), 3);
    for (int e = 0; e < 3; ++e) {
        for (int k = 0; k < FieldCount; ++k)
            QCOMPARE(doc->optionalValue(0, e, Field(k)), written.optionalValue(0, e, Field(k)));
    }
    QCOMPARE(doc->value(0, 0, Field::Loc), QStringLiteral("https://example.com/a%20b"));
    QVERIFY(SavedForm::editsToSavedForm(*doc, 0, written, 0).empty());

    for (auto it = edits.rbegin(); it != edits.rend(); ++it)
        doc->revert(*it);
    QCOMPARE(doc->entryCount(0), 4);
    for (int e = 0; e < 4; ++e) {
        for (int k = 0; k < FieldCount; ++k)
            QCOMPARE(doc->optionalValue(0, e, Field(k)), before[size_t(e)].values[k]);
    }

    // Two copies of a URL, the first left out: the kept copy is the one the file
    // holds, with its own extensions and values.
    std::vector<EntryData> copies = simpleEntries(2);
    copies[1].values[int(Field::Loc)] = copies[0].values[int(Field::Loc)];
    copies[0].values[int(Field::Priority)] = QStringLiteral("0.9");
    copies[0].extensionsXml = QStringLiteral("<!-- first copy -->");
    auto twice = makeDoc(copies);
    Validator twiceValidator(twice.get());
    WriteOptions firstOut;
    firstOut.exclude(0, 0);
    const QString twiceTarget = dir.filePath(QStringLiteral("twice.xml"));
    QVERIFY(SitemapWriter::save(*twice, twiceValidator, twiceTarget, firstOut).ok());
    SitemapDocument twiceWritten;
    DocumentLoader::load(twiceWritten, twiceTarget);
    QCOMPARE(twiceWritten.entryCount(0), 1);
    for (const DocumentEdit &edit : SavedForm::editsToSavedForm(*twice, 0, twiceWritten, 0))
        twice->apply(edit);
    QCOMPARE(twice->entryCount(0), 1);
    QVERIFY(!twice->entry(0, 0).has(Field::Priority));
    QCOMPARE(twice->extensionsXml(0, 0), QString());

    // A file that holds an entry the document never had is not its saved form.
    SitemapDocument other;
    SitemapReader::readBytes(other,
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                             "<url><loc>https://elsewhere.example.org/</loc></url></urlset>",
                             QStringLiteral("o.xml"));
    QVERIFY(SavedForm::editsToSavedForm(*doc, 0, other, 0).empty());
}

void TestWriter::splitByCount_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("files");
    QTest::newRow("49,999") << 49999 << 1;
    QTest::newRow("50,000") << 50000 << 1;
    QTest::newRow("50,001") << 50001 << 2;
}

void TestWriter::splitByCount()
{
    QFETCH(int, count);
    QFETCH(int, files);
    auto entries = simpleEntries(count);
    entries[10].values[int(Field::LastMod)] = QStringLiteral("2024-03-01");
    entries[20].values[int(Field::LastMod)] = QStringLiteral("2024-04-01T00:00:00+02:00");
    entries[30].values[int(Field::LastMod)] = QStringLiteral("2024-03-31T23:00:00Z"); // newer
    auto doc = makeDoc(entries);
    Validator validator(doc.get());
    QTemporaryDir dir;
    WriteOptions options;
    options.baseUrl = QStringLiteral("https://example.com/maps/");
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    const SaveReport report = SitemapWriter::save(*doc, validator, target, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    if (files == 1) {
        QCOMPARE(report.files.size(), size_t(1));
        QCOMPARE(report.files[0].entries, qint64(count));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("sitemap.xml")});
        VERIFY_SCHEMA(target);
        return;
    }
    QCOMPARE(report.files.size(), size_t(files + 1));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("sitemap-1.xml"), QStringLiteral("sitemap-2.xml"),
                          QStringLiteral("sitemap.xml")}));
    QCOMPARE(report.files[0].entries, qint64(50000));
    QCOMPARE(report.files[1].entries, qint64(1));
    QVERIFY(report.files[2].index);
    const QByteArray index = readAll(target);
    QVERIFY(index.contains("<loc>https://example.com/maps/sitemap-1.xml</loc>\n  "
                           "<lastmod>2024-03-31T23:00:00Z</lastmod>"));
    QVERIFY(index.contains("<loc>https://example.com/maps/sitemap-2.xml</loc>\n</sitemap>"));
    QCOMPARE(countOf(content(dir.filePath(QStringLiteral("sitemap-2.xml"))), "<url>"), 1);
    for (const QString &name : filesIn(dir.path()))
        VERIFY_SCHEMA(dir.filePath(name));
}

void TestWriter::splitNeedsBaseUrl()
{
    auto doc = makeDoc(simpleEntries(11));
    QTemporaryDir dir;
    WriteOptions options;
    options.maxUrls = 10;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    const SaveReport report = saveJudged(*doc, target, options);
    QCOMPARE(report.status, SaveReport::Status::NeedsBaseUrl);
    QVERIFY(report.error.contains(QLatin1String("base URL")));
    QVERIFY(filesIn(dir.path()).isEmpty());
}

void TestWriter::byteLimitExact()
{
    // Entries of different sizes, so that a file's end falls at the limit exactly.
    std::vector<EntryData> entries;
    for (int i = 0; i < 300; ++i)
        entries.push_back(EntryData::withLoc(
            QStringLiteral("https://example.com/%1").arg(QString(i % 17 + 1, QLatin1Char('x')))));
    auto doc = makeDoc(entries);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("s.xml"));
    WriteOptions options;
    options.baseUrl = QStringLiteral("https://example.com/");
    const SaveReport whole = planJudged(*doc, target, options);
    QCOMPARE(whole.status, SaveReport::Status::Planned);
    const qint64 size = whole.files[0].bytes;

    // Exactly the size of the whole: one file, exactly that long.
    options.maxBytes = size;
    SaveReport one = saveJudged(*doc, target, options);
    QVERIFY2(one.status == SaveReport::Status::Written, qPrintable(one.error));
    QCOMPARE(one.files.size(), size_t(1));
    QCOMPARE(QFileInfo(target).size(), size);

    // One byte less: a split, every file within the limit and filled (the next
    // entry would not have fitted).
    QTemporaryDir dir2;
    const QString target2 = dir2.filePath(QStringLiteral("s.xml"));
    for (qint64 limit : {size - 1, size / 3, qint64(2000)}) {
        options.maxBytes = limit;
        const SaveReport split = saveJudged(*doc, target2, options);
        QVERIFY2(split.status == SaveReport::Status::Written, qPrintable(split.error));
        QVERIFY(split.files.size() >= 3);
        qint64 total = 0;
        int first = 0;
        for (size_t i = 0; i + 1 < split.files.size(); ++i) {
            const WrittenFile &f = split.files[i];
            const QByteArray bytes = readAll(f.path);
            QCOMPARE(qint64(bytes.size()), f.bytes);
            QVERIFY2(f.bytes <= limit,
                     qPrintable(QStringLiteral("%1 > %2").arg(f.bytes).arg(limit)));
            total += f.entries;
            first += int(f.entries);
            if (i + 2 < split.files.size()) {
                // The next entry (the first of the next file) would not have fitted.
                const qsizetype next =
                    QByteArray("<url>\n  <loc>https://example.com/</loc>\n</url>\n").size() +
                    (first % 17 + 1);
                QVERIFY2(f.bytes + next > limit,
                         qPrintable(QStringLiteral("file %1 not filled").arg(i)));
            }
            VERIFY_SCHEMA(f.path);
        }
        QCOMPARE(total, qint64(300));
        VERIFY_SCHEMA(target2);
        QVERIFY(readAll(target2).size() <= limit);
    }
}

void TestWriter::newsLimit()
{
    auto doc = std::make_unique<SitemapDocument>();
    SitemapFile f;
    doc->addFile(f);
    const QString news = doc->namespaces().prefixFor(Ns::News);
    std::vector<EntryData> entries;
    for (int i = 0; i < 1001; ++i) {
        EntryData d = EntryData::withLoc(QStringLiteral("https://example.com/n/%1").arg(i));
        d.extensionsXml = QStringLiteral("<%1:news><%1:publication><%1:name>Example</%1:name>"
                                         "<%1:language>en</%1:language></%1:publication>"
                                         "<%1:publication_date>2024-05-01</%1:publication_date>"
                                         "<%1:title>Story %2</%1:title></%1:news>")
                              .arg(news)
                              .arg(i);
        d.extensionCount = 1;
        entries.push_back(d);
    }
    entries.push_back(EntryData::withLoc(QStringLiteral("https://example.com/plain")));
    doc->apply(DocumentEdit::insert(0, 0, entries));
    Validator validator(doc.get());
    QTemporaryDir dir;
    WriteOptions options;
    options.baseUrl = QStringLiteral("https://example.com/");
    const SaveReport report =
        SitemapWriter::save(*doc, validator, dir.filePath(QStringLiteral("news.xml")), options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.files.size(), size_t(3));
    QCOMPARE(report.files[0].entries, qint64(1000));
    QCOMPARE(report.files[1].entries, qint64(2));
    for (const WrittenFile &w : report.files)
        VERIFY_SCHEMA(w.path);
}

void TestWriter::gzipSplit()
{
    auto doc = makeDoc(simpleEntries(25, QStringLiteral("2023-07-01")));
    Validator validator(doc.get());
    QTemporaryDir dir;
    WriteOptions options;
    options.gzip = true;
    options.maxUrls = 10;
    options.baseUrl = QStringLiteral("https://example.com/sitemap.xml");
    const SaveReport report =
        SitemapWriter::save(*doc, validator, dir.filePath(QStringLiteral("sitemap.xml")), options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("sitemap-1.xml.gz"), QStringLiteral("sitemap-2.xml.gz"),
                          QStringLiteral("sitemap-3.xml.gz"), QStringLiteral("sitemap.xml.gz")}));
    for (const QString &name : filesIn(dir.path())) {
        QVERIFY(readAll(dir.filePath(name)).startsWith("\x1f\x8b"));
        VERIFY_SCHEMA(dir.filePath(name));
    }
    const QByteArray index = content(dir.filePath(QStringLiteral("sitemap.xml.gz")));
    QVERIFY(index.contains("<loc>https://example.com/sitemap-3.xml.gz</loc>\n  "
                           "<lastmod>2023-07-01</lastmod>"));
    QCOMPARE(countOf(content(dir.filePath(QStringLiteral("sitemap-3.xml.gz"))), "<url>"), 5);

    // Read back through the reader: the gzip files are whole.
    SitemapDocument back;
    DocumentLoader::load(back, dir.filePath(QStringLiteral("sitemap.xml.gz")));
    QCOMPARE(back.totalEntryCount(), qint64(3 + 25));
}

void TestWriter::olderSplitRemoved()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    WriteOptions options;
    options.maxUrls = 10;
    options.baseUrl = QStringLiteral("https://example.com/");
    auto big = makeDoc(simpleEntries(35));
    QVERIFY(saveJudged(*big, target, options).ok());
    QCOMPARE(filesIn(dir.path()).size(), 5);
    writeFile(dir.path(), QStringLiteral("unrelated-1.xml"), "keep me");

    auto smaller = makeDoc(simpleEntries(15));
    const SaveReport report = saveJudged(*smaller, target, options);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.removedFiles, (QStringList{dir.filePath(QStringLiteral("sitemap-3.xml")),
                                               dir.filePath(QStringLiteral("sitemap-4.xml"))}));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("sitemap-1.xml"), QStringLiteral("sitemap-2.xml"),
                          QStringLiteral("sitemap.xml"), QStringLiteral("unrelated-1.xml")}));
    QVERIFY(report.summaryLines().join(u'\n').contains(QLatin1String("removed")));

    auto single = makeDoc(simpleEntries(3));
    const SaveReport last = saveJudged(*single, target, options);
    QCOMPARE(last.removedFiles.size(), 2);
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("sitemap.xml"), QStringLiteral("unrelated-1.xml")}));
    VERIFY_SCHEMA(target);
}

void TestWriter::unwritableFolder()
{
    // Tests may run as root: a folder below a regular file cannot exist for anyone.
    QTemporaryDir dir;
    const QString blocker = writeFile(dir.path(), QStringLiteral("file"), "x");
    const QString target = blocker + QStringLiteral("/sitemap.xml");
    auto doc = makeDoc(simpleEntries(3));
    const SaveReport report = saveJudged(*doc, target);
    QCOMPARE(report.status, SaveReport::Status::Failed);
    QVERIFY2(report.error.contains(target), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("Not a directory")), qPrintable(report.error));
    QCOMPARE(readAll(blocker), QByteArray("x"));
}

void TestWriter::failingDevice()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    WriteOptions options;
    options.maxUrls = 10;
    options.baseUrl = QStringLiteral("https://example.com/");
    QVERIFY(saveJudged(*makeDoc(simpleEntries(25)), target, options).ok());
    QMap<QString, QByteArray> before;
    for (const QString &name : filesIn(dir.path()))
        before.insert(name, readAll(dir.filePath(name)));

    // The second file of the new set fails halfway: nothing on disk changes.
    for (bool gzip : {false, true}) {
        options.gzip = gzip;
        std::atomic<int> opened{0}; // files are opened from the writer's threads
        options.hooks.open = [&opened](const QString &path,
                                       QString *error) -> std::unique_ptr<QIODevice> {
            if (++opened == 2)
                return std::make_unique<FailingDevice>(100);
            return FileSystemHooks::openFile(path, error);
        };
        const SaveReport report = saveJudged(*makeDoc(simpleEntries(35)), target, options);
        QCOMPARE(report.status, SaveReport::Status::Failed);
        QVERIFY2(report.error.contains(QLatin1String("No space left on device")),
                 qPrintable(report.error));
        QVERIFY2(report.error.contains(dir.path()), qPrintable(report.error));
        QCOMPARE(filesIn(dir.path()), QStringList(before.keys()));
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QCOMPARE(readAll(dir.filePath(it.key())), it.value());
    }
}

void TestWriter::failedRename()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    WriteOptions options;
    options.maxUrls = 10;
    options.baseUrl = QStringLiteral("https://example.com/");
    QVERIFY(saveJudged(*makeDoc(simpleEntries(25)), target, options).ok());
    QMap<QString, QByteArray> before;
    for (const QString &name : filesIn(dir.path()))
        before.insert(name, readAll(dir.filePath(name)));

    // The third rename into place fails: the two already moved are put back.
    int renames = 0;
    options.hooks.rename = [&renames](const QString &from, const QString &to, QString *error) {
        if (from.contains(QLatin1String(".tmp-")) && ++renames == 3) {
            *error = QStringLiteral("Input/output error");
            return false;
        }
        return FileSystemHooks::renameFile(from, to, error);
    };
    const SaveReport report = saveJudged(*makeDoc(simpleEntries(45)), target, options);
    QCOMPARE(report.status, SaveReport::Status::Failed);
    QVERIFY2(report.error.contains(QLatin1String("Input/output error")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("sitemap-3.xml")), qPrintable(report.error));
    QCOMPARE(filesIn(dir.path()), QStringList(before.keys()));
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QCOMPARE(readAll(dir.filePath(it.key())), it.value());
}

void TestWriter::malformedInput()
{
    QTemporaryDir dir;
    const QByteArray bytes = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                             "<url><loc>https://example.com/a</loc></url>\n"
                             "<url><loc>https://example.com/b</loc></url>\n"
                             "<url><loc>https://example.com/c?x=1&y=2</loc></url>\n"
                             "<url><loc>https://example.com/d</loc></url>\n"
                             "</urlset>\n";
    const QString path = writeFile(dir.path(), QStringLiteral("broken.xml"), bytes);
    SitemapDocument doc;
    SitemapReader::readFile(doc, path);
    QVERIFY(!doc.file(0).fullyRead());
    QCOMPARE(doc.entryCount(0), 2);
    Validator validator(&doc);

    const SaveReport refused = SitemapWriter::save(doc, validator, path);
    QCOMPARE(refused.status, SaveReport::Status::Refused);
    QVERIFY2(refused.error.contains(QLatin1String("line 5")), qPrintable(refused.error));
    QCOMPARE(readAll(path), bytes);

    WriteOptions options;
    options.allowIncompleteInput = true; // the user confirmed
    const SaveReport written = SitemapWriter::save(doc, validator, path, options);
    QVERIFY2(written.status == SaveReport::Status::Written, qPrintable(written.error));
    QCOMPARE(written.incompleteInputs.size(), 1);
    QVERIFY2(written.incompleteInputs[0].contains(QLatin1String("bytes")),
             qPrintable(written.incompleteInputs[0]));
    QCOMPARE(countOf(readAll(path), "<url>"), 2);
    VERIFY_SCHEMA(path);
}

void TestWriter::indexSetSavesBack()
{
    QTemporaryDir dir;
    const QString index = writeIndexSet(
        dir.path(),
        {{QStringLiteral("posts.xml"),
          "<url><loc>https://example.com/p1</loc><lastmod>2024-01-02</lastmod></url>"
          "<url><loc>https://example.com/p2</loc></url>",
          "2024-01-03"},
         {QStringLiteral("pages.xml"), "<url><loc>https://example.com/a</loc></url>", {}}});
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 3);
    Validator validator(&doc);

    // Nothing was edited and nothing needs a repair: no file is written (section 5.1).
    const QByteArray indexBefore = readAll(index);
    const QByteArray postsBefore = readAll(dir.filePath(QStringLiteral("posts.xml")));
    const SaveReport report = SitemapWriter::save(doc, validator, index);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.files.size(), size_t(3));
    for (const WrittenFile &f : report.files)
        QVERIFY2(f.unchanged, qPrintable(f.path));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("pages.xml"), QStringLiteral("posts.xml"),
                          QStringLiteral("sitemap.xml")}));
    QCOMPARE(readAll(index), indexBefore);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("posts.xml"))), postsBefore);
    for (const QString &name : filesIn(dir.path()))
        VERIFY_SCHEMA(dir.filePath(name));

    // A limit forces posts.xml to split: the index names the parts, the old file goes.
    WriteOptions options;
    options.maxUrls = 1;
    SitemapDocument again;
    DocumentLoader::load(again, index);
    const SaveReport split = saveJudged(again, index, options);
    QVERIFY2(split.status == SaveReport::Status::Written, qPrintable(split.error));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("pages.xml"), QStringLiteral("posts-1.xml"),
                          QStringLiteral("posts-2.xml"), QStringLiteral("sitemap.xml")}));
    QVERIFY(split.removedFiles.contains(dir.filePath(QStringLiteral("posts.xml"))));
    const QByteArray splitIndex = readAll(index);
    QVERIFY(splitIndex.contains("<loc>https://example.com/posts-1.xml</loc>\n  "
                                "<lastmod>2024-01-02</lastmod>"));
    QVERIFY(splitIndex.contains("<loc>https://example.com/posts-2.xml</loc>"));
    for (const QString &name : filesIn(dir.path()))
        VERIFY_SCHEMA(dir.filePath(name));
}

// An index set saved under a base URL: the index names its files under that URL
// whatever its entries said, so an error of an old loc (another scheme than the
// sitemap's own URL) does not leave the entry, and with it the whole index, out.
void TestWriter::indexLocsWrittenAnewUnderABaseUrl()
{
    QTemporaryDir dir;
    const QString index = writeIndexSet(
        dir.path(),
        {{QStringLiteral("posts.xml"), "<url><loc>http://example.com/p1</loc></url>", {}},
         {QStringLiteral("pages.xml"), "<url><loc>http://example.com/a</loc></url>", {}}});
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 3);
    doc.setOwnUrl(0, QStringLiteral("http://example.com/sitemap.xml"));
    for (int f = 1; f < doc.fileCount(); ++f)
        doc.setOwnUrl(f, QStringLiteral("http://example.com/") +
                             QFileInfo(doc.file(f).path).fileName());
    Validator validator(&doc);
    QVERIFY(validator.entryRuleMask(0, 0) & ruleBit(RuleId::LocHostMismatch));
    WriteOptions options;
    options.baseUrl = QStringLiteral("http://example.com/");
    const SaveReport report = SitemapWriter::save(doc, validator, index, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    const QByteArray written = readAll(index);
    QVERIFY2(written.contains("<loc>http://example.com/posts.xml</loc>"), written.constData());
    QVERIFY2(written.contains("<loc>http://example.com/pages.xml</loc>"), written.constData());
    for (const QString &name : filesIn(dir.path()))
        VERIFY_SCHEMA(dir.filePath(name));
}

// index-lastmod-stale is repaired on save (PROTOCOL section 5): an index entry whose
// file keeps its name gets the newest lastmod written to that file, and nothing
// else of it changes; an entry whose lastmod is not older stays as it was.
void TestWriter::indexLastmodStaleRepaired()
{
    QTemporaryDir dir;
    const QString index = writeIndexSet(
        dir.path(),
        {{QStringLiteral("posts.xml"),
          "<url><loc>https://example.com/p1</loc><lastmod>2024-05-02</lastmod></url>"
          "<url><loc>https://example.com/p2</loc>"
          "<lastmod>2024-05-03T10:00:00+02:00</lastmod></url>",
          "2024-05-01"},
         {QStringLiteral("pages.xml"),
          "<url><loc>https://example.com/a</loc><lastmod>2024-01-01</lastmod></url>", "2024-01-01"},
         {QStringLiteral("news.xml"),
          "<url><loc>https://example.com/n</loc><lastmod>2024-02-01</lastmod></url>",
          {}}});
    SitemapDocument doc;
    DocumentLoader::load(doc, index);
    QCOMPARE(doc.fileCount(), 4);
    Validator validator(&doc);
    QCOMPARE(validator.entriesWith(RuleId::IndexLastmodStale), qint64(2)); // posts, news

    const SaveReport report = SitemapWriter::save(doc, validator, index);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QCOMPARE(report.repairCounts.value(QStringLiteral("index-lastmod-stale")), 2);
    // Only the two lastmods change, in the index's own one-line layout; the children
    // are not written.
    const QByteArray written = readAll(index);
    QCOMPARE(written,
             QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                        "<sitemap><loc>https://example.com/posts.xml</loc>"
                        "<lastmod>2024-05-03T10:00:00+02:00</lastmod></sitemap>\n"
                        "<sitemap><loc>https://example.com/pages.xml</loc>"
                        "<lastmod>2024-01-01</lastmod></sitemap>\n"
                        "<sitemap><loc>https://example.com/news.xml</loc>"
                        "<lastmod>2024-02-01</lastmod></sitemap>\n"
                        "</sitemapindex>\n"));
    for (const WrittenFile &f : report.files)
        QCOMPARE(f.unchanged, !f.index);
    VERIFY_SCHEMA(index);
    SitemapDocument again;
    DocumentLoader::load(again, index);
    const Validator fresh(&again);
    QCOMPARE(fresh.entriesWith(RuleId::IndexLastmodStale), qint64(0));
}

void TestWriter::staleFilesOfKilledSaves()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    QVERIFY(saveJudged(*makeDoc(simpleEntries(5)), target).ok());
    const qint64 dead = deadProcessId();
    const qint64 live = ::getpid();
    auto path = [&dir](const QString &name) { return dir.filePath(name); };
    auto hardLink = [&](const QString &name) {
        return ::link(QFile::encodeName(target).constData(),
                      QFile::encodeName(path(name)).constData()) == 0;
    };

    // Gone with their process: half-written files, and a second name of the file in
    // place (the commit had not replaced it yet).
    const QStringList garbage{leftover("sitemap.part1.xml", "tmp", dead, 0),
                              leftover("sitemap.index.xml", "tmp", dead, 1),
                              leftover("sitemap.xml", "bak", dead, 2)};
    writeFile(dir.path(), garbage[0], "<?xml version=\"1.0\"?><urlset><url><lo");
    writeFile(dir.path(), garbage[1], QByteArray());
    QVERIFY(hardLink(garbage[2]));

    // A save under way in a process that runs (this one), and names that only look
    // like ours: all of them stay.
    QStringList kept{leftover("sitemap.part1.xml", "tmp", live, 0),
                     leftover("sitemap.xml", "bak", live, 1)};
    writeFile(dir.path(), kept[0], "being written");
    QVERIFY(hardLink(kept[1]));
    const QString deadText = QString::number(dead);
    const QStringList unrelated{
        QStringLiteral(".sitemap.xml.tmp-%1-0-0BADC0DE").arg(deadText), // not our hex
        QStringLiteral(".sitemap.xml.tmp-%1-0-badc0de").arg(deadText),  // 7 digits
        QStringLiteral(".sitemap.xml.tmp-%1-0-0badc0de.swp").arg(deadText),
        QStringLiteral(".sitemap.xml.tmp-%1-0badc0de").arg(deadText), // no counter
        QStringLiteral(".sitemap.xml.old-%1-0-0badc0de").arg(deadText),
        QStringLiteral(".sitemap.xml.tmp-0-0-0badc0de"),               // no process 0
        QStringLiteral("sitemap.xml.tmp-%1-0-0badc0de").arg(deadText), // not hidden
        QStringLiteral("..tmp-%1-0-0badc0de").arg(deadText),           // no name
        leftover("notes.txt", "tmp", dead, 0),                         // not a sitemap
        QStringLiteral(".gitignore"),
    };
    for (const QString &name : unrelated)
        writeFile(dir.path(), name, name.toUtf8());
    kept += unrelated;
    const QString folderLikeOurs = path(leftover("sitemap-2.xml", "tmp", dead, 5));
    QVERIFY(QDir().mkdir(folderLikeOurs));
    const QString linkLikeOurs = path(leftover("sitemap-3.xml", "tmp", dead, 6));
    QVERIFY(QFile::link(target, linkLikeOurs));

    const SaveReport report = saveJudged(*makeDoc(simpleEntries(7)), target, WriteOptions());
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QStringList removed = report.staleRemoved;
    removed.sort();
    QStringList expected;
    for (const QString &name : garbage)
        expected << path(name);
    expected.sort();
    QCOMPARE(removed, expected);
    QVERIFY(report.staleKept.isEmpty());
    for (const QString &name : garbage)
        QVERIFY2(!QFileInfo::exists(path(name)), qPrintable(name));
    for (const QString &name : std::as_const(kept))
        QVERIFY2(QFileInfo::exists(path(name)), qPrintable(name));
    for (const QString &name : unrelated)
        QCOMPARE(readAll(path(name)), name.toUtf8());
    QVERIFY(QFileInfo(folderLikeOurs).isDir());
    QVERIFY(QFileInfo(linkLikeOurs).isSymLink());
    QCOMPARE(countOf(readAll(target), "<url>"), 7);
    const QString summary = report.summaryLines().join(QLatin1Char('\n'));
    QVERIFY2(summary.contains(QLatin1String("left by a save that was interrupted")),
             qPrintable(summary));

    // plan() and a refused save write nothing, and remove nothing either.
    const QString later = leftover("sitemap.part9.xml", "tmp", dead, 9);
    writeFile(dir.path(), later, "x");
    QVERIFY(planJudged(*makeDoc(simpleEntries(2)), target).staleRemoved.isEmpty());
    auto invalid = makeDoc({EntryData::withLoc(QStringLiteral("/relative"))});
    Validator validator(invalid.get());
    QCOMPARE(SitemapWriter::save(*invalid, validator, target).status, SaveReport::Status::Refused);
    QVERIFY(QFileInfo::exists(path(later)));
}

void TestWriter::staleFilesThatMayBeTheOnlyCopy()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("sitemap.xml"));
    WriteOptions options;
    options.maxUrls = 10;
    options.baseUrl = QStringLiteral("https://example.com/");
    QVERIFY(saveJudged(*makeDoc(simpleEntries(25)), target, options).ok());
    auto path = [&dir](const QString &name) { return dir.filePath(name); };

    // Killed while moving its set into place: sitemap-1.xml was replaced already, so
    // its backup is the old version, and the set's temporary file the new version of
    // another file. Both stay, and the save says where they are.
    const qint64 replacing = deadProcessId();
    const QString oldVersion = leftover("sitemap-1.xml", "bak", replacing, 0);
    const QString newVersion = leftover("sitemap.part3.xml", "tmp", replacing, 1);
    writeFile(dir.path(), oldVersion, "the sitemap-1.xml of before");
    writeFile(dir.path(), newVersion, "the sitemap-3.xml of the interrupted save");
    // The backup of a file that is gone since: the only copy.
    const qint64 other = deadProcessId();
    const QString orphan = leftover("news.xml", "bak", other, 0);
    writeFile(dir.path(), orphan, "the only news.xml there is");
    // Where a hard link was not possible the backup is a copy: the same bytes as the
    // file in place lose nothing when removed.
    const qint64 copying = deadProcessId();
    const QString copy = leftover("sitemap-2.xml", "bak", copying, 0);
    writeFile(dir.path(), copy, readAll(path(QStringLiteral("sitemap-2.xml"))));
    const QString copyTemp = leftover("sitemap.part1.xml", "tmp", copying, 1);
    writeFile(dir.path(), copyTemp, "half");

    const SaveReport report = saveJudged(*makeDoc(simpleEntries(25)), target, options);
    QVERIFY2(report.status == SaveReport::Status::Written, qPrintable(report.error));
    QStringList kept = report.staleKept;
    kept.sort();
    QStringList expectedKept{path(oldVersion), path(newVersion), path(orphan)};
    expectedKept.sort();
    QCOMPARE(kept, expectedKept);
    QStringList removed = report.staleRemoved;
    removed.sort();
    QStringList expectedRemoved{path(copy), path(copyTemp)};
    expectedRemoved.sort();
    QCOMPARE(removed, expectedRemoved);
    QCOMPARE(readAll(path(oldVersion)), QByteArray("the sitemap-1.xml of before"));
    QCOMPARE(readAll(path(newVersion)), QByteArray("the sitemap-3.xml of the interrupted save"));
    QCOMPARE(readAll(path(orphan)), QByteArray("the only news.xml there is"));
    QVERIFY(!QFileInfo::exists(path(copy)));
    const QString summary = report.summaryLines().join(QLatin1Char('\n'));
    QVERIFY2(summary.contains(QStringLiteral("kept %1: an earlier version of sitemap-1.xml")
                                  .arg(QDir::toNativeSeparators(path(oldVersion)))),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("kept %1: a file of a save that was interrupted")
                                  .arg(QDir::toNativeSeparators(path(newVersion)))),
             qPrintable(summary));
}

void TestWriter::corpusRoundTrip()
{
    const QString corpus = corpusDir();
    if (corpus.isEmpty())
        QSKIP("../shared/corpus is absent");
    QFile manifest(corpus + QStringLiteral("/MANIFEST.tsv"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = manifest.readAll().split('\n');
    int tried = 0;
    int roundTripped = 0;
    QStringList skipped;
    for (const QByteArray &line : lines.mid(1)) {
        const QList<QByteArray> cols = line.split('\t');
        if (cols.size() < 9 || !cols[8].startsWith("yes"))
            continue; // not well-formed (or a text file: "n/a")
        const QString name = QString::fromUtf8(cols[0]);
        const QString path = corpus + QLatin1Char('/') + name;
        if (!QFileInfo::exists(path))
            continue;
        ++tried;
        SitemapDocument doc;
        SitemapReader::readFile(doc, path);
        Validator validator(&doc);
        if (validator.errorCount() > 0 || !doc.file(0).fullyRead()) {
            skipped << name;
            continue;
        }
        QTemporaryDir dir;
        const QString target = dir.filePath(SitemapWriter::outputName(name, false));
        const SaveReport report = SitemapWriter::save(doc, validator, target);
        QVERIFY2(report.status == SaveReport::Status::Written,
                 qPrintable(name + QStringLiteral(": ") + report.error));
        QCOMPARE(report.files.size(), size_t(1));

        SitemapDocument back;
        SitemapReader::readFile(back, target);
        QVERIFY2(back.file(0).fullyRead(), qPrintable(name));
        QCOMPARE(back.file(0).kind, doc.file(0).kind);
        QCOMPARE(back.entryCount(0), doc.entryCount(0));
        for (int e = 0; e < doc.entryCount(0); ++e) {
            for (int f = 0; f < FieldCount; ++f) {
                const Field field = Field(f);
                QCOMPARE(back.entry(0, e).has(field), doc.entry(0, e).has(field));
                if (!doc.entry(0, e).has(field))
                    continue;
                QCOMPARE(back.value(0, e, field),
                         SitemapWriter::writtenValue(field, doc.value(0, e, field)));
            }
            QCOMPARE(back.entry(0, e).extensionCount, doc.entry(0, e).extensionCount);
            if (!(doc.entry(0, e).flags & Entry::HasUnknownElements))
                QCOMPARE(back.extensionsXml(0, e).trimmed(), doc.extensionsXml(0, e).trimmed());
        }
        if (report.notValidated.isEmpty())
            VERIFY_SCHEMA(target);
        ++roundTripped;
    }
    qInfo("corpus round trip: %d of %d well-formed files (with errors, not saved: %s)",
          roundTripped, tried, qPrintable(skipped.join(QStringLiteral(", "))));
    QVERIFY(roundTripped > 0);
}

QTEST_GUILESS_MAIN(TestWriter)
#include "tst_writer.moc"
