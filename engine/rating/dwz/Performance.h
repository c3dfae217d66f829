#pragma once

#include "engine/rating/dwz/Probability.h"

#include <optional>
#include <vector>

namespace rd::dwz {

// The games of one player that count in an iteration: the opponents' ratings and his points.
struct ScoreSheet {
    std::vector<int> opponents;
    double points = 0.0; // W

    int games() const { return static_cast<int>(opponents.size()); }
    bool isExtreme() const { return points == 0.0 || points == games(); }
    double meanOpponent() const; // Rc
};

// We = sum of P(R - opponent) over the sheet, carried to 3 decimals (dwz.md §3.6, §3.7).
double expectedScore(ProbabilityModel model, double rating, const std::vector<int> &opponents);

// The basic estimate Rc + D(W/n) of seed 4.7.2.1.1, rounded to a whole rating.
int startingValue(ProbabilityModel model, const ScoreSheet &sheet);

// Seed 4.7.2.1.3, a newcomer's value: from `start`, correct by D((W - We)/n + 0.5) until the
// correction is 0; a value met twice ends the iteration (guard against 2-cycles). The sheet must
// not be extreme.
int iterateToPerformance(ProbabilityModel model, int start, const ScoreSheet &sheet);

// The iterates of the performance iteration of dwz.md §4.6, from R0 = Rc + D(W/n) with the
// unrounded Rc: R(k+1) = R(k) + D(pd), pd = round((W - We)/n + 0.5, 3) with W - We taken to
// 3 decimals. The last one is where the iteration stopped: |W - We| <= 0.005, or an |W - We| met
// before (2-cycle guard), or 100 steps. The sheet must not be extreme.
std::vector<double> performanceIterates(ProbabilityModel model, const ScoreSheet &sheet);

// The performance Rh (seed 4.8, dwz.md §4.6): the rating with We = W against the sheet's
// opponents, independent of the player's own rating: the last iterate rounded half up, and
// Rc -+ `extremeDifference` at 0 % / 100 %.
int performance(ProbabilityModel model, const ScoreSheet &sheet, int extremeDifference);

} // namespace rd::dwz
