#include "engine/rating/dwz/Performance.h"

#include "engine/rating/Rounding.h"

#include <algorithm>
#include <numeric>

namespace rd::dwz {

namespace {

constexpr int kMaximumSteps = 100;

} // namespace

double ScoreSheet::meanOpponent() const
{
    if (opponents.empty())
        return 0.0;
    return std::accumulate(opponents.begin(), opponents.end(), 0.0) / games();
}

double expectedScore(ProbabilityModel model, int rating, const std::vector<int> &opponents)
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

int performance(ProbabilityModel model, const ScoreSheet &sheet, int extremeDifference)
{
    const double rc = sheet.meanOpponent();
    if (sheet.points == 0.0)
        return static_cast<int>(roundHalfUp(rc - extremeDifference));
    if (sheet.points == sheet.games())
        return static_cast<int>(roundHalfUp(rc + extremeDifference));
    return iterateToPerformance(model, startingValue(model, sheet), sheet);
}

} // namespace rd::dwz
