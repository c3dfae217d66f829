// The editing core of Go record sheets: every operation and refusal, and the checks of the
// lines. QtCore only.
#include "engine/edit/GoEventEdit.h"

#include <QTest>

using rd::EventInput;
using rd::GoGame;
using rd::edit::EditResult;
using rd::edit::GoEventEdit;
using rd::edit::GoLineEntry;

namespace {

EventInput clubNight()
{
    EventInput event;
    event.system = rd::RatingSystem::Sagc;
    GoEventEdit edit(event);
    edit.addPlayer(QStringLiteral("Thabo Nkosi"), QStringLiteral("14k"), 200);
    edit.addPlayer(QStringLiteral("Lerato Dlamini"), QStringLiteral("16K"), -100);
    return event;
}

GoLineEntry line(const QString &white, const QString &black)
{
    GoLineEntry entry;
    entry.white = white;
    entry.black = black;
    return entry;
}

} // namespace

class TestGoEdits : public QObject {
    Q_OBJECT

private slots:
    void playersGetTheEditorsIdsAndTheirRanks()
    {
        const EventInput event = clubNight();
        QCOMPARE(event.players.size(), std::size_t { 2 });
        QCOMPARE(event.players[0].id, std::string("1"));
        QCOMPARE(event.players[1].id, std::string("2"));
        // sagc.md §1: ranks as typed, letter case aside.
        QCOMPARE(event.players[1].sagc->rank.toString(), std::string("16k"));
        QCOMPARE(event.players[1].sagc->index, -100);
    }

    void refusesPlayersThatCannotBe()
    {
        EventInput event = clubNight();
        GoEventEdit edit(event);
        QCOMPARE(edit.addPlayer(QStringLiteral(" "), QStringLiteral("3k"), 0).problem.message,
            QStringLiteral("Enter the player's name."));
        const EditResult twice
            = edit.addPlayer(QStringLiteral("thabo nkosi"), QStringLiteral("3k"), 0);
        QCOMPARE(twice.problem.message,
            QStringLiteral("A player named \"thabo nkosi\" is already in the list."));
        QCOMPARE(twice.problem.location.startNumber, 1);
        QCOMPARE(edit.addPlayer(QStringLiteral("Sipho"), QString(), 0).problem.message,
            QStringLiteral("Enter the rank of Sipho, e.g. 14k or 2d."));
        // 31k is below the weakest rank, 30k (sagc.md §1).
        QCOMPARE(edit.addPlayer(QStringLiteral("Sipho"), QStringLiteral("31k"), 0).problem.message,
            QStringLiteral(
                "\"31k\" is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d."));
        QCOMPARE(event.players.size(), std::size_t { 2 });
    }

    void linesAreAddedChangedAndRemoved()
    {
        EventInput event = clubNight();
        GoEventEdit edit(event);
        GoLineEntry first = line(QStringLiteral("thabo nkosi"), QStringLiteral("Lerato Dlamini"));
        first.winner = rd::GoWinner::Black;
        const EditResult added = edit.addLine(first);
        QCOMPARE(added.text, QStringLiteral("Add line 1"));
        QCOMPARE(event.goGames[0].white, std::string("1"));
        QCOMPARE(event.goGames[0].black, std::string("2"));
        // The defaults of a line: an even game with the usual komi (sagc.md §2.4).
        QCOMPARE(event.goGames[0].handicap, GoGame::kEvenGame);
        QCOMPARE(event.goGames[0].komi, GoGame::kUsualKomi);
        first.handicap = 4;
        QCOMPARE(edit.changeLine(1, first).text, QStringLiteral("Change line 1"));
        QCOMPARE(event.goGames[0].handicap, 4);
        QCOMPARE(edit.removeLine(1).text, QStringLiteral("Remove line 1"));
        QVERIFY(event.goGames.empty());
    }

    void refusesLinesThatCannotBe()
    {
        EventInput event = clubNight();
        GoEventEdit edit(event);
        QCOMPARE(edit.addLine(line(QString(), QStringLiteral("Thabo Nkosi"))).problem.message,
            QStringLiteral("Line 1: enter the White player."));
        QCOMPARE(edit.addLine(line(QStringLiteral("Thabo Nkosi"), QString())).problem.message,
            QStringLiteral("Line 1: enter the Black player."));
        const EditResult same
            = edit.addLine(line(QStringLiteral("Thabo Nkosi"), QStringLiteral("THABO NKOSI")));
        QCOMPARE(same.problem.message,
            QStringLiteral("Line 1: White and Black are the same player, Thabo Nkosi."));
        QCOMPARE(same.problem.location.line, 1);
        GoLineEntry stones = line(QStringLiteral("Thabo Nkosi"), QStringLiteral("Lerato Dlamini"));
        stones.handicap = 10;
        QCOMPARE(edit.addLine(stones).problem.message,
            QStringLiteral("Line 1: a handicap of 10 stones is outside 0 to 9."));
        QCOMPARE(edit.changeLine(3, stones).problem.message, QStringLiteral("There is no line 3."));
        QCOMPARE(edit.removeLine(0).kind, EditResult::Kind::Refused);
        QVERIFY(event.goGames.empty());
    }

    void aLineWaitsForAPlayerNotInTheListYet()
    {
        EventInput event = clubNight();
        GoEventEdit edit(event);
        QVERIFY(
            edit.addLine(line(QStringLiteral("Thabo Nkosi"), QStringLiteral("Zanele"))).applied());
        auto problems = rd::edit::checkGoEvent(event);
        QCOMPARE(problems.size(), std::size_t { 1 });
        QCOMPARE(problems[0].message,
            QStringLiteral("Line 1: \"Zanele\" is not in the player list; add the player."));
        QCOMPARE(problems[0].location.field, QStringLiteral("black"));
        // Added, she takes the line that names her.
        QVERIFY(edit.addPlayer(QStringLiteral("zanele"), QStringLiteral("20k"), 0).applied());
        QCOMPARE(event.goGames[0].black, event.players.back().id);
        QVERIFY(rd::edit::checkGoEvent(event).empty());
        // A player without a rank (as a document may have him) cannot be rated.
        event.players[0].sagc.reset();
        problems = rd::edit::checkGoEvent(event);
        QCOMPARE(problems.size(), std::size_t { 1 });
        QCOMPARE(problems[0].message,
            QStringLiteral("Line 1: Thabo Nkosi has no SAGC rank to start from."));
        QCOMPARE(problems[0].location.startNumber, 1);
    }
};

QTEST_GUILESS_MAIN(TestGoEdits)
#include "tst_goedits.moc"
