#include "engine/checks/ChessChecks.h"

#include "engine/checks/PlayerNumbers.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <unordered_map>

namespace rd::checks {

std::vector<Problem> checkChessEvent(const EventInput &event, Checks checks)
{
    std::unordered_map<std::string, int> numberOf;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        numberOf.emplace(event.players[i].id, static_cast<int>(i) + 1);
    // The start number of a player of the list, 0 for another id.
    const auto listed = [&](const std::string &id) {
        const auto found = numberOf.find(id);
        return found == numberOf.end() ? 0 : found->second;
    };
    const auto number = [&](const std::string &id) {
        const int found = listed(id);
        return found > 0 ? found : startNumberOf(event, id);
    };
    const auto inList = [&](const std::string &id) { return listed(id) > 0; };

    // Per player and round his games and byes (a bye without a game), in the order of the
    // event; per pair of players of the list the rounds they meet in.
    struct Entry {
        std::pair<int, int> cell; // player, round
        const ChessGame *game;
    };
    struct Meeting {
        std::pair<int, int> players;
        int round;
    };
    std::vector<Entry> entries;
    std::vector<Meeting> meetings;
    entries.reserve(2 * event.chessGames.size() + event.byes.size());
    meetings.reserve(event.chessGames.size());
    for (const ChessGame &game : event.chessGames) {
        if (!game.round || *game.round < 1)
            continue;
        const int white = listed(game.white);
        const int black = listed(game.black);
        if (white > 0)
            entries.push_back({ { white, *game.round }, &game });
        if (black > 0 && game.black != game.white)
            entries.push_back({ { black, *game.round }, &game });
        if (game.white != game.black && white > 0 && black > 0)
            meetings.push_back({ std::minmax(white, black), *game.round });
    }
    for (const Bye &bye : event.byes) {
        if (const int player = listed(bye.player); player > 0 && bye.round >= 1)
            entries.push_back({ { player, bye.round }, nullptr });
    }
    std::ranges::stable_sort(entries, {}, &Entry::cell);
    std::ranges::stable_sort(meetings, {}, &Meeting::players);

    std::vector<Problem> problems;
    const auto add = [&](Severity severity, const QString &message, int player, int round) {
        problems.push_back({ severity, message, Location { player, round, 0, {} } });
    };
    // A player against himself, in a round or not.
    for (const ChessGame &game : event.chessGames) {
        if (game.white == game.black && inList(game.white))
            add(Severity::Error,
                QCoreApplication::translate(
                    "rd::edit::ChessEventEdit", "Round %1: %2 is paired with himself.")
                    .arg(game.round.value_or(0))
                    .arg(playerText(event, number(game.white))),
                number(game.white), game.round.value_or(0));
    }
    for (auto first = entries.begin(); first != entries.end();) {
        const auto [player, round] = first->cell;
        const auto last = std::find_if(
            first, entries.end(), [&](const Entry &entry) { return entry.cell != first->cell; });
        const std::string self = event.players[static_cast<std::size_t>(player - 1)].id;
        std::size_t byeCount = 0;
        std::vector<std::string> opponents;
        for (auto entry = first; entry != last; ++entry) {
            const ChessGame *game = entry->game;
            if (!game) {
                ++byeCount;
                continue;
            }
            const std::string &opponent = game->white == self ? game->black : game->white;
            const int listedOpponent = listed(opponent);
            const int opponentNumber = listedOpponent > 0 ? listedOpponent : number(opponent);
            if (opponent == self) {
                continue; // reported above
            } else if (listedOpponent == 0) {
                add(Severity::Error,
                    opponentNumber > 0
                        ? QCoreApplication::translate("rd::edit::ChessEventEdit",
                            "Round %1: %2 plays number %3, who is not in the player list.")
                              .arg(round)
                              .arg(playerText(event, player))
                              .arg(opponentNumber)
                        : QCoreApplication::translate("rd::edit::ChessEventEdit",
                            "Round %1: the opponent of %2 is not in the player list.")
                              .arg(round)
                              .arg(playerText(event, player)),
                    player, round);
            } else if (checks == Checks::All) {
                QStringList others;
                const std::pair<int, int> pair = std::minmax(player, opponentNumber);
                // std::equal_range, not its ranges form: clang 14 cannot iterate the subrange
                // that libstdc++ 12 returns.
                const auto [from, to]
                    = std::equal_range(meetings.begin(), meetings.end(), Meeting { pair, 0 },
                        [](const Meeting &a, const Meeting &b) { return a.players < b.players; });
                for (auto meeting = from; meeting != to; ++meeting) {
                    const int other = meeting->round;
                    if (other != round && !others.contains(QString::number(other)))
                        others << QString::number(other);
                }
                if (!others.isEmpty())
                    add(Severity::Warning,
                        QCoreApplication::translate("rd::edit::ChessEventEdit",
                            "Round %1: %2 and %3 also meet in round %4.", nullptr,
                            int(others.size()))
                            .arg(round)
                            .arg(playerText(event, player), playerText(event, opponentNumber),
                                others.join(QStringLiteral(", "))),
                        player, round);
            }
            if (std::find(opponents.begin(), opponents.end(), opponent) != opponents.end())
                add(Severity::Error,
                    QCoreApplication::translate(
                        "rd::edit::ChessEventEdit", "Round %1: %2 and %3 are paired twice.")
                        .arg(round)
                        .arg(playerText(event, player), playerText(event, opponentNumber)),
                    player, round);
            else
                opponents.push_back(opponent);
        }
        const std::size_t results = opponents.size() + byeCount;
        if (results > 1)
            add(Severity::Error,
                QCoreApplication::translate("rd::edit::ChessEventEdit",
                    "Round %1: %2 has %n results in this round.", nullptr, int(results))
                    .arg(round)
                    .arg(playerText(event, player)),
                player, round);
        first = last;
    }
    if (checks == Checks::All) {
        // A round in which some have a game or bye is played: a player of the list without
        // either in it misses his result (a warning, as he may have left the event).
        std::vector<int> played;
        for (const Entry &entry : entries)
            played.push_back(entry.cell.second);
        std::ranges::sort(played);
        played.erase(std::unique(played.begin(), played.end()), played.end());
        for (int player = 1; player <= static_cast<int>(event.players.size()); ++player) {
            for (const int round : played) {
                if (!std::ranges::binary_search(
                        entries, std::pair(player, round), {}, &Entry::cell))
                    add(Severity::Warning,
                        QCoreApplication::translate("rd::edit::ChessEventEdit",
                            "Round %1: %2 has no game and no bye, though others played this "
                            "round.")
                            .arg(round)
                            .arg(playerText(event, player)),
                        player, round);
            }
        }
    }
    return problems;
}

} // namespace rd::checks
