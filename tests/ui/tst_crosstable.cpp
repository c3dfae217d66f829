#include "engine/edit/ChessEventEdit.h"
#include "engine/rating/RuleSets.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"
#include "ui/event/PairingModel.h"
#include "ui/event/UnfinishedEntries.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/StatePalette.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBrush>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

#include <tuple>

using rd::GameResult;
using rd::ui::CrosstableModel;
using rd::ui::PairingModel;

namespace {

using rd::test::press;
using rd::test::type;

const QString kHalf = QStringLiteral("\u00bd");

// A chess event with `count` players whose ids are not their start numbers.
rd::EventInput chessEvent(int count)
{
    static const char *names[]
        = { "Meyer, Anna", "Schulz, Max", "Weber, Lena", "Fischer, Jan", "Becker, Tom",
              "Wagner, Eva", "Hoffmann, Ida", "Krause, Ole", "Schmitz, Paul", "Lange, Rita" };
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.name = "Club Championship 2026";
    event.event.startDate = rd::Date { 2026, 3, 1 };
    event.event.endDate = rd::Date { 2026, 3, 29 };
    event.ruleset = rd::defaultRuleSet(event.system, event.event.endDate).name;
    for (int i = 0; i < count; ++i) {
        rd::PlayerInput player;
        player.id = std::string("p") + char('a' + i);
        player.name = names[i];
        event.players.push_back(player);
    }
    return event;
}

// Ten players after seven rounds of a round robin (the circle method: number 1 stays, the others
// move on by one each round; board b pairs places b and 11-b), White winning on odd boards,
// drawing on even ones.
rd::EventInput tenPlayersSevenRounds()
{
    rd::EventInput event = chessEvent(10);
    for (int round = 1; round <= 7; ++round) {
        std::vector<int> places { 1 };
        for (int i = 0; i < 9; ++i)
            places.push_back(2 + (i + round - 1) % 9);
        for (int board = 0; board < 5; ++board) {
            const int white = places[static_cast<std::size_t>(board)];
            const int black = places[static_cast<std::size_t>(9 - board)];
            const QString text = QStringLiteral("%1w%2").arg(black).arg(board % 2 == 0 ? "1" : "=");
            rd::edit::ChessEventEdit(event).enterResult(white, round, text);
        }
    }
    return event;
}

using GameRow = std::tuple<int, std::string, std::string, GameResult>;

// After a message box: once it has closed, the window manager gives the editor the keyboard
// again (the offscreen platform has none to do it).
void backFromTheMessageBox(QWidget &editor)
{
    QTRY_VERIFY(!QApplication::activeModalWidget());
    QApplication::setActiveWindow(&editor);
    QTRY_VERIFY(QApplication::focusWidget());
}

std::vector<GameRow> gamesOf(const rd::EventInput &event)
{
    std::vector<GameRow> games;
    for (const auto &game : event.chessGames)
        games.emplace_back(game.round.value_or(0), game.white, game.black, game.result);
    return games;
}

// A cell marked in the theme's colour of a state (ui/widgets/StatePalette).
bool isMarked(const QVariant &background, rd::ui::State state)
{
    return background.isValid()
        && qvariant_cast<QBrush>(background).color()
        == rd::ui::StatePalette::background(state, QGuiApplication::palette());
}

bool isLightRed(const QVariant &background)
{
    return isMarked(background, rd::ui::State::Error);
}

bool isYellow(const QVariant &background)
{
    return isMarked(background, rd::ui::State::Warning);
}

} // namespace

class TestCrosstable : public QObject {
    Q_OBJECT

private slots:
    void entersAWholeCrosstable()
    {
        rd::ui::EventDraft draft(chessEvent(4));
        CrosstableModel model(draft);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 4); // No., Name, round 1, Points
        QCOMPARE(model.headerData(model.pointsColumn(), Qt::Horizontal).toString(),
            QStringLiteral("Points"));

        const auto enter = [&](int number, int round, const QString &text) {
            return model.setData(model.index(number - 1, model.roundColumn(round)), text);
        };
        // A round robin, entered from either player's row.
        QVERIFY(enter(1, 1, QStringLiteral("4w1")));
        QVERIFY(enter(3, 1, QStringLiteral("2b") + kHalf));
        QVERIFY(enter(4, 2, QStringLiteral("3w0")));
        QVERIFY(enter(2, 2, QStringLiteral("1b+")));
        QVERIFY(enter(2, 3, QStringLiteral("4w1")));
        QVERIFY(enter(1, 3, QStringLiteral("3b=")));
        QVERIFY(!enter(1, 4, QStringLiteral("3x1")));

        const std::vector<GameRow> expected {
            { 1, "pa", "pd", GameResult::WhiteWins },
            { 1, "pb", "pc", GameResult::Draw },
            { 2, "pd", "pc", GameResult::BlackWins },
            { 2, "pa", "pb", GameResult::BlackWinsByForfeit },
            { 3, "pb", "pd", GameResult::WhiteWins },
            { 3, "pc", "pa", GameResult::Draw },
        };
        QCOMPARE(gamesOf(draft.event()), expected);
        QCOMPARE(draft.undoStack()->count(), 6);
        QCOMPARE(draft.undoStack()->text(0), QStringLiteral("Round 1: 1 \u2013 4 1-0"));
        QCOMPARE(draft.undoStack()->text(3), QStringLiteral("Round 2: 1 \u2013 2 --+"));

        QCOMPARE(model.rounds(), 3);
        QCOMPARE(model.columnCount(), 7); // three rounds and an empty one
        QVERIFY(model.data(model.index(0, model.roundColumn(4))).toString().isEmpty());
        const auto cell = [&](int number, int round) {
            return model.data(model.index(number - 1, model.roundColumn(round))).toString();
        };
        const QStringList crosstable {
            cell(1, 1),
            cell(1, 2),
            cell(1, 3), //
            cell(2, 1),
            cell(2, 2),
            cell(2, 3), //
            cell(3, 1),
            cell(3, 2),
            cell(3, 3), //
            cell(4, 1),
            cell(4, 2),
            cell(4, 3),
        };
        const QStringList expectedCells {
            "4w1",
            "2w\u2212",
            "3b\u00bd", //
            "3w\u00bd",
            "1b+",
            "4w1", //
            "2b\u00bd",
            "4b1",
            "1w\u00bd", //
            "1b0",
            "3w0",
            "2b0",
        };
        QCOMPARE(crosstable, expectedCells);

        const auto points = [&](int number) {
            return model.data(model.index(number - 1, model.pointsColumn())).toString();
        };
        QCOMPARE(points(1), QStringLiteral("1") + kHalf);
        QCOMPARE(points(2), QStringLiteral("2") + kHalf);
        QCOMPARE(points(3), QStringLiteral("2"));
        QCOMPARE(points(4), QStringLiteral("0"));
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int round = 1; round <= 4; ++round)
                QVERIFY(
                    !model.index(row, model.roundColumn(round)).data(Qt::BackgroundRole).isValid());
        }
        QCOMPARE(model.data(model.index(1, CrosstableModel::NameColumn)).toString(),
            QStringLiteral("Schulz, Max"));
        QCOMPARE(model.data(model.index(1, model.roundColumn(3)), Qt::ToolTipRole).toString(),
            QStringLiteral("Round 3: Schulz, Max (2) \u2013 Fischer, Jan (4) 1-0"));
        QVERIFY(model.flags(model.index(0, model.roundColumn(4))) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, CrosstableModel::NameColumn)) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(model.index(0, model.pointsColumn())) & Qt::ItemIsEditable));

        // A bye counts its points; an empty text removes the entry from both rows.
        QVERIFY(enter(4, 4, QStringLiteral("bye")));
        QCOMPARE(cell(4, 4), QStringLiteral("bye"));
        QCOMPARE(points(4), QStringLiteral("1"));
        QVERIFY(enter(4, 4, QStringLiteral("bye\u00bd")));
        QCOMPARE(cell(4, 4), QStringLiteral("bye\u00bd"));
        QCOMPARE(points(4), kHalf);
        QCOMPARE(draft.event().byes.size(), std::size_t(1));
        QVERIFY(enter(4, 3, QString()));
        QVERIFY(cell(4, 3).isEmpty());
        QVERIFY(cell(2, 3).isEmpty());
        QCOMPARE(points(2), QStringLiteral("1") + kHalf);
        QCOMPARE(draft.event().chessGames.size(), std::size_t(5));
    }

    // TRF W, D, L: games played but not rated count their points and are marked with a * and
    // "played, not rated" in the tooltip, like + and − mark forfeits; entered again as shown,
    // they stay as they were.
    void showsGamesPlayedButNotRated()
    {
        rd::EventInput event = chessEvent(4);
        event.chessGames = { { 1, "pa", "pb", GameResult::WhiteWinsUnrated },
            { 1, "pc", "pd", GameResult::DrawUnrated },
            { 2, "pa", "pc", GameResult::BlackWinsUnrated },
            { 2, "pb", "pd", GameResult::WhiteWins } };
        rd::ui::EventDraft draft(event);
        CrosstableModel model(draft);
        const auto cell = [&](int number, int round, int role = Qt::DisplayRole) {
            return model.data(model.index(number - 1, model.roundColumn(round)), role).toString();
        };
        QCOMPARE(cell(1, 1), QStringLiteral("2w1*"));
        QCOMPARE(cell(2, 1), QStringLiteral("1b0*"));
        QCOMPARE(cell(3, 1), QStringLiteral("4w") + kHalf + QLatin1Char('*'));
        QCOMPARE(cell(4, 1), QStringLiteral("3b") + kHalf + QLatin1Char('*'));
        QCOMPARE(cell(1, 2), QStringLiteral("3w0*"));
        QCOMPARE(cell(3, 2), QStringLiteral("1b1*"));
        QCOMPARE(cell(2, 2), QStringLiteral("4w1")); // a rated game, unmarked
        QCOMPARE(cell(1, 1, Qt::ToolTipRole),
            QStringLiteral(
                "Round 1: Meyer, Anna (1) \u2013 Schulz, Max (2) 1-0, played, not rated"));
        QCOMPARE(cell(4, 1, Qt::ToolTipRole),
            QStringLiteral("Round 1: Weber, Lena (3) \u2013 Fischer, Jan (4) ") + kHalf
                + QLatin1Char('-') + kHalf + QStringLiteral(", played, not rated"));
        // Points as played: Meyer 1 + 0, Weber ½ + 1 (hand count of the four games above).
        const auto points = [&](int number) {
            return model.data(model.index(number - 1, model.pointsColumn())).toString();
        };
        QCOMPARE(points(1), QStringLiteral("1"));
        QCOMPARE(points(3), QStringLiteral("1") + kHalf);

        // The cell's text entered again is no change; 2w1 without the mark makes the game rated.
        const QModelIndex first = model.index(0, model.roundColumn(1));
        QVERIFY(model.setData(first, model.data(first, Qt::EditRole)));
        QCOMPARE(draft.undoStack()->count(), 0);
        QCOMPARE(draft.event().chessGames.front().result, GameResult::WhiteWinsUnrated);
        QVERIFY(model.enterResult(first, QStringLiteral("2w1"), rd::edit::Resolution::Replace)
                    .applied());
        QCOMPARE(draft.event().chessGames.front().result, GameResult::WhiteWins);
        QCOMPARE(cell(1, 1), QStringLiteral("2w1"));
    }

    void replacingAGameKeepsItsBoard()
    {
        rd::ui::EventDraft draft(chessEvent(4));
        CrosstableModel model(draft);
        const auto enter = [&](int number, int round, const QString &text) {
            return model.setData(model.index(number - 1, model.roundColumn(round)), text);
        };
        QVERIFY(enter(1, 1, QStringLiteral("2w1")));
        QVERIFY(enter(3, 1, QStringLiteral("4w0")));
        // Another result for a game entered is asked for; agreed, it takes the game's place.
        QVERIFY(!enter(2, 1, QStringLiteral("1w=")));
        QVERIFY(model
                    .enterResult(model.index(1, model.roundColumn(1)), QStringLiteral("1w="),
                        rd::edit::Resolution::Replace)
                    .applied());
        const std::vector<GameRow> expected {
            { 1, "pb", "pa", GameResult::Draw },
            { 1, "pc", "pd", GameResult::BlackWins },
        };
        QCOMPARE(gamesOf(draft.event()), expected);
        // Entering the same again is no step.
        QVERIFY(enter(1, 1, QStringLiteral("2b=")));
        QCOMPARE(draft.undoStack()->count(), 3);
    }

    void marksImpossibleData()
    {
        rd::ui::EventDraft draft(chessEvent(4));
        CrosstableModel model(draft);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto enter = [&](int number, int round, const QString &text) {
            return model.setData(model.index(number - 1, model.roundColumn(round)), text);
        };
        const auto at = [&](int number, int round) {
            return model.index(number - 1, model.roundColumn(round));
        };
        const auto tip = [&](int number, int round) {
            return at(number, round).data(Qt::ToolTipRole).toString();
        };
        const auto background
            = [&](int number, int round) { return at(number, round).data(Qt::BackgroundRole); };

        const auto import = [&](const std::function<void(rd::EventInput &)> &change) {
            draft.apply(QStringLiteral("import"), change);
        };
        QList<rd::edit::Problem> refusals;
        QList<rd::edit::Problem> conflicts;
        connect(&model, &CrosstableModel::entryRefused,
            [&](const rd::edit::Problem &problem) { refusals << problem; });
        connect(&model, &CrosstableModel::entryConflicts,
            [&](const QModelIndex &, const QString &, const rd::edit::Problem &problem) {
                conflicts << problem;
            });

        // Typed, a player against himself is refused with the reason; nothing changes.
        QVERIFY(!enter(1, 1, QStringLiteral("1w1")));
        QCOMPARE(refusals.size(), 1);
        QCOMPARE(refusals.last().message,
            QStringLiteral("Round 1: Meyer, Anna (1) cannot play himself."));
        QVERIFY(draft.event().chessGames.empty());
        // In a file it is marked with the same reason.
        import([](rd::EventInput &e) { e.chessGames.push_back({ 1, "pa", "pa", GameResult::Draw });
    });
    QVERIFY(isLightRed(background(1, 1)));
    QCOMPARE(tip(1, 1), QStringLiteral("Round 1: Meyer, Anna (1) is paired with himself."));
    draft.undoStack()->undo();
    QVERIFY(!background(1, 1).isValid());

    // An opponent number that does not exist; the game waits for that player.
    QVERIFY(enter(2, 1, QStringLiteral("6b0")));
    QCOMPARE(at(2, 1).data().toString(), QStringLiteral("6b0"));
    QVERIFY(isLightRed(background(2, 1)));
    QCOMPARE(tip(2, 1),
        QStringLiteral("Round 1: Schulz, Max (2) plays number 6, who is not in the player list."));
        import([](rd::EventInput &e) {
            rd::edit::ChessEventEdit edit(e);
        edit.addPlayer(QStringLiteral("Becker, Tom"));
        edit.addPlayer(QStringLiteral("Wagner, Eva"));
        });
        QCOMPARE(model.rowCount(), 6);
        QVERIFY(!background(2, 1).isValid());
        QCOMPARE(at(6, 1).data().toString(), QStringLiteral("2w1"));
        QCOMPARE(draft.event().chessGames.front().white, draft.event().players[5].id);
        draft.undoStack()->undo();
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(isLightRed(background(2, 1)));
        QVERIFY(enter(2, 1, QString()));

        // An id that is in no player list.
        import([](rd::EventInput &e) {
            e.chessGames.push_back({ 1, "pa", "zz", GameResult::WhiteWins });
        });
        QVERIFY(isLightRed(background(1, 1)));
        QCOMPARE(tip(1, 1),
            QStringLiteral("Round 1: the opponent of Meyer, Anna (1) is not in the player list."));
        QCOMPARE(at(1, 1).data().toString(), QStringLiteral("?w1"));
        draft.undoStack()->undo();

        // Typed, a second game for a player who has one in the round is a conflict: nothing
        // changes until the director agrees.
        QVERIFY(enter(1, 1, QStringLiteral("2w1")));
        QVERIFY(!enter(3, 1, QStringLiteral("2b0")));
        QCOMPARE(conflicts.size(), 1);
        QCOMPARE(conflicts.last().message,
            QStringLiteral(
                "Round 1: Schulz, Max (2) already plays Meyer, Anna (1) in this round."));
        QCOMPARE(draft.event().chessGames.size(), std::size_t { 1 });
        // From a file, a player with two games in one round: his cell says so, the others do not.
        import([](rd::EventInput &e) { e.chessGames.push_back({ 1, "pb", "pc", GameResult::WhiteWins });
        });
        QVERIFY(isLightRed(background(2, 1)));
        QCOMPARE(
            tip(2, 1), QStringLiteral("Round 1: Schulz, Max (2) has 2 results in this round."));
        QCOMPARE(at(2, 1).data().toString(), QStringLiteral("1b0 / 3w1"));
        QVERIFY(!background(1, 1).isValid());
        QVERIFY(!background(3, 1).isValid());
        draft.undoStack()->undo();
        // A game and a bye in one round.
        import([](rd::EventInput &e) { e.byes.push_back({ 1, "pa", 1.0 });
        });
        QVERIFY(isLightRed(background(1, 1)));
        QCOMPARE(
            tip(1, 1), QStringLiteral("Round 1: Meyer, Anna (1) has 2 results in this round."));
        draft.undoStack()->undo();

        // The same pair twice in one round.
        import([](rd::EventInput &e) { e.chessGames.push_back({ 1, "pb", "pa", GameResult::Draw });
        });
        QVERIFY(isLightRed(background(1, 1)));
        QVERIFY(isLightRed(background(2, 1)));
        QVERIFY(tip(1, 1).contains(
            QStringLiteral("Round 1: Meyer, Anna (1) and Schulz, Max (2) are paired twice.")));
        QVERIFY(tip(2, 1).contains(
            QStringLiteral("Round 1: Schulz, Max (2) and Meyer, Anna (1) are paired twice.")));
        draft.undoStack()->undo();

        // The same pair meeting again in the event is a warning.
        QVERIFY(enter(2, 2, QStringLiteral("1w0")));
        for (const auto &[number, round, other] : { std::tuple(1, 1, 2), std::tuple(2, 1, 2),
                 std::tuple(1, 2, 1), std::tuple(2, 2, 1) }) {
            QVERIFY(isYellow(background(number, round)));
            QVERIFY(
                tip(number, round).endsWith(QStringLiteral("also meet in round %1.").arg(other)));
        }
        // Weber (3) is not marked as meeting anybody again, only as missing rounds 1 and 2.
        QVERIFY(!tip(3, 1).contains(QStringLiteral("meet")));
        QVERIFY(tip(3, 1).contains(QStringLiteral("has no game and no bye")));
        // The model lists every problem for a problems panel, each with its cell: four times
        // meeting again, and Weber (3) and Fischer (4) missing rounds 1 and 2.
        QCOMPARE(model.problems().size(), std::size_t { 8 });
        QCOMPARE(model.indexOf(model.problems().front().location), at(1, 1));
        }

        void undoesAndRedoesEntries()
        {
            rd::ui::EventDraft draft(chessEvent(3));
            CrosstableModel model(draft);
            QAbstractItemModelTester tester(
                &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            const QModelIndex first = model.index(0, model.roundColumn(1));
            QVERIFY(model.setData(first, QStringLiteral("2w1")));
            QVERIFY(model.setData(model.index(0, model.roundColumn(2)), QStringLiteral("3b0")));
            QCOMPARE(model.columnCount(), 6);
            QVERIFY(model.enterResult(first, QStringLiteral("2w="), rd::edit::Resolution::Replace)
                        .applied());
            QCOMPARE(draft.undoStack()->count(), 3);

            draft.undoStack()->undo();
            QCOMPARE(model.index(0, model.roundColumn(1)).data().toString(), QStringLiteral("2w1"));
            QCOMPARE(model.index(1, model.roundColumn(1)).data().toString(), QStringLiteral("1b0"));
            draft.undoStack()->undo();
            QCOMPARE(model.columnCount(), 5);
            QVERIFY(model.index(2, model.roundColumn(2)).data().toString().isEmpty());
            QCOMPARE(model.index(0, model.pointsColumn()).data().toString(), QStringLiteral("1"));
            draft.undoStack()->undo();
            QVERIFY(draft.event().chessGames.empty());
            QCOMPARE(model.columnCount(), 4);

            draft.undoStack()->redo();
            draft.undoStack()->redo();
            QCOMPARE(model.index(2, model.roundColumn(2)).data().toString(), QStringLiteral("1w1"));
            draft.undoStack()->redo();
            QCOMPARE(
                model.index(1, model.roundColumn(1)).data().toString(), QStringLiteral("1b\u00bd"));
            QCOMPARE(model.index(0, model.pointsColumn()).data().toString(), kHalf);
        }

        void removingAPlayerTakesHisGames()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            CrosstableModel model(draft);
            QAbstractItemModelTester tester(
                &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QVERIFY(model.setData(model.index(0, model.roundColumn(1)), QStringLiteral("2w1")));
            QVERIFY(model.setData(model.index(2, model.roundColumn(1)), QStringLiteral("4w1")));
            QVERIFY(model.setData(model.index(2, model.roundColumn(2)), QStringLiteral("7w1")));
            draft.apply(
                [](rd::EventInput &e) { return rd::edit::ChessEventEdit(e).removePlayer(2); });
            QCOMPARE(model.rowCount(), 3);
            QCOMPARE(draft.event().chessGames.size(), std::size_t(2));
            QVERIFY(model.index(0, model.roundColumn(1)).data().toString().isEmpty());
            QCOMPARE(model.index(1, model.roundColumn(1)).data().toString(), QStringLiteral("3w1"));
            // The start number waiting for a player moved up with the others.
            QCOMPARE(model.index(1, model.roundColumn(2)).data().toString(), QStringLiteral("6w1"));
        }

        void parsesPairingResults()
        {
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral("1-0")), GameResult::WhiteWins);
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral("0-1")), GameResult::BlackWins);
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral("\u00bd-\u00bd")), GameResult::Draw);
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral("1/2-1/2")), GameResult::Draw);
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral(" = ")), GameResult::Draw);
            QCOMPARE(
                rd::ui::parsePairingResult(QStringLiteral("+--")), GameResult::WhiteWinsByForfeit);
            QCOMPARE(
                rd::ui::parsePairingResult(QStringLiteral("--+")), GameResult::BlackWinsByForfeit);
            QCOMPARE(rd::ui::parsePairingResult(QStringLiteral("---")), GameResult::DoubleForfeit);
            for (const char *bad : { "", "1", "1:0", "2-0", "+-", "1-1", "x" })
                QVERIFY2(!rd::ui::parsePairingResult(QString::fromLatin1(bad)), bad);
        }

        void pairingViewEditsResults()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            CrosstableModel crosstable(draft);
            PairingModel model(draft);
            QAbstractItemModelTester tester(
                &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            QCOMPARE(model.round(), 1);
            QCOMPARE(model.rowCount(), 0);
            const auto enter = [&](int number, int round, const QString &text) {
                return crosstable.setData(
                    crosstable.index(number - 1, crosstable.roundColumn(round)), text);
            };
            QVERIFY(enter(1, 1, QStringLiteral("4w1")));
            QVERIFY(enter(3, 1, QStringLiteral("2b=")));
            QVERIFY(enter(4, 2, QStringLiteral("3w0")));
            QCOMPARE(model.rowCount(), 2);
            QCOMPARE(model.columnCount(), 3);
            QCOMPARE(model.headerData(PairingModel::ResultColumn, Qt::Horizontal).toString(),
                QStringLiteral("Result"));
            QCOMPARE(model.index(0, PairingModel::WhiteColumn).data().toString(),
                QStringLiteral("Meyer, Anna (1)"));
            QCOMPARE(model.index(0, PairingModel::BlackColumn).data().toString(),
                QStringLiteral("Fischer, Jan (4)"));
            QCOMPARE(model.index(0, PairingModel::ResultColumn).data().toString(),
                QStringLiteral("1-0"));
            QCOMPARE(model.index(1, PairingModel::WhiteColumn).data().toString(),
                QStringLiteral("Schulz, Max (2)"));
            QCOMPARE(model.index(1, PairingModel::ResultColumn).data().toString(),
                QStringLiteral("\u00bd-\u00bd"));
            QVERIFY(!(model.flags(model.index(0, PairingModel::WhiteColumn)) & Qt::ItemIsEditable));
            QVERIFY(model.flags(model.index(0, PairingModel::ResultColumn)) & Qt::ItemIsEditable);

            const QModelIndex result = model.index(1, PairingModel::ResultColumn);
            QVERIFY(!model.setData(result, QStringLiteral("2-0")));
            QVERIFY(model.setData(result, QStringLiteral("0-1")));
            QCOMPARE(draft.event().chessGames[1].result, GameResult::BlackWins);
            QCOMPARE(draft.undoStack()->text(draft.undoStack()->count() - 1),
                QStringLiteral("Round 1: 2 \u2013 3 0-1"));
            QCOMPARE(crosstable.index(1, crosstable.roundColumn(1)).data().toString(),
                QStringLiteral("3w0"));
            QCOMPARE(crosstable.index(2, crosstable.roundColumn(1)).data().toString(),
                QStringLiteral("2b1"));
            QVERIFY(model.setData(result, QStringLiteral("+--")));
            QCOMPARE(crosstable.index(2, crosstable.roundColumn(1)).data().toString(),
                QStringLiteral("2b\u2212"));

            model.setRound(2);
            QCOMPARE(model.rowCount(), 1);
            QCOMPARE(model.index(0, PairingModel::WhiteColumn).data().toString(),
                QStringLiteral("Fischer, Jan (4)"));
            QVERIFY(model.setData(model.index(0, PairingModel::ResultColumn), QStringLiteral("=")));
            QCOMPARE(draft.event().chessGames[2].result, GameResult::Draw);
            QVERIFY(enter(1, 2, QStringLiteral("2b1")));
            QCOMPARE(model.rowCount(), 2);
            draft.undoStack()->undo();
            QCOMPARE(model.rowCount(), 1);
            model.setRound(3);
            QCOMPARE(model.rowCount(), 0);
        }

        void entersResultsWithTheKeyboard()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            QVERIFY(view);
            const CrosstableModel *model = editor.crosstableModel();
            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));

            // Typing opens the editor; Enter and Tab commit and move on to the next round.
            type(QStringLiteral("4w1"));
            QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
            press(Qt::Key_Return);
            QCOMPARE(view->currentIndex(), model->index(0, model->roundColumn(2)));
            type(QStringLiteral("3b") + kHalf);
            press(Qt::Key_Tab);
            QCOMPARE(view->currentIndex(), model->index(0, model->roundColumn(3)));
            type(QStringLiteral("2w0"));
            press(Qt::Key_Return);
            const std::vector<GameRow> expected {
                { 1, "pa", "pd", GameResult::WhiteWins },
                { 2, "pc", "pa", GameResult::Draw },
                { 3, "pa", "pb", GameResult::BlackWins },
            };
            QCOMPARE(gamesOf(draft.event()), expected);

            // The empty next round is the last cell of the row; the next is round 1 of row 2.
            QCOMPARE(view->currentIndex(), model->index(0, model->roundColumn(4)));
            press(Qt::Key_Tab);
            QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(1)));
            QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
            press(Qt::Key_Escape);
            QCOMPARE(QApplication::focusWidget(), view);

            // Typing on a filled cell replaces its text; another result for its game is asked
            // for first.
            view->setCurrentIndex(model->index(3, model->roundColumn(1)));
            {
                rd::test::DialogScript script(
                    { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Y); } });
                type(QStringLiteral("1b="));
                press(Qt::Key_Return);
                QTRY_VERIFY(script.done());
            }
            backFromTheMessageBox(editor);
            QTRY_COMPARE(draft.event().chessGames[0].result, GameResult::Draw);
            QCOMPARE(view->currentIndex(), model->index(3, model->roundColumn(2)));

            // Text that does not parse keeps the editor open; Escape leaves the cell as it was.
            type(QStringLiteral("3x"));
            press(Qt::Key_Return);
            auto *lineEdit = qobject_cast<QLineEdit *>(QApplication::focusWidget());
            QVERIFY(lineEdit);
            QCOMPARE(lineEdit->text(), QStringLiteral("3x"));
            press(Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), lineEdit);
            QCOMPARE(view->currentIndex(), model->index(3, model->roundColumn(2)));
            press(Qt::Key_Escape);
            QCOMPARE(QApplication::focusWidget(), view);
            QCOMPARE(draft.event().chessGames.size(), std::size_t(3));

            // Outside an editor Enter moves on and Delete clears the cell.
            press(Qt::Key_Return);
            QCOMPARE(view->currentIndex(), model->index(3, model->roundColumn(3)));
            view->setCurrentIndex(model->index(3, model->roundColumn(1)));
            press(Qt::Key_Delete);
            QCOMPARE(draft.event().chessGames.size(), std::size_t(2));
            QVERIFY(model->index(0, model->roundColumn(1)).data().toString().isEmpty());

            // Undone and redone (the keys are the main window's, tested there).
            draft.undoStack()->undo();
            QCOMPARE(draft.event().chessGames.size(), std::size_t(3));
            QCOMPARE(model->index(3, model->roundColumn(1)).data().toString(),
                QStringLiteral("1b\u00bd"));
            draft.undoStack()->redo();
            QCOMPARE(draft.event().chessGames.size(), std::size_t(2));
        }

        void pairingViewMovesDownTheBoards()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            draft.apply(QStringLiteral("pairings"), [](rd::EventInput &e) {
                e.chessGames.push_back({ 2, "pa", "pb", GameResult::Draw });
                e.chessGames.push_back({ 2, "pc", "pd", GameResult::Draw });
            });
            rd::ui::ChessEventEditor editor(draft);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *round = editor.findChild<QLineEdit *>(QStringLiteral("round"));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("pairingView"));
            QVERIFY(round && view);
            // Up goes to round 2, the last one, and no further.
            round->setFocus();
            press(Qt::Key_Up);
            press(Qt::Key_Up);
            QCOMPARE(round->text(), QStringLiteral("2"));
            QCOMPARE(editor.pairingModel()->rowCount(), 2);
            view->setFocus();
            view->setCurrentIndex(editor.pairingModel()->index(0, PairingModel::ResultColumn));
            type(QStringLiteral("1-0"));
            press(Qt::Key_Return);
            type(QStringLiteral("0-1"));
            press(Qt::Key_Return);
            QCOMPARE(draft.event().chessGames[0].result, GameResult::WhiteWins);
            QCOMPARE(draft.event().chessGames[1].result, GameResult::BlackWins);
        }

        void ruleSetFollowsTheEndDate()
        {
            rd::EventInput event = chessEvent(2);
            event.event.startDate.reset();
            event.event.endDate = rd::Date { 2016, 1, 1 };
            event.ruleset = "dwz-2002";
            rd::ui::EventDraft draft(event);
            rd::ui::ChessEventEditor editor(draft);
            auto *endDate = editor.findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
            auto *ruleSet = editor.findChild<QComboBox *>(QStringLiteral("ruleSet"));
            QVERIFY(endDate && ruleSet);
            const auto typeEnd = [endDate](const QString &date) {
                endDate->lineEdit()->selectAll();
                QTest::keyClicks(endDate->lineEdit(), date);
                QTest::keyClick(endDate->lineEdit(), Qt::Key_Return);
            };
            QCOMPARE(ruleSet->currentData().toString(), QStringLiteral("dwz-2002"));
            QCOMPARE(ruleSet->currentText(), QStringLiteral("DWZ rules of 2002 (default)"));

            typeEnd(QStringLiteral("2017-01-01"));
            QCOMPARE(draft.event().event.endDate, (rd::Date { 2017, 1, 1 }));
            QCOMPARE(draft.event().ruleset, std::string("dwz-2016"));
            QCOMPARE(ruleSet->currentText(), QStringLiteral("DWZ rules of 2016 (default)"));

            // A rule set the director picks stays when the end date changes.
            const int picked = ruleSet->findData(QStringLiteral("dwz-2002"));
            QCOMPARE(ruleSet->itemText(picked), QStringLiteral("DWZ rules of 2002"));
            ruleSet->setCurrentIndex(picked);
            emit ruleSet->activated(picked);
            QCOMPARE(draft.event().ruleset, std::string("dwz-2002"));
            typeEnd(QStringLiteral("2026-07-01"));
            QCOMPARE(draft.event().ruleset, std::string("dwz-2002"));
            QCOMPARE(ruleSet->currentText(), QStringLiteral("DWZ rules of 2002"));

            // Undone, the default follows the date again.
            draft.undoStack()->undo();
            draft.undoStack()->undo();
            QCOMPARE(draft.event().ruleset, std::string("dwz-2016"));
            typeEnd(QStringLiteral("2026-07-01"));
            QCOMPARE(draft.event().ruleset, std::string("dwz-2026"));
            draft.undoStack()->undo();
            QCOMPARE(endDate->date().value_or(QDate()), QDate(2017, 1, 1));
            QCOMPARE(draft.event().ruleset, std::string("dwz-2016"));
        }

        void anEndBeforeTheStartIsRefusedInline()
        {
            // chessEvent(): 2026-03-01 to 2026-03-29. The message writes dates as the locale's
            // lists do (US English: M/d/yy).
            const QLocale systemLocale;
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            rd::ui::EventDraft draft(chessEvent(2));
            rd::ui::ChessEventEditor editor(draft);
            auto *endDate = editor.findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
            auto *message = editor.findChild<QLabel *>(QStringLiteral("editorMessage"));
            endDate->lineEdit()->selectAll();
            QTest::keyClicks(endDate->lineEdit(), QStringLiteral("2026-02-28"));
            QTest::keyClick(endDate->lineEdit(), Qt::Key_Return);
            QCOMPARE(message->text(),
                QStringLiteral("The event cannot end (2/28/26) before it starts (3/1/26)."));
            QCOMPARE(draft.event().event.endDate, (rd::Date { 2026, 3, 29 }));
            QVERIFY(!draft.undoStack()->canUndo());
            QLocale::setDefault(systemLocale);
        }

        void usChessFieldsOnlyForUsChess()
        {
            rd::ui::EventDraft draft(chessEvent(2));
            rd::ui::ChessEventEditor editor(draft);
            auto *system = editor.findChild<QComboBox *>(QStringLiteral("system"));
            auto *uscfSystem = editor.findChild<QComboBox *>(QStringLiteral("uscfSystem"));
            auto *dualRated = editor.findChild<QCheckBox *>(QStringLiteral("dualRated"));
            auto *ruleSet = editor.findChild<QComboBox *>(QStringLiteral("ruleSet"));
            QVERIFY(system && uscfSystem && dualRated && ruleSet);
            QVERIFY(!uscfSystem->isVisibleTo(&editor));
            QVERIFY(!dualRated->isVisibleTo(&editor));

            const int uscf = system->findData(QStringLiteral("uscf"));
            system->setCurrentIndex(uscf);
            emit system->activated(uscf);
            QVERIFY(draft.event().system == rd::RatingSystem::Uscf);
            QCOMPARE(draft.event().ruleset, std::string("uscf-current"));
            QVERIFY(uscfSystem->isVisibleTo(&editor));
            QVERIFY(dualRated->isVisibleTo(&editor));
            QCOMPARE(ruleSet->count(), 2);

            const int quick = uscfSystem->findData(static_cast<int>(rd::UscfSystem::Quick));
            uscfSystem->setCurrentIndex(quick);
            emit uscfSystem->activated(quick);
            dualRated->click();
            QCOMPARE(draft.event().event.uscf.system, rd::UscfSystem::Quick);
            QVERIFY(draft.event().event.uscf.dualRated);
            draft.undoStack()->undo();
            QVERIFY(!dualRated->isChecked());
            draft.undoStack()->undo();
            draft.undoStack()->undo();
            QVERIFY(draft.event().system == rd::RatingSystem::Dwz);
            QVERIFY(!uscfSystem->isVisibleTo(&editor));
        }

        void addsRenamesAndRemovesPlayers()
        {
            rd::ui::EventDraft draft(chessEvent(2));
            rd::ui::ChessEventEditor editor(draft);
            const auto registered = [](qint64 id, const char *name) {
                rd::model::PlayerSummary player;
                player.id = id;
                player.name = QString::fromUtf8(name);
                return player;
            };
            editor.setRegistryPlayers({ registered(11, "Meyerhoff, Karl"),
                registered(12, "Lindemeyer, Uta"), registered(13, "Schmidt, Ben") });
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *add = editor.findChild<QLineEdit *>(QStringLiteral("addPlayer"));
            auto *players = editor.findChild<QTreeWidget *>(QStringLiteral("players"));
            QVERIFY(add && players);
            QCOMPARE(players->topLevelItemCount(), 2);

            // Names from the registry are offered while typing (any part, any case).
            add->setFocus();
            QTest::keyClicks(add, QStringLiteral("meyer"));
            QCOMPARE(add->completer()->completionCount(), 2);
            QTest::keyClick(add->completer()->popup(), Qt::Key_Down);
            QTest::keyClick(add->completer()->popup(), Qt::Key_Return);
            QCOMPARE(draft.event().players.size(), std::size_t(3));
            QCOMPARE(draft.event().players[2].name, std::string("Meyerhoff, Karl"));
            // Chosen from the registry: that player, by his id.
            QCOMPARE(draft.event().players[2].registryId, std::optional<long long>(11));
            QTRY_VERIFY(add->text().isEmpty());
            QTest::keyClicks(add, QStringLiteral("Neu, Nina"));
            {
                // Not in the registry: a new player, made in the dialog with no values given.
                rd::test::DialogScript script(
                    { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
                QTest::keyClick(add, Qt::Key_Return);
                QTRY_VERIFY(script.done());
            }
            QTRY_COMPARE(draft.event().players.size(), std::size_t(4));
            QCOMPARE(players->topLevelItemCount(), 4);
            QCOMPARE(players->topLevelItem(3)->text(0), QStringLiteral("4"));
            QCOMPARE(players->topLevelItem(3)->text(1), QStringLiteral("Neu, Nina"));
            QVERIFY(!draft.event().players[3].registryId); // typed: a new player
            QCOMPARE(editor.crosstableModel()->rowCount(), 4);
            QCOMPARE(draft.undoStack()->text(draft.undoStack()->count() - 1),
                QStringLiteral("Add player Neu, Nina"));

            players->topLevelItem(1)->setText(1, QStringLiteral("Schulz, Maximilian"));
            QCOMPARE(draft.event().players[1].name, std::string("Schulz, Maximilian"));
            players->topLevelItem(1)->setText(1, QStringLiteral("  "));
            QCOMPARE(players->topLevelItem(1)->text(1), QStringLiteral("Schulz, Maximilian"));

            players->setCurrentItem(players->topLevelItem(0));
            editor.findChild<QPushButton *>(QStringLiteral("removePlayer"))->click();
            QCOMPARE(draft.event().players.size(), std::size_t(3));
            QCOMPARE(players->topLevelItem(0)->text(1), QStringLiteral("Schulz, Maximilian"));
            draft.undoStack()->undo();
            QCOMPARE(players->topLevelItem(0)->text(1), QStringLiteral("Meyer, Anna"));
        }

        // A filled six-player round robin; with RD_SCREENSHOT set, saved there as a PNG.
        void rendersAFilledCrosstable()
        {
            rd::ui::EventDraft draft(chessEvent(6));
            rd::ui::ChessEventEditor editor(draft);
            CrosstableModel *model = editor.crosstableModel();
            // Berger tables, entered from White's row.
            const char *rounds[][3] = {
                { "6w1", "5w=", "4w0" }, // 1-6 2-5 3-4
                { "4w=", "3w1", "2w1" }, // 6-4 5-3 1-2
                { "6w+", "1w=", "5w1" }, // 2-6 3-1 4-5
                { "5w0", "4w1", "3w=" }, // 6-5 1-4 2-3
                { "6w1", "2w0", "1w=" }, // 3-6 4-2 5-1
            };
            const int white[][3]
                = { { 1, 2, 3 }, { 6, 5, 1 }, { 2, 3, 4 }, { 6, 1, 2 }, { 3, 4, 5 } };
            for (int round = 1; round <= 5; ++round) {
                for (int board = 0; board < 3; ++board) {
                    QVERIFY(model->setData(
                        model->index(white[round - 1][board] - 1, model->roundColumn(round)),
                        QString::fromUtf8(rounds[round - 1][board])));
                }
            }
            QCOMPARE(draft.event().chessGames.size(), std::size_t(15));
            QStringList points;
            for (int row = 0; row < 6; ++row) {
                points << model->index(row, model->pointsColumn()).data().toString();
                for (int round = 1; round <= 6; ++round)
                    QVERIFY(!model->index(row, model->roundColumn(round))
                                 .data(Qt::BackgroundRole)
                                 .isValid());
            }
            QCOMPARE(points,
                QStringList(
                    { "4", "3", "2", QStringLiteral("2") + kHalf, "3", kHalf })); // 15 in all

            editor.resize(1100, 560);
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
            const QPixmap picture = editor.grab();
            QVERIFY(!picture.isNull());
            const QString path = qEnvironmentVariable("RD_SCREENSHOT");
            if (!path.isEmpty())
                QVERIFY(picture.save(path));
        }

        // A ten-player event after seven rounds, scrolled to round 7: number and name stay in
        // view beside the rounds, row by row, in English and German (with RD_SCREENSHOT set,
        // saved there as crosstable-en.png and crosstable-de.png).
        void numberAndNameStayInViewWhileTheRoundsScroll_data()
        {
            QTest::addColumn<QString>("language");
            QTest::newRow("English") << QStringLiteral("en");
            QTest::newRow("German") << QStringLiteral("de");
        }

        void numberAndNameStayInViewWhileTheRoundsScroll()
        {
            QFETCH(QString, language);
            QTranslator translator;
            if (language != QLatin1String("en")) {
                QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                    QStringLiteral("_"), QStringLiteral(":/i18n")));
                QCoreApplication::installTranslator(&translator);
            }
            rd::ui::EventDraft draft(tenPlayersSevenRounds());
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1100, 460);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            auto *frozen
                = editor.findChild<QTableView *>(QStringLiteral("crosstableViewFrozenColumns"));
            QVERIFY(view && frozen);
            const CrosstableModel *model = editor.crosstableModel();
            QCOMPARE(model->rounds(), 7);

            // To round 7 of the first row with Tab, then down to the last player.
            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            for (int round = 2; round <= 7; ++round)
                press(Qt::Key_Tab);
            for (int row = 1; row < 10; ++row)
                press(Qt::Key_Down);
            QCOMPARE(view->currentIndex(), model->index(9, model->roundColumn(7)));
            QCOMPARE(QApplication::focusWidget(), view);

            // The rounds have scrolled; the frozen columns cover the first two columns exactly
            // and round 7 is beside them, not under them.
            QVERIFY(view->horizontalScrollBar()->value() > 0);
            QVERIFY(frozen->isVisible());
            const int frozenWidth = view->columnWidth(CrosstableModel::NumberColumn)
                + view->columnWidth(CrosstableModel::NameColumn);
            QCOMPARE(frozen->geometry().left(), view->viewport()->geometry().left());
            QCOMPARE(frozen->width(), frozenWidth);
            const QRect current = view->visualRect(view->currentIndex());
            QVERIFY(current.left() >= frozenWidth);
            QVERIFY(current.right() < view->viewport()->width());
            QVERIFY(view->visualRect(model->index(0, model->roundColumn(1))).left() < frozenWidth);

            // Every row shown: its number and name where its round cells are.
            const int top = view->rowAt(0);
            const int bottom = view->rowAt(view->viewport()->height() - 1);
            QVERIFY(top > 0); // scrolled down to the last player
            QCOMPARE(bottom, 9);
            for (int row = top; row <= bottom; ++row) {
                const QRect cell = view->visualRect(model->index(row, model->roundColumn(7)));
                const QRect name
                    = frozen->visualRect(model->index(row, CrosstableModel::NameColumn));
                QCOMPARE(name.top(), cell.top());
                QCOMPARE(name.height(), cell.height());
                const QPoint middle(frozen->columnViewportPosition(CrosstableModel::NameColumn) + 4,
                    cell.center().y());
                QCOMPARE(frozen->indexAt(middle).data().toString(),
                    QString::fromStdString(
                        draft.event().players[static_cast<std::size_t>(row)].name));
                QCOMPARE(frozen->indexAt(QPoint(2, cell.center().y())).data().toInt(), row + 1);
            }

            const QPixmap picture = editor.grab();
            QVERIFY(!picture.isNull());
            if (const QString path = qEnvironmentVariable("RD_SCREENSHOT"); !path.isEmpty())
                QVERIFY(picture.save(QFileInfo(path).dir().filePath(
                    QStringLiteral("crosstable-%1.png").arg(language))));
            QCoreApplication::removeTranslator(&translator);
        }

        // A result typed on the opponent's row that contradicts the game is asked about, as one
        // typed on the row of a player who already plays someone else.
        void aContradictionTypedOnEitherRowIsAsked()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            const CrosstableModel *model = editor.crosstableModel();
            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            type(QStringLiteral("2w1"));
            press(Qt::Key_Return);

            QString asked;
            const auto answer = [&asked](Qt::Key key) {
                return [&asked, key](QWidget *dialog) {
                    asked = qobject_cast<QMessageBox *>(dialog)->text();
                    QTest::keyClick(dialog, key);
                };
            };
            const QString question
                = QStringLiteral("Round 1: Meyer, Anna (1) \u2013 Schulz, Max (2) 1-0 is already "
                                 "entered.\n\nReplace that with \"1b1\"?");
            // Schulz's row says he won: No keeps the game as it is.
            {
                rd::test::DialogScript script({ answer(Qt::Key_N) });
                view->setCurrentIndex(model->index(1, model->roundColumn(1)));
                type(QStringLiteral("1b1"));
                press(Qt::Key_Return);
                QTRY_VERIFY(script.done());
                QCOMPARE(asked, question);
            }
            backFromTheMessageBox(editor);
            // Enter has moved on to the next cell and opened it; Escape leaves it.
            press(Qt::Key_Escape);
            QCOMPARE(QApplication::focusWidget(), view);
            const std::vector<GameRow> before { { 1, "pa", "pb", GameResult::WhiteWins } };
            QCOMPARE(gamesOf(draft.event()), before);
            // Yes puts Schulz's result in its place, one step of the draft.
            {
                rd::test::DialogScript script({ answer(Qt::Key_Y) });
                view->setCurrentIndex(model->index(1, model->roundColumn(1)));
                type(QStringLiteral("1b1"));
                press(Qt::Key_Return);
                QTRY_VERIFY(script.done());
                QCOMPARE(asked, question);
            }
            backFromTheMessageBox(editor);
            const std::vector<GameRow> after { { 1, "pa", "pb", GameResult::BlackWins } };
            QTRY_COMPARE(gamesOf(draft.event()), after);
            QCOMPARE(draft.undoStack()->count(), 2);
            QCOMPARE(
                model->index(0, model->roundColumn(1)).data().toString(), QStringLiteral("2w0"));
        }

        // A player typed against himself is refused in his own cell: the text stays there,
        // selected for correction, with the reason; neither Enter nor Tab carries the cursor on
        // into another player's cell. In German, with Black written s (Schwarz).
        void aRefusedEntryStaysInItsCell_data()
        {
            QTest::addColumn<QString>("language");
            QTest::addColumn<QString>("black"); // the letter for Black
            QTest::addColumn<QString>("refusal");
            QTest::newRow("English")
                << QStringLiteral("en") << QStringLiteral("b")
                << QStringLiteral("Round 1: Schulz, Max (2) cannot play himself.");
            QTest::newRow("German")
                << QStringLiteral("de") << QStringLiteral("s")
                << QStringLiteral("Runde 1: Schulz, Max (2) kann nicht gegen sich selbst spielen.");
        }

        void aRefusedEntryStaysInItsCell()
        {
            QFETCH(QString, language);
            QFETCH(QString, black);
            QFETCH(QString, refusal);
            QTranslator translator;
            if (language != QLatin1String("en")) {
                QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                    QStringLiteral("_"), QStringLiteral(":/i18n")));
                QCoreApplication::installTranslator(&translator);
            }
            rd::ui::EventDraft draft(chessEvent(4));
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            auto *message = editor.findChild<QLabel *>(QStringLiteral("editorMessage"));
            const CrosstableModel *model = editor.crosstableModel();
            view->setFocus();
            // Schulz (2), round 1: the empty next round follows it, then Weber's row.
            view->setCurrentIndex(model->index(1, model->roundColumn(1)));
            for (const Qt::Key key : { Qt::Key_Return, Qt::Key_Tab }) {
                type(QStringLiteral("2") + black + QStringLiteral("1"));
                press(key);
                auto *cell = qobject_cast<QLineEdit *>(QApplication::focusWidget());
                QVERIFY(cell);
                QCOMPARE(cell->text(), QStringLiteral("2") + black + QStringLiteral("1"));
                QCOMPARE(cell->selectedText(), cell->text());
                QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(1)));
                QCOMPARE(message->text(), refusal);
                QVERIFY(draft.event().chessGames.empty());
            }
            // Typed over: Schulz has Black against Weber (3) and wins; Enter moves on in his row.
            type(QStringLiteral("3") + black + QStringLiteral("1"));
            press(Qt::Key_Return);
            const std::vector<GameRow> expected { { 1, "pc", "pb", GameResult::BlackWins } };
            QCOMPARE(gamesOf(draft.event()), expected);
            QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(2)));
            QCoreApplication::removeTranslator(&translator);
        }

        // With one round planned (Event → Details), Enter in round 1 goes on to the next
        // player's round 1, not into a round 2; a result typed into round 2 all the same begins
        // it only when the director says Yes.
        void theLastPlannedRoundMakesNoNewRoundWithoutAsking_data()
        {
            QTest::addColumn<QString>("language");
            QTest::addColumn<QString>("question");
            QTest::newRow("English")
                << QStringLiteral("en")
                << QStringLiteral("Round 2 would be a round after the 1 round planned.\n\nBegin "
                                  "round 2 with \"3w1\"?");
            QTest::newRow("German")
                << QStringLiteral("de")
                << QStringLiteral("Runde 2 wäre eine Runde nach der 1 geplanten Runde.\n\nRunde 2 "
                                  "mit „3w1“ beginnen?");
        }

        void theLastPlannedRoundMakesNoNewRoundWithoutAsking()
        {
            QFETCH(QString, language);
            QFETCH(QString, question);
            // English too, for its plural forms ("1 round planned").
            QTranslator translator;
            QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
            rd::EventInput event = chessEvent(4);
            event.event.properties.roundsPlanned = 1;
            rd::ui::EventDraft draft(event);
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            const CrosstableModel *model = editor.crosstableModel();
            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            type(QStringLiteral("2w1"));
            press(Qt::Key_Return);
            // Past the empty round 2, to Schulz's round 1, filled by Meyer's entry.
            QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(1)));
            press(Qt::Key_Escape);
            press(Qt::Key_Down);
            QCOMPARE(view->currentIndex(), model->index(2, model->roundColumn(1)));
            type(QStringLiteral("4w="));
            press(Qt::Key_Return);
            QCOMPARE(view->currentIndex(), model->index(3, model->roundColumn(1)));
            press(Qt::Key_Escape);
            QCOMPARE(model->rounds(), 1);

            // Typed into round 2 all the same: Escape (No) keeps the round out, Yes begins it.
            for (const bool yes : { false, true }) {
                QString asked;
                rd::test::DialogScript script({ [&asked, yes](QWidget *dialog) {
                    auto *box = qobject_cast<QMessageBox *>(dialog);
                    asked = box->text();
                    if (yes)
                        QTest::keyClick(box->button(QMessageBox::Yes), Qt::Key_Space);
                    else
                        QTest::keyClick(box, Qt::Key_Escape);
                } });
                view->setCurrentIndex(model->index(0, model->roundColumn(2)));
                type(QStringLiteral("3w1"));
                press(Qt::Key_Return);
                QTRY_VERIFY(script.done());
                QCOMPARE(asked, question);
                backFromTheMessageBox(editor);
                if (QApplication::focusWidget() != view)
                    press(Qt::Key_Escape);
                QTRY_COMPARE(model->rounds(), yes ? 2 : 1);
            }
            QCOMPARE(draft.event().chessGames.size(), std::size_t(3));
            QCoreApplication::removeTranslator(&translator);
        }

        // The problems panel speaks of a round a player misses and of a cell that cannot be read.
        void theProblemsPanelNamesAMissingGameAndAnUnreadableCell()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            rd::ui::ChessEventEditor editor(draft);
            // What is being typed is followed as in the workspace (ui/event/EventWorkspace).
            rd::ui::UnfinishedEntries unfinished(&editor);
            editor.followUnfinishedEntries(&unfinished);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            auto *problems = editor.findChild<QListWidget *>(QStringLiteral("problemsList"));
            auto *title = problems->parentWidget()->findChild<QLabel *>();
            const CrosstableModel *model = editor.crosstableModel();
            const auto listed = [problems] {
                QStringList texts;
                for (int row = 0; row < problems->count(); ++row)
                    texts << problems->item(row)->text();
                return texts;
            };

            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            type(QStringLiteral("2w1"));
            press(Qt::Key_Return);
            view->setCurrentIndex(model->index(2, model->roundColumn(1)));
            type(QStringLiteral("4b="));
            press(Qt::Key_Return);
            QCOMPARE(title->text(), QStringLiteral("Problems: none"));

            // Meyer's game deleted: round 1 is played by Weber and Fischer, not by her and Schulz.
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            press(Qt::Key_Delete);
            QCOMPARE(listed(),
                QStringList({ "Round 1: Meyer, Anna (1) has no game and no bye, though others "
                              "played this round.",
                    "Round 1: Schulz, Max (2) has no game and no bye, though others played this "
                    "round." }));
            QVERIFY(isYellow(model->index(0, model->roundColumn(1)).data(Qt::BackgroundRole)));
            draft.undoStack()->undo();
            QCOMPARE(title->text(), QStringLiteral("Problems: none"));

            // Text that is no result, kept open in Fischer's round 2 cell: said first, in words.
            view->setCurrentIndex(model->index(3, model->roundColumn(2)));
            type(QStringLiteral("1x"));
            press(Qt::Key_Return);
            QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
            QCOMPARE(listed(),
                QStringList({ "Round 2, Fischer, Jan (4): \"1x\" is not a result. Write the "
                              "opponent's number, w or b and the result, as 12w1, 12b\u00bd or "
                              "12w+, or bye or bye\u00bd." }));
            // Put right, the problem goes.
            press(Qt::Key_Backspace);
            type(QStringLiteral("b1"));
            QCOMPARE(title->text(), QStringLiteral("Problems: none"));
            press(Qt::Key_Return);
            QCOMPARE(
                model->index(0, model->roundColumn(2)).data().toString(), QStringLiteral("4w0"));
            // Given up with Escape, it goes too.
            view->setCurrentIndex(model->index(1, model->roundColumn(2)));
            type(QStringLiteral("zz"));
            QCOMPARE(problems->count(), 3); // Schulz and Weber miss round 2 now, and the text
            press(Qt::Key_Escape);
            QTRY_COMPARE(problems->count(), 2);
        }

        // Ctrl+Z in an open cell takes back the typing, then the last entry.
        void undoWorksInsideAnOpenCell()
        {
            rd::ui::EventDraft draft(chessEvent(4));
            rd::ui::ChessEventEditor editor(draft);
            editor.resize(1000, 600);
            editor.show();
            QApplication::setActiveWindow(&editor);
            QVERIFY(QTest::qWaitForWindowActive(&editor));
            auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
            const CrosstableModel *model = editor.crosstableModel();
            view->setFocus();
            view->setCurrentIndex(model->index(0, model->roundColumn(1)));
            type(QStringLiteral("2w1"));
            press(Qt::Key_Return);
            QCOMPARE(draft.event().chessGames.size(), std::size_t(1));

            // Round 2 is open with "3b" typed: the first Ctrl+Z empties it, the cell stays open.
            type(QStringLiteral("3b"));
            auto *cell = qobject_cast<QLineEdit *>(QApplication::focusWidget());
            QVERIFY(cell);
            press(Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(QApplication::focusWidget(), cell);
            QCOMPARE(cell->text(), QString());
            // Nothing typed is left: the cell closes and the entry of round 1 is undone.
            press(Qt::Key_Z, Qt::ControlModifier);
            QTRY_COMPARE(QApplication::focusWidget(), view);
            QVERIFY(draft.event().chessGames.empty());
            QVERIFY(model->index(0, model->roundColumn(1)).data().toString().isEmpty());
            QVERIFY(draft.undoStack()->canRedo());
        }
        }
        ;

        QTEST_MAIN(TestCrosstable)
#include "tst_crosstable.moc"
