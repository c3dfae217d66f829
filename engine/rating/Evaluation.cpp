#include "engine/rating/Evaluation.h"

namespace rd {

std::string toString(PlayerStatus status)
{
    switch (status) {
    case PlayerStatus::Rated:
        return "rated";
    case PlayerStatus::FirstRating:
        return "first-rating";
    case PlayerStatus::Unrated:
        return "unrated";
    case PlayerStatus::NotRated:
        return "not-rated";
    }
    return {};
}

} // namespace rd
