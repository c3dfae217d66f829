#pragma once

#include "engine/rating/EventInput.h"
#include "engine/rating/uscf/UscfRules.h"

#include <vector>

namespace rd::uscf {

// Step 2 (uscf.md §4): the cap N* on the effective number of games at rating `rating`.
double effectiveGamesCap(EffectiveGamesFormula formula, double rating);

// uscf.md §5.1: the provisional winning expectancy, 0.5 + (R - Ri)/800 within 400 points.
double provisionalExpectancy(double rating, double opponent);

// What the special formula (uscf.md §5) works on.
struct SpecialInput {
    double prior = 0.0; // R0 (pre-event or step-1 rating)
    double effectiveGames = 0.0; // N'
    std::vector<double> opponents;
    double score = 0.0; // S
    UscfHistory history = UscfHistory::Mixed;
    bool competedBefore = false; // N > 0: the all-wins / all-losses adjustment applies
};

// The zero set [low, high] of f(R) = N' PWe(R, R0') + sum PWe(R, Ri) - S' (uscf.md §5.3);
// low = -infinity or high = +infinity where f stays zero.
struct ZeroSet {
    double low = 0.0;
    double high = 0.0;
};
ZeroSet specialZeroSet(const SpecialInput &input, double epsilon);

// uscf.md §5.3: the point of the zero set nearest the unadjusted prior, capped at `cap`
// (0: no cap). The caller applies the absolute floor.
double specialRating(const SpecialInput &input, double epsilon, double cap);

// What the standard formula (uscf.md §6) works on.
struct StandardInput {
    double prior = 0.0;
    double effectiveGames = 0.0;
    std::vector<double> opponents;
    double score = 0.0;
    int mostMeetings = 0; // how often the most frequent opponent was met
    bool regularSideOfDual = false; // reduced K above 2200 (2013 rules)
};

struct StandardResult {
    double rating = 0.0;
    double k = 0.0;
    double expected = 0.0; // E = sum We(R0, Ri)
    double bonus = 0.0;
};

// uscf.md §6: R = R0 + K (S - E) + max(0, K (S - E) - B sqrt(max(m, 4))) when a bonus is allowed.
StandardResult standardRating(const UscfRules &rules, const StandardInput &input);

// uscf.md §6: the logistic winning expectancy 1 / (1 + 10^(-(R - Ri)/400)).
double winningExpectancy(double rating, double opponent);

} // namespace rd::uscf
