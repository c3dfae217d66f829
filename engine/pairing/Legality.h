#pragma once

#include "engine/pairing/RoundPairing.h"
#include "engine/pairing/Snapshot.h"

#include <vector>

namespace rd::pairing {

// A rule a round's pairing breaks.
struct Violation {
    enum class Kind : std::uint8_t {
        Rematch, // C1: they met before
        Forbidden, // C1: the arbiter keeps them apart
        SameAbsoluteColour, // C3
        ByeNotEligible, // C2
        ByeMissing, // an odd field without a pairing-allocated bye
        ByeNotNeeded, // an even field with one
        NotPaired, // a present player left out
        PairedTwice, // a player on two boards, or on a board and the bye
        NotPresent, // a player paired who is not in the round
    };
    Kind kind;
    int player = 0;
    int other = 0;
};

struct PairingToCheck {
    std::vector<std::pair<int, int>> pairs; // white, black
    int byePlayer = 0;
};

// The independent check of a round's pairing against the absolute rules (C1-C3) and the bye
// (C.04.1: one pairing-allocated bye exactly when the field is odd, to an eligible player).
std::vector<Violation> checkLegality(
    const RoundSnapshot &snapshot, const PairingToCheck &pairing, const Tournament &tournament);

} // namespace rd::pairing
