#include "engine/rating/dwz/FollowUp.h"

#include "engine/rating/Rounding.h"
#include "engine/rating/dwz/Coefficients.h"

#include <algorithm>
#include <cmath>

namespace rd::dwz {

namespace {

// W and We compared in thousandths, the precision We is carried with (dwz.md §3.7).
long thousandths(double value)
{
    return std::lround(value * 1000.0);
}

bool scoredAtLeastExpected(const FollowUpInput &input)
{
    return thousandths(input.points) >= thousandths(input.expected);
}

bool scoredAtMostExpected(const FollowUpInput &input)
{
    return thousandths(input.points) <= thousandths(input.expected);
}

int ageOrAdult(const FollowUpInput &input)
{
    return input.age.value_or(99);
}

// dwz.md §6.2: the K0 row of the player's group.
int baseValueGroup(const FollowUpInput &input)
{
    const bool young = ageOrAdult(input) <= 25;
    if (young ? input.ro < 2200 : input.ro < 2000)
        return young ? 0 : 1;
    return 2;
}

} // namespace

int acceleratedDevelopmentCoefficient(const FollowUpInput &input, Fields &details)
{
    const double e0 = std::pow(input.ro / 1000.0, 4) + ageConstant(input.age);
    // Acceleration factor: youth (A <= 20) who scored at least the expectation.
    const bool accelerated = ageOrAdult(input) <= 20 && scoredAtLeastExpected(input);
    const double fB = accelerated ? std::clamp(input.ro / 2000.0, 0.5, 1.0) : 1.0;
    // Braking surcharge: Ro below 1300 and at most the expectation (inclusive, dwz.md §5.1).
    const bool braked = input.ro < 1300 && scoredAtMostExpected(input);
    const double sBr = braked ? std::exp((1300.0 - input.ro) / 150.0) - 1.0 : 0.0;

    int e = std::max(5, static_cast<int>(roundHalfUp(e0 * fB + sBr)));
    e = braked ? std::min(e, 150) : std::min({ e, 30, 5 * std::max(input.index, 1) });
    details.emplace_back("E0", Decimal { e0, 2 });
    details.emplace_back("fB", Decimal { fB, 3 });
    details.emplace_back("SBr", Decimal { sBr, 2 });
    return e;
}

double kFactor(const KFactorRules &rules, const FollowUpInput &input, Fields &details)
{
    const int column = std::clamp(input.index, 1, 11) - 1;
    const int k0 = rules.baseValues[baseValueGroup(input)][column];
    // Braking factor b: strictly below the expectation and Ro < 1600 (dwz.md §6.3).
    const bool braked = thousandths(input.points) < thousandths(input.expected) && input.ro < 1600;
    const double b = braked ? (input.ro + rules.brakeOffset) / (1600.0 + rules.brakeOffset) : 1.0;
    // Success surcharge a: at least the expectation, by age group.
    double a = 0.0;
    const int age = ageOrAdult(input);
    if (scoredAtLeastExpected(input)) {
        if (age <= 20 && input.ro < 2000)
            a = (2000.0 - input.ro) / rules.youthDivisor;
        else if (age >= 21 && age <= 25 && input.ro < 1600)
            a = rules.juniorSurcharge;
        else if (age >= 26 && input.ro < 1600)
            a = rules.adultSurcharge;
    }
    details.emplace_back("K0", k0);
    details.emplace_back("b", Decimal { b, 4 });
    details.emplace_back("a", Decimal { a, 2 });
    return std::min(roundHalfUp(k0 * b + a, 1), rules.maximum);
}

FollowUp followUp(const DwzRules &rules, const FollowUpInput &input)
{
    FollowUp result;
    result.index = input.index + 1;
    const double surplus = input.points - input.expected;
    if (rules.kFactor) {
        const double k = kFactor(*rules.kFactor, input, result.details);
        result.details.emplace_back("K", Decimal { k, 1 });
        result.factor = k;
        result.rating
            = std::max(rules.kFactor->floor, static_cast<int>(roundHalfUp(input.ro + k * surplus)));
        return result;
    }
    const int e = rules.accelerationAndBraking
        ? acceleratedDevelopmentCoefficient(input, result.details)
        : seedDevelopmentCoefficient(input.ro, ageConstant(input.age), input.index);
    result.details.emplace_back("E", e);
    result.factor = 800.0 / (e + input.games);
    result.rating = static_cast<int>(roundHalfUp(input.ro + 800.0 * surplus / (e + input.games)));
    return result;
}

} // namespace rd::dwz
