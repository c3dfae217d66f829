#include "engine/rating/dwz/Probability.h"

#include "engine/rating/EnumNames.h"
#include "engine/rating/NormalDistribution.h"
#include "engine/rating/Rounding.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace rd::dwz {

namespace {

constexpr int kTableLimit = 800; // beyond every band limit of Anhang 2.1

// The stronger player's expectancy at |D| = `difference` in the two rounded models (dwz.md §3.4).
double normal3Dec(double difference)
{
    return difference >= kNormalCutoff ? 1.0 : roundHalfUp(normalCdf(difference / kNormalScale), 3);
}

double table2Dec(double difference)
{
    return roundHalfUp(normalCdf(difference / kTableScale), 2);
}

// Expectancies of the stronger player for |D| = 0..kTableLimit, computed once from the formula.
struct ExpectancyTables {
    std::array<double, kTableLimit + 1> normal3 {};
    std::array<int, kTableLimit + 1> table2Hundredths {};

    ExpectancyTables()
    {
        for (int d = 0; d <= kTableLimit; ++d) {
            normal3[d] = normal3Dec(d);
            table2Hundredths[d] = static_cast<int>(std::lround(table2Dec(d) * 100.0));
        }
    }
};

const ExpectancyTables &tables()
{
    static const ExpectancyTables instance;
    return instance;
}

// Whole differences come from the tables; the performance iteration also asks for the differences
// to an unrounded Rc (dwz.md §4.6), which the formulas give directly.
double stronger(ProbabilityModel model, double absoluteDifference)
{
    const bool tabulated = absoluteDifference == std::floor(absoluteDifference);
    const int d = static_cast<int>(std::min(absoluteDifference, double { kTableLimit }));
    switch (model) {
    case ProbabilityModel::Normal3Dec:
        return tabulated ? tables().normal3[d] : normal3Dec(absoluteDifference);
    case ProbabilityModel::Table2Dec:
        return tabulated ? tables().table2Hundredths[d] / 100.0 : table2Dec(absoluteDifference);
    case ProbabilityModel::Logistic:
        return 1.0 / (1.0 + std::pow(10.0, -absoluteDifference / 400.0));
    }
    return 0.5;
}

int hundredthsOf(double percentage)
{
    return static_cast<int>(std::lround(roundHalfUp(percentage, 2) * 100.0));
}

int table2DecDifference(double percentage)
{
    const int hundredths = std::clamp(hundredthsOf(percentage), 1, 99);
    if (hundredths == 50)
        return 0;
    if (hundredths < 50)
        return -table2DecDifference((100 - hundredths) / 100.0);
    const DifferenceBand band = table2DecBand(hundredths);
    return (band.low + band.high) / 2;
}

} // namespace

constexpr auto kModelNames = enumNames<ProbabilityModel>({ { ProbabilityModel::Normal3Dec,
                                                               "normal-3dec" },
    { ProbabilityModel::Table2Dec, "table-2dec" }, { ProbabilityModel::Logistic, "logistic" } });

std::optional<ProbabilityModel> parseProbabilityModel(std::string_view name)
{
    return kModelNames.parse(name);
}

std::string toString(ProbabilityModel model)
{
    return kModelNames.nameOf(model);
}

double winExpectancy(ProbabilityModel model, double ratingDifference)
{
    const double p = stronger(model, std::abs(ratingDifference));
    if (ratingDifference >= 0)
        return p;
    // The weaker player gets the complement (Anhang 2.1 column "schlechter").
    return model == ProbabilityModel::Logistic
        ? 1.0 - p
        : roundHalfUp(1.0 - p, model == ProbabilityModel::Normal3Dec ? 3 : 2);
}

DifferenceBand table2DecBand(int hundredths)
{
    const auto &table = tables().table2Hundredths;
    DifferenceBand band { -1, -1 };
    for (int d = 0; d <= kTableLimit; ++d) {
        if (table[d] != hundredths)
            continue;
        if (band.low < 0)
            band.low = d;
        band.high = d;
    }
    if (hundredths == 100)
        band.high = -1;
    return band;
}

int ratingDifference(ProbabilityModel model, double percentage)
{
    switch (model) {
    case ProbabilityModel::Normal3Dec: {
        const double p = std::clamp(roundHalfUp(percentage, 3), 0.001, 0.999);
        return static_cast<int>(roundHalfAwayFromZero(kNormalScale * normalQuantile(p)));
    }
    case ProbabilityModel::Table2Dec:
        return table2DecDifference(percentage);
    case ProbabilityModel::Logistic: {
        const double p = std::clamp(percentage, 0.001, 0.999);
        return static_cast<int>(roundHalfAwayFromZero(400.0 * std::log10(p / (1.0 - p))));
    }
    }
    return 0;
}

int correctionDifference(ProbabilityModel model, double meanExpectancy)
{
    const double p = std::clamp(meanExpectancy, 0.001, 0.999);
    switch (model) {
    case ProbabilityModel::Normal3Dec:
        return static_cast<int>(roundHalfAwayFromZero(kNormalScale * normalQuantile(p)));
    case ProbabilityModel::Table2Dec:
        return table2DecDifference(meanExpectancy);
    case ProbabilityModel::Logistic:
        return static_cast<int>(roundHalfAwayFromZero(400.0 * std::log10(p / (1.0 - p))));
    }
    return 0;
}

} // namespace rd::dwz
