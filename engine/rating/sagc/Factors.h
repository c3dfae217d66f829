#pragma once

#include "engine/rating/sagc/GoRank.h"
#include "engine/rating/sagc/SagcRules.h"

#include <optional>
#include <string>
#include <vector>

namespace rd::sagc {

// sagc.md §2.1: LF = x^2 + 1.5x + 55 + x^5/30000 with x = 7 - s(rank), 0 above 7d.
double levelFactor(const GoRank &rank);

// sagc.md §2.3: max(minimum, 1 - step * repeats).
double opponentFactor(const SagcRules &rules, int repeats);

// sagc.md §2.4: eff = trunc(handicap - (komi - 6)/10); HF = max(minimum, 1 - step * |eff|).
int effectiveHandicap(int handicap, double komi);
double handicapFactor(const SagcRules &rules, int effective);

// sagc.md §2.5: D = gap - received, gap = s(opponent) - s(player), received = +eff as Black,
// -eff as White. Positive D: a harder game for the player.
int differential(const GoRank &player, const GoRank &opponent, bool playerIsBlack, int effective);

enum class Zone { Promotion, Demotion }; // index >= 0 / index < 0
enum class Outcome { Win, Loss, Draw };

// The game result factor of the table (signed: negative for a loss) for row D.
double gameResultFactor(const SagcRules &rules, int row, Zone zone, Outcome outcome);

// sagc.md §3: the ladder of marks a loss cannot pass, by rank band; empty for 30k.
const std::vector<int> &demotionLadder(const GoRank &rank);
// The lowest index a loss may leave from `index` (none: this loss may demote).
std::optional<int> demotionFloor(const GoRank &rank, int index);

} // namespace rd::sagc
