#pragma once

#include "desktop/Outcome.h"
#include "engine/io/EventFile.h"
#include "engine/model/ListedPlayers.h"
#include "engine/model/Players.h"

#include <QMap>

#include <optional>
#include <vector>

namespace rd::desktop {

class DatabaseSession;

// What the editor of one event writes and looks up while the user types: the draft kept as
// typed at every change, its content stored once it is a valid event, and the players the
// editor offers (registry and rating lists). The editor's writes are its own: it says itself
// when its content changed, the session does not. Each gives an Outcome: its result, or the
// Failure that says why not.
class EventEditing {
public:
    EventEditing(DatabaseSession &session, qint64 eventId);

    // The draft as typed, with the text of fields not yet entered: one short write per change.
    Outcome<Done> keepTyped(const io::EventFile &typed, const QMap<QString, QString> &unfinished);
    // A valid draft stored as the event's content, which Save evaluation rates; its players are
    // then in the registry, as the preview of the held draft takes them (previewDraft).
    Outcome<Done> storeContent(const io::EventFile &event);

    Outcome<std::vector<model::PlayerSummary>> registryPlayers();
    Outcome<std::vector<model::ListedMatch>> searchRatingLists(const QString &text);
    // Makes a rating list's entry a registry player (the session says playersChanged()).
    Outcome<qint64> registerListEntry(const model::ListedMatch &entry);
    // The Go rank and index a registry player takes into this event: from his last rated event
    // before it, else his starting state; none when the database knows neither.
    Outcome<std::optional<SagcState>> sagcStateOf(qint64 playerId);

private:
    std::optional<SagcState> sagcStateThrowing(qint64 playerId);

    DatabaseSession &m_session;
    qint64 m_eventId;
};

} // namespace rd::desktop
