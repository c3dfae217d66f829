#pragma once

#include <optional>

namespace rd::dwz {

// DWZ 3.2 age constant J from the calendar-year age: youth (<= 20) 5, juniors (21-25) 10,
// adults 15; an unknown age counts as adult.
int ageConstant(std::optional<int> calendarYearAge);

// Seed 4.9.2: E = (Ro/1000)^4 + J, rounded; 5 <= E <= 30 and E <= 5 * Index (Index 0 counts
// as 1). The lower bound 5 wins over the index cap only at Index 1.
int seedDevelopmentCoefficient(int ro, int ageConstantJ, int index);

// Seed Anhang 1.2.2: the change constant K = 800 / (E + n), unrounded.
double changeConstant(int developmentCoefficient, int games);

} // namespace rd::dwz
