#include "engine/rating/dwz/Coefficients.h"

#include "engine/rating/Rounding.h"

#include <algorithm>
#include <cmath>

namespace rd::dwz {

int ageConstant(std::optional<int> calendarYearAge)
{
    if (!calendarYearAge)
        return 15;
    if (*calendarYearAge <= 20)
        return 5;
    if (*calendarYearAge <= 25)
        return 10;
    return 15;
}

int seedDevelopmentCoefficient(int ro, int ageConstantJ, int index)
{
    const double raw = std::pow(ro / 1000.0, 4) + ageConstantJ;
    const int rounded = static_cast<int>(roundHalfUp(raw));
    const int cap = std::min(30, 5 * std::max(index, 1));
    return std::max(5, std::min(rounded, cap));
}

double changeConstant(int developmentCoefficient, int games)
{
    return 800.0 / (developmentCoefficient + games);
}

} // namespace rd::dwz
