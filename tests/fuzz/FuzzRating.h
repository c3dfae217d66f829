#pragma once

// What every fuzz target does with an event that parsed: rate it (small ones only), so the
// engines meet every odd but valid event the parsers let through.
#include "engine/rating/Evaluator.h"

namespace rd::fuzz {

inline void rateIfSmall(const EventInput &event)
{
    if (event.players.size() > 40 || event.chessGames.size() + event.goGames.size() > 200)
        return;
    try {
        if (const Evaluator *evaluator = evaluatorFor(event.system))
            evaluator->evaluate(event);
    } catch (const InputError &) {
        // an input error the engine names is an answer, not a crash
    }
}

} // namespace rd::fuzz
