#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RuleSets.h"

#include <string>
#include <string_view>
#include <vector>

namespace rd::uscf {

enum class EffectiveGamesFormula {
    Of2004, // N* = 50 / sqrt(1 + (2200 - R)^2 / 100000), 50 above 2200 (uscf.md §4)
    Of2013, // N* = 50 / sqrt(0.662 + 0.00000739 (2569 - R)^2), 50 above 2355
};

enum class FideConversion {
    Plus50, // 2004: FIDE + 50
    Linear2008, // July 2008: 0.94 FIDE + 180 up to 2000, 1.02 FIDE + 20 above
    Linear2024, // March 2024: -1073 + 1.5667 FIDE up to 2000, 20 + 1.02 FIDE above
};

enum class AgeFormula {
    Of2004, // 300 + 50 Age for 4 < Age < 20, else 1300; Age < 4 counts as 20
    Of2006, // 50 Age, at least 100 and at most 1300
};

enum class Rounding {
    Directional, // 2004: integers, down after a loss of rating, up after a gain
    Nearest, // now: the decimal rating is kept, the published one rounded
};

// Every constant of the US Chess algorithm, as one value (uscf.md §11). `params` can override
// each field by the name given in parameterSpecs().
struct UscfRules {
    std::string name;
    EffectiveGamesFormula effectiveGames = EffectiveGamesFormula::Of2013;
    FideConversion fide = FideConversion::Linear2024;
    AgeFormula age = AgeFormula::Of2006;
    Rounding rounding = Rounding::Nearest;
    double bonusMultiplier = 10; // B (§6)
    int bonusMinimumGames = 3; // bonus only with m >= 3
    int bonusThresholdGames = 4; // threshold B * sqrt(max(m, 4))
    int bonusMaximumMeetings = 2; // no bonus if an opponent is met more often
    int specialFormulaGames = 8; // N <= 8: special formula (§7)
    int establishedGames = 25; // N > 25: established (§1)
    double specialCap = 2700; // 0: none (§5.2 item 5)
    double absoluteFloor = 100; // §9.1
    bool personalFloor = true; // AF = min(100 + 4 NW + 2 ND + NR, 150) (§9.2)
    double personalFloorCap = 150;
    double lowestFloor = 1200; // established floors 1200 ... 2100 (§9.3)
    double highestFloor = 2100;
    double floorDistance = 200; // peak - 200, down to a multiple of 100
    bool halfK = false; // 2004 half-K event: K = 400/(N' + m/2), N += m/2
    bool dualRegularReduction = true; // reduced K above 2200 on the Regular side (§6)
    double fideTenGamesAbove = 2150; // FIDE above this: N = 10, else 5 (§3.1)
    double defaultRating = 750; // §3.1 item 5
    bool stepThreeOnlyWithoutGames = true; // newer text: step 3 only for N = 0
    double epsilon = 1e-7; // special formula tolerance

    // uscf-2004 (the seed) or uscf-current with B and the FIDE conversion of `endDate`.
    static UscfRules forRuleSet(
        std::string_view name, const Date &endDate, const Params &params = {});
};

// The bonus multiplier B in force for events ending on `endDate` (uscf.md §0, §6).
double bonusMultiplierOn(const Date &endDate);
// The FIDE conversion in force on `endDate` (uscf.md §3.2).
FideConversion fideConversionOn(const Date &endDate);

std::vector<ParameterSpec> parameterSpecs();

} // namespace rd::uscf
