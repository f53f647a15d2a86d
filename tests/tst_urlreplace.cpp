// SPDX-License-Identifier: GPL-3.0-or-later
// Find and replace in the URLs of images, videos and hreflang links: only those
// texts change (an image's loc, a video's thumbnail, content and player locs, an
// alternate's href, with their escapes), every other character of the extension
// XML stays as it was; one SetExtensions edit per file, undone exactly; counts of
// what matches and what changes; nothing of it without the option.

#include "extensionedits.h"
#include "sitemapdocument.h"
#include "sitemapreader.h"
#include "urlreplace.h"
#include "validator.h"

#include <QTest>

#include <atomic>
#include <thread>

namespace {

const QByteArray Sample =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
    "  xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\"\n"
    "  xmlns:video=\"http://www.google.com/schemas/sitemap-video/1.1\"\n"
    "  xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"\n"
    "  xmlns:shop=\"https://shop.example.net/ns\">\n"
    "<url><loc>http://www.example.com/a</loc>\n"
    "  <image:image>\n"
    "    <image:loc>\n      http://www.example.com/a.png?x=1&amp;y=2\n    </image:loc>\n"
    "    <image:caption>See http://www.example.com/a</image:caption>\n"
    "  </image:image>\n"
    "  <image:image><image:loc><![CDATA[http://www.example.com/cdata.png]]></image:loc>"
    "</image:image>\n"
    "  <video:video>\n"
    "    <video:thumbnail_loc>http://www.example.com/t.jpg</video:thumbnail_loc>\n"
    "    <video:title>Made at http://www.example.com</video:title>\n"
    "    <video:description>d</video:description>\n"
    "    <video:content_loc>http://www.example.com/v.mp4</video:content_loc>\n"
    "    <video:player_loc allow_embed=\"yes\">http://www.example.com/p?v=1</video:player_loc>\n"
    "  </video:video>\n"
    "  <xhtml:link rel='alternate' hreflang='de' href='http://www.example.com/de?a=1&amp;b=2'/>\n"
    "  <xhtml:link href=\"http://www.example.com/a\" hreflang=\"en\" rel=\"alternate\" />\n"
    "  <shop:source>http://www.example.com/feed</shop:source>\n"
    "</url>\n"
    "<url><loc>https://other.example.org/b</loc>\n"
    "  <xhtml:link rel=\"alternate\" hreflang=\"de\" href=\"http://www.example.com/b-de\"/>\n"
    "</url>\n"
    "</urlset>\n";

ReplaceOptions hostMove(bool extensionUrls)
{
    ReplaceOptions o;
    o.find = QStringLiteral("http://www.example.com");
    o.replacement = QStringLiteral("https://example.org");
    o.extensionUrls = extensionUrls;
    return o;
}

} // namespace

class TestUrlReplace : public QObject
{
    Q_OBJECT

private slots:
    void spotsOfEachKind();
    void onlyTheUrlTextsChange();
    void oneEditPerFileUndoneExactly();
    void withoutTheOptionNothingOfIt();
    void regexAndEscapes();
    void urlsOfAFileAreOneEdit();
    void countsAreThoseOfTheEdits();
    void duplicatesAsLocDuplicateComparesThem();
    void planIsTheSameOnEveryPath();
    void cancelledPlanStops();
    void valuesBeforeOutliveTheDocument();
};

void TestUrlReplace::spotsOfEachKind()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, Sample, QStringLiteral("s.xml"));
    const QString xml = doc.extensionsXml(0, 0);
    QStringList found;
    for (const ExtensionEdits::UrlSpot &s : ExtensionEdits::urlSpots(xml, doc.namespaces()))
        found << ExtensionEdits::decodedText(QStringView(xml).sliced(s.begin, s.end - s.begin))
                     .trimmed();
    // Captions, titles and vendor elements are no URLs (the reader keeps CDATA as text).
    QCOMPARE(found, QStringList({QStringLiteral("http://www.example.com/a.png?x=1&y=2"),
                                 QStringLiteral("http://www.example.com/cdata.png"),
                                 QStringLiteral("http://www.example.com/t.jpg"),
                                 QStringLiteral("http://www.example.com/v.mp4"),
                                 QStringLiteral("http://www.example.com/p?v=1"),
                                 QStringLiteral("http://www.example.com/de?a=1&b=2"),
                                 QStringLiteral("http://www.example.com/a")}));
}

void TestUrlReplace::onlyTheUrlTextsChange()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, Sample, QStringLiteral("s.xml"));
    const QString before = doc.extensionsXml(0, 0);
    const UrlReplacer replacer(hostMove(true));
    qint64 matching = 0;
    qint64 changed = 0;
    const std::optional<QString> after =
        replacer.replaceInExtensions(before, doc.namespaces(), &matching, &changed);
    QVERIFY(after);
    QCOMPARE(matching, 7);
    QCOMPARE(changed, 7);
    // The same text with the seven URLs moved and nothing else.
    QString expected = before;
    for (const char *from : {"http://www.example.com/a.png", "http://www.example.com/cdata",
                             "http://www.example.com/t.jpg", "http://www.example.com/v.mp4",
                             "http://www.example.com/p?v=1", "http://www.example.com/de?a",
                             "\"http://www.example.com/a\""}) {
        const qsizetype at = expected.indexOf(QLatin1String(from));
        QVERIFY2(at >= 0, from);
        expected.replace(at + (from[0] == '"' ? 1 : 0), 22, QStringLiteral("https://example.org"));
    }
    QCOMPARE(*after, expected);
    QVERIFY(after->contains(QStringLiteral("See http://www.example.com/a</")));
    QVERIFY(after->contains(QStringLiteral("Made at http://www.example.com</")));
    QVERIFY(after->contains(QStringLiteral(">http://www.example.com/feed</")));
    QVERIFY(after->contains(QStringLiteral("href=\"https://example.org/de?a=1&amp;b=2\"")));
    QVERIFY(after->contains(QStringLiteral("\n      https://example.org/a.png?x=1&amp;y=2\n")));
}

void TestUrlReplace::oneEditPerFileUndoneExactly()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, Sample, QStringLiteral("s.xml"));
    Validator validator(&doc);
    const QString before0 = doc.extensionsXml(0, 0);
    const QString before1 = doc.extensionsXml(0, 1);
    const ReplacePlan plan = UrlReplacer(hostMove(true)).plan(doc);
    QCOMPARE(plan.edits.size(), size_t(1)); // the loc of entry 0
    QCOMPARE(plan.extensionEdits.size(), size_t(1));
    const DocumentEdit &edit = plan.extensionEdits.front();
    QCOMPARE(edit.kind, DocumentEdit::Kind::SetExtensions);
    QCOMPARE(edit.targets, std::vector<int>({0, 1}));
    QCOMPARE(plan.matchingExtensionUrls, 8);
    QCOMPARE(plan.changedExtensionUrls, 8);
    const quint32 count = doc.entry(0, 0).extensionCount;

    for (const DocumentEdit &e : plan.edits)
        doc.apply(e);
    doc.apply(edit);
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("https://example.org/a"));
    QVERIFY(doc.extensionsXml(0, 1).contains(QStringLiteral("href=\"https://example.org/b-de\"")));
    QCOMPARE(doc.entry(0, 0).extensionCount, count);
    // The page and its alternate still name each other: no hreflang-no-return.
    for (const Problem &p : validator.entryProblems(0, 0))
        QVERIFY2(!p.rule.startsWith(QLatin1String("hreflang-no-return")), qPrintable(p.message));

    doc.revert(edit);
    for (const DocumentEdit &e : plan.edits)
        doc.revert(e);
    QCOMPARE(doc.extensionsXml(0, 0), before0);
    QCOMPARE(doc.extensionsXml(0, 1), before1);
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("http://www.example.com/a"));
}

void TestUrlReplace::withoutTheOptionNothingOfIt()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, Sample, QStringLiteral("s.xml"));
    const ReplacePlan plan = UrlReplacer(hostMove(false)).plan(doc);
    QCOMPARE(plan.edits.size(), size_t(1));
    QVERIFY(plan.extensionEdits.empty());
    QCOMPARE(plan.matchingExtensionUrls, 0);
    // In the selection only: the entries chosen.
    const std::vector<std::pair<int, int>> scope = {{0, 1}};
    const ReplacePlan selected = UrlReplacer(hostMove(true)).plan(doc, &scope);
    QVERIFY(selected.edits.empty());
    QCOMPARE(selected.extensionEdits.size(), size_t(1));
    QCOMPARE(selected.extensionEdits.front().targets, std::vector<int>{1});
}

void TestUrlReplace::regexAndEscapes()
{
    SitemapDocument doc;
    SitemapReader::readBytes(doc, Sample, QStringLiteral("s.xml"));
    ReplaceOptions o;
    o.regularExpression = true;
    o.find = QStringLiteral("^http://www\\.example\\.com/de\\?a=(\\d)&b=(\\d)$");
    o.replacement = QStringLiteral("https://example.org/de?b=\\2&a=\"\\1\"");
    o.extensionUrls = true;
    qint64 matching = 0;
    qint64 changed = 0;
    const std::optional<QString> after = UrlReplacer(o).replaceInExtensions(
        doc.extensionsXml(0, 0), doc.namespaces(), &matching, &changed);
    QVERIFY(after);
    QCOMPARE(matching, 1);
    // The new quotes and the & are escaped in the attribute value.
    QVERIFY2(
        after->contains(QStringLiteral("href=\"https://example.org/de?b=2&amp;a=&quot;1&quot;\"")),
        qPrintable(*after));
    QCOMPARE(ExtensionEdits::encodedText(QStringLiteral("a\"b<c>&'"), QChar()),
             QStringLiteral("a\"b&lt;c&gt;&amp;'"));
    QCOMPARE(ExtensionEdits::decodedText(u"x&#38;y&#x3C;&lt;&unknown;"),
             QStringLiteral("x&y<<&unknown;"));
}

namespace {

QByteArray urlset(const QStringList &locs)
{
    QByteArray xml = "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (const QString &loc : locs)
        xml += "<url><loc>" + loc.toUtf8() + "</loc><lastmod>2024-01-01</lastmod></url>\n";
    return xml + "</urlset>\n";
}

ReplaceOptions plain(const QString &find, const QString &replacement)
{
    ReplaceOptions o;
    o.find = find;
    o.replacement = replacement;
    return o;
}

int locDuplicates(const Validator &validator, const SitemapDocument &doc)
{
    int n = 0;
    for (int e = 0; e < doc.entryCount(0); ++e) {
        for (const Problem &p : validator.entryProblems(0, e))
            n += p.rule == QLatin1String("loc-duplicate");
    }
    return n;
}

} // namespace

void TestUrlReplace::urlsOfAFileAreOneEdit()
{
    // The URLs a replacement changes in a file are one edit value: the entries, and
    // each one's URL before and after (a URL padded with whitespace keeps it).
    SitemapDocument doc;
    SitemapReader::readBytes(doc,
                             urlset({QStringLiteral("http://old.example.com/a"),
                                     QStringLiteral("https://new.example.com/b"),
                                     QStringLiteral("\n  http://old.example.com/c\n"),
                                     QStringLiteral("http://old.example.com/d")}),
                             QStringLiteral("s.xml"));
    const ReplacePlan plan =
        UrlReplacer(plain(QStringLiteral("http://old."), QStringLiteral("https://new."))).plan(doc);
    QCOMPARE(plan.changed, 3);
    QCOMPARE(plan.matchingValues, 3);
    QCOMPARE(plan.edits.size(), size_t(1));
    const DocumentEdit &edit = plan.edits.front();
    QCOMPARE(edit.kind, DocumentEdit::Kind::SetValues);
    QCOMPARE(edit.field, Field::Loc);
    QCOMPARE(edit.targets, std::vector<int>({0, 2, 3}));
    QCOMPARE(edit.size(), 3);

    doc.apply(edit);
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("https://new.example.com/a"));
    QCOMPARE(doc.value(0, 1, Field::Loc), QStringLiteral("https://new.example.com/b"));
    QCOMPARE(doc.value(0, 2, Field::Loc), QStringLiteral("\n  https://new.example.com/c\n"));
    QCOMPARE(doc.value(0, 3, Field::Loc), QStringLiteral("https://new.example.com/d"));
    QCOMPARE(doc.value(0, 2, Field::LastMod), QStringLiteral("2024-01-01"));
    doc.revert(edit);
    QCOMPARE(doc.value(0, 0, Field::Loc), QStringLiteral("http://old.example.com/a"));
    QCOMPARE(doc.value(0, 2, Field::Loc), QStringLiteral("\n  http://old.example.com/c\n"));
    QCOMPARE(doc.value(0, 3, Field::Loc), QStringLiteral("http://old.example.com/d"));
}

void TestUrlReplace::countsAreThoseOfTheEdits()
{
    // The preview's counts are the plan's, without a copy of any URL.
    SitemapDocument doc;
    QStringList locs;
    for (int i = 0; i < 40; ++i)
        locs << QStringLiteral("http://www.example.com/page-%1").arg(i);
    SitemapReader::readBytes(doc, urlset(locs), QStringLiteral("s.xml"));
    ReplaceOptions o;
    o.regularExpression = true;
    o.find = QStringLiteral("page-(\\d)\\d?$");
    o.replacement = QStringLiteral("p\\1");
    const UrlReplacer replacer(o);
    const ReplacePlan counted = replacer.plan(doc, nullptr, UrlReplacer::Detail::Counts);
    const ReplacePlan planned = replacer.plan(doc, nullptr, UrlReplacer::Detail::Edits);
    QVERIFY(counted.edits.empty());
    QCOMPARE(planned.edits.size(), size_t(1));
    QCOMPARE(planned.edits.front().size(), 40);
    for (const ReplacePlan *p : {&counted, &planned}) {
        QCOMPARE(p->changed, 40);
        QCOMPARE(p->matchingValues, 40);
        QCOMPARE(p->matches, 40);
        // page-0 .. page-9 and page-10 .. page-39 fall onto p0 .. p9: 30 duplicates.
        QCOMPARE(p->newDuplicates, 30);
    }
    // In the selection: rows 3, 13 and 25 (p3, p1, p2) make no duplicate of each
    // other, but p1 and p2 are no URL of the document either; p3 stays unique too.
    const std::vector<std::pair<int, int>> scope = {{0, 25}, {0, 3}, {0, 13}};
    const ReplacePlan some = replacer.plan(doc, &scope);
    QCOMPARE(some.changed, 3);
    QCOMPARE(some.edits.front().targets, std::vector<int>({3, 13, 25}));
    QCOMPARE(some.newDuplicates, 0);
    // What Replace All makes: the same edits and counts, without the duplicates.
    const ReplacePlan only = replacer.plan(doc, nullptr, UrlReplacer::Detail::EditsOnly);
    QCOMPARE(only.edits.size(), size_t(1));
    QCOMPARE(only.edits.front().targets, planned.edits.front().targets);
    const DocumentEdit &a = only.edits.front();
    const DocumentEdit &b = planned.edits.front();
    for (size_t i = 0; i < 40; ++i)
        QCOMPARE(a.distinct.value(a.afterOf[i]), b.distinct.value(b.afterOf[i]));
    QCOMPARE(only.changed, planned.changed);
    QCOMPARE(only.matches, planned.matches);
    QCOMPARE(only.newDuplicates, 0);
}

void TestUrlReplace::duplicatesAsLocDuplicateComparesThem()
{
    // A new URL that equals a URL staying as loc-duplicate compares them (host in any
    // case, whitespace around it) counts, and so does one equal to another new URL;
    // the count is the number of loc-duplicate problems the edit then brings.
    SitemapDocument doc;
    SitemapReader::readBytes(doc,
                             urlset({QStringLiteral("http://www.example.com/x"),
                                     QStringLiteral(" http://OLD.Example.com/x "),
                                     QStringLiteral("http://old.example.com/y"),
                                     QStringLiteral("http://old.example.com/p/old.v"),
                                     QStringLiteral("http://old.example.com/p/www.v")}),
                             QStringLiteral("s.xml"));
    Validator validator(&doc);
    QCOMPARE(locDuplicates(validator, doc), 0);
    const ReplacePlan plan =
        UrlReplacer(plain(QStringLiteral("old."), QStringLiteral("www."))).plan(doc);
    QCOMPARE(plan.changed, 4);
    QCOMPARE(plan.matches, 5);
    // The second URL onto the first (host case, whitespace), the last two onto one.
    QCOMPARE(plan.newDuplicates, 2);
    doc.apply(plan.edits.front());
    QCOMPARE(locDuplicates(validator, doc), int(plan.newDuplicates));
    doc.revert(plan.edits.front());
    QCOMPARE(locDuplicates(validator, doc), 0);

    // A URL that changes is no duplicate of the new URL its old value equals, in the
    // preview and in the plan alike: /q becomes /qq while /qq becomes /qqqq.
    SitemapDocument chain;
    SitemapReader::readBytes(chain,
                             urlset({QStringLiteral("http://www.sample.org/q"),
                                     QStringLiteral("http://www.sample.org/qq")}),
                             QStringLiteral("c.xml"));
    const UrlReplacer doubling(plain(QStringLiteral("q"), QStringLiteral("qq")));
    for (const auto detail : {UrlReplacer::Detail::Counts, UrlReplacer::Detail::Edits}) {
        const ReplacePlan p = doubling.plan(chain, nullptr, detail);
        QCOMPARE(p.changed, 2);
        QCOMPARE(p.newDuplicates, 0);
    }

    // URLs a replacement leaves empty are counted as empty, not as duplicates.
    ReplaceOptions wipe;
    wipe.regularExpression = true;
    wipe.find = QStringLiteral("^.*old.*$");
    const ReplacePlan emptied = UrlReplacer(wipe).plan(doc);
    QCOMPARE(emptied.changed, 4);
    QCOMPARE(emptied.emptied, 4);
    QCOMPARE(emptied.newDuplicates, 0);
}

// A large document is planned on two threads, and most URLs are replaced as bytes
// without a conversion to text: what the user is shown and what the edit does must
// be what one thread replacing text gives. 80,000 URLs in two files, in mixed case,
// with non-ASCII letters (the Kelvin sign, which folds to "k" when case is ignored),
// many the same as others.
void TestUrlReplace::planIsTheSameOnEveryPath()
{
    quint32 x = 7;
    const auto below = [&x](qsizetype n) {
        x = x * 1103515245u + 12345u;
        return qsizetype((x >> 8) % quint32(n));
    };
    const QStringList pieces = {QStringLiteral("old."),   QStringLiteral("OLD."),
                                QStringLiteral("Old."),   QStringLiteral("k"),
                                QStringLiteral("\u212A"), QStringLiteral("\u00E4"),
                                QStringLiteral("x/"),     QStringLiteral("Ke/")};
    QStringList halves[2];
    for (int i = 0; i < 80000; ++i) {
        QString url = QStringLiteral("http://");
        for (qsizetype k = 0, n = 1 + below(4); k < n; ++k)
            url += pieces.at(below(pieces.size()));
        url += QStringLiteral("example.com/") + QString::number(below(20000));
        halves[i % 2].append(url);
    }
    SitemapDocument doc;
    SitemapReader::readBytes(doc, urlset(halves[0]), QStringLiteral("a.xml"));
    SitemapReader::readBytes(doc, urlset(halves[1]), QStringLiteral("b.xml"));
    QCOMPARE(doc.totalEntryCount(), 80000);
    std::vector<std::pair<int, int>> every;
    for (int f = 0; f < doc.fileCount(); ++f) {
        for (int e = 0; e < doc.entryCount(f); ++e)
            every.emplace_back(f, e);
    }

    std::vector<ReplaceOptions> cases = {plain(QStringLiteral("old."), QStringLiteral("new.")),
                                         plain(QStringLiteral("k"), QStringLiteral("K")),
                                         plain(QStringLiteral("\u00E4"), QStringLiteral("ae")),
                                         plain(QStringLiteral("example.com/1"), QString())};
    ReplaceOptions exact = plain(QStringLiteral("Old."), QStringLiteral("old."));
    exact.matchCase = true;
    cases.push_back(exact);
    ReplaceOptions pattern = plain(QStringLiteral("o(ld)\\."), QStringLiteral("\\1-"));
    pattern.regularExpression = true;
    cases.push_back(pattern);
    // A pattern whose replacement names no group, into and out of text beyond ASCII.
    ReplaceOptions literal = plain(QStringLiteral("\u00E4|x/"), QStringLiteral("\u00FC/"));
    literal.regularExpression = true;
    cases.push_back(literal);
    // Patterns of "^" and plain text, searched as text at the start of a URL: with
    // and without case (the Kelvin sign is a "k" to the expression), beyond ASCII; and
    // ones that only look plain (a class, an escaped letter).
    for (const auto &[find, matchCase] : {std::pair(QStringLiteral("^http://k"), false),
                                          std::pair(QStringLiteral("^http://OLD\\."), true),
                                          std::pair(QStringLiteral("^http://\u00E4"), true),
                                          std::pair(QStringLiteral("^http://\\w"), false),
                                          std::pair(QStringLiteral("^http://[k]"), false)}) {
        ReplaceOptions anchored = plain(find, QStringLiteral("https://\u00FC."));
        anchored.regularExpression = true;
        anchored.matchCase = matchCase;
        cases.push_back(anchored);
    }
    for (const ReplaceOptions &options : cases) {
        const QString name =
            options.find + (options.matchCase ? QStringLiteral(" (case)") : QString());
        const UrlReplacer replacer(options);
        const ReplacePlan whole = replacer.plan(doc);
        const ReplacePlan each = replacer.plan(doc, &every);
        QVERIFY2(whole.changed > 0, qPrintable(name));
        QCOMPARE(whole.changed, each.changed);
        QCOMPARE(whole.matchingValues, each.matchingValues);
        QCOMPARE(whole.matches, each.matches);
        QCOMPARE(whole.unchanged, each.unchanged);
        QCOMPARE(whole.emptied, each.emptied);
        QCOMPARE(whole.newDuplicates, each.newDuplicates);
        QCOMPARE(whole.edits.size(), each.edits.size());
        qint64 changed = 0;
        for (size_t k = 0; k < whole.edits.size(); ++k) {
            const DocumentEdit &a = whole.edits[k];
            const DocumentEdit &b = each.edits[k];
            QCOMPARE(a.file, b.file);
            QCOMPARE(a.targets, b.targets);
            for (size_t i = 0; i < a.targets.size(); ++i) {
                const QByteArrayView after = a.distinct.utf8(a.afterOf[i]);
                QCOMPARE(after, b.distinct.utf8(b.afterOf[i]));
                const QString before = doc.value(a.file, a.targets[i], Field::Loc);
                const std::optional<QString> replaced = replacer.replace(before);
                QVERIFY2(replaced && *replaced == QString::fromUtf8(after),
                         qPrintable(name + QStringLiteral(": ") + before));
                ++changed;
            }
        }
        QCOMPARE(changed, whole.changed);
        // And no value the expression matches is missed.
        qint64 matching = 0;
        for (const auto &[f, e] : every)
            matching += replacer.replace(doc.value(f, e, Field::Loc)).has_value();
        QCOMPARE(whole.matchingValues, matching);
    }

    // A plan this large knows where the pool holds each URL before (the entry's own
    // reference): applied and undone, every URL is the one replaced, then its own again.
    std::vector<QByteArray> before;
    for (const auto &[f, e] : every)
        before.emplace_back(doc.rawValue(f, e, Field::Loc).toByteArray());
    const UrlReplacer replacer(cases.front());
    ReplacePlan plan = replacer.plan(doc);
    for (const DocumentEdit &edit : plan.edits) {
        const EditValues::PooledRefs &pooled = edit.distinct.pooled(doc.pool().id());
        for (size_t i = 0; i < edit.targets.size(); ++i) {
            QVERIFY(pooled.known[edit.beforeOf[i]]);
            QCOMPARE(doc.pool().view(pooled.refs[edit.beforeOf[i]]),
                     doc.rawValue(edit.file, edit.targets[i], Field::Loc));
        }
    }
    doc.addPoolRoom(std::move(plan.poolRoom));
    for (const DocumentEdit &edit : plan.edits)
        doc.apply(edit);
    for (size_t i = 0; i < every.size(); ++i) {
        const std::optional<QString> replaced = replacer.replace(QString::fromUtf8(before[i]));
        QCOMPARE(doc.value(every[i].first, every[i].second, Field::Loc),
                 replaced ? *replaced : QString::fromUtf8(before[i]));
    }
    for (auto edit = plan.edits.rbegin(); edit != plan.edits.rend(); ++edit)
        doc.revert(*edit);
    for (size_t i = 0; i < every.size(); ++i)
        QCOMPARE(doc.rawValue(every[i].first, every[i].second, Field::Loc), before[i]);
}

void TestUrlReplace::cancelledPlanStops()
{
    // The window's count on its thread stops when the document is about to change.
    QStringList urls;
    for (int i = 0; i < 9000; ++i)
        urls << QStringLiteral("http://old.example.com/%1").arg(i);
    SitemapDocument doc;
    SitemapReader::readBytes(doc, urlset(urls), QStringLiteral("a.xml"));
    const UrlReplacer replacer(plain(QStringLiteral("old."), QStringLiteral("new.")));
    std::atomic<bool> cancel{false};
    const ReplacePlan counted = replacer.plan(doc, nullptr, UrlReplacer::Detail::Counts, &cancel);
    QVERIFY(!counted.cancelled);
    QCOMPARE(counted.changed, 9000);
    cancel = true;
    for (const UrlReplacer::Detail detail :
         {UrlReplacer::Detail::Counts, UrlReplacer::Detail::Edits}) {
        const ReplacePlan stopped = replacer.plan(doc, nullptr, detail, &cancel);
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.changed, 0);
        QVERIFY(stopped.edits.empty());
    }
    std::vector<std::pair<int, int>> some{{0, 0}, {0, 5}};
    QVERIFY(replacer.plan(doc, &some, UrlReplacer::Detail::Counts, &cancel).cancelled);
    // Stopped from another thread while it runs: it ends, cancelled or whole.
    cancel = false;
    std::thread stopper([&cancel] { cancel = true; });
    const ReplacePlan raced = replacer.plan(doc, nullptr, UrlReplacer::Detail::Counts, &cancel);
    stopper.join();
    QVERIFY(raced.cancelled || raced.changed == 9000);
}

void TestUrlReplace::valuesBeforeOutliveTheDocument()
{
    // A plan keeps the URLs it replaces as the pool's references, not as copies: an
    // undo step's edit outlives the document it was made on (the journal may still
    // be writing it when the document is closed), and its values before are the
    // URLs as they were, after the document changed and after it went.
    QStringList locs;
    for (int i = 0; i < 3000; ++i)
        locs.append(
            QStringLiteral("https://old.example.com/section-%1/page-%2.html").arg(i % 7).arg(i));
    auto doc = std::make_unique<SitemapDocument>();
    SitemapReader::readBytes(*doc, urlset(locs), QStringLiteral("a.xml"));
    const UrlReplacer replacer(plain(QStringLiteral("old."), QStringLiteral("new.")));
    ReplacePlan plan = replacer.plan(*doc);
    QCOMPARE(plan.edits.size(), size_t(1));
    const DocumentEdit edit = plan.edits.front();
    QCOMPARE(edit.targets.size(), size_t(locs.size()));
    doc->addPoolRoom(std::move(plan.poolRoom));
    doc->apply(edit);
    const DocumentEdit undo = edit.inverse();
    doc->apply(undo);
    doc->apply(edit);
    QCOMPARE(doc->value(0, 5, Field::Loc),
             QStringLiteral("https://new.example.com/section-5/page-5.html"));
    doc.reset();
    for (size_t i = 0; i < edit.targets.size(); ++i) {
        QCOMPARE(edit.distinct.value(edit.beforeOf[i]), std::optional<QString>(locs.at(int(i))));
        QCOMPARE(undo.distinct.value(undo.afterOf[i]), std::optional<QString>(locs.at(int(i))));
        QCOMPARE(
            edit.distinct.value(edit.afterOf[i]),
            std::optional<QString>(
                QString(locs.at(int(i))).replace(QStringLiteral("old."), QStringLiteral("new."))));
    }
}

QTEST_MAIN(TestUrlReplace)
#include "tst_urlreplace.moc"
