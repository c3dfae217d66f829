#pragma once

#include "engine/rating/EventInput.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace rd::standings {

// What a round was for the player (C.07 art. 15.1, 16.1, 16.2).
enum class RoundKind {
    Game, // a game played over the board
    ForfeitWin, // art. 16.2.2
    ForfeitLoss, // art. 16.2.4; each side of a double forfeit too
    PairingBye, // art. 16.2.1: the pairing-allocated bye (PAB) or a full-point bye
    RequestedBye, // art. 16.1.1: a half- or zero-point bye, an absence, a round after withdrawal
};

// Art. 16.1.2: a voluntary unplayed round (VUR): a requested bye or a forfeit loss.
bool isVoluntary(RoundKind kind);

// One round of a player's record. Where games carry no round number, each is one entry.
struct RoundEntry {
    int round = 0; // 1 ...; 0 for a game without a round number
    RoundKind kind = RoundKind::Game;
    std::optional<std::size_t> opponent; // the paired opponent, also of a forfeited game
    bool black = false;
    double points = 0.0;
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
