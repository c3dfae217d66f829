#include "engine/rating/uscf/UscfRules.h"

#include <functional>
#include <map>

namespace rd::uscf {

namespace {

using Kind = ParameterSpec::Kind;

// One overridable field: its spec and how a value is stored in the rules. A value applied has
// the spec's kind and range: the Evaluator checks the params before it rates (Evaluator.cpp,
// checkParams), so std::get cannot fail here.
struct Parameter {
    ParameterSpec spec;
    std::function<void(UscfRules &, const ParamValue &)> apply;
};

Parameter number(const char *name, double minimum, double maximum, const char *description,
    double UscfRules::*field)
{
    return { { name, Kind::Number, minimum, maximum, {}, description },
        [field](UscfRules &rules, const ParamValue &value) {
            rules.*field = std::get<double>(value);
        } };
}

Parameter count(const char *name, double maximum, const char *description, int UscfRules::*field)
{
    return { { name, Kind::Number, 0, maximum, {}, description },
        [field](UscfRules &rules, const ParamValue &value) {
            rules.*field = static_cast<int>(std::get<double>(value));
        } };
}

Parameter flag(const char *name, const char *description, bool UscfRules::*field)
{
    return { { name, Kind::Flag, 0, 0, {}, description },
        [field](
            UscfRules &rules, const ParamValue &value) { rules.*field = std::get<bool>(value); } };
}

template <typename Enum>
Parameter choice(const char *name, const char *description, Enum UscfRules::*field,
    std::vector<std::pair<std::string, Enum>> options)
{
    std::vector<std::string> names;
    for (const auto &option : options)
        names.push_back(option.first);
    return { { name, Kind::Choice, 0, 0, names, description },
        [field, options](UscfRules &rules, const ParamValue &value) {
            for (const auto &[optionName, option] : options) {
                if (optionName == std::get<std::string>(value))
                    rules.*field = option;
            }
        } };
}

const std::vector<Parameter> &parameters()
{
    static const std::vector<Parameter> all = {
        number("bonus_b", 0, 100, "bonus multiplier B (uscf.md §6)", &UscfRules::bonusMultiplier),
        count("bonus_min_games", 100, "games an event needs for a bonus",
            &UscfRules::bonusMinimumGames),
        count("bonus_threshold_games", 100, "m' = max(m, this) in the bonus threshold",
            &UscfRules::bonusThresholdGames),
        count("bonus_max_meetings", 100, "no bonus when an opponent is met more often",
            &UscfRules::bonusMaximumMeetings),
        count("special_max_games", 100, "N up to this uses the special formula",
            &UscfRules::specialFormulaGames),
        count("established_games", 1000, "N above this is an established rating",
            &UscfRules::establishedGames),
        number("special_cap", 0, 3500, "highest special rating (0: none)", &UscfRules::specialCap),
        number("absolute_floor", 0, 3500, "lowest rating of all", &UscfRules::absoluteFloor),
        flag("personal_floor", "personal absolute floor 100 + 4 NW + 2 ND + NR (uscf.md §9.2)",
            &UscfRules::personalFloor),
        number("personal_floor_cap", 0, 3500, "highest personal absolute floor",
            &UscfRules::personalFloorCap),
        number("floor_lowest", 0, 3500, "lowest established-rating floor", &UscfRules::lowestFloor),
        number(
            "floor_highest", 0, 3500, "highest established-rating floor", &UscfRules::highestFloor),
        number("floor_distance", 0, 3500, "floor = peak minus this, down to a multiple of 100",
            &UscfRules::floorDistance),
        flag("half_k", "a half-K event of the 2004 rules", &UscfRules::halfK),
        flag("dual_k_reduction", "reduced K above 2200 on the Regular side of a dual-rated event",
            &UscfRules::dualRegularReduction),
        number("fide_ten_games_above", 0, 3500, "a FIDE rating above this counts as 10 games",
            &UscfRules::fideTenGamesAbove),
        number("default_rating", 0, 3500, "initial rating without any information",
            &UscfRules::defaultRating),
        flag("step3_only_without_games", "step 3 only for unrated players with N = 0",
            &UscfRules::stepThreeOnlyWithoutGames),
        choice("effective_games", "N* formula", &UscfRules::effectiveGames,
            { { "2004", EffectiveGamesFormula::Of2004 },
                { "2013", EffectiveGamesFormula::Of2013 } }),
        choice("fide_conversion", "FIDE to US Chess conversion", &UscfRules::fide,
            { { "2004", FideConversion::Plus50 }, { "2008", FideConversion::Linear2008 },
                { "2024", FideConversion::Linear2024 } }),
        choice("age_formula", "age-based initial rating", &UscfRules::age,
            { { "2004", AgeFormula::Of2004 }, { "2006", AgeFormula::Of2006 } }),
        choice("rounding", "stored ratings", &UscfRules::rounding,
            { { "directional", Rounding::Directional }, { "nearest", Rounding::Nearest } }),
    };
    return all;
}

} // namespace

double bonusMultiplierOn(const Date &endDate)
{
    // uscf.md §6 "B history": B for events ending before each date; 10 since 2025-01-01.
    struct Period {
        Date endsBefore;
        double b;
    };
    constexpr Period kHistory[]
        = { { { 2008, 7, 1 }, 10 }, { { 2014, 7, 1 }, 6 }, { { 2015, 1, 1 }, 10 },
              { { 2017, 5, 1 }, 12 }, { { 2023, 2, 1 }, 14 }, { { 2025, 1, 1 }, 12 } };
    for (const Period &period : kHistory) {
        if (endDate < period.endsBefore)
            return period.b;
    }
    return 10;
}

FideConversion fideConversionOn(const Date &endDate)
{
    if (endDate < Date { 2008, 7, 1 })
        return FideConversion::Plus50;
    if (endDate < Date { 2024, 3, 1 })
        return FideConversion::Linear2008;
    return FideConversion::Linear2024;
}

std::vector<ParameterSpec> parameterSpecs()
{
    std::vector<ParameterSpec> specs;
    for (const auto &parameter : parameters())
        specs.push_back(parameter.spec);
    return specs;
}

UscfRules UscfRules::forRuleSet(std::string_view name, const Date &endDate, const Params &params)
{
    UscfRules rules;
    rules.name = std::string(name);
    if (name == "uscf-2004") {
        // The seed: uscf.md §3.1, §4 (2004), §5, §6 with half-K, §8 directional rounding, §9.
        rules.effectiveGames = EffectiveGamesFormula::Of2004;
        rules.fide = FideConversion::Plus50;
        rules.age = AgeFormula::Of2004;
        rules.rounding = Rounding::Directional;
        rules.bonusMultiplier = 10;
        rules.specialCap = 0;
        rules.personalFloor = false;
        rules.lowestFloor = 1400;
        rules.dualRegularReduction = false;
        rules.stepThreeOnlyWithoutGames = false;
    } else {
        rules.bonusMultiplier = bonusMultiplierOn(endDate);
        rules.fide = fideConversionOn(endDate);
        // The 2006 age formula and the 2013 effective games hold for every event this preset
        // is meant for; older events are rated with uscf-2004.
    }
    for (const auto &parameter : parameters()) {
        const auto value = params.find(parameter.spec.name);
        if (value != params.end())
            parameter.apply(rules, value->second);
    }
    return rules;
}

} // namespace rd::uscf
