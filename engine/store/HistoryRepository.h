#pragma once

#include "engine/model/CarriedState.h"
#include "engine/model/History.h"
#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/GameResult.h"
#include "engine/rating/RatingState.h"
#include "engine/rating/RatingSystem.h"
#include "engine/store/Database.h"
#include "engine/store/EventRepository.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace rd::store {

// What rated events left each player with: his history, and the state he takes into an event.
class HistoryRepository {
public:
    explicit HistoryRepository(Database &database);

    // Chess in rating order (end date), Go in entry order (sagc.md §5); every system, or one.
    std::vector<model::HistoryLine> history(qint64 playerId, std::optional<RatingSystem> system);
    // The state a player takes into `event` from his last rated event before it, if any. Throws
    // DatabaseError when the stored state does not read (readState).
    std::optional<model::CarriedState> stateBefore(
        qint64 playerId, const model::EventSummary &event);
    // A state of `system` as the database keeps it (io::carriedStateFromJson); throws
    // DatabaseError when it does not read.
    static model::CarriedState readState(RatingSystem system, const QJsonObject &object);
    // His games in the rated event `eventId`, in the order they were entered.
    std::vector<model::PlayerGame> games(qint64 playerId, qint64 eventId);

private:
    Database &m_database;
};

} // namespace rd::store
