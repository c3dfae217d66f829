#include "engine/rating/Evaluator.h"

#include "engine/rating/dwz/DwzEvaluator.h"
#include "engine/rating/sagc/SagcEvaluator.h"
#include "engine/rating/uscf/UscfEvaluator.h"

namespace rd {

const Evaluator *evaluatorFor(RatingSystem system)
{
    static const dwz::DwzEvaluator dwzEvaluator;
    static const uscf::UscfEvaluator uscfEvaluator;
    static const sagc::SagcEvaluator sagcEvaluator;
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
