#pragma once

#include "engine/pairing/Snapshot.h"

namespace rd::pairing {

// The article of C.04.3 5.2 that gave a pair its colours.
enum class ColourRule : std::uint8_t {
    BothPreferences, // 5.2.1
    StrongerPreference, // 5.2.2
    Alternation, // 5.2.3
    HigherRankedPreference, // 5.2.4
    InitialColour, // 5.2.5
};

struct ColourAllocation {
    int white = 0; // start numbers
    int black = 0;
    ColourRule rule = ColourRule::InitialColour;
    int decider = 0; // whose preference or rank decided; 0 when both got their preference
    int gamesBack = 0; // 5.2.3: the latest game, counted back, in which their colours differed
};

// Colours for a pair (5.2); `higher` is the higher-ranked of the two (1.2 order).
ColourAllocation allocateColours(
    const SnapshotPlayer &higher, const SnapshotPlayer &lower, Colour initialColour);

// The colour `player` receives in `allocation`.
Colour colourOf(const ColourAllocation &allocation, int startNumber);

} // namespace rd::pairing
