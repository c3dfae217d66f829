#include "engine/rating/sagc/SagcRules.h"

namespace rd::sagc {

namespace {

using Kind = ParameterSpec::Kind;

// The params read here have the kind and range of parameterSpecs(): the Evaluator checks them
// before it rates (Evaluator.cpp, checkParams), so std::get and GoRank::parse cannot fail here.

double numberOr(const Params &params, const char *name, double fallback)
{
    const auto found = params.find(name);
    return found != params.end() ? std::get<double>(found->second) : fallback;
}

bool flagOr(const Params &params, const char *name, bool fallback)
{
    const auto found = params.find(name);
    return found != params.end() ? std::get<bool>(found->second) : fallback;
}

std::vector<std::string> danRanks()
{
    std::vector<std::string> ranks;
    for (int dan = 1; dan <= GoRank::kStrongestStrength; ++dan)
        ranks.push_back(std::to_string(dan) + "d");
    return ranks;
}

} // namespace

std::vector<ParameterSpec> parameterSpecs()
{
    return {
        { "free_gsf", Kind::Number, 0, 10, {},
            "game status factor of free, teaching and blitz games (sagc.md §2.2)" },
        { "internet_gsf", Kind::Number, 0, 10, {}, "game status factor of internet games" },
        { "club_gsf", Kind::Number, 0, 10, {}, "game status factor of club games" },
        { "tournament_gsf", Kind::Number, 0, 10, {}, "game status factor of tournament games" },
        { "opponent_window", Kind::Number, 0, 100, {},
            "previous games searched for the opponent factor (§2.3)" },
        { "opponent_step", Kind::Number, 0, 1, {}, "opponent factor lost per repeat" },
        { "opponent_minimum", Kind::Number, 0, 1, {}, "lowest opponent factor" },
        { "handicap_step", Kind::Number, 0, 1, {},
            "handicap factor lost per effective stone (§2.4)" },
        { "handicap_minimum", Kind::Number, 0, 1, {}, "lowest handicap factor" },
        { "clamp_beyond_three", Kind::Flag, 0, 0, {}, "read rows beyond +-3 as +-3 (§2.5)" },
        { "draw_grf", Kind::Number, -5, 5, {}, "game result factor of a draw" },
        { "strongest_rank", Kind::Choice, 0, 0, danRanks(),
            "strongest rank; its index stops at 999 (§4)" },
        { "demotion_index", Kind::Number, -999, 999, {}, "index after a demotion (§4)" },
    };
}

SagcRules SagcRules::fromParams(const Params &params)
{
    SagcRules rules;
    rules.freeFactor = numberOr(params, "free_gsf", rules.freeFactor);
    rules.internetFactor = numberOr(params, "internet_gsf", rules.internetFactor);
    rules.clubFactor = numberOr(params, "club_gsf", rules.clubFactor);
    rules.tournamentFactor = numberOr(params, "tournament_gsf", rules.tournamentFactor);
    rules.opponentWindow
        = static_cast<int>(numberOr(params, "opponent_window", rules.opponentWindow));
    rules.opponentStep = numberOr(params, "opponent_step", rules.opponentStep);
    rules.opponentMinimum = numberOr(params, "opponent_minimum", rules.opponentMinimum);
    rules.handicapStep = numberOr(params, "handicap_step", rules.handicapStep);
    rules.handicapMinimum = numberOr(params, "handicap_minimum", rules.handicapMinimum);
    rules.clampBeyondThree = flagOr(params, "clamp_beyond_three", rules.clampBeyondThree);
    rules.drawFactor = numberOr(params, "draw_grf", rules.drawFactor);
    if (const auto found = params.find("strongest_rank"); found != params.end())
        rules.strongestRank = *GoRank::parse(std::get<std::string>(found->second));
    rules.indexAfterDemotion
        = static_cast<int>(numberOr(params, "demotion_index", rules.indexAfterDemotion));
    return rules;
}

double SagcRules::statusFactor(GoGameStatus status) const
{
    switch (status) {
    case GoGameStatus::Free:
        return freeFactor;
    case GoGameStatus::Internet:
        return internetFactor;
    case GoGameStatus::Club:
        return clubFactor;
    case GoGameStatus::Tournament:
        return tournamentFactor;
    }
    return clubFactor;
}

} // namespace rd::sagc
