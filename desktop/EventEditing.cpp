#include "desktop/EventEditing.h"

#include "desktop/DatabaseSession.h"
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

void EventEditing::keepTyped(const io::EventFile &typed, const QMap<QString, QString> &unfinished)
{
    store::EventLifecycle(m_session.database(), m_session.claims())
        .keepTyped(m_eventId, typed, unfinished)
        .orThrow();
}

void EventEditing::storeContent(const io::EventFile &event)
{
    store::EventLifecycle(m_session.database(), m_session.claims())
        .saveDraft(m_eventId, event)
        .orThrow();
}

std::vector<model::PlayerSummary> EventEditing::registryPlayers()
{
    return store::PlayerRepository(m_session.database()).players(QString());
}

std::vector<model::ListedMatch> EventEditing::searchRatingLists(const QString &text)
{
    return store::ListedPlayerPicking(m_session.database()).search(text);
}

qint64 EventEditing::registerListEntry(const model::ListedMatch &entry)
{
    const qint64 id = store::ListedPlayerPicking(m_session.database()).registerPlayer(entry);
    emit m_session.playersChanged();
    return id;
}

std::optional<SagcState> EventEditing::sagcStateOf(qint64 playerId)
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
