#include "desktop/PlayerQueries.h"

#include "desktop/DatabaseSession.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/ListedPlayerDetails.h"
#include "engine/store/PlayerRepository.h"

namespace rd::desktop {

PlayerQueries::PlayerQueries(DatabaseSession &session)
    : m_session(session)
{
}

model::PlayerDetails PlayerQueries::player(qint64 playerId) const
{
    return store::PlayerRepository(m_session.database()).player(playerId);
}

std::vector<model::PlayerSummary> PlayerQueries::likelyDuplicates(
    const model::PlayerDetails &player) const
{
    return store::PlayerRepository(m_session.database()).likelyDuplicates(player);
}

std::vector<model::HistoryLine> PlayerQueries::history(qint64 playerId, RatingSystem system) const
{
    return store::HistoryRepository(m_session.database()).history(playerId, system);
}

std::vector<model::PlayerGame> PlayerQueries::games(qint64 playerId, qint64 eventId) const
{
    return store::HistoryRepository(m_session.database()).games(playerId, eventId);
}

bool PlayerQueries::hasHistory(qint64 playerId, RatingSystem system) const
{
    return !history(playerId, system).empty();
}

std::optional<model::RegistryComparison> PlayerQueries::compareWithRegistry(
    const model::ListedMatch &match) const
{
    return store::compareWithRegistry(m_session.database(), match);
}

} // namespace rd::desktop
