#pragma once

#include "engine/store/HistoryRepository.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListRepository.h"

#include <optional>

namespace rd::store {

// A registry player as a rating list describes him: name, birth year, sex, FIDE title,
// federation, club, the list's DSB and FIDE ids and, when the list gives a DWZ, the starting DWZ
// with its index and the day of its last evaluation (lists::lastDwzEvaluation). The DSB id is
// the person number, which only the newer DSB layout has. The FIDE rating has no place in the
// registry and stays in the list.
model::PlayerDetails listedPlayerDetails(const ListedMatch &match);

// A list entry set against the registry player who holds its FIDE or DSB id: what we have of
// him, his last DWZ evaluation, and where the list says something else (a list that says
// nothing of a birth year or federation does not differ).
struct RegistryComparison {
    qint64 playerId = 0;
    model::PlayerDetails stored;
    model::PlayerDetails listed;
    std::optional<HistoryLine> lastDwz;
    bool nameDiffers = false;
    bool birthYearDiffers = false;
    bool titleDiffers = false;
    bool federationDiffers = false;
};

// Nothing when no registry player holds one of the entry's ids.
std::optional<RegistryComparison> compareWithRegistry(Database &database, const ListedMatch &match);

} // namespace rd::store
