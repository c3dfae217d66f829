#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/store/Database.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/ListedPlayerDetails.h"
#include "engine/store/PlayerRepository.h"

#include <optional>
#include <vector>

namespace rd::desktop {

// What the windows read of a registry player: who he is, the players he may be a second entry
// of, his rated events in one system and his games in one of them (store::PlayerRepository,
// store::HistoryRepository), for the player dialog and his history page. Writes nothing; throws
// DatabaseError.
class PlayerQueries {
public:
    explicit PlayerQueries(store::Database &database);

    model::PlayerDetails player(qint64 playerId);
    // The registry players who look like `player` (store::PlayerRepository::likelyDuplicates).
    std::vector<model::PlayerSummary> likelyDuplicates(const model::PlayerDetails &player);
    // Chess in rating order (end date), Go in entry order (sagc.md §5).
    std::vector<store::HistoryLine> history(qint64 playerId, RatingSystem system);
    // His games in the rated event `eventId`, with what its evaluation stores of each.
    std::vector<store::PlayerGame> games(qint64 playerId, qint64 eventId);
    // Whether he has a rated event in `system`.
    bool hasHistory(qint64 playerId, RatingSystem system);
    // The registry player who has the FIDE or DSB id of a rating list's entry, compared with it
    // (store::compareWithRegistry).
    std::optional<store::RegistryComparison> compareWithRegistry(const store::ListedMatch &match);

private:
    store::Database &m_database;
};

} // namespace rd::desktop
