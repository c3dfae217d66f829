#pragma once

#include "engine/rating/EventInput.h"

#include <vector>

namespace rd::model {

// Where a round of a Swiss event stands (pairing.md "Rounds"): not paired yet; paired, no result
// entered; paired with some results entered and some boards still open; complete, every board
// with its result. The next round is paired only after a complete one.
enum class RoundState { NotPaired, Paired, ResultsIn, Complete };

// A chess event's rounds, round 1 first: as many as it plans (rounds_planned), or as its games
// and byes reach when they reach further. A round holds a game or a pairing-allocated bye once it
// is paired; a bye asked for alone does not pair it.
std::vector<RoundState> roundStates(const EventInput &event);

// The last round that is paired, 0 before the first.
int lastPairedRound(const EventInput &event);

} // namespace rd::model
