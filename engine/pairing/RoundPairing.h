#pragma once

#include "engine/pairing/Colours.h"
#include "engine/pairing/Explanation.h"
#include "engine/pairing/Tournament.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace rd::pairing {

struct Board {
    int white = 0;
    int black = 0;
    ColourRule colourRule = ColourRule::InitialColour;
    BoardExplanation explanation;
};

struct RoundPairing {
    std::vector<Board> boards; // in board order
    int byePlayer = 0; // the pairing-allocated bye, 0 for none
    std::vector<Downfloat> downfloats; // each bracket's unpaired players, the bye's too
    ByeExplanation bye;
};

// Why no legal pairing exists (C1-C3, and C2 for the bye): the players who cannot all be paired
// however the others are, and the only opponents left to them, too few for them all.
struct Unpairable {
    std::vector<int> players;
    std::vector<int> opponents;
    bool byeAmongOpponents = false; // one of them could take the bye instead
    bool byeProblem = false; // the field is odd, and the bye may be left without a taker
    bool noneMayTakeBye = false; // the field is odd and no one may take the bye (C2)
};

struct PairingResult {
    std::optional<RoundPairing> pairing;
    Unpairable unpairable; // when there is no pairing
};

} // namespace rd::pairing
