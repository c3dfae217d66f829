// Cost of the DWZ expectancy models: one expected score We over a 500-player round robin.
#include "engine/rating/dwz/Probability.h"

#include <QTest>

#include <vector>

using rd::dwz::ProbabilityModel;

Q_DECLARE_METATYPE(ProbabilityModel)

class BenchDwzProbability : public QObject {
    Q_OBJECT

private slots:
    void expectedScoresOfARoundRobin_data()
    {
        QTest::addColumn<ProbabilityModel>("model");
        QTest::newRow("normal-3dec") << ProbabilityModel::Normal3Dec;
        QTest::newRow("table-2dec") << ProbabilityModel::Table2Dec;
        QTest::newRow("logistic") << ProbabilityModel::Logistic;
    }

    void expectedScoresOfARoundRobin()
    {
        QFETCH(ProbabilityModel, model);
        std::vector<int> ratings;
        for (int i = 0; i < 500; ++i)
            ratings.push_back(1000 + (i * 7919) % 1500);
        double total = 0.0;
        QBENCHMARK
        {
            for (int a : ratings) {
                for (int b : ratings)
                    total += rd::dwz::winExpectancy(model, a - b);
            }
        }
        QVERIFY(total > 0.0);
    }

    void inverse_data() { expectedScoresOfARoundRobin_data(); }

    void inverse()
    {
        QFETCH(ProbabilityModel, model);
        int total = 0;
        QBENCHMARK
        {
            for (int permille = 1; permille < 1000; ++permille)
                total += rd::dwz::ratingDifference(model, permille / 1000.0);
        }
        QVERIFY(total != 1);
    }
};

QTEST_APPLESS_MAIN(BenchDwzProbability)
#include "bench_dwzprobability.moc"
