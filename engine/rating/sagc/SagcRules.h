#pragma once

#include "engine/rating/EventInput.h"
#include "engine/rating/RuleSets.h"
#include "engine/rating/sagc/GoRank.h"

#include <string>
#include <vector>

namespace rd::sagc {

// The SAGC rule set: the page's constants and the decisions of sagc.md, each one a named
// parameter (parameterSpecs()).
struct SagcRules {
    // §2.2 game status factors.
    double freeFactor = 0.0;
    double internetFactor = 0.5;
    double clubFactor = 1.0;
    double tournamentFactor = 1.5;
    // §2.3 opponent factor: 1 - step * repeats within the last `window` games, at least minimum.
    int opponentWindow = 10;
    double opponentStep = 0.1;
    double opponentMinimum = 0.1;
    // §2.4 handicap factor: 1 - step * |eff|, at least minimum.
    double handicapStep = 0.05;
    double handicapMinimum = 0.1;
    // §2.5 decisions: rows beyond +-3 as in the table (or as +-3), draws give this factor.
    bool clampBeyondThree = false;
    double drawFactor = 0.0;
    // §4: the strongest rank of the rule set, the index after a demotion.
    GoRank strongestRank = GoRank::strongest();
    int indexAfterDemotion = 0;
    // §1: the index range.
    int indexLimit = 999;

    static SagcRules fromParams(const Params &params);

    double statusFactor(GoGameStatus status) const;
};

std::vector<ParameterSpec> parameterSpecs();

} // namespace rd::sagc
