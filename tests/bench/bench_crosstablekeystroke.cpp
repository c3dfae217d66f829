// Issue 41 "Done when": the cost of one result typed into the crosstable of a 60-player,
// 7-round DWZ draft open in its editor tab — what the desktop does for it: the change of the
// event (one undo step), the draft kept as typed, the content stored once it is a valid event,
// and the check whether it can be rated (what the preview and Save ask first).
#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "engine/store/EventRepository.h"
#include "tests/bench/SwissPairing.h"
#include "ui/event/EventWorkspace.h"

#include <QApplication>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <string>

class BenchCrosstableKeystroke : public QObject {
    Q_OBJECT

private slots:
    void typeOneResultIn60PlayersBy7Rounds()
    {
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(dir.filePath(QStringLiteral("club.sqlite")),
            rd::desktop::Opening::CreateIfMissing, [](const QString &) { return false; }));
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.ruleset = "dwz-2016";
        event.event.name = "Spring Open";
        event.event.endDate = rd::Date { 2026, 3, 29 };
        std::vector<double> strength;
        for (int i = 0; i < 60; ++i) {
            rd::PlayerInput player;
            player.id = std::to_string(i + 1);
            player.name = "Player " + std::to_string(i + 1);
            player.birthYear = 1950 + i % 50;
            if (i % 6 != 0) // one in six is a newcomer
                player.dwz = rd::DwzState { 1000 + (i * 37) % 1300, 1 + i % 40, {}, {}, {} };
            event.players.push_back(player);
            strength.push_back((i * 37) % 1300);
        }
        rd::bench::playSwiss(strength, 7, [&](int round, int white, int black) {
            const auto result = strength[white] > strength[black] ? rd::GameResult::WhiteWins
                                                                  : rd::GameResult::Draw;
            event.chessGames.push_back(
                { round, std::to_string(white + 1), std::to_string(black + 1), result });
            return std::pair { rd::whitePoints(result), rd::blackPoints(result) };
        });
        // The last round's result of the first player is still to be typed.
        std::erase_if(event.chessGames, [](const rd::ChessGame &game) {
            return game.round == 7 && (game.white == "1" || game.black == "1");
        });
        rd::store::EventRepository events(session.database());
        const qint64 id = events.importEvent(event);
        rd::desktop::EventOperations operations(session);
        rd::ui::EventWorkspace workspace(
            session, operations, id, events.document(id), rd::ui::EventWorkspace::Mode::Draft);
        QVERIFY(workspace.validEvent());

        // Start numbers are the players' places in the draft; round 7 of the first player.
        const rd::EventInput &draft = workspace.draft()->event();
        std::map<std::string, int> startNumber;
        for (std::size_t i = 0; i < draft.players.size(); ++i)
            startNumber[draft.players[i].id] = static_cast<int>(i) + 1;
        // His opponent is the one player without a game in round 7.
        std::map<int, int> gamesInRound7;
        for (const rd::ChessGame &game : draft.chessGames) {
            if (game.round == 7) {
                ++gamesInRound7[startNumber[game.white]];
                ++gamesInRound7[startNumber[game.black]];
            }
        }
        int opponent = 2;
        while (gamesInRound7[opponent] > 0)
            ++opponent;
        // Typed and deleted in turn: each an entry of its own (Enter, Delete).
        const QStringList typed { QString::number(opponent) + QStringLiteral("w1"), QString() };

        auto *view = workspace.findChild<QTableView *>(QStringLiteral("crosstableView"));
        QVERIFY(view);
        const QModelIndex cell = view->model()->index(0, 8); // round 7 of start number 1
        const int stepsBefore = workspace.draft()->undoStack()->count();
        int keystroke = 0;
        QBENCHMARK
        {
            // Enter in the cell: the change and the write as typed ...
            QVERIFY(view->model()->setData(cell, typed[keystroke++ % 2]));
            // ... the content stored (at once, not after the pause the tab waits for) ...
            workspace.flush();
            // ... and whether it can be rated, as the preview and Save ask.
            QVERIFY(workspace.validEvent());
        }
        QVERIFY(workspace.draft()->undoStack()->count() > stepsBefore);
    }
};

QTEST_MAIN(BenchCrosstableKeystroke)
#include "bench_crosstablekeystroke.moc"
