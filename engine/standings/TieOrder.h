#pragma once

#include "engine/rating/EventInput.h"
#include "engine/standings/Standings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rd::standings {

// C.07 art. 4.2: players still equal after the last tie-break are ordered by lot, unless the
// rules let them share the place. ratingdesk lets them share it until the arbiter draws lots or
// orders them by hand (standings.md "Drawing lots").

// The seeds a lot is recorded with: a whole number a person can read out and type again.
inline constexpr int kLowestLotSeed = 1;
inline constexpr int kHighestLotSeed = 999'999'999;

// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the
// next number of the sequence `state` is at; the same on every machine.
std::uint64_t splitMix64(std::uint64_t &state);

// The lot numbers of a seed: the player with start number n draws the n-th number SplitMix64
// gives from the seed; among tied players the lower number is placed first.
std::vector<std::uint64_t> lotNumbers(int seed, std::size_t players);

// Orders each group of `standings` sharing a rank: by the arbiter's order of exactly that group,
// else by lot when the event has a seed; the group's players then have ranks of their own and
// say what decided them. The arbiter's orders that match no group are listed as ignored.
void applyTieOrders(Standings &standings, const EventInput &event);

// The arbiter's order after moving the player of rows[row] one place up (step -1) or down (+1)
// among the players tied with him on points and every tie-break; none when the neighbour there
// is not tied with him.
std::optional<std::vector<std::string>> movedTieOrder(
    const Standings &standings, std::size_t row, int step);

// Records `order` as the arbiter's order of its tie, in place of every order sharing a player
// with it.
void setTieOrder(EventProperties &properties, const std::vector<std::string> &order);

// Records a new lot: its seed decides every tie, the orders set by hand give way to it.
void drawLots(EventProperties &properties, int seed);

} // namespace rd::standings
