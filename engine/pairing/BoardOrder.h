#pragma once

#include "engine/pairing/RoundPairing.h"
#include "engine/pairing/Snapshot.h"

namespace rd::pairing {

// Puts the boards in the order C.04.2 publishes them: the higher pairing score of the two
// players first, then the lower one, then the rank (1.2 order) of the higher-ranked player.
void orderBoards(std::vector<Board> &boards, const RoundSnapshot &snapshot);

} // namespace rd::pairing
