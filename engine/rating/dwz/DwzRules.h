#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RuleSets.h"
#include "engine/rating/dwz/Probability.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rd::dwz {

// The four rule generations of dwz.md §0.
enum class Era { A1993, B2002, C2016, D2026 };

// Who is evaluated against a changed rating (dwz.md §4.7, §5.4).
enum class SonderwertungRule {
    None,
    SuccessNumber, // seed 4.7.6: Rp = Ro + 800(W - We)/n at least 200 above Ro -> opponents use Rp
    Performance, // WO 2016: Rh more than 300 above Ro -> opponents use Rh
};

// Era D (dwz.md §6): K = K0 * b + a, the "Stellgroessen" kept as data with their validity date.
struct KFactorRules {
    Date validFrom;
    // K0 by group (0: A <= 25 with Ro < 2200, 1: adults with Ro < 2000, 2: the others) and
    // index 1 ... 10, > 10 (dwz.md §6.2).
    std::array<std::array<int, 11>, 3> baseValues;
    double correction = 0.08; // r, first DWZ (§6.5)
    double youthDivisor = 30; // t: a = (2000 - Ro) / t
    double brakeOffset = 800; // u: b = (Ro + u) / (1600 + u)
    double juniorSurcharge = 4; // a1
    double adultSurcharge = 4; // a2
    double maximum = 80; // Kmax
    int floor = 1100; // Rn >= 1100

    static KFactorRules of2026();
};

// One rule set's constants and switches; "which rules?" is one value of this type.
struct DwzRules {
    std::string name;
    Era era = Era::A1993;
    ProbabilityModel probability = ProbabilityModel::Normal3Dec;
    int minimumGames = 5; // seed 4.3.2
    int extremeDifference = 677; // seed 4.7.2.1.2: Rc -+ 677
    bool firstRatingAtExtremes = true; // seed: 0 % / 100 % give Rc -+ 677; later practice: none
    bool lowFirstRatingCorrection = false; // era B+: Ri < 800 -> 700 + Ri/8
    bool accelerationAndBraking = false; // era B+: fB and SBr (dwz.md §5.1)
    std::optional<int> ratingValidityYears; // seed 6.1.1: a DWZ lapses after 5 years ...
    std::optional<Date> lapseLastEndDate; // ... in tournaments ending on or before this date
    int restpartienValidityYears = 2; // seed 6.1.1, in every era
    SonderwertungRule sonderwertung = SonderwertungRule::None;
    int sonderwertungThreshold = 0;
    std::optional<Date> sonderwertungLastEndDate; // none: no end date
    std::optional<KFactorRules> kFactor; // era D

    // The switches by the tournament's end date (dwz.md §4.7, §4.8): the lapse of a DWZ and the
    // Sonderwertung end with their last dates; a rule without a last date applies at any date.
    std::optional<int> lapseYearsFor(const Date &endDate) const;
    SonderwertungRule sonderwertungFor(const Date &endDate) const;

    // The rule set `name` (dwz-1993, dwz-2002, dwz-2016, dwz-2026) with `params` applied;
    // the parameters were validated against parameterSpecs() when the document was read.
    static DwzRules forRuleSet(std::string_view name, const Params &params = {});
};

// The named parameters a document may override for the DWZ rule set `name`.
std::vector<ParameterSpec> parameterSpecs(std::string_view name);

} // namespace rd::dwz
