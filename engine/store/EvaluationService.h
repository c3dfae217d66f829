#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingState.h"
#include "engine/store/EventRepository.h"
#include "engine/store/HistoryRepository.h"

#include <QJsonObject>
#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace rd::store {

// One event as a plan would rate it.
struct PlannedEvaluation {
    EventSummary event;
    EventInput input;
    Evaluation evaluation;
    std::map<qint64, QJsonObject> statesAfter; // per player: the state he leaves with
};

// A stored rating that the plan changes (a later event re-evaluated).
struct RatingChange {
    EventSummary event;
    qint64 playerId = 0;
    QString playerName;
    RatingState storedAfter; // without a rating where none was stored for the player
    RatingState newAfter;
};

// What committing (or deleting) an event would write, computed without writing anything.
struct Plan {
    qint64 dataVersion = 0;
    std::optional<qint64> deletedEvent;
    std::optional<EventInput> correction; // a rated event's new content, written first
    std::vector<PlannedEvaluation> evaluations; // in rating order
    std::vector<RatingChange> changes;
    // Once written: the automatic backup made before a rated event was deleted
    // (AutomaticBackups::beforeDeletion), to be named to the user; none on a server.
    std::optional<QString> backup;
};

// Preview and commit of evaluations: preview and commit are the same computation.
// An event is rated with each player's state as of its end date from the history; events of
// the same system rated later and sharing affected players are rated again in order (DWZ seed
// 4.10; SAGC: entry order, sagc.md §5).
class EvaluationService {
public:
    explicit EvaluationService(Database &database);

    // The evaluation of `eventId` and every later one it changes; writes nothing.
    Plan preview(qint64 eventId);
    // A rated event with `corrected` in place of its content: its evaluation and every later
    // one it changes; writes nothing.
    Plan previewCorrection(qint64 eventId, const EventInput &corrected);
    // Deleting a rated event: the later events rated again without it; writes nothing.
    Plan previewDeletion(qint64 eventId);
    // Writes exactly the plan in one transaction; refuses a plan the database has moved past
    // (DatabaseError::Kind::Stale): the plan of a preview the user saw. A correction's content
    // is written first. The rated event's draft as typed is discarded. A plan that changes
    // ratings already stored is preceded by a backup of the database as it was
    // (AutomaticBackups::beforeRerating), in the same transaction; so are the two below. The
    // deletion of a rated event is preceded by a backup always (AutomaticBackups::beforeDeletion):
    // the file written, if any.
    std::optional<QString> commit(const Plan &plan);
    // Rates `eventId` and writes it in one write transaction, so that no other writer comes
    // between the computation and the write: a commit without a preview shown first (the
    // command line). A database kept busy by another writer is tried again a few times.
    Plan rateAndCommit(qint64 eventId);
    // The same for deleting an event: the later events rated again without it, and written.
    Plan deleteAndCommit(qint64 eventId);

    // Rates again, from the first rated event of `system` that has one of `players` on, every
    // event of theirs and every later one their new states reach: after a change of who played
    // (two players merged, or split back); writes nothing. No such event: an empty plan.
    Plan previewPlayers(RatingSystem system, const std::set<qint64> &players);

    // Rates every event of `system` again from the start and lists what differs from the
    // stored evaluations (nothing is written).
    std::vector<RatingChange> rerate(RatingSystem system);

private:
    EventSummary existingEvent(qint64 eventId);
    void write(const Plan &plan);
    Plan commitAtOnce(const std::function<Plan()> &makePlan);
    // Where a player's state comes from when `carried` has none: his last rated event before
    // this one, or nowhere when every earlier event is in `carried` (a re-rate from the start).
    enum class Earlier { FromHistory, AllCarried };
    PlannedEvaluation rate(const EventSummary &event, EventInput document,
        const std::map<qint64, QJsonObject> &carried, Earlier earlier = Earlier::FromHistory);
    // Rates again every event after `from` that has a player of `carried` (with that state) or
    // of `touched` (with the state the database gives him), and so on down the line.
    void rateLaterEvents(const EventSummary &from, std::map<qint64, QJsonObject> carried,
        Plan &plan, std::set<qint64> touched = {});
    // What differs from the stored evaluation rows of the event (`stored`, by player).
    std::vector<RatingChange> changesOf(
        const PlannedEvaluation &planned, const std::map<qint64, QJsonObject> &stored);

    Database &m_database;
    EventRepository m_events;
    HistoryRepository m_history;
};

} // namespace rd::store
