// A Swiss event's rounds in the event (event-document.md "Rounds"): the document keeps late
// entries, withdrawals, forbidden pairs, the acceleration and the limit of requested byes, and
// refuses what breaks them; each round's state follows its games; and the pairing sees a stored
// event exactly as it sees the same event as a TRF file (io::tournamentOf, io::readTrfTournament).
#include "engine/io/EventTournament.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/trf/TrfTournament.h"
#include "engine/model/Rounds.h"
#include "engine/pairing/RoundCheck.h"
#include "tests/TestData.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace rd;
using rd::model::RoundState;

namespace {

// Six players, five rounds planned: round 1 complete, round 2 with one of its two boards
// decided, round 3 paired without results, a bye asked for round 4. Petra Lang (6) enters late
// from round 2, her missed round worth half a point; Otto Bauer (5) withdrew from round 3.
const QByteArray kRunningEvent = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Open 2026", "end_date": "2026-05-10", "rounds_planned": 5,
             "acceleration": "baku", "requested_bye_limit": 1, "missed_round_points": 0.5 },
  "players": [ { "id": "1", "name": "Meyer, Jan" }, { "id": "2", "name": "Schulz, Eva" },
               { "id": "3", "name": "Weber, Tom" }, { "id": "4", "name": "Wolf, Ida" },
               { "id": "5", "name": "Bauer, Otto", "withdrawn_from": 3 },
               { "id": "6", "name": "Lang, Petra", "first_round": 2 } ],
  "games": [ { "round": 1, "white": "1", "black": "4", "result": "1-0" },
             { "round": 1, "white": "5", "black": "2", "result": "0-1" },
             { "round": 2, "white": "2", "black": "1", "result": "1/2-1/2" },
             { "round": 2, "white": "4", "black": "6", "result": "*" },
             { "round": 3, "white": "1", "black": "6", "result": "*" },
             { "round": 3, "white": "3", "black": "2", "result": "*" } ],
  "byes": [ { "round": 1, "player": "3", "unpaired": true },
            { "round": 2, "player": "3", "points": 0.5 },
            { "round": 2, "player": "5", "points": 0 },
            { "round": 3, "player": "4", "unpaired": true },
            { "round": 4, "player": "2", "points": 0.5 } ],
  "forbidden_pairs": [ [ "1", "2" ] ]
})";

EventInput read(const QByteArray &json)
{
    const io::EventReadResult result = io::readEventDocument(json);
    if (!result.event) {
        QStringList errors;
        for (const io::DocumentError &error : result.errors)
            errors << error.toString();
        qFatal("not read: %s", qPrintable(errors.join(QStringLiteral("; "))));
    }
    return *result.event;
}

// The places of the errors of `json`.
QStringList errorPaths(const QByteArray &json)
{
    QStringList paths;
    for (const io::DocumentError &error : io::readEventDocument(json).errors)
        paths << error.path;
    return paths;
}

// Each player's cells of `t` up to `rounds`, as "opponent colour outcome"; the colour only of
// played games and pending ones (a forfeit's colour plays no part in the pairing).
QStringList cells(const pairing::Tournament &t, int rounds)
{
    QStringList all;
    for (const pairing::Player &p : t.players) {
        QStringList line { QString::number(p.startNumber) };
        for (int round = 1; round <= rounds; ++round) {
            const pairing::RoundEntry &e = p.round(round);
            const bool coloured
                = pairing::isPlayedGame(e.outcome) || e.outcome == pairing::Outcome::Pending;
            line << QStringLiteral("%1%2%3")
                        .arg(e.opponent)
                        .arg(coloured ? int(e.colour) : 0)
                        .arg(int(e.outcome));
        }
        all << line.join(QLatin1Char(' '));
    }
    return all;
}

// The boards of a pairing as "white-black", and the bye as "bye N", in board order.
QStringList boards(const pairing::NextRound &next)
{
    QStringList words;
    if (!next.result.pairing)
        return { QStringLiteral("unpairable") };
    for (const pairing::Board &b : next.result.pairing->boards)
        words << QStringLiteral("%1-%2").arg(b.white).arg(b.black);
    if (next.result.pairing->byePlayer)
        words << QStringLiteral("bye %1").arg(next.result.pairing->byePlayer);
    return words;
}

// The reference tournament `name` with the rounds after `rounds` taken away.
pairing::Tournament cut(const QString &name, int rounds)
{
    pairing::Tournament t = *io::readTrfTournament(test::testData(name)).tournament;
    for (pairing::Player &p : t.players)
        if (static_cast<int>(p.rounds.size()) > rounds)
            p.rounds.resize(rounds);
    return t;
}

EventInput eventOf(const pairing::Tournament &t)
{
    io::EventReadResult read = io::readTrf(io::writeTrfTournament(t));
    if (!read.event)
        qFatal("the TRF is not read as an event");
    return *read.event;
}

} // namespace

class TestEventRounds : public QObject {
    Q_OBJECT

private slots:
    void theDocumentKeepsTheRounds()
    {
        const EventInput event = read(kRunningEvent);
        QCOMPARE(event.players[4].withdrawnFrom, std::optional(3));
        QCOMPARE(event.players[5].firstRound, std::optional(2));
        QVERIFY(!event.players[0].firstRound && !event.players[0].withdrawnFrom);
        QCOMPARE(event.forbiddenPairs.size(), std::size_t { 1 });
        QCOMPARE(event.forbiddenPairs[0], (ForbiddenPair { "1", "2" }));
        const EventProperties &rules = event.event.properties;
        QCOMPARE(rules.acceleration, PairingAcceleration::Baku);
        QCOMPARE(rules.requestedByeLimit, std::optional(1));
        QCOMPARE(rules.missedRoundPoints, 0.5);
        // Written and read again, nothing is lost.
        const EventInput again = read(io::writeEventDocument(event, false));
        QCOMPARE(io::writeEventDocument(again, false), io::writeEventDocument(event, false));
        QCOMPARE(again.players[4].withdrawnFrom, std::optional(3));
        QCOMPARE(again.forbiddenPairs, event.forbiddenPairs);
        QVERIFY(again.event.properties == rules);
    }

    void theDocumentRefusesWhatBreaksTheRounds()
    {
        QByteArray json = kRunningEvent;
        // A pair of one player, a pair of three, an unknown player.
        json.replace(R"([ [ "1", "2" ] ])", R"([ [ "1", "1" ], [ "1", "2", "3" ], [ "1", "9" ] ])");
        QCOMPARE(errorPaths(json),
            QStringList({ "forbidden_pairs[0]", "forbidden_pairs[1]", "forbidden_pairs[2][1]" }));
        // A second bye worth half a point for Eva Schulz (2) when the event allows one.
        json = kRunningEvent;
        json.replace(R"({ "round": 4, "player": "2", "points": 0.5 } ])",
            R"({ "round": 4, "player": "2", "points": 0.5 },
               { "round": 5, "player": "2", "points": 0.5 } ])");
        QCOMPARE(errorPaths(json), QStringList({ "byes[5]" }));
        // Byes worth nothing are absences and do not count.
        json.replace(R"("round": 5, "player": "2", "points": 0.5)",
            R"("round": 5, "player": "2", "points": 0)");
        QVERIFY(errorPaths(json).isEmpty());
        // A round before the first, an acceleration not known.
        json = kRunningEvent;
        json.replace(R"("withdrawn_from": 3)", R"("withdrawn_from": 0)");
        json.replace(R"("acceleration": "baku")", R"("acceleration": "swiss")");
        QCOMPARE(
            errorPaths(json), QStringList({ "event.acceleration", "players[4].withdrawn_from" }));
    }

    void eachRoundHasItsState()
    {
        EventInput event = read(kRunningEvent);
        // Round 1: both games decided and the pairing-allocated bye; round 2: one of two boards
        // decided; round 3: two boards without a result; round 4 holds only a bye asked for;
        // round 5 is planned.
        const std::vector<RoundState> expected { RoundState::Complete, RoundState::ResultsIn,
            RoundState::Paired, RoundState::NotPaired, RoundState::NotPaired };
        QCOMPARE(model::roundStates(event), expected);
        QCOMPARE(model::lastPairedRound(event), 3);
        for (ChessGame &game : event.chessGames)
            if (game.round >= 2)
                game.result = GameResult::BlackWinsByForfeit;
        QCOMPARE(model::roundStates(event)[1], RoundState::Complete);
        QCOMPARE(model::roundStates(event)[2], RoundState::Complete);
    }

    // The event read from each reference tournament's TRF is, for the pairing, cell for cell the
    // tournament the pairing reads from the same file.
    void theEventGivesTheCellsOfTheFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("half-point byes, bye worth 1/2")
            << QStringLiteral("pairing/dutch-100004.trf");
        QTest::newRow("forfeits, absences") << QStringLiteral("pairing/dutch-100027.trf");
        QTest::newRow("forfeits") << QStringLiteral("pairing/dutch-100916.trf");
        QTest::newRow("22 half-point byes") << QStringLiteral("pairing/dutch-100069.trf");
    }
    void theEventGivesTheCellsOfTheFile()
    {
        QFETCH(QString, file);
        const QByteArray bytes = test::testData(file);
        const pairing::Tournament fromFile = *io::readTrfTournament(bytes).tournament;
        const io::EventReadResult read = io::readTrf(bytes);
        QVERIFY(read.event);
        const io::EventTournament fromEvent = io::tournamentOf(*read.event);
        QVERIFY2(fromEvent.tournament, qPrintable(fromEvent.error));
        QCOMPARE(fromEvent.tournament->points.pairingBye, fromFile.points.pairingBye);
        QCOMPARE(cells(*fromEvent.tournament, fromFile.roundsInFile()),
            cells(fromFile, fromFile.roundsInFile()));
    }

    // Round 5 of dutch-100916 as the reference engine paired it (its column 5: 2-3, 1-7, 4-6,
    // 10-9, 12-13, 14-11, 15-5, the bye to 8), from the event after round 4.
    void theNextRoundIsTheReferencesRound()
    {
        const pairing::Tournament full
            = *io::readTrfTournament(test::testData(QStringLiteral("pairing/dutch-100916.trf")))
                   .tournament;
        const io::EventTournament built
            = io::tournamentOf(eventOf(cut(QStringLiteral("pairing/dutch-100916.trf"), 4)));
        QVERIFY(built.tournament);
        const pairing::NextRound next = pairing::pairNextRound(*built.tournament);
        QCOMPARE(next.round, 5);
        QVERIFY(next.result.pairing);
        const pairing::PairingToCheck reference = pairing::pairingInRound(full, 5);
        std::vector<std::pair<int, int>> ours;
        for (const pairing::Board &b : next.result.pairing->boards)
            ours.push_back({ b.white, b.black });
        std::vector<std::pair<int, int>> theirs = reference.pairs;
        std::sort(ours.begin(), ours.end());
        std::sort(theirs.begin(), theirs.end());
        QCOMPARE(ours, theirs);
        QCOMPARE(next.result.pairing->byePlayer, reference.byePlayer);
    }

    // A withdrawal, a late entry, a bye asked for, a forbidden pair and Baku acceleration in the
    // event pair round 5 as the same tournament does with them as a TRF file has them (rank 0,
    // H cells, 240, 260, 250).
    void theEventsRulesPairAsTheFilesRecords()
    {
        pairing::Tournament file = cut(QStringLiteral("pairing/dutch-100916.trf"), 4);
        EventInput event = eventOf(file);
        // 3 withdraws from round 5 (where the reference pairs him with 2), 10 asks for a
        // half-point bye in it, 2 and 4 are kept apart.
        event.players[2].withdrawnFrom = 5;
        file.player(3).withdrawn = true;
        event.byes.push_back({ 5, event.players[9].id, 0.5, false });
        file.announcedByes.push_back({ 5, pairing::Outcome::HalfBye, 10 });
        event.forbiddenPairs.push_back({ event.players[1].id, event.players[3].id });
        file.forbidden.push_back({ 1, 999, { 2, 4 } });
        // Lena Late (16) enters in round 5; her four missed rounds score half a point each.
        PlayerInput late;
        late.id = "late";
        late.name = "Late, Lena";
        late.firstRound = 5;
        event.players.push_back(late);
        event.event.properties.missedRoundPoints = 0.5;
        pairing::Player lena;
        lena.startNumber = 16;
        lena.name = late.name;
        lena.rounds.assign(4, { 0, pairing::Colour::None, pairing::Outcome::HalfBye });
        file.players.push_back(lena);
        // Baku over 7 rounds.
        event.event.properties.roundsPlanned = 7;
        event.event.properties.acceleration = PairingAcceleration::Baku;
        file.plannedRounds = 7;
        file.acceleration = pairing::bakuAcceleration(16, 7);

        const io::EventTournament built = io::tournamentOf(event);
        QVERIFY2(built.tournament, qPrintable(built.error));
        const QStringList ours = boards(pairing::pairNextRound(*built.tournament));
        QCOMPARE(ours, boards(pairing::pairNextRound(file)));
        const QString all = ours.join(QLatin1Char(' ')) + QLatin1Char(' ');
        QVERIFY(!all.contains(QRegularExpression(QStringLiteral("\\b(3|10)\\b"))));
        QVERIFY(all.contains(QRegularExpression(QStringLiteral("\\b16\\b"))));
        QVERIFY(!ours.contains(QStringLiteral("2-4")) && !ours.contains(QStringLiteral("4-2")));
    }

    // Round 1 of four players (C.04.3 1.2, 5.2.5): S1 = 1, 2 meets S2 = 3, 4; the top player of
    // board 1 gets the initial colour and board 2's top player the other one. White when the
    // event draws none: 1-3, 4-2; Black drawn: 3-1, 2-4.
    void roundOneTakesTheInitialColour()
    {
        QByteArray json = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
          "event": { "name": "Open 2026", "end_date": "2026-05-10", "rounds_planned": 3 },
          "players": [ { "id": "1", "name": "Meyer, Jan" }, { "id": "2", "name": "Schulz, Eva" },
                       { "id": "3", "name": "Weber, Tom" }, { "id": "4", "name": "Wolf, Ida" } ] })";
        const auto firstRound = [](const EventInput &event) {
            return boards(pairing::pairNextRound(*io::tournamentOf(event).tournament));
        };
        QCOMPARE(firstRound(read(json)), QStringList({ "1-3", "4-2" }));
        json.replace(R"("rounds_planned": 3)", R"("rounds_planned": 3, "initial_colour": "black")");
        const EventInput black = read(json);
        QCOMPARE(black.event.properties.initialColour, std::optional(InitialColour::Black));
        QCOMPARE(read(io::writeEventDocument(black, false)).event.properties.initialColour,
            std::optional(InitialColour::Black));
        QCOMPARE(firstRound(black), QStringList({ "3-1", "2-4" }));
    }

    void whatThePairingCannotTakeIsNamed()
    {
        EventInput event = read(kRunningEvent);
        event.chessGames[0].round.reset();
        const io::EventTournament built = io::tournamentOf(event);
        QVERIFY(!built.tournament);
        QCOMPARE(built.error,
            QStringLiteral("The game Meyer, Jan (1) against Wolf, Ida (4) has no round; the "
                           "pairing needs the round of every game."));
        event = read(kRunningEvent);
        event.byes.push_back({ 3, "1", 0.0, false });
        QCOMPARE(io::tournamentOf(event).error,
            QStringLiteral("Meyer, Jan (1) has two games or byes in round 3; the pairing needs "
                           "one at most."));
    }
};

QTEST_GUILESS_MAIN(TestEventRounds)
#include "tst_eventrounds.moc"
