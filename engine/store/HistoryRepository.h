#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/RatingState.h"
#include "engine/rating/RatingSystem.h"
#include "engine/store/Database.h"
#include "engine/store/EventRepository.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace rd::store {

// One line of a player's history in one system.
struct HistoryLine {
    qint64 eventId = 0;
    QString eventName;
    Date endDate;
    QString status; // the player's evaluation status: rated, first-rating, unrated, not-rated
    RatingState before; // of the event's system
    RatingState after;
    QJsonObject details;
};

// What rated events left each player with: his history, and the state he takes into an event.
class HistoryRepository {
public:
    explicit HistoryRepository(Database &database);

    // Chess in rating order (end date), Go in entry order (sagc.md §5); every system, or one.
    std::vector<HistoryLine> history(qint64 playerId, std::optional<RatingSystem> system);
    // The state a player takes into `event` from his last rated event before it, if any (the
    // per-system object of the event document).
    std::optional<QJsonObject> stateBefore(qint64 playerId, const EventSummary &event);

private:
    Database &m_database;
};

} // namespace rd::store
