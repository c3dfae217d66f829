#include "desktop/PlayerOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
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

Outcome<std::vector<model::PlayerSummary>> PlayerOperations::players(const QString &search)
{
    return attempt([&] { return m_finder->find(m_session.database(), search).players; });
}

Outcome<model::FoundPlayers> PlayerOperations::find(const QString &search)
{
    return attempt([&] { return m_finder->find(m_session.database(), search); });
}

Outcome<model::PlayerDetails> PlayerOperations::player(qint64 playerId)
{
    return PlayerQueries(m_session).player(playerId);
}

Outcome<qint64> PlayerOperations::savePlayer(const model::PlayerDetails &player)
{
    auto saved = attempt([&] {
        store::Transaction transaction(m_session.database());
        const qint64 id = store::PlayerRepository(m_session.database()).savePlayer(player);
        transaction.commit();
        return id;
    });
    if (saved)
        emit m_session.playersChanged();
    return saved;
}

Outcome<model::PlayerDetails> PlayerOperations::mergedDetails(
    const model::PlayerDetails &kept, qint64 removedId)
{
    return attempt(
        [&] { return store::PlayerMerge(m_session.database()).mergedDetails(kept, removedId); });
}

Outcome<model::PlayerDetails> PlayerOperations::mergedDetails(qint64 keptId, qint64 removedId)
{
    return attempt(
        [&] { return store::PlayerMerge(m_session.database()).mergedDetails(keptId, removedId); });
}

Outcome<model::MergePlan> PlayerOperations::previewMerge(
    const model::PlayerDetails &kept, qint64 removedId)
{
    auto plan = m_session.lifecycle().previewMerge(kept, removedId);
    if (!plan)
        return refusalOf(plan);
    return std::move(*plan);
}

Outcome<model::MergeRecord> PlayerOperations::merge(const model::MergePlan &plan)
{
    auto merged = m_session.lifecycle().mergePlayers(plan);
    if (!merged)
        return refusalOf(merged);
    tellMerged();
    return std::move(merged->record);
}

Outcome<model::Plan> PlayerOperations::previewSplit(const model::MergeRecord &record)
{
    auto plan = m_session.lifecycle().previewSplit(record);
    if (!plan)
        return refusalOf(plan);
    return std::move(*plan);
}

Outcome<Done> PlayerOperations::split(const model::MergeRecord &record, const model::Plan &plan)
{
    const auto split = m_session.lifecycle().splitMerge(record, plan);
    if (!split)
        return refusalOf(split);
    tellMerged();
    return Done {};
}

void PlayerOperations::tellMerged()
{
    emit m_session.playersChanged();
    emit m_session.eventsChanged();
}

} // namespace rd::desktop
