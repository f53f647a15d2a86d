// SPDX-License-Identifier: GPL-3.0-or-later
// What the entry rules judge, as Rules::entryFacts() reads it from the pool's bytes
// for every entry: the facts of a loc at the edges (case, ports, user info, IP
// literals, escapes, white space, non-ASCII paths and IDN hosts, other schemes,
// relative URLs), the keys the set rules count it by, the facts of the values,
// and the strings a message quotes.

#include "entryfacts.h"
#include "entryjudge.h"
#include "sitemapdocument.h"
#include "testsupport.h"
#include "validator.h"

#include <QTest>

namespace {

QByteArray urlset(const QByteArray &body)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n" +
           body + "</urlset>\n";
}

// The facts of a loc that are yes or no, by name.
QStringList locFlags(const EntryFacts &f)
{
    QStringList out;
    const std::pair<const char *, bool> flags[] = {
        {"given", f.locGiven},         {"padded", f.locPadded},
        {"unescaped", f.locUnescaped}, {"percent", f.locPercentInvalid},
        {"local", f.locLocal},         {"placeholder", f.locPlaceholder},
        {"absolute", f.url.absolute},  {"fragment", f.url.hasFragment},
        {"http", f.httpScheme},        {"outside", f.outsidePath}};
    for (const auto &[name, set] : flags) {
        if (set)
            out << QLatin1String(name);
    }
    return out;
}

} // namespace

class TestEntryFacts : public QObject
{
    Q_OBJECT

private slots:
    void locFacts_data();
    void locFacts();
    void hostMemoOverAFile();
    void messagesPutTogether();
    void valueFacts_data();
    void valueFacts();
};

void TestEntryFacts::locFacts_data()
{
    QTest::addColumn<QByteArray>("loc"); // as written in <loc>
    QTest::addColumn<QString>("ownUrl");
    QTest::addColumn<QString>("flags"); // the yes facts, by name
    QTest::addColumn<int>("uriLength");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("origin");
    QTest::addColumn<QString>("host"); // as the messages quote it
    QTest::addColumn<QString>("scheme");

    const QString none;
    const auto row = [&](const char *name, const QByteArray &loc, const QString &own,
                         const char *flags, int length, const QByteArray &key,
                         const QByteArray &origin, const QString &host,
                         const QString &scheme = QStringLiteral("https")) {
        QTest::newRow(name) << loc << own << QString::fromLatin1(flags) << length << key << origin
                            << host << scheme;
    };
    row("plain", "https://shop.de/a", none, "given absolute http", 17, "https://shop.de/a",
        "https://shop.de", QStringLiteral("shop.de"));
    row("upper case, default port, query and fragment", "HTTPS://Shop.DE:443/Path?q=1#frag", none,
        "given absolute fragment http", 33, "https://shop.de/Path?q=1#frag", "https://shop.de",
        QStringLiteral("Shop.DE"));
    row("an entity", "https://shop.de/?a=1&amp;b=2", none, "given absolute http", 24,
        "https://shop.de/?a=1&b=2", "https://shop.de", QStringLiteral("shop.de"));
    row("user info and a port", "https://user:pw@shop.de:8443/x", none, "given absolute http", 30,
        "https://shop.de:8443/x", "https://shop.de:8443", QStringLiteral("shop.de"));
    row("two @", "https://a@b@shop.de/x", none, "given absolute http", 21, "https://shop.de/x",
        "https://shop.de", QStringLiteral("shop.de"));
    row("IPv6 loopback with a port", "https://[::1]:8080/x", none, "given local absolute http", 20,
        "https://[::1]:8080/x", "https://[::1]:8080", QStringLiteral("[::1]"));
    row("IPv6 public", "https://[2001:db8::1]/x", none, "given absolute http", 23,
        "https://[2001:db8::1]/x", "https://[2001:db8::1]", QStringLiteral("[2001:db8::1]"));
    row("private IPv4", "https://10.1.2.3/x", none, "given local absolute http", 18,
        "https://10.1.2.3/x", "https://10.1.2.3", QStringLiteral("10.1.2.3"));
    row("a name without a dot but a final one", "https://intranet./x", none,
        "given local absolute http", 19, "https://intranet./x", "https://intranet.",
        QStringLiteral("intranet."));
    row("localhost with a final dot", "https://LOCALHOST./x", none, "given local absolute http", 20,
        "https://localhost./x", "https://localhost.", QStringLiteral("LOCALHOST."));
    row("below localhost", "https://dev.localhost/x", none, "given local placeholder absolute http",
        23, "https://dev.localhost/x", "https://dev.localhost", QStringLiteral("dev.localhost"));
    row("placeholder", "https://www.example.com/x", none, "given placeholder absolute http", 25,
        "https://www.example.com/x", "https://www.example.com", QStringLiteral("www.example.com"));
    // Ports that only QString::toInt() reads, or not at all.
    row("port with a sign", "https://shop.de:+1/x", none, "given absolute http", 20,
        "https://shop.de:1/x", "https://shop.de:1", QStringLiteral("shop.de"));
    row("port too large", "https://shop.de:99999999999/x", none, "given absolute http", 29,
        "https://shop.de/x", "https://shop.de", QStringLiteral("shop.de"));
    row("long default port", "https://shop.de:0000000000443/x", none, "given absolute http", 31,
        "https://shop.de/x", "https://shop.de", QStringLiteral("shop.de"));
    // Escapes, characters the writer encodes, non-ASCII.
    row("valid escape", "https://shop.de/%41", none, "given absolute http", 19,
        "https://shop.de/%41", "https://shop.de", QStringLiteral("shop.de"));
    row("stray percent", "https://shop.de/%41%zz", none, "given percent absolute http", 24,
        "https://shop.de/%41%25zz", "https://shop.de", QStringLiteral("shop.de"));
    row("percent at the end", "https://shop.de/a%", none, "given percent absolute http", 20,
        "https://shop.de/a%25", "https://shop.de", QStringLiteral("shop.de"));
    row("space", "https://shop.de/a b", none, "given unescaped absolute http", 21,
        "https://shop.de/a%20b", "https://shop.de", QStringLiteral("shop.de"));
    row("braces", "https://shop.de/{x}", none, "given unescaped absolute http", 23,
        "https://shop.de/%7Bx%7D", "https://shop.de", QStringLiteral("shop.de"));
    row("non-ASCII path", "https://shop.de/caf\xc3\xa9", none, "given unescaped absolute http", 25,
        "https://shop.de/caf%C3%A9", "https://shop.de", QStringLiteral("shop.de"));
    row("IDN host",
        "https://b\xc3\xbc"
        "cher.example/x",
        none, "given unescaped placeholder absolute http", 31, "https://xn--bcher-kva.example/x",
        "https://xn--bcher-kva.example", QStringLiteral(u"bücher.example"));
    row("IDN host in capitals",
        "https://B\xc3\x9c"
        "CHER.de/",
        none, "given unescaped absolute http", 25, "https://xn--bcher-kva.de/",
        "https://xn--bcher-kva.de", QStringLiteral(u"BÜCHER.de"));
    // The host's origin is the host as written, the key's host its URI form.
    row("space in the host", "https://exa mple.com/x", none, "given unescaped absolute http", 24,
        "https://exa%20mple.com/x", "https://exa mple.com", QStringLiteral("exa mple.com"));
    // White space, other schemes, relative URLs.
    row("padded", "  https://shop.de/p  ", none, "given padded absolute http", 17,
        "https://shop.de/p", "https://shop.de", QStringLiteral("shop.de"));
    row("line breaks around", "\n\thttps://shop.de/p\n", none, "given padded absolute http", 17,
        "https://shop.de/p", "https://shop.de", QStringLiteral("shop.de"));
    row("only white space", "  \n ", none, "padded", 0, "", "", QString(), QString());
    row("ftp", "ftp://shop.de/f", none, "given absolute", 15, "ftp://shop.de/f", "",
        QStringLiteral("shop.de"), QStringLiteral("ftp"));
    row("mailto", "mailto:someone@shop.de", none, "given", 22, "mailto:someone@shop.de", "",
        QString(), QStringLiteral("mailto"));
    row("no scheme", "//shop.de/x", none, "given", 11, "//shop.de/x", "", QStringLiteral("shop.de"),
        QString());
    row("relative", "/relative/path", none, "given", 14, "/relative/path", "", QString(),
        QString());
    row("scheme alone", "https://", none, "given http", 8, "https://", "", QString());
    row("fragment only", "https://shop.de#only", none, "given absolute fragment http", 20,
        "https://shop.de#only", "https://shop.de", QStringLiteral("shop.de"));
    // The folder of the sitemap's own URL.
    const QString own = QStringLiteral("https://shop.de/folder/sitemap.xml");
    row("in the folder", "https://shop.de/folder/page", own, "given absolute http", 27,
        "https://shop.de/folder/page", "https://shop.de", QStringLiteral("shop.de"));
    row("beside the folder", "https://shop.de/folderx", own, "given absolute http outside", 23,
        "https://shop.de/folderx", "https://shop.de", QStringLiteral("shop.de"));
    row("the host's root", "https://shop.de", own, "given absolute http outside", 15,
        "https://shop.de", "https://shop.de", QStringLiteral("shop.de"));
    row("the same origin written otherwise", "https://SHOP.de:443/other", own,
        "given absolute http outside", 25, "https://shop.de/other", "https://shop.de",
        QStringLiteral("SHOP.de"));
    row("non-ASCII in the folder", "https://shop.de/folder/\xc3\xbc", own,
        "given unescaped absolute http", 29, "https://shop.de/folder/%C3%BC", "https://shop.de",
        QStringLiteral("shop.de"));
    row("non-ASCII outside the folder", "https://shop.de/other/\xc3\xbc", own,
        "given unescaped absolute http outside", 28, "https://shop.de/other/%C3%BC",
        "https://shop.de", QStringLiteral("shop.de"));
    row("another host", "https://other.de/x", own, "given absolute http", 18, "https://other.de/x",
        "https://other.de", QStringLiteral("other.de"));
}

void TestEntryFacts::locFacts()
{
    QFETCH(QByteArray, loc);
    QFETCH(QString, ownUrl);
    QFETCH(QString, flags);
    QFETCH(int, uriLength);
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, origin);
    QFETCH(QString, host);
    QFETCH(QString, scheme);

    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset("<url><loc>" + loc + "</loc></url>\n"),
                              QStringLiteral("sitemap.xml"));
    QCOMPARE(doc.entryCount(0), 1);
    if (!ownUrl.isEmpty())
        doc.setOwnUrl(0, ownUrl);
    Validator::Stats stats;
    EntryJudge judge(doc, stats);
    judge.reset(doc.fileCount());
    const FileContext &ctx = judge.setupContext(0);

    EntryFacts f;
    Rules::EntryKeys keys;
    Rules::entryFacts(doc, 0, 0, ctx, &f, &keys);
    QStringList expected = flags.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList found = locFlags(f);
    expected.sort();
    found.sort();
    QCOMPARE(found, expected);
    QCOMPARE(f.locUriLength, qsizetype(uriLength));
    QCOMPARE(keys.key.toByteArray(), key);
    QCOMPARE(keys.origin.toByteArray(), origin);
    // Where the key's own origin ends, when it is known, is the origin's end.
    if (keys.originSize > 0)
        QCOMPARE(keys.key.first(keys.originSize).toByteArray(), origin);
    // Without the message strings.
    QVERIFY(f.loc().isEmpty());
    QVERIFY(f.origin.isEmpty());

    // With them: the same facts, and what a message quotes.
    const EntryFacts m = Rules::entryFacts(doc, 0, 0, ctx);
    QCOMPARE(locFlags(m), locFlags(f));
    QCOMPARE(m.locUriLength, f.locUriLength);
    const QString text = QString::fromUtf8(loc).replace(QLatin1String("&amp;"), QLatin1String("&"));
    QCOMPARE(m.loc(), text.trimmed());
    QCOMPARE(m.urlHost(), host);
    QCOMPARE(m.urlScheme(), scheme);
    QCOMPARE(m.origin, QString::fromUtf8(origin));
}

// A pass over a file reuses one EntryKeys from entry to entry, and with it the
// verdicts on the host of the entry before: each entry's facts are its own.
void TestEntryFacts::hostMemoOverAFile()
{
    const QByteArray locs[] = {"https://shop.de/a",
                               "https://localhost/b",
                               "https://localhost/c",
                               "https://shop.de/d",
                               "https://10.0.0.1/e",
                               "https://10.0.0.1/f",
                               "https://www.example.com/g",
                               "https://b\xc3\xbc"
                               "cher.de/h",
                               "https://shop.de/i",
                               "https://intranet/j",
                               "https://shop.de/k"};
    QByteArray body;
    for (const QByteArray &loc : locs)
        body += "<url><loc>" + loc + "</loc></url>\n";
    SitemapDocument doc;
    TestSupport::readDocument(doc, urlset(body), QStringLiteral("sitemap.xml"));
    QCOMPARE(doc.entryCount(0), int(std::size(locs)));
    Validator::Stats stats;
    EntryJudge judge(doc, stats);
    judge.reset(doc.fileCount());
    const FileContext &ctx = judge.setupContext(0);
    Rules::EntryKeys keys;
    keys.values = std::make_unique<Rules::ValueMemo>();
    const bool local[] = {false, true, true, false, true, true, false, false, false, true, false};
    const bool placeholder[] = {false, false, false, false, false, false,
                                true,  false, false, false, false};
    for (int e = 0; e < doc.entryCount(0); ++e) {
        EntryFacts f;
        Rules::entryFacts(doc, 0, e, ctx, &f, &keys);
        QCOMPARE(f.locLocal, local[e]);
        QCOMPARE(f.locPlaceholder, placeholder[e]);
        QVERIFY(f.url.absolute);
    }
}

void TestEntryFacts::valueFacts_data()
{
    QTest::addColumn<QByteArray>("element");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<int>("verdict"); // lastmod: LastMod::Verdict
    QTest::addColumn<bool>("future");
    QTest::addColumn<bool>("valid"); // changefreq: a value of the list; priority: a decimal
    QTest::addColumn<double>("number");

    const auto lastmod = [](const char *name, const char *value, LastMod::Verdict v,
                            bool future = false) {
        QTest::newRow(name) << QByteArray("lastmod") << QByteArray(value) << int(v) << future
                            << false << 0.0;
    };
    lastmod("date", "2024-05-01", LastMod::Verdict::Valid);
    lastmod("date, padded", " 2024-05-01 ", LastMod::Verdict::Valid);
    lastmod("date-time with a zone", "2024-05-01T10:15:00+02:00", LastMod::Verdict::Valid);
    lastmod("no zone", "2024-05-01T10:15:00", LastMod::Verdict::NoTimezone);
    lastmod("year and month", "2024-05", LastMod::Verdict::Imprecise);
    lastmod("no seconds", "2024-05-01T10:15+02:00", LastMod::Verdict::Imprecise);
    lastmod("30 February", "2024-02-30", LastMod::Verdict::InvalidDate);
    lastmod("hour 25", "2024-05-01T25:00:00Z", LastMod::Verdict::InvalidDate);
    lastmod("minute 60", "2024-05-01T10:60:00Z", LastMod::Verdict::InvalidDate);
    lastmod("second 60", "2024-05-01T10:15:60+02:00", LastMod::Verdict::InvalidDate);
    lastmod("hour 24", "2024-05-01T24:00:00Z", LastMod::Verdict::InvalidDate);
    lastmod("slashes", "2024/05/01", LastMod::Verdict::Format);
    lastmod("non-ASCII", "2024-05-\xc3\xa9", LastMod::Verdict::Format);
    lastmod("empty", "", LastMod::Verdict::Format);
    lastmod("future", "2099-01-01", LastMod::Verdict::Valid, true);

    const auto value = [](const char *element, const char *name, const char *text, bool valid,
                          double number = 0) {
        QTest::newRow(name) << QByteArray(element) << QByteArray(text) << 0 << false << valid
                            << number;
    };
    value("changefreq", "daily", "daily", true);
    value("changefreq", "weekly, padded", " weekly ", true);
    value("changefreq", "capital", "Daily", false);
    value("changefreq", "not a frequency", "sometimes", false);
    value("changefreq", "empty changefreq", "", false);
    value("priority", "0.5", "0.5", true, 0.5);
    value("priority", "one", "1", true, 1.0);
    value("priority", "padded", " 0.3 ", true, 0.3);
    value("priority", "sign and no integer part", "+.5", true, 0.5);
    value("priority", "no fraction digits", "5.", true, 5.0);
    value("priority", "minus zero", "-0", true, 0.0);
    value("priority", "over 1", "1.5", true, 1.5);
    value("priority", "rounded to 1", "1.0000000000000001", true, 1.0);
    value("priority", "long", "00000000000000000000000000.1", true, 0.1);
    value("priority", "two points", "1.2.3", false);
    value("priority", "exponent", "1e0", false);
    value("priority", "word", "abc", false);
    value("priority", "empty priority", "", false);
}

void TestEntryFacts::valueFacts()
{
    QFETCH(QByteArray, element);
    QFETCH(QByteArray, value);
    QFETCH(int, verdict);
    QFETCH(bool, future);
    QFETCH(bool, valid);
    QFETCH(double, number);

    SitemapDocument doc;
    TestSupport::readDocument(doc,
                              urlset("<url><loc>https://shop.de/a</loc><" + element + ">" + value +
                                     "</" + element + "></url>\n"),
                              QStringLiteral("sitemap.xml"));
    QCOMPARE(doc.entryCount(0), 1);
    Validator::Stats stats;
    EntryJudge judge(doc, stats);
    judge.reset(doc.fileCount());
    const FileContext &ctx = judge.setupContext(0);
    const Field field = element == "lastmod"      ? Field::LastMod
                        : element == "changefreq" ? Field::ChangeFreq
                                                  : Field::Priority;

    EntryFacts f;
    Rules::EntryKeys keys;
    Rules::entryFacts(doc, 0, 0, ctx, &f, &keys);
    // The facts of one field alone, as an edit of that value judges them.
    EntryFacts one;
    Rules::valueFacts(doc, 0, 0, field, ctx, &one);
    for (const EntryFacts *facts : {&f, &one}) {
        switch (field) {
        case Field::LastMod:
            QCOMPARE(int(facts->lastmodResult.verdict), verdict);
            QCOMPARE(facts->lastmodFuture, future);
            break;
        case Field::ChangeFreq:
            QCOMPARE(facts->changefreqValid, valid);
            break;
        case Field::Priority:
            QCOMPARE(facts->priorityDecimal, valid);
            if (valid)
                QCOMPARE(facts->priorityValue, number);
            break;
        case Field::Loc:
            break;
        }
    }
    // The message quotes the value trimmed.
    const EntryFacts m = Rules::entryFacts(doc, 0, 0, ctx);
    const QString text = QString::fromUtf8(value).trimmed();
    QCOMPARE(field == Field::LastMod      ? m.lastmod()
             : field == Field::ChangeFreq ? m.changefreq()
                                          : m.priority(),
             text);
}

// A message's text as the editor makes it (toString()) and as a report writes it
// (RuleMessage::Writer): both as QString::arg() and quoted() make it.
void TestEntryFacts::messagesPutTogether()
{
    static const char one[] = "The host \"%1\" is wrong.";
    static const char two[] = "%2 after %1, then %1 again";
    static const char none[] = "Saving writes it as %25; keep 100% of it.";
    static const char quote[] = "The value %1 is odd.";
    const QByteArray longAscii(100, 'a');
    const QByteArray longUtf8 = QByteArray(90, 'b') + "\xc3\xa4";
    const QByteArray invalid = "x\xff\xfey";
    struct Case
    {
        RuleMessage message;
        QString expected;
    };
    const std::vector<Case> cases = {
        {RuleMessage(one).arg(MessageValue::bytes("www.example.com")),
         QStringLiteral("The host \"www.example.com\" is wrong.")},
        {RuleMessage(one).arg(QStringLiteral("h\u00f6st")),
         QString::fromUtf8(one).arg(u"h\u00f6st")},
        {RuleMessage(two).arg(QStringLiteral("a"), QStringLiteral("b")),
         QStringLiteral("b after a, then a again")},
        {RuleMessage(two).arg(7), QStringLiteral("%2 after 7, then 7 again")},
        {RuleMessage(none), QString::fromUtf8(none)},
        {RuleMessage(quote).quotedArg(MessageValue::bytes("2024-05")),
         QStringLiteral("The value \"2024-05\" is odd.")},
        {RuleMessage(quote).quotedArg(MessageValue::bytes(longAscii)),
         QStringLiteral("The value \"") + QString(79, u'a') + QChar(0x2026) +
             QStringLiteral("\" is odd.")},
        {RuleMessage(quote).quotedArg(MessageValue::bytes(longUtf8)),
         QStringLiteral("The value \"") + QString(79, u'b') + QChar(0x2026) +
             QStringLiteral("\" is odd.")},
        {RuleMessage(quote).arg(MessageValue::bytes(invalid)),
         QString::fromUtf8(quote).arg(QString::fromUtf8(invalid))},
        {RuleMessage(quote).arg(qint64(-12345678901)),
         QStringLiteral("The value -12345678901 is odd.")},
        {RuleMessage::made(QStringLiteral("made \u00e4 %1")), QStringLiteral("made \u00e4 %1")},
    };
    RuleMessage::Writer writer;
    for (const Case &c : cases) {
        QCOMPARE(c.message.toString(), c.expected);
        std::string written;
        writer.append(c.message, written);
        QCOMPARE(QString::fromStdString(written), c.expected);
        // A pattern met again is taken from the writer's table.
        written.clear();
        writer.append(c.message, written);
        QCOMPARE(QString::fromStdString(written), c.expected);
    }
    // A message copied or moved over another says its own values only, whatever
    // the other held.
    static const char three[] = "%1, %2 and %3";
    for (const Case &c : cases) {
        RuleMessage copied = RuleMessage(three).arg(1).arg(2).arg(3);
        copied = c.message;
        QCOMPARE(copied.toString(), c.expected);
        RuleMessage moved = RuleMessage(three).arg(4).arg(5).arg(6);
        moved = RuleMessage(copied);
        QCOMPARE(moved.toString(), c.expected);
        RuleMessage built(std::move(moved));
        QCOMPARE(built.toString(), c.expected);
        std::string written;
        writer.append(built, written);
        QCOMPARE(QString::fromStdString(written), c.expected);
        built = RuleMessage(three).arg(7).arg(8).arg(9);
        QCOMPARE(built.toString(), QStringLiteral("7, 8 and 9"));
    }
}

QTEST_GUILESS_MAIN(TestEntryFacts)
#include "tst_entryfacts.moc"
