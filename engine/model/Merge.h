#pragma once

#include "engine/model/Plan.h"
#include "engine/model/Players.h"

#include <vector>

namespace rd::model {

// Merging two registry players that are one person: what it would change, computed without
// writing anything.
struct MergePlan {
    PlayerDetails merged; // the kept player as he will be: his id, the name and birth chosen
    qint64 removedId = 0;
    Plan ratings; // the events rated again and the stored ratings that change
};

// What splits a merge back: both players as they were and where the removed one played.
struct MergeRecord {
    PlayerDetails kept;
    PlayerDetails removed;
    std::vector<qint64> removedEvents; // the events he played in
    std::vector<qint64> typedDrafts; // the events whose draft as typed named him

    // The events the merge and its split rewrite: both of the above, each once, by number.
    std::vector<qint64> rewrittenEvents() const;
};

} // namespace rd::model
