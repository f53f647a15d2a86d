// SPDX-License-Identifier: GPL-3.0-or-later
// ByteSort: the radix sort of the table's keys gives the order a comparison sort
// gives, whatever the keys' bytes look like (the model's sorts rest on it).
#include "bytesort.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <tuple>
#include <vector>

namespace {

struct Record
{
    std::uint64_t first;
    std::uint64_t second;
    std::uint32_t place; // unique: the order among equal keys
    std::uint32_t payload;
};

bool operator<(const Record &a, const Record &b)
{
    return std::tie(a.first, a.second, a.place) < std::tie(b.first, b.second, b.place);
}

std::uint64_t wordOf(const Record &r, std::size_t w)
{
    return w == 0 ? r.first : w == 1 ? r.second : r.place;
}

} // namespace

class TestByteSort : public QObject
{
    Q_OBJECT
private slots:
    void sortsAsComparisonsDo_data();
    void sortsAsComparisonsDo();
};

void TestByteSort::sortsAsComparisonsDo_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("kind");
    // kind 0: random words; 1: few distinct values in one byte of each word (the
    // others the same everywhere); 2: ASCII digits as a date's are; 3: every key
    // equal but its place.
    for (const int count : {0, 1, 2, 63, 64, 65, 300, 5000, 100000}) {
        for (int kind = 0; kind < 4; ++kind)
            QTest::addRow("%d records, kind %d", count, kind) << count << kind;
    }
}

void TestByteSort::sortsAsComparisonsDo()
{
    QFETCH(int, count);
    QFETCH(int, kind);
    std::uint64_t state = 0x9E3779B97F4A7C15ULL + std::uint64_t(count * 4 + kind);
    const auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    std::vector<Record> records(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < records.size(); ++i) {
        Record &r = records[i];
        switch (kind) {
        case 0:
            r.first = next();
            r.second = next();
            break;
        case 1:
            r.first = 0x4000000000000000ULL | (next() % 3) << 24;
            r.second = (next() % 5) << 56;
            break;
        case 2: {
            r.first = 0x3230323400000000ULL; // "2024" and four digits
            r.second = 0x3030303030303030ULL;
            for (int b = 0; b < 4; ++b)
                r.first |= std::uint64_t(0x30 + next() % 10) << (8 * b);
            for (int b = 0; b < 8; b += 3)
                r.second |= std::uint64_t(next() % 10) << (8 * b);
            break;
        }
        default:
            r.first = 7;
            r.second = 0;
        }
        r.place = std::uint32_t(next() % 0xFFFFFFFFULL);
        r.payload = std::uint32_t(i);
    }
    // Places unique, as a row's place in file order is.
    std::sort(records.begin(), records.end(),
              [](const Record &a, const Record &b) { return a.place < b.place; });
    records.erase(std::unique(records.begin(), records.end(),
                              [](const Record &a, const Record &b) { return a.place == b.place; }),
                  records.end());
    std::shuffle(records.begin(), records.end(), std::mt19937(unsigned(count)));

    std::vector<Record> expected = records;
    std::sort(expected.begin(), expected.end());
    ByteSort::sort<3>(records.data(), records.data() + records.size(), wordOf,
                      [](const Record &a, const Record &b) { return a < b; });
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].payload != expected[i].payload)
            QFAIL(qPrintable(QStringLiteral("record %1 out of place").arg(i)));
    }
}

QTEST_APPLESS_MAIN(TestByteSort)
#include "tst_bytesort.moc"
