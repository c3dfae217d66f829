#pragma once

#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"
#include "engine/rating/Value.h"
#include "engine/rating/sagc/GoRank.h"

#include <optional>
#include <variant>

namespace rd {

// A player's rating as an evaluation shows it before or after an event: the `before` and `after`
// objects of the evaluation document (event-document.md, "Evaluation output"), one type per
// system. What carries a player into his next event is the larger DwzState, UscfState or
// SagcState of EventInput.h.

// dwz.md §2: the DWZ and its index, none without a DWZ.
struct DwzRating {
    std::optional<int> rating;
    int index = 0;

    bool operator==(const DwzRating &) const = default;
};

// uscf.md §8: the rating as it carries (decimals under uscf-current, the integer under
// uscf-2004) and, after an event, the published integer.
struct UscfRating {
    std::optional<double> rating;
    std::optional<int> published;
    std::optional<double> games;

    bool operator==(const UscfRating &) const = default;
};

// sagc.md §1: rank and index; no rank for a player without a SAGC state.
struct SagcRating {
    std::optional<sagc::GoRank> rank;
    int index = 0;

    bool operator==(const SagcRating &) const = default;
};

using RatingState = std::variant<DwzRating, UscfRating, SagcRating>;

RatingSystem systemOf(const RatingState &state);
// A state of `system` without a rating: what an unrated player has.
RatingState noRating(RatingSystem system);
bool hasRating(const RatingState &state);

// The state of `system` that an evaluation's `before` or `after` object describes; a key it lacks
// is a value not known.
RatingState ratingStateOf(RatingSystem system, const Fields &fields);

// The state `player` brings into an event of `system`, as the event document gives it.
RatingState ratingStateBefore(RatingSystem system, const PlayerInput &player);

// The state on the chart's scale: the DWZ or US Chess rating; for SAGC the strength
// s(rank) + index / 1000 (sagc.md §1). None without a rating.
std::optional<double> scaleValue(const RatingState &state);

// From `before` to `after` of the same system: rating points, for SAGC index points (a rank
// counting 1000, sagc.md §1). None unless both have a rating.
std::optional<double> ratingChange(const RatingState &before, const RatingState &after);
// How the SAGC rank moved between two states; Same for the other systems and without ranks.
enum class RankMove { Same, Promoted, Demoted };
RankMove rankMove(const RatingState &before, const RatingState &after);

} // namespace rd
