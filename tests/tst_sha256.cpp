// SPDX-License-Identifier: GPL-3.0-or-later
// Sha256: the fingerprint the editor's journal compares a file on disk with
// before it offers edits back after a crash. What a user relies on is that it is
// SHA-256 itself (a journal written by a machine with the SHA instructions
// matches the file on one without them), whatever pieces the bytes arrive in.

#include "sha256.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

class TestSha256 : public QObject
{
    Q_OBJECT

private slots:
    void knownDigests_data();
    void knownDigests();
    void sameAsQtForEveryLength();
    void sameInAnyPieces();
    void readsADevice();

private:
    static QByteArray randomBytes(qsizetype size, quint32 seed);
};

QByteArray TestSha256::randomBytes(qsizetype size, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray bytes(size, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(random.generate() & 0xff);
    return bytes;
}

void TestSha256::knownDigests_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("digest");
    // FIPS 180-4's examples and the empty message.
    QTest::newRow("empty") << QByteArray()
                           << QByteArray("e3b0c44298fc1c149afbf4c8996fb924"
                                         "27ae41e4649b934ca495991b7852b855");
    QTest::newRow("abc") << QByteArray("abc")
                         << QByteArray("ba7816bf8f01cfea414140de5dae2223"
                                       "b00361a396177a9cb410ff61f20015ad");
    QTest::newRow("two blocks") << QByteArray(
                                       "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                << QByteArray("248d6a61d20638b8e5c026930c3e6039"
                                              "a33ce45964ff2167f6ecedd419db06c1");
    QTest::newRow("a million a") << QByteArray(1000000, 'a')
                                 << QByteArray("cdc76e5c9914fb9281a1c7e284d73e67"
                                               "f1809a48a497200e046d39ccc7112cd0");
}

void TestSha256::knownDigests()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, digest);
    for (const bool fast : {true, false}) {
        Sha256::setAcceleratedForTesting(fast);
        QCOMPARE(Sha256::hash(input).toHex(), digest);
    }
    Sha256::setAcceleratedForTesting(true);
}

void TestSha256::sameAsQtForEveryLength()
{
    if (!Sha256::accelerated())
        QSKIP("This processor has no SHA instructions: Sha256 is QCryptographicHash here.");
    // Every length of padding: the tail in one block or two, at each byte.
    const QByteArray bytes = randomBytes(300, 1);
    for (qsizetype n = 0; n <= bytes.size(); ++n) {
        const QByteArrayView piece(bytes.constData(), n);
        QCOMPARE(Sha256::hash(piece).toHex(),
                 QCryptographicHash::hash(piece, QCryptographicHash::Sha256).toHex());
    }
    const QByteArray large = randomBytes(3 * 1024 * 1024 + 17, 2);
    QCOMPARE(Sha256::hash(large), QCryptographicHash::hash(large, QCryptographicHash::Sha256));
}

void TestSha256::sameInAnyPieces()
{
    const QByteArray bytes = randomBytes(5000, 3);
    const QByteArray whole = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    for (const qsizetype step : {1, 3, 63, 64, 65, 127, 1000}) {
        Sha256 h;
        h.addData(QByteArray()); // nothing, with no data pointer either
        for (qsizetype at = 0; at < bytes.size(); at += step) {
            h.addData(QByteArrayView(bytes).sliced(at, std::min(step, bytes.size() - at)));
            h.addData(QByteArrayView());
        }
        QCOMPARE(h.result().toHex(), whole.toHex());
    }
}

void TestSha256::readsADevice()
{
    QByteArray bytes = randomBytes(2 * 1024 * 1024 + 5, 4);
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    Sha256 h;
    QVERIFY(h.addData(&buffer));
    QCOMPARE(h.result(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256));
}

QTEST_GUILESS_MAIN(TestSha256)
#include "tst_sha256.moc"
