#include "engine/rating/Rounding.h"

#include <algorithm>
#include <cmath>

namespace rd {

namespace {

double scaleFor(int decimals)
{
    constexpr double kPowers[] = { 1.0, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0 };
    return decimals >= 0 && decimals < 7 ? kPowers[decimals] : std::pow(10.0, decimals);
}

double tolerance(double scaled)
{
    return kTieTolerance * std::max(1.0, std::fabs(scaled));
}

} // namespace

double roundHalfUp(double value, int decimals)
{
    const double scale = scaleFor(decimals);
    const double scaled = value * scale;
    return std::floor(scaled + 0.5 + tolerance(scaled)) / scale;
}

double roundHalfAwayFromZero(double value, int decimals)
{
    const double scale = scaleFor(decimals);
    const double scaled = std::fabs(value) * scale;
    const double rounded = std::floor(scaled + 0.5 + tolerance(scaled)) / scale;
    return value < 0 ? -rounded : rounded;
}

} // namespace rd
