#include "engine/rating/Evaluator.h"

#include "engine/rating/RuleSets.h"

#include <algorithm>
#include <sstream>
#include <variant>

namespace rd {

namespace {

// A bound of a parameter as a person writes it: 10, 0.5, -999.
std::string boundText(double bound)
{
    std::ostringstream text;
    text << bound;
    return text.str();
}

// What a parameter of `spec` takes, in words.
std::string expectedValue(const ParameterSpec &spec)
{
    switch (spec.kind) {
    case ParameterSpec::Kind::Number:
        return "a number from " + boundText(spec.minimum) + " to " + boundText(spec.maximum);
    case ParameterSpec::Kind::Flag:
        return "true or false";
    case ParameterSpec::Kind::Choice:
        break;
    }
    std::string choices;
    for (const std::string &choice : spec.choices)
        choices += (choices.empty() ? "" : ", ") + choice;
    return "one of " + choices;
}

bool fits(const ParamValue &value, const ParameterSpec &spec)
{
    switch (spec.kind) {
    case ParameterSpec::Kind::Number: {
        const double *number = std::get_if<double>(&value);
        return number && *number >= spec.minimum && *number <= spec.maximum;
    }
    case ParameterSpec::Kind::Flag:
        return std::holds_alternative<bool>(value);
    case ParameterSpec::Kind::Choice: {
        const std::string *choice = std::get_if<std::string>(&value);
        return choice && std::ranges::find(spec.choices, *choice) != spec.choices.end();
    }
    }
    return false;
}

// The rule set's parameters the event overrides (event-document.md "params"), each one of the
// event's rule set, of its kind and within its range, before the rules read them with std::get
// (DwzRules, UscfRules, SagcRules::fromParams). The document reader checks them so; an event
// the database hands back (its params column) or one whose rule set or system the director
// changed afterwards has not been through it. A value that does not fit names the parameter.
void checkParams(const EventInput &event)
{
    const RuleSetInfo *ruleSet = findRuleSet(event.ruleset);
    for (const auto &[name, value] : event.params) {
        const ParameterSpec *spec
            = ruleSet && ruleSet->system == event.system ? ruleSet->findParameter(name) : nullptr;
        if (!spec)
            throw InputError("params." + name,
                "the rule set " + event.ruleset + " has no parameter " + name
                    + "; remove it from the event or choose the rule set it belongs to");
        if (!fits(value, *spec))
            throw InputError("params." + name,
                name + " of the rule set " + event.ruleset + " takes " + expectedValue(*spec));
    }
}

// One system's engine as an Evaluator.
class SystemEvaluator final : public Evaluator {
public:
    using Rate = Evaluation (*)(const EventInput &event);

    explicit SystemEvaluator(Rate rate)
        : m_rate(rate)
    {
    }
    // An event without players (registration not started) rates no one; one whose rule set's
    // parameters do not fit it (checkParams), or whose start is after its end, as a file may give
    // it (docs/import.md), is refused until they are corrected; then the system's own rules.
    Evaluation evaluate(const EventInput &event) const override
    {
        if (event.players.empty()) {
            Evaluation none;
            none.system = event.system;
            none.ruleset = event.ruleset;
            return none;
        }
        checkParams(event);
        if (event.event.startDate && *event.event.startDate > event.event.endDate)
            throw InputError("event.start_date",
                "the start " + event.event.startDate->toIso() + " is after the end date "
                    + event.event.endDate.toIso() + ": correct the dates before rating");
        return m_rate(event);
    }

private:
    Rate m_rate;
};

} // namespace

const Evaluator *evaluatorFor(RatingSystem system)
{
    static const SystemEvaluator dwzEvaluator(&dwz::evaluate);
    static const SystemEvaluator uscfEvaluator(&uscf::evaluate);
    static const SystemEvaluator sagcEvaluator(&sagc::evaluate);
    switch (system) {
    case RatingSystem::Dwz:
        return &dwzEvaluator;
    case RatingSystem::Uscf:
        return &uscfEvaluator;
    case RatingSystem::Sagc:
        return &sagcEvaluator;
    }
    return nullptr;
}

} // namespace rd
