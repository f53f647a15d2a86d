// SPDX-License-Identifier: GPL-3.0-or-later
// URL tools: splitting, the writer's URI form, the table's readable form, and the
// keys under which hosts and duplicates are compared.

#include "lastmod.h"
#include "urltools.h"

#include <QDate>
#include <QTest>

#include <string>

class TestUrlTools : public QObject
{
    Q_OBJECT

private slots:
    void split_data();
    void split();
    void uriForm_data();
    void uriForm();
    void readableForm_data();
    void readableForm();
    void keys_data();
    void keys();
    void localHost_data();
    void localHost();
    void lastmod_data();
    void lastmod();
    void lastmodInstantIsTheCalendars();
    void lastmodBytesAgreeWithText();
    void byteLevelAgreesWithStringLevel();
};

void TestUrlTools::split_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("absolute");
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("hasFragment");

    QTest::newRow("full") << "HTTPS://Example.com:8080/a/b?x=1#top" << true << "https"
                          << "Example.com" << 8080 << "/a/b"
                          << "x=1" << true;
    QTest::newRow("no path") << "http://example.com" << true << "http"
                             << "example.com" << -1 << ""
                             << "" << false;
    QTest::newRow("userinfo") << "http://u:p@example.com/" << true << "http"
                              << "example.com" << -1 << "/"
                              << "" << false;
    QTest::newRow("ipv6") << "http://[::1]:81/x" << true << "http"
                          << "[::1]" << 81 << "/x"
                          << "" << false;
    QTest::newRow("relative") << "/page" << false << ""
                              << "" << -1 << "/page"
                              << "" << false;
    QTest::newRow("scheme-relative") << "//example.com/x" << false << ""
                                     << "example.com" << -1 << "/x"
                                     << "" << false;
    QTest::newRow("mailto") << "mailto:a@b.c" << false << "mailto"
                            << "" << -1 << "a@b.c"
                            << "" << false;
    QTest::newRow("one slash") << "http:/example.com" << false << "http"
                               << "" << -1 << "/example.com"
                               << "" << false;
    QTest::newRow("hashbang") << "http://a.com/#!/about" << true << "http"
                              << "a.com" << -1 << "/"
                              << "" << true;
}

void TestUrlTools::split()
{
    QFETCH(QString, url);
    const UrlTools::Parts p = UrlTools::split(url);
    QTEST(p.absolute, "absolute");
    QTEST(p.scheme, "scheme");
    QTEST(p.host, "host");
    QTEST(p.port, "port");
    QTEST(p.path, "path");
    QTEST(p.query, "query");
    QTEST(p.hasFragment, "hasFragment");
}

void TestUrlTools::uriForm_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "https://a.com/x?y=1"
                           << "https://a.com/x?y=1";
    QTest::newRow("trim") << "\n  https://a.com/x \t"
                          << "https://a.com/x";
    QTest::newRow("space") << "https://a.com/a b"
                           << "https://a.com/a%20b";
    QTest::newRow("non-ascii") << QStringLiteral("https://a.com/caf\u00e9")
                               << "https://a.com/caf%C3%A9";
    QTest::newRow("keeps escapes") << "https://a.com/a%20b%2F"
                                   << "https://a.com/a%20b%2F";
    QTest::newRow("bare percent") << "https://a.com/100%"
                                  << "https://a.com/100%25";
    QTest::newRow("idn") << QStringLiteral("https://b\u00fccher.de/\u00e4")
                         << "https://xn--bcher-kva.de/%C3%A4";
    QTest::newRow("specials") << "https://a.com/{x}|^`\"<>\\"
                              << "https://a.com/%7Bx%7D%7C%5E%60%22%3C%3E%5C";
    QTest::newRow("emoji") << QStringLiteral("https://a.com/\U0001F600")
                           << "https://a.com/%F0%9F%98%80";
}

void TestUrlTools::uriForm()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);
    QCOMPARE(UrlTools::toUriForm(url), expected);
    QCOMPARE(UrlTools::uriFormLength(url), expected.size());
    // Encoding twice changes nothing.
    QCOMPARE(UrlTools::toUriForm(expected), expected);
}

void TestUrlTools::readableForm_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");
    QTest::newRow("utf8") << "https://a.com/caf%C3%A9" << QStringLiteral("https://a.com/caf\u00e9");
    QTest::newRow("korean") << "https://a.com/%ED%95%9C" << QStringLiteral("https://a.com/\ud55c");
    QTest::newRow("ascii escapes stay") << "https://a.com/a%20b%2Fc"
                                        << "https://a.com/a%20b%2Fc";
    QTest::newRow("broken utf8 stays") << "https://a.com/%C3"
                                       << "https://a.com/%C3";
    QTest::newRow("punycode") << "https://xn--bcher-kva.de/"
                              << QStringLiteral("https://b\u00fccher.de/");
}

void TestUrlTools::readableForm()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);
    QCOMPARE(UrlTools::toReadableForm(url), expected);
    // The writer turns the readable form back into the same URI.
    QCOMPARE(UrlTools::toUriForm(UrlTools::toReadableForm(url)).toUpper(),
             UrlTools::toUriForm(url).toUpper());
}

void TestUrlTools::keys_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("sameOrigin");
    QTest::addColumn<bool>("duplicate");
    QTest::newRow("case of host") << "https://Example.COM/x"
                                  << "https://example.com/x" << true << true;
    QTest::newRow("scheme case") << "HTTP://a.com/x"
                                 << "http://a.com/x" << true << true;
    QTest::newRow("default port") << "https://a.com:443/x"
                                  << "https://a.com/x" << true << true;
    QTest::newRow("other port") << "https://a.com:8443/x"
                                << "https://a.com/x" << false << false;
    QTest::newRow("path case") << "https://a.com/X"
                               << "https://a.com/x" << true << false;
    QTest::newRow("scheme") << "http://a.com/x"
                            << "https://a.com/x" << false << false;
    QTest::newRow("www") << "https://www.a.com/x"
                         << "https://a.com/x" << false << false;
    QTest::newRow("encoded") << QStringLiteral("https://a.com/caf\u00e9")
                             << "https://a.com/caf%C3%A9" << true << true;
    QTest::newRow("whitespace") << " https://a.com/x\n"
                                << "https://a.com/x" << true << true;
}

void TestUrlTools::keys()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, sameOrigin);
    QFETCH(bool, duplicate);
    QCOMPARE(UrlTools::originKey(a) == UrlTools::originKey(b), sameOrigin);
    QCOMPARE(UrlTools::duplicateKey(a) == UrlTools::duplicateKey(b), duplicate);
    QCOMPARE(UrlTools::originKey(QStringLiteral("https://A.com:443/x")),
             QStringLiteral("https://a.com"));
    QCOMPARE(UrlTools::originKey(QStringLiteral("http://a.com:8080/")),
             QStringLiteral("http://a.com:8080"));
    QVERIFY(UrlTools::originKey(QStringLiteral("/relative")).isEmpty());
}

void TestUrlTools::localHost_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<bool>("local");
    QTest::newRow("localhost") << "localhost" << true;
    QTest::newRow("LOCALHOST.") << "LOCALHOST." << true;
    QTest::newRow("below localhost") << "dev.localhost" << true;
    QTest::newRow("IDN below localhost") << QString::fromUtf8("b\xc3\xbc.localhost") << true;
    QTest::newRow("loopback") << "127.0.0.1" << true;
    QTest::newRow("10/8") << "10.1.2.3" << true;
    QTest::newRow("172.16/12") << "172.20.0.1" << true;
    QTest::newRow("172.32 is public") << "172.32.0.1" << false;
    QTest::newRow("192.168/16") << "192.168.0.10" << true;
    QTest::newRow("link local") << "169.254.1.1" << true;
    QTest::newRow("ipv6 loopback") << "[::1]" << true;
    QTest::newRow("ipv6 ula") << "[fd00::1]" << true;
    QTest::newRow("ipv6 public") << "[2001:db8::1]" << false;
    QTest::newRow("dotless") << "intranet" << true;
    QTest::newRow("public ip") << "8.8.8.8" << false;
    QTest::newRow("public name") << "example.com" << false;
}

void TestUrlTools::localHost()
{
    QFETCH(QString, host);
    QTEST(UrlTools::isLocalHost(host), "local");
}

void TestUrlTools::lastmod_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("verdict");
    using V = LastMod::Verdict;
    // The verdict table of PROTOCOL.md section 4, row by row.
    for (const char *v : {"2024-05-01", "2024-05-01T10:15:00+02:00", "2024-05-01T10:15:00.5Z",
                          "2024-05-01+02:00", "2024-05-01Z", "2024-05-01T23:59:59-14:00"})
        QTest::newRow(v) << QString::fromLatin1(v) << int(V::Valid);
    for (const char *v : {"2024", "2024-05", "2024-05-01T10:15+02:00", "2024-05-01T10:15Z"})
        QTest::newRow(v) << QString::fromLatin1(v) << int(V::Imprecise);
    for (const char *v : {"2024-05-01T10:15:00", "2024-05-01T10:15", "2024-05-01T10:15:00.123"})
        QTest::newRow(v) << QString::fromLatin1(v) << int(V::NoTimezone);
    for (const char *v :
         {"2024-02-30", "2024-13-01", "2024-05-01T25:00:00Z", "2024-05-01T24:00:00Z",
          "2024-05-01T10:00:00+14:30", "2024-05-01T10:00:00+15:00", "2023-02-29",
          "2024-05-01T10:60:00Z", "2024-02-30T10:00:00", "2024-13"})
        QTest::newRow(v) << QString::fromLatin1(v) << int(V::InvalidDate);
    for (const char *v :
         {"2024/05/01", "01.05.2024", "2024-5-1", "2024-05-01T10:15:00+0200", "yesterday", "",
          "2024-05-01 10:15:00Z", "2024-05-01t10:15:00z", "20240501", "2024-05-01T10Z",
          "2024-05+02:00", "12024-05-01", "2024-05-01T10:15:00.Z"})
        QTest::newRow(v) << QString::fromLatin1(v) << int(V::Format);
}

void TestUrlTools::lastmod()
{
    QFETCH(QString, value);
    QTEST(int(LastMod::check(value).verdict), "verdict");
}

// The instant of a date is the one the calendar gives, on every day of the years
// where the leap rules differ, and only real dates have one.
void TestUrlTools::lastmodInstantIsTheCalendars()
{
    for (const int year : {1, 4, 100, 400, 1582, 1900, 1969, 1970, 2000, 2023, 2024, 2100, 9999}) {
        for (int month = 1; month <= 12; ++month) {
            for (int day = 1; day <= 31; ++day) {
                const QString value = QStringLiteral("%1-%2-%3")
                                          .arg(year, 4, 10, QLatin1Char('0'))
                                          .arg(month, 2, 10, QLatin1Char('0'))
                                          .arg(day, 2, 10, QLatin1Char('0'));
                const QDate date(year, month, day);
                const LastMod::Result r = LastMod::check(value);
                const LastMod::Result bytes = LastMod::check(QByteArrayView(value.toLatin1()));
                QCOMPARE(r.hasInstant, date.isValid());
                QCOMPARE(bytes.hasInstant, date.isValid());
                if (date.isValid()) {
                    const qint64 ms = date.startOfDay(Qt::UTC).toMSecsSinceEpoch();
                    QCOMPARE(r.msecsSinceEpoch, ms);
                    QCOMPARE(bytes.msecsSinceEpoch, ms);
                }
            }
        }
    }
}

// The UTF-8 reading (which reads the common forms at their fixed places) gives the
// UTF-16 reading's result, field for field, on those forms with each character
// replaced by each kind of character, and with each number at and past its bounds.
void TestUrlTools::lastmodBytesAgreeWithText()
{
    const auto same = [](const QString &value) {
        const LastMod::Result text = LastMod::check(value);
        const QByteArray utf8 = value.toUtf8();
        const LastMod::Result bytes = LastMod::check(QByteArrayView(utf8));
        if (text.verdict != bytes.verdict || text.hasTime != bytes.hasTime ||
            text.hasZone != bytes.hasZone || text.hasInstant != bytes.hasInstant ||
            text.msecsSinceEpoch != bytes.msecsSinceEpoch) {
            qWarning().noquote() << "differs:" << value << int(text.verdict) << int(bytes.verdict)
                                 << text.msecsSinceEpoch << bytes.msecsSinceEpoch;
            return false;
        }
        return true;
    };
    const QStringList forms = {QStringLiteral("2024-05-01"), QStringLiteral("2024-05-01T10:15:30Z"),
                               QStringLiteral("2024-05-01T10:15:30+02:00"),
                               QStringLiteral("1999-12-31T23:59:59-13:59")};
    const QString kinds = QStringLiteral("0259/:-+ZTtz. \u00e9");
    int compared = 0;
    for (const QString &form : forms) {
        QVERIFY(same(form));
        for (qsizetype at = 0; at < form.size(); ++at) {
            for (const QChar c : kinds) {
                QString value = form;
                value[at] = c;
                QVERIFY2(same(value), qPrintable(value));
                QVERIFY2(same(value.left(at) + c + form.mid(at)), qPrintable(value));
                QVERIFY2(same(form.left(at) + form.mid(at + 1)), qPrintable(value));
                ++compared;
            }
        }
    }
    // Every number at and past its bounds, in each form.
    const QStringList years = {QStringLiteral("0000"), QStringLiteral("0001"),
                               QStringLiteral("1900"), QStringLiteral("2000"),
                               QStringLiteral("2023"), QStringLiteral("2024"),
                               QStringLiteral("9999")};
    const QStringList twos = {QStringLiteral("00"), QStringLiteral("01"), QStringLiteral("12"),
                              QStringLiteral("13"), QStringLiteral("14"), QStringLiteral("23"),
                              QStringLiteral("24"), QStringLiteral("28"), QStringLiteral("29"),
                              QStringLiteral("30"), QStringLiteral("31"), QStringLiteral("32"),
                              QStringLiteral("59"), QStringLiteral("60"), QStringLiteral("99")};
    for (const QString &y : years) {
        for (const QString &m : twos) {
            for (const QString &d : twos) {
                const QString date = y + u'-' + m + u'-' + d;
                QVERIFY2(same(date), qPrintable(date));
                ++compared;
            }
        }
        for (const QString &a : twos) {
            for (const QString &b : twos) {
                for (const QString &value :
                     {y + QStringLiteral("-02-28T") + a + QStringLiteral(":30:") + b + u'Z',
                      y + QStringLiteral("-03-01T12:") + a + u':' + b + QStringLiteral("+") + a +
                          u':' + b,
                      y + QStringLiteral("-01-01T00:00:00-") + a + u':' + b}) {
                    QVERIFY2(same(value), qPrintable(value));
                    ++compared;
                }
            }
        }
    }
    QVERIFY(compared > 5000);
}

// The validator's byte-level path (plain URI test, split, duplicate and origin keys)
// gives what the QString functions give, for URLs of every length around the 16-byte
// steps the byte test takes, with each kind of character at each place.
void TestUrlTools::byteLevelAgreesWithStringLevel()
{
    const QStringList bases = {
        QStringLiteral("https://www.example.de/products/kitchen/travel-mini-13967.html"),
        QStringLiteral("HTTP://Shop.Example.DE:80/A/index.html?x=1#top"),
        QStringLiteral("https://a.b:8443/"),
        QStringLiteral("http://user@host.de:81/p?q#f"),
        QStringLiteral("https://[::1]:8080/x"),
        QStringLiteral("ftp://files.example.org/pub/file.txt"),
        QStringLiteral("/relative/path?x"),
        QStringLiteral("https://a.de/%41%62c"),
    };
    const QStringList inserts = {QString(),
                                 QStringLiteral("%"),
                                 QStringLiteral("%4"),
                                 QStringLiteral("%4G"),
                                 QStringLiteral("%7e"),
                                 QStringLiteral(" "),
                                 QStringLiteral("\""),
                                 QStringLiteral("<"),
                                 QStringLiteral("\\"),
                                 QStringLiteral("^"),
                                 QStringLiteral("`"),
                                 QStringLiteral("{"),
                                 QStringLiteral("|"),
                                 QStringLiteral("}"),
                                 QStringLiteral("~"),
                                 QStringLiteral("z"),
                                 QStringLiteral("A"),
                                 QStringLiteral("Q"),
                                 QStringLiteral("Z"),
                                 QStringLiteral("["),
                                 QStringLiteral("\x7f"),
                                 QStringLiteral("\u00e9"),
                                 QStringLiteral("?"),
                                 QStringLiteral("#"),
                                 QStringLiteral("@"),
                                 QStringLiteral(":")};
    int plain = 0;
    int ownKeys = 0;
    for (const QString &base : bases) {
        for (const QString &insert : inserts) {
            for (qsizetype at = 0; at <= base.size(); ++at) {
                QString url = base;
                url.insert(at, insert);
                const QByteArray bytes = url.toUtf8();
                const bool isPlain = UrlTools::isPlainUri(bytes);
                // Non-ASCII is never plain (toUriForm() may keep a host it cannot convert).
                const bool ascii = bytes.size() == url.size();
                QCOMPARE(isPlain, ascii && UrlTools::toUriForm(url) == url);
                UrlTools::AsciiParts ap;
                if (!isPlain || !UrlTools::splitAscii(bytes, &ap))
                    continue;
                ++plain;
                const UrlTools::Parts p = UrlTools::split(url);
                QCOMPARE(ap.absolute, p.absolute);
                QCOMPARE(QString::fromLatin1(ap.scheme).toLower(), p.scheme);
                QCOMPARE(QString::fromLatin1(ap.host), p.host);
                QCOMPARE(ap.port, p.port);
                QCOMPARE(QString::fromLatin1(ap.path), p.path);
                QCOMPARE(ap.hasFragment, p.hasFragment);
                std::string key = "kept:";
                const qsizetype origin = UrlTools::appendDuplicateKey(bytes, ap, &key);
                QCOMPARE(QString::fromStdString(key.substr(5)), UrlTools::duplicateKey(url));
                // The key as the validator takes it: the URL itself or one built.
                std::string scratch = "stale";
                qsizetype keyOrigin = -2;
                QCOMPARE(UrlTools::duplicateKeyOf(bytes, ap, &scratch, &keyOrigin),
                         QByteArrayView(key).sliced(5));
                QCOMPARE(keyOrigin, origin > 0 ? origin - 5 : 0);
                // A URL taken as its own key is exactly that key, with the same origin.
                const qsizetype own = UrlTools::ownDuplicateKey(bytes, ap);
                if (own >= 0) {
                    ++ownKeys;
                    QCOMPARE(QByteArrayView(key).sliced(5), QByteArrayView(bytes));
                    QCOMPARE(own, origin > 0 ? origin - 5 : 0);
                }
                const bool http = p.absolute && (p.scheme == QLatin1String("http") ||
                                                 p.scheme == QLatin1String("https"));
                QCOMPARE(origin > 0, http);
                if (http)
                    QCOMPARE(QString::fromStdString(key.substr(5, size_t(origin - 5))),
                             UrlTools::originKey(url));
            }
        }
    }
    QVERIFY(plain > 500);
    QVERIFY(ownKeys > 100);
}

QTEST_GUILESS_MAIN(TestUrlTools)
#include "tst_urltools.moc"
