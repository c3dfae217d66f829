#pragma once

#include "engine/model/Plan.h"
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

// Preview and commit of evaluations: preview and commit are the same computation.
// An event is rated with each player's state as of its end date from the history; events of
// the same system rated later and sharing affected players are rated again in order (DWZ seed
// 4.10; SAGC: entry order, sagc.md §5).
class EvaluationService {
public:
    explicit EvaluationService(Database &database);

    // The evaluation of `eventId` and every later one it changes; writes nothing.
    model::Plan preview(qint64 eventId);
    // The same of the draft `eventId` with `held` as its content, as its editor holds it: rated
    // in memory by the computation of preview(), each player the registry player the store
    // took him for when the content was kept (EventRepository::asKept). Writes nothing;
    // commit() writes the plan once the content is kept. A rated event is refused: its change
    // is a correction (previewCorrection).
    model::Plan previewDraft(qint64 eventId, const EventInput &held);
    // A rated event with `corrected` in place of its content: its evaluation and every later
    // one it changes; writes nothing.
    model::Plan previewCorrection(qint64 eventId, const EventInput &corrected);
    // Deleting a rated event: the later events rated again without it; writes nothing.
    model::Plan previewDeletion(qint64 eventId);
    // Writes exactly the plan in one transaction; refuses a plan the database has moved past
    // (DatabaseError::Kind::Stale): the plan of a preview the user saw. A correction's content
    // is written first. The rated event's draft as typed is discarded. A plan that changes
    // ratings already stored is preceded by a backup of the database as it was
    // (AutomaticBackups::beforeRerating), in the same transaction; so are the two below. The
    // deletion of a rated event is preceded by a backup always (AutomaticBackups::beforeDeletion):
    // the file written, if any.
    std::optional<QString> commit(const model::Plan &plan);
    // Rates `eventId` and writes it in one write transaction, so that no other writer comes
    // between the computation and the write: a commit without a preview shown first (the
    // command line). A database kept busy by another writer is tried again a few times.
    model::Plan rateAndCommit(qint64 eventId);
    // The same for deleting an event: the later events rated again without it, and written.
    model::Plan deleteAndCommit(qint64 eventId);

    // Rates again, from the first rated event of `system` that has one of `players` on, every
    // event of theirs and every later one their new states reach: after a change of who played
    // (two players merged, or split back); writes nothing. No such event: an empty plan.
    model::Plan previewPlayers(RatingSystem system, const std::set<qint64> &players);

    // Rates every event of `system` again from the start and lists what differs from the
    // stored evaluations (nothing is written).
    std::vector<model::RatingChange> rerate(RatingSystem system);

private:
    // The plan of `event` with `document` as its content (preview, previewDraft).
    model::Plan planOf(const model::EventSummary &event, EventInput document);
    void write(const model::Plan &plan);
    model::Plan commitAtOnce(const std::function<model::Plan()> &makePlan);
    // Where a player's state comes from when `carried` has none: his last rated event before
    // this one, or nowhere when every earlier event is in `carried` (a re-rate from the start).
    enum class Earlier { FromHistory, AllCarried };
    model::PlannedEvaluation rate(const model::EventSummary &event, EventInput document,
        const std::map<qint64, model::CarriedState> &carried,
        Earlier earlier = Earlier::FromHistory);
    // Rates again every event after `from` that has a player of `carried` (with that state) or
    // of `touched` (with the state the database gives him), and so on down the line.
    void rateLaterEvents(const model::EventSummary &from,
        std::map<qint64, model::CarriedState> carried, model::Plan &plan,
        std::set<qint64> touched = {});
    // What differs from the stored evaluation rows of the event (`stored`, by player).
    std::vector<model::RatingChange> changesOf(
        const model::PlannedEvaluation &planned, const std::map<qint64, QJsonObject> &stored);

    Database &m_database;
    EventRepository m_events;
    HistoryRepository m_history;
};

} // namespace rd::store
