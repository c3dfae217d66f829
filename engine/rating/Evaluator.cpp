#include "engine/rating/Evaluator.h"

#include "engine/rating/dwz/DwzEvaluator.h"

namespace rd {

const Evaluator *evaluatorFor(RatingSystem system)
{
    static const dwz::DwzEvaluator dwzEvaluator;
    switch (system) {
    case RatingSystem::Dwz:
        return &dwzEvaluator;
    case RatingSystem::Uscf: // not part of this build yet
    case RatingSystem::Sagc: // not part of this build yet
        return nullptr;
    }
    return nullptr;
}

} // namespace rd
