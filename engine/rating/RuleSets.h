#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/RatingSystem.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rd {

// A named parameter of a rule set that the event document may override through `params`.
struct ParameterSpec {
    enum class Kind { Number, Choice, Flag };

    std::string name;
    Kind kind = Kind::Number;
    double minimum = 0.0; // Number
    double maximum = 0.0; // Number
    std::vector<std::string> choices; // Choice
    std::string description;
};

struct RuleSetInfo {
    std::string name;
    RatingSystem system = RatingSystem::Dwz;
    std::string description;
    // First event end date the rule set is the default for (none: not chosen by date).
    std::optional<Date> defaultFrom;
    std::vector<ParameterSpec> parameters;

    const ParameterSpec *findParameter(std::string_view parameter) const;
};

// Every rule set this build knows (event-document.md "ruleset").
const std::vector<RuleSetInfo> &ruleSets();
const RuleSetInfo *findRuleSet(std::string_view name);

// The rule set used when the document names none: DWZ by the era of the end date
// (dwz.md §0), uscf-current and sagc otherwise.
const RuleSetInfo &defaultRuleSet(RatingSystem system, const Date &endDate);

} // namespace rd
