#pragma once

#include "engine/store/HistoryRepository.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListRepository.h"

#include <optional>

namespace rd::store {

// Nothing when no registry player holds one of the entry's ids.
std::optional<model::RegistryComparison> compareWithRegistry(
    Database &database, const model::ListedMatch &match);

} // namespace rd::store
