#pragma once

#include "engine/rating/EventInput.h"

#include <optional>

namespace rd::model {

// The ratings a registry player starts with in each system before his first rated event there:
// what the player dialog, a player list or a rating list gives him. Each is the rules' own
// state of its system; none where he has none.
struct StartingRatings {
    std::optional<DwzState> dwz; // rating, index, day of the last evaluation
    std::optional<UscfState> uscf; // rating, games (or established), known adult
    std::optional<SagcState> sagc; // rank, index

    bool isEmpty() const { return !dwz && !uscf && !sagc; }
};

} // namespace rd::model
