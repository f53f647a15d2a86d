// SPDX-License-Identifier: GPL-3.0-or-later
// The overview's counts (Overview::compute, the validator's entries per rule):
// exact counts on fixtures with every kind of value a real file holds (missing
// and invalid lastmods, URLs without a path or not absolute, an index set), that
// a filter by a bucket accepts exactly the entries counted in it, and that the
// OverviewTracker follows edits and counts a load alongside the validator's
// pass.

#include "documentloader.h"
#include "overviewstats.h"
#include "overviewtracker.h"
#include "sitemapdocument.h"
#include "testsupport.h"
#include "validator.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using Overview::Bucket;
using Overview::Chart;
using Kind = Overview::Bucket::Kind;

namespace {

QByteArray urlset(const QByteArray &urls)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           urls + "</urlset>\n";
}

QByteArray url(const char *loc, const char *lastmod = nullptr, const char *changefreq = nullptr,
               const char *priority = nullptr)
{
    QByteArray out = "<url>";
    if (loc)
        out += QByteArray("<loc>") + loc + "</loc>";
    if (lastmod)
        out += QByteArray("<lastmod>") + lastmod + "</lastmod>";
    if (changefreq)
        out += QByteArray("<changefreq>") + changefreq + "</changefreq>";
    if (priority)
        out += QByteArray("<priority>") + priority + "</priority>";
    return out + "</url>\n";
}

// Twelve entries with one of each kind of value the charts tell apart.
QByteArray mixedSitemap()
{
    return urlset(
        url("https://www.shop.test/blog/first", "2024-05-02", "daily", "0.5") +
        url("https://www.shop.test/blog/second", "2024-05-30T10:00:00Z", "daily", "0.50") +
        url("https://WWW.Shop.test/blog", "2024-04-01T08:00:00", "weekly", "1") +
        url("https://www.shop.test/shop/", "2023", "Daily", "1.0") +
        url("https://www.shop.test/", "2024-13-01", "never", "1.5") +
        url("https://cdn.shop.test:8080", "yesterday", nullptr, "high") +
        url("/relative/page", "2024-05-02", "monthly", nullptr) +
        url(nullptr, nullptr, "monthly", "0.25") +
        url("  https://www.shop.test/blog/first/deeper  ", "2024-04-15", nullptr, "0.125") +
        url("https://www.shop.test/k%C3%BCche/topf", nullptr, "yearly", "0.1") +
        url("https://www.shop.test/küche", "2024-04-15", "hourly", "0.1") +
        url("https://blog.shop.test/shop/item?x=1#top", "2024-05", "always", "0"));
}

Bucket value(const char *v, qint64 count)
{
    return {Kind::Value, QString::fromUtf8(v), count};
}
Bucket kind(Kind k, qint64 count)
{
    return {k, {}, count};
}

QString describe(const std::vector<Bucket> &buckets)
{
    QStringList parts;
    for (const Bucket &b : buckets) {
        const char *k = b.kind == Kind::Value     ? ""
                        : b.kind == Kind::Missing ? "(missing)"
                        : b.kind == Kind::Invalid ? "(invalid)"
                                                  : "(here)";
        parts << QStringLiteral("%1%2=%3").arg(QLatin1String(k), b.value).arg(b.count);
    }
    return parts.join(QLatin1String(", "));
}

// Entries of the counted files that the filter of each bucket accepts.
qint64 accepted(const SitemapDocument &doc, const Validator *validator,
                const Overview::BucketRef &ref)
{
    const Overview::BucketFilter filter(&doc, validator, ref);
    const std::vector<bool> counted = Overview::countedFiles(doc);
    qint64 n = 0;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (!counted[size_t(f)])
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e)
            n += filter.accepts(f, e);
    }
    return n;
}

} // namespace

class TestOverview : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    void load(SitemapDocument &doc, const QString &name, const QByteArray &bytes)
    {
        const QString path = TestSupport::writeFile(m_dir.path(), name, bytes);
        DocumentLoader::load(doc, path);
        QVERIFY(doc.fileCount() > 0);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void countsEveryChartExactly()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("mixed.xml"), mixedSitemap());
        QCOMPARE(doc.entryCount(0), 12);
        const Overview::Result r = Overview::compute(doc);
        QCOMPARE(r.entries, 12);
        QVERIFY(!r.cancelled);

        // A date-time without a zone and a month alone still name their month; a
        // year alone is its own bar; an impossible date and a word are invalid.
        const std::vector<Bucket> months{value("2023", 1), value("2024-04", 3), value("2024-05", 4),
                                         kind(Kind::Invalid, 2), kind(Kind::Missing, 2)};
        QCOMPARE(describe(r.chart(Chart::Month)), describe(months));

        // Hosts lower-cased, a port kept; a relative loc is no URL, no loc is missing.
        const std::vector<Bucket> hosts{value("www.shop.test", 8), value("blog.shop.test", 1),
                                        value("cdn.shop.test:8080", 1), kind(Kind::Invalid, 1),
                                        kind(Kind::Missing, 1)};
        QCOMPARE(describe(r.chart(Chart::Host)), describe(hosts));

        // First segments as written (percent-encoded or not), the root and a URL
        // without a path as "here", most entries first.
        const std::vector<Bucket> paths{kind(Kind::Here, 2),   value("blog", 4),
                                        value("shop", 2),      value("k%C3%BCche", 1),
                                        value("küche", 1),     kind(Kind::Invalid, 1),
                                        kind(Kind::Missing, 1)};
        QCOMPARE(describe(r.chart(Chart::Path)), describe(paths));
        QCOMPARE(r.underPrefix, 12);

        const std::vector<Bucket> freqs{
            value("always", 1), value("hourly", 1),     value("daily", 2),
            value("weekly", 1), value("monthly", 2),    value("yearly", 1),
            value("never", 1),  kind(Kind::Invalid, 1), kind(Kind::Missing, 2)};
        QCOMPARE(describe(r.chart(Chart::ChangeFreq)), describe(freqs));

        // 0.5 and 0.50 are one value, 1 and 1.0 too; out of range and words invalid.
        const std::vector<Bucket> priorities{
            value("0.0", 1), value("0.1", 2), value("0.125", 1),      value("0.25", 1),
            value("0.5", 2), value("1.0", 2), kind(Kind::Invalid, 2), kind(Kind::Missing, 1)};
        QCOMPARE(describe(r.chart(Chart::Priority)), describe(priorities));
    }

    void drillsDownOneLevel()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("drill.xml"), mixedSitemap());
        const Overview::Result blog = Overview::compute(doc, {QStringLiteral("blog")});
        QCOMPARE(blog.underPrefix, 4);
        const std::vector<Bucket> below{kind(Kind::Here, 1), value("first", 2), value("second", 1)};
        QCOMPARE(describe(blog.chart(Chart::Path)), describe(below));
        // The other charts stay those of every entry.
        QCOMPARE(blog.entries, 12);
        QCOMPARE(blog.chart(Chart::Host).front().count, 8);

        const Overview::Result deeper =
            Overview::compute(doc, {QStringLiteral("blog"), QStringLiteral("first")});
        QCOMPARE(describe(deeper.chart(Chart::Path)),
                 describe({kind(Kind::Here, 1), value("deeper", 1)}));
        const Overview::Result none = Overview::compute(doc, {QStringLiteral("nothing")});
        QCOMPARE(none.underPrefix, 0);
        QVERIFY(none.chart(Chart::Path).empty());
    }

    // What the table shows for a bar is what the bar counts, for every bar.
    void filterAcceptsExactlyTheCountedEntries()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("filter.xml"), mixedSitemap());
        Validator validator(&doc);
        for (const QStringList &prefix :
             {QStringList(), QStringList{QStringLiteral("blog")},
              QStringList{QStringLiteral("blog"), QStringLiteral("first")}}) {
            const Overview::Result r = Overview::compute(doc, prefix);
            for (int c = 0; c < Overview::ChartCount - 1; ++c) {
                for (const Bucket &b : r.charts[c]) {
                    const Overview::BucketRef ref{Chart(c), b.kind, b.value, prefix};
                    QCOMPARE(accepted(doc, nullptr, ref), b.count);
                }
            }
        }
        const std::vector<Bucket> rules = Overview::ruleBuckets(validator);
        QVERIFY(!rules.empty());
        for (const Bucket &b : rules) {
            const Overview::BucketRef ref{Chart::Rule, Kind::Value, b.value, {}};
            QCOMPARE(accepted(doc, &validator, ref), b.count);
        }
        // Counted as the validator reports problems: one per entry and rule.
        qint64 lastmodFormat = 0;
        for (const Bucket &b : rules) {
            if (b.value == QLatin1String("lastmod-format"))
                lastmodFormat = b.count;
        }
        QCOMPARE(lastmodFormat, 1); // "yesterday"; 2024-13-01 is lastmod-invalid-date
    }

    void ruleCountsFollowEdits()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("rules.xml"), mixedSitemap());
        Validator validator(&doc);
        const auto count = [&](RuleId rule) { return validator.entriesWith(rule); };
        const qint64 before = count(RuleId::PriorityRange);
        QCOMPARE(before, 1);
        const DocumentEdit edit = DocumentEdit::setValue(
            0, 0, Field::Priority, doc.optionalValue(0, 0, Field::Priority), QStringLiteral("2"));
        doc.apply(edit);
        QCOMPARE(count(RuleId::PriorityRange), 2);
        // Removed entries take their rules with them; undone, they bring them back.
        const DocumentEdit remove =
            DocumentEdit::remove(0, 0, {doc.entryData(0, 0), doc.entryData(0, 1)});
        doc.apply(remove);
        QCOMPARE(count(RuleId::PriorityRange), 1);
        doc.revert(remove);
        doc.revert(edit);
        QCOMPARE(count(RuleId::PriorityRange), before);
        // Always what the masks say.
        for (int r = 0; r < RuleCount; ++r) {
            qint64 n = 0;
            for (int e = 0; e < doc.entryCount(0); ++e)
                n += validator.entryRuleMask(0, e).has(RuleId(r));
            QCOMPARE(validator.entriesWith(RuleId(r)), n);
        }
    }

    void indexSetCountsItsSitemaps()
    {
        QTemporaryDir dir;
        const QByteArray index =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            "<sitemap><loc>https://www.shop.test/part-1.xml</loc>"
            "<lastmod>2020-01-01</lastmod></sitemap>\n"
            "<sitemap><loc>https://www.shop.test/part-2.xml</loc></sitemap>\n"
            "</sitemapindex>\n";
        TestSupport::writeFile(dir.path(), QStringLiteral("part-1.xml"),
                               urlset(url("https://www.shop.test/a/1", "2024-01-01") +
                                      url("https://www.shop.test/a/2", "2024-01-02")));
        TestSupport::writeFile(dir.path(), QStringLiteral("part-2.xml"),
                               urlset(url("https://m.shop.test/b/1", "2024-02-01")));
        const QString path = TestSupport::writeFile(dir.path(), QStringLiteral("index.xml"), index);
        SitemapDocument doc;
        DocumentLoader::load(doc, path);
        QCOMPARE(doc.fileCount(), 3);
        const Overview::Result r = Overview::compute(doc);
        // The index's own entries (the sitemaps and their 2020 lastmod) are not URLs.
        QCOMPARE(r.entries, 3);
        QCOMPARE(describe(r.chart(Chart::Month)),
                 describe({value("2024-01", 2), value("2024-02", 1)}));
        QCOMPARE(describe(r.chart(Chart::Host)),
                 describe({value("www.shop.test", 2), value("m.shop.test", 1)}));
        QCOMPARE(describe(r.chart(Chart::Path)), describe({value("a", 2), value("b", 1)}));

        // An index alone (its children not next to it): its entries are what there is.
        QTemporaryDir lone;
        const QString lonePath =
            TestSupport::writeFile(lone.path(), QStringLiteral("index.xml"), index);
        SitemapDocument alone;
        DocumentLoader::load(alone, lonePath);
        const Overview::Result a = Overview::compute(alone);
        QCOMPARE(a.entries, 2);
        QCOMPARE(describe(a.chart(Chart::Month)),
                 describe({value("2020-01", 1), kind(Kind::Missing, 1)}));
    }

    void emptyAndTextSitemaps()
    {
        SitemapDocument empty;
        QCOMPARE(Overview::compute(empty).entries, 0);
        SitemapDocument text;
        load(text, QStringLiteral("urls.txt"),
             "https://www.shop.test/a\nhttps://www.shop.test/b/c\nnot a url\n");
        const Overview::Result r = Overview::compute(text);
        QCOMPARE(r.entries, 3);
        QCOMPARE(describe(r.chart(Chart::Month)), describe({kind(Kind::Missing, 3)}));
        QCOMPARE(describe(r.chart(Chart::Host)),
                 describe({value("www.shop.test", 2), kind(Kind::Invalid, 1)}));
    }

    // Two threads, each counting half of the entries, count what one thread does.
    void twoThreadsCountTheSame()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("threads.xml"), mixedSitemap());
        for (const QStringList &prefix : {QStringList(), QStringList{QStringLiteral("blog")}}) {
            const Overview::Result one = Overview::compute(doc, prefix);
            Overview::setParallelCountForTesting(2);
            const Overview::Result two = Overview::compute(doc, prefix);
            Overview::setParallelCountForTesting(0);
            QCOMPARE(two.entries, one.entries);
            QCOMPARE(two.underPrefix, one.underPrefix);
            for (int c = 0; c < Overview::ChartCount - 1; ++c)
                QCOMPARE(describe(two.charts[c]), describe(one.charts[c]));
        }
    }

    void cancelledCountSaysSo()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("cancel.xml"), mixedSitemap());
        std::atomic<bool> cancel{true};
        QVERIFY(Overview::compute(doc, {}, &cancel).cancelled);
    }

    void priorityKeys()
    {
        QCOMPARE(Overview::priorityKey(0.5), QStringLiteral("0.5"));
        QCOMPARE(Overview::priorityKey(1.0), QStringLiteral("1.0"));
        QCOMPARE(Overview::priorityKey(0.0), QStringLiteral("0.0"));
        QCOMPARE(Overview::priorityKey(0.85), QStringLiteral("0.85"));
        QCOMPARE(Overview::priorityKey(0.125), QStringLiteral("0.125"));
    }

    // The tracker counts after a load and again after edits, off the GUI thread.
    void trackerFollowsEdits()
    {
        SitemapDocument doc;
        Validator validator(&doc);
        OverviewTracker tracker(&doc, &validator);
        tracker.setDelay(0);
        QSignalSpy updated(&tracker, &OverviewTracker::updated);
        QVERIFY(updated.wait());
        QCOMPARE(tracker.result().entries, 0);

        SitemapDocument loaded;
        load(loaded, QStringLiteral("tracked.xml"), mixedSitemap());
        doc.takeContent(loaded);
        QTRY_VERIFY(!tracker.isPending());
        QCOMPARE(tracker.result().entries, 12);
        QCOMPARE(tracker.result().chart(Chart::Month).at(2).count, 4); // 2024-05

        // Edits in a row, each one stopping a count under way: the last count is
        // that of the document after all of them.
        for (int e = 0; e < 6; ++e)
            doc.apply(DocumentEdit::setValue(0, e, Field::LastMod,
                                             doc.optionalValue(0, e, Field::LastMod),
                                             QStringLiteral("2025-01-01")));
        QTRY_VERIFY(!tracker.isPending());
        const std::vector<Bucket> months{value("2024-04", 2), value("2024-05", 2),
                                         value("2025-01", 6), kind(Kind::Missing, 2)};
        QCOMPARE(describe(tracker.result().chart(Chart::Month)), describe(months));

        tracker.setPathPrefix({QStringLiteral("blog")});
        QTRY_VERIFY(!tracker.isPending());
        QCOMPARE(tracker.result().underPrefix, 4);
        QCOMPARE(tracker.pathPrefix(), QStringList{QStringLiteral("blog")});

        doc.apply(DocumentEdit::setValue(
            0, 0, Field::Priority, doc.optionalValue(0, 0, Field::Priority), QStringLiteral("7")));
        const auto rules = tracker.ruleBuckets();
        const auto range = std::find_if(rules.begin(), rules.end(), [](const Bucket &b) {
            return b.value == QLatin1String("priority-range");
        });
        QVERIFY(range != rules.end());
        QCOMPARE(range->count, 2);
    }

    // A load is counted while the validator judges it, not after: here a listener
    // of resetDone connected ahead of the validator stands in for a slow full pass
    // and keeps the thread until the count has come in (processing events as the
    // editor's thread would once free). Until the validator has judged the new
    // document, the rule counts are those of no document, never the old one's.
    void trackerCountsAlongsideTheValidatorsPass()
    {
        SitemapDocument doc;
        load(doc, QStringLiteral("before.xml"),
             urlset(url("https://www.shop.test/a", "2020-01-01", "daily", "3")));
        OverviewTracker *tracking = nullptr;
        bool countedDuringPass = false;
        bool rulesPendingDuringPass = false;
        bool noStaleRules = false;
        bool noStaleCounts = false;
        connect(&doc, &SitemapDocument::resetDone, &doc, [&] {
            if (!tracking)
                return;
            rulesPendingDuringPass = tracking->rulesPending();
            noStaleRules = tracking->ruleBuckets().empty();
            noStaleCounts = !tracking->hasResult() && tracking->result().entries == 0 &&
                            tracking->result().chart(Chart::Month).empty();
            QDeadlineTimer deadline(20000);
            while (!tracking->hasResult() && !deadline.hasExpired())
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
            countedDuringPass = tracking->hasResult();
        });
        Validator validator(&doc);
        OverviewTracker tracker(&doc, &validator);
        tracker.setDelay(0);
        QTRY_VERIFY(tracker.hasResult() && !tracker.isPending());
        QCOMPARE(tracker.result().entries, 1);
        QVERIFY(!tracker.rulesPending());
        QVERIFY(describe(tracker.ruleBuckets()).contains(QStringLiteral("priority-range=1")));
        tracking = &tracker;

        QSignalSpy cleared(&tracker, &OverviewTracker::cleared);
        QSignalSpy rulesChanged(&tracker, &OverviewTracker::rulesChanged);
        SitemapDocument loaded;
        load(loaded, QStringLiteral("after.xml"), mixedSitemap());
        doc.takeContent(loaded);
        QCOMPARE(cleared.count(), 1);
        QVERIFY(noStaleCounts);
        QVERIFY(rulesPendingDuringPass);
        QVERIFY(noStaleRules);
        QVERIFY(countedDuringPass);
        // The counts are those of the new document, and the rule counts came with
        // the validator's pass.
        const Overview::Result expected = Overview::compute(doc);
        QCOMPARE(tracker.result().entries, 12);
        for (int c = 0; c < Overview::ChartCount - 1; ++c)
            QCOMPARE(describe(tracker.result().charts[c]), describe(expected.charts[c]));
        QVERIFY(!tracker.rulesPending());
        QVERIFY(rulesChanged.count() >= 1);
        QCOMPARE(describe(tracker.ruleBuckets()), describe(Overview::ruleBuckets(validator)));
        QVERIFY(!tracker.ruleBuckets().empty());
    }

    // An edit made while a load is being counted stops the count and counts again:
    // the counts are those of the document after the edit.
    void editDuringTheCountOfALoadCountsAgain()
    {
        SitemapDocument doc;
        Validator validator(&doc);
        OverviewTracker tracker(&doc, &validator);
        tracker.setDelay(0);
        QTRY_VERIFY(tracker.hasResult() && !tracker.isPending());
        connect(&doc, &SitemapDocument::resetDone, &doc, [&] {
            QVERIFY(tracker.isPending());
            for (int e = 0; e < 3; ++e)
                doc.apply(DocumentEdit::setValue(0, e, Field::LastMod,
                                                 doc.optionalValue(0, e, Field::LastMod),
                                                 QStringLiteral("2025-01-01")));
        });
        QSignalSpy updated(&tracker, &OverviewTracker::updated);
        SitemapDocument loaded;
        load(loaded, QStringLiteral("edited.xml"), mixedSitemap());
        doc.takeContent(loaded);
        QTRY_VERIFY(tracker.hasResult() && !tracker.isPending());
        QCOMPARE(updated.count(), 1);
        QCOMPARE(describe(tracker.result().chart(Chart::Month)),
                 describe(Overview::compute(doc).chart(Chart::Month)));
        QCOMPARE(tracker.result().chart(Chart::Month).front().value, QStringLiteral("2023"));
        bool edited = false;
        for (const Bucket &b : tracker.result().chart(Chart::Month))
            edited = edited || (b.value == QLatin1String("2025-01") && b.count == 3);
        QVERIFY(edited);
    }
};

QTEST_GUILESS_MAIN(TestOverview)
#include "tst_overview.moc"
