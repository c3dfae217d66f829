#pragma once

#include "engine/pairing/Colours.h"
#include "engine/pairing/Snapshot.h"

#include <cstdint>
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

// Why a bracket left a player unpaired, so that he moved down to the next one (Art. 3).
enum class LeftOver : std::uint8_t {
    NoAllowedOpponent, // C1, C3: he may meet no other player of the bracket
    NoOpponentLeft, // every other player of the bracket was paired: none was left for him
    BracketFull, // its players could make no more pairs among themselves (C1, C3, C6)
    NeededElsewhere, // more pairs were possible, but C4 (a pairing below) or C5 (the bye) forbade
};

// One bracket that left a player unpaired: what the pairing of that bracket decided.
struct LeftInBracket {
    Points bracketScore = 0; // the pairing score of the bracket's residents
    int players = 0; // in the bracket, moved-down players included
    int pairs = 0; // the pairs the bracket made
    int possiblePairs = 0; // the most its players could make among themselves by C1 and C3
    int allowedOpponents = 0; // players of the bracket he may meet (C1, C3)
    bool lastInOrder = false; // the bracket's last player in its order (Art. 3: he is left)
    LeftOver reason = LeftOver::BracketFull;
};

// A player left unpaired by a bracket (a downfloater of that bracket).
struct Downfloat {
    int player = 0;
    Points fromScore = 0; // his own pairing score
    LeftInBracket bracket;
};

// What the colour rules (1.7, 5.2) saw of one player of a pair.
struct ColourFacts {
    int player = 0; // start number
    ColourPreference preference;
    int colourDifference = 0; // whites minus blacks, played games only
    bool sameColourTwice = false; // the last two played games with the same colour
};

// How the colours of a board were decided: the rule of 5.2 that applied and what it looked at.
struct ColourDecision {
    ColourRule rule = ColourRule::InitialColour;
    int decider = 0; // whose preference or rank decided; 0 when both got their preference
    ColourFacts white;
    ColourFacts black;
    int gamesBack = 0; // 5.2.3: the latest game, counted back, in which their colours differed
    int parityNumber = 0; // 5.2.5: the higher-ranked player's number
    Colour initialColour = Colour::White; // 5.2.5
};

// Where the pair stands in the order its bracket pairs in (Art. 3.3, 3.6, 3.7): S1 against S2.
enum class PairOrder : std::uint8_t {
    MovedDown, // a moved-down player and his opponent (Art. 3.4): explained by the float
    AsOrdered, // S1's player against the S2 player of the same place
    Transposed, // another opponent than the one of the same place (Art. 3.6, 3.7)
};

// Why the opponent of the same place in S2 was not taken.
enum class Blocked : std::uint8_t {
    NotBlocked, // he was allowed: the criteria C6-C21 preferred another candidate
    MetBefore, // C1
    Forbidden, // C1: the arbiter keeps them apart
    SameAbsoluteColour, // C3
};

// Why a board looks as it does, for a director who asks (structured: the words are the
// reports' and the command line's business). Every fact comes from what the pairing decided.
struct BoardExplanation {
    Points bracketScore = 0; // the bracket the pair was made in (its residents' score)
    Points whiteScore = 0; // pairing scores
    Points blackScore = 0;
    int downfloater = 0; // start number of the player paired below his scoregroup, 0 for none
    int upfloater = 0; // start number of his opponent, paired above his scoregroup
    std::vector<LeftInBracket> downfloat; // the brackets that left the downfloater unpaired
    PairOrder order = PairOrder::AsOrdered;
    int firstInOrder = 0; // the pair's higher-ranked player (1.2 order)
    int orderedOpponent = 0; // the S2 player of the same place, when not taken
    Blocked blocked = Blocked::NotBlocked;
    ColourDecision colours;
    std::vector<Criterion> failures; // the quality criteria (C10-C17) the board fails
};

// Why the pairing-allocated bye went where it went (C2, C5, C9).
struct ByeExplanation {
    int player = 0; // 0: no bye
    Points score = 0; // his pairing score
    bool lowestScore = true; // no player with a lower pairing score may take the bye (C5)
    std::vector<int> lowerNotEligible; // players with a lower score who may not (C2)
    bool lowestRanked = true; // the last, in the 1.2 order, of those of his score who may
    bool unplayedDecided = false; // C9: of his bracket, the fewest unplayed rounds decided
    int unplayedRounds = 0;
    std::vector<LeftInBracket> downfloat; // the brackets that left him unpaired
};

// The facts of the colours `allocation` gave to `higher` and `lower` (the higher-ranked first).
ColourDecision explainColours(const ColourAllocation &allocation, const SnapshotPlayer &higher,
    const SnapshotPlayer &lower, Colour initialColour);

// The bye's facts: its player, the snapshot, the brackets that left players unpaired, and
// whether C9 applied to the bracket that left him over.
ByeExplanation explainBye(const RoundSnapshot &snapshot, int byePlayer,
    const std::vector<Downfloat> &downfloats, bool unplayedDecided);

// The floats of a board and the float criteria it fails (C14-C17: a downfloater who floated
// down, an upfloater who floated up, one or two rounds before).
void explainFloats(BoardExplanation &explanation, const SnapshotPlayer &white,
    const SnapshotPlayer &black, const std::vector<Downfloat> &downfloats);

} // namespace rd::pairing
