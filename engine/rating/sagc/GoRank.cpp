#include "engine/rating/sagc/GoRank.h"

namespace rd::sagc {

std::optional<GoRank> GoRank::parse(std::string_view text)
{
    if (text.size() < 2 || text.size() > 3 || text.front() == '0')
        return std::nullopt;
    int number = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        number = number * 10 + (text[i] - '0');
    }
    switch (text.back()) {
    case 'k':
        return number <= 30 ? fromStrength(1 - number) : std::nullopt;
    case 'd':
        return number <= 9 ? fromStrength(number) : std::nullopt;
    default:
        return std::nullopt;
    }
}

std::optional<GoRank> GoRank::fromStrength(int strength)
{
    if (strength < kWeakestStrength || strength > kStrongestStrength)
        return std::nullopt;
    return GoRank(strength);
}

std::string GoRank::toString() const
{
    return m_strength >= 1 ? std::to_string(m_strength) + "d"
                           : std::to_string(1 - m_strength) + "k";
}

} // namespace rd::sagc
