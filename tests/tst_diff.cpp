// SPDX-License-Identifier: GPL-3.0-or-later
// `sitemap-tool diff` and the compare core behind it, as PROTOCOL.md section 6
// describes them: entries of the sitemaps of each side (an index's children,
// never its own <sitemap> entries) matched by the loc-duplicate key, the first
// one winning; fields compared as export gives them; extensions by namespace
// URI, name, attributes and trimmed text; text and JSON; exit statuses 0/1/2; a
// malformed side compared as far as it was read.

#include "documentloader.h"
#include "sitemapcompare.h"
#include "sitemapdocument.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>
#include <atomic>

using namespace TestSupport;

namespace {

QByteArray urlset(const QByteArray &body, const QByteArray &extraNs = {})
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"" +
           extraNs + ">\n" + body + "</urlset>\n";
}

QByteArray index(const QStringList &children)
{
    QByteArray body;
    for (const QString &c : children)
        body += "<sitemap><loc>https://a.example/" + c.toUtf8() + "</loc></sitemap>\n";
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</sitemapindex>\n";
}

// The whole of a result, in one text, for comparing two of them.
QString describe(const Compare::Result &r)
{
    QString out;
    QTextStream s(&out);
    for (const Compare::EntryRef &a : r.added)
        s << "+ " << a.file << ':' << a.entry << '\n';
    for (const Compare::EntryRef &a : r.removed)
        s << "- " << a.file << ':' << a.entry << '\n';
    for (const Compare::Changed &c : r.changed)
        s << "~ " << c.before.file << ':' << c.before.entry << ' ' << c.after.file << ':'
          << c.after.entry << ' ' << c.fields << '\n';
    s << r.unchanged << " unchanged" << (r.cancelled ? " cancelled" : "");
    return out;
}

QJsonObject json(const ToolResult &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QStringList locs(const QJsonArray &items)
{
    QStringList out;
    for (const QJsonValue &v : items)
        out << v.toObject().value(QLatin1String("loc")).toString();
    return out;
}

} // namespace

class TestDiff : public QObject
{
    Q_OBJECT

private slots:
    void singleFilesText();
    void singleFilesJson();
    void identicalIsExitZero();
    void sets();
    void matchingByDuplicateKey();
    void extensionsByNamespaceNotPrefix();
    void unreadableAndNotSitemap();
    void malformedSideComparedAsFarAsRead();
    void stepsGiveTheWholeComparison();
    void usage();

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    QString path(const QString &name)
    {
        const QString sub = m_dir.filePath(QString::number(m_n));
        QDir().mkpath(sub);
        return QDir(sub).filePath(name);
    }
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString p = path(name);
        return writeFile(QFileInfo(p).path(), name, bytes);
    }
    void next() { ++m_n; }
};

void TestDiff::singleFilesText()
{
    next();
    const QString a =
        write(QStringLiteral("old.xml"),
              urlset("<url><loc>https://a.example/same</loc><lastmod>2024-01-01</lastmod></url>\n"
                     "<url><loc>https://a.example/gone</loc></url>\n"
                     "<url><loc>https://a.example/moved</loc><lastmod>2024-01-01</lastmod>"
                     "<priority>0.5</priority></url>\n"));
    const QString b =
        write(QStringLiteral("new.xml"),
              urlset("<url><loc>https://a.example/same</loc><lastmod> 2024-01-01 </lastmod></url>\n"
                     "<url><loc>https://a.example/moved</loc><lastmod>2024-02-01</lastmod>"
                     "<changefreq>daily</changefreq><priority>0.5</priority></url>\n"
                     "<url><loc>https://a.example/new</loc></url>\n"));
    const ToolResult r = runTool({QStringLiteral("diff"), a, b});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines, (QList<QByteArray>{"+ https://a.example/new", "- https://a.example/gone",
                                       "~ https://a.example/moved lastmod 2024-01-01 -> 2024-02-01",
                                       "~ https://a.example/moved changefreq (none) -> daily",
                                       "1 added, 1 removed, 1 changed, 1 unchanged"}));
}

void TestDiff::singleFilesJson()
{
    next();
    const QString a =
        write(QStringLiteral("old.xml"),
              urlset("<url><loc>https://a.example/x</loc><priority>0.5</priority></url>\n"
                     "<url><loc>https://a.example/y</loc></url>\n"));
    const QString b =
        write(QStringLiteral("new.xml"),
              urlset("<url><loc>https://a.example/x</loc><priority>0.50</priority></url>\n"
                     "<url><loc>https://a.example/z</loc></url>\n"));
    const ToolResult r =
        runTool({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"), a, b});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = json(r);
    QCOMPARE(locs(o.value(QLatin1String("added")).toArray()),
             QStringList{QStringLiteral("https://a.example/z")});
    QCOMPARE(o.value(QLatin1String("added"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("file"))
                 .toString(),
             b);
    QCOMPARE(locs(o.value(QLatin1String("removed")).toArray()),
             QStringList{QStringLiteral("https://a.example/y")});
    QCOMPARE(o.value(QLatin1String("removed"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("file"))
                 .toString(),
             a);
    const QJsonArray changed = o.value(QLatin1String("changed")).toArray();
    QCOMPARE(changed.size(), 1);
    const QJsonObject c = changed.at(0).toObject();
    QCOMPARE(c.value(QLatin1String("loc")).toString(), QStringLiteral("https://a.example/x"));
    QCOMPARE(c.value(QLatin1String("file")).toString(), b);
    // Compared as text: 0.5 and 0.50 differ.
    const QJsonObject fields = c.value(QLatin1String("fields")).toObject();
    QCOMPARE(fields.keys(), QStringList{QStringLiteral("priority")});
    QCOMPARE(fields.value(QLatin1String("priority")).toArray(),
             (QJsonArray{QStringLiteral("0.5"), QStringLiteral("0.50")}));
    const QJsonObject summary = o.value(QLatin1String("summary")).toObject();
    QCOMPARE(summary.value(QLatin1String("added")).toInt(), 1);
    QCOMPARE(summary.value(QLatin1String("removed")).toInt(), 1);
    QCOMPARE(summary.value(QLatin1String("changed")).toInt(), 1);
    QCOMPARE(summary.value(QLatin1String("unchanged")).toInt(), 0);
}

void TestDiff::identicalIsExitZero()
{
    next();
    const QByteArray body = urlset("<url><loc>https://a.example/</loc><lastmod>2024-01-01</lastmod>"
                                   "</url>\n<url><loc>https://a.example/b</loc></url>\n");
    const QString a = write(QStringLiteral("a.xml"), body);
    // The same entries as a gzip file: content counts, not the form.
    const QString b = write(QStringLiteral("b.xml.gz"), gzip(body));
    ToolResult r = runTool({QStringLiteral("diff"), a, b});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("0 added, 0 removed, 0 changed, 2 unchanged\n"));
    r = runTool({QStringLiteral("diff"), QStringLiteral("--format=json"), a, b});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(o.value(QLatin1String("added")).toArray().isEmpty());
    QVERIFY(o.value(QLatin1String("removed")).toArray().isEmpty());
    QVERIFY(o.value(QLatin1String("changed")).toArray().isEmpty());
    QCOMPARE(o.value(QLatin1String("summary")).toObject().value(QLatin1String("unchanged")).toInt(),
             2);
}

void TestDiff::sets()
{
    // Old set: two children. New set: the entries moved between children and
    // one child renamed; only the entries count, with the new side's file.
    next();
    write(QStringLiteral("s1.xml"), urlset("<url><loc>https://a.example/1</loc></url>\n"
                                           "<url><loc>https://a.example/2</loc></url>\n"));
    write(QStringLiteral("s2.xml"),
          urlset("<url><loc>https://a.example/3</loc><lastmod>2024-01-01</lastmod></url>\n"));
    const QString oldIndex = write(QStringLiteral("index.xml"),
                                   index({QStringLiteral("s1.xml"), QStringLiteral("s2.xml")}));
    next();
    write(QStringLiteral("t1.xml"), urlset("<url><loc>https://a.example/1</loc></url>\n"));
    write(QStringLiteral("t2.xml.gz"),
          gzip(urlset("<url><loc>https://a.example/2</loc></url>\n"
                      "<url><loc>https://a.example/3</loc><lastmod>2024-03-01</lastmod></url>\n"
                      "<url><loc>https://a.example/4</loc></url>\n")));
    const QString newIndex = write(QStringLiteral("index.xml"),
                                   index({QStringLiteral("t1.xml"), QStringLiteral("t2.xml.gz")}));

    const ToolResult r = runTool({QStringLiteral("diff"), QStringLiteral("--format"),
                                  QStringLiteral("json"), oldIndex, newIndex});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = json(r);
    // The index's own <sitemap> entries (different file names) are not compared.
    QCOMPARE(locs(o.value(QLatin1String("added")).toArray()),
             QStringList{QStringLiteral("https://a.example/4")});
    QCOMPARE(o.value(QLatin1String("added"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("file"))
                 .toString(),
             QDir(QFileInfo(newIndex).path()).filePath(QStringLiteral("t2.xml.gz")));
    QVERIFY(o.value(QLatin1String("removed")).toArray().isEmpty());
    const QJsonArray changed = o.value(QLatin1String("changed")).toArray();
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).toObject().value(QLatin1String("loc")).toString(),
             QStringLiteral("https://a.example/3"));
    QCOMPARE(changed.at(0).toObject().value(QLatin1String("file")).toString(),
             QDir(QFileInfo(newIndex).path()).filePath(QStringLiteral("t2.xml.gz")));
    QCOMPARE(o.value(QLatin1String("summary")).toObject().value(QLatin1String("unchanged")).toInt(),
             2);

    // An index against a single sitemap with the same entries: no difference.
    next();
    const QString flat = write(
        QStringLiteral("flat.xml"),
        urlset(
            "<url><loc>https://a.example/1</loc></url>\n<url><loc>https://a.example/2</loc></url>\n"
            "<url><loc>https://a.example/3</loc><lastmod>2024-01-01</lastmod></url>\n"));
    const ToolResult same = runTool({QStringLiteral("diff"), oldIndex, flat});
    QCOMPARE(same.exitCode, 0);
    QCOMPARE(same.out, QByteArray("0 added, 0 removed, 0 changed, 3 unchanged\n"));
}

void TestDiff::matchingByDuplicateKey()
{
    // Scheme and host case and a default port do not matter; the path's case
    // does; the first of two duplicates stands for the URL on each side.
    next();
    const QString a =
        write(QStringLiteral("a.xml"), urlset("<url><loc>HTTPS://A.Example:443/Page</loc>"
                                              "<lastmod>2024-01-01</lastmod></url>\n"
                                              "<url><loc>https://a.example/Page</loc>"
                                              "<lastmod>1999-01-01</lastmod></url>\n"
                                              "<url><loc>https://a.example/CASE</loc></url>\n"));
    const QString b =
        write(QStringLiteral("b.xml"), urlset("<url><loc>https://a.example/Page</loc>"
                                              "<lastmod>2024-01-01</lastmod></url>\n"
                                              "<url><loc>https://a.example/case</loc></url>\n"
                                              "<url><loc>https://a.example/case</loc></url>\n"));
    const ToolResult r = runTool({QStringLiteral("diff"), a, b});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QByteArray("+ https://a.example/case\n- https://a.example/CASE\n"
                               "1 added, 1 removed, 0 changed, 1 unchanged\n"));

    QCOMPARE(Compare::matchKey("  HTTP://Host.Example:80/a?b#c\n"),
             QByteArray("http://host.example/a?b#c"));
    QCOMPARE(Compare::matchKey("https://h.example:8443/x"), QByteArray("https://h.example:8443/x"));
    // Non-ASCII takes the general path and meets its percent-encoded twin.
    QCOMPARE(Compare::matchKey(QByteArray("https://h.example/\xc3\xa4")),
             Compare::matchKey("https://h.example/%C3%A4"));
    QVERIFY(Compare::matchKey(" \n ").isEmpty());
}

void TestDiff::extensionsByNamespaceNotPrefix()
{
    next();
    // Same image under another prefix, other attribute order and whitespace:
    // unchanged. A changed hreflang href: changed, with both XML texts.
    const QString a = write(
        QStringLiteral("a.xml"),
        urlset("<url><loc>https://a.example/1</loc><image:image>\n  <image:loc> "
               "https://a.example/i.png </image:loc>\n</image:image></url>\n"
               "<url><loc>https://a.example/2</loc><xhtml:link rel=\"alternate\" hreflang=\"de\" "
               "href=\"https://a.example/de\"/></url>\n",
               " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""
               " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""));
    const QString b = write(
        QStringLiteral("b.xml"),
        urlset("<url><loc>https://a.example/1</loc><pic:image><pic:loc>https://a.example/i.png"
               "</pic:loc></pic:image></url>\n"
               "<url><loc>https://a.example/2</loc><h:link hreflang=\"de\" rel=\"alternate\" "
               "href=\"https://a.example/de/\"/></url>\n",
               " xmlns:pic=\"http://www.google.com/schemas/sitemap-image/1.1\""
               " xmlns:h=\"http://www.w3.org/1999/xhtml\""));
    const ToolResult r =
        runTool({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("json"), a, b});
    QCOMPARE(r.exitCode, 1);
    const QJsonArray changed = json(r).value(QLatin1String("changed")).toArray();
    QCOMPARE(changed.size(), 1);
    const QJsonObject c = changed.at(0).toObject();
    QCOMPARE(c.value(QLatin1String("loc")).toString(), QStringLiteral("https://a.example/2"));
    const QJsonArray ext =
        c.value(QLatin1String("fields")).toObject().value(QLatin1String("extensions")).toArray();
    QCOMPARE(ext.size(), 2);
    QVERIFY2(ext.at(0).toString().contains(QLatin1String("href=\"https://a.example/de\"")),
             qPrintable(ext.at(0).toString()));
    QVERIFY2(ext.at(1).toString().contains(QLatin1String("href=\"https://a.example/de/\"")),
             qPrintable(ext.at(1).toString()));

    // The same element under another namespace is a change.
    next();
    const QString c1 = write(
        QStringLiteral("c1.xml"),
        urlset("<url><loc>https://a.example/1</loc><v:x>1</v:x></url>\n", " xmlns:v=\"urn:one\""));
    const QString c2 = write(
        QStringLiteral("c2.xml"),
        urlset("<url><loc>https://a.example/1</loc><v:x>1</v:x></url>\n", " xmlns:v=\"urn:two\""));
    const ToolResult other = runTool({QStringLiteral("diff"), c1, c2});
    QCOMPARE(other.exitCode, 1);
    QVERIFY2(other.out.startsWith("~ https://a.example/1 extensions "), other.out.constData());

    // In-process: an added extension where there was none.
    SitemapDocument d1, d2;
    DocumentLoader::load(d1, c1);
    DocumentLoader::load(
        d2, write(QStringLiteral("c3.xml"), urlset("<url><loc>https://a.example/1</loc></url>\n")));
    const Compare::Result res = Compare::compare(d2, d1);
    QCOMPARE(res.changed.size(), size_t(1));
    QVERIFY(res.changed[0].has(Compare::Aspect::Extensions));
    QVERIFY(!res.changed[0].has(Compare::Aspect::LastMod));
    QVERIFY(!Compare::aspectValue(d2, res.changed[0].before, Compare::Aspect::Extensions));
}

void TestDiff::unreadableAndNotSitemap()
{
    next();
    const QString good =
        write(QStringLiteral("good.xml"), urlset("<url><loc>https://a.example/</loc></url>\n"));
    const QString html = write(QStringLiteral("page.html"),
                               "<!DOCTYPE html><html><head><title>x</title></head></html>\n");
    ToolResult r = runTool({QStringLiteral("diff"), good, path(QStringLiteral("missing.xml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("missing.xml"), r.err.constData());
    r = runTool({QStringLiteral("diff"), html, good});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("not a sitemap"), r.err.constData());
    r = runTool({QStringLiteral("diff"), good, m_dir.path()});
    QCOMPARE(r.exitCode, 2);
}

void TestDiff::malformedSideComparedAsFarAsRead()
{
    next();
    const QString full =
        write(QStringLiteral("full.xml"), urlset("<url><loc>https://a.example/1</loc></url>\n"
                                                 "<url><loc>https://a.example/2</loc></url>\n"
                                                 "<url><loc>https://a.example/3</loc></url>\n"));
    const QString cut = write(QStringLiteral("cut.xml"),
                              "<?xml version=\"1.0\"?>\n"
                              "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                              "<url><loc>https://a.example/1</loc></url>\n"
                              "<url><loc>https://a.example/2?a&b</loc></url>\n");
    const ToolResult r = runTool({QStringLiteral("diff"), full, cut});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QByteArray("- https://a.example/2\n- https://a.example/3\n"
                               "0 added, 2 removed, 0 changed, 1 unchanged\n"));
    QVERIFY2(r.err.contains("cut.xml:4:") && r.err.contains("reading stopped"), r.err.constData());
}

void TestDiff::stepsGiveTheWholeComparison()
{
    // The editor matches the open document in slices between events, and drops a
    // pass when the document changes: every slicing gives the whole comparison.
    next();
    QByteArray before, after;
    for (int i = 0; i < 400; ++i) {
        const QByteArray loc = "https://a.example/p" + QByteArray::number(i);
        if (i % 7 != 3) // some only in the new side
            before += "<url><loc>" + loc + "</loc><lastmod>2024-01-0" +
                      QByteArray::number(i % 9 + 1) + "</lastmod></url>\n";
        if (i % 11 == 5) // some only in the old side
            continue;
        const QByteArray lastmod =
            "2024-01-0" + QByteArray::number((i % 13 == 0 ? i + 1 : i) % 9 + 1);
        after += "<url><loc>" + loc + "</loc><lastmod>" + lastmod + "</lastmod>" +
                 (i % 17 == 0 ? "<priority>0.3</priority>" : "") + "</url>\n";
        if (i % 19 == 0) // a later duplicate in the new side
            after += "<url><loc>" + loc.toUpper() + "</loc></url>\n";
    }
    SitemapDocument oldDoc, newDoc;
    DocumentLoader::load(oldDoc, write(QStringLiteral("old.xml"), urlset(before)));
    DocumentLoader::load(newDoc, write(QStringLiteral("new.xml"), urlset(after)));
    const Compare::Result whole = Compare::compare(oldDoc, newDoc);
    QVERIFY(!whole.added.empty() && !whole.removed.empty() && !whole.changed.empty());
    QVERIFY(whole.unchanged > 0);

    Compare::Comparison comparison(oldDoc);
    QVERIFY(!comparison.isCancelled());
    for (const qint64 budget : {qint64(1), qint64(7), qint64(100), qint64(100000)}) {
        comparison.start(newDoc);
        double last = 0;
        int steps = 1;
        while (!comparison.step(budget)) {
            QVERIFY(comparison.progress() >= last && comparison.progress() < 1.0);
            last = comparison.progress();
            ++steps;
        }
        QCOMPARE(describe(comparison.takeResult()), describe(whole));
        QVERIFY(!comparison.isRunning());
        // A step for each new entry, then one for each sixteen old ones (the old side
        // has no duplicates here), looked at for those the new side does not have.
        if (budget == 1)
            QCOMPARE(steps, newDoc.entryCount(0) + (oldDoc.entryCount(0) + 15) / 16);
    }

    // Half way through a pass, an edit puts an old lastmod back: the pass is
    // started anew and gives the comparison of the edited document.
    comparison.start(newDoc);
    for (int i = 0; i < 20; ++i)
        QVERIFY(!comparison.step(10));
    const auto onlyLastmod =
        std::find_if(whole.changed.begin(), whole.changed.end(), [](const Compare::Changed &c) {
            return c.fields == Compare::aspectBit(Compare::Aspect::LastMod);
        });
    QVERIFY(onlyLastmod != whole.changed.end());
    const Compare::Changed first = *onlyLastmod;
    newDoc.apply(
        newDoc.setValuesEdit(first.after.file, Field::LastMod, {first.after.entry},
                             oldDoc.value(first.before.file, first.before.entry, Field::LastMod)));
    comparison.stop();
    QVERIFY(!comparison.isRunning());
    comparison.start(newDoc);
    while (!comparison.step(13)) {
    }
    const Compare::Result edited = comparison.takeResult();
    QCOMPARE(describe(edited), describe(Compare::compare(oldDoc, newDoc)));
    QCOMPARE(edited.changed.size() + 1, whole.changed.size());

    // A cancelled comparison says so.
    std::atomic<bool> cancel{true};
    QVERIFY(Compare::Comparison(oldDoc, &cancel).isCancelled());
    QVERIFY(Compare::compare(oldDoc, newDoc, &cancel).cancelled);

    // Every URL on another host: all of them added and removed. A pass again sizes its
    // table of added URLs for as many as the pass before found, and gives the same,
    // with an added URL that repeats still found once. The first pass's table grows
    // from 2,048 slots at 1,434 added URLs and moves its keys over the next 128: the
    // first hundred repeat within those, while most of them are still in the old slots.
    QByteArray movedBefore, movedAfter;
    for (int i = 0; i < 3000; ++i) {
        movedBefore += "<url><loc>https://old.example/p" + QByteArray::number(i) + "</loc></url>\n";
        movedAfter += "<url><loc>https://new.example/p" + QByteArray::number(i) + "</loc></url>\n";
        if (i == 1450) {
            for (int k = 0; k < 100; ++k)
                movedAfter +=
                    "<url><loc>https://new.example/p" + QByteArray::number(k) + "</loc></url>\n";
        }
    }
    movedAfter += "<url><loc>https://NEW.example/p7</loc></url>\n";
    SitemapDocument movedOld, movedNew;
    DocumentLoader::load(movedOld, write(QStringLiteral("moved-old.xml"), urlset(movedBefore)));
    DocumentLoader::load(movedNew, write(QStringLiteral("moved-new.xml"), urlset(movedAfter)));
    const Compare::Result moved = Compare::compare(movedOld, movedNew);
    QCOMPARE(moved.added.size(), size_t(3000));
    QCOMPARE(moved.removed.size(), size_t(3000));
    Compare::Comparison again(movedOld);
    for (int pass = 0; pass < 3; ++pass) {
        again.start(movedNew);
        while (!again.step(500)) {
        }
        QCOMPARE(describe(again.takeResult()), describe(moved));
    }
}

void TestDiff::usage()
{
    ToolResult r = runTool({QStringLiteral("diff"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("sitemap-tool diff"));
    r = runTool({QStringLiteral("diff"), QStringLiteral("only-one.xml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("usage"));
    r = runTool({QStringLiteral("diff"), QStringLiteral("--format"), QStringLiteral("xml"),
                 QStringLiteral("a"), QStringLiteral("b")});
    QCOMPARE(r.exitCode, 2);
    r = runTool({QStringLiteral("diff"), QStringLiteral("--bogus"), QStringLiteral("a"),
                 QStringLiteral("b")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("usage"));
}

QTEST_GUILESS_MAIN(TestDiff)
#include "tst_diff.moc"
