#include "desktop/RecordSheetRating.h"

#include "desktop/Failures.h"
#include "engine/rating/Evaluator.h"

namespace rd::desktop {

Outcome<Evaluation> rateTypedLines(const EventInput &lines)
{
    return attempt([&lines] { return evaluatorFor(RatingSystem::Sagc)->evaluate(lines); });
}

} // namespace rd::desktop
