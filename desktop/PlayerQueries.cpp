#include "desktop/PlayerQueries.h"

namespace rd::desktop {

PlayerQueries::PlayerQueries(store::Database &database)
    : m_database(database)
{
}

model::PlayerDetails PlayerQueries::player(qint64 playerId)
{
    return store::PlayerRepository(m_database).player(playerId);
}

std::vector<model::PlayerSummary> PlayerQueries::likelyDuplicates(
    const model::PlayerDetails &player)
{
    return store::PlayerRepository(m_database).likelyDuplicates(player);
}

std::vector<store::HistoryLine> PlayerQueries::history(qint64 playerId, RatingSystem system)
{
    return store::HistoryRepository(m_database).history(playerId, system);
}

std::vector<store::PlayerGame> PlayerQueries::games(qint64 playerId, qint64 eventId)
{
    return store::HistoryRepository(m_database).games(playerId, eventId);
}

bool PlayerQueries::hasHistory(qint64 playerId, RatingSystem system)
{
    return !history(playerId, system).empty();
}

std::optional<store::RegistryComparison> PlayerQueries::compareWithRegistry(
    const store::ListedMatch &match)
{
    return store::compareWithRegistry(m_database, match);
}

} // namespace rd::desktop
