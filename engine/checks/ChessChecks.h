#pragma once

#include "engine/checks/Problem.h"
#include "engine/rating/EventInput.h"

#include <vector>

namespace rd::checks {

// Every problem of a chess event's games and byes, in the user's words and with the cell it
// concerns: a player paired with himself, an opponent not in the player list, a pair twice in a
// round, several results in a round (errors); a pair that meets again, a player without a game
// or bye in a round where others have one (warnings, left out for Checks::ErrorsOnly, e.g. where
// only an event that cannot be rated matters).
enum class Checks { All, ErrorsOnly };
std::vector<Problem> checkChessEvent(const EventInput &event, Checks checks = Checks::All);

} // namespace rd::checks
