#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/rating/Value.h"
#include "engine/rating/Warning.h"

#include <string>
#include <vector>

namespace rd {

// What the rating engines return: the content of the evaluation document (event-document.md).

enum class PlayerStatus {
    Rated, // had a rating, got a new one
    FirstRating, // got a first rating
    Unrated, // stays without a rating
    NotRated, // had a rating but no rated game in this event
};

std::string toString(PlayerStatus status); // rated, first-rating, unrated, not-rated

struct PlayerEvaluation {
    std::string id;
    PlayerStatus status = PlayerStatus::NotRated;
    Fields before;
    Fields after;
    Fields details;
    Fields extra
        = {}; // further named objects, e.g. the other system of a dual-rated US Chess event
};

struct Evaluation {
    RatingSystem system = RatingSystem::Dwz;
    std::string ruleset;
    std::vector<PlayerEvaluation> players;
    std::vector<Fields> games; // per-game details (SAGC)
    std::vector<Fields> restpartien; // DWZ leftover games to store
    std::vector<Warning> warnings;
};

} // namespace rd
