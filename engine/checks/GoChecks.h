#pragma once

#include "engine/checks/Problem.h"
#include "engine/rating/EventInput.h"

#include <vector>

namespace rd::checks {

// Every problem of a Go event's lines, in the user's words with the line (and the player's
// number in the list, where one is meant): an unknown player, a player without a rank, the same
// player on both sides, a handicap outside 0 to 9.
std::vector<Problem> checkGoEvent(const EventInput &event);
// The problems of one line.
std::vector<Problem> checkGoLine(const EventInput &event, int line);

} // namespace rd::checks
