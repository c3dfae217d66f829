// Issue target: a 400-player, 7-round section with 50 unrated players rated in under 20 ms.
#include "engine/rating/Evaluator.h"
#include "tests/bench/UscfSection.h"

#include <QTest>

#include <algorithm>

class BenchUscfSection : public QObject {
    Q_OBJECT

private slots:
    void section400Players7Rounds50Unrated()
    {
        const rd::EventInput event = rd::bench::generateSection(400, 50, 7, 2026);
        rd::Evaluation evaluation;
        QBENCHMARK
        {
            evaluation = rd::uscf::evaluate(event);
        }
        QCOMPARE(evaluation.players.size(), std::size_t { 400 });
        const auto firstRatings = std::count_if(evaluation.players.begin(),
            evaluation.players.end(), [](const rd::PlayerEvaluation &p) {
                return p.status == rd::PlayerStatus::FirstRating;
            });
        QCOMPARE(firstRatings, 50);
    }
};

QTEST_APPLESS_MAIN(BenchUscfSection)
#include "bench_uscfsection.moc"
