// SPDX-License-Identifier: GPL-3.0-or-later
// sitemap-bench: the project's benchmark. It generates deterministic sitemaps
// (a 50,000-URL file and an index of 20 such files) with a known number of
// planted problems, measures the core in-process (read, validate, one edit at
// 1,000 and at 1,000,000 rows, the table model's sort and filter, peak memory),
// times other programs for bench/run.sh, and checks every count it can, so that
// a fast path which skipped work would fail instead of looking good.

#include "documentloader.h"
#include "overviewstats.h"
#include "overviewtracker.h"
#include "pagestorage.h"
#include "processmemory.h"
#include "sitemapdocument.h"
#include "sitemapwriter.h"

#include "sitemaptablemodel.h"
#include "sitescanner.h"
#include "urlreplace.h"
#include "validator.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <numeric>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

namespace {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// --- data ------------------------------------------------------------------------

// splitmix64: small, fast and the same on every machine.
struct Rng
{
    quint64 state;
    explicit Rng(quint64 seed) : state(seed) {}
    quint64 next()
    {
        quint64 z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % quint64(n)); }
};

const char *const sections[] = {
    "products/electronics", "products/garden", "products/kitchen",
    "products/outdoor",     "blog/2023",       "blog/2024",
    "help/articles",        "stores",          "en/catalog",
    "de/katalog",           "fr/catalogue",    "news",
    "category/home-decor",  "category/toys",   "brands",
    "guides/how-to",
};
const char *const words[] = {
    "blue",    "widget", "garden", "steel",   "compact", "deluxe", "wireless", "classic",
    "modern",  "oak",    "travel", "premium", "outdoor", "mini",   "smart",    "vintage",
    "cotton",  "large",  "red",    "black",   "set",     "kit",    "pro",      "ultra",
    "organic", "family", "summer", "winter",  "light",   "heavy",  "kids",     "office",
};
const char *const changefreqs[] = {"daily",   "weekly",  "weekly", "monthly",
                                   "monthly", "monthly", "yearly", "hourly"};
const char *const priorities[] = {"0.1", "0.2", "0.3", "0.4", "0.5",
                                  "0.6", "0.7", "0.8", "0.9", "1.0"};

// The planted problems: which entries carry one (the same rule in every file).
// The clean file has none: sitemap.js stops at the first invalid priority.
bool planting = true;
bool plantedChangefreq(int i)
{
    return planting && i % 1000 == 17;
} // "Daily": changefreq-invalid
bool plantedNoTimezone(int i)
{
    return planting && i % 2000 == 33;
} // lastmod-no-timezone
bool plantedPriority(int i)
{
    return planting && i % 5000 == 77;
} // "1.5": priority-range
bool plantedDuplicate(int i)
{
    return planting && i % 2500 == 1234;
} // repeats the loc before it

// The index set's next version (index-next/), for diff: in every hundred URLs of
// each part one is gone, one has a new lastmod, and one new URL follows another.
bool nextVersion = false;
bool removedInNext(int i)
{
    return nextVersion && i % 100 == 5;
}
bool lastmodChangedInNext(int i)
{
    return nextVersion && i % 100 == 6;
}
bool addedAfterInNext(int i)
{
    return nextVersion && i % 100 == 7;
}
constexpr int NextChangesPerHundred = 1; // of each kind

struct Expected
{
    qint64 entries = 0;
    qint64 errors = 0;
    qint64 warnings = 0;
    qint64 infos = 0;
    QMap<QString, qint64> rules;
    qint64 droppedByConvert = 0; // entries with an error the writer may not repair

    void addFile(int n)
    {
        entries += n;
        qint64 cf = 0, tz = 0, pr = 0, dup = 0;
        for (int i = 0; i < n; ++i) {
            cf += plantedChangefreq(i);
            tz += plantedNoTimezone(i);
            pr += plantedPriority(i);
            dup += plantedDuplicate(i);
        }
        rules[QStringLiteral("changefreq-invalid")] += cf;
        rules[QStringLiteral("lastmod-no-timezone")] += tz;
        rules[QStringLiteral("priority-range")] += pr;
        rules[QStringLiteral("loc-duplicate")] += dup;
        errors += cf + tz + pr;
        warnings += dup;
        droppedByConvert += tz + pr;
    }
};

constexpr int UrlsPerFile = 50000;
constexpr int IndexParts = 20;
// The large set (index-large/): the size of a large news site's set, 2,625,000
// URLs in 75 files of 35,000.
constexpr int LargeParts = 75;
constexpr int LargeUrlsPerFile = 35000;
// The host of sitemap-50k-warn.xml: a template host, one loc-placeholder-host
// warning in every entry.
constexpr const char *BenchHost = "https://www.sitemap-bench.de/";
constexpr const char *TemplateHost = "https://www.example.com/";

// The hreflang set (index-hreflang/): the same number of parts and URLs, each URL
// one of four language versions of a page that list each other and themselves. In
// one cluster of every ClusterPlanting, the Spanish page leaves out its link to
// the French one: the French page then gets hreflang-no-return (its link to the
// Spanish page has no return), and the Spanish page, the later entry of the two
// pairs that list each other with different sets (English and Spanish, German and
// Spanish), hreflang-cluster-mismatch once per pair.
constexpr const char *ClusterLanguages[] = {"en", "de", "fr", "es"};
constexpr int ClusterSize = 4;
constexpr int ClusterPlanting = 500;
bool plantedClusterGap(int cluster)
{
    return cluster % ClusterPlanting == 3;
}

Expected expectedFor(const QString &which)
{
    Expected e;
    if (which == QLatin1String("clean")) {
        planting = false;
        e.addFile(UrlsPerFile);
        planting = true;
    } else if (which == QLatin1String("50k")) {
        e.addFile(UrlsPerFile);
    } else if (which == QLatin1String("1k")) {
        e.addFile(1000);
    } else if (which == QLatin1String("warn")) {
        e.entries = UrlsPerFile;
        e.warnings = UrlsPerFile;
        e.rules[QStringLiteral("loc-placeholder-host")] = UrlsPerFile;
    } else if (which == QLatin1String("large")) {
        e.entries = LargeParts;
        for (int p = 0; p < LargeParts; ++p)
            e.addFile(LargeUrlsPerFile);
    } else if (which == QLatin1String("hreflang")) {
        e.entries = IndexParts + qint64(IndexParts) * UrlsPerFile;
        qint64 gaps = 0;
        for (int c = 0; c < UrlsPerFile / ClusterSize; ++c)
            gaps += plantedClusterGap(c);
        gaps *= IndexParts;
        e.rules[QStringLiteral("hreflang-no-return")] = gaps;
        e.rules[QStringLiteral("hreflang-cluster-mismatch")] = 2 * gaps;
        e.errors = gaps;
        e.warnings = 2 * gaps;
    } else { // index: its own entries, then the children
        e.entries = IndexParts;
        for (int p = 0; p < IndexParts; ++p)
            e.addFile(UrlsPerFile);
    }
    return e;
}

QByteArray locFor(int fileNo, int i)
{
    Rng r(quint64(fileNo) * 0x100000001ULL + quint64(i) * 2654435761ULL + 1);
    QByteArray loc("https://www.sitemap-bench.de/");
    loc += sections[r.below(int(std::size(sections)))];
    loc += '/';
    const int nWords = 2 + r.below(2);
    for (int w = 0; w < nWords; ++w) {
        loc += words[r.below(int(std::size(words)))];
        loc += '-';
    }
    loc += QByteArray::number(qint64(fileNo) * 1000000 + i);
    loc += ".html";
    if (r.below(20) == 0) {
        loc += "?ref=";
        loc += words[r.below(int(std::size(words)))];
        loc += "&amp;page=";
        loc += QByteArray::number(1 + r.below(9));
    }
    return loc;
}

void appendUrl(QByteArray &xml, int fileNo, int i)
{
    Rng r(quint64(fileNo) * 0x9E3779B1ULL + quint64(i) * 0x85EBCA77ULL + 7);
    xml += "<url>\n  <loc>";
    xml += locFor(fileNo, plantedDuplicate(i) ? i - 1 : i);
    xml += "</loc>\n  <lastmod>";
    static const QDate epoch(2021, 1, 1);
    const QDate day = epoch.addDays(r.below(1400));
    QByteArray lastmod = day.toString(Qt::ISODate).toLatin1();
    if (plantedNoTimezone(i)) {
        lastmod += "T10:15:00";
    } else if (r.below(2) == 0) {
        char time[32];
        std::snprintf(time, sizeof time, "T%02d:%02d:%02d", r.below(24), r.below(60), r.below(60));
        lastmod += time;
        lastmod += r.below(3) == 0 ? "Z" : "+00:00";
    }
    xml += lastmodChangedInNext(i) ? QByteArray("2025-06-01") : lastmod;
    xml += "</lastmod>\n  <changefreq>";
    xml += plantedChangefreq(i) ? "Daily" : changefreqs[r.below(int(std::size(changefreqs)))];
    xml += "</changefreq>\n  <priority>";
    xml += plantedPriority(i) ? "1.5" : priorities[r.below(int(std::size(priorities)))];
    xml += "</priority>\n";
    if (r.below(8) == 0) {
        const int images = 1 + r.below(2);
        for (int k = 0; k < images; ++k) {
            xml += "  <image:image>\n    <image:loc>https://cdn.sitemap-bench.de/images/";
            xml += QByteArray::number(qint64(fileNo) * 1000000 + i);
            xml += '-';
            xml += QByteArray::number(k);
            xml += ".jpg</image:loc>\n  </image:image>\n";
        }
    }
    xml += "</url>\n";
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        QTextStream(stderr) << "cannot write " << path << '\n';
        return false;
    }
    return true;
}

QByteArray urlset(int fileNo, int n)
{
    QByteArray xml;
    xml.reserve(qsizetype(n) * 230);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\">\n";
    for (int i = 0; i < n; ++i) {
        if (removedInNext(i))
            continue;
        appendUrl(xml, fileNo, i);
        if (addedAfterInNext(i)) {
            xml += "<url>\n  <loc>";
            xml += locFor(fileNo, i);
            xml += "?new=1</loc>\n  <lastmod>2025-06-01</lastmod>\n</url>\n";
        }
    }
    xml += "</urlset>\n";
    return xml;
}

QByteArray clusterLoc(int fileNo, int cluster, int language)
{
    return "https://www.sitemap-bench.de/" + QByteArray(ClusterLanguages[language]) + "/p/" +
           QByteArray::number(qint64(fileNo) * 1000000 + cluster) + ".html";
}

QByteArray hreflangUrlset(int fileNo)
{
    QByteArray xml;
    xml.reserve(qsizetype(UrlsPerFile) * 560);
    xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\n"
           "        xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n";
    for (int c = 0; c < UrlsPerFile / ClusterSize; ++c) {
        for (int own = 0; own < ClusterSize; ++own) {
            xml += "<url>\n  <loc>" + clusterLoc(fileNo, c, own) + "</loc>\n  <lastmod>" +
                   QDate(2021, 1, 1).addDays(c % 1000).toString(Qt::ISODate).toLatin1() +
                   "</lastmod>\n";
            for (int other = 0; other < ClusterSize; ++other) {
                if (plantedClusterGap(c) && own == 3 && other == 2)
                    continue;
                xml += "  <xhtml:link rel=\"alternate\" hreflang=\"" +
                       QByteArray(ClusterLanguages[other]) + "\" href=\"" +
                       clusterLoc(fileNo, c, other) + "\"/>\n";
            }
            xml += "</url>\n";
        }
    }
    xml += "</urlset>\n";
    return xml;
}

// The index and its parts in folder (ending in '/'); total: the parts' bytes.
bool writeIndexSet(const QString &folder, qint64 *total, bool hreflang = false,
                   int parts = IndexParts, int urlsPerPart = UrlsPerFile)
{
    QByteArray index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                       "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
    for (int p = 1; p <= parts; ++p) {
        const QString name = QStringLiteral("part-%1.xml").arg(p, 2, 10, QLatin1Char('0'));
        const QByteArray xml = hreflang ? hreflangUrlset(p) : urlset(p, urlsPerPart);
        if (total)
            *total += xml.size();
        if (!writeFile(folder + name, xml))
            return false;
        // After every lastmod of the part, as an index's lastmod should be.
        index += "  <sitemap>\n    <loc>https://www.sitemap-bench.de/" + name.toLatin1() +
                 "</loc>\n    <lastmod>" + (nextVersion ? "2025-06-" : "2024-11-") +
                 QByteArray::number(11 + (p - 1) % 20) + "</lastmod>\n  </sitemap>\n";
    }
    index += "</sitemapindex>\n";
    return writeFile(folder + QStringLiteral("sitemap-index.xml"), index);
}

int generate(const QString &dir)
{
    QDir().mkpath(dir + QStringLiteral("/index"));
    if (!writeFile(dir + QStringLiteral("/sitemap-50k.xml"), urlset(0, UrlsPerFile)) ||
        !writeFile(dir + QStringLiteral("/sitemap-1k.xml"), urlset(90, 1000)))
        return 2;
    planting = false;
    const QByteArray cleanXml = urlset(0, UrlsPerFile);
    const bool clean = writeFile(dir + QStringLiteral("/sitemap-50k-clean.xml"), cleanXml) &&
                       writeFile(dir + QStringLiteral("/sitemap-50k-warn.xml"),
                                 QByteArray(cleanXml).replace(BenchHost, TemplateHost));
    planting = true;
    if (!clean)
        return 2;
    qint64 total = 0;
    if (!writeIndexSet(dir + QStringLiteral("/index/"), &total))
        return 2;
    nextVersion = true;
    QDir().mkpath(dir + QStringLiteral("/index-next"));
    const bool next = writeIndexSet(dir + QStringLiteral("/index-next/"), nullptr);
    nextVersion = false;
    if (!next)
        return 2;
    QDir().mkpath(dir + QStringLiteral("/index-hreflang"));
    if (!writeIndexSet(dir + QStringLiteral("/index-hreflang/"), nullptr, true))
        return 2;
    QDir().mkpath(dir + QStringLiteral("/index-large"));
    if (!writeIndexSet(dir + QStringLiteral("/index-large/"), nullptr, false, LargeParts,
                       LargeUrlsPerFile))
        return 2;
    out()
        << "generated " << dir << ": sitemap-50k.xml ("
        << QFileInfo(dir + QStringLiteral("/sitemap-50k.xml")).size() << " bytes), index of "
        << IndexParts << " files (" << total
        << " bytes), its next version (index-next) and a set of hreflang clusters "
           "(index-hreflang), a set of 2,625,000 URLs in 75 files (index-large) and the clean 50k "
           "file on a template host (sitemap-50k-warn.xml)\n";
    return 0;
}

// --- measuring -------------------------------------------------------------------

// A "Name:   N kB" line of /proc/self/status, in KiB (0 when absent).
qint64 vmHwmKib()
{
    return ProcessMemory::peakKib();
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

int failures = 0;

void result(const char *key, double value, const char *unit)
{
    out() << "RESULT " << key << ' ' << QString::number(value, 'f', 3) << ' ' << unit << '\n';
    out().flush();
}

void expect(bool ok, const QString &what)
{
    out() << (ok ? "COUNT ok   " : "COUNT FAIL ") << what << '\n';
    out().flush();
    if (!ok)
        ++failures;
}

void expectEqual(qint64 got, qint64 want, const QString &what)
{
    expect(got == want, QStringLiteral("%1: %2 (expected %3)").arg(what).arg(got).arg(want));
}

double msSince(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

void load(SitemapDocument &doc, const QString &path)
{
    DocumentLoader::load(doc, path);
}

int readCommand(const QString &path, const QString &which, int repeat)
{
    std::vector<double> times;
    qint64 entries = 0;
    for (int k = 0; k < repeat; ++k) {
        SitemapDocument doc;
        QElapsedTimer t;
        t.start();
        load(doc, path);
        times.push_back(msSince(t));
        entries = doc.totalEntryCount();
        if (k == repeat - 1) {
            out() << "pool bytes " << doc.pool().bytesAllocated() << ", files " << doc.fileCount()
                  << ", entry struct " << sizeof(Entry) << " bytes\n";
        }
    }
    result("read.ms", median(times), "ms");
    result("read.peak", double(vmHwmKib()) / 1024.0, "MiB");
    expectEqual(entries, expectedFor(which).entries,
                QStringLiteral("entries read from %1").arg(which));
    return failures ? 1 : 0;
}

void expectCounts(const Validator &v, const Expected &e, const QString &what)
{
    expectEqual(v.count(Severity::Error), e.errors, what + QStringLiteral(" errors"));
    expectEqual(v.count(Severity::Warning), e.warnings, what + QStringLiteral(" warnings"));
    expectEqual(v.count(Severity::Info), e.infos, what + QStringLiteral(" infos"));
}

int validateCommand(const QString &path, const QString &which, int repeat)
{
    SitemapDocument doc;
    load(doc, path);
    const Expected e = expectedFor(which);
    expectEqual(doc.totalEntryCount(), e.entries,
                QStringLiteral("entries read from %1").arg(which));
    std::vector<double> full, listing;
    for (int k = 0; k < repeat; ++k) {
        QElapsedTimer t;
        t.start();
        Validator v(&doc);
        full.push_back(msSince(t));
        t.restart();
        const std::vector<Problem> all = v.allProblems();
        listing.push_back(msSince(t));
        if (k == 0) {
            expectCounts(v, e, QStringLiteral("validator on %1:").arg(which));
            QMap<QString, qint64> rules;
            for (const Problem &p : all)
                ++rules[p.rule];
            for (auto it = e.rules.cbegin(); it != e.rules.cend(); ++it)
                expectEqual(rules.value(it.key()), it.value(),
                            QStringLiteral("validator on %1: %2").arg(which, it.key()));
            expectEqual(qint64(all.size()), e.errors + e.warnings + e.infos,
                        QStringLiteral("validator on %1: problems listed").arg(which));
        }
    }
    result("validate.full.ms", median(full), "ms");
    result("validate.list.ms", median(listing), "ms");
    result("validate.peak", double(vmHwmKib()) / 1024.0, "MiB");
    return failures ? 1 : 0;
}

// One edit in a document of n rows: apply and revert K edits spread over the
// document and over the four fields, timing each apply (document, validator
// and, when it exists, the table model following the signals).
// Two paths: DocumentEdits applied to the document (the undo stack's path), and
// cells edited through SitemapTableModel::setData (the editor's path: the value
// as typed, turned into an edit, applied, validated, the row updated).
struct EditFigures
{
    double medianUs = 0;
    double p90Us = 0;
    double meanUs = 0;
    double cellMedianUs = 0;
    double cellP90Us = 0;
    double cellMeanUs = 0;
    double shownMeanUs = 0; // cell edits on a row the view has just painted
};

double mean(const std::vector<double> &v)
{
    double sum = 0;
    for (double x : v)
        sum += x;
    return v.empty() ? 0 : sum / double(v.size());
}

EditFigures measureEdits(SitemapDocument &doc, Validator &v, SitemapTableModel *model,
                         const Expected &e, const QString &what)
{
    constexpr int K = 4000;
    std::vector<int> urlsetFiles;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).kind == FileKind::UrlSet)
            urlsetFiles.push_back(f);
    }
    const int before[3] = {v.count(Severity::Error), v.count(Severity::Warning),
                           v.count(Severity::Info)};
    std::vector<double> times, cellTimes, shownTimes;
    times.reserve(K);
    int accepted = 0;
    for (int k = 0; k < 3 * K; ++k) {
        const bool cell = k >= K;
        const bool shown = k >= 2 * K;
        if (cell && !model)
            break;
        const int file = urlsetFiles[size_t(k) % urlsetFiles.size()];
        const int entry = int((quint64(k) * 7919 + 13) % quint64(doc.entryCount(file)));
        const Field field = Field(k % FieldCount);
        QString value;
        switch (field) {
        case Field::Loc:
            value = QStringLiteral("https://www.sitemap-bench.de/edited/page-%1.html").arg(k);
            break;
        case Field::LastMod:
            value = QStringLiteral("2024-06-%1").arg(1 + k % 28, 2, 10, QLatin1Char('0'));
            break;
        case Field::ChangeFreq:
            value = QStringLiteral("monthly");
            break;
        case Field::Priority:
            value = QStringLiteral("0.%1").arg(k % 10);
            break;
        }
        // Every edit changes the value (the model ignores one that does not).
        if (value == doc.value(file, entry, field))
            value = field == Field::ChangeFreq ? QStringLiteral("weekly") : QStringLiteral("0.05");
        const DocumentEdit edit = DocumentEdit::setValue(
            file, entry, field, doc.optionalValue(file, entry, field), value);
        QElapsedTimer t;
        if (cell) {
            const int row = model->rowOf(file, entry);
            const QModelIndex index = model->index(row, SitemapTableModel::columnOf(field));
            if (shown) {
                // What painting the row reads: every cell's text, colour and icon.
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QModelIndex cellIndex = model->index(row, c);
                    for (int role : {int(Qt::DisplayRole), int(Qt::ForegroundRole),
                                     int(Qt::DecorationRole), int(Qt::ToolTipRole)})
                        (void)model->data(cellIndex, role);
                }
            }
            t.start();
            accepted += model->setData(index, value, Qt::EditRole);
            (shown ? shownTimes : cellTimes).push_back(double(t.nsecsElapsed()) / 1e3);
        } else {
            t.start();
            doc.apply(edit);
            times.push_back(double(t.nsecsElapsed()) / 1e3);
        }
        doc.revert(edit);
    }
    if (model)
        expectEqual(accepted, 2 * K, what + QStringLiteral(": cell edits accepted"));
    // The edits were validated: a planted duplicate appears and goes, an error likewise.
    const int file = urlsetFiles.front();
    const QString otherLoc = doc.value(file, 10, Field::Loc);
    const DocumentEdit dup = DocumentEdit::setValue(
        file, 20, Field::Loc, doc.optionalValue(file, 20, Field::Loc), otherLoc);
    doc.apply(dup);
    expectEqual(v.count(Severity::Warning), before[1] + 1,
                what + QStringLiteral(": warnings after making a duplicate loc"));
    doc.revert(dup);
    const DocumentEdit bad =
        DocumentEdit::setValue(file, 21, Field::Priority,
                               doc.optionalValue(file, 21, Field::Priority), QStringLiteral("2"));
    doc.apply(bad);
    expectEqual(v.count(Severity::Error), before[0] + 1,
                what + QStringLiteral(": errors after priority 2"));
    doc.revert(bad);
    expectCounts(v, e, what + QStringLiteral(" after the edits were reverted:"));
    Q_UNUSED(before[2]);
    return {median(times),     percentile(times, 0.9),     mean(times),
            median(cellTimes), percentile(cellTimes, 0.9), mean(cellTimes),
            mean(shownTimes)};
}

int editCommand(const QString &smallPath, const QString &bigPath)
{
    EditFigures small, big;
    {
        SitemapDocument doc;
        load(doc, smallPath);
        Validator v(&doc);
        SitemapTableModel *model = nullptr;
        SitemapTableModel tableModel;
        tableModel.setDocument(&doc, &v);
        model = &tableModel;
        small =
            measureEdits(doc, v, model, expectedFor(QStringLiteral("1k")), QStringLiteral("1k"));
    }
    {
        SitemapDocument doc;
        load(doc, bigPath);
        Validator v(&doc);
        SitemapTableModel *model = nullptr;
        SitemapTableModel tableModel;
        tableModel.setDocument(&doc, &v);
        model = &tableModel;
        big =
            measureEdits(doc, v, model, expectedFor(QStringLiteral("index")), QStringLiteral("1M"));
    }
    result("edit.1k.us", small.medianUs, "us");
    result("edit.1k.p90.us", small.p90Us, "us");
    result("edit.1M.us", big.medianUs, "us");
    result("edit.1M.p90.us", big.p90Us, "us");
    result("edit.1k.mean.us", small.meanUs, "us");
    result("edit.1M.mean.us", big.meanUs, "us");
    if (small.cellMedianUs > 0) {
        result("celledit.1k.us", small.cellMedianUs, "us");
        result("celledit.1k.p90.us", small.cellP90Us, "us");
        result("celledit.1M.us", big.cellMedianUs, "us");
        result("celledit.1M.p90.us", big.cellP90Us, "us");
        result("celledit.1k.mean.us", small.cellMeanUs, "us");
        result("celledit.1M.mean.us", big.cellMeanUs, "us");
        result("celledit.shown.1k.mean.us", small.shownMeanUs, "us");
        result("celledit.shown.1M.mean.us", big.shownMeanUs, "us");
    }
    return failures ? 1 : 0;
}

qint64 bruteForceMatches(const SitemapDocument &doc, const QByteArray &needle)
{
    qint64 n = 0;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        for (int e = 0; e < doc.entryCount(f); ++e) {
            for (int k = 0; k < FieldCount; ++k) {
                if (doc.rawValue(f, e, Field(k)).toByteArray().toLower().contains(needle)) {
                    ++n;
                    break;
                }
            }
        }
    }
    return n;
}

int modelCommand(const QString &path)
{
    SitemapDocument doc;
    load(doc, path);
    Validator v(&doc);
    SitemapTableModel model;
    QElapsedTimer t;
    t.start();
    model.setDocument(&doc, &v);
    result("model.reset.ms", msSince(t), "ms");
    // The 1M index set, or the 2.6M set of 75 files (index-large/).
    const bool large = QFileInfo(path).absoluteDir().dirName() == QLatin1String("index-large");
    const Expected e = expectedFor(large ? QStringLiteral("large") : QStringLiteral("index"));
    const qint64 rows = e.entries - (large ? LargeParts : IndexParts);
    expectEqual(model.rowCount(), rows, QStringLiteral("model rows"));

    struct SortCase
    {
        int column;
        Qt::SortOrder order;
        const char *key;
    };
    const SortCase cases[] = {
        {SitemapTableModel::LocColumn, Qt::AscendingOrder, "sort.loc.ms"},
        {SitemapTableModel::LocColumn, Qt::DescendingOrder, "sort.loc-desc.ms"},
        {SitemapTableModel::LastModColumn, Qt::AscendingOrder, "sort.lastmod.ms"},
        {SitemapTableModel::ChangeFreqColumn, Qt::AscendingOrder, "sort.changefreq.ms"},
        {SitemapTableModel::PriorityColumn, Qt::DescendingOrder, "sort.priority.ms"},
        {SitemapTableModel::ProblemsColumn, Qt::DescendingOrder, "sort.problems.ms"},
    };
    double worstSort = 0;
    for (const SortCase &c : cases) {
        t.restart();
        model.sort(c.column, c.order);
        // A large table is sorted on a thread of its own: the time is until its
        // order is shown, as the window's user waits for it.
        if (model.isSorting()) {
            QEventLoop loop;
            QObject::connect(&model, &SitemapTableModel::sortingDone, &loop, &QEventLoop::quit);
            loop.exec();
        }
        const double ms = msSince(t);
        worstSort = std::max(worstSort, ms);
        result(c.key, ms, "ms");
        Field field;
        if (SitemapTableModel::fieldOf(c.column, &field) && field != Field::Priority) {
            qint64 misordered = 0;
            QByteArrayView prev = doc.rawValue(model.fileAt(0), model.entryAt(0), field);
            for (int row = 1; row < model.rowCount(); ++row) {
                const QByteArrayView cur =
                    doc.rawValue(model.fileAt(row), model.entryAt(row), field);
                const int cmp = prev.isEmpty() || cur.isEmpty()
                                    ? 0
                                    : std::memcmp(prev.data(), cur.data(),
                                                  size_t(std::min(prev.size(), cur.size())));
                const int c2 =
                    cmp != 0 ? cmp : int(prev.size() > cur.size()) - int(prev.size() < cur.size());
                if (!prev.isEmpty() && !cur.isEmpty() &&
                    (c.order == Qt::AscendingOrder ? c2 > 0 : c2 < 0))
                    ++misordered;
                prev = cur;
            }
            expectEqual(misordered, 0,
                        QStringLiteral("rows out of order after %1").arg(QLatin1String(c.key)));
        }
        expectEqual(model.rowCount(), rows,
                    QStringLiteral("rows after %1").arg(QLatin1String(c.key)));
    }
    result("sort.worst.ms", worstSort, "ms");

    // Typing a filter, one keystroke at a time, then deleting it again.
    const QString typed = QStringLiteral("blue-w");
    std::vector<double> keys;
    QString text;
    auto keystroke = [&](const QString &next) {
        t.restart();
        model.setTextFilter(next);
        keys.push_back(msSince(t));
    };
    for (QChar c : typed) {
        text += c;
        keystroke(text);
    }
    expectEqual(model.rowCount(), bruteForceMatches(doc, typed.toUtf8()),
                QStringLiteral("rows matching '%1'").arg(typed));
    while (!text.isEmpty()) {
        text.chop(1);
        keystroke(text);
        if (text == QLatin1String("b"))
            expectEqual(model.rowCount(), bruteForceMatches(doc, QByteArrayLiteral("b")),
                        QStringLiteral("rows matching 'b'"));
    }
    expectEqual(model.rowCount(), rows, QStringLiteral("rows with no filter"));
    for (QChar c : QStringLiteral("2023-0")) {
        text += c;
        keystroke(text);
    }
    expectEqual(model.rowCount(), bruteForceMatches(doc, QByteArrayLiteral("2023-0")),
                QStringLiteral("rows matching '2023-0'"));
    result("filter.key.median.ms", median(keys), "ms");
    result("filter.key.worst.ms", *std::max_element(keys.begin(), keys.end()), "ms");
    result("model.peak", double(vmHwmKib()) / 1024.0, "MiB");
    return failures ? 1 : 0;
}

// Everything a load produced, as text: the files with their facts, every entry
// with its values and extension XML, the namespace table. The reader reads the
// children of an index, and the halves of a large file, in parallel unless
// ReadOptions::parallel is off: both dumps must be the same bytes (bench/run.sh
// compares their checksums).
int dumpCommand(const QString &path, bool serial)
{
    SitemapDocument doc;
    ReadOptions options;
    options.parallel = !serial;
    DocumentLoader::load(doc, path, QStringLiteral("https://www.sitemap-bench.de/x/"), options);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    auto add = [&hash](const QString &s) {
        hash.addData(s.toUtf8());
        hash.addData("\n");
    };
    for (const auto &[prefix, uri] : doc.namespaces().declarations())
        add(prefix + QLatin1Char('=') + uri);
    for (int f = 0; f < doc.fileCount(); ++f) {
        const SitemapFile &file = doc.file(f);
        add(QStringLiteral("file %1 %2 %3 %4 kind %5 malformed %6 %7:%8 parent %9")
                .arg(f)
                .arg(QFileInfo(file.path).fileName(), file.ownUrl, file.rootNamespace)
                .arg(int(file.kind))
                .arg(file.malformed)
                .arg(file.errorPosition.line)
                .arg(file.errorPosition.column)
                .arg(file.parentFile));
        QStringList children;
        for (int c : file.childFile)
            children << QString::number(c);
        add(children.join(QLatin1Char(',')));
        for (int e = 0; e < doc.entryCount(f); ++e) {
            const Entry &entry = doc.entry(f, e);
            QString line = QStringLiteral("%1:%2 %3 %4 %5 %6")
                               .arg(entry.line)
                               .arg(entry.column)
                               .arg(entry.present)
                               .arg(entry.repeated)
                               .arg(entry.flags)
                               .arg(entry.extensionCount);
            for (int k = 0; k < FieldCount; ++k)
                line += QLatin1Char('|') + doc.value(f, e, Field(k));
            add(line + QLatin1Char('|') + doc.extensionsXml(f, e));
        }
    }
    out() << hash.result().toHex() << ' ' << doc.fileCount() << " files " << doc.totalEntryCount()
          << " entries\n";
    return 0;
}

// --- other programs --------------------------------------------------------------

// Runs a command n times: the median and best wall time, the largest peak RSS
// of the child, the exit status of the last run, and the median CPU time (user
// + system of all its threads; it moves less than wall time on a busy machine).
// stdout goes to a file,
// stderr to the same name with .err added.
// One run of a command, its output to stdoutPath (and its errors beside it).
struct RunFigures
{
    double seconds = 0;
    double cpuSeconds = 0; // user and system, of all its threads
    long maxRssKiB = 0;
    int status = -1;
};

RunFigures runOnce(const QString &stdoutPath, const QStringList &command)
{
    std::vector<QByteArray> args;
    for (const QString &a : command)
        args.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray outPath = stdoutPath.toLocal8Bit();
    timespec start{}, end{};
    clock_gettime(CLOCK_MONOTONIC, &start);
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            close(fd);
        }
        const QByteArray errPath = outPath == "/dev/null" ? outPath : outPath + ".err";
        const int efd = open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (efd >= 0) {
            dup2(efd, 2);
            close(efd);
        }
        execvp(argv[0], argv.data());
        _exit(127);
    }
    int ws = 0;
    rusage ru{};
    wait4(pid, &ws, 0, &ru);
    clock_gettime(CLOCK_MONOTONIC, &end);
    RunFigures f;
    f.seconds = double(end.tv_sec - start.tv_sec) + double(end.tv_nsec - start.tv_nsec) / 1e9;
    f.cpuSeconds = double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                   double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    f.maxRssKiB = ru.ru_maxrss;
    f.status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
    return f;
}

int runCommand(int repeat, const QString &stdoutPath, const QStringList &command)
{
    std::vector<double> times, cpu;
    long maxRss = 0;
    int status = -1;
    for (int k = 0; k < repeat; ++k) {
        const RunFigures f = runOnce(stdoutPath, command);
        times.push_back(f.seconds);
        cpu.push_back(f.cpuSeconds);
        maxRss = std::max(maxRss, f.maxRssKiB);
        status = f.status;
    }
    out() << QString::number(median(times), 'f', 4) << ' '
          << QString::number(*std::min_element(times.begin(), times.end()), 'f', 4) << ' ' << maxRss
          << ' ' << status << ' ' << QString::number(median(cpu), 'f', 4) << '\n';
    return 0;
}

// Runs two commands by turns, pairs times, and gives the median of each and the
// median, lowest and highest of the pairs' ratios (first / second). On a host whose
// speed drifts over seconds, a pair run back to back sees the same speed, which a
// median over a series of one command and then a series of the other need not.
int pairsCommand(int pairs, const QString &stdoutPath, const QStringList &commands)
{
    const qsizetype then = commands.indexOf(QStringLiteral("--then"));
    if (then <= 0 || then + 1 >= commands.size())
        return 2;
    const QStringList first = commands.first(then);
    const QStringList second = commands.mid(then + 1);
    std::vector<double> a, b, ratios;
    for (int k = 0; k < pairs; ++k) {
        a.push_back(runOnce(stdoutPath, first).seconds);
        b.push_back(runOnce(QStringLiteral("/dev/null"), second).seconds);
        ratios.push_back(a.back() / b.back());
    }
    out() << QString::number(median(a), 'f', 4) << ' ' << QString::number(median(b), 'f', 4) << ' '
          << QString::number(median(ratios), 'f', 3) << ' '
          << QString::number(*std::min_element(ratios.begin(), ratios.end()), 'f', 3) << ' '
          << QString::number(*std::max_element(ratios.begin(), ratios.end()), 'f', 3) << '\n';
    return 0;
}

// Compares `sitemap-tool check --format json` output with what was planted.
int verifyCheck(const QString &jsonPath, const QString &which)
{
    QFile f(jsonPath);
    if (!f.open(QIODevice::ReadOnly)) {
        expect(false, QStringLiteral("check output %1 readable").arg(jsonPath));
        return 1;
    }
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    const Expected e = expectedFor(which);
    qint64 entries = 0;
    QMap<QString, qint64> rules;
    const QJsonArray files = root.value(QLatin1String("files")).toArray();
    for (const QJsonValue &file : files) {
        entries += file.toObject().value(QLatin1String("entries")).toInteger();
        const QJsonArray issues = file.toObject().value(QLatin1String("issues")).toArray();
        for (const QJsonValue &issue : issues)
            ++rules[issue.toObject().value(QLatin1String("rule")).toString()];
    }
    const QJsonObject summary = root.value(QLatin1String("summary")).toObject();
    const QString what = QStringLiteral("check on %1:").arg(which);
    expectEqual(files.size(),
                which == QLatin1String("large")
                    ? LargeParts + 1
                    : (which == QLatin1String("index") || which == QLatin1String("hreflang")
                           ? IndexParts + 1
                           : 1),
                what + QStringLiteral(" files"));
    expectEqual(entries, e.entries, what + QStringLiteral(" entries"));
    expectEqual(summary.value(QLatin1String("errors")).toInteger(), e.errors,
                what + QStringLiteral(" errors"));
    expectEqual(summary.value(QLatin1String("warnings")).toInteger(), e.warnings,
                what + QStringLiteral(" warnings"));
    expectEqual(summary.value(QLatin1String("infos")).toInteger(), e.infos,
                what + QStringLiteral(" infos"));
    for (auto it = e.rules.cbegin(); it != e.rules.cend(); ++it)
        expectEqual(rules.value(it.key()), it.value(), what + QLatin1Char(' ') + it.key());
    return failures ? 1 : 0;
}

// Counts what `diff --format json` found between the index set and its next version.
int verifyDiff(const QString &jsonPath)
{
    QFile f(jsonPath);
    if (!f.open(QIODevice::ReadOnly)) {
        expect(false, QStringLiteral("diff output %1 readable").arg(jsonPath));
        return 1;
    }
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject summary = root.value(QLatin1String("summary")).toObject();
    const qint64 each = qint64(IndexParts) * (UrlsPerFile / 100) * NextChangesPerHundred;
    for (const char *kind : {"added", "removed", "changed"}) {
        expectEqual(summary.value(QLatin1String(kind)).toInteger(), each,
                    QStringLiteral("diff of the index set and its next version: %1")
                        .arg(QLatin1String(kind)));
        expectEqual(root.value(QLatin1String(kind)).toArray().size(), each,
                    QStringLiteral("diff: %1 listed").arg(QLatin1String(kind)));
    }
    return failures ? 1 : 0;
}

// Counts what `convert` wrote: the URLs of every urlset in dir, and the index.
int verifyConvert(const QString &dir)
{
    const Expected e = expectedFor(QStringLiteral("index"));
    qint64 urls = 0;
    int indexes = 0, urlsets = 0;
    qint64 indexEntries = 0;
    const QStringList names = QDir(dir).entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        SitemapDocument doc;
        SitemapReader::readFile(doc, dir + QLatin1Char('/') + name);
        const SitemapFile &file = doc.file(0);
        expect(file.gzip && file.fullyRead(),
               QStringLiteral("convert output %1 is complete gzip").arg(name));
        if (file.isIndex()) {
            ++indexes;
            indexEntries += doc.entryCount(0);
        } else {
            ++urlsets;
            urls += doc.entryCount(0);
        }
    }
    expectEqual(indexes, 1, QStringLiteral("convert wrote one index"));
    expectEqual(indexEntries, urlsets, QStringLiteral("convert index lists every file"));
    expectEqual(urls, e.entries - IndexParts - e.droppedByConvert,
                QStringLiteral("convert wrote every valid URL"));
    return failures ? 1 : 0;
}

// Find and Replace over the 1M-URL index: a regular expression moves every URL
// to another host. Timed: counting what matches (the dialog's preview, with the
// duplicates it would create), and applying and reverting the edits with the
// validator and the table model attached, as the editor's one undo step does.
qint64 vmRssKib();
void resetPeak();

int replaceCommand(const QString &indexPath)
{
    SitemapDocument doc;
    load(doc, indexPath);
    Validator v(&doc);
    SitemapTableModel model;
    model.setDocument(&doc, &v);
    const Expected e = expectedFor(QStringLiteral("index"));
    ReplaceOptions options;
    options.find = QStringLiteral("^https://www\\.sitemap-bench\\.de/");
    options.replacement = QStringLiteral("https://www.sitemap-bench.com/");
    options.regularExpression = true;
    const UrlReplacer replacer(options);
    expect(replacer.isValid(), QStringLiteral("replace pattern"));
    QElapsedTimer t;
    t.start();
    const ReplacePlan counted = replacer.plan(doc, nullptr, UrlReplacer::Detail::Counts);
    const double countMs = msSince(t);
    // The plan with the duplicates the new URLs make counted, as the preview has them.
    t.restart();
    qint64 newDuplicates = 0;
    {
        const ReplacePlan detailed = replacer.plan(doc);
        newDuplicates = detailed.newDuplicates;
    }
    const double detailedMs = msSince(t);
    expectEqual(newDuplicates, counted.newDuplicates,
                QStringLiteral("replace: duplicates counted as planned"));
    // The planted duplicates stay duplicates on the new host.
    expectEqual(newDuplicates, e.warnings, QStringLiteral("replace: duplicates after it"));

    // Replace All as the editor makes it: the plan without the count of duplicates,
    // its room for the new URLs given to the pool, the edits applied, and the
    // verdicts judged on the validator's thread from the editor's threshold on (the
    // time runs until they are in).
    v.setBackgroundJudging(Validator::EditorBackgroundJudging);
    const auto judged = [&v] {
        if (!v.isJudging())
            return;
        QEventLoop loop;
        QObject::connect(&v, &Validator::judgingChanged, &loop, [&loop](bool judging) {
            if (!judging)
                loop.quit();
        });
        // A pass that never ends fails the run rather than holding it.
        QTimer::singleShot(300000, &loop, &QEventLoop::quit);
        loop.exec();
        expect(!v.isJudging(), QStringLiteral("replace: the validator's pass ended"));
    };
    resetPeak();
    const qint64 rssBefore = vmRssKib();
    t.restart();
    ReplacePlan plan = replacer.plan(doc, nullptr, UrlReplacer::Detail::EditsOnly);
    const double planMs = msSince(t);
    expectEqual(counted.changed, plan.changed, QStringLiteral("replace: counted as planned"));
    expectEqual(plan.changed, e.entries - IndexParts, QStringLiteral("replace: URLs changed"));
    t.restart();
    doc.addPoolRoom(std::move(plan.poolRoom));
    for (const DocumentEdit &edit : plan.edits)
        doc.apply(edit);
    expect(v.isJudging(), QStringLiteral("replace: judged on the validator's thread"));
    judged();
    const double applyMs = msSince(t);
    // What Replace All holds while its step is on the undo stack: the edits and the
    // new values in the document, above the open document.
    const qint64 heldKib = vmRssKib() - rssBefore;
    const qint64 peakKib = vmHwmKib() - rssBefore;
    expect(doc.value(1, 0, Field::Loc).startsWith(QLatin1String("https://www.sitemap-bench.com/")),
           QStringLiteral("replace: first URL moved"));
    t.restart();
    for (auto it = plan.edits.rbegin(); it != plan.edits.rend(); ++it)
        doc.revert(*it);
    judged();
    const double revertMs = msSince(t);
    expect(doc.value(1, 0, Field::Loc).startsWith(QLatin1String("https://www.sitemap-bench.de/")),
           QStringLiteral("replace: undone"));
    expectCounts(v, e, QStringLiteral("after the replace was undone:"));
    // Redo and undo twice more: the values are in the pool already, so the memory
    // stays where it was.
    const qint64 afterUndoKib = vmRssKib();
    for (int round = 0; round < 2; ++round) {
        for (const DocumentEdit &edit : plan.edits)
            doc.apply(edit);
        judged();
        for (auto it = plan.edits.rbegin(); it != plan.edits.rend(); ++it)
            doc.revert(*it);
        judged();
    }
    const qint64 redoGrowthKib = vmRssKib() - afterUndoKib;
    expectCounts(v, e, QStringLiteral("after two more redos and undos:"));
    result("replace.1M.count.ms", countMs, "ms");
    result("replace.1M.plan-duplicates.ms", detailedMs, "ms");
    result("replace.1M.plan.ms", planMs, "ms");
    result("replace.1M.apply.ms", applyMs, "ms");
    result("replace.1M.undo.ms", revertMs, "ms");
    result("replace.1M.held", double(heldKib) / 1024.0, "MiB");
    result("replace.1M.peak", double(peakKib) / 1024.0, "MiB");
    result("replace.1M.redo-undo.growth", double(redoGrowthKib) / 1024.0, "MiB");
    return failures ? 1 : 0;
}

qint64 vmRssKib()
{
    return ProcessMemory::residentKib();
}

// CPU time of this process (user + system), in ms: on a loaded machine the
// wall time of an in-process step says little.
double cpuMs()
{
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

// Resets VmHWM to the current RSS (Linux 4.0+), so a later peak is this step's.
void resetPeak()
{
    ProcessMemory::resetPeak();
}

// Set Priority on every URL of the 1M index set as the editor does it (one edit
// value per file through the validator and the table model), then its undo.
int bulkCommand(const QString &indexPath)
{
    SitemapDocument doc;
    load(doc, indexPath);
    Validator v(&doc);
    SitemapTableModel model;
    model.setDocument(&doc, &v);
    const Expected e = expectedFor(QStringLiteral("index"));
    const QString value = QStringLiteral("0.6");
    qint64 expectChanged = 0;
    for (int f = 0; f < doc.fileCount(); ++f) {
        for (int i = 0; !doc.file(f).isIndex() && i < doc.entryCount(f); ++i)
            expectChanged += doc.optionalValue(f, i, Field::Priority) != value;
    }
    resetPeak();
    const qint64 rssBefore = vmRssKib();
    QElapsedTimer t;
    t.start();
    const double cpuStart = cpuMs();
    std::vector<DocumentEdit> edits;
    qint64 changed = 0;
    for (int f = 0; f < doc.fileCount(); ++f) {
        if (doc.file(f).isIndex())
            continue;
        std::vector<int> entries(size_t(doc.entryCount(f)));
        std::iota(entries.begin(), entries.end(), 0);
        edits.push_back(doc.setValuesEdit(f, Field::Priority, entries, value));
        changed += edits.back().size();
    }
    for (const DocumentEdit &edit : edits)
        doc.apply(edit);
    const double applyMs = msSince(t);
    const double applyCpuMs = cpuMs() - cpuStart;
    const qint64 peakKib = vmHwmKib() - rssBefore;
    expectEqual(changed, expectChanged, QStringLiteral("bulk: priorities set"));
    // The planted out-of-range priorities are gone, the other errors stay.
    expectEqual(v.count(Severity::Error),
                e.errors - e.rules.value(QStringLiteral("priority-range")),
                QStringLiteral("bulk: errors after Set Priority"));
    t.restart();
    const double undoCpuStart = cpuMs();
    for (auto it = edits.rbegin(); it != edits.rend(); ++it)
        doc.revert(*it);
    const double undoMs = msSince(t);
    const double undoCpuMs = cpuMs() - undoCpuStart;
    expectCounts(v, e, QStringLiteral("after the priorities were undone:"));
    result("bulk.1M.apply.ms", applyMs, "ms");
    result("bulk.1M.undo.ms", undoMs, "ms");
    result("bulk.1M.apply.cpu.ms", applyCpuMs, "ms");
    result("bulk.1M.undo.cpu.ms", undoCpuMs, "ms");
    result("bulk.1M.peak", double(peakKib) / 1024.0, "MiB");
    return failures ? 1 : 0;
}

// Saves of the 1M index set, on a copy of it, as the editor saves: nothing
// changed (no file may be written), one priority edited (only its file may be
// written), and the whole set in the standard form (every file written, as a
// save did before saves kept the files' own bytes). Each save's peak memory
// above the open document's.
int saveCommand(const QString &indexPath)
{
    const QDir from = QFileInfo(indexPath).absoluteDir();
    QTemporaryDir copy(from.absolutePath() + QStringLiteral("/../save-bench-XXXXXX"));
    if (!copy.isValid()) {
        QTextStream(stderr) << "cannot make a folder next to " << from.absolutePath() << '\n';
        return 1;
    }
    copy.setAutoRemove(!qEnvironmentVariableIsSet("SITEMAP_BENCH_KEEP"));
    const QStringList names = from.entryList({QStringLiteral("*.xml")}, QDir::Files);
    for (const QString &name : names) {
        if (!QFile::copy(from.filePath(name), copy.filePath(name))) {
            QTextStream(stderr) << "cannot copy " << name << '\n';
            return 1;
        }
    }
    const QString target = copy.filePath(QFileInfo(indexPath).fileName());
    SitemapDocument doc;
    load(doc, target);
    Validator v(&doc);
    WriteOptions options;
    options.baseUrl = QStringLiteral("https://www.sitemap-bench.de/");
    options.dropInvalid = true; // the planted errors are left out, as the editor is told
    const auto written = [](const SaveReport &r) {
        return std::count_if(r.files.begin(), r.files.end(),
                             [](const WrittenFile &f) { return !f.unchanged; });
    };
    const auto timedSave = [&](const SitemapDocument &d, const Validator &dv, const WriteOptions &o,
                               double *ms, double *peakMiB) {
        const qint64 open = vmRssKib();
        resetPeak();
        QElapsedTimer t;
        t.start();
        SaveReport r = SitemapWriter::save(d, dv, target, o);
        *ms = msSince(t);
        *peakMiB = double(vmHwmKib() - open) / 1024.0;
        return r;
    };
    // The planted errors are left out by the first save that writes: the no-op save
    // writes them out of the files, so it comes after a save that left them out.
    double ms = 0;
    double peak = 0;
    WriteOptions standard = options;
    standard.preserve = false;
    const SaveReport full = timedSave(doc, v, standard, &ms, &peak);
    expect(full.status == SaveReport::Status::Written, QStringLiteral("save: the full save"));
    expectEqual(written(full), IndexParts + 1, QStringLiteral("save: files of the full save"));
    result("save.1M.full.ms", ms, "ms");
    result("save.1M.full.peak", peak, "MiB");
    // The document as the files now hold them, as the editor adopts a save.
    SitemapDocument saved;
    load(saved, target);
    Validator savedValidator(&saved);
    const SaveReport noop = timedSave(saved, savedValidator, options, &ms, &peak);
    expect(noop.status == SaveReport::Status::Written, QStringLiteral("save: the no-op save"));
    expectEqual(written(noop), 0, QStringLiteral("save: files written by the no-op save"));
    for (const WrittenFile &f : noop.files) {
        if (!f.unchanged)
            out() << "  written: " << QFileInfo(f.path).fileName() << '\n';
    }
    result("save.1M.noop.ms", ms, "ms");
    const int file = 5;
    const int entry = 100;
    const std::optional<QString> before = saved.optionalValue(file, entry, Field::Priority);
    const QString after =
        before == QStringLiteral("0.3") ? QStringLiteral("0.4") : QStringLiteral("0.3");
    saved.apply(DocumentEdit::setValue(file, entry, Field::Priority, before, after));
    const SaveReport one = timedSave(saved, savedValidator, options, &ms, &peak);
    expect(one.status == SaveReport::Status::Written, QStringLiteral("save: after one edit"));
    expectEqual(written(one), 1, QStringLiteral("save: files written after one edit"));
    for (const WrittenFile &f : one.files) {
        if (!f.unchanged)
            out() << "  written: " << QFileInfo(f.path).fileName() << '\n';
    }
    SitemapDocument reread;
    load(reread, target);
    expect(reread.value(file, entry, Field::Priority) == after,
           QStringLiteral("save: the edit is in the file"));
    result("save.1M.oneedit.ms", ms, "ms");
    result("save.1M.oneedit.peak", peak, "MiB");
    // Every entry of every file edited (a priority of 0.4 everywhere): the save keeps
    // each file's layout and rewrites each entry's value, as after Replace All.
    qint64 everyChanged = 0;
    for (int f = 1; f < saved.fileCount(); ++f) { // the children: file 0 is the index
        std::vector<int> entries(size_t(saved.entryCount(f)));
        std::iota(entries.begin(), entries.end(), 0);
        const DocumentEdit edit =
            saved.setValuesEdit(f, Field::Priority, entries, QStringLiteral("0.4"));
        everyChanged += edit.size();
        saved.apply(edit);
    }
    expect(everyChanged > 850000,
           QStringLiteral("save: every entry edited (%1 edited)").arg(everyChanged));
    const SaveReport every = timedSave(saved, savedValidator, options, &ms, &peak);
    expect(every.status == SaveReport::Status::Written,
           QStringLiteral("save: the save after every entry was edited: ") + every.error);
    expectEqual(written(every), IndexParts + 1,
                QStringLiteral("save: files written, every entry edited"));
    result("save.1M.every.ms", ms, "ms");
    result("save.1M.every.peak", peak, "MiB");
    // Every URL moved to another host, as Replace All does it: each entry's <loc> is
    // written anew in its place.
    // The files as that save wrote them, read again as the editor takes them in.
    SitemapDocument again;
    load(again, target);
    Validator againValidator(&again);
    ReplaceOptions moveHost;
    moveHost.find = QStringLiteral("https://www.sitemap-bench.de/");
    moveHost.replacement = QStringLiteral("https://www.sitemap-bench.com/");
    const ReplacePlan moved =
        UrlReplacer(moveHost).plan(again, nullptr, UrlReplacer::Detail::EditsOnly);
    expect(moved.changed > 950000, QStringLiteral("save: URLs moved (%1)").arg(moved.changed));
    for (const DocumentEdit &edit : moved.edits)
        again.apply(edit);
    const SaveReport hosts = timedSave(again, againValidator, options, &ms, &peak);
    expectEqual(std::count_if(hosts.files.begin(), hosts.files.end(),
                              [](const WrittenFile &f) { return !f.standardForm; }),
                IndexParts + 1, QStringLiteral("save: files copied with their layout"));
    expect(hosts.status == SaveReport::Status::Written,
           QStringLiteral("save: the save after every URL moved: ") + hosts.error);
    expectEqual(written(hosts), IndexParts, QStringLiteral("save: files written, every URL moved"));
    result("save.1M.hosts.ms", ms, "ms");
    result("save.1M.hosts.peak", peak, "MiB");
    return failures ? 1 : 0;
}

// The overview of the 1M index set: how long after the document is taken in
// (as the editor takes a load) the tracker has the counts of every chart but
// the rules (counted on other threads while the validator's full pass holds
// the thread the document lives on, and delivered once that is free), and how
// long until it has the validator's counts by rule; one count alone, one level
// down the paths, and the table filtered by a bar. Every chart must add up to the URLs, and the
// planted problems must be in their bars.
int overviewCommand(const QString &indexPath)
{
    const Expected e = expectedFor(QStringLiteral("index"));
    SitemapDocument loaded;
    load(loaded, indexPath);
    SitemapDocument doc;
    Validator v(&doc);
    SitemapTableModel model;
    model.setDocument(&doc, &v);
    OverviewTracker tracker(&doc, &v);
    {
        QEventLoop settle; // the count of the empty document
        QObject::connect(&tracker, &OverviewTracker::updated, &settle, &QEventLoop::quit);
        if (tracker.isPending())
            settle.exec();
    }
    // Both moments as the GUI thread sees them: the charts' counts arrive through
    // its event loop, the validator's counts on it (its pass runs in takeContent).
    QEventLoop loop;
    QElapsedTimer t;
    double readyMs = -1;
    double rulesReadyMs = -1;
    QObject::connect(&tracker, &OverviewTracker::updated, &loop, [&] {
        if (readyMs < 0)
            readyMs = msSince(t);
        if (rulesReadyMs >= 0)
            loop.quit();
    });
    QObject::connect(&tracker, &OverviewTracker::rulesChanged, &loop, [&] {
        if (rulesReadyMs < 0 && !tracker.rulesPending())
            rulesReadyMs = msSince(t);
        if (readyMs >= 0 && rulesReadyMs >= 0)
            loop.quit();
    });
    t.start();
    doc.takeContent(loaded);
    const double validatedMs = msSince(t);
    if (readyMs < 0 || rulesReadyMs < 0)
        loop.exec();
    const Overview::Result &r = tracker.result();
    const qint64 urls = e.entries - 20; // the index's own 20 entries are no URLs
    expectEqual(r.entries, urls, QStringLiteral("overview: URLs counted"));
    for (int c = 0; c < Overview::ChartCount - 1; ++c) {
        qint64 sum = 0;
        for (const Overview::Bucket &b : r.charts[c])
            sum += b.count;
        expectEqual(sum, urls, QStringLiteral("overview: chart %1 adds up").arg(c));
    }
    const auto bucketCount = [](const std::vector<Overview::Bucket> &buckets,
                                Overview::Bucket::Kind kind, const QString &value = {}) {
        for (const Overview::Bucket &b : buckets) {
            if (b.kind == kind && b.value == value)
                return b.count;
        }
        return qint64(0);
    };
    using Kind = Overview::Bucket::Kind;
    expectEqual(bucketCount(r.chart(Overview::Chart::ChangeFreq), Kind::Invalid),
                e.rules.value(QStringLiteral("changefreq-invalid")),
                QStringLiteral("overview: changefreq not valid"));
    expectEqual(bucketCount(r.chart(Overview::Chart::Priority), Kind::Invalid),
                e.rules.value(QStringLiteral("priority-range")),
                QStringLiteral("overview: priority out of range"));
    expectEqual(bucketCount(tracker.ruleBuckets(), Kind::Value, QStringLiteral("loc-duplicate")),
                e.rules.value(QStringLiteral("loc-duplicate")),
                QStringLiteral("overview: entries with loc-duplicate"));

    t.restart();
    const double cpuStart = cpuMs();
    const Overview::Result again = Overview::compute(doc);
    const double computeMs = msSince(t);
    const double computeCpuMs = cpuMs() - cpuStart;
    expectEqual(again.entries, urls, QStringLiteral("overview: compute again"));

    const Overview::Bucket top = r.chart(Overview::Chart::Path).front();
    t.restart();
    const Overview::Result below = Overview::compute(doc, {top.value});
    const double drillMs = msSince(t);
    expectEqual(below.underPrefix, top.count,
                QStringLiteral("overview: entries below %1").arg(top.value));

    const Overview::BucketFilter filter(&doc, &v, {Overview::Chart::Path, top.kind, top.value, {}});
    t.restart();
    model.setRowFilter(&filter);
    const double filterMs = msSince(t);
    expectEqual(model.rowCount(), top.count, QStringLiteral("overview: rows of the bar"));
    model.setRowFilter(nullptr);

    result("overview.1M.validated.ms", validatedMs, "ms");
    result("overview.1M.ready.ms", readyMs, "ms");
    result("overview.1M.rules.ready.ms", rulesReadyMs, "ms");
    result("overview.1M.compute.ms", computeMs, "ms");
    result("overview.1M.compute.cpu.ms", computeCpuMs, "ms");
    result("overview.1M.drill.ms", drillMs, "ms");
    result("overview.1M.filter.ms", filterMs, "ms");
    return failures ? 1 : 0;
}

// A static site of 50,000 pages in 250 folders (an index.html in each, one page
// in 50 with a robots noindex meta), generated once under dir, then scanned as
// sitemap-tool scan does.
int scanCommand(const QString &dir)
{
    constexpr int Pages = 50000;
    constexpr int Folders = 250;
    const QString site = dir + QStringLiteral("/site-50k");
    if (!QFileInfo::exists(site + QStringLiteral("/.complete"))) {
        QDir(site).removeRecursively();
        const QByteArray page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\">"
                                "<title>Page</title></head><body><p>Text</p></body></html>\n";
        const QByteArray hidden = "<!DOCTYPE html><html><head><meta name=\"robots\" "
                                  "content=\"noindex\"></head><body></body></html>\n";
        for (int i = 0; i < Pages; ++i) {
            const int folder = i % Folders;
            const QString sub = QStringLiteral("%1/section-%2/topic-%3")
                                    .arg(site)
                                    .arg(folder / 25)
                                    .arg(folder % 25);
            if (i < Folders)
                QDir().mkpath(sub);
            const QString name =
                i < Folders ? QStringLiteral("index.html") : QStringLiteral("page-%1.html").arg(i);
            if (!writeFile(sub + QLatin1Char('/') + name, i % 50 == 49 ? hidden : page))
                return 1;
        }
        writeFile(site + QStringLiteral("/.complete"), QByteArray());
    }
    ScanOptions options;
    options.baseUrl = QStringLiteral("https://www.sitemap-bench.de/");
    QElapsedTimer t;
    t.start();
    const ScanResult r = SiteScanner::scan(site, options);
    const double ms = msSince(t);
    expectEqual(qint64(r.pages.size()), Pages - Pages / 50, QStringLiteral("scan: pages"));
    expectEqual(r.noindex.size(), Pages / 50, QStringLiteral("scan: noindex pages"));
    result("scan.50k.ms", ms, "ms");
    return failures ? 1 : 0;
}

int usage()
{
    QTextStream(stderr) << "usage: sitemap-bench generate DIR\n"
                           "       sitemap-bench read FILE 50k|1k|index [REPEAT]\n"
                           "       sitemap-bench validate FILE 50k|1k|index [REPEAT]\n"
                           "       sitemap-bench edit FILE-1K INDEX\n"
                           "       sitemap-bench model INDEX\n"
                           "       sitemap-bench replace INDEX\n"
                           "       sitemap-bench bulk INDEX\n"
                           "       sitemap-bench overview INDEX\n"
                           "       sitemap-bench scan DIR\n"
                           "       sitemap-bench run REPEAT STDOUT-FILE COMMAND...\n"
                           "       sitemap-bench pairs N STDOUT-FILE COMMAND... --then COMMAND...\n"
                           "       sitemap-bench verify-check JSON 50k|clean|index\n"
                           "       sitemap-bench verify-convert DIR\n"
                           "       sitemap-bench verify-diff JSON\n"
                           "       sitemap-bench dump FILE serial|parallel\n"
                           "       sitemap-bench features\n";
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    // As the editor and sitemap-tool do, so that the memory figures are theirs.
    PageStorage::keepLargeBlocksMapped();
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty())
        return usage();
    const QString cmd = args.first();
    const auto arg = [&](int i) { return i < args.size() ? args[i] : QString(); };
    const int repeat = std::max(1, arg(3).toInt());
    if (cmd == QLatin1String("generate") && args.size() == 2)
        return generate(arg(1));
    if (cmd == QLatin1String("read") && args.size() >= 3)
        return readCommand(arg(1), arg(2), repeat);
    if (cmd == QLatin1String("features")) {
        out() << "read"
              << " validate edit"
              << " model replace scan bulk overview save" << '\n';
        return 0;
    }
    if (cmd == QLatin1String("validate") && args.size() >= 3)
        return validateCommand(arg(1), arg(2), repeat);
    if (cmd == QLatin1String("edit") && args.size() == 3)
        return editCommand(arg(1), arg(2));
    if (cmd == QLatin1String("replace") && args.size() == 2)
        return replaceCommand(arg(1));
    if (cmd == QLatin1String("bulk") && args.size() == 2)
        return bulkCommand(arg(1));
    if (cmd == QLatin1String("save") && args.size() == 2)
        return saveCommand(arg(1));
    if (cmd == QLatin1String("overview") && args.size() == 2)
        return overviewCommand(arg(1));
    if (cmd == QLatin1String("scan") && args.size() == 2)
        return scanCommand(arg(1));
    if (cmd == QLatin1String("model") && args.size() == 2)
        return modelCommand(arg(1));
    if (cmd == QLatin1String("run") && args.size() >= 4)
        return runCommand(std::max(1, arg(1).toInt()), arg(2), args.mid(3));
    if (cmd == QLatin1String("pairs") && args.size() >= 6) {
        const int status = pairsCommand(std::max(1, arg(1).toInt()), arg(2), args.mid(3));
        return status == 2 ? usage() : status;
    }
    if (cmd == QLatin1String("verify-check") && args.size() == 3)
        return verifyCheck(arg(1), arg(2));
    if (cmd == QLatin1String("dump") && args.size() == 3)
        return dumpCommand(arg(1), arg(2) == QLatin1String("serial"));
    if (cmd == QLatin1String("verify-diff") && args.size() == 2)
        return verifyDiff(arg(1));
    if (cmd == QLatin1String("verify-convert") && args.size() == 2)
        return verifyConvert(arg(1));
    return usage();
}
