#pragma once

#include "desktop/Outcome.h"
#include "engine/model/Merge.h"
#include "engine/model/Plan.h"
#include "engine/model/Players.h"

#include <QString>

#include <memory>
#include <vector>

namespace rd::store {
class PlayerFinder;
} // namespace rd::store

namespace rd::desktop {

class DatabaseSession;

// What the desktop does with registry players, on the session's database: each change is
// written in one transaction and the session says playersChanged() afterwards. A merge and its
// split change events, and go through store::EventLifecycle like every change of an event; the
// session says eventsChanged() too. Each gives an Outcome: its result, or the Failure that says
// why not.
class PlayerOperations {
public:
    explicit PlayerOperations(DatabaseSession &session);
    ~PlayerOperations();

    Outcome<std::vector<model::PlayerSummary>> players(const QString &search = {});
    // The same, each with whether another one found has his name (store::PlayerFinder): what
    // the players list shows as the user types.
    Outcome<model::FoundPlayers> find(const QString &search);
    Outcome<model::PlayerDetails> player(qint64 playerId);
    Outcome<qint64> savePlayer(const model::PlayerDetails &player);

    // `kept` with what `removedId` brings in (store::PlayerMerge::mergedDetails).
    Outcome<model::PlayerDetails> mergedDetails(const model::PlayerDetails &kept, qint64 removedId);
    Outcome<model::PlayerDetails> mergedDetails(qint64 keptId, qint64 removedId);
    Outcome<model::MergePlan> previewMerge(const model::PlayerDetails &kept, qint64 removedId);
    Outcome<model::MergeRecord> merge(const model::MergePlan &plan);
    Outcome<model::Plan> previewSplit(const model::MergeRecord &record);
    Outcome<Done> split(const model::MergeRecord &record, const model::Plan &plan);

private:
    void tellMerged();

    DatabaseSession &m_session;
    std::unique_ptr<store::PlayerFinder> m_finder; // players() as the user types
};

} // namespace rd::desktop
