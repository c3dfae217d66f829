#pragma once

#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListRepository.h"

namespace rd::store {

// A registry player as a rating list describes him: name, birth year, sex, FIDE title,
// federation, the list's DSB and FIDE ids and, when the list gives a DWZ, the starting DWZ with
// its index and the day of its last evaluation (lists::lastDwzEvaluation). The DSB id is the
// person number, which only the newer DSB layout has. The FIDE rating has no place in the
// registry and stays in the list.
PlayerDetails listedPlayerDetails(const ListedMatch &match);

} // namespace rd::store
