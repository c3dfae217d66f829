#pragma once

#include "engine/model/Merge.h"
#include "engine/store/Database.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/EventRepository.h"
#include "engine/store/PlayerRepository.h"

#include <set>
#include <vector>

namespace rd::store {

// Two registry players become one: the removed player's events, games, byes, evaluations and
// federation ids become the kept player's, and every event of his from the first one on is
// rated again (his history is one now). A merge is split back by its record.
class PlayerMerge {
public:
    explicit PlayerMerge(Database &database);

    // The kept player with the federation ids of the removed one that he has no id of the
    // kind for; his own name and birth stay.
    model::PlayerDetails mergedDetails(qint64 keptId, qint64 removedId);
    // The same with the kept player as the director edited him (name, birth chosen).
    model::PlayerDetails mergedDetails(model::PlayerDetails kept, qint64 removedId);
    // Refused with a sentence: one player twice, a player not in the registry, or two players
    // who played in the same event.
    model::MergePlan preview(const model::PlayerDetails &merged, qint64 removedId);
    // Writes exactly the plan in one transaction; a database moved past the preview is refused
    // (DatabaseError::Kind::Stale).
    model::MergeRecord commit(const model::MergePlan &plan);
    // The command line: merged and written in one write transaction.
    model::MergeRecord mergeAndCommit(
        qint64 keptId, qint64 removedId, model::Plan *ratings = nullptr);

    // The events a merge of `removedId` into another player rewrites: those he played in and the
    // drafts whose text as typed names him, by number.
    std::vector<qint64> eventsNaming(qint64 removedId);

    // Splitting a merge back: both players as they were, each in his own events, and the
    // ratings of their events as they were before; the preview writes nothing.
    model::Plan previewSplit(const model::MergeRecord &record);
    void split(const model::MergeRecord &record, const model::Plan &preview);

private:
    model::MergeRecord merge(const model::PlayerDetails &merged, qint64 removedId);
    std::vector<qint64> eventsPlayedBy(qint64 playerId);
    std::vector<qint64> draftsTyping(qint64 playerId);
    void splitBack(const model::MergeRecord &record);
    void renameInTypedDrafts(const std::vector<qint64> &events, qint64 from, qint64 to);
    model::Plan rateAgain(const std::set<qint64> &players);
    void write(const model::Plan &ratings);

    Database &m_database;
    EventRepository m_events;
    PlayerRepository m_players;
};

} // namespace rd::store
