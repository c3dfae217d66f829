#include "engine/rating/Evaluation.h"

#include "engine/rating/EnumNames.h"

namespace rd {

std::string toString(PlayerStatus status)
{
    static constexpr auto names = enumNames<PlayerStatus>(
        { { PlayerStatus::Rated, "rated" }, { PlayerStatus::FirstRating, "first-rating" },
            { PlayerStatus::Unrated, "unrated" }, { PlayerStatus::NotRated, "not-rated" } });
    return names.nameOf(status);
}

} // namespace rd
