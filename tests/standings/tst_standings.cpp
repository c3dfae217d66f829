// Standings and tie-breaks (standings.md) after FIDE Handbook C.07 in its 2023 and 2026
// editions, cited as "art. n", and the European Go convention. Every expected number is worked
// out by hand in the comment above it.
//
// Most cases use the worked example of tests/data/c07-worked-example.json, a 6-player, 4-round
// Swiss (1-½-0, R = 4, D = ½, so the 2026 cap D x R = 2). "+W4" = beat #4 with White, "=B2" =
// drew #2 with Black, "+F4"/"-F2" forfeit win/loss, "-FF5" double forfeit:
//   #  player   rating  R1    R2           R3            R4         points
//   1  Alpha    2200    +W4   -B3          HPB ½         +W2        2.5
//   2  Bravo    2100    =W5   +F4 (Black)  +W6           -B1        2.5
//   3  Charlie  2000    +W6   +W1          ZPB           ZPB        2
//   4  Delta    1900    -B1   -F2 (White)  -FF5 (Black)  +B6        1
//   5  Echo     1800    =B2   =B6          -FF4 (White)  PAB 1      2
//   6  Foxtrot  1700    -B3   =W5          -B2           -W4        0.5
// Categories (art. 16.2) and adjusted scores (16.3), the same in both editions:
//   Alpha R3 HPB with R4 played after it: 16.2.3, face value: adj 2.5.
//   Bravo R2 forfeit win: 16.2.2: adj 2.5.
//   Charlie R3 and R4 ZPB after withdrawing, nothing played after: 16.2.5, ½ each: adj 3.
//   Delta R2 forfeit loss, R3 double forfeit: 16.2.4, face value: adj 1.
//   Echo R3 double forfeit: 16.2.4, face value; R4 PAB: 16.2.1: adj 2.
//   Foxtrot: none: adj 0.5.
// Dummy scores of the own unplayed rounds (16.4), 2023 -> 2026 (16.4.1, 16.4.2):
//   Alpha R3 2.5 -> min(2.5, D x R 2) = 2; Bravo R2 2.5 -> min(2.5, adj Delta 1) = 1;
//   Charlie R3, R4 2 -> min(2, 2) = 2; Delta R2 1 -> min(1, adj Bravo 2.5) = 1, R3 1 -> 1;
//   Echo R3 2 -> min(2, adj Delta 1) = 1, R4 2 -> min(2, 2) = 2.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/standings/DirectEncounter.h"
#include "engine/standings/RatingTieBreaks.h"
#include "engine/standings/Record.h"
#include "engine/standings/Rules.h"
#include "engine/standings/Standings.h"
#include "engine/standings/UnplayedRounds.h"

#include <QFile>
#include <QStringList>
#include <QTest>

using rd::GameResult;
using rd::TieBreakEdition;
using rd::standings::computeStandings;
using rd::standings::LeftOut;
using rd::standings::Standings;
using rd::standings::TieBreak;
using rd::standings::TieBreakKind;

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

rd::ChessGame game(
    std::optional<int> round, const char *white, const char *black, GameResult result)
{
    return { round, white, black, result };
}

rd::Bye bye(int round, const char *player, double points, bool unpaired = false)
{
    return { round, player, points, unpaired };
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

// The values of one tie-break named as on the command line.
QList<double> values(const rd::EventInput &event, const char *name)
{
    return column(computeStandings(event, { *rd::standings::parseTieBreak(name) }), event, 0);
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

// tests/data/c07-worked-example.json (start 2026-04-11: the 2026 edition), or under the
// edition its rules name.
rd::EventInput workedExample(std::optional<TieBreakEdition> edition = std::nullopt)
{
    QFile file(QStringLiteral(RD_TEST_DATA_DIR "/c07-worked-example.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the worked example cannot be read");
    const rd::io::EventReadResult read = rd::io::readEventDocument(file.readAll());
    if (!read.event)
        qFatal("the worked example does not read as an event document");
    rd::EventInput event = *read.event;
    event.event.properties.tieBreakEdition = edition;
    return event;
}

// A double round robin's first half of four players, Berger order (white first):
//   R1: a-d ½-½, b-c 1-0   R2: d-c ½-½, a-b 1-0   R3: b-d 1-0, c-a ½-½
// DWZ before the event: a 2001, b 1900, c 1701, d unrated.
rd::EventInput roundRobin()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.properties.tournamentType = "Round Robin";
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

// Games without round numbers between the players named, each listed white first.
rd::EventInput unnumbered(std::vector<const char *> ids, std::vector<rd::ChessGame> games)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    for (const char *id : ids)
        event.players.push_back(dwzPlayer(id, std::nullopt));
    event.chessGames = std::move(games);
    return event;
}

// One subject for each category of unplayed round (art. 16.2), three rounds, x1 ... x6 the
// opponents they meet (white first):
//   R1: a-x1 1-0, b-x2 1-0, c-x3 1-0, d-x4 1-0, f-x5 1-0, g-x6 1-0; e zero-point bye.
//   R2: a zero-point bye; b-x1 1-0; c zero-point bye; d-x2 1-0; e pairing-allocated bye (1);
//       f absent (withdrawn); g-x3 double forfeit.
//   R3: a-x2 1-0; b zero-point bye; c-x4 --+ (c does not come); d-x5 --+ (d does not come);
//       e zero-point bye; f absent; g-x6 1-0.
rd::EventInput unplayedCategories()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    for (const char *id : { "a", "b", "c", "d", "e", "f", "g", "x1", "x2", "x3", "x4", "x5", "x6" })
        event.players.push_back(dwzPlayer(id, 1500));
    event.chessGames = { game(1, "a", "x1", GameResult::WhiteWins),
        game(1, "b", "x2", GameResult::WhiteWins), game(1, "c", "x3", GameResult::WhiteWins),
        game(1, "d", "x4", GameResult::WhiteWins), game(1, "f", "x5", GameResult::WhiteWins),
        game(1, "g", "x6", GameResult::WhiteWins), game(2, "b", "x1", GameResult::WhiteWins),
        game(2, "d", "x2", GameResult::WhiteWins), game(2, "g", "x3", GameResult::DoubleForfeit),
        game(3, "a", "x2", GameResult::WhiteWins),
        game(3, "c", "x4", GameResult::BlackWinsByForfeit),
        game(3, "d", "x5", GameResult::BlackWinsByForfeit),
        game(3, "g", "x6", GameResult::WhiteWins) };
    event.byes = { bye(1, "e", 0), bye(2, "a", 0), bye(2, "c", 0), bye(2, "e", 1, true),
        bye(3, "b", 0), bye(3, "e", 0) };
    return event;
}

// p wins round 1 and 3 and is left unpaired in round 2 (white first):
//   R1: p-q 1-0, r-s 1-0   R2: p pairing-allocated bye worth `byePoints` (the event's rule when
//   unpaired), q-r 0-1, s absent   R3: p-r 1-0, q-s ½-½
rd::EventInput allocatedBye(double byePoints, bool unpaired)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.startDate = rd::Date { 2025, 5, 1 };
    for (const char *id : { "p", "q", "r", "s" })
        event.players.push_back(dwzPlayer(id, 1500));
    event.chessGames = { game(1, "p", "q", GameResult::WhiteWins),
        game(1, "r", "s", GameResult::WhiteWins), game(2, "q", "r", GameResult::BlackWins),
        game(3, "p", "r", GameResult::WhiteWins), game(3, "q", "s", GameResult::Draw) };
    event.byes = { bye(2, "p", byePoints, unpaired) };
    if (unpaired)
        event.event.properties.pairingByePoints = byePoints;
    return event;
}

// A round robin of four with two forfeits (white first), ratings a 2000, b 1800, c 1600,
// d 1400:
//   R1: a-d 1-0, b-c +-- (c does not come)   R2: d-c ½-½, a-b ½-½
//   R3: b-d 1-0, c-a --+ (c does not come; a wins with Black)
// Points: a 1 + ½ + 1 = 2.5; b 1 + ½ + 1 = 2.5; c 0 + ½ + 0 = 0.5; d 0 + ½ + 0 = 0.5.
rd::EventInput roundRobinWithForfeits(int startYear)
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.startDate = rd::Date { startYear, 6, 1 };
    event.event.properties.tournamentType = "Individual: Round-Robin";
    event.players = { dwzPlayer("a", 2000), dwzPlayer("b", 1800), dwzPlayer("c", 1600),
        dwzPlayer("d", 1400) };
    event.chessGames = { game(1, "a", "d", GameResult::WhiteWins),
        game(1, "b", "c", GameResult::WhiteWinsByForfeit), game(2, "d", "c", GameResult::Draw),
        game(2, "a", "b", GameResult::Draw), game(3, "b", "d", GameResult::WhiteWins),
        game(3, "c", "a", GameResult::BlackWinsByForfeit) };
    return event;
}

// A forfeit win against a player who then withdraws (2026, R = 4, D x R = 2), white first:
//   R1: a-b 1-0, c-d 1-0   R2: a-c 1-0, b-d ½-½   R3: a-d +-- (d does not come), b-c 1-0
//   R4: a-b ½-½, c pairing-allocated bye (1), d absent (withdrawn).
// Points: a 1 + 1 + 1 + ½ = 3.5; b 0 + ½ + 1 + ½ = 2; c 1 + 0 + 0 + 1 = 2; d 0 + ½ + 0 + 0 = ½.
// Adjusted (16.3): d's R4 is the last round, a requested bye (16.2.5): ½; his R3 forfeit loss
// keeps its 0 (16.2.4): d 0 + ½ + 0 + ½ = 1; a 3.5, b 2, c 2 as they are.
rd::EventInput forfeitBeforeWithdrawal()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.startDate = rd::Date { 2026, 5, 1 };
    for (const char *id : { "a", "b", "c", "d" })
        event.players.push_back(dwzPlayer(id, 1500));
    event.chessGames = { game(1, "a", "b", GameResult::WhiteWins),
        game(1, "c", "d", GameResult::WhiteWins), game(2, "a", "c", GameResult::WhiteWins),
        game(2, "b", "d", GameResult::Draw), game(3, "a", "d", GameResult::WhiteWinsByForfeit),
        game(3, "b", "c", GameResult::WhiteWins), game(4, "a", "b", GameResult::Draw) };
    event.byes = { bye(4, "c", 1, true) };
    return event;
}

// Two voluntary unplayed rounds of p with different dummies (2026, R = 4, D x R = 2), white
// first:
//   R1: p half-point bye, v half-point bye, x-z 0-1, y-u ½-½
//   R2: p-x 1-0, z-y 1-0, u-v 1-0
//   R3: y-p 0-1, z-u 1-0, x-v ½-½
//   R4: p-z --+ (p does not come), x-y 1-0, u-v 0-1
// Points: p ½ + 1 + 1 + 0 = 2.5; x 0 + 0 + ½ + 1 = 1.5; y ½ + 0 + 0 + 0 = ½;
// z 1 + 1 + 1 + 1 = 4; u ½ + 1 + 0 + 0 = 1.5; v ½ + 0 + ½ + 1 = 2. Both byes are followed by
// played games (16.2.3), p's forfeit loss keeps its 0 (16.2.4): every adjusted score is the
// real one.
rd::EventInput twoVoluntaryRounds()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.startDate = rd::Date { 2026, 5, 1 };
    for (const char *id : { "p", "x", "y", "z", "u", "v" })
        event.players.push_back(dwzPlayer(id, 1500));
    event.chessGames = { game(1, "x", "z", GameResult::BlackWins),
        game(1, "y", "u", GameResult::Draw), game(2, "p", "x", GameResult::WhiteWins),
        game(2, "z", "y", GameResult::WhiteWins), game(2, "u", "v", GameResult::WhiteWins),
        game(3, "y", "p", GameResult::BlackWins), game(3, "z", "u", GameResult::WhiteWins),
        game(3, "x", "v", GameResult::Draw), game(4, "p", "z", GameResult::BlackWinsByForfeit),
        game(4, "x", "y", GameResult::WhiteWins), game(4, "u", "v", GameResult::BlackWins) };
    event.byes = { bye(1, "p", 0.5), bye(1, "v", 0.5) };
    return event;
}

} // namespace

class TestStandings : public QObject {
    Q_OBJECT

private slots:
    void tieBreakNames()
    {
        // C.07 art. 5: every acronym is written as the regulation does and read back.
        for (const char *name : { "DE", "WIN", "WON", "BPG", "BWG", "PS", "PS-C1", "PS-C2", "REP",
                 "STD", "TPN", "BH", "BH-C1", "BH-C2", "BH-M1", "BH-M2", "AOB", "FB", "FB-C1", "SB",
                 "SB-C1", "SB-M1", "KS", "KS-L+1", "KS-L-2", "ARO", "ARO-C1", "ARO-M2", "TPR",
                 "PTP", "APRO", "APPO", "RTNG", "SOS", "SOSOS", "SODOS" }) {
            const auto tieBreak = rd::standings::parseTieBreak(name);
            QVERIFY2(tieBreak.has_value(), name);
            QCOMPARE(QString::fromStdString(rd::standings::documentName(*tieBreak)),
                QString::fromLatin1(name));
        }
        // The earlier names of ratingdesk's documents, TRF's slash and the 2023 text's GE.
        QVERIFY(rd::standings::parseTieBreak("bh-c1") == (TieBreak { TieBreakKind::Buchholz, 1 }));
        QVERIFY(rd::standings::parseTieBreak("BH/C1") == (TieBreak { TieBreakKind::Buchholz, 1 }));
        QVERIFY(rd::standings::parseTieBreak("bh-m1")
            == (TieBreak { TieBreakKind::Buchholz, 1, true }));
        QVERIFY(rd::standings::parseTieBreak("win") == (TieBreak { TieBreakKind::Wins }));
        QVERIFY(
            rd::standings::parseTieBreak("GE") == (TieBreak { TieBreakKind::RoundsElectedToPlay }));
        QVERIFY(rd::standings::parseTieBreak("ks/l+1")
            == (TieBreak { TieBreakKind::Koya, 0, false, 1 }));
        // Modifiers a tie-break does not have (art. 5, 14) are unknown.
        for (const char *name : { "PS-M1", "DE-C1", "BH-C3", "WIN-C1", "BH-L+1", "KS-C1", "KS-L+0",
                 "BH-C1-C1", "BH/C1/M1", "BHX", "xx", "" })
            QVERIFY2(!rd::standings::parseTieBreak(name), name);
        QVERIFY(rd::standings::isGoTieBreak({ TieBreakKind::Sodos }));
        QVERIFY(!rd::standings::isGoTieBreak({ TieBreakKind::Buchholz }));
    }

    void tieBreakLists()
    {
        QVERIFY(rd::standings::parseTieBreakList("bh-c1,bh,sb")
            == (std::vector<TieBreak> { { TieBreakKind::Buchholz, 1 }, { TieBreakKind::Buchholz },
                { TieBreakKind::SonnebornBerger } }));
        QVERIFY(rd::standings::parseTieBreakList(" DE , WIN")
            == (std::vector<TieBreak> {
                { TieBreakKind::DirectEncounter }, { TieBreakKind::Wins } }));
        QVERIFY(!rd::standings::parseTieBreakList("xx"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,xx"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,,sb"));
        QVERIFY(!rd::standings::parseTieBreakList("bh,"));
        QVERIFY(!rd::standings::parseTieBreakList(""));
    }

    void defaults()
    {
        QVERIFY(
            rd::standings::defaultTieBreaks(rd::RatingSystem::Dwz) == list("BH-C1,BH,SB,DE,WIN"));
        QVERIFY(
            rd::standings::defaultTieBreaks(rd::RatingSystem::Uscf) == list("BH-C1,BH,SB,DE,WIN"));
        QVERIFY(rd::standings::defaultTieBreaks(rd::RatingSystem::Sagc) == list("SOS,SOSOS,SODOS"));
    }

    void choicesFollowTheRegulationsList()
    {
        // C.07 art. 5 in its order, GE only as REP; the variants of art. 14.1-14.4 where the
        // table of standings.md gives them: PS -C1, -C2; BH, FB, SB, ARO -C1, -C2, -M1, -M2.
        QVERIFY(rd::standings::tieBreakChoices(rd::RatingSystem::Dwz)
            == list("DE,WIN,WON,BPG,BWG,PS,PS-C1,PS-C2,REP,STD,TPN,BH,BH-C1,BH-C2,BH-M1,BH-M2,AOB,"
                    "FB,FB-C1,FB-C2,FB-M1,FB-M2,SB,SB-C1,SB-C2,SB-M1,SB-M2,KS,ARO,ARO-C1,ARO-C2,"
                    "ARO-M1,ARO-M2,TPR,PTP,APRO,APPO,RTNG"));
        QVERIFY(rd::standings::tieBreakChoices(rd::RatingSystem::Uscf)
            == rd::standings::tieBreakChoices(rd::RatingSystem::Dwz));
        QVERIFY(rd::standings::tieBreakChoices(rd::RatingSystem::Sagc) == list("SOS,SOSOS,SODOS"));
    }

    void editionByStartDate()
    {
        // The 2026 edition applies from 1 March 2026; the start date decides, the end date when
        // there is none; the event's rules may name the other edition.
        rd::EventInfo info;
        info.startDate = rd::Date { 2026, 2, 28 };
        info.endDate = rd::Date { 2026, 3, 5 };
        QVERIFY(rd::standings::editionInForce(info) == TieBreakEdition::Fide2023);
        info.startDate = rd::Date { 2026, 3, 1 };
        QVERIFY(rd::standings::editionInForce(info) == TieBreakEdition::Fide2026);
        info.startDate.reset();
        QVERIFY(rd::standings::editionInForce(info) == TieBreakEdition::Fide2026);
        QVERIFY(computeStandings(workedExample(), {}).edition == TieBreakEdition::Fide2026);
        QVERIFY(computeStandings(workedExample(TieBreakEdition::Fide2023), {}).edition
            == TieBreakEdition::Fide2023);
    }

    void workedExampleIn2026()
    {
        const rd::EventInput event = workedExample();
        const Standings standings = computeStandings(
            event, list("BH,BH-C1,SB,SB-C1,WIN,WON,REP,PS,DE,BPG,ARO,ARO-C1,TPR"));
        QCOMPARE(points(standings, event), (QList<double> { 2.5, 2.5, 2, 1, 2, 0.5 }));
        QCOMPARE(played(standings, event), (QList<int> { 3, 3, 2, 2, 2, 4 }));
        // BH (art. 8.1), opponents' adjusted scores and the 2026 dummies, round by round:
        // Alpha 1 + 3 + 2* + 2.5 = 8.5; Bravo 2 + 1 + 0.5 + 2.5 = 6; Charlie 0.5 + 2.5 + 2* + 2*
        // = 7; Delta 2.5 + 1* + 1* + 0.5 = 5; Echo 2.5 + 0.5 + 1* + 2 = 6;
        // Foxtrot 3 + 2 + 2.5 + 1 = 8.5 (* a voluntary unplayed round).
        QCOMPARE(column(standings, event, 0), (QList<double> { 8.5, 6, 7, 5, 6, 8.5 }));
        // BH-C1 (art. 14.1, 16.5: a VUR goes first): Alpha 8.5 - 2* = 6.5; Bravo 6 - 0.5 = 5.5;
        // Charlie 7 - 2* = 5; Delta 5 - 1* = 4; Echo 6 - 1* = 5; Foxtrot 8.5 - 1 = 7.5.
        QCOMPARE(column(standings, event, 1), (QList<double> { 6.5, 5.5, 5, 4, 5, 7.5 }));
        // SB (art. 9.1): Alpha 1 x 1 + 3 x 0 + 2 x ½ + 2.5 x 1 = 4.5; Bravo 2 x ½ + 1 x 1
        // + 0.5 x 1 + 2.5 x 0 = 2.5; Charlie 0.5 + 2.5 = 3; Delta 0.5 x 1 (R4) = 0.5;
        // Echo 2.5 x ½ + 0.5 x ½ + 1 x 0 + 2 x 1 = 3.5; Foxtrot 2 x ½ = 1.
        QCOMPARE(column(standings, event, 2), (QList<double> { 4.5, 2.5, 3, 0.5, 3.5, 1 }));
        // SB-C1 (art. 14.1, 16.5, the larger of a = lowest VUR contribution and b = the
        // contribution of the lowest-scored opponent): Alpha a 1 (2 x ½), b 1 (Delta 1 x 1):
        // 4.5 - 1 = 3.5; Bravo no VUR, b 0.5 (Foxtrot): 2; Charlie a 0, b 0.5 (Foxtrot 0.5 x 1):
        // 3 - 0.5 = 2.5; Delta a 0, b 0.5 (Foxtrot 0.5 x 1): 0; Echo a 0, b 0.25 (Foxtrot
        // 0.5 x ½): 3.25; Foxtrot b 0 (Delta 1 x 0): 1.
        QCOMPARE(column(standings, event, 3), (QList<double> { 3.5, 2, 2.5, 0, 3.25, 1 }));
        // WIN (7.1, with the forfeit win and the PAB): 2, 2, 2, 1, 1, 0.
        QCOMPARE(column(standings, event, 4), (QList<double> { 2, 2, 2, 1, 1, 0 }));
        // WON (7.2, over the board): 2, 1, 2, 1, 0, 0.
        QCOMPARE(column(standings, event, 5), (QList<double> { 2, 1, 2, 1, 0, 0 }));
        // REP (7.6), 4 - requested byes - forfeit losses: Alpha 4 - 1; Bravo 4; Charlie 4 - 2;
        // Delta 4 - 2; Echo 4 - 1 (the PAB counts as elected); Foxtrot 4.
        QCOMPARE(column(standings, event, 6), (QList<double> { 3, 4, 2, 2, 3, 4 }));
        // PS (7.5), running scores summed: Alpha 1 + 1 + 1.5 + 2.5 = 6; Bravo 0.5 + 1.5 + 2.5
        // + 2.5 = 7; Charlie 1 + 2 + 2 + 2 = 7; Delta 0 + 0 + 0 + 1 = 1; Echo 0.5 + 1 + 1 + 2
        // = 4.5; Foxtrot 0 + 0.5 + 0.5 + 0.5 = 1.5.
        QCOMPARE(column(standings, event, 7), (QList<double> { 6, 7, 7, 1, 4.5, 1.5 }));
        // DE (art. 6) after every tie-break before it: Alpha and Bravo level on points but not
        // on BH; Charlie and Echo level on points, BH 7 against 6: no one is tied any more.
        QCOMPARE(column(standings, event, 8), (QList<double> { 0, 0, 0, 0, 0, 0 }));
        // BPG (7.3, over the board): Alpha R2; Bravo R4; Charlie none; Delta R1, R4;
        // Echo R1, R2; Foxtrot R1, R3.
        QCOMPARE(column(standings, event, 9), (QList<double> { 1, 1, 0, 2, 2, 2 }));
        // ARO (10.1): Alpha (1900 + 2000 + 2100) / 3 = 2000; Bravo (1800 + 1700 + 2200) / 3
        // = 1900; Charlie (1700 + 2200) / 2 = 1950; Delta (2200 + 1700) / 2 = 1950;
        // Echo (2100 + 1700) / 2 = 1900; Foxtrot (2000 + 1800 + 2100 + 1900) / 4 = 1950.
        QCOMPARE(
            column(standings, event, 10), (QList<double> { 2000, 1900, 1950, 1950, 1900, 1950 }));
        // ARO-C1 (14.1): Alpha without 1900: (2000 + 2100) / 2 = 2050.
        QCOMPARE(column(standings, event, 11).at(0), 2050.0);
        // TPR (10.2): Alpha 2000 + dp(2/3 = .67) 125 = 2125.
        QCOMPARE(column(standings, event, 12).at(0), 2125.0);
    }

    void workedExampleIn2023()
    {
        const rd::EventInput event = workedExample(TieBreakEdition::Fide2023);
        const Standings standings = computeStandings(event, list("BH,BH-C1,SB,SB-C1,WIN,REP,PS"));
        QCOMPARE(points(standings, event), (QList<double> { 2.5, 2.5, 2, 1, 2, 0.5 }));
        // BH with the 2023 dummies (the player's own score, uncapped): Alpha 1 + 3 + 2.5* + 2.5
        // = 9; Bravo 2 + 2.5 + 0.5 + 2.5 = 7.5; Charlie 0.5 + 2.5 + 2* + 2* = 7; Delta 2.5 + 1*
        // + 1* + 0.5 = 5; Echo 2.5 + 0.5 + 2* + 2 = 7; Foxtrot 3 + 2 + 2.5 + 1 = 8.5.
        QCOMPARE(column(standings, event, 0), (QList<double> { 9, 7.5, 7, 5, 7, 8.5 }));
        // BH-C1: Alpha 9 - 2.5* = 6.5 (the VUR, not the lowest value 1); Bravo 7.5 - 0.5 = 7;
        // Charlie 7 - 2* = 5; Delta 5 - 1* = 4; Echo 7 - 2* = 5; Foxtrot 8.5 - 1 = 7.5.
        QCOMPARE(column(standings, event, 1), (QList<double> { 6.5, 7, 5, 4, 5, 7.5 }));
        // SB: Alpha 1 + 0 + 2.5 x ½ + 2.5 = 4.75; Bravo 2 x ½ + 2.5 x 1 + 0.5 + 0 = 4;
        // Charlie 3; Delta 0.5; Echo 1.25 + 0.25 + 0 + 2 = 3.5; Foxtrot 1.
        QCOMPARE(column(standings, event, 2), (QList<double> { 4.75, 4, 3, 0.5, 3.5, 1 }));
        // SB-C1: Alpha a 1.25 (the HPB) > b 1 (Delta): 4.75 - 1.25 = 3.5; Bravo b 0.5: 3.5;
        // Charlie 2.5; Delta 0; Echo 3.25; Foxtrot 1 (as in 2026: the VUR gives 0).
        QCOMPARE(column(standings, event, 3), (QList<double> { 3.5, 3.5, 2.5, 0, 3.25, 1 }));
        // The Type B tie-breaks do not depend on the edition.
        QCOMPARE(column(standings, event, 4), (QList<double> { 2, 2, 2, 1, 1, 0 }));
        QCOMPARE(column(standings, event, 5), (QList<double> { 3, 4, 2, 2, 3, 4 }));
        QCOMPARE(column(standings, event, 6), (QList<double> { 6, 7, 7, 1, 4.5, 1.5 }));
    }

    void workedExampleRankings()
    {
        // 2026 with BH-C1, BH, SB, DE, WIN: Foxtrot 0.5 and Delta 1 last; Alpha and Bravo 2.5,
        // Alpha by BH-C1 6.5 > 5.5; Charlie and Echo 2, both BH-C1 5, Charlie by BH 7 > 6.
        const rd::EventInput event = workedExample();
        const auto chosen = rd::standings::defaultTieBreaks(event.system);
        QCOMPARE(table(computeStandings(event, chosen)),
            (QStringList { "1 1", "2 2", "3 3", "5 4", "4 5", "6 6" }));
        // 2023: Bravo by BH-C1 7 > 6.5; Charlie and Echo level on BH-C1 5 and BH 7, Echo by SB
        // 3.5 > 3.
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(table(computeStandings(old, chosen)),
            (QStringList { "2 1", "1 2", "5 3", "3 4", "4 5", "6 6" }));
        // DE first: Alpha beat Bravo in R4 (places 1, 2 of their group); Charlie and Echo never
        // met, neither can be sure of the place (art. 6.3): 0; Delta and Foxtrot alone: 0.
        for (const rd::EventInput &each : { event, old }) {
            const Standings direct = computeStandings(each, list("DE"));
            QCOMPARE(column(direct, each, 0), (QList<double> { 1, 2, 0, 0, 0, 0 }));
            QCOMPARE(table(direct), (QStringList { "1 1", "2 2", "3 3", "5 3", "4 5", "6 6" }));
        }
    }

    void workedExampleAfterRoundTwo()
    {
        // After R2 (R = 2, so the 2026 cap D x R = 1): Alpha 1, Bravo 1.5, Charlie 2, Delta 0,
        // Echo 1, Foxtrot 0.5; no bye yet, Delta's forfeit loss keeps its 0 (16.2.4): every
        // adjusted score is the real one.
        // 2026 BH: Alpha Delta 0 + Charlie 2 = 2; Bravo Echo 1 + dummy min(1.5, adj Delta 0) = 1;
        // Charlie Foxtrot 0.5 + Alpha 1 = 1.5; Delta Alpha 1 + dummy min(0, 1.5) = 1;
        // Echo Bravo 1.5 + Foxtrot 0.5 = 2; Foxtrot Charlie 2 + Echo 1 = 3.
        const rd::EventInput event = workedExample();
        const Standings standings = computeStandings(event, list("BH"), 2);
        QCOMPARE(standings.afterRound, 2);
        QCOMPARE(points(standings, event), (QList<double> { 1, 1.5, 2, 0, 1, 0.5 }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 2, 1, 1.5, 1, 2, 3 }));
        // 2023: Bravo's dummy is his own 1.5: 1 + 1.5 = 2.5; the rest as in 2026.
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(column(computeStandings(old, list("BH"), 2), old, 0),
            (QList<double> { 2, 2.5, 1.5, 1, 2, 3 }));
    }

    void adjustedScoreOfEachCategory()
    {
        const rd::EventInput event = unplayedCategories();
        const auto records = rd::standings::chessRecords(event, { 3, true });
        const rd::standings::UnplayedRounds unplayed(records, rd::standings::Rules {});
        // Art. 16.3, real points -> adjusted:
        // a 1, ZPB, 1: the bye is followed by a played round (16.2.3): face value, 2 -> 2.
        QCOMPARE(unplayed.adjustedScore(0), 2.0);
        // b 1, 1, ZPB in the last round (16.2.5): a draw, 2 -> 2.5.
        QCOMPARE(unplayed.adjustedScore(1), 2.5);
        // c 1, ZPB followed only by a forfeit loss (16.2.5): ½; the forfeit loss (16.2.4) keeps
        // its 0: 1 -> 1.5.
        QCOMPARE(unplayed.adjustedScore(2), 1.5);
        // d 1, 1, forfeit loss in the last round (16.2.4, never a draw): 2 -> 2.
        QCOMPARE(unplayed.adjustedScore(3), 2.0);
        // e ZPB followed by the PAB (16.2.3, 0), PAB 1 (16.2.1), ZPB last (16.2.5, ½): 1 -> 1.5.
        QCOMPARE(unplayed.adjustedScore(4), 1.5);
        // f 1, then absent after withdrawing, nothing played after (16.2.5): 1 + ½ + ½ = 2.
        QCOMPARE(unplayed.adjustedScore(5), 2.0);
        // g 1, double forfeit (16.2.4, face value 0), 1: 2 -> 2.
        QCOMPARE(unplayed.adjustedScore(6), 2.0);
    }

    void dummyOpponentOfEachEdition()
    {
        // The same event's Buchholz (art. 8.1, 16.4) in both editions; R = 3, D x R = 1.5.
        // Opponents: x1 lost R1 and R2, absent R3 (16.2.5): adj ½; x2 lost every round: 0;
        // x4 lost R1, absent R2 then won R3 by forfeit (16.2.3): 0 + 0 + 1 = 1; x5 lost R1,
        // absent R2, forfeit win R3: 1.
        rd::EventInput event = unplayedCategories();
        // b: x2 0 + x1 ½ + dummy for the ZPB: 2023 own 2 -> 2.5; 2026 min(2, 1.5) -> 2.
        // d: x4 1 + x2 0 + dummy for the forfeit loss: 2023 own 2 -> 3; 2026 min(2, adj x5 1)
        // -> 2.
        // e: dummies only, own 1 (no cap reached): ZPB 1 + PAB 1 + ZPB 1 = 3 in both.
        event.event.properties.tieBreakEdition = TieBreakEdition::Fide2023;
        const QList<double> old = values(event, "BH");
        QCOMPARE(old.at(1), 2.5);
        QCOMPARE(old.at(3), 3.0);
        QCOMPARE(old.at(4), 3.0);
        event.event.properties.tieBreakEdition = TieBreakEdition::Fide2026;
        const QList<double> current = values(event, "BH");
        QCOMPARE(current.at(1), 2.0);
        QCOMPARE(current.at(3), 2.0);
        QCOMPARE(current.at(4), 3.0);
    }

    void pairingAllocatedByeIsNotVoluntary()
    {
        // allocatedBye(): p 1 + PAB 1 + 1 = 3; q 0 + 0 + ½ = ½; r 1 + 1 + 0 = 2; s 0 + absent
        // (followed by a game: 16.2.3, face value) + ½ = ½. Adjusted: q ½, r 2, s ½.
        // 2023 (start 2025): BH(p) = q ½ + dummy 3 (the PAB, 16.2.1) + r 2 = 5.5; BH-C1 drops
        // the lowest value ½, the PAB is no VUR: 5; SB 0.5 x 1 + 3 x 1 + 2 x 1 = 5.5.
        rd::EventInput event = allocatedBye(1, true);
        QCOMPARE(values(event, "BH").at(0), 5.5);
        QCOMPARE(values(event, "BH-C1").at(0), 5.0);
        QCOMPARE(values(event, "SB").at(0), 5.5);
        // WIN counts the PAB (7.1), WON does not (7.2); REP counts it as elected (7.6).
        QCOMPARE(values(event, "WIN").at(0), 3.0);
        QCOMPARE(values(event, "WON").at(0), 2.0);
        QCOMPARE(values(event, "REP").at(0), 3.0);
        // 2026: the dummy is capped at D x R = 1.5 (16.4.2): BH ½ + 1.5 + 2 = 4; BH-C1 3.5.
        event.event.properties.tieBreakEdition = TieBreakEdition::Fide2026;
        QCOMPARE(values(event, "BH").at(0), 4.0);
        QCOMPARE(values(event, "BH-C1").at(0), 3.5);
    }

    void pairingAllocatedByeOfHalfAPoint()
    {
        // The event's rules give the PAB ½ (C.04.1): p 2.5, still no VUR. 2023 BH-C1(p) = q ½
        // + dummy 2.5 + r 2 - the lowest ½ = 4.5; WIN 2 (½ is not a win's points).
        const rd::EventInput allocated = allocatedBye(0.5, true);
        QCOMPARE(values(allocated, "BH-C1").at(0), 4.5);
        QCOMPARE(values(allocated, "WIN").at(0), 2.0);
        // The same ½ asked for is an HPB, a VUR (16.1.1), cut first: 5 - 2.5 = 2.5. REP 2.
        const rd::EventInput requested = allocatedBye(0.5, false);
        QCOMPARE(values(requested, "BH-C1").at(0), 2.5);
        QCOMPARE(values(requested, "REP").at(0), 2.0);
    }

    void pairingByeScoresTheEventsRule()
    {
        // allocatedBye(1, true), 2023 edition. C.07 16.2.1: the PAB scores the points the
        // event's rules give it; for the opponents it counts as those points (16.3).
        // A win (the default): p 1 + 1 + 1 = 3; r 1 + 1 + 0 = 2; q ½; s 0 + absent 0 + ½ = ½.
        // BH(r) = s ½ + q ½ + p 3 = 4 (r has no unplayed round, no dummy); BH(p) = q ½ + the
        // dummy of his PAB, his own 3 (16.4) + r 2 = 5.5.
        rd::EventInput event = allocatedBye(1, true);
        QCOMPARE(points(computeStandings(event, {}), event), (QList<double> { 3, 0.5, 2, 0.5 }));
        QCOMPARE(values(event, "BH").at(2), 4.0);
        QCOMPARE(values(event, "BH").at(0), 5.5);
        // The rule says ½ (the bye keeps its own 1, which the rule overrides): p 2.5; BH(r) =
        // ½ + ½ + 2.5 = 3.5; BH(p) = ½ + 2.5 + 2 = 5.
        event.event.properties.pairingByePoints = 0.5;
        QCOMPARE(points(computeStandings(event, {}), event), (QList<double> { 2.5, 0.5, 2, 0.5 }));
        QCOMPARE(values(event, "BH").at(2), 3.5);
        QCOMPARE(values(event, "BH").at(0), 5.0);
        // A bye p asked for keeps its own points whatever the rule: ½ + 2 wins = 2.5 under a
        // rule of 0.
        rd::EventInput requested = allocatedBye(0.5, false);
        requested.event.properties.pairingByePoints = 0;
        QCOMPARE(points(computeStandings(requested, {}), requested).at(0), 2.5);
    }

    void cutsAndMedians()
    {
        // Art. 14.2 (Cut-2), 14.3 (Median-1), 14.4 (Median-2), with 16.5 for the low cuts.
        const rd::EventInput event = workedExample();
        // Foxtrot (no VUR) values 3, 2, 2.5, 1 in both editions: C2 without 1 and 2 = 5.5;
        // M1 without 1 and 3 = 4.5; M2 without all four = 0.
        QCOMPARE(values(event, "BH-C2").at(5), 5.5);
        QCOMPARE(values(event, "BH-M1").at(5), 4.5);
        QCOMPARE(values(event, "BH-M2").at(5), 0.0);
        // Alpha 2026 values 1, 3, 2*, 2.5: C2 the VUR 2*, then 1: 5.5; M1 the VUR, then 3: 3.5.
        QCOMPARE(values(event, "BH-C2").at(0), 5.5);
        QCOMPARE(values(event, "BH-M1").at(0), 3.5);
        // Bravo 2026 values 2, 1 (forfeit win, no VUR), 0.5, 2.5: C2 4.5; M1 without 0.5 and
        // 2.5: 3.
        QCOMPARE(values(event, "BH-C2").at(1), 4.5);
        QCOMPARE(values(event, "BH-M1").at(1), 3.0);
        // SB-C2 Alpha 2026, contributions Delta 1, Charlie 0, HPB 1*, Bravo 2.5: first the VUR
        // (a = 1 not below b = 1), then Delta (lowest score 1): 0 + 2.5 = 2.5. SB-M1: the VUR,
        // then the highest contribution 2.5: 1 + 0 = 1.
        QCOMPARE(values(event, "SB-C2").at(0), 2.5);
        QCOMPARE(values(event, "SB-M1").at(0), 1.0);
        // 2023: Bravo values 2, 2.5, 0.5, 2.5: C2 without 0.5 and 2: 5; M1 without 0.5, 2.5:
        // 4.5.
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(values(old, "BH-C2").at(1), 5.0);
        QCOMPARE(values(old, "BH-M1").at(1), 4.5);
        // A player with fewer values than cuts has 0: a single game, BH-C2.
        const rd::EventInput one
            = unnumbered({ "a", "b" }, { game({}, "a", "b", GameResult::WhiteWins) });
        QCOMPARE(values(one, "BH-C2"), (QList<double> { 0, 0 }));
    }

    void foreBuchholz()
    {
        // Art. 8.3: the final round's paired games drawn, forfeits too, byes kept: R4 Alpha-
        // Bravo ½-½, Foxtrot-Delta ½-½, Echo's PAB 1, Charlie's ZPB 0. Points: Alpha 2, Bravo 3,
        // Charlie 2, Delta 0.5, Echo 2, Foxtrot 1. Adjusted: Alpha 2 (R4 now played), Bravo 3,
        // Charlie 3 (½ + ½), Delta 0.5, Echo 2, Foxtrot 1.
        // 2026: Alpha Delta 0.5 + Charlie 3 + dummy min(2, 2)* + Bravo 3 = 8.5; Bravo Echo 2 +
        // dummy min(3, adj Delta 0.5) + Foxtrot 1 + Alpha 2 = 5.5; Charlie 1 + 2 + 2* + 2* = 7;
        // Delta 2 + min(0.5, 3)* + min(0.5, 2)* + 1 = 4; Echo 3 + 1 + min(2, 0.5)* + 2 = 6.5;
        // Foxtrot 3 + 2 + 3 + 0.5 = 8.5.
        const rd::EventInput event = workedExample();
        QCOMPARE(values(event, "FB"), (QList<double> { 8.5, 5.5, 7, 4, 6.5, 8.5 }));
        // FB-C1: Alpha without the VUR 2: 6.5; Foxtrot without 0.5: 8.
        const QList<double> cut = values(event, "FB-C1");
        QCOMPARE(cut.at(0), 6.5);
        QCOMPARE(cut.at(5), 8.0);
        // 2023, dummies the own score: Bravo 2 + 3 + 1 + 2 = 8; Echo 3 + 1 + 2* + 2 = 8; the
        // others as in 2026 (their caps did not bite).
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(values(old, "FB"), (QList<double> { 8.5, 8, 7, 4, 8, 8.5 }));
    }

    void averageOfOpponentsBuchholz()
    {
        // Art. 8.2: the mean BH of the opponents met over the board. 2026: Alpha met Delta 5,
        // Charlie 7, Bravo 6: 18 / 3 = 6; Foxtrot met Charlie 7, Echo 6, Bravo 6, Delta 5:
        // 24 / 4 = 6.
        const QList<double> current = values(workedExample(), "AOB");
        QCOMPARE(current.at(0), 6.0);
        QCOMPARE(current.at(5), 6.0);
        // 2023: Alpha (5 + 7 + 7.5) / 3 = 6.5; Foxtrot (7 + 7 + 7.5 + 5) / 4 = 6.625 -> 6.63.
        const QList<double> old = values(workedExample(TieBreakEdition::Fide2023), "AOB");
        QCOMPARE(old.at(0), 6.5);
        QCOMPARE(old.at(5), 6.63);
    }

    void koya()
    {
        // Art. 9.2 in roundRobin() (a 2, b 2, c 1, d 1, three rounds): 50 % of 3 = 1.5 points;
        // a and b reach it. a beat b: 1; b lost to a: 0; c ½ (a) + 0 (b); d ½ (a) + 0 (b).
        const rd::EventInput event = roundRobin();
        QCOMPARE(values(event, "KS"), (QList<double> { 1, 0, 0.5, 0.5 }));
        // 14.5: KS-L+1 asks 2 points (still a and b); KS-L-1 1 point (everyone: KS = points);
        // KS-L+2 2.5 points (no one).
        QCOMPARE(values(event, "KS-L+1"), (QList<double> { 1, 0, 0.5, 0.5 }));
        QCOMPARE(values(event, "KS-L-1"), (QList<double> { 2, 2, 1, 1 }));
        QCOMPARE(values(event, "KS-L+2"), (QList<double> { 0, 0, 0, 0 }));
    }

    void ownRecordTieBreaks()
    {
        const rd::EventInput event = workedExample();
        // BWG (7.4): only Delta won with Black over the board (R4); Bravo's R2 is a forfeit.
        QCOMPARE(values(event, "BWG"), (QList<double> { 0, 0, 0, 1, 0, 0 }));
        // STD (7.7) equals the points under 1-½-0.
        QCOMPARE(values(event, "STD"), (QList<double> { 2.5, 2.5, 2, 1, 2, 0.5 }));
        // TPN (7.8): the pairing number, lower first.
        QCOMPARE(values(event, "TPN"), (QList<double> { 1, 2, 3, 4, 5, 6 }));
        // PS-C1 drops S1, PS-C2 S1 and S2 (14.1): Alpha 6 - 1 = 5, 5 - 1 = 4; Bravo 7 - 0.5
        // = 6.5, 6.5 - 1.5 = 5.
        QCOMPARE(values(event, "PS-C1").mid(0, 2), (QList<double> { 5, 6.5 }));
        QCOMPARE(values(event, "PS-C2").mid(0, 2), (QList<double> { 4, 5 }));
        // RTNG (10.6): the rating, highest first.
        QCOMPARE(values(event, "RTNG"), (QList<double> { 2200, 2100, 2000, 1900, 1800, 1700 }));
        // TPN ranks the lower number first: Alpha before Bravo, both 2.5.
        QCOMPARE(
            table(computeStandings(event, list("TPN"))).mid(0, 2), (QStringList { "1 1", "2 2" }));
    }

    void performanceRatings()
    {
        // Art. 10.2-10.5 with the B.02 tables, games over the board:
        //   Alpha 2 of 3 against 1900, 2000, 2100; Bravo 1.5 of 3 against 1800, 1700, 2200;
        //   Charlie 2 of 2 against 1700, 2200; Delta 1 of 2 against 2200, 1700;
        //   Echo 1 of 2 against 2100, 1700; Foxtrot ½ of 4 against 2000, 1800, 2100, 1900.
        const rd::EventInput event = workedExample();
        // TPR = ARO + dp(p): Alpha 2000 + dp(.67) 125 = 2125; Bravo 1900 + 0; Charlie 1950
        // + 800; Delta 1950 + 0; Echo 1900 + 0; Foxtrot p = .125 -> .13: 1950 - dp(.87) 322
        // = 1628.
        QCOMPARE(values(event, "TPR"), (QList<double> { 2125, 1900, 2750, 1950, 1900, 1628 }));
        // PTP: the least R with sum PD(R - Ri) >= points. Alpha R 2126: PD(226) .79 + PD(126)
        // .67 + PD(26) .54 = 2.00 (2125: .78 + .67 + .53 = 1.98). Bravo 1885: PD(85) .62 +
        // PD(185) .74 + PD(-315) .14 = 1.50 (1884: .62 + .74 + .13). Charlie 100 %: both PD
        // 1.00 above a difference of 735: 2200 + 736 = 2936. Delta 1946: PD(-254) .19 + PD(246)
        // .81 = 1.00 (1945: .19 + .80). Echo 1898: PD(-202) .24 + PD(198) .76 = 1.00 (1897:
        // .24 + .75). Foxtrot 1594: PD(-406) .08 + PD(-206) .24 + PD(-506) .04 + PD(-306) .14
        // = .50 (1593: PD(-207) .23).
        QCOMPARE(values(event, "PTP"), (QList<double> { 2126, 1885, 2936, 1946, 1898, 1594 }));
        // APRO Alpha: TPR of Delta, Charlie, Bravo (1950 + 2750 + 1900) / 3 = 2200.
        QCOMPARE(values(event, "APRO").at(0), 2200.0);
        // APPO Alpha: (1946 + 2936 + 1885) / 3 = 2255.67 -> 2256.
        QCOMPARE(values(event, "APPO").at(0), 2256.0);
        // B.02 8.1: p = 0 and 1, and a difference beyond 735.
        QCOMPARE(rd::standings::ratingDifference(0.0), -800);
        QCOMPARE(rd::standings::ratingDifference(1.0), 800);
        QCOMPARE(rd::standings::expectedScoreHundredths(736), 100);
        QCOMPARE(rd::standings::expectedScoreHundredths(-3), 50);
        QCOMPARE(rd::standings::expectedScoreHundredths(-4), 49);
    }

    void perfectPerformanceOfAZeroScore()
    {
        // Art. 10.3: no point: the lowest opponent's rating - 800. b lost to a (1600) and
        // c (1500): 1500 - 800 = 700.
        rd::EventInput event = unnumbered({},
            { game({}, "a", "b", GameResult::WhiteWins),
                game({}, "c", "b", GameResult::WhiteWins) });
        event.players = { dwzPlayer("a", 1600), dwzPlayer("b", 1400), dwzPlayer("c", 1500) };
        QCOMPARE(values(event, "PTP").at(1), 700.0);
    }

    void unratedPlayersAndTheRatingTieBreaks()
    {
        // Art. 10: Foxtrot unrated and the rules silent: every rating-based tie-break is left
        // out, 0 for everyone; the others are computed.
        rd::EventInput event = workedExample();
        event.players[5].dwz->rating.reset();
        const Standings dropped = computeStandings(event, list("ARO,TPR,RTNG,BH"));
        QVERIFY(dropped.leftOut
            == (std::vector { LeftOut::UnratedPlayer, LeftOut::UnratedPlayer,
                LeftOut::UnratedPlayer, LeftOut::No }));
        QCOMPARE(column(dropped, event, 0), (QList<double> { 0, 0, 0, 0, 0, 0 }));
        QCOMPARE(column(dropped, event, 3), (QList<double> { 8.5, 6, 7, 5, 6, 8.5 }));
        // The rules give him 1000: Alpha never met him, 2000; Bravo (1800 + 1000 + 2200) / 3
        // = 1666.67 -> 1667; Charlie (1000 + 2200) / 2 = 1600.
        event.event.properties.unratedRating = 1000;
        const Standings rated = computeStandings(event, list("ARO"));
        QVERIFY(rated.leftOut == std::vector { LeftOut::No });
        QCOMPARE(column(rated, event, 0).mid(0, 3), (QList<double> { 2000, 1667, 1600 }));
    }

    void ratingThatCountsIsTheEventsRule()
    {
        // Art. 10 with DWZ and FIDE ratings that differ (white first):
        //   a DWZ 1800 FIDE 2000; b DWZ 1600 FIDE 1700; c DWZ 1500 FIDE 1900
        //   R1: a-b 1-0   R2: a-c ½-½   R3: b-c 0-1
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.startDate = rd::Date { 2025, 5, 1 };
        const struct {
            const char *id;
            int dwz;
            int fide;
        } players[] = { { "a", 1800, 2000 }, { "b", 1600, 1700 }, { "c", 1500, 1900 } };
        for (const auto &[id, dwz, fide] : players) {
            event.players.push_back(dwzPlayer(id, dwz));
            event.players.back().fideRating = fide;
        }
        event.chessGames = { game(1, "a", "b", GameResult::WhiteWins),
            game(2, "a", "c", GameResult::Draw), game(3, "b", "c", GameResult::BlackWins) };
        // National (the default): ARO(a) = (1600 + 1500) / 2 = 1550; TPR(a) (10.2): 1.5 of 2
        // = .75, 1550 + dp(.75) 193 = 1743; RTNG(c) 1500.
        QCOMPARE(values(event, "ARO").at(0), 1550.0);
        QCOMPARE(values(event, "TPR").at(0), 1743.0);
        QCOMPARE(values(event, "RTNG").at(2), 1500.0);
        // FIDE: ARO(a) = (1700 + 1900) / 2 = 1800; TPR(a) 1800 + 193 = 1993; RTNG(c) 1900.
        event.event.properties.tieBreakRating = rd::TieBreakRating::Fide;
        QCOMPARE(values(event, "ARO").at(0), 1800.0);
        QCOMPARE(values(event, "TPR").at(0), 1993.0);
        QCOMPARE(values(event, "RTNG").at(2), 1900.0);
        // FIDE with c without a FIDE rating and the rules silent: left out (art. 10), though
        // c has a DWZ.
        event.players[2].fideRating.reset();
        const Standings dropped = computeStandings(event, list("ARO"));
        QVERIFY(dropped.leftOut == std::vector { LeftOut::UnratedPlayer });
    }

    void roundRobinForfeitsIn2023()
    {
        // 15.2: in a round robin forfeits are games; 2023: everywhere but in art. 10, where
        // FIDE's reference implementation leaves them out as the 2026 text does.
        const rd::EventInput event = roundRobinWithForfeits(2025);
        // ARO c: only d 1400 over the board (not b 1800, a 2000 by forfeit): 1400. a: d 1400,
        // b 1800: 1600; TPR a (10.2): 1.5 of 2 = .75: 1600 + dp(.75) 193 = 1793.
        QCOMPARE(values(event, "ARO").at(2), 1400.0);
        QCOMPARE(values(event, "ARO").at(0), 1600.0);
        QCOMPARE(values(event, "TPR").at(0), 1793.0);
        // BPG: a R3 (a forfeit win with Black); b R2; c R1 (its forfeit loss) and R2.
        QCOMPARE(values(event, "BPG").mid(0, 3), (QList<double> { 1, 1, 2 }));
        // WON a: R1 and the forfeit R3 = 2; BWG a: R3 = 1; REP c: 3 (its forfeits are games).
        QCOMPARE(values(event, "WON").at(0), 2.0);
        QCOMPARE(values(event, "BWG").at(0), 1.0);
        QCOMPARE(values(event, "REP").at(2), 3.0);
        // BH, real scores, no dummy: a d 0.5 + b 2.5 + c 0.5 = 3.5. SB a: 0.5 x 1 + 2.5 x ½
        // + 0.5 x 1 = 2.25.
        QCOMPARE(values(event, "BH").at(0), 3.5);
        QCOMPARE(values(event, "SB").at(0), 2.25);
    }

    void roundRobinForfeitsIn2026()
    {
        const rd::EventInput event = roundRobinWithForfeits(2026);
        // Art. 10: forfeits stay unplayed: ARO c = d 1400 only.
        QCOMPARE(values(event, "ARO").at(2), 1400.0);
        // Art. 7: a forfeit loss stays unplayed (c's R1 not in BPG: 1), a forfeit win counts
        // (a's R3 in BPG, WON, BWG); REP c 3 - 2 forfeit losses = 1.
        QCOMPARE(values(event, "BPG").mid(0, 3), (QList<double> { 1, 1, 1 }));
        QCOMPARE(values(event, "WON").at(0), 2.0);
        QCOMPARE(values(event, "BWG").at(0), 1.0);
        QCOMPARE(values(event, "REP").at(2), 1.0);
        // Note to art. 8: no Buchholz in a round robin; SB as in 2023.
        const Standings standings = computeStandings(event, list("BH-C1,FB,AOB,SB"));
        QVERIFY(standings.leftOut
            == (std::vector {
                LeftOut::RoundRobin, LeftOut::RoundRobin, LeftOut::RoundRobin, LeftOut::No }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 0, 0, 0, 0 }));
        QCOMPARE(column(standings, event, 3).at(0), 2.25);
    }

    void roundRobinEveryTieBreak()
    {
        // roundRobin() (no start date: the 2023 edition) with its real scores (15.2).
        const rd::EventInput event = roundRobin();
        const Standings standings
            = computeStandings(event, list("bh,bh-c1,bh-m1,sb,de,win,bpg,ps"));
        QCOMPARE(rd::standings::lastRound(event), 3);
        QCOMPARE(standings.afterRound, 3);
        // a: ½ (d) + 1 (b) + ½ (c) = 2; b: 1 (c) + 0 (a) + 1 (d) = 2;
        // c: 0 (b) + ½ (d) + ½ (a) = 1; d: ½ (a) + ½ (c) + 0 (b) = 1.
        QCOMPARE(points(standings, event), (QList<double> { 2, 2, 1, 1 }));
        QCOMPARE(played(standings, event), (QList<int> { 3, 3, 3, 3 }));
        // Buchholz: a: d 1 + b 2 + c 1 = 4; b: c 1 + a 2 + d 1 = 4; c: b 2 + d 1 + a 2 = 5;
        // d: a 2 + c 1 + b 2 = 5.
        QCOMPARE(column(standings, event, 0), (QList<double> { 4, 4, 5, 5 }));
        // Cut-1, the lowest goes: a 3; b 3; c 4; d 4. Median-1, the highest too: 1, 1, 2, 2.
        QCOMPARE(column(standings, event, 1), (QList<double> { 3, 3, 4, 4 }));
        QCOMPARE(column(standings, event, 2), (QList<double> { 1, 1, 2, 2 }));
        // Sonneborn-Berger: a: d 1 x ½ + b 2 x 1 + c 1 x ½ = 3; b: c 1 + d 1 = 2;
        // c: d 1 x ½ + a 2 x ½ = 1.5; d: a 2 x ½ + c 1 x ½ = 1.5.
        QCOMPARE(column(standings, event, 3), (QList<double> { 3, 2, 1.5, 1.5 }));
        // DE after points, bh, bh-c1, bh-m1 and sb: a and b no longer tied: 0; c and d tied
        // in all of them and drew: nothing separates them: 0.
        QCOMPARE(column(standings, event, 4), (QList<double> { 0, 0, 0, 0 }));
        // Wins: a 1; b 2; c 0; d 0. Black: a R3; b R2; c R1, R2; d R1, R3.
        QCOMPARE(column(standings, event, 5), (QList<double> { 1, 2, 0, 0 }));
        QCOMPARE(column(standings, event, 6), (QList<double> { 1, 1, 2, 2 }));
        // Progressive: a ½ + 1½ + 2 = 4; b 1 + 1 + 2 = 4; c 0 + ½ + 1 = 1.5; d ½ + 1 + 1 = 2.5.
        QCOMPARE(column(standings, event, 7), (QList<double> { 4, 4, 1.5, 2.5 }));
        // a before b by sb 3 > 2; c and d equal up to bpg, d ahead by ps 2.5 > 1.5.
        QCOMPARE(table(standings), (QStringList { "a 1", "b 2", "d 3", "c 4" }));
        // DE first: a beat b (places 1, 2); c and d drew (no decision, 0 each, sharing 3rd).
        const Standings direct = computeStandings(event, list("DE"));
        QCOMPARE(column(direct, event, 0), (QList<double> { 1, 2, 0, 0 }));
        QCOMPARE(table(direct), (QStringList { "a 1", "b 2", "c 3", "d 3" }));
    }

    void directEncounterLeavesForfeitsOut()
    {
        // a won against b by forfeit, b beat c: a and b 1 point. Art. 6.1.1: in a Swiss event
        // the forfeit does not count: they have not met, a (0) could be caught by b (0 + 1):
        // no decision.
        rd::EventInput event = unnumbered({ "a", "b", "c" },
            { game({}, "a", "b", GameResult::WhiteWinsByForfeit),
                game({}, "b", "c", GameResult::WhiteWins) });
        QCOMPARE(values(event, "DE"), (QList<double> { 0, 0, 0 }));
        // The event's rules count forfeits: a 1 against b 0.
        event.event.properties.directEncounterForfeits = true;
        QCOMPARE(values(event, "DE"), (QList<double> { 1, 2, 0 }));
        // A round robin counts them as games (15.2).
        event.event.properties.directEncounterForfeits = false;
        event.event.properties.tournamentType = "round robin";
        QCOMPARE(values(event, "DE"), (QList<double> { 1, 2, 0 }));
    }

    void directEncounterAveragesRepeatedGames()
    {
        // Art. 6.1.2: a beat b twice, b beat c, c beat a; b and c also beat d: a, b, c 2 points.
        // Averaged, a scores 1 against b, 0 against c = 1; b 0 + 1 = 1; c 1 + 0 = 1: all level,
        // no decision. (Summed, a's 2 would have put him first.)
        const rd::EventInput event = unnumbered({ "a", "b", "c", "d" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "b", "a", GameResult::BlackWins),
                game({}, "b", "c", GameResult::WhiteWins),
                game({}, "c", "a", GameResult::WhiteWins),
                game({}, "b", "d", GameResult::WhiteWins),
                game({}, "c", "d", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("DE"));
        QCOMPARE(points(standings, event), (QList<double> { 2, 2, 2, 0 }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 0, 0, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 1", "c 1", "d 4" }));
    }

    void directEncounterLooksAgainAtASubgroup()
    {
        // Art. 6.2: a, b, c, d all met and all have 2 points (c and d beat e and f):
        // a beat b and c, lost to d: 2; b beat c and d: 2; c beat d: 1; d beat a: 1.
        // a and b level: again on their own, a beat b: 1st and 2nd; c and d: c beat d: 3rd,
        // 4th. e and f (0) never met: no decision.
        const rd::EventInput event = unnumbered({ "a", "b", "c", "d", "e", "f" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "a", "c", GameResult::WhiteWins),
                game({}, "d", "a", GameResult::WhiteWins),
                game({}, "b", "c", GameResult::WhiteWins),
                game({}, "b", "d", GameResult::WhiteWins),
                game({}, "c", "d", GameResult::WhiteWins),
                game({}, "c", "e", GameResult::WhiteWins),
                game({}, "d", "f", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("DE"));
        QCOMPARE(points(standings, event), (QList<double> { 2, 2, 2, 2, 0, 0 }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 2, 3, 4, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 2", "c 3", "d 4", "e 5", "f 5" }));
    }

    void directEncounterOfPlayersWhoDidNotAllMeet()
    {
        // Art. 6.3: a, b, c, d 2 points; a beat b and c and never met d; b-c drew, b and c beat
        // d; b drew e, c drew f, d beat f and g. Scores among the four: a 2 (one unmet), b 1.5,
        // c 1.5, d 0 (one unmet). a: 2 > b 1.5 + 0, c 1.5 + 0, d 0 + 1: first. Second among
        // b, c, d: b 1.5 is not above c 1.5: art. 6 again for b, c, d, who all met (6.2):
        // b 1.5, c 1.5, d 0; b and c again on their own: ½ each, they share 2nd; d 4th.
        const rd::EventInput event = unnumbered({ "a", "b", "c", "d", "e", "f", "g" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "a", "c", GameResult::WhiteWins),
                game({}, "b", "c", GameResult::Draw), game({}, "b", "d", GameResult::WhiteWins),
                game({}, "c", "d", GameResult::WhiteWins), game({}, "b", "e", GameResult::Draw),
                game({}, "c", "f", GameResult::Draw), game({}, "d", "f", GameResult::WhiteWins),
                game({}, "d", "g", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("DE"));
        QCOMPARE(points(standings, event), (QList<double> { 2, 2, 2, 2, 0.5, 0.5, 0 }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 2, 2, 4, 0, 0, 0 }));
        QCOMPARE(
            table(standings), (QStringList { "a 1", "b 2", "c 2", "d 4", "e 5", "f 5", "g 7" }));
    }

    void directEncounterThatCannotSeparate()
    {
        // a beat b and d; b beat d and e; c beat d and e: a, b, c 2 points. a scored 1 among
        // them, but c, who met neither, could reach 0 + 2: no one is separated (6.3).
        const rd::EventInput event = unnumbered({ "a", "b", "c", "d", "e" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "a", "d", GameResult::WhiteWins),
                game({}, "b", "d", GameResult::WhiteWins),
                game({}, "b", "e", GameResult::WhiteWins),
                game({}, "c", "d", GameResult::WhiteWins),
                game({}, "c", "e", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("DE"));
        QCOMPARE(column(standings, event, 0), (QList<double> { 0, 0, 0, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "a 1", "b 1", "c 1", "d 4", "e 4" }));
    }

    void afterRoundOutsideTheEventCountsEveryRound()
    {
        const rd::EventInput event = workedExample();
        const auto tieBreaks = list("BH,SB,PS");
        const Standings all = computeStandings(event, tieBreaks);
        for (int afterRound : { 0, 4, 9 }) {
            const Standings standings = computeStandings(event, tieBreaks, afterRound);
            QCOMPARE(standings.afterRound, 4);
            QCOMPARE(table(standings), table(all));
            QCOMPARE(column(standings, event, 0), column(all, event, 0));
        }
        // After R1: Alpha 1, Bravo ½, Charlie 1, Delta 0, Echo ½, Foxtrot 0.
        QCOMPARE(points(computeStandings(event, tieBreaks, 1), event),
            (QList<double> { 1, 0.5, 1, 0, 0.5, 0 }));
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
        // c is unrated: C.07 art. 10 leaves the tie-break out unless the rules rate him.
        QVERIFY(
            computeStandings(event, list("aro")).leftOut == std::vector { LeftOut::UnratedPlayer });
        event.event.properties.unratedRating = 1000;
        // a: b 1800, c 1000 -> 1400. b: a 2000, d 1601 -> 1800.5 -> 1801 (half up, art. 10.1).
        // c: d 1601, a 2000 -> 1801. d: c 1000, b 1800 -> 1400.
        QCOMPARE(column(computeStandings(event, list("aro")), event, 0),
            (QList<double> { 1400, 1801, 1801, 1400 }));
        // Once a has a DWZ (1500), the event's system counts and FIDE ratings are not mixed in:
        // b, c and d count with the rules' 1000. a: b, c -> 1000; b: a, d -> 1250; c: d, a ->
        // 1250; d: c, b -> 1000.
        event.players[0].dwz.emplace();
        event.players[0].dwz->rating = 1500;
        QCOMPARE(column(computeStandings(event, list("aro")), event, 0),
            (QList<double> { 1000, 1250, 1250, 1000 }));
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

    void namesOfTheFurtherModifiers()
    {
        // C.07 art. 5 codes beside the cuts: P (forfeits as games), F (AOB over FB, 2026 art.
        // 8.2), R (the reverse order of TPN, 7.8, and RTNG, 10.6); written after a dash, read
        // after a dash or a slash, in any case.
        for (const char *name : { "BH-P", "BH-C1-P", "FB-M2-P", "SB-C1-P", "AOB-P", "AOB-F",
                 "AOB-P-F", "TPN-R", "RTNG-R" }) {
            const auto tieBreak = rd::standings::parseTieBreak(name);
            QVERIFY2(tieBreak.has_value(), name);
            QCOMPARE(QString::fromStdString(rd::standings::documentName(*tieBreak)),
                QString::fromLatin1(name));
        }
        TieBreak cutPlayed { TieBreakKind::Buchholz, 1 };
        cutPlayed.forfeitsPlayed = true;
        QVERIFY(rd::standings::parseTieBreak("bh/c1/p") == cutPlayed);
        TieBreak fore { TieBreakKind::AverageOfOpponentsBuchholz };
        fore.fore = true;
        QVERIFY(rd::standings::parseTieBreak("AOB/F") == fore);
        TieBreak reverse { TieBreakKind::Rating };
        reverse.reverse = true;
        QVERIFY(rd::standings::parseTieBreak("rtng/r") == reverse);
        // The Koya limit keeps its sign among the other modifiers.
        QVERIFY(rd::standings::parseTieBreak("KS/L-2")
            == (TieBreak { TieBreakKind::Koya, 0, false, -2 }));
        // A modifier on a tie-break without it, twice, or empty is unknown.
        for (const char *name : { "BH-F", "SB-R", "TPN-P", "BH-P-P", "ARO-P", "KS-P", "WIN-R",
                 "AOB-C1", "RTNG-R-R", "AOB-F-F", "BH-", "BH--C1", "DE-R" })
            QVERIFY2(!rd::standings::parseTieBreak(name), name);
        // The lists the command line and the event document name in their messages.
        const std::string known = rd::standings::knownTieBreakNames();
        for (const char *part : { "BH, FB, SB, AOB with -P", "AOB with -F", "TPN, RTNG with -R" })
            QVERIFY2(known.find(part) != std::string::npos, part);
    }

    void forfeitsCountAsGamesWithP()
    {
        // BH-P (art. 5 P): a forfeited game counts as played against the scheduled opponent,
        // with his adjusted score (16.3), instead of the dummy, and is no VUR for the cuts.
        // 2026: Alpha has no forfeit: 8.5 as BH; Bravo Echo 2 + Delta 1 + Foxtrot 0.5 + Alpha
        // 2.5 = 6; Charlie 7 as BH; Delta Alpha 2.5 + Bravo 2.5 + Echo 2 + Foxtrot 0.5 = 7.5;
        // Echo Bravo 2.5 + Foxtrot 0.5 + Delta 1 + the PAB's dummy 2 = 6; Foxtrot 8.5.
        const rd::EventInput event = workedExample();
        QCOMPARE(values(event, "BH-P"), (QList<double> { 8.5, 6, 7, 7.5, 6, 8.5 }));
        // 2023: Alpha's HPB dummy is his own 2.5: 1 + 3 + 2.5 + 2.5 = 9; the rest as in 2026
        // (Bravo's forfeit win now counts Delta's 1, not the dummy's 2.5).
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(values(old, "BH-P"), (QList<double> { 9, 6, 7, 7.5, 6, 8.5 }));
        // BH-C1-P 2026: Delta without a VUR now drops his lowest 0.5: 7; Echo's PAB is no VUR:
        // 6 - 0.5 = 5.5; Alpha's HPB still is: 8.5 - 2 = 6.5.
        const QList<double> cut = values(event, "BH-C1-P");
        QCOMPARE(cut.at(0), 6.5);
        QCOMPARE(cut.at(3), 7.0);
        QCOMPARE(cut.at(4), 5.5);
        // SB-P 2026: Delta 2.5 x 0 + 2.5 x 0 + 2 x 0 + 0.5 x 1 = 0.5; Bravo 2 x ½ + 1 x 1
        // + 0.5 x 1 + 2.5 x 0 = 2.5; Echo 2.5 x ½ + 0.5 x ½ + 1 x 0 + 2 x 1 = 3.5. 2023 Bravo the
        // same 2.5 (without P 4: the dummy's 2.5 for the forfeit win).
        const QList<double> weighted = values(event, "SB-P");
        QCOMPARE(weighted.at(1), 2.5);
        QCOMPARE(weighted.at(3), 0.5);
        QCOMPARE(weighted.at(4), 3.5);
        QCOMPARE(values(old, "SB-P").at(1), 2.5);
        QCOMPARE(values(old, "SB").at(1), 4.0);
    }

    void averageOfOpponentsBuchholzVariants()
    {
        // AOB-F (2026 art. 8.2): the mean Fore Buchholz of the opponents met over the board.
        // FB 2026 (see foreBuchholz): Alpha 8.5, Bravo 5.5, Charlie 7, Delta 4, Echo 6.5,
        // Foxtrot 8.5. Alpha met Delta, Charlie, Bravo: (4 + 7 + 5.5) / 3 = 5.5; Foxtrot met
        // Charlie, Echo, Bravo, Delta: (7 + 6.5 + 5.5 + 4) / 4 = 5.75.
        const QList<double> fore = values(workedExample(), "AOB-F");
        QCOMPARE(fore.at(0), 5.5);
        QCOMPARE(fore.at(5), 5.75);
        // 2023 FB: 8.5, 8, 7, 4, 8, 8.5. Alpha (4 + 7 + 8) / 3 = 6.333 -> 6.33 (two decimals);
        // Foxtrot (7 + 8 + 8 + 4) / 4 = 6.75.
        const QList<double> oldFore = values(workedExample(TieBreakEdition::Fide2023), "AOB-F");
        QCOMPARE(oldFore.at(0), 6.33);
        QCOMPARE(oldFore.at(5), 6.75);
        // AOB 2026 Delta met Alpha and Foxtrot over the board: (8.5 + 8.5) / 2 = 8.5. AOB-P also
        // meets Bravo and Echo, who forfeited against him, each with his BH-P (see
        // forfeitsCountAsGamesWithP): (8.5 + 6 + 6 + 8.5) / 4 = 7.25.
        QCOMPARE(values(workedExample(), "AOB").at(3), 8.5);
        QCOMPARE(values(workedExample(), "AOB-P").at(3), 7.25);
    }

    void reverseOrderOfPairingNumberAndRating()
    {
        // Art. 7.8 and 10.6 name a reverse variant: TPN-R ranks the higher number first, RTNG-R
        // the lower rating. Alpha (1, 2200) and Bravo (2, 2100) have 2.5: Bravo first; Charlie
        // (3, 2000) and Echo (5, 1800) have 2: Echo first; Delta 1, Foxtrot ½.
        const rd::EventInput event = workedExample();
        const QStringList reversed { "2 1", "1 2", "5 3", "3 4", "4 5", "6 6" };
        QCOMPARE(table(computeStandings(event, list("TPN-R"))), reversed);
        QCOMPARE(table(computeStandings(event, list("RTNG-R"))), reversed);
        // The values stay the number and the rating.
        QCOMPARE(values(event, "TPN-R"), (QList<double> { 1, 2, 3, 4, 5, 6 }));
        QCOMPARE(values(event, "RTNG-R"), (QList<double> { 2200, 2100, 2000, 1900, 1800, 1700 }));
        // Without R: Alpha, Bravo, Charlie, Echo.
        QCOMPARE(table(computeStandings(event, list("RTNG"))),
            (QStringList { "1 1", "2 2", "3 3", "5 4", "4 5", "6 6" }));
    }

    void sonnebornBergerCutAmongSeveralVoluntaryRounds()
    {
        // twoVoluntaryRounds(), p's rounds (2026, R = 4, D x R = 2):
        //   R1 HPB: dummy min(2.5, 2) = 2 (16.4.2), x ½: 1 (VUR)
        //   R2 beat x 1.5: 1.5;   R3 beat y 0.5: 0.5
        //   R4 forfeit loss to z: dummy min(2.5, adj z 4) = 2.5 (16.4.1), x 0: 0 (VUR)
        // SB = 1 + 1.5 + 0.5 + 0 = 3. SB-C1 (16.5): b = the lowest-scored opponent's
        // contribution, y 0.5; a = the VUR whose dummy has the lowest score, the HPB (2 < 2.5):
        // 1. The larger, 1, goes: 2. (The lowest VUR contribution, 0, would have left 2.5.)
        const rd::EventInput event = twoVoluntaryRounds();
        QCOMPARE(values(event, "SB").at(0), 3.0);
        QCOMPARE(values(event, "SB-C1").at(0), 2.0);
        // BH = 2 + 1.5 + 0.5 + 2.5 = 6.5; BH-C1 drops the VUR with the lowest score, 2: 4.5.
        QCOMPARE(values(event, "BH").at(0), 6.5);
        QCOMPARE(values(event, "BH-C1").at(0), 4.5);
        // 2023: both dummies are p's own 2.5: HPB 1.25, forfeit loss 0. SB = 1.25 + 1.5 + 0.5
        // + 0 = 3.25; a = 0 (the lower contribution of the two equal scores) < b = 0.5: y's
        // 0.5 goes: 2.75. BH = 2.5 + 1.5 + 0.5 + 2.5 = 7, BH-C1 7 - 2.5 = 4.5.
        rd::EventInput old = event;
        old.event.properties.tieBreakEdition = TieBreakEdition::Fide2023;
        QCOMPARE(values(old, "SB").at(0), 3.25);
        QCOMPARE(values(old, "SB-C1").at(0), 2.75);
        QCOMPARE(values(old, "BH").at(0), 7.0);
        QCOMPARE(values(old, "BH-C1").at(0), 4.5);
    }

    void sonnebornBergerCutTakesTheLowestScoreFirst()
    {
        // Art. 14.1: SB-C1 drops the contribution of the lowest-scored opponent, the lowest
        // product among several of them; not simply the lowest product. t drew u, beat v, lost
        // to w; u drew x, v and w beat x: t 1.5, u 1, v 1, w 2, x ½.
        // SB(t) = u 1 x ½ + v 1 x 1 + w 2 x 0 = 1.5. The lowest score 1 is u's and v's; the
        // lower product is u's ½: SB-C1 = 1. (w's 0 is the lowest product, but w scored most.)
        const rd::EventInput event = unnumbered({ "t", "u", "v", "w", "x" },
            { game({}, "t", "u", GameResult::Draw), game({}, "t", "v", GameResult::WhiteWins),
                game({}, "w", "t", GameResult::WhiteWins), game({}, "u", "x", GameResult::Draw),
                game({}, "v", "x", GameResult::WhiteWins),
                game({}, "w", "x", GameResult::WhiteWins) });
        QCOMPARE(values(event, "SB").at(0), 1.5);
        QCOMPARE(values(event, "SB-C1").at(0), 1.0);
        // BH(t) = 1 + 1 + 2 = 4; BH-C1 3.
        QCOMPARE(values(event, "BH").at(0), 4.0);
        QCOMPARE(values(event, "BH-C1").at(0), 3.0);
    }

    void cutTwoDropsTwoVoluntaryRounds()
    {
        // Art. 14.2 with 16.5 repeated. Charlie: Foxtrot 0.5, Alpha 2.5, ZPB 2*, ZPB 2* (both
        // editions, 2 = D x R): BH-C2 drops both VURs: 0.5 + 2.5 = 3 (the two lowest values
        // would have left 4.5). Delta: Alpha 2.5, forfeit loss 1*, double forfeit 1*, Foxtrot
        // 0.5: BH-C2 2.5 + 0.5 = 3.
        for (const rd::EventInput &event :
            { workedExample(), workedExample(TieBreakEdition::Fide2023) }) {
            const QList<double> cut = values(event, "BH-C2");
            QCOMPARE(cut.at(2), 3.0);
            QCOMPARE(cut.at(3), 3.0);
            // SB-C2 Charlie, contributions Foxtrot 0.5, Alpha 2.5, 0*, 0*: first a = 0 < b =
            // Foxtrot's 0.5: 0.5 goes; then b = the lowest score left, a dummy 2 with 0, a = 0:
            // a VUR goes: 2.5 + 0 = 2.5.
            QCOMPARE(values(event, "SB-C2").at(2), 2.5);
        }
    }

    void mediansCutTheHighestValueWithoutTheVoluntaryRule()
    {
        // Art. 14.3, 14.4: the low half follows 16.5, the high half drops the highest value.
        // Charlie 0.5, 2.5, 2*, 2*: BH-M1 drops a VUR 2 and then 2.5: 0.5 + 2 = 2.5; BH-M2 drops
        // both VURs and then 2.5 and 0.5: 0.
        const rd::EventInput event = workedExample();
        QCOMPARE(values(event, "BH-M1").at(2), 2.5);
        QCOMPARE(values(event, "BH-M2").at(2), 0.0);
        // Echo 2026: Bravo 2.5, Foxtrot 0.5, double forfeit 1*, PAB 2: BH-M1 drops the VUR 1 and
        // the highest 2.5: 2.5. SB contributions 1.25, 0.25, 0*, 2: low a = 0 < b = Foxtrot's
        // 0.25: 0.25 goes; high 2 (the PAB): 1.25 + 0 = 1.25.
        QCOMPARE(values(event, "BH-M1").at(4), 2.5);
        QCOMPARE(values(event, "SB-M1").at(4), 1.25);
        // 2023, the double forfeit's dummy 2*: BH-M1 drops 2* and 2.5: 0.5 + 2 = 2.5; SB as 2026.
        const rd::EventInput old = workedExample(TieBreakEdition::Fide2023);
        QCOMPARE(values(old, "BH-M1").at(4), 2.5);
        QCOMPARE(values(old, "SB-M1").at(4), 1.25);
    }

    void forfeitWinCappedAtTheAdjustedScoreOfTheAbsentOpponent()
    {
        // forfeitBeforeWithdrawal() (2026, D x R = 2). a's R3 forfeit win: dummy min(3.5, adj
        // d 1) = 1 (16.4.1: d's adjusted score, not his real ½). BH(a) = b 2 + c 2 + 1 + b 2 = 7;
        // SB(a) = 2 x 1 + 2 x 1 + 1 x 1 + 2 x ½ = 6.
        rd::EventInput event = forfeitBeforeWithdrawal();
        QCOMPARE(values(event, "BH").at(0), 7.0);
        QCOMPARE(values(event, "SB").at(0), 6.0);
        // b played every round: a 3.5 + d 1 + c 2 + a 3.5 = 10. c: d adj 1 + a 3.5 + b 2 + the
        // PAB's dummy min(2, 2) = 2: 8.5. d: c 2 + b 2 + forfeit loss min(½, adj a 3.5) ½* + ZPB
        // min(½, 2) ½* = 5; BH-C1 drops a VUR ½: 4.5.
        QCOMPARE(values(event, "BH").mid(1, 3), (QList<double> { 10, 8.5, 5 }));
        QCOMPARE(values(event, "BH-C1").at(3), 4.5);
        // 2023: the dummy is a's own 3.5: BH 2 + 2 + 3.5 + 2 = 9.5; SB 2 + 2 + 3.5 + 1 = 8.5;
        // b, c and d as in 2026 (no cap bit).
        event.event.properties.tieBreakEdition = TieBreakEdition::Fide2023;
        QCOMPARE(values(event, "BH"), (QList<double> { 9.5, 10, 8.5, 5 }));
        QCOMPARE(values(event, "SB").at(0), 8.5);
    }

    void lastRoundRuleFollowsTheStandingsRound()
    {
        // allocatedBye(1, true) (2023 edition): s is absent in R2 and draws q in R3.
        // Final: s's absence is followed by a played round (16.2.3): face value, adj s = 0 + 0
        // + ½ = ½. BH(r) = s ½ + q (0 + 0 + ½) ½ + p 3 = 4.
        const rd::EventInput event = allocatedBye(1, true);
        QCOMPARE(values(event, "BH").at(2), 4.0);
        // After R2 the absence is the last round counted (16.2.5): a draw for the opponents:
        // adj s = 0 + ½ = ½ (real 0). BH(r) = s ½ + q (0 + 0) 0 = 0.5.
        const Standings early = computeStandings(event, list("BH"), 2);
        QCOMPARE(early.afterRound, 2);
        QCOMPARE(points(early, event), (QList<double> { 2, 0, 2, 0 }));
        QCOMPARE(column(early, event, 0).at(2), 0.5);
        // s's own dummy is his real score 0 (16.4): BH(s) = r 2 + 0 = 2.
        QCOMPARE(column(early, event, 0).at(3), 2.0);
    }

    void foreBuchholzDrawsAForfeitOfTheFinalRound()
    {
        // Art. 8.3 in unplayedCategories(): d's R3 forfeit loss to x5 becomes a draw, a played
        // game. Fore scores: x4 lost R1, absent R2, R3 c-x4 drawn: ½ (the absence before a
        // game: face value); x2 lost R1, R2, R3 a-x2 drawn: ½; x5 lost R1, absent R2, R3 drawn:
        // ½. FB(d) = x4 ½ + x2 ½ + x5 ½ = 1.5, no dummy, in both editions.
        rd::EventInput event = unplayedCategories();
        for (const TieBreakEdition edition :
            { TieBreakEdition::Fide2023, TieBreakEdition::Fide2026 }) {
            event.event.properties.tieBreakEdition = edition;
            QCOMPARE(values(event, "FB").at(3), 1.5);
            // FB-C1 drops the lowest ½ (no VUR is left): 1.
            QCOMPARE(values(event, "FB-C1").at(3), 1.0);
        }
        // BH(d) keeps the forfeit: 3 in 2023, 2 in 2026 (dummyOpponentOfEachEdition).
        QCOMPARE(values(event, "BH").at(3), 2.0);
    }

    void progressiveScoreOfUnplayedRounds()
    {
        // Art. 7.5: every round adds its points, byes, forfeits and absences too; no art. 16.
        // unplayedCategories(): e ZPB 0, PAB 1, ZPB 0: running 0, 1, 1: PS 2, PS-C1 (14.1,
        // without S1) 2, PS-C2 1. f 1, absent, absent: 1, 1, 1: 3, 2, 1. g 1, double forfeit 0,
        // 1: 1, 1, 2: 4, 3, 2. a 1, ZPB, 1: 1, 1, 2: 4, 3, 2.
        const rd::EventInput event = unplayedCategories();
        QCOMPARE(values(event, "PS").mid(4, 3), (QList<double> { 2, 3, 4 }));
        QCOMPARE(values(event, "PS-C1").mid(4, 3), (QList<double> { 2, 2, 3 }));
        QCOMPARE(values(event, "PS-C2").mid(4, 3), (QList<double> { 1, 1, 2 }));
        QCOMPARE(values(event, "PS").at(0), 4.0);
    }

    void ownRecordOfEachCategory()
    {
        // unplayedCategories(), art. 7.1 WIN (a win's points, played or not), 7.2 WON (over the
        // board), 7.6 REP (rounds less requested byes, absences and forfeit losses):
        //   a W ZPB W: 2 2 2;  b W W ZPB: 2 2 2;  c W ZPB forfeit loss: 1 1 1;
        //   d W W forfeit loss: 2 2 2;  e ZPB PAB ZPB: 1 0 1;  f W absent absent: 1 1 1;
        //   g W double forfeit W: 2 2 2;  x4 L absent forfeit win: 1 0 2.
        const rd::EventInput event = unplayedCategories();
        QCOMPARE(values(event, "WIN").mid(0, 7), (QList<double> { 2, 2, 1, 2, 1, 1, 2 }));
        QCOMPARE(values(event, "WON").mid(0, 7), (QList<double> { 2, 2, 1, 2, 0, 1, 2 }));
        QCOMPARE(values(event, "REP").mid(0, 7), (QList<double> { 2, 2, 1, 2, 1, 1, 2 }));
        QCOMPARE(values(event, "WIN").at(10), 1.0);
        QCOMPARE(values(event, "WON").at(10), 0.0);
        QCOMPARE(values(event, "REP").at(10), 2.0);
        // GE, the 2023 text's name, is the same tie-break.
        QCOMPARE(values(event, "GE"), values(event, "REP"));
    }

    void standardPointsOfUnplayedRounds()
    {
        // Art. 7.7 round by round: 1 for outscoring the opponent or more than a draw's points
        // without playing, ½ for level or a draw's points without playing. unplayedCategories():
        // e ZPB 0, PAB 1, ZPB 0: 1; g 1, double forfeit 0 (no points without playing), 1: 2;
        // x4 0, absent 0, forfeit win 1: 1; b 1, 1, ZPB 0: 2. Under 1-½-0 the points.
        const rd::EventInput event = unplayedCategories();
        const QList<double> standard = values(event, "STD");
        QCOMPARE(standard.at(4), 1.0);
        QCOMPARE(standard.at(6), 2.0);
        QCOMPARE(standard.at(10), 1.0);
        QCOMPARE(standard.at(1), 2.0);
        QCOMPARE(standard, points(computeStandings(event, {}), event));
    }

    void averageRatingCutsAndMedians()
    {
        // Art. 10.1 with 14.1-14.4 on ratings, rounded half up. Foxtrot met 2000, 1800, 2100,
        // 1900: ARO-C1 (2000 + 2100 + 1900) / 3 = 2000; ARO-C2 (2000 + 2100) / 2 = 2050; ARO-M1
        // (2000 + 1900) / 2 = 1950; ARO-M2 nothing left: 0. Alpha met 1900, 2000, 2100: ARO-C2
        // 2100; ARO-M1 2000.
        const rd::EventInput event = workedExample();
        QCOMPARE(values(event, "ARO-C1").at(5), 2000.0);
        QCOMPARE(values(event, "ARO-C2").at(5), 2050.0);
        QCOMPARE(values(event, "ARO-M1").at(5), 1950.0);
        QCOMPARE(values(event, "ARO-M2").at(5), 0.0);
        QCOMPARE(values(event, "ARO-C2").at(0), 2100.0);
        QCOMPARE(values(event, "ARO-M1").at(0), 2000.0);
    }

    void ratingTieBreaksWithTheRulesRatingForAnUnratedPlayer()
    {
        // Art. 10 preamble: the rules give the unrated Foxtrot 1500. RTNG (10.6) 1500 for him;
        // ARO Bravo (1800 + 1500 + 2200) / 3 = 1833.33 -> 1833; Charlie (1500 + 2200) / 2 = 1850,
        // TPR (10.2) 1850 + dp(1.00) 800 = 2650.
        rd::EventInput event = workedExample();
        event.players[5].dwz->rating.reset();
        event.event.properties.unratedRating = 1500;
        QCOMPARE(values(event, "RTNG"), (QList<double> { 2200, 2100, 2000, 1900, 1800, 1500 }));
        QCOMPARE(values(event, "ARO").mid(1, 2), (QList<double> { 1833, 1850 }));
        QCOMPARE(values(event, "TPR").at(2), 2650.0);
    }

    void koyaLeavesOutAnEntrantWhoNeverPlayed()
    {
        // A round robin (2023) whose z never came, his games recorded as forfeits:
        //   R1 a-b 1-0, c-z +--   R2 z-a --+, b-c 1-0   R3 b-z +--, c-a 0-1
        // a 3, b 2, c 1, z 0. Art. 9.2: a player could score in the rounds of his games, 2
        // (z takes no round from the others, as FIDE's reference implementation counts): 50 %
        // is 1 point. KS: a beat b (2) and c (1): 2; b beat c: 1; c 0; z 0.
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.startDate = rd::Date { 2025, 9, 1 };
        event.event.properties.tournamentType = "Round Robin";
        for (const char *id : { "a", "b", "c", "z" })
            event.players.push_back(dwzPlayer(id, 1500));
        event.chessGames = { game(1, "a", "b", GameResult::WhiteWins),
            game(1, "c", "z", GameResult::WhiteWinsByForfeit),
            game(2, "z", "a", GameResult::BlackWinsByForfeit),
            game(2, "b", "c", GameResult::WhiteWins),
            game(3, "b", "z", GameResult::WhiteWinsByForfeit),
            game(3, "c", "a", GameResult::BlackWins) };
        QCOMPARE(values(event, "KS"), (QList<double> { 2, 1, 0, 0 }));
        // KS-L+1 (14.5) asks 1.5 points: only a and b reach it: a 1, b 0.
        QCOMPARE(values(event, "KS-L+1"), (QList<double> { 1, 0, 0, 0 }));
    }

    void directEncounterWithinTheGroupsAnEarlierTieBreakLeaves()
    {
        // Art. 4.2: DE after BPG looks at each group BPG leaves. The event of
        // directEncounterLooksAgainAtASubgroup: a, b, c, d 2 points; Black (7.3): a 1 (d-a),
        // b 1 (a-b), c 2 (a-c, b-c), d 2 (b-d, c-d), e 1, f 1. {c, d}: c beat d: 1, 2;
        // {a, b}: a beat b: 1, 2; {e, f} never met: 0.
        const rd::EventInput event = unnumbered({ "a", "b", "c", "d", "e", "f" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "a", "c", GameResult::WhiteWins),
                game({}, "d", "a", GameResult::WhiteWins),
                game({}, "b", "c", GameResult::WhiteWins),
                game({}, "b", "d", GameResult::WhiteWins),
                game({}, "c", "d", GameResult::WhiteWins),
                game({}, "c", "e", GameResult::WhiteWins),
                game({}, "d", "f", GameResult::WhiteWins) });
        const Standings standings = computeStandings(event, list("BPG,DE"));
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 1, 2, 2, 1, 1 }));
        QCOMPARE(column(standings, event, 1), (QList<double> { 1, 2, 1, 2, 0, 0 }));
        QCOMPARE(table(standings), (QStringList { "c 1", "d 2", "a 3", "b 4", "e 5", "f 5" }));
    }

    void directEncounterSeparatesByTheAverageOfRepeatedGames()
    {
        // Art. 6.1.2 in a double round robin: a beat b and drew him; c beat a; b beat c.
        // a 1 + ½ + 0 = 1.5, b 0 + ½ + 1 = 1.5, c 1. a and b met: a (1 + ½) / 2 = 0.75, b (0 + ½)
        // / 2 = 0.25 (6.2): a 1st, b 2nd; c alone: 0.
        rd::EventInput event = unnumbered({ "a", "b", "c" },
            { game({}, "a", "b", GameResult::WhiteWins), game({}, "b", "a", GameResult::Draw),
                game({}, "c", "a", GameResult::WhiteWins),
                game({}, "b", "c", GameResult::WhiteWins) });
        event.event.properties.tournamentType = "Double Round Robin";
        const Standings standings = computeStandings(event, list("DE"));
        QCOMPARE(points(standings, event), (QList<double> { 1.5, 1.5, 1 }));
        QCOMPARE(column(standings, event, 0), (QList<double> { 1, 2, 0 }));
    }

    void fullPointByeIsTreatedAsThePairingAllocatedBye()
    {
        // A bye of a full point not marked unpaired (TRF F, 16.2.1): as the PAB of
        // pairingAllocatedByeIsNotVoluntary, no VUR: 2023 BH-C1(p) = q ½ + 3 + r 2 - ½ = 5;
        // WIN 3 (7.1), REP 3 (7.6), WON 2.
        const rd::EventInput event = allocatedBye(1, false);
        QCOMPARE(values(event, "BH-C1").at(0), 5.0);
        QCOMPARE(values(event, "WIN").at(0), 3.0);
        QCOMPARE(values(event, "REP").at(0), 3.0);
        QCOMPARE(values(event, "WON").at(0), 2.0);
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
