#pragma once

#include "engine/pairing/Tournament.h"

#include <cstdint>
#include <vector>

namespace rd::pairing {

// A float of one round (C.04.3 1.4): down when paired against a lower pairing score, up when
// paired against a higher one; a pairing-allocated bye, and a round not played that scored more
// than a loss, are downfloats too.
enum class Float : std::uint8_t { None, Down, Up };

// Colour preference (C.04.3 1.7), from played games only (C.04.2 3.4).
enum class Strength : std::uint8_t { None, Mild, Strong, Absolute };

struct ColourPreference {
    Colour colour = Colour::None;
    Strength strength = Strength::None;
};

// What the pairing of one round needs to know of a player.
struct SnapshotPlayer {
    int startNumber = 0; // the TPN
    int parityNumber = 0; // the number 5.2.5 looks at: among players in the pairing so far
    Points score = 0; // real points before the round
    Points pairingScore = 0; // with the virtual points of acceleration
    std::vector<int> cannotMeet; // played opponents (C1) and forbidden pairs, sorted
    std::vector<int> forbidden; // of those, the ones the arbiter keeps apart, sorted
    std::vector<Colour> colours; // of played games, in order
    std::vector<Float> floats; // per earlier round, floats[0] = round 1
    int unplayedRounds = 0; // earlier rounds without a played game (C9)
    bool byeEligible = true; // C2
    bool topscorer = false; // 1.8, final round only
    ColourPreference preference;
    int colourDifference = 0; // whites minus blacks

    Float floatRoundsAgo(int roundsAgo) const;
    bool mayMeet(int startNumber) const;
};

// Everything the pairing of round `round` needs, nothing of a file or a database.
struct RoundSnapshot {
    int round = 1;
    int totalRounds = 1;
    Colour initialColour = Colour::White;
    PointSystem points;
    std::vector<SnapshotPlayer> players; // in the order of 1.2: pairing score, then TPN

    bool finalRound() const { return round >= totalRounds; }
    const SnapshotPlayer *find(int startNumber) const;
};

// The preference a player's played colours give (1.7).
ColourPreference colourPreference(const std::vector<Colour> &colours);

// The initial colour the file implies when it does not state one: the colour of the first
// player (in the order of 1.2) who had a colour in the first round that gave colours, turned
// round when his 5.2.5 number is even. White when no round gave colours.
Colour inferredInitialColour(const Tournament &tournament);

// The snapshot for pairing `round` among `present` (start numbers) from the rounds before it.
RoundSnapshot makeSnapshot(
    const Tournament &tournament, int round, const std::vector<int> &present);

// The players a round of the file paired (a game, a forfeit, or the pairing-allocated bye).
std::vector<int> pairedInRound(const Tournament &tournament, int round);

// The players to pair in a round not yet paired: everyone but those who withdrew and those with
// a bye or absence announced for it.
std::vector<int> presentForRound(const Tournament &tournament, int round);

} // namespace rd::pairing
