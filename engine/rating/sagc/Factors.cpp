#include "engine/rating/sagc/Factors.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rd::sagc {

namespace {

// The result table of sagc.md §2.5, rows +4 (for > +3) down to -4 (for < -3).
struct ResultRow {
    double promotionWin, promotionLoss, demotionWin, demotionLoss;
};
constexpr std::array<ResultRow, 9> kResultTable = { {
    { 3.5, -0.0, 3.5, -0.0 }, // > +3
    { 3.5, -0.09, 3.5, -0.0 }, // +3
    { 2.2, -0.47, 2.2, -0.03 }, // +2
    { 1.5, -0.81, 1.6, -0.28 }, // +1
    { 1.0, -1.17, 1.4, -0.6 }, // 0
    { 0.54, -1.44, 0.7, -0.75 }, // -1
    { 0.13, -1.8, 0.37, -1.0 }, // -2
    { 0.09, -2.7, 0.12, -1.9 }, // -3
    { 0.0, -2.7, 0.0, -1.9 }, // < -3
} };

} // namespace

double levelFactor(const GoRank &rank)
{
    const double x = std::max(0, 7 - rank.strength());
    return x * x + 1.5 * x + 55.0 + x * x * x * x * x / 30000.0;
}

double opponentFactor(const SagcRules &rules, int repeats)
{
    return std::max(rules.opponentMinimum, 1.0 - rules.opponentStep * repeats);
}

int effectiveHandicap(int handicap, double komi)
{
    return static_cast<int>(std::trunc(handicap - (komi - 6.0) / 10.0));
}

double handicapFactor(const SagcRules &rules, int effective)
{
    return std::max(rules.handicapMinimum, 1.0 - rules.handicapStep * std::abs(effective));
}

int differential(const GoRank &player, const GoRank &opponent, bool playerIsBlack, int effective)
{
    const int gap = opponent.strength() - player.strength();
    const int received = playerIsBlack ? effective : -effective;
    return gap - received;
}

double gameResultFactor(const SagcRules &rules, int row, Zone zone, Outcome outcome)
{
    if (outcome == Outcome::Draw)
        return rules.drawFactor;
    const int limit = rules.clampBeyondThree ? 3 : 4;
    const ResultRow &factors = kResultTable[4 - std::clamp(row, -limit, limit)];
    const bool promotion = zone == Zone::Promotion;
    if (outcome == Outcome::Win)
        return promotion ? factors.promotionWin : factors.demotionWin;
    return promotion ? factors.promotionLoss : factors.demotionLoss;
}

const std::vector<int> &demotionLadder(const GoRank &rank)
{
    static const std::vector<int> dansAndStrongKyu = { -999 };
    static const std::vector<int> kyu5to9 = { -950, -999 };
    static const std::vector<int> kyu10to19 = { -900, -950, -999 };
    static const std::vector<int> kyu20to24 = { -850, -900, -950, -999 };
    static const std::vector<int> kyu25to29 = { -800, -850, -900, -950, -999 };
    static const std::vector<int> never;
    const int kyu = 1 - rank.strength(); // 1k -> 1, 30k -> 30; dans <= 0
    if (kyu >= 30)
        return never;
    if (kyu >= 25)
        return kyu25to29;
    if (kyu >= 20)
        return kyu20to24;
    if (kyu >= 10)
        return kyu10to19;
    if (kyu >= 5)
        return kyu5to9;
    return dansAndStrongKyu;
}

std::optional<int> demotionFloor(const GoRank &rank, int index)
{
    if (rank.strength() == GoRank::kWeakestStrength)
        return -999; // 30k is never demoted
    const std::vector<int> &ladder = demotionLadder(rank);
    if (index >= 0)
        return ladder.front();
    for (std::size_t j = 0; j < ladder.size(); ++j) {
        if (index >= ladder[j])
            return j + 1 < ladder.size() ? std::optional(ladder[j + 1]) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace rd::sagc
