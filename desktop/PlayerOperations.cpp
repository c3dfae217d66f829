#include "desktop/PlayerOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerQueries.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/PlayerMerge.h"
#include "engine/store/PlayerRepository.h"

namespace rd::desktop {

PlayerOperations::PlayerOperations(DatabaseSession &session)
    : m_session(session)
    , m_finder(std::make_unique<store::PlayerFinder>())
{
}

PlayerOperations::~PlayerOperations() = default;

std::vector<model::PlayerSummary> PlayerOperations::players(const QString &search)
{
    return find(search).players;
}

model::FoundPlayers PlayerOperations::find(const QString &search)
{
    return m_finder->find(m_session.database(), search);
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
    return m_session.lifecycle().previewMerge(kept, removedId).orThrow();
}

model::MergeRecord PlayerOperations::merge(const model::MergePlan &plan)
{
    model::MergeRecord record = m_session.lifecycle().mergePlayers(plan).orThrow().record;
    tellMerged();
    return record;
}

model::Plan PlayerOperations::previewSplit(const model::MergeRecord &record)
{
    return m_session.lifecycle().previewSplit(record).orThrow();
}

void PlayerOperations::split(const model::MergeRecord &record, const model::Plan &plan)
{
    m_session.lifecycle().splitMerge(record, plan).orThrow();
    tellMerged();
}

void PlayerOperations::tellMerged()
{
    emit m_session.playersChanged();
    emit m_session.eventsChanged();
}

} // namespace rd::desktop
