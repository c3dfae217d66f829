#include "engine/rating/sagc/GoRank.h"

#include <QTest>

using rd::sagc::GoRank;

class TestGoRank : public QObject {
    Q_OBJECT

private slots:
    void strengthScale_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("strength");
        // sagc.md §1: s(Nd) = N, s(Nk) = 1 - N; 1k -> 0, 2k -> -1, 30k -> -29, no gap to 1d.
        QTest::newRow("30k") << "30k" << -29;
        QTest::newRow("14k") << "14k" << -13;
        QTest::newRow("2k") << "2k" << -1;
        QTest::newRow("1k") << "1k" << 0;
        QTest::newRow("1d") << "1d" << 1;
        QTest::newRow("2d") << "2d" << 2;
        QTest::newRow("9d") << "9d" << 9;
    }

    void strengthScale()
    {
        QFETCH(QString, text);
        QFETCH(int, strength);
        const auto rank = GoRank::parse(text.toStdString());
        QVERIFY(rank);
        QCOMPARE(rank->strength(), strength);
        QCOMPARE(QString::fromStdString(rank->toString()), text);
        QVERIFY(GoRank::fromStrength(strength) == rank);
    }

    void everyRankRoundTrips()
    {
        int count = 0;
        for (int s = GoRank::kWeakestStrength; s <= GoRank::kStrongestStrength; ++s) {
            const auto rank = GoRank::fromStrength(s);
            QVERIFY(rank);
            QVERIFY(GoRank::parse(rank->toString()) == rank);
            ++count;
        }
        QCOMPARE(count, 39); // 30 kyu grades and 9 dan grades
        QVERIFY(!GoRank::fromStrength(-30));
        QVERIFY(!GoRank::fromStrength(10));
    }

    void rejectsWhatIsNotARank_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("31k") << "31k";
        QTest::newRow("10d") << "10d";
        QTest::newRow("0k") << "0k";
        QTest::newRow("0d") << "0d";
        QTest::newRow("leading zero") << "05k";
        QTest::newRow("upper case") << "14K";
        QTest::newRow("space") << "14 k";
        QTest::newRow("pro rank") << "1p";
        QTest::newRow("no number") << "k";
        QTest::newRow("empty") << "";
        QTest::newRow("negative") << "-1k";
    }

    void rejectsWhatIsNotARank()
    {
        QFETCH(QString, text);
        QVERIFY(!GoRank::parse(text.toStdString()));
    }

    void ordering()
    {
        QVERIFY(*GoRank::parse("14k") < *GoRank::parse("13k"));
        QVERIFY(*GoRank::parse("1k") < *GoRank::parse("1d"));
    }
};

QTEST_APPLESS_MAIN(TestGoRank)
#include "tst_gorank.moc"
