// Issue target: a 500-player, 9-round Swiss with 100 newcomers evaluated in under 20 ms
// (Release build, one thread).
#include "engine/rating/dwz/DwzEvaluator.h"
#include "engine/rating/dwz/Probability.h"
#include "tests/rating/DwzTestEvents.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

namespace {

// A reproducible Swiss: players sorted by points and rating are paired neighbour with
// neighbour each round; results drawn from the rating difference.
rd::EventInput generateSwiss(int players, int newcomers, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> rating(900, 2300);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    rd::test::DwzEventBuilder builder("dwz-2016", "2025-10-12");
    std::vector<int> strength(players);
    for (int i = 0; i < players; ++i) {
        const std::string id = std::to_string(i);
        strength[i] = rating(random);
        if (i < newcomers)
            builder.newcomer(id, 1990);
        else
            builder.rated(id, strength[i], 1 + i % 40, 1950 + i % 60);
    }
    std::vector<double> points(players, 0.0);
    std::vector<int> order(players);
    for (int round = 0; round < rounds; ++round) {
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return points[a] != points[b] ? points[a] > points[b] : strength[a] > strength[b];
        });
        for (int board = 0; board + 1 < players; board += 2) {
            const int white = order[board];
            const int black = order[board + 1];
            const double p = rd::dwz::winExpectancy(
                rd::dwz::ProbabilityModel::Normal3Dec, strength[white] - strength[black]);
            const double draw = 0.25;
            const double roll = chance(random);
            const char *result = roll < p - draw / 2 ? "1-0"
                : roll < p + draw / 2                ? "1/2-1/2"
                                                     : "0-1";
            builder.game(std::to_string(white), std::to_string(black), result);
            points[white] += rd::whitePoints(*rd::parseGameResult(result));
            points[black] += rd::blackPoints(*rd::parseGameResult(result));
        }
    }
    return builder.event();
}

} // namespace

class BenchDwzEvaluator : public QObject {
    Q_OBJECT

private slots:
    void swiss500Players9Rounds100Newcomers()
    {
        const rd::EventInput event = generateSwiss(500, 100, 9, 2026);
        const rd::dwz::DwzEvaluator evaluator;
        rd::Evaluation evaluation;
        QBENCHMARK
        {
            evaluation = evaluator.evaluate(event);
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
