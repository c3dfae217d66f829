#include "report/RoundRobinGrid.h"

#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"

#include <algorithm>

namespace rd::report {

RoundRobinGrid RoundRobinGrid::of(
    const EventInput &event, const std::vector<standings::TieBreak> &tieBreaks, int lastRound)
{
    RoundRobinGrid grid;
    grid.standings = standings::computeStandings(event, tieBreaks, lastRound);
    const std::size_t players = event.players.size();
    grid.results.assign(players, std::vector<QStringList>(players));
    std::vector<const ChessGame *> games;
    for (const ChessGame &game : event.chessGames) {
        if (game.round.value_or(0) <= lastRound)
            games.push_back(&game);
    }
    std::stable_sort(games.begin(), games.end(), [](const ChessGame *a, const ChessGame *b) {
        return a->round.value_or(0) < b->round.value_or(0);
    });
    for (const ChessGame *game : games) {
        const int white = edit::startNumberOf(event, game->white);
        const int black = edit::startNumberOf(event, game->black);
        if (white < 1 || black < 1 || white == black)
            continue; // an opponent not in the players list has no column
        const auto w = static_cast<std::size_t>(white - 1);
        const auto b = static_cast<std::size_t>(black - 1);
        grid.results[w][b] << edit::outcomeNotation(
            edit::entryOf(*game, game->white, black).outcome);
        grid.results[b][w] << edit::outcomeNotation(
            edit::entryOf(*game, game->black, white).outcome);
    }
    grid.standingRow.resize(players);
    for (std::size_t row = 0; row < grid.standings.rows.size(); ++row) {
        const int startNumber = edit::startNumberOf(event, grid.standings.rows[row].playerId);
        if (startNumber >= 1)
            grid.standingRow[static_cast<std::size_t>(startNumber - 1)] = row;
    }
    return grid;
}

int RoundRobinGrid::mostGamesOfAPair() const
{
    qsizetype most = 0;
    for (const std::vector<QStringList> &row : results) {
        for (const QStringList &cell : row)
            most = std::max(most, cell.size());
    }
    return static_cast<int>(most);
}

} // namespace rd::report
