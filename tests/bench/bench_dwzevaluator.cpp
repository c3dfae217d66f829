// Issue target: a 500-player, 9-round Swiss with 100 newcomers evaluated in under 20 ms
// (Release build, one thread).
#include "engine/rating/Evaluator.h"
#include "engine/rating/dwz/Probability.h"
#include "tests/bench/SwissPairing.h"
#include "tests/rating/DwzTestEvents.h"

#include <QTest>

#include <algorithm>
#include <random>

namespace {

// A Swiss with results drawn from the rating difference.
rd::EventInput generateSwiss(int players, int newcomers, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> rating(900, 2300);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    rd::test::DwzEventBuilder builder("dwz-2016", "2025-10-12");
    std::vector<double> strength(players);
    for (int i = 0; i < players; ++i) {
        const std::string id = std::to_string(i);
        strength[i] = rating(random);
        if (i < newcomers)
            builder.newcomer(id, 1990);
        else
            builder.rated(id, static_cast<int>(strength[i]), 1 + i % 40, 1950 + i % 60);
    }
    rd::bench::playSwiss(strength, rounds, [&](int, int white, int black) {
        const double p = rd::dwz::winExpectancy(rd::dwz::ProbabilityModel::Normal3Dec,
            static_cast<int>(strength[white] - strength[black]));
        const double draw = 0.25;
        const double roll = chance(random);
        const char *result = roll < p - draw / 2 ? "1-0" : roll < p + draw / 2 ? "1/2-1/2" : "0-1";
        builder.game(std::to_string(white), std::to_string(black), result);
        const rd::GameResult played = *rd::parseGameResult(result);
        return std::pair { rd::whitePoints(played), rd::blackPoints(played) };
    });
    return builder.event();
}

} // namespace

class BenchDwzEvaluator : public QObject {
    Q_OBJECT

private slots:
    void swiss500Players9Rounds100Newcomers()
    {
        const rd::EventInput event = generateSwiss(500, 100, 9, 2026);
        rd::Evaluation evaluation;
        QBENCHMARK
        {
            evaluation = rd::dwz::evaluate(event);
        }
        QCOMPARE(evaluation.players.size(), std::size_t { 500 });
        // The newcomers really go through the stages and the Gesamtiteration.
        const auto firstRatings = std::count_if(evaluation.players.begin(),
            evaluation.players.end(), [](const rd::PlayerEvaluation &p) {
                return p.status == rd::PlayerStatus::FirstRating;
            });
        QVERIFY(firstRatings >= 90);
    }
};

QTEST_APPLESS_MAIN(BenchDwzEvaluator)
#include "bench_dwzevaluator.moc"
