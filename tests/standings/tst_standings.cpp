// Standings and tie-breaks (standings.md): a round robin, a Swiss with byes, a forfeit and a
// withdrawal, the direct encounter of players who did not all meet, and a Go record sheet. Every
// expected number is worked out by hand in the comment above it.
#include "engine/standings/Standings.h"

#include <QStringList>
#include <QTest>

using rd::GameResult;
using rd::standings::computeStandings;
using rd::standings::Standings;
using rd::standings::TieBreak;

namespace {

rd::PlayerInput dwzPlayer(const char *id, std::optional<int> rating)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = id;
    if (rating) {
        player.dwz.emplace();
        player.dwz->rating = rating;
    }
    return player;
}

rd::PlayerInput uscfPlayer(const char *id, double rating)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = id;
    player.uscf.emplace();
    player.uscf->rating = rating;
    return player;
}

rd::ChessGame game(
    std::optional<int> round, const char *white, const char *black, GameResult result)
{
    return { round, white, black, result };
}

rd::GoGame goGame(const char *white, const char *black, rd::GoWinner winner)
{
    rd::GoGame game;
    game.white = white;
    game.black = black;
    game.winner = winner;
    return game;
}

const rd::standings::Standing &rowOf(const Standings &standings, const std::string &id)
{
    for (const auto &row : standings.rows) {
        if (row.playerId == id)
            return row;
    }
    qFatal("no row for %s", id.c_str());
}

// The values of tie-break k, in the start order of the players.
QList<double> column(const Standings &standings, const rd::EventInput &event, std::size_t k)
{
    QList<double> values;
    for (const auto &player : event.players)
        values.append(rowOf(standings, player.id).values.at(k));
    return values;
}

QList<double> points(const Standings &standings, const rd::EventInput &event)
{
    QList<double> values;
    for (const auto &player : event.players)
        values.append(rowOf(standings, player.id).points);
    return values;
}

QList<int> played(const Standings &standings, const rd::EventInput &event)
{
    QList<int> values;
    for (const auto &player : event.players)
        values.append(rowOf(standings, player.id).played);
    return values;
}

// The rows as "id rank", in their order.
QStringList table(const Standings &standings)
{
    QStringList rows;
    for (const auto &row : standings.rows)
        rows.append(QString::fromStdString(row.playerId) + ' ' + QString::number(row.rank));
    return rows;
}

std::vector<TieBreak> list(const char *names)
{
    return *rd::standings::parseTieBreakList(names);
}

// A double round robin's first half of four players, Berger order (white first):
//   R1: a-d ½-½, b-c 1-0   R2: d-c ½-½, a-b 1-0   R3: b-d 1-0, c-a ½-½
// DWZ before the event: a 2001, b 1900, c 1701, d unrated.
rd::EventInput roundRobin()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.players = { dwzPlayer("a", 2001), dwzPlayer("b", 1900), dwzPlayer("c", 1701),
        dwzPlayer("d", std::nullopt) };
    event.chessGames = {
        game(1, "a", "d", GameResult::Draw),
        game(1, "b", "c", GameResult::WhiteWins),
        game(2, "d", "c", GameResult::Draw),
        game(2, "a", "b", GameResult::WhiteWins),
        game(3, "b", "d", GameResult::WhiteWins),
        game(3, "c", "a", GameResult::Draw),
    };
    return event;
}

// Seven players, four rounds (white first):
//   R1: p1-p4 1-0, p5-p2 0-1, p3-p6 1-0, p7 pairing-allocated bye (1)
//   R2: p2-p1 ½-½, p4-p3 +-- (p3 does not come), p7-p6 0-1, p5 half-point bye (½)
//   p6 withdraws after round 2: no game and no bye in rounds 3 and 4.
//   R3: p1-p3 1-0, p7-p2 0-1, p4-p5 ½-½
//   R4: p4-p2 0-1, p5-p1 ½-½, p3-p7 1-0
// DWZ before: p1 2100, p2 2000, p3 1900, p4 1800, p5 1700, p6 1600, p7 unrated.
rd::EventInput swiss()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.players = { dwzPlayer("p1", 2100), dwzPlayer("p2", 2000), dwzPlayer("p3", 1900),
        dwzPlayer("p4", 1800), dwzPlayer("p5", 1700), dwzPlayer("p6", 1600),
        dwzPlayer("p7", std::nullopt) };
    event.chessGames = {
        game(1, "p1", "p4", GameResult::WhiteWins),
        game(1, "p5", "p2", GameResult::BlackWins),
        game(1, "p3", "p6", GameResult::WhiteWins),
        game(2, "p2", "p1", GameResult::Draw),
        game(2, "p4", "p3", GameResult::WhiteWinsByForfeit),
        game(2, "p7", "p6", GameResult::BlackWins),
        game(3, "p1", "p3", GameResult::WhiteWins),
        game(3, "p7", "p2", GameResult::BlackWins),
        game(3, "p4", "p5", GameResult::Draw),
        game(4, "p4", "p2", GameResult::BlackWins),
        game(4, "p5", "p1", GameResult::Draw),
        game(4, "p3", "p7", GameResult::WhiteWins),
    };
    event.byes = { { 1, "p7", 1.0 }, { 2, "p5", 0.5 } };
    return event;
}

// Games without round numbers between five players, each listed white first.
rd::EventInput unnumbered(std::vector<rd::ChessGame> games)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    for (const char *id : { "a", "b", "c", "d", "e" })
        event.players.push_back(dwzPlayer(id, std::nullopt));
    event.chessGames = std::move(games);
    return event;
}

} // namespace

class TestStandings : public QObject {
    Q_OBJECT

private slots:
    void tieBreakNames()
    {
        const std::vector<TieBreak> all { TieBreak::Buchholz, TieBreak::BuchholzCut1,
            TieBreak::BuchholzMedian1, TieBreak::SonnebornBerger, TieBreak::DirectEncounter,
            TieBreak::Wins, TieBreak::GamesWithBlack, TieBreak::ProgressiveScore,
            TieBreak::AverageRatingOfOpponents, TieBreak::Sos, TieBreak::Sosos, TieBreak::Sodos };
        const QStringList names { "bh", "bh-c1", "bh-m1", "sb", "de", "win", "bpg", "ps", "aro",
            "sos", "sosos", "sodos" };
        for (std::size_t i = 0; i < all.size(); ++i) {
            const QString name = names.at(static_cast<qsizetype>(i));
            QCOMPARE(QString::fromStdString(rd::standings::documentName(all[i])), name);
            QVERIFY(rd::standings::parseTieBreak(name.toStdString()) == all[i]);
            QCOMPARE(rd::standings::isGoTieBreak(all[i]), i >= 9);
        }
        QVERIFY(!rd::standings::parseTieBreak("BH"));
    }

    void tieBreakLists()
    {
        QVERIFY(rd::standings::parseTieBreakList("bh-c1,bh,sb")
            == (std::vector {
                TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::SonnebornBerger }));
        QVERIFY(rd::standings::parseTieBreakList("sos") == (std::vector { TieBreak::Sos }));
        QVERIFY(rd::standings::parseTieBreakList(" de , win")
            == (std::vector { TieBreak::DirectEncounter, TieBreak::Wins }));
        QVERIFY(!rd::standings::parseTieBreakList("xx"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,xx"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,,sb"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,"));
        QVERIFY(!rd::standings::parseTieBreakList(""));
    }

    void defaults()
    {
        const std::vector chess { TieBreak::BuchholzCut1, TieBreak::Buchholz,
            TieBreak::SonnebornBerger, TieBreak::DirectEncounter, TieBreak::Wins };
        QVERIFY(rd::standings::defaultTieBreaks(rd::RatingSystem::Dwz) == chess);
        QVERIFY(rd::standings::defaultTieBreaks(rd::RatingSystem::Uscf) == chess);
        QVERIFY(rd::standings::defaultTieBreaks(rd::RatingSystem::Sagc)
            == (std::vector { TieBreak::Sos, TieBreak::Sosos, TieBreak::Sodos }));
    }

    void roundRobinEveryTieBreak()
    {
        const rd::EventInput event = roundRobin();
        const Standings standings
            = computeStandings(event, list("bh,bh-c1,bh-m1,sb,de,win,bpg,ps,aro"));
        QCOMPARE(rd::standings::lastRound(event), 3);
        QCOMPARE(standings.afterRound, 3);
        QVERIFY(standings.tieBreaks == list("bh,bh-c1,bh-m1,sb,de,win,bpg,ps,aro"));
        // a: ½ (d) + 1 (b) + ½ (c) = 2; b: 1 (c) + 0 (a) + 1 (d) = 2;
        // c: 0 (b) + ½ (d) + ½ (a) = 1; d: ½ (a) + ½ (c) + 0 (b) = 1.
        QCOMPARE(points(standings, event), (QList<double> { 2, 2, 1, 1 }));
        QCOMPARE(played(standings, event), (QList<int> { 3, 3, 3, 3 }));
        // Buchholz: a: d 1 + b 2 + c 1 = 4; b: c 1 + a 2 + d 1 = 4; c: b 2 + d 1 + a 2 = 5;
        // d: a 2 + c 1 + b 2 = 5.
        QCOMPARE(column(standings, event, 0), (QList<double> { 4, 4, 5, 5 }));
        // Cut-1, no unplayed rounds, the lowest goes: a {1, 2, 1} -> 3; b {1, 2, 1} -> 3;
        // c {2, 1, 2} -> 4; d {2, 1, 2} -> 4.
        QCOMPARE(column(standings, event, 1), (QList<double> { 3, 3, 4, 4 }));
        // Median-1, the highest goes too: a 3 - 2 = 1; b 1; c 4 - 2 = 2; d 2.
        QCOMPARE(column(standings, event, 2), (QList<double> { 1, 1, 2, 2 }));
        // Sonneborn-Berger: a: d 1 x ½ + b 2 x 1 + c 1 x ½ = 3; b: c 1 x 1 + a 2 x 0 + d 1 x 1 = 2;
        // c: b 2 x 0 + d 1 x ½ + a 2 x ½ = 1.5; d: a 2 x ½ + c 1 x ½ + b 2 x 0 = 1.5.
        QCOMPARE(column(standings, event, 3), (QList<double> { 3, 2, 1.5, 1.5 }));
        // Direct encounter after points, bh, bh-c1, bh-m1 and sb: a (sb 3) and b (sb 2) are no
        // longer tied: 0; c and d are tied in all of them and drew: ½ each.
        QCOMPARE(column(standings, event, 4), (QList<double> { 0, 0, 0.5, 0.5 }));
        // Wins: a 1 (b); b 2 (c, d); c 0; d 0.
        QCOMPARE(column(standings, event, 5), (QList<double> { 1, 2, 0, 0 }));
        // Black: a R3; b R2; c R1, R2; d R1, R3.
        QCOMPARE(column(standings, event, 6), (QList<double> { 1, 1, 2, 2 }));
        // Progressive: a ½ + 1½ + 2 = 4; b 1 + 1 + 2 = 4; c 0 + ½ + 1 = 1.5;
        // d ½ + 1 + 1 = 2.5.
        QCOMPARE(column(standings, event, 7), (QList<double> { 4, 4, 1.5, 2.5 }));
        // ARO, unrated d left out, half up: a (1900 + 1701) / 2 = 1800.5 -> 1801;
        // b (1701 + 2001) / 2 = 1851; c (1900 + 2001) / 2 = 1950.5 -> 1951;
        // d (2001 + 1701 + 1900) / 3 = 1867.33 -> 1867.
        QCOMPARE(column(standings, event, 8), (QList<double> { 1801, 1851, 1951, 1867 }));
        // a before b by sb 3 > 2; c and d equal up to bpg, d ahead by ps 2.5 > 1.5.
        QCOMPARE(table(standings), (QStringList { "a 1", "b 2", "d 3", "c 4" }));
    }

    void roundRobinRanksByTheChosenTieBreaks()
    {
        const rd::EventInput event = roundRobin();
        // Default: a 2 (bh-c1 3, bh 4, sb 3) before b 2 (3, 4, sb 2); c and d equal in bh-c1 4,
        // bh 5, sb 1.5, de ½ (their draw) and win 0: they share 3rd place, c first by start order.
        QCOMPARE(table(computeStandings(event, rd::standings::defaultTieBreaks(event.system))),
            (QStringList { "a 1", "b 2", "c 3", "d 3" }));
        // Direct encounter first: a beat b (1 against 0); c and d drew (½ each).
        const Standings direct = computeStandings(event, list("de"));
        QCOMPARE(column(direct, event, 0), (QList<double> { 1, 0, 0.5, 0.5 }));
        QCOMPARE(table(direct), (QStringList { "a 1", "b 2", "c 3", "d 3" }));
        // Progressive only: a and b 4 share 1st; d 2.5; c 1.5.
        QCOMPARE(table(computeStandings(event, list("ps"))),
            (QStringList { "a 1", "b 1", "d 3", "c 4" }));
        // Points only: 1, 1, 3, 3.
        QCOMPARE(table(computeStandings(event, {})), (QStringList { "a 1", "b 1", "c 3", "d 3" }));
    }

    void swissEveryTieBreak()
    {
        const rd::EventInput event = swiss();
        const Standings standings
            = computeStandings(event, list("bh,bh-c1,bh-m1,sb,win,bpg,ps,aro"));
        QCOMPARE(rd::standings::lastRound(event), 4);
        QCOMPARE(standings.afterRound, 4);
        // Round by round:
        // p1: 1 (p4), ½ (p2), 1 (p3), ½ (p5) = 3
        // p2: 1 (p5), ½ (p1), 1 (p7), 1 (p4) = 3.5
        // p3: 1 (p6), 0 forfeit loss (p4, voluntary), 0 (p1), 1 (p7) = 2
        // p4: 0 (p1), 1 forfeit win (p3, not voluntary), ½ (p5), 0 (p2) = 1.5
        // p5: 0 (p2), ½ half-point bye (voluntary), ½ (p4), ½ (p1) = 1.5
        // p6: 0 (p3), 1 (p7), 0 absent, 0 absent (both voluntary) = 1
        // p7: 1 pairing-allocated bye (not voluntary), 0 (p6), 0 (p2), 0 (p3) = 1
        QCOMPARE(points(standings, event), (QList<double> { 3, 3.5, 2, 1.5, 1.5, 1, 1 }));
        // Over the board: the forfeit, the byes and the absences are not games.
        QCOMPARE(played(standings, event), (QList<int> { 4, 4, 3, 3, 3, 2, 3 }));
        // Opponents' adjusted scores, each voluntary unplayed round counted ½:
        // p1 3, p2 3.5, p3 2 - 0 + ½ = 2.5, p4 1.5, p5 1.5 (its bye is ½ anyway),
        // p6 1 + ½ + ½ = 2, p7 1 (the allocated bye keeps its point).
        // Buchholz, an unplayed round counting the player's own score (dummy opponent):
        // p1: p4 1.5 + p2 3.5 + p3 2.5 + p5 1.5 = 9
        // p2: p5 1.5 + p1 3 + p7 1 + p4 1.5 = 7
        // p3: p6 2 + dummy 2 (voluntary) + p1 3 + p7 1 = 8
        // p4: p1 3 + dummy 1.5 (forfeit win) + p5 1.5 + p2 3.5 = 9.5
        // p5: p2 3.5 + dummy 1.5 (voluntary) + p4 1.5 + p1 3 = 9.5
        // p6: p3 2.5 + p7 1 + dummy 1 (voluntary) + dummy 1 (voluntary) = 5.5
        // p7: dummy 1 (allocated bye) + p6 2 + p2 3.5 + p3 2.5 = 9
        QCOMPARE(column(standings, event, 0), (QList<double> { 9, 7, 8, 9.5, 9.5, 5.5, 9 }));
        // Cut-1, a voluntary unplayed round's value going first:
        // p1 9 - 1.5 = 7.5; p2 7 - 1 = 6; p3 8 - 2 (the voluntary dummy, not p7's 1) = 6;
        // p4 9.5 - 1.5 = 8; p5 9.5 - 1.5 (voluntary) = 8; p6 5.5 - 1 (voluntary) = 4.5;
        // p7 9 - 1 = 8.
        QCOMPARE(column(standings, event, 1), (QList<double> { 7.5, 6, 6, 8, 8, 4.5, 8 }));
        // Median-1, then the highest: p1 7.5 - 3.5 = 4; p2 6 - 3 = 3; p3 6 - 3 = 3;
        // p4 8 - 3.5 = 4.5; p5 8 - 3.5 = 4.5; p6 4.5 - 2.5 = 2; p7 8 - 3.5 = 4.5.
        QCOMPARE(column(standings, event, 2), (QList<double> { 4, 3, 3, 4.5, 4.5, 2, 4.5 }));
        // Sonneborn-Berger, the same scores times the points of the round:
        // p1: 1.5 x 1 + 3.5 x ½ + 2.5 x 1 + 1.5 x ½ = 1.5 + 1.75 + 2.5 + 0.75 = 6.5
        // p2: 1.5 x 1 + 3 x ½ + 1 x 1 + 1.5 x 1 = 5.5
        // p3: 2 x 1 + 2 x 0 + 3 x 0 + 1 x 1 = 3
        // p4: 3 x 0 + 1.5 x 1 + 1.5 x ½ + 3.5 x 0 = 2.25
        // p5: 3.5 x 0 + 1.5 x ½ + 1.5 x ½ + 3 x ½ = 3
        // p6: 2.5 x 0 + 1 x 1 + 1 x 0 + 1 x 0 = 1
        // p7: 1 x 1 + 2 x 0 + 3.5 x 0 + 2.5 x 0 = 1
        QCOMPARE(column(standings, event, 3), (QList<double> { 6.5, 5.5, 3, 2.25, 3, 1, 1 }));
        // Wins, with or without playing: p1 2; p2 3; p3 2; p4 1 (the forfeit); p5 0; p6 1;
        // p7 1 (the allocated bye).
        QCOMPARE(column(standings, event, 4), (QList<double> { 2, 3, 2, 1, 0, 1, 1 }));
        // Black over the board: p1 R2, R4; p2 R1, R3, R4; p3 R3 (R2 forfeited); p4 R1; p5 R3;
        // p6 R1, R2; p7 R4.
        QCOMPARE(column(standings, event, 5), (QList<double> { 2, 3, 1, 1, 1, 2, 1 }));
        // Progressive: p1 1 + 1.5 + 2.5 + 3 = 8; p2 1 + 1.5 + 2.5 + 3.5 = 8.5;
        // p3 1 + 1 + 1 + 2 = 5; p4 0 + 1 + 1.5 + 1.5 = 4; p5 0 + 0.5 + 1 + 1.5 = 3;
        // p6 0 + 1 + 1 + 1 = 3; p7 1 + 1 + 1 + 1 = 4.
        QCOMPARE(column(standings, event, 6), (QList<double> { 8, 8.5, 5, 4, 3, 3, 4 }));
        // ARO over the board, unrated p7 left out:
        // p1 (1800 + 2000 + 1900 + 1700) / 4 = 1850; p2 (1700 + 2100 + 1800) / 3 = 1866.67 -> 1867;
        // p3 (1600 + 2100) / 2 = 1850 (not the forfeit's p4); p4 (2100 + 1700 + 2000) / 3
        // = 1933.33 -> 1933; p5 (2000 + 1800 + 2100) / 3 = 1966.67 -> 1967; p6 1900 / 1;
        // p7 (1600 + 2000 + 1900) / 3 = 1833.33 -> 1833.
        QCOMPARE(column(standings, event, 7),
            (QList<double> { 1850, 1867, 1850, 1933, 1967, 1900, 1833 }));
    }

    void swissRanks()
    {
        const rd::EventInput event = swiss();
        // Default bh-c1, bh, sb, de, win: p2 3.5; p1 3; p3 2; p4 and p5 1.5 with bh-c1 8 and
        // bh 9.5, p5 first by sb 3 > 2.25; p6 and p7 1, p7 first by bh-c1 8 > 4.5.
        const Standings standings
            = computeStandings(event, rd::standings::defaultTieBreaks(event.system));
        QCOMPARE(table(standings),
            (QStringList { "p2 1", "p1 2", "p3 3", "p5 4", "p4 5", "p7 6", "p6 7" }));
        // No tie is left for the direct encounter: 0 for everyone.
        QCOMPARE(column(standings, event, 3), (QList<double> { 0, 0, 0, 0, 0, 0, 0 }));
        // bh-c1 and bh leave p4 and p5 equal (8, 9.5): they share 4th place.
        QCOMPARE(table(computeStandings(event, list("bh-c1,bh"))),
            (QStringList { "p2 1", "p1 2", "p3 3", "p4 4", "p5 4", "p7 6", "p6 7" }));
        // Direct encounter: p4 and p5 drew in R3 (½ each, shared 4th); p6 beat p7 in R2.
        const Standings direct = computeStandings(event, list("de"));
        QCOMPARE(column(direct, event, 0), (QList<double> { 0, 0, 0, 0.5, 0.5, 1, 0 }));
        QCOMPARE(table(direct),
            (QStringList { "p2 1", "p1 2", "p3 3", "p4 4", "p5 4", "p6 6", "p7 7" }));
    }

    void swissAfterRoundTwo()
    {
        const rd::EventInput event = swiss();
        const Standings standings
            = computeStandings(event, list("bh-c1,bh,sb,de,win,bpg,ps,aro"), 2);
        QCOMPARE(standings.afterRound, 2);
        // After R2: p1 1 + ½; p2 1 + ½; p3 1 + 0; p4 0 + 1; p5 0 + ½; p6 0 + 1; p7 1 + 0.
        QCOMPARE(points(standings, event), (QList<double> { 1.5, 1.5, 1, 1, 0.5, 1, 1 }));
        // p6 has not withdrawn yet: two games; p3 one (R2 forfeited), p5 one, p7 one.
        QCOMPARE(played(standings, event), (QList<int> { 2, 2, 1, 1, 1, 2, 1 }));
        // Adjusted: p1 1.5, p2 1.5, p3 1 + ½ = 1.5, p4 1, p5 0.5, p6 1, p7 1.
        // Buchholz: p1 p4 1 + p2 1.5 = 2.5; p2 p5 0.5 + p1 1.5 = 2; p3 p6 1 + dummy 1 = 2;
        // p4 p1 1.5 + dummy 1 = 2.5; p5 p2 1.5 + dummy 0.5 = 2; p6 p3 1.5 + p7 1 = 2.5;
        // p7 dummy 1 + p6 1 = 2.
        QCOMPARE(column(standings, event, 1), (QList<double> { 2.5, 2, 2, 2.5, 2, 2.5, 2 }));
        // Cut-1: p1 {1, 1.5} -> 1.5; p2 {0.5, 1.5} -> 1.5; p3 {1, dummy 1 voluntary} -> 1;
        // p4 {1.5, 1} -> 1.5; p5 {1.5, dummy 0.5 voluntary} -> 1.5; p6 {1.5, 1} -> 1.5;
        // p7 {1, 1} -> 1.
        QCOMPARE(column(standings, event, 0), (QList<double> { 1.5, 1.5, 1, 1.5, 1.5, 1.5, 1 }));
        // SB: p1 1 x 1 + 1.5 x ½ = 1.75; p2 0.5 x 1 + 1.5 x ½ = 1.25; p3 1 x 1 + 1 x 0 = 1;
        // p4 1.5 x 0 + 1 x 1 = 1; p5 1.5 x 0 + 0.5 x ½ = 0.25; p6 1.5 x 0 + 1 x 1 = 1;
        // p7 1 x 1 + 1 x 0 = 1.
        QCOMPARE(column(standings, event, 2), (QList<double> { 1.75, 1.25, 1, 1, 0.25, 1, 1 }));
        // Direct encounter: p4 and p6 (1, 1.5, 2.5, 1) have not met, nor have p3 and p7
        // (1, 1, 2, 1): no one is separated, 0 for all.
        QCOMPARE(column(standings, event, 3), (QList<double> { 0, 0, 0, 0, 0, 0, 0 }));
        // Wins: p4's forfeit and p7's allocated bye count; p5 none.
        QCOMPARE(column(standings, event, 4), (QList<double> { 1, 1, 1, 1, 0, 1, 1 }));
        // Black: p1 R2; p2 R1; p3 none played; p4 R1; p5 none; p6 R1, R2; p7 none.
        QCOMPARE(column(standings, event, 5), (QList<double> { 1, 1, 0, 1, 0, 2, 0 }));
        // Progressive: p1 1 + 1.5; p2 1 + 1.5; p3 1 + 1; p4 0 + 1; p5 0 + 0.5; p6 0 + 1; p7 1 + 1.
        QCOMPARE(column(standings, event, 6), (QList<double> { 2.5, 2.5, 2, 1, 0.5, 1, 2 }));
        // ARO: p1 (1800 + 2000) / 2 = 1900; p2 (1700 + 2100) / 2 = 1900; p3 1600; p4 2100;
        // p5 2000; p6 1900 (p7 unrated); p7 1600.
        QCOMPARE(column(standings, event, 7),
            (QList<double> { 1900, 1900, 1600, 2100, 2000, 1900, 1600 }));
        // p1 before p2 (bh 2.5 > 2), unlike the final standings; p4 and p6 equal in everything up
        // to win share 3rd, p3 and p7 5th; p5 last.
        QCOMPARE(table(computeStandings(event, rd::standings::defaultTieBreaks(event.system), 2)),
            (QStringList { "p1 1", "p2 2", "p4 3", "p6 3", "p3 5", "p7 5", "p5 7" }));
    }

    void afterRoundOutsideTheEventCountsEveryRound()
    {
        const rd::EventInput event = swiss();
        const auto tieBreaks = list("bh,sb,ps");
        const Standings all = computeStandings(event, tieBreaks);
        for (int afterRound : { 0, 4, 9 }) {
            const Standings standings = computeStandings(event, tieBreaks, afterRound);
            QCOMPARE(standings.afterRound, 4);
            QCOMPARE(table(standings), table(all));
            QCOMPARE(column(standings, event, 0), column(all, event, 0));
        }
        // After R1 instead: p1 1, p2 1, p3 1, p7 1 (bye), p4 0, p5 0, p6 0.
        QCOMPARE(points(computeStandings(event, tieBreaks, 1), event),
            (QList<double> { 1, 1, 1, 0, 0, 0, 1 }));
    }

    void directEncounterOfPlayersWhoDidNotAllMeet()
    {
        // a beat b and c; b and c did not meet; b and c beat d and e; d and e did not meet.
        // a, b, c 2 points; d, e 0.
        const rd::EventInput event = unnumbered({ game({}, "a", "b", GameResult::WhiteWins),
            game({}, "a", "c", GameResult::WhiteWins), game({}, "b", "d", GameResult::WhiteWins),
            game({}, "b", "e", GameResult::WhiteWins), game({}, "c", "d", GameResult::WhiteWins),
            game({}, "c", "e", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("de"));
        QCOMPARE(standings.afterRound, 0);
        // a scored 2 among a, b, c; b could reach 0 + 1 (c) and c 0 + 1 (b), both below 2: a is
        // first with 2. b and c did not meet and cannot be separated: 0. d, e likewise.
        QCOMPARE(column(standings, event, 0), (QList<double> { 2, 0, 0, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 2", "c 2", "d 4", "e 4" }));
    }

    void directEncounterThatCannotSeparate()
    {
        // a beat b and d; b beat d and e; c beat d and e: a, b, c 2 points. a scored 1 among
        // them, but c, who met neither, could reach 0 + 2: no one is separated.
        const rd::EventInput event = unnumbered({ game({}, "a", "b", GameResult::WhiteWins),
            game({}, "a", "d", GameResult::WhiteWins), game({}, "b", "d", GameResult::WhiteWins),
            game({}, "b", "e", GameResult::WhiteWins), game({}, "c", "d", GameResult::WhiteWins),
            game({}, "c", "e", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("de"));
        QCOMPARE(column(standings, event, 0), (QList<double> { 0, 0, 0, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 1", "c 1", "d 4", "e 4" }));
    }

    void directEncounterCountsAForfeit()
    {
        // a won against b by forfeit, b beat c: a and b 1 point, paired against each other:
        // a 1, b 0 between them.
        const rd::EventInput event
            = unnumbered({ game({}, "a", "b", GameResult::WhiteWinsByForfeit),
                game({}, "b", "c", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("de"));
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 0, 0, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 2", "c 3", "d 3", "e 3" }));
        QCOMPARE(played(standings, event), (QList<int> { 0, 1, 1, 0, 0 }));
    }

    void doubleForfeitAndUsChessRatings()
    {
        // US Chess: R1 x-y double forfeit, R2 x-y 1-0. x rated 1400, y 1650.5.
        rd::EventInput event;
        event.system = rd::RatingSystem::Uscf;
        event.players = { uscfPlayer("x", 1400), uscfPlayer("y", 1650.5) };
        event.chessGames = { game(1, "x", "y", GameResult::DoubleForfeit),
            game(2, "x", "y", GameResult::WhiteWins) };
        const Standings standings = computeStandings(event, list("bh,bh-c1,sb,win,bpg,aro"));
        // x 0 + 1 = 1, y 0 + 0 = 0; one game over the board each.
        QCOMPARE(points(standings, event), (QList<double> { 1, 0 }));
        QCOMPARE(played(standings, event), (QList<int> { 1, 1 }));
        // R1 is a voluntary unplayed round for both. Adjusted: x ½ + 1 = 1.5, y ½ + 0 = 0.5.
        // Buchholz: x dummy 1 + y 0.5 = 1.5; y dummy 0 + x 1.5 = 1.5.
        QCOMPARE(column(standings, event, 0), (QList<double> { 1.5, 1.5 }));
        // Cut-1 drops the voluntary dummy: x 1.5 - 1 = 0.5; y 1.5 - 0 = 1.5.
        QCOMPARE(column(standings, event, 1), (QList<double> { 0.5, 1.5 }));
        // SB: x 1 x 0 + 0.5 x 1 = 0.5; y 0 x 0 + 1.5 x 0 = 0.
        QCOMPARE(column(standings, event, 2), (QList<double> { 0.5, 0 }));
        // Wins: x 1 (R2); black: y R2 only.
        QCOMPARE(column(standings, event, 3), (QList<double> { 1, 0 }));
        QCOMPARE(column(standings, event, 4), (QList<double> { 0, 1 }));
        // ARO: x 1650.5 -> 1651 (half up); y 1400.
        QCOMPARE(column(standings, event, 5), (QList<double> { 1651, 1400 }));
    }

    void aroFromFideRatingsWhenNoPlayerHasOne()
    {
        // A DWZ event as a TRF file brings it: no DWZ, FIDE ratings a 2000, b 1800, c unrated
        // (0), d 1601. R1 a-b 1-0, c-d 1/2; R2 a-c 1-0, b-d 0-1.
        rd::EventInput event;
        for (const auto &[id, rating] : { std::pair { "a", 2000 }, std::pair { "b", 1800 },
                 std::pair { "c", 0 }, std::pair { "d", 1601 } }) {
            rd::PlayerInput player = dwzPlayer(id, std::nullopt);
            player.fideRating = rating;
            event.players.push_back(player);
        }
        event.chessGames = { game(1, "a", "b", GameResult::WhiteWins),
            game(1, "c", "d", GameResult::Draw), game(2, "a", "c", GameResult::WhiteWins),
            game(2, "b", "d", GameResult::BlackWins) };
        const Standings standings = computeStandings(event, list("aro"));
        // a: b 1800, c unrated -> 1800. b: a 2000, d 1601 -> 1800.5 -> 1801 (half up).
        // c: d 1601, a 2000 -> 1800.5 -> 1801. d: c unrated, b 1800 -> 1800.
        QCOMPARE(column(standings, event, 0), (QList<double> { 1800, 1801, 1801, 1800 }));
        // Once a has a DWZ (1500), the event's system counts and FIDE ratings are not mixed in:
        // b and c met a (1500) and an unrated player -> 1500; a and d met only unrated ones -> 0.
        event.players[0].dwz.emplace();
        event.players[0].dwz->rating = 1500;
        QCOMPARE(column(computeStandings(event, list("aro")), event, 0),
            (QList<double> { 0, 1500, 1500, 0 }));
    }

    void unratedGamesCountAsPlayed()
    {
        // TRF W/D/L: R1 a-b won in less than one move (1-0 unrated), R2 b-a drawn so (1/2-1/2
        // unrated). a 1 + 1/2 = 1.5, b 0 + 1/2 = 0.5; both games played over the board.
        rd::EventInput event;
        event.players = { dwzPlayer("a", 1700), dwzPlayer("b", 1600) };
        event.chessGames = { game(1, "a", "b", GameResult::WhiteWinsUnrated),
            game(2, "b", "a", GameResult::DrawUnrated) };
        const Standings standings = computeStandings(event, list("win,bpg"));
        QCOMPARE(points(standings, event), (QList<double> { 1.5, 0.5 }));
        QCOMPARE(played(standings, event), (QList<int> { 2, 2 }));
        // Wins: a 1 (R1). Black: a R2, b R1.
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 0 }));
        QCOMPARE(column(standings, event, 1), (QList<double> { 1, 1 }));
    }

    void byesOfARoundNotPlayedDoNotMakeItPlayed()
    {
        // R1 a-b 1-0, c-d 1-0; R2 only byes: b H (announced for the next round), d Z.
        rd::EventInput event;
        event.players = { dwzPlayer("a", 1700), dwzPlayer("b", 1600), dwzPlayer("c", 1500),
            dwzPlayer("d", 1400) };
        event.chessGames = { game(1, "a", "b", GameResult::WhiteWins),
            game(1, "c", "d", GameResult::WhiteWins) };
        event.byes = { { 2, "b", 0.5, false }, { 2, "d", 0.0, false } };
        QCOMPARE(rd::standings::lastRound(event), 1);
        const Standings standings = computeStandings(event, list("bh"));
        QCOMPARE(standings.afterRound, 1);
        // After R1: a 1, b 0 (the R2 bye not yet), c 1, d 0.
        QCOMPARE(points(standings, event), (QList<double> { 1, 0, 1, 0 }));
        // Once R2 has a game, its byes count: b 0 + 1/2.
        event.chessGames.push_back(game(2, "a", "c", GameResult::Draw));
        QCOMPARE(rd::standings::lastRound(event), 2);
        QCOMPARE(points(computeStandings(event, list("bh")), event),
            (QList<double> { 1.5, 0.5, 1.5, 0 }));
        // Without any game, the rounds of the byes count.
        event.chessGames.clear();
        QCOMPARE(rd::standings::lastRound(event), 2);
    }

    void goRecordSheet()
    {
        // Record sheet (white first): 1 g1-g2 White wins; 2 g2-g3 Black wins; 3 g1-g3 jigo;
        // 4 g1-g2 Black wins; 5 g4-g1 Black wins; 6 g3-g4 White wins. g5 has no game.
        rd::EventInput event;
        event.system = rd::RatingSystem::Sagc;
        for (const char *id : { "g1", "g2", "g3", "g4", "g5" }) {
            rd::PlayerInput player;
            player.id = id;
            event.players.push_back(player);
        }
        event.goGames = { goGame("g1", "g2", rd::GoWinner::White),
            goGame("g2", "g3", rd::GoWinner::Black), goGame("g1", "g3", rd::GoWinner::Draw),
            goGame("g1", "g2", rd::GoWinner::Black), goGame("g4", "g1", rd::GoWinner::Black),
            goGame("g3", "g4", rd::GoWinner::White) };
        const auto tieBreaks = rd::standings::defaultTieBreaks(event.system);
        const Standings standings = computeStandings(event, tieBreaks, 3);
        QCOMPARE(standings.afterRound, 0);
        // g1: 1 (g2) + ½ (g3) + 0 (g2) + 1 (g4) = 2.5; g2: 0 + 0 + 1 = 1;
        // g3: 1 (g2) + ½ (g1) + 1 (g4) = 2.5; g4: 0 + 0 = 0; g5: 0.
        QCOMPARE(points(standings, event), (QList<double> { 2.5, 1, 2.5, 0, 0 }));
        QCOMPARE(played(standings, event), (QList<int> { 4, 3, 3, 2, 0 }));
        // SOS, g2 counted for each of the two games against him:
        // g1: g2 1 + g3 2.5 + g2 1 + g4 0 = 4.5; g2: g1 2.5 + g3 2.5 + g1 2.5 = 7.5;
        // g3: g2 1 + g1 2.5 + g4 0 = 3.5; g4: g1 2.5 + g3 2.5 = 5; g5: 0.
        QCOMPARE(column(standings, event, 0), (QList<double> { 4.5, 7.5, 3.5, 5, 0 }));
        // SOSOS: g1: 7.5 + 3.5 + 7.5 + 5 = 23.5; g2: 4.5 + 3.5 + 4.5 = 12.5;
        // g3: 7.5 + 4.5 + 5 = 17; g4: 4.5 + 3.5 = 8; g5: 0.
        QCOMPARE(column(standings, event, 1), (QList<double> { 23.5, 12.5, 17, 8, 0 }));
        // SODOS: g1 beat g2 (1) and g4 (0), jigo with g3 (½ x 2.5): 1 + 0 + 1.25 = 2.25;
        // g2 beat g1: 2.5; g3 beat g2 (1) and g4 (0), jigo with g1 (½ x 2.5): 2.25; g4, g5 0.
        QCOMPARE(column(standings, event, 2), (QList<double> { 2.25, 2.5, 2.25, 0, 0 }));
        // g1 and g3 2.5: g1 first by SOS 4.5 > 3.5; g4 before g5 by SOS 5 > 0.
        QCOMPARE(table(standings), (QStringList { "g1 1", "g3 2", "g2 3", "g4 4", "g5 5" }));
        QCOMPARE(rd::standings::lastRound(event), 0);
    }
};

QTEST_APPLESS_MAIN(TestStandings)
#include "tst_standings.moc"
