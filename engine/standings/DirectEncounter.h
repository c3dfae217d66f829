#pragma once

#include "engine/standings/Record.h"
#include "engine/standings/Rules.h"

#include <cstddef>
#include <vector>

namespace rd::standings {

// C.07 art. 6: the places the games among a group of tied players give them, 1 for the first;
// players the rule cannot separate share a place. Every place is 0 when the rule separates no
// one (also for a group of one).
std::vector<int> directEncounterPlaces(
    const std::vector<Record> &records, const std::vector<std::size_t> &group, const Rules &rules);

} // namespace rd::standings
