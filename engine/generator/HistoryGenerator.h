#pragma once

#include "engine/rating/EventInput.h"

#include <functional>
#include <random>
#include <vector>

namespace rd {

struct GeneratorOptions {
    int players = 1000;
    int games = 20000;
    unsigned seed = 1;
};

// A made-up but lifelike federation history for the three systems, event by event in rating
// order: chess Swiss and round-robin tournaments of varied sizes over many years (DWZ and US
// Chess), with newcomers, forfeits and players who stop and come back; Go club ladders with
// handicaps by rank (SAGC). Each event goes to `take` as soon as it is made.
void generateHistory(
    const GeneratorOptions &options, const std::function<void(const EventInput &)> &take);

} // namespace rd
