#pragma once

#include "engine/model/CarriedState.h"
#include "engine/model/Events.h"
#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingState.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace rd::model {

// One event as a plan would rate it.
struct PlannedEvaluation {
    EventSummary event;
    EventInput input;
    Evaluation evaluation;
    std::map<qint64, CarriedState> statesAfter; // per player: the state he leaves with
};

// A stored rating that the plan changes (a later event re-evaluated).
struct RatingChange {
    EventSummary event;
    qint64 playerId = 0;
    QString playerName;
    RatingState storedAfter; // without a rating where none was stored for the player
    RatingState newAfter;
};

// What committing (or deleting) an event would write, computed without writing anything: the
// preview the user sees is the plan the store writes (store::EvaluationService).
struct Plan {
    qint64 dataVersion = 0;
    std::optional<qint64> deletedEvent;
    std::optional<EventInput> correction; // a rated event's new content, written first
    std::vector<PlannedEvaluation> evaluations; // in rating order
    std::vector<RatingChange> changes;
    // Once written: the automatic backup made before a rated event was deleted
    // (store::AutomaticBackups::beforeDeletion), to be named to the user; none on a server.
    std::optional<QString> backup;
};

} // namespace rd::model
