#pragma once

#include "desktop/Outcome.h"
#include "engine/model/History.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/Players.h"
#include "engine/rating/RatingSystem.h"

#include <optional>
#include <vector>

namespace rd::desktop {

class DatabaseSession;

// What the windows read of a registry player: who he is, the players he may be a second entry
// of, his rated events in one system and his games in one of them (store::PlayerRepository,
// store::HistoryRepository), for the player dialog and his history page. Writes nothing; each
// gives an Outcome: what it read, or the Failure that says why not.
class PlayerQueries {
public:
    explicit PlayerQueries(DatabaseSession &session);

    Outcome<model::PlayerDetails> player(qint64 playerId) const;
    // The registry players who look like `player` (store::PlayerRepository::likelyDuplicates).
    Outcome<std::vector<model::PlayerSummary>> likelyDuplicates(
        const model::PlayerDetails &player) const;
    // Chess in rating order (end date), Go in entry order (sagc.md §5).
    Outcome<std::vector<model::HistoryLine>> history(qint64 playerId, RatingSystem system) const;
    // His games in the rated event `eventId`, with what its evaluation stores of each.
    Outcome<std::vector<model::PlayerGame>> games(qint64 playerId, qint64 eventId) const;
    // Whether he has a rated event in `system`.
    Outcome<bool> hasHistory(qint64 playerId, RatingSystem system) const;
    // The registry player who has the FIDE or DSB id of a rating list's entry, compared with it
    // (store::compareWithRegistry).
    Outcome<std::optional<model::RegistryComparison>> compareWithRegistry(
        const model::ListedMatch &match) const;

private:
    DatabaseSession &m_session;
};

} // namespace rd::desktop
