#include "engine/store/ListedPlayerDetails.h"

#include "engine/rating/EventInput.h"

#include <algorithm>

namespace rd::store {

std::optional<model::RegistryComparison> compareWithRegistry(
    Database &database, const model::ListedMatch &match)
{
    PlayerRepository players(database);
    model::RegistryComparison comparison;
    comparison.listed = model::listedPlayerDetails(match);
    for (const auto &[kind, value] : comparison.listed.federationIds) {
        if (const auto holder = players.playerWithFederationId(kind, value)) {
            comparison.playerId = *holder;
            break;
        }
    }
    if (!comparison.playerId)
        return std::nullopt;
    comparison.stored = players.player(comparison.playerId);
    const std::vector<model::HistoryLine> history
        = HistoryRepository(database).history(comparison.playerId, RatingSystem::Dwz);
    if (!history.empty())
        comparison.lastDwz = history.back();
    const model::PlayerDetails &listed = comparison.listed;
    const model::PlayerDetails &stored = comparison.stored;
    comparison.nameDiffers = listed.name != stored.name;
    comparison.birthYearDiffers = listed.birthYear && listed.birthYear != stored.yearOfBirth();
    comparison.titleDiffers = listed.title != stored.title;
    comparison.federationDiffers
        = !listed.federation.isEmpty() && listed.federation != stored.federation;
    return comparison;
}

} // namespace rd::store
