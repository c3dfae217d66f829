#include "desktop/PlayerOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerQueries.h"

namespace rd::desktop {

PlayerOperations::PlayerOperations(DatabaseSession &session)
    : m_session(session)
{
}

std::vector<model::PlayerSummary> PlayerOperations::players(const QString &search)
{
    return find(search).players;
}

model::FoundPlayers PlayerOperations::find(const QString &search)
{
    return m_finder.find(m_session.database(), search);
}

model::PlayerDetails PlayerOperations::player(qint64 playerId)
{
    return PlayerQueries(m_session).player(playerId);
}

qint64 PlayerOperations::savePlayer(const model::PlayerDetails &player)
{
    store::Transaction transaction(m_session.database());
    const qint64 id = store::PlayerRepository(m_session.database()).savePlayer(player);
    transaction.commit();
    emit m_session.playersChanged();
    return id;
}

model::PlayerDetails PlayerOperations::mergedDetails(
    const model::PlayerDetails &kept, qint64 removedId)
{
    return store::PlayerMerge(m_session.database()).mergedDetails(kept, removedId);
}

model::PlayerDetails PlayerOperations::mergedDetails(qint64 keptId, qint64 removedId)
{
    return store::PlayerMerge(m_session.database()).mergedDetails(keptId, removedId);
}

model::MergePlan PlayerOperations::previewMerge(const model::PlayerDetails &kept, qint64 removedId)
{
    return lifecycle().previewMerge(kept, removedId).orThrow();
}

model::MergeRecord PlayerOperations::merge(const model::MergePlan &plan)
{
    model::MergeRecord record = lifecycle().mergePlayers(plan).orThrow().record;
    tellMerged();
    return record;
}

model::Plan PlayerOperations::previewSplit(const model::MergeRecord &record)
{
    return lifecycle().previewSplit(record).orThrow();
}

void PlayerOperations::split(const model::MergeRecord &record, const model::Plan &plan)
{
    lifecycle().splitMerge(record, plan).orThrow();
    tellMerged();
}

store::EventLifecycle PlayerOperations::lifecycle() const
{
    return store::EventLifecycle(m_session.database(), m_session.claims());
}

void PlayerOperations::tellMerged()
{
    emit m_session.playersChanged();
    emit m_session.eventsChanged();
}

} // namespace rd::desktop
