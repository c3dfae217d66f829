#include "engine/rating/uscf/Formulas.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rd::uscf {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// uscf.md §5.1: the prior and the score after the all-wins / all-losses adjustment.
struct Adjusted {
    double prior;
    double score;
};

Adjusted adjust(const SpecialInput &input)
{
    if (input.competedBefore && input.history == UscfHistory::AllWins)
        return { input.prior - 400.0, input.score + input.effectiveGames };
    if (input.competedBefore && input.history == UscfHistory::AllLosses)
        return { input.prior + 400.0, input.score };
    return { input.prior, input.score + input.effectiveGames / 2.0 };
}

double objective(const SpecialInput &input, const Adjusted &adjusted, double rating)
{
    double sum
        = input.effectiveGames * provisionalExpectancy(rating, adjusted.prior) - adjusted.score;
    for (double opponent : input.opponents)
        sum += provisionalExpectancy(rating, opponent);
    return sum;
}

// The point where f crosses zero between two knots with f(a) < 0 < f(b) (f is linear there).
double interpolate(double a, double fa, double b, double fb)
{
    return a + (0.0 - fa) * (b - a) / (fb - fa);
}

} // namespace

double effectiveGamesCap(EffectiveGamesFormula formula, double rating)
{
    if (formula == EffectiveGamesFormula::Of2004) {
        if (rating > 2200)
            return 50.0;
        return 50.0 / std::sqrt(1.0 + std::pow(2200.0 - rating, 2) / 100000.0);
    }
    if (rating > 2355)
        return 50.0;
    return 50.0 / std::sqrt(0.662 + 0.00000739 * std::pow(2569.0 - rating, 2));
}

double provisionalExpectancy(double rating, double opponent)
{
    if (rating <= opponent - 400.0)
        return 0.0;
    if (rating >= opponent + 400.0)
        return 1.0;
    return 0.5 + (rating - opponent) / 800.0;
}

ZeroSet specialZeroSet(const SpecialInput &input, double epsilon)
{
    const Adjusted adjusted = adjust(input);
    std::vector<double> knots = { adjusted.prior - 400.0, adjusted.prior + 400.0 };
    for (double opponent : input.opponents) {
        knots.push_back(opponent - 400.0);
        knots.push_back(opponent + 400.0);
    }
    std::sort(knots.begin(), knots.end());
    knots.erase(std::unique(knots.begin(), knots.end()), knots.end());
    std::vector<double> values;
    for (double knot : knots)
        values.push_back(objective(input, adjusted, knot));

    // f is non-decreasing: left of the first knot it is -S', right of the last N' + m - S'.
    ZeroSet zeroSet { -kInfinity, kInfinity };
    const std::size_t last = knots.size() - 1;
    if (values.front() < -epsilon) {
        std::size_t j = 0;
        while (values[j] < -epsilon)
            ++j; // exists: f(last knot) = N' + m - S' >= 0
        zeroSet.low = values[j] <= epsilon
            ? knots[j]
            : interpolate(knots[j - 1], values[j - 1], knots[j], values[j]);
    }
    if (values.back() > epsilon) {
        std::size_t j = last;
        while (values[j] > epsilon)
            --j;
        zeroSet.high = values[j] >= -epsilon
            ? knots[j]
            : interpolate(knots[j], values[j], knots[j + 1], values[j + 1]);
    }
    return zeroSet;
}

double specialRating(const SpecialInput &input, double epsilon, double cap)
{
    const ZeroSet zeroSet = specialZeroSet(input, epsilon);
    const double rating = std::clamp(input.prior, zeroSet.low, zeroSet.high);
    return cap > 0.0 ? std::min(rating, cap) : rating;
}

double winningExpectancy(double rating, double opponent)
{
    return 1.0 / (1.0 + std::pow(10.0, -(rating - opponent) / 400.0));
}

StandardResult standardRating(const UscfRules &rules, const StandardInput &input)
{
    const double m = static_cast<double>(input.opponents.size());
    StandardResult result;
    for (double opponent : input.opponents)
        result.expected += winningExpectancy(input.prior, opponent);

    if (rules.halfK) {
        result.k = 400.0 / (input.effectiveGames + m / 2.0); // 2004 half-K event
    } else {
        double factor = 1.0; // 2013: the Regular side of a dual-rated event above 2200
        if (input.regularSideOfDual && rules.dualRegularReduction && input.prior > 2200.0)
            factor = input.prior < 2500.0 ? 6.5 - 0.0025 * input.prior : 0.25;
        result.k = 800.0 * factor / (input.effectiveGames + m);
    }
    const double change = result.k * (input.score - result.expected);
    const bool bonusAllowed
        = m >= rules.bonusMinimumGames && input.mostMeetings <= rules.bonusMaximumMeetings;
    if (bonusAllowed) {
        const double threshold
            = rules.bonusMultiplier * std::sqrt(std::max(m, double(rules.bonusThresholdGames)));
        result.bonus = std::max(0.0, change - threshold);
    }
    result.rating = input.prior + change + result.bonus;
    return result;
}

} // namespace rd::uscf
