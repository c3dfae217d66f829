#include "engine/rating/Rounding.h"

#include <QTest>

class TestRounding : public QObject {
    Q_OBJECT

private slots:
    void halfUp()
    {
        QCOMPARE(rd::roundHalfUp(2.5), 3.0);
        QCOMPARE(rd::roundHalfUp(2.4999), 2.0);
        QCOMPARE(rd::roundHalfUp(-2.5), -2.0);
        QCOMPARE(rd::roundHalfUp(-2.5001), -3.0);
        // dwz.md §3.7: 2058 - 10.475 = 2047.525 -> 2048; 2047.5 is not exact in binary after
        // the subtraction, the tie tolerance keeps it a tie.
        QCOMPARE(rd::roundHalfUp(2058 - 10.475), 2048.0);
        QCOMPARE(rd::roundHalfUp(0.1 + 0.2 + 2.2), 3.0); // 2.5000000000000004
        QCOMPARE(rd::roundHalfUp(2.15 + 0.35 - 0.000000000001), 3.0);
    }

    void halfUpToDecimals()
    {
        // We to 3 decimals, K to 1 decimal (dwz.md §6.1: 26.83 -> 26.8).
        QCOMPARE(rd::roundHalfUp(0.6381631, 3), 0.638);
        QCOMPARE(rd::roundHalfUp(0.5745, 3), 0.575);
        QCOMPARE(rd::roundHalfUp(26.8333, 1), 26.8);
        QCOMPARE(rd::roundHalfUp(26.85, 1), 26.9); // 26.85 is 26.8499999... in binary
        QCOMPARE(rd::roundHalfUp(-1.005, 2), -1.0);
    }

    void halfAwayFromZero()
    {
        // sagc.md §2.6: the new index is rounded half away from zero.
        QCOMPARE(rd::roundHalfAwayFromZero(2.5), 3.0);
        QCOMPARE(rd::roundHalfAwayFromZero(-2.5), -3.0);
        QCOMPARE(rd::roundHalfAwayFromZero(-2.4), -2.0);
        QCOMPARE(rd::roundHalfAwayFromZero(-865.0), -865.0);
        QCOMPARE(rd::roundHalfAwayFromZero(-1.005, 2), -1.01);
        QCOMPARE(rd::roundHalfAwayFromZero(0.0), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestRounding)
#include "tst_rounding.moc"
