#include "desktop/EventEditing.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/ListedPlayerPicking.h"
#include "engine/store/PlayerRepository.h"

namespace rd::desktop {

EventEditing::EventEditing(DatabaseSession &session, qint64 eventId)
    : m_session(session)
    , m_eventId(eventId)
{
}

Outcome<Done> EventEditing::keepTyped(
    const io::EventFile &typed, const QMap<QString, QString> &unfinished)
{
    const auto kept = m_session.lifecycle().keepTyped(m_eventId, typed, unfinished);
    if (!kept)
        return refusalOf(kept);
    return Done {};
}

Outcome<Done> EventEditing::storeContent(const io::EventFile &event)
{
    const auto saved = m_session.lifecycle().saveDraft(m_eventId, event);
    if (!saved)
        return refusalOf(saved);
    return Done {};
}

Outcome<std::vector<model::PlayerSummary>> EventEditing::registryPlayers()
{
    return attempt([this] { return store::PlayerRepository(m_session.database()).players({}); });
}

Outcome<std::vector<model::ListedMatch>> EventEditing::searchRatingLists(const QString &text)
{
    return attempt([&] { return store::ListedPlayerPicking(m_session.database()).search(text); });
}

Outcome<qint64> EventEditing::registerListEntry(const model::ListedMatch &entry)
{
    auto id = attempt(
        [&] { return store::ListedPlayerPicking(m_session.database()).registerPlayer(entry); });
    if (id)
        emit m_session.playersChanged();
    return id;
}

Outcome<std::optional<SagcState>> EventEditing::sagcStateOf(qint64 playerId)
{
    return attempt([&] { return sagcStateThrowing(playerId); });
}

std::optional<SagcState> EventEditing::sagcStateThrowing(qint64 playerId)
{
    store::Database &database = m_session.database();
    const auto event = store::EventRepository(database).summary(m_eventId);
    if (const auto before
        = event ? store::HistoryRepository(database).stateBefore(playerId, *event) : std::nullopt) {
        if (const auto *sagc = std::get_if<SagcState>(&*before))
            return *sagc;
        return std::nullopt;
    }
    return store::PlayerRepository(database).player(playerId).startingRatings.sagc;
}

} // namespace rd::desktop
