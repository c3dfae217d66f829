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
    Evaluation evaluate(const EventInput &event) const override { return m_rate(event); }

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
