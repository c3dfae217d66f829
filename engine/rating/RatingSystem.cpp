#include "engine/rating/RatingSystem.h"

#include "engine/rating/EnumNames.h"

namespace rd {

namespace {

constexpr auto kNames = enumNames<RatingSystem>({ { RatingSystem::Dwz, "dwz" },
    { RatingSystem::Uscf, "uscf" }, { RatingSystem::Sagc, "sagc" } });

} // namespace

std::optional<RatingSystem> parseRatingSystem(std::string_view name)
{
    return kNames.parse(name);
}

std::string toString(RatingSystem system)
{
    return kNames.nameOf(system);
}

} // namespace rd
