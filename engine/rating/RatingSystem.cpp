#include "engine/rating/RatingSystem.h"

namespace rd {

std::optional<RatingSystem> parseRatingSystem(std::string_view name)
{
    if (name == "dwz")
        return RatingSystem::Dwz;
    if (name == "uscf")
        return RatingSystem::Uscf;
    if (name == "sagc")
        return RatingSystem::Sagc;
    return std::nullopt;
}

std::string toString(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return "dwz";
    case RatingSystem::Uscf:
        return "uscf";
    case RatingSystem::Sagc:
        return "sagc";
    }
    return {};
}

} // namespace rd
