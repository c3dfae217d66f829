#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rd {

enum class RatingSystem { Dwz, Uscf, Sagc };

std::optional<RatingSystem> parseRatingSystem(std::string_view name); // dwz, uscf, sagc
std::string toString(RatingSystem system);

} // namespace rd
