#pragma once

#include "engine/rating/EventInput.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace rd::standings {

// One round of a player's record: a game over the board or an unplayed round, i.e. a forfeit, a
// bye or an absence (C.07 art. 16.1). Where games carry no round number, each is one entry.
struct RoundEntry {
    std::optional<std::size_t> opponent; // the paired opponent, also of a forfeited game
    bool overTheBoard = false;
    bool black = false;
    double points = 0.0;
    bool voluntary = false; // C.07 art. 16.2: a voluntary unplayed round (VUR)
};

// A player's rounds in order, and the points they give.
struct Record {
    std::vector<RoundEntry> rounds;
    double points = 0.0;
};

// The rounds a chess standings covers: 1 ... last (0: none numbered). Games without a round
// number count only when every round does.
struct RoundRange {
    int last = 0;
    bool all = true;
};

// One record per player of event.players, in that order; games naming a player who is not in
// the list are left out. Chess: the games and byes of the range, and an absence in each round of
// the range where a player has neither (when every game carries a round number).
std::vector<Record> chessRecords(const EventInput &event, RoundRange range);
// Go: every game of the record sheet in entry order; a jigo gives each player ½.
std::vector<Record> goRecords(const EventInput &event);

} // namespace rd::standings
