#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rd::dwz {

// The three ways of turning a rating difference into a win expectancy (dwz.md §3.4-3.5).
enum class ProbabilityModel {
    Normal3Dec, // ELOBASE/DeWIS: Phi(D / 200*sqrt(2)) to 3 decimals, 1.000 from |D| >= 735
    Table2Dec, // the seed's printed tables, Anhang 2.1 and 2.2
    Logistic, // the seed's approximation 1 / (1 + 10^(-D/400))
};

std::optional<ProbabilityModel> parseProbabilityModel(std::string_view name);
std::string toString(ProbabilityModel model); // normal-3dec, table-2dec, logistic

// Scale of the normal model: the difference of two performances with sigma 200 (dwz.md §3.4).
inline constexpr double kNormalScale = 282.842712474619; // 200 * sqrt(2)
// Scale that the seed's 2-decimal table (identical to the FIDE table) follows: its band limits
// fit Phi(D / (2000/7)), not Phi(D / 200*sqrt(2)) (see tests/rating/tst_dwzprobability.cpp).
inline constexpr double kTableScale = 2000.0 / 7.0;
// From this difference on the 3-decimal model gives 1.000 (dwz.md §3.4 item 2).
inline constexpr int kNormalCutoff = 735;

// P(D): expected score of a player rated D points above (D < 0: below) his opponent. D is a whole
// number except in the performance iteration, which starts from the unrounded Rc (dwz.md §4.6);
// there the same formula is evaluated at D (Normal3Dec: round(Phi(|D| / 200*sqrt(2)), 3)).
double winExpectancy(ProbabilityModel model, double ratingDifference);

// D(P): the inverse, an integer rating difference for a percentage score 0 < P < 1.
// Normal3Dec: round(200*sqrt(2) * Phi^-1(P)) with P to 3 decimals, 0.001..0.999.
// Table2Dec:  P to 2 decimals, 0.01..0.99; the middle of the Anhang 2.1 band of P (Anhang 2.2
//             is "the inverse of the probability table"), rounded down.
// Logistic:   400 * log10(P / (1 - P)) with P in 0.001..0.999.
int ratingDifference(ProbabilityModel model, double percentage);

// D for the mean expectancy pd of a newcomer's iteration (seed 4.7.2.1.3). Table2Dec: Anhang 2.2
// as above. Normal3Dec and Logistic: the inverse of the unrounded pd. The performance Rh takes pd
// to 3 decimals and has its own stop rule (dwz.md §4.6, Performance.h).
int correctionDifference(ProbabilityModel model, double meanExpectancy);

// Anhang 2.1 band: the differences 0 <= D whose 2-decimal expectancy is `hundredths`/100
// (50..99); the 1.00 band is open-ended (high = -1).
struct DifferenceBand {
    int low = 0;
    int high = 0;
};
DifferenceBand table2DecBand(int hundredths);

} // namespace rd::dwz
