#pragma once

#include "engine/pairing/Colours.h"
#include "engine/pairing/Tournament.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace rd::pairing {

// The criteria of C.04.3 Art. 2 (2026 numbering).
enum class Criterion : std::uint8_t {
    C1,
    C2,
    C3,
    C4,
    C5,
    C6,
    C7,
    C8,
    C9,
    C10,
    C11,
    C12,
    C13,
    C14,
    C15,
    C16,
    C17,
    C18,
    C19,
    C20,
    C21
};

// Why a board looks as it does, for a director who asks (structured; the words are the
// reports' and the command line's business).
struct BoardExplanation {
    Points bracketScore = 0; // the bracket the pair was made in
    bool moveDownPair = false; // a moved-down player against a resident (a float)
    int upfloater = 0; // start number of the resident paired up, 0 for none
    int downfloater = 0; // start number of the moved-down player, 0 for none
    std::vector<Criterion> failures; // quality criteria this board fails (C10-C21)
};

struct Board {
    int white = 0;
    int black = 0;
    ColourRule colourRule = ColourRule::InitialColour;
    BoardExplanation explanation;
};

// A player left unpaired by a bracket, and what decided it.
struct Downfloat {
    int player = 0;
    Points fromScore = 0;
};

struct RoundPairing {
    std::vector<Board> boards; // in board order
    int byePlayer = 0; // the pairing-allocated bye, 0 for none
    std::vector<Downfloat> downfloats;
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
