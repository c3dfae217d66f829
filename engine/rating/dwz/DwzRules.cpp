#include "engine/rating/dwz/DwzRules.h"

namespace rd::dwz {

namespace {

constexpr const char *kProbability = "probability";
constexpr const char *kExtremes = "first_rating_at_extremes";
constexpr const char *kCorrection = "k_r";
constexpr const char *kYouthDivisor = "k_t";
constexpr const char *kBrakeOffset = "k_u";
constexpr const char *kJuniorSurcharge = "k_a1";
constexpr const char *kAdultSurcharge = "k_a2";
constexpr const char *kMaximum = "k_max";
constexpr const char *kFloor = "k_floor";

ParameterSpec number(const char *name, double minimum, double maximum, const char *description)
{
    return { name, ParameterSpec::Kind::Number, minimum, maximum, {}, description };
}

Era eraOf(std::string_view name)
{
    if (name == "dwz-2002")
        return Era::B2002;
    if (name == "dwz-2016")
        return Era::C2016;
    if (name == "dwz-2026")
        return Era::D2026;
    return Era::A1993;
}

// The params read here have the kind and range of the rule set's parameters: the Evaluator
// checks them before it rates (Evaluator.cpp, checkParams), and EventRepository reads the
// Restpartien's years only of an event it has just rated, so std::get cannot fail here.
double numberOr(const Params &params, const char *name, double fallback)
{
    const auto found = params.find(name);
    return found != params.end() ? std::get<double>(found->second) : fallback;
}

bool inForce(const std::optional<Date> &lastEndDate, const Date &endDate)
{
    return !lastEndDate || endDate <= *lastEndDate;
}

// Seed 6.1.1: a DWZ lapses after 5 years without an evaluation. The rating commission abolished
// the lapse on 25/26 January 2003; it applies to tournaments ending on or before 2003-01-26.
void withLapse(DwzRules &rules)
{
    rules.ratingValidityYears = 5;
    rules.lapseLastEndDate = Date { 2003, 1, 26 };
}

} // namespace

std::optional<int> DwzRules::lapseYearsFor(const Date &endDate) const
{
    return inForce(lapseLastEndDate, endDate) ? ratingValidityYears : std::nullopt;
}

SonderwertungRule DwzRules::sonderwertungFor(const Date &endDate) const
{
    return inForce(sonderwertungLastEndDate, endDate) ? sonderwertung : SonderwertungRule::None;
}

KFactorRules KFactorRules::of2026()
{
    KFactorRules rules;
    rules.validFrom = Date { 2026, 6, 8 };
    rules.baseValues = { {
        { 60, 60, 48, 46, 44, 42, 40, 38, 36, 34, 32 }, // youth and juniors, Ro < 2200
        { 60, 60, 44, 42, 40, 38, 36, 34, 32, 30, 28 }, // adults, Ro < 2000
        { 60, 60, 41, 39, 37, 35, 33, 31, 29, 27, 25 }, // adults >= 2000, A <= 25 with >= 2200
    } };
    return rules;
}

std::vector<ParameterSpec> parameterSpecs(std::string_view name)
{
    std::vector<ParameterSpec> specs = {
        { kProbability, ParameterSpec::Kind::Choice, 0.0, 0.0,
            { "normal-3dec", "table-2dec", "logistic" },
            "win expectancy model (dwz.md §3.4): 3-decimal normal model, the seed's 2-decimal "
            "table, or the logistic approximation" },
        { kExtremes, ParameterSpec::Kind::Flag, 0.0, 0.0, {},
            "a newcomer with 0 % or 100 % gets Rc -/+ 677 as first DWZ (seed 4.7.2.1.2)" },
    };
    if (eraOf(name) == Era::D2026) {
        specs.push_back(number(kCorrection, 0.0, 1.0, "r: first-DWZ correction factor"));
        specs.push_back(number(kYouthDivisor, 1.0, 1000.0, "t: youth surcharge divisor"));
        specs.push_back(number(kBrakeOffset, 0.0, 5000.0, "u: braking offset"));
        specs.push_back(number(kJuniorSurcharge, 0.0, 100.0, "a1: junior surcharge"));
        specs.push_back(number(kAdultSurcharge, 0.0, 100.0, "a2: adult surcharge"));
        specs.push_back(number(kMaximum, 1.0, 1000.0, "Kmax: largest K"));
        specs.push_back(number(kFloor, 0.0, 3000.0, "lowest DWZ after an evaluation"));
    }
    return specs;
}

DwzRules DwzRules::forRuleSet(std::string_view name, const Params &params)
{
    DwzRules rules;
    rules.name = std::string(name);
    rules.era = eraOf(name);
    switch (rules.era) {
    case Era::A1993:
        withLapse(rules);
        // Seed 4.7.6; the DSB (2016) dates this variant "until 1999".
        rules.sonderwertung = SonderwertungRule::SuccessNumber;
        rules.sonderwertungThreshold = 200;
        rules.sonderwertungLastEndDate = Date { 1999, 12, 31 };
        break;
    case Era::B2002:
        withLapse(rules); // era-B tournaments from 2002-05-09 to 2003-01-26
        rules.firstRatingAtExtremes = false;
        rules.lowFirstRatingCorrection = true;
        rules.accelerationAndBraking = true;
        break;
    case Era::C2016:
        rules.firstRatingAtExtremes = false;
        rules.lowFirstRatingCorrection = true;
        rules.accelerationAndBraking = true;
        rules.sonderwertung = SonderwertungRule::Performance;
        rules.sonderwertungThreshold = 300;
        break;
    case Era::D2026:
        // dwz.md §11.5: how the Sonderwertung works in era D is not known; era C's is kept.
        rules.firstRatingAtExtremes = false;
        rules.sonderwertung = SonderwertungRule::Performance;
        rules.sonderwertungThreshold = 300;
        rules.kFactor = KFactorRules::of2026();
        break;
    }

    if (const auto found = params.find(kProbability); found != params.end())
        rules.probability = *parseProbabilityModel(std::get<std::string>(found->second));
    if (const auto found = params.find(kExtremes); found != params.end())
        rules.firstRatingAtExtremes = std::get<bool>(found->second);
    if (rules.kFactor) {
        KFactorRules &k = *rules.kFactor;
        k.correction = numberOr(params, kCorrection, k.correction);
        k.youthDivisor = numberOr(params, kYouthDivisor, k.youthDivisor);
        k.brakeOffset = numberOr(params, kBrakeOffset, k.brakeOffset);
        k.juniorSurcharge = numberOr(params, kJuniorSurcharge, k.juniorSurcharge);
        k.adultSurcharge = numberOr(params, kAdultSurcharge, k.adultSurcharge);
        k.maximum = numberOr(params, kMaximum, k.maximum);
        k.floor = static_cast<int>(numberOr(params, kFloor, k.floor));
    }
    return rules;
}

} // namespace rd::dwz
