// How long the Dutch pairing of one round takes (docs/pairing.md): fields of 100, 400, 1000 and
// 5000 players after five rounds (played neighbour against neighbour by points, SwissPairing.h,
// with draws and decisive games by rating), the sixth round paired. Prints each size's peak
// memory (resident set).
#include "engine/pairing/DutchPairer.h"
#include "engine/pairing/Snapshot.h"
#include "tests/bench/SwissPairing.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace rd;
using namespace rd::pairing;

namespace {

Tournament playedField(int players, int rounds)
{
    Tournament t;
    std::vector<double> strength;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.startNumber = i;
        p.rating = 2700 - (1700 * i) / players;
        p.rounds.resize(rounds);
        t.players.push_back(p);
        strength.push_back(p.rating);
    }
    unsigned state = 12345;
    auto uniform = [&state]() {
        state = state * 1103515245u + 12345u;
        return ((state >> 8) & 0xffff) / 65536.0;
    };
    bench::playSwiss(strength, rounds, [&](int round, int white, int black) {
        const double expected
            = 1.0 / (1.0 + std::pow(10.0, (strength[black] - strength[white]) / 400.0));
        const double u = uniform();
        Outcome outcome = u < 0.3      ? Outcome::Draw
            : u < 0.3 + 0.7 * expected ? Outcome::Win
                                       : Outcome::Loss;
        const Outcome mirrored = outcome == Outcome::Win ? Outcome::Loss
            : outcome == Outcome::Loss                   ? Outcome::Win
                                                         : Outcome::Draw;
        t.players[white].rounds[round - 1] = { black + 1, Colour::White, outcome };
        t.players[black].rounds[round - 1] = { white + 1, Colour::Black, mirrored };
        const double whitePoints = outcome == Outcome::Win ? 1 : outcome == Outcome::Draw ? 0.5 : 0;
        return std::pair<double, double>(whitePoints, 1 - whitePoints);
    });
    return t;
}

// Starts the peak memory (VmHWM) afresh, so each size reports its own.
void resetPeakMemory()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

long peakMemoryKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return 0;
}

} // namespace

class BenchDutchPairing : public QObject {
    Q_OBJECT

private slots:
    void pairRound_data()
    {
        QTest::addColumn<int>("players");
        for (int players : { 100, 400, 1000, 5000 })
            QTest::newRow(qPrintable(QString::number(players))) << players;
    }

    void pairRound()
    {
        QFETCH(int, players);
        resetPeakMemory();
        const Tournament t = playedField(players, 5);
        std::vector<int> present;
        for (int i = 1; i <= players; ++i)
            present.push_back(i);
        const RoundSnapshot snapshot = makeSnapshot(t, 6, present);
        PairingResult result;
        QBENCHMARK_ONCE
        {
            result = pairDutch(snapshot);
        }
        QVERIFY(result.pairing);
        QCOMPARE(static_cast<int>(result.pairing->boards.size()), players / 2);
        qInfo("%d players: peak memory %ld KiB", players, peakMemoryKiB());
    }
};

QTEST_GUILESS_MAIN(BenchDutchPairing)
#include "bench_dutchpairing.moc"
