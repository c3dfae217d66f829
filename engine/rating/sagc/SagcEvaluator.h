#pragma once

#include "engine/rating/Evaluator.h"

namespace rd::sagc {

// Applies the document's Go games in entry order to the players' ranks and indexes
// (sagc.md §2-§5) and reports every factor of every game for both sides.
class SagcEvaluator : public Evaluator {
public:
    Evaluation evaluate(const EventInput &event) const override;
};

} // namespace rd::sagc
