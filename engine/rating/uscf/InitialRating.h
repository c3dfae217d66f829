#pragma once

#include "engine/rating/EventInput.h"
#include "engine/rating/uscf/UscfRules.h"

#include <optional>
#include <string>

namespace rd::uscf {

// Step 1 (uscf.md §3): the rating and game count an unrated player starts from.
struct InitialRating {
    double rating = 0.0;
    double games = 0.0;
    std::string source; // fide, cfc, quick, regular, age or default
};

// The first rule that applies: FIDE, CFC, the player's rating in the other system (Quick for a
// Regular event and the reverse), the age at the event's end, or the default.
// `otherSystem` is the player's rating in that other system, if any.
InitialRating initialRating(const UscfRules &rules, const PlayerInput &player, UscfSystem system,
    const UscfRatingState *otherSystem, const Date &endDate);

// Age in years at `endDate`: from the birth date, or from the middle of the birth year.
std::optional<double> ageAt(const PlayerInput &player, const Date &endDate);

} // namespace rd::uscf
