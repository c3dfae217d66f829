// Issue target: replaying a 100 000-game club history of 2 000 players in under 100 ms.
#include "engine/rating/sagc/Ledger.h"

#include <QTest>

#include <random>

using namespace rd::sagc;

namespace {

// A reproducible club history: players of every rank, mostly club games with the right
// handicap, some tournament, internet and free games, now and then an adjustment.
Ledger generateHistory(int players, int games, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> pick(0, players - 1);
    std::uniform_int_distribution<int> strength(GoRank::kWeakestStrength, 5);
    std::uniform_int_distribution<int> percent(0, 99);
    Ledger ledger { SagcRules() };
    std::vector<std::string> ids;
    for (int i = 0; i < players; ++i) {
        ids.push_back("player" + std::to_string(i));
        ledger.addPlayer(ids.back(), { *GoRank::fromStrength(strength(random)), 0 });
    }
    for (int n = 0; n < games; ++n) {
        const int a = pick(random);
        const int b = (a + 1 + pick(random) % (players - 1)) % players;
        const int roll = percent(random);
        if (roll == 0) {
            ledger.adjust(
                { ids[a], { ledger.state(ids[a]).rank, 0 }, "synchronised", std::nullopt });
            continue;
        }
        const int gap = ledger.state(ids[b]).rank.strength() - ledger.state(ids[a]).rank.strength();
        const int stones = std::clamp(std::abs(gap), 1, 9);
        const bool aIsBlack = gap > 0;
        const auto status = roll < 10 ? rd::GoGameStatus::Tournament
            : roll < 15               ? rd::GoGameStatus::Internet
            : roll < 20               ? rd::GoGameStatus::Free
                                      : rd::GoGameStatus::Club;
        const auto winner = percent(random) < 50 ? rd::GoWinner::White : rd::GoWinner::Black;
        const std::string &white = aIsBlack ? ids[b] : ids[a];
        const std::string &black = aIsBlack ? ids[a] : ids[b];
        ledger.record(
            { white, black, winner, stones, stones == 1 ? 6.5 : 0.5, status, std::nullopt });
    }
    return ledger;
}

} // namespace

class BenchSagcLedger : public QObject {
    Q_OBJECT

private slots:
    void replay100000GamesOf2000Players()
    {
        const Ledger history = generateHistory(2000, 100000, 2026);
        QCOMPARE(history.entries().size(), std::size_t { 100000 });
        QBENCHMARK
        {
            const Ledger replayed = history.replayed();
            QCOMPARE(replayed.state("player0"), history.state("player0"));
        }
    }
};

QTEST_APPLESS_MAIN(BenchSagcLedger)
#include "bench_sagcledger.moc"
