#include "engine/pairing/BoardOrder.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace rd::pairing {

void orderBoards(std::vector<Board> &boards, const RoundSnapshot &snapshot)
{
    std::map<int, int> rank;
    for (int i = 0; i < static_cast<int>(snapshot.players.size()); ++i)
        rank[snapshot.players[i].startNumber] = i;
    auto key = [&](const Board &board) {
        const SnapshotPlayer &w = snapshot.players[rank[board.white]];
        const SnapshotPlayer &b = snapshot.players[rank[board.black]];
        return std::make_tuple(-std::max(w.pairingScore, b.pairingScore),
            -std::min(w.pairingScore, b.pairingScore),
            std::min(rank[board.white], rank[board.black]));
    };
    std::stable_sort(boards.begin(), boards.end(),
        [&](const Board &a, const Board &b) { return key(a) < key(b); });
}

} // namespace rd::pairing
