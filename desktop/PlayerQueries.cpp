#include "desktop/PlayerQueries.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/ListedPlayerDetails.h"
#include "engine/store/PlayerRepository.h"

namespace rd::desktop {

PlayerQueries::PlayerQueries(DatabaseSession &session)
    : m_session(session)
{
}

Outcome<model::PlayerDetails> PlayerQueries::player(qint64 playerId) const
{
    return attempt([&] { return store::PlayerRepository(m_session.database()).player(playerId); });
}

Outcome<std::vector<model::PlayerSummary>> PlayerQueries::likelyDuplicates(
    const model::PlayerDetails &player) const
{
    return attempt(
        [&] { return store::PlayerRepository(m_session.database()).likelyDuplicates(player); });
}

Outcome<std::vector<model::HistoryLine>> PlayerQueries::history(
    qint64 playerId, RatingSystem system) const
{
    return attempt(
        [&] { return store::HistoryRepository(m_session.database()).history(playerId, system); });
}

Outcome<std::vector<model::PlayerGame>> PlayerQueries::games(qint64 playerId, qint64 eventId) const
{
    return attempt(
        [&] { return store::HistoryRepository(m_session.database()).games(playerId, eventId); });
}

Outcome<bool> PlayerQueries::hasHistory(qint64 playerId, RatingSystem system) const
{
    const auto lines = history(playerId, system);
    if (!lines)
        return lines.failure();
    return !lines->empty();
}

Outcome<std::optional<model::RegistryComparison>> PlayerQueries::compareWithRegistry(
    const model::ListedMatch &match) const
{
    return attempt([&] { return store::compareWithRegistry(m_session.database(), match); });
}

} // namespace rd::desktop
