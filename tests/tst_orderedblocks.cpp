// SPDX-License-Identifier: GPL-3.0-or-later
// Blocks made on two threads and used in order on one (makeInOrderOnTwoThreads):
// every block made once and used once in its order, whichever thread made it and
// however slow either is; what is held at once bounded; an exception of the worker's
// make, of this thread's make or of use thrown to the caller, the worker stopped.

#include "orderedblocks.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

class TestOrderedBlocks : public QObject
{
    Q_OBJECT

private slots:
    void inOrder_data();
    void inOrder();
    void heldAtOnceIsBounded();
    void failureOfMake();
    void failureOfUse();
};

void TestOrderedBlocks::inOrder_data()
{
    QTest::addColumn<int>("blocks");
    QTest::addColumn<int>("slowMakeEvery"); // 0: none
    QTest::addColumn<bool>("slowUse");
    QTest::newRow("none") << 0 << 0 << false;
    QTest::newRow("one") << 1 << 0 << false;
    QTest::newRow("two") << 2 << 0 << false;
    QTest::newRow("many, even making") << 500 << 0 << false;
    QTest::newRow("many, some blocks slow to make") << 200 << 7 << false;
    QTest::newRow("many, a slow use") << 100 << 0 << true;
}

void TestOrderedBlocks::inOrder()
{
    QFETCH(int, blocks);
    QFETCH(int, slowMakeEvery);
    QFETCH(bool, slowUse);
    std::vector<std::atomic<int>> made(size_t(std::max(blocks, 1)));
    std::vector<int> used;
    std::atomic<int> madeElsewhere = 0;
    const std::thread::id self = std::this_thread::get_id();
    makeInOrderOnTwoThreads(
        size_t(blocks),
        [&](size_t b) {
            ++made[b];
            if (std::this_thread::get_id() != self)
                ++madeElsewhere;
            if (slowMakeEvery && b % size_t(slowMakeEvery) == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            return std::vector<int>{int(b), int(b) * 3};
        },
        [&](std::vector<int> result) {
            QCOMPARE(result.size(), size_t(2));
            QCOMPARE(result[1], result[0] * 3);
            used.push_back(result[0]);
            if (slowUse)
                std::this_thread::sleep_for(std::chrono::microseconds(500));
        });
    QCOMPARE(int(used.size()), blocks);
    for (int b = 0; b < blocks; ++b) {
        QCOMPARE(used[size_t(b)], b);
        QCOMPARE(made[size_t(b)].load(), 1);
    }
    // With a slow use the worker makes most blocks.
    if (slowUse)
        QVERIFY(madeElsewhere > blocks / 2);
}

void TestOrderedBlocks::heldAtOnceIsBounded()
{
    // A result counts from its making to its use: with this thread slow to use, the
    // worker may run ahead by a few blocks only.
    std::atomic<int> alive = 0;
    std::atomic<int> most = 0;
    int count = 0;
    makeInOrderOnTwoThreads(
        300,
        [&](size_t b) {
            const int now = ++alive;
            int seen = most.load();
            while (now > seen && !most.compare_exchange_weak(seen, now)) {
            }
            return int(b);
        },
        [&](int) {
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            --alive;
            ++count;
        });
    QCOMPARE(count, 300);
    QVERIFY2(most <= 6, qPrintable(QString::number(most.load())));
}

void TestOrderedBlocks::failureOfMake()
{
    // The block that fails is made by whichever thread takes it; either way the
    // caller gets the exception and the blocks before it were used in order.
    for (int failing : {0, 1, 5, 77}) {
        std::vector<int> used;
        bool thrown = false;
        try {
            makeInOrderOnTwoThreads(
                200,
                [&](size_t b) {
                    if (int(b) == failing)
                        throw std::runtime_error("no memory");
                    return int(b);
                },
                [&](int b) { used.push_back(b); });
        } catch (const std::runtime_error &e) {
            thrown = QByteArray(e.what()) == "no memory";
        }
        QVERIFY(thrown);
        QVERIFY(int(used.size()) <= failing);
        for (size_t i = 0; i < used.size(); ++i)
            QCOMPARE(used[i], int(i));
    }
}

void TestOrderedBlocks::failureOfUse()
{
    std::atomic<int> madeAfter = 0;
    bool thrown = false;
    try {
        makeInOrderOnTwoThreads(
            1000,
            [&](size_t b) {
                if (b > 20)
                    ++madeAfter;
                return int(b);
            },
            [&](int b) {
                if (b == 10)
                    throw std::runtime_error("write failed");
            });
    } catch (const std::runtime_error &) {
        thrown = true;
    }
    QVERIFY(thrown);
    // The worker stopped: it made no more than the few blocks it may run ahead.
    QVERIFY(madeAfter < 10);
}

QTEST_GUILESS_MAIN(TestOrderedBlocks)
#include "tst_orderedblocks.moc"
