// The random tournament generator: a tournament with every option on, written as TRF-2026 and
// read back, is re-paired round by round by the checker without a difference, and holds what
// the options ask for.
#include "engine/io/trf/TrfTournament.h"
#include "engine/pairing/Generator.h"
#include "engine/pairing/RoundCheck.h"

#include <QTest>

using namespace rd;
using namespace rd::pairing;

class TestPairingGenerator : public QObject {
    Q_OBJECT

private slots:
    void everyOptionRepairsAlike_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<bool>("baku");
        QTest::newRow("31 players, 9 rounds") << 31 << 9 << false;
        QTest::newRow("44 players, 7 rounds, Baku") << 44 << 7 << true;
    }

    void everyOptionRepairsAlike()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(bool, baku);
        GeneratorOptions options;
        options.players = players;
        options.rounds = rounds;
        options.seed = 42;
        options.forfeits = 0.05;
        options.byes = 0.05;
        options.withdrawals = 0.1;
        options.late = 0.1;
        options.forbidden = 0.1;
        options.baku = baku;
        const GeneratedTournament generated = generateTournament(options);
        const QByteArray text = io::writeTrfTournament(generated.tournament);
        const io::TrfTournamentRead read = io::readTrfTournament(text);
        QVERIFY2(read.tournament, qPrintable(read.error));
        const Tournament &t = *read.tournament;
        QCOMPARE(t.plannedRounds, rounds);
        int halfByes = 0;
        int forfeits = 0;
        for (const Player &p : t.players)
            for (const RoundEntry &e : p.rounds) {
                halfByes += e.outcome == Outcome::HalfBye ? 1 : 0;
                forfeits += e.outcome == Outcome::ForfeitWin ? 1 : 0;
            }
        QVERIFY(halfByes > 0);
        QVERIFY(forfeits > 0);
        QVERIFY(!t.forbidden.empty());
        QCOMPARE(t.acceleration.empty(), !baku);
        if (baku) // C.04.7: group A = 2 * ceil(44 / 4) = 22; 7 rounds: 1 point in rounds 1-2
            QCOMPARE(t.accelerationOf(22, 2) + t.accelerationOf(23, 2), 10);
        for (int round = 1; round <= t.roundsInFile(); ++round) {
            const RoundCheck c = recheckRound(t, round);
            QVERIFY2(c.verdict == RoundCheck::Verdict::Agrees,
                qPrintable(QStringLiteral("round %1").arg(round)));
        }
    }

    void sameSeedSameTournament()
    {
        GeneratorOptions options;
        options.players = 12;
        options.rounds = 5;
        options.seed = 7;
        QCOMPARE(io::writeTrfTournament(generateTournament(options).tournament),
            io::writeTrfTournament(generateTournament(options).tournament));
        GeneratorOptions other = options;
        other.seed = 8;
        QVERIFY(io::writeTrfTournament(generateTournament(options).tournament)
            != io::writeTrfTournament(generateTournament(other).tournament));
    }
};

QTEST_GUILESS_MAIN(TestPairingGenerator)
#include "tst_pairinggenerator.moc"
