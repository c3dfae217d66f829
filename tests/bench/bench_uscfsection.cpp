// Issue target: a 400-player, 7-round section with 50 unrated players rated in under 20 ms.
#include "engine/rating/uscf/Formulas.h"
#include "engine/rating/uscf/UscfEvaluator.h"
#include "tests/bench/SwissPairing.h"

#include <QTest>

#include <algorithm>
#include <random>

namespace {

// A Swiss with results drawn from the ratings.
rd::EventInput generateSection(int players, int unrated, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> rating(200, 2400);
    std::uniform_int_distribution<int> games(0, 300);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    rd::EventInput event;
    event.system = rd::RatingSystem::Uscf;
    event.ruleset = "uscf-current";
    event.event.endDate = rd::Date { 2026, 8, 30 };
    std::vector<double> strength(players);
    for (int i = 0; i < players; ++i) {
        rd::PlayerInput player;
        player.id = std::to_string(i);
        strength[i] = rating(random);
        if (i >= unrated) {
            rd::UscfState state;
            state.rating = strength[i];
            state.games = 1 + games(random);
            player.uscf = state;
        } else {
            player.birthYear = 1960 + i % 55;
        }
        event.players.push_back(player);
    }
    rd::bench::playSwiss(strength, rounds, [&](int round, int white, int black) {
        const double p = rd::uscf::winningExpectancy(strength[white], strength[black]);
        const double roll = chance(random);
        const rd::GameResult result = roll < p - 0.1 ? rd::GameResult::WhiteWins
            : roll < p + 0.1                         ? rd::GameResult::Draw
                                                     : rd::GameResult::BlackWins;
        event.chessGames.push_back({ round, std::to_string(white), std::to_string(black), result });
        return std::pair { rd::whitePoints(result), rd::blackPoints(result) };
    });
    return event;
}

} // namespace

class BenchUscfSection : public QObject {
    Q_OBJECT

private slots:
    void section400Players7Rounds50Unrated()
    {
        const rd::EventInput event = generateSection(400, 50, 7, 2026);
        const rd::uscf::UscfEvaluator evaluator;
        rd::Evaluation evaluation;
        QBENCHMARK
        {
            evaluation = evaluator.evaluate(event);
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
