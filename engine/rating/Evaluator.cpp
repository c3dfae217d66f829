#include "engine/rating/Evaluator.h"

namespace rd {

const Evaluator *evaluatorFor(RatingSystem system)
{
    // No rating engine is part of this build yet; each system's engine registers here.
    switch (system) {
    case RatingSystem::Dwz:
    case RatingSystem::Uscf:
    case RatingSystem::Sagc:
        return nullptr;
    }
    return nullptr;
}

} // namespace rd
