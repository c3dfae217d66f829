// The editing core of chess events: crosstable notation, every operation and every refusal,
// and the checks of a crosstable. QtCore only.
#include "engine/edit/ChessEventEdit.h"

#include <QLocale>
#include <QTest>

using rd::ChessGame;
using rd::EventInput;
using rd::GameResult;
using rd::edit::ChessEventEdit;
using rd::edit::CrosstableEntry;
using rd::edit::EditResult;
using rd::edit::Location;
using rd::edit::Resolution;
using rd::edit::Severity;

Q_DECLARE_METATYPE(CrosstableEntry::Kind)
Q_DECLARE_METATYPE(CrosstableEntry::Colour)
Q_DECLARE_METATYPE(CrosstableEntry::Outcome)
Q_DECLARE_METATYPE(GameResult)

namespace {

const QString kHalf = QStringLiteral("\u00bd");

// Four players, start numbers 1 to 4.
EventInput fourPlayers()
{
    EventInput event;
    ChessEventEdit edit(event);
    for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla", "Weber, Dieter" })
        edit.addPlayer(QString::fromUtf8(name));
    return event;
}

QString games(const EventInput &event)
{
    QStringList list;
    for (const ChessGame &game : event.chessGames)
        list << QStringLiteral("%1:%2-%3 %4")
                    .arg(game.round.value_or(0))
                    .arg(QString::fromStdString(game.white), QString::fromStdString(game.black),
                        QString::fromStdString(rd::toNotation(game.result)));
    return list.join(QStringLiteral(", "));
}

} // namespace

class TestChessEdits : public QObject {
    Q_OBJECT

private slots:
    void parsesEveryNotation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<CrosstableEntry::Kind>("kind");
        QTest::addColumn<int>("opponent");
        QTest::addColumn<CrosstableEntry::Colour>("colour");
        QTest::addColumn<CrosstableEntry::Outcome>("outcome");
        QTest::addColumn<double>("byePoints"); // -1: none, the pairing-allocated bye

        using K = CrosstableEntry::Kind;
        using C = CrosstableEntry::Colour;
        using O = CrosstableEntry::Outcome;
        QTest::newRow("win as White") << "5w1" << K::Game << 5 << C::White << O::Win << 1.0;
        QTest::newRow("loss as Black") << "12b0" << K::Game << 12 << C::Black << O::Loss << 1.0;
        QTest::newRow("draw ½") << "12b\u00bd" << K::Game << 12 << C::Black << O::Draw << 1.0;
        QTest::newRow("draw =") << "3w=" << K::Game << 3 << C::White << O::Draw << 1.0;
        QTest::newRow("draw 1/2") << "3b1/2" << K::Game << 3 << C::Black << O::Draw << 1.0;
        QTest::newRow("forfeit win") << "7w+" << K::Game << 7 << C::White << O::ForfeitWin << 1.0;
        QTest::newRow("forfeit loss -")
            << "7b-" << K::Game << 7 << C::Black << O::ForfeitLoss << 1.0;
        QTest::newRow("forfeit loss −")
            << "7b\u2212" << K::Game << 7 << C::Black << O::ForfeitLoss << 1.0;
        QTest::newRow("no colour: White") << "51" << K::Game << 5 << C::White << O::Win << 1.0;
        QTest::newRow("no colour, two digits")
            << "121" << K::Game << 12 << C::White << O::Win << 1.0;
        QTest::newRow("no colour, loss") << "100" << K::Game << 10 << C::White << O::Loss << 1.0;
        QTest::newRow("no colour, draw") << "41/2" << K::Game << 4 << C::White << O::Draw << 1.0;
        QTest::newRow("spaces and capitals")
            << " 5 B = " << K::Game << 5 << C::Black << O::Draw << 1.0;
        // As a German crosstable writes them: s (Schwarz) for Black, r (remis) and 0,5 for a
        // draw; 0.5 as well.
        QTest::newRow("German: Schwarz") << "12s1" << K::Game << 12 << C::Black << O::Win << 1.0;
        QTest::newRow("German: Schwarz verliert")
            << "4S0" << K::Game << 4 << C::Black << O::Loss << 1.0;
        QTest::newRow("German: remis") << "3wr" << K::Game << 3 << C::White << O::Draw << 1.0;
        QTest::newRow("German: remis mit Schwarz")
            << "3sR" << K::Game << 3 << C::Black << O::Draw << 1.0;
        QTest::newRow("German: 0,5") << "7s0,5" << K::Game << 7 << C::Black << O::Draw << 1.0;
        QTest::newRow("0.5") << "7w0.5" << K::Game << 7 << C::White << O::Draw << 1.0;
        QTest::newRow("no colour, 0,5") << "100,5" << K::Game << 10 << C::White << O::Draw << 1.0;
        QTest::newRow("German: spielfrei 0,5")
            << "bye0,5" << K::Bye << 0 << C::White << O::Win << 0.5;
        QTest::newRow("bye") << "bye" << K::Bye << 0 << C::White << O::Win << -1.0;
        QTest::newRow("bye 1") << "Bye 1" << K::Bye << 0 << C::White << O::Win << 1.0;
        QTest::newRow("half-point bye") << "bye\u00bd" << K::Bye << 0 << C::White << O::Win << 0.5;
        QTest::newRow("half-point bye =") << "BYE=" << K::Bye << 0 << C::White << O::Win << 0.5;
        QTest::newRow("zero-point bye") << "bye0" << K::Bye << 0 << C::White << O::Win << 0.0;
        QTest::newRow("empty") << "" << K::Empty << 0 << C::White << O::Win << 1.0;
        QTest::newRow("blank") << "   " << K::Empty << 0 << C::White << O::Win << 1.0;
    }

    void parsesEveryNotation()
    {
        QFETCH(QString, text);
        QFETCH(CrosstableEntry::Kind, kind);
        const auto entry = rd::edit::parseCrosstableEntry(text);
        QVERIFY(entry);
        QCOMPARE(entry->kind, kind);
        if (kind == CrosstableEntry::Kind::Game) {
            QTEST(entry->opponent, "opponent");
            QTEST(entry->colour, "colour");
            QTEST(entry->outcome, "outcome");
        }
        if (kind == CrosstableEntry::Kind::Bye)
            QTEST(entry->byePoints.value_or(-1.0), "byePoints");

        // The notation reads back as the same entry.
        const auto again = rd::edit::parseCrosstableEntry(rd::edit::crosstableNotation(*entry));
        QVERIFY(again);
        QCOMPARE(again->kind, entry->kind);
        QCOMPARE(again->opponent, entry->opponent);
        QCOMPARE(again->colour, entry->colour);
        QCOMPARE(again->outcome, entry->outcome);
        QCOMPARE(again->byePoints, entry->byePoints);
    }

    // A * after a win, draw or loss: a game played but not rated (TRF W, D, L), from the row's
    // side; the notation writes the mark back.
    void readsGamesPlayedButNotRated_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<GameResult>("result");
        QTest::newRow("won as White") << "5w1*" << GameResult::WhiteWinsUnrated;
        QTest::newRow("lost as White") << "5w0*" << GameResult::BlackWinsUnrated;
        QTest::newRow("won as Black") << "5b1*" << GameResult::BlackWinsUnrated;
        QTest::newRow("lost as Black") << "12b0*" << GameResult::WhiteWinsUnrated;
        QTest::newRow("drawn") << "3w\u00bd*" << GameResult::DrawUnrated;
        QTest::newRow("drawn =, spaces") << " 3 b = * " << GameResult::DrawUnrated;
    }

    void readsGamesPlayedButNotRated()
    {
        QFETCH(QString, text);
        const auto entry = rd::edit::parseCrosstableEntry(text);
        QVERIFY(entry);
        QVERIFY(entry->playedNotRated);
        QTEST(entry->result(), "result");
        QVERIFY(rd::edit::crosstableNotation(*entry).endsWith(QLatin1Char('*')));
        const auto again = rd::edit::parseCrosstableEntry(rd::edit::crosstableNotation(*entry));
        QVERIFY(again);
        QCOMPARE(again->result(), entry->result());
        // Without the mark the same game is rated.
        QVERIFY(!rd::edit::parseCrosstableEntry(QString(text).remove(QLatin1Char('*')))
                     ->playedNotRated);
        QVERIFY(isRated(
            rd::edit::parseCrosstableEntry(QString(text).remove(QLatin1Char('*')))->result()));
    }

    // An opponent and a colour without a result: a game paired and not yet played (a TRF taken
    // between rounds), written back without a result; no points, not rated.
    void readsGamesNotYetPlayed()
    {
        for (const char *text : { "5w", " 12 B ", "7s" }) {
            const auto entry = rd::edit::parseCrosstableEntry(QString::fromLatin1(text));
            QVERIFY2(entry, text);
            QCOMPARE(entry->outcome, rd::edit::CrosstableEntry::Outcome::NotPlayed);
            QCOMPARE(entry->result(), GameResult::NotPlayed);
            QVERIFY(!entry->playedNotRated);
        }
        rd::ChessGame game { 3, "1", "2", GameResult::NotPlayed };
        const auto white = rd::edit::entryOf(game, "1", 2);
        const auto black = rd::edit::entryOf(game, "2", 1);
        QCOMPARE(rd::edit::crosstableNotation(white), QStringLiteral("2w"));
        QCOMPARE(rd::edit::crosstableNotation(black), QStringLiteral("1b"));
        QCOMPARE(
            rd::whitePoints(GameResult::NotPlayed) + rd::blackPoints(GameResult::NotPlayed), 0.0);
        QVERIFY(!rd::isRated(GameResult::NotPlayed));
        // Without a colour the text stays no entry: "12" is a typo, not a pairing.
        QVERIFY(!rd::edit::parseCrosstableEntry(QStringLiteral("12")));
    }

    void rejectsBadEntries_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : { "w1", "5", "1", "+", "\u00bd", "5x1", "0w1", "00", "abc", "5w2",
                 "5wb1", "5ww1", "-5w1", "5w1/3", "5w1x", "12345w1", "bye2", "bye+", "byes",
                 "5w1 6b0", "5:1", "7w+*", "7b-*", "bye*", "5w*", "*", "5w1**", "r", "0,5", "5s*",
                 "5w0,6", "5sw1", "5w,5", "bye0,6" })
            QTest::newRow(text) << QString::fromUtf8(text);
    }

    void rejectsBadEntries()
    {
        QFETCH(QString, text);
        QVERIFY(!rd::edit::parseCrosstableEntry(text));
    }

    void entryResultIsFromWhitesSide()
    {
        const auto result = [](const char *text) {
            return rd::edit::parseCrosstableEntry(QString::fromUtf8(text))->result();
        };
        QCOMPARE(result("5w1"), GameResult::WhiteWins);
        QCOMPARE(result("5b1"), GameResult::BlackWins);
        QCOMPARE(result("5w0"), GameResult::BlackWins);
        QCOMPARE(result("5b0"), GameResult::WhiteWins);
        QCOMPARE(result("5b="), GameResult::Draw);
        QCOMPARE(result("5w+"), GameResult::WhiteWinsByForfeit);
        QCOMPARE(result("5b+"), GameResult::BlackWinsByForfeit);
        QCOMPARE(result("5w-"), GameResult::BlackWinsByForfeit);
        QCOMPARE(result("5b-"), GameResult::WhiteWinsByForfeit);
    }

    void writesPoints()
    {
        QCOMPARE(rd::edit::pointsText(0.0), QStringLiteral("0"));
        QCOMPARE(rd::edit::pointsText(0.5), kHalf);
        QCOMPARE(rd::edit::pointsText(2.5), QStringLiteral("2") + kHalf);
        QCOMPARE(rd::edit::pointsText(3.0), QStringLiteral("3"));
    }

    void aResultFillsBothCells()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        const EditResult result = edit.enterResult(1, 1, QStringLiteral("3w1"));
        QVERIFY(result.applied());
        QCOMPARE(result.text, QStringLiteral("Round 1: 1 \u2013 3 1-0"));
        QCOMPARE(games(event), QStringLiteral("1:1-3 1-0"));
        // Typed again from Schulz's side, the same game changes nothing.
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("1b0")).applied());
        QCOMPARE(games(event), QStringLiteral("1:1-3 1-0"));
        // Another result typed on Schulz's row contradicts the game Meyer's row shows: asked.
        const EditResult changed = edit.enterResult(3, 1, QStringLiteral("1b\u00bd"));
        QCOMPARE(changed.kind, EditResult::Kind::Conflict);
        QCOMPARE(changed.problem.message,
            QStringLiteral(
                "Round 1: Meyer, Anna (1) \u2013 Schulz, Carla (3) 1-0 is already entered."));
        QCOMPARE(games(event), QStringLiteral("1:1-3 1-0"));
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("1b\u00bd"), Resolution::Replace).applied());
        QCOMPARE(games(event), QStringLiteral("1:1-3 1/2-1/2"));
    }

    void changingAGameIsAConflictFromEitherRow()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("3w1")).applied());
        const QString entered = QStringLiteral(
            "Round 1: Meyer, Anna (1) \u2013 Schulz, Carla (3) 1-0 is already entered.");
        // From Meyer's own row: another result, the other colour, another opponent, a bye.
        for (const char *typed : { "3w0", "3b1", "2w1", "bye" }) {
            const EditResult result = edit.enterResult(1, 1, QString::fromLatin1(typed));
            QCOMPARE(result.kind, EditResult::Kind::Conflict);
            QCOMPARE(result.problem.message, entered);
            QCOMPARE(result.problem.location, (Location { 1, 1, 0, {} }));
        }
        // From Schulz's row: the other colour.
        QCOMPARE(edit.enterResult(3, 1, QStringLiteral("1w0")).kind, EditResult::Kind::Conflict);
        QCOMPARE(games(event), QStringLiteral("1:1-3 1-0")); // nothing changed
        // The game as it stands, typed on either row, is no contradiction.
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("3w1")).applied());
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("1b0")).applied());
        // Nor is a bye typed over a bye, or a cell cleared with Delete.
        QVERIFY(edit.enterResult(2, 1, QStringLiteral("bye")).applied());
        QVERIFY(edit.enterResult(2, 1, QStringLiteral("bye\u00bd")).applied());
        QVERIFY(edit.enterResult(3, 1, QString()).applied());
        QCOMPARE(games(event), QString());
    }

    void aPlayerWithoutAResultInAPlayedRoundIsAWarning()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("2w1")).applied());
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("bye")).applied());
        const auto found = [&](rd::edit::Checks checks) {
            QStringList texts;
            for (const rd::edit::Problem &problem : rd::edit::checkChessEvent(event, checks))
                texts << QStringLiteral("%1/%2: %3")
                             .arg(problem.location.startNumber)
                             .arg(problem.location.round)
                             .arg(problem.message);
            return texts;
        };
        // Round 1 is played by 1, 2 and 3 (a bye); Weber (4) has nothing in it. Round 2 is not
        // played by anybody yet.
        QCOMPARE(found(rd::edit::Checks::All),
            QStringList({ "4/1: Round 1: Weber, Dieter (4) has no game and no bye, though "
                          "others played this round." }));
        // The game deleted: Meyer and Kurz miss it now.
        QVERIFY(edit.enterResult(2, 1, QString()).applied());
        QCOMPARE(found(rd::edit::Checks::All),
            QStringList({ "1/1: Round 1: Meyer, Anna (1) has no game and no bye, though others "
                          "played this round.",
                "2/1: Round 1: Kurz, Bernd (2) has no game and no bye, though others played "
                "this round.",
                "4/1: Round 1: Weber, Dieter (4) has no game and no bye, though others played "
                "this round." }));
        for (const rd::edit::Problem &problem : rd::edit::checkChessEvent(event))
            QCOMPARE(problem.severity, Severity::Warning);
        // Where only what cannot be rated matters it is no problem: a player may have left.
        QVERIFY(found(rd::edit::Checks::ErrorsOnly).isEmpty());
    }

    void saysWhyATypedCellCannotBeRead()
    {
        const EventInput event = fourPlayers();
        const auto problem = rd::edit::unreadableEntry(event, 4, 3, QStringLiteral(" 3x "));
        QVERIFY(problem);
        QCOMPARE(problem->severity, Severity::Error);
        QCOMPARE(problem->message,
            QStringLiteral("Round 3, Weber, Dieter (4): \"3x\" is not a result. Write the "
                           "opponent's number, w or b and the result, as 12w1, 12b\u00bd or "
                           "12w+, or bye or bye\u00bd."));
        QCOMPARE(problem->location, (Location { 4, 3, 0, {} }));
        for (const char *readable : { "", "3w1", "3b=", "bye" })
            QVERIFY2(
                !rd::edit::unreadableEntry(event, 4, 3, QString::fromLatin1(readable)), readable);
    }

    // "bye" alone is the pairing-allocated bye: marked unpaired, it scores the event's rule
    // (C.07: a win's points unless the rules say otherwise; here they say ½). "bye1" is a bye of a
    // full point the event gave the player, not the pairing.
    void aPlainByeIsThePairingAllocatedBye()
    {
        EventInput event = fourPlayers();
        event.event.properties.pairingByePoints = 0.5;
        ChessEventEdit edit(event);
        const EditResult plain = edit.enterResult(3, 1, QStringLiteral("bye"));
        QVERIFY(plain.applied());
        QCOMPARE(plain.text, QStringLiteral("Round 1: bye for 3 (\u00bd)"));
        QVERIFY(event.byes.at(0).unpaired);
        QCOMPARE(event.byes.at(0).pointsIn(event.event.properties), 0.5);
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("bye1")).applied());
        QVERIFY(!event.byes.at(0).unpaired);
        QCOMPARE(event.byes.at(0).pointsIn(event.event.properties), 1.0);
    }

    void aContradictingEntryIsAConflictUntilTheUserAgrees()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("3w1")).applied());
        // Kurz's cell says he played Schulz, whose cell already holds the game against Meyer.
        const EditResult conflict = edit.enterResult(2, 1, QStringLiteral("3b0"));
        QCOMPARE(conflict.kind, EditResult::Kind::Conflict);
        QCOMPARE(conflict.problem.message,
            QStringLiteral(
                "Round 1: Schulz, Carla (3) already plays Meyer, Anna (1) in this round."));
        QCOMPARE(conflict.problem.location, (Location { 3, 1, 0, {} }));
        QCOMPARE(games(event), QStringLiteral("1:1-3 1-0")); // nothing changed
        // A bye of the opponent is a conflict too.
        QVERIFY(edit.enterResult(4, 2, QStringLiteral("bye")).applied());
        QCOMPARE(edit.enterResult(2, 2, QStringLiteral("4w1")).kind, EditResult::Kind::Conflict);
        // With the user's word the new entry replaces the contradicting one.
        QVERIFY(edit.enterResult(2, 1, QStringLiteral("3b0"), Resolution::Replace).applied());
        QCOMPARE(games(event), QStringLiteral("1:3-2 1-0"));
    }

    void refusesWhatCannotBe()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        const EditResult himself = edit.enterResult(2, 3, QStringLiteral("2w1"));
        QCOMPARE(himself.kind, EditResult::Kind::Refused);
        QCOMPARE(himself.problem.message,
            QStringLiteral("Round 3: Kurz, Bernd (2) cannot play himself."));
        QCOMPARE(himself.problem.location, (Location { 2, 3, 0, {} }));
        const EditResult unreadable = edit.enterResult(1, 2, QStringLiteral("x1"));
        QCOMPARE(unreadable.kind, EditResult::Kind::Refused);
        QVERIFY(unreadable.problem.message.startsWith(
            QStringLiteral("Round 2, Meyer, Anna (1): \"x1\" is not a result.")));
        QCOMPARE(edit.enterResult(9, 1, QStringLiteral("1w1")).problem.message,
            QStringLiteral("There is no player 9."));
        QCOMPARE(edit.enterResult(1, 0, QStringLiteral("2w1")).kind, EditResult::Kind::Refused);
        QCOMPARE(edit.setResult(1, 1, GameResult::Draw).problem.message,
            QStringLiteral("Round 1 has no board 1."));
        QCOMPARE(edit.addPlayer(QStringLiteral(" meyer,  anna ")).problem.message,
            QStringLiteral("Meyer, Anna is already in the player list as number 1."));
        QCOMPARE(edit.addPlayer(QStringLiteral("  ")).problem.message,
            QStringLiteral("A player needs a name."));
        QCOMPARE(
            edit.renamePlayer(2, QStringLiteral("Schulz, Carla")).kind, EditResult::Kind::Refused);
        QCOMPARE(edit.removePlayer(5).kind, EditResult::Kind::Refused);
        QCOMPARE(edit.movePlayer(1, 5).kind, EditResult::Kind::Refused);
        QVERIFY(event.chessGames.empty()); // nothing of it changed the event
        QCOMPARE(event.players.size(), std::size_t { 4 });
    }

    // The table of limits (docs/limits.md) holds in the crosstable as in every file: a name with
    // a control character or of more than 100 characters, a round past 999.
    void keepsToTheTableOfLimits()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        QCOMPARE(edit.addPlayer(QString::fromUtf8("Mey\0er", 6)).problem.message,
            QStringLiteral("A name cannot hold the control character U+0000."));
        QCOMPARE(edit.renamePlayer(2, QString(101, QLatin1Char('x'))).problem.message,
            QStringLiteral("A name has at most 100 characters; this one has 101."));
        const EditResult farRound = edit.enterResult(1, 1000, QStringLiteral("2w1"));
        QCOMPARE(farRound.kind, EditResult::Kind::Refused);
        QCOMPARE(farRound.problem.message, QStringLiteral("Rounds are counted from 1 to 999."));
        QCOMPARE(farRound.problem.location, (Location { 1, 1000, 0, {} }));
        QVERIFY(edit.enterResult(1, 999, QStringLiteral("2w1")).applied());
        QVERIFY(edit.addPlayer(QString(100, QLatin1Char('x'))).applied());
        QCOMPARE(event.players.size(), std::size_t { 5 });
        QCOMPARE(event.players[1].name, "Kurz, Bernd");
        QCOMPARE(event.chessGames.size(), std::size_t { 1 });
    }

    void datesAreCheckedAndTheDefaultRuleSetFollowsTheEnd()
    {
        // The default DWZ rule set by end date (docs/rules/dwz.md, rule sets): dwz-2016 from
        // 2016-08-01, dwz-2026 from 2026-06-08.
        // Dates are written as the user's locale writes them in lists (US English: M/d/yy).
        const QLocale systemLocale;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        EventInput event = fourPlayers();
        event.event.endDate = rd::Date { 2026, 1, 10 };
        event.ruleset = "dwz-2016";
        ChessEventEdit edit(event);
        const EditResult backwards
            = edit.setDates(rd::Date { 2026, 11, 24 }, rd::Date { 2026, 11, 23 });
        QCOMPARE(backwards.kind, EditResult::Kind::Refused);
        QCOMPARE(backwards.problem.message,
            QStringLiteral("The event cannot end (11/23/26) before it starts (11/24/26)."));
        QCOMPARE(event.event.endDate, (rd::Date { 2026, 1, 10 }));
        QCOMPARE(edit.setDates(rd::Date { 2026, 11, 23 }, rd::Date { 2026, 11, 24 }).text,
            QStringLiteral("Dates 11/23/26 to 11/24/26"));
        QCOMPARE(event.event.endDate, (rd::Date { 2026, 11, 24 }));
        QCOMPARE(event.ruleset, std::string("dwz-2026"));
        // A rule set chosen by hand stays.
        event.ruleset = "dwz-1993";
        QVERIFY(edit.setDates(std::nullopt, rd::Date { 2027, 1, 1 }).applied());
        QCOMPARE(event.ruleset, std::string("dwz-1993"));
        QVERIFY(!event.event.startDate);
        QLocale::setDefault(systemLocale);
    }

    void byesClearsAndPairingResults()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("2b=")).applied());
        QVERIFY(edit.enterResult(3, 1, QStringLiteral("4w+")).applied());
        // Board 2 of round 1 (3 against 4) as a pairing list sets it.
        const EditResult result = edit.setResult(1, 2, GameResult::BlackWins);
        QCOMPARE(result.text, QStringLiteral("Round 1: 3 \u2013 4 0-1"));
        QCOMPARE(games(event), QStringLiteral("1:2-1 1/2-1/2, 1:3-4 0-1"));
        // A bye in Meyer's cell takes the place of her game, once the director agrees; Kurz's
        // cell is empty then.
        QCOMPARE(
            edit.enterResult(1, 1, QStringLiteral("bye\u00bd")).kind, EditResult::Kind::Conflict);
        QCOMPARE(edit.enterResult(1, 1, QStringLiteral("bye\u00bd"), Resolution::Replace).text,
            QStringLiteral("Round 1: bye for 1 (\u00bd)"));
        QCOMPARE(games(event), QStringLiteral("1:3-4 0-1"));
        QCOMPARE(event.byes.size(), std::size_t { 1 });
        QCOMPARE(
            edit.enterResult(1, 1, QString()).text, QStringLiteral("Round 1: no result for 1"));
        QVERIFY(event.byes.empty());
    }

    void playersComeGoAndMove()
    {
        EventInput event = fourPlayers();
        ChessEventEdit edit(event);
        // A game against number 6, who is not in the list yet: kept for him.
        QVERIFY(edit.enterResult(1, 1, QStringLiteral("6w1")).applied());
        QVERIFY(edit.addPlayer(QStringLiteral("Fischer, Eva")).applied());
        QVERIFY(edit.addPlayer(QStringLiteral("Neu, Nina")).applied());
        QCOMPARE(games(event), QStringLiteral("1:1-6 1-0")); // Nina, number 6, has id "6"
        // Removing Kurz (2) takes his games; Nina becomes number 5 and keeps hers.
        QVERIFY(edit.enterResult(2, 2, QStringLiteral("3w0")).applied());
        // He is kept apart from Meyer (1), and Meyer from Fischer (5): only the pair he is in goes.
        event.forbiddenPairs = { { event.players[0].id, event.players[1].id },
            { event.players[0].id, event.players[4].id } };
        const std::string fischer = event.players[4].id;
        const EditResult removed = edit.removePlayer(2);
        QCOMPARE(removed.text, QStringLiteral("Remove player Kurz, Bernd (2)"));
        QCOMPARE(games(event), QStringLiteral("1:1-6 1-0"));
        QCOMPARE(rd::edit::startNumberOf(event, "6"), 5);
        QCOMPARE(event.forbiddenPairs.size(), std::size_t { 1 });
        QCOMPARE(event.forbiddenPairs[0].other, fischer);
        // Nina to the top of the list: everybody else moves down by one.
        QCOMPARE(edit.movePlayer(5, 1).text, QStringLiteral("Move Neu, Nina (5) to number 1"));
        QCOMPARE(QString::fromStdString(event.players[0].name), QStringLiteral("Neu, Nina"));
        QCOMPARE(QString::fromStdString(event.players[1].name), QStringLiteral("Meyer, Anna"));
        QCOMPARE(rd::edit::startNumberOf(event, "6"), 1);
        QVERIFY(edit.renamePlayer(1, QStringLiteral("Neu-Braun, Nina")).applied());
    }

    void checksNameEveryProblemWithItsCell()
    {
        EventInput event = fourPlayers();
        // Games as an imported file may have them: a pair twice in round 1, a player against
        // himself, an opponent beyond the list, and a pair that meets again in round 2.
        event.chessGames = { { 1, "1", "2", GameResult::WhiteWins },
            { 1, "2", "1", GameResult::Draw }, { 1, "3", "3", GameResult::Draw },
            { 2, "4", "#9", GameResult::WhiteWins }, { 2, "1", "2", GameResult::Draw } };
        QStringList found;
        for (const rd::edit::Problem &problem : rd::edit::checkChessEvent(event))
            found << QStringLiteral("%1 %2/%3: %4")
                         .arg(problem.severity == Severity::Error ? QStringLiteral("E")
                                                                  : QStringLiteral("W"))
                         .arg(problem.location.startNumber)
                         .arg(problem.location.round)
                         .arg(problem.message);
        QCOMPARE(found,
            QStringList({ "E 3/1: Round 1: Schulz, Carla (3) is paired with himself.",
                "W 1/1: Round 1: Meyer, Anna (1) and Kurz, Bernd (2) also meet in round 2.",
                "W 1/1: Round 1: Meyer, Anna (1) and Kurz, Bernd (2) also meet in round 2.",
                "E 1/1: Round 1: Meyer, Anna (1) and Kurz, Bernd (2) are paired twice.",
                "W 1/2: Round 2: Meyer, Anna (1) and Kurz, Bernd (2) also meet in round 1.",
                "W 2/1: Round 1: Kurz, Bernd (2) and Meyer, Anna (1) also meet in round 2.",
                "W 2/1: Round 1: Kurz, Bernd (2) and Meyer, Anna (1) also meet in round 2.",
                "E 2/1: Round 1: Kurz, Bernd (2) and Meyer, Anna (1) are paired twice.",
                "W 2/2: Round 2: Kurz, Bernd (2) and Meyer, Anna (1) also meet in round 1.",
                "E 4/2: Round 2: Weber, Dieter (4) plays number 9, who is not in the player "
                "list.",
                "W 3/2: Round 2: Schulz, Carla (3) has no game and no bye, though others played "
                "this round.",
                "W 4/1: Round 1: Weber, Dieter (4) has no game and no bye, though others played "
                "this round." }));
    }
};

QTEST_GUILESS_MAIN(TestChessEdits)
#include "tst_chessedits.moc"
