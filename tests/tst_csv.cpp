// SPDX-License-Identifier: GPL-3.0-or-later
// CSV import and export in core: the reader (RFC 4180 quoting with commas, line
// breaks and doubled quotes inside quotes, line numbers, commas, semicolons and
// tabs, plain URL lists, a header in any order, UTF-8 with or without a BOM,
// UTF-16, Excel's "sep=" line, what it refuses and why), the plan (rows matched
// by URL as loc-duplicate compares them, values kept exactly as written, new rows,
// refused lines with their numbers), its edits (one per file and field, plus one
// insert, undone exactly) and the export read back.

#include "csvexport.h"
#include "csvimport.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "urltools.h"
#include "validator.h"
#include "workprogress.h"

#include <QStringEncoder>
#include <QTest>

namespace {

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" "
           "xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n" +
           urls + "</urlset>\n";
}

// Three rows: a, b (with an image), c.
void loadSample(SitemapDocument &doc)
{
    SitemapReader::readBytes(
        doc,
        urlset("<url><loc>https://www.example.com/a</loc><lastmod>2024-01-01</lastmod>"
               "<priority>0.5</priority></url>\n"
               "<url><loc>https://www.example.com/b</loc><changefreq>daily</changefreq>"
               "<image:image><image:loc>https://www.example.com/b.png</image:loc>"
               "</image:image></url>\n"
               "<url><loc>https://www.example.com/c</loc></url>\n"),
        QStringLiteral("sample.xml"));
}

QString show(const std::vector<CsvRefusal> &refused)
{
    QStringList lines;
    for (const CsvRefusal &r : refused)
        lines << QStringLiteral("%1: %2").arg(r.line).arg(r.reason);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestCsv : public QObject
{
    Q_OBJECT

private slots:
    void quotedFields();
    void brokenQuotes();
    void delimiters_data();
    void delimiters();
    void headerInAnyOrder();
    void headerless();
    void encodings();
    void fileErrors_data();
    void fileErrors();
    void planMatchesAndAdds();
    void planKeepsValuesAsWritten();
    void planOptionsAndIndexes();
    void editsAreOneEditPerFieldAndUndo();
    void exportReadsBack();
    void exportIsEachCellsField();
};

void TestCsv::quotedFields()
{
    const QString text = QStringLiteral("loc,lastmod\r\n"
                                        "\"https://x.example/a,b\",\"2024-01-01\"\r\n"
                                        "\r\n"
                                        "\"https://x.example/\"\"q\"\"\",\"two\nlines\"\n"
                                        "https://x.example/c,\n"
                                        "last,\"\"");
    const std::vector<CsvRecord> rows = CsvImport::records(text, QLatin1Char(','));
    QCOMPARE(rows.size(), size_t(5));
    QCOMPARE(rows[0].cells, QStringList({QStringLiteral("loc"), QStringLiteral("lastmod")}));
    QCOMPARE(rows[1].cells,
             QStringList({QStringLiteral("https://x.example/a,b"), QStringLiteral("2024-01-01")}));
    QCOMPARE(rows[1].line, 2);
    // The blank line 3 is skipped; line numbers count it.
    QCOMPARE(rows[2].line, 4);
    QCOMPARE(rows[2].cells, QStringList({QStringLiteral("https://x.example/\"q\""),
                                         QStringLiteral("two\nlines")}));
    // The line break inside quotes counts as a line.
    QCOMPARE(rows[3].line, 6);
    QCOMPARE(rows[3].cells, QStringList({QStringLiteral("https://x.example/c"), QString()}));
    QCOMPARE(rows[4].line, 7);
    QCOMPARE(rows[4].cells, QStringList({QStringLiteral("last"), QString()}));
    for (const CsvRecord &r : rows)
        QVERIFY(r.error.isEmpty());
}

void TestCsv::brokenQuotes()
{
    const QString text = QStringLiteral("https://x.example/a,\"x\"y,z\n"
                                        "https://x.example/b,a\"b\n"
                                        "https://x.example/c,\"never\nclosed\n");
    const std::vector<CsvRecord> rows = CsvImport::records(text, QLatin1Char(','));
    QCOMPARE(rows.size(), size_t(3));
    QVERIFY(rows[0].error.contains(QStringLiteral("closing quote")));
    QCOMPARE(rows[0].cells.size(), 3);
    // A quote inside an unquoted value is a character of it.
    QVERIFY(rows[1].error.isEmpty());
    QCOMPARE(rows[1].cells.at(1), QStringLiteral("a\"b"));
    QCOMPARE(rows[2].line, 3);
    QVERIFY2(rows[2].error.contains(QStringLiteral("opened on line 3 is not closed")),
             qPrintable(rows[2].error));
}

void TestCsv::delimiters_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QChar>("delimiter");
    QTest::addColumn<int>("rows");
    QTest::newRow("comma") << QByteArray("loc,priority\nhttps://x.example/a,0.5\n") << QChar(u',')
                           << 1;
    // As German Excel writes it: semicolons, a decimal comma.
    QTest::newRow("semicolon") << QByteArray("loc;priority\r\nhttps://x.example/a;0,5\r\n")
                               << QChar(u';') << 1;
    QTest::newRow("tab") << QByteArray("https://x.example/a\t2024-01-01\n"
                                       "https://x.example/b\t2024-01-02\n")
                         << QChar(u'\t') << 2;
    QTest::newRow("plain list") << QByteArray("https://x.example/a\nhttps://x.example/b\n")
                                << QChar() << 2;
    // One URL of a list with a comma in it does not make the list a CSV.
    QTest::newRow("list, a comma in one URL")
        << QByteArray("https://x.example/a,b\nhttps://x.example/c\nhttps://x.example/d\n"
                      "https://x.example/e\nhttps://x.example/f\n")
        << QChar() << 5;
    QTest::newRow("sep= line") << QByteArray("sep=|\nloc|lastmod\nhttps://x.example/a|2024\n")
                               << QChar(u'|') << 1;
}

void TestCsv::delimiters()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QChar, delimiter);
    QFETCH(int, rows);
    const CsvTable table = CsvImport::read(bytes);
    QVERIFY2(table.error.isEmpty(), qPrintable(table.error));
    QCOMPARE(table.delimiter, delimiter);
    QCOMPARE(int(table.records.size()), rows);
    QVERIFY(table.refused.empty());
}

void TestCsv::headerInAnyOrder()
{
    const CsvTable table = CsvImport::read("Priority;Notes;URL;Last Modified;change_freq\n"
                                           "0,8;home;https://x.example/;2024-05-01;weekly\n");
    QVERIFY(table.error.isEmpty());
    QVERIFY(table.header);
    QCOMPARE(table.columnOf[int(Field::Loc)], 2);
    QCOMPARE(table.columnOf[int(Field::LastMod)], 3);
    QCOMPARE(table.columnOf[int(Field::ChangeFreq)], 4);
    QCOMPARE(table.columnOf[int(Field::Priority)], 0);
    QCOMPARE(table.ignoredColumns, QStringList{QStringLiteral("Notes")});
    QCOMPARE(table.records.size(), size_t(1));
    QCOMPARE(table.records[0].line, 2);

    // sitemap-tool export's CSV: its file and extensions columns are ignored.
    const CsvTable exported = CsvImport::read("file,loc,lastmod,changefreq,priority,extensions\n"
                                              "s.xml,https://x.example/,,,,0\n");
    QCOMPARE(exported.columnOf[int(Field::Loc)], 1);
    QCOMPARE(exported.ignoredColumns,
             QStringList({QStringLiteral("file"), QStringLiteral("extensions")}));
}

void TestCsv::headerless()
{
    // Without a header the columns are loc, lastmod, changefreq, priority; more are ignored.
    const CsvTable table =
        CsvImport::read("https://x.example/a,2024-01-01,daily,0.3,extra\nhttps://x.example/b\n");
    QVERIFY(!table.header);
    for (int f = 0; f < FieldCount; ++f)
        QCOMPARE(table.columnOf[f], f);
    QCOMPARE(table.records.size(), size_t(2));

    // A first row that is neither URLs nor known column names is refused as a header.
    const CsvTable unknown = CsvImport::read("Adresse;Datum\nhttps://x.example/a;2024\n");
    QCOMPARE(unknown.records.size(), size_t(1));
    QCOMPARE(unknown.refused.size(), size_t(1));
    QCOMPARE(unknown.refused[0].line, 1);
    QVERIFY(unknown.refused[0].reason.contains(QStringLiteral("header")));
}

void TestCsv::encodings()
{
    const QString text = QStringLiteral("loc\nhttps://x.example/über\n");
    const QByteArray utf8 = text.toUtf8();
    QStringEncoder toUtf16(QStringConverter::Utf16LE);
    const QByteArray utf16 = QByteArray("\xFF\xFE") + QByteArray(toUtf16.encode(text));
    for (const QByteArray &bytes : {utf8, QByteArray("\xEF\xBB\xBF") + utf8, utf16}) {
        const CsvTable table = CsvImport::read(bytes);
        QVERIFY2(table.error.isEmpty(), qPrintable(table.error));
        // With a BOM the header is still "loc".
        QVERIFY(table.header);
        QCOMPARE(table.records.size(), size_t(1));
        QCOMPARE(table.records[0].cells.front(), QStringLiteral("https://x.example/über"));
    }
}

void TestCsv::fileErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("Latin-1") << QByteArray("loc\nhttps://x.example/\xFC\n")
                             << QStringLiteral("not UTF-8 (line 2, column 19)");
    QTest::newRow("no loc column")
        << QByteArray("lastmod,priority\n2024,0.5\n") << QStringLiteral("no loc (or url) column");
    QTest::newRow("loc twice") << QByteArray("url,loc\na,b\n")
                               << QStringLiteral("names the loc column twice");
    QTest::newRow("empty") << QByteArray("\xEF\xBB\xBF\r\n\r\n") << QStringLiteral("no rows");
}

void TestCsv::fileErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    const CsvTable table = CsvImport::read(bytes);
    QVERIFY2(table.error.contains(error), qPrintable(table.error));
    SitemapDocument doc;
    loadSample(doc);
    QVERIFY(CsvImport::plan(doc, table, true, true).empty());
}

void TestCsv::planMatchesAndAdds()
{
    SitemapDocument doc;
    loadSample(doc);
    const CsvTable table = CsvImport::read(
        "loc,lastmod,changefreq,priority\n"
        "HTTPS://WWW.EXAMPLE.COM:443/a,2024-06-01,,0.9\n" // a, as loc-duplicate compares
        "https://www.example.com/b,,daily,\n"             // b holds daily already
        "https://www.example.com/new,2024-06-02,weekly,0.1\n"
        ",2024-01-01,,\n"
        "https://www.example.com/a,2025-01-01,,\n"
        "\"https://www.example.com/broken\"x,,,\n");
    QVERIFY(table.error.isEmpty());
    const CsvImportPlan plan = CsvImport::plan(doc, table, true, true);
    QCOMPARE(plan.file, 0);
    QCOMPARE(plan.updates.size(), size_t(1));
    const CsvUpdate &u = plan.updates[0];
    QCOMPARE(u.entry, 0);
    QCOMPARE(u.line, 2);
    QCOMPARE(u.changed, quint8(fieldBit(Field::LastMod) | fieldBit(Field::Priority)));
    QCOMPARE(u.before[int(Field::LastMod)], std::optional<QString>(QStringLiteral("2024-01-01")));
    QCOMPARE(u.after[int(Field::LastMod)], QStringLiteral("2024-06-01"));
    QCOMPARE(u.after[int(Field::Priority)], QStringLiteral("0.9"));
    QCOMPARE(plan.current, 1);
    QCOMPARE(plan.added.size(), size_t(1));
    QCOMPARE(plan.addedLines, std::vector<int>{4});
    QCOMPARE(plan.added[0].values[int(Field::Loc)],
             std::optional<QString>(QStringLiteral("https://www.example.com/new")));
    QCOMPARE(plan.added[0].values[int(Field::ChangeFreq)],
             std::optional<QString>(QStringLiteral("weekly")));
    // Refused, in line order, each with its reason.
    QCOMPARE(plan.refused.size(), size_t(3));
    QCOMPARE(plan.refused[0].line, 5);
    QCOMPARE(plan.refused[0].reason, QStringLiteral("no URL"));
    QCOMPARE(plan.refused[1].line, 6);
    QCOMPARE(plan.refused[1].reason, QStringLiteral("the same URL as line 2"));
    QCOMPARE(plan.refused[2].line, 7);
    QVERIFY(plan.refused[2].reason.contains(QStringLiteral("closing quote")));
}

void TestCsv::planKeepsValuesAsWritten()
{
    SitemapDocument doc;
    loadSample(doc);
    Validator validator(&doc);
    // German Excel: a decimal comma (read as a decimal point), a date as typed; a
    // changefreq in capitals.
    const CsvTable table = CsvImport::read("loc;lastmod;changefreq;priority\n"
                                           "https://www.example.com/c;01.06.2024;Weekly;0,7\n"
                                           "  https://www.example.com/d ;2024-06-01;;1.50\n");
    const CsvImportPlan plan = CsvImport::plan(doc, table, true, true);
    QCOMPARE(plan.updates.size(), size_t(1));
    QCOMPARE(plan.added.size(), size_t(1));
    QVERIFY2(plan.refused.empty(), qPrintable(show(plan.refused)));
    for (const DocumentEdit &edit : plan.edits(doc))
        doc.apply(edit);
    QCOMPARE(doc.value(0, 2, Field::LastMod), QStringLiteral("01.06.2024"));
    QCOMPARE(doc.value(0, 2, Field::ChangeFreq), QStringLiteral("Weekly"));
    // A decimal comma in priority is read as the number it is (PROTOCOL.md section 6.1).
    QCOMPARE(doc.value(0, 2, Field::Priority), QStringLiteral("0.7"));
    QCOMPARE(doc.value(0, 3, Field::Loc), QStringLiteral("  https://www.example.com/d "));
    QCOMPARE(doc.value(0, 3, Field::Priority), QStringLiteral("1.50"));
    QVERIFY(!doc.entry(0, 3).has(Field::ChangeFreq));
    // The validator judges them like any edit.
    QStringList rules;
    for (int e : {2, 3}) {
        for (const Problem &p : validator.entryProblems(0, e))
            rules << p.rule;
    }
    for (const char *rule :
         {"lastmod-format", "changefreq-invalid", "loc-whitespace", "priority-range"})
        QVERIFY2(rules.contains(QLatin1String(rule)), qPrintable(rules.join(QLatin1Char(' '))));
    QVERIFY(!rules.contains(QLatin1String("priority-invalid")));
}

void TestCsv::planOptionsAndIndexes()
{
    SitemapDocument doc;
    loadSample(doc);
    const QByteArray csv = "https://www.example.com/a,2030-01-01\nhttps://www.example.com/z\n";
    const CsvTable table = CsvImport::read(csv);
    // Adding off: the new URL is refused with its reason; updating off: counted.
    const CsvImportPlan updateOnly = CsvImport::plan(doc, table, false, true);
    QCOMPARE(updateOnly.updates.size(), size_t(1));
    QVERIFY(updateOnly.added.empty());
    QCOMPARE(updateOnly.refused.size(), size_t(1));
    QCOMPARE(updateOnly.refused[0].line, 2);
    QVERIFY(updateOnly.refused[0].reason.contains(QStringLiteral("adding new rows is off")));
    const CsvImportPlan addOnly = CsvImport::plan(doc, table, true, false);
    QVERIFY(addOnly.updates.empty());
    QCOMPARE(addOnly.notUpdated, 1);
    QCOMPARE(addOnly.added.size(), size_t(1));

    // An index alone: its own <loc>s are not rows to update, and there is no file to add to.
    SitemapDocument index;
    SitemapReader::readBytes(index,
                             "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"
                             "<sitemap><loc>https://www.example.com/a</loc></sitemap>"
                             "</sitemapindex>",
                             QStringLiteral("index.xml"));
    QVERIFY(index.file(0).isIndex());
    const CsvImportPlan onIndex = CsvImport::plan(index, table, true, true);
    QVERIFY(onIndex.empty());
    QCOMPARE(onIndex.refused.size(), size_t(2));
    QVERIFY(onIndex.refused[0].reason.contains(QStringLiteral("no sitemap file")));
}

void TestCsv::editsAreOneEditPerFieldAndUndo()
{
    SitemapDocument doc;
    loadSample(doc);
    Validator validator(&doc);
    const QString extensions = doc.extensionsXml(0, 1);
    const CsvTable table = CsvImport::read("loc,priority,lastmod\n"
                                           "https://www.example.com/a,0.1,2024-02-01\n"
                                           "https://www.example.com/b,0.1,2024-02-01\n"
                                           "https://www.example.com/c,0.2,\n"
                                           "https://www.example.com/n1,,\n"
                                           "https://www.example.com/n2,0.3,\n");
    const CsvImportPlan plan = CsvImport::plan(doc, table, true, true);
    const std::vector<DocumentEdit> edits = plan.edits(doc);
    // lastmod of a and b, priority of a, b and c, one insert of two rows.
    QCOMPARE(edits.size(), size_t(3));
    QCOMPARE(edits[0].kind, DocumentEdit::Kind::SetValues);
    QCOMPARE(edits[0].field, Field::LastMod);
    QCOMPARE(edits[0].targets, std::vector<int>({0, 1}));
    QCOMPARE(edits[1].field, Field::Priority);
    QCOMPARE(edits[1].targets, std::vector<int>({0, 1, 2}));
    QCOMPARE(edits[2].kind, DocumentEdit::Kind::InsertEntries);
    QCOMPARE(edits[2].entry, 3);
    QCOMPARE(edits[2].entries.size(), size_t(2));

    std::vector<EntryData> before;
    for (int e = 0; e < doc.entryCount(0); ++e)
        before.push_back(doc.entryData(0, e));
    const int problemsBefore = int(validator.allProblems().size());
    for (const DocumentEdit &edit : edits)
        doc.apply(edit);
    QCOMPARE(doc.entryCount(0), 5);
    QCOMPARE(doc.value(0, 2, Field::Priority), QStringLiteral("0.2"));
    QCOMPARE(doc.value(0, 4, Field::Priority), QStringLiteral("0.3"));
    QVERIFY(!doc.entry(0, 3).has(Field::Priority));
    // What the CSV does not name stays: b's changefreq and image.
    QCOMPARE(doc.value(0, 1, Field::ChangeFreq), QStringLiteral("daily"));
    QCOMPARE(doc.extensionsXml(0, 1), extensions);
    for (auto it = edits.rbegin(); it != edits.rend(); ++it)
        doc.revert(*it);
    QCOMPARE(doc.entryCount(0), 3);
    for (int e = 0; e < 3; ++e) {
        for (int f = 0; f < FieldCount; ++f)
            QCOMPARE(doc.optionalValue(0, e, Field(f)), before[size_t(e)].values[f]);
    }
    QCOMPARE(int(validator.allProblems().size()), problemsBefore);
}

void TestCsv::exportReadsBack()
{
    QCOMPARE(CsvExport::field(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
    QCOMPARE(CsvExport::field(QStringLiteral("a;b")), QStringLiteral("a;b"));
    QCOMPARE(CsvExport::field(QStringLiteral("a;b"), QLatin1Char(';')), QStringLiteral("\"a;b\""));
    QCOMPARE(CsvExport::field(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));

    SitemapDocument doc;
    SitemapReader::readBytes(
        doc,
        urlset("<url><loc> https://www.example.com/a,b?q=\"1\" </loc><lastmod>2024</lastmod>"
               "</url>\n"
               "<url><loc>https://www.example.com/c</loc><priority>0.4</priority></url>\n"),
        QStringLiteral("s.xml"));
    for (const QChar delimiter : {QChar(u','), QChar(u';'), QChar(u'\t')}) {
        const QByteArray bytes = CsvExport::write(doc, {{0, 1}, {0, 0}}, delimiter, true);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"
                                 "loc"));
        const CsvTable table = CsvImport::read(bytes);
        QVERIFY2(table.error.isEmpty(), qPrintable(table.error));
        QCOMPARE(table.delimiter, delimiter);
        QVERIFY(table.header);
        QCOMPARE(table.records.size(), size_t(2));
        // In the order given, values trimmed as sitemap-tool export gives them.
        QCOMPARE(table.records[0].cells,
                 QStringList({QStringLiteral("https://www.example.com/c"), QString(), QString(),
                              QStringLiteral("0.4")}));
        QCOMPARE(table.records[1].cells,
                 QStringList({QStringLiteral("https://www.example.com/a,b?q=\"1\""),
                              QStringLiteral("2024"), QString(), QString()}));
    }
}

// The export writes each row's cells as CsvExport::field() makes them, of the values
// trimmed: values with the delimiter, quotes or line breaks in them, values that start
// a formula, values not ASCII, empty and absent values, with each delimiter.
void TestCsv::exportIsEachCellsField()
{
    const QStringList locs = {
        QStringLiteral("https://www.example.com/plain"),
        QStringLiteral("https://www.example.com/a,b"),
        QStringLiteral("https://www.example.com/a;b"),
        QStringLiteral("https://www.example.com/tab\tin"),
        QStringLiteral("https://www.example.com/q\"uote"),
        QStringLiteral("=HYPERLINK(\"https://evil.example\")"),
        QStringLiteral("-1+2"),
        QStringLiteral("@SUM(A1)"),
        QStringLiteral("+49 30"),
        QStringLiteral("https://www.example.com/k\u00fcche/\u65e5\u672c"),
        QStringLiteral("  https://www.example.com/spaced  "),
        QStringLiteral("https://www.example.com/line\nbreak"),
    };
    QByteArray body;
    for (qsizetype i = 0; i < locs.size(); ++i) {
        QString loc = locs[i];
        loc.replace(QLatin1Char('&'), QLatin1String("&amp;"))
            .replace(QLatin1Char('<'), QLatin1String("&lt;"));
        body += "<url><loc>" + loc.toUtf8() + "</loc>";
        if (i % 3 == 0)
            body += "<lastmod>2024-05-0" + QByteArray::number(1 + i % 9) + "</lastmod>";
        if (i % 4 == 1)
            body += "<changefreq></changefreq>"; // present, empty
        if (i % 2 == 0)
            body += "<priority>" + QByteArray(i % 4 == 0 ? "=0.5" : "0.5") + "</priority>";
        body += "</url>\n";
    }
    SitemapDocument doc;
    SitemapReader::readBytes(doc, urlset(body), QStringLiteral("s.xml"));
    QCOMPARE(doc.entryCount(0), int(locs.size()));
    // The rows backwards; then again, so many times over that each half of the rows
    // is written on a thread of its own (the halves must meet exactly).
    std::vector<std::pair<int, int>> few;
    for (int e = doc.entryCount(0) - 1; e >= 0; --e)
        few.emplace_back(0, e);
    std::vector<std::pair<int, int>> many;
    while (many.size() < 70000)
        many.insert(many.end(), few.begin(), few.end());
    QCOMPARE(CsvExport::writeParts(doc, many).size(), size_t(2));
    for (const auto &rows : {few, many})
        for (const QChar delimiter : {QChar(u','), QChar(u';'), QChar(u'\t')}) {
            QString expected = QChar(0xFEFF);
            for (int f = 0; f < FieldCount; ++f) {
                if (f > 0)
                    expected += delimiter;
                expected += CsvImport::fieldName(Field(f));
            }
            expected += QLatin1String("\r\n");
            for (const auto &[file, entry] : rows) {
                for (int f = 0; f < FieldCount; ++f) {
                    if (f > 0)
                        expected += delimiter;
                    if (doc.entry(file, entry).has(Field(f)))
                        expected += CsvExport::field(
                            UrlTools::trimXmlWhitespace(doc.value(file, entry, Field(f))),
                            delimiter);
                }
                expected += QLatin1String("\r\n");
            }
            QCOMPARE(CsvExport::write(doc, rows, delimiter, true), expected.toUtf8());
        }
    // With progress, as the export on its thread shows it: the same parts, two units
    // a row in all; once cancelled, no parts.
    const qint64 units = 2 * qint64(many.size());
    WorkProgress progress(units);
    QCOMPARE(CsvExport::writeParts(doc, many, QLatin1Char(','), true, &progress),
             CsvExport::writeParts(doc, many, QLatin1Char(','), true));
    QCOMPARE(progress.progress(), std::make_pair(units, units));
    progress.cancel();
    QVERIFY(CsvExport::writeParts(doc, many, QLatin1Char(','), true, &progress).empty());
}

QTEST_MAIN(TestCsv)
#include "tst_csv.moc"
