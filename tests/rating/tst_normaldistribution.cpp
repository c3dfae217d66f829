#include "engine/rating/NormalDistribution.h"

#include <QTest>

#include <cmath>

class TestNormalDistribution : public QObject {
    Q_OBJECT

private slots:
    void cdfKnownValues()
    {
        // Reference values to 16 digits (Python statistics.NormalDist, which uses erf and Wichura
        // AS 241): Phi(1) = 0.8413447460685429, Phi(1.959963984540054) = 0.975, Phi(-3) =
        // 0.0013498980316301.
        QCOMPARE(rd::normalCdf(0.0), 0.5);
        QVERIFY(std::fabs(rd::normalCdf(1.0) - 0.8413447460685429) < 1e-15);
        QVERIFY(std::fabs(rd::normalCdf(1.959963984540054) - 0.975) < 1e-15);
        QVERIFY(std::fabs(rd::normalCdf(-3.0) - 0.0013498980316301) < 1e-17);
        QVERIFY(std::fabs(rd::normalCdf(-8.0) - 6.22096057427178e-16) < 1e-28);
    }

    void quantileKnownValues()
    {
        // z-values: Phi^-1(0.975) = 1.959963984540054, Phi^-1(0.99) = 2.326347874040841,
        // Phi^-1(0.75) = 0.6744897501960817, Phi^-1(1e-10) = -6.361340902404056.
        QCOMPARE(rd::normalQuantile(0.5), 0.0);
        QVERIFY(std::fabs(rd::normalQuantile(0.975) - 1.959963984540054) < 1e-14);
        QVERIFY(std::fabs(rd::normalQuantile(0.99) - 2.326347874040841) < 1e-14);
        QVERIFY(std::fabs(rd::normalQuantile(0.25) + 0.6744897501960817) < 1e-14);
        QVERIFY(std::fabs(rd::normalQuantile(1e-10) + 6.361340902404056) < 1e-12);
        QVERIFY(std::isinf(rd::normalQuantile(0.0)) && rd::normalQuantile(0.0) < 0);
        QVERIFY(std::isinf(rd::normalQuantile(1.0)) && rd::normalQuantile(1.0) > 0);
        QVERIFY(std::isnan(rd::normalQuantile(1.5)));
    }

    void quantileInvertsCdfInDoublePrecision()
    {
        // Up to x = 3: above it 1 - p keeps too few digits for any inverse; the upper half is the
        // mirror image of the lower one, checked by symmetry.
        for (double x = -8.0; x <= 3.0; x += 0.0137) {
            const double p = rd::normalCdf(x);
            QVERIFY2(std::fabs(rd::normalQuantile(p) - x) < 1e-9 * std::max(1.0, std::fabs(x)),
                qPrintable(QString::number(x)));
        }
        for (double p = 0.0005; p < 0.5; p += 0.0005)
            QCOMPARE(rd::normalQuantile(1.0 - p), -rd::normalQuantile(p));
        for (double p = 0.0005; p < 1.0; p += 0.0005)
            QVERIFY(std::fabs(rd::normalCdf(rd::normalQuantile(p)) - p) < 2e-16 * 8);
    }
};

QTEST_APPLESS_MAIN(TestNormalDistribution)
#include "tst_normaldistribution.moc"
