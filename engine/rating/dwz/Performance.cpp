#include "engine/rating/dwz/Performance.h"

#include "engine/rating/Rounding.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>

namespace rd::dwz {

namespace {

constexpr int kMaximumSteps = 100;
constexpr long kAgreement = 5; // dwz.md §4.6: W and We agree within 0.005

// W - We to 3 decimals, in thousandths.
long residualThousandths(ProbabilityModel model, double rating, const ScoreSheet &sheet)
{
    return std::lround(
        roundHalfUp(sheet.points - expectedScore(model, rating, sheet.opponents), 3) * 1000.0);
}

} // namespace

double ScoreSheet::meanOpponent() const
{
    if (opponents.empty())
        return 0.0;
    return std::accumulate(opponents.begin(), opponents.end(), 0.0) / games();
}

double expectedScore(ProbabilityModel model, double rating, const std::vector<int> &opponents)
{
    double sum = 0.0;
    for (int opponent : opponents)
        sum += winExpectancy(model, rating - opponent);
    return roundHalfUp(sum, 3);
}

int startingValue(ProbabilityModel model, const ScoreSheet &sheet)
{
    const double percentage = sheet.points / sheet.games();
    return static_cast<int>(
        roundHalfUp(sheet.meanOpponent() + ratingDifference(model, percentage)));
}

int iterateToPerformance(ProbabilityModel model, int start, const ScoreSheet &sheet)
{
    std::vector<int> visited;
    int rating = start;
    for (int step = 0; step < kMaximumSteps; ++step) {
        const double expected = expectedScore(model, rating, sheet.opponents);
        const double meanExpectancy = (sheet.points - expected) / sheet.games() + 0.5;
        const int correction = correctionDifference(model, meanExpectancy);
        if (correction == 0)
            break;
        if (std::find(visited.begin(), visited.end(), rating) != visited.end())
            break;
        visited.push_back(rating);
        rating += correction;
    }
    return rating;
}

std::vector<double> performanceIterates(ProbabilityModel model, const ScoreSheet &sheet)
{
    std::vector<double> iterates
        = { sheet.meanOpponent() + ratingDifference(model, sheet.points / sheet.games()) };
    std::vector<long> residualsMet;
    for (int step = 0; step < kMaximumSteps; ++step) {
        const long residual = residualThousandths(model, iterates.back(), sheet);
        // Stop rule: W and We agree to 2 decimals.
        if (std::labs(residual) <= kAgreement)
            break;
        // 2-cycle guard: a residual met before (either sign) keeps the current value.
        if (std::find(residualsMet.begin(), residualsMet.end(), std::labs(residual))
            != residualsMet.end())
            break;
        residualsMet.push_back(std::labs(residual));
        const double meanExpectancy = roundHalfUp(residual / 1000.0 / sheet.games() + 0.5, 3);
        iterates.push_back(iterates.back() + ratingDifference(model, meanExpectancy));
    }
    return iterates;
}

int performance(ProbabilityModel model, const ScoreSheet &sheet, int extremeDifference)
{
    const double rc = sheet.meanOpponent();
    if (sheet.points == 0.0)
        return static_cast<int>(roundHalfUp(rc - extremeDifference));
    if (sheet.points == sheet.games())
        return static_cast<int>(roundHalfUp(rc + extremeDifference));
    return static_cast<int>(roundHalfUp(performanceIterates(model, sheet).back()));
}

} // namespace rd::dwz
