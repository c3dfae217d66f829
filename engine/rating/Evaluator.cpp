#include "engine/rating/Evaluator.h"

namespace rd {

namespace {

// One system's engine as an Evaluator.
class SystemEvaluator final : public Evaluator {
public:
    using Rate = Evaluation (*)(const EventInput &event);

    explicit SystemEvaluator(Rate rate)
        : m_rate(rate)
    {
    }
    // An event without players (registration not started) rates no one; one whose start is
    // after its end, as a file may give it (docs/import.md), is refused until the dates are
    // corrected; then the system's own rules.
    Evaluation evaluate(const EventInput &event) const override
    {
        if (event.players.empty()) {
            Evaluation none;
            none.system = event.system;
            none.ruleset = event.ruleset;
            return none;
        }
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
