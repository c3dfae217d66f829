#pragma once

#include "engine/rating/Value.h"
#include "engine/rating/dwz/DwzRules.h"

#include <optional>

namespace rd::dwz {

// What the follow-up DWZ of a rated player depends on.
struct FollowUpInput {
    int ro = 0;
    int index = 0;
    std::optional<int> age; // calendar-year age (dwz.md §3.2); unknown counts as adult
    double points = 0.0; // W
    double expected = 0.0; // We, 3 decimals
    int games = 0; // n >= 1
};

struct FollowUp {
    int rating = 0; // Rn
    int index = 0; // index + 1 (seed 4.9.3)
    Fields details; // E (with E0, fB, SBr from era B on) or K (with K0, b, a) in era D
    // What Rn - Ro is (W - We) times before rounding: 800/(E + n), or K in era D; each game's
    // share of the change is this times its score less its expectation.
    double factor = 0.0;
};

// Seed 4.9.1 Rn = Ro + 800(W - We)/(E + n) with E of seed 4.9.2 (era A) or of dwz.md §5.1
// (eras B, C); era D: Rn = max(floor, Ro + K(W - We)) of dwz.md §6.1. Rn rounded half up.
FollowUp followUp(const DwzRules &rules, const FollowUpInput &input);

// dwz.md §5.1: E = round(E0 * fB + SBr), 5 <= E, E <= min(30, 5 * Index) without SBr and
// E <= 150 with it. `details` receives E0, fB, SBr.
int acceleratedDevelopmentCoefficient(const FollowUpInput &input, Fields &details);

// dwz.md §6.1-6.3: K = min(round(K0 * b + a, 1), Kmax). `details` receives K0, b, a.
double kFactor(const KFactorRules &rules, const FollowUpInput &input, Fields &details);

} // namespace rd::dwz
