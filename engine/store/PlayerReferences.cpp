#include "engine/store/PlayerReferences.h"

#include <algorithm>

namespace rd::store {

void renamePlayerReferences(EventInput &event, const std::function<void(std::string &)> &rename)
{
    for (ChessGame &game : event.chessGames) {
        rename(game.white);
        rename(game.black);
    }
    for (GoGame &game : event.goGames) {
        rename(game.white);
        rename(game.black);
    }
    for (Bye &bye : event.byes)
        rename(bye.player);
    for (ForbiddenPair &pair : event.forbiddenPairs) {
        rename(pair.player);
        rename(pair.other);
    }
    for (std::vector<std::string> &order : event.event.properties.tieOrders)
        std::for_each(order.begin(), order.end(), rename);
}

} // namespace rd::store
