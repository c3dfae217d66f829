#include "engine/rating/Evaluator.h"
#include "engine/rating/sagc/Ledger.h"

#include <map>

namespace rd::sagc {

namespace {

Fields stateFields(const PlayerState &state)
{
    return { { "rank", state.rank.toString() }, { "index", state.index } };
}

Fields sideFields(const SideUpdate &side)
{
    return {
        { "LF", Decimal { side.levelFactor, 3 } },
        { "GSF", Decimal { side.statusFactor, 2 } },
        { "OF", Decimal { side.opponentFactor, 2 } },
        { "GRF", Decimal { side.resultFactor, 2 } },
        { "HF", Decimal { side.handicapFactor, 2 } },
        { "row", side.row },
        { "zone", side.zone == Zone::Promotion ? "promotion" : "demotion" },
        { "delta", Decimal { side.delta, 3 } },
        { "index_before", side.before.index },
        { "index_after", side.after.index },
        { "rank_before", side.before.rank.toString() },
        { "rank_after", side.after.rank.toString() },
    };
}

} // namespace

Evaluation evaluate(const EventInput &event)
{
    Ledger ledger(SagcRules::fromParams(event.params));
    std::map<std::string, std::size_t> positions;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        positions[player.id] = i;
        if (player.sagc)
            ledger.addPlayer(
                player.id, { player.sagc->rank, player.sagc->index }, player.sagc->recentOpponents);
    }

    Evaluation evaluation;
    evaluation.system = RatingSystem::Sagc;
    evaluation.ruleset = event.ruleset;
    std::map<std::string, int> ratedGames;
    for (std::size_t g = 0; g < event.goGames.size(); ++g) {
        const GoGame &game = event.goGames[g];
        for (const std::string &id : { game.white, game.black }) {
            if (ledger.hasPlayer(id))
                continue;
            const auto position = positions.find(id);
            if (position == positions.end())
                throw InputError("games[" + std::to_string(g) + "]",
                    "player \"" + id + "\" is not in the player list");
            throw InputError("players[" + std::to_string(position->second) + "].sagc",
                "player \"" + id + "\" plays games[" + std::to_string(g)
                    + "] but has no SAGC rank to start from");
        }
        const GameUpdate update = ledger.record(game);
        evaluation.games.push_back(
            { { "white", sideFields(update.white) }, { "black", sideFields(update.black) },
                { "effective_handicap", effectiveHandicap(game.handicap, game.komi) } });
        if (update.white.statusFactor > 0.0) {
            ++ratedGames[game.white];
            ++ratedGames[game.black];
        }
    }

    for (const PlayerInput &player : event.players) {
        PlayerEvaluation result;
        result.id = player.id;
        if (!player.sagc) {
            result.status = PlayerStatus::Unrated;
            evaluation.players.push_back(result);
            continue;
        }
        const PlayerState before { player.sagc->rank, player.sagc->index };
        const PlayerState &after = ledger.state(player.id);
        const int games = ratedGames[player.id];
        result.status = games > 0 ? PlayerStatus::Rated : PlayerStatus::NotRated;
        result.before = stateFields(before);
        result.after = stateFields(after);
        result.details = { { "games", static_cast<int>(ledger.recordSheet(player.id).size()) },
            { "rated_games", games } };
        evaluation.players.push_back(result);
    }
    return evaluation;
}

} // namespace rd::sagc
