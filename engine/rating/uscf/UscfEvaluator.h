#pragma once

#include "engine/rating/Evaluator.h"

namespace rd::uscf {

// Rates a US Chess section in the five steps of uscf.md §2; a dual-rated event is rated in the
// Regular and the Quick system independently (the second system under "quick" or "regular").
class UscfEvaluator : public Evaluator {
public:
    Evaluation evaluate(const EventInput &event) const override;
};

} // namespace rd::uscf
