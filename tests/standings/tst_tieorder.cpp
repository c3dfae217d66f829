// Players still tied after every tie-break (FIDE C.07 art. 4.2): the lot of a recorded seed, the
// arbiter's order by hand, and an order by hand the results no longer match (standings.md
// "Drawing lots"). Every expected order is worked out in the comment above it.
//
// The lot numbers come from SplitMix64 (Steele, Lea and Flood 2014). Its reference
// implementation, splitmix64.c of Sebastiano Vigna (prng.di.unimi.it), gives for the state
// 1234567 the numbers
//   6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431,
//   16408922859458223821
// and for the state 42
//   13679457532755275413, 2949826092126892291, 5139283748462763858, 6349198060258255764.
// The player with start number n draws the n-th number; the lower number is placed first.
//
// The event used below, one round, tie-breaks REP (art. 7.6):
//   no  id  R1                points  REP
//   1   A   +W5 (beats B)     1       1
//   2   E   half-point bye    ½       0   (a requested bye is no round elected to play)
//   3   C   =W4 (draws D)     ½       1
//   4   D   =B3 (draws C)     ½       1
//   5   B   -B1               0       1
// By points, then REP: A 1st; C and D equal on both (2-3); E 4th (½ but REP 0); B 5th.
#include "engine/standings/Standings.h"
#include "engine/standings/TieBreak.h"
#include "engine/standings/TieOrder.h"

#include <QTest>

using rd::standings::DecidedBy;
using rd::standings::Standings;

namespace {

rd::EventInput oneRound()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.endDate = rd::Date { 2026, 3, 29 };
    event.event.properties.tieBreaks = { "REP" };
    for (const char *id : { "A", "E", "C", "D", "B" }) {
        rd::PlayerInput player;
        player.id = id;
        player.name = id;
        event.players.push_back(player);
    }
    event.chessGames
        = { { 1, "A", "B", rd::GameResult::WhiteWins }, { 1, "C", "D", rd::GameResult::Draw } };
    event.byes = { { 1, "E", 0.5, false } };
    return event;
}

Standings standingsOf(const rd::EventInput &event, std::optional<int> afterRound = std::nullopt)
{
    return rd::standings::computeStandings(
        event, *rd::standings::parseTieBreakList("REP"), afterRound);
}

// "A:1:TieBreaks" per row: player, rank and what decided it.
QStringList ranking(const Standings &standings)
{
    QStringList rows;
    for (const rd::standings::Standing &row : standings.rows) {
        const char *decider = row.decidedBy == DecidedBy::Lot ? "lot"
            : row.decidedBy == DecidedBy::Arbiter             ? "arbiter"
                                                              : "tie-breaks";
        rows << QStringLiteral("%1:%2:%3")
                    .arg(QString::fromStdString(row.playerId))
                    .arg(row.rank)
                    .arg(QLatin1String(decider));
    }
    return rows;
}

} // namespace

class TestTieOrder : public QObject {
    Q_OBJECT

private slots:
    void splitMix64GivesTheReferenceNumbers()
    {
        // The reference numbers of state 1234567 (above).
        const std::vector<std::uint64_t> numbers = rd::standings::lotNumbers(1234567, 5);
        const std::vector<std::uint64_t> expected { 6457827717110365317ULL, 3203168211198807973ULL,
            9817491932198370423ULL, 4593380528125082431ULL, 16408922859458223821ULL };
        QCOMPARE(numbers, expected);
    }

    void theSameSeedGivesTheSameOrder()
    {
        // Four players without a game: all equal on points and REP. Seed 1234567: numbers 6.46,
        // 3.20, 9.82, 4.59 (x 10^18) for start numbers 1-4, so 2, 4, 1, 3. Seed 42: 13.68, 2.95,
        // 5.14, 6.35, so 2, 3, 4, 1.
        rd::EventInput event = oneRound();
        event.players.pop_back();
        event.chessGames.clear();
        event.byes.clear();
        event.event.properties.lotSeed = 1234567;
        const QStringList bySeed { "E:1:lot", "D:2:lot", "A:3:lot", "C:4:lot" };
        QCOMPARE(ranking(standingsOf(event)), bySeed);
        QCOMPARE(ranking(standingsOf(event)), bySeed);
        QCOMPARE(standingsOf(event).lotSeed, 1234567);
        event.event.properties.lotSeed = 42;
        QCOMPARE(ranking(standingsOf(event)),
            QStringList({ "E:1:lot", "C:2:lot", "D:3:lot", "A:4:lot" }));
    }

    void withoutLotOrHandTiedPlayersShareTheirRank()
    {
        // C and D share rank 2 in start order (C is no. 3, D no. 4); nothing is noted.
        const Standings standings = standingsOf(oneRound());
        QCOMPARE(ranking(standings),
            QStringList({ "A:1:tie-breaks", "C:2:tie-breaks", "D:2:tie-breaks", "E:4:tie-breaks",
                "B:5:tie-breaks" }));
        QVERIFY(!standings.lotSeed);
        QVERIFY(standings.ignoredTieOrders.empty());
    }

    void theLotOrdersOnlyPlayersEqualInEverything()
    {
        // Seed 1234567: C (no. 3) draws 9.82, D (no. 4) 4.59 (x 10^18): D 2nd, C 3rd. E (no. 2)
        // draws the lowest number, 3.20, but is behind them on REP and stays 4th; A and B keep
        // the places their points give.
        rd::EventInput event = oneRound();
        event.event.properties.lotSeed = 1234567;
        QCOMPARE(ranking(standingsOf(event)),
            QStringList(
                { "A:1:tie-breaks", "D:2:lot", "C:3:lot", "E:4:tie-breaks", "B:5:tie-breaks" }));
    }

    void theArbitersOrderDecidesBeforeTheLot()
    {
        // Seed 42 alone: C draws 5.14, D 6.35 (x 10^18), C first. The arbiter's order D, C is
        // that tie exactly, and decides it.
        rd::EventInput event = oneRound();
        event.event.properties.lotSeed = 42;
        QCOMPARE(ranking(standingsOf(event)).mid(1, 2), QStringList({ "C:2:lot", "D:3:lot" }));
        event.event.properties.tieOrders = { { "D", "C" } };
        const Standings standings = standingsOf(event);
        QCOMPARE(ranking(standings),
            QStringList({ "A:1:tie-breaks", "D:2:arbiter", "C:3:arbiter", "E:4:tie-breaks",
                "B:5:tie-breaks" }));
        QVERIFY(standings.ignoredTieOrders.empty());
        QVERIFY(!standings.lotSeed); // no tie was left to the lot
    }

    void anOrderTheResultsNoLongerMatchIsIgnored()
    {
        // The arbiter ordered D before C; then C-D is corrected to 1-0. C has 1 point and REP 1,
        // equal to A: A and C share rank 1 (start order); E ½ 3rd; D and B, 0 points and REP 1
        // each, share rank 4. The order of D and C matches no tie and is ignored.
        rd::EventInput event = oneRound();
        event.event.properties.tieOrders = { { "D", "C" } };
        event.chessGames[1].result = rd::GameResult::WhiteWins;
        const Standings standings = standingsOf(event);
        QCOMPARE(ranking(standings),
            QStringList({ "A:1:tie-breaks", "C:1:tie-breaks", "E:3:tie-breaks", "D:4:tie-breaks",
                "B:4:tie-breaks" }));
        QCOMPARE(
            standings.ignoredTieOrders, (std::vector<std::vector<std::string>> { { "D", "C" } }));
        // An order of players who were never tied: D (REP 1) and E (REP 0) are not.
        rd::EventInput notTied = oneRound();
        notTied.event.properties.tieOrders = { { "E", "D" } };
        QCOMPARE(standingsOf(notTied).ignoredTieOrders,
            (std::vector<std::vector<std::string>> { { "E", "D" } }));
        QCOMPARE(ranking(standingsOf(notTied)).mid(1, 2),
            QStringList({ "C:2:tie-breaks", "D:2:tie-breaks" }));
    }

    void standingsAfterAnEarlierRoundLeaveTiesShared()
    {
        // A second round (B beats A): after round 1 C and D are tied as above, but the lot is
        // drawn for the final standings and leaves them sharing rank 2.
        rd::EventInput event = oneRound();
        event.event.properties.lotSeed = 1234567;
        event.chessGames.push_back({ 2, "B", "A", rd::GameResult::WhiteWins });
        QCOMPARE(ranking(standingsOf(event, 1)).mid(1, 2),
            QStringList({ "C:2:tie-breaks", "D:2:tie-breaks" }));
    }

    void movingAPlayerByHandOrdersHisTie()
    {
        // Lot 1234567 shows A, D, C, E, B (above). D (row 1) down, or C (row 2) up: the two
        // swap, the tie's order is C, D. A (row 0) has a point to D's ½, E (row 3) less REP than
        // C, and B (row 4) is last: none of them has a tied neighbour that way.
        rd::EventInput event = oneRound();
        event.event.properties.lotSeed = 1234567;
        const Standings standings = standingsOf(event);
        QCOMPARE(rd::standings::movedTieOrder(standings, 1, 1),
            std::optional(std::vector<std::string> { "C", "D" }));
        QCOMPARE(rd::standings::movedTieOrder(standings, 2, -1),
            std::optional(std::vector<std::string> { "C", "D" }));
        QVERIFY(!rd::standings::movedTieOrder(standings, 0, 1));
        QVERIFY(!rd::standings::movedTieOrder(standings, 3, -1));
        QVERIFY(!rd::standings::movedTieOrder(standings, 4, 1));

        // Recorded, it replaces an earlier order of either player and decides before the lot.
        event.event.properties.tieOrders = { { "D", "E" }, { "A", "B" } };
        rd::standings::setTieOrder(event.event.properties, { "C", "D" });
        QCOMPARE(event.event.properties.tieOrders,
            (std::vector<std::vector<std::string>> { { "A", "B" }, { "C", "D" } }));
        QCOMPARE(
            ranking(standingsOf(event)).mid(1, 2), QStringList({ "C:2:arbiter", "D:3:arbiter" }));

        // A new lot takes the place of every order by hand.
        rd::standings::drawLots(event.event.properties, 42);
        QCOMPARE(event.event.properties.lotSeed, 42);
        QVERIFY(event.event.properties.tieOrders.empty());
    }
};

QTEST_APPLESS_MAIN(TestTieOrder)
#include "tst_tieorder.moc"
