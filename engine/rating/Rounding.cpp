#include "engine/rating/Rounding.h"

#include <algorithm>
#include <cmath>

namespace rd {

namespace {

double scaleFor(int decimals)
{
    return std::pow(10.0, decimals);
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
