#pragma once

#include "engine/rating/Evaluator.h"

namespace rd::dwz {

// Evaluates a whole tournament under one DWZ rule set (dwz.md §7): first DWZ for newcomers in
// two stages with the Gesamtiteration, follow-up DWZ, performance, Sonderwertung, Restpartien.
class DwzEvaluator : public Evaluator {
public:
    Evaluation evaluate(const EventInput &event) const override;
};

} // namespace rd::dwz
