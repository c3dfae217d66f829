// The one rule of rating (checks::ratingBlockers): an event is rated only when every cell typed
// into it is a result or empty, its games hold nothing impossible, and it has a game. Each kind
// of problem cell, in a chess crosstable and in a Go record sheet, is named first, at its place.
#include "engine/checks/PlayerNumbers.h"
#include "engine/checks/RatingReadiness.h"

#include <QTest>

// GCC 12 at -O3 warns of a copy of a negative size in the std::string of a short literal (a
// known false positive of its stringop checks).
#pragma GCC diagnostic ignored "-Wstringop-overflow"

using rd::EventInput;
using rd::checks::Location;
using rd::checks::TypedCell;

Q_DECLARE_METATYPE(EventInput)
Q_DECLARE_METATYPE(std::vector<TypedCell>)
Q_DECLARE_METATYPE(Location)

namespace {

rd::PlayerInput player(const char *id, const char *name)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = name;
    return player;
}

// Three club players; round 1: Meyer beats Kurz.
EventInput clubEvening()
{
    EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.players
        = { player("1", "Meyer, Anna"), player("2", "Kurz, Bernd"), player("3", "Lang, Carla") };
    event.chessGames.push_back({ 1, "1", "2", rd::GameResult::WhiteWins });
    return event;
}

// Three Go players with their ranks; line 1: Ito against Berg, won by Black.
EventInput goEvening()
{
    EventInput event;
    event.system = rd::RatingSystem::Sagc;
    event.players
        = { player("1", "Ito, Ken"), player("2", "Berg, Lea"), player("3", "Sato, Yuki") };
    for (rd::PlayerInput &each : event.players)
        each.sagc = rd::SagcState { *rd::sagc::GoRank::parse("14k"), 0, {} };
    event.goGames.push_back(rd::GoGame { "1", "2", rd::GoWinner::Black, rd::GoGame::kEvenGame,
        rd::GoGame::kUsualKomi, rd::GoGameStatus::Club, std::nullopt });
    return event;
}

} // namespace

class TestProblemCells : public QObject {
    Q_OBJECT

private slots:
    void theFirstProblemIsNamedAtItsPlace_data()
    {
        QTest::addColumn<EventInput>("event");
        QTest::addColumn<std::vector<TypedCell>>("typed");
        QTest::addColumn<QString>("said");
        QTest::addColumn<Location>("place");

        const EventInput chess = clubEvening();
        QTest::newRow("chess: a typo in a cell (4v1 for 4b1)")
            << chess << std::vector<TypedCell> { { { 1, 2, 0, {} }, QStringLiteral("4v1") } }
            << QStringLiteral("Round 2, Meyer, Anna (1): \"4v1\" is not a result. Write the "
                              "opponent's number, w or b and the result, as 12w1, 12b½ or 12w+, "
                              "or bye or bye½.")
            << Location { 1, 2, 0, {} };
        // Readable, and refused on Enter: the crosstable keeps it open in its cell as typed.
        QTest::newRow("chess: a cell refused on Enter (1w1 in player 1's row)")
            << chess << std::vector<TypedCell> { { { 1, 2, 0, {} }, QStringLiteral("1w1") } }
            << QStringLiteral("Round 2: Meyer, Anna (1) cannot play himself.")
            << Location { 1, 2, 0, {} };
        QTest::newRow("chess: a readable entry typed and not entered (4b1)")
            << chess << std::vector<TypedCell> { { { 1, 2, 0, {} }, QStringLiteral("4b1") } }
            << QStringLiteral("Round 2, Meyer, Anna (1): \"4b1\" is typed but not entered. "
                              "Correct it and press Enter, or press Esc to leave the cell as it "
                              "was.")
            << Location { 1, 2, 0, {} };
        EventInput notInList = chess;
        // As the crosstable keeps "7w½" typed for a number no player has (checks::placeholderId).
        notInList.chessGames.push_back(
            { 2, "1", rd::checks::placeholderId(7), rd::GameResult::Draw });
        QTest::newRow("chess: a number without a player (7w½)")
            << notInList << std::vector<TypedCell> {}
            << QStringLiteral("Round 2: Meyer, Anna (1) plays number 7, who is not in the player "
                              "list.")
            << Location { 1, 2, 0, {} };
        EventInput himself = chess;
        himself.chessGames.push_back({ 2, "3", "3", rd::GameResult::Draw });
        QTest::newRow("chess: a player against himself")
            << himself << std::vector<TypedCell> {}
            << QStringLiteral("Round 2: Lang, Carla (3) is paired with himself.")
            << Location { 3, 2, 0, {} };
        EventInput noGame = chess;
        noGame.chessGames.clear();
        QTest::newRow("chess: no game at all")
            << noGame << std::vector<TypedCell> {}
            << QStringLiteral("The crosstable has no game yet; an event without a game cannot be "
                              "rated.")
            << Location {};

        const EventInput go = goEvening();
        QTest::newRow("Go: a cell typed and not entered (komi 0.5x)")
            << go
            << std::vector<TypedCell> { { { 0, 0, 1, QStringLiteral("komi") },
                   QStringLiteral("0.5x") } }
            << QStringLiteral("Line 1, Komi: \"0.5x\" is typed but not entered. Correct it and "
                              "press Enter, or press Esc to leave the line as it was.")
            << Location { 0, 0, 1, QStringLiteral("komi") };
        EventInput goNotInList = go;
        goNotInList.goGames.front().white = "9";
        QTest::newRow("Go: a player not in the list")
            << goNotInList << std::vector<TypedCell> {}
            << QStringLiteral("Line 1: \"9\" is not in the player list; add the player.")
            << Location { 0, 0, 1, QStringLiteral("white") };
        EventInput goHimself = go;
        goHimself.goGames.front().black = "1";
        QTest::newRow("Go: a player against himself")
            << goHimself << std::vector<TypedCell> {}
            << QStringLiteral("Line 1: White and Black are the same player, Ito, Ken.")
            << Location { 0, 0, 1, QStringLiteral("black") };
        EventInput goNoGame = go;
        goNoGame.goGames.clear();
        QTest::newRow("Go: no game at all")
            << goNoGame << std::vector<TypedCell> {}
            << QStringLiteral("The record sheet has no game yet; an event without a game cannot "
                              "be rated.")
            << Location {};
    }
    void theFirstProblemIsNamedAtItsPlace()
    {
        QFETCH(EventInput, event);
        QFETCH(std::vector<TypedCell>, typed);
        QFETCH(QString, said);
        QFETCH(Location, place);
        const std::vector<rd::checks::Problem> blockers = rd::checks::ratingBlockers(event, typed);
        QVERIFY(!blockers.empty());
        QCOMPARE(blockers.front().message, said);
        QCOMPARE(blockers.front().location, place);
    }

    // Without a problem nothing blocks: a cell typed and emptied again is no cell.
    void aCleanEventCanBeRated()
    {
        QVERIFY(rd::checks::ratingBlockers(clubEvening()).empty());
        QVERIFY(rd::checks::ratingBlockers(goEvening()).empty());
        const std::vector<TypedCell> emptied = rd::checks::typedCellsOf(
            { { QStringLiteral("crosstableView@round=2;player=1"), QStringLiteral("  ") },
                { QStringLiteral("linesView@line=1;field=komi"), QString() } });
        QVERIFY(emptied.empty());
    }

    // The places of typed cells as a draft keeps them are read back as they were written.
    void typedCellsAreReadByTheirPlace()
    {
        const Location cell { 4, 3, 0, {} };
        const Location line { 0, 0, 2, QStringLiteral("komi") };
        const std::vector<TypedCell> read = rd::checks::typedCellsOf(
            { { QStringLiteral("crosstableView@") + rd::checks::typedCellPlace(cell),
                  QStringLiteral("4v1") },
                { QStringLiteral("linesView@") + rd::checks::typedCellPlace(line),
                    QStringLiteral("x") },
                { QStringLiteral("eventName"), QStringLiteral("Club evening") } });
        QCOMPARE(read.size(), std::size_t { 2 });
        QCOMPARE(read[0].place, cell);
        QCOMPARE(read[1].place, line);
    }
};

QTEST_GUILESS_MAIN(TestProblemCells)
#include "tst_problemcells.moc"
